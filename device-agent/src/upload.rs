//! Moving finished recordings and a watch's files to the relay's artifact store (the data
//! plane).
//!
//! Finished recordings wait in the recordings directory as `<id>.mp4` beside their report
//! `<id>.json`; a watch's files are copied into their own queue directory by
//! [`Uploads::enqueue_file`] as `<id>.data` beside their offer `<id>.file.json` (written
//! last, so a file is queued only once whole). Either waits until the relay says the
//! artifact is `ready`; only then is it deleted, so a relay restart, a store outage or an
//! agent restart loses nothing. One file is sent at a time (a watch's small files before a
//! recording that has not started), part by part (see [`proto::artifact`]); the parts
//! already acknowledged are noted in `<id>.upload.json`, so a retry resumes instead of
//! starting over. Failures are retried with jittered backoff from 1 s up to a minute, for as
//! long as the agent runs.

use std::collections::VecDeque;
use std::io::SeekFrom;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use proto::{
    ArtifactKind, ArtifactOffer, ArtifactState, CompleteResult, CompleteUpload, CompletedPart,
    FileState, RecordingReport, UploadPlan, WatchFileOffer,
};
use serde::{Deserialize, Serialize};
use tokio::io::{AsyncReadExt, AsyncSeekExt};
use tokio::sync::mpsc;
use tokio_util::sync::CancellationToken;

use crate::backoff::Backoff;
use crate::digest::{self, FileDigests};
use crate::record;
use crate::redact::redact;

/// Longest wait between attempts.
const MAX_BACKOFF: Duration = Duration::from_secs(60);
/// First wait after a failure.
const MIN_BACKOFF: Duration = Duration::from_secs(1);
/// How long one part may take before the attempt is abandoned (64 MiB at ~1 MB/s).
const PART_TIMEOUT: Duration = Duration::from_secs(120);
/// Reports of finished uploads kept in memory for `status`.
const KEEP_DONE: usize = 16;

/// What the agent knows of each recording's upload, for status reports, and the queue a
/// watch's files are handed to.
#[derive(Default)]
pub struct Uploads {
    inner: Mutex<Tracked>,
    /// Where queued watch files wait; `None`: files cannot be queued.
    files_dir: Option<PathBuf>,
    /// Wakes [`run`] when a file was queued.
    wake: tokio::sync::Notify,
}

#[derive(Default)]
struct Tracked {
    /// Latest report per recording, in the order they were handed over.
    reports: Vec<RecordingReport>,
    /// Files queued since [`run`] last looked.
    new_files: Vec<WatchFileOffer>,
}

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
    /// Uploads that also take a watch's files, queued durably in `files_dir` (created on
    /// first use).
    pub fn with_files_dir(files_dir: PathBuf) -> Self {
        Uploads {
            files_dir: Some(files_dir),
            ..Uploads::default()
        }
    }

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
        if let Err(e) = write_durably(&marker, &json) {
            let _ = std::fs::remove_file(&data);
            return Err(io(&marker)(e));
        }
        tracing::info!(artifact_id = %offer.artifact_id, watch_id = %offer.watch_id, name = %offer.name, size = offer.size_bytes, "watch file queued for upload");
        self.lock().new_files.push(offer);
        self.wake.notify_one();
        Ok(())
    }

    fn take_new_files(&self) -> Vec<WatchFileOffer> {
        std::mem::take(&mut self.lock().new_files)
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Tracked> {
        self.inner.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Note a finished recording (state stopped) or update one.
    fn put(&self, report: RecordingReport) {
        let mut t = self.lock();
        t.reports.retain(|r| r.recording_id != report.recording_id);
        t.reports.push(report);
        let excess = t.reports.len().saturating_sub(KEEP_DONE);
        t.reports.drain(..excess);
    }

    fn update(&self, id: &str, f: impl FnOnce(&mut RecordingReport)) {
        let mut t = self.lock();
        if let Some(r) = t.reports.iter_mut().find(|r| r.recording_id == id) {
            f(r);
        }
    }

    /// The most recent recording handed over, with its upload state.
    pub fn latest(&self) -> Option<RecordingReport> {
        self.lock().reports.last().cloned()
    }

    /// `report` with the upload's state, progress and last error, when it is tracked.
    pub fn overlay(&self, report: RecordingReport) -> RecordingReport {
        match self
            .lock()
            .reports
            .iter()
            .find(|r| r.recording_id == report.recording_id)
        {
            Some(tracked) => RecordingReport {
                state: tracked.state,
                uploaded_bytes: tracked.uploaded_bytes,
                error: tracked.error.clone(),
                ..report
            },
            None => report,
        }
    }
}

/// Where uploads go and as whom.
#[derive(Clone)]
pub struct Target {
    /// The relay's HTTP(S) base URL, without a trailing slash.
    pub base: String,
    /// The device token.
    pub token: String,
    /// An HTTP client trusting the same roots as the control link.
    pub client: reqwest::Client,
}

/// Why one attempt failed.
#[derive(Debug, thiserror::Error)]
enum UploadError {
    /// Worth retrying later (network, relay or store unavailable).
    #[error("{0}")]
    Retry(String),
    /// Retrying cannot help; the artifact is failed.
    #[error("{0}")]
    Fatal(String),
}

/// Parts already acknowledged, persisted beside the file.
#[derive(Default, Serialize, Deserialize)]
struct Progress {
    parts: Vec<CompletedPart>,
}

fn progress_path(dir: &Path, id: &str) -> PathBuf {
    dir.join(format!("{id}.upload.json"))
}

/// A queued watch file's bytes.
fn file_data_path(dir: &Path, id: &str) -> PathBuf {
    dir.join(format!("{id}.data"))
}

/// A queued watch file's offer; its presence is what queues the file.
fn file_offer_path(dir: &Path, id: &str) -> PathBuf {
    dir.join(format!("{id}.file.json"))
}

/// Write `bytes` to `path` whole or not at all: a synced temporary file renamed into place.
fn write_durably(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    use std::io::Write as _;
    let tmp = path.with_extension("tmp");
    let result = (|| {
        let mut f = std::fs::File::create(&tmp)?;
        f.write_all(bytes)?;
        f.sync_all()?;
        std::fs::rename(&tmp, path)
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result
}

/// Copy `from` to `to` (synced, renamed into place) and return its digests.
fn copy_hashed(from: &Path, to: &Path) -> std::io::Result<FileDigests> {
    use std::io::{Read as _, Write as _};
    let tmp = to.with_extension("tmp");
    let result = (|| {
        let mut src = std::fs::File::open(from)?;
        let mut dst = std::fs::File::create(&tmp)?;
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
        dst.sync_all()?;
        std::fs::rename(&tmp, to)?;
        Ok(hasher.finish())
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result
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
pub fn pending_files(dir: &Path) -> Vec<WatchFileOffer> {
    oldest_first(dir, |path, name| {
        if name.ends_with(".tmp") {
            // Not one under way: those are seconds old.
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
pub fn pending(dir: &Path) -> Vec<RecordingReport> {
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

/// One thing to upload.
#[derive(Debug, Clone)]
enum Job {
    /// A finished recording in the recordings directory.
    Recording(RecordingReport),
    /// A watch file in the files queue.
    File(WatchFileOffer),
}

impl Job {
    fn id(&self) -> &str {
        match self {
            Job::Recording(r) => &r.recording_id,
            Job::File(f) => &f.artifact_id,
        }
    }
}

/// The jobs waiting, in order; a job already queued is not added twice.
#[derive(Default)]
struct Queue(VecDeque<Job>);

impl Queue {
    fn push(&mut self, job: Job) {
        if !self.0.iter().any(|j| j.id() == job.id()) {
            self.0.push_back(job);
        }
    }

    /// The next job: the first file (they are small, and a watch's result waits for them),
    /// else the first recording.
    fn next(&self) -> Option<usize> {
        self.0
            .iter()
            .position(|j| matches!(j, Job::File(_)))
            .or((!self.0.is_empty()).then_some(0))
    }
}

/// Upload every finished recording and queued watch file: those already waiting, then each
/// recording sent on `finished` and each file queued with [`Uploads::enqueue_file`], until
/// `shutdown`.
pub async fn run(
    target: Target,
    dir: PathBuf,
    uploads: Arc<Uploads>,
    mut finished: mpsc::UnboundedReceiver<RecordingReport>,
    shutdown: CancellationToken,
) {
    let mut queue = Queue::default();
    for report in pending(&dir) {
        tracing::info!(recording_id = %report.recording_id, interrupted = report.interrupted, "recording waiting for upload");
        uploads.put(report.clone());
        queue.push(Job::Recording(report));
    }
    if let Some(files) = &uploads.files_dir {
        for offer in pending_files(files) {
            tracing::info!(artifact_id = %offer.artifact_id, watch_id = %offer.watch_id, name = %offer.name, "watch file waiting for upload");
            queue.push(Job::File(offer));
        }
    }
    let mut backoff = Backoff::new(MIN_BACKOFF, MAX_BACKOFF);
    // The part digests of the recording last hashed: a retry need not read it again.
    let mut digested = Digested::default();
    loop {
        for offer in uploads.take_new_files() {
            queue.push(Job::File(offer));
        }
        let Some(index) = queue.next() else {
            tokio::select! {
                r = finished.recv() => match r {
                    Some(report) => { uploads.put(report.clone()); queue.push(Job::Recording(report)); continue; }
                    None => return,
                },
                () = uploads.wake.notified() => continue,
                () = shutdown.cancelled() => return,
            }
        };
        let job = queue.0[index].clone();
        let attempt = match &job {
            Job::Recording(report) => {
                let id = report.recording_id.clone();
                uploads.update(&id, |r| r.state = FileState::Uploading);
                tokio::select! {
                    r = upload_one(&target, &dir, report, &uploads, &mut digested) => r,
                    () = shutdown.cancelled() => return,
                }
            }
            Job::File(offer) => {
                let Some(files) = uploads.files_dir.as_deref() else {
                    queue.0.remove(index);
                    continue;
                };
                tokio::select! {
                    r = upload_file(&target, files, offer) => r,
                    () = shutdown.cancelled() => return,
                }
            }
        };
        match attempt {
            Ok(()) => {
                match &job {
                    Job::Recording(report) => {
                        let id = &report.recording_id;
                        tracing::info!(recording_id = %id, "recording uploaded and verified; local copy deleted");
                        uploads.update(id, |r| {
                            r.state = FileState::Ready;
                            r.error = None;
                        });
                        remove_local(&dir, id);
                    }
                    Job::File(offer) => {
                        tracing::info!(artifact_id = %offer.artifact_id, watch_id = %offer.watch_id, name = %offer.name, "watch file uploaded and verified; local copy deleted");
                        if let Some(files) = uploads.files_dir.as_deref() {
                            remove_queued_file(files, &offer.artifact_id);
                        }
                    }
                }
                queue.0.remove(index);
                backoff.reset();
            }
            Err(UploadError::Fatal(message)) => {
                // Every message is kept free of signed URLs where it is made; once more
                // here, where it becomes visible (logs, the report's error, status).
                let message = redact(&message);
                match &job {
                    Job::Recording(report) => {
                        let id = &report.recording_id;
                        tracing::error!(recording_id = %id, %message, "upload failed for good; the file stays on the device");
                        uploads.update(id, |r| {
                            r.state = FileState::Failed;
                            r.error = Some(message.clone());
                        });
                        // Keep the file for a person, but do not retry it at every start.
                        let _ = std::fs::rename(
                            dir.join(format!("{id}.json")),
                            dir.join(format!("{id}.failed.json")),
                        );
                    }
                    Job::File(offer) => {
                        let id = &offer.artifact_id;
                        tracing::error!(artifact_id = %id, name = %offer.name, %message, "watch file upload failed for good; the file stays on the device");
                        if let Some(files) = uploads.files_dir.as_deref() {
                            let _ = std::fs::rename(
                                file_offer_path(files, id),
                                files.join(format!("{id}.failed.json")),
                            );
                        }
                    }
                }
                queue.0.remove(index);
            }
            Err(UploadError::Retry(message)) => {
                let message = redact(&message);
                let wait = backoff.after_failure();
                tracing::warn!(artifact_id = %job.id(), %message, retry_in_ms = wait.as_millis() as u64, "upload interrupted; will resume");
                if let Job::Recording(report) = &job {
                    uploads.update(&report.recording_id, |r| r.error = Some(message.clone()));
                }
                let sleep = tokio::time::sleep(wait);
                tokio::pin!(sleep);
                loop {
                    tokio::select! {
                        () = &mut sleep => break,
                        r = finished.recv() => match r {
                            Some(report) => { uploads.put(report.clone()); queue.push(Job::Recording(report)); }
                            None => return,
                        },
                        () = shutdown.cancelled() => return,
                    }
                }
            }
        }
    }
}

fn remove_queued_file(dir: &Path, id: &str) {
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

fn remove_local(dir: &Path, id: &str) {
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

/// A transport error, retryable, without the URL reqwest would print (a part URL is a
/// signed credential).
fn retry(what: &str) -> impl Fn(reqwest::Error) -> UploadError + '_ {
    move |e| UploadError::Retry(redact(&format!("{what}: {}", e.without_url())))
}

/// Turn a non-success HTTP answer into an error: 4xx other than 401/404/408/429 cannot be
/// fixed by retrying; everything else may.
async fn check(response: reqwest::Response, what: &str) -> Result<reqwest::Response, UploadError> {
    let status = response.status();
    if status.is_success() {
        return Ok(response);
    }
    let body = response.text().await.unwrap_or_default();
    let body: String = body.chars().take(300).collect();
    // A store's error document may echo what was signed.
    let message = redact(&format!("{what}: HTTP {status}: {body}"));
    if status.is_client_error() && ![401, 404, 408, 429].contains(&status.as_u16()) {
        Err(UploadError::Fatal(message))
    } else {
        Err(UploadError::Retry(message))
    }
}

fn absolute(base: &str, url: &str) -> String {
    if url.starts_with("http://") || url.starts_with("https://") {
        url.to_string()
    } else {
        format!("{base}/{}", url.trim_start_matches('/'))
    }
}

/// The part digests of one recording, by id.
#[derive(Default)]
struct Digested(Option<(String, Vec<String>)>);

/// The digests of `path` off the async threads.
async fn digests_of(path: &Path) -> Result<FileDigests, UploadError> {
    let owned = path.to_path_buf();
    tokio::task::spawn_blocking(move || digest::of_file(&owned))
        .await
        .map_err(|e| UploadError::Retry(format!("hashing the file: {e}")))?
        .map_err(|e| UploadError::Fatal(format!("{}: {e}", path.display())))
}

/// The headers a part's URL was signed with, which the `PUT` must carry; only `x-amz-`
/// headers are taken from the relay, so a plan cannot make the agent send anything else
/// (credentials, hop-by-hop headers).
fn signed_headers(
    part: &proto::UploadPart,
) -> Result<Vec<(reqwest::header::HeaderName, reqwest::header::HeaderValue)>, UploadError> {
    part.headers
        .iter()
        .map(|(name, value)| {
            let bad = || {
                UploadError::Fatal(format!(
                    "the relay's plan asks part {} to carry header {name:?}, which the agent does not send",
                    part.number
                ))
            };
            if !name.to_ascii_lowercase().starts_with("x-amz-") {
                return Err(bad());
            }
            Ok((
                reqwest::header::HeaderName::from_bytes(name.as_bytes()).map_err(|_| bad())?,
                reqwest::header::HeaderValue::from_str(value).map_err(|_| bad())?,
            ))
        })
        .collect()
}

async fn upload_one(
    target: &Target,
    dir: &Path,
    report: &RecordingReport,
    uploads: &Uploads,
    digested: &mut Digested,
) -> Result<(), UploadError> {
    let id = &report.recording_id;
    let path = record::mp4_path(dir, id);
    let size = tokio::fs::metadata(&path)
        .await
        .map_err(|e| UploadError::Fatal(format!("the recording file {}: {e}", path.display())))?
        .len();
    let sha256 = report
        .sha256
        .clone()
        .ok_or_else(|| UploadError::Fatal("the recording's report has no SHA-256".into()))?;
    if size != report.size_bytes {
        return Err(UploadError::Fatal(format!(
            "the recording file is {size} bytes but its report says {}",
            report.size_bytes
        )));
    }
    let part_sha256 = match &digested.0 {
        Some((hashed, parts)) if hashed == id => parts.clone(),
        _ => {
            let digests = digests_of(&path).await?;
            if digests.size != size || digests.sha256 != sha256 {
                return Err(UploadError::Fatal(
                    "the recording file no longer matches the SHA-256 in its report".into(),
                ));
            }
            digested.0 = Some((id.clone(), digests.part_sha256.clone()));
            digests.part_sha256
        }
    };
    let offer = ArtifactOffer {
        recording_id: id.clone(),
        size_bytes: size,
        sha256,
        content_type: proto::RECORDING_CONTENT_TYPE.into(),
        report: report.clone(),
        part_sha256,
    };
    let item = Sending {
        id,
        noun: "recording",
        path: &path,
        size,
        content_type: "video/mp4",
        progress_file: progress_path(dir, id),
    };
    send(target, &item, &offer, &|sent| {
        uploads.update(id, |r| r.uploaded_bytes = Some(sent));
    })
    .await
}

/// Upload one queued watch file.
async fn upload_file(
    target: &Target,
    dir: &Path,
    offer: &WatchFileOffer,
) -> Result<(), UploadError> {
    let id = &offer.artifact_id;
    let path = file_data_path(dir, id);
    let size = tokio::fs::metadata(&path)
        .await
        .map_err(|e| UploadError::Fatal(format!("the queued file {}: {e}", path.display())))?
        .len();
    if size != offer.size_bytes {
        return Err(UploadError::Fatal(format!(
            "the queued file is {size} bytes but its offer says {}",
            offer.size_bytes
        )));
    }
    // Files queued by an agent from before part digests were offered.
    let mut offer = std::borrow::Cow::Borrowed(offer);
    if offer.part_sha256.is_empty() {
        offer.to_mut().part_sha256 = digests_of(&path).await?.part_sha256;
    }
    let item = Sending {
        id,
        noun: "file",
        path: &path,
        size,
        content_type: &offer.content_type,
        progress_file: progress_path(dir, id),
    };
    send(target, &item, offer.as_ref(), &|_| {}).await
}

/// What [`send`] moves.
struct Sending<'a> {
    /// The artifact id.
    id: &'a str,
    /// "recording" or "file", for messages.
    noun: &'static str,
    /// The bytes.
    path: &'a Path,
    /// Their size, checked against the offer.
    size: u64,
    /// Sent with every part.
    content_type: &'a str,
    /// Where acknowledged parts are noted.
    progress_file: PathBuf,
}

/// Offer, send the parts not yet acknowledged, complete; `Ok` once the relay says `ready`.
/// `on_progress` hears the bytes acknowledged so far.
async fn send(
    target: &Target,
    item: &Sending<'_>,
    offer: &impl Serialize,
    on_progress: &(dyn Fn(u64) + Send + Sync),
) -> Result<(), UploadError> {
    let Sending {
        id,
        noun,
        path,
        size,
        content_type,
        ..
    } = *item;
    let offering = format!("offering the {noun}");
    let offer_url = format!("{}{}", target.base, proto::AGENT_ARTIFACTS_PATH);
    let response = target
        .client
        .post(&offer_url)
        .bearer_auth(&target.token)
        .json(offer)
        .timeout(Duration::from_secs(30))
        .send()
        .await
        .map_err(retry(&offering))?;
    let plan: UploadPlan = check(response, &offering)
        .await?
        .json()
        .await
        .map_err(retry("reading the upload plan"))?;
    match plan.state {
        ArtifactState::Ready => return Ok(()),
        ArtifactState::Failed => {
            return Err(UploadError::Fatal(
                plan.error
                    .unwrap_or_else(|| format!("the relay refused the {noun}")),
            ));
        }
        ArtifactState::Uploading => {}
    }
    let progress_file = &item.progress_file;
    let mut progress: Progress = std::fs::read(progress_file)
        .ok()
        .and_then(|b| serde_json::from_slice(&b).ok())
        .unwrap_or_default();
    let total_parts = plan.parts.len();
    let mut sent: u64 = plan
        .parts
        .iter()
        .filter(|p| progress.parts.iter().any(|d| d.number == p.number))
        .map(|p| p.length)
        .sum();
    on_progress(sent);
    for part in &plan.parts {
        if part.offset.saturating_add(part.length) > size {
            return Err(UploadError::Fatal(format!(
                "the relay's plan has part {} beyond the file's {size} bytes",
                part.number
            )));
        }
        if progress.parts.iter().any(|d| d.number == part.number) {
            continue;
        }
        let mut file = tokio::fs::File::open(path)
            .await
            .map_err(|e| UploadError::Fatal(format!("{}: {e}", path.display())))?;
        file.seek(SeekFrom::Start(part.offset))
            .await
            .map_err(|e| UploadError::Fatal(format!("{}: {e}", path.display())))?;
        let body =
            reqwest::Body::wrap_stream(tokio_util::io::ReaderStream::new(file.take(part.length)));
        let what = format!("sending part {}/{total_parts}", part.number);
        let mut request = target
            .client
            .put(absolute(&target.base, &part.url))
            .header(reqwest::header::CONTENT_LENGTH, part.length)
            .header(reqwest::header::CONTENT_TYPE, content_type);
        for (name, value) in signed_headers(part)? {
            request = request.header(name, value);
        }
        let response = request
            .body(body)
            .timeout(PART_TIMEOUT)
            .send()
            .await
            .map_err(retry(&what))?;
        let response = check(response, &what).await?;
        let etag = response
            .headers()
            .get(reqwest::header::ETAG)
            .and_then(|v| v.to_str().ok())
            .unwrap_or("")
            .to_string();
        progress.parts.push(CompletedPart {
            number: part.number,
            etag,
        });
        if let Ok(bytes) = serde_json::to_vec(&progress) {
            let _ = std::fs::write(progress_file, bytes);
        }
        sent += part.length;
        on_progress(sent);
        tracing::info!(
            artifact_id = %id,
            part = part.number,
            parts = total_parts,
            sent_mib = sent as f64 / 1_048_576.0,
            total_mib = size as f64 / 1_048_576.0,
            "upload progress"
        );
    }
    let mut parts: Vec<CompletedPart> = progress
        .parts
        .iter()
        .filter(|d| plan.parts.iter().any(|p| p.number == d.number))
        .cloned()
        .collect();
    parts.sort_by_key(|p| p.number);
    let complete_url = format!(
        "{}{}/{id}/complete",
        target.base,
        proto::AGENT_ARTIFACTS_PATH
    );
    let response = target
        .client
        .post(&complete_url)
        .bearer_auth(&target.token)
        .json(&CompleteUpload { parts })
        // Verifying means reading the whole object back in the store.
        .timeout(Duration::from_secs(600))
        .send()
        .await
        .map_err(retry("completing the upload"))?;
    let result: CompleteResult = check(response, "completing the upload")
        .await?
        .json()
        .await
        .map_err(retry("reading the completion"))?;
    match result.state {
        ArtifactState::Ready => Ok(()),
        ArtifactState::Failed => Err(UploadError::Fatal(
            result
                .error
                .unwrap_or_else(|| "the relay refused the upload".into()),
        )),
        ArtifactState::Uploading => {
            // The store lost or mangled parts: send them all again.
            let _ = std::fs::remove_file(progress_file);
            Err(UploadError::Retry(result.error.unwrap_or_else(|| {
                "the relay asked for the parts again".into()
            })))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sha2::{Digest, Sha256};

    #[test]
    fn relative_part_urls_resolve_against_the_relay() {
        assert_eq!(
            absolute("http://r:1", "/v1/uploads/x/1?sig=a"),
            "http://r:1/v1/uploads/x/1?sig=a"
        );
        assert_eq!(absolute("http://r:1", "https://s3/x"), "https://s3/x");
    }

    #[test]
    fn file_ids_are_watch_file_ids_and_differ() {
        let a = new_file_id();
        let b = new_file_id();
        assert!(proto::validate_watch_file_id(&a).is_ok(), "{a}");
        assert_ne!(a, b);
    }

    #[test]
    fn enqueued_files_are_copied_whole_and_found_again() {
        let dir = std::env::temp_dir().join(format!("upload-files-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
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
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn pending_finds_finished_recordings_only() {
        let dir = std::env::temp_dir().join(format!("upload-pending-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
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
        let _ = std::fs::remove_dir_all(&dir);
    }
}
