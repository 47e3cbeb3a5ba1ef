//! The replicas themselves: each one's lease and advertised URL, in `relay_replicas`.
//!
//! The lease is the replica's and covers everything it holds: its devices' presence rows
//! read as online while it holds ([`super::presence`]), and a live session's sockets, which
//! may reach any replica through the load balancer, are carried to the URL that the
//! session's replica advertised here. A replica that died stops being dialled after one
//! lease, its devices go offline, and its sessions are ended by the others
//! (`Sessions::end_orphaned`).

use std::time::Duration;

use super::presence::{now_ms, until};
use crate::store::{Db, DbError};

/// Note that replica `id` is alive and reached at `url`, for another `lease`. Returns
/// whether its lease still held: when it did not (or the replica is new), the others may
/// have removed its presence rows and ended its sessions.
pub async fn renew(db: &Db, id: &str, url: &str, lease: Duration) -> Result<bool, DbError> {
    let held = sqlx::query(
        "UPDATE relay_replicas SET url = $1, lease_until = $2 WHERE id = $3 AND lease_until > $4",
    )
    .bind(url)
    .bind(until(lease))
    .bind(id)
    .bind(now_ms())
    .execute(db.pool())
    .await?
    .rows_affected();
    if held > 0 {
        return Ok(true);
    }
    sqlx::query(
        "INSERT INTO relay_replicas (id, url, lease_until) VALUES ($1, $2, $3) \
         ON CONFLICT (id) DO UPDATE SET url = excluded.url, lease_until = excluded.lease_until",
    )
    .bind(id)
    .bind(url)
    .bind(until(lease))
    .execute(db.pool())
    .await?;
    Ok(false)
}

/// Forget the replicas whose lease ran out before `now` (Unix ms): their ids are not reused.
pub(super) async fn forget_lapsed(db: &Db, now: i64) -> Result<(), DbError> {
    sqlx::query("DELETE FROM relay_replicas WHERE lease_until <= $1")
        .bind(now)
        .execute(db.pool())
        .await?;
    Ok(())
}

/// The URL of replica `id` while its lease holds.
pub async fn url_of(db: &Db, id: &str) -> Result<Option<String>, DbError> {
    Ok(
        sqlx::query_scalar("SELECT url FROM relay_replicas WHERE id = $1 AND lease_until > $2")
            .bind(id)
            .bind(now_ms())
            .fetch_optional(db.pool())
            .await?,
    )
}

/// Forget replica `id` (it is shutting down).
pub async fn leave(db: &Db, id: &str) -> Result<(), DbError> {
    sqlx::query("DELETE FROM relay_replicas WHERE id = $1")
        .bind(id)
        .execute(db.pool())
        .await?;
    Ok(())
}

/// Live sessions not yet ended whose replica's lease ran out (or that never had a row):
/// (session id, device id).
pub async fn orphaned_sessions(db: &Db) -> Result<Vec<(String, String)>, DbError> {
    let rows: Vec<(String, String)> = sqlx::query_as(
        "SELECT id, device_id FROM live_sessions WHERE ended_at IS NULL AND replica_id IS NOT NULL \
         AND replica_id NOT IN (SELECT id FROM relay_replicas WHERE lease_until > $1)",
    )
    .bind(now_ms())
    .fetch_all(db.pool())
    .await?;
    Ok(rows)
}
