//! The copy between a session's two sockets, once both are attached.
//!
//! It forwards each message as it arrives and awaits each send before reading the next, so
//! a slow side slows the other down (TCP backpressure end to end) and nothing queues in
//! between. Both live sockets keep one message in flight at most. In a control session a
//! copy of the viewer's bytes is measured for the audit ([`crate::live::input_rate`]).
//!
//! The viewer's text frames are never the device's: in a control or moderated session the
//! viewer page sends `{"agent_input": "pause"}` or `"resume"` as text, and the relay pauses
//! the agents' input on the device or gives it back ([`Moderation`]); any other text, and
//! any text in a session to watch, is dropped.

use std::sync::Arc;
use std::time::Instant;

use axum::extract::ws::{Message, WebSocket};
use futures_util::stream::{SplitSink, SplitStream};
use futures_util::{SinkExt, StreamExt};
use serde_json::json;

use crate::live::fanout::Tap;
use crate::live::hop;
use crate::live::input_rate::{Burst, InputRate};
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
        mode,
        key_id,
    } = *handoff;
    let (mut view_tx, mut view_rx) = viewer_socket.split();
    let connected = Instant::now();
    // A control session's input is measured for the audit (counts, never content).
    let measured = (mode == proto::LiveMode::Control).then(|| key_id.clone());
    let rate = measured
        .as_ref()
        .map(|_| std::sync::Mutex::new(InputRate::new()));
    let (bursts_tx, bursts_rx) = tokio::sync::mpsc::unbounded_channel();
    let to_device = |bytes: &[u8]| {
        state.metrics().bridged(Direction::ToDevice, bytes.len());
        if let Some(rate) = &rate {
            let burst = rate.lock().unwrap_or_else(|p| p.into_inner()).feed(
                bytes,
                Instant::now(),
                relay_core::store::time::now(),
            );
            if let Some(burst) = burst {
                let _ = bursts_tx.send(burst);
            }
        }
    };
    let input = InputAudit {
        state: &state,
        slot: &slot,
        key_id: measured.as_deref(),
        rate: rate.as_ref(),
    };
    let (texts_tx, texts_rx) = tokio::sync::mpsc::channel(4);
    let moderation = Moderation {
        state: &state,
        slot: &slot,
        key_id: &key_id,
        address: &address,
        allowed: matches!(mode, proto::LiveMode::Control | proto::LiveMode::Moderate),
    };
    let on_text = |text: &str| {
        // Bounded: a page sends a few bytes; a flood is dropped, never queued.
        if text.len() <= MAX_TEXT {
            let _ = texts_tx.try_send(text.to_string());
        }
    };
    // A shared session's stream is followed, for its observers ([`crate::live::fanout`]).
    let tap = slot.is_shared().then(|| Tap::new(slot.fanout()));
    let tap = tap.as_ref();
    // The side that went away, if one did; `None` when the session was ended from outside
    // (stop, TTL, a revoked device), which closes both sides.
    let (why, gone) = 'bridge: {
        if let Some(m) = held.take() {
            if let Message::Binary(bytes) = &m {
                state.metrics().bridged(Direction::ToViewer, bytes.len());
                if let Some(tap) = tap {
                    tap.server(bytes);
                }
            }
            if view_tx.send(m).await.is_err() {
                break 'bridge (EndReason::ViewerLeft, true);
            }
        }
        let metrics = state.metrics();
        tokio::select! {
            gone = pump(&mut dev_rx, &mut view_tx, |b: &[u8]| {
                metrics.bridged(Direction::ToViewer, b.len());
                if let Some(tap) = tap {
                    tap.server(b);
                }
            }, |_| {}, None) => match gone {
                Gone::Source => (EndReason::DeviceLeft, true),
                Gone::Destination => (EndReason::ViewerLeft, true),
            },
            gone = pump(&mut view_rx, &mut dev_tx, to_device, on_text, tap) => match gone {
                Gone::Source => (EndReason::ViewerLeft, true),
                Gone::Destination => (EndReason::DeviceLeft, true),
            },
            why = slot.ended() => (why, false),
            never = input.report(bursts_rx) => match never {},
            never = moderation.run(texts_rx) => match never {},
        }
    };
    // Its observers go with the viewer's stream.
    slot.fanout().finish();
    input.flush().await;
    let frame = why.close_frame();
    match (why, gone) {
        (EndReason::DeviceLeft, true) => close(&mut view_tx, frame).await,
        (EndReason::ViewerLeft, true) => close(&mut dev_tx, frame).await,
        _ => {
            tokio::join!(close(&mut view_tx, frame), close(&mut dev_tx, frame));
        }
    }
    let seconds = connected.elapsed().as_secs();
    note_viewer_left(&state, &slot.id, &slot.device_id, mode, &address, seconds).await;
    state.sessions().end(&slot.id, &slot.device_id, why).await;
}

/// Where a control session's input bursts go: the audit, as `live_input` events by the key
/// that opened the session.
struct InputAudit<'a> {
    state: &'a AppState,
    slot: &'a Slot,
    /// The session's key, when its input is measured.
    key_id: Option<&'a str>,
    rate: Option<&'a std::sync::Mutex<InputRate>>,
}

impl InputAudit<'_> {
    /// Write each burst as it ends: those the bridge hands over (cut by the next input) and
    /// those gone quiet, looked for each second. Never returns; the bridge drops it.
    async fn report(
        &self,
        mut bursts: tokio::sync::mpsc::UnboundedReceiver<Burst>,
    ) -> std::convert::Infallible {
        let mut tick = tokio::time::interval(std::time::Duration::from_secs(1));
        loop {
            tokio::select! {
                Some(burst) = bursts.recv() => self.write(burst).await,
                _ = tick.tick() => {
                    let due = self
                        .rate
                        .and_then(|r| r.lock().unwrap_or_else(|p| p.into_inner()).due(Instant::now()));
                    if let Some(burst) = due {
                        self.write(burst).await;
                    }
                }
            }
        }
    }

    /// The burst still open when the viewer left.
    async fn flush(&self) {
        let last = self
            .rate
            .and_then(|r| r.lock().unwrap_or_else(|p| p.into_inner()).finish());
        if let Some(burst) = last {
            self.write(burst).await;
        }
    }

    async fn write(&self, burst: Burst) {
        let Some(key_id) = self.key_id else {
            return;
        };
        let mut event = NewEvent::new(Kind::LiveInput)
            .key(key_id)
            .device(&self.slot.device_id)
            .detail(json!({
                "session_id": self.slot.id,
                "started_at": burst.started_at,
                "pointer_events": burst.pointer_events,
                "clicks": burst.clicks,
                "key_presses": burst.key_presses,
                "peak_per_second": burst.peak_per_second(),
                "per_second": burst.per_second,
            }));
        event.duration_ms = Some(burst.duration_ms as i64);
        self.state.audit().record(event).await;
    }
}

/// Longest text frame a viewer page sends (`{"agent_input": "resume"}`), in bytes; a hop
/// carries no longer one.
pub(crate) const MAX_TEXT: usize = 64;

/// What the viewer page asks of the relay (never of the device).
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct ViewerAsk {
    /// `pause` or `resume` the agents' input on the device.
    agent_input: String,
}

/// The person in a control or moderated session pausing the agents' input on its device and
/// giving it back: the session's row says so (the `input` tool reads it), the audit too.
struct Moderation<'a> {
    state: &'a AppState,
    slot: &'a Slot,
    /// The key that opened the session (the person acts under it).
    key_id: &'a str,
    address: &'a str,
    /// The session's mode lets its person pause the agents.
    allowed: bool,
}

impl Moderation<'_> {
    /// Act on each text the page sends. Never returns; the bridge drops it.
    async fn run(
        &self,
        mut texts: tokio::sync::mpsc::Receiver<String>,
    ) -> std::convert::Infallible {
        loop {
            let Some(text) = texts.recv().await else {
                return std::future::pending().await;
            };
            let pause = match serde_json::from_str::<ViewerAsk>(&text) {
                Ok(ask) if ask.agent_input == "pause" => true,
                Ok(ask) if ask.agent_input == "resume" => false,
                _ => continue,
            };
            if !self.allowed {
                tracing::debug!(session = %self.slot.id, "a viewer of a session to watch asked to pause the agents; dropped");
                continue;
            }
            match session::set_agent_paused(self.state.db(), &self.slot.id, pause).await {
                Ok(()) => {
                    let kind = if pause {
                        Kind::AgentInputPaused
                    } else {
                        Kind::AgentInputResumed
                    };
                    self.state
                        .audit()
                        .record(
                            NewEvent::new(kind)
                                .key(self.key_id)
                                .device(&self.slot.device_id)
                                .detail(
                                    json!({"session_id": self.slot.id, "address": self.address}),
                                ),
                        )
                        .await;
                }
                Err(e) => {
                    tracing::error!(session = %self.slot.id, error = %e, "could not pause or resume the agents' input");
                }
            }
        }
    }
}

/// Note in the row and the audit that the viewer of a session in `mode` left after
/// `seconds` (in a control session, the person gave control back).
pub(super) async fn note_viewer_left(
    state: &AppState,
    id: &str,
    device_id: &str,
    mode: proto::LiveMode,
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
                    "mode": mode.as_str(),
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
/// showing `seen` each one's bytes. Text frames are never forwarded: `text` sees them;
/// pings are answered by the WebSocket layer itself. From a shared session's viewer, the
/// fan-out's `tap` reads each message first and may slip its own request in after one.
async fn pump(
    from: &mut SplitStream<WebSocket>,
    to: &mut SplitSink<WebSocket, Message>,
    seen: impl Fn(&[u8]),
    text: impl Fn(&str),
    tap: Option<&Tap<'_>>,
) -> Gone {
    loop {
        let wanted = async {
            match tap {
                Some(tap) => tap.wanted().await,
                None => std::future::pending().await,
            }
        };
        let m = tokio::select! {
            m = from.next() => m,
            () = wanted => {
                if let Some(request) = tap.and_then(Tap::request)
                    && to.send(Message::Binary(request.to_vec().into())).await.is_err()
                {
                    return Gone::Destination;
                }
                continue;
            }
        };
        let Some(Ok(m)) = m else { return Gone::Source };
        match m {
            Message::Binary(ref bytes) => {
                seen(bytes);
                if let Some(tap) = tap {
                    tap.client(bytes);
                }
                if to.send(m).await.is_err() {
                    return Gone::Destination;
                }
                if let Some(request) = tap.and_then(Tap::request)
                    && to
                        .send(Message::Binary(request.to_vec().into()))
                        .await
                        .is_err()
                {
                    return Gone::Destination;
                }
            }
            Message::Close(_) => return Gone::Source,
            Message::Text(t) => text(t.as_str()),
            Message::Ping(_) | Message::Pong(_) => {}
        }
    }
}

/// Send a close frame, giving up after a moment (the peer may be gone or stalled).
pub(super) async fn close<S>(sink: &mut S, (code, reason): (u16, &'static str))
where
    S: SinkExt<Message> + Unpin,
{
    hop::close_client(sink, code, reason.to_string()).await;
}

/// Close with `code` and `reason`, the reason cut to what a close frame holds (123 bytes).
pub(super) async fn close_with<S>(sink: &mut S, code: u16, reason: &str)
where
    S: SinkExt<Message> + Unpin,
{
    let mut end = reason.len().min(123);
    while !reason.is_char_boundary(end) {
        end -= 1;
    }
    hop::close_client(sink, code, reason[..end].to_string()).await;
}
