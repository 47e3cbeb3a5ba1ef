//! Live sessions across replicas: a session opened through replica A for a device whose
//! control socket replica B holds is served by B, and the device's and the viewer's live
//! sockets reach it through whichever replica they arrived at (one hop, vouched for with a
//! hop token). The ticket works once across replicas, a forged hop is refused, an end on
//! A closes B's sockets, and a draining B ends its sessions with `relay_left`.
//!
//! Needs PostgreSQL and NATS, as `cluster.rs` does.

#![allow(clippy::unwrap_used)]

use crate::common;

use std::time::Duration;

use common::cluster::*;
use common::live::*;
use common::*;
use futures_util::SinkExt;
use proto::Capability;
use serde_json::json;
use tokio_tungstenite::tungstenite::Message;

const ALL_LIVE: &[&str] = &[
    "screen_recording",
    "list_devices",
    "screen_recording:live_view",
    "screen_recording:live_control",
];

async fn live_agent(relay: &Relay) -> FakeAgent {
    fake_agent(
        relay,
        vec![
            Capability::Screenshot,
            Capability::Input,
            Capability::LiveView,
            Capability::LiveControl,
            Capability::LiveRecording,
        ],
    )
    .await
}

/// Wait until `relay` sees `device` online (the holder writes its presence row at once).
async fn online_on(relay: &Relay, key: &relay_core::access::keys::ApiKey, device: &str) {
    eventually(Duration::from_secs(5), "the device online", || async {
        let (_, listed, _) = call(relay, key, "list_devices", json!({"device_id": device})).await;
        (listed["devices"][0]["online"] == json!(true)).then_some(())
    })
    .await;
}

/// A session opened through `through` on `agent`'s device: (ticket, dial token).
async fn open_through(
    through: &Relay,
    key: &relay_core::access::keys::ApiKey,
    agent: &mut FakeAgent,
) -> (String, String) {
    let (err, s, text) = live_call(
        through,
        key,
        &agent.device_id,
        "start",
        json!({"enabled": true}),
    )
    .await;
    assert!(!err, "{text}");
    let url = s["live"]["viewer_url"].as_str().unwrap().to_string();
    let ticket = url.split_once("#t=").unwrap().1.to_string();
    let start = agent.live_start().await;
    (ticket, start.token)
}

async fn whys(relay: &Relay, device: &str) -> Vec<String> {
    eventually(Duration::from_secs(5), "a live_ended event", || async {
        let e = events(relay, device, "live_ended").await;
        (!e.is_empty()).then(|| {
            e.iter()
                .map(|e| e.detail["why"].as_str().unwrap().to_string())
                .collect()
        })
    })
    .await
}

#[tokio::test]
async fn a_session_opened_on_one_replica_is_served_where_its_device_is() {
    let db = Database::new();
    let (a, b) = replicas(&db).await;
    let mut agent = live_agent(&b).await;
    let key = key(&a, ALL_LIVE).await;
    online_on(&a, &key, &agent.device_id).await;

    let (ticket, token) = open_through(&a, &key, &mut agent).await;
    // B holds the device, so B serves the session: its slot is there, not on A.
    assert_eq!(b.state.live_registry().len(), 1);
    assert_eq!(a.state.live_registry().len(), 0);

    // Both sockets arrive at A (as a balancer may send them) and are carried to B.
    let (mut device, mut view) = connect_both(&a, &a, &token, &ticket).await;
    view.send(Message::Binary(b"RFB 003.008\n".to_vec().into()))
        .await
        .unwrap();
    assert_eq!(next(&mut device).await.unwrap(), b"RFB 003.008\n");
    let big = content(3 * 1024 * 1024, 9);
    device
        .send(Message::Binary(big.clone().into()))
        .await
        .unwrap();
    assert_eq!(
        next(&mut view).await.unwrap(),
        big,
        "a large update crosses whole"
    );

    // The ticket was consumed once, on B: B refuses it now, and so does A.
    for relay in [&b, &a] {
        let mut again = viewer(relay, &ticket).await;
        assert_eq!(closed(&mut again).await.0, proto::CLOSE_TICKET_USED);
    }
    // B audited the viewer at the address A vouched for (the client's, not A's port).
    let connected = events(&b, &agent.device_id, "viewer_connected").await;
    assert_eq!(connected.len(), 1, "{connected:?}");
    assert_eq!(connected[0].detail["address"], json!("127.0.0.1"));
    assert_eq!(connected[0].detail["user_agent"], json!("live-test"));

    // A stop through A ends the session B serves: both carried sockets close with its code.
    let (err, _, text) = live_call(&a, &key, &agent.device_id, "stop", json!({})).await;
    assert!(!err, "{text}");
    assert_eq!(closed(&mut view).await.0, proto::CLOSE_STOPPED);
    assert_eq!(closed(&mut device).await.0, proto::CLOSE_STOPPED);
    assert_eq!(whys(&a, &agent.device_id).await, vec!["stopped"]);
    eventually(Duration::from_secs(5), "B's slot gone", || async {
        b.state.live_registry().is_empty().then_some(())
    })
    .await;
}

#[tokio::test]
async fn a_forged_or_foreign_hop_is_refused() {
    let db = Database::new();
    let (a, b) = replicas(&db).await;
    let mut agent = live_agent(&b).await;
    let key = key(&a, ALL_LIVE).await;
    online_on(&a, &key, &agent.device_id).await;
    let (ticket, token) = open_through(&a, &key, &mut agent).await;

    // A device socket with a valid dial token but a made-up hop token: refused before the
    // upgrade, whatever address it claims.
    let forged = ws_connect(
        &b,
        proto::LIVE_DEVICE_PATH,
        &[
            ("authorization", format!("Bearer {token}")),
            (
                proto::cluster::HEADER_LIVE_HOP,
                "eyJhbGciOiJIUzI1NiJ9.e30.AAAA".into(),
            ),
        ],
    )
    .await;
    assert_eq!(forged.err(), Some(401));
    // A well-formed hop token signed with a key that is not this deployment's.
    let hop = foreign_hop_token("viewer");
    let mut view = ws_connect(
        &b,
        proto::LIVE_VIEWER_PATH,
        &[
            ("sec-websocket-protocol", format!("binary, ticket.{ticket}")),
            (proto::cluster::HEADER_LIVE_HOP, hop),
        ],
    )
    .await
    .unwrap();
    assert_eq!(closed(&mut view).await.0, proto::CLOSE_TICKET_INVALID);
    // Neither consumed the ticket: the real viewer still gets in (through A).
    let (_device, _view) = connect_both(&b, &a, &token, &ticket).await;
}

/// A hop token for `side` of some session, signed with a key of the test's own.
fn foreign_hop_token(side: &str) -> String {
    use jsonwebtoken::{EncodingKey, Header};
    let claims = proto::cluster::HopClaims {
        sub: "ls_whatever".into(),
        side: side.into(),
        addr: "203.0.113.9".into(),
        ua: String::new(),
        aud: proto::cluster::HOP_AUDIENCE.into(),
        exp: i64::MAX / 2,
    };
    let key = relay_core::access::secret::short_id("another deployment ");
    jsonwebtoken::encode(
        &Header::default(),
        &claims,
        &EncodingKey::from_secret(key.as_bytes()),
    )
    .unwrap()
}

#[tokio::test]
async fn a_draining_replica_ends_the_sessions_it_serves() {
    let db = Database::new();
    let (a, b) = replicas(&db).await;
    let mut agent = live_agent(&b).await;
    let key = key(&a, ALL_LIVE).await;
    online_on(&a, &key, &agent.device_id).await;
    let (ticket, token) = open_through(&a, &key, &mut agent).await;
    let (_device, mut view) = connect_both(&b, &a, &token, &ticket).await;

    b.state.shutdown().cancel();
    // The viewer, carried through A, hears B's reason.
    assert_eq!(closed(&mut view).await.0, proto::CLOSE_RELAY_LEFT);
    assert_eq!(whys(&a, &agent.device_id).await, vec!["relay_left"]);
    let (_, s, _) = live_call(&a, &key, &agent.device_id, "status", json!({})).await;
    assert_eq!(s["live"]["ended_reason"], json!("relay_left"), "{s}");
}

/// The cost of a hop: small messages bounced device → viewer → device with both sockets
/// on the serving replica, then with the viewer's carried from A, then with both carried,
/// and a 1080p-sized update's throughput each way. Run with `--ignored --nocapture` (in
/// release for figures worth quoting); it asserts nothing beyond the bytes arriving.
#[tokio::test]
#[ignore = "a measurement; run on purpose"]
async fn hop_cost() {
    let db = Database::new();
    let (a, b) = replicas(&db).await;
    let mut agent = live_agent(&b).await;
    let key = key(&a, ALL_LIVE).await;
    online_on(&a, &key, &agent.device_id).await;
    let frame = content(1920 * 1080 * 4, 3);
    for (label, device_on, viewer_on) in [
        ("no hop (both on the serving replica)", &b, &b),
        ("viewer carried (1 hop)", &b, &a),
        ("both carried (2 hops)", &a, &a),
    ] {
        let (ticket, token) = open_through(&a, &key, &mut agent).await;
        let (mut device, mut view) = connect_both(device_on, viewer_on, &token, &ticket).await;
        let [p50, p95, p99] = round_trips(&mut device, &mut view, 2000).await;
        let t = std::time::Instant::now();
        let frames = 30;
        for _ in 0..frames {
            device
                .send(Message::Binary(frame.clone().into()))
                .await
                .unwrap();
            assert_eq!(next(&mut view).await.unwrap().len(), frame.len());
        }
        let mib_s = (frames * frame.len()) as f64 / t.elapsed().as_secs_f64() / (1 << 20) as f64;
        println!(
            "{label}: round trip p50 {p50:.3} ms, p95 {p95:.3} ms, p99 {p99:.3} ms; 8 MiB updates {mib_s:.0} MiB/s"
        );
        let (err, _, text) = live_call(&a, &key, &agent.device_id, "stop", json!({})).await;
        assert!(!err, "{text}");
        let _ = closed(&mut view).await;
    }
}
