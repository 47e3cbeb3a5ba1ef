//! The `live_sessions` table: one row per live session, the durable half of a session.
//!
//! The row is what every relay on the database agrees on: whether the session is over (and
//! why), whether its ticket was used, who is watching. The sockets themselves live in memory
//! ([`super::Registry`]). "Over" means `ended_at` is set *or* `expires_at` has passed: a TTL
//! counts even before anyone wrote it down (a relay that restarted, a timer not yet fired).

use sqlx::Row;
use sqlx::any::AnyRow;

use super::EndReason;
use proto::LiveMode;
use relay_core::store::{Db, DbError, time};

/// One live session as stored.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct LiveSession {
    /// Session id, `ls_…`.
    pub id: String,
    /// The device streamed.
    pub device_id: String,
    /// The key that opened it.
    pub key_id: String,
    /// View or control.
    pub mode: LiveMode,
    /// The note shown to the human.
    pub reason: String,
    /// The TTL asked for.
    pub ttl_seconds: u32,
    /// When it was opened.
    pub created_at: String,
    /// When it ends at the latest.
    pub expires_at: String,
    /// When the ticket was consumed.
    pub used_at: Option<String>,
    /// The viewer's address.
    pub viewer_address: Option<String>,
    /// The viewer's user agent.
    pub viewer_user_agent: Option<String>,
    /// When the viewer's bytes started flowing.
    pub viewer_connected_at: Option<String>,
    /// When the viewer left.
    pub viewer_left_at: Option<String>,
    /// When it ended (unset while running, or past its TTL but not yet marked).
    pub ended_at: Option<String>,
    /// Why it ended.
    pub end_reason: Option<EndReason>,
    /// The replica serving it, when relays scale out (its sockets meet there).
    pub replica_id: Option<String>,
    /// Its audit recording (`lsr_…`), when the policy had it recorded.
    pub recording_id: Option<String>,
    /// Since when its person has paused the agents' input on the device (control and
    /// moderate sessions), if they have.
    pub agent_paused_at: Option<String>,
}

impl LiveSession {
    /// Whether the session is over at `now`: ended, or past its TTL.
    pub(crate) fn is_over(&self, now: &str) -> bool {
        self.ended_at.is_some() || self.expires_at.as_str() <= now
    }

    /// Why it is over at `now`, if it is (a passed TTL reads as `expired`).
    pub(crate) fn over_reason(&self, now: &str) -> Option<EndReason> {
        match (&self.ended_at, self.end_reason) {
            (Some(_), Some(r)) => Some(r),
            (Some(_), None) => Some(EndReason::Stopped),
            (None, _) if self.expires_at.as_str() <= now => Some(EndReason::Expired),
            _ => None,
        }
    }

    /// Whether a viewer is bridged right now.
    pub(crate) fn viewer_connected(&self, now: &str) -> bool {
        self.viewer_connected_at.is_some() && self.viewer_left_at.is_none() && !self.is_over(now)
    }
}

const COLUMNS: &str = "id, device_id, key_id, mode, reason, ttl_seconds, created_at, expires_at, \
     used_at, viewer_address, viewer_user_agent, viewer_connected_at, viewer_left_at, ended_at, \
     end_reason, replica_id, recording_id, agent_paused_at";

fn mode_from(s: &str) -> LiveMode {
    [LiveMode::Control, LiveMode::Moderate]
        .into_iter()
        .find(|m| m.as_str() == s)
        .unwrap_or(LiveMode::View)
}

fn read(row: &AnyRow) -> Result<LiveSession, sqlx::Error> {
    let mode: String = row.try_get("mode")?;
    let reason: Option<String> = row.try_get("end_reason")?;
    Ok(LiveSession {
        id: row.try_get("id")?,
        device_id: row.try_get("device_id")?,
        key_id: row.try_get("key_id")?,
        mode: mode_from(&mode),
        reason: row.try_get("reason")?,
        ttl_seconds: u32::try_from(row.try_get::<i64, _>("ttl_seconds")?).unwrap_or(0),
        created_at: row.try_get("created_at")?,
        expires_at: row.try_get("expires_at")?,
        used_at: row.try_get("used_at")?,
        viewer_address: row.try_get("viewer_address")?,
        viewer_user_agent: row.try_get("viewer_user_agent")?,
        viewer_connected_at: row.try_get("viewer_connected_at")?,
        viewer_left_at: row.try_get("viewer_left_at")?,
        ended_at: row.try_get("ended_at")?,
        end_reason: reason.as_deref().and_then(EndReason::parse),
        replica_id: row.try_get("replica_id")?,
        recording_id: row.try_get("recording_id")?,
        agent_paused_at: row.try_get("agent_paused_at")?,
    })
}

/// Store a new session with the hash of its ticket.
pub(crate) async fn insert(db: &Db, s: &LiveSession, ticket_hash: &str) -> Result<(), DbError> {
    sqlx::query(
        "INSERT INTO live_sessions (id, device_id, key_id, mode, reason, ttl_seconds, created_at, expires_at, ticket_hash, replica_id, recording_id) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)",
    )
    .bind(&s.id)
    .bind(&s.device_id)
    .bind(&s.key_id)
    .bind(s.mode.as_str())
    .bind(&s.reason)
    .bind(i64::from(s.ttl_seconds))
    .bind(&s.created_at)
    .bind(&s.expires_at)
    .bind(ticket_hash)
    .bind(&s.replica_id)
    .bind(&s.recording_id)
    .execute(db.pool())
    .await?;
    Ok(())
}

/// One session by id.
pub(crate) async fn get(db: &Db, id: &str) -> Result<Option<LiveSession>, DbError> {
    let row = sqlx::query(relay_core::sql!(
        "SELECT {COLUMNS} FROM live_sessions WHERE id = $1"
    ))
    .bind(id)
    .fetch_optional(db.pool())
    .await?;
    Ok(row.as_ref().map(read).transpose()?)
}

/// The session a ticket opens, by the ticket's hash (not consuming it).
pub(crate) async fn by_ticket_hash(db: &Db, hash: &str) -> Result<Option<LiveSession>, DbError> {
    let row = sqlx::query(relay_core::sql!(
        "SELECT {COLUMNS} FROM live_sessions WHERE ticket_hash = $1"
    ))
    .bind(hash)
    .fetch_optional(db.pool())
    .await?;
    Ok(row.as_ref().map(read).transpose()?)
}

/// The device's session that is not over, if any.
pub(crate) async fn active_for_device(
    db: &Db,
    device_id: &str,
) -> Result<Option<LiveSession>, DbError> {
    let row = sqlx::query(relay_core::sql!(
        "SELECT {COLUMNS} FROM live_sessions WHERE device_id = $1 AND ended_at IS NULL AND expires_at > $2 \
         ORDER BY created_at DESC LIMIT 1"
    ))
    .bind(device_id)
    .bind(time::format(time::now()))
    .fetch_optional(db.pool())
    .await?;
    Ok(row.as_ref().map(read).transpose()?)
}

/// The device's most recent session, over or not.
pub(crate) async fn latest_for_device(
    db: &Db,
    device_id: &str,
) -> Result<Option<LiveSession>, DbError> {
    let row = sqlx::query(relay_core::sql!(
        "SELECT {COLUMNS} FROM live_sessions WHERE device_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1"
    ))
    .bind(device_id)
    .fetch_optional(db.pool())
    .await?;
    Ok(row.as_ref().map(read).transpose()?)
}

/// Every session that is not over, for listing devices.
pub(crate) async fn all_active(db: &Db) -> Result<Vec<LiveSession>, DbError> {
    let rows = sqlx::query(relay_core::sql!(
        "SELECT {COLUMNS} FROM live_sessions WHERE ended_at IS NULL AND expires_at > $1"
    ))
    .bind(time::format(time::now()))
    .fetch_all(db.pool())
    .await?;
    Ok(rows.iter().map(read).collect::<Result<_, _>>()?)
}

/// Give an unused session a new ticket: the old one stops working. Guarded like
/// [`consume`] (unused, not ended, not expired), so it cannot race a viewer taking the old
/// ticket; returns whether the ticket was replaced.
pub(crate) async fn replace_ticket(db: &Db, id: &str, new_hash: &str) -> Result<bool, DbError> {
    let done = sqlx::query(
        "UPDATE live_sessions SET ticket_hash = $1 \
         WHERE id = $2 AND used_at IS NULL AND ended_at IS NULL AND expires_at > $3",
    )
    .bind(new_hash)
    .bind(id)
    .bind(time::format(time::now()))
    .execute(db.pool())
    .await?;
    Ok(done.rows_affected() > 0)
}

/// Consume a ticket: the one UPDATE that lets exactly one caller win, whatever the engine
/// (the guard is re-checked by the database under its row lock). Returns the session on
/// success, `None` when the ticket is unknown, used, or its session is over.
pub(crate) async fn consume(db: &Db, hash: &str) -> Result<Option<LiveSession>, DbError> {
    let now = time::format(time::now());
    let done = sqlx::query(
        "UPDATE live_sessions SET used_at = $1 \
         WHERE ticket_hash = $2 AND used_at IS NULL AND ended_at IS NULL AND expires_at > $1",
    )
    .bind(&now)
    .bind(hash)
    .execute(db.pool())
    .await?;
    if done.rows_affected() != 1 {
        return Ok(None);
    }
    by_ticket_hash(db, hash).await
}

/// Note the viewer whose bytes now flow.
pub(crate) async fn viewer_connected(
    db: &Db,
    id: &str,
    address: &str,
    user_agent: &str,
) -> Result<String, DbError> {
    let now = time::format(time::now());
    sqlx::query(
        "UPDATE live_sessions SET viewer_address = $1, viewer_user_agent = $2, viewer_connected_at = $3 WHERE id = $4",
    )
    .bind(address)
    .bind(user_agent)
    .bind(&now)
    .bind(id)
    .execute(db.pool())
    .await?;
    Ok(now)
}

/// Note that the viewer left.
pub(crate) async fn viewer_left(db: &Db, id: &str) -> Result<(), DbError> {
    sqlx::query(
        "UPDATE live_sessions SET viewer_left_at = $1 WHERE id = $2 AND viewer_left_at IS NULL",
    )
    .bind(time::format(time::now()))
    .bind(id)
    .execute(db.pool())
    .await?;
    Ok(())
}

/// Mark the session ended; true when this call was the first to (so the audit gets one
/// `live_ended`).
pub(crate) async fn end(db: &Db, id: &str, reason: EndReason) -> Result<bool, DbError> {
    let done = sqlx::query(
        "UPDATE live_sessions SET ended_at = $1, end_reason = $2 WHERE id = $3 AND ended_at IS NULL",
    )
    .bind(time::format(time::now()))
    .bind(reason.as_str())
    .bind(id)
    .execute(db.pool())
    .await?;
    // Its audit recording ends with it (the device stops it as the session ends): the row
    // says so, so nothing lists it as running.
    sqlx::query(
        "UPDATE recordings SET stopped_at = $1, stop_reason = 'live_session_ended' WHERE live_session_id = $2 AND stopped_at IS NULL",
    )
    .bind(time::format(time::now()))
    .bind(id)
    .execute(db.pool())
    .await?;
    Ok(done.rows_affected() > 0)
}

/// Sessions of a device that passed their TTL without being marked (a relay restarted
/// meanwhile); returns their ids so the caller can mark and audit them.
pub(crate) async fn expired_unmarked(db: &Db, device_id: &str) -> Result<Vec<String>, DbError> {
    let ids = sqlx::query_scalar(
        "SELECT id FROM live_sessions WHERE device_id = $1 AND ended_at IS NULL AND expires_at <= $2",
    )
    .bind(device_id)
    .bind(time::format(time::now()))
    .fetch_all(db.pool())
    .await?;
    Ok(ids)
}

/// Every session not marked ended, as (id, device id, expires_at).
pub(crate) async fn unended(db: &Db) -> Result<Vec<(String, String, String)>, DbError> {
    let rows =
        sqlx::query("SELECT id, device_id, expires_at FROM live_sessions WHERE ended_at IS NULL")
            .fetch_all(db.pool())
            .await?;
    Ok(rows
        .iter()
        .map(|r| {
            Ok((
                r.try_get("id")?,
                r.try_get("device_id")?,
                r.try_get("expires_at")?,
            ))
        })
        .collect::<Result<_, sqlx::Error>>()?)
}

/// Pause the agents' input on session `id`'s device (`paused`), or give it back. Only a
/// session still running is changed.
pub(crate) async fn set_agent_paused(db: &Db, id: &str, paused: bool) -> Result<(), DbError> {
    let now = time::format(time::now());
    let since = paused.then(|| now.clone());
    sqlx::query(
        "UPDATE live_sessions SET agent_paused_at = $1 \
         WHERE id = $2 AND ended_at IS NULL AND expires_at > $3",
    )
    .bind(&since)
    .bind(id)
    .bind(&now)
    .execute(db.pool())
    .await?;
    Ok(())
}
