//! A fake screen drawn in memory, for tests and demos without a window system.
//!
//! End-to-end tests need a device whose pixels they can predict, that changes over time (so
//! a stale screenshot is caught) and that visibly reacts to input (so injected input can be
//! checked by looking at a screenshot, as a model would). The picture is a pure function of
//! the time since [`Synthetic::new`] and of the input received so far; nothing is random.
//!
//! # The picture
//!
//! `W` x `H` is the screen size (default 1280x800; clamped to 256x192 ..= 8192x8192). All
//! colours are (R, G, B); alpha is 255. Integer division throughout. Layers, bottom to top:
//!
//! 1. **Background**, a vertical gradient: row `y` has colour `(32, 64 + v, 128 + v)` with
//!    `v = y * 128 / H`. Column `x = W / 2` is pure background for `y` in `32..40` and
//!    `56..H`.
//! 2. **Status strip**: `x` in `32..W-32`, `y` in `0..32`, colour `(24, 24, 24)`, with the text
//!    `frame N  HH:MM:SS.d` at (40, 8) in `(230, 230, 230)`, where `N = elapsed_ms / 100` and
//!    the clock is the elapsed time in tenths of a second (`frame 123  00:00:12.3`).
//! 3. **Moving box band**: `x` in `32..W-32`, `y` in `40..56`, black, with a 16x16 box of
//!    `(255, 128, 0)` at `x = 32 + (N * 8) % (W - 80)`, `y = 40`.
//! 4. **Windows**, bottom to top, none overlapping. Each has a 24 px title bar with its title at
//!    (x + 8, y + 4) and a body below it. Rectangles (x, y, width, height):
//!
//!    | id | title        | class                | rectangle                                  |
//!    |----|--------------|----------------------|--------------------------------------------|
//!    | 1  | `Terminal`   | `synthetic-terminal` | `(48, 72, W/2 - 64, (H - 120)/2 - 8)`      |
//!    | 2  | `Editor`     | `synthetic-editor`   | `(W/2 + 16, 72, W/2 - 64, H - 120)`        |
//!    | 3  | `Input echo` | `synthetic-echo`     | `(48, 88 + TH, W/2 - 64, H - 136 - TH)`    |
//!
//!    where `TH` is the terminal's height. At 1280x800: terminal `(48, 72, 576, 332)`, editor
//!    `(656, 72, 576, 680)`, echo `(48, 420, 576, 332)`. At 1920x1080: terminal
//!    `(48, 72, 896, 472)`, editor `(976, 72, 896, 960)`, echo `(48, 560, 896, 472)`.
//!
//!    Colours (title bar / body / body text): terminal `(60, 60, 60)` / `(16, 16, 16)` /
//!    `(0, 220, 0)`; editor `(40, 80, 160)` / `(240, 240, 240)` / `(0, 0, 0)`; echo
//!    `(120, 40, 120)` / `(230, 240, 255)` / `(0, 0, 0)`. Title text is `(255, 255, 224)`.
//!    Only the echo window has a pid (this process's). It has the focus until a click lands
//!    in another window, which then has it (as under a window manager); typing still goes
//!    to the echo window.
//! 5. **Corner markers**, 32x32: top-left `(255, 0, 0)`, top-right `(0, 255, 0)`, bottom-left
//!    `(0, 0, 255)`, bottom-right `(255, 255, 255)`.
//! 6. **Cursor**: after any pointer action, a 5x5 `(255, 255, 0)` square centred on the
//!    pointer.
//! 7. **Click marks**: each click and double click, and both ends of each drag, leave a 9x9
//!    `(255, 0, 255)` square centred on the point (the last 32 are kept).
//!
//! Text is font8x8 at scale 2: 16x16 px a character, lines 20 px apart; characters outside
//! Latin-1 are drawn as `?`. Window bodies' text starts at (x + 8, y + 32). A window grab is
//! the window's rectangle cut from the whole picture, cursor and click marks included.
//! `Synthetic::render_at` and [`Synthetic::grab_at`] draw the picture for a given elapsed
//! time, so tests need not sleep.
//!
//! # Input
//!
//! Points must lie on the screen (`0..W`, `0..H`), else [`BackendError::Invalid`]. `type`
//! appends its text to the *echo text*; `key` appends each chord: a bare character chord
//! appends the character, a bare `enter` a newline, anything else its name in brackets, e.g.
//! `[ctrl+shift+t]`, `[tab]`. The echo text keeps its last 4096 characters. Once it is not
//! empty, the echo window's title is `Input echo: ` plus its last 40 characters with newlines
//! shown as spaces. The echo body shows, from its top-left (x + 8, y + 32): the last action
//! (`click left 100,200`, `double_click right 5,6`, `move 5,6`, `drag left 1,2 -> 3,4`,
//! `scroll 0,3 at 5,6`, `type 5 chars`, `key ctrl+c enter`; `no input yet` at first), then
//! `scroll x=DX y=DY` with the summed scroll steps, then a blank line, then the echo text
//! wrapped at the body width (its last lines when it does not fit). The action line is also
//! what [`Backend::inject`] returns.
//!
//! # Files
//!
//! This file holds the screen itself (its size, clock and input, and the grabs at a given
//! time); `layout.rs` the fixed windows; `draw.rs` the picture's layers; `input.rs` what
//! input leaves behind (pointer, marks, echo text); `backend_impl.rs` the [`Backend`]
//! trait on top of them; `cursor.rs` the pointer image.

mod backend_impl;
mod cursor;
mod draw;
mod input;
mod layout;
#[cfg(test)]
mod tests;

pub use cursor::arrow_cursor;

use std::sync::atomic::AtomicU64;
use std::sync::{Mutex, MutexGuard};
use std::time::{Duration, Instant};

use proto::{Rect, Target};

#[cfg(doc)]
use super::Backend;
use super::consumer::LastGrabs;
use super::{BackendError, Frame};

use self::draw::crop;
use self::input::InputState;

/// Smallest screen the layout fits.
const MIN_SIZE: (u32, u32) = (256, 192);
/// Largest screen, to bound memory.
const MAX_EDGE: u32 = 8192;

/// A deterministic, animated fake screen with three windows that records input.
pub struct Synthetic {
    width: u32,
    height: u32,
    created: Instant,
    state: Mutex<InputState>,
    /// Input actions so far: with the clock's tenth, what the picture depends on.
    changes: AtomicU64,
    /// What each `grab_into` consumer's frame last showed.
    seen: Mutex<LastGrabs<PictureKey>>,
}

/// What a picture is a function of: the clock's tenth, the input so far and the target.
type PictureKey = (u128, u64, Target);

impl Synthetic {
    /// A screen of `width` x `height` pixels (clamped to 256x192 ..= 8192x8192) whose clock
    /// starts now.
    pub fn new(width: u32, height: u32) -> Synthetic {
        Synthetic {
            width: width.clamp(MIN_SIZE.0, MAX_EDGE),
            height: height.clamp(MIN_SIZE.1, MAX_EDGE),
            created: Instant::now(),
            state: Mutex::new(InputState::default()),
            changes: AtomicU64::new(0),
            seen: Mutex::new(LastGrabs::new()),
        }
    }

    /// Screen width in pixels (the size may be clamped by `new`).
    #[cfg(test)]
    pub(crate) fn width(&self) -> u32 {
        self.width
    }

    /// Screen height in pixels (the size may be clamped by `new`).
    #[cfg(test)]
    pub(crate) fn height(&self) -> u32 {
        self.height
    }

    /// The whole screen as it looks `elapsed` after creation with the input received so far.
    pub(crate) fn render_at(&self, elapsed: Duration) -> Frame {
        let state = self.lock().clone();
        let canvas = self.draw(elapsed, &state);
        let whole = Rect {
            x: 0,
            y: 0,
            width: self.width,
            height: self.height,
        };
        Frame::new(
            self.width,
            self.height,
            self.width as usize * 4,
            canvas.data,
            whole,
        )
    }

    /// [`Backend::grab`] as of `elapsed` after creation, so tests can control the clock.
    pub fn grab_at(&self, target: Target, elapsed: Duration) -> Result<Frame, BackendError> {
        match target {
            Target::Display { display: 0 } => Ok(self.render_at(elapsed)),
            Target::Display { display } => Err(BackendError::NotFound(format!(
                "no display {display} on this device"
            ))),
            Target::Window { window } => {
                let spec = self
                    .layout()
                    .into_iter()
                    .find(|w| w.id == window)
                    .ok_or_else(|| {
                        BackendError::NotFound(format!("no window {window} on this device"))
                    })?;
                let state = self.lock().clone();
                let title = self.title_of(&spec, &state);
                let screen = self.draw(elapsed, &state);
                Ok(crop(&screen, spec.rect, title))
            }
        }
    }

    fn lock(&self) -> MutexGuard<'_, InputState> {
        // The state is valid after every statement, so a panic elsewhere cannot leave it torn.
        self.state
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}
