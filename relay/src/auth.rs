//! Who is calling: the bearer key of an HTTP request, checked before any handler runs.

use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use axum::extract::{ConnectInfo, Request, State};
use axum::http::{StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use crate::agent_link::bearer;
use crate::audit::{Kind, NewEvent};
use crate::keys::{self, ApiKey, AuthError};
use crate::state::AppState;

/// The authenticated caller of a request, put in the request's extensions.
#[derive(Clone, Debug)]
pub struct Caller {
    /// The key used.
    pub key: ApiKey,
}

/// How often one address may add an `auth_failed` event to the audit log.
const FAILURE_EVENT_EVERY: Duration = Duration::from_secs(60);
/// Addresses remembered at most; past it the table starts over.
const FAILURE_TABLE_MAX: usize = 10_000;

/// Throttles `auth_failed` audit events per address, so that a client hammering the relay
/// with bad keys cannot grow the audit log (or cost a database write) per request. Every
/// failure is still refused; the events that are written count the ones that were not.
#[derive(Debug, Default)]
pub struct AuthFailures {
    seen: Mutex<HashMap<Option<IpAddr>, (Instant, u64)>>,
}

impl AuthFailures {
    /// Whether to audit this failure now; if so, how many were suppressed since the last.
    pub fn admit(&self, peer: Option<IpAddr>) -> Option<u64> {
        let now = Instant::now();
        let mut seen = self.seen.lock().unwrap_or_else(|p| p.into_inner());
        if seen.len() >= FAILURE_TABLE_MAX && !seen.contains_key(&peer) {
            seen.clear();
        }
        match seen.get_mut(&peer) {
            Some((last, suppressed)) if now.duration_since(*last) < FAILURE_EVENT_EVERY => {
                *suppressed += 1;
                None
            }
            Some(entry) => {
                let suppressed = entry.1;
                *entry = (now, 0);
                Some(suppressed)
            }
            None => {
                seen.insert(peer, (now, 0));
                Some(0)
            }
        }
    }
}

/// Middleware: refuse requests without a valid, unexpired, unrevoked key with 401.
pub async fn require_key(
    State(state): State<AppState>,
    mut request: Request,
    next: Next,
) -> Response {
    let result = match bearer(request.headers()) {
        None => Ok(Err(AuthError::Missing)),
        Some(secret) => keys::authenticate(state.db(), secret).await,
    };
    match result {
        Ok(Ok(key)) => {
            request.extensions_mut().insert(Caller { key });
            next.run(request).await
        }
        Ok(Err(reason)) => {
            let peer = request
                .extensions()
                .get::<ConnectInfo<SocketAddr>>()
                .map(|c| c.0.ip());
            if reason != AuthError::Missing
                && let Some(suppressed) = state.auth_failures().admit(peer)
            {
                // The secret itself is never logged or audited, only that one failed.
                state
                    .audit()
                    .record(NewEvent::new(Kind::AuthFailed).detail(serde_json::json!({
                        "reason": reason.to_string(),
                        "path": request.uri().path(),
                        "address": peer.map(|p| p.to_string()),
                        "suppressed_since_last": suppressed,
                    })))
                    .await;
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn audits_one_failure_a_minute_per_address() {
        let f = AuthFailures::default();
        let a = Some(IpAddr::from([10, 0, 0, 1]));
        let b = Some(IpAddr::from([10, 0, 0, 2]));
        assert_eq!(f.admit(a), Some(0));
        assert_eq!(f.admit(a), None);
        assert_eq!(f.admit(a), None);
        assert_eq!(f.admit(b), Some(0));
        // A minute later the next one is written, counting the two it held back.
        f.seen.lock().unwrap().get_mut(&a).unwrap().0 -= FAILURE_EVENT_EVERY;
        assert_eq!(f.admit(a), Some(2));
    }
}
