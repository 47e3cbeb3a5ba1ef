//! What an operator's CLI does with live sessions (`relay live list`, `relay live end`,
//! `relay live invite`, `relay live remove-observer`): it works on the database, like
//! `relay keys`, while a relay serves.
//!
//! Ending marks the row `ended_by_admin` and writes the one `live_ended` event; the relay
//! process whose registry holds the session sees the row ended at its next sweep
//! ([`super::Sessions::close_ended_rows`], every few seconds) and closes both sockets with
//! the reason and tells the agent, as for an ending in process.

use serde::Serialize;

use proto::LiveMode;

use super::{EndReason, session};
use relay_core::audit::{Audit, Kind, NewEvent};
use relay_core::store::{Db, DbError, time};

/// An open live session, as an operator lists it.
#[derive(Debug, Clone, Serialize)]
pub struct OpenSession {
    /// `ls_…`.
    pub id: String,
    /// The device.
    pub device_id: String,
    /// The key that opened it.
    pub key_id: String,
    /// Why it was opened.
    pub reason: String,
    /// View or control.
    pub mode: LiveMode,
    /// Whether a viewer is connected now.
    pub viewer_connected: bool,
    /// When it was opened.
    pub created_at: String,
    /// When its TTL runs out.
    pub expires_at: String,
    /// Its audit recording (`lsr_…`), when it is recorded.
    pub recording_id: Option<String>,
}

/// Every session that is not over.
pub async fn open_sessions(db: &Db) -> Result<Vec<OpenSession>, DbError> {
    let now = time::format(time::now());
    Ok(session::all_active(db)
        .await?
        .into_iter()
        .filter(|s| !s.is_over(&now))
        .map(|s| OpenSession {
            viewer_connected: s.viewer_connected(&now),
            id: s.id,
            device_id: s.device_id,
            key_id: s.key_id,
            reason: s.reason,
            mode: s.mode,
            created_at: s.created_at,
            expires_at: s.expires_at,
            recording_id: s.recording_id,
        })
        .collect())
}

/// End session `id` for `reason` (said in the audit); false when it was not open.
pub async fn end(db: &Db, audit: &Audit, id: &str, reason: &str) -> Result<bool, DbError> {
    let Some(s) = session::get(db, id).await? else {
        return Ok(false);
    };
    if s.is_over(&time::format(time::now()))
        || !session::end(db, id, EndReason::EndedByAdmin).await?
    {
        return Ok(false);
    }
    audit
        .append(
            NewEvent::new(Kind::LiveEnded)
                .device(&s.device_id)
                .detail(serde_json::json!({
                    "session_id": s.id,
                    "why": EndReason::EndedByAdmin.as_str(),
                    "by": {"cli": true, "reason": reason},
                    "recording_id": s.recording_id,
                })),
        )
        .await?;
    Ok(true)
}

/// A link for one more person to watch session `id` (made under `public_url`): `Ok(Err)`
/// says why none was made.
pub async fn invite_observer(
    db: &Db,
    audit: &Audit,
    public_url: &str,
    id: &str,
) -> Result<Result<(String, String), String>, DbError> {
    let Some(s) = session::get(db, id).await? else {
        return Ok(Err(format!("no live session {id}")));
    };
    match super::invite::invite(db, audit, public_url, &s, &super::invite::Actor::Cli).await {
        Ok(invited) => Ok(Ok((invited.observer.id, invited.url))),
        Err(super::invite::InviteError::Db(e)) => Err(e),
        Err(e) => Ok(Err(e.to_string())),
    }
}

/// Remove observer `observer` from session `id` (the relay serving it closes its socket at
/// its next sweep); false when there was none to remove.
pub async fn remove_observer(
    db: &Db,
    audit: &Audit,
    id: &str,
    observer: &str,
) -> Result<bool, DbError> {
    let Some(s) = session::get(db, id).await? else {
        return Ok(false);
    };
    super::invite::remove(db, audit, None, &s, observer, &super::invite::Actor::Cli).await
}
