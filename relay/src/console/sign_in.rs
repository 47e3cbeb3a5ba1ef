//! Signing in and out: a link spent for a session cookie (`POST /v1/console/session`), who
//! the session is (`GET /v1/console/api/me`, which also hands the page its CSRF token),
//! sign-out, and links issued over HTTP by an admin key (`POST /v1/console/link`).

use std::net::SocketAddr;

use axum::extract::{ConnectInfo, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Json, Response};
use axum::{Extension, body::Bytes};
use serde::{Deserialize, Serialize};

use super::session::{self, Console, View};
use super::sign_in_link::{self, IssuedLink, LinkError};
use crate::api_error::ApiError;
use crate::auth::Caller;
use crate::state::AppState;
use relay_core::access::keys;
use relay_core::access::rate_limit::{Credential, Failure};
use relay_core::audit::{Kind, NewEvent};
use relay_core::store::time;

/// Who a console session is, as its pages see it.
#[derive(Debug, Serialize)]
pub(crate) struct Me {
    session_id: String,
    view: View,
    key: MeKey,
    expires_at: String,
    /// Send it back as `X-CSRF-Token` with every request that changes anything.
    csrf_token: String,
}

#[derive(Debug, Serialize)]
struct MeKey {
    id: String,
    name: String,
    scopes: Vec<String>,
    devices: Vec<String>,
}

fn me_of(state: &AppState, c: &Console) -> Me {
    Me {
        session_id: c.id.clone(),
        view: c.view(),
        key: MeKey {
            id: c.key.id.clone(),
            name: c.key.name.clone(),
            scopes: c.key.scopes.clone(),
            devices: c.key.devices.clone(),
        },
        expires_at: c.expires_at.clone(),
        csrf_token: session::csrf_token(state, &c.id),
    }
}

#[derive(Deserialize)]
struct SignIn {
    link: String,
}

/// Refuse a request whose `Origin` is another site's: a sign-in (which has no session and
/// so no CSRF token yet) must come from the console's own page, whose origin is the relay's
/// public URL or the host the request was sent to (a proxy may rewrite one of them).
fn same_origin(headers: &HeaderMap, public_url: &str) -> Result<(), ApiError> {
    let Some(origin) = headers.get(header::ORIGIN).and_then(|v| v.to_str().ok()) else {
        return Ok(());
    };
    let host = headers
        .get(header::HOST)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    let origin_host = origin.split_once("://").map_or("", |(_, h)| h);
    let public = public_url.trim_end_matches('/');
    let public_origin = match public.split_once("://") {
        Some((scheme, rest)) => format!("{scheme}://{}", rest.split('/').next().unwrap_or("")),
        None => String::new(),
    };
    if (!host.is_empty() && origin_host.eq_ignore_ascii_case(host))
        || origin.eq_ignore_ascii_case(&public_origin)
    {
        Ok(())
    } else {
        Err(ApiError::refused(
            StatusCode::FORBIDDEN,
            "a console sign-in must come from the console's own page",
        ))
    }
}

/// `POST /v1/console/session` `{"link": "<token>"}`: spend the link, start a session, set its
/// cookie. A used, expired or unknown link gets one answer, never saying which.
pub(crate) async fn sign_in(
    State(state): State<AppState>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, ApiError> {
    same_origin(&headers, &state.settings().public_url)?;
    let Ok(req) = serde_json::from_slice::<SignIn>(&body) else {
        return Err(ApiError::refused(
            StatusCode::BAD_REQUEST,
            "the body must be JSON: {\"link\": \"…\"}",
        ));
    };
    let failures = state.failures();
    let client = failures.client(Some(peer), &headers);
    failures.check(client, Some(&req.link))?;
    let refused = || {
        ApiError::refused(
            StatusCode::UNAUTHORIZED,
            "this console link is not valid: it was used already, has expired or was never issued; ask for a new one",
        )
    };
    let key = match sign_in_link::consume(state.db(), &req.link).await? {
        Some(key_id) => keys::get(state.db(), &key_id).await?,
        None => None,
    };
    let now = time::format(time::now());
    let Some(key) = key.filter(|k| k.usable_at(&now).is_ok() && sign_in_link::may_use_console(k))
    else {
        failures.failed(
            Failure::new(
                Credential::ConsoleLink,
                "unknown, used or expired console link",
                "/v1/console/session",
                client,
            ),
            client,
            Some(&req.link),
        );
        return Err(refused());
    };
    let address = client.map(|c| c.to_string());
    let user_agent = headers
        .get(header::USER_AGENT)
        .and_then(|v| v.to_str().ok())
        .map(String::from);
    let begun = session::begin(state.db(), &key, address.clone(), user_agent).await?;
    state
        .audit()
        .record(
            NewEvent::new(Kind::ConsoleSignedIn)
                .key(&key.id)
                .detail(serde_json::json!({"console_session": begun.id, "address": address})),
        )
        .await;
    let console = Console::new(begun.id, key, begun.expires_at);
    let cookie = session::set_cookie(&state, &begun.secret, begun.max_age);
    Ok((
        [
            (header::SET_COOKIE, cookie),
            (header::CACHE_CONTROL, "no-store".to_string()),
        ],
        Json(me_of(&state, &console)),
    )
        .into_response())
}

/// `GET /v1/console/api/me`: the session, its view and its CSRF token.
pub(crate) async fn me(State(state): State<AppState>, console: Console) -> Response {
    (
        [(header::CACHE_CONTROL, "no-store")],
        Json(me_of(&state, &console)),
    )
        .into_response()
}

/// `POST /v1/console/api/signout`: end the session and clear its cookie.
pub(crate) async fn sign_out(
    State(state): State<AppState>,
    console: Console,
) -> Result<Response, ApiError> {
    if session::end(state.db(), &console.id).await? {
        state
            .audit()
            .record(
                NewEvent::new(Kind::ConsoleSignedOut)
                    .key(&console.key.id)
                    .detail(console.actor()),
            )
            .await;
    }
    Ok((
        [(header::SET_COOKIE, session::clear_cookie(&state))],
        Json(serde_json::json!({"signed_out": true})),
    )
        .into_response())
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct LinkRequest {
    /// The key the session acts as (default: the calling key).
    key_id: Option<String>,
    /// How long the link works, in seconds (1 to 86400; default 600).
    ttl_seconds: Option<u64>,
}

/// `POST /v1/console/link` with an admin key: a one-time console link for a key.
pub(crate) async fn issue_link(
    State(state): State<AppState>,
    Extension(caller): Extension<Caller>,
    body: Bytes,
) -> Result<Json<IssuedLink>, ApiError> {
    if !caller.key.grants().has(relay_core::access::scope::ADMIN) {
        return Err(ApiError::refused(
            StatusCode::FORBIDDEN,
            "this key lacks scope \"admin\"",
        ));
    }
    let req: LinkRequest = if body.is_empty() {
        LinkRequest {
            key_id: None,
            ttl_seconds: None,
        }
    } else {
        serde_json::from_slice(&body).map_err(|e| {
            ApiError::refused(
                StatusCode::BAD_REQUEST,
                format!("the body must be JSON {{\"key_id\"?: \"k_…\", \"ttl_seconds\"?: 1..86400}}: {e}"),
            )
        })?
    };
    let ttl = req
        .ttl_seconds
        .map_or(sign_in_link::DEFAULT_TTL, std::time::Duration::from_secs);
    let key_id = req.key_id.unwrap_or_else(|| caller.key.id.clone());
    let issued = sign_in_link::issue(
        state.db(),
        state.audit(),
        &state.settings().public_url,
        &key_id,
        ttl,
        &caller.key.id,
    )
    .await
    .map_err(|e| match e {
        LinkError::Db(e) => ApiError::from(e),
        LinkError::NoKey(_) => ApiError::refused(StatusCode::NOT_FOUND, e.to_string()),
        other => ApiError::refused(StatusCode::BAD_REQUEST, other.to_string()),
    })?;
    Ok(Json(issued))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(origin: Option<&str>, host: &str) -> HeaderMap {
        let mut h = HeaderMap::new();
        h.insert(header::HOST, host.parse().unwrap());
        if let Some(o) = origin {
            h.insert(header::ORIGIN, o.parse().unwrap());
        }
        h
    }

    #[test]
    fn a_sign_in_must_come_from_the_consoles_own_origin() {
        let public = "https://relay.example.com";
        assert!(same_origin(&headers(None, "x"), public).is_ok());
        assert!(
            same_origin(
                &headers(Some("http://127.0.0.1:8780"), "127.0.0.1:8780"),
                public
            )
            .is_ok()
        );
        // Behind a proxy that rewrote Host, the public URL's origin still matches.
        assert!(
            same_origin(
                &headers(Some("https://relay.example.com"), "relay:8780"),
                public
            )
            .is_ok()
        );
        assert!(same_origin(&headers(Some("https://evil.example"), "relay:8780"), public).is_err());
        assert!(
            same_origin(
                &headers(Some("https://relay.example.com.evil.example"), "relay:8780"),
                public
            )
            .is_err()
        );
        assert!(same_origin(&headers(Some("null"), "relay:8780"), public).is_err());
    }
}
