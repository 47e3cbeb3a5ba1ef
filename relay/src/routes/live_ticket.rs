//! `POST /v1/live/ticket`: what the viewer page may know about its ticket, without using it.
//!
//! The page asks before connecting (to show the device, mode, reason and time left, or a
//! plain refusal) and again after a disconnect (to say why the session ended). The answer
//! is always JSON, with a sentence for the human in `message`. The ticket only ever travels
//! in the body, which is small and capped, and is checked for its shape before it is
//! hashed.

use axum::body::Bytes;
use axum::extract::State;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::Deserialize;
use serde_json::{Value, json};

use crate::live::observers::{self, Observer};
use crate::live::{EndReason, LiveSession, ticket};
use crate::state::AppState;
use relay_core::access::devices;
use relay_core::store::time;

/// Largest request body accepted: a ticket and some JSON around it.
pub(crate) const MAX_BODY: usize = 1024;

#[derive(Deserialize)]
struct TicketQuery {
    ticket: String,
}

fn answer(status: StatusCode, body: Value) -> Response {
    (
        status,
        [
            (header::CACHE_CONTROL, "no-store"),
            (header::CONTENT_TYPE, "application/json"),
        ],
        body.to_string(),
    )
        .into_response()
}

fn unknown() -> Response {
    answer(
        StatusCode::NOT_FOUND,
        json!({
            "state": "unknown",
            "message": "This viewer link is not valid. Check that it was copied whole, or ask for a new one.",
        }),
    )
}

/// The sentence a human reads for a session that is over.
fn ended_message(reason: EndReason) -> &'static str {
    match reason {
        EndReason::Stopped => "This live session was stopped. Ask for a new link to watch again.",
        EndReason::Expired => "This viewer link has expired. Ask for a new one.",
        EndReason::DeviceLeft => "The device disconnected, so this live session ended.",
        EndReason::ViewerLeft => {
            "The viewer disconnected, so this live session ended. A link works once: ask for a new one."
        }
        EndReason::KeyRevoked => {
            "The access that opened this live session was revoked, so the session ended."
        }
        EndReason::RelayLeft => {
            "The relay serving this live session restarted or failed, so the session ended. Ask for a new link."
        }
        EndReason::EndedByAdmin => {
            "An administrator ended this live session. Ask for a new link if you still need it."
        }
    }
}

/// Answer what the page may know about the ticket in the body, without using it.
pub(crate) async fn ticket_info(State(state): State<AppState>, body: Bytes) -> Response {
    let Ok(q) = serde_json::from_slice::<TicketQuery>(&body) else {
        return answer(
            StatusCode::BAD_REQUEST,
            json!({"state": "unknown", "message": "The request must be JSON: {\"ticket\": \"…\"}."}),
        );
    };
    let Some(hash) = ticket::hash(&q.ticket) else {
        return unknown();
    };
    let (row, observer) = match observers::ticket_holder(state.db(), &hash).await {
        Ok(Some(found)) => found,
        Ok(None) => return unknown(),
        Err(e) => {
            tracing::error!(error = %e, "ticket lookup failed");
            return answer(
                StatusCode::SERVICE_UNAVAILABLE,
                json!({"state": "unknown", "message": "The relay cannot check this link right now; try again in a moment."}),
            );
        }
    };
    let name = match devices::get(state.db(), &row.device_id).await {
        Ok(Some(d)) => d.name,
        _ => row.device_id.clone(),
    };
    answer(StatusCode::OK, describe(&row, observer.as_ref(), &name))
}

/// The answer for a known ticket: the session's viewer's, or an `observer`'s.
fn describe(row: &LiveSession, observer: Option<&Observer>, device_name: &str) -> Value {
    let now = time::now();
    let now_text = time::format(now);
    let left = time::parse(&row.expires_at)
        .map(|t| (t - now).whole_seconds().max(0))
        .unwrap_or(0);
    let over = row.over_reason(&now_text);
    let used = match observer {
        Some(o) => o.used_at.as_ref().or(o.removed_at.as_ref()),
        None => row.used_at.as_ref(),
    };
    // An observer only ever watches, whatever the session's viewer may do.
    let mode = if observer.is_some() {
        proto::LiveMode::View
    } else {
        row.mode
    };
    let (state, message) = match (over, used) {
        (Some(r), _) => ("ended", ended_message(r).to_string()),
        (None, Some(_)) => (
            "used",
            "This viewer link was already used: it opens one live session, once. Ask for a new link."
                .to_string(),
        ),
        (None, None) => {
            let what = match mode {
                proto::LiveMode::View => "watch",
                proto::LiveMode::Control => "watch and control",
                proto::LiveMode::Moderate => "watch (and pause the agents' input on)",
            };
            (
                "ready",
                format!(
                    "This link lets you {what} {device_name} live, once, for up to {} more.",
                    humantime::format_duration(std::time::Duration::from_secs(left as u64))
                ),
            )
        }
    };
    json!({
        "state": state,
        "message": message,
        "device": {"id": row.device_id, "name": device_name},
        "mode": mode.as_str(),
        "observer": observer.is_some(),
        "reason": row.reason,
        "expires_at": row.expires_at,
        "expires_in_seconds": if over.is_some() { 0 } else { left },
        "viewer_connected": row.viewer_connected(&now_text),
        "ended_reason": over.map(EndReason::as_str),
        "recorded": row.recording_id.is_some(),
    })
}
