//! The data plane with the S3 store against a real S3-protocol server (`s3s-fs`, started
//! per test on a free loopback port): presigned single-part and multipart uploads,
//! presigned downloads and their expiry, and a store outage answered as retryable.

#![allow(clippy::unwrap_used)]

use crate::common;

use std::sync::Arc;
use std::time::{Duration, Instant};

use common::s3::*;
use common::*;
use proto::ArtifactState;
use relay_core::artifacts;

async fn relay_on_s3(server: &S3Server, download_ttl: Duration) -> Relay {
    let store = server.store().await;
    start(
        |s| s.download_ttl = download_ttl,
        move |_, _| Some(Arc::new(store) as _),
    )
    .await
}

#[tokio::test]
async fn s3_single_part_upload_download_and_expiry() {
    let dir = temp_dir("s3s-single");
    let server = S3Server::start(dir.path());
    let relay = relay_on_s3(&server, Duration::from_secs(2)).await;
    let (device_id, token) = device(&relay, "cam").await;
    let id = issued_recording(&relay, &device_id).await;
    let data = content(300_000, 5);

    let plan = offer(&relay, &token, &relay.offer_for(&id, &data)).await;
    assert_eq!(plan.parts.len(), 1);
    assert!(
        plan.parts[0].url.starts_with(&server.endpoint()),
        "{}",
        plan.parts[0].url
    );
    let done = put_parts(&relay, &plan, &data).await;
    let (status, result, body) = complete(&relay, &token, &id, &done).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(result.unwrap().state, ArtifactState::Ready);
    let stored = dir
        .path()
        .join(BUCKET)
        .join(format!("relay/recordings/{device_id}/{id}.mp4"));
    assert_eq!(
        std::fs::read(&stored).unwrap(),
        data,
        "stored under the prefix"
    );
    assert_eq!(events(&relay, &device_id, "artifact_ready").await.len(), 1);

    let artifact = artifacts::get(relay.state.db(), &device_id, &id)
        .await
        .unwrap()
        .unwrap();
    let url = download_link(&relay, &artifact).await;
    // The link is the relay's: it checks the key and audits, then redirects to a
    // presigned GET of a minute on the store.
    assert!(url.starts_with(&relay.base), "{url}");
    let no_follow = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap();
    let r = no_follow.get(&url).send().await.unwrap();
    assert_eq!(r.status(), 302);
    let location = r.headers()["location"].to_str().unwrap().to_string();
    assert!(location.starts_with(&server.endpoint()), "{location}");
    let r = relay.client.get(&url).send().await.unwrap();
    assert_eq!(r.status(), 200);
    assert_eq!(r.bytes().await.unwrap().as_ref(), data.as_slice());
    assert_eq!(
        events(&relay, &device_id, "artifact_downloaded")
            .await
            .len(),
        2,
        "each request through the link is audited"
    );

    sleep_ms(3_100).await;
    let r = relay.client.get(&url).send().await.unwrap();
    assert_eq!(r.status(), 403, "an expired link is refused");
}

#[tokio::test]
async fn s3_multipart_upload_of_65_mib() {
    let dir = temp_dir("s3s-multi");
    let server = S3Server::start(dir.path());
    let relay = relay_on_s3(&server, Duration::from_secs(600)).await;
    let (device_id, token) = device(&relay, "cam").await;
    let id = issued_recording(&relay, &device_id).await;
    let data = content(65 * 1024 * 1024, 6);

    let plan = offer(&relay, &token, &relay.offer_for(&id, &data)).await;
    assert_eq!(plan.parts.len(), 2);
    assert_eq!(plan.parts[0].length, proto::UPLOAD_PART_BYTES);
    assert_eq!(plan.parts[1].length, 1024 * 1024);
    assert!(
        plan.parts[0].url.contains("uploadId="),
        "{}",
        plan.parts[0].url
    );
    // A repeated offer resumes the same multipart upload.
    let again = offer(&relay, &token, &relay.offer_for(&id, &data)).await;
    assert_eq!(
        upload_id(&again.parts[1].url),
        upload_id(&plan.parts[1].url)
    );

    let done = put_parts(&relay, &again, &data).await;
    let (status, result, body) = complete(&relay, &token, &id, &done).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(result.unwrap().state, ArtifactState::Ready);

    let artifact = artifacts::get(relay.state.db(), &device_id, &id)
        .await
        .unwrap()
        .unwrap();
    let url = download_link(&relay, &artifact).await;
    let r = relay.client.get(&url).send().await.unwrap();
    assert_eq!(r.status(), 200);
    let got = r.bytes().await.unwrap();
    assert_eq!(got.len(), data.len());
    assert_eq!(sha256_hex(&got), sha256_hex(&data));
}

#[tokio::test]
async fn s3_outage_is_retryable_then_completes() {
    let dir = temp_dir("s3s-outage");
    let mut server = S3Server::start(dir.path());
    let relay = relay_on_s3(&server, Duration::from_secs(600)).await;
    let (device_id, token) = device(&relay, "cam").await;
    let id = issued_recording(&relay, &device_id).await;
    let data = content(50_000, 8);

    let plan = offer(&relay, &token, &relay.offer_for(&id, &data)).await;
    let done = put_parts(&relay, &plan, &data).await;
    server.stop();
    let started = Instant::now();
    let (status, _, body) = complete(&relay, &token, &id, &done).await;
    assert_eq!(status, 503, "{body}");
    assert!(body.contains("retry"), "{body}");
    assert!(
        started.elapsed() < Duration::from_secs(10),
        "an outage answers quickly"
    );
    let artifact = artifacts::get(relay.state.db(), &device_id, &id)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        artifact.state,
        ArtifactState::Uploading,
        "nothing is given up"
    );

    server.spawn();
    let (status, result, body) = complete(&relay, &token, &id, &done).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(result.unwrap().state, ArtifactState::Ready);
}

/// A SHA-256 as S3's checksum headers carry it.
fn base64_sha256(bytes: &[u8]) -> String {
    use base64::Engine as _;
    use sha2::Digest as _;
    base64::engine::general_purpose::STANDARD.encode(sha2::Sha256::digest(bytes))
}

#[tokio::test]
async fn s3_part_urls_are_bound_to_their_length_and_checksum_and_die_with_the_upload() {
    let dir = temp_dir("s3s-bound");
    let server = S3Server::start(dir.path());
    let relay = relay_on_s3(&server, Duration::from_secs(600)).await;
    let (device_id, token) = device(&relay, "cam").await;
    let id = issued_recording(&relay, &device_id).await;
    let data = content(40_000, 3);
    let plan = offer(&relay, &token, &relay.offer_for(&id, &data)).await;
    assert_eq!(plan.parts.len(), 1);
    assert!(
        plan.parts[0].url.contains("uploadId="),
        "even one part is a multipart upload: {}",
        plan.parts[0].url
    );
    let url = plan.parts[0].url.clone();
    // Refused: a 4xx, or the store hanging up on a body it will not take (it may answer
    // before the body is sent, which the client sees as a broken pipe). Never a success.
    let refused = |r: Result<reqwest::Response, reqwest::Error>| match r {
        Ok(r) => r.status().is_client_error(),
        Err(e) => e.is_request() || e.is_body(),
    };
    // Its own client, so a connection the store hung up on is not reused for the honest
    // upload below.
    let hostile = reqwest::Client::builder()
        .pool_max_idle_per_host(0)
        .build()
        .unwrap();
    // Another length than the part's is refused by the store.
    let r = hostile.put(&url).body(content(40_001, 3)).send().await;
    assert!(refused(r), "a part of another length was accepted");
    // The URL is signed with the part's SHA-256 as its checksum header, which the store
    // checks the bytes against (AWS does; s3s-fs checks the signature but not a part's
    // bytes): without that header, or with another digest in it, the URL is refused.
    let checksum = base64_sha256(&data);
    assert_eq!(
        plan.parts[0].headers.get("x-amz-checksum-sha256"),
        Some(&checksum),
        "{:?}",
        plan.parts[0].headers
    );
    let other = content(40_000, 9);
    let r = hostile.put(&url).body(other.clone()).send().await;
    assert!(
        refused(r),
        "a part without its checksum header was accepted"
    );
    let r = hostile
        .put(&url)
        .header("x-amz-checksum-sha256", base64_sha256(&other))
        .body(other)
        .send()
        .await;
    assert!(refused(r), "a part with another checksum was accepted");
    let done = put_parts(&relay, &plan, &data).await;
    let (_, result, body) = complete(&relay, &token, &id, &done).await;
    assert_eq!(result.unwrap().state, ArtifactState::Ready, "{body}");
    // Verified: the URL it came through no longer writes anything, and the object stands.
    let other = content(40_000, 9);
    let r = hostile.put(&url).body(other).send().await;
    assert!(refused(r), "a verified object's part URL still wrote");
    let stored = dir
        .path()
        .join(BUCKET)
        .join(format!("relay/recordings/{device_id}/{id}.mp4"));
    assert_eq!(std::fs::read(&stored).unwrap(), data);
}

#[tokio::test]
async fn s3_an_uploaded_video_is_stored_and_read_back_for_video_frames() {
    let dir = temp_dir("s3s-video");
    let server = S3Server::start(dir.path());
    let relay = relay_on_s3(&server, Duration::from_secs(600)).await;
    let clip = flicker_clip(relay.dir.path());
    let owner = key_with_secret(&relay, &["video_frames"], &["*"]).await;
    let (status, body) = upload_video(&relay, &owner.secret, clip.clone(), &[]).await;
    assert_eq!(status, 201, "{body}");
    let answer: serde_json::Value = serde_json::from_str(&body).unwrap();
    let id = answer["artifact_id"].as_str().unwrap();
    let stored = dir
        .path()
        .join(BUCKET)
        .join(format!("relay/videos/{}/{id}", owner.key.id));
    assert_eq!(
        std::fs::read(&stored).unwrap(),
        clip,
        "stored under the prefix"
    );

    let (error, structured, text) = call(
        &relay,
        &owner.key,
        "video_frames",
        serde_json::json!({"video": id}),
    )
    .await;
    assert!(!error, "{text}");
    assert_eq!(structured["changes"], 2, "{text}");
    // The copy fetched to read it is gone once the call answered.
    let scratch = relay.dir.path().join("tmp");
    let left: Vec<_> = std::fs::read_dir(&scratch)
        .map(|d| d.flatten().collect())
        .unwrap_or_default();
    assert!(left.is_empty(), "{left:?}");
}

/// The request heads a fake S3 endpoint received: it answers every request with a 500, so
/// what the store sends can be read without a service that keeps encryption settings.
async fn recording_endpoint() -> (String, Arc<std::sync::Mutex<Vec<String>>>) {
    use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!("http://{}", listener.local_addr().unwrap());
    let seen = Arc::new(std::sync::Mutex::new(Vec::new()));
    let heads = seen.clone();
    tokio::spawn(async move {
        while let Ok((mut socket, _)) = listener.accept().await {
            let heads = heads.clone();
            tokio::spawn(async move {
                let mut head = Vec::new();
                let mut buf = [0u8; 4096];
                while !head.windows(4).any(|w| w == b"\r\n\r\n") {
                    match socket.read(&mut buf).await {
                        Ok(0) | Err(_) => return,
                        Ok(n) => head.extend_from_slice(&buf[..n]),
                    }
                }
                heads
                    .lock()
                    .unwrap()
                    .push(String::from_utf8_lossy(&head).to_ascii_lowercase());
                let body = "<Error><Code>InternalError</Code><Message>test</Message></Error>";
                let reply = format!(
                    "HTTP/1.1 500 Internal Server Error\r\ncontent-type: application/xml\r\ncontent-length: {}\r\nconnection: close\r\n\r\n{body}",
                    body.len()
                );
                let _ = socket.write_all(reply.as_bytes()).await;
            });
        }
    });
    (url, seen)
}

#[tokio::test]
async fn s3_objects_are_created_asking_for_server_side_encryption() {
    use artifacts::s3::{Encryption, S3Config, S3Store};
    use artifacts::{ArtifactStore as _, PartTarget};
    let (endpoint, seen) = recording_endpoint().await;
    let store = |encryption| {
        S3Store::connect(S3Config {
            bucket: BUCKET.into(),
            endpoint: Some(endpoint.clone()),
            region: "us-east-1".into(),
            path_style: true,
            prefix: String::new(),
            static_credentials: Some((ACCESS_KEY.into(), SECRET_KEY.into())),
            encryption,
        })
    };
    let kms = store(Some(Encryption::Kms {
        key_id: Some("alias/relay-artifacts".into()),
    }))
    .await;
    // The multipart upload a device's parts go to.
    assert!(
        kms.begin_upload("recordings/d/r.mp4", 10, None)
            .await
            .is_err()
    );
    // The relay's own writes (an uploaded video, a checkpoint).
    let scratch = temp_dir("sse");
    let file = scratch.path().join("f");
    std::fs::write(&file, b"x").unwrap();
    let digest = hex::encode(<sha2::Sha256 as sha2::Digest>::digest(b"x"));
    assert!(
        kms.put_file("videos/v.mp4", &file, 1, &digest)
            .await
            .is_err()
    );
    let heads = seen.lock().unwrap().clone();
    assert!(heads.iter().any(|h| h.starts_with("post ")), "{heads:?}");
    assert!(heads.iter().any(|h| h.starts_with("put ")), "{heads:?}");
    for head in &heads {
        assert!(
            head.contains("x-amz-server-side-encryption: aws:kms\r\n")
                && head.contains(
                    "x-amz-server-side-encryption-aws-kms-key-id: alias/relay-artifacts\r\n"
                ),
            "{head}"
        );
    }
    // An empty file is one presigned PUT: the agent is handed the headers to send, under
    // the signature.
    let sse_s3 = store(Some(Encryption::S3Managed)).await;
    let empty = hex::encode(<sha2::Sha256 as sha2::Digest>::digest(b""));
    let put = sse_s3
        .part_request(
            PartTarget {
                artifact_id: "r",
                key: "recordings/d/r.mp4",
                upload_id: None,
                number: 1,
                length: 0,
                sha256: &empty,
            },
            Duration::from_secs(60),
        )
        .await
        .unwrap();
    assert!(
        put.headers
            .get("x-amz-server-side-encryption")
            .is_some_and(|v| v == "AES256"),
        "{put:?}"
    );
    assert!(
        put.url.contains("x-amz-server-side-encryption"),
        "{}",
        put.url
    );
    // Without a setting, nothing is asked: the bucket's default applies.
    seen.lock().unwrap().clear();
    let plain = store(None).await;
    assert!(
        plain
            .begin_upload("recordings/d/r.mp4", 10, None)
            .await
            .is_err()
    );
    let heads = seen.lock().unwrap().clone();
    assert!(
        !heads.is_empty() && heads.iter().all(|h| !h.contains("server-side-encryption")),
        "{heads:?}"
    );
}
