//! A device asking for the actions of a recording it is finishing, to mux them as its MP4's
//! timed-text track (`GET /v1/agent/recordings/{id}/actions`): answered from the relay's
//! audit for a recording issued to that device alone, as bounded cues without typed text;
//! another device, an unknown id or no token learn nothing. The muxing and ffprobe's view of
//! the track are in the e2e suite (`test_console.py`).

#![allow(clippy::unwrap_used)]

use crate::common;

use common::*;
use relay_core::audit::{Kind, NewEvent, Outcome};
use serde_json::json;

async fn get(relay: &Relay, token: Option<&str>, id: &str) -> (u16, String) {
    let mut req = relay.client.get(format!(
        "{}{}/{id}/actions",
        relay.base,
        proto::AGENT_RECORDINGS_PATH
    ));
    if let Some(token) = token {
        req = req.header("authorization", format!("Bearer {token}"));
    }
    let r = req.send().await.unwrap();
    (r.status().as_u16(), r.text().await.unwrap())
}

/// An `input` call on `device_id` by `key_id`, as the tool layer audits it.
fn input(device_id: &str, key_id: &str, action: &str, detail: serde_json::Value) -> NewEvent {
    let mut e = NewEvent::new(Kind::ToolCall);
    e.device_id = Some(device_id.into());
    e.key_id = Some(key_id.into());
    e.tool = Some("input".into());
    e.action = Some(action.into());
    e.outcome = Some(Outcome::Ok);
    e.duration_ms = Some(40);
    e.detail = detail;
    e
}

#[tokio::test]
async fn a_device_gets_its_own_recordings_actions_and_nothing_else() {
    let relay = start(|_| {}, |_, _| None).await;
    let (mine, token) = device(&relay, "finishing").await;
    let (theirs, their_token) = device(&relay, "neighbour").await;
    let rec = issued_recording(&relay, &mine).await;
    let key = key(&relay, &["input"]).await;
    let audit = relay.state.audit();
    audit
        .append(input(
            &mine,
            &key.id,
            "click",
            json!({"device_input": {"x": 5, "y": 7}}),
        ))
        .await
        .unwrap();
    audit
        .append(input(&mine, &key.id, "type", json!({"chars": 14})))
        .await
        .unwrap();
    // Another device's action in the same span is not this recording's.
    audit
        .append(input(
            &theirs,
            &key.id,
            "click",
            json!({"device_input": {"x": 9, "y": 9}}),
        ))
        .await
        .unwrap();

    let (status, body) = get(&relay, Some(&token), &rec).await;
    assert_eq!(status, 200, "{body}");
    let actions: proto::RecordingActions = serde_json::from_str(&body).unwrap();
    actions.validate().unwrap();
    assert_eq!(actions.recording_id, rec);
    let texts: Vec<&str> = actions.cues.iter().map(|c| c.text.as_str()).collect();
    assert_eq!(
        texts,
        ["click at 5,7 · test", "type 14 characters · test"],
        "{body}"
    );

    // Another device asking for it, an id never issued and no token: refused alike.
    let (status, refused) = get(&relay, Some(&their_token), &rec).await;
    assert_eq!(status, 404, "{refused}");
    let never = recording_id();
    let (status, unknown) = get(&relay, Some(&token), &never).await;
    assert_eq!(status, 404, "{unknown}");
    // A device learns nothing of another's recordings: the same answer as for no recording.
    assert_eq!(refused.replace(&rec, "ID"), unknown.replace(&never, "ID"));
    let (status, _) = get(&relay, Some(&token), "../../admin").await;
    assert_eq!(status, 404);
    let (status, _) = get(&relay, None, &rec).await;
    assert_eq!(status, 401);
    let (status, _) = get(&relay, Some("dt_forged"), &rec).await;
    assert_eq!(status, 401);
}
