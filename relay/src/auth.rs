//! Who is calling: the bearer key of an HTTP request, checked before any handler runs.

use std::net::SocketAddr;

use axum::extract::{ConnectInfo, Request, State};
use axum::http::{StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use crate::agent_link::bearer;
use crate::failures::{Credential, Failure};
use crate::keys::{self, ApiKey, AuthError};
use crate::state::AppState;

/// The authenticated caller of a request, put in the request's extensions.
#[derive(Clone, Debug)]
pub struct Caller {
    /// The key used.
    pub key: ApiKey,
}

/// Middleware: refuse requests without a valid, unexpired, unrevoked key with 401.
pub async fn require_key(
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
        return limited.into_response();
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
                    Failure {
                        credential: Credential::ApiKey,
                        reason: reason.to_string(),
                        path: request.uri().path().chars().take(200).collect(),
                        address: client.map(|c| c.to_string()),
                    },
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
