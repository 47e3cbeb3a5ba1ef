//! Abandoned uploads: parts a device left in the store and never completed are deleted
//! after a quiet spell, so a vanished device costs no storage for ever.

use std::time::Duration;

use super::store::ArtifactStore;
use super::table::{abandoned, set_upload_id};
use crate::store::{Db, DbError, time};

/// Delete the parts of uploads nobody touched for `after` (a device that went away
/// mid-upload, or never completed): the store forgets them, the row stays `uploading` with
/// no upload, so an offer starts over. Returns how many were swept.
pub(crate) async fn sweep(
    db: &Db,
    store: &dyn ArtifactStore,
    after: Duration,
) -> Result<usize, DbError> {
    let after = ::time::Duration::try_from(after).unwrap_or(::time::Duration::MAX);
    let cutoff = time::now()
        .checked_sub(after)
        .unwrap_or(::time::OffsetDateTime::UNIX_EPOCH);
    let before = time::format(cutoff);
    let mut swept = 0;
    for row in abandoned(db, &before, 100).await? {
        let id = &row.artifact.id;
        if let Err(e) = store
            .delete(id, &row.store_key, row.upload_id.as_deref())
            .await
        {
            tracing::warn!(artifact = %id, error = %e, "could not delete an abandoned upload; retrying later");
            continue;
        }
        // Touched now, so it is swept again only after another quiet spell.
        set_upload_id(db, id, None).await?;
        tracing::info!(artifact = %id, device = %row.artifact.device_id, "abandoned upload swept");
        swept += 1;
    }
    Ok(swept)
}

/// Sweep abandoned uploads every `interval` until `shutdown`.
pub async fn run_sweeper(
    db: Db,
    store: std::sync::Arc<dyn ArtifactStore>,
    after: Duration,
    interval: Duration,
    shutdown: tokio_util::sync::CancellationToken,
) {
    loop {
        tokio::select! {
            () = tokio::time::sleep(interval) => {}
            () = shutdown.cancelled() => return,
        }
        if let Err(e) = sweep(&db, store.as_ref(), after).await {
            tracing::warn!(error = %e, "abandoned-upload sweep failed");
        }
    }
}
