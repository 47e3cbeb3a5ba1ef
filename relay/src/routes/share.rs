//! Share links over HTTP ([`relay_core::shares`]): the player page at `/share/` (the
//! console's `share.html`), which trades the token in its fragment for the share's
//! recordings (`POST /v1/share/open`), and each recording's bytes by a link signed for the
//! share and the artifact (`GET` / `HEAD /v1/shares/{share}/artifacts/{id}`), and under the
//! same signature its actions (`…/{id}/actions`).
//!
//! No account is needed: the token is the credential, and it reaches exactly the recordings
//! the share names, while the share is neither revoked nor expired (and the key that made it
//! is usable). Every opening and every request for bytes is audited; a token that matches no
//! share counts as a failed authentication for the rate limit.

use std::net::SocketAddr;

use axum::body::Bytes;
use axum::extract::{ConnectInfo, State};
use axum::http::{HeaderMap, Method, StatusCode, header};
use axum::response::{Json, Response};
use proto::ArtifactState;
use serde::{Deserialize, Serialize};

use super::download::{self, Reader};
use super::signed_link::Signed;
use crate::api_error::ApiError;
use crate::state::AppState;
use relay_core::access::devices;
use relay_core::access::rate_limit::{Credential, Failure};
use relay_core::artifacts::{self, link::ShareLink};
use relay_core::audit::{Kind, NewEvent};
use relay_core::shares::{self, Share};

/// The page's request: the token from its fragment.
#[derive(Deserialize)]
struct Open {
    token: String,
}

/// What the player page shows.
#[derive(Debug, Serialize)]
pub(crate) struct ShareView {
    id: String,
    title: String,
    expires_at: String,
    recordings: Vec<Recording>,
    /// Recordings the share names that are gone (deleted, or their device removed).
    missing: usize,
}

/// One recording of a share, with a link that plays it.
#[derive(Debug, Serialize)]
struct Recording {
    id: String,
    /// The device's name (its id when it has none).
    device: Option<String>,
    created_at: String,
    duration_seconds: Option<f64>,
    size_bytes: u64,
    content_type: &'static str,
    /// Path and query on this relay; ranges work, so the player can seek.
    url: String,
}

fn refused(why: shares::Refusal) -> ApiError {
    ApiError::refused(StatusCode::GONE, why.to_string())
}

/// A ready artifact of the share whose device (if it came from one) is still enrolled.
async fn playable(state: &AppState, id: &str) -> Result<Option<artifacts::Row>, ApiError> {
    let Some(row) = artifacts::get_row(state.db(), id)
        .await?
        .filter(|r| r.artifact.state == ArtifactState::Ready)
    else {
        return Ok(None);
    };
    if !row.artifact.device_id.is_empty()
        && devices::get(state.db(), &row.artifact.device_id)
            .await?
            .is_none()
    {
        return Ok(None);
    }
    Ok(Some(row))
}

/// `POST /v1/share/open` `{"token": "…"}`: the share's recordings with links that play them;
/// audited. A token that matches nothing gets one answer, whatever it was.
pub(crate) async fn open(
    State(state): State<AppState>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Json<ShareView>, ApiError> {
    let Ok(req) = serde_json::from_slice::<Open>(&body) else {
        return Err(ApiError::refused(
            StatusCode::BAD_REQUEST,
            "the body must be JSON: {\"token\": \"…\"}",
        ));
    };
    let failures = state.failures();
    let client = failures.client(Some(peer), &headers);
    failures.check(client, Some(&req.token))?;
    let Some(share) = shares::by_token(state.db(), &req.token).await? else {
        failures.failed(
            Failure::new(
                Credential::ShareLink,
                "unknown share link",
                "/v1/share/open",
                client,
            ),
            client,
            Some(&req.token),
        );
        return Err(ApiError::refused(
            StatusCode::UNAUTHORIZED,
            "this share link is not valid; ask whoever sent it for a new one",
        ));
    };
    if let Some(why) = share.refusal(state.db()).await? {
        return Err(refused(why));
    }
    let names: std::collections::HashMap<String, String> = devices::list(state.db())
        .await?
        .into_iter()
        .map(|d| (d.id, d.name))
        .collect();
    let mut recordings = Vec::with_capacity(share.artifact_ids.len());
    for id in &share.artifact_ids {
        let Some(row) = playable(&state, id).await? else {
            continue;
        };
        let a = row.artifact;
        recordings.push(Recording {
            url: shares::stream_path(state.links(), &share, &a.id),
            device: names.get(&a.device_id).cloned(),
            duration_seconds: a.report.as_ref().map(|r| r.duration_ms as f64 / 1000.0),
            size_bytes: a.size_bytes,
            content_type: artifacts::served_type(&a),
            created_at: a.created_at,
            id: a.id,
        });
    }
    let user_agent = headers
        .get(header::USER_AGENT)
        .and_then(|v| v.to_str().ok())
        .map(|s| s.chars().take(256).collect::<String>());
    let mut event = NewEvent::new(Kind::ShareOpened).detail(serde_json::json!({
        "share_id": share.id,
        "address": client.map(|c| c.to_string()),
        "user_agent": user_agent,
        "recordings": recordings.len(),
    }));
    if let Some(key) = &share.key_id {
        event = event.key(key);
    }
    state.audit().record(event).await;
    let Share {
        id,
        title,
        expires_at,
        artifact_ids,
        ..
    } = share;
    Ok(Json(ShareView {
        missing: artifact_ids.len() - recordings.len(),
        id,
        title,
        expires_at,
        recordings,
    }))
}

fn gone() -> ApiError {
    ApiError::refused(StatusCode::NOT_FOUND, "this file is no longer available")
}

/// The share and the recording a page link names, while the share works and the recording
/// is there to play.
async fn shared(state: &AppState, link: &ShareLink) -> Result<(Share, artifacts::Row), ApiError> {
    // The signature names both, so neither can be another share's or another file.
    let share = shares::get(state.db(), &link.share_id)
        .await?
        .filter(|s| s.artifact_ids.contains(&link.id))
        .ok_or_else(gone)?;
    if let Some(why) = share.refusal(state.db()).await? {
        return Err(refused(why));
    }
    let row = playable(state, &link.id).await?.ok_or_else(gone)?;
    Ok((share, row))
}

/// `GET` / `HEAD /v1/shares/{share}/artifacts/{id}`: one recording of a share, while the
/// share works; every request audited (any method, any range).
pub(crate) async fn stream(
    State(state): State<AppState>,
    Signed(link): Signed<ShareLink>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    method: Method,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let (share, row) = shared(&state, &link).await?;
    let reader = Reader {
        key_id: None,
        share_id: Some(&share.id),
        peer,
    };
    download::serve(&state, &row, reader, &method, &headers).await
}

/// `GET /v1/shares/{share}/artifacts/{id}/actions`: what was done on the recording's device
/// while it recorded (`relay_core::actions`), for the share's page, under the same signed
/// link as its bytes and while the share works; each read audited.
pub(crate) async fn actions(
    State(state): State<AppState>,
    Signed(link): Signed<ShareLink>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
) -> Result<Json<relay_core::actions::Track>, ApiError> {
    let (share, row) = shared(&state, &link).await?;
    let track = relay_core::actions::of_recording(state.db(), state.audit(), &row.artifact)
        .await?
        .ok_or_else(gone)?;
    let mut event = NewEvent::new(Kind::ShareActionsRead)
        .device(&row.artifact.device_id)
        .detail(serde_json::json!({
            "share_id": share.id,
            "artifact_id": row.artifact.id,
            "address": peer.to_string(),
        }));
    if let Some(key) = &share.key_id {
        event = event.key(key);
    }
    state.audit().record(event).await;
    Ok(Json(track))
}
