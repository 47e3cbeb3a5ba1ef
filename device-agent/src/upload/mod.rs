//! Moving finished recordings and a watch's files to the relay's artifact store (the data
//! plane).
//!
//! `spool.rs` keeps what waits on disk, `client.rs` sends one artifact, `status.rs` tracks
//! what `status` reports, `actions.rs` asks for a finishing recording's actions (for its
//! text track); this module runs the queue.
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

mod actions;
mod client;
mod spool;
mod status;

use std::collections::VecDeque;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use proto::{FileState, RecordingReport, WatchFileOffer};
use tokio::sync::mpsc;
use tokio_util::sync::CancellationToken;

pub use actions::RelayActions;
pub use client::Target;
pub use spool::{EnqueueError, WatchFile, new_file_id};
pub(crate) use spool::{pending, pending_files};
pub use status::Uploads;

use crate::backoff::Backoff;
use crate::redact::redact;
use client::{Digested, UploadError, upload_file, upload_one};
use spool::{file_offer_path, remove_local, remove_queued_file};

/// Longest wait between attempts.
const MAX_BACKOFF: Duration = Duration::from_secs(60);
/// First wait after a failure.
const MIN_BACKOFF: Duration = Duration::from_secs(1);

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
