//! Revoking a key ends what it opened: its recording in progress is stopped (and kept), the
//! download links it was given stop working; a removed device's links die with it. (Its live
//! sessions: `live.rs`.)

#![allow(clippy::unwrap_used)]

use crate::common;

use common::*;
use proto::ArtifactState;
use relay_core::audit::Audit;

#[tokio::test]
async fn a_revoked_keys_recording_is_stopped_and_kept() {
    let relay = start(|_| {}, |_, _| None).await;
    let (device_id, stops, _task) = recording_agent(&relay).await;
    let owner = key(&relay, &["screen_recording"]).await;
    let other = key(&relay, &["screen_recording"]).await;
    let (is_error, s, text) = call(
        &relay,
        &owner,
        "screen_recording",
        serde_json::json!({"device_id": device_id, "action": "start", "file": {"enabled": true}}),
    )
    .await;
    assert!(!is_error, "{text}");
    assert_eq!(s["file"]["state"], "recording");
    // A sweep while the key is usable changes nothing.
    assert_eq!(
        relay::revocation::keys::sweep_once(&relay.state)
            .await
            .unwrap(),
        0
    );
    assert_eq!(*stops.lock().unwrap(), 0);

    let audit = Audit::new(relay.state.db().clone());
    relay_core::access::keys::revoke(relay.state.db(), &audit, &owner.id)
        .await
        .unwrap();
    assert_eq!(
        relay::revocation::keys::sweep_once(&relay.state)
            .await
            .unwrap(),
        1
    );
    assert_eq!(*stops.lock().unwrap(), 1);
    let stopped = events(&relay, &device_id, "recording_stopped").await;
    assert_eq!(stopped.len(), 1);
    assert_eq!(stopped[0].detail["reason"], "key_revoked");
    assert_eq!(stopped[0].key_id.as_deref(), Some(owner.id.as_str()));
    // Kept: another key sees it stopped and uploading, as any stopped recording.
    let (is_error, s, text) = call(
        &relay,
        &other,
        "screen_recording",
        serde_json::json!({"device_id": device_id, "action": "status", "file": {}}),
    )
    .await;
    assert!(!is_error, "{text}");
    assert_eq!(s["file"]["state"], "uploading", "{s}");
    assert_eq!(
        relay::revocation::keys::sweep_once(&relay.state)
            .await
            .unwrap(),
        0
    );
    assert_eq!(*stops.lock().unwrap(), 1, "stopped once");
}

#[tokio::test]
async fn links_die_with_their_key_and_with_their_device() {
    let relay = start(|_| {}, |_, _| None).await;
    let (device_id, token) = device(&relay, "cam").await;
    let id = issued_recording(&relay, &device_id).await;
    let data = content(800, 6);
    let plan = offer(&relay, &token, &relay.offer_for(&id, &data)).await;
    let done = put_parts(&relay, &plan, &data).await;
    let (_, result, _) = complete(&relay, &token, &id, &done).await;
    assert_eq!(result.unwrap().state, ArtifactState::Ready);
    let artifact = relay_core::artifacts::get(relay.state.db(), &device_id, &id)
        .await
        .unwrap()
        .unwrap();
    let revoked = key(&relay, &["screen_recording"]).await;
    let kept = key(&relay, &["screen_recording"]).await;
    let revoked_link = relay
        .state
        .downloads()
        .download_url(&revoked.id, &artifact)
        .await
        .unwrap();
    let kept_link = relay
        .state
        .downloads()
        .download_url(&kept.id, &artifact)
        .await
        .unwrap();
    let get = |url: String| {
        let client = relay.client.clone();
        async move {
            let r = client.get(url).send().await.unwrap();
            (r.status().as_u16(), r.text().await.unwrap())
        }
    };
    assert_eq!(get(revoked_link.clone()).await.0, 200);
    // Another key's id put into the link breaks its signature.
    let swapped = revoked_link.replace(&revoked.id, &kept.id);
    assert_eq!(get(swapped).await.0, 403);

    let audit = Audit::new(relay.state.db().clone());
    relay_core::access::keys::revoke(relay.state.db(), &audit, &revoked.id)
        .await
        .unwrap();
    let (status, body) = get(revoked_link).await;
    assert_eq!(status, 403);
    assert!(body.contains("revoked"), "{body}");
    assert_eq!(
        get(kept_link.clone()).await.0,
        200,
        "other keys' links work"
    );

    relay_core::access::devices::remove(relay.state.db(), &audit, &device_id)
        .await
        .unwrap();
    let (status, body) = get(kept_link).await;
    assert_eq!(status, 404, "{body}");
}
