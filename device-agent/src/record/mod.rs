//! STUB (replaced by the recorder branch): the API the rest of the agent codes against.
#![allow(missing_docs, clippy::all, unused)]
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use crate::backend::Backend;

pub struct RecorderConfig {
    pub recording_id: String,
    pub display: u32,
    pub fps: u32,
    pub max_duration: Duration,
    pub dir: PathBuf,
}
pub struct Recorder {
    id: String,
}
#[derive(Debug, thiserror::Error)]
#[error("stub")]
pub struct RecordError;
impl RecordError {
    pub fn into_agent_error(self) -> proto::AgentError {
        proto::AgentError::new(proto::AgentErrorCode::Internal, "stub")
    }
}
impl Recorder {
    pub fn start(
        _backend: Arc<dyn Backend>,
        _config: RecorderConfig,
        _finished: tokio::sync::mpsc::UnboundedSender<proto::RecordingReport>,
    ) -> Result<Recorder, RecordError> {
        Err(RecordError)
    }
    pub fn recording_id(&self) -> &str {
        &self.id
    }
    pub fn report(&self) -> proto::RecordingReport {
        unimplemented!()
    }
    pub fn is_running(&self) -> bool {
        false
    }
    pub fn stop(&self, _reason: proto::StopReason) -> proto::RecordingReport {
        unimplemented!()
    }
}
pub fn recover(_dir: &Path) -> Vec<proto::RecordingReport> {
    Vec::new()
}
pub fn mp4_path(dir: &Path, id: &str) -> PathBuf {
    dir.join(format!("{id}.mp4"))
}
pub fn report_path(dir: &Path, id: &str) -> PathBuf {
    dir.join(format!("{id}.json"))
}
