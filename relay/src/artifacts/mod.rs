//! STUB (replaced by the store branch): the API the tool codes against.
#![allow(missing_docs, clippy::all, unused)]
use crate::state::AppState;
use crate::store::{Db, DbError};

#[derive(Debug, Clone)]
pub struct Artifact {
    pub id: String,
    pub device_id: String,
    pub state: proto::ArtifactState,
    pub size_bytes: u64,
    pub sha256: Option<String>,
    pub interrupted: bool,
    pub report: Option<proto::RecordingReport>,
    pub error: Option<String>,
    pub created_at: String,
    pub ready_at: Option<String>,
}
#[derive(Debug, thiserror::Error)]
#[error("stub")]
pub struct ArtifactError;
pub async fn get(_db: &Db, _id: &str) -> Result<Option<Artifact>, DbError> {
    Ok(None)
}
pub async fn latest_for_device(_db: &Db, _device_id: &str) -> Result<Option<Artifact>, DbError> {
    Ok(None)
}
pub async fn download_url(
    _state: &AppState,
    _artifact: &Artifact,
) -> Result<String, ArtifactError> {
    Err(ArtifactError)
}
