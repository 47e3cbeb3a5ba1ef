//! Live sessions end to end on the agent's side: `Live::start` dials a WebSocket endpoint
//! standing in for the relay's `/v1/live/device`, RFB flows over binary messages cut at odd
//! places, and the session ends on stop, on a newer session, at expiry and when the relay
//! closes the socket. Also the passthrough to a stock VNC server with the view-only filter.

#![allow(clippy::unwrap_used)]
// tungstenite's handshake callback type returns its large error response by value.
#![allow(clippy::result_large_err)]

use std::sync::{Arc, Mutex};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use device_agent::backend::synthetic::Synthetic;
use device_agent::live::Live;
use futures_util::{SinkExt, StreamExt};
use proto::{LiveMode, LiveStartRequest, LiveStopRequest, ResponseBody};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};
use tokio_tungstenite::WebSocketStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::handshake::server::{Request, Response};
use tokio_tungstenite::tungstenite::protocol::CloseFrame;
use tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode;

use crate::common;
use common::eventually_async;

const TOKEN: &str = "dial-token-secret";

fn tls() -> Arc<rustls::ClientConfig> {
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    Arc::new(
        rustls::ClientConfig::builder_with_provider(provider)
            .with_safe_default_protocol_versions()
            .unwrap()
            .with_root_certificates(rustls::RootCertStore::empty())
            .with_no_client_auth(),
    )
}

fn now() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap()
        .as_secs() as i64
}

/// The relay's device endpoint, as far as these tests need it.
struct Endpoint {
    listener: TcpListener,
    url: String,
}

/// One accepted device socket and the bytes received but not yet read.
struct DeviceSocket {
    ws: WebSocketStream<TcpStream>,
    buf: Vec<u8>,
    headers: Vec<(String, String)>,
}

impl Endpoint {
    async fn new() -> Endpoint {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let url = format!(
            "ws://{}{}",
            listener.local_addr().unwrap(),
            proto::LIVE_DEVICE_PATH
        );
        Endpoint { listener, url }
    }

    /// Accept a device, checking its token and selecting the `binary` subprotocol.
    async fn accept(&self) -> DeviceSocket {
        let (tcp, _) = self.listener.accept().await.unwrap();
        let headers = Arc::new(Mutex::new(Vec::new()));
        let seen = headers.clone();
        let ws =
            tokio_tungstenite::accept_hdr_async(tcp, move |req: &Request, mut res: Response| {
                let mut h = seen.lock().unwrap();
                for (k, v) in req.headers() {
                    h.push((k.as_str().to_string(), v.to_str().unwrap_or("").to_string()));
                }
                res.headers_mut()
                    .insert("sec-websocket-protocol", "binary".parse().unwrap());
                Ok(res)
            })
            .await
            .unwrap();
        let headers = headers.lock().unwrap().clone();
        DeviceSocket {
            ws,
            buf: Vec::new(),
            headers,
        }
    }

    /// Refuse the next device with HTTP 401.
    async fn refuse(&self) {
        let (mut tcp, _) = self.listener.accept().await.unwrap();
        let mut b = [0u8; 4096];
        let _ = tcp.read(&mut b).await;
        let _ = tcp
            .write_all(b"HTTP/1.1 401 Unauthorized\r\ncontent-length: 0\r\n\r\n")
            .await;
    }

    fn start(&self, id: &str, mode: LiveMode, ttl: i64) -> LiveStartRequest {
        LiveStartRequest {
            session_id: id.into(),
            url: self.url.clone(),
            token: TOKEN.into(),
            mode,
            expires_at_unix: now() + ttl,
            record: None,
            shared: false,
        }
    }
}

impl DeviceSocket {
    fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }

    async fn read(&mut self, n: usize) -> Vec<u8> {
        while self.buf.len() < n {
            let m = tokio::time::timeout(Duration::from_secs(10), self.ws.next())
                .await
                .expect("bytes within 10 s")
                .expect("socket open")
                .unwrap();
            match m {
                Message::Binary(b) => self.buf.extend_from_slice(&b),
                Message::Close(f) => panic!("closed while reading: {f:?}"),
                _ => {}
            }
        }
        self.buf.drain(..n).collect()
    }

    /// Send `bytes` cut into messages of `chunk` bytes.
    async fn send(&mut self, bytes: &[u8], chunk: usize) {
        for part in bytes.chunks(chunk) {
            self.ws
                .send(Message::Binary(bytes::Bytes::copy_from_slice(part)))
                .await
                .unwrap();
        }
    }

    /// Wait for the device to close the socket; returns the close code.
    async fn closed(&mut self) -> Option<u16> {
        loop {
            match tokio::time::timeout(Duration::from_secs(10), self.ws.next())
                .await
                .expect("closed within 10 s")
            {
                None | Some(Err(_)) => return None,
                Some(Ok(Message::Close(f))) => return f.map(|f| u16::from(f.code)),
                Some(Ok(_)) => {}
            }
        }
    }
}

fn live(vnc: Option<std::net::SocketAddr>) -> Arc<Live> {
    Arc::new(Live::new(
        Arc::new(Synthetic::new(320, 240)),
        Arc::new(device_agent::input_turns::InputTurns::new(None)),
        tls(),
        "device one".into(),
        vnc,
    ))
}

/// Start session `id` on `live` and accept its socket at `endpoint`.
async fn open(
    live: &Arc<Live>,
    endpoint: &Endpoint,
    id: &str,
    mode: LiveMode,
    ttl: i64,
) -> (String, DeviceSocket) {
    let (started, socket) =
        tokio::join!(live.start(endpoint.start(id, mode, ttl)), endpoint.accept());
    (summary(started.unwrap()), socket)
}

fn summary(r: ResponseBody) -> String {
    match r {
        ResponseBody::Live { summary, .. } => summary,
        other => panic!("not a live answer: {other:?}"),
    }
}

#[tokio::test]
async fn start_dials_serves_rfb_and_stop_ends_it() {
    let endpoint = Endpoint::new().await;
    let live = live(None);
    let (started, mut socket) = open(&live, &endpoint, "s1", LiveMode::View, 60).await;
    assert!(started.contains("s1"));
    assert_eq!(
        socket.header("authorization"),
        Some(format!("Bearer {TOKEN}").as_str())
    );
    assert_eq!(socket.header("sec-websocket-protocol"), Some("binary"));
    assert_eq!(live.current().as_deref(), Some("s1"));

    // The RFB handshake, our bytes cut into odd messages.
    assert_eq!(socket.read(12).await, b"RFB 003.008\n");
    socket.send(b"RFB 003.008\n", 5).await;
    assert_eq!(socket.read(2).await, [1, 1]);
    socket.send(&[1], 1).await;
    assert_eq!(socket.read(4).await, [0, 0, 0, 0]);
    socket.send(&[1], 1).await;
    let init = socket.read(24).await;
    assert_eq!(&init[..4], &[1, 64, 0, 240]);
    let name_len = u32::from_be_bytes([init[20], init[21], init[22], init[23]]) as usize;
    assert_eq!(socket.read(name_len).await, b"device one");
    // A full update request is answered.
    socket.send(&[3, 0, 0, 0, 0, 0, 1, 64, 0, 240], 3).await;
    assert_eq!(socket.read(2).await[0], 0, "FramebufferUpdate");

    // Stopping another session is a no-op; stopping this one closes the socket.
    let other = summary(live.stop(&LiveStopRequest {
        session_id: "nope".into(),
    }));
    assert!(other.contains("nothing to stop"), "{other}");
    assert_eq!(live.current().as_deref(), Some("s1"));
    live.stop(&LiveStopRequest {
        session_id: "s1".into(),
    });
    assert_eq!(socket.closed().await, Some(1000));
    assert_eq!(live.current(), None);
}

#[tokio::test]
async fn a_new_session_ends_the_old_one_and_expiry_ends_a_session() {
    let endpoint = Endpoint::new().await;
    let live = live(None);
    let (_, mut first) = open(&live, &endpoint, "a", LiveMode::Control, 60).await;
    let (_, mut second) = open(&live, &endpoint, "b", LiveMode::View, 2).await;
    assert_eq!(first.closed().await, Some(1000));
    assert_eq!(live.current().as_deref(), Some("b"));
    // "b" expires in two seconds; the device closes it after its grace of three more.
    assert_eq!(second.closed().await, Some(1000));
    eventually_async(
        Duration::from_secs(2),
        "the expired session to be gone",
        || live.current().is_none().then_some(()),
    )
    .await;
    assert_eq!(live.current(), None);

    // Already expired: refused without dialling.
    let err = live
        .start(endpoint.start("c", LiveMode::View, -5))
        .await
        .unwrap_err();
    assert!(err.message.contains("expired"), "{}", err.message);
}

#[tokio::test]
async fn the_relay_closing_ends_the_session() {
    let endpoint = Endpoint::new().await;
    let live = live(None);
    let (_, mut socket) = open(&live, &endpoint, "s", LiveMode::View, 60).await;
    socket
        .ws
        .send(Message::Close(Some(CloseFrame {
            code: CloseCode::from(proto::CLOSE_PEER_LEFT),
            reason: "viewer left".into(),
        })))
        .await
        .unwrap();
    eventually_async(
        Duration::from_secs(5),
        "the session to end with its socket",
        || live.current().is_none().then_some(()),
    )
    .await;
}

#[tokio::test]
async fn a_refused_dial_is_an_error_that_does_not_leak_the_token() {
    let endpoint = Endpoint::new().await;
    let live = live(None);
    let (started, ()) = tokio::join!(
        live.start(endpoint.start("s", LiveMode::View, 60)),
        endpoint.refuse()
    );
    let err = started.unwrap_err();
    assert!(err.message.contains("401"), "{}", err.message);
    assert!(!err.message.contains(TOKEN));
    assert_eq!(live.current(), None);
}

#[tokio::test]
async fn passthrough_copies_bytes_and_filters_input_in_view_mode() {
    for mode in [LiveMode::View, LiveMode::Control] {
        // A stand-in for the stock VNC server: greets, then records what it receives.
        let vnc = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = vnc.local_addr().unwrap();
        let server = tokio::spawn(async move {
            let (mut tcp, _) = vnc.accept().await.unwrap();
            tcp.write_all(b"RFB 003.008\n").await.unwrap();
            let mut got = Vec::new();
            let mut b = [0u8; 1024];
            loop {
                match tokio::time::timeout(Duration::from_millis(500), tcp.read(&mut b)).await {
                    Ok(Ok(n)) if n > 0 => got.extend_from_slice(&b[..n]),
                    _ => return got,
                }
            }
        });
        let endpoint = Endpoint::new().await;
        let live = live(Some(addr));
        let (started, mut socket) =
            tokio::join!(live.start(endpoint.start("p", mode, 60)), endpoint.accept());
        assert!(summary(started.unwrap()).contains("stock VNC server"));
        assert_eq!(socket.read(12).await, b"RFB 003.008\n");
        let mut client = b"RFB 003.008\n\x01\x01".to_vec();
        let key = [4u8, 1, 0, 0, 0, 0, 0, 0x61];
        let request = [3u8, 1, 0, 0, 0, 0, 1, 0, 1, 0];
        client.extend_from_slice(&key);
        client.extend_from_slice(&request);
        socket.send(&client, 3).await;
        let got = server.await.unwrap();
        let mut expected = b"RFB 003.008\n\x01\x01".to_vec();
        if mode == LiveMode::Control {
            expected.extend_from_slice(&key);
        }
        expected.extend_from_slice(&request);
        assert_eq!(got, expected, "{mode:?}");
    }
}
