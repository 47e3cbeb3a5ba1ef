//! Moving finished recordings to the relay's artifact store (the data plane).
//!
//! Finished files wait in the recordings directory as `<id>.mp4` beside their report
//! `<id>.json` until the relay says the artifact is `ready`; only then are they deleted, so a
//! relay restart, a store outage or an agent restart loses nothing. One file is sent at a
//! time, part by part (see [`proto::artifact`]); the parts already acknowledged are noted in
//! `<id>.upload.json`, so a retry resumes instead of starting over. Failures are retried with
//! jittered backoff from 1 s up to a minute, for as long as the agent runs.

use std::collections::VecDeque;
use std::io::SeekFrom;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use proto::{
    ArtifactOffer, ArtifactState, CompleteResult, CompleteUpload, CompletedPart, FileState,
    RecordingReport, UploadPlan,
};
use serde::{Deserialize, Serialize};
use tokio::io::{AsyncReadExt, AsyncSeekExt};
use tokio::sync::mpsc;
use tokio_util::sync::CancellationToken;

use crate::record;

/// Longest wait between attempts.
const MAX_BACKOFF: Duration = Duration::from_secs(60);
/// First wait after a failure.
const MIN_BACKOFF: Duration = Duration::from_secs(1);
/// How long one part may take before the attempt is abandoned (64 MiB at ~1 MB/s).
const PART_TIMEOUT: Duration = Duration::from_secs(120);
/// Reports of finished uploads kept in memory for `status`.
const KEEP_DONE: usize = 16;

/// What the agent knows of each recording's upload, for status reports.
#[derive(Default)]
pub struct Uploads {
    inner: Mutex<Tracked>,
}

#[derive(Default)]
struct Tracked {
    /// Latest report per recording, in the order they were handed over.
    reports: Vec<RecordingReport>,
}

impl Uploads {
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

/// Reports of finished recordings waiting in `dir`, oldest first.
pub fn pending(dir: &Path) -> Vec<RecordingReport> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut found: Vec<(std::time::SystemTime, RecordingReport)> = Vec::new();
    for entry in entries.flatten() {
        let path = entry.path();
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
        if !name.ends_with(".json")
            || name.ends_with(".upload.json")
            || name.ends_with(".failed.json")
        {
            continue;
        }
        let report = std::fs::read(&path)
            .ok()
            .and_then(|b| serde_json::from_slice::<RecordingReport>(&b).ok());
        let Some(report) = report else {
            tracing::warn!(path = %path.display(), "ignoring an unreadable recording report");
            continue;
        };
        if proto::validate_recording_id(&report.recording_id).is_err()
            || !record::mp4_path(dir, &report.recording_id).exists()
        {
            continue;
        }
        let modified = entry
            .metadata()
            .and_then(|m| m.modified())
            .unwrap_or(std::time::UNIX_EPOCH);
        found.push((modified, report));
    }
    found.sort_by_key(|(t, _)| *t);
    found.into_iter().map(|(_, r)| r).collect()
}

/// Upload every finished recording: those already waiting in `dir`, then each one sent on
/// `finished`, until `shutdown`.
pub async fn run(
    target: Target,
    dir: PathBuf,
    uploads: Arc<Uploads>,
    mut finished: mpsc::UnboundedReceiver<RecordingReport>,
    shutdown: CancellationToken,
) {
    let mut queue: VecDeque<RecordingReport> = VecDeque::new();
    for report in pending(&dir) {
        tracing::info!(recording_id = %report.recording_id, interrupted = report.interrupted, "recording waiting for upload");
        uploads.put(report.clone());
        queue.push_back(report);
    }
    let mut backoff = MIN_BACKOFF;
    loop {
        let Some(report) = queue.front().cloned() else {
            tokio::select! {
                r = finished.recv() => match r {
                    Some(report) => { uploads.put(report.clone()); queue.push_back(report); continue; }
                    None => return,
                },
                () = shutdown.cancelled() => return,
            }
        };
        let id = report.recording_id.clone();
        uploads.update(&id, |r| r.state = FileState::Uploading);
        let attempt = tokio::select! {
            r = upload_one(&target, &dir, &report, &uploads) => r,
            () = shutdown.cancelled() => return,
        };
        match attempt {
            Ok(()) => {
                tracing::info!(recording_id = %id, "recording uploaded and verified; local copy deleted");
                uploads.update(&id, |r| {
                    r.state = FileState::Ready;
                    r.error = None;
                });
                remove_local(&dir, &id);
                queue.pop_front();
                backoff = MIN_BACKOFF;
            }
            Err(UploadError::Fatal(message)) => {
                tracing::error!(recording_id = %id, %message, "upload failed for good; the file stays on the device");
                uploads.update(&id, |r| {
                    r.state = FileState::Failed;
                    r.error = Some(message.clone());
                });
                // Keep the file for a person, but do not retry it at every start.
                let _ = std::fs::rename(
                    dir.join(format!("{id}.json")),
                    dir.join(format!("{id}.failed.json")),
                );
                queue.pop_front();
            }
            Err(UploadError::Retry(message)) => {
                let wait = backoff.mul_f64(crate::link::jitter());
                tracing::warn!(recording_id = %id, %message, retry_in_ms = wait.as_millis() as u64, "upload interrupted; will resume");
                uploads.update(&id, |r| r.error = Some(message.clone()));
                backoff = (backoff * 2).min(MAX_BACKOFF);
                let sleep = tokio::time::sleep(wait);
                tokio::pin!(sleep);
                loop {
                    tokio::select! {
                        () = &mut sleep => break,
                        r = finished.recv() => match r {
                            Some(report) => { uploads.put(report.clone()); queue.push_back(report); }
                            None => return,
                        },
                        () = shutdown.cancelled() => return,
                    }
                }
            }
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

fn retry(what: &str) -> impl Fn(reqwest::Error) -> UploadError + '_ {
    move |e| UploadError::Retry(format!("{what}: {e}"))
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
    let message = format!("{what}: HTTP {status}: {body}");
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

async fn upload_one(
    target: &Target,
    dir: &Path,
    report: &RecordingReport,
    uploads: &Uploads,
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
    let offer = ArtifactOffer {
        recording_id: id.clone(),
        size_bytes: size,
        sha256,
        content_type: "video/mp4".into(),
        report: report.clone(),
    };
    let offer_url = format!("{}{}", target.base, proto::AGENT_ARTIFACTS_PATH);
    let response = target
        .client
        .post(&offer_url)
        .bearer_auth(&target.token)
        .json(&offer)
        .timeout(Duration::from_secs(30))
        .send()
        .await
        .map_err(retry("offering the recording"))?;
    let plan: UploadPlan = check(response, "offering the recording")
        .await?
        .json()
        .await
        .map_err(retry("reading the upload plan"))?;
    match plan.state {
        ArtifactState::Ready => return Ok(()),
        ArtifactState::Failed => {
            return Err(UploadError::Fatal(
                plan.error
                    .unwrap_or_else(|| "the relay refused the recording".into()),
            ));
        }
        ArtifactState::Uploading => {}
    }
    let progress_file = progress_path(dir, id);
    let mut progress: Progress = std::fs::read(&progress_file)
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
    uploads.update(id, |r| r.uploaded_bytes = Some(sent));
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
        let mut file = tokio::fs::File::open(&path)
            .await
            .map_err(|e| UploadError::Fatal(format!("{}: {e}", path.display())))?;
        file.seek(SeekFrom::Start(part.offset))
            .await
            .map_err(|e| UploadError::Fatal(format!("{}: {e}", path.display())))?;
        let body =
            reqwest::Body::wrap_stream(tokio_util::io::ReaderStream::new(file.take(part.length)));
        let what = format!("sending part {}/{total_parts}", part.number);
        let response = target
            .client
            .put(absolute(&target.base, &part.url))
            .header(reqwest::header::CONTENT_LENGTH, part.length)
            .header(reqwest::header::CONTENT_TYPE, "video/mp4")
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
            let _ = std::fs::write(&progress_file, bytes);
        }
        sent += part.length;
        uploads.update(id, |r| r.uploaded_bytes = Some(sent));
        tracing::info!(
            recording_id = %id,
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
            let _ = std::fs::remove_file(&progress_file);
            Err(UploadError::Retry(result.error.unwrap_or_else(|| {
                "the relay asked for the parts again".into()
            })))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn relative_part_urls_resolve_against_the_relay() {
        assert_eq!(
            absolute("http://r:1", "/v1/uploads/x/1?sig=a"),
            "http://r:1/v1/uploads/x/1?sig=a"
        );
        assert_eq!(absolute("http://r:1", "https://s3/x"), "https://s3/x");
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
