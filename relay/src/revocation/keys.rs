//! What a revoked (or expired) key opened ends with it.
//!
//! A key is checked on every request, but what it started runs on without it: a live session
//! (a viewer may be watching, or its one-time link still unused) and a recording in progress.
//! Every few seconds, beside the device sweep of [`super::devices`], this ends them. A live
//! session is ended by the one path every ending takes ([`crate::live::Sessions::end`]): both sockets
//! close with 4005 "access revoked", the agent is told, and the ticket can no longer be
//! consumed (its row is ended). A recording is stopped on its device and kept: its file is
//! uploaded like any other, for keys that may still read it (the download links issued to
//! the revoked key stop working, since the download route checks the link's key). A device
//! that is offline is dealt with at a later sweep, once it is back.

use std::time::Duration;

use proto::{AgentErrorCode, Capability, FileState, RecordingReport};

use crate::live::EndReason;
use crate::state::AppState;
use relay_core::hub::{self, HubError};
use relay_core::recordings;
use relay_core::store::{DbError, time};

/// How long asking a device about its recording may take.
const STATUS_TIMEOUT: Duration = Duration::from_secs(10);
/// How long stopping may take: the device finishes the MP4 before it answers.
const STOP_TIMEOUT: Duration = Duration::from_secs(120);

/// The reason a recording stopped by this sweep is recorded with.
pub(crate) const KEY_REVOKED: &str = "key_revoked";

/// End what unusable keys opened; returns how many live sessions and recordings ended.
pub async fn sweep_once(state: &AppState) -> Result<usize, DbError> {
    let now = time::format(time::now());
    let mut ended = 0;
    let db = state.db();
    let sessions =
        relay_core::access::keys::opened_by_unusable_keys(db, "live_sessions", "ended_at", &now);
    for (id, device_id, _) in sessions.await? {
        tracing::info!(session = %id, device = %device_id, "ending a live session whose key can no longer be used");
        if state
            .sessions()
            .end(&id, &device_id, EndReason::KeyRevoked)
            .await
        {
            ended += 1;
        }
    }
    // Sessions an operator ended from the CLI, in the database only.
    ended += state.sessions().close_ended_rows().await?;
    let recordings =
        relay_core::access::keys::opened_by_unusable_keys(db, "recordings", "stopped_at", &now);
    for (id, device_id, key_id) in recordings.await? {
        if stop_recording(state, &id, &device_id, &key_id).await? {
            ended += 1;
        }
    }
    Ok(ended)
}

/// Stop recording `id` of `device_id` if the device still runs it; note how it ended.
/// Returns whether it was running.
async fn stop_recording(
    state: &AppState,
    id: &str,
    device_id: &str,
    key_id: &str,
) -> Result<bool, DbError> {
    let Some(conn) = state.hub().get(device_id) else {
        return Ok(false);
    };
    if !conn.has(Capability::Recording) {
        return Ok(false);
    }
    // The device has one recording slot, which may hold a newer recording by another key:
    // stop only when it is this one.
    let running = match conn.call(hub::RecordingStatus, STATUS_TIMEOUT).await {
        Ok(Some(r)) => Some(r),
        Ok(None) | Err(HubError::Unexpected) => return Ok(false),
        Err(HubError::Agent(a)) if a.code == AgentErrorCode::NoRecording => None,
        Err(e) => {
            tracing::warn!(recording = %id, device = %device_id, error = %e, "cannot ask a device about a revoked key's recording; retrying later");
            return Ok(false);
        }
    };
    match running {
        Some(r) if r.recording_id == id && r.state == FileState::Recording => {
            match conn.call(hub::RecordingStop, STOP_TIMEOUT).await {
                Ok(stopped) if stopped.recording_id == id => {
                    tracing::info!(recording = %id, device = %device_id, "stopped the recording of a key that can no longer be used");
                    note(state, key_id, device_id, &stopped, Some(KEY_REVOKED)).await?;
                    Ok(true)
                }
                Ok(_) | Err(HubError::Unexpected) => Ok(false),
                Err(e) => {
                    tracing::warn!(recording = %id, device = %device_id, error = %e, "could not stop a revoked key's recording; retrying later");
                    Ok(false)
                }
            }
        }
        // It stopped by itself and the relay had not heard: note its own reason.
        Some(r) if r.recording_id == id => {
            note(state, key_id, device_id, &r, None).await?;
            Ok(false)
        }
        // The device no longer knows it (finished and uploaded, or lost with its data dir).
        _ => {
            let report = relay_core::artifacts::get(state.db(), device_id, id)
                .await?
                .and_then(|a| a.report);
            match report {
                Some(r) => note(state, key_id, device_id, &r, None).await?,
                None => recordings::mark_stopped(state.db(), device_id, id, "unknown").await?,
            };
            Ok(false)
        }
    }
}

async fn note(
    state: &AppState,
    key_id: &str,
    device_id: &str,
    report: &RecordingReport,
    reason: Option<&str>,
) -> Result<bool, DbError> {
    recordings::note_stopped(state.db(), state.audit(), key_id, device_id, report, reason).await
}
