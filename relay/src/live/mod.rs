//! The live plane: a device's RFB stream bridged to one human's browser for a bounded time.
//!
//! A session is opened by `screen_recording` (see [`crate::tools::live_channel`]): a row in
//! `live_sessions` ([`session`]), a one-time viewer [`ticket`] handed back in the viewer
//! URL, and a short-lived [`dial`] token sent to the agent in `LiveStart`. The agent dials
//! `/v1/live/device`, the browser `/v1/live/viewer` with the ticket, and [`bridge`] copies
//! WebSocket messages between them. [`http`] answers the viewer page's questions about its
//! ticket without consuming it.
//!
//! The database row is the durable truth (used, connected, ended and why); the sockets
//! and the timer live in this process's [`Registry`] as one [`Slot`] per running session.
//! Ending is one path, [`end`], whoever triggers it (stop, TTL, a side leaving): it closes
//! the sockets with the reason's close code, tells the agent `LiveStop`, marks the row and
//! writes the one `live_ended` event.

pub mod bridge;
pub mod dial;
pub mod http;
pub mod session;
pub mod ticket;

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::Duration;

use proto::{LiveChannelSpec, LiveStartRequest, LiveStopRequest, RequestBody, ResponseBody};
use serde_json::json;
use tokio::sync::{oneshot, watch};
use tokio_util::sync::CancellationToken;

use crate::audit::{Kind, NewEvent};
use crate::devices::Device;
use crate::hub::{AgentConn, HubError};
use crate::state::AppState;
use crate::store::{DbError, time};
pub use session::LiveSession;

/// How long the agent gets to dial the live endpoint before answering `LiveStart`.
const START_TIMEOUT: Duration = Duration::from_secs(20);
/// How long `LiveStop` may take; it is best effort.
const STOP_TIMEOUT: Duration = Duration::from_secs(10);

/// Why a live session ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EndReason {
    /// `screen_recording` stop.
    Stopped,
    /// The TTL ran out.
    Expired,
    /// The device's socket went away (or never came).
    DeviceLeft,
    /// The viewer's socket went away.
    ViewerLeft,
    /// The key that opened it was revoked or expired.
    KeyRevoked,
}

impl EndReason {
    /// The stored and wire name.
    pub fn as_str(self) -> &'static str {
        match self {
            EndReason::Stopped => "stopped",
            EndReason::Expired => "expired",
            EndReason::DeviceLeft => "device_left",
            EndReason::ViewerLeft => "viewer_left",
            EndReason::KeyRevoked => "key_revoked",
        }
    }

    /// Read a stored name.
    pub fn parse(s: &str) -> Option<Self> {
        [
            EndReason::Stopped,
            EndReason::Expired,
            EndReason::DeviceLeft,
            EndReason::ViewerLeft,
            EndReason::KeyRevoked,
        ]
        .into_iter()
        .find(|r| r.as_str() == s)
    }

    /// The close frame the *other* side gets (the side that left gets none).
    pub fn close_frame(self) -> (u16, &'static str) {
        match self {
            EndReason::Stopped => (proto::CLOSE_STOPPED, "session stopped"),
            EndReason::Expired => (proto::CLOSE_EXPIRED, "session expired"),
            EndReason::DeviceLeft => (proto::CLOSE_PEER_LEFT, "device left"),
            EndReason::ViewerLeft => (proto::CLOSE_PEER_LEFT, "viewer left"),
            EndReason::KeyRevoked => (proto::CLOSE_REVOKED, "access revoked"),
        }
    }
}

/// A viewer socket handed to the device's side of the bridge.
pub(crate) struct ViewerHandoff {
    /// The upgraded viewer socket.
    pub socket: axum::extract::ws::WebSocket,
    /// Where it comes from (for the audit).
    pub address: String,
}

/// One running session in this process: its sockets' meeting point and its end signal.
#[derive(Debug)]
pub struct Slot {
    /// The session id.
    pub id: String,
    /// The device streamed.
    pub device_id: String,
    ended: CancellationToken,
    reason: OnceLock<EndReason>,
    device_claimed: AtomicBool,
    viewer_claimed: AtomicBool,
    viewer_tx: Mutex<Option<oneshot::Sender<Box<ViewerHandoff>>>>,
    device_parked: watch::Sender<bool>,
}

impl std::fmt::Debug for ViewerHandoff {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ViewerHandoff")
            .field("address", &self.address)
            .finish()
    }
}

impl Slot {
    fn new(id: &str, device_id: &str) -> Self {
        Slot {
            id: id.to_string(),
            device_id: device_id.to_string(),
            ended: CancellationToken::new(),
            reason: OnceLock::new(),
            device_claimed: AtomicBool::new(false),
            viewer_claimed: AtomicBool::new(false),
            viewer_tx: Mutex::new(None),
            device_parked: watch::channel(false).0,
        }
    }

    /// Resolves once the session ended, with why.
    pub async fn ended(&self) -> EndReason {
        self.ended.cancelled().await;
        self.reason.get().copied().unwrap_or(EndReason::Stopped)
    }

    /// Whether the session ended already.
    pub fn is_ended(&self) -> bool {
        self.ended.is_cancelled()
    }

    fn finish(&self, reason: EndReason) {
        let _ = self.reason.set(reason);
        self.ended.cancel();
    }

    /// Claim the device's place (one device socket per session).
    pub(crate) fn claim_device(&self) -> bool {
        !self.device_claimed.swap(true, Ordering::SeqCst)
    }

    /// Give the device's place back (its upgrade failed).
    pub(crate) fn release_device(&self) {
        self.device_claimed.store(false, Ordering::SeqCst);
    }

    /// Claim the viewer's place (the ticket already makes this single; this guards the
    /// in-memory half against a bug elsewhere).
    pub(crate) fn claim_viewer(&self) -> bool {
        !self.viewer_claimed.swap(true, Ordering::SeqCst)
    }

    /// The device's socket is parked: viewers may be handed to it from now on.
    pub(crate) fn park_device(&self) -> oneshot::Receiver<Box<ViewerHandoff>> {
        let (tx, rx) = oneshot::channel();
        *self.viewer_tx.lock().unwrap_or_else(|p| p.into_inner()) = Some(tx);
        self.device_parked.send_replace(true);
        rx
    }

    /// Wait until the device is parked, at most `within`; false when it did not come or the
    /// session ended meanwhile.
    pub(crate) async fn wait_for_device(&self, within: Duration) -> bool {
        let mut parked = self.device_parked.subscribe();
        tokio::select! {
            r = tokio::time::timeout(within, parked.wait_for(|p| *p)) => matches!(r, Ok(Ok(_))),
            () = self.ended.cancelled() => false,
        }
    }

    /// Hand the viewer to the parked device; gives it back when the device is gone.
    pub(crate) fn hand_viewer(&self, viewer: Box<ViewerHandoff>) -> Result<(), Box<ViewerHandoff>> {
        let tx = self
            .viewer_tx
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .take();
        match tx {
            Some(tx) => tx.send(viewer),
            None => Err(viewer),
        }
    }
}

/// The running sessions of this process, and what opening one needs.
#[derive(Debug)]
pub struct Registry {
    slots: Mutex<HashMap<String, Arc<Slot>>>,
    dial: dial::DialSigner,
    /// Serializes starts, so two concurrent starts on a device make one session.
    start_lock: tokio::sync::Mutex<()>,
}

impl Registry {
    /// An empty registry whose dial tokens are signed with a key derived from `root`.
    pub fn new(root: &crate::secret::RootSecret) -> Self {
        Registry {
            slots: Mutex::new(HashMap::new()),
            dial: dial::DialSigner::new(root),
            start_lock: tokio::sync::Mutex::new(()),
        }
    }

    /// The dial-token signer.
    pub fn dial(&self) -> &dial::DialSigner {
        &self.dial
    }

    /// The running session `id`, if it runs in this process.
    pub fn get(&self, id: &str) -> Option<Arc<Slot>> {
        self.lock().get(id).cloned()
    }

    /// The sessions of `device_id` running in this process.
    pub fn for_device(&self, device_id: &str) -> Vec<Arc<Slot>> {
        self.lock()
            .values()
            .filter(|s| s.device_id == device_id)
            .cloned()
            .collect()
    }

    fn insert(&self, slot: Arc<Slot>) {
        self.lock().insert(slot.id.clone(), slot);
    }

    fn remove(&self, id: &str) -> Option<Arc<Slot>> {
        self.lock().remove(id)
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<String, Arc<Slot>>> {
        self.slots.lock().unwrap_or_else(|p| p.into_inner())
    }
}

/// Why opening a session failed.
#[derive(Debug, thiserror::Error)]
pub enum OpenError {
    /// The database failed.
    #[error(transparent)]
    Db(#[from] DbError),
    /// The device did not start its side.
    #[error(transparent)]
    Device(#[from] HubError),
}

/// A session just opened or found running.
#[derive(Debug)]
pub struct Opened {
    /// The session.
    pub session: LiveSession,
    /// The ticket, only for a new session (the stored hash cannot give it back).
    pub ticket: Option<String>,
}

/// The `ws://`/`wss://` form of the public URL, for the device to dial.
pub fn ws_base(public_url: &str) -> String {
    let base = public_url.trim_end_matches('/');
    if let Some(rest) = base.strip_prefix("https://") {
        format!("wss://{rest}")
    } else if let Some(rest) = base.strip_prefix("http://") {
        format!("ws://{rest}")
    } else {
        base.to_string()
    }
}

/// The link a human opens: the ticket rides in the fragment, which browsers never send.
pub fn viewer_url(public_url: &str, ticket: &str) -> String {
    format!("{}/view/#t={ticket}", public_url.trim_end_matches('/'))
}

/// A new ticket for session `s`, which runs but whose link nobody used yet, for `key_id`:
/// the old ticket dies. `None` when a viewer took the link meanwhile (or the session ended).
pub async fn reissue_ticket(
    state: &AppState,
    key_id: &str,
    s: &LiveSession,
) -> Result<Option<String>, DbError> {
    let ticket = ticket::mint();
    if !session::replace_ticket(state.db(), &s.id, &crate::secret::hash(&ticket)).await? {
        return Ok(None);
    }
    state
        .audit()
        .record(
            NewEvent::new(Kind::LiveTicketReissued)
                .key(key_id)
                .device(&s.device_id)
                .detail(json!({"session_id": s.id, "expires_at": s.expires_at})),
        )
        .await;
    Ok(Some(ticket))
}

/// Open a live session on `device` for `key_id` (or return the one running: start is
/// idempotent), and have the agent dial in.
pub async fn open(
    state: &AppState,
    key_id: &str,
    device: &Device,
    conn: &AgentConn,
    spec: &LiveChannelSpec,
) -> Result<Opened, OpenError> {
    let registry = state.live();
    // Held from the check to the insert only: once the row exists, a concurrent start finds
    // it running, and a slow device does not hold up starts on other devices.
    let one_at_a_time = registry.start_lock.lock().await;
    mark_expired(state, &device.id).await?;
    if let Some(running) = session::active_for_device(state.db(), &device.id).await? {
        return Ok(Opened {
            session: running,
            ticket: None,
        });
    }
    let now = time::now();
    let s = LiveSession {
        id: crate::secret::short_id("ls_"),
        device_id: device.id.clone(),
        key_id: key_id.to_string(),
        mode: spec.mode,
        reason: spec.reason.clone(),
        ttl_seconds: spec.ttl_seconds,
        created_at: time::format(now),
        expires_at: time::format(now + Duration::from_secs(spec.ttl_seconds.into())),
        used_at: None,
        viewer_address: None,
        viewer_user_agent: None,
        viewer_connected_at: None,
        viewer_left_at: None,
        ended_at: None,
        end_reason: None,
    };
    let ticket = ticket::mint();
    session::insert(state.db(), &s, &crate::secret::hash(&ticket)).await?;
    let slot = Arc::new(Slot::new(&s.id, &device.id));
    registry.insert(slot.clone());
    drop(one_at_a_time);
    state
        .audit()
        .record(
            NewEvent::new(Kind::LiveOpened)
                .key(key_id)
                .device(&device.id)
                .detail(json!({
                    "session_id": s.id,
                    "mode": s.mode.as_str(),
                    "ttl_seconds": s.ttl_seconds,
                    "reason": s.reason,
                    "expires_at": s.expires_at,
                })),
        )
        .await;
    // Audited before the device is asked, so that a device failing to start shows as an
    // opened session that ended with device_left.
    let started = start_on_device(state, &s, conn).await;
    if let Err(e) = started {
        end(state, &s.id, &s.device_id, EndReason::DeviceLeft).await;
        return Err(e);
    }
    // The TTL: whatever else happens, the session ends at expires_at.
    let (timer_state, id, device_id) = (state.clone(), s.id.clone(), s.device_id.clone());
    let ttl = Duration::from_secs(spec.ttl_seconds.into());
    tokio::spawn(async move {
        let shutdown = timer_state.shutdown().clone();
        tokio::select! {
            () = tokio::time::sleep(ttl) => {
                end(&timer_state, &id, &device_id, EndReason::Expired).await;
            }
            _ = slot.ended() => {}
            // The next relay's start ends what this one leaves (`end_orphans`).
            () = shutdown.cancelled() => {}
        }
    });
    Ok(Opened {
        session: s,
        ticket: Some(ticket),
    })
}

async fn start_on_device(
    state: &AppState,
    s: &LiveSession,
    conn: &AgentConn,
) -> Result<(), OpenError> {
    let token = state.live().dial().sign(&s.id, &s.device_id);
    let expires_at_unix = time::parse(&s.expires_at)
        .map(|t| t.unix_timestamp())
        .unwrap_or_default();
    let request = LiveStartRequest {
        session_id: s.id.clone(),
        url: format!(
            "{}{}",
            ws_base(&state.settings().public_url),
            proto::LIVE_DEVICE_PATH
        ),
        token,
        mode: s.mode,
        expires_at_unix,
    };
    match conn
        .request(RequestBody::LiveStart(request), START_TIMEOUT)
        .await?
    {
        (ResponseBody::Live { .. }, _) => Ok(()),
        _ => Err(HubError::Unexpected.into()),
    }
}

/// Mark (and audit) the device's sessions whose TTL passed while no timer ran for them.
async fn mark_expired(state: &AppState, device_id: &str) -> Result<(), DbError> {
    for id in session::expired_unmarked(state.db(), device_id).await? {
        end(state, &id, device_id, EndReason::Expired).await;
    }
    Ok(())
}

/// At relay start no live socket exists, whatever an earlier process left behind: every
/// session not yet ended is ended and audited (`device_left` for one still in its TTL,
/// since its sockets are gone; `expired` past it), so that a control session cannot keep
/// `input` paused until its TTL. Returns how many were ended.
pub async fn end_orphans(
    db: &crate::store::Db,
    audit: &crate::audit::Audit,
) -> Result<usize, DbError> {
    let now = time::format(time::now());
    let mut ended = 0;
    for (id, device_id, expires_at) in session::unended(db).await? {
        let reason = if expires_at <= now {
            EndReason::Expired
        } else {
            EndReason::DeviceLeft
        };
        if session::end(db, &id, reason).await? {
            ended += 1;
            audit
                .record(NewEvent::new(Kind::LiveEnded).device(&device_id).detail(
                    json!({"session_id": id, "why": reason.as_str(), "relay_restarted": true}),
                ))
                .await;
        }
    }
    Ok(ended)
}

/// End session `id` of `device_id` for `reason`: close its sockets, tell the agent, mark
/// the row, audit. Only the first call for a session does anything; returns whether this
/// one did.
pub async fn end(state: &AppState, id: &str, device_id: &str, reason: EndReason) -> bool {
    if let Some(slot) = state.live().remove(id) {
        slot.finish(reason);
    }
    let first = match session::end(state.db(), id, reason).await {
        Ok(first) => first,
        Err(e) => {
            tracing::error!(session = %id, error = %e, "could not mark a live session ended");
            false
        }
    };
    if !first {
        return false;
    }
    tracing::info!(session = %id, device = %device_id, why = reason.as_str(), "live session ended");
    state
        .audit()
        .record(
            NewEvent::new(Kind::LiveEnded)
                .device(device_id)
                .detail(json!({"session_id": id, "why": reason.as_str()})),
        )
        .await;
    // The agent may still hold its side (a timer not yet fired, a socket half-open): tell
    // it, without making anyone wait for the answer.
    if let Some(conn) = state.hub().get(device_id) {
        let request = RequestBody::LiveStop(LiveStopRequest {
            session_id: id.to_string(),
        });
        let id = id.to_string();
        tokio::spawn(async move {
            if let Err(e) = conn.request(request, STOP_TIMEOUT).await {
                tracing::debug!(session = %id, error = %e, "LiveStop not acknowledged");
            }
        });
    }
    true
}
