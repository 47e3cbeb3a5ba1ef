//! The capture loop: every display once a second, and the focused window's display at
//! once when the focus or its title changes; paused while a denylisted window has the
//! focus or the window list cannot be read.
//!
//! It runs on its own thread because every backend call blocks. It grabs through
//! [`Backend::grab_into`] with one frame buffer per display, the path every other consumer
//! takes, so on X11 a display nothing was drawn on since the last grab costs a DAMAGE
//! query and no copy: a still screen costs next to nothing. The focus is polled a few times
//! a second from the window list, which is what the denylist reads anyway.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::{Duration, Instant};

use proto::{MemoryState, PauseReason, Rect, Target, Window};
use tokio::sync::watch;
use tokio_util::sync::CancellationToken;

use super::Clock;
use super::denylist::Denylist;
use super::phash::{SAME_PICTURE_BITS, distance, perceptual_hash};
use super::picture::{compose, crop_area, on_display};
use super::worker::{Pending, Queue};
use crate::backend::{Backend, Frame};

/// How often the focus is looked at: a focus or title change is captured within this.
const FOCUS_POLL: Duration = Duration::from_millis(250);

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
    /// Ends the loop.
    pub(crate) stop: CancellationToken,
}

/// The last frame kept of a display: a new one like it is not stored again.
struct Kept {
    app: String,
    title: String,
    hash: u64,
}

impl Capture {
    /// Runs until `stop` is cancelled.
    pub(crate) fn run(self) {
        let mut grabs: HashMap<u32, Frame> = HashMap::new();
        let mut kept: HashMap<u32, Kept> = HashMap::new();
        let mut last_focus: Option<(u64, String)> = None;
        let mut next_round = Instant::now();
        while !self.stop.is_cancelled() {
            let started = Instant::now();
            if let Some(focus) = self.tick(&mut grabs, &mut kept, &last_focus, &mut next_round) {
                last_focus = focus;
            }
            let spent = started.elapsed();
            if let Some(rest) = FOCUS_POLL.checked_sub(spent) {
                // Wakes early when the memory stops.
                let stop = &self.stop;
                let deadline = Instant::now() + rest;
                while !stop.is_cancelled() && Instant::now() < deadline {
                    std::thread::sleep(Duration::from_millis(50).min(rest));
                }
            }
        }
    }

    /// One look at the screen; returns the focus seen (None when nothing could be seen).
    fn tick(
        &self,
        grabs: &mut HashMap<u32, Frame>,
        kept: &mut HashMap<u32, Kept>,
        last_focus: &Option<(u64, String)>,
        next_round: &mut Instant,
    ) -> Option<Option<(u64, String)>> {
        let windows = match self.backend.windows() {
            Ok(w) => w,
            Err(e) => {
                // Without the window list the denylist cannot hold: capture nothing.
                tracing::debug!(error = %e, "screen memory: no window list");
                self.set_state(MemoryState::Paused {
                    reason: PauseReason::NoWindowList,
                });
                return None;
            }
        };
        let focused = windows.iter().find(|w| w.focused && w.visible);
        if let Some(w) = focused
            && self.denylist.matches(w.class.as_deref(), &w.title)
        {
            self.set_state(MemoryState::Paused {
                reason: PauseReason::DenylistedWindow,
            });
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
            .filter(|w| w.visible && self.denylist.matches(w.class.as_deref(), &w.title))
            .map(|w| Rect {
                x: w.x,
                y: w.y,
                width: w.width,
                height: w.height,
            })
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
            self.capture(
                display.id,
                focused_here,
                &hidden,
                grabs,
                kept,
                now_for_focus,
            );
        }
        Some(focus)
    }

    /// Grab one display and queue it unless nothing changed.
    fn capture(
        &self,
        id: u32,
        focused: Option<&Window>,
        hidden: &[Rect],
        grabs: &mut HashMap<u32, Frame>,
        kept: &mut HashMap<u32, Kept>,
        focus_changed: bool,
    ) {
        let frame = grabs.entry(id).or_insert_with(Frame::empty);
        let changed = match self
            .backend
            .grab_into(Target::Display { display: id }, frame)
        {
            Ok(c) => c,
            Err(e) => {
                tracing::debug!(error = %e, display = id, "screen memory: grab failed");
                grabs.remove(&id);
                return;
            }
        };
        if !changed && !focus_changed {
            return;
        }
        let at_ms = (self.clock)();
        let area = crop_area(frame, focused);
        let picture = compose(frame, area, hidden);
        let app = focused.and_then(|w| w.class.clone()).unwrap_or_default();
        let title = focused.map(|w| w.title.clone()).unwrap_or_default();
        let hash = perceptual_hash(
            &picture.bgra,
            picture.width,
            picture.height,
            picture.width as usize * 4,
        );
        if let Some(k) = kept.get(&id)
            && k.app == app
            && k.title == title
            && distance(k.hash, hash) <= SAME_PICTURE_BITS
        {
            return;
        }
        kept.insert(
            id,
            Kept {
                app: app.clone(),
                title: title.clone(),
                hash,
            },
        );
        self.queue.push(Pending {
            at_ms,
            display: id,
            app,
            title,
            hash,
            picture,
        });
    }

    fn set_state(&self, state: MemoryState) {
        self.state.send_if_modified(|current| {
            if *current == state {
                return false;
            }
            tracing::info!(state = %state, "screen memory");
            *current = state;
            true
        });
    }
}
