//! What the agent knows of each upload, for `screen_recording status`: the latest report
//! of every recording handed over, with its upload's state, progress and last error; and
//! the hand-over of newly queued watch files to the uploader.

use std::path::PathBuf;
use std::sync::Mutex;

use proto::{RecordingReport, WatchFileOffer};

/// Reports of finished uploads kept in memory for `status`.
const KEEP_DONE: usize = 16;

/// What the agent knows of each recording's upload, for status reports, and the queue a
/// watch's files are handed to.
#[derive(Default)]
pub struct Uploads {
    pub(super) inner: Mutex<Tracked>,
    /// Where queued watch files wait; `None`: files cannot be queued.
    pub(super) files_dir: Option<PathBuf>,
    /// Wakes [`super::run`] when a file was queued.
    pub(super) wake: tokio::sync::Notify,
}

#[derive(Default)]
pub(super) struct Tracked {
    /// Latest report per recording, in the order they were handed over.
    pub(super) reports: Vec<RecordingReport>,
    /// Files queued since [`super::run`] last looked.
    pub(super) new_files: Vec<WatchFileOffer>,
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

    pub(super) fn take_new_files(&self) -> Vec<WatchFileOffer> {
        std::mem::take(&mut self.lock().new_files)
    }

    pub(super) fn lock(&self) -> std::sync::MutexGuard<'_, Tracked> {
        self.inner.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Note a finished recording (state stopped) or update one.
    pub(super) fn put(&self, report: RecordingReport) {
        let mut t = self.lock();
        t.reports.retain(|r| r.recording_id != report.recording_id);
        t.reports.push(report);
        let excess = t.reports.len().saturating_sub(KEEP_DONE);
        t.reports.drain(..excess);
    }

    pub(super) fn update(&self, id: &str, f: impl FnOnce(&mut RecordingReport)) {
        let mut t = self.lock();
        if let Some(r) = t.reports.iter_mut().find(|r| r.recording_id == id) {
            f(r);
        }
    }

    /// The most recent recording of the file channel handed over, with its upload state (a
    /// live session's audit recording is the relay's, not the caller's to see).
    pub(crate) fn latest(&self) -> Option<RecordingReport> {
        self.lock()
            .reports
            .iter()
            .rev()
            .find(|r| !proto::is_live_recording_id(&r.recording_id))
            .cloned()
    }

    /// `report` with the upload's state, progress and last error, when it is tracked.
    pub(crate) fn overlay(&self, report: RecordingReport) -> RecordingReport {
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
