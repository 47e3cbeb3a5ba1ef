//! Recovery of interrupted recordings: the journals a crashed agent left become MP4s.
//!
//! A recording is journalled as it is made so that a SIGKILL or a power cut loses at most
//! the frame being written. At the agent's next start, [`recover`] turns each journal left
//! in the recordings directory into an MP4 marked interrupted, so it is uploaded like any
//! other recording.

use std::fs;
use std::path::Path;

use proto::{FileState, RECORDING_CODEC, RecordingReport, StopReason};

use super::finish::{Made, make_mp4, write_report};
use super::journal::JournalReader;
use super::paths::journal_path;
use super::shared::{secs, stop_message};

/// Blocking: turn every journal left in `dir` by a crashed agent into an MP4 marked
/// interrupted (stop_reason Interrupted) with its report JSON, delete the journal, return the
/// reports. `frames` in these reports counts encoded frames (repeats of a still screen are
/// not journaled), `dropped_frames` is unknown (0). A journal whose MP4 cannot be written for
/// lack of space is kept (its report is Failed) for a later try; one that cannot be muxed for
/// another reason is renamed to `<id>.journal.bad`. Call it before starting recordings: it
/// would also take the journals of recordings in progress.
pub(crate) fn recover(dir: &Path) -> Vec<RecordingReport> {
    let Ok(entries) = fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut ids: Vec<String> = entries
        .filter_map(|e| e.ok())
        .filter_map(|e| {
            let name = e.file_name().into_string().ok()?;
            let id = name.strip_suffix(".journal")?.to_string();
            proto::validate_recording_id(&id).ok()?;
            Some(id)
        })
        .collect();
    ids.sort();
    ids.into_iter().map(|id| recover_one(dir, &id)).collect()
}

/// Recover the journal of `id`: its MP4 and a report marked interrupted, or a Failed report
/// (the journal kept for a disk that was full, set aside as `.journal.bad` otherwise).
fn recover_one(dir: &Path, id: &str) -> RecordingReport {
    let journal = journal_path(dir, id);
    let mut report = RecordingReport {
        recording_id: id.to_string(),
        state: FileState::Stopped,
        already_running: false,
        started_at_ms: 0,
        duration_ms: 0,
        width: 0,
        height: 0,
        fps: 0,
        frames: 0,
        dropped_frames: 0,
        size_bytes: 0,
        codec: RECORDING_CODEC.to_string(),
        stop_reason: Some(StopReason::Interrupted),
        stop_message: None,
        interrupted: true,
        sha256: None,
        uploaded_bytes: None,
        error: None,
    };
    let meta = match JournalReader::open(&journal) {
        Ok(r) => r.meta().clone(),
        Err(e) => {
            // The header is written (and synced) first, in one write: without a valid one
            // there is nothing to recover.
            let _ = fs::remove_file(&journal);
            report.state = FileState::Failed;
            report.stop_message = Some(stop_message(StopReason::Interrupted));
            report.error = Some(format!("the recording's journal is unreadable: {e}"));
            let _ = write_report(dir, &report);
            return report;
        }
    };
    report.started_at_ms = meta.started_at_ms;
    report.width = meta.width;
    report.height = meta.height;
    report.fps = meta.fps;
    // No text track: the relay may well be out of reach at the agent's start, and its
    // actions stay beside the file as JSON and WebVTT.
    match make_mp4(dir, id, None) {
        Made::Done(summary, sha) => {
            report.duration_ms = summary.end_us / 1000;
            report.frames = summary.samples;
            report.size_bytes = summary.size_bytes;
            report.sha256 = Some(sha);
            report.stop_message = Some(if summary.clean_end {
                format!(
                    "the recording had ended but its MP4 was not finished; finished from its journal ({}) at the agent's next start",
                    secs(summary.end_us)
                )
            } else {
                format!(
                    "the agent stopped unexpectedly; recovered the first {} from its journal",
                    secs(summary.end_us)
                )
            });
        }
        Made::Failed { error, disk_full } => {
            if !disk_full && journal.exists() {
                let _ = fs::rename(&journal, dir.join(format!("{id}.journal.bad")));
            }
            report.state = FileState::Failed;
            report.stop_message = Some(stop_message(StopReason::Interrupted));
            report.error = Some(error);
        }
    }
    if let Err(e) = write_report(dir, &report) {
        tracing::warn!(recording = %id, error = %e, "could not write the report");
    }
    report
}
