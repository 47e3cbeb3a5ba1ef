//! Where the bridge shows the fan-out its viewer's stream: a [`Follower`] behind a lock
//! (both directions of the bridge read through it, never across an await), publishing what
//! it learns to the session's [`Fanout`].

use std::sync::Mutex;

use super::{Fanout, Follower, Frame};

/// The bridge's side of a shared session's fan-out.
#[derive(Debug)]
pub(crate) struct Tap<'a> {
    fanout: &'a Fanout,
    follower: Mutex<(Follower, Vec<Frame>)>,
}

impl<'a> Tap<'a> {
    /// A tap publishing to `fanout`, from the stream's first byte.
    pub(crate) fn new(fanout: &'a Fanout) -> Self {
        Tap {
            fanout,
            follower: Mutex::new((Follower::default(), Vec::new())),
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, (Follower, Vec<Frame>)> {
        self.follower.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Bytes the device sent the viewer.
    pub(crate) fn server(&self, bytes: &[u8]) {
        if self.fanout.is_gone() {
            return;
        }
        let mut guard = self.lock();
        let (follower, frames) = &mut *guard;
        match follower.server(bytes, frames) {
            Ok(()) => {
                for frame in frames.drain(..) {
                    self.fanout.publish(frame);
                }
                if let Some(picture) = follower.picture() {
                    self.fanout.set_picture(picture);
                }
            }
            Err(why) => self.fanout.fail(why),
        }
    }

    /// Bytes the viewer sends the device, before they are sent.
    pub(crate) fn client(&self, bytes: &[u8]) {
        if self.fanout.is_gone() {
            return;
        }
        let mut guard = self.lock();
        let follower = &mut guard.0;
        match follower.client(bytes) {
            Ok(()) => {
                if let Some(picture) = follower.picture() {
                    self.fanout.set_picture(picture);
                }
            }
            Err(why) => self.fanout.fail(why),
        }
    }

    /// The request to slip in now, if an observer wants a full update and the viewer's
    /// stream stands between two messages.
    pub(crate) fn request(&self) -> Option<[u8; 10]> {
        // Asked after every message the viewer sends: the lock only when someone waits.
        if !self.fanout.wants_full() || self.fanout.is_gone() {
            return None;
        }
        let guard = self.lock();
        if !guard.0.at_boundary() {
            return None;
        }
        let request = guard.0.full_request()?;
        self.fanout.take_want_full().then_some(request)
    }

    /// Resolves when an observer wants a full update.
    pub(crate) async fn wanted(&self) {
        self.fanout.wanted().await;
    }
}
