//! The uploads waiting on disk: finished recordings in the recordings directory (`<id>.mp4`
//! beside its report `<id>.json`) and a watch's files in their own queue directory
//! (`<id>.data` beside its offer `<id>.file.json`, written last, so a file is queued only
//! once whole). Each stays until the relay says it is `ready`, so a relay restart, a store
//! outage or an agent restart loses nothing.

use std::path::{Path, PathBuf};
use std::time::Duration;

use proto::{ArtifactKind, RecordingReport, WatchFileOffer};

use super::Uploads;
use crate::digest::{self, FileDigests};
use crate::fsutil;
use crate::record;

/// A finished file of a watch, handed to [`Uploads::enqueue_file`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WatchFile {
    /// The file; it is copied into the queue, so the caller may delete or keep it.
    pub path: PathBuf,
    /// Its artifact id, from [`new_file_id`].
    pub artifact_id: String,
    /// The watch, `seq_…`.
    pub watch_id: String,
    /// Its name in the watch, e.g. `frame-0003.png`, `watch.json`, `watch.webp`.
    pub name: String,
    /// `image/png`, `application/json` or `image/webp`.
    pub content_type: String,
}

/// Why a file could not be queued.
#[derive(Debug, thiserror::Error)]
pub enum EnqueueError {
    /// A field is not acceptable to the relay; nothing was queued.
    #[error("{0}")]
    Invalid(#[from] proto::ArgError),
    /// This agent has no file queue (built without a data directory).
    #[error("this agent has no upload queue for files")]
    NoQueue,
    /// A file with this artifact id is already queued.
    #[error("a file with artifact id {0} is already queued")]
    Duplicate(String),
    /// Reading the file or writing the queue failed; nothing was queued.
    #[error("cannot queue {path}: {source}")]
    Io {
        /// The file concerned.
        path: String,
        /// What failed.
        source: std::io::Error,
    },
}

/// A fresh artifact id for a watch file: `wf_` and 32 random hex digits.
pub fn new_file_id() -> String {
    let mut bytes = [0u8; 16];
    if getrandom::fill(&mut bytes).is_err() {
        // No system randomness: time and a counter still make ids unique on this device.
        static COUNTER: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos())
            .unwrap_or(0);
        let n = COUNTER.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        bytes[..8].copy_from_slice(&(nanos as u64).to_le_bytes());
        bytes[8..].copy_from_slice(&n.to_le_bytes());
    }
    format!("{}{}", proto::WATCH_FILE_ID_PREFIX, hex::encode(bytes))
}

impl Uploads {
    /// Queue a finished watch file for upload: check its fields, copy it into the queue
    /// with its SHA-256 (blocking file I/O: call it off the async threads for big files)
    /// and wake the uploader. Once this returns `Ok`, the file is uploaded even across an
    /// agent restart, and deleted from the queue when the relay says `ready`.
    pub fn enqueue_file(&self, file: WatchFile) -> Result<(), EnqueueError> {
        proto::validate_watch_file_id(&file.artifact_id)?;
        proto::validate_watch_id(&file.watch_id)?;
        proto::validate_watch_file_name(&file.name)?;
        let dir = self.files_dir.as_deref().ok_or(EnqueueError::NoQueue)?;
        let io = |path: &Path| {
            let path = path.display().to_string();
            move |source| EnqueueError::Io { path, source }
        };
        std::fs::create_dir_all(dir).map_err(io(dir))?;
        let marker = file_offer_path(dir, &file.artifact_id);
        if marker.exists() {
            return Err(EnqueueError::Duplicate(file.artifact_id));
        }
        let data = file_data_path(dir, &file.artifact_id);
        let digests = copy_hashed(&file.path, &data).map_err(io(&file.path))?;
        let offer = WatchFileOffer {
            kind: ArtifactKind::WatchFile,
            artifact_id: file.artifact_id,
            watch_id: file.watch_id,
            name: file.name,
            size_bytes: digests.size,
            sha256: digests.sha256,
            content_type: file.content_type,
            part_sha256: digests.part_sha256,
        };
        if let Err(e) = offer.validate() {
            let _ = std::fs::remove_file(&data);
            return Err(e.into());
        }
        let json = serde_json::to_vec(&offer).map_err(|e| EnqueueError::Io {
            path: marker.display().to_string(),
            source: std::io::Error::other(e),
        })?;
        if let Err(e) = fsutil::write_atomic(&marker, &json) {
            let _ = std::fs::remove_file(&data);
            return Err(io(&marker)(e));
        }
        tracing::info!(artifact_id = %offer.artifact_id, watch_id = %offer.watch_id, name = %offer.name, size = offer.size_bytes, "watch file queued for upload");
        self.lock().new_files.push(offer);
        self.wake.notify_one();
        Ok(())
    }
}

pub(super) fn progress_path(dir: &Path, id: &str) -> PathBuf {
    dir.join(format!("{id}.upload.json"))
}

/// A queued watch file's bytes.
pub(super) fn file_data_path(dir: &Path, id: &str) -> PathBuf {
    dir.join(format!("{id}.data"))
}

/// A queued watch file's offer; its presence is what queues the file.
pub(super) fn file_offer_path(dir: &Path, id: &str) -> PathBuf {
    dir.join(format!("{id}.file.json"))
}

/// Copy `from` to `to` (whole or not at all, see [`fsutil`]) and return its digests, hashed
/// as the bytes go by.
fn copy_hashed(from: &Path, to: &Path) -> std::io::Result<FileDigests> {
    use std::io::{Read as _, Write as _};
    let mut src = std::fs::File::open(from)?;
    fsutil::write_atomic_with(to, |dst| {
        let mut hasher = digest::Hasher::new(proto::UPLOAD_PART_BYTES);
        let mut buf = vec![0u8; 256 * 1024];
        loop {
            let n = src.read(&mut buf)?;
            if n == 0 {
                break;
            }
            hasher.update(&buf[..n]);
            dst.write_all(&buf[..n])?;
        }
        Ok(hasher.finish())
    })
}

/// What `read` makes of the entries of `dir` (given each one's path and file name), oldest
/// first by modification time.
fn oldest_first<T>(dir: &Path, mut read: impl FnMut(&Path, &str) -> Option<T>) -> Vec<T> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut found: Vec<(std::time::SystemTime, T)> = Vec::new();
    for entry in entries.flatten() {
        let path = entry.path();
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
        let Some(item) = read(&path, name) else {
            continue;
        };
        let modified = entry
            .metadata()
            .and_then(|m| m.modified())
            .unwrap_or(std::time::UNIX_EPOCH);
        found.push((modified, item));
    }
    found.sort_by_key(|(t, _)| *t);
    found.into_iter().map(|(_, item)| item).collect()
}

/// Watch files queued in `dir` (offer and bytes both there), oldest first; leftovers of an
/// enqueue that died are removed.
pub(crate) fn pending_files(dir: &Path) -> Vec<WatchFileOffer> {
    oldest_first(dir, |path, name| {
        if name.ends_with(".tmp") {
            // A temporary file of `fsutil`; not one under way: those are seconds old.
            let stale = std::fs::metadata(path)
                .and_then(|m| m.modified())
                .ok()
                .and_then(|t| t.elapsed().ok())
                .is_some_and(|age| age > Duration::from_secs(600));
            if stale {
                let _ = std::fs::remove_file(path);
            }
            return None;
        }
        if !name.ends_with(".file.json") {
            return None;
        }
        let offer = std::fs::read(path)
            .ok()
            .and_then(|b| serde_json::from_slice::<WatchFileOffer>(&b).ok())
            .filter(|o| o.validate().is_ok());
        let Some(offer) = offer else {
            tracing::warn!(path = %path.display(), "ignoring an unreadable queued file");
            return None;
        };
        file_data_path(dir, &offer.artifact_id)
            .exists()
            .then_some(offer)
    })
}

/// Reports of finished recordings waiting in `dir`, oldest first.
pub(crate) fn pending(dir: &Path) -> Vec<RecordingReport> {
    oldest_first(dir, |path, name| {
        if !name.ends_with(".json")
            || name.ends_with(".upload.json")
            || name.ends_with(".failed.json")
        {
            return None;
        }
        let report = std::fs::read(path)
            .ok()
            .and_then(|b| serde_json::from_slice::<RecordingReport>(&b).ok());
        let Some(report) = report else {
            tracing::warn!(path = %path.display(), "ignoring an unreadable recording report");
            return None;
        };
        (proto::validate_recording_id(&report.recording_id).is_ok()
            && record::mp4_path(dir, &report.recording_id).exists())
        .then_some(report)
    })
}

pub(super) fn remove_queued_file(dir: &Path, id: &str) {
    for path in [
        file_data_path(dir, id),
        file_offer_path(dir, id),
        progress_path(dir, id),
    ] {
        if let Err(e) = std::fs::remove_file(&path)
            && e.kind() != std::io::ErrorKind::NotFound
        {
            tracing::warn!(path = %path.display(), error = %e, "cannot delete an uploaded file");
        }
    }
}

pub(super) fn remove_local(dir: &Path, id: &str) {
    for path in [
        record::mp4_path(dir, id),
        record::report_path(dir, id),
        progress_path(dir, id),
    ] {
        if let Err(e) = std::fs::remove_file(&path)
            && e.kind() != std::io::ErrorKind::NotFound
        {
            tracing::warn!(path = %path.display(), error = %e, "cannot delete an uploaded file");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proto::FileState;
    use sha2::{Digest, Sha256};

    #[test]
    fn file_ids_are_watch_file_ids_and_differ() {
        let a = new_file_id();
        let b = new_file_id();
        assert!(proto::validate_watch_file_id(&a).is_ok(), "{a}");
        assert_ne!(a, b);
    }

    #[test]
    fn enqueued_files_are_copied_whole_and_found_again() {
        let temp = tempfile::TempDir::new().unwrap();
        let dir = temp.path().to_path_buf();
        let source = dir.join("frame.png");
        std::fs::write(&source, b"png bytes").unwrap();
        let queue = dir.join("files");
        let file = |id: &str, name: &str| WatchFile {
            path: source.clone(),
            artifact_id: id.into(),
            watch_id: "seq_00112233445566778899aabb".into(),
            name: name.into(),
            content_type: "image/png".into(),
        };
        assert!(matches!(
            Uploads::default().enqueue_file(file(&new_file_id(), "a.png")),
            Err(EnqueueError::NoQueue)
        ));
        let uploads = Uploads::with_files_dir(queue.clone());
        assert!(matches!(
            uploads.enqueue_file(file("wf_zz", "a.png")),
            Err(EnqueueError::Invalid(e)) if e.field == "artifact_id"
        ));
        assert!(matches!(
            uploads.enqueue_file(WatchFile {
                content_type: "text/html".into(),
                ..file(&new_file_id(), "a.png")
            }),
            Err(EnqueueError::Invalid(e)) if e.field == "content_type"
        ));
        assert!(matches!(
            uploads.enqueue_file(WatchFile {
                path: dir.join("missing.png"),
                ..file(&new_file_id(), "a.png")
            }),
            Err(EnqueueError::Io { .. })
        ));
        let id = new_file_id();
        uploads.enqueue_file(file(&id, "frame-0001.png")).unwrap();
        assert!(matches!(
            uploads.enqueue_file(file(&id, "frame-0001.png")),
            Err(EnqueueError::Duplicate(_))
        ));
        // The queue keeps its own copy.
        std::fs::remove_file(&source).unwrap();
        assert_eq!(
            std::fs::read(file_data_path(&queue, &id)).unwrap(),
            b"png bytes"
        );
        let found = pending_files(&queue);
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].artifact_id, id);
        assert_eq!(found[0].name, "frame-0001.png");
        assert_eq!(found[0].size_bytes, 9);
        assert_eq!(found[0].sha256, hex::encode(Sha256::digest(b"png bytes")));
        assert_eq!(uploads.take_new_files(), found);
        // Refused attempts left nothing behind.
        let mut names: Vec<_> = std::fs::read_dir(&queue)
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .collect();
        names.sort();
        assert_eq!(names, vec![format!("{id}.data"), format!("{id}.file.json")]);
    }

    #[test]
    fn pending_finds_finished_recordings_only() {
        let temp = tempfile::TempDir::new().unwrap();
        let dir = temp.path().to_path_buf();
        let report = RecordingReport {
            recording_id: "rec_0123456789".into(),
            state: FileState::Stopped,
            already_running: false,
            started_at_ms: 0,
            duration_ms: 1000,
            width: 64,
            height: 64,
            fps: 10,
            frames: 10,
            dropped_frames: 0,
            size_bytes: 3,
            codec: "h264".into(),
            stop_reason: None,
            stop_message: None,
            interrupted: false,
            sha256: Some("0".repeat(64)),
            uploaded_bytes: None,
            error: None,
        };
        std::fs::write(
            dir.join("rec_0123456789.json"),
            serde_json::to_vec(&report).unwrap(),
        )
        .unwrap();
        assert!(pending(&dir).is_empty(), "no mp4 yet");
        std::fs::write(dir.join("rec_0123456789.mp4"), b"abc").unwrap();
        std::fs::write(dir.join("rec_0123456789.upload.json"), b"{}").unwrap();
        std::fs::write(dir.join("garbage.json"), b"not json").unwrap();
        let found = pending(&dir);
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].recording_id, "rec_0123456789");
    }
}
