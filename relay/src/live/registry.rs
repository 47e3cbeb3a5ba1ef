//! The sessions running in this process: one [`Slot`] per session, where its two sockets
//! meet and its end is signalled. The database row is the durable truth; a slot is what
//! only this process can hold (sockets, the viewer's hand-over, the end signal).

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::Duration;

use tokio::sync::{oneshot, watch};
use tokio_util::sync::CancellationToken;

use super::{EndReason, dial};

/// A viewer socket handed to the device's side of the bridge.
pub(crate) struct ViewerHandoff {
    /// The upgraded viewer socket.
    pub socket: axum::extract::ws::WebSocket,
    /// Where it comes from (for the audit).
    pub address: String,
    /// The session's mode, as the viewer was admitted to it.
    pub mode: proto::LiveMode,
    /// The key that opened the session (a control session's input is audited as its).
    pub key_id: String,
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
    shared: AtomicBool,
    fanout: Arc<super::fanout::Fanout>,
}

impl std::fmt::Debug for ViewerHandoff {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ViewerHandoff")
            .field("address", &self.address)
            .field("mode", &self.mode)
            .finish()
    }
}

impl Slot {
    pub(super) fn new(id: &str, device_id: &str) -> Self {
        Slot {
            id: id.to_string(),
            device_id: device_id.to_string(),
            ended: CancellationToken::new(),
            reason: OnceLock::new(),
            device_claimed: AtomicBool::new(false),
            viewer_claimed: AtomicBool::new(false),
            viewer_tx: Mutex::new(None),
            device_parked: watch::channel(false).0,
            shared: AtomicBool::new(false),
            fanout: Arc::default(),
        }
    }

    /// The device serves this session shared: observers may join ([`super::fanout`]).
    pub(crate) fn set_shared(&self) {
        self.shared.store(true, Ordering::SeqCst);
    }

    /// Whether observers may join.
    pub(crate) fn is_shared(&self) -> bool {
        self.shared.load(Ordering::SeqCst)
    }

    /// Where the session's stream is copied to its observers.
    pub(crate) fn fanout(&self) -> &Arc<super::fanout::Fanout> {
        &self.fanout
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

    pub(super) fn finish(&self, reason: EndReason) {
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
    hop: super::hop::HopSigner,
    /// Serializes starts, so two concurrent starts on a device make one session.
    pub(super) start_lock: tokio::sync::Mutex<()>,
}

impl Registry {
    /// An empty registry whose dial tokens are signed with a key derived from `root`.
    pub fn new(root: &relay_core::access::secret::RootSecret) -> Self {
        Registry {
            slots: Mutex::new(HashMap::new()),
            dial: dial::DialSigner::new(root),
            hop: super::hop::HopSigner::new(root),
            start_lock: tokio::sync::Mutex::new(()),
        }
    }

    /// The dial-token signer.
    pub fn dial(&self) -> &dial::DialSigner {
        &self.dial
    }

    /// The hop-token signer.
    pub(crate) fn hop(&self) -> &super::hop::HopSigner {
        &self.hop
    }

    /// The running session `id`, if it runs in this process.
    pub fn get(&self, id: &str) -> Option<Arc<Slot>> {
        self.lock().get(id).cloned()
    }

    /// How many sessions run in this process.
    pub fn len(&self) -> usize {
        self.lock().len()
    }

    /// Whether no session runs in this process.
    pub fn is_empty(&self) -> bool {
        self.lock().is_empty()
    }

    /// Every session running in this process.
    pub(crate) fn all(&self) -> Vec<Arc<Slot>> {
        self.lock().values().cloned().collect()
    }

    /// The sessions of `device_id` running in this process.
    pub fn for_device(&self, device_id: &str) -> Vec<Arc<Slot>> {
        self.lock()
            .values()
            .filter(|s| s.device_id == device_id)
            .cloned()
            .collect()
    }

    pub(super) fn insert(&self, slot: Arc<Slot>) {
        self.lock().insert(slot.id.clone(), slot);
    }

    pub(super) fn remove(&self, id: &str) -> Option<Arc<Slot>> {
        self.lock().remove(id)
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<String, Arc<Slot>>> {
        self.slots.lock().unwrap_or_else(|p| p.into_inner())
    }
}
