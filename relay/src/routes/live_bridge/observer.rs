//! An observer's socket: the relay is its RFB server. It answers the handshake itself (3.8,
//! security None, the [`Picture`] the session's viewer's stream shows), checks that the
//! observer's client can read the device's updates as they are (the viewer's pixel format,
//! Tight), then sends the session's frames from the next full update on. Nothing the
//! observer sends reaches the device: its input is read to be counted and dropped.
//!
//! [`Picture`]: crate::live::fanout::Picture

use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::extract::ws::{Message, WebSocket};
use rfb_wire::client_stream::{ClientItem, ClientStream};
use rfb_wire::protocol::{ClientMessage, Version};
use serde_json::json;
use tokio::sync::broadcast::error::RecvError;

use super::bridge;
use super::viewer_socket::{Admitted, Seat};
use crate::live::fanout::{Fanout, Picture, Sent};
use crate::live::{Slot, observers};
use crate::state::AppState;
use relay_core::audit::{Kind, NewEvent};
use relay_core::metrics::Direction;

/// How long an observer's client has for its side of the handshake.
const HANDSHAKE_TIMEOUT: Duration = Duration::from_secs(15);
/// How many times in [`LAG_WINDOW`] an observer may fall behind (and start over at the next
/// full update) before it is closed: each start over costs the device a full update.
const MAX_LAGS: usize = 3;
/// See [`MAX_LAGS`].
const LAG_WINDOW: Duration = Duration::from_secs(60);
/// How long an observer waits for the full update it asked for before asking again.
const FULL_UPDATE_WAIT: Duration = Duration::from_secs(2);

/// Why an observer's socket ended.
#[derive(Debug)]
enum Outcome {
    /// The observer closed it.
    Left,
    /// Closed by the relay, with this frame.
    Closed(u16, String),
}

impl Outcome {
    fn refused(why: impl Into<String>) -> Self {
        Outcome::Closed(proto::CLOSE_OBSERVER_REFUSED, why.into())
    }

    fn why(&self) -> &str {
        match self {
            Outcome::Left => "left",
            Outcome::Closed(_, why) => why,
        }
    }
}

/// Serve an admitted observer until it leaves, is removed, or its session ends.
pub(super) async fn serve(state: &AppState, admitted: Admitted, mut socket: WebSocket) {
    let row = admitted.session();
    let Seat::Observer(observer) = admitted.seat() else {
        return;
    };
    let visitor = admitted.visitor();
    let slot = state.live_registry().get(&row.id);
    let Some(slot) = slot.filter(|s| s.is_shared()) else {
        bridge::close_with(
            &mut socket,
            proto::CLOSE_OBSERVER_REFUSED,
            "this live session's stream cannot be shared with observers",
        )
        .await;
        let _ = observers::left(state.db(), &observer.id).await;
        return;
    };
    let fanout = slot.fanout().clone();
    let removed = fanout.add_observer(&observer.id);
    if let Err(e) = observers::joined(
        state.db(),
        &observer.id,
        visitor.address(),
        visitor.user_agent(),
    )
    .await
    {
        tracing::error!(observer = %observer.id, error = %e, "could not note an observer joining");
    }
    state
        .audit()
        .record(
            NewEvent::new(Kind::ObserverJoined)
                .device(&row.device_id)
                .detail(json!({
                    "session_id": row.id,
                    "observer_id": observer.id,
                    "address": visitor.address(),
                    "user_agent": visitor.user_agent(),
                })),
        )
        .await;
    let started = Instant::now();
    let mut dropped = 0u64;
    let outcome = tokio::select! {
        o = watch(state, &slot, &fanout, &mut socket, &mut dropped) => o,
        () = removed.cancelled() => Outcome::Closed(
            proto::CLOSE_OBSERVER_REMOVED,
            "removed from the session".into(),
        ),
    };
    fanout.drop_observer(&observer.id);
    if let Outcome::Closed(code, why) = &outcome {
        bridge::close_with(&mut socket, *code, why).await;
        drain_until_closed(&mut socket).await;
    }
    if let Err(e) = observers::left(state.db(), &observer.id).await {
        tracing::error!(observer = %observer.id, error = %e, "could not note an observer leaving");
    }
    state
        .audit()
        .record(
            NewEvent::new(Kind::ObserverLeft)
                .device(&row.device_id)
                .detail(json!({
                    "session_id": row.id,
                    "observer_id": observer.id,
                    "address": visitor.address(),
                    "seconds_connected": started.elapsed().as_secs(),
                    "input_dropped": dropped,
                    "why": outcome.why(),
                })),
        )
        .await;
}

/// The observer's stream, from the handshake on, until it ends; `dropped` counts the
/// input messages the observer sent (none reach the device).
async fn watch(
    state: &AppState,
    slot: &Arc<Slot>,
    fanout: &Arc<Fanout>,
    socket: &mut WebSocket,
    dropped: &mut u64,
) -> Outcome {
    // The session's viewer may not have connected yet: its stream says what to answer.
    let mut pictures = fanout.picture();
    let picture = tokio::select! {
        p = async { pictures.wait_for(Option::is_some).await.ok().and_then(|p| p.clone()) } => p,
        why = slot.ended() => return ended(why),
        why = fanout.gone() => return gone(why, slot).await,
    };
    let Some(picture) = picture else {
        return ended(slot.ended().await);
    };
    if !picture.joinable() {
        return Outcome::refused(
            "the session's viewer does not take Tight, so its updates cannot be shared",
        );
    }
    let mut client = ClientStream::new();
    match tokio::time::timeout(HANDSHAKE_TIMEOUT, handshake(socket, &mut client, &picture)).await {
        Ok(Ok(())) => {}
        Ok(Err(outcome)) => return outcome,
        Err(_) => return Outcome::refused("the RFB handshake took too long"),
    }
    let mut frames = fanout.subscribe();
    fanout.want_full();
    let mut started = false;
    // Asked again while no full update came: a device may answer a request with less.
    let mut again = tokio::time::interval_at(
        tokio::time::Instant::now() + FULL_UPDATE_WAIT,
        FULL_UPDATE_WAIT,
    );
    let mut lags: Vec<Instant> = Vec::new();
    let mut items = Vec::new();
    loop {
        tokio::select! {
            frame = frames.recv() => match frame {
                Ok(Sent::Gap) => {
                    started = false;
                    fanout.want_full();
                }
                Ok(Sent::Frame(held)) => {
                    let frame = &held.frame;
                    started |= frame.full;
                    if started {
                        state.metrics().bridged(Direction::ToViewer, frame.bytes.len());
                        if socket.send(Message::Binary(frame.bytes.clone())).await.is_err() {
                            return Outcome::Left;
                        }
                    }
                }
                Err(RecvError::Lagged(_)) => {
                    lags.retain(|t| t.elapsed() < LAG_WINDOW);
                    lags.push(Instant::now());
                    if lags.len() > MAX_LAGS {
                        return Outcome::refused("this observer kept falling behind the session's stream");
                    }
                    started = false;
                    fanout.want_full();
                }
                Err(RecvError::Closed) => return ended(slot.ended().await),
            },
            m = socket.recv() => match m {
                Some(Ok(Message::Binary(bytes))) => {
                    if let Err(e) = client.feed(&bytes, &mut items) {
                        return Outcome::refused(e.to_string());
                    }
                    for item in items.drain(..) {
                        match item {
                            ClientItem::Message(m) => {
                                if let Some(outcome) = check(&m, &picture, dropped) {
                                    return outcome;
                                }
                            }
                            _ => return Outcome::refused("a second RFB handshake"),
                        }
                    }
                }
                Some(Ok(Message::Close(_))) | Some(Err(_)) | None => return Outcome::Left,
                Some(Ok(_)) => {}
            },
            _ = again.tick(), if !started => fanout.want_full(),
            why = slot.ended() => return ended(why),
            why = fanout.gone() => return gone(why, slot).await,
        }
    }
}

/// Read what the observer still sends until it answers the close frame (2 s at most).
/// Dropping a socket with bytes unread makes the kernel reset the connection, and the reset
/// can overtake the close frame: a client refused while it was still sending (a pixel format
/// and then its encodings) saw an abnormal closure instead of the reason (found as a flaky
/// `test_a_hostile_observer_s_input_never_reaches_the_device`).
async fn drain_until_closed(socket: &mut WebSocket) {
    let _ = tokio::time::timeout(Duration::from_secs(2), async {
        while let Some(Ok(message)) = socket.recv().await {
            if matches!(message, Message::Close(_)) {
                break;
            }
        }
    })
    .await;
}

/// Judge one message of the observer's: `Some` when it ends the observer's stream.
fn check(m: &ClientMessage, picture: &Picture, dropped: &mut u64) -> Option<Outcome> {
    match m {
        ClientMessage::SetPixelFormat(pf) if *pf != picture.init.format => Some(Outcome::refused(
            "an observer must keep the session's pixel format (the one its handshake gave)",
        )),
        ClientMessage::SetEncodings(list) if !list.contains(&rfb_wire::enc::TIGHT) => Some(
            Outcome::refused("an observer's client must take Tight, which the session is sent in"),
        ),
        ClientMessage::Key { .. } | ClientMessage::Pointer { .. } | ClientMessage::CutText => {
            *dropped += 1;
            None
        }
        _ => None,
    }
}

/// Run the server's side of the handshake with the observer's client: version 3.8 (or
/// 3.7), security None, then the picture's ServerInit.
async fn handshake(
    socket: &mut WebSocket,
    client: &mut ClientStream,
    picture: &Picture,
) -> Result<(), Outcome> {
    let send = |bytes: Vec<u8>| Message::Binary(bytes.into());
    let broke = || Outcome::Left;
    socket
        .send(send(b"RFB 003.008\n".to_vec()))
        .await
        .map_err(|_| broke())?;
    let mut items = Vec::new();
    loop {
        let bytes = match socket.recv().await {
            Some(Ok(Message::Binary(b))) => b,
            Some(Ok(Message::Close(_))) | Some(Err(_)) | None => return Err(broke()),
            Some(Ok(_)) => continue,
        };
        client
            .feed(&bytes, &mut items)
            .map_err(|e| Outcome::refused(e.to_string()))?;
        for item in items.drain(..) {
            let reply = match item {
                ClientItem::Version(Version::V33) => {
                    return Err(Outcome::refused("RFB 3.3 clients cannot observe"));
                }
                ClientItem::Version(_) => vec![1, 1],
                ClientItem::Security(1) => {
                    if client.version() == Some(Version::V38) {
                        vec![0, 0, 0, 0]
                    } else {
                        continue;
                    }
                }
                ClientItem::Security(t) => {
                    return Err(Outcome::refused(format!(
                        "security type {t} was not offered"
                    )));
                }
                ClientItem::ClientInit { .. } => {
                    socket
                        .send(send(picture.init.to_bytes()))
                        .await
                        .map_err(|_| broke())?;
                    return Ok(());
                }
                ClientItem::Message(_) => {
                    return Err(Outcome::refused("a message before the handshake ended"));
                }
            };
            socket.send(send(reply)).await.map_err(|_| broke())?;
        }
    }
}

/// The session ended: the observer gets the session's own close frame.
fn ended(why: crate::live::EndReason) -> Outcome {
    let (code, reason) = why.close_frame();
    Outcome::Closed(code, reason.into())
}

/// The viewer's stream ended (the session's end follows) or could not be followed.
async fn gone(why: Option<String>, slot: &Slot) -> Outcome {
    match why {
        Some(why) => Outcome::refused(format!("the session's stream cannot be shared: {why}")),
        // Ended: its reason is set already.
        None if slot.is_ended() => ended(slot.ended().await),
        None => Outcome::Closed(proto::CLOSE_PEER_LEFT, "the session's viewer left".into()),
    }
}
