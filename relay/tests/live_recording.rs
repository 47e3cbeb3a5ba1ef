//! Live sessions recorded for the audit, in-process: the policy decides which sessions the
//! device is asked to record, under an id issued to that device alone; an agent that cannot
//! record gets no unrecorded control session; a control session's input is counted from the
//! viewer's bytes (never kept) and audited as bursts; the recording's row ends with the
//! session. The device side (the recorder beside the file channel) is in the e2e suite.

#![allow(clippy::unwrap_used)]

use crate::common;

use std::time::Duration;

use common::live::*;
use common::*;
use futures_util::SinkExt;
use proto::Capability;
use serde_json::json;
use tokio_tungstenite::tungstenite::Message;

const LIVE: &[&str] = &[
    "screen_recording",
    "screen_recording:live_view",
    "screen_recording:live_control",
];

async fn agent(relay: &Relay, record: bool) -> FakeAgent {
    let mut caps = vec![
        Capability::Screenshot,
        Capability::Input,
        Capability::LiveView,
        Capability::LiveControl,
    ];
    if record {
        caps.push(Capability::LiveRecording);
    }
    fake_agent(relay, caps).await
}

/// A relay with its default policy, an agent (able to record when `record`), a key.
async fn setup(record: bool) -> (Relay, FakeAgent, relay_core::access::keys::ApiKey) {
    let relay = start(|_| {}, |_, _| None).await;
    let agent = agent(&relay, record).await;
    let key = key(&relay, LIVE).await;
    (relay, agent, key)
}

/// A control session started on `agent`'s device; (is_error, structured, text).
async fn control(
    relay: &Relay,
    key: &relay_core::access::keys::ApiKey,
    agent: &FakeAgent,
) -> (bool, serde_json::Value, String) {
    let live = json!({"enabled": true, "mode": "control"});
    live_call(relay, key, &agent.device_id, "start", live).await
}

#[tokio::test]
async fn a_recorded_session_asks_for_an_id_issued_to_that_device_alone() {
    let (relay, mut agent, key) = setup(true).await;
    let (err, s, text) = live_call(
        &relay,
        &key,
        &agent.device_id,
        "start",
        json!({"enabled": true, "mode": "control", "ttl_seconds": 300}),
    )
    .await;
    assert!(!err, "{text}");
    assert_eq!(s["live"]["recorded"], true, "{s}");
    let start = agent.live_start().await;
    let record = start
        .record
        .clone()
        .expect("a control session is recorded by default");
    assert!(
        proto::is_live_recording_id(&record.recording_id),
        "{record:?}"
    );
    assert_eq!(
        (record.fps, record.max_duration_seconds),
        (proto::LIVE_RECORDING_FPS, 360)
    );
    let db = relay.state.db();
    let row = relay_core::recordings::get(db, &agent.device_id, &record.recording_id)
        .await
        .unwrap()
        .expect("issued to the device");
    assert_eq!(
        row.live_session_id.as_deref(),
        Some(start.session_id.as_str())
    );
    assert_eq!(row.key_id, key.id);
    // Issued to that device alone: another device cannot offer under it.
    let (_other, token) = device(&relay, "other").await;
    let data = content(1500, 3);
    let (status, body) = post(
        &relay,
        &token,
        proto::AGENT_ARTIFACTS_PATH,
        &relay.offer_for(&record.recording_id, &data),
    )
    .await;
    assert!((400..500).contains(&status), "{status} {body}");
    assert!(body.contains(&record.recording_id), "{body}");
    // The file channel never names it.
    assert!(
        relay_core::recordings::latest_for_device(db, &agent.device_id)
            .await
            .unwrap()
            .is_none()
    );
    // It ends with the session, and the audit rows name it.
    let (err, _, text) = call(
        &relay,
        &key,
        "screen_recording",
        json!({"device_id": agent.device_id, "action": "stop", "live": {}}),
    )
    .await;
    assert!(!err, "{text}");
    let row = relay_core::recordings::get(db, &agent.device_id, &record.recording_id)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(row.stop_reason.as_deref(), Some("live_session_ended"));
    for kind in ["live_opened", "live_ended"] {
        let e = events(&relay, &agent.device_id, kind).await;
        assert_eq!(e.len(), 1, "{kind}");
        assert_eq!(
            e[0].detail["recording_id"], record.recording_id,
            "{kind}: {}",
            e[0].detail
        );
    }
}

#[tokio::test]
async fn an_agent_that_cannot_record_gets_no_unrecorded_control_session() {
    let (relay, mut agent, key) = setup(false).await;
    let (err, _, text) = control(&relay, &key, &agent).await;
    assert!(err, "{text}");
    assert!(
        text.contains("cannot record them") && text.contains("policy control"),
        "{text}"
    );
    // A view session is not recorded under the default policy, so it opens.
    let (err, s, text) = live_call(
        &relay,
        &key,
        &agent.device_id,
        "start",
        json!({"enabled": true}),
    )
    .await;
    assert!(!err, "{text}");
    assert_eq!(s["live"]["recorded"], false);
    assert_eq!(agent.live_start().await.record, None);
}

#[tokio::test]
async fn a_control_sessions_input_is_counted_from_the_viewers_bytes_never_kept() {
    let (relay, mut agent, key) = setup(true).await;
    let (err, s, text) = control(&relay, &key, &agent).await;
    assert!(!err, "{text}");
    let start = agent.live_start().await;
    let url = s["live"]["viewer_url"].as_str().unwrap();
    let ticket = url.split_once("#t=").unwrap().1;
    let (mut device, mut view) = connect_both(&relay, &relay, &start.token, ticket).await;
    // The viewer's handshake, a click (press, release), and "ab" typed, split oddly.
    let mut stream = b"RFB 003.008\n\x01\x01".to_vec();
    stream.extend_from_slice(&[5, 1, 0, 10, 0, 20, 5, 0, 0, 10, 0, 20]);
    for k in [0x61u8, 0x62] {
        stream.extend_from_slice(&[4, 1, 0, 0, 0, 0, 0, k]);
        stream.extend_from_slice(&[4, 0, 0, 0, 0, 0, 0, k]);
    }
    let (a, b) = stream.split_at(17);
    for part in [a, b] {
        view.send(Message::Binary(part.to_vec().into()))
            .await
            .unwrap();
    }
    // Forwarded untouched.
    let mut got = Vec::new();
    while got.len() < stream.len() {
        got.extend(next(&mut device).await.unwrap());
    }
    assert_eq!(got, stream);
    view.close(None).await.unwrap();
    let bursts = eventually(Duration::from_secs(5), "a live_input event", || async {
        Some(events(&relay, &agent.device_id, "live_input").await).filter(|e| !e.is_empty())
    })
    .await;
    assert_eq!(bursts.len(), 1);
    let d = &bursts[0].detail;
    assert_eq!(
        (&d["pointer_events"], &d["clicks"], &d["key_presses"]),
        (&json!(2), &json!(1), &json!(2)),
        "{d}"
    );
    assert_eq!(d["session_id"], start.session_id);
    assert_eq!(bursts[0].key_id.as_deref(), Some(key.id.as_str()));
    let mut fields: Vec<&str> = d.as_object().unwrap().keys().map(String::as_str).collect();
    fields.sort_unstable();
    assert_eq!(
        fields,
        [
            "clicks",
            "key_presses",
            "peak_per_second",
            "per_second",
            "pointer_events",
            "session_id",
            "started_at"
        ],
        "counts and times only: never a key or a position"
    );
}
