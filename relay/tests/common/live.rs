//! The live plane's sockets from a test: a device's socket dialled with its token, a viewer
//! presenting a ticket, and reading either until it closes.

use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use tokio_tungstenite::tungstenite::Message;

use super::{Relay, Socket, call, ws_connect};

/// Dial a session's device socket with its dial token; the HTTP status on refusal.
pub(crate) async fn dial(relay: &Relay, token: &str) -> Result<Socket, u16> {
    ws_connect(
        relay,
        proto::LIVE_DEVICE_PATH,
        &[("authorization", format!("Bearer {token}"))],
    )
    .await
}

/// A viewer presenting `ticket`.
pub(crate) async fn viewer(relay: &Relay, ticket: &str) -> Socket {
    ws_connect(
        relay,
        proto::LIVE_VIEWER_PATH,
        &[
            ("sec-websocket-protocol", format!("binary, ticket.{ticket}")),
            ("user-agent", "live-test".into()),
        ],
    )
    .await
    .unwrap()
}

/// The next binary message, or the close frame (code, reason) if the socket closes first.
pub(crate) async fn next(socket: &mut Socket) -> Result<Vec<u8>, (u16, String)> {
    loop {
        let m = tokio::time::timeout(Duration::from_secs(10), socket.next())
            .await
            .expect("socket silent");
        match m {
            Some(Ok(Message::Binary(b))) => return Ok(b.to_vec()),
            Some(Ok(Message::Close(Some(f)))) => return Err((f.code.into(), f.reason.to_string())),
            Some(Ok(Message::Close(None))) | None | Some(Err(_)) => {
                return Err((0, "no close frame".into()));
            }
            Some(Ok(_)) => {}
        }
    }
}

/// The close frame (code, reason) the socket ends with.
pub(crate) async fn closed(socket: &mut Socket) -> (u16, String) {
    next(socket).await.expect_err("expected a close")
}

/// Bounce `n` small messages device → viewer → device, one at a time; the round trips'
/// p50, p95 and p99 in milliseconds.
pub(crate) async fn round_trips(device: &mut Socket, view: &mut Socket, n: u32) -> [f64; 3] {
    let mut rtts = Vec::new();
    for i in 0..n {
        let t = std::time::Instant::now();
        device
            .send(Message::Binary(i.to_be_bytes().to_vec().into()))
            .await
            .unwrap();
        let m = next(view).await.unwrap();
        view.send(Message::Binary(m.into())).await.unwrap();
        assert_eq!(next(device).await.unwrap(), i.to_be_bytes());
        rtts.push(t.elapsed());
    }
    rtts.sort();
    let pct = |p: usize| rtts[rtts.len() * p / 100].as_secs_f64() * 1000.0;
    [pct(50), pct(95), pct(99)]
}

/// Dial the device's socket on `device_on` (the agent's RFB server speaks first) and a
/// viewer on `viewer_on`, and see the first bytes through: (device, viewer).
pub(crate) async fn connect_both(
    device_on: &Relay,
    viewer_on: &Relay,
    token: &str,
    ticket: &str,
) -> (Socket, Socket) {
    let mut device = dial(device_on, token).await.unwrap();
    device
        .send(Message::Binary(b"RFB 003.008\n".to_vec().into()))
        .await
        .unwrap();
    let mut view = viewer(viewer_on, ticket).await;
    assert_eq!(next(&mut view).await.unwrap(), b"RFB 003.008\n");
    (device, view)
}

/// `screen_recording` with `action` on the `live` channel of `device_id`, as `key`;
/// (is_error, structured, text).
pub(crate) async fn live_call(
    relay: &Relay,
    key: &relay_core::access::keys::ApiKey,
    device_id: &str,
    action: &str,
    live: serde_json::Value,
) -> (bool, serde_json::Value, String) {
    call(
        relay,
        key,
        "screen_recording",
        serde_json::json!({"device_id": device_id, "action": action, "live": live}),
    )
    .await
}
