//! A watch's files on the data plane with the filesystem store: offered, sent, verified and
//! downloaded like recordings, listed per watch, unreachable for another device; and the
//! device-agent's own uploader moving a queued file to a real relay.

#![allow(clippy::unwrap_used)]

use crate::common;

use std::sync::Arc;
use std::time::Duration;

use common::*;
use proto::{ArtifactKind, ArtifactState, WatchFileOffer};
use relay_core::artifacts::{self, fs::FsStore};

async fn relay_with_parts(part: u64) -> Relay {
    start(
        |_| {},
        move |_, dir| {
            Some(Arc::new(
                FsStore::new(
                    dir.join("artifacts"),
                    &relay_core::access::secret::RootSecret::random(),
                )
                .with_part_bytes(part),
            ) as _)
        },
    )
    .await
}

fn file_id() -> String {
    device_agent::upload::new_file_id()
}

fn watch_id() -> String {
    relay_core::sequences::new_id()
}

fn file_offer(
    relay: &Relay,
    id: &str,
    watch: &str,
    name: &str,
    content_type: &str,
    data: &[u8],
) -> WatchFileOffer {
    WatchFileOffer {
        kind: ArtifactKind::WatchFile,
        artifact_id: id.to_string(),
        watch_id: watch.to_string(),
        name: name.to_string(),
        size_bytes: data.len() as u64,
        sha256: sha256_hex(data),
        content_type: content_type.to_string(),
        part_sha256: part_digests(data, relay.state.artifacts().part_bytes()),
    }
}

async fn offer_file(relay: &Relay, token: &str, offer: &WatchFileOffer) -> proto::UploadPlan {
    let (status, body) = post(relay, token, proto::AGENT_ARTIFACTS_PATH, offer).await;
    assert_eq!(status, 200, "offer refused: {body}");
    serde_json::from_str(&body).unwrap()
}

#[tokio::test]
async fn watch_file_offer_upload_complete_list_download() {
    let relay = relay_with_parts(1000).await;
    let reader = key(&relay, &["screen_watch"]).await;
    let (device_id, token) = device(&relay, "watcher").await;
    let watch = issued_watch(&relay, &device_id).await;
    let png = content(2300, 3);
    let json = br#"{"frames":[]}"#.to_vec();
    let png_id = file_id();
    let json_id = file_id();
    let png_offer = file_offer(&relay, &png_id, &watch, "frame-0003.png", "image/png", &png);
    let json_offer = file_offer(
        &relay,
        &json_id,
        &watch,
        "watch.json",
        "application/json",
        &json,
    );

    let plan = offer_file(&relay, &token, &png_offer).await;
    assert_eq!(plan.state, ArtifactState::Uploading);
    assert_eq!(plan.artifact_id, png_id);
    assert_eq!(plan.parts.len(), 3);
    let json_plan = offer_file(&relay, &token, &json_offer).await;

    // Listed while uploading: no link yet.
    let listed = relay
        .state
        .downloads()
        .watch_files(&reader.id, &device_id, &watch)
        .await
        .unwrap();
    assert_eq!(listed.len(), 2);
    assert_eq!(listed[0].name, "frame-0003.png");
    assert_eq!(listed[1].name, "watch.json");
    assert!(listed.iter().all(|f| f.state == ArtifactState::Uploading));
    assert!(listed.iter().all(|f| f.download_url.is_none()));

    let done = put_parts(&relay, &plan, &png).await;
    let (status, result, body) = complete(&relay, &token, &png_id, &done).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(result.unwrap().state, ArtifactState::Ready);
    let done = put_parts(&relay, &json_plan, &json).await;
    let (_, result, _) = complete(&relay, &token, &json_id, &done).await;
    assert_eq!(result.unwrap().state, ArtifactState::Ready);
    // Offering again after ready changes nothing.
    assert_eq!(
        offer_file(&relay, &token, &png_offer).await.state,
        ArtifactState::Ready
    );

    let artifact = artifacts::get(relay.state.db(), &device_id, &png_id)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(artifact.kind, ArtifactKind::WatchFile);
    assert_eq!(artifact.content_type, "image/png");
    assert!(artifact.report.is_none());
    let w = artifact.watch_file.as_ref().unwrap();
    assert_eq!(
        (w.watch_id.as_str(), w.name.as_str()),
        (watch.as_str(), "frame-0003.png")
    );
    let ready = events(&relay, &device_id, "artifact_ready").await;
    assert_eq!(ready.len(), 2);
    assert!(ready.iter().all(|e| e.detail["kind"] == "watch_file"));

    let listed = relay
        .state
        .downloads()
        .watch_files(&reader.id, &device_id, &watch)
        .await
        .unwrap();
    assert_eq!(listed.len(), 2);
    for (entry, (data, ctype, name)) in listed.iter().zip([
        (&png, "image/png", "frame-0003.png"),
        (&json, "application/json", "watch.json"),
    ]) {
        assert_eq!(entry.state, ArtifactState::Ready);
        assert_eq!(entry.size_bytes, data.len() as u64);
        assert_eq!(entry.content_type, ctype);
        let url = entry.download_url.as_deref().unwrap();
        assert!(
            url.starts_with(&format!(
                "{}/v1/artifacts/{}/download?",
                relay.base, entry.artifact_id
            )),
            "{url}"
        );
        let r = relay.client.get(url).send().await.unwrap();
        assert_eq!(r.status(), 200);
        assert_eq!(r.headers()["content-type"], ctype);
        assert_eq!(
            r.headers()["content-disposition"],
            format!("attachment; filename=\"{name}\"").as_str()
        );
        assert_eq!(r.bytes().await.unwrap().as_ref(), data.as_slice());
    }
    // The structured form the tool shows.
    let v = serde_json::to_value(&listed[0]).unwrap();
    assert_eq!(v["state"], "ready");
    assert_eq!(v["name"], "frame-0003.png");
    assert!(v["download_url"].is_string());

    // Another watch, and a recording, are not listed.
    assert!(
        relay
            .state
            .downloads()
            .watch_files(&reader.id, &device_id, &watch_id())
            .await
            .unwrap()
            .is_empty()
    );
    // A watch file is not the device's latest recording.
    assert!(
        artifacts::latest_for_device(relay.state.db(), &device_id)
            .await
            .unwrap()
            .is_none()
    );
    let rec = issued_recording(&relay, &device_id).await;
    offer(&relay, &token, &relay.offer_for(&rec, b"mp4")).await;
    let latest = artifacts::latest_for_device(relay.state.db(), &device_id)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(latest.id, rec);
    assert_eq!(
        artifacts::for_watch(relay.state.db(), &device_id, &watch)
            .await
            .unwrap()
            .len(),
        2
    );
    // The recording's download is unchanged by the files beside it.
    let rec_row = artifacts::get(relay.state.db(), &device_id, &rec)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(rec_row.kind, ArtifactKind::Recording);
    assert!(rec_row.watch_file.is_none());
}

#[tokio::test]
async fn another_device_cannot_see_or_complete_a_watch_file() {
    let relay = relay_with_parts(1000).await;
    let reader = key(&relay, &["screen_watch"]).await;
    let (device_id, token) = device(&relay, "owner").await;
    let (other_id, other) = device(&relay, "other").await;
    let watch = issued_watch(&relay, &device_id).await;
    let data = content(500, 9);
    let id = file_id();
    let o = file_offer(&relay, &id, &watch, "watch.webp", "image/webp", &data);
    let plan = offer_file(&relay, &token, &o).await;

    // The other device offering the same id is refused as for any watch not issued to it;
    // completing it gets the missing-id answer.
    let (status, body) = post(&relay, &other, proto::AGENT_ARTIFACTS_PATH, &o).await;
    assert_eq!(status, 403, "{body}");
    assert!(body.starts_with("watch_id:"), "{body}");
    let done = put_parts(&relay, &plan, &data).await;
    let (status, _, _) = complete(&relay, &other, &id, &done).await;
    assert_eq!(status, 404);
    // Nor does the other device's watch of the same id list it.
    assert!(
        artifacts::for_watch(relay.state.db(), &other_id, &watch)
            .await
            .unwrap()
            .is_empty()
    );
    let (_, result, _) = complete(&relay, &token, &id, &done).await;
    assert_eq!(result.unwrap().state, ArtifactState::Ready);
    let listed = relay
        .state
        .downloads()
        .watch_files(&reader.id, &device_id, &watch)
        .await
        .unwrap();
    assert_eq!(listed.len(), 1);
    assert!(
        relay
            .state
            .downloads()
            .watch_files(&reader.id, &other_id, &watch)
            .await
            .unwrap()
            .is_empty()
    );

    // The same id under another name, or as a recording, is refused.
    let mut renamed = o.clone();
    renamed.name = "other.webp".into();
    let (status, body) = post(&relay, &token, proto::AGENT_ARTIFACTS_PATH, &renamed).await;
    assert_eq!(status, 409, "{body}");
    // As a recording, it is no recording id the relay issued.
    let as_recording = relay.offer_for(&id, &data);
    let (status, body) = post(&relay, &token, proto::AGENT_ARTIFACTS_PATH, &as_recording).await;
    assert_eq!(status, 403, "{body}");
    assert!(body.starts_with("recording_id:"), "{body}");
}

#[tokio::test]
async fn watch_file_offers_are_validated_field_by_field() {
    let relay = relay_with_parts(1000).await;
    let (device_id, token) = device(&relay, "watcher").await;
    let id = file_id();
    let data = content(10, 0);
    let good = file_offer(
        &relay,
        &id,
        &watch_id(),
        "frame-0001.png",
        "image/png",
        &data,
    );
    let cases: Vec<OfferChange<WatchFileOffer>> = vec![
        (
            "artifact_id",
            Box::new(|o| o.artifact_id = "wf_../../x0000".into()),
        ),
        ("watch_id", Box::new(|o| o.watch_id = "seq_../x".into())),
        ("name", Box::new(|o| o.name = ".hidden".into())),
        ("name", Box::new(|o| o.name = "a/b.png".into())),
        (
            "size_bytes",
            Box::new(|o| o.size_bytes = proto::MAX_WATCH_FILE_BYTES + 1),
        ),
        ("sha256", Box::new(|o| o.sha256 = "abc".into())),
        (
            "content_type",
            Box::new(|o| o.content_type = "text/html".into()),
        ),
        ("part_sha256", Box::new(|o| o.part_sha256.clear())),
        (
            "part_sha256",
            Box::new(|o| o.part_sha256.push(o.sha256.clone())),
        ),
    ];
    assert_offers_refused(&relay, &token, &good, cases).await;
    let (status, body) = post(
        &relay,
        &token,
        proto::AGENT_ARTIFACTS_PATH,
        &serde_json::json!({"kind": "watch_file", "artifact_id": id}),
    )
    .await;
    assert_eq!(status, 400);
    assert!(body.starts_with("invalid offer"), "{body}");
    let (status, body) = post(
        &relay,
        &token,
        proto::AGENT_ARTIFACTS_PATH,
        &serde_json::json!({"kind": "photo"}),
    )
    .await;
    assert_eq!(status, 400);
    assert!(body.starts_with("invalid offer: kind"), "{body}");
    assert!(
        artifacts::get(relay.state.db(), &device_id, &id)
            .await
            .unwrap()
            .is_none()
    );
}

#[tokio::test]
async fn the_agent_uploads_a_queued_file_and_deletes_it_when_ready() {
    use device_agent::upload::{self, Uploads, WatchFile};
    // The agent cuts files at the wire's part size, as every relay but a test's does.
    let relay = relay_with_parts(proto::UPLOAD_PART_BYTES).await;
    let reader = key(&relay, &["screen_watch"]).await;
    let (device_id, token) = device(&relay, "agent").await;
    let agent_dir = temp_dir("agent-files");
    let files = agent_dir.path().join("files");
    let uploads = Arc::new(Uploads::with_files_dir(files.clone()));
    let watch = issued_watch(&relay, &device_id).await;
    let data = content(2500, 5);
    let source = agent_dir.path().join("frame.png");
    std::fs::write(&source, &data).unwrap();

    // Refused before anything is queued.
    let bad = WatchFile {
        path: source.clone(),
        artifact_id: file_id(),
        watch_id: watch.clone(),
        name: "../frame.png".into(),
        content_type: "image/png".into(),
    };
    assert!(matches!(
        uploads.enqueue_file(bad),
        Err(upload::EnqueueError::Invalid(e)) if e.field == "name"
    ));
    // Queued before the uploader runs (as after a restart): found on disk at its start.
    let early = file_id();
    uploads
        .enqueue_file(WatchFile {
            path: source.clone(),
            artifact_id: early.clone(),
            watch_id: watch.clone(),
            name: "frame-0000.png".into(),
            content_type: "image/png".into(),
        })
        .unwrap();
    assert!(matches!(
        uploads.enqueue_file(WatchFile {
            path: source.clone(),
            artifact_id: early.clone(),
            watch_id: watch.clone(),
            name: "frame-0000.png".into(),
            content_type: "image/png".into(),
        }),
        Err(upload::EnqueueError::Duplicate(_))
    ));
    let target = upload::Target {
        base: relay.base.clone(),
        token,
        client: relay.client.clone(),
    };
    let shutdown = tokio_util::sync::CancellationToken::new();
    let (_finished_tx, finished_rx) = tokio::sync::mpsc::unbounded_channel();
    let task = tokio::spawn(upload::run(
        target,
        agent_dir.path().join("recordings"),
        uploads.clone(),
        finished_rx,
        shutdown.clone(),
    ));
    // Queued while it runs: woken at once. The source may go away after queueing.
    let late = file_id();
    uploads
        .enqueue_file(WatchFile {
            path: source.clone(),
            artifact_id: late.clone(),
            watch_id: watch.clone(),
            name: "watch.json".into(),
            content_type: "application/json".into(),
        })
        .unwrap();
    std::fs::remove_file(&source).unwrap();

    let listed = eventually(Duration::from_secs(5), "both files ready", || async {
        let listed = relay
            .state
            .downloads()
            .watch_files(&reader.id, &device_id, &watch)
            .await
            .unwrap();
        let ready = listed.len() == 2 && listed.iter().all(|f| f.state == ArtifactState::Ready);
        ready.then_some(listed)
    })
    .await;
    assert_eq!(listed[0].artifact_id, early);
    assert_eq!(listed[1].artifact_id, late);
    for entry in &listed {
        let r = relay
            .client
            .get(entry.download_url.as_deref().unwrap())
            .send()
            .await
            .unwrap();
        assert_eq!(r.bytes().await.unwrap().as_ref(), data.as_slice());
    }
    // The queue empties once the relay said ready.
    eventually(Duration::from_secs(2), "the file queue empty", || async {
        std::fs::read_dir(&files)
            .unwrap()
            .next()
            .is_none()
            .then_some(())
    })
    .await;
    shutdown.cancel();
    let _ = tokio::time::timeout(Duration::from_secs(5), task).await;
}
