//! The names of a recording's files in its directory.
//!
//! The recorder, the finishing step, recovery and the uploader all find a recording's
//! journal, MP4 and report by its id; these functions are the one place that names them.

use std::path::{Path, PathBuf};

/// The MP4 of a recording: `dir/<id>.mp4`.
pub fn mp4_path(dir: &Path, recording_id: &str) -> PathBuf {
    dir.join(format!("{recording_id}.mp4"))
}

/// The final report of a recording, as JSON: `dir/<id>.json`.
pub(crate) fn report_path(dir: &Path, recording_id: &str) -> PathBuf {
    dir.join(format!("{recording_id}.json"))
}

/// The journal of a recording in progress: `dir/<id>.journal`.
pub(super) fn journal_path(dir: &Path, recording_id: &str) -> PathBuf {
    dir.join(format!("{recording_id}.journal"))
}

/// Where the MP4 is written before it is renamed into place.
pub(super) fn mp4_temp_path(dir: &Path, recording_id: &str) -> PathBuf {
    dir.join(format!("{recording_id}.mp4.part"))
}
