//! *Recordings and files*: artifacts a page at a time with filters
//! (`GET /v1/console/api/artifacts`), a short-lived link to play or download one
//! (`POST …/{id}/link`), a recording's actions as JSON or WebVTT (`GET …/{id}/actions`),
//! and deleting one (`DELETE …/{id}`, admin).
//!
//! The QA view reaches only the artifacts of devices its key's allowlist matches; anything
//! else reads as missing, as it does for a tool.

use std::time::Duration;

use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::response::Json;
use serde::{Deserialize, Serialize};

use super::session::{Console, View};
use crate::api_error::ApiError;
use crate::state::AppState;
use relay_core::access::devices;
use relay_core::artifacts::{self, Artifact, ArtifactError, Browse, Browsed, MAX_DEVICE_IDS};

/// How long a link the console hands out works: enough to watch a long recording from a
/// page left open, short enough that a copied one dies soon.
const CONSOLE_LINK_TTL: Duration = Duration::from_secs(30 * 60);
/// Most rows a page holds, and the default.
const MAX_LIMIT: i64 = 200;
const DEFAULT_LIMIT: i64 = 50;

/// The filters of the list.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct ListQuery {
    /// One artifact by id (what an audit row links to).
    id: Option<String>,
    /// A device id.
    device: Option<String>,
    /// A device label.
    label: Option<String>,
    /// The key that started or uploaded it.
    key: Option<String>,
    /// Created at or after (RFC 3339, or a duration ago: 10m, 7d).
    since: Option<String>,
    /// Created before (RFC 3339).
    until: Option<String>,
    /// The `next` of the previous page.
    after: Option<String>,
    /// 1 to 200 (default 50).
    limit: Option<i64>,
}

/// A page of artifacts.
#[derive(Debug, Serialize)]
pub(crate) struct Page {
    artifacts: Vec<Row>,
    /// Pass as `after` for the next page; `null` on the last.
    next: Option<String>,
}

#[derive(Debug, Serialize)]
struct Row {
    #[serde(flatten)]
    browsed: Browsed,
    /// The device's name, when the device is still enrolled.
    device_name: Option<String>,
    /// Seconds of video, for a recording with a report.
    duration_seconds: Option<f64>,
}

fn bad(message: impl Into<String>) -> ApiError {
    ApiError::refused(StatusCode::BAD_REQUEST, message)
}

/// A page cursor: `<created_at>,<id>`.
fn parse_after(s: &str) -> Result<(String, String), ApiError> {
    let (t, id) = s
        .split_once(',')
        .ok_or_else(|| bad("after: use the `next` value of the previous page"))?;
    if relay_core::store::time::parse(t).is_none() || id.is_empty() || id.len() > 64 {
        return Err(bad("after: use the `next` value of the previous page"));
    }
    Ok((t.to_string(), id.to_string()))
}

/// `GET /v1/console/api/artifacts`.
pub(crate) async fn list(
    State(state): State<AppState>,
    console: Console,
    Query(q): Query<ListQuery>,
) -> Result<Json<Page>, ApiError> {
    let limit = q.limit.unwrap_or(DEFAULT_LIMIT);
    if !(1..=MAX_LIMIT).contains(&limit) {
        return Err(bad(format!("limit: allowed 1..={MAX_LIMIT}")));
    }
    let since = q
        .since
        .as_deref()
        .map(relay_core::time_input::parse_since)
        .transpose()
        .map_err(bad)?;
    let until = match q.until.as_deref() {
        None | Some("") => None,
        Some(u) => Some(
            relay_core::store::time::parse(u)
                .map(relay_core::store::time::format)
                .ok_or_else(|| bad("until: an RFC 3339 time such as 2026-12-01T10:00:00Z"))?,
        ),
    };
    let after = q.after.as_deref().map(parse_after).transpose()?;
    let all = devices::list(state.db()).await?;
    let names: std::collections::HashMap<&str, &str> = all
        .iter()
        .map(|d| (d.id.as_str(), d.name.as_str()))
        .collect();
    // Which devices' files: the filters, and in the QA view the allowlist.
    let restricted = q.device.is_some()
        || q.label.is_some()
        || (console.view() == View::Qa && !console.allows_every_device());
    let device_ids = if restricted {
        let ids: Vec<String> = all
            .iter()
            .filter(|d| q.device.as_ref().is_none_or(|id| &d.id == id))
            .filter(|d| q.label.as_ref().is_none_or(|l| d.labels.contains(l)))
            .filter(|d| {
                console.view() == View::Admin || console.allows_device(&d.id, &d.name, &d.labels)
            })
            .map(|d| d.id.clone())
            .collect();
        if ids.len() > MAX_DEVICE_IDS {
            return Err(bad(format!(
                "the filters match more than {MAX_DEVICE_IDS} devices; filter by one device"
            )));
        }
        Some(ids)
    } else {
        None
    };
    // Keys' uploaded videos belong to no device: only the admin view lists them.
    let devices_only = console.view() == View::Qa;
    let rows = artifacts::browse(
        state.db(),
        &Browse {
            device_ids,
            devices_only,
            id: q.id.filter(|i| !i.is_empty()),
            key_id: q.key,
            since,
            until,
            after,
            limit,
        },
    )
    .await?;
    let next = (rows.len() as i64 == limit)
        .then(|| {
            rows.last()
                .map(|r| format!("{},{}", r.artifact.created_at, r.artifact.id))
        })
        .flatten();
    let artifacts = rows
        .into_iter()
        .map(|b| Row {
            device_name: names
                .get(b.artifact.device_id.as_str())
                .map(|n| n.to_string()),
            duration_seconds: b
                .artifact
                .report
                .as_ref()
                .map(|r| r.duration_ms as f64 / 1000.0),
            browsed: b,
        })
        .collect();
    Ok(Json(Page { artifacts, next }))
}

/// The artifact `id`, if this session may reach it: any in the admin view; in the QA view
/// those of a device its allowlist matches.
pub(super) async fn reachable(
    state: &AppState,
    console: &Console,
    id: &str,
) -> Result<Artifact, ApiError> {
    let missing = || ApiError::refused(StatusCode::NOT_FOUND, format!("no artifact {id}"));
    let a = artifacts::lookup(state.db(), id)
        .await?
        .ok_or_else(missing)?;
    if console.view() == View::Admin {
        return Ok(a);
    }
    match devices::get(state.db(), &a.device_id).await? {
        Some(d) if console.allows_device(&d.id, &d.name, &d.labels) => Ok(a),
        _ => Err(missing()),
    }
}

/// A link to play or download an artifact.
#[derive(Debug, Serialize)]
pub(crate) struct Link {
    /// Path and query on this relay (ranges work: a `<video>` can seek).
    url: String,
    expires_at: String,
}

/// `POST /v1/console/api/artifacts/{id}/link`: a short-lived link, audited.
pub(crate) async fn link(
    State(state): State<AppState>,
    console: Console,
    Path(id): Path<String>,
) -> Result<Json<Link>, ApiError> {
    let a = reachable(&state, &console, &id).await?;
    let (url, expires_at) = state
        .downloads()
        .console_url(&console.key.id, &a, CONSOLE_LINK_TTL, console.actor())
        .await
        .map_err(|e| match e {
            ArtifactError::Db(e) => ApiError::from(e),
            ArtifactError::Store(e) => ApiError::unavailable("artifact store unavailable", e),
            ArtifactError::NotFound(_) => {
                ApiError::refused(StatusCode::NOT_FOUND, format!("no artifact {id}"))
            }
            ArtifactError::NotReady(_) => ApiError::refused(
                StatusCode::CONFLICT,
                format!("artifact {id} is not ready: it is still uploading or failed"),
            ),
        })?;
    Ok(Json(Link { url, expires_at }))
}

/// `DELETE /v1/console/api/artifacts/{id}` (admin): its bytes, then its row; audited.
pub(crate) async fn delete(
    State(state): State<AppState>,
    console: Console,
    Path(id): Path<String>,
) -> Result<Json<serde_json::Value>, ApiError> {
    console.require_admin()?;
    let by = format!("console {} (key {})", console.id, console.key.id);
    let a = artifacts::delete(
        state.db(),
        state.audit(),
        state.artifacts().as_ref(),
        &id,
        &by,
    )
    .await
    .map_err(|e| match e {
        ArtifactError::Db(e) => ApiError::from(e),
        ArtifactError::Store(e) => ApiError::unavailable("artifact store unavailable", e),
        _ => ApiError::refused(StatusCode::NOT_FOUND, format!("no artifact {id}")),
    })?;
    Ok(Json(serde_json::json!({"id": a.id, "deleted": true})))
}

/// The format of a recording's actions.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct ActionsQuery {
    /// `json` (default) or `vtt`.
    format: Option<String>,
}

/// `GET /v1/console/api/artifacts/{id}/actions[?format=vtt]`: what was done on the device
/// while it recorded, timed into the video (`relay_core::actions`).
pub(crate) async fn actions(
    State(state): State<AppState>,
    console: Console,
    Path(id): Path<String>,
    Query(q): Query<ActionsQuery>,
) -> Result<axum::response::Response, ApiError> {
    use axum::response::IntoResponse as _;
    let a = reachable(&state, &console, &id).await?;
    let track = relay_core::actions::of_recording(state.db(), state.audit(), &a)
        .await?
        .ok_or_else(|| {
            ApiError::refused(
                StatusCode::NOT_FOUND,
                format!("{id} is not a recording of a device: it has no actions"),
            )
        })?;
    match q.format.as_deref() {
        None | Some("json") => Ok(Json(track).into_response()),
        Some("vtt") => Ok((
            [(axum::http::header::CONTENT_TYPE, "text/vtt; charset=utf-8")],
            relay_core::actions::webvtt(&track),
        )
            .into_response()),
        Some(_) => Err(bad("format: json or vtt")),
    }
}
