//! Closing the control connections (and live sessions) of devices whose token was reset or
//! that were removed.
//!
//! The admin CLI changes the database, possibly from another process, so the relay cannot be
//! told; instead it compares, every few seconds, each connection's token hash with the one
//! stored. One query for the whole fleet. A closed agent that redials with the old token gets
//! 401 and stops, saying why.

use std::collections::HashMap;
use std::time::Duration;

use sqlx::Row;

use crate::live::EndReason;
use crate::state::AppState;

/// WebSocket close code for a revoked device (application range 4000-4999).
pub(crate) const CLOSE_REVOKED: u16 = 4003;

/// Check every connection once; returns how many were closed.
pub async fn sweep_once(state: &AppState) -> Result<usize, relay_core::store::DbError> {
    let conns = state.hub().all();
    if conns.is_empty() {
        return Ok(0);
    }
    let rows = sqlx::query("SELECT id, token_hash FROM devices")
        .fetch_all(state.db().pool())
        .await?;
    let mut current = HashMap::with_capacity(rows.len());
    for row in &rows {
        current.insert(
            row.try_get::<String, _>("id")?,
            row.try_get::<String, _>("token_hash")?,
        );
    }
    let mut closed = 0;
    for conn in conns {
        let reason = match current.get(&conn.device_id) {
            None => "device removed",
            Some(hash) if *hash != conn.token_hash => "device token revoked",
            Some(_) => continue,
        };
        tracing::warn!(device = %conn.device_id, reason, "closing a revoked device's connection");
        conn.close(CLOSE_REVOKED, reason);
        // Its live sessions go with it: a revoked device must not keep streaming.
        for slot in state.live_registry().for_device(&conn.device_id) {
            state
                .sessions()
                .end(&slot.id, &slot.device_id, EndReason::DeviceLeft)
                .await;
        }
        closed += 1;
    }
    Ok(closed)
}

/// Sweep every `interval` until the relay shuts down.
pub(crate) async fn run(state: AppState, interval: Duration) {
    let shutdown = state.shutdown().clone();
    loop {
        tokio::select! {
            () = tokio::time::sleep(interval) => {}
            () = shutdown.cancelled() => return,
        }
        if let Err(e) = sweep_once(&state).await {
            tracing::error!(error = %e, "revocation sweep failed");
        }
        if let Err(e) = relay_core::sequences::sweep_once(state.db(), state.hub()).await {
            tracing::error!(error = %e, "key revocation sweep failed");
        }
        if let Err(e) = super::keys::sweep_once(&state).await {
            tracing::error!(error = %e, "revoked keys' sessions and recordings sweep failed");
        }
    }
}
