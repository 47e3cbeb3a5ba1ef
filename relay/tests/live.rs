//! The live plane, in-process: a real relay on a loopback port, a hand-driven agent on the
//! control socket (as `agent_link.rs` does), its live socket dialled with the token from the
//! `LiveStart` the relay sent, and viewers as plain WebSocket clients.

#![allow(clippy::unwrap_used)]

use crate::common;

use std::time::Duration;

use common::live::*;
use common::*;
use futures_util::SinkExt;
use proto::Capability;
use serde_json::{Value, json};
use tokio_tungstenite::tungstenite::Message;

const ALL_LIVE: &[&str] = &[
    "screen_recording",
    "input",
    "list_devices",
    "screen_recording:live_view",
    "screen_recording:live_control",
];

async fn relay() -> Relay {
    start(|_| {}, |_, _| None).await
}

async fn agent(relay: &Relay) -> FakeAgent {
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

struct Opened {
    ticket: String,
    start: proto::LiveStartRequest,
    live: Value,
}

async fn open(
    relay: &Relay,
    key: &relay_core::access::keys::ApiKey,
    agent: &mut FakeAgent,
    live: Value,
) -> Opened {
    let (err, s, text) = live_call(relay, key, &agent.device_id, "start", live).await;
    assert!(!err, "{text}");
    let live = s["live"].clone();
    let url = live["viewer_url"].as_str().unwrap();
    let (page, ticket) = url.split_once("#t=").unwrap();
    assert_eq!(page, format!("{}/view/", relay.base));
    let start = agent.live_start().await;
    assert_eq!(
        start.url,
        format!("{}{}", ws_base(relay), proto::LIVE_DEVICE_PATH)
    );
    Opened {
        ticket: ticket.to_string(),
        start,
        live,
    }
}

/// A live start on `agent`'s device that must succeed; (structured, text).
async fn start_again(
    relay: &Relay,
    key: &relay_core::access::keys::ApiKey,
    agent: &FakeAgent,
) -> (Value, String) {
    let (err, s, text) = live_call(
        relay,
        key,
        &agent.device_id,
        "start",
        json!({"enabled": true}),
    )
    .await;
    assert!(!err, "{text}");
    (s, text)
}

async fn ticket_info(relay: &Relay, ticket: &str) -> (u16, Value) {
    let r = relay
        .client
        .post(format!("{}{}", relay.base, proto::LIVE_TICKET_INFO_PATH))
        .header("content-type", "application/json")
        .body(json!({ "ticket": ticket }).to_string())
        .send()
        .await
        .unwrap();
    (r.status().as_u16(), r.json().await.unwrap())
}

/// The audit events of `kind` about `device_id`, once there are some (they are written
/// right after the sockets close).
async fn wait_events(relay: &Relay, device_id: &str, kind: &str) -> Vec<relay_core::audit::Event> {
    eventually(
        Duration::from_secs(2),
        &format!("a {kind} event"),
        || async { Some(events(relay, device_id, kind).await).filter(|e| !e.is_empty()) },
    )
    .await
}

async fn ended_whys(relay: &Relay, device_id: &str) -> Vec<String> {
    wait_events(relay, device_id, "live_ended")
        .await
        .iter()
        .map(|e| e.detail["why"].as_str().unwrap().to_string())
        .collect()
}

/// A bridged session: device and viewer sockets, with the first bytes already through.
async fn bridged(relay: &Relay, agent: &mut FakeAgent, live: Value) -> (Opened, Socket, Socket) {
    let key = key(relay, ALL_LIVE).await;
    bridged_by(relay, &key, agent, live).await
}

/// [`bridged`], opened by `key`.
async fn bridged_by(
    relay: &Relay,
    key: &relay_core::access::keys::ApiKey,
    agent: &mut FakeAgent,
    live: Value,
) -> (Opened, Socket, Socket) {
    let o = open(relay, key, agent, live).await;
    // An RFB server speaks first: its message waits in the relay for the viewer.
    let (device, view) = connect_both(relay, relay, &o.start.token, &o.ticket).await;
    (o, device, view)
}

#[tokio::test]
async fn bytes_flow_both_ways_in_order() {
    let relay = relay().await;
    let mut agent = agent(&relay).await;
    let (_, mut device, mut view) = bridged(&relay, &mut agent, json!({"enabled": true})).await;
    for i in 0..200u32 {
        device
            .send(Message::Binary(i.to_be_bytes().to_vec().into()))
            .await
            .unwrap();
    }
    for i in 0..200u32 {
        assert_eq!(next(&mut view).await.unwrap(), i.to_be_bytes());
    }
    let big = content(3 * 1024 * 1024, 9);
    view.send(Message::Binary(b"RFB 003.008\n".to_vec().into()))
        .await
        .unwrap();
    view.send(Message::Binary(big.clone().into()))
        .await
        .unwrap();
    assert_eq!(next(&mut device).await.unwrap(), b"RFB 003.008\n");
    assert_eq!(next(&mut device).await.unwrap(), big);
    let connected = events(&relay, &agent.device_id, "viewer_connected").await;
    assert_eq!(connected.len(), 1);
    assert_eq!(connected[0].detail["user_agent"], "live-test");
    assert!(
        connected[0].detail["address"]
            .as_str()
            .unwrap()
            .starts_with("127.0.0.1:")
    );
}

#[tokio::test]
async fn a_viewer_may_come_before_the_device() {
    let relay = relay().await;
    let mut agent = agent(&relay).await;
    let key = key(&relay, ALL_LIVE).await;
    let o = open(&relay, &key, &mut agent, json!({"enabled": true})).await;
    // The viewer connects first and is held until the device dials.
    let view = viewer(&relay, &o.ticket);
    let device = async {
        sleep_ms(300).await;
        let mut d = dial(&relay, &o.start.token).await.unwrap();
        d.send(Message::Binary(b"late".to_vec().into()))
            .await
            .unwrap();
        d
    };
    let (mut view, _device) = tokio::join!(view, device);
    assert_eq!(next(&mut view).await.unwrap(), b"late");
}

#[tokio::test]
async fn a_ticket_opens_one_viewer_even_when_two_race() {
    let relay = relay().await;
    let mut agent = agent(&relay).await;
    let key = key(&relay, ALL_LIVE).await;
    let o = open(&relay, &key, &mut agent, json!({"enabled": true})).await;
    let mut device = dial(&relay, &o.start.token).await.unwrap();
    device
        .send(Message::Binary(b"hello".to_vec().into()))
        .await
        .unwrap();
    let (mut a, mut b) = tokio::join!(viewer(&relay, &o.ticket), viewer(&relay, &o.ticket));
    let (ra, rb) = tokio::join!(next(&mut a), next(&mut b));
    let (won, lost) = match (ra, rb) {
        (Ok(x), Err(y)) | (Err(y), Ok(x)) => (x, y),
        other => panic!("expected exactly one winner: {other:?}"),
    };
    assert_eq!(won, b"hello");
    assert_eq!(lost, (4003, "ticket already used".into()));
    // A third try after the race is refused the same way.
    let mut c = viewer(&relay, &o.ticket).await;
    assert_eq!(closed(&mut c).await, (4003, "ticket already used".into()));
    let (status, info) = ticket_info(&relay, &o.ticket).await;
    assert_eq!(status, 200);
    assert_eq!(info["state"], "used");
    assert_eq!(info["viewer_connected"], true);
}

#[tokio::test]
async fn unknown_malformed_and_expired_tickets_get_4004() {
    let relay = relay().await;
    let mut agent = agent(&relay).await;
    let key = key(&relay, ALL_LIVE).await;
    let mut v = viewer(&relay, &"A".repeat(43)).await;
    assert_eq!(
        closed(&mut v).await,
        (4004, "ticket unknown or expired".into())
    );
    let mut v = viewer(&relay, "not-a-ticket").await;
    assert_eq!(closed(&mut v).await.0, 4004);
    let o = open(&relay, &key, &mut agent, json!({"enabled": true})).await;
    // Past its TTL in the database (the timer has not fired yet): refused, and "ended".
    sqlx::query("UPDATE live_sessions SET expires_at = $1 WHERE device_id = $2")
        .bind("2000-01-01T00:00:00.000Z")
        .bind(&agent.device_id)
        .execute(relay.state.db().pool())
        .await
        .unwrap();
    let mut v = viewer(&relay, &o.ticket).await;
    assert_eq!(closed(&mut v).await.0, 4004);
    let (status, info) = ticket_info(&relay, &o.ticket).await;
    assert_eq!(status, 200);
    assert_eq!(info["state"], "ended");
    assert_eq!(info["ended_reason"], "expired");
    assert_eq!(info["expires_in_seconds"], 0);
}

#[tokio::test]
async fn dial_tokens_are_checked_before_the_upgrade() {
    let relay = relay().await;
    let mut agent = agent(&relay).await;
    let key = key(&relay, ALL_LIVE).await;
    let o = open(&relay, &key, &mut agent, json!({"enabled": true})).await;
    let signer = relay.state.live_registry().dial();
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs() as i64;
    let claims = |sub: &str, dev: &str, exp: i64| proto::DialClaims {
        sub: sub.into(),
        dev: dev.into(),
        aud: proto::DIAL_AUDIENCE.into(),
        exp,
        iat: now,
    };
    assert_eq!(dial(&relay, "garbage").await.err(), Some(401));
    let mut tampered = o.start.token.clone();
    tampered.insert(tampered.len() - 2, 'x');
    assert_eq!(dial(&relay, &tampered).await.err(), Some(401));
    let expired = signer.sign_claims(&claims(&o.start.session_id, &agent.device_id, now - 120));
    assert_eq!(dial(&relay, &expired).await.err(), Some(401));
    let other_device = signer.sign_claims(&claims(&o.start.session_id, "d_someoneelse", now + 60));
    assert_eq!(dial(&relay, &other_device).await.err(), Some(401));
    let no_session = signer.sign_claims(&claims("ls_000000000000", &agent.device_id, now + 60));
    assert_eq!(dial(&relay, &no_session).await.err(), Some(404));
    // The right token works once; a second device socket is refused.
    let _device = dial(&relay, &o.start.token).await.unwrap();
    assert_eq!(dial(&relay, &o.start.token).await.err(), Some(409));
    // After the session ended, even a valid token gets 410.
    let (err, _, text) = live_call(&relay, &key, &agent.device_id, "stop", json!({})).await;
    assert!(!err, "{text}");
    assert_eq!(dial(&relay, &o.start.token).await.err(), Some(410));
}

#[tokio::test]
async fn stop_closes_both_sides_and_is_audited() {
    let relay = relay().await;
    let mut agent = agent(&relay).await;
    let (o, mut device, mut view) = bridged(&relay, &mut agent, json!({"enabled": true})).await;
    let key = key(&relay, ALL_LIVE).await;
    let (err, s, text) = live_call(&relay, &key, &agent.device_id, "stop", json!({})).await;
    assert!(!err, "{text}");
    assert_eq!(s["live"]["state"], "ended");
    assert_eq!(s["live"]["ended_reason"], "stopped");
    assert!(
        s.get("file").is_none(),
        "stop with only live stops only live: {s}"
    );
    assert_eq!(closed(&mut view).await, (4000, "session stopped".into()));
    assert_eq!(closed(&mut device).await, (4000, "session stopped".into()));
    assert_eq!(ended_whys(&relay, &agent.device_id).await, vec!["stopped"]);
    // The agent is told to stop its side too.
    let stop = tokio::time::timeout(Duration::from_secs(5), async {
        loop {
            if let Some(Asked::LiveStop(s)) = agent.asked.recv().await {
                return s;
            }
        }
    })
    .await
    .unwrap();
    assert_eq!(stop.session_id, o.start.session_id);
    let left = wait_events(&relay, &agent.device_id, "viewer_left").await;
    assert_eq!(left.len(), 1);
    assert!(left[0].detail["seconds_connected"].is_u64());
    let (_, info) = ticket_info(&relay, &o.ticket).await;
    assert_eq!(
        (info["state"].as_str(), info["ended_reason"].as_str()),
        (Some("ended"), Some("stopped"))
    );
    assert_eq!(info["viewer_connected"], false);
    assert!(relay.state.audit().verify().await.unwrap().ok);
}

#[tokio::test]
async fn the_ttl_closes_both_sides() {
    let relay = relay().await;
    let mut agent = agent(&relay).await;
    let (_, mut device, mut view) = bridged(
        &relay,
        &mut agent,
        json!({"enabled": true, "ttl_seconds": 5}),
    )
    .await;
    assert_eq!(closed(&mut view).await, (4001, "session expired".into()));
    assert_eq!(closed(&mut device).await, (4001, "session expired".into()));
    assert_eq!(ended_whys(&relay, &agent.device_id).await, vec!["expired"]);
}

#[tokio::test]
async fn a_side_dropping_closes_the_other() {
    let relay = relay().await;
    let mut agent = agent(&relay).await;
    let (_, device, mut view) = bridged(&relay, &mut agent, json!({"enabled": true})).await;
    drop(device);
    assert_eq!(closed(&mut view).await, (4002, "device left".into()));
    assert_eq!(
        ended_whys(&relay, &agent.device_id).await,
        vec!["device_left"]
    );

    let mut agent = self::agent(&relay).await;
    let (_, mut device, mut view) = bridged(&relay, &mut agent, json!({"enabled": true})).await;
    view.close(None).await.unwrap();
    assert_eq!(closed(&mut device).await, (4002, "viewer left".into()));
    assert_eq!(
        ended_whys(&relay, &agent.device_id).await,
        vec!["viewer_left"]
    );
}

#[tokio::test]
async fn ticket_info_reports_without_consuming() {
    let relay = relay().await;
    let mut agent = agent(&relay).await;
    let key = key(&relay, ALL_LIVE).await;
    let o = open(
        &relay,
        &key,
        &mut agent,
        json!({"enabled": true, "reason": "stuck on 2FA", "ttl_seconds": 120}),
    )
    .await;
    for _ in 0..2 {
        let (status, info) = ticket_info(&relay, &o.ticket).await;
        assert_eq!(status, 200);
        assert_eq!(info["state"], "ready");
        assert_eq!(info["device"]["id"], agent.device_id.as_str());
        assert!(
            info["device"]["name"]
                .as_str()
                .unwrap()
                .starts_with("live-")
        );
        assert_eq!(info["mode"], "view");
        assert_eq!(info["reason"], "stuck on 2FA");
        assert_eq!(info["expires_at"], o.live["expires_at"]);
        let left = info["expires_in_seconds"].as_i64().unwrap();
        assert!((110..=120).contains(&left), "{left}");
        assert_eq!(info["viewer_connected"], false);
        assert_eq!(info["ended_reason"], Value::Null);
        assert!(!info["message"].as_str().unwrap().is_empty());
    }
    let (status, info) = ticket_info(&relay, &"B".repeat(43)).await;
    assert_eq!((status, info["state"].as_str()), (404, Some("unknown")));
    let (status, info) = ticket_info(&relay, "../../etc/passwd").await;
    assert_eq!((status, info["state"].as_str()), (404, Some("unknown")));
    let r = relay
        .client
        .post(format!("{}{}", relay.base, proto::LIVE_TICKET_INFO_PATH))
        .body("x".repeat(10_000))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 413);
}

#[tokio::test]
async fn start_is_idempotent_and_status_follows_the_session() {
    let relay = relay().await;
    let mut agent = agent(&relay).await;
    let key = key(&relay, ALL_LIVE).await;
    let o = open(&relay, &key, &mut agent, json!({"enabled": true})).await;
    assert_eq!(o.live["state"], "waiting_for_viewer");
    assert_eq!(o.live["already_running"], false);
    assert_eq!(o.live["ttl_seconds"], 600);
    let (s, text) = start_again(&relay, &key, &agent).await;
    assert_eq!(s["live"]["already_running"], true);
    // Nobody used the first link: a repeated start gives a fresh one for the same session,
    // and the first one dies.
    let url = s["live"]["viewer_url"].as_str().unwrap();
    let fresh = url.split_once("#t=").unwrap().1.to_string();
    assert_ne!(fresh, o.ticket);
    assert!(text.contains("fresh viewer_url"), "{text}");
    assert_eq!(s["live"]["started_at"], o.live["started_at"]);
    assert_eq!(ticket_info(&relay, &o.ticket).await.1["state"], "unknown");
    assert_eq!(ticket_info(&relay, &fresh).await.1["state"], "ready");
    assert_eq!(
        events(&relay, &agent.device_id, "live_ticket_reissued")
            .await
            .len(),
        1
    );
    let status = |key| live_call(&relay, key, &agent.device_id, "status", json!({}));
    let (_, s, _) = status(&key).await;
    assert_eq!(s["live"]["state"], "waiting_for_viewer");
    let _device = dial(&relay, &o.start.token).await.unwrap();
    let mut stale = viewer(&relay, &o.ticket).await;
    assert_eq!(closed(&mut stale).await.0, 4004, "the first link died");
    let _view = viewer(&relay, &fresh).await;
    eventually(
        Duration::from_secs(1),
        "the viewer to show as connected",
        || async { (status(&key).await.1["live"]["state"] == "viewer_connected").then_some(()) },
    )
    .await;
    let (_, s, _) = status(&key).await;
    assert_eq!(s["live"]["state"], "viewer_connected");
    assert_eq!(s["live"]["viewer_connected"], true);
    // With a viewer connected, a repeated start says so and makes no link.
    let (s, text) = start_again(&relay, &key, &agent).await;
    assert!(s["live"].get("viewer_url").is_none(), "{s}");
    assert!(text.contains("A viewer is connected"), "{text}");
    let (_, s, _) = call(&relay, &key, "list_devices", json!({})).await;
    let me = s["devices"]
        .as_array()
        .unwrap()
        .iter()
        .find(|d| d["id"] == agent.device_id.as_str())
        .unwrap()
        .clone();
    assert_eq!(me["live"]["state"], "viewer_connected");
    assert_eq!(me["live"]["mode"], "view");
    // Stop with no channel named stops the live session as well.
    let (err, s, text) = call(
        &relay,
        &key,
        "screen_recording",
        json!({"device_id": agent.device_id, "action": "stop"}),
    )
    .await;
    assert!(!err, "{text}");
    assert_eq!(s["live"]["state"], "ended");
    let (_, s, _) = status(&key).await;
    assert_eq!(s["live"]["ended_reason"], "stopped");
    let opened = events(&relay, &agent.device_id, "live_opened").await;
    assert_eq!(opened.len(), 1);
    assert_eq!(opened[0].key_id.as_deref(), Some(key.id.as_str()));
    assert_eq!(opened[0].detail["mode"], "view");
    assert_eq!(opened[0].detail["ttl_seconds"], 600);
}

#[tokio::test]
async fn input_pauses_while_a_human_has_control() {
    let relay = relay().await;
    let mut agent = agent(&relay).await;
    let key = key(&relay, ALL_LIVE).await;
    let click = json!({"device_id": agent.device_id, "action": "click", "x": 5, "y": 5});
    let o = open(
        &relay,
        &key,
        &mut agent,
        json!({"enabled": true, "mode": "control", "reason": "fix the wifi"}),
    )
    .await;
    // Nobody has opened the link yet: the agent keeps its hands.
    let (err, _, text) = call(&relay, &key, "input", click.clone()).await;
    assert!(!err, "before a viewer connects: {text}");
    while agent.asked.try_recv().is_ok() {}
    let mut device = dial(&relay, &o.start.token).await.unwrap();
    device
        .send(Message::Binary(b"RFB 003.008\n".to_vec().into()))
        .await
        .unwrap();
    let mut view = viewer(&relay, &o.ticket).await;
    assert_eq!(next(&mut view).await.unwrap(), b"RFB 003.008\n");
    let (err, _, text) = call(&relay, &key, "input", click.clone()).await;
    assert!(err);
    assert!(
        text.contains("a human has live control of this device since"),
        "{text}"
    );
    assert!(
        text.contains(o.live["expires_at"].as_str().unwrap()),
        "{text}"
    );
    assert!(text.contains("fix the wifi"), "{text}");
    while let Ok(asked) = agent.asked.try_recv() {
        assert!(
            !matches!(asked, Asked::Input(_)),
            "input reached the device"
        );
    }
    let calls = events(&relay, &agent.device_id, "tool_call").await;
    let last = calls
        .iter()
        .rev()
        .find(|e| e.tool.as_deref() == Some("input"))
        .unwrap();
    assert_eq!(last.outcome.as_deref(), Some("soft_failed"));
    let (err, _, text) = live_call(&relay, &key, &agent.device_id, "stop", json!({})).await;
    assert!(!err, "{text}");
    let (err, _, text) = call(&relay, &key, "input", click).await;
    assert!(!err, "{text}");
}

#[tokio::test]
async fn scopes_and_capabilities_gate_the_live_channel() {
    let relay = relay().await;
    let agent = agent(&relay).await;
    let file_only = key(&relay, &["screen_recording"]).await;
    let tools = relay::tools::list_for(&file_only.grants());
    let schema = serde_json::to_value(&tools[0]).unwrap();
    assert_eq!(schema["name"], "screen_recording");
    assert!(
        schema["inputSchema"]["properties"].get("live").is_none(),
        "{schema}"
    );
    assert!(!schema.to_string().contains("live_view"), "{schema}");
    assert!(
        !schema["description"]
            .as_str()
            .unwrap()
            .contains("viewer_url")
    );
    let (err, _, text) = live_call(
        &relay,
        &file_only,
        &agent.device_id,
        "start",
        json!({"enabled": true}),
    )
    .await;
    assert!(err);
    assert!(text.contains("screen_recording:live_view"), "{text}");
    // Even invalid live arguments get the scope refusal, not a lesson in their bounds.
    let (err, _, text) = live_call(
        &relay,
        &file_only,
        &agent.device_id,
        "start",
        json!({"enabled": true, "ttl_seconds": 1}),
    )
    .await;
    assert!(err);
    assert!(text.contains("screen_recording:live_view"), "{text}");

    let viewer_only = key(&relay, &["screen_recording", "screen_recording:live_view"]).await;
    let tools = relay::tools::list_for(&viewer_only.grants());
    let schema = serde_json::to_value(&tools[0]).unwrap();
    assert!(schema["inputSchema"]["properties"].get("live").is_some());
    assert!(
        schema["description"]
            .as_str()
            .unwrap()
            .contains("viewer_url")
    );
    let (err, _, text) = live_call(
        &relay,
        &viewer_only,
        &agent.device_id,
        "start",
        json!({"enabled": true, "mode": "control"}),
    )
    .await;
    assert!(err);
    assert!(text.contains("screen_recording:live_control"), "{text}");
    let (err, _, text) = live_call(
        &relay,
        &viewer_only,
        &agent.device_id,
        "start",
        json!({"enabled": true, "ttl_seconds": 99999}),
    )
    .await;
    assert!(err);
    assert!(text.contains("live.ttl_seconds"), "{text}");
    let denied = events(&relay, &agent.device_id, "tool_call").await;
    assert!(
        denied
            .iter()
            .any(|e| e.outcome.as_deref() == Some("denied"))
    );

    // A device whose agent cannot serve live is refused with a reason.
    let plain = fake_agent(&relay, vec![Capability::Screenshot]).await;
    let (err, _, text) = live_call(
        &relay,
        &viewer_only,
        &plain.device_id,
        "start",
        json!({"enabled": true}),
    )
    .await;
    assert!(err);
    assert!(text.contains("cannot serve a live view"), "{text}");
    let view_only_device = fake_agent(&relay, vec![Capability::LiveView]).await;
    let all = key(&relay, ALL_LIVE).await;
    let (err, _, text) = live_call(
        &relay,
        &all,
        &view_only_device.device_id,
        "start",
        json!({"enabled": true, "mode": "control"}),
    )
    .await;
    assert!(err);
    assert!(text.contains("live.mode"), "{text}");
}

#[tokio::test]
async fn the_viewer_page_and_novnc_are_served() {
    let relay = relay().await;
    let get = |path: &str| relay.client.get(format!("{}{path}", relay.base)).send();
    // The page itself (viewer/static) is the viewer's; a tree without it yet still serves
    // noVNC, and `/view/` is then a 404 like any missing file.
    let pages: &[&str] = if relay::viewer::lookup("index.html").is_some() {
        &["/view/", "/view/index.html"]
    } else {
        eprintln!("viewer/static/index.html is not in this tree: its checks are skipped");
        assert_eq!(get("/view/").await.unwrap().status().as_u16(), 404);
        &[]
    };
    for path in pages {
        let r = get(path).await.unwrap();
        assert_eq!(r.status().as_u16(), 200, "{path}");
        let h = r.headers();
        assert!(h["content-type"].to_str().unwrap().starts_with("text/html"));
        assert_eq!(h["cache-control"], "no-store");
        assert_eq!(h["referrer-policy"], "no-referrer");
        let csp = h["content-security-policy"].to_str().unwrap();
        assert!(
            csp.contains("default-src 'self'")
                && csp.contains("connect-src 'self';")
                && !csp.contains("ws:")
        );
    }
    let r = get("/view/novnc/core/rfb.js").await.unwrap();
    assert_eq!(r.status().as_u16(), 200);
    assert!(
        r.headers()["content-type"]
            .to_str()
            .unwrap()
            .starts_with("text/javascript")
    );
    assert!(r.text().await.unwrap().contains("export default class RFB"));
    for path in [
        "/view/nope.js",
        "/view/novnc/docs/API.md",
        "/view/novnc/package.json",
        "/view/novnc/core/..%2frfb.js",
    ] {
        assert_eq!(get(path).await.unwrap().status().as_u16(), 404, "{path}");
    }
}

#[tokio::test]
async fn a_restarted_relay_ends_the_sessions_it_lost() {
    // It ends every session in the database: on a database shared by concurrent tests it
    // would end theirs too.
    if std::env::var_os("RELAY_TEST_DATABASE_URL").is_some() {
        return;
    }
    let relay = relay().await;
    let mut agent = agent(&relay).await;
    let key = key(&relay, ALL_LIVE).await;
    let o = open(
        &relay,
        &key,
        &mut agent,
        json!({"enabled": true, "mode": "control"}),
    )
    .await;
    let _device = dial(&relay, &o.start.token).await.unwrap();
    let _view = viewer(&relay, &o.ticket).await;
    eventually(
        Duration::from_secs(1),
        "the viewer to show as connected",
        || async {
            let (_, s, _) = live_call(&relay, &key, &agent.device_id, "status", json!({})).await;
            (s["live"]["viewer_connected"] == json!(true)).then_some(())
        },
    )
    .await;
    let click = json!({"device_id": agent.device_id, "action": "click", "x": 1, "y": 1});
    assert!(call(&relay, &key, "input", click.clone()).await.0);
    // What `relay serve` does at start: no socket of an earlier process survives.
    let audit = relay_core::audit::Audit::new(relay.state.db().clone());
    let ended = relay::live::end_orphans(relay.state.db(), &audit)
        .await
        .unwrap();
    assert!(ended >= 1);
    assert_eq!(
        ended_whys(&relay, &agent.device_id).await,
        vec!["device_left"]
    );
    let (err, _, text) = call(&relay, &key, "input", click).await;
    assert!(!err, "{text}");
}

/// The relay's share of latency: small messages bounced device → viewer → device through
/// the bridge, one at a time. Run with `--ignored --nocapture` to read the figures; it
/// asserts only a loose bound, since a shared test machine has noisy neighbours.
#[tokio::test]
#[ignore = "a measurement; run on purpose"]
async fn bridge_round_trip_latency() {
    let relay = relay().await;
    let mut agent = agent(&relay).await;
    let (_, mut device, mut view) = bridged(&relay, &mut agent, json!({"enabled": true})).await;
    let [p50, p95, p99] = round_trips(&mut device, &mut view, 2000).await;
    // Two relay hops per round trip, plus the test client's own work on both ends.
    println!(
        "round trip through the relay (2 hops): p50 {p50:.3} ms, p95 {p95:.3} ms, p99 {p99:.3} ms"
    );
    assert!(p50 < 2.0, "p50 round trip {p50:.3} ms");
}

#[tokio::test]
async fn a_revoked_device_loses_its_live_session() {
    let relay = relay().await;
    let mut agent = agent(&relay).await;
    let (_, mut device, mut view) = bridged(&relay, &mut agent, json!({"enabled": true})).await;
    let audit = relay_core::audit::Audit::new(relay.state.db().clone());
    relay_core::access::devices::reset_token(relay.state.db(), &audit, &agent.device_id)
        .await
        .unwrap();
    relay::revocation::devices::sweep_once(&relay.state)
        .await
        .unwrap();
    assert_eq!(closed(&mut view).await, (4002, "device left".into()));
    assert_eq!(closed(&mut device).await, (4002, "device left".into()));
    assert_eq!(
        ended_whys(&relay, &agent.device_id).await,
        vec!["device_left"]
    );
}

#[tokio::test]
async fn concurrent_starts_open_one_session() {
    let relay = relay().await;
    let agent = agent(&relay).await;
    let key = key(&relay, ALL_LIVE).await;
    let start = || {
        live_call(
            &relay,
            &key,
            &agent.device_id,
            "start",
            json!({"enabled": true}),
        )
    };
    let (a, b) = tokio::join!(start(), start());
    let repeats: Vec<bool> = [&a, &b]
        .iter()
        .map(|(err, s, text)| {
            assert!(!err, "{text}");
            assert!(s["live"].get("viewer_url").is_some(), "{text}");
            s["live"]["already_running"] == json!(true)
        })
        .collect();
    assert_eq!(repeats.iter().filter(|r| **r).count(), 1, "{a:?} {b:?}");
    assert_eq!(
        events(&relay, &agent.device_id, "live_opened").await.len(),
        1
    );
}

#[tokio::test]
async fn both_channels_start_together_and_fail_apart() {
    let relay = relay().await;
    let agent = agent(&relay).await;
    let key = key(&relay, ALL_LIVE).await;
    // This agent cannot record: the file channel fails, the live one still opens.
    let (err, s, text) = call(
        &relay,
        &key,
        "screen_recording",
        json!({"device_id": agent.device_id, "action": "start",
               "file": {"enabled": true}, "live": {"enabled": true}}),
    )
    .await;
    assert!(!err, "{text}");
    assert!(s["live"]["viewer_url"].is_string(), "{s}");
    assert!(
        s["file"]["error"]
            .as_str()
            .unwrap()
            .contains("cannot record"),
        "{s}"
    );
    assert!(text.contains("viewer_url"), "{text}");
}

#[tokio::test]
async fn a_revoked_keys_sessions_end_and_their_tickets_die() {
    let relay = relay().await;
    let mut watched = agent(&relay).await;
    let mut waiting = agent(&relay).await;
    let key = key(&relay, ALL_LIVE).await;
    let (_, mut device, mut view) =
        bridged_by(&relay, &key, &mut watched, json!({"enabled": true})).await;
    // A second session of the same key, its link not yet used.
    let unused = open(&relay, &key, &mut waiting, json!({"enabled": true})).await;

    let audit = relay_core::audit::Audit::new(relay.state.db().clone());
    relay_core::access::keys::revoke(relay.state.db(), &audit, &key.id)
        .await
        .unwrap();
    assert_eq!(
        relay::revocation::keys::sweep_once(&relay.state)
            .await
            .unwrap(),
        2
    );
    assert_eq!(closed(&mut view).await, (4005, "access revoked".into()));
    assert_eq!(closed(&mut device).await, (4005, "access revoked".into()));
    for agent in [&watched, &waiting] {
        assert_eq!(
            ended_whys(&relay, &agent.device_id).await,
            vec!["key_revoked"]
        );
    }
    // The unused link no longer opens anything.
    let (_, info) = ticket_info(&relay, &unused.ticket).await;
    assert_eq!(info["state"], "ended", "{info}");
    let mut late = viewer(&relay, &unused.ticket).await;
    assert_eq!(closed(&mut late).await.0, 4004);
    // A second sweep finds nothing left.
    assert_eq!(
        relay::revocation::keys::sweep_once(&relay.state)
            .await
            .unwrap(),
        0
    );
}
