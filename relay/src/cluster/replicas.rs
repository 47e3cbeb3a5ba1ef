//! The replicas themselves: each one's advertised URL under a lease, in `relay_replicas`.
//!
//! A live session's sockets may reach any replica through the load balancer; the one that
//! serves the session (its row names it) is dialled at the URL it advertised here. The row
//! is renewed with the replica's presence rows, so a replica that died stops being dialled
//! after one lease, and its sessions are ended by the others (`live::end_lapsed`).

use std::time::Duration;

use super::presence::{now_ms, until};
use crate::store::{Db, DbError};

/// Note that replica `id` is alive and reached at `url`, for another `lease`.
pub(crate) async fn renew(db: &Db, id: &str, url: &str, lease: Duration) -> Result<(), DbError> {
    sqlx::query(
        "INSERT INTO relay_replicas (id, url, lease_until) VALUES ($1, $2, $3) \
         ON CONFLICT (id) DO UPDATE SET url = excluded.url, lease_until = excluded.lease_until",
    )
    .bind(id)
    .bind(url)
    .bind(until(lease))
    .execute(db.pool())
    .await?;
    Ok(())
}

/// The URL of replica `id` while its lease holds.
pub(crate) async fn url_of(db: &Db, id: &str) -> Result<Option<String>, DbError> {
    Ok(
        sqlx::query_scalar("SELECT url FROM relay_replicas WHERE id = $1 AND lease_until > $2")
            .bind(id)
            .bind(now_ms())
            .fetch_optional(db.pool())
            .await?,
    )
}

/// Forget replica `id` (it is shutting down).
pub(crate) async fn leave(db: &Db, id: &str) -> Result<(), DbError> {
    sqlx::query("DELETE FROM relay_replicas WHERE id = $1")
        .bind(id)
        .execute(db.pool())
        .await?;
    Ok(())
}

/// Live sessions not yet ended whose replica's lease ran out (or that never had a row):
/// (session id, device id).
pub(crate) async fn orphaned_sessions(db: &Db) -> Result<Vec<(String, String)>, DbError> {
    let rows: Vec<(String, String)> = sqlx::query_as(
        "SELECT id, device_id FROM live_sessions WHERE ended_at IS NULL AND replica_id IS NOT NULL \
         AND replica_id NOT IN (SELECT id FROM relay_replicas WHERE lease_until > $1)",
    )
    .bind(now_ms())
    .fetch_all(db.pool())
    .await?;
    Ok(rows)
}
