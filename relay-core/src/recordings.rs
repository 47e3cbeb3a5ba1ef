//! The relay's record of each recording started through `screen_recording`.
//!
//! While a device records, the device is the authority on the recording; once its file is
//! offered it is an artifact ([`crate::artifacts`]). This table fills the gaps: which key
//! started which recording (for the audit), and what to say while the device is offline. A
//! stop is written once, by whoever sees it first (the `stop` call, or a status that finds
//! the device stopped by itself), so the audit gets exactly one `recording_stopped`.

use sqlx::Row;
use sqlx::any::AnyRow;

use crate::audit::{Audit, Kind, NewEvent};
use crate::store::{Db, DbError, time};

/// One recording as the relay knows it.
#[derive(Debug, Clone, PartialEq)]
pub struct Recording {
    /// The recording (and artifact) id.
    pub id: String,
    /// The device recording.
    pub device_id: String,
    /// The key that started it.
    pub key_id: String,
    /// When start was answered.
    pub started_at: String,
    /// Frame rate asked for (`None`: the display's native rate).
    pub fps: Option<u32>,
    /// The longest the recording may run before the device stops it (`max_duration`).
    pub max_duration_seconds: u32,
    /// When the relay learnt it stopped.
    pub stopped_at: Option<String>,
    /// Why it stopped (the wire name of a [`proto::StopReason`]).
    pub stop_reason: Option<String>,
    /// The key whose stop discarded it (its artifact is deleted once stored).
    pub discarded_by: Option<String>,
    /// The live session it records for the audit (`lsr_…`): the relay's, not the file
    /// channel's, which neither shows nor stops it.
    pub live_session_id: Option<String>,
}

const COLUMNS: &str = "id, device_id, key_id, started_at, fps, max_duration_seconds, stopped_at, stop_reason, discarded_by, live_session_id";

fn read(row: &AnyRow) -> Result<Recording, sqlx::Error> {
    Ok(Recording {
        id: row.try_get("id")?,
        device_id: row.try_get("device_id")?,
        key_id: row.try_get("key_id")?,
        started_at: row.try_get("started_at")?,
        fps: row
            .try_get::<Option<i64>, _>("fps")?
            .and_then(|v| u32::try_from(v).ok()),
        max_duration_seconds: u32::try_from(row.try_get::<i64, _>("max_duration_seconds")?)
            .unwrap_or(u32::MAX),
        stopped_at: row.try_get("stopped_at")?,
        stop_reason: row.try_get("stop_reason")?,
        discarded_by: row.try_get("discarded_by")?,
        live_session_id: row.try_get("live_session_id")?,
    })
}

/// Note a recording the device just started.
pub async fn insert(db: &Db, r: &Recording) -> Result<(), DbError> {
    sqlx::query(crate::sql!(
        "INSERT INTO recordings ({COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)"
    ))
    .bind(&r.id)
    .bind(&r.device_id)
    .bind(&r.key_id)
    .bind(&r.started_at)
    .bind(r.fps.map(i64::from))
    .bind(i64::from(r.max_duration_seconds))
    .bind(&r.stopped_at)
    .bind(&r.stop_reason)
    .bind(&r.discarded_by)
    .bind(&r.live_session_id)
    .execute(db.pool())
    .await?;
    Ok(())
}

/// Mark a device's recording as discarded by `key_id` (stop with `discard: true`).
pub async fn mark_discarded(
    db: &Db,
    device_id: &str,
    id: &str,
    key_id: &str,
) -> Result<(), DbError> {
    sqlx::query(
        "UPDATE recordings SET discarded_by = $1 WHERE id = $2 AND device_id = $3 AND discarded_by IS NULL",
    )
    .bind(key_id)
    .bind(id)
    .bind(device_id)
    .execute(db.pool())
    .await?;
    Ok(())
}

/// Forget an issued id the device never used (its start failed).
pub async fn delete(db: &Db, device_id: &str, id: &str) -> Result<(), DbError> {
    sqlx::query("DELETE FROM recordings WHERE id = $1 AND device_id = $2 AND stopped_at IS NULL")
        .bind(id)
        .bind(device_id)
        .execute(db.pool())
        .await?;
    Ok(())
}

/// Note that the device answered the start of recording `id` now: its video's time zero is
/// its first frame, grabbed just before that answer, and what was done on the device is
/// placed on the video from here ([`crate::actions`]). The row was written before the
/// device heard the id, which can be a while earlier (the device makes its encoder first).
pub async fn mark_answered(db: &Db, device_id: &str, id: &str) -> Result<(), DbError> {
    sqlx::query(
        "UPDATE recordings SET started_at = $1 WHERE id = $2 AND device_id = $3 AND stopped_at IS NULL",
    )
    .bind(time::format(time::now()))
    .bind(id)
    .bind(device_id)
    .execute(db.pool())
    .await?;
    Ok(())
}

/// One recording of one device by id (another device's recording of that id is `None`:
/// the id may have come from a device).
pub async fn get(db: &Db, device_id: &str, id: &str) -> Result<Option<Recording>, DbError> {
    let row = sqlx::query(crate::sql!(
        "SELECT {COLUMNS} FROM recordings WHERE id = $1 AND device_id = $2"
    ))
    .bind(id)
    .bind(device_id)
    .fetch_optional(db.pool())
    .await?;
    Ok(row.as_ref().map(read).transpose()?)
}

/// The device's most recent recording of the file channel (a live session's is not one).
pub async fn latest_for_device(db: &Db, device_id: &str) -> Result<Option<Recording>, DbError> {
    let row = sqlx::query(crate::sql!(
        "SELECT {COLUMNS} FROM recordings WHERE device_id = $1 AND live_session_id IS NULL ORDER BY started_at DESC, id DESC LIMIT 1"
    ))
    .bind(device_id)
    .fetch_optional(db.pool())
    .await?;
    Ok(row.as_ref().map(read).transpose()?)
}

/// Record that a device's recording stopped; true when this call was the first to say so.
pub async fn mark_stopped(
    db: &Db,
    device_id: &str,
    id: &str,
    reason: &str,
) -> Result<bool, DbError> {
    let done = sqlx::query(
        "UPDATE recordings SET stopped_at = $1, stop_reason = $2 WHERE id = $3 AND device_id = $4 AND stopped_at IS NULL",
    )
    .bind(time::format(time::now()))
    .bind(reason)
    .bind(id)
    .bind(device_id)
    .execute(db.pool())
    .await?;
    Ok(done.rows_affected() > 0)
}

/// Record (once) that a device's recording stopped, in the table and with one
/// `recording_stopped` event by `key_id`; `reason` overrides the device's stop reason (a
/// revoked key's recording is stopped as `key_revoked`). Returns whether this call was the
/// first to say so.
pub async fn note_stopped(
    db: &Db,
    audit: &Audit,
    key_id: &str,
    device_id: &str,
    report: &proto::RecordingReport,
    reason: Option<&str>,
) -> Result<bool, DbError> {
    let reason = match reason {
        Some(r) => r.to_string(),
        None => report
            .stop_reason
            .and_then(|r| serde_json::to_value(r).ok())
            .and_then(|v| v.as_str().map(str::to_string))
            .unwrap_or_else(|| "requested".into()),
    };
    let first = mark_stopped(db, device_id, &report.recording_id, &reason).await?;
    if first {
        audit
            .record(
                NewEvent::new(Kind::RecordingStopped)
                    .key(key_id)
                    .device(device_id)
                    .detail(serde_json::json!({
                        "recording_id": report.recording_id,
                        "reason": reason,
                        "message": report.stop_message,
                        "duration_ms": report.duration_ms,
                        "size_bytes": report.size_bytes,
                    })),
            )
            .await;
    }
    Ok(first)
}

/// Delete the stored file of a recording its stop discarded, once it is stored (ready) or
/// can never be (failed); while it uploads, nothing happens and the upload's completion
/// calls this again. Audited as `artifact_deleted` by the key that discarded it. Returns
/// whether an artifact was deleted.
pub async fn delete_if_discarded(
    db: &Db,
    audit: &Audit,
    store: &dyn crate::artifacts::ArtifactStore,
    device_id: &str,
    id: &str,
) -> Result<bool, crate::artifacts::ArtifactError> {
    let Some(by) = get(db, device_id, id).await?.and_then(|r| r.discarded_by) else {
        return Ok(false);
    };
    match crate::artifacts::get(db, device_id, id).await? {
        Some(a) if a.state != proto::ArtifactState::Uploading => {
            crate::artifacts::delete(db, audit, store, id, &by).await?;
            Ok(true)
        }
        _ => Ok(false),
    }
}
