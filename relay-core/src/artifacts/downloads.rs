//! What a key is handed of the artifact store: signed download links (each issuance
//! audited) and the list of a watch's files. Links are checked by [`crate::artifacts::link`] when they
//! come back.

use std::sync::Arc;
use std::time::Duration;

use proto::{ArtifactKind, ArtifactState, RECORDING_CONTENT_TYPE};
use serde::Serialize;

use super::sign::{self, Signer};
use super::table::{Artifact, file_name, for_watch, get_row};
use super::{ArtifactError, video_upload};
use crate::audit::{Audit, Kind, NewEvent};
use crate::store::{Db, time};

/// One file of a watch as a tool shows it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct WatchFileEntry {
    /// File name, e.g. `frame-0003.png`.
    pub name: String,
    /// The artifact id (`wf_…`).
    pub artifact_id: String,
    /// Uploading, ready or failed.
    pub state: ArtifactState,
    /// Exact size in bytes.
    pub size_bytes: u64,
    /// MIME type.
    pub content_type: String,
    /// A link downloading it, valid for the download TTL; only when ready.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub download_url: Option<String>,
    /// Why it failed, or the last verification failure while uploading.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}

/// Issues download links for one relay: signed with its key, on its public URL, for its
/// download TTL (capped at [`sign::MAX_LINK_TTL`]).
#[derive(Debug)]
pub struct Downloads {
    db: Db,
    audit: Arc<Audit>,
    signer: Signer,
    public_url: String,
    ttl: Duration,
    store_kind: &'static str,
}

impl Downloads {
    /// Links on `public_url`, valid for `ttl` (capped), to artifacts kept in a store of kind
    /// `store_kind` (named in the audit).
    pub fn new(
        db: Db,
        audit: Arc<Audit>,
        signer: Signer,
        public_url: &str,
        ttl: Duration,
        store_kind: &'static str,
    ) -> Self {
        Downloads {
            db,
            audit,
            signer,
            public_url: public_url.trim_end_matches('/').to_string(),
            ttl: ttl.min(sign::MAX_LINK_TTL),
            store_kind,
        }
    }

    /// The key links are signed and checked with.
    pub fn signer(&self) -> &Signer {
        &self.signer
    }

    /// The files of one watch of one device, with a download URL issued to `key_id` for each
    /// ready one (files the device has not offered yet are not known here).
    pub async fn watch_files(
        &self,
        key_id: &str,
        device_id: &str,
        watch_id: &str,
    ) -> Result<Vec<WatchFileEntry>, ArtifactError> {
        let mut entries = Vec::new();
        for artifact in for_watch(&self.db, device_id, watch_id).await? {
            let download_url = match artifact.state {
                ArtifactState::Ready => Some(self.download_url(key_id, &artifact).await?),
                _ => None,
            };
            entries.push(WatchFileEntry {
                name: file_name(&artifact).to_string(),
                artifact_id: artifact.id,
                state: artifact.state,
                size_bytes: artifact.size_bytes,
                content_type: artifact.content_type,
                download_url,
                error: artifact.error,
            });
        }
        Ok(entries)
    }

    /// A link downloading a ready artifact, issued to key `key_id` and valid for the download
    /// TTL while that key stays usable and the artifact's device stays enrolled. Every store's
    /// links point at the relay's download route, which checks, audits, and then serves the
    /// bytes (filesystem) or redirects to a presigned URL of a minute (S3). The issuance is
    /// audited with the key.
    pub async fn download_url(
        &self,
        key_id: &str,
        artifact: &Artifact,
    ) -> Result<String, ArtifactError> {
        let path = self.issue(key_id, artifact, self.ttl, None).await?;
        Ok(format!("{}{path}", self.public_url))
    }

    /// A link for a console page (a `<video>`'s source, a download button): the path and
    /// query only, on the page's own origin, issued to the session's key for `ttl`; audited
    /// with the console session (`actor`).
    pub async fn console_url(
        &self,
        key_id: &str,
        artifact: &Artifact,
        ttl: Duration,
        actor: serde_json::Value,
    ) -> Result<(String, String), ArtifactError> {
        let ttl = ttl.min(self.ttl);
        let path = self.issue(key_id, artifact, ttl, Some(actor)).await?;
        Ok((path, time::format(time::now() + ttl)))
    }

    /// Sign a link's path and query for `key_id`, valid for `ttl`, and audit it.
    async fn issue(
        &self,
        key_id: &str,
        artifact: &Artifact,
        ttl: Duration,
        actor: Option<serde_json::Value>,
    ) -> Result<String, ArtifactError> {
        let row = get_row(&self.db, &artifact.id)
            .await?
            .filter(|r| r.artifact.device_id == artifact.device_id)
            .ok_or_else(|| ArtifactError::NotFound(artifact.id.clone()))?;
        if row.artifact.state != ArtifactState::Ready {
            return Err(ArtifactError::NotReady(artifact.id.clone()));
        }
        let grant = sign::Grant::Download {
            id: &row.artifact.id,
            key: key_id,
        };
        let query = self.signer.sign(&grant, ttl);
        let path = format!(
            "/v1/artifacts/{}/download?k={key_id}&{query}",
            row.artifact.id
        );
        let expires_at = time::now() + ttl;
        let mut detail = serde_json::json!({
            "artifact_id": row.artifact.id,
            "kind": row.artifact.kind.as_str(),
            "expires_at": time::format(expires_at),
            "store": self.store_kind,
        });
        if let Some(actor) = actor {
            detail["by"] = actor;
        }
        self.audit
            .record(
                NewEvent::new(Kind::DownloadLinkIssued)
                    .key(key_id)
                    .device(&row.artifact.device_id)
                    .detail(detail),
            )
            .await;
        Ok(path)
    }
}

/// The file name a download is saved as: `recording-<id>.mp4`, or the watch file's name.
pub fn download_name(artifact: &Artifact) -> String {
    match &artifact.watch_file {
        Some(w) if artifact.kind == ArtifactKind::WatchFile => w.name.clone(),
        _ if artifact.kind == ArtifactKind::Video => {
            let ext = artifact
                .video
                .as_ref()
                .map_or("mp4", |v| video_upload::extension(&v.container));
            format!("video-{}.{ext}", artifact.id)
        }
        _ => format!("recording-{}.mp4", artifact.id),
    }
}

/// The content type a download is served with: a recording is always MP4; a watch file
/// has the (checked) type it was offered with.
pub fn served_type(artifact: &Artifact) -> &'static str {
    match artifact.kind {
        ArtifactKind::Recording => RECORDING_CONTENT_TYPE,
        ArtifactKind::WatchFile => proto::WATCH_FILE_CONTENT_TYPES
            .iter()
            .find(|t| **t == artifact.content_type)
            .copied()
            .unwrap_or("application/octet-stream"),
        ArtifactKind::Video => {
            video_upload::media_type(artifact.video.as_ref().map_or("mp4", |v| &v.container))
        }
    }
}
