//! A hostile device: an agent script that speaks the control protocol and lies. Each test
//! holds one rule of issue 11: a device reaches only its own artifacts, and no device can
//! make the relay allocate without bound or keep parts forever.

#![allow(clippy::unwrap_used)]

use crate::common;

use std::time::Duration;

use common::*;
use proto::{
    ArtifactState, Capability, FileState, FramesResult, ImageFormat, ImagePart, Outcome,
    RecordingReport, RequestBody, ResponseBody, SequenceMeta, Target,
};
use relay_core::artifacts;
use relay_core::artifacts::fs::FsStore;
use tokio_tungstenite::tungstenite::Message;

/// A device with a ready recording: (device id, recording id).
async fn victim_with_recording(relay: &Relay) -> (String, String) {
    let (device_id, token) = device(relay, "victim").await;
    let id = issued_recording(relay, &device_id).await;
    let data = content(1500, 4);
    let plan = offer(relay, &token, &relay.offer_for(&id, &data)).await;
    let done = put_parts(relay, &plan, &data).await;
    let (_, result, body) = complete(relay, &token, &id, &done).await;
    assert_eq!(result.unwrap().state, ArtifactState::Ready, "{body}");
    (device_id, id)
}

fn lying_report(id: &str, state: FileState, already_running: bool) -> Outcome {
    let mut r: RecordingReport = report(id, 1500, false);
    r.state = state;
    r.already_running = already_running;
    Outcome::Ok {
        result: ResponseBody::Recording(r),
    }
}

#[tokio::test]
async fn a_device_cannot_name_another_devices_recording() {
    let relay = start(|_| {}, |_, _| None).await;
    let (victim, stolen) = victim_with_recording(&relay).await;
    let id = stolen.clone();
    let (hostile, _task) = scripted_agent(
        &relay,
        "hostile",
        vec![Capability::Screenshot, Capability::Recording],
        Box::new(move |body| match body {
            RequestBody::RecordingStart(_) => {
                Answer::Text(lying_report(&id, FileState::Recording, true))
            }
            RequestBody::RecordingStop => {
                Answer::Text(lying_report(&id, FileState::Uploading, false))
            }
            RequestBody::RecordingStatus => {
                Answer::Text(lying_report(&id, FileState::Recording, false))
            }
            _ => Answer::Text(refusal(proto::AgentErrorCode::Unsupported, "no")),
        }),
    )
    .await;
    let key = key(&relay, &["screen_recording"]).await;
    for (action, args) in [
        (
            "start",
            serde_json::json!({"device_id": hostile, "action": "start", "file": {"enabled": true}}),
        ),
        (
            "stop",
            serde_json::json!({"device_id": hostile, "action": "stop", "file": {}}),
        ),
        (
            "status",
            serde_json::json!({"device_id": hostile, "action": "status", "file": {}}),
        ),
    ] {
        let (is_error, structured, text) = call(&relay, &key, "screen_recording", args).await;
        assert!(is_error, "{action}: {text}");
        assert!(text.contains("did not start on it"), "{action}: {text}");
        let all = format!("{structured}{text}");
        assert!(!all.contains("download"), "{action}: {all}");
        assert!(!all.contains(&stolen), "{action}: {all}");
    }
    // Nothing of the victim's was touched: no link issued, its recording not marked stopped.
    assert!(
        events(&relay, &victim, "download_link_issued")
            .await
            .is_empty()
    );
    assert!(
        events(&relay, &victim, "recording_stopped")
            .await
            .is_empty()
    );
    let row = relay_core::recordings::get(relay.state.db(), &victim, &stolen)
        .await
        .unwrap()
        .unwrap();
    assert!(row.stopped_at.is_none());
    // Looked up within the hostile device, the id does not exist.
    assert!(
        artifacts::get(relay.state.db(), &hostile, &stolen)
            .await
            .unwrap()
            .is_none()
    );
    assert!(
        relay_core::recordings::get(relay.state.db(), &hostile, &stolen)
            .await
            .unwrap()
            .is_none()
    );
}

fn frames_answer(parts: Vec<ImagePart>) -> FramesResult {
    let meta: SequenceMeta = serde_json::from_value(serde_json::json!({
        "sequence_id": "seq_00112233445566778899aabb",
        "origin": "capture",
        "target": Target::Display { display: 0 },
        "running": false,
        "frame_count": 1,
        "distinct_frames": 1,
        "actual_fps": null,
        "interval_ms": null,
        "elapsed_ms": 1.0,
        "skipped_slots": [],
        "pending_slots": 0,
        "stop_reason": "completed",
        "stored_bytes": 10,
    }))
    .unwrap();
    FramesResult {
        meta,
        selected: Vec::new(),
        images: parts,
        tiles: Vec::new(),
        region: None,
        capped: None,
    }
}

fn part(offset: u64, length: u64) -> ImagePart {
    ImagePart {
        offset,
        length,
        format: ImageFormat::Png,
        width: 1,
        height: 1,
        frames: vec![0],
    }
}

#[tokio::test]
async fn a_frames_answer_is_bounded_before_anything_is_made_of_it() {
    let relay = start(|_| {}, |_, _| None).await;
    const PAYLOAD: usize = 4 * 1024 * 1024;
    // Each request gets the next lie: 10,000 parts over one payload (about 50 GB of
    // base64 if honoured), two overlapping parts, a part past the end, then an honest one.
    let mut lies = vec![
        (0..10_000).map(|_| part(0, PAYLOAD as u64)).collect(),
        vec![part(0, 100), part(50, 100)],
        vec![part(0, PAYLOAD as u64 + 1)],
        vec![part(0, 100), part(100, 200)],
    ]
    .into_iter();
    let (hostile, _task) = scripted_agent(
        &relay,
        "hostile",
        vec![Capability::Screenshot, Capability::Sequences],
        Box::new(move |body| match body {
            RequestBody::SequenceFrames(_) => Answer::Binary(
                Outcome::Ok {
                    result: ResponseBody::SequenceFrames(Box::new(frames_answer(
                        lies.next().unwrap(),
                    ))),
                },
                vec![7u8; PAYLOAD],
            ),
            _ => Answer::Text(refusal(proto::AgentErrorCode::Unsupported, "no")),
        }),
    )
    .await;
    let key = key(&relay, &["screen_sequence"]).await;
    let args = serde_json::json!({"device_id": hostile, "action": "frames",
        "sequence_id": "seq_00112233445566778899aabb", "as": "max"});
    for lie in ["10,000 parts", "overlap", "past the end"] {
        let started = std::time::Instant::now();
        let (is_error, _, text) = call(&relay, &key, "screen_sequence", args.clone()).await;
        assert!(is_error, "{lie}: {text}");
        assert!(text.contains("malformed image list"), "{lie}: {text}");
        assert!(
            started.elapsed() < Duration::from_secs(5),
            "{lie}: refused before any work"
        );
    }
    let (is_error, _, text) = call(&relay, &key, "screen_sequence", args).await;
    assert!(!is_error, "the honest answer: {text}");
}

#[tokio::test]
async fn a_text_frame_over_its_bound_ends_the_link() {
    let relay = start(|_| {}, |_, _| None).await;
    let (hostile, _task) = scripted_agent(
        &relay,
        "hostile",
        vec![Capability::Screenshot],
        Box::new(|_| {
            Answer::Raw(Message::Text(
                "x".repeat(proto::MAX_TEXT_FRAME_BYTES + 1).into(),
            ))
        }),
    )
    .await;
    let key = key(&relay, &["screenshot"]).await;
    let (is_error, _, text) = call(
        &relay,
        &key,
        "screenshot",
        serde_json::json!({"device_id": hostile}),
    )
    .await;
    assert!(is_error, "{text}");
    let left = eventually(
        Duration::from_secs(2),
        "the disconnection audited",
        || async {
            let left = events(&relay, &hostile, "device_disconnected").await;
            (!left.is_empty()).then_some(left)
        },
    )
    .await;
    assert!(relay.state.hub().get(&hostile).is_none(), "still connected");
    assert_eq!(left.len(), 1);
    let reason = left[0].detail["reason"].as_str().unwrap();
    assert!(reason.contains("text frame of"), "{reason}");
}

#[tokio::test]
async fn a_device_has_a_storage_quota_and_a_bound_on_uploads_in_flight() {
    let relay = start(
        |s| {
            s.device_quota_bytes = 10_000;
            s.max_uploads_per_device = 2;
        },
        |_, _| None,
    )
    .await;
    let (device_id, token) = device(&relay, "greedy").await;
    let data = content(3000, 1);
    let first = issued_recording(&relay, &device_id).await;
    let second = issued_recording(&relay, &device_id).await;
    let third = issued_recording(&relay, &device_id).await;
    offer(&relay, &token, &relay.offer_for(&first, &data)).await;
    offer(&relay, &token, &relay.offer_for(&second, &data)).await;
    // A repeated offer of one in flight is no new upload.
    offer(&relay, &token, &relay.offer_for(&first, &data)).await;
    let (status, body) = post(
        &relay,
        &token,
        proto::AGENT_ARTIFACTS_PATH,
        &relay.offer_for(&third, &data),
    )
    .await;
    assert_eq!(status, 429, "{body}");
    assert!(body.contains("2 uploads in flight"), "{body}");

    // Finish one: room for another upload, but not for more bytes than the quota.
    let plan = offer(&relay, &token, &relay.offer_for(&first, &data)).await;
    let done = put_parts(&relay, &plan, &data).await;
    let (_, result, _) = complete(&relay, &token, &first, &done).await;
    assert_eq!(result.unwrap().state, ArtifactState::Ready);
    let big = content(8000, 2);
    let (status, body) = post(
        &relay,
        &token,
        proto::AGENT_ARTIFACTS_PATH,
        &relay.offer_for(&third, &big),
    )
    .await;
    assert_eq!(status, 507, "{body}");
    assert!(
        body.starts_with("size_bytes:") && body.contains("quota of 10000 bytes"),
        "{body}"
    );
    // Growing a file in flight past the quota is refused the same way.
    let (status, _) = post(
        &relay,
        &token,
        proto::AGENT_ARTIFACTS_PATH,
        &relay.offer_for(&second, &big),
    )
    .await;
    assert_eq!(status, 507);
    offer(&relay, &token, &relay.offer_for(&third, &data)).await;
    // The quota is the device's own: another device is not held back.
    let (other_id, other) = device(&relay, "other").await;
    let id = issued_recording(&relay, &other_id).await;
    offer(&relay, &other, &relay.offer_for(&id, &big)).await;
}

#[tokio::test]
async fn abandoned_upload_parts_are_swept() {
    let relay = start(
        |s| s.abandoned_upload_after = Duration::from_millis(400),
        |_, dir| {
            Some(std::sync::Arc::new(
                FsStore::new(
                    dir.join("artifacts"),
                    &relay_core::access::secret::RootSecret::random(),
                )
                .with_part_bytes(1000),
            ))
        },
    )
    .await;
    let (device_id, token) = device(&relay, "quitter").await;
    let id = issued_recording(&relay, &device_id).await;
    let data = content(2500, 3);
    let plan = offer(&relay, &token, &relay.offer_for(&id, &data)).await;
    let first = resolve(&relay, &plan.parts[0].url);
    let r = relay
        .client
        .put(&first)
        .body(data[..1000].to_vec())
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 200);
    let parts_dir = relay.dir.path().join("artifacts").join("uploads").join(&id);
    assert!(parts_dir.exists());
    // The device goes quiet; its part is swept, the artifact still waits for it.
    eventually(
        Duration::from_secs(5),
        "the abandoned part swept",
        || async { (!parts_dir.exists()).then_some(()) },
    )
    .await;
    let row = artifacts::get(relay.state.db(), &device_id, &id)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(row.state, ArtifactState::Uploading);
    // Back again, it offers and sends everything: nothing is lost.
    let plan = offer(&relay, &token, &relay.offer_for(&id, &data)).await;
    let done = put_parts(&relay, &plan, &data).await;
    let (_, result, body) = complete(&relay, &token, &id, &done).await;
    assert_eq!(result.unwrap().state, ArtifactState::Ready, "{body}");
}
