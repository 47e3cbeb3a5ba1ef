//! The copy between a session's two sockets, once both are attached.
//!
//! It forwards each message as it arrives and awaits each send before reading the next, so
//! a slow side slows the other down (TCP backpressure end to end) and nothing queues in
//! between. Both live sockets keep one message in flight at most.

use std::sync::Arc;
use std::time::Instant;

use axum::extract::ws::{Message, WebSocket};
use futures_util::stream::{SplitSink, SplitStream};
use futures_util::{SinkExt, StreamExt};
use serde_json::json;

use crate::live::hop;
use crate::live::{EndReason, Slot, ViewerHandoff, session};
use crate::state::AppState;
use relay_core::audit::{Kind, NewEvent};
use relay_core::metrics::Direction;

/// The device's socket: parked until a viewer is handed over, then bridged; it ends the
/// session when it drops.
pub(super) async fn device_side(state: AppState, slot: Arc<Slot>, socket: WebSocket) {
    let (mut dev_tx, mut dev_rx) = socket.split();
    let mut viewer = slot.park_device();
    // An RFB server speaks first (its version), so one message may arrive before a viewer
    // does; it is held, and the socket is not read again until the viewer is there (TCP
    // holds the rest). Reading it is also how a device that leaves early is noticed.
    let mut held: Option<Message> = None;
    let handoff = loop {
        tokio::select! {
            v = &mut viewer => match v {
                Ok(v) => break v,
                Err(_) => return,
            },
            why = slot.ended() => {
                close(&mut dev_tx, why.close_frame()).await;
                return;
            }
            m = dev_rx.next(), if held.is_none() => match m {
                Some(Ok(Message::Close(_))) | Some(Err(_)) | None => {
                    state.sessions().end(&slot.id, &slot.device_id, EndReason::DeviceLeft).await;
                    return;
                }
                Some(Ok(m @ Message::Binary(_))) => held = Some(m),
                Some(Ok(_)) => {}
            },
        }
    };
    let ViewerHandoff {
        socket: viewer_socket,
        address,
    } = *handoff;
    let (mut view_tx, mut view_rx) = viewer_socket.split();
    let connected = Instant::now();
    // The side that went away, if one did; `None` when the session was ended from outside
    // (stop, TTL, a revoked device), which closes both sides.
    let (why, gone) = 'bridge: {
        if let Some(m) = held.take() {
            if let Message::Binary(bytes) = &m {
                state.metrics().bridged(Direction::ToViewer, bytes.len());
            }
            if view_tx.send(m).await.is_err() {
                break 'bridge (EndReason::ViewerLeft, true);
            }
        }
        let metrics = state.metrics();
        tokio::select! {
            gone = pump(&mut dev_rx, &mut view_tx, |n| metrics.bridged(Direction::ToViewer, n)) => match gone {
                Gone::Source => (EndReason::DeviceLeft, true),
                Gone::Destination => (EndReason::ViewerLeft, true),
            },
            gone = pump(&mut view_rx, &mut dev_tx, |n| metrics.bridged(Direction::ToDevice, n)) => match gone {
                Gone::Source => (EndReason::ViewerLeft, true),
                Gone::Destination => (EndReason::DeviceLeft, true),
            },
            why = slot.ended() => (why, false),
        }
    };
    let frame = why.close_frame();
    match (why, gone) {
        (EndReason::DeviceLeft, true) => close(&mut view_tx, frame).await,
        (EndReason::ViewerLeft, true) => close(&mut dev_tx, frame).await,
        _ => {
            tokio::join!(close(&mut view_tx, frame), close(&mut dev_tx, frame));
        }
    }
    let seconds = connected.elapsed().as_secs();
    note_viewer_left(&state, &slot.id, &slot.device_id, &address, seconds).await;
    state.sessions().end(&slot.id, &slot.device_id, why).await;
}

/// Note in the row and the audit that the viewer left after `seconds`.
pub(super) async fn note_viewer_left(
    state: &AppState,
    id: &str,
    device_id: &str,
    address: &str,
    seconds: u64,
) {
    if let Err(e) = session::viewer_left(state.db(), id).await {
        tracing::error!(session = %id, error = %e, "could not note the viewer leaving");
    }
    state
        .audit()
        .record(
            NewEvent::new(Kind::ViewerLeft)
                .device(device_id)
                .detail(json!({
                    "session_id": id,
                    "address": address,
                    "seconds_connected": seconds,
                })),
        )
        .await;
}

/// Which end of a [`pump`] went away.
enum Gone {
    /// The socket read from ended.
    Source,
    /// The socket written to refused a message.
    Destination,
}

/// Forward every binary message from `from` to `to`, one at a time, until either ends,
/// telling `counted` each one's length. Text frames have no meaning on the live plane and
/// are dropped; pings are answered by the WebSocket layer itself.
async fn pump(
    from: &mut SplitStream<WebSocket>,
    to: &mut SplitSink<WebSocket, Message>,
    counted: impl Fn(usize),
) -> Gone {
    while let Some(Ok(m)) = from.next().await {
        match m {
            Message::Binary(ref bytes) => {
                counted(bytes.len());
                if to.send(m).await.is_err() {
                    return Gone::Destination;
                }
            }
            Message::Close(_) => return Gone::Source,
            Message::Text(_) | Message::Ping(_) | Message::Pong(_) => {}
        }
    }
    Gone::Source
}

/// Send a close frame, giving up after a moment (the peer may be gone or stalled).
pub(super) async fn close<S>(sink: &mut S, (code, reason): (u16, &'static str))
where
    S: SinkExt<Message> + Unpin,
{
    hop::close_client(sink, code, reason.to_string()).await;
}
