//! What the steps' tests stand on: a relay's state over a fresh SQLite database, sessions
//! in it (stored only, or opened as the tool opens them, with a slot in this process), and
//! the upgrade request headers a socket would carry.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use axum::http::HeaderMap;
use proto::{LiveChannelSpec, LiveMode, Outcome, RelayMessage, Response, ResponseBody};
use tokio_util::sync::CancellationToken;

use crate::live::hop::Side;
use crate::live::{LiveSession, session, ticket};
use crate::state::{AppState, Settings};
use relay_core::store::{Db, time};

/// A relay's state and the directory its database lives in.
pub(super) struct Relay {
    /// The state every step takes.
    pub(super) state: AppState,
    _dir: tempfile::TempDir,
}

/// A relay that is one process, over a fresh database.
pub(super) async fn relay() -> Relay {
    let dir = tempfile::tempdir().unwrap();
    let db = Db::open(dir.path(), None).await.unwrap();
    let settings = Settings {
        data_dir: dir.path().to_path_buf(),
        ..Settings::default()
    };
    Relay {
        state: AppState::new(db, settings, CancellationToken::new()),
        _dir: dir,
    }
}

/// Where test sockets come from.
pub(super) fn peer() -> SocketAddr {
    SocketAddr::from(([192, 0, 2, 10], 40_000))
}

/// A session of `device_id` stored as served by `replica` (no slot anywhere): the row and
/// its ticket.
pub(super) async fn stored(
    state: &AppState,
    device_id: &str,
    replica: Option<&str>,
) -> (LiveSession, String) {
    let now = time::now();
    let row = LiveSession {
        id: relay_core::access::secret::short_id("ls_"),
        device_id: device_id.to_string(),
        key_id: "k_test".into(),
        mode: LiveMode::View,
        reason: String::new(),
        ttl_seconds: 600,
        created_at: time::format(now),
        expires_at: time::format(now + Duration::from_secs(600)),
        used_at: None,
        viewer_address: None,
        viewer_user_agent: None,
        viewer_connected_at: None,
        viewer_left_at: None,
        ended_at: None,
        end_reason: None,
        replica_id: replica.map(str::to_string),
        recording_id: None,
        agent_paused_at: None,
    };
    let ticket = ticket::mint();
    session::insert(state.db(), &row, &relay_core::access::secret::hash(&ticket))
        .await
        .unwrap();
    (row, ticket)
}

/// Move session `id`'s TTL into the past, as if its timer had not fired yet.
pub(super) async fn expire(state: &AppState, id: &str) {
    sqlx::query("UPDATE live_sessions SET expires_at = $1 WHERE id = $2")
        .bind("2000-01-01T00:00:00.000Z")
        .bind(id)
        .execute(state.db().pool())
        .await
        .unwrap();
}

/// Register replica `id` as reached at `url`, its lease holding.
pub(super) async fn replica(state: &AppState, id: &str, url: &str) {
    relay_core::cluster::replicas::renew(state.db(), id, url, Duration::from_secs(30))
        .await
        .unwrap();
}

/// A session opened as `screen_recording` opens one, on a device whose agent (in this
/// process's hub) accepts every request: the session, its ticket and a dial token.
pub(super) async fn opened(state: &AppState) -> (LiveSession, String, String) {
    let device_id = relay_core::access::secret::short_id("d_");
    let (conn, mut outbound, _) = state.hub().connect(
        &device_id,
        "token hash".into(),
        hello(),
        time::format(time::now()),
    );
    let agent = Arc::clone(&conn);
    tokio::spawn(async move {
        while let Some(message) = outbound.recv().await {
            if let RelayMessage::Request(r) = message {
                let result = ResponseBody::Live {
                    summary: "ok".into(),
                    shared: false,
                };
                let outcome = Outcome::Ok { result };
                agent.complete(Response { id: r.id, outcome }, Vec::new());
            }
        }
    });
    let spec = LiveChannelSpec {
        mode: LiveMode::Control,
        ttl_seconds: 600,
        reason: String::new(),
        recorded: false,
        invite_observers: 0,
    };
    let opened = state.sessions().open("k_test", &conn, &spec).await.unwrap();
    let token = state
        .live_registry()
        .dial()
        .sign(&opened.session.id, &opened.session.device_id);
    (opened.session, opened.ticket.unwrap(), token)
}

/// What an agent says at connect.
pub(super) fn hello() -> proto::Hello {
    proto::Hello {
        protocol_version: proto::PROTOCOL_VERSION,
        agent_version: "t".into(),
        display_name: "t".into(),
        platform: proto::Platform {
            os: "linux".into(),
            arch: "x86_64".into(),
            backend: "test".into(),
        },
        displays: Vec::new(),
        capabilities: vec![proto::Capability::LiveView],
        screen_memory: proto::MemoryState::Off,
        unavailable: Vec::new(),
    }
}

/// The headers of an upgrade request: `(name, value)` pairs.
pub(super) fn headers(pairs: &[(&'static str, String)]) -> HeaderMap {
    let mut headers = HeaderMap::new();
    for (name, value) in pairs {
        headers.insert(*name, value.parse().unwrap());
    }
    headers
}

/// The hop header of a socket carried for `side` of session `id` by a replica of this
/// deployment.
pub(super) fn hop_for(state: &AppState, id: &str, side: Side) -> (&'static str, String) {
    let token = state
        .live_registry()
        .hop()
        .sign(id, side, "198.51.100.4", "carried");
    (proto::cluster::HEADER_LIVE_HOP, token)
}
