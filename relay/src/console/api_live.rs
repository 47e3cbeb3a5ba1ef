//! *Live now* (admin): every open live session (`GET /v1/console/api/live`) with who watches
//! it, and **End now** (`POST /v1/console/api/live/{id}/end`), which ends it as every other
//! ending does ([`crate::live::Sessions::end_by`]: both sockets closed with `ended_by_admin`,
//! the agent told, the row marked, audited with the console session and the reason given).
//!
//! Observers ([`crate::live::invite`]): **Invite an observer**
//! (`POST /v1/console/api/live/{id}/observers`) makes a one-time link to watch the session,
//! shown once; **Remove** (`POST /v1/console/api/live/{id}/observers/{observer}/remove`)
//! closes an observer's socket and kills its link.

use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::Json;
use serde::{Deserialize, Serialize};

use super::session::Console;
use crate::api_error::ApiError;
use crate::live::invite::{self, Actor, InviteError};
use crate::live::observers::{self, Observer};
use crate::live::operator::{self, OpenSession};
use crate::live::{EndReason, LiveSession, session};
use crate::state::AppState;
use relay_core::store::time;

/// Longest reason an admin may give for ending a session.
pub(crate) const MAX_REASON_CHARS: usize = 300;

/// The open sessions.
#[derive(Debug, Serialize)]
pub(crate) struct Open {
    sessions: Vec<Entry>,
}

#[derive(Debug, Serialize)]
struct Entry {
    #[serde(flatten)]
    session: OpenSession,
    device_name: Option<String>,
    seconds_left: i64,
    /// Observers may be invited (its device serves the session shared).
    shared: bool,
    /// Every observer link made for it, with what became of each.
    observers: Vec<ObserverView>,
}

/// An observer as the console lists it.
#[derive(Debug, Serialize)]
struct ObserverView {
    #[serde(flatten)]
    observer: Observer,
    /// Watching now.
    watching: bool,
}

/// `GET /v1/console/api/live` (admin).
pub(crate) async fn list(
    State(state): State<AppState>,
    console: Console,
) -> Result<Json<Open>, ApiError> {
    console.require_admin()?;
    let (open, devices) = tokio::try_join!(
        operator::open_sessions(state.db()),
        relay_core::access::devices::list(state.db())
    )?;
    let now = time::now();
    let mut sessions = Vec::with_capacity(open.len());
    for s in open {
        let shared = observers::is_shared(state.db(), &s.id).await?;
        let observers = observers::for_session(state.db(), &s.id)
            .await?
            .into_iter()
            .map(|o| ObserverView {
                watching: o.watching(),
                observer: o,
            })
            .collect();
        sessions.push(Entry {
            device_name: devices
                .iter()
                .find(|d| d.id == s.device_id)
                .map(|d| d.name.clone()),
            seconds_left: time::parse(&s.expires_at)
                .map_or(0, |e| (e - now).whole_seconds().max(0)),
            session: s,
            shared,
            observers,
        });
    }
    Ok(Json(Open { sessions }))
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct EndRequest {
    /// Why, for the audit (at most 300 characters).
    reason: Option<String>,
}

/// `POST /v1/console/api/live/{id}/end` (admin) `{"reason"?: "…"}`.
pub(crate) async fn end(
    State(state): State<AppState>,
    console: Console,
    Path(id): Path<String>,
    body: Bytes,
) -> Result<Json<serde_json::Value>, ApiError> {
    console.require_admin()?;
    let req: EndRequest = if body.is_empty() {
        EndRequest::default()
    } else {
        serde_json::from_slice(&body).map_err(|e| {
            ApiError::refused(
                StatusCode::BAD_REQUEST,
                format!("the body must be JSON {{\"reason\"?: \"…\"}}: {e}"),
            )
        })?
    };
    let reason = req.reason.unwrap_or_default();
    if reason.chars().count() > MAX_REASON_CHARS {
        return Err(ApiError::refused(
            StatusCode::BAD_REQUEST,
            format!("reason: at most {MAX_REASON_CHARS} characters"),
        ));
    }
    let missing = || ApiError::refused(StatusCode::NOT_FOUND, format!("no open live session {id}"));
    let s = session::get(state.db(), &id).await?.ok_or_else(missing)?;
    if s.is_over(&time::format(time::now())) {
        return Err(missing());
    }
    let mut by = console.actor();
    by["reason"] = serde_json::Value::String(reason);
    let ended = state
        .sessions()
        .end_by(
            &s.id,
            &s.device_id,
            EndReason::EndedByAdmin,
            Some((&console.key.id, by)),
        )
        .await;
    if !ended {
        return Err(missing());
    }
    Ok(Json(
        serde_json::json!({"id": s.id, "ended": true, "why": EndReason::EndedByAdmin.as_str()}),
    ))
}

/// The open session `id`, or a 404 naming it.
async fn open_session(state: &AppState, id: &str) -> Result<LiveSession, ApiError> {
    let missing = || ApiError::refused(StatusCode::NOT_FOUND, format!("no open live session {id}"));
    let s = session::get(state.db(), id).await?.ok_or_else(missing)?;
    if s.is_over(&time::format(time::now())) {
        return Err(missing());
    }
    Ok(s)
}

/// A link just made: shown once.
#[derive(Debug, Serialize)]
pub(crate) struct InviteAnswer {
    observer_id: String,
    url: String,
}

/// `POST /v1/console/api/live/{id}/observers` (admin): a one-time link to watch session
/// `id`.
pub(crate) async fn invite(
    State(state): State<AppState>,
    console: Console,
    Path(id): Path<String>,
) -> Result<Json<InviteAnswer>, ApiError> {
    console.require_admin()?;
    let s = open_session(&state, &id).await?;
    let by = Actor::Console {
        key_id: &console.key.id,
        session: &console.id,
    };
    let invited = invite::invite(
        state.db(),
        state.audit(),
        &state.settings().public_url,
        &s,
        &by,
    )
    .await
    .map_err(|e| match e {
        InviteError::Db(e) => ApiError::from(e),
        e => ApiError::refused(StatusCode::CONFLICT, e.to_string()),
    })?;
    Ok(Json(InviteAnswer {
        observer_id: invited.observer.id,
        url: invited.url,
    }))
}

/// `POST /v1/console/api/live/{id}/observers/{observer}/remove` (admin).
pub(crate) async fn remove_observer(
    State(state): State<AppState>,
    console: Console,
    Path((id, observer)): Path<(String, String)>,
) -> Result<Json<serde_json::Value>, ApiError> {
    console.require_admin()?;
    let s = open_session(&state, &id).await?;
    let by = Actor::Console {
        key_id: &console.key.id,
        session: &console.id,
    };
    let removed = invite::remove(
        state.db(),
        state.audit(),
        Some(state.live_registry()),
        &s,
        &observer,
        &by,
    )
    .await?;
    if !removed {
        return Err(ApiError::refused(
            StatusCode::NOT_FOUND,
            format!(
                "live session {id} has no observer {observer} to remove (unknown, gone or removed already)"
            ),
        ));
    }
    Ok(Json(
        serde_json::json!({"session_id": s.id, "observer_id": observer, "removed": true}),
    ))
}
