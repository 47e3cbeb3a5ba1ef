//! One device's live stream copied to a session's observers: the device encodes once, for
//! the session's viewer, and the relay hands the same bytes to everyone watching.
//!
//! The bridge reads both directions of the viewer's stream through a [`Follower`], which
//! cuts the device's bytes into whole RFB messages (and the viewer's, to know the pixel
//! format and encodings the updates are in) and publishes each update here, on a broadcast
//! of shared [`Frame`]s; the viewer's bytes themselves go through untouched. An observer's
//! socket ([`crate::routes::live_bridge`]) is answered by the relay: its handshake with the
//! [`Picture`] known so far, then the frames from the next update that paints the whole
//! screen, which the relay has the device send by slipping a request in between the
//! viewer's messages ([`Fanout::want_full`]).
//!
//! This holds because the device serves a *shared* session (`LiveStartRequest::shared`):
//! each rectangle decodes without what came before (Tight with its zlib stream reset), so
//! a full update is a clean starting point. A stream the follower cannot read on (an
//! encoding it cannot measure, a viewer changing its pixel format mid-stream) fails the
//! fan-out, closing the observers; the viewer never notices.
//!
//! Memory is bounded whatever the observers and the device do: the broadcast keeps at most
//! [`CAPACITY`] messages and [`BUDGET`] bytes not yet read by every observer (a message that
//! would pass it is not copied: the observers are told of the gap and start over at the
//! next full update); an observer that falls behind starts over at the next full update,
//! and one that keeps falling behind is closed.

mod follow;
mod tap;

pub(crate) use follow::Follower;
pub(crate) use tap::Tap;

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, OnceLock};

use bytes::Bytes;
use rfb_wire::server_stream::ServerInit;
use tokio::sync::{Notify, broadcast, watch};

/// Messages the broadcast keeps for its slowest observer: about two seconds of updates at
/// the rate a viewer asks for them.
pub(crate) const CAPACITY: usize = 64;
/// Bytes of messages held for observers at most, a session: a device's messages may each be
/// as large as the bridge allows (64 MiB), and 64 of those are not held.
pub(crate) const BUDGET: usize = 128 * 1024 * 1024;

/// One server message for observers.
#[derive(Debug, Clone)]
pub(crate) struct Frame {
    /// Its bytes, as the device sent them.
    pub bytes: Bytes,
    /// It paints the whole framebuffer and needs nothing before it: an observer may start
    /// here.
    pub full: bool,
}

/// What the broadcast carries.
#[derive(Debug, Clone)]
pub(crate) enum Sent {
    /// A frame, shared by every observer (its bytes count against [`BUDGET`] until the last
    /// observer is done with it).
    Frame(Arc<Held>),
    /// Frames were left out (over [`BUDGET`]): start over at the next full update.
    Gap,
}

/// A frame held for observers.
#[derive(Debug)]
pub(crate) struct Held {
    /// The frame.
    pub frame: Frame,
    held: Arc<AtomicUsize>,
}

impl Drop for Held {
    fn drop(&mut self) {
        self.held
            .fetch_sub(self.frame.bytes.len(), Ordering::SeqCst);
    }
}

/// What an observer's handshake says, and what its client must accept.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Picture {
    /// The device's ServerInit with the framebuffer's current size and the viewer's pixel
    /// format (an observer's updates are in it).
    pub init: ServerInit,
    /// The viewer's encodings: the device picks from these.
    pub encodings: Vec<i32>,
}

impl Picture {
    /// Whether observers can join: the viewer takes Tight, so the device's updates decode
    /// each on its own.
    pub(crate) fn joinable(&self) -> bool {
        self.encodings.contains(&rfb_wire::enc::TIGHT)
    }
}

/// A session's fan-out: what the bridge publishes and observers read.
#[derive(Debug)]
pub(crate) struct Fanout {
    frames: broadcast::Sender<Sent>,
    /// Bytes of the frames not yet dropped by every observer.
    held: Arc<AtomicUsize>,
    /// A gap was told and no frame published since.
    gapped: AtomicBool,
    picture: watch::Sender<Option<Picture>>,
    want_full: AtomicBool,
    wake: Notify,
    failed: OnceLock<String>,
    gone: tokio_util::sync::CancellationToken,
    observers: Mutex<std::collections::HashMap<String, tokio_util::sync::CancellationToken>>,
}

impl Default for Fanout {
    fn default() -> Self {
        Fanout {
            frames: broadcast::channel(CAPACITY).0,
            held: Arc::default(),
            gapped: AtomicBool::new(false),
            picture: watch::channel(None).0,
            want_full: AtomicBool::new(false),
            wake: Notify::new(),
            failed: OnceLock::new(),
            gone: tokio_util::sync::CancellationToken::new(),
            observers: Mutex::new(std::collections::HashMap::new()),
        }
    }
}

impl Fanout {
    /// Publish a frame to the observers (none listening is fine), or a gap when holding it
    /// would pass [`BUDGET`].
    pub(crate) fn publish(&self, frame: Frame) {
        if self.frames.receiver_count() == 0 {
            return;
        }
        let len = frame.bytes.len();
        if self.held.load(Ordering::SeqCst) + len > BUDGET {
            if !self.gapped.swap(true, Ordering::SeqCst) {
                let _ = self.frames.send(Sent::Gap);
            }
            return;
        }
        self.gapped.store(false, Ordering::SeqCst);
        self.held.fetch_add(len, Ordering::SeqCst);
        let held = Arc::new(Held {
            frame,
            held: self.held.clone(),
        });
        // Unsent (the last observer just left), it is dropped here, and its bytes with it.
        let _ = self.frames.send(Sent::Frame(held));
    }

    /// Frames from now on.
    pub(crate) fn subscribe(&self) -> broadcast::Receiver<Sent> {
        self.frames.subscribe()
    }

    /// Bytes held for observers now.
    #[cfg(test)]
    pub(crate) fn held(&self) -> usize {
        self.held.load(Ordering::SeqCst)
    }

    /// Note what observers' handshakes say now (the viewer's stream was followed this far).
    pub(crate) fn set_picture(&self, picture: Picture) {
        self.picture.send_if_modified(|p| {
            let changed = p.as_ref() != Some(&picture);
            *p = Some(picture);
            changed
        });
    }

    /// What observers' handshakes say, once known.
    pub(crate) fn picture(&self) -> watch::Receiver<Option<Picture>> {
        self.picture.subscribe()
    }

    /// An observer needs a full update: the bridge slips a request to the device in at the
    /// viewer's next message boundary. Requests coalesce until one is sent.
    pub(crate) fn want_full(&self) {
        self.want_full.store(true, Ordering::SeqCst);
        self.wake.notify_one();
    }

    /// Whether an observer waits for a full update (without taking the wish).
    pub(crate) fn wants_full(&self) -> bool {
        self.want_full.load(Ordering::SeqCst)
    }

    /// Take the wish for a full update, if there is one.
    pub(crate) fn take_want_full(&self) -> bool {
        self.want_full.swap(false, Ordering::SeqCst)
    }

    /// Resolves when an observer wants a full update (or wanted one since the last call).
    pub(crate) async fn wanted(&self) {
        self.wake.notified().await;
    }

    /// The stream can no longer be followed: observers are closed with `why`.
    pub(crate) fn fail(&self, why: String) {
        if self.failed.set(why).is_ok() {
            tracing::warn!(why = %self.failed.get().map(String::as_str).unwrap_or_default(), "a live session's stream cannot be shared any more; its observers are closed");
        }
        self.gone.cancel();
    }

    /// The viewer's stream ended (the bridge is done): observers are closed.
    pub(crate) fn finish(&self) {
        self.gone.cancel();
    }

    /// Resolves once the stream failed or ended; with why it failed, if it did.
    pub(crate) async fn gone(&self) -> Option<String> {
        self.gone.cancelled().await;
        self.failed.get().cloned()
    }

    /// Whether the stream failed or ended.
    pub(crate) fn is_gone(&self) -> bool {
        self.gone.is_cancelled()
    }

    /// Track observer `id`'s socket: cancelling the token closes it (removal).
    pub(crate) fn add_observer(&self, id: &str) -> tokio_util::sync::CancellationToken {
        let token = tokio_util::sync::CancellationToken::new();
        self.lock().insert(id.to_string(), token.clone());
        token
    }

    /// Forget observer `id` (its socket closed).
    pub(crate) fn drop_observer(&self, id: &str) {
        self.lock().remove(id);
    }

    /// Close observer `id`'s socket if it is here; true when it was.
    pub(crate) fn remove_observer(&self, id: &str) -> bool {
        match self.lock().remove(id) {
            Some(token) => {
                token.cancel();
                true
            }
            None => false,
        }
    }

    /// How many observers' sockets are here.
    pub(crate) fn observer_count(&self) -> usize {
        self.lock().len()
    }

    fn lock(
        &self,
    ) -> std::sync::MutexGuard<
        '_,
        std::collections::HashMap<String, tokio_util::sync::CancellationToken>,
    > {
        self.observers.lock().unwrap_or_else(|p| p.into_inner())
    }
}

#[cfg(test)]
mod tests;
