//! `/v1/agent/connect`: the control WebSocket every device-agent dials.
//!
//! The agent authenticates with its device token (`Authorization: Bearer dt_…`), sends a
//! hello, gets a welcome, then answers requests and sends heartbeats. A connection that
//! stays silent for three heartbeat intervals is dropped; the agent reconnects by itself.
//!
//! A connection goes through named steps, each taking the previous step's output, which
//! only that step can make (a private field keeps other modules from writing one):
//! the device authenticated before the upgrade ([`DeviceAuth`]; a refusal is a 401) →
//! [`greet`] (its hello read in time and checked; a refusal is a `Refused` message and
//! close 4001) → [`register`] (in the hub and, scaled out, the cluster's presence and
//! routing) → [`serve`] (the welcome, requests and heartbeats both ways until either side
//! ends, then the registration undone).

mod greet;
mod register;
mod routed;
mod serve;
#[cfg(test)]
mod tests;

use std::net::SocketAddr;

use axum::extract::ws::{CloseFrame, Message, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, State};
use axum::response::Response;
use futures_util::{SinkExt, StreamExt};
use proto::RelayMessage;

use crate::auth::DeviceAuth;
use crate::state::AppState;

pub(crate) use greet::{Greeted, Refused, greet};
pub(crate) use register::{Registered, register};
pub(crate) use serve::serve;

/// Upgrade an authenticated agent to the control WebSocket.
pub(crate) async fn connect(
    State(state): State<AppState>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    auth: DeviceAuth,
    ws: WebSocketUpgrade,
) -> Response {
    // A small read buffer: the library's 128 KiB default, zero-filled on first read, would
    // cost a fleet of 1,000 idle agents over 100 MiB. Screenshots still arrive whole; the
    // buffer only bounds each socket read.
    ws.max_message_size(proto::MAX_PAYLOAD_BYTES + 64 * 1024)
        .read_buffer_size(16 * 1024)
        .on_upgrade(move |socket| {
            let sockets = state.sockets().clone();
            sockets.track_future(link(state, auth, peer, socket))
        })
}

/// An upgraded agent's socket, through its steps.
async fn link(state: AppState, auth: DeviceAuth, peer: SocketAddr, socket: WebSocket) {
    let (sink, stream) = socket.split();
    let Ok(greeted) = greet(&state, auth, peer, sink, stream).await else {
        return;
    };
    let registered = register(&state, greeted).await;
    serve(&state, registered).await;
}

/// Send one message as JSON text.
async fn send<S>(sink: &mut S, message: &RelayMessage) -> Result<(), ()>
where
    S: SinkExt<Message> + Unpin,
{
    let text = serde_json::to_string(message).map_err(|_| ())?;
    sink.send(Message::Text(text.into())).await.map_err(|_| ())
}

/// Tell the agent why it is refused, then close.
async fn refuse<S>(sink: &mut S, refused: &Refused)
where
    S: SinkExt<Message> + Unpin,
{
    tracing::warn!(message = %refused.message, "agent refused");
    let _ = send(
        sink,
        &RelayMessage::Refused {
            message: refused.message.clone(),
            retry: refused.retry,
        },
    )
    .await;
    let (code, reason) = Refused::CLOSE_FRAME;
    let _ = sink
        .send(Message::Close(Some(CloseFrame {
            code,
            reason: reason.into(),
        })))
        .await;
}
