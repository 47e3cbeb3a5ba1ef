//! The capture loop: every display once a second, and the focused window's display at
//! once when the focus or its title changes; paused while the device's owner paused it
//! ([`super::pause`], read at every look), while a denylisted window has the focus, or is
//! shown where the backend cannot say where (Wayland), or the window list cannot be read.
//!
//! It runs on its own thread because every backend call blocks. It grabs the focused
//! window's part of each display through [`Backend::grab_part_into`] with one frame buffer
//! per display, the path every other consumer takes, so on X11 a part nothing was drawn on
//! since the last grab costs a DAMAGE query and no copy: a still screen costs next to
//! nothing. Between rounds it sleeps in [`Backend::wait_window_change`], which on X11 wakes
//! on the server's word that the focus or its title changed (a backend that cannot tell
//! wakes it a few times a second to read the window list).

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::{Arc, mpsc};
use std::time::{Duration, Instant};

use proto::{MemoryState, PauseReason, Rect, Target, Window};
use tokio::sync::watch;

use super::Clock;
use super::denylist::Denylist;
use super::pause::{self, PauseFile};
use super::phash::{SAME_PICTURE_BITS, distance, perceptual_hash};
use super::picture::{compose, crop_part, hides_any, on_display};
use super::worker::{Pending, Queue};
use crate::backend::{Backend, Frame};

/// The longest wait for a window change between two looks at whether the memory stopped;
/// also how often the focus is polled on a backend that cannot say when it changes.
const WAIT_SLICE: Duration = Duration::from_millis(250);

/// How often every display is captured.
const EVERY: Duration = Duration::from_secs(1);

/// What the loop needs.
pub(crate) struct Capture {
    /// The screen.
    pub(crate) backend: Arc<dyn Backend>,
    /// Windows never captured.
    pub(crate) denylist: Denylist,
    /// Unix ms for each frame's time.
    pub(crate) clock: Clock,
    /// Where frames go to be encoded and stored.
    pub(crate) queue: Arc<Queue>,
    /// The state the device reports.
    pub(crate) state: watch::Sender<MemoryState>,
    /// Ends the loop when its sender is dropped (nothing is ever sent).
    pub(crate) stop: mpsc::Receiver<()>,
    /// The data directory, where the owner's pause file is.
    pub(crate) data_dir: PathBuf,
}

/// What the loop keeps of each display between grabs.
#[derive(Default)]
struct Seen {
    /// The last grab (its buffer reused by the next one).
    grab: Option<Frame>,
    /// The last frame kept: a new one like it is not stored again.
    kept: Option<Kept>,
}

/// What a kept frame is compared by.
struct Kept {
    app: String,
    title: String,
    hash: u64,
}

impl Capture {
    /// Runs until `stop`'s sender is dropped.
    pub(crate) fn run(self) {
        let mut seen: HashMap<u32, Seen> = HashMap::new();
        let mut last_focus: Option<(u64, String)> = None;
        let mut next_round = Instant::now();
        loop {
            if let Some(focus) = self.tick(&mut seen, &last_focus, &mut next_round) {
                last_focus = focus;
            }
            // Paused or blind, the window list is still read again a second later.
            let now = Instant::now();
            if next_round <= now {
                next_round = now + EVERY;
            }
            // Until the next round, or sooner when the focus or its title changes.
            loop {
                match self.stop.try_recv() {
                    Err(mpsc::TryRecvError::Empty) => {}
                    Ok(()) | Err(mpsc::TryRecvError::Disconnected) => return,
                }
                let left = next_round.saturating_duration_since(Instant::now());
                if left.is_zero() {
                    break;
                }
                match self.backend.wait_window_change(left.min(WAIT_SLICE)) {
                    Ok(false) => {}
                    Ok(true) => break,
                    Err(e) => {
                        tracing::debug!(error = %e, "screen memory: no word of window changes");
                        std::thread::sleep(left.min(WAIT_SLICE));
                        break;
                    }
                }
            }
        }
    }

    /// One look at the screen; returns the focus seen (None when nothing could be seen).
    fn tick(
        &self,
        seen: &mut HashMap<u32, Seen>,
        last_focus: &Option<(u64, String)>,
        next_round: &mut Instant,
    ) -> Option<Option<(u64, String)>> {
        // The owner's word first: while paused, the screen is not even looked at.
        let owner = pause::read(&self.data_dir, (self.clock)());
        if let Some(state) = owner.state() {
            if self.set_state(state)
                && let PauseFile::Damaged(why) = &owner
            {
                tracing::warn!(%why, "screen memory: the pause file is damaged, so the memory stays paused until `device-agent screen-memory resume`");
            }
            // Resuming captures at once, whatever the focus was before the pause.
            return Some(None);
        }
        let windows = match self.backend.windows() {
            Ok(w) => w,
            Err(e) => {
                // Without the window list the denylist cannot hold: capture nothing.
                tracing::debug!(error = %e, "screen memory: no window list");
                self.set_state(MemoryState::paused(PauseReason::NoWindowList));
                return None;
            }
        };
        let focused = windows.iter().find(|w| w.focused && w.visible);
        let denied = |w: &Window| self.denylist.matches(w.class.as_deref(), &w.title);
        // A denylisted window the backend cannot place (Wayland's list) could be anywhere
        // on the screen, so it cannot be blacked out: while it is shown, nothing is captured.
        let unplaceable = windows
            .iter()
            .any(|w| w.visible && w.rect.is_none() && denied(w));
        // Each said as it is known: "has the focus" only when it has.
        let denied_reason = if focused.is_some_and(denied) {
            Some(PauseReason::DenylistedWindow)
        } else {
            unplaceable.then_some(PauseReason::DenylistedWindowShown)
        };
        if let Some(reason) = denied_reason {
            self.set_state(MemoryState::paused(reason));
            // Resuming captures at once, whatever the focus was before the pause.
            return Some(None);
        }
        self.set_state(MemoryState::Active);
        let focus = focused.map(|w| (w.id, w.title.clone()));
        let focus_changed = focus != *last_focus;
        let now = Instant::now();
        let round = now >= *next_round;
        if !round && !focus_changed {
            return Some(focus);
        }
        if round {
            *next_round = now + EVERY;
        }
        let displays = match self.backend.displays() {
            Ok(d) => d,
            Err(e) => {
                tracing::debug!(error = %e, "screen memory: cannot list displays");
                return Some(focus);
            }
        };
        let hidden: Vec<Rect> = windows
            .iter()
            .filter(|w| w.visible && denied(w))
            .filter_map(|w| w.rect)
            .collect();
        for display in displays {
            let area = Rect {
                x: display.x,
                y: display.y,
                width: display.width,
                height: display.height,
            };
            let focused_here = focused.filter(|w| on_display(w, area));
            let now_for_focus = focus_changed && focused_here.is_some();
            if !round && !now_for_focus {
                continue;
            }
            // The encoder is out of budget for longer than a round: a picture grabbed now
            // could only be replaced by a later one before it is taken, so it is not grabbed.
            if !now_for_focus && self.queue.taken_after() > now + EVERY {
                continue;
            }
            self.capture(
                display.id,
                crop_part(area, focused_here),
                focused_here,
                &hidden,
                seen.entry(display.id).or_default(),
                now_for_focus,
            );
        }
        Some(focus)
    }

    /// Grab `part` of one display (the focused window's area) and queue it unless nothing
    /// changed.
    ///
    /// Only the part is grabbed, compared and hashed: a clock ticking beside the focused
    /// window costs a compare of the window's pixels and nothing more.
    fn capture(
        &self,
        id: u32,
        part: Rect,
        focused: Option<&Window>,
        hidden: &[Rect],
        seen: &mut Seen,
        focus_changed: bool,
    ) {
        let frame = seen.grab.get_or_insert_with(Frame::empty);
        let changed =
            match self
                .backend
                .grab_part_into(Target::Display { display: id }, part, frame)
            {
                Ok(c) => c,
                Err(e) => {
                    tracing::debug!(error = %e, display = id, "screen memory: grab failed");
                    seen.grab = None;
                    return;
                }
            };
        if !changed && !focus_changed {
            return;
        }
        let at_ms = (self.clock)();
        let app = focused.and_then(|w| w.class.clone()).unwrap_or_default();
        let title = focused.map(|w| w.title.clone()).unwrap_or_default();
        // Denylisted windows go black before the hash reads anything; without one in the
        // part the grab is hashed where it lies and copied only when kept.
        let blacked = hides_any(frame, hidden).then(|| compose(frame, hidden));
        let hash = match &blacked {
            Some(p) => perceptual_hash(&p.bgra, p.width, p.height, p.width as usize * 4),
            None => perceptual_hash(&frame.data, frame.width, frame.height, frame.stride),
        };
        if let Some(k) = &seen.kept
            && k.app == app
            && k.title == title
            && distance(k.hash, hash) <= SAME_PICTURE_BITS
        {
            return;
        }
        seen.kept = Some(Kept {
            app: app.clone(),
            title: title.clone(),
            hash,
        });
        self.queue.push(Pending {
            at_ms,
            display: id,
            app,
            title,
            hash,
            picture: blacked.unwrap_or_else(|| compose(frame, &[])),
        });
    }

    /// Sets the state the device reports; whether it changed.
    fn set_state(&self, state: MemoryState) -> bool {
        self.state.send_if_modified(|current| {
            if *current == state {
                return false;
            }
            tracing::info!(state = %state, "screen memory");
            *current = state;
            true
        })
    }
}
