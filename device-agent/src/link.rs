//! The control link: dial the relay, say hello, serve requests, heartbeat, and reconnect
//! after any loss with jittered exponential backoff (1 s doubling to 30 s; back to 1 s after
//! a connection that was accepted).

use std::sync::Arc;
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use proto::{AgentMessage, Hello, PROTOCOL_VERSION, RelayMessage, Response};
use tokio::sync::mpsc;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;
use tokio_tungstenite::tungstenite::{self, Message};
use tokio_util::sync::CancellationToken;

use crate::backoff::Backoff;
use crate::config::AgentConfig;
use crate::handler::Handler;
use crate::net::{NetError, connect_url};

/// Longest wait between connection attempts.
const MAX_BACKOFF: Duration = Duration::from_secs(30);
/// First wait after a loss.
const MIN_BACKOFF: Duration = Duration::from_secs(1);

/// Why the agent stopped for good (anything else is retried).
#[derive(Debug, thiserror::Error)]
pub enum LinkError {
    /// The relay refused us in a way retrying cannot fix.
    #[error("the relay refused this agent: {0}")]
    Refused(String),
    /// The relay cannot be reached as configured.
    #[error(transparent)]
    Net(#[from] NetError),
}

/// How one session ended.
enum End {
    /// Lost after being accepted; reconnect quickly.
    Lost(String),
    /// The relay is draining (a rolling restart): redial at once, another replica answers.
    Redial(String),
    /// Could not connect or was not accepted; back off.
    Failed(String),
    /// Shut down on request.
    Shutdown,
}

/// Keep a control link to the relay until `shutdown`, reconnecting after any loss, over
/// connections made with `tls`.
pub(crate) async fn run(
    config: AgentConfig,
    tls: Arc<rustls::ClientConfig>,
    handler: Handler,
    display_name: String,
    shutdown: CancellationToken,
) -> Result<(), LinkError> {
    let url = connect_url(&config.relay_url)?;
    let mut backoff = Backoff::new(MIN_BACKOFF, MAX_BACKOFF);
    loop {
        // Displays can change between connections (a monitor plugged in), so ask each time.
        let hello = current_hello(&handler, &display_name).await;
        let end = tokio::select! {
            end = session(&url, &config.token, tls.clone(), &handler, &hello, &shutdown) => end?,
            () = shutdown.cancelled() => End::Shutdown,
        };
        let wait = match end {
            End::Shutdown => return Ok(()),
            End::Lost(reason) => {
                tracing::warn!(%reason, "link to the relay lost; reconnecting");
                backoff.after_success()
            }
            End::Redial(reason) => {
                tracing::info!(%reason, "the relay is draining; redialling at once");
                backoff.redial_now()
            }
            End::Failed(reason) => {
                let wait = backoff.after_failure();
                tracing::warn!(%reason, retry_in_ms = wait.as_millis() as u64, "cannot reach the relay");
                wait
            }
        };
        tokio::select! {
            () = tokio::time::sleep(wait) => {}
            () = shutdown.cancelled() => return Ok(()),
        }
    }
}

async fn session(
    url: &str,
    token: &str,
    tls: Arc<rustls::ClientConfig>,
    handler: &Handler,
    hello: &Hello,
    shutdown: &CancellationToken,
) -> Result<End, LinkError> {
    let mut request = url
        .into_client_request()
        .map_err(|e| LinkError::Net(NetError::BadUrl(url.into(), e.to_string())))?;
    let auth = format!("Bearer {token}").parse().map_err(|_| {
        LinkError::Refused("the device token has characters a header cannot carry".into())
    })?;
    request.headers_mut().insert("authorization", auth);
    let ws_config = WebSocketConfig::default().max_message_size(Some(proto::MAX_TEXT_FRAME_BYTES));
    let connector = tokio_tungstenite::Connector::Rustls(tls);
    let connect = tokio_tungstenite::connect_async_tls_with_config(
        request,
        Some(ws_config),
        false,
        Some(connector),
    );
    let (socket, _) = match tokio::time::timeout(Duration::from_secs(15), connect).await {
        Err(_) => return Ok(End::Failed("connect timed out".into())),
        Ok(Err(tungstenite::Error::Http(response))) if response.status() == 401 => {
            return Err(LinkError::Refused(
                "the relay does not know this device token (401); enrol with `relay devices add`"
                    .into(),
            ));
        }
        Ok(Err(e)) => return Ok(End::Failed(e.to_string())),
        Ok(Ok(s)) => s,
    };
    let (mut sink, mut stream) = socket.split();
    let text = serde_json::to_string(&AgentMessage::Hello(hello.clone()))
        .map_err(|e| LinkError::Refused(e.to_string()))?;
    if let Err(e) = sink.send(Message::Text(text.into())).await {
        return Ok(End::Failed(e.to_string()));
    }
    let welcome = match tokio::time::timeout(Duration::from_secs(10), stream.next()).await {
        Ok(Some(Ok(Message::Text(t)))) => serde_json::from_str::<RelayMessage>(&t),
        Ok(other) => return Ok(End::Failed(format!("no welcome: {other:?}"))),
        Err(_) => return Ok(End::Failed("no welcome within 10 s".into())),
    };
    let welcome = match welcome {
        Ok(RelayMessage::Welcome(w)) => w,
        Ok(RelayMessage::Refused {
            message,
            retry: false,
        }) => return Err(LinkError::Refused(message)),
        Ok(RelayMessage::Refused {
            message,
            retry: true,
        }) => return Ok(End::Failed(message)),
        Ok(other) => return Ok(End::Failed(format!("expected a welcome, got {other:?}"))),
        Err(e) => return Ok(End::Failed(format!("bad welcome: {e}"))),
    };
    tracing::info!(device_id = %welcome.device_id, name = %welcome.name, "connected to the relay");
    let interval = Duration::from_millis(welcome.heartbeat_interval_ms.clamp(1_000, 60_000));

    // One writer owns the sink; request tasks and the heartbeat queue messages to it.
    let (out_tx, mut out_rx) = mpsc::channel::<Message>(64);
    let writer = async move {
        while let Some(m) = out_rx.recv().await {
            if let Err(e) = sink.send(m).await {
                return format!("send failed: {e}");
            }
        }
        let _ = sink.close().await;
        "shutting down".to_string()
    };
    let heartbeat_tx = out_tx.clone();
    // The relay hears of every change of the screen memory's state (list_devices shows it).
    let mut memory_state = handler.memory().map(|m| m.watch_state());
    if let Some(rx) = memory_state.as_mut() {
        rx.mark_changed();
    }
    let heartbeat = async move {
        let mut seq = 0u64;
        let mut tick = tokio::time::interval(interval);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            let state_changed = async {
                match memory_state.as_mut() {
                    Some(rx) => rx.changed().await.is_ok(),
                    None => std::future::pending().await,
                }
            };
            let message = tokio::select! {
                _ = tick.tick() => {
                    seq += 1;
                    AgentMessage::Heartbeat { seq }
                }
                true = state_changed => {
                    let Some(rx) = memory_state.as_mut() else { continue };
                    let state = rx.borrow_and_update().clone();
                    AgentMessage::MemoryState(state)
                }
            };
            let Ok(text) = serde_json::to_string(&message) else {
                continue;
            };
            if heartbeat_tx.send(Message::Text(text.into())).await.is_err() {
                return;
            }
        }
    };
    let reader = async {
        loop {
            // The relay acks every heartbeat, so silence this long means the link is dead.
            let message = match tokio::time::timeout(interval * 3, stream.next()).await {
                Err(_) => {
                    return End::Lost(format!(
                        "no word from the relay for {} s",
                        (interval * 3).as_secs()
                    ));
                }
                Ok(None) => return End::Lost("connection closed".to_string()),
                Ok(Some(Err(e))) => return End::Lost(format!("connection error: {e}")),
                Ok(Some(Ok(m))) => m,
            };
            match message {
                Message::Text(t) => match serde_json::from_str::<RelayMessage>(&t) {
                    Ok(RelayMessage::Request(req)) => {
                        let handler = handler.clone();
                        let tx = out_tx.clone();
                        tokio::spawn(async move {
                            let (outcome, payload) =
                                handler.handle_by(req.body, req.by.as_deref()).await;
                            let response = Response {
                                id: req.id,
                                outcome,
                            };
                            if let Some(message) = encode_response(&response, &payload) {
                                let _ = tx.send(message).await;
                            }
                        });
                    }
                    Ok(RelayMessage::HeartbeatAck { unix_ms, .. }) => {
                        if let Some(ms) = unix_ms {
                            handler.relay_time(ms);
                        }
                    }
                    Ok(RelayMessage::Refused { message, .. }) => {
                        return End::Lost(format!("relay closed the link: {message}"));
                    }
                    Ok(RelayMessage::Welcome(_)) => {
                        return End::Lost("protocol error: a second welcome".to_string());
                    }
                    Err(e) => return End::Lost(format!("protocol error: {e}")),
                },
                Message::Close(Some(frame))
                    if u16::from(frame.code) == proto::CLOSE_RELAY_DRAINING =>
                {
                    return End::Redial(format!("relay closed the connection: {}", frame.reason));
                }
                Message::Close(frame) => {
                    return End::Lost(format!(
                        "relay closed the connection{}",
                        frame.map(|f| format!(": {}", f.reason)).unwrap_or_default()
                    ));
                }
                _ => {}
            }
        }
    };
    let end = tokio::select! {
        end = reader => end,
        r = writer => End::Lost(r),
        () = heartbeat => End::Lost("heartbeat stopped".to_string()),
        () = shutdown.cancelled() => End::Shutdown,
    };
    Ok(end)
}

/// A response as one WebSocket message: binary when it carries a payload.
fn encode_response(response: &Response, payload: &[u8]) -> Option<Message> {
    if payload.is_empty() {
        serde_json::to_string(&AgentMessage::Response(response.clone()))
            .ok()
            .map(|t| Message::Text(t.into()))
    } else {
        match proto::encode_binary(response, payload) {
            Ok(frame) => Some(Message::Binary(frame.into())),
            Err(e) => {
                let error = proto::AgentError::new(
                    proto::AgentErrorCode::Internal,
                    format!("result too large: {e}"),
                );
                let r = Response {
                    id: response.id,
                    outcome: proto::Outcome::Error { error },
                };
                serde_json::to_string(&AgentMessage::Response(r))
                    .ok()
                    .map(|t| Message::Text(t.into()))
            }
        }
    }
}

async fn current_hello(handler: &Handler, display_name: &str) -> Hello {
    let backend = handler.backend().clone();
    let displays = tokio::task::spawn_blocking(move || backend.displays()).await;
    let displays = match displays {
        Ok(Ok(d)) => d,
        Ok(Err(e)) => {
            tracing::warn!(error = %e, "cannot list displays");
            Vec::new()
        }
        Err(e) => {
            tracing::warn!(error = %e, "cannot list displays");
            Vec::new()
        }
    };
    let backend = handler.backend();
    let mut capabilities = backend.capabilities();
    let mut unavailable = backend.unavailable();
    // Every backend that grabs displays can be recorded, sequenced, watched live and
    // remembered; one that cannot grab (a compositor without the protocol) can do none.
    let derived = [proto::Capability::Recording, proto::Capability::Sequences]
        .into_iter()
        .chain(handler.live_capabilities())
        .chain(handler.memory().map(|_| proto::Capability::ScreenMemory));
    if capabilities.contains(&proto::Capability::Screenshot) {
        capabilities.extend(derived);
    } else {
        let reason = unavailable
            .iter()
            .find(|u| u.capability == proto::Capability::Screenshot)
            .map_or_else(
                || "this device cannot be captured".to_string(),
                |u| u.reason.clone(),
            );
        unavailable.extend(derived.map(|capability| proto::Unavailable {
            capability,
            reason: reason.clone(),
        }));
    }
    let mut hello = hello(
        display_name.to_string(),
        backend.name(),
        displays,
        capabilities,
    );
    hello.unavailable = unavailable;
    if let Some(memory) = handler.memory() {
        hello.screen_memory = memory.state();
    }
    hello
}

/// The hello for this agent.
pub(crate) fn hello(
    display_name: String,
    backend: &str,
    displays: Vec<proto::Display>,
    capabilities: Vec<proto::Capability>,
) -> Hello {
    Hello {
        protocol_version: PROTOCOL_VERSION,
        agent_version: env!("CARGO_PKG_VERSION").to_string(),
        display_name,
        platform: proto::Platform {
            os: std::env::consts::OS.to_string(),
            arch: std::env::consts::ARCH.to_string(),
            backend: backend.to_string(),
        },
        displays,
        capabilities,
        screen_memory: proto::MemoryState::Off,
        unavailable: Vec::new(),
    }
}
