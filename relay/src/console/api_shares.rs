//! *Share links*: list (`GET /v1/console/api/shares`), make (`POST`, the link in the answer
//! once) and revoke (`POST …/{id}/revoke`), through [`relay_core::shares`] as `relay share`
//! does, so the same checks and audit events hold.
//!
//! The admin view shares any recording and sees and revokes every share; the QA view shares
//! only recordings of devices its allowlist matches, and sees and revokes only the shares made
//! with its own key. A share made with a key stops working when that key does.

use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::Json;
use serde::{Deserialize, Serialize};

use super::api_files::reachable;
use super::session::{Console, View};
use crate::api_error::ApiError;
use crate::state::AppState;
use relay_core::shares::{self, Created, NewShare, Share, ShareError};

/// Most shares a page lists.
const LIST_LIMIT: i64 = 200;

/// The shares this session may see, newest first.
#[derive(Debug, Serialize)]
pub(crate) struct Shares {
    shares: Vec<Listed>,
}

#[derive(Debug, Serialize)]
pub(crate) struct Listed {
    #[serde(flatten)]
    share: Share,
    /// `active`, `revoked` or `expired`.
    state: &'static str,
}

fn share_error(e: ShareError) -> ApiError {
    match e {
        ShareError::Db(e) => ApiError::from(e),
        ShareError::NotFound(_) => ApiError::refused(StatusCode::NOT_FOUND, e.to_string()),
        ShareError::Invalid(m) => ApiError::refused(StatusCode::BAD_REQUEST, m),
    }
}

/// Whose shares this session reaches: every one (admin), or its key's (QA).
fn own_key(console: &Console) -> Option<&str> {
    (console.view() == View::Qa).then_some(console.key.id.as_str())
}

/// `GET /v1/console/api/shares`.
pub(crate) async fn list(
    State(state): State<AppState>,
    console: Console,
) -> Result<Json<Shares>, ApiError> {
    let shares = shares::list(state.db(), own_key(&console), LIST_LIMIT).await?;
    let shares = shares
        .into_iter()
        .map(|share| Listed {
            state: share.state(),
            share,
        })
        .collect();
    Ok(Json(Shares { shares }))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct NewShareBody {
    title: String,
    artifact_ids: Vec<String>,
    /// A duration such as 7d or 12h (default 7 days).
    expires_in: Option<String>,
}

/// `POST /v1/console/api/shares` `{title, artifact_ids, expires_in?}`.
pub(crate) async fn create(
    State(state): State<AppState>,
    console: Console,
    body: Bytes,
) -> Result<Json<Created>, ApiError> {
    let bad = |m: String| ApiError::refused(StatusCode::BAD_REQUEST, m);
    let new: NewShareBody = serde_json::from_slice(&body).map_err(|e| {
        bad(format!(
            "the body must be JSON {{\"title\", \"artifact_ids\": [..], \"expires_in\"?: \"7d\"}}: {e}"
        ))
    })?;
    if new.artifact_ids.len() > shares::MAX_ARTIFACTS {
        return Err(bad(format!(
            "artifact_ids: 1 to {} recordings",
            shares::MAX_ARTIFACTS
        )));
    }
    // What this session cannot reach reads as missing, as it does everywhere else.
    for id in &new.artifact_ids {
        reachable(&state, &console, id).await?;
    }
    let ttl = match new.expires_in.as_deref().map(str::trim) {
        None | Some("") => shares::DEFAULT_TTL,
        Some(d) => relay_core::time_input::parse_duration("expires_in", d).map_err(bad)?,
    };
    let created = shares::create(
        state.db(),
        state.audit(),
        &state.settings().public_url,
        NewShare {
            title: new.title,
            artifact_ids: new.artifact_ids,
            ttl,
            created_by: format!("console {} (key {})", console.id, console.key.id),
            key_id: Some(console.key.id.clone()),
        },
    )
    .await
    .map_err(share_error)?;
    Ok(Json(created))
}

/// `POST /v1/console/api/shares/{id}/revoke`.
pub(crate) async fn revoke(
    State(state): State<AppState>,
    console: Console,
    Path(id): Path<String>,
    _body: Bytes,
) -> Result<Json<Listed>, ApiError> {
    let missing = || ApiError::refused(StatusCode::NOT_FOUND, format!("no share {id}"));
    let share = shares::get(state.db(), &id).await?.ok_or_else(missing)?;
    if let Some(key) = own_key(&console)
        && share.key_id.as_deref() != Some(key)
    {
        return Err(missing());
    }
    let by = format!("console {} (key {})", console.id, console.key.id);
    let share = shares::revoke(state.db(), state.audit(), &id, &by)
        .await
        .map_err(share_error)?;
    Ok(Json(Listed {
        state: share.state(),
        share,
    }))
}
