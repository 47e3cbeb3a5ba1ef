//! An operator's copy of an artifact (`relay artifacts download ID -o FILE`): the stored
//! bytes copied to a file, checked against the SHA-256 recorded when the upload was
//! verified, and audited like a download.
//!
//! The copy is written under a temporary name beside the target and renamed only once its
//! digest matched, so a failed or interrupted copy never leaves a file that looks whole.

use std::io::{Read as _, Write as _};
use std::path::Path;

use proto::ArtifactState;
use sha2::Digest as _;

use super::ArtifactError;
use super::store::{ArtifactStore, StoreError};
use super::table::{Artifact, get_row};
use crate::audit::{Audit, Kind, NewEvent};
use crate::store::Db;

/// Copy ready artifact `id` from `store` to `dest`, calling `progress(done, total)` as bytes
/// are copied; audited as downloaded `by` (`cli`). Returns the artifact.
pub async fn export(
    db: &Db,
    audit: &Audit,
    store: &dyn ArtifactStore,
    id: &str,
    dest: &Path,
    by: &str,
    mut progress: impl FnMut(u64, u64) + Send,
) -> Result<Artifact, ArtifactError> {
    let row = get_row(db, id)
        .await?
        .ok_or_else(|| ArtifactError::NotFound(id.to_string()))?;
    if row.artifact.state != ArtifactState::Ready {
        return Err(ArtifactError::NotReady(id.to_string()));
    }
    let parent = dest
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let local = store.local_copy(&row.store_key, parent).await?;
    let total = row.artifact.size_bytes;
    let tmp = parent.join(format!(".{}.part", crate::access::secret::short_id("dl_")));
    let copied = (|| -> std::io::Result<String> {
        let mut from = std::fs::File::open(local.path())?;
        let mut to = std::fs::File::create(&tmp)?;
        let mut hasher = sha2::Sha256::new();
        let mut buf = vec![0u8; 1 << 20];
        let mut done = 0u64;
        loop {
            let n = from.read(&mut buf)?;
            if n == 0 {
                break;
            }
            hasher.update(&buf[..n]);
            to.write_all(&buf[..n])?;
            done += n as u64;
            progress(done, total);
        }
        to.sync_all()?;
        Ok(hex::encode(hasher.finalize()))
    })();
    let digest = match copied {
        Ok(d) => d,
        Err(e) => {
            let _ = std::fs::remove_file(&tmp);
            return Err(StoreError::Unavailable(format!("copying {id}: {e}")).into());
        }
    };
    if row
        .artifact
        .sha256
        .as_deref()
        .is_some_and(|want| want != digest)
    {
        let _ = std::fs::remove_file(&tmp);
        return Err(StoreError::Unavailable(format!(
            "copying {id}: the stored bytes do not match the SHA-256 recorded at upload"
        ))
        .into());
    }
    std::fs::rename(&tmp, dest).map_err(|e| {
        let _ = std::fs::remove_file(&tmp);
        StoreError::Unavailable(format!("writing {}: {e}", dest.display()))
    })?;
    let a = row.artifact;
    let mut event = NewEvent::new(Kind::ArtifactDownloaded).detail(serde_json::json!({
        "artifact_id": a.id,
        "kind": a.kind.as_str(),
        "bytes": a.size_bytes,
        "by": by,
        "store": store.kind(),
    }));
    if !a.device_id.is_empty() {
        event = event.device(&a.device_id);
    }
    audit.record(event).await;
    Ok(a)
}
