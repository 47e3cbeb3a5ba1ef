//! The metrics listener (`relay serve --metrics-listen`): `GET /metrics` in the
//! OpenMetrics text format, on a listener of its own, never on the public one (see
//! [`relay_core::metrics`] for what is counted and why).

use axum::extract::State;
use axum::http::header;
use axum::response::{IntoResponse, Response};
use axum::routing::get;

use crate::state::AppState;

/// The metrics listener's routes: `GET /metrics` and nothing else.
pub fn router(state: AppState) -> axum::Router {
    axum::Router::new()
        .route("/metrics", get(scrape))
        .with_state(state)
}

async fn scrape(State(state): State<AppState>) -> Response {
    let text = state
        .metrics()
        .encode(state.hub().len(), state.live_registry().len());
    (
        [(header::CONTENT_TYPE, relay_core::metrics::OPENMETRICS)],
        text,
    )
        .into_response()
}

/// Serve [`router`] on `listener` until `state.shutdown()` is cancelled.
pub async fn serve(listener: tokio::net::TcpListener, state: AppState) -> std::io::Result<()> {
    let shutdown = state.shutdown().clone();
    axum::serve(listener, router(state))
        .with_graceful_shutdown(shutdown.cancelled_owned())
        .await
}
