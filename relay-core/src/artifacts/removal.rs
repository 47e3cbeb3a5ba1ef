//! Deleting an artifact: its bytes from the store, then its row, then one audit event.
//!
//! The bytes go first, so a failure leaves a row that can be deleted again rather than an
//! object nothing points at; a download link to a deleted artifact finds no row (404).

use super::ArtifactError;
use super::store::ArtifactStore;
use super::table::{Artifact, delete_row, get_row};
use crate::audit::{Audit, Kind, NewEvent};
use crate::store::Db;

/// Delete artifact `id` (bytes, any upload in progress, and row) and audit it as done by
/// `by` (who asked: `cli`, a key id). Returns what was deleted.
pub async fn delete(
    db: &Db,
    audit: &Audit,
    store: &dyn ArtifactStore,
    id: &str,
    by: &str,
) -> Result<Artifact, ArtifactError> {
    let row = get_row(db, id)
        .await?
        .ok_or_else(|| ArtifactError::NotFound(id.to_string()))?;
    store
        .delete(id, &row.store_key, row.upload_id.as_deref())
        .await?;
    delete_row(db, id).await?;
    let a = row.artifact;
    let mut event = NewEvent::new(Kind::ArtifactDeleted).detail(serde_json::json!({
        "artifact_id": a.id,
        "kind": a.kind.as_str(),
        "size_bytes": a.size_bytes,
        "state": a.state,
        "store": store.kind(),
        "by": by,
        "owner_key_id": a.owner_key_id,
    }));
    // An uploaded video belongs to a key, not a device.
    if !a.device_id.is_empty() {
        event = event.device(&a.device_id);
    }
    audit.record(event).await;
    Ok(a)
}
