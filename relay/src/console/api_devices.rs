//! `GET /v1/console/api/devices`: the *Devices* page: each device the session may see,
//! online or offline since when, and what runs on it now (a recording, a live session, a
//! watch, the screen memory's state, the key holding its lease); and an admin breaking a
//! lease (`POST /v1/console/api/devices/{id}/lease/break`, audited as `lease_broken`).

use std::collections::HashMap;

use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::Json;
use proto::{LiveMode, MemoryState};
use serde::{Deserialize, Serialize};
use sqlx::Row;

use super::session::{Console, View};
use crate::api_error::ApiError;
use crate::state::AppState;
use relay_core::access::{devices, keys};
use relay_core::leases::{self, Breaker};
use relay_core::sequences::RunningWatch;
use relay_core::store::{Db, DbError};

/// The answer.
#[derive(Debug, Serialize)]
pub(crate) struct Devices {
    devices: Vec<Entry>,
}

/// One device.
#[derive(Debug, Serialize)]
struct Entry {
    id: String,
    name: String,
    labels: Vec<String>,
    online: bool,
    /// Online since (connected at) or offline since (last seen); `null` if it never
    /// connected.
    since: Option<String>,
    /// The agent's platform, while online.
    platform: Option<String>,
    /// The recording running on it, if any.
    recording: Option<RunningRecording>,
    /// Its open live session, if any.
    live: Option<OpenLive>,
    /// A watch that may still run on it (started, not yet seen to end).
    watch: Option<RunningWatch>,
    /// Its screen memory's state, while online.
    screen_memory: Option<MemoryState>,
    /// The key holding its lease (`device_lease`), if any.
    lease: Option<HeldLease>,
}

#[derive(Debug, Clone, Serialize)]
struct HeldLease {
    key_id: String,
    key_name: Option<String>,
    reason: String,
    expires_at: String,
}

#[derive(Debug, Clone, Serialize)]
struct RunningRecording {
    id: String,
    started_at: String,
    started_by: String,
}

#[derive(Debug, Clone, Serialize)]
struct OpenLive {
    id: String,
    mode: LiveMode,
    viewer_connected: bool,
    expires_at: String,
}

/// Recordings the relay started through `screen_recording` and has not seen stop, by device
/// (a live session's audit recording shows with its session).
async fn running_recordings(db: &Db) -> Result<HashMap<String, RunningRecording>, DbError> {
    let rows = sqlx::query(
        "SELECT id, device_id, key_id, started_at FROM recordings WHERE stopped_at IS NULL AND live_session_id IS NULL",
    )
    .fetch_all(db.pool())
    .await?;
    let mut out = HashMap::new();
    for r in &rows {
        let device: String = r.try_get("device_id")?;
        out.insert(
            device,
            RunningRecording {
                id: r.try_get("id")?,
                started_at: r.try_get("started_at")?,
                started_by: r.try_get("key_id")?,
            },
        );
    }
    Ok(out)
}

/// The devices the session may see.
pub(crate) async fn list(
    State(state): State<AppState>,
    console: Console,
) -> Result<Json<Devices>, ApiError> {
    let (all, live, recordings, watches, leased) = tokio::try_join!(
        devices::list(state.db()),
        crate::live::session::all_active(state.db()),
        running_recordings(state.db()),
        relay_core::sequences::running_watches(state.db()),
        leases::all_current(state.db()),
    )?;
    let mut held = HashMap::new();
    // One lookup a key, however many devices it holds.
    let mut names: HashMap<String, Option<String>> = HashMap::new();
    for l in leased {
        let key_name = match names.get(&l.key_id) {
            Some(name) => name.clone(),
            None => {
                let name = keys::get(state.db(), &l.key_id).await?.map(|k| k.name);
                names.insert(l.key_id.clone(), name.clone());
                name
            }
        };
        let lease = HeldLease {
            key_name,
            key_id: l.key_id,
            reason: l.reason,
            expires_at: l.expires_at,
        };
        held.insert(l.device_id, lease);
    }
    let watches: HashMap<String, RunningWatch> = watches
        .into_iter()
        .map(|w| (w.device_id.clone(), w))
        .collect();
    let visible: Vec<_> = all
        .into_iter()
        .filter(|d| {
            console.view() == View::Admin || console.allows_device(&d.id, &d.name, &d.labels)
        })
        .collect();
    let ids: Vec<&str> = visible.iter().map(|d| d.id.as_str()).collect();
    let links = crate::reach::links_of(&state, &ids).await?;
    let now = relay_core::store::time::format(relay_core::store::time::now());
    let live: HashMap<String, OpenLive> = live
        .into_iter()
        .map(|s| {
            let open = OpenLive {
                id: s.id.clone(),
                mode: s.mode,
                viewer_connected: s.viewer_connected(&now),
                expires_at: s.expires_at.clone(),
            };
            (s.device_id, open)
        })
        .collect();
    let devices = visible
        .into_iter()
        .map(|d| {
            let link = links.get(&d.id);
            Entry {
                online: link.is_some(),
                since: match link {
                    Some(l) => Some(l.connected_at().to_string()),
                    None => d.last_seen_at.clone(),
                },
                platform: link.map(|l| {
                    let p = &l.hello().platform;
                    format!("{} {}", p.os, p.backend)
                }),
                recording: recordings.get(&d.id).cloned(),
                live: live.get(&d.id).cloned(),
                watch: watches.get(&d.id).cloned(),
                screen_memory: link.map(|l| l.memory_state()),
                lease: held.remove(&d.id),
                id: d.id,
                name: d.name,
                labels: d.labels,
            }
        })
        .collect();
    Ok(Json(Devices { devices }))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct BreakRequest {
    /// Why, for the audit (1..=300 characters).
    reason: String,
}

/// `POST /v1/console/api/devices/{id}/lease/break` (admin) `{"reason": "…"}`: the holder
/// loses the lease at once.
pub(crate) async fn break_lease(
    State(state): State<AppState>,
    console: Console,
    Path(id): Path<String>,
    body: Bytes,
) -> Result<Json<serde_json::Value>, ApiError> {
    console.require_admin()?;
    let req: BreakRequest = serde_json::from_slice(&body).map_err(|e| {
        ApiError::refused(
            StatusCode::BAD_REQUEST,
            format!("the body must be JSON {{\"reason\": \"…\"}}: {e}"),
        )
    })?;
    let reason = req.reason.trim();
    let chars = reason.chars().count();
    if chars == 0 || chars > super::api_live::MAX_REASON_CHARS {
        return Err(ApiError::refused(
            StatusCode::BAD_REQUEST,
            format!(
                "reason: say why, 1..={} characters",
                super::api_live::MAX_REASON_CHARS
            ),
        ));
    }
    let breaker = Breaker {
        key_id: Some(&console.key.id),
        by: "console",
        reason,
    };
    match leases::break_lease(state.db(), state.audit(), &id, &breaker).await? {
        Some(lease) => Ok(Json(
            serde_json::json!({"device_id": id, "broken": true, "holder": lease.key_id}),
        )),
        None => Err(ApiError::refused(
            StatusCode::NOT_FOUND,
            format!("device {id} is not leased"),
        )),
    }
}
