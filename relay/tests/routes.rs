//! The refusals of the plain-HTTP routes (the agent's offer and completion, signed upload and
//! download links), driven in-process through `app(state).oneshot(…)`: the router exactly as
//! served, without a socket in between.

#![allow(clippy::unwrap_used)]

use crate::common;

use std::net::SocketAddr;
use std::time::Duration;

use axum::body::Body;
use axum::extract::connect_info::MockConnectInfo;
use axum::http::{Method, Request, StatusCode, header};
use common::*;
use http_body_util::BodyExt as _;
use proto::ArtifactState;
use tower::ServiceExt as _;

/// Send `request` through a fresh router on `relay`'s state; (status, body as text).
async fn call(relay: &Relay, request: Request<Body>) -> (StatusCode, String) {
    let app = relay::app(relay.state.clone())
        .layer(MockConnectInfo(SocketAddr::from(([127, 0, 0, 1], 40_000))));
    let response = app.oneshot(request).await.unwrap();
    let status = response.status();
    let body = response.into_body().collect().await.unwrap().to_bytes();
    (status, String::from_utf8_lossy(&body).into_owned())
}

fn post_json(path: &str, token: Option<&str>, body: &impl serde::Serialize) -> Request<Body> {
    let mut request = Request::post(path).header(header::CONTENT_TYPE, "application/json");
    if let Some(token) = token {
        request = request.header(header::AUTHORIZATION, format!("Bearer {token}"));
    }
    request
        .body(Body::from(serde_json::to_vec(body).unwrap()))
        .unwrap()
}

fn request(method: Method, url: &str, body: Vec<u8>) -> Request<Body> {
    Request::builder()
        .method(method)
        .uri(url)
        .body(Body::from(body))
        .unwrap()
}

#[tokio::test]
async fn agent_routes_refuse_a_missing_or_unknown_device_token() {
    let relay = start(|_| {}, |_, _| None).await;
    let (device_id, token) = device(&relay, "cam").await;
    let id = issued_recording(&relay, &device_id).await;
    let offer = relay.offer_for(&id, b"mp4");
    let complete_path = format!("{}/{id}/complete", proto::AGENT_ARTIFACTS_PATH);
    let done = proto::CompleteUpload { parts: vec![] };
    for path in [proto::AGENT_ARTIFACTS_PATH, complete_path.as_str()] {
        let (status, body) = call(&relay, post_json(path, None, &offer)).await;
        assert_eq!(status, StatusCode::UNAUTHORIZED, "{path}: {body}");
        assert!(body.starts_with("missing device token"), "{body}");
        let (status, body) = call(&relay, post_json(path, Some("dt_nobody"), &done)).await;
        assert_eq!(status, StatusCode::UNAUTHORIZED, "{path}: {body}");
        assert_eq!(body, "unknown device token");
    }
    // The real token passes the same route.
    let (status, body) = call(
        &relay,
        post_json(proto::AGENT_ARTIFACTS_PATH, Some(&token), &offer),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
}

#[tokio::test]
async fn a_device_reaches_neither_another_devices_ids_nor_its_artifacts() {
    let relay = start(|_| {}, |_, _| None).await;
    let (owner_id, owner) = device(&relay, "owner").await;
    let (_, other) = device(&relay, "other").await;
    let id = issued_recording(&relay, &owner_id).await;
    let offer = relay.offer_for(&id, b"mp4");
    let (status, body) = call(
        &relay,
        post_json(proto::AGENT_ARTIFACTS_PATH, Some(&other), &offer),
    )
    .await;
    assert_eq!(status, StatusCode::FORBIDDEN, "{body}");
    assert!(body.contains("was not issued to this device"), "{body}");
    let (status, _) = call(
        &relay,
        post_json(proto::AGENT_ARTIFACTS_PATH, Some(&owner), &offer),
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    let path = format!("{}/{id}/complete", proto::AGENT_ARTIFACTS_PATH);
    let done = proto::CompleteUpload { parts: vec![] };
    let (status, body) = call(&relay, post_json(&path, Some(&other), &done)).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "{body}");
    assert_eq!(body, format!("no artifact {id:?} for this device"));
    // A malformed body names what did not parse.
    let (status, body) = call(
        &relay,
        post_json(
            proto::AGENT_ARTIFACTS_PATH,
            Some(&owner),
            &serde_json::json!({"recording_id": 7}),
        ),
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert!(body.starts_with("invalid offer: recording_id"), "{body}");
    // Nor can it offer an uploaded video's kind, under any id (a key's `vid_…` included).
    let mut video = serde_json::to_value(&offer).unwrap();
    video["kind"] = "video".into();
    let (status, body) = call(
        &relay,
        post_json(proto::AGENT_ARTIFACTS_PATH, Some(&owner), &video),
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert!(
        body.starts_with("kind: a video is uploaded with a key"),
        "{body}"
    );
}

#[tokio::test]
async fn signed_links_refuse_tampering_other_grants_and_expiry() {
    let ttl = Duration::from_secs(2);
    let relay = start(
        |s| {
            s.upload_ttl = ttl;
            s.download_ttl = ttl;
        },
        |_, _| None,
    )
    .await;
    let (device_id, token) = device(&relay, "cam").await;
    let id = issued_recording(&relay, &device_id).await;
    let data = content(3000, 5);
    let plan = offer(&relay, &token, &relay.offer_for(&id, &data)).await;
    let part = &plan.parts[0].url;
    const UPLOAD_INVALID: &str = "this upload link is not valid";
    for bad in [
        tamper_signature(part),
        part.replace("sha=", "sha=0"),
        part.replace("len=", "len=1"),
        part.replace(&format!("/{id}/1?"), "/rec_other0000/1?"),
        part.split("&sig=").next().unwrap().to_string(),
    ] {
        let (status, body) = call(&relay, request(Method::PUT, &bad, data.clone())).await;
        assert_eq!(status, StatusCode::FORBIDDEN, "{bad}: {body}");
        assert_eq!(body, UPLOAD_INVALID, "{bad}");
    }
    let (status, body) = call(&relay, request(Method::PUT, part, data.clone())).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let done = proto::CompleteUpload {
        parts: vec![proto::CompletedPart {
            number: 1,
            etag: "\"any\"".into(),
        }],
    };
    let (_, result, body) = complete(&relay, &token, &id, &done).await;
    assert_eq!(result.unwrap().state, ArtifactState::Ready, "{body}");

    let artifact = relay_core::artifacts::get(relay.state.db(), &device_id, &id)
        .await
        .unwrap()
        .unwrap();
    let link = download_link(&relay, &artifact).await;
    let path = link.strip_prefix(&relay.base).unwrap();
    let (status, _) = call(&relay, request(Method::HEAD, path, vec![])).await;
    assert_eq!(status, StatusCode::OK);
    const DOWNLOAD_INVALID: &str = "this download link is not valid";
    let another_key = key(&relay, &["screen_recording"]).await;
    let key_at = path.find("k=").unwrap() + 2;
    let issued_to = &path[key_at..key_at + another_key.id.len()];
    for bad in [
        tamper_signature(path),
        path.replace(issued_to, &another_key.id),
        path.replace(&id, "rec_other0000"),
    ] {
        let (status, body) = call(&relay, request(Method::GET, &bad, vec![])).await;
        assert_eq!(status, StatusCode::FORBIDDEN, "{bad}: {body}");
        assert_eq!(body, DOWNLOAD_INVALID, "{bad}");
    }

    // Once their time is up, genuine links say so.
    tokio::time::sleep(ttl + Duration::from_millis(1100)).await;
    let (status, body) = call(&relay, request(Method::GET, path, vec![])).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    assert_eq!(body, "this download link has expired");
    let (status, body) = call(&relay, request(Method::PUT, part, data)).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    assert!(body.starts_with("this upload link has expired"), "{body}");
}
