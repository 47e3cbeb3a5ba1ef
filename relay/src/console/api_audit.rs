//! *Audit* (admin): events a page at a time, newest first, filtered by key, device, tool,
//! outcome, kind, time or the id they are about (`GET /v1/console/api/audit`); the chain's
//! verification with its signed checkpoints (`…/audit/verify`); and the filtered events as JSON lines
//! (`…/audit/export`), streamed a thousand at a time.

use axum::body::Body;
use axum::extract::{Query, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Json, Response};
use serde::{Deserialize, Serialize};

use super::session::Console;
use crate::api_error::ApiError;
use crate::state::AppState;
use relay_core::audit::checkpoint::{self, CheckpointKey, VerifyReport};
use relay_core::audit::{Event, Filter};

/// Most events a page holds, and the default.
const MAX_LIMIT: i64 = 500;
const DEFAULT_LIMIT: i64 = 100;
/// Most events one export writes.
const MAX_EXPORT: usize = 1_000_000;

/// The filters.
#[derive(Debug, Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub(crate) struct AuditQuery {
    key: Option<String>,
    device: Option<String>,
    tool: Option<String>,
    outcome: Option<String>,
    kind: Option<String>,
    /// An artifact or live session id the events name.
    about: Option<String>,
    /// RFC 3339, or a duration ago (10m, 7d).
    since: Option<String>,
    /// RFC 3339.
    until: Option<String>,
    /// The `next` of the previous page: events older than this sequence number.
    before: Option<i64>,
    limit: Option<i64>,
}

fn bad(message: impl Into<String>) -> ApiError {
    ApiError::refused(StatusCode::BAD_REQUEST, message)
}

/// An empty filter value is no filter (a form's empty field).
fn given(v: Option<String>) -> Option<String> {
    v.filter(|s| !s.trim().is_empty())
        .map(|s| s.trim().to_string())
}

fn filter_of(q: AuditQuery, limit: Option<i64>) -> Result<Filter, ApiError> {
    for (field, v) in [
        ("key", &q.key),
        ("device", &q.device),
        ("tool", &q.tool),
        ("kind", &q.kind),
        ("about", &q.about),
    ] {
        if v.as_ref().is_some_and(|v| v.len() > 128) {
            return Err(bad(format!("{field}: at most 128 characters")));
        }
    }
    if let Some(o) = given(q.outcome.clone())
        && !["ok", "error", "denied", "soft_failed"].contains(&o.as_str())
    {
        return Err(bad("outcome: one of ok, error, denied, soft_failed"));
    }
    let since = given(q.since)
        .as_deref()
        .map(relay_core::time_input::parse_since)
        .transpose()
        .map_err(bad)?;
    let until = match given(q.until) {
        None => None,
        Some(u) => Some(
            relay_core::store::time::parse(&u)
                .map(relay_core::store::time::format)
                .ok_or_else(|| bad("until: an RFC 3339 time such as 2026-12-01T10:00:00Z"))?,
        ),
    };
    if q.before.is_some_and(|b| b < 1) {
        return Err(bad("before: a sequence number, 1 or more"));
    }
    Ok(Filter {
        device_id: given(q.device),
        since,
        limit,
        key_id: given(q.key),
        tool: given(q.tool),
        outcome: given(q.outcome),
        kind: given(q.kind),
        until,
        before_seq: q.before,
        about: given(q.about),
    })
}

/// A page of events.
#[derive(Debug, Serialize)]
pub(crate) struct Page {
    /// Newest first.
    events: Vec<Event>,
    /// Pass as `before` for the next page; `null` on the last.
    next: Option<i64>,
}

/// `GET /v1/console/api/audit` (admin).
pub(crate) async fn list(
    State(state): State<AppState>,
    console: Console,
    Query(q): Query<AuditQuery>,
) -> Result<Json<Page>, ApiError> {
    console.require_admin()?;
    let limit = q.limit.unwrap_or(DEFAULT_LIMIT);
    if !(1..=MAX_LIMIT).contains(&limit) {
        return Err(bad(format!("limit: allowed 1..={MAX_LIMIT}")));
    }
    let filter = filter_of(q, Some(limit))?;
    let mut events = state.audit().list(&filter).await?;
    events.reverse();
    let next = (events.len() as i64 == limit)
        .then(|| events.last().map(|e| e.seq))
        .flatten();
    Ok(Json(Page { events, next }))
}

/// `GET /v1/console/api/audit/verify` (admin): the chain checked from its first event.
pub(crate) async fn verify(
    State(state): State<AppState>,
    console: Console,
) -> Result<Json<VerifyReport>, ApiError> {
    console.require_admin()?;
    Ok(Json(verification(&state).await?))
}

/// The chain and this relay's signed checkpoints, as `relay audit verify` checks them (also
/// `GET /v1/admin/audit/verify`): a log rewritten with its hashes recomputed fails here too.
pub(crate) async fn verification(state: &AppState) -> Result<VerifyReport, ApiError> {
    let key = CheckpointKey::from_root(&state.settings().secret);
    checkpoint::verify_all(
        state.audit(),
        state.artifacts().as_ref(),
        key.public_key(),
        &state.settings().data_dir.join("tmp"),
    )
    .await
    .map_err(|e| ApiError::unavailable("the audit log or the artifact store is unavailable", e))
}

/// `GET /v1/console/api/audit/export` (admin): the filtered events, newest first, one JSON
/// object a line, streamed.
pub(crate) async fn export(
    State(state): State<AppState>,
    console: Console,
    Query(q): Query<AuditQuery>,
) -> Result<Response, ApiError> {
    console.require_admin()?;
    let first = filter_of(q, Some(1000))?;
    let stream = futures_util::stream::unfold(
        (state, Some(first), 0usize),
        |(state, filter, written)| async move {
            let filter = filter?;
            if written >= MAX_EXPORT {
                return None;
            }
            let chunk = match state.audit().list(&filter).await {
                Ok(events) => events,
                Err(e) => return Some((Err(std::io::Error::other(e)), (state, None, written))),
            };
            let oldest = chunk.first().map(|e| e.seq);
            let mut out = String::new();
            for e in chunk.iter().rev() {
                out.push_str(&serde_json::to_string(e).unwrap_or_default());
                out.push('\n');
            }
            let next = match oldest {
                Some(seq) if chunk.len() == 1000 => Some(Filter {
                    before_seq: Some(seq),
                    ..filter
                }),
                _ => None,
            };
            if out.is_empty() {
                return None;
            }
            Some((Ok(out), (state, next, written + chunk.len())))
        },
    );
    Ok((
        [
            (header::CONTENT_TYPE, "application/x-ndjson"),
            (
                header::CONTENT_DISPOSITION,
                "attachment; filename=\"audit.jsonl\"",
            ),
            (header::CACHE_CONTROL, "no-store"),
        ],
        Body::from_stream(stream),
    )
        .into_response())
}
