//! Each step of an agent's link on its own, over in-memory channels instead of a socket.

use std::convert::Infallible;
use std::net::SocketAddr;
use std::pin::Pin;

use axum::extract::ws::Message;
use futures_util::{Sink, Stream};
use proto::{AgentMessage, Hello, RelayMessage};
use tokio::sync::mpsc;
use tokio_util::sync::CancellationToken;

use super::greet::check_hello;
use super::{Greeted, Refused, greet, register, serve};
use crate::auth::DeviceAuth;
use crate::state::{AppState, Settings};
use relay_core::store::Db;

type Sent = Pin<Box<dyn Sink<Message, Error = Infallible> + Send>>;
type Received = Pin<Box<dyn Stream<Item = Result<Message, Infallible>> + Send>>;

/// The relay's end of an agent's socket, and the agent's.
struct Socket {
    sink: Sent,
    stream: Received,
    /// What the relay sent.
    sent: mpsc::UnboundedReceiver<Message>,
    /// What the agent sends.
    agent: mpsc::UnboundedSender<Result<Message, Infallible>>,
}

fn socket() -> Socket {
    let (to_agent, sent) = mpsc::unbounded_channel();
    let (agent, from_agent) = mpsc::unbounded_channel();
    let sink = futures_util::sink::unfold(to_agent, |tx, m: Message| async move {
        // The agent's end may be gone; the relay cannot tell a closed channel from a socket
        // that took the frame, which is what a real socket's buffer does too.
        let _ = tx.send(m);
        Ok::<_, Infallible>(tx)
    });
    let stream = futures_util::stream::unfold(from_agent, |mut rx| async move {
        rx.recv().await.map(|m| (m, rx))
    });
    Socket {
        sink: Box::pin(sink),
        stream: Box::pin(stream),
        sent,
        agent,
    }
}

fn text(message: &AgentMessage) -> Result<Message, Infallible> {
    Ok(Message::Text(
        serde_json::to_string(message).unwrap().into(),
    ))
}

/// The next message the relay sent, read as the agent reads it; a close frame as its code
/// and reason.
async fn received(
    sent: &mut mpsc::UnboundedReceiver<Message>,
) -> Result<RelayMessage, (u16, String)> {
    match sent.recv().await.expect("the relay sent nothing more") {
        Message::Text(t) => Ok(serde_json::from_str(&t).unwrap()),
        Message::Close(Some(f)) => Err((f.code, f.reason.to_string())),
        other => panic!("unexpected {other:?}"),
    }
}

struct Relay {
    state: AppState,
    _dir: tempfile::TempDir,
}

async fn relay() -> Relay {
    let dir = tempfile::tempdir().unwrap();
    let db = Db::open(dir.path(), None).await.unwrap();
    let settings = Settings {
        data_dir: dir.path().to_path_buf(),
        heartbeat_ms: 60_000,
        ..Settings::default()
    };
    Relay {
        state: AppState::new(db, settings, CancellationToken::new()),
        _dir: dir,
    }
}

/// An enrolled device as its token authenticates it.
async fn enrolled(state: &AppState, name: &str) -> DeviceAuth {
    let d = relay_core::access::devices::add(state.db(), state.audit(), name, vec![])
        .await
        .unwrap();
    DeviceAuth {
        device: d.device,
        token_hash: relay_core::access::secret::hash(&d.token),
    }
}

fn peer() -> SocketAddr {
    SocketAddr::from(([192, 0, 2, 20], 50_000))
}

fn hello() -> Hello {
    Hello {
        protocol_version: proto::PROTOCOL_VERSION,
        agent_version: "t".into(),
        display_name: "t".into(),
        platform: proto::Platform {
            os: "linux".into(),
            arch: "x86_64".into(),
            backend: "test".into(),
        },
        displays: vec![proto::Display {
            id: 0,
            name: "main".into(),
            x: 0,
            y: 0,
            width: 640,
            height: 480,
            primary: true,
            refresh_hz: None,
        }],
        capabilities: vec![proto::Capability::Screenshot],
        screen_memory: proto::MemoryState::Off,
        unavailable: Vec::new(),
    }
}

async fn kinds(state: &AppState, device_id: &str) -> Vec<String> {
    let filter = relay_core::audit::Filter {
        device_id: Some(device_id.to_string()),
        ..Default::default()
    };
    let events = state.audit().list(&filter).await.unwrap();
    events.into_iter().map(|e| e.kind).collect()
}

/// Greet with `first` as the agent's first message; the refusal and what the agent got.
async fn refused_with(
    state: &AppState,
    first: Option<Result<Message, Infallible>>,
) -> (Refused, RelayMessage, (u16, String)) {
    let auth = enrolled(state, &relay_core::access::secret::short_id("dev-")).await;
    let mut s = socket();
    if let Some(first) = first {
        s.agent.send(first).unwrap();
    }
    let refused = match greet(state, auth, peer(), s.sink, s.stream).await {
        Err(r) => r,
        Ok(_) => panic!("greeted"),
    };
    let told = received(&mut s.sent).await.unwrap();
    let closed = received(&mut s.sent).await.unwrap_err();
    (refused, told, closed)
}

#[test]
fn check_hello_names_what_is_out_of_bounds() {
    assert_eq!(check_hello(&hello()), Ok(()));
    let old = Hello {
        protocol_version: 99,
        ..hello()
    };
    assert!(
        check_hello(&old)
            .unwrap_err()
            .contains("protocol version 99")
    );
    let headless = Hello {
        displays: Vec::new(),
        ..hello()
    };
    assert_eq!(
        check_hello(&headless).unwrap_err(),
        "hello: displays must list 1 to 64 displays"
    );
    let chatty = Hello {
        unavailable: vec![
            proto::Unavailable {
                capability: proto::Capability::Input,
                reason: String::new(),
            };
            proto::MAX_UNAVAILABLE + 1
        ],
        ..hello()
    };
    assert!(check_hello(&chatty).unwrap_err().contains("unavailable"));
    let long_name = Hello {
        display_name: "x".repeat(129),
        ..hello()
    };
    assert!(
        check_hello(&long_name)
            .unwrap_err()
            .contains("display_name")
    );
}

#[tokio::test]
async fn greet_refuses_anything_but_a_good_hello_and_closes_4001() {
    let relay = relay().await;
    let state = &relay.state;
    let refused_frame = (4001, "refused".to_string());

    let (refused, told, closed) =
        refused_with(state, Some(Ok(Message::Text("{not json".into())))).await;
    assert_eq!(
        refused,
        Refused {
            message: "the first message must be a hello".into(),
            retry: false
        }
    );
    assert_eq!(
        told,
        RelayMessage::Refused {
            message: refused.message.clone(),
            retry: false
        }
    );
    assert_eq!(closed, refused_frame);

    // A heartbeat first is no hello either; a binary frame is not even a message of the
    // control protocol, and may be tried again.
    let heartbeat = text(&AgentMessage::Heartbeat { seq: 1 });
    let (refused, _, _) = refused_with(state, Some(heartbeat)).await;
    assert_eq!(refused.message, "the first message must be a hello");
    let binary = Ok(Message::Binary(vec![1, 2, 3].into()));
    let (refused, _, closed) = refused_with(state, Some(binary)).await;
    assert_eq!(
        (refused.message.as_str(), refused.retry),
        ("no hello within 10 s", true)
    );
    assert_eq!(closed, refused_frame);

    // A hello this relay cannot speak: refused for good, and audited.
    let auth = enrolled(state, "old-agent").await;
    let id = auth.device.id.clone();
    let mut s = socket();
    let old = Hello {
        protocol_version: 99,
        ..hello()
    };
    s.agent.send(text(&AgentMessage::Hello(old))).unwrap();
    let Err(refused) = greet(state, auth, peer(), s.sink, s.stream).await else {
        panic!("greeted");
    };
    assert!(!refused.retry);
    assert!(
        refused.message.contains("protocol version 99"),
        "{refused:?}"
    );
    assert!(matches!(
        received(&mut s.sent).await,
        Ok(RelayMessage::Refused { retry: false, .. })
    ));
    assert_eq!(received(&mut s.sent).await, Err(refused_frame));
    assert_eq!(
        kinds(state, &id).await.last().map(String::as_str),
        Some("device_refused")
    );
    assert!(state.hub().get(&id).is_none(), "never registered");
}

/// A greeted agent of a new device, and its end of the socket.
/// A greeted link registered and served on a task of its own; the task ends with why the
/// link ended.
async fn spawn_serving(
    state: &AppState,
    greeted: Greeted<Sent, Received>,
) -> tokio::task::JoinHandle<String> {
    let registered = register(state, greeted).await;
    let state = state.clone();
    tokio::spawn(async move { serve(&state, registered).await })
}

async fn greeted(
    state: &AppState,
    name: &str,
) -> (
    Greeted<Sent, Received>,
    mpsc::UnboundedReceiver<Message>,
    mpsc::UnboundedSender<Result<Message, Infallible>>,
) {
    let auth = enrolled(state, name).await;
    let s = socket();
    s.agent.send(text(&AgentMessage::Hello(hello()))).unwrap();
    let greeted = greet(state, auth, peer(), s.sink, s.stream).await.unwrap();
    (greeted, s.sent, s.agent)
}

#[tokio::test]
async fn register_puts_the_device_in_the_hub_online_and_audited() {
    let relay = relay().await;
    let state = &relay.state;
    let (greeted, _sent, _agent) = greeted(state, "fresh").await;
    let id = greeted.device.id.clone();
    assert_eq!(greeted.hello, hello());
    assert!(state.hub().get(&id).is_none(), "greeting registers nothing");

    let registered = register(state, greeted).await;
    assert!(registered.routed.is_none(), "one process: no cluster part");
    let conn = state.hub().get(&id).expect("in the hub");
    assert!(std::sync::Arc::ptr_eq(&conn, &registered.conn));
    let device = relay_core::access::devices::get(state.db(), &id)
        .await
        .unwrap()
        .unwrap();
    assert!(device.online);
    assert_eq!(
        kinds(state, &id).await.last().map(String::as_str),
        Some("device_connected")
    );

    // A second link of the same device replaces the first, which is told to close.
    let (second, _s, _a) = {
        let auth = DeviceAuth {
            device: device.clone(),
            token_hash: "another token".into(),
        };
        let s = socket();
        s.agent.send(text(&AgentMessage::Hello(hello()))).unwrap();
        let g = greet(state, auth, peer(), s.sink, s.stream).await.unwrap();
        (register(state, g).await, s.sent, s.agent)
    };
    assert!(std::sync::Arc::ptr_eq(
        &state.hub().get(&id).unwrap(),
        &second.conn
    ));
    assert_eq!(
        registered.conn.closed().await,
        (4000, "replaced by a newer connection".to_string())
    );
}

#[tokio::test]
async fn serve_welcomes_answers_heartbeats_and_unregisters_when_the_agent_leaves() {
    let relay = relay().await;
    let state = &relay.state;
    let (greeted, mut sent, agent) = greeted(state, "served").await;
    let id = greeted.device.id.clone();
    let serving = spawn_serving(state, greeted).await;
    let Ok(RelayMessage::Welcome(welcome)) = received(&mut sent).await else {
        panic!("no welcome");
    };
    assert_eq!(
        (welcome.device_id.as_str(), welcome.heartbeat_interval_ms),
        (id.as_str(), 60_000)
    );
    agent
        .send(text(&AgentMessage::Heartbeat { seq: 7 }))
        .unwrap();
    // The ack carries the relay's clock, which the agent dates its screen memory by.
    let before = relay_core::store::time::now().unix_timestamp_nanos() / 1_000_000;
    let ack = received(&mut sent).await;
    assert!(
        matches!(ack, Ok(RelayMessage::HeartbeatAck { seq: 7, unix_ms: Some(ms) })
            if i128::from(ms) >= before - 5_000 && i128::from(ms) <= before + 5_000),
        "{ack:?}"
    );
    agent.send(Ok(Message::Close(None))).unwrap();
    assert_eq!(serving.await.unwrap(), "agent closed the connection");
    assert!(state.hub().get(&id).is_none());
    let device = relay_core::access::devices::get(state.db(), &id)
        .await
        .unwrap()
        .unwrap();
    assert!(!device.online);
    assert_eq!(
        kinds(state, &id).await.last().map(String::as_str),
        Some("device_disconnected")
    );
}

#[tokio::test]
async fn serve_closes_with_the_redial_code_when_the_relay_drains() {
    let relay = relay().await;
    let state = &relay.state;
    let (greeted, mut sent, agent) = greeted(state, "drained").await;
    let serving = spawn_serving(state, greeted).await;
    assert!(matches!(
        received(&mut sent).await,
        Ok(RelayMessage::Welcome(_))
    ));
    state.shutdown().cancel();
    assert_eq!(
        received(&mut sent).await,
        Err((
            proto::CLOSE_RELAY_DRAINING,
            "the relay is shutting down; redial".to_string()
        ))
    );
    // The agent answers the close; the link ends after both frames.
    agent.send(Ok(Message::Close(None))).unwrap();
    assert_eq!(serving.await.unwrap(), "the relay is shutting down; redial");
}

#[tokio::test]
async fn serve_ends_a_link_that_says_hello_twice() {
    let relay = relay().await;
    let state = &relay.state;
    let (greeted, mut sent, agent) = greeted(state, "twice").await;
    let serving = spawn_serving(state, greeted).await;
    assert!(matches!(
        received(&mut sent).await,
        Ok(RelayMessage::Welcome(_))
    ));
    agent.send(text(&AgentMessage::Hello(hello()))).unwrap();
    assert_eq!(serving.await.unwrap(), "protocol error: a second hello");
}
