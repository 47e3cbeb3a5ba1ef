//! *Keys* (admin): list (`GET /v1/console/api/keys`), create (`POST`, the secret in the
//! answer once) and revoke (`POST …/{id}/revoke`), through the same `keys` operations as
//! `relay keys`, so the same checks and audit events hold.

use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::Json;
use serde::{Deserialize, Serialize};

use super::session::Console;
use crate::api_error::ApiError;
use crate::state::AppState;
use relay_core::access::keys::{self, ApiKey, CreatedKey, KeyError};
use relay_core::access::scope;

/// Every key.
#[derive(Debug, Serialize)]
pub(crate) struct Keys {
    keys: Vec<ApiKey>,
    /// The scopes a new key may hold.
    scopes: &'static [&'static str],
}

fn key_error(e: KeyError) -> ApiError {
    match e {
        KeyError::Db(e) => ApiError::from(e),
        KeyError::NotFound(_) => ApiError::refused(StatusCode::NOT_FOUND, e.to_string()),
        KeyError::BadName => ApiError::refused(StatusCode::BAD_REQUEST, e.to_string()),
    }
}

/// `GET /v1/console/api/keys` (admin).
pub(crate) async fn list(
    State(state): State<AppState>,
    console: Console,
) -> Result<Json<Keys>, ApiError> {
    console.require_admin()?;
    let keys = keys::list(state.db()).await.map_err(key_error)?;
    Ok(Json(Keys {
        keys,
        scopes: scope::ALL_SCOPES,
    }))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct NewKey {
    name: String,
    scopes: Vec<String>,
    devices: Vec<String>,
    /// A duration such as 30d or 12h; none for a key that does not expire.
    expires_in: Option<String>,
}

/// `POST /v1/console/api/keys` (admin) `{name, scopes, devices, expires_in?}`.
pub(crate) async fn create(
    State(state): State<AppState>,
    console: Console,
    body: Bytes,
) -> Result<Json<CreatedKey>, ApiError> {
    console.require_admin()?;
    let bad = |m: String| ApiError::refused(StatusCode::BAD_REQUEST, m);
    let new: NewKey = serde_json::from_slice(&body).map_err(|e| {
        bad(format!(
            "the body must be JSON {{\"name\", \"scopes\": [..], \"devices\": [..], \"expires_in\"?: \"30d\"}}: {e}"
        ))
    })?;
    if new.scopes.len() > 64 || new.devices.len() > 256 {
        return Err(bad(
            "scopes: at most 64; devices: at most 256 patterns".into()
        ));
    }
    let scopes = scope::parse_scopes(&new.scopes.join(",")).map_err(|e| bad(e.to_string()))?;
    let devices = scope::parse_patterns(&new.devices.join(",")).map_err(|e| bad(e.to_string()))?;
    let expires_in = match new.expires_in.as_deref().map(str::trim) {
        None | Some("") => None,
        Some(d) => Some(relay_core::time_input::parse_duration("expires_in", d).map_err(bad)?),
    };
    let created = keys::create(
        state.db(),
        state.audit(),
        &new.name,
        scopes,
        devices,
        expires_in,
    )
    .await
    .map_err(key_error)?;
    tracing::info!(key = %created.key.id, console = %console.id, "key created from the console");
    Ok(Json(created))
}

/// `POST /v1/console/api/keys/{id}/revoke` (admin).
pub(crate) async fn revoke(
    State(state): State<AppState>,
    console: Console,
    Path(id): Path<String>,
    _body: Bytes,
) -> Result<Json<ApiKey>, ApiError> {
    console.require_admin()?;
    let key = keys::revoke(state.db(), state.audit(), &id)
        .await
        .map_err(key_error)?;
    Ok(Json(key))
}
