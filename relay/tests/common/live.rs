//! The live plane's sockets from a test: a device's socket dialled with its token, a viewer
//! presenting a ticket, and reading either until it closes.

use std::time::Duration;

use futures_util::StreamExt;
use tokio_tungstenite::tungstenite::Message;

use super::{Relay, Socket, ws_connect};

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
