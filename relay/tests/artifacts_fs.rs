//! The data plane with the filesystem store, in-process: a real router on a loopback port
//! and the agent's side done by hand over plain HTTP.

#![allow(clippy::unwrap_used)]

use crate::common;

use std::sync::Arc;
use std::time::Duration;

use common::*;
use proto::{ArtifactState, CompleteUpload, CompletedPart};
use relay_core::artifacts::{self, fs::FsStore};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

/// A relay whose filesystem store cuts files into parts of `part` bytes.
async fn relay_with_parts(part: u64, tune: impl FnOnce(&mut relay::Settings)) -> Relay {
    start(tune, |_, dir| {
        Some(Arc::new(
            FsStore::new(
                dir.join("artifacts"),
                &relay_core::access::secret::RootSecret::random(),
            )
            .with_part_bytes(part),
        ) as _)
    })
    .await
}

async fn get(relay: &Relay, url: &str, range: Option<&str>) -> reqwest::Response {
    let mut r = relay.client.get(url).header("user-agent", "artifact-test");
    if let Some(range) = range {
        r = r.header("range", range);
    }
    r.send().await.unwrap()
}

#[tokio::test]
async fn fs_offer_upload_complete_download() {
    let relay = relay_with_parts(1000, |_| {}).await;
    let (device_id, token) = device(&relay, "cam").await;
    let id = issued_recording(&relay, &device_id).await;
    let data = content(2500, 7);
    let mut offer_msg = relay.offer_for(&id, &data);
    offer_msg.report.interrupted = true;

    let plan = offer(&relay, &token, &offer_msg).await;
    assert_eq!(plan.state, ArtifactState::Uploading);
    assert_eq!(plan.artifact_id, id);
    let layout: Vec<_> = plan
        .parts
        .iter()
        .map(|p| (p.number, p.offset, p.length))
        .collect();
    assert_eq!(layout, vec![(1, 0, 1000), (2, 1000, 1000), (3, 2000, 500)]);
    assert!(
        plan.parts[0]
            .url
            .starts_with(&format!("/v1/uploads/{id}/1?")),
        "{}",
        plan.parts[0].url
    );

    // A repeated offer is the same upload with fresh links.
    let again = offer(&relay, &token, &offer_msg).await;
    assert_eq!(again.state, ArtifactState::Uploading);
    assert_eq!(again.parts.len(), 3);
    let row = artifacts::get(relay.state.db(), &device_id, &id)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(row.state, ArtifactState::Uploading);
    assert_eq!(row.device_id, device_id);

    let done = put_parts(&relay, &plan, &data).await;
    let (status, result, body) = complete(&relay, &token, &id, &done).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(result.unwrap().state, ArtifactState::Ready);

    // Completing or offering again after ready changes nothing.
    let (_, result, _) = complete(&relay, &token, &id, &done).await;
    assert_eq!(result.unwrap().state, ArtifactState::Ready);
    let ready = offer(&relay, &token, &offer_msg).await;
    assert_eq!(ready.state, ArtifactState::Ready);
    assert!(ready.parts.is_empty());

    let artifact = artifacts::get(relay.state.db(), &device_id, &id)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(artifact.state, ArtifactState::Ready);
    assert_eq!(artifact.size_bytes, 2500);
    assert_eq!(artifact.sha256.as_deref(), Some(sha256_hex(&data).as_str()));
    assert!(artifact.interrupted);
    assert!(artifact.ready_at.is_some());
    assert_eq!(artifact.report.as_ref().unwrap().recording_id, id);
    let latest = artifacts::latest_for_device(relay.state.db(), &device_id)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(latest.id, id);

    let ready_events = events(&relay, &device_id, "artifact_ready").await;
    assert_eq!(ready_events.len(), 1);
    assert_eq!(
        ready_events[0].device_id.as_deref(),
        Some(device_id.as_str())
    );
    assert_eq!(ready_events[0].detail["size_bytes"], 2500);
    assert_eq!(ready_events[0].detail["interrupted"], true);

    let url = download_link(&relay, &artifact).await;
    assert!(
        url.starts_with(&format!("{}/v1/artifacts/{id}/download?", relay.base)),
        "{url}"
    );

    let full = get(&relay, &url, None).await;
    assert_eq!(full.status(), 200);
    let h = full.headers().clone();
    assert_eq!(h["accept-ranges"], "bytes");
    assert_eq!(h["content-type"], "video/mp4");
    assert_eq!(h["content-length"], "2500");
    assert_eq!(
        h["content-disposition"],
        format!("attachment; filename=\"recording-{id}.mp4\"").as_str()
    );
    assert_eq!(full.bytes().await.unwrap().as_ref(), data.as_slice());

    let part = get(&relay, &url, Some("bytes=10-19")).await;
    assert_eq!(part.status(), 206);
    assert_eq!(part.headers()["content-range"], "bytes 10-19/2500");
    assert_eq!(part.bytes().await.unwrap().as_ref(), &data[10..20]);

    let tail = get(&relay, &url, Some("bytes=-100")).await;
    assert_eq!(tail.status(), 206);
    assert_eq!(tail.bytes().await.unwrap().as_ref(), &data[2400..]);

    let outside = get(&relay, &url, Some("bytes=2500-")).await;
    assert_eq!(outside.status(), 416);
    assert_eq!(outside.headers()["content-range"], "bytes */2500");

    let head = relay.client.head(&url).send().await.unwrap();
    assert_eq!(head.status(), 200);
    assert_eq!(head.headers()["content-length"], "2500");
    assert_eq!(head.headers()["accept-ranges"], "bytes");
    assert!(head.bytes().await.unwrap().is_empty());

    assert_eq!(h["x-content-type-options"], "nosniff");

    // Audited: every read, whatever its range, HEAD included, with the key.
    let downloads = events(&relay, &device_id, "artifact_downloaded").await;
    assert_eq!(downloads.len(), 5, "{downloads:?}");
    let methods: Vec<_> = downloads
        .iter()
        .map(|e| e.detail["method"].clone())
        .collect();
    assert_eq!(
        methods.iter().filter(|m| *m == "HEAD").count(),
        1,
        "{methods:?}"
    );
    let ranges: Vec<_> = downloads
        .iter()
        .map(|e| e.detail["range"].clone())
        .collect();
    for r in ["10-19", "2400-2499", "unsatisfiable"] {
        assert!(ranges.contains(&serde_json::json!(r)), "{r}: {ranges:?}");
    }
    assert!(downloads.iter().all(|e| e.key_id.is_some()));
    let issued = events(&relay, &device_id, "download_link_issued").await;
    assert_eq!(issued.len(), 1, "{issued:?}");
    assert_eq!(issued[0].key_id, downloads[0].key_id);
    assert_eq!(downloads[0].detail["user_agent"], "artifact-test");
    assert!(
        downloads[0].detail["address"]
            .as_str()
            .unwrap()
            .starts_with("127.0.0.1:")
    );
}

#[tokio::test]
async fn fs_empty_file_is_one_empty_part() {
    let relay = relay_with_parts(1000, |_| {}).await;
    let (device_id, token) = device(&relay, "cam").await;
    let id = issued_recording(&relay, &device_id).await;
    let plan = offer(&relay, &token, &relay.offer_for(&id, &[])).await;
    assert_eq!(plan.parts.len(), 1);
    assert_eq!(plan.parts[0].length, 0);
    let done = put_parts(&relay, &plan, &[]).await;
    let (_, result, body) = complete(&relay, &token, &id, &done).await;
    assert_eq!(result.unwrap().state, ArtifactState::Ready, "{body}");
}

#[tokio::test]
async fn fs_signed_links_refuse_tampering_and_expiry() {
    let relay = relay_with_parts(1000, |s| {
        s.upload_ttl = Duration::from_secs(1);
        s.download_ttl = Duration::from_secs(1);
    })
    .await;
    let (device_id, token) = device(&relay, "cam").await;
    let id = issued_recording(&relay, &device_id).await;
    let data = content(1500, 1);
    let plan = offer(&relay, &token, &relay.offer_for(&id, &data)).await;

    // An upload link for another length, another part or other bytes is refused.
    let url = resolve(&relay, &plan.parts[0].url);
    let other = content(1000, 2);
    let r = relay
        .client
        .put(url.replace(&sha256_hex(&data[..1000]), &sha256_hex(&other)))
        .body(other)
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 403);
    let r = relay
        .client
        .put(url.replace("len=1000", "len=1001"))
        .body(vec![0u8; 1001])
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 403);
    assert_eq!(r.text().await.unwrap(), "this upload link is not valid");
    let r = relay
        .client
        .put(url.replace(&format!("/{id}/1?"), &format!("/{id}/2?")))
        .body(vec![0u8; 1000])
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 403);

    let done = put_parts(&relay, &plan, &data).await;
    let (_, result, _) = complete(&relay, &token, &id, &done).await;
    assert_eq!(result.unwrap().state, ArtifactState::Ready);
    let artifact = artifacts::get(relay.state.db(), &device_id, &id)
        .await
        .unwrap()
        .unwrap();
    let link = download_link(&relay, &artifact).await;
    assert_eq!(get(&relay, &link, None).await.status(), 200);

    // A tampered signature, a changed expiry, another artifact's id: not valid.
    let tampered = tamper_signature(&link);
    let r = get(&relay, &tampered, None).await;
    assert_eq!(r.status(), 403);
    assert_eq!(r.text().await.unwrap(), "this download link is not valid");
    let exp: u64 = link
        .split("exp=")
        .nth(1)
        .unwrap()
        .split('&')
        .next()
        .unwrap()
        .parse()
        .unwrap();
    let later = link.replace(&format!("exp={exp}"), &format!("exp={}", exp + 3600));
    assert_eq!(get(&relay, &later, None).await.status(), 403);
    let r = get(&relay, &link.replace(&id, "rec_000000000000"), None).await;
    assert_eq!(r.status(), 403);
    let unsigned = link.split('?').next().unwrap().to_string();
    assert_eq!(get(&relay, &unsigned, None).await.status(), 403);

    sleep_ms(2_200).await;
    let r = get(&relay, &link, None).await;
    assert_eq!(r.status(), 403);
    assert_eq!(r.text().await.unwrap(), "this download link has expired");
    let r = relay
        .client
        .put(&url)
        .body(data[..1000].to_vec())
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 403);
    assert!(r.text().await.unwrap().contains("expired"));
}

#[tokio::test]
async fn fs_wrong_sha256_is_refused_and_retried() {
    let relay = relay_with_parts(1000, |_| {}).await;
    let (device_id, token) = device(&relay, "cam").await;
    let id = issued_recording(&relay, &device_id).await;
    let data = content(1800, 3);
    let mut corrupted = data.clone();
    corrupted[1234] ^= 0xff;

    // Other bytes than a part was offered with (a corrupted read, or someone holding a
    // leaked URL) are refused at the PUT and not kept.
    let plan = offer(&relay, &token, &relay.offer_for(&id, &data)).await;
    let r = relay
        .client
        .put(resolve(&relay, &plan.parts[1].url))
        .body(corrupted[1000..].to_vec())
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 400);
    let body = r.text().await.unwrap();
    assert!(body.contains("do not match the SHA-256"), "{body}");
    let parts = relay.dir.path().join(format!("artifacts/uploads/{id}"));
    assert!(!parts.join("2").exists(), "a refused part is not kept");

    // A device whose part digests describe other bytes than its whole-file SHA-256 gets
    // its parts in, and is caught when the object is read back.
    let lying = || {
        let mut o = relay.offer_for(&id, &corrupted);
        o.sha256 = sha256_hex(&data);
        o
    };
    let plan = offer(&relay, &token, &lying()).await;
    let done = put_parts(&relay, &plan, &corrupted).await;
    let (status, result, body) = complete(&relay, &token, &id, &done).await;
    assert_eq!(status, 200, "{body}");
    let result = result.unwrap();
    assert_eq!(result.state, ArtifactState::Uploading);
    assert!(result.error.unwrap().contains("verification failed"));
    let object = relay
        .dir
        .path()
        .join("artifacts/objects")
        .join(format!("recordings/{device_id}/{id}.mp4"));
    assert!(!object.exists(), "a bad object is deleted");
    assert!(
        events(&relay, &device_id, "artifact_ready")
            .await
            .is_empty()
    );
    let plan = offer(&relay, &token, &lying()).await;
    assert_eq!(plan.state, ArtifactState::Uploading);
    assert!(plan.error.is_some(), "the plan carries the last error");

    // It offers the right file, sends it, and this time the bytes are right.
    let plan = offer(&relay, &token, &relay.offer_for(&id, &data)).await;
    assert_eq!(plan.state, ArtifactState::Uploading);
    let done = put_parts(&relay, &plan, &data).await;
    let (_, result, _) = complete(&relay, &token, &id, &done).await;
    assert_eq!(result.unwrap().state, ArtifactState::Ready);
    assert!(object.exists());

    // Three failures give up.
    let id = issued_recording(&relay, &device_id).await;
    let lying = || {
        let mut o = relay.offer_for(&id, &corrupted);
        o.sha256 = sha256_hex(&data);
        o
    };
    let mut last = None;
    for _ in 0..3 {
        let plan = offer(&relay, &token, &lying()).await;
        assert_eq!(plan.state, ArtifactState::Uploading);
        let done = put_parts(&relay, &plan, &corrupted).await;
        last = complete(&relay, &token, &id, &done).await.1;
    }
    assert_eq!(last.unwrap().state, ArtifactState::Failed);
    let plan = offer(&relay, &token, &relay.offer_for(&id, &data)).await;
    assert_eq!(plan.state, ArtifactState::Failed);
    assert!(plan.parts.is_empty());
    assert!(plan.error.unwrap().contains("verification failed"));
}

#[tokio::test]
async fn fs_missing_part_is_reported_not_failed() {
    let relay = relay_with_parts(1000, |_| {}).await;
    let (device_id, token) = device(&relay, "cam").await;
    let id = issued_recording(&relay, &device_id).await;
    let data = content(1500, 9);
    let plan = offer(&relay, &token, &relay.offer_for(&id, &data)).await;
    let done = CompleteUpload {
        parts: vec![
            CompletedPart {
                number: 1,
                etag: "\"x\"".into(),
            },
            CompletedPart {
                number: 2,
                etag: "\"y\"".into(),
            },
        ],
    };
    let (status, result, body) = complete(&relay, &token, &id, &done).await;
    assert_eq!(status, 200, "{body}");
    let result = result.unwrap();
    assert_eq!(result.state, ArtifactState::Uploading);
    assert!(result.error.unwrap().contains("part 1 was not received"));
    // A completion that does not list every part is a bad request.
    let (status, _, body) = complete(&relay, &token, &id, &CompleteUpload { parts: vec![] }).await;
    assert_eq!(status, 400);
    assert!(body.starts_with("parts:"), "{body}");
    let done = put_parts(&relay, &plan, &data).await;
    let (_, result, _) = complete(&relay, &token, &id, &done).await;
    assert_eq!(result.unwrap().state, ArtifactState::Ready);
}

#[tokio::test]
async fn fs_device_cannot_touch_another_devices_artifact() {
    let relay = relay_with_parts(1000, |_| {}).await;
    let (owner_id, owner) = device(&relay, "owner").await;
    let (_, other) = device(&relay, "other").await;
    let id = issued_recording(&relay, &owner_id).await;
    let data = content(500, 2);
    let plan = offer(&relay, &owner, &relay.offer_for(&id, &data)).await;

    // The other device cannot offer under the id: it was not issued to it (the same
    // answer as for an id nobody holds).
    let (status, body) = post(
        &relay,
        &other,
        proto::AGENT_ARTIFACTS_PATH,
        &relay.offer_for(&id, &data),
    )
    .await;
    assert_eq!(status, 403, "{body}");
    let (status, unknown) = post(
        &relay,
        &other,
        proto::AGENT_ARTIFACTS_PATH,
        &relay.offer_for(&recording_id(), &data),
    )
    .await;
    assert_eq!(status, 403, "{unknown}");
    assert_eq!(
        body.replace(&id, "ID"),
        unknown.replace(unknown.split('"').nth(1).unwrap(), "ID")
    );
    let done = put_parts(&relay, &plan, &data).await;
    let (status, _, _) = complete(&relay, &other, &id, &done).await;
    assert_eq!(status, 404);
    // Nor is it known to exist: the same answer as for an unknown id.
    let (status, _, _) = complete(&relay, &other, &recording_id(), &done).await;
    assert_eq!(status, 404);
    let (_, result, _) = complete(&relay, &owner, &id, &done).await;
    assert_eq!(result.unwrap().state, ArtifactState::Ready);
    let (status, body) = post(
        &relay,
        &other,
        proto::AGENT_ARTIFACTS_PATH,
        &relay.offer_for(&id, &data),
    )
    .await;
    assert_eq!(status, 403, "{body}");

    // Without a valid token nothing is answered.
    let (status, _) = post(
        &relay,
        "dt_nope",
        proto::AGENT_ARTIFACTS_PATH,
        &relay.offer_for(&id, &data),
    )
    .await;
    assert_eq!(status, 401);
}

/// Send a PUT with a chunked body (no Content-Length) over a raw socket; returns the
/// status code.
async fn put_chunked(relay: &Relay, url: &str, body: &[u8]) -> u16 {
    let addr = relay.base.trim_start_matches("http://");
    let path = &url[relay.base.len()..];
    let mut s = tokio::net::TcpStream::connect(addr).await.unwrap();
    let head = format!(
        "PUT {path} HTTP/1.1\r\nHost: {addr}\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
    );
    s.write_all(head.as_bytes()).await.unwrap();
    for chunk in body.chunks(300) {
        s.write_all(format!("{:x}\r\n", chunk.len()).as_bytes())
            .await
            .unwrap();
        s.write_all(chunk).await.unwrap();
        s.write_all(b"\r\n").await.unwrap();
    }
    s.write_all(b"0\r\n\r\n").await.unwrap();
    let mut answer = Vec::new();
    let _ = s.read_to_end(&mut answer).await;
    let answer = String::from_utf8_lossy(&answer);
    answer.split(' ').nth(1).unwrap().parse().unwrap()
}

#[tokio::test]
async fn fs_part_longer_or_shorter_than_declared_is_refused() {
    let relay = relay_with_parts(1000, |_| {}).await;
    let (device_id, token) = device(&relay, "cam").await;
    let id = issued_recording(&relay, &device_id).await;
    let data = content(1500, 4);
    let plan = offer(&relay, &token, &relay.offer_for(&id, &data)).await;
    let url = resolve(&relay, &plan.parts[0].url);

    // Declared by Content-Length.
    let r = relay
        .client
        .put(&url)
        .body(vec![0u8; 1001])
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 413);
    let r = relay
        .client
        .put(&url)
        .body(vec![0u8; 999])
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 400);
    // Streamed without a length: bounded while it arrives.
    assert_eq!(put_chunked(&relay, &url, &vec![0u8; 1400]).await, 413);
    assert_eq!(put_chunked(&relay, &url, &vec![0u8; 600]).await, 400);
    // Nothing of them was kept: completing reports the part missing.
    let parts_dir = relay.dir.path().join("artifacts/uploads").join(&id);
    let leftovers: Vec<_> = std::fs::read_dir(&parts_dir)
        .map(|d| d.map(|e| e.unwrap().file_name()).collect())
        .unwrap_or_default();
    assert!(leftovers.is_empty(), "{leftovers:?}");
    assert_eq!(put_chunked(&relay, &url, &data[..1000]).await, 200);
    let done = put_parts(&relay, &plan, &data).await;
    let (_, result, _) = complete(&relay, &token, &id, &done).await;
    assert_eq!(result.unwrap().state, ArtifactState::Ready);
}

#[tokio::test]
async fn fs_offers_are_validated_field_by_field() {
    let relay = relay_with_parts(1000, |_| {}).await;
    let (device_id, token) = device(&relay, "cam").await;
    let id = issued_recording(&relay, &device_id).await;
    let data = content(10, 0);
    let cases: Vec<OfferChange<proto::ArtifactOffer>> = vec![
        (
            "recording_id",
            Box::new(|o| o.recording_id = "../etc".into()),
        ),
        ("sha256", Box::new(|o| o.sha256 = "abc".into())),
        ("sha256", Box::new(|o| o.sha256 = o.sha256.to_uppercase())),
        (
            "size_bytes",
            Box::new(|o| o.size_bytes = proto::MAX_ARTIFACT_BYTES + 1),
        ),
        (
            "content_type",
            Box::new(|o| o.content_type = "video/webm".into()),
        ),
        (
            "report.recording_id",
            Box::new(|o| o.report.recording_id = "rec_other00000".into()),
        ),
        // Every part's digest, no more, no fewer, each a digest.
        ("part_sha256", Box::new(|o| o.part_sha256.clear())),
        (
            "part_sha256",
            Box::new(|o| o.part_sha256.push(o.sha256.clone())),
        ),
        (
            "part_sha256",
            Box::new(|o| o.part_sha256[0] = "not hex".into()),
        ),
        (
            "part_sha256",
            Box::new(|o| o.part_sha256 = vec![o.sha256.clone(); proto::MAX_UPLOAD_PARTS + 1]),
        ),
    ];
    assert_offers_refused(&relay, &token, &relay.offer_for(&id, &data), cases).await;
    let (status, body) = post(
        &relay,
        &token,
        proto::AGENT_ARTIFACTS_PATH,
        &serde_json::json!({"recording_id": id}),
    )
    .await;
    assert_eq!(status, 400);
    assert!(body.starts_with("invalid offer"), "{body}");
    let mut big = relay.offer_for(&id, &data);
    big.report.stop_message = Some("x".repeat(1_100_000));
    let (status, _) = post(&relay, &token, proto::AGENT_ARTIFACTS_PATH, &big).await;
    assert_eq!(status, 413);
    assert!(
        artifacts::get(relay.state.db(), &device_id, &id)
            .await
            .unwrap()
            .is_none()
    );
}
