//! `/v1/agent/connect`: the control WebSocket every device-agent dials.
//!
//! The agent authenticates with its device token (`Authorization: Bearer dt_…`), sends a
//! hello, gets a welcome, then answers requests and sends heartbeats. A connection that
//! stays silent for three heartbeat intervals is dropped; the agent reconnects by itself.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use axum::extract::ws::{CloseFrame, Message, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, State};
use axum::response::Response;
use futures_util::{SinkExt, StreamExt};
use proto::{AgentMessage, Hello, PROTOCOL_VERSION, RelayMessage, Welcome};

use crate::audit::Kind;
use crate::auth::DeviceAuth;
use crate::cluster::{presence, routing};
use crate::devices::{self, Device};
use crate::hub::AgentConn;
use crate::state::AppState;
use crate::store::time;

/// How long an agent has to send its hello.
const HELLO_TIMEOUT: Duration = Duration::from_secs(10);
/// How long a close frame of ours waits for the agent's answering one before the socket is
/// dropped anyway.
const CLOSE_HANDSHAKE: Duration = Duration::from_secs(1);

/// Upgrade an authenticated agent to the control WebSocket.
pub(crate) async fn connect(
    State(state): State<AppState>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    DeviceAuth { device, token_hash }: DeviceAuth,
    ws: WebSocketUpgrade,
) -> Response {
    // A small read buffer: the library's 128 KiB default, zero-filled on first read, would
    // cost a fleet of 1,000 idle agents over 100 MiB. Screenshots still arrive whole; the
    // buffer only bounds each socket read.
    ws.max_message_size(proto::MAX_PAYLOAD_BYTES + 64 * 1024)
        .read_buffer_size(16 * 1024)
        .on_upgrade(move |socket| {
            let sockets = state.sockets().clone();
            sockets.track_future(serve(state, device, token_hash, peer, socket))
        })
}

fn check_hello(hello: &Hello) -> Result<(), String> {
    if hello.protocol_version != PROTOCOL_VERSION {
        return Err(format!(
            "protocol version {} is not supported by this relay (it speaks {PROTOCOL_VERSION}); upgrade the device-agent",
            hello.protocol_version
        ));
    }
    if hello.display_name.chars().count() > 128 || hello.agent_version.len() > 64 {
        return Err("hello: display_name must be at most 128 characters, agent_version 64".into());
    }
    if hello.displays.is_empty() || hello.displays.len() > 64 {
        return Err("hello: displays must list 1 to 64 displays".into());
    }
    if hello.unavailable.len() > proto::MAX_UNAVAILABLE
        || hello
            .unavailable
            .iter()
            .any(|u| u.reason.chars().count() > proto::MAX_UNAVAILABLE_REASON)
    {
        return Err(format!(
            "hello: unavailable must list at most {} capabilities, each reason at most {} characters",
            proto::MAX_UNAVAILABLE,
            proto::MAX_UNAVAILABLE_REASON
        ));
    }
    Ok(())
}

async fn serve(
    state: AppState,
    device: Device,
    token_hash: String,
    peer: SocketAddr,
    socket: WebSocket,
) {
    let (mut sink, mut stream) = socket.split();
    let hello = match tokio::time::timeout(HELLO_TIMEOUT, stream.next()).await {
        Ok(Some(Ok(Message::Text(text)))) if text.len() <= proto::MAX_TEXT_FRAME_BYTES => {
            match serde_json::from_str::<AgentMessage>(&text) {
                Ok(AgentMessage::Hello(h)) => h,
                _ => return refuse(&mut sink, "the first message must be a hello", false).await,
            }
        }
        _ => return refuse(&mut sink, "no hello within 10 s", true).await,
    };
    if let Err(reason) = check_hello(&hello) {
        devices::audit_event(
            state.audit(),
            Kind::DeviceRefused,
            &device.id,
            serde_json::json!({"reason": reason, "address": peer.to_string()}),
        )
        .await;
        return refuse(&mut sink, &reason, false).await;
    }
    let connected_at = time::format(time::now());
    let (conn, mut outbound, replaced) =
        state
            .hub()
            .connect(&device.id, token_hash, hello.clone(), connected_at);
    if let Err(e) = devices::set_online(state.db(), &device.id, true).await {
        tracing::error!(error = %e, device = %device.id, "could not mark device online");
    }
    let routed = Routed::start(&state, &conn).await;
    let row = routed.as_ref().map(|r| r.row.clone());
    devices::audit_event(
        state.audit(),
        Kind::DeviceConnected,
        &device.id,
        serde_json::json!({
            "address": peer.to_string(),
            "display_name": hello.display_name,
            "agent_version": hello.agent_version,
            "platform": hello.platform,
            "replaced_connection": replaced,
        }),
    )
    .await;
    tracing::info!(device = %device.id, name = %device.name, %peer, "agent connected");

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
                        reader_conn.try_send(RelayMessage::HeartbeatAck { seq });
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
}

/// A socket's part in the cluster (scaled out only): its presence row, good while this
/// replica's lease holds, and the subscription answering other replicas' requests.
struct Routed {
    row: PresenceRow,
    responder: tokio::task::JoinHandle<()>,
    stop: tokio_util::sync::CancellationToken,
}

impl Routed {
    async fn start(state: &AppState, conn: &Arc<AgentConn>) -> Option<Routed> {
        let cluster = state.cluster()?.clone();
        // Subscribed before the presence row says where the device is, so no request
        // finds the row but nobody answering.
        let requests = match routing::subscribe(&cluster, &conn.device_id).await {
            Ok(s) => Some(s),
            Err(e) => {
                tracing::error!(error = %e, device = %conn.device_id, "cannot take routed requests for the device");
                None
            }
        };
        let claim = presence::Claim {
            device_id: conn.device_id.clone(),
            replica_id: cluster.replica_id().to_string(),
            session: crate::secret::short_id("s_"),
        };
        let claimed = presence::claim(state.db(), &claim, &conn.connected_at, &conn.hello).await;
        if let Err(e) = claimed {
            tracing::error!(error = %e, device = %conn.device_id, "could not record the device's presence");
        }
        let stop = tokio_util::sync::CancellationToken::new();
        let responder = tokio::spawn(routing::serve_device(
            cluster,
            conn.clone(),
            requests,
            stop.clone(),
        ));
        Some(Routed {
            row: PresenceRow {
                db: state.db().clone(),
                claim,
            },
            responder,
            stop,
        })
    }

    /// Stop answering for the device and give up its presence row (unless a newer socket
    /// has taken it).
    async fn stop(self) {
        self.stop.cancel();
        let _ = self.responder.await;
        let PresenceRow { db, claim } = self.row;
        if let Err(e) = presence::release(&db, &claim).await {
            tracing::error!(error = %e, device = %claim.device_id, "could not remove the device's presence");
        }
    }
}

/// The socket's presence row.
#[derive(Clone)]
struct PresenceRow {
    db: crate::store::Db,
    claim: presence::Claim,
}

impl PresenceRow {
    /// Tell the other replicas the screen memory's new state.
    fn memory_changed(&self, memory: &proto::MemoryState) {
        let (db, claim, memory) = (self.db.clone(), self.claim.clone(), memory.clone());
        tokio::spawn(async move {
            if let Err(e) = presence::set_memory(&db, &claim, &memory).await {
                tracing::warn!(error = %e, "could not record the screen memory's state");
            }
        });
    }
}

async fn send<S>(sink: &mut S, message: &RelayMessage) -> Result<(), ()>
where
    S: SinkExt<Message> + Unpin,
{
    let text = serde_json::to_string(message).map_err(|_| ())?;
    sink.send(Message::Text(text.into())).await.map_err(|_| ())
}

async fn refuse<S>(sink: &mut S, message: &str, retry: bool)
where
    S: SinkExt<Message> + Unpin,
{
    tracing::warn!(%message, "agent refused");
    let _ = send(
        sink,
        &RelayMessage::Refused {
            message: message.to_string(),
            retry,
        },
    )
    .await;
    let _ = sink
        .send(Message::Close(Some(CloseFrame {
            code: 4001,
            reason: "refused".into(),
        })))
        .await;
}
