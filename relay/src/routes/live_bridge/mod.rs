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
//! The copy forwards each message as it arrives and awaits each send before reading the
//! next, so a slow side slows the other down (TCP backpressure end to end) and nothing
//! queues in between. Both live sockets keep one message in flight at most.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use futures_util::stream::{SplitSink, SplitStream};
use futures_util::{SinkExt, StreamExt};
use serde_json::json;

use crate::audit::{Kind, NewEvent};
use crate::auth::bearer;
use crate::failures::{Credential, Failure};
use crate::live::dial::DialError;
use crate::live::hop::{self, DialFailed, Side};
use crate::live::{EndReason, LiveSession, Slot, ViewerHandoff, session, ticket};
use crate::metrics::Direction;
use crate::state::AppState;
use crate::store::time;

/// How long a viewer waits for the device's socket after its ticket was accepted.
const DEVICE_WAIT: Duration = Duration::from_secs(10);
/// Largest message a device may send: a full uncompressed 4K update fits.
const MAX_DEVICE_MESSAGE: usize = 64 * 1024 * 1024;
/// Largest message a viewer may send: RFB client messages are small; a pasted clipboard is
/// the largest.
const MAX_VIEWER_MESSAGE: usize = 4 * 1024 * 1024;
/// Longest user agent kept.
const MAX_USER_AGENT: usize = 256;

fn refuse(status: StatusCode, message: &'static str) -> Response {
    (status, message).into_response()
}

/// `GET /v1/live/device`: a device's live socket, authenticated by its dial token.
pub(crate) async fn device(
    State(state): State<AppState>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    ws: WebSocketUpgrade,
) -> Response {
    let Some(token) = bearer(&headers) else {
        return refuse(
            StatusCode::UNAUTHORIZED,
            "missing dial token: send Authorization: Bearer <token from LiveStart>",
        );
    };
    let failures = state.failures();
    // A socket carried here by another replica comes with its client's address, vouched for.
    let hop = state.live().hop().carried_by(&headers, Side::Device);
    let client = match &hop {
        Ok(Some(h)) => h.addr.parse().ok(),
        _ => failures.client(Some(peer), &headers),
    };
    if let Err(limited) = failures.check(client, None) {
        return limited.into_response();
    }
    let refused = |reason: String| {
        Failure::new(
            Credential::DialToken,
            reason,
            proto::LIVE_DEVICE_PATH,
            client,
        )
    };
    let hop = match hop {
        Ok(hop) => hop,
        Err(e) => {
            failures.failed(refused(e.to_string()), client, None);
            return refuse(StatusCode::UNAUTHORIZED, "invalid hop token");
        }
    };
    let claims = match state.live().dial().verify(token) {
        Ok(c) => c,
        Err(e) => {
            failures.failed(refused(e.to_string()), client, None);
            return refuse(
                StatusCode::UNAUTHORIZED,
                match e {
                    DialError::Expired => "dial token expired",
                    DialError::Invalid => "invalid dial token",
                },
            );
        }
    };
    let row = match session::get(state.db(), &claims.sub).await {
        Ok(r) => r,
        Err(e) => return unavailable(e),
    };
    let Some(row) = row else {
        return refuse(StatusCode::NOT_FOUND, "no such live session");
    };
    if hop.as_ref().is_some_and(|h| h.sub != row.id) || row.device_id != claims.dev {
        tracing::warn!(%peer, session = %row.id, "live device refused: token for another device or session");
        return refuse(
            StatusCode::UNAUTHORIZED,
            "dial token is not for this session's device",
        );
    }
    if row.is_over(&time::format(time::now())) {
        return refuse(StatusCode::GONE, "live session is over");
    }
    let Some(slot) = state.live().get(&row.id) else {
        if hop.is_none()
            && let Some(base) = serving_replica(&state, &row).await
        {
            let address = client.unwrap_or(peer.ip()).to_string();
            let hop_token = state.live().hop().sign(&row.id, Side::Device, &address, "");
            let headers = vec![
                ("authorization", format!("Bearer {token}")),
                (proto::cluster::HEADER_LIVE_HOP, hop_token),
            ];
            // Dialled before the upgrade, so the serving replica's refusal is the device's.
            return match hop::dial(&base, proto::LIVE_DEVICE_PATH, headers).await {
                Ok(upstream) => ws
                    .protocols([proto::LIVE_SUBPROTOCOL])
                    .max_message_size(MAX_DEVICE_MESSAGE)
                    .on_upgrade({
                        let sockets = state.sockets().clone();
                        move |socket| sockets.track_future(hop::forward(socket, upstream))
                    }),
                Err(DialFailed::Refused { status, body }) => (status, body).into_response(),
                Err(e) => {
                    tracing::warn!(session = %row.id, error = %e, "could not carry a device's live socket to its relay");
                    refuse(
                        StatusCode::BAD_GATEWAY,
                        "the relay serving this live session is unreachable",
                    )
                }
            };
        }
        return refuse(
            StatusCode::NOT_FOUND,
            "live session is not served by this relay",
        );
    };
    if !slot.claim_device() {
        return refuse(
            StatusCode::CONFLICT,
            "a device socket is already connected for this session",
        );
    }
    let unclaim = slot.clone();
    ws.protocols([proto::LIVE_SUBPROTOCOL])
        .max_message_size(MAX_DEVICE_MESSAGE)
        // A handshake that fails half-way leaves the place free for the agent's retry.
        .on_failed_upgrade(move |_| unclaim.release_device())
        .on_upgrade(move |socket| {
            let sockets = state.sockets().clone();
            sockets.track_future(device_side(state, slot, socket))
        })
}

/// The URL of the replica serving `row`'s session, when that is another live replica.
async fn serving_replica(state: &AppState, row: &LiveSession) -> Option<String> {
    let cluster = state.cluster()?;
    let replica = row.replica_id.as_deref()?;
    if replica == cluster.replica_id() {
        return None;
    }
    match crate::cluster::replicas::url_of(state.db(), replica).await {
        Ok(url) => url,
        Err(e) => {
            tracing::error!(error = %e, "could not look up a replica's URL");
            None
        }
    }
}

/// The IP part of an address as audited (`ip:port` or an IP).
fn address_ip(address: &str) -> String {
    address
        .parse::<SocketAddr>()
        .map(|a| a.ip().to_string())
        .unwrap_or_else(|_| address.to_string())
}

fn unavailable(e: crate::store::DbError) -> Response {
    tracing::error!(error = %e, "live lookup failed");
    refuse(
        StatusCode::SERVICE_UNAVAILABLE,
        "relay database unavailable, retry",
    )
}

/// The device's socket: parked until a viewer is handed over, then bridged; it ends the
/// session when it drops.
async fn device_side(state: AppState, slot: Arc<Slot>, socket: WebSocket) {
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
async fn note_viewer_left(
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
async fn close<S>(sink: &mut S, (code, reason): (u16, &'static str))
where
    S: SinkExt<Message> + Unpin,
{
    hop::close_client(sink, code, reason.to_string()).await;
}

/// `GET /v1/live/viewer`: a browser presenting its ticket as a subprotocol.
pub(crate) async fn viewer(
    State(state): State<AppState>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    ws: WebSocketUpgrade,
) -> Response {
    // The ticket is taken out of the header here and never logged.
    let offered = headers
        .get(header::SEC_WEBSOCKET_PROTOCOL)
        .and_then(|v| v.to_str().ok());
    let ticket = ticket::from_subprotocols(offered)
        .filter(|t| ticket::well_formed(t))
        .map(str::to_string);
    // A socket carried here by another replica comes with its client's address and user
    // agent, vouched for.
    let hop = state.live().hop().carried_by(&headers, Side::Viewer);
    let visitor = match &hop {
        Ok(Some(h)) => Visitor {
            client: h.addr.parse().ok(),
            address: h.addr.clone(),
            user_agent: h.ua.chars().take(MAX_USER_AGENT).collect(),
            hop: hop.clone(),
        },
        _ => Visitor {
            client: state.failures().client(Some(peer), &headers),
            address: peer.to_string(),
            user_agent: headers
                .get(header::USER_AGENT)
                .and_then(|v| v.to_str().ok())
                .unwrap_or("")
                .chars()
                .take(MAX_USER_AGENT)
                .collect(),
            hop,
        },
    };
    if let Err(limited) = state.failures().check(visitor.client, None) {
        return limited.into_response();
    }
    ws.protocols([proto::LIVE_SUBPROTOCOL])
        .max_message_size(MAX_VIEWER_MESSAGE)
        .on_upgrade(move |socket| {
            let sockets = state.sockets().clone();
            sockets.track_future(viewer_side(state, visitor, ticket, socket))
        })
}

/// Who is at the viewer's end, as this replica knows it.
struct Visitor {
    /// The address rate limits count against.
    client: Option<std::net::IpAddr>,
    /// The address audited.
    address: String,
    /// The browser's user agent, bounded.
    user_agent: String,
    /// The hop that carried the socket here, if one did (or why its token was refused).
    hop: Result<Option<proto::cluster::HopClaims>, hop::HopRefused>,
}

async fn viewer_side(
    state: AppState,
    visitor: Visitor,
    ticket: Option<String>,
    mut socket: WebSocket,
) {
    let Visitor {
        client,
        address,
        user_agent,
        hop,
    } = visitor;
    let hash = ticket.as_deref().and_then(ticket::hash);
    let refused = |reason: &'static str| {
        Failure::new(
            Credential::ViewerTicket,
            reason,
            proto::LIVE_VIEWER_PATH,
            client,
        )
    };
    // Whose session the ticket opens, before using it: a hop must name that session, and a
    // session another replica serves is carried there, which consumes the ticket itself.
    let peeked = match &hash {
        Some(h) => match session::by_ticket_hash(state.db(), h).await {
            Ok(row) => row,
            Err(e) => {
                tracing::error!(error = %e, "ticket lookup failed");
                close(&mut socket, (1011, "relay database unavailable")).await;
                return;
            }
        },
        None => None,
    };
    match &hop {
        Err(_) => {
            state
                .failures()
                .failed(refused("invalid hop token"), client, None);
            close(
                &mut socket,
                (proto::CLOSE_TICKET_INVALID, "invalid hop token"),
            )
            .await;
            return;
        }
        Ok(Some(h)) if peeked.as_ref().map(|r| r.id.as_str()) != Some(h.sub.as_str()) => {
            state
                .failures()
                .failed(refused("hop token for another session"), client, None);
            close(
                &mut socket,
                (proto::CLOSE_TICKET_INVALID, "ticket unknown or expired"),
            )
            .await;
            return;
        }
        Ok(Some(_)) => {}
        Ok(None) => {
            let open = peeked
                .as_ref()
                .filter(|r| r.used_at.is_none() && !r.is_over(&time::format(time::now())));
            if let (Some(row), Some(ticket)) = (open, &ticket)
                && let Some(base) = serving_replica(&state, row).await
            {
                let from = client.map_or_else(|| address_ip(&address), |c| c.to_string());
                let hop_token = state
                    .live()
                    .hop()
                    .sign(&row.id, Side::Viewer, &from, &user_agent);
                let headers = vec![
                    (
                        "sec-websocket-protocol",
                        format!(
                            "{}, {}{ticket}",
                            proto::LIVE_SUBPROTOCOL,
                            proto::TICKET_SUBPROTOCOL_PREFIX
                        ),
                    ),
                    (proto::cluster::HEADER_LIVE_HOP, hop_token),
                ];
                match hop::dial(&base, proto::LIVE_VIEWER_PATH, headers).await {
                    Ok(upstream) => hop::forward(socket, upstream).await,
                    Err(e) => {
                        tracing::warn!(session = %row.id, error = %e, "could not carry a viewer's socket to its relay");
                        let (code, reason) = EndReason::RelayLeft.close_frame();
                        close(&mut socket, (code, reason)).await;
                    }
                }
                return;
            }
        }
    }
    let consumed = match &hash {
        Some(h) => session::consume(state.db(), h).await,
        None => Ok(None),
    };
    let row = match consumed {
        Ok(Some(row)) => row,
        Ok(None) => {
            // Tell "used" from "unknown or expired" so the page can explain.
            let used = match &hash {
                Some(h) => matches!(
                    session::by_ticket_hash(state.db(), h).await,
                    Ok(Some(s)) if s.used_at.is_some() && !s.is_over(&time::format(time::now()))
                ),
                None => false,
            };
            let frame = if used {
                (proto::CLOSE_TICKET_USED, "ticket already used")
            } else {
                (proto::CLOSE_TICKET_INVALID, "ticket unknown or expired")
            };
            state.failures().failed(refused(frame.1), client, None);
            tracing::info!(%address, code = frame.0, "live viewer refused");
            close(&mut socket, frame).await;
            return;
        }
        Err(e) => {
            tracing::error!(error = %e, "ticket lookup failed");
            close(&mut socket, (1011, "relay database unavailable")).await;
            return;
        }
    };
    let Some(slot) = state.live().get(&row.id).filter(|s| s.claim_viewer()) else {
        // The session's sockets are not here (a restarted relay): nothing can be bridged.
        close(&mut socket, EndReason::DeviceLeft.close_frame()).await;
        state
            .sessions()
            .end(&row.id, &row.device_id, EndReason::DeviceLeft)
            .await;
        return;
    };
    if !slot.wait_for_device(DEVICE_WAIT).await {
        let frame = if slot.is_ended() {
            slot.ended().await.close_frame()
        } else {
            (proto::CLOSE_PEER_LEFT, "device did not connect")
        };
        close(&mut socket, frame).await;
        state
            .sessions()
            .end(&row.id, &row.device_id, EndReason::DeviceLeft)
            .await;
        return;
    }
    // Noted before the hand-over, so that the bridge's own "left" always comes after it.
    if let Err(e) = session::viewer_connected(state.db(), &row.id, &address, &user_agent).await {
        tracing::error!(session = %row.id, error = %e, "could not note the viewer");
    }
    state
        .audit()
        .record(
            NewEvent::new(Kind::ViewerConnected)
                .device(&row.device_id)
                .detail(json!({
                    "session_id": row.id,
                    "address": address,
                    "user_agent": user_agent,
                    "mode": row.mode.as_str(),
                })),
        )
        .await;
    let handoff = Box::new(ViewerHandoff { socket, address });
    if let Err(mut back) = slot.hand_viewer(handoff) {
        close(&mut back.socket, EndReason::DeviceLeft.close_frame()).await;
        note_viewer_left(&state, &row.id, &row.device_id, &back.address, 0).await;
        state
            .sessions()
            .end(&row.id, &row.device_id, EndReason::DeviceLeft)
            .await;
    }
}
