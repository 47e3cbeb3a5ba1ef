//! Two relay replicas on one PostgreSQL database and one NATS server: a tool call on one
//! replica reaches a device whose socket the other holds (answers over the server's
//! `max_payload` included), and presence follows the socket, and the lease when a replica
//! dies without cleaning up.
//!
//! Needs PostgreSQL (`RELAY_TEST_POSTGRES`, default `postgres://postgres@127.0.0.1:5432`,
//! reached with `psql` to make a database for the run) and NATS (`RELAY_TEST_NATS_URL`,
//! default `nats://127.0.0.1:4222`); `tests/run` checks both are up.

#![allow(clippy::unwrap_used)]

use crate::common;

use std::time::Duration;

use base64::Engine as _;
use common::cluster::*;
use common::*;
use proto::{Capability, ImageFormat, Outcome, Rect, RequestBody, ResponseBody, ScreenshotResult};
use serde_json::json;

fn shot(len: usize) -> (ScreenshotResult, Vec<u8>) {
    let meta = ScreenshotResult {
        width: 640,
        height: 480,
        source: Rect {
            x: 0,
            y: 0,
            width: 640,
            height: 480,
        },
        format: ImageFormat::Png,
        window_title: None,
        capture_ms: 1.0,
        encode_ms: 1.0,
    };
    (meta, content(len, 7))
}

/// A screenshot of `device` through `relay` as `key`: the whole result.
async fn screenshot(
    relay: &Relay,
    key: &relay_core::access::keys::ApiKey,
    device: &str,
) -> serde_json::Value {
    let r = relay::tools::call(
        &relay.state,
        key,
        "screenshot",
        Some(json!({"device_id": device}).as_object().unwrap().clone()),
        tokio_util::sync::CancellationToken::new(),
        None,
    )
    .await;
    serde_json::to_value(&r).unwrap()
}

#[tokio::test]
async fn a_replica_serves_a_device_whose_socket_another_holds() {
    let db = Database::new();
    let (a, b) = replicas(&db).await;
    // 6 MiB: six times the NATS server's default max_payload.
    let big = 6 * 1024 * 1024;
    let mut shots = 0;
    let (device, _agent) = scripted_agent(
        &b,
        "routed",
        vec![Capability::Screenshot],
        Box::new(move |body| match body {
            RequestBody::Screenshot(_) => {
                shots += 1;
                if shots == 1 {
                    let (meta, bytes) = shot(big);
                    Answer::Binary(
                        Outcome::Ok {
                            result: ResponseBody::Screenshot(meta),
                        },
                        bytes,
                    )
                } else {
                    Answer::Text(refusal(
                        proto::AgentErrorCode::CaptureFailed,
                        "the display went away",
                    ))
                }
            }
            _ => Answer::Text(refusal(proto::AgentErrorCode::Unsupported, "no")),
        }),
    )
    .await;
    assert!(a.state.hub().get(&device).is_none(), "A holds no socket");
    let key = key(&a, &["list_devices", "screenshot"]).await;

    // B writes the presence row right after it takes the socket.
    let listed = eventually(Duration::from_secs(5), "the device online on A", || async {
        let (error, listed, text) =
            call(&a, &key, "list_devices", json!({"device_id": device})).await;
        assert!(!error, "{text}");
        (listed["devices"][0]["online"] == json!(true)).then_some(listed)
    })
    .await;
    let entry = &listed["devices"][0];
    assert_eq!(entry["platform"]["backend"], json!("test"), "{listed}");

    // The first one's image crossed in chunks and arrived whole.
    let v = screenshot(&a, &key, &device).await;
    assert_eq!(v["isError"], json!(false), "{v}");
    let text = v["content"][1]["text"].as_str().unwrap();
    assert!(text.contains(&format!("{} KiB", big / 1024)), "{text}");
    // The second screenshot is the agent's refusal, carried back as the agent said it.
    let v = screenshot(&a, &key, &device).await;
    assert_eq!(v["isError"], json!(true), "{v}");
    assert!(
        v["content"][0]["text"]
            .as_str()
            .unwrap()
            .contains("the display went away"),
        "{v}"
    );
    let events = events(&a, &device, "tool_call").await;
    assert!(events.len() >= 2, "the calls are audited on A: {events:?}");
}

#[tokio::test]
async fn a_routed_image_arrives_byte_for_byte() {
    let db = Database::new();
    let (a, b) = replicas(&db).await;
    let len = 5 * 1024 * 1024 + 12_345;
    let (device, _agent) = scripted_agent(
        &b,
        "bytes",
        vec![Capability::Screenshot],
        Box::new(move |_| {
            let (meta, bytes) = shot(len);
            Answer::Binary(
                Outcome::Ok {
                    result: ResponseBody::Screenshot(meta),
                },
                bytes,
            )
        }),
    )
    .await;
    let key = key(&a, &["screenshot"]).await;
    let v = screenshot(&a, &key, &device).await;
    let data = v["content"][0]["data"].as_str().unwrap();
    let bytes = base64::engine::general_purpose::STANDARD
        .decode(data)
        .unwrap();
    assert_eq!(bytes.len(), len);
    assert_eq!(sha256_hex(&bytes), sha256_hex(&shot(len).1));
}

#[tokio::test]
async fn presence_follows_the_socket_and_the_lease_outlives_no_dead_replica() {
    let db = Database::new();
    let secret = relay_core::access::secret::RootSecret::random();
    // A short lease on A, so its sweep (every third of a lease) runs often.
    let a = replica(&db, &replica_id("a"), Duration::from_secs(3), &secret).await;
    let b = replica(&db, &replica_id("b"), Duration::from_secs(15), &secret).await;
    let (device, agent) = scripted_agent(
        &b,
        "leaving",
        vec![Capability::Screenshot],
        Box::new(|_| Answer::Text(refusal(proto::AgentErrorCode::Unsupported, "no"))),
    )
    .await;
    let key = key(&a, &["list_devices", "screenshot"]).await;
    let online = |replica: &Relay, device: String, key: relay_core::access::keys::ApiKey| {
        let state = replica.state.clone();
        async move {
            let r = relay::tools::call(
                &state,
                &key,
                "list_devices",
                Some(json!({"device_id": device}).as_object().unwrap().clone()),
                tokio_util::sync::CancellationToken::new(),
                None,
            )
            .await;
            serde_json::to_value(&r).unwrap()["structuredContent"]["devices"][0]["online"]
                == json!(true)
        }
    };
    eventually(Duration::from_secs(5), "the device online on A", || {
        let check = online(&a, device.clone(), key.clone());
        async move { check.await.then_some(()) }
    })
    .await;
    // The agent hangs up: B gives up the presence row, and A sees the device offline.
    agent.abort();
    eventually(Duration::from_secs(5), "the device offline on A", || {
        let check = online(&a, device.clone(), key.clone());
        async move { (!check.await).then_some(()) }
    })
    .await;

    // A replica that died holding a socket: its row stays until the lease runs out.
    let ghost = relay_core::access::devices::add(
        a.state.db(),
        &relay_core::audit::Audit::new(a.state.db().clone()),
        &format!("ghost-{}", relay_core::access::secret::short_id("")),
        vec![],
    )
    .await
    .unwrap()
    .device
    .id;
    let hello = serde_json::to_string(&hello(vec![Capability::Screenshot])).unwrap();
    let until = (time_ms() + 2_000) as i64;
    sqlx::query(
        "INSERT INTO relay_replicas (id, url, lease_until) VALUES ('dead-replica', 'http://127.0.0.1:9', $1)",
    )
    .bind(until)
    .execute(a.state.db().pool())
    .await
    .unwrap();
    sqlx::query(
        "INSERT INTO device_presence (device_id, replica_id, session, connected_at, hello, screen_memory) \
         VALUES ($1, 'dead-replica', 's_1', '2026-01-01T00:00:00.000Z', $2, '{\"state\":\"off\"}')",
    )
    .bind(&ghost)
    .bind(&hello)
    .execute(a.state.db().pool())
    .await
    .unwrap();
    sqlx::query("INSERT INTO device_status (device_id, online) VALUES ($1, 1)")
        .bind(&ghost)
        .execute(a.state.db().pool())
        .await
        .unwrap();
    assert!(online(&a, ghost.clone(), key.clone()).await);
    // Nobody answers on its subject: the call fails at once, saying no replica answers for
    // the device (not that the device disconnected: its replica is what is gone).
    let started = std::time::Instant::now();
    let (error, _, text) = call(&a, &key, "screenshot", json!({"device_id": ghost})).await;
    assert!(
        error && text.contains("no relay replica answers for the device"),
        "{text}"
    );
    assert!(
        started.elapsed() < Duration::from_secs(3),
        "{:?}",
        started.elapsed()
    );
    // Once the lease is over, the device is offline everywhere, its row gone.
    eventually(
        Duration::from_secs(6),
        "the dead replica's device offline",
        || async {
            let row =
                sqlx::query("SELECT online FROM device_status WHERE device_id = $1 AND online = 0")
                    .bind(&ghost)
                    .fetch_optional(a.state.db().pool())
                    .await
                    .unwrap();
            row.map(|_| ())
        },
    )
    .await;
    assert!(!online(&a, ghost.clone(), key.clone()).await);
    let dead: Option<String> =
        sqlx::query_scalar("SELECT id FROM relay_replicas WHERE id = 'dead-replica'")
            .fetch_optional(a.state.db().pool())
            .await
            .unwrap();
    assert_eq!(dead, None, "the dead replica is forgotten");
}

/// A replica that finds at renewal that its lease ran out (the database was out of reach,
/// the process stalled) may have had its devices' presence removed by the others: it gives
/// up their sockets with the code that makes agents redial at once, rather than serve
/// devices that read as offline everywhere.
#[tokio::test]
async fn a_replica_whose_lease_lapsed_asks_its_agents_to_redial() {
    use futures_util::{SinkExt, StreamExt};
    use tokio_tungstenite::tungstenite::Message;
    let db = Database::new();
    let id = replica_id("a");
    let a = replica(
        &db,
        &id,
        Duration::from_secs(3),
        &relay_core::access::secret::RootSecret::random(),
    )
    .await;
    let (device, token) = device(&a, "lapsed").await;
    let mut socket = ws_connect(
        &a,
        proto::AGENT_CONNECT_PATH,
        &[("authorization", format!("Bearer {token}"))],
    )
    .await
    .unwrap();
    let hello = proto::AgentMessage::Hello(hello(vec![Capability::Screenshot]));
    socket
        .send(Message::Text(serde_json::to_string(&hello).unwrap().into()))
        .await
        .unwrap();
    eventually(Duration::from_secs(2), "the agent online", || async {
        a.state.hub().get(&device).map(|_| ())
    })
    .await;
    sqlx::query("UPDATE relay_replicas SET lease_until = 0 WHERE id = $1")
        .bind(&id)
        .execute(a.state.db().pool())
        .await
        .unwrap();
    let close = tokio::time::timeout(Duration::from_secs(5), async {
        while let Some(m) = socket.next().await {
            if let Ok(Message::Close(frame)) = m {
                return frame.map(|f| u16::from(f.code));
            }
        }
        None
    })
    .await
    .expect("the socket closed within a renewal");
    assert_eq!(close, Some(proto::CLOSE_RELAY_DRAINING));
}

fn time_ms() -> u128 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_millis()
}

#[tokio::test]
async fn a_revoked_key_is_told_by_the_replica_holding_the_device() {
    let db = Database::new();
    let (a, b) = replicas(&db).await;
    let mut agent = fake_agent(&b, vec![Capability::Sequences]).await;
    let dead = key(&a, &["screen_sequence"]).await;
    // A sequence made through A (the call crossed to B): A notes the owner in the database.
    relay_core::sequences::note_owner(a.state.db(), &dead.id, &agent.device_id)
        .await
        .unwrap();
    let audit = relay_core::audit::Audit::new(a.state.db().clone());
    relay_core::access::keys::revoke(a.state.db(), &audit, &dead.id)
        .await
        .unwrap();

    // A holds no socket for the device: it leaves the news to B.
    let swept = relay_core::sequences::sweep_once(a.state.db(), a.state.hub()).await;
    assert_eq!(swept.unwrap(), 1);
    let owed = relay_core::sequences::owned_devices(a.state.db(), &dead.id).await;
    assert_eq!(owed.unwrap(), vec![agent.device_id.clone()]);
    relay_core::sequences::sweep_once(b.state.db(), b.state.hub())
        .await
        .unwrap();
    let told = tokio::time::timeout(Duration::from_secs(5), agent.asked.recv())
        .await
        .unwrap()
        .unwrap();
    assert!(
        matches!(told, Asked::KeyRevoked(ref k) if *k == dead.id),
        "{told:?}"
    );
    let owed = relay_core::sequences::owned_devices(b.state.db(), &dead.id).await;
    assert!(owed.unwrap().is_empty(), "told once, owed no more");
}

#[tokio::test]
async fn failed_authentications_on_one_replica_count_on_the_other() {
    let db = Database::new();
    let (a, b) = replicas(&db).await;
    // A prefix of our own (other tests run replicas on this NATS server too).
    let guess = format!("dt_{}", &relay_core::access::secret::short_id("")[..8]);
    let body = json!({});
    for i in 0..relay_core::access::rate_limit::PREFIX_LIMIT {
        let (status, _) = post(
            &a,
            &format!("{guess}{i}"),
            proto::AGENT_ARTIFACTS_PATH,
            &body,
        )
        .await;
        assert_eq!(status, 401);
    }
    // B never saw one of these tokens, yet refuses the guessed prefix before any lookup.
    eventually(Duration::from_secs(5), "B limits the prefix", || async {
        let (status, _) = post(
            &b,
            &format!("{guess}zz"),
            proto::AGENT_ARTIFACTS_PATH,
            &body,
        )
        .await;
        (status == 429).then_some(())
    })
    .await;
    let (status, _) = post(&b, "dt_unrelated1", proto::AGENT_ARTIFACTS_PATH, &body).await;
    assert_eq!(
        status, 401,
        "another prefix from the same address is not limited yet"
    );
}

/// An upload in flight when its replica goes resumes on another: the multipart upload is
/// the bucket's and the plan the database's, so the agent's re-offer on B continues the
/// upload begun through A (the part sent through A's plan counts) and B completes it.
#[tokio::test]
async fn an_upload_begun_through_one_replica_completes_through_the_other() {
    use common::s3::S3Server;
    let db = Database::new();
    let dir = temp_dir("s3s-cluster");
    let server = S3Server::start(dir.path());
    let secret = relay_core::access::secret::RootSecret::random();
    let lease = Duration::from_secs(15);
    let store = || async { Some(std::sync::Arc::new(server.store().await) as _) };
    let a = replica_with_store(&db, &replica_id("a"), lease, &secret, store().await).await;
    let b = replica_with_store(&db, &replica_id("b"), lease, &secret, store().await).await;
    let (device_id, token) = device(&a, "uploader").await;
    let id = issued_recording(&a, &device_id).await;
    let data = content(65 * 1024 * 1024, 9);

    let on_a = offer(&a, &token, &a.offer_for(&id, &data)).await;
    assert_eq!(on_a.parts.len(), 2);
    let first = proto::UploadPlan {
        parts: on_a.parts[..1].to_vec(),
        ..on_a.clone()
    };
    let sent_through_a = put_parts(&a, &first, &data).await;
    drop(a);

    let on_b = offer(&b, &token, &b.offer_for(&id, &data)).await;
    assert_eq!(
        upload_id(&on_b.parts[1].url),
        upload_id(&on_a.parts[1].url),
        "the same multipart upload"
    );
    let rest = proto::UploadPlan {
        parts: on_b.parts[1..].to_vec(),
        ..on_b.clone()
    };
    let mut done = put_parts(&b, &rest, &data).await;
    done.parts.splice(0..0, sent_through_a.parts);
    let (status, result, body) = complete(&b, &token, &id, &done).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(result.unwrap().state, proto::ArtifactState::Ready);

    let artifact = relay_core::artifacts::get(b.state.db(), &device_id, &id)
        .await
        .unwrap()
        .unwrap();
    let got = b
        .client
        .get(download_link(&b, &artifact).await)
        .send()
        .await
        .unwrap();
    assert_eq!(got.status(), 200);
    let got = got.bytes().await.unwrap();
    assert_eq!(sha256_hex(&got), sha256_hex(&data));
}

#[tokio::test]
async fn an_access_token_from_one_replica_works_on_the_other_without_stickiness() {
    let db = Database::new();
    let secret = relay_core::access::secret::RootSecret::random();
    // Behind one balancer the replicas share their public URL, hence the token's issuer and
    // resource; and their root secret, hence its signing key.
    let shared = |s: &mut relay::Settings| {
        s.secret = secret.clone();
        s.public_url = "http://relay.example.test".into();
    };
    let lease = Duration::from_secs(15);
    let a = replica_tuned(&db, &replica_id("a"), lease, shared, None).await;
    let b = replica_tuned(&db, &replica_id("b"), lease, shared, None).await;
    let (device, _agent) = scripted_agent(
        &b,
        "held-by-b",
        vec![Capability::Screenshot],
        Box::new(|_| Answer::Text(refusal(proto::AgentErrorCode::Unsupported, "no"))),
    )
    .await;
    let person = common::oauth::person(&a, &["console", "list_devices"], &["*"]).await;
    let client = common::oauth::public_client(&a).await;
    let (code, verifier) =
        common::oauth::approved_code(&a, &person, &client, &["list_devices"], &["*"]).await;
    let (status, tokens) = common::oauth::exchange(&b, &client, &code, &verifier).await;
    assert_eq!(
        status, 200,
        "the code issued on a is exchanged on b: {tokens}"
    );
    let access = tokens["access_token"].as_str().unwrap();
    // Stateless requests (no session): each may land on either replica.
    for (relay, id) in [(&a, 1), (&b, 2), (&a, 3)] {
        let call = json!({"jsonrpc": "2.0", "id": id, "method": "tools/call",
            "params": {"name": "list_devices", "arguments": {}}});
        let (status, _, body) = common::oauth::mcp(relay, "/oauth/mcp", Some(access), call).await;
        assert_eq!(status, 200, "{body}");
        let text = body["result"]["content"][0]["text"]
            .as_str()
            .unwrap_or_default()
            .to_string();
        assert!(text.contains(&device), "{body}");
    }
    // A refresh on a, then the old refresh token replayed on b: the family is revoked for both.
    let (status, second) =
        common::oauth::refresh(&a, &client, tokens["refresh_token"].as_str().unwrap()).await;
    assert_eq!(status, 200);
    assert_eq!(
        common::oauth::refresh(&b, &client, tokens["refresh_token"].as_str().unwrap())
            .await
            .0,
        400
    );
    assert_eq!(
        common::oauth::door(&a, second["access_token"].as_str().unwrap()).await,
        401
    );
}
