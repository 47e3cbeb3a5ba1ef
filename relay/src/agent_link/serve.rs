//! Step 4 of an agent's link: the registered connection served (the welcome, then requests
//! out and answers and heartbeats in) until either side ends, then unregistered.

use std::fmt::Display;
use std::time::Duration;

use axum::extract::ws::{CloseFrame, Message};
use futures_util::{Sink, SinkExt, Stream, StreamExt};
use proto::{AgentMessage, RelayMessage, Welcome};

use super::{Registered, send};
use crate::state::AppState;
use relay_core::access::devices;
use relay_core::audit::Kind;
use relay_core::cluster::presence;

/// How long a close frame of ours waits for the agent's answering one before the socket is
/// dropped anyway.
const CLOSE_HANDSHAKE: Duration = Duration::from_secs(1);

/// Serve the connection until the agent leaves, falls silent, breaks the protocol, is
/// replaced or revoked, or the relay shuts down; then undo the registration (unless a newer
/// connection of the device took its place). Returns why it ended.
pub(crate) async fn serve<S, R, E>(state: &AppState, registered: Registered<S, R>) -> String
where
    S: Sink<Message> + Unpin,
    R: Stream<Item = Result<Message, E>> + Unpin,
    E: Display,
{
    let Registered {
        device,
        conn,
        mut outbound,
        routed,
        mut sink,
        mut stream,
        ..
    } = registered;
    let row = routed.as_ref().map(|r| r.row.clone());
    let heartbeat_ms = state.settings().heartbeat_ms;
    let welcome = RelayMessage::Welcome(Welcome {
        device_id: device.id.clone(),
        name: device.name.clone(),
        heartbeat_interval_ms: heartbeat_ms,
    });
    let writer_conn = conn.clone();
    // Ends with why, and whether it sent a close frame of ours.
    let writer = async move {
        if send(&mut sink, &welcome).await.is_err() {
            return ("could not send the welcome".to_string(), false);
        }
        loop {
            tokio::select! {
                message = outbound.recv() => match message {
                    Some(m) => {
                        if send(&mut sink, &m).await.is_err() {
                            return ("send failed".to_string(), false);
                        }
                    }
                    None => return ("outbound queue closed".to_string(), false),
                },
                (code, reason) = writer_conn.closed() => {
                    let frame = CloseFrame { code, reason: reason.clone().into() };
                    let sent = sink.send(Message::Close(Some(frame))).await.is_ok();
                    return (reason, sent);
                }
            }
        }
    };
    let silence = Duration::from_millis(heartbeat_ms.saturating_mul(3));
    let reader_conn = conn.clone();
    let reader = async move {
        loop {
            let message = match tokio::time::timeout(silence, stream.next()).await {
                Err(_) => return format!("no heartbeat for {} s", silence.as_secs()),
                Ok(None) => return "connection closed".to_string(),
                Ok(Some(Err(e))) => return format!("connection error: {e}"),
                Ok(Some(Ok(m))) => m,
            };
            match message {
                // Only binary frames carry payloads; a text frame is bounded by its own,
                // smaller limit before it is parsed.
                Message::Text(text) if text.len() > proto::MAX_TEXT_FRAME_BYTES => {
                    return format!(
                        "protocol error: a text frame of {} bytes is over {}",
                        text.len(),
                        proto::MAX_TEXT_FRAME_BYTES
                    );
                }
                Message::Text(text) => match serde_json::from_str::<AgentMessage>(&text) {
                    Ok(AgentMessage::Response(r)) => reader_conn.complete(r, Vec::new()),
                    Ok(AgentMessage::Heartbeat { seq }) => {
                        let unix_ms =
                            relay_core::store::time::now().unix_timestamp_nanos() / 1_000_000;
                        reader_conn.try_send(RelayMessage::HeartbeatAck {
                            seq,
                            unix_ms: i64::try_from(unix_ms).ok(),
                        });
                    }
                    Ok(AgentMessage::MemoryState(memory)) => {
                        if let Some(row) = &row {
                            row.memory_changed(&memory);
                        }
                        reader_conn.set_memory_state(memory);
                    }
                    Ok(AgentMessage::Hello(_)) => {
                        return "protocol error: a second hello".to_string();
                    }
                    Err(e) => return format!("protocol error: {e}"),
                },
                Message::Binary(bytes) => match proto::decode_binary(&bytes) {
                    Ok((r, payload)) => reader_conn.complete(r, payload.to_vec()),
                    Err(e) => return format!("protocol error: {e}"),
                },
                Message::Close(_) => return "agent closed the connection".to_string(),
                Message::Ping(_) | Message::Pong(_) => {}
            }
        }
    };
    // A relay shutting down (a rolling restart) closes with the code that makes the agent
    // redial at once, so the device is back on another replica within a second; the writer
    // sends that close frame and ends the socket.
    let shutdown = state.shutdown().clone();
    let draining_conn = conn.clone();
    let drain = tokio::spawn(async move {
        shutdown.cancelled().await;
        draining_conn.close(
            proto::CLOSE_RELAY_DRAINING,
            "the relay is shutting down; redial",
        );
    });
    tokio::pin!(reader);
    let reason = tokio::select! {
        reason = &mut reader => reason,
        (reason, closing) = writer => {
            // Our close frame is out: read on until the agent answers it, so that the socket
            // ends after both frames. Dropped at once, it would answer the agent's frame (or a
            // heartbeat in flight) with a reset, which can overtake ours through a proxy; the
            // agent would then back off instead of redialling at once.
            if closing {
                let _ = tokio::time::timeout(CLOSE_HANDSHAKE, &mut reader).await;
            }
            reason
        }
    };
    drain.abort();
    conn.fail_pending();
    let scaled_out = routed.is_some();
    if let Some(routed) = routed {
        routed.stop().await;
    }
    if state.hub().disconnect(&conn) {
        let offline = if scaled_out {
            presence::offline_unless_held(state.db(), &device.id).await
        } else {
            devices::set_online(state.db(), &device.id, false).await
        };
        if let Err(e) = offline {
            tracing::error!(error = %e, device = %device.id, "could not mark device offline");
        }
        devices::audit_event(
            state.audit(),
            Kind::DeviceDisconnected,
            &device.id,
            serde_json::json!({"reason": reason}),
        )
        .await;
    }
    tracing::info!(device = %device.id, %reason, "agent disconnected");
    reason
}
