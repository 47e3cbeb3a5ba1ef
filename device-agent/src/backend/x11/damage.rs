//! Change tracking with the DAMAGE extension, so a quiet screen costs no grab at all.
//!
//! A recorder asks for a frame 30 times a second; on a still screen every grab and compare
//! is wasted. The server knows when anything was drawn: one damage object on the root
//! window (it covers every window's drawing) reports, once, that the damaged area became
//! non-empty; we subtract (empty) it before the next grab, so any drawing after that point
//! reports again. Subtracting before grabbing means a change is never lost: it is either in
//! the grab or reported for the next one.
//!
//! One tracker per backend answers "changed since the previous question"; several consumers
//! (a recording and a live session) share it through a generation number that grows at each
//! question that found damage: a consumer whose last grab saw the current generation has
//! missed nothing.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

use x11rb::connection::{Connection, RequestConnection};
use x11rb::protocol::Event;
use x11rb::protocol::damage::{self, ConnectionExt as _, ReportLevel};
use x11rb::protocol::xproto::Window;
use x11rb::rust_connection::RustConnection;

use super::BackendError;

/// The damage object watching the root window.
pub(crate) struct DamageWatch {
    id: damage::Damage,
    /// Set when something else drained our events (input does) or might have missed them.
    dirty: AtomicBool,
    /// Questions that found damage so far.
    generation: AtomicU64,
}

impl DamageWatch {
    /// Watch `root`, or `None` when the server has no DAMAGE 1.1.
    pub(crate) fn new(conn: &RustConnection, root: Window) -> Option<DamageWatch> {
        conn.extension_information(damage::X11_EXTENSION_NAME)
            .ok()
            .flatten()?;
        let version = conn.damage_query_version(1, 1).ok()?.reply().ok()?;
        if (version.major_version, version.minor_version) < (1, 1) {
            return None;
        }
        let id = conn.generate_id().ok()?;
        conn.damage_create(id, root, ReportLevel::NON_EMPTY)
            .ok()?
            .check()
            .ok()?;
        Some(DamageWatch {
            id,
            // Nothing is known of the screen before the first question.
            dirty: AtomicBool::new(true),
            generation: AtomicU64::new(0),
        })
    }

    /// Forget what was reported: the next [`DamageWatch::take`] says "changed".
    pub(crate) fn mark_dirty(&self) {
        self.dirty.store(true, Ordering::Release);
    }

    /// Whether anything may have been drawn since the previous call; when so, the damage is
    /// reset first, so the grab that follows includes everything reported.
    pub(crate) fn take(&self, conn: &RustConnection) -> Result<bool, BackendError> {
        let mut dirty = self.dirty.swap(false, Ordering::AcqRel);
        let poll_failed = |e| BackendError::Failed(format!("reading X events: {e}"));
        while let Some(event) = conn.poll_for_event().map_err(poll_failed)? {
            if let Event::DamageNotify(e) = event
                && e.damage == self.id
            {
                dirty = true;
            }
        }
        if dirty {
            self.generation.fetch_add(1, Ordering::AcqRel);
            let failed = |e| BackendError::Failed(format!("DamageSubtract: {e}"));
            conn.damage_subtract(self.id, x11rb::NONE, x11rb::NONE)
                .map_err(failed)?;
            conn.flush().map_err(failed)?;
        }
        Ok(dirty)
    }

    /// Ask [`DamageWatch::take`] and answer the generation after it: a consumer that grabbed
    /// at this same generation before has seen everything drawn.
    pub(crate) fn generation(&self, conn: &RustConnection) -> Result<u64, BackendError> {
        self.take(conn)?;
        Ok(self.generation.load(Ordering::Acquire))
    }
}
