//! The control link, in-process: a real relay router on a loopback port and hand-driven
//! agent sockets, to check the protocol's edges that the end-to-end suite cannot provoke
//! with a well-behaved agent (wrong version, garbage, replacement, unknown token).

#![allow(clippy::unwrap_used)]

use crate::common;

use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use proto::{
    AgentMessage, Capability, Hello, Outcome, RelayMessage, RequestBody, Response, ResponseBody,
};
use relay::{AppState, Settings};
use relay_core::audit::Audit;
use relay_core::{access::devices, store::Db};
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_util::sync::CancellationToken;

struct Relay {
    state: AppState,
    url: String,
    _dir: tempfile::TempDir,
}

async fn start() -> Relay {
    let temp = common::temp_dir("link-test");
    let dir = temp.path().to_path_buf();
    let db = Db::open(&dir, None).await.unwrap();
    let settings = Settings {
        heartbeat_ms: 1_000,
        data_dir: dir.clone(),
        ..Default::default()
    };
    let state = AppState::new(db, settings, CancellationToken::new());
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!(
        "ws://{}{}",
        listener.local_addr().unwrap(),
        proto::AGENT_CONNECT_PATH
    );
    tokio::spawn(relay::run(listener, state.clone(), None));
    Relay {
        state,
        url,
        _dir: temp,
    }
}

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

async fn dial(url: &str, token: &str) -> Result<Socket, tokio_tungstenite::tungstenite::Error> {
    let mut request = url.into_client_request().unwrap();
    request
        .headers_mut()
        .insert("authorization", format!("Bearer {token}").parse().unwrap());
    tokio_tungstenite::connect_async(request)
        .await
        .map(|(s, _)| s)
}

fn hello(version: u32) -> Hello {
    Hello {
        protocol_version: version,
        ..common::hello(vec![Capability::Screenshot])
    }
}

async fn send(socket: &mut Socket, message: &AgentMessage) {
    socket
        .send(Message::Text(
            serde_json::to_string(message).unwrap().into(),
        ))
        .await
        .unwrap();
}

async fn next_relay_message(socket: &mut Socket) -> RelayMessage {
    loop {
        let m = tokio::time::timeout(Duration::from_secs(5), socket.next())
            .await
            .expect("relay silent")
            .expect("closed")
            .unwrap();
        if let Message::Text(t) = m {
            return serde_json::from_str(&t).unwrap();
        }
    }
}

async fn enrol(relay: &Relay, name: &str) -> (String, String) {
    let audit = Audit::new(relay.state.db().clone());
    let d = devices::add(relay.state.db(), &audit, name, vec![])
        .await
        .unwrap();
    (d.device.id, d.token)
}

#[tokio::test]
async fn unknown_token_is_refused_before_upgrade() {
    let relay = start().await;
    let err = dial(&relay.url, "dt_nope").await.unwrap_err();
    assert!(err.to_string().contains("401"), "{err}");
}

#[tokio::test]
async fn wrong_protocol_version_is_refused_without_retry() {
    let relay = start().await;
    let (_, token) = enrol(&relay, "old").await;
    let mut s = dial(&relay.url, &token).await.unwrap();
    send(&mut s, &AgentMessage::Hello(hello(99))).await;
    match next_relay_message(&mut s).await {
        RelayMessage::Refused { message, retry } => {
            assert!(!retry);
            assert!(message.contains("protocol version 99"), "{message}");
        }
        other => panic!("expected a refusal, got {other:?}"),
    }
}

#[tokio::test]
async fn a_hello_with_too_many_or_too_long_reasons_is_refused() {
    let relay = start().await;
    let (id, token) = enrol(&relay, "chatty").await;
    let reason = |n: usize| proto::Unavailable {
        capability: Capability::Input,
        reason: "x".repeat(n),
    };
    let too_long = vec![reason(proto::MAX_UNAVAILABLE_REASON + 1)];
    let too_many = vec![reason(1); proto::MAX_UNAVAILABLE + 1];
    for unavailable in [too_long, too_many] {
        let mut s = dial(&relay.url, &token).await.unwrap();
        let h = Hello {
            unavailable,
            ..hello(proto::PROTOCOL_VERSION)
        };
        send(&mut s, &AgentMessage::Hello(h)).await;
        match next_relay_message(&mut s).await {
            RelayMessage::Refused { message, .. } => {
                assert!(message.contains("unavailable"), "{message}")
            }
            other => panic!("expected a refusal, got {other:?}"),
        }
    }
    assert!(relay.state.hub().get(&id).is_none(), "never online");

    // At the bounds the hello is welcome.
    let mut s = dial(&relay.url, &token).await.unwrap();
    let h = Hello {
        unavailable: vec![reason(proto::MAX_UNAVAILABLE_REASON)],
        ..hello(proto::PROTOCOL_VERSION)
    };
    send(&mut s, &AgentMessage::Hello(h)).await;
    assert!(matches!(
        next_relay_message(&mut s).await,
        RelayMessage::Welcome(_)
    ));
}

#[tokio::test]
async fn a_newer_agents_capabilities_are_dropped_and_an_overlong_list_refused() {
    let relay = start().await;
    let (id, token) = enrol(&relay, "newer").await;
    let mut json =
        serde_json::to_value(AgentMessage::Hello(hello(proto::PROTOCOL_VERSION))).unwrap();
    json["capabilities"] = serde_json::json!(["teleport", "screenshot", "window_list"]);
    json["unavailable"] = serde_json::json!([
        {"capability": "teleport", "reason": "not yet"},
        {"capability": "windows", "reason": "no places"},
    ]);

    // Past the bound (known names or not), the hello is refused as it is read.
    let mut long = json.clone();
    long["capabilities"] = serde_json::json!(vec!["teleport"; proto::MAX_CAPABILITY_ENTRIES + 1]);
    let mut s = dial(&relay.url, &token).await.unwrap();
    s.send(Message::Text(long.to_string().into()))
        .await
        .unwrap();
    assert!(matches!(
        next_relay_message(&mut s).await,
        RelayMessage::Refused { .. }
    ));
    assert!(relay.state.hub().get(&id).is_none(), "never online");

    let mut s = dial(&relay.url, &token).await.unwrap();
    s.send(Message::Text(json.to_string().into()))
        .await
        .unwrap();
    assert!(matches!(
        next_relay_message(&mut s).await,
        RelayMessage::Welcome(_)
    ));
    let conn = relay.state.hub().get(&id).expect("online");
    assert!(conn.has(Capability::Screenshot) && conn.has(Capability::WindowList));
    assert_eq!(
        conn.hello.unavailable,
        vec![proto::Unavailable {
            capability: Capability::Windows,
            reason: "no places".into()
        }]
    );
}

#[tokio::test]
async fn garbage_instead_of_hello_is_refused() {
    let relay = start().await;
    let (_, token) = enrol(&relay, "garbage").await;
    let mut s = dial(&relay.url, &token).await.unwrap();
    s.send(Message::Text("{not json".into())).await.unwrap();
    assert!(matches!(
        next_relay_message(&mut s).await,
        RelayMessage::Refused { .. }
    ));
}

#[tokio::test]
async fn requests_round_trip_and_a_reconnect_replaces_the_old_socket() {
    let relay = start().await;
    let (id, token) = enrol(&relay, "dev1").await;
    let mut first = dial(&relay.url, &token).await.unwrap();
    send(
        &mut first,
        &AgentMessage::Hello(hello(proto::PROTOCOL_VERSION)),
    )
    .await;
    let RelayMessage::Welcome(w) = next_relay_message(&mut first).await else {
        panic!("no welcome")
    };
    assert_eq!(w.device_id, id);

    // A request from the hub reaches the socket, and the answer comes back to the caller.
    let conn = relay.state.hub().get(&id).expect("online");
    let ask = tokio::spawn(async move {
        conn.request(RequestBody::Describe, Duration::from_secs(5))
            .await
    });
    let RelayMessage::Request(req) = next_relay_message(&mut first).await else {
        panic!("no request")
    };
    let result = ResponseBody::Describe {
        displays: vec![],
        windows: vec![],
    };
    send(
        &mut first,
        &AgentMessage::Response(Response {
            id: req.id,
            outcome: Outcome::Ok {
                result: result.clone(),
            },
        }),
    )
    .await;
    assert_eq!(ask.await.unwrap().unwrap().0, result);

    // The same device dials again: the new socket wins, the old one is closed, the device
    // stays online.
    let mut second = dial(&relay.url, &token).await.unwrap();
    send(
        &mut second,
        &AgentMessage::Hello(hello(proto::PROTOCOL_VERSION)),
    )
    .await;
    assert!(matches!(
        next_relay_message(&mut second).await,
        RelayMessage::Welcome(_)
    ));
    let closed = tokio::time::timeout(Duration::from_secs(5), async {
        while let Some(Ok(m)) = first.next().await {
            if let Message::Close(frame) = m {
                return frame.map(|f| f.reason.to_string());
            }
        }
        None
    })
    .await
    .unwrap();
    assert_eq!(closed.as_deref(), Some("replaced by a newer connection"));
    tokio::time::sleep(Duration::from_millis(200)).await;
    assert!(relay.state.hub().get(&id).is_some());
    assert!(
        devices::get(relay.state.db(), &id)
            .await
            .unwrap()
            .unwrap()
            .online
    );

    // A request whose device leaves fails at once instead of waiting for its timeout.
    let conn = relay.state.hub().get(&id).unwrap();
    let ask = tokio::spawn(async move {
        conn.request(RequestBody::Describe, Duration::from_secs(30))
            .await
    });
    let RelayMessage::Request(_) = next_relay_message(&mut second).await else {
        panic!("no request")
    };
    drop(second);
    let err = tokio::time::timeout(Duration::from_secs(5), ask)
        .await
        .unwrap()
        .unwrap()
        .unwrap_err();
    assert!(err.to_string().contains("disconnected"), "{err}");
    common::eventually(Duration::from_secs(2), "the device offline", || async {
        let device = devices::get(relay.state.db(), &id).await.unwrap().unwrap();
        (!device.online).then_some(())
    })
    .await;
}

#[tokio::test]
async fn a_silent_agent_is_dropped_after_three_heartbeats() {
    let relay = start().await;
    let (id, token) = enrol(&relay, "silent").await;
    let mut s = dial(&relay.url, &token).await.unwrap();
    send(&mut s, &AgentMessage::Hello(hello(proto::PROTOCOL_VERSION))).await;
    assert!(matches!(
        next_relay_message(&mut s).await,
        RelayMessage::Welcome(_)
    ));
    // heartbeat_ms is 1 s in this relay: silence for 3 s ends the connection.
    tokio::time::sleep(Duration::from_millis(3_800)).await;
    assert!(relay.state.hub().get(&id).is_none());
}

/// A relay stopping (SIGTERM) tells its agents to redial at once, and that close frame is
/// out before `run` returns: the process exits right after, and an agent that saw a reset
/// instead would back off before redialling. The relay runs on its own runtime, dropped the
/// moment `run` returns, as the binary's is.
#[tokio::test]
async fn a_stopping_relay_sends_the_drain_code_before_run_returns() {
    let (ready, started) = tokio::sync::oneshot::channel();
    let shutdown = CancellationToken::new();
    let stop = shutdown.clone();
    let relay = std::thread::spawn(move || {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(1)
            .enable_all()
            .build()
            .unwrap();
        runtime.block_on(async move {
            let temp = common::temp_dir("drain-test");
            let db = Db::open(temp.path(), None).await.unwrap();
            let settings = Settings {
                data_dir: temp.path().to_path_buf(),
                ..Default::default()
            };
            let state = AppState::new(db, settings, shutdown);
            let audit = Audit::new(state.db().clone());
            let d = devices::add(state.db(), &audit, "stopping", vec![])
                .await
                .unwrap();
            let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
            let url = format!(
                "ws://{}{}",
                listener.local_addr().unwrap(),
                proto::AGENT_CONNECT_PATH
            );
            ready
                .send((url, d.device.id, d.token, state.clone()))
                .unwrap();
            relay::run(listener, state, None).await.unwrap();
        });
        // Dropping the runtime here ends every task still running, as exiting would.
    });
    let (url, device, token, state) = started.await.unwrap();
    let mut socket = dial(&url, &token).await.unwrap();
    send(
        &mut socket,
        &AgentMessage::Hello(hello(proto::PROTOCOL_VERSION)),
    )
    .await;
    for _ in 0..200 {
        if state.hub().get(&device).is_some() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    assert!(
        state.hub().get(&device).is_some(),
        "the agent never came online"
    );
    drop(state);
    stop.cancel();
    tokio::task::spawn_blocking(move || relay.join().unwrap())
        .await
        .unwrap();
    let close = tokio::time::timeout(Duration::from_secs(5), async {
        while let Some(m) = socket.next().await {
            match m {
                Ok(Message::Close(frame)) => return Ok(frame.map(|f| u16::from(f.code))),
                Ok(_) => {}
                Err(e) => return Err(e.to_string()),
            }
        }
        Err("the stream ended without a close frame".to_string())
    })
    .await
    .expect("the socket ended");
    assert_eq!(close, Ok(Some(proto::CLOSE_RELAY_DRAINING)));
}

/// The relay's close frame waits for the agent's answer (the closing handshake) before the
/// socket goes: an agent answering a little late gets a clean end, not a reset.
#[tokio::test]
async fn the_relay_waits_for_the_agents_close_frame() {
    let relay = start().await;
    let (device, token) = enrol(&relay, "handshake").await;
    let mut socket = dial(&relay.url, &token).await.unwrap();
    send(
        &mut socket,
        &AgentMessage::Hello(hello(proto::PROTOCOL_VERSION)),
    )
    .await;
    next_relay_message(&mut socket).await; // the welcome
    assert!(relay.state.hub().get(&device).is_some());
    relay.state.shutdown().cancel();
    // A heartbeat crosses the relay's close frame, as one does when an agent is told to go.
    tokio::time::sleep(Duration::from_millis(100)).await;
    let beat = AgentMessage::Heartbeat { seq: 1 };
    let _ = socket
        .send(Message::Text(serde_json::to_string(&beat).unwrap().into()))
        .await;
    tokio::time::sleep(Duration::from_millis(100)).await;
    let close = tokio::time::timeout(Duration::from_secs(5), async {
        loop {
            match socket.next().await {
                Some(Ok(Message::Close(frame))) => return frame.map(|f| u16::from(f.code)),
                Some(Ok(_)) => {}
                other => panic!("no close frame: {other:?}"),
            }
        }
    })
    .await
    .expect("a close frame");
    assert_eq!(close, Some(proto::CLOSE_RELAY_DRAINING));
    // Answer late; the relay still holds the socket and takes the answer.
    tokio::time::sleep(Duration::from_millis(300)).await;
    socket
        .flush()
        .await
        .expect("the relay took our close frame (a broken pipe: it had dropped the socket)");
    match tokio::time::timeout(Duration::from_secs(5), socket.next()).await {
        Ok(None | Some(Err(tokio_tungstenite::tungstenite::Error::ConnectionClosed))) => {}
        other => panic!("the socket did not end cleanly: {other:?}"),
    }
}
