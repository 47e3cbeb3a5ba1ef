//! Who is calling: the bearer credential of an HTTP request, checked before any handler
//! runs: an API key for the MCP and admin routes ([`require_key`]), a device token for the
//! agent's routes ([`DeviceAuth`]).
//!
//! Both refuse a client address or credential prefix that failed too often before any
//! lookup, and note each failure (never the secret) for the rate limit and the audit
//! ([`relay_core::access::rate_limit`]).

use std::net::SocketAddr;

use axum::extract::{ConnectInfo, FromRequestParts, Request, State};
use axum::http::request::Parts;
use axum::http::{HeaderMap, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use crate::api_error::ApiError;
use crate::state::AppState;
use relay_core::access::devices::{self, Device};
use relay_core::access::keys::{self, ApiKey, AuthError};
use relay_core::access::rate_limit::{Credential, Failure};

/// The bearer token of a request, if any.
pub(crate) fn bearer(headers: &HeaderMap) -> Option<&str> {
    let value = headers.get(header::AUTHORIZATION)?.to_str().ok()?;
    let (scheme, token) = value.split_once(' ')?;
    scheme.eq_ignore_ascii_case("bearer").then(|| token.trim())
}

/// The enrolled device whose token (`Authorization: Bearer dt_…`) a request carries.
pub(crate) struct DeviceAuth {
    /// The device.
    pub(crate) device: Device,
    /// The SHA-256 of the token it presented (the hub tells a device's connections apart
    /// by it, so a re-enrolled device's old socket can be ended).
    pub(crate) token_hash: String,
}

impl FromRequestParts<AppState> for DeviceAuth {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, ApiError> {
        let Some(token) = bearer(&parts.headers) else {
            return Err(ApiError::refused(
                StatusCode::UNAUTHORIZED,
                "missing device token: send Authorization: Bearer dt_…",
            ));
        };
        let peer = parts
            .extensions
            .get::<ConnectInfo<SocketAddr>>()
            .map(|c| c.0);
        let failures = state.failures();
        let client = failures.client(peer, &parts.headers);
        failures.check(client, Some(token))?;
        match devices::authenticate(state.db(), token).await? {
            Some(device) => Ok(DeviceAuth {
                device,
                token_hash: relay_core::access::secret::hash(token),
            }),
            None => {
                failures.failed(
                    Failure::new(
                        Credential::DeviceToken,
                        "unknown device token",
                        parts.uri.path(),
                        client,
                    ),
                    client,
                    Some(token),
                );
                Err(ApiError::refused(
                    StatusCode::UNAUTHORIZED,
                    "unknown device token",
                ))
            }
        }
    }
}

/// The authenticated caller of a request, put in the request's extensions.
#[derive(Clone, Debug)]
pub(crate) struct Caller {
    /// The key used.
    pub key: ApiKey,
}

/// Middleware: refuse requests without a valid, unexpired, unrevoked key with 401.
pub(crate) async fn require_key(
    State(state): State<AppState>,
    mut request: Request,
    next: Next,
) -> Response {
    let peer = request
        .extensions()
        .get::<ConnectInfo<SocketAddr>>()
        .map(|c| c.0);
    let failures = state.failures();
    let client = failures.client(peer, request.headers());
    let secret = bearer(request.headers());
    // A client (or a key prefix) that failed too often is refused before any lookup.
    if let Err(limited) = failures.check(client, secret) {
        return crate::api_error::ApiError::from(limited).into_response();
    }
    let result = match secret {
        None => Ok(Err(AuthError::Missing)),
        Some(secret) => keys::authenticate(state.db(), secret).await,
    };
    match result {
        Ok(Ok(key)) => {
            request.extensions_mut().insert(Caller { key });
            next.run(request).await
        }
        Ok(Err(reason)) => {
            if reason != AuthError::Missing {
                // The secret itself is never logged or audited, only that one failed.
                failures.failed(
                    Failure::new(
                        Credential::ApiKey,
                        reason.to_string(),
                        request.uri().path(),
                        client,
                    ),
                    client,
                    secret,
                );
            }
            unauthorized(reason)
        }
        Err(e) => {
            tracing::error!(error = %e, "key lookup failed");
            (
                StatusCode::SERVICE_UNAVAILABLE,
                "relay database unavailable, retry",
            )
                .into_response()
        }
    }
}

fn unauthorized(reason: AuthError) -> Response {
    let body = serde_json::json!({
        "jsonrpc": "2.0",
        "id": null,
        "error": {"code": -32001, "message": format!("unauthorized: {reason}")},
    });
    (
        StatusCode::UNAUTHORIZED,
        [
            (header::WWW_AUTHENTICATE, "Bearer realm=\"relay\""),
            (header::CONTENT_TYPE, "application/json"),
        ],
        body.to_string(),
    )
        .into_response()
}
