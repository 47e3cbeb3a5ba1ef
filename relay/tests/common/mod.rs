//! Helpers of the data-plane tests: a relay on a loopback port, enrolled devices, and the
//! agent's side of the upload protocol done by hand with a plain HTTP client.

#![allow(clippy::unwrap_used, dead_code)]

pub(crate) mod cluster;
pub(crate) mod live;
pub(crate) mod oauth;
pub(crate) mod s3;

use std::sync::Arc;
use std::time::Duration;

use proto::{
    ArtifactOffer, CompleteResult, CompleteUpload, CompletedPart, FileState, RecordingReport,
    UploadPlan,
};
use relay::{AppState, Settings};
use relay_core::access::devices;
use relay_core::artifacts::ArtifactStore;
use relay_core::audit::Audit;
use relay_core::store::Db;
use sha2::{Digest, Sha256};
use tokio_util::sync::CancellationToken;

/// A new directory `relay-<tag>-…` under the system's temporary directory, removed on drop.
pub(crate) fn temp_dir(tag: &str) -> tempfile::TempDir {
    tempfile::Builder::new()
        .prefix(&format!("relay-{tag}-"))
        .tempdir()
        .unwrap()
}

pub(crate) struct Relay {
    pub state: AppState,
    pub base: String,
    pub client: reqwest::Client,
    pub dir: tempfile::TempDir,
    shutdown: CancellationToken,
}

impl Drop for Relay {
    fn drop(&mut self) {
        self.shutdown.cancel();
    }
}

/// A relay with `tune` applied to its settings and artifacts in `store` (or the default
/// filesystem store when `None`).
pub(crate) async fn start(
    tune: impl FnOnce(&mut Settings),
    store: impl FnOnce(&Db, &std::path::Path) -> Option<Arc<dyn ArtifactStore>>,
) -> Relay {
    // RELAY_TEST_DATABASE_URL=postgres://… runs the same tests on PostgreSQL.
    let url = std::env::var("RELAY_TEST_DATABASE_URL").ok();
    start_in(url.as_deref(), None, tune, store).await
}

/// A relay on the database at `url` (SQLite in its data directory when `None`), one replica
/// of a cluster when `cluster` is given.
/// How a test relay joins a cluster (it advertises its own loopback URL).
pub(crate) struct ClusterJoin {
    /// The NATS server.
    pub nats_url: String,
    /// The replica's id.
    pub replica_id: String,
    /// Its presence lease.
    pub lease: std::time::Duration,
}

pub(crate) async fn start_in(
    url: Option<&str>,
    cluster: Option<ClusterJoin>,
    tune: impl FnOnce(&mut Settings),
    store: impl FnOnce(&Db, &std::path::Path) -> Option<Arc<dyn ArtifactStore>>,
) -> Relay {
    let dir = temp_dir("artifacts-test");
    let db = Db::open(dir.path(), url).await.unwrap();
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    let mut settings = Settings {
        data_dir: dir.path().to_path_buf(),
        public_url: base.clone(),
        // Tests sweep for revocations by hand (`sweep_once`) and count what a sweep did:
        // the relay's own sweeper, every 5 s by default, would race them.
        revocation_check_ms: 3_600_000,
        ..Default::default()
    };
    tune(&mut settings);
    let shutdown = CancellationToken::new();
    let root = settings.secret.clone();
    let mut state = AppState::builder(db.clone(), settings, shutdown.clone());
    if let Some(store) = store(&db, dir.path()) {
        state = state.artifact_store(store);
    }
    if let Some(join) = cluster {
        let cluster = relay_core::cluster::Cluster::connect(
            &join.nats_url,
            &join.replica_id,
            join.lease,
            &base,
            &root,
        )
        .await
        .unwrap();
        state = state.cluster(Arc::new(cluster));
    }
    let state = state.build();
    tokio::spawn(relay::run(listener, state.clone(), None));
    Relay {
        state,
        base,
        // reqwest is built without a default crypto provider (the workspace uses ring only).
        client: {
            let _ = rustls::crypto::ring::default_provider().install_default();
            reqwest::Client::new()
        },
        dir,
        shutdown,
    }
}

/// Enrol a device; returns (id, token).
pub(crate) async fn device(relay: &Relay, name: &str) -> (String, String) {
    let audit = Audit::new(relay.state.db().clone());
    // Unique names, so that runs sharing one database (PostgreSQL) do not collide.
    let name = format!("{name}-{}", relay_core::access::secret::short_id(""));
    let e = devices::add(relay.state.db(), &audit, &name, vec![])
        .await
        .unwrap();
    (e.device.id, e.token)
}

pub(crate) fn recording_id() -> String {
    relay_core::access::secret::short_id("rec_")
}

/// A recording id the relay issued to `device_id` (as `screen_recording start` does before
/// the device hears it): the only kind of id the device may offer a recording under.
pub(crate) async fn issued_recording(relay: &Relay, device_id: &str) -> String {
    let id = recording_id();
    relay_core::recordings::insert(
        relay.state.db(),
        &relay_core::recordings::Recording {
            id: id.clone(),
            device_id: device_id.to_string(),
            key_id: "k_test".into(),
            started_at: relay_core::store::time::format(relay_core::store::time::now()),
            fps: None,
            max_duration_seconds: 60,
            stopped_at: None,
            stop_reason: None,
            discarded_by: None,
            live_session_id: None,
        },
    )
    .await
    .unwrap();
    id
}

/// A download link for a ready artifact, issued to a fresh key.
pub(crate) async fn download_link(
    relay: &Relay,
    artifact: &relay_core::artifacts::Artifact,
) -> String {
    let reader = key(relay, &["screen_recording"]).await;
    relay
        .state
        .downloads()
        .download_url(&reader.id, artifact)
        .await
        .unwrap()
}

/// A watch id the relay issued to `device_id` (as `screen_watch start` does).
pub(crate) async fn issued_watch(relay: &Relay, device_id: &str) -> String {
    let id = relay_core::sequences::new_id();
    relay_core::sequences::issue_watch(relay.state.db(), &id, device_id, "k_test")
        .await
        .unwrap();
    id
}

pub(crate) fn sha256_hex(data: &[u8]) -> String {
    hex::encode(Sha256::digest(data))
}

/// Deterministic test content.
pub(crate) fn content(len: usize, seed: u8) -> Vec<u8> {
    (0..len)
        .map(|i| (i as u32).wrapping_mul(2_654_435_761).to_le_bytes()[1] ^ seed)
        .collect()
}

pub(crate) fn report(id: &str, size: u64, interrupted: bool) -> RecordingReport {
    RecordingReport {
        recording_id: id.to_string(),
        state: FileState::Uploading,
        already_running: false,
        started_at_ms: 1_700_000_000_000,
        duration_ms: 5_000,
        width: 640,
        height: 480,
        fps: 30,
        frames: 150,
        dropped_frames: 0,
        size_bytes: size,
        codec: "h264".into(),
        stop_reason: None,
        stop_message: None,
        interrupted,
        sha256: None,
        uploaded_bytes: None,
        error: None,
    }
}

/// The SHA-256 of every part of `data` cut into parts of `part_bytes`, as an offer carries.
pub(crate) fn part_digests(data: &[u8], part_bytes: u64) -> Vec<String> {
    proto::part_layout(data.len() as u64, part_bytes)
        .into_iter()
        .map(|(_, offset, length)| sha256_hex(&data[offset as usize..(offset + length) as usize]))
        .collect()
}

impl Relay {
    /// An agent's offer of `data` as recording `id`, with the digests of this relay's parts.
    pub(crate) fn offer_for(&self, id: &str, data: &[u8]) -> ArtifactOffer {
        ArtifactOffer {
            recording_id: id.to_string(),
            size_bytes: data.len() as u64,
            sha256: sha256_hex(data),
            content_type: "video/mp4".into(),
            report: report(id, data.len() as u64, false),
            part_sha256: part_digests(data, self.state.artifacts().part_bytes()),
        }
    }
}

/// POST JSON with a device token; returns (status, body).
pub(crate) async fn post(
    relay: &Relay,
    token: &str,
    path: &str,
    body: &impl serde::Serialize,
) -> (u16, String) {
    let r = relay
        .client
        .post(format!("{}{path}", relay.base))
        .header("authorization", format!("Bearer {token}"))
        .header("content-type", "application/json")
        .body(serde_json::to_vec(body).unwrap())
        .send()
        .await
        .unwrap();
    (r.status().as_u16(), r.text().await.unwrap())
}

/// A change made to a good offer, and the field the refusal must name first.
pub(crate) type OfferChange<T> = (&'static str, Box<dyn Fn(&mut T)>);

/// Offer each changed copy of `good`: every one is refused with 400 naming its field.
pub(crate) async fn assert_offers_refused<T: serde::Serialize + Clone>(
    relay: &Relay,
    token: &str,
    good: &T,
    cases: Vec<OfferChange<T>>,
) {
    for (field, change) in cases {
        let mut o = good.clone();
        change(&mut o);
        let (status, body) = post(relay, token, proto::AGENT_ARTIFACTS_PATH, &o).await;
        assert_eq!(status, 400, "{field}: {body}");
        assert!(body.starts_with(field), "{field}: {body}");
    }
}

/// Offer, expecting a plan.
pub(crate) async fn offer(relay: &Relay, token: &str, offer: &ArtifactOffer) -> UploadPlan {
    let (status, body) = post(relay, token, proto::AGENT_ARTIFACTS_PATH, offer).await;
    assert_eq!(status, 200, "offer refused: {body}");
    serde_json::from_str(&body).unwrap()
}

/// The S3 multipart upload id a part URL names.
pub(crate) fn upload_id(part_url: &str) -> String {
    let after = part_url
        .split("uploadId=")
        .nth(1)
        .expect("a multipart part URL");
    after.split('&').next().unwrap().to_string()
}

/// The absolute URL of a plan's part URL.
pub(crate) fn resolve(relay: &Relay, url: &str) -> String {
    if url.starts_with('/') {
        format!("{}{url}", relay.base)
    } else {
        url.to_string()
    }
}

/// PUT every part of `plan` from `data`; returns the completion.
pub(crate) async fn put_parts(relay: &Relay, plan: &UploadPlan, data: &[u8]) -> CompleteUpload {
    let mut parts = Vec::new();
    for part in &plan.parts {
        let bytes = data[part.offset as usize..(part.offset + part.length) as usize].to_vec();
        let mut put = relay.client.put(resolve(relay, &part.url));
        for (name, value) in &part.headers {
            put = put.header(name, value);
        }
        let r = put.body(bytes).send().await.unwrap();
        let status = r.status();
        let etag = r
            .headers()
            .get("etag")
            .map(|v| v.to_str().unwrap().to_string());
        assert!(
            status.is_success(),
            "PUT part {}: {status} {}",
            part.number,
            r.text().await.unwrap()
        );
        parts.push(CompletedPart {
            number: part.number,
            etag: etag.expect("a PUT answers an ETag"),
        });
    }
    CompleteUpload { parts }
}

/// Complete; returns (status, result when 200, body).
pub(crate) async fn complete(
    relay: &Relay,
    token: &str,
    id: &str,
    done: &CompleteUpload,
) -> (u16, Option<CompleteResult>, String) {
    let path = format!("{}/{id}/complete", proto::AGENT_ARTIFACTS_PATH);
    let (status, body) = post(relay, token, &path, done).await;
    let result = (status == 200).then(|| serde_json::from_str(&body).unwrap());
    (status, result, body)
}

/// Audit events of `kind` about `device_id`.
pub(crate) async fn events(
    relay: &Relay,
    device_id: &str,
    kind: &str,
) -> Vec<relay_core::audit::Event> {
    events_where(relay, Some(device_id), kind).await
}

/// Audit events of `kind`, about `device_id` when given.
pub(crate) async fn events_where(
    relay: &Relay,
    device_id: Option<&str>,
    kind: &str,
) -> Vec<relay_core::audit::Event> {
    relay
        .state
        .audit()
        .list(&relay_core::audit::Filter {
            device_id: device_id.map(str::to_string),
            ..Default::default()
        })
        .await
        .unwrap()
        .into_iter()
        .filter(|e| e.kind == kind)
        .collect()
}

/// A signed URL with one character of its signature changed.
pub(crate) fn tamper_signature(url: &str) -> String {
    let at = url.find("sig=").unwrap() + 4;
    let mut bytes = url.as_bytes().to_vec();
    bytes[at] = if bytes[at] == b'A' { b'B' } else { b'A' };
    String::from_utf8(bytes).unwrap()
}

pub(crate) async fn sleep_ms(ms: u64) {
    tokio::time::sleep(Duration::from_millis(ms)).await;
}

/// What `check` finds once it finds something, polled every 20 ms for at most `within`;
/// past that the test fails, saying `what` it waited for. (For what happens a moment after
/// a request, instead of a fixed sleep that is too short on a busy machine.)
pub(crate) async fn eventually<T, F, Fut>(within: Duration, what: &str, mut check: F) -> T
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = Option<T>>,
{
    let deadline = tokio::time::Instant::now() + within;
    loop {
        if let Some(found) = check().await {
            return found;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "not within {within:?}: {what}"
        );
        sleep_ms(20).await;
    }
}

// ---- Control-link and live-plane helpers: a hand-driven agent, keys, tool calls, sockets.

/// A WebSocket client connection.
pub(crate) type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// The relay's `ws://` base.
pub(crate) fn ws_base(relay: &Relay) -> String {
    relay.base.replacen("http://", "ws://", 1)
}

/// Open a WebSocket to `path` with extra headers; the HTTP status on refusal.
pub(crate) async fn ws_connect(
    relay: &Relay,
    path: &str,
    headers: &[(&str, String)],
) -> Result<Socket, u16> {
    use tokio_tungstenite::tungstenite::client::IntoClientRequest;
    let mut request = format!("{}{path}", ws_base(relay))
        .into_client_request()
        .unwrap();
    for (name, value) in headers {
        let name = http::HeaderName::from_bytes(name.as_bytes()).unwrap();
        request.headers_mut().insert(name, value.parse().unwrap());
    }
    match tokio_tungstenite::connect_async(request).await {
        Ok((s, _)) => Ok(s),
        Err(tokio_tungstenite::tungstenite::Error::Http(r)) => Err(r.status().as_u16()),
        Err(e) => panic!("websocket to {path}: {e}"),
    }
}

/// What a hand-driven agent was asked.
#[derive(Debug)]
pub(crate) enum Asked {
    /// `LiveStart`.
    LiveStart(proto::LiveStartRequest),
    /// `LiveStop`.
    LiveStop(proto::LiveStopRequest),
    /// `Input`.
    Input(proto::InputRequest),
    /// `KeyRevoked`, with the key id.
    KeyRevoked(String),
}

/// An agent on the control socket, driven by the test: it answers `LiveStart`, `LiveStop`,
/// `Input` and `KeyRevoked` at once and reports each request on `asked`.
pub(crate) struct FakeAgent {
    pub device_id: String,
    pub asked: tokio::sync::mpsc::UnboundedReceiver<Asked>,
    task: tokio::task::JoinHandle<()>,
}

impl Drop for FakeAgent {
    fn drop(&mut self) {
        self.task.abort();
    }
}

/// A hello announcing `capabilities`.
pub(crate) fn hello(capabilities: Vec<proto::Capability>) -> proto::Hello {
    proto::Hello {
        protocol_version: proto::PROTOCOL_VERSION,
        agent_version: "test".into(),
        display_name: "test".into(),
        platform: proto::Platform {
            os: "linux".into(),
            arch: "x86_64".into(),
            backend: "test".into(),
        },
        displays: vec![proto::Display {
            id: 0,
            name: "t".into(),
            x: 0,
            y: 0,
            width: 640,
            height: 480,
            primary: true,
            refresh_hz: None,
        }],
        capabilities,
        screen_memory: proto::MemoryState::Off,
        unavailable: Vec::new(),
    }
}

/// What a [`scripted_agent`] answers a request with.
pub(crate) enum Answer {
    /// A response in a text frame.
    Text(proto::Outcome),
    /// A response and its payload in one binary frame.
    Binary(proto::Outcome, Vec<u8>),
    /// Any WebSocket message, as is (a hostile agent's garbage).
    Raw(tokio_tungstenite::tungstenite::Message),
}

/// The script of a [`scripted_agent`]: one answer per request.
pub(crate) type Script = Box<dyn FnMut(proto::RequestBody) -> Answer + Send>;

/// Enrol a device named `name-…` and connect an agent that answers every request by `script` (a hostile
/// agent, when the script lies); returns the device id and the agent's task once the hub
/// has it.
pub(crate) async fn scripted_agent(
    relay: &Relay,
    name: &str,
    capabilities: Vec<proto::Capability>,
    script: Script,
) -> (String, tokio::task::JoinHandle<()>) {
    let (device_id, task, _) = scripted_agent_with(relay, name, hello(capabilities), script).await;
    (device_id, task)
}

/// [`scripted_agent`] saying `hello` at connect; also returns a sender of messages the agent
/// sends unasked (a screen memory state pushed on change).
pub(crate) async fn scripted_agent_with(
    relay: &Relay,
    name: &str,
    hello: proto::Hello,
    mut script: Script,
) -> (
    String,
    tokio::task::JoinHandle<()>,
    tokio::sync::mpsc::UnboundedSender<proto::AgentMessage>,
) {
    use futures_util::{SinkExt, StreamExt};
    use proto::{AgentMessage, RelayMessage, Response};
    use tokio_tungstenite::tungstenite::Message;
    let (device_id, token) = device(relay, name).await;
    let mut socket = ws_connect(
        relay,
        proto::AGENT_CONNECT_PATH,
        &[("authorization", format!("Bearer {token}"))],
    )
    .await
    .unwrap();
    let hello = AgentMessage::Hello(hello);
    socket
        .send(Message::Text(serde_json::to_string(&hello).unwrap().into()))
        .await
        .unwrap();
    let (push, mut pushed) = tokio::sync::mpsc::unbounded_channel::<AgentMessage>();
    let task = tokio::spawn(async move {
        loop {
            let m = tokio::select! {
                m = socket.next() => m,
                Some(message) = pushed.recv() => {
                    let text = serde_json::to_string(&message).unwrap();
                    if socket.send(Message::Text(text.into())).await.is_err() {
                        return;
                    }
                    continue;
                }
            };
            let Some(Ok(m)) = m else { return };
            let Message::Text(text) = m else { continue };
            let Ok(RelayMessage::Request(r)) = serde_json::from_str::<RelayMessage>(&text) else {
                continue;
            };
            let message = match script(r.body) {
                Answer::Text(outcome) => {
                    let answer = AgentMessage::Response(Response { id: r.id, outcome });
                    Message::Text(serde_json::to_string(&answer).unwrap().into())
                }
                Answer::Binary(outcome, payload) => {
                    let frame =
                        proto::encode_binary(&Response { id: r.id, outcome }, &payload).unwrap();
                    Message::Binary(frame.into())
                }
                Answer::Raw(m) => m,
            };
            if socket.send(message).await.is_err() {
                return;
            }
        }
    });
    eventually(Duration::from_secs(2), "the agent online", || async {
        relay.state.hub().get(&device_id).map(|_| ())
    })
    .await;
    (device_id, task, push)
}

/// An agent's error answer.
pub(crate) fn refusal(code: proto::AgentErrorCode, message: &str) -> proto::Outcome {
    proto::Outcome::Error {
        error: proto::AgentError {
            code,
            message: message.into(),
        },
    }
}

/// Enrol a device and connect a [`FakeAgent`] for it; returns once the hub has it.
pub(crate) async fn fake_agent(relay: &Relay, capabilities: Vec<proto::Capability>) -> FakeAgent {
    use proto::{Outcome, RequestBody, ResponseBody};
    let (tx, asked) = tokio::sync::mpsc::unbounded_channel();
    let script: Script = Box::new(move |body| {
        let ok = |result| Answer::Text(Outcome::Ok { result });
        match body {
            RequestBody::LiveStart(s) => {
                let _ = tx.send(Asked::LiveStart(s));
                ok(ResponseBody::Live {
                    summary: "dialled".into(),
                    shared: false,
                })
            }
            RequestBody::LiveStop(s) => {
                let _ = tx.send(Asked::LiveStop(s));
                ok(ResponseBody::Live {
                    summary: "stopped".into(),
                    shared: false,
                })
            }
            RequestBody::Input(i) => {
                let _ = tx.send(Asked::Input(i));
                ok(ResponseBody::Input {
                    summary: "done".into(),
                })
            }
            RequestBody::KeyRevoked { key_id } => {
                let _ = tx.send(Asked::KeyRevoked(key_id));
                ok(ResponseBody::Done {
                    summary: "dropped".into(),
                })
            }
            // Anything else is answered at once, so that no caller waits for a timeout.
            _ => Answer::Text(refusal(
                proto::AgentErrorCode::Unsupported,
                "not in this test agent",
            )),
        }
    });
    let (device_id, task) = scripted_agent(relay, "live", capabilities, script).await;
    FakeAgent {
        device_id,
        asked,
        task,
    }
}

impl FakeAgent {
    /// The next `LiveStart` the relay sent.
    pub(crate) async fn live_start(&mut self) -> proto::LiveStartRequest {
        loop {
            let asked = tokio::time::timeout(Duration::from_secs(5), self.asked.recv())
                .await
                .expect("no LiveStart")
                .expect("agent gone");
            if let Asked::LiveStart(s) = asked {
                return s;
            }
        }
    }
}

/// An API key with these scopes on every device.
pub(crate) async fn key(relay: &Relay, scopes: &[&str]) -> relay_core::access::keys::ApiKey {
    let audit = Audit::new(relay.state.db().clone());
    relay_core::access::keys::create(
        relay.state.db(),
        &audit,
        "test",
        scopes.iter().map(|s| s.to_string()).collect(),
        vec!["*".into()],
        None,
    )
    .await
    .unwrap()
    .key
}

/// Call a tool as `key`; returns (is_error, structured content or null, text).
pub(crate) async fn call(
    relay: &Relay,
    key: &relay_core::access::keys::ApiKey,
    tool: &str,
    args: serde_json::Value,
) -> (bool, serde_json::Value, String) {
    let serde_json::Value::Object(args) = args else {
        panic!("arguments must be an object")
    };
    let r = relay::tools::call(
        &relay.state,
        key,
        tool,
        Some(args),
        tokio_util::sync::CancellationToken::new(),
        None,
    )
    .await;
    let v = serde_json::to_value(&r).unwrap();
    let text = v["content"][0]["text"].as_str().unwrap_or("").to_string();
    (
        v["isError"] == serde_json::json!(true),
        v["structuredContent"].clone(),
        text,
    )
}

/// An H.264 MP4 made by ffmpeg: 6 s of grey at 10 fps, a blue box shown from 2 s to 4 s.
pub(crate) fn flicker_clip(dir: &std::path::Path) -> Vec<u8> {
    let path = dir.join("flicker.mp4");
    let status = std::process::Command::new("ffmpeg")
        .args(["-v", "error", "-y", "-f", "lavfi", "-i"])
        .arg("color=c=gray:s=320x240:r=10:d=6,drawbox=x=40:y=40:w=200:h=120:color=blue:t=fill:enable='between(t,2,4)'")
        .args(["-c:v", "libx264", "-pix_fmt", "yuv420p", "-g", "20"])
        .arg(&path)
        .status()
        .expect("ffmpeg runs (tests/run installs it)");
    assert!(status.success());
    std::fs::read(path).unwrap()
}

/// `POST /v1/videos` with a key's secret; (status, body).
pub(crate) async fn upload_video(
    relay: &Relay,
    secret: &str,
    body: Vec<u8>,
    headers: &[(&str, &str)],
) -> (u16, String) {
    let mut request = relay
        .client
        .post(format!("{}/v1/videos", relay.base))
        .header("authorization", format!("Bearer {secret}"));
    for (name, value) in headers {
        request = request.header(*name, *value);
    }
    let r = request.body(body).send().await.unwrap();
    (r.status().as_u16(), r.text().await.unwrap())
}

/// A key with these scopes and device patterns, with its secret (for plain-HTTP routes).
pub(crate) async fn key_with_secret(
    relay: &Relay,
    scopes: &[&str],
    devices: &[&str],
) -> relay_core::access::keys::CreatedKey {
    let audit = relay_core::audit::Audit::new(relay.state.db().clone());
    relay_core::access::keys::create(
        relay.state.db(),
        &audit,
        "video test",
        scopes.iter().map(|s| s.to_string()).collect(),
        devices.iter().map(|s| s.to_string()).collect(),
        None,
    )
    .await
    .unwrap()
}

/// Call a tool as `key`; returns the whole MCP result as JSON (`content`, `isError`,
/// `structuredContent`), for answers of several blocks.
pub(crate) async fn call_result(
    relay: &Relay,
    key: &relay_core::access::keys::ApiKey,
    tool: &str,
    args: serde_json::Value,
) -> serde_json::Value {
    let serde_json::Value::Object(args) = args else {
        panic!("arguments must be an object")
    };
    let r = relay::tools::call(
        &relay.state,
        key,
        tool,
        Some(args),
        tokio_util::sync::CancellationToken::new(),
        None,
    )
    .await;
    serde_json::to_value(&r).unwrap()
}

/// An HTTP client that never follows redirects (a test reads each one).
pub(crate) fn no_follow() -> reqwest::Client {
    let _ = rustls::crypto::ring::default_provider().install_default();
    reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap()
}

/// `name=value` of the first `Set-Cookie` of a response, as a browser sends it back.
pub(crate) fn first_cookie(response: &reqwest::Response) -> String {
    response.headers()["set-cookie"]
        .to_str()
        .unwrap()
        .split(';')
        .next()
        .unwrap()
        .to_string()
}

/// `GET /v1/console/api/me` with a console session's `cookie` (`relay_console=…`).
pub(crate) async fn console_me(relay: &Relay, cookie: &str) -> serde_json::Value {
    relay
        .client
        .get(format!("{}/v1/console/api/me", relay.base))
        .header("cookie", cookie)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap()
}

/// An agent with one recording slot: start records under the relay's id, status reports
/// it, stop stops it. `stops` counts the stops it was asked for.
pub(crate) async fn recording_agent(
    relay: &Relay,
) -> (
    String,
    Arc<std::sync::Mutex<u32>>,
    tokio::task::JoinHandle<()>,
) {
    let slot: Arc<std::sync::Mutex<Option<(String, FileState)>>> = Arc::default();
    let stops = Arc::new(std::sync::Mutex::new(0));
    let counted = stops.clone();
    let answer = move |id: &str, state: FileState, already_running: bool| {
        let mut r = report(id, 0, false);
        r.state = state;
        r.already_running = already_running;
        Answer::Text(proto::Outcome::Ok {
            result: proto::ResponseBody::Recording(r),
        })
    };
    let script: Script = Box::new(move |body| {
        let mut slot = slot.lock().unwrap();
        match body {
            proto::RequestBody::RecordingStart(s) => {
                *slot = Some((s.recording_id.clone(), proto::FileState::Recording));
                answer(&s.recording_id, proto::FileState::Recording, false)
            }
            proto::RequestBody::RecordingStatus => match slot.as_ref() {
                Some((id, state)) => answer(id, *state, false),
                None => Answer::Text(refusal(proto::AgentErrorCode::NoRecording, "none")),
            },
            proto::RequestBody::RecordingStop => {
                *counted.lock().unwrap() += 1;
                match slot.as_mut() {
                    Some((id, state)) => {
                        *state = proto::FileState::Uploading;
                        answer(id, proto::FileState::Uploading, false)
                    }
                    None => Answer::Text(refusal(proto::AgentErrorCode::NoRecording, "none")),
                }
            }
            _ => Answer::Text(refusal(proto::AgentErrorCode::Unsupported, "no")),
        }
    });
    let (device_id, task) = scripted_agent(
        relay,
        "recorder",
        vec![proto::Capability::Screenshot, proto::Capability::Recording],
        script,
    )
    .await;
    (device_id, stops, task)
}
