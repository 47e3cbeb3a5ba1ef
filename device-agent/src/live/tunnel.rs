//! Dialling the relay's live endpoint, and the WebSocket as a plain byte stream.
//!
//! The agent dials out (it has no listener); the relay bridges the socket to the viewer's.
//! RFB is a byte stream and WebSocket messages may cut it anywhere, so the socket is turned
//! into one end of an in-memory pipe: binary messages in are written to the pipe, whatever
//! the RFB side writes goes out as binary messages. The RFB code then works over any
//! `AsyncRead + AsyncWrite`, which is also how the tests drive it.

use std::sync::Arc;
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use tokio::io::{AsyncReadExt, AsyncWriteExt, DuplexStream};
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode;
use tokio_tungstenite::tungstenite::protocol::{CloseFrame, WebSocketConfig};
use tokio_tungstenite::tungstenite::{self, Message};
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

/// How long dialling may take.
const DIAL_TIMEOUT: Duration = Duration::from_secs(15);
/// Largest WebSocket message accepted from the relay.
const MAX_MESSAGE: usize = 4 << 20;
/// Bytes buffered between the socket and the RFB side, and read per outgoing message.
const PIPE: usize = 256 << 10;

/// The dialled live socket.
pub(crate) type LiveSocket = WebSocketStream<MaybeTlsStream<tokio::net::TcpStream>>;

/// Why dialling failed, in words for the relay (never containing the token).
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub(crate) struct DialError(String);

/// Dial `url` with the dial token, asking for the `binary` subprotocol, over the same TLS
/// configuration as the control link, with Nagle off (small RFB messages must not wait).
pub(crate) async fn dial(
    url: &str,
    token: &str,
    tls: Arc<rustls::ClientConfig>,
) -> Result<LiveSocket, DialError> {
    let mut request = url
        .into_client_request()
        .map_err(|e| DialError(format!("live URL {url:?}: {e}")))?;
    let auth = format!("Bearer {token}")
        .parse()
        .map_err(|_| DialError("the dial token has characters a header cannot carry".into()))?;
    request.headers_mut().insert("authorization", auth);
    request.headers_mut().insert(
        "sec-websocket-protocol",
        http_value(proto::LIVE_SUBPROTOCOL),
    );
    let config = WebSocketConfig::default()
        .max_message_size(Some(MAX_MESSAGE))
        .max_frame_size(Some(MAX_MESSAGE));
    let connect = tokio_tungstenite::connect_async_tls_with_config(
        request,
        Some(config),
        true,
        Some(tokio_tungstenite::Connector::Rustls(tls)),
    );
    match tokio::time::timeout(DIAL_TIMEOUT, connect).await {
        Err(_) => Err(DialError(format!(
            "dialling {url} timed out after {} s",
            DIAL_TIMEOUT.as_secs()
        ))),
        Ok(Err(tungstenite::Error::Http(response))) => Err(DialError(format!(
            "the relay refused the live connection at {url}: HTTP {}",
            response.status()
        ))),
        Ok(Err(e)) => Err(DialError(format!("dialling {url}: {e}"))),
        Ok(Ok((socket, _))) => Ok(socket),
    }
}

fn http_value(s: &'static str) -> tungstenite::http::HeaderValue {
    tungstenite::http::HeaderValue::from_static(s)
}

/// Pump `socket` to and from a pipe; returns the pipe's other end, which reads what the
/// relay sends and writes what it should receive. The pump ends when either side closes;
/// close frames from the relay are logged with their code and reason.
pub(crate) fn into_byte_stream(socket: LiveSocket, session_id: String) -> DuplexStream {
    let (ours, theirs) = tokio::io::duplex(PIPE);
    tokio::spawn(pump(socket, theirs, session_id));
    ours
}

async fn pump(socket: LiveSocket, pipe: DuplexStream, session_id: String) {
    let (mut sink, mut stream) = socket.split();
    let (mut from_rfb, mut to_rfb) = tokio::io::split(pipe);
    let up = async {
        let mut buf = vec![0u8; PIPE];
        loop {
            let n = match from_rfb.read(&mut buf).await {
                Ok(0) | Err(_) => break,
                Ok(n) => n,
            };
            let message = Message::Binary(bytes::Bytes::copy_from_slice(&buf[..n]));
            if sink.send(message).await.is_err() {
                return;
            }
        }
        // The RFB side ended the session: close the socket properly.
        let close = CloseFrame {
            code: CloseCode::Normal,
            reason: "live session ended on the device".into(),
        };
        let _ = sink.send(Message::Close(Some(close))).await;
        let _ = sink.close().await;
    };
    let down = async {
        while let Some(message) = stream.next().await {
            match message {
                Ok(Message::Binary(b)) => {
                    if to_rfb.write_all(&b).await.is_err() {
                        return;
                    }
                }
                Ok(Message::Close(frame)) => {
                    match frame {
                        Some(f) => tracing::info!(
                            session_id = %session_id,
                            code = u16::from(f.code),
                            reason = %f.reason,
                            "the relay closed the live socket"
                        ),
                        None => {
                            tracing::info!(session_id = %session_id, "the relay closed the live socket")
                        }
                    }
                    return;
                }
                Ok(Message::Text(_)) => {
                    tracing::debug!(session_id = %session_id, "text message on the live socket ignored");
                }
                Ok(_) => {}
                Err(e) => {
                    tracing::info!(session_id = %session_id, error = %e, "live socket lost");
                    return;
                }
            }
        }
    };
    tokio::select! {
        () = up => {}
        () = down => {}
    }
}
