//! Consent in the console: the person signed in sees who asks (the client's name, its id
//! or metadata URL, where the answer goes) and decides, granting scopes and devices within
//! their own key only; and the grants listed and revoked (the Keys page).
//!
//! Every route takes the console's session extractor, so a decision needs the session
//! cookie (`SameSite=Strict`) and the CSRF token: another site's page can neither read a
//! request nor approve it. A request is decided once (a guarded `UPDATE`), within its ten
//! minutes.

use axum::Json;
use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use serde::{Deserialize, Serialize};
use sqlx::Row;

use super::authorize::with_query;
use super::token::{NewCode, issue_code, tool_scopes};
use crate::api_error::ApiError;
use crate::console::session::{Console, View};
use crate::state::AppState;
use relay_core::access::grant::{self, Grant, GrantError};
use relay_core::audit::{Kind, NewEvent};
use relay_core::store::time;

/// Devices listed on the consent page at most (the key's patterns cover the rest).
const MAX_DEVICES_SHOWN: usize = 200;
/// Device choices one decision may carry.
const MAX_CHOICES: usize = 256;

/// A waiting request as the consent page shows it.
#[derive(Serialize)]
pub(crate) struct Pending {
    id: String,
    client: ClientView,
    /// Scopes the client asked for (empty: it did not say).
    requested_scopes: Vec<String>,
    /// The tool scopes of the person's key: what may be granted.
    grantable_scopes: Vec<String>,
    /// The key the grant will be made under.
    key: KeyView,
    /// Devices the key reaches, up to [`MAX_DEVICES_SHOWN`].
    devices: Vec<DeviceView>,
    /// Whether more devices exist than are listed.
    more_devices: bool,
    expires_at: String,
}

#[derive(Serialize)]
struct ClientView {
    id: String,
    name: String,
    kind: &'static str,
    client_uri: Option<String>,
    redirect_uri: String,
}

#[derive(Serialize)]
struct KeyView {
    id: String,
    name: String,
    /// The key's device patterns (each may be granted whole).
    devices: Vec<String>,
}

#[derive(Serialize)]
struct DeviceView {
    id: String,
    name: String,
    labels: Vec<String>,
}

struct Row_ {
    client_id: String,
    redirect_uri: String,
    state: Option<String>,
    code_challenge: String,
    scopes: Vec<String>,
    resource: String,
    expires_at: String,
}

fn not_found() -> ApiError {
    ApiError::refused(
        StatusCode::NOT_FOUND,
        "no such authorization request waiting: it was decided, or its ten minutes passed; start again from the application",
    )
}

async fn load(state: &AppState, id: &str) -> Result<Row_, ApiError> {
    if !id.starts_with("oar_") || id.len() > 100 {
        return Err(not_found());
    }
    let now = time::format(time::now());
    let row = sqlx::query(
        "SELECT client_id, redirect_uri, state, code_challenge, scopes, resource, expires_at \
         FROM oauth_requests WHERE id = $1 AND decided_at IS NULL AND expires_at > $2",
    )
    .bind(id)
    .bind(&now)
    .fetch_optional(state.db().pool())
    .await
    .map_err(relay_core::store::DbError::from)?
    .ok_or_else(not_found)?;
    let get = |c: &str| {
        row.try_get::<String, _>(c)
            .map_err(relay_core::store::DbError::from)
    };
    Ok(Row_ {
        client_id: get("client_id")?,
        redirect_uri: get("redirect_uri")?,
        state: row
            .try_get("state")
            .map_err(relay_core::store::DbError::from)?,
        code_challenge: get("code_challenge")?,
        scopes: relay_core::store::split_list(&get("scopes")?),
        resource: get("resource")?,
        expires_at: get("expires_at")?,
    })
}

fn key_tool_scopes(console: &Console) -> Vec<String> {
    tool_scopes()
        .filter(|s| console.key.scopes.iter().any(|k| k == s))
        .map(String::from)
        .collect()
}

/// `GET /v1/console/api/oauth/requests/{id}`: what the consent page shows.
pub(crate) async fn show(
    State(state): State<AppState>,
    console: Console,
    Path(id): Path<String>,
) -> Result<Json<Pending>, ApiError> {
    let req = load(&state, &id).await?;
    let client = super::client::get(state.db(), &req.client_id)
        .await?
        .ok_or_else(not_found)?;
    let mut devices = Vec::new();
    let mut more = false;
    for d in relay_core::access::devices::list(state.db()).await? {
        if console.allows_device(&d.id, &d.name, &d.labels) {
            if devices.len() == MAX_DEVICES_SHOWN {
                more = true;
                break;
            }
            devices.push(DeviceView {
                id: d.id,
                name: d.name,
                labels: d.labels,
            });
        }
    }
    Ok(Json(Pending {
        id,
        client: ClientView {
            kind: match client.kind {
                super::client::ClientKind::MetadataDocument => "metadata_document",
                super::client::ClientKind::Registered => "registered",
            },
            id: client.id,
            name: client.name,
            client_uri: client.client_uri,
            redirect_uri: req.redirect_uri,
        },
        requested_scopes: req.scopes,
        grantable_scopes: key_tool_scopes(&console),
        key: KeyView {
            id: console.key.id.clone(),
            name: console.key.name.clone(),
            devices: console.key.devices.clone(),
        },
        devices,
        more_devices: more,
        expires_at: req.expires_at,
    }))
}

/// A person's decision.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Decision {
    /// `approve` or `deny`.
    decision: String,
    /// The scopes granted (approve).
    #[serde(default)]
    scopes: Vec<String>,
    /// The key's own patterns and device ids granted (approve).
    #[serde(default)]
    devices: Vec<String>,
}

/// Where the browser goes next: the client's redirect URI with the code or the refusal.
#[derive(Serialize)]
pub(crate) struct Decided {
    redirect: String,
    grant_id: Option<String>,
}

/// `POST /v1/console/api/oauth/requests/{id}` `{decision, scopes, devices}`.
pub(crate) async fn decide(
    State(state): State<AppState>,
    console: Console,
    Path(id): Path<String>,
    body: Bytes,
) -> Result<Json<Decided>, ApiError> {
    let bad = |m: String| ApiError::refused(StatusCode::BAD_REQUEST, m);
    let decision: Decision = serde_json::from_slice(&body).map_err(|e| {
        bad(format!("the body must be JSON {{\"decision\": \"approve\" | \"deny\", \"scopes\": [..], \"devices\": [..]}}: {e}"))
    })?;
    let req = load(&state, &id).await?;
    let client = super::client::get(state.db(), &req.client_id)
        .await?
        .ok_or_else(not_found)?;
    let approve = match decision.decision.as_str() {
        "approve" => true,
        "deny" => false,
        _ => return Err(bad("decision: must be \"approve\" or \"deny\"".into())),
    };
    let (scopes, devices) = if approve {
        (
            check_scopes(&console, &decision.scopes)?,
            check_devices(&state, &console, &decision.devices).await?,
        )
    } else {
        (Vec::new(), Vec::new())
    };
    // Decided once: of two tabs approving, one wins.
    let done = sqlx::query("UPDATE oauth_requests SET decided_at = $1 WHERE id = $2 AND decided_at IS NULL AND expires_at > $1")
        .bind(time::format(time::now()))
        .bind(&id)
        .execute(state.db().pool())
        .await
        .map_err(relay_core::store::DbError::from)?;
    if done.rows_affected() == 0 {
        return Err(not_found());
    }
    let iss = state.oauth().urls.issuer.clone();
    let mut pairs: Vec<(&str, &str)> = Vec::new();
    if !approve {
        state
            .audit()
            .append(NewEvent::new(Kind::OAuthDenied).key(&console.key.id).detail(serde_json::json!({
                "client_id": client.id, "client_name": client.name, "console_session": console.id,
            })))
            .await?;
        pairs.push(("error", "access_denied"));
        pairs.push(("error_description", "the person declined"));
        if let Some(s) = &req.state {
            pairs.push(("state", s));
        }
        pairs.push(("iss", &iss));
        return Ok(Json(Decided {
            redirect: with_query(&req.redirect_uri, &pairs),
            grant_id: None,
        }));
    }
    let grant = grant::create(
        state.db(),
        state.audit(),
        &grant::GrantedClient {
            id: &client.id,
            name: &client.name,
            uri: client.client_uri.as_deref(),
        },
        &console.key,
        &scopes,
        &devices,
        &console.id,
    )
    .await?;
    let code = issue_code(
        state.db(),
        NewCode {
            grant_id: &grant.id,
            client_id: &client.id,
            redirect_uri: &req.redirect_uri,
            code_challenge: &req.code_challenge,
            scopes: &scopes,
            resource: &req.resource,
        },
    )
    .await?;
    pairs.push(("code", &code));
    if let Some(s) = &req.state {
        pairs.push(("state", s));
    }
    pairs.push(("iss", &iss));
    Ok(Json(Decided {
        redirect: with_query(&req.redirect_uri, &pairs),
        grant_id: Some(grant.id),
    }))
}

/// The scopes chosen, each a tool scope the person's key holds.
fn check_scopes(console: &Console, chosen: &[String]) -> Result<Vec<String>, ApiError> {
    let grantable = key_tool_scopes(console);
    if chosen.is_empty() || chosen.len() > 64 {
        return Err(ApiError::refused(
            StatusCode::BAD_REQUEST,
            "scopes: choose at least one",
        ));
    }
    let mut out: Vec<String> = Vec::new();
    for s in chosen {
        if !grantable.contains(s) {
            return Err(ApiError::refused(
                StatusCode::FORBIDDEN,
                format!(
                    "scopes: {:?} is beyond this key's grants; it may grant {}",
                    s.chars().take(64).collect::<String>(),
                    if grantable.is_empty() {
                        "no tool scope".to_string()
                    } else {
                        grantable.join(", ")
                    }
                ),
            ));
        }
        if !out.contains(s) {
            out.push(s.clone());
        }
    }
    Ok(out)
}

/// The devices chosen: each one of the key's own patterns, or the id of a device the key
/// reaches (anything else, existing or not, is refused alike).
async fn check_devices(
    state: &AppState,
    console: &Console,
    chosen: &[String],
) -> Result<Vec<String>, ApiError> {
    if chosen.is_empty() || chosen.len() > MAX_CHOICES {
        return Err(ApiError::refused(
            StatusCode::BAD_REQUEST,
            format!("devices: choose 1 to {MAX_CHOICES} (the key's patterns or device ids)"),
        ));
    }
    let mut out: Vec<String> = Vec::new();
    for c in chosen {
        let ok = console.key.devices.contains(c)
            || match relay_core::access::devices::get(state.db(), c).await? {
                Some(d) => d.id == *c && console.allows_device(&d.id, &d.name, &d.labels),
                None => false,
            };
        if !ok {
            return Err(ApiError::refused(
                StatusCode::FORBIDDEN,
                format!(
                    "devices: {:?} is beyond this key's grants; choose among its patterns ({}) or devices it reaches",
                    c.chars().take(64).collect::<String>(),
                    console.key.devices.join(", ")
                ),
            ));
        }
        if !out.contains(c) {
            out.push(c.clone());
        }
    }
    Ok(out)
}

/// The grants a console session sees.
#[derive(Serialize)]
pub(crate) struct Grants {
    grants: Vec<Grant>,
}

/// `GET /v1/console/api/oauth/grants`: every grant (admin), or the session's key's own.
pub(crate) async fn list(
    State(state): State<AppState>,
    console: Console,
) -> Result<Json<Grants>, ApiError> {
    let grants = match console.view() {
        View::Admin => grant::list(state.db()).await.map_err(grant_error)?,
        View::Qa => grant::for_key(state.db(), &console.key.id).await?,
    };
    Ok(Json(Grants { grants }))
}

/// `POST /v1/console/api/oauth/grants/{id}/revoke`: any grant (admin), or one of the
/// session's key's own; another's reads as missing.
pub(crate) async fn revoke(
    State(state): State<AppState>,
    console: Console,
    Path(id): Path<String>,
    _body: Bytes,
) -> Result<Json<Grant>, ApiError> {
    let missing = || {
        ApiError::refused(
            StatusCode::NOT_FOUND,
            format!("no OAuth grant {}", id.chars().take(64).collect::<String>()),
        )
    };
    let g = grant::get(state.db(), &id).await?.ok_or_else(missing)?;
    if console.view() != View::Admin && g.key_id != console.key.id {
        return Err(missing());
    }
    let by = format!("console session {}", console.id);
    Ok(Json(
        grant::revoke(state.db(), state.audit(), &id, &by)
            .await
            .map_err(grant_error)?,
    ))
}

fn grant_error(e: GrantError) -> ApiError {
    match e {
        GrantError::Db(e) => ApiError::from(e),
        GrantError::NotFound(_) => ApiError::refused(StatusCode::NOT_FOUND, e.to_string()),
    }
}
