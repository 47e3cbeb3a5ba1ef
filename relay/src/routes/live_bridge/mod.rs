//! The two live WebSockets and the copy between them.
//!
//! `/v1/live/device`: the agent dials with its dial token; everything is checked before the
//! upgrade (401 bad or expired token, 404 no such session here, 410 session over, 409 a
//! device socket already there), then the socket is parked in the session's [`Slot`] and
//! waits for a viewer. `/v1/live/viewer`: the browser offers `binary` and `ticket.<ticket>`
//! as subprotocols; the upgrade is accepted selecting `binary` first (a browser cannot read
//! an HTTP refusal, but it can read a close code), then the ticket is consumed; refusals
//! close with 4003 (used) or 4004 (unknown or expired).
//!
//! Each socket goes through named steps, authorize → route → claim or admit → attach, each
//! taking the previous step's output, which only that step can make
//! ([`device_socket`], [`viewer_socket`]). [`bridge`] copies between the two once both are
//! attached.
//!
//! [`Slot`]: crate::live::Slot

mod bridge;

pub(crate) use bridge::MAX_TEXT as MAX_VIEWER_TEXT;
mod device_socket;
#[cfg(test)]
mod fixture;
mod observer;
mod serving;
mod viewer_socket;

use std::net::SocketAddr;

use axum::extract::ws::{WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, State};
use axum::http::HeaderMap;
use axum::response::{IntoResponse, Response};

use crate::state::AppState;

/// Largest message a device may send: a full uncompressed 4K update fits.
const MAX_DEVICE_MESSAGE: usize = 64 * 1024 * 1024;
/// Largest message a viewer may send: RFB client messages are small; a pasted clipboard is
/// the largest.
const MAX_VIEWER_MESSAGE: usize = 4 * 1024 * 1024;

/// `GET /v1/live/device`: a device's live socket, authenticated by its dial token.
pub(crate) async fn device(
    State(state): State<AppState>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    ws: WebSocketUpgrade,
) -> Response {
    let authorized = match device_socket::authorize(&state, peer, &headers).await {
        Ok(a) => a,
        Err(refusal) => return refusal.into_response(),
    };
    let this_replica = serving::this_replica(&state);
    let here = match device_socket::route(&state, this_replica, authorized).await {
        Ok(device_socket::Route::Here(here)) => here,
        Ok(device_socket::Route::Hop(hop)) => return hop.carry(&state, ws).await,
        Err(refusal) => return refusal.into_response(),
    };
    match device_socket::claim(here) {
        Ok(claimed) => device_socket::attach(state, claimed, ws),
        Err(refusal) => refusal.into_response(),
    }
}

/// `GET /v1/live/viewer`: a browser presenting its ticket as a subprotocol.
pub(crate) async fn viewer(
    State(state): State<AppState>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    ws: WebSocketUpgrade,
) -> Response {
    let visitor = match viewer_socket::Visitor::arrived(&state, peer, &headers) {
        Ok(v) => v,
        Err(limited) => return crate::api_error::ApiError::from(limited).into_response(),
    };
    ws.protocols([proto::LIVE_SUBPROTOCOL])
        .max_message_size(MAX_VIEWER_MESSAGE)
        .on_upgrade(move |socket| {
            let sockets = state.sockets().clone();
            sockets.track_future(viewer_side(state, visitor, socket))
        })
}

/// A viewer's socket once upgraded, through its steps.
async fn viewer_side(state: AppState, visitor: viewer_socket::Visitor, mut socket: WebSocket) {
    let authorized = match viewer_socket::authorize(&state, visitor).await {
        Ok(a) => a,
        Err(refusal) => return refusal.close(&mut socket).await,
    };
    let this_replica = serving::this_replica(&state);
    let here = match viewer_socket::route(&state, this_replica, authorized).await {
        viewer_socket::Route::Here(here) => here,
        viewer_socket::Route::Hop(hop) => return hop.carry(&state, socket).await,
    };
    match viewer_socket::admit(&state, here).await {
        Ok(admitted) => viewer_socket::attach(&state, admitted, socket).await,
        Err(refusal) => refusal.close(&mut socket).await,
    }
}
