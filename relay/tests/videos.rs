//! `video_frames` and `POST /v1/videos` in-process: who may read which video, what an
//! upload is refused for, and a download URL as the video. The frame choice itself is
//! tested in the `video` crate and end to end in `tests/e2e/test_video_frames.py`.
#![allow(clippy::unwrap_used)]

use crate::common;

use common::*;
use serde_json::json;

#[tokio::test]
async fn an_uploaded_video_is_read_by_its_key_alone() {
    let relay = start(|_| {}, |_, _| None).await;
    let clip = flicker_clip(relay.dir.path());
    let owner = key_with_secret(&relay, &["video_frames"], &["*"]).await;
    let (status, body) = upload_video(
        &relay,
        &owner.secret,
        clip.clone(),
        &[("content-type", "video/mp4"), ("x-filename", "flicker.mp4")],
    )
    .await;
    assert_eq!(status, 201, "{body}");
    let answer: serde_json::Value = serde_json::from_str(&body).unwrap();
    let id = answer["artifact_id"].as_str().unwrap().to_string();
    assert!(id.starts_with("vid_"), "{answer}");
    assert_eq!(answer["container"], "mp4");
    assert_eq!(answer["codec"], "avc1");
    assert_eq!(
        (answer["width"].as_u64(), answer["height"].as_u64()),
        (Some(320), Some(240))
    );
    assert_eq!(answer["size_bytes"].as_u64(), Some(clip.len() as u64));
    assert_eq!(answer["sha256"], sha256_hex(&clip));
    assert!(
        (answer["duration_seconds"].as_f64().unwrap() - 6.0).abs() < 0.2,
        "{answer}"
    );

    let (error, structured, text) =
        call(&relay, &owner.key, "video_frames", json!({"video": id})).await;
    assert!(!error, "{text}");
    assert!(
        text.starts_with(&format!("{id} (flicker.mp4) — 320x240, 6.000s long.")),
        "{text}"
    );
    assert_eq!(structured["changes"], 2, "the box appears and goes: {text}");
    let roles: Vec<&str> = structured["frames"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["role"].as_str().unwrap())
        .collect();
    // The box stays 2 s, so its coming and its going are each a change with context.
    assert_eq!(
        roles,
        [
            "opening", "before", "changed", "after", "before", "changed", "after"
        ],
        "{text}"
    );
    assert_eq!(
        structured["indexed"], false,
        "an ffmpeg file has no frame index"
    );

    // Another key, even with every device and the scope, reads nothing of it, in the same
    // words as for an id that does not exist.
    let other = key(&relay, &["video_frames"]).await;
    let (error, _, denied) = call(&relay, &other, "video_frames", json!({"video": id})).await;
    assert!(error);
    assert_eq!(
        denied,
        format!("video: no artifact {id} that this key may read")
    );
    let (error, _, missing) = call(
        &relay,
        &other,
        "video_frames",
        json!({"video": "vid_missing00"}),
    )
    .await;
    assert!(error);
    assert_eq!(
        missing,
        "video: no artifact vid_missing00 that this key may read"
    );
    // The audit tells the two apart.
    let denials = relay
        .state
        .audit()
        .list(&relay_core::audit::Filter::default())
        .await
        .unwrap();
    assert!(
        denials
            .iter()
            .any(|e| e.outcome.as_deref() == Some("denied")),
        "{denials:?}"
    );

    // A start past the end names the field and the length.
    let (error, _, past) = call(
        &relay,
        &owner.key,
        "video_frames",
        json!({"video": id, "start": "1:00"}),
    )
    .await;
    assert!(error);
    assert_eq!(
        past,
        "invalid argument start: 01:00.000 is past the end of the video (6.000s long)"
    );
}

#[tokio::test]
async fn uploads_are_refused_in_words_and_leave_nothing_behind() {
    let relay = start(|_| {}, |_, _| None).await;
    let clip = flicker_clip(relay.dir.path());
    let owner = key_with_secret(&relay, &["video_frames"], &["*"]).await;
    // (body, headers, status, the refusal's start)
    type Case = (
        Vec<u8>,
        Vec<(&'static str, &'static str)>,
        u16,
        &'static str,
    );
    let cases: Vec<Case> = vec![
        (
            b"not a video at all".to_vec(),
            vec![],
            422,
            "not a video video_frames can read: not a video video_frames reads",
        ),
        (
            clip[..clip.len() / 2].to_vec(),
            vec![],
            422,
            "not a video video_frames can read",
        ),
        (Vec::new(), vec![], 400, "the body is empty"),
        (
            clip.clone(),
            vec![("content-type", "text/html")],
            415,
            "Content-Type:",
        ),
        (
            clip.clone(),
            vec![("x-filename", "videos/..")],
            400,
            "X-Filename:",
        ),
    ];
    for (body, headers, want_status, want) in cases {
        let (status, text) = upload_video(&relay, &owner.secret, body, &headers).await;
        assert_eq!(status, want_status, "{headers:?}: {text}");
        assert!(text.starts_with(want), "{headers:?}: {text}");
    }
    // A key without the scope.
    let plain = key_with_secret(&relay, &["screenshot"], &["*"]).await;
    let (status, text) = upload_video(&relay, &plain.secret, clip.clone(), &[]).await;
    assert_eq!(status, 403, "{text}");
    assert!(text.contains("lacks scope \"video_frames\""), "{text}");

    // A declared length past the cap is refused before a byte is read.
    let too_big = (256u64 << 20) + 1;
    let r = relay
        .client
        .post(format!("{}/v1/videos", relay.base))
        .header("authorization", format!("Bearer {}", owner.secret))
        .header("content-length", too_big.to_string())
        .body(reqwest::Body::wrap_stream(futures_util::stream::pending::<
            Result<Vec<u8>, std::io::Error>,
        >()))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 413);
    assert!(r.text().await.unwrap().contains("cap of 256 MB"));

    // Nothing was kept: no rows, no scratch files.
    assert!(
        relay_core::artifacts::list(relay.state.db(), None, None, 100)
            .await
            .unwrap()
            .is_empty()
    );
    let scratch = relay.dir.path().join("tmp");
    let left: Vec<_> = std::fs::read_dir(&scratch)
        .map(|d| d.flatten().collect())
        .unwrap_or_default();
    assert!(left.is_empty(), "{left:?}");

    // A key's videos share a device's quota: the second copy would pass it.
    let tight = start(
        |s| s.device_quota_bytes = clip.len() as u64 * 3 / 2,
        |_, _| None,
    )
    .await;
    let owner = key_with_secret(&tight, &["video_frames"], &["*"]).await;
    let (status, text) = upload_video(&tight, &owner.secret, clip.clone(), &[]).await;
    assert_eq!(status, 201, "{text}");
    let (status, text) = upload_video(&tight, &owner.secret, clip.clone(), &[]).await;
    assert_eq!(status, 507, "{text}");
    assert!(
        text.starts_with("this key's uploaded videos would pass its quota"),
        "{text}"
    );
    assert_eq!(
        relay_core::artifacts::list(tight.state.db(), None, None, 100)
            .await
            .unwrap()
            .len(),
        1
    );
}

#[tokio::test]
async fn a_recording_is_read_by_id_or_download_url_within_the_allowlist() {
    let relay = start(|_| {}, |_, _| None).await;
    let clip = flicker_clip(relay.dir.path());
    let (device_id, token) = device(&relay, "vf").await;
    let id = issued_recording(&relay, &device_id).await;
    let plan = offer(&relay, &token, &relay.offer_for(&id, &clip)).await;
    let done = put_parts(&relay, &plan, &clip).await;
    complete(&relay, &token, &id, &done).await;
    let artifact = relay_core::artifacts::get(relay.state.db(), &device_id, &id)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(artifact.state, proto::ArtifactState::Ready);

    let reader = key(&relay, &["video_frames"]).await;
    let (error, by_id, text) = call(&relay, &reader, "video_frames", json!({"video": id})).await;
    assert!(!error, "{text}");
    let url = download_link(&relay, &artifact).await;
    let (error, by_url, text) = call(&relay, &reader, "video_frames", json!({"video": url})).await;
    assert!(!error, "{text}");
    assert_eq!(by_id["frames"], by_url["frames"]);

    // An altered link is not one the relay issued.
    let (error, _, text) = call(
        &relay,
        &reader,
        "video_frames",
        json!({"video": tamper_signature(&url)}),
    )
    .await;
    assert!(error);
    assert_eq!(
        text,
        "video: not a download_url this relay issued (or it was altered)"
    );

    // A key whose allowlist leaves the device out hears of no such artifact.
    let audit = relay_core::audit::Audit::new(relay.state.db().clone());
    let elsewhere = relay_core::access::keys::create(
        relay.state.db(),
        &audit,
        "elsewhere",
        vec!["video_frames".into()],
        vec!["some-other-device".into()],
        None,
    )
    .await
    .unwrap()
    .key;
    for video in [json!(id), json!(url)] {
        let (error, _, text) =
            call(&relay, &elsewhere, "video_frames", json!({"video": video})).await;
        assert!(error);
        assert_eq!(
            text,
            format!("video: no artifact {id} that this key may read")
        );
    }
}
