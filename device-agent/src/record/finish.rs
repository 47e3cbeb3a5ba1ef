//! Finishing a recording: its journal becomes the MP4, and its report is written beside it.
//!
//! Shared by a recording that ends normally (the encode thread) and by [`super::recover`](mod@super::recover)
//! after a crash, so both leave the same files (but for the actions' text track, which only
//! a recording ending while the agent runs asks the relay for): `<id>.mp4` (fast start, renamed into place
//! whole), its SHA-256 in `<id>.json`, and no journal unless it is worth a later try.

use std::fs;
use std::io;
use std::path::Path;

use proto::{ActionCue, FileState, RecordingReport};

use super::mux::{self, MuxError, MuxSummary};
use super::paths::{journal_path, mp4_path, mp4_temp_path, report_path};
use super::shared::{Shared, StopCause};
use crate::fsutil;

/// Write the report JSON, whole or not at all ([`fsutil::write_atomic`]).
pub(super) fn write_report(dir: &Path, report: &RecordingReport) -> io::Result<()> {
    let json = serde_json::to_vec_pretty(report).map_err(io::Error::other)?;
    fsutil::write_atomic(&report_path(dir, &report.recording_id), &json)
}

/// How making the MP4 went.
pub(super) enum Made {
    /// Finished: the MP4 is in place, the journal deleted.
    Done(MuxSummary, String),
    /// Failed; the journal is kept unless nothing was recorded.
    Failed {
        /// What went wrong.
        error: String,
        /// For lack of disk space (worth retrying later).
        disk_full: bool,
    },
}

/// Mux the journal of `id` into its MP4 (via a temporary name), with `actions` as its
/// timed-text track, hash it, delete the journal. On a full disk the journal is kept for
/// [`super::recover::recover`]; with nothing recorded it is deleted.
pub(super) fn make_mp4(dir: &Path, id: &str, actions: Option<&[ActionCue]>) -> Made {
    let journal = journal_path(dir, id);
    let tmp = mp4_temp_path(dir, id);
    let result = mux::journal_to_mp4(&journal, &tmp, actions).and_then(|summary| {
        fs::rename(&tmp, mp4_path(dir, id))?;
        let sha = crate::digest::of_file(&mp4_path(dir, id))?.sha256;
        Ok((summary, sha))
    });
    match result {
        Ok((summary, sha)) => {
            if let Err(e) = fs::remove_file(&journal) {
                tracing::warn!(recording = %id, error = %e, "could not delete the journal");
            }
            Made::Done(summary, sha)
        }
        Err(e) => {
            let _ = fs::remove_file(&tmp);
            match e {
                MuxError::Empty => {
                    let _ = fs::remove_file(&journal);
                    Made::Failed {
                        error: "no frame was recorded".into(),
                        disk_full: false,
                    }
                }
                e if e.is_disk_full() => Made::Failed {
                    error: format!(
                        "the MP4 could not be written, the device's disk is full ({e}); the journal is kept and will be finished at the agent's next start"
                    ),
                    disk_full: true,
                },
                e => Made::Failed {
                    error: format!("the MP4 could not be written: {e}"),
                    disk_full: false,
                },
            }
        }
    }
}

/// Make the MP4 and the final report of a recording whose capture has ended.
pub(super) fn finish(shared: &Shared, cause: &StopCause) -> RecordingReport {
    let mut report = {
        let st = shared.lock();
        shared.report_now(&st)
    };
    // What the relay recorded of the recording, asked for now that capture has ended.
    let actions = shared
        .actions
        .as_ref()
        .and_then(|source| source.fetch(&shared.id));
    match make_mp4(
        &shared.dir,
        &shared.id,
        actions.as_ref().map(|a| a.cues.as_slice()),
    ) {
        Made::Done(summary, sha) => {
            if summary.text_samples > 0 {
                tracing::debug!(recording = %shared.id, samples = summary.text_samples, "actions muxed as the MP4's text track");
            }
            report.duration_ms = summary.end_us / 1000;
            report.size_bytes = summary.size_bytes;
            report.sha256 = Some(sha);
        }
        Made::Failed { error, .. } => {
            report.state = FileState::Failed;
            report.error = Some(error);
        }
    }
    report.stop_reason = Some(cause.reason);
    report.stop_message = Some(cause.message.clone());
    if let Err(e) = write_report(&shared.dir, &report) {
        tracing::warn!(recording = %shared.id, error = %e, "could not write the report");
    }
    report
}
