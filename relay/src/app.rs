//! The HTTP surface of the relay as one axum `Router`, testable in-process.

use axum::extract::DefaultBodyLimit;
use axum::extract::{Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Json, Response};
use axum::routing::{get, post, put};
use axum::{Extension, Router, middleware};
use serde::Deserialize;
use tokio_util::sync::CancellationToken;

use crate::auth::{Caller, require_key};
use crate::mcp::jsonrpc_guard;
use crate::routes::{
    download, health, live_bridge, live_ticket, offer, recording_actions, share, upload, videos,
};
use crate::state::AppState;
use crate::{agent_link, console, mcp, oauth, viewer};
use relay_core::access::scope;
use relay_core::audit::Filter;

/// Build the router.
pub fn app(state: AppState) -> Router {
    let shutdown: CancellationToken = state.shutdown().child_token();
    // The connector URL for OAuth clients: the same tools behind access tokens.
    let oauth_mcp = Router::new()
        .nest_service(
            oauth::MCP_PATH,
            mcp::service(state.clone(), shutdown.clone()),
        )
        .layer(middleware::from_fn(jsonrpc_guard::guard))
        .route_layer(middleware::from_fn_with_state(
            state.clone(),
            oauth::access::require_token,
        ));
    let keyed = Router::new()
        .nest_service("/mcp", mcp::service(state.clone(), shutdown))
        .layer(middleware::from_fn(jsonrpc_guard::guard))
        // The body is streamed to disk within the upload's own cap.
        .route(
            "/v1/videos",
            post(videos::upload).layer(DefaultBodyLimit::disable()),
        )
        .route("/v1/admin/audit", get(admin_audit))
        .route("/v1/admin/audit/verify", get(admin_audit_verify))
        .route(
            "/v1/console/link",
            post(console::issue_link).layer(DefaultBodyLimit::max(4096)),
        )
        // Only on these routes: any other path is a plain 404 (a client probing for OAuth
        // discovery at the origin's root must find nothing, not a challenge).
        .route_layer(middleware::from_fn_with_state(state.clone(), require_key));
    Router::new()
        .route("/healthz", get(health::healthz))
        .route("/readyz", get(health::readyz))
        .route(proto::AGENT_CONNECT_PATH, get(agent_link::connect))
        .route(
            proto::AGENT_ARTIFACTS_PATH,
            post(offer::offer).layer(DefaultBodyLimit::max(offer::MAX_JSON_BODY)),
        )
        .route(
            &format!("{}/{{id}}/complete", proto::AGENT_ARTIFACTS_PATH),
            post(offer::complete).layer(DefaultBodyLimit::max(offer::MAX_JSON_BODY)),
        )
        .route(
            &format!("{}/{{id}}/actions", proto::AGENT_RECORDINGS_PATH),
            get(recording_actions::actions),
        )
        .route("/v1/uploads/{id}/{part}", put(upload::upload_part))
        .route(proto::LIVE_DEVICE_PATH, get(live_bridge::device))
        .route(proto::LIVE_VIEWER_PATH, get(live_bridge::viewer))
        .route(
            proto::LIVE_TICKET_INFO_PATH,
            post(live_ticket::ticket_info).layer(DefaultBodyLimit::max(live_ticket::MAX_BODY)),
        )
        .merge(viewer::routes())
        .merge(console::routes())
        .merge(oauth::routes())
        .merge(oauth_mcp)
        // `get` answers HEAD too; the handler sends no body for it.
        .route("/v1/artifacts/{id}/download", get(download::handler))
        .route(
            "/v1/share/open",
            post(share::open).layer(DefaultBodyLimit::max(1024)),
        )
        .route("/v1/shares/{share}/artifacts/{id}", get(share::stream))
        .route(
            "/v1/shares/{share}/artifacts/{id}/actions",
            get(share::actions),
        )
        .merge(keyed)
        .with_state(state)
}

#[derive(Deserialize)]
struct AuditQuery {
    device: Option<String>,
    since: Option<String>,
    limit: Option<i64>,
}

/// The refusal for a key without the admin scope, if it lacks it.
fn admin_only(caller: &Caller) -> Option<Response> {
    (!caller.key.grants().has(scope::ADMIN))
        .then(|| (StatusCode::FORBIDDEN, "this key lacks scope \"admin\"").into_response())
}

async fn admin_audit(
    State(state): State<AppState>,
    Extension(caller): Extension<Caller>,
    Query(q): Query<AuditQuery>,
) -> Response {
    if let Some(r) = admin_only(&caller) {
        return r;
    }
    if let Some(limit) = q.limit
        && !(1..=100_000).contains(&limit)
    {
        return (StatusCode::BAD_REQUEST, "limit: allowed 1..=100000").into_response();
    }
    let since = match q.since.as_deref().map(relay_core::time_input::parse_since) {
        Some(Err(e)) => return (StatusCode::BAD_REQUEST, e).into_response(),
        Some(Ok(s)) => Some(s),
        None => None,
    };
    match state
        .audit()
        .list(&Filter {
            device_id: q.device,
            since,
            limit: Some(q.limit.unwrap_or(1000)),
            ..Default::default()
        })
        .await
    {
        Ok(events) => Json(serde_json::json!({ "events": events })).into_response(),
        Err(e) => {
            tracing::error!(error = %e, "audit read failed");
            (StatusCode::SERVICE_UNAVAILABLE, "audit log unavailable").into_response()
        }
    }
}

async fn admin_audit_verify(
    State(state): State<AppState>,
    Extension(caller): Extension<Caller>,
) -> Response {
    if let Some(r) = admin_only(&caller) {
        return r;
    }
    match console::audit_verification(&state).await {
        Ok(v) => Json(v).into_response(),
        Err(e) => e.into_response(),
    }
}
