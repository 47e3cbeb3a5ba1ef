//! A VNC server as the device's screen (`--source vnc://HOST:PORT`): any machine that runs
//! one (a VM's console, macOS Screen Sharing, a Windows or Android VNC server) without an
//! agent of its own.
//!
//! The agent is the server's client through the `vnc` crate. A session task on the agent's
//! runtime ([`session`]) keeps a copy of the framebuffer current ([`screen`]) and redials
//! when the server goes away; grabs read that copy, so a grab of a screen the server has not
//! changed since the caller's last one copies nothing, as X11 DAMAGE allows on X11. Input
//! goes to the server as RFB key events (X keysyms: the server maps them to its own keys)
//! and pointer events (position and the buttons held).

mod screen;
mod session;

use std::net::SocketAddr;
use std::sync::atomic::Ordering;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use ::vnc::X11Event;
use proto::keys::{Chord, Modifier};
use proto::{Capability, Display, InputRequest, MouseButton, Rect, Target, Window};
use tokio::sync::{mpsc, oneshot};
use tokio_util::sync::CancellationToken;

use super::{Backend, BackendError, Frame, keysyms};
use session::{Server, Shared, lock};

/// How long a grab waits for a (re)connecting server's screen.
const GRAB_WAIT: Duration = Duration::from_secs(5);
/// The pause between a double click's two clicks.
const DOUBLE_CLICK_GAP: Duration = Duration::from_millis(40);
/// A drag moves in this many steps, this far apart, so the far side sees a motion.
const DRAG_STEPS: i32 = 10;
const DRAG_STEP_PAUSE: Duration = Duration::from_millis(15);

/// A VNC server's screen and input.
pub struct Vnc {
    addr: SocketAddr,
    shared: Arc<Shared>,
    input: mpsc::UnboundedSender<X11Event>,
    /// The pointer as last sent: position and buttons held.
    pointer: Mutex<(u16, u16, u8)>,
    stop: CancellationToken,
}

impl Vnc {
    /// Connect to the server at `addr` and wait for its whole screen. Blocking: call it on a
    /// blocking thread of the agent's runtime, which then runs the session. A refused login
    /// (wrong or missing password, no security type in common) is an error here, named, so
    /// that the agent stops rather than redials.
    pub fn connect(addr: SocketAddr, password: Option<String>) -> Result<Vnc, BackendError> {
        let runtime = tokio::runtime::Handle::try_current().map_err(|_| {
            BackendError::Failed("the VNC backend runs on the agent's tokio runtime".into())
        })?;
        let shared = Arc::new(Shared::default());
        let (input, inputs) = mpsc::unbounded_channel();
        let (first, connected) = oneshot::channel();
        let stop = CancellationToken::new();
        runtime.spawn(session::run(
            Server { addr, password },
            shared.clone(),
            inputs,
            first,
            stop.clone(),
        ));
        connected
            .blocking_recv()
            .map_err(|_| BackendError::Failed("the VNC session ended at start".into()))??;
        Ok(Vnc {
            addr,
            shared,
            input,
            pointer: Mutex::new((0, 0, 0)),
            stop,
        })
    }

    /// Read the screen once it is served, waiting up to [`GRAB_WAIT`] for one that is not
    /// whole yet (a new size). A server that went away fails the read at once as a lost
    /// target, so captures in flight end with that reason instead of waiting out a redial.
    fn with_screen<T>(&self, read: impl FnOnce(&screen::Screen) -> T) -> Result<T, BackendError> {
        let away = || self.shared.away.load(Ordering::SeqCst);
        let guard = lock(&self.shared.screen);
        let (guard, _) = self
            .shared
            .ready
            .wait_timeout_while(guard, GRAB_WAIT, |s| {
                !s.as_ref().is_some_and(|s| s.ready) && !away()
            })
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        match guard.as_ref().filter(|s| s.ready) {
            Some(s) => Ok(read(s)),
            None if away() => Err(BackendError::NotFound(format!(
                "the VNC server at {} went away; the agent is redialling it",
                self.addr
            ))),
            None => Err(BackendError::Failed(format!(
                "the VNC server at {} has not sent its screen (redialling)",
                self.addr
            ))),
        }
    }

    fn send(&self, event: X11Event) -> Result<(), BackendError> {
        self.input
            .send(event)
            .map_err(|_| BackendError::Failed("the VNC session has ended".into()))
    }

    /// Move the pointer to (x, y), clamped to the screen, with `buttons` held.
    fn pointer_to(&self, x: i32, y: i32, buttons: u8) -> Result<(), BackendError> {
        let (width, height) = self.with_screen(|s| (s.width, s.height))?;
        let clamp = |v: i32, side: u16| v.clamp(0, i32::from(side) - 1) as u16;
        let (x, y) = (clamp(x, width), clamp(y, height));
        *lock(&self.pointer) = (x, y, buttons);
        self.send(X11Event::PointerEvent((x, y, buttons).into()))
    }

    /// Press and release button `mask` where the pointer is.
    fn click(&self, mask: u8) -> Result<(), BackendError> {
        let (x, y, held) = *lock(&self.pointer);
        self.pointer_to(i32::from(x), i32::from(y), held | mask)?;
        self.pointer_to(i32::from(x), i32::from(y), held & !mask)
    }

    fn key(&self, keysym: u32, down: bool) -> Result<(), BackendError> {
        self.send(X11Event::KeyEvent((keysym, down).into()))
    }

    fn chord(&self, chord: &Chord) -> Result<(), BackendError> {
        let key = chord.key.as_ref().map(keysyms::for_key).transpose()?;
        let held: Vec<u32> = chord
            .modifiers
            .iter()
            .map(|&m: &Modifier| keysyms::for_modifier(m))
            .collect();
        for &sym in &held {
            self.key(sym, true)?;
        }
        if let Some(sym) = key {
            self.key(sym, true)?;
            self.key(sym, false)?;
        }
        for &sym in held.iter().rev() {
            self.key(sym, false)?;
        }
        Ok(())
    }
}

impl Drop for Vnc {
    fn drop(&mut self) {
        self.stop.cancel();
    }
}

/// A button's bit in an RFB pointer event.
fn mask(button: MouseButton) -> u8 {
    match button {
        MouseButton::Left => 1,
        MouseButton::Middle => 2,
        MouseButton::Right => 4,
    }
}

impl Backend for Vnc {
    fn name(&self) -> &'static str {
        "vnc"
    }

    fn capabilities(&self) -> Vec<Capability> {
        vec![Capability::Screenshot, Capability::Input]
    }

    fn displays(&self) -> Result<Vec<Display>, BackendError> {
        let (width, height) = self.with_screen(|s| (s.width, s.height))?;
        Ok(vec![Display {
            id: 0,
            name: format!("vnc {}", self.addr),
            x: 0,
            y: 0,
            width: u32::from(width),
            height: u32::from(height),
            primary: true,
            refresh_hz: None,
        }])
    }

    fn windows(&self) -> Result<Vec<Window>, BackendError> {
        Err(BackendError::Unsupported(
            "a VNC server shows one framebuffer, without its windows".into(),
        ))
    }

    fn grab(&self, target: Target) -> Result<Frame, BackendError> {
        let mut frame = Frame::empty();
        self.grab_into(target, &mut frame)?;
        Ok(frame)
    }

    fn grab_into(&self, target: Target, frame: &mut Frame) -> Result<bool, BackendError> {
        match target {
            Target::Display { display: 0 } => {}
            Target::Display { display } => {
                return Err(BackendError::NotFound(format!(
                    "display {display}: a VNC server has display 0 only"
                )));
            }
            Target::Window { .. } => {
                return Err(BackendError::Unsupported(
                    "a VNC server shows one framebuffer, without its windows".into(),
                ));
            }
        }
        self.with_screen(|s| {
            let (width, height) = (u32::from(s.width), u32::from(s.height));
            let same_size = (frame.width, frame.height) == (width, height);
            // Nothing arrived since the caller's last grab: nothing to copy.
            if same_size && !frame.data.is_empty() && s.changed_at <= frame.captured_at {
                return false;
            }
            frame.data.clear();
            frame.data.extend_from_slice(&s.data);
            frame.width = width;
            frame.height = height;
            frame.stride = usize::from(s.width) * 4;
            frame.source = Rect {
                x: 0,
                y: 0,
                width,
                height,
            };
            frame.captured_at = Instant::now();
            frame.title = None;
            true
        })
    }

    fn inject(&self, input: &InputRequest) -> Result<String, BackendError> {
        match input {
            InputRequest::Move { x, y } => {
                let held = lock(&self.pointer).2;
                self.pointer_to(*x, *y, held)?;
                Ok(format!("moved to {x},{y}"))
            }
            InputRequest::Click { x, y, button } => {
                self.pointer_to(*x, *y, 0)?;
                self.click(mask(*button))?;
                Ok(format!("clicked at {x},{y}"))
            }
            InputRequest::DoubleClick { x, y, button } => {
                self.pointer_to(*x, *y, 0)?;
                self.click(mask(*button))?;
                std::thread::sleep(DOUBLE_CLICK_GAP);
                self.click(mask(*button))?;
                Ok(format!("double-clicked at {x},{y}"))
            }
            InputRequest::Drag {
                x,
                y,
                to_x,
                to_y,
                button,
            } => {
                let b = mask(*button);
                self.pointer_to(*x, *y, 0)?;
                self.pointer_to(*x, *y, b)?;
                for step in 1..=DRAG_STEPS {
                    std::thread::sleep(DRAG_STEP_PAUSE);
                    let px = x + (to_x - x) * step / DRAG_STEPS;
                    let py = y + (to_y - y) * step / DRAG_STEPS;
                    self.pointer_to(px, py, b)?;
                }
                self.pointer_to(*to_x, *to_y, 0)?;
                Ok(format!("dragged from {x},{y} to {to_x},{to_y}"))
            }
            InputRequest::Scroll { x, y, dx, dy } => {
                self.pointer_to(*x, *y, 0)?;
                // Buttons 4/5 scroll up/down, 6/7 left/right: bits 3 to 6.
                let vertical = if *dy > 0 { 1 << 4 } else { 1 << 3 };
                for _ in 0..dy.unsigned_abs() {
                    self.click(vertical)?;
                }
                let horizontal = if *dx > 0 { 1 << 6 } else { 1 << 5 };
                for _ in 0..dx.unsigned_abs() {
                    self.click(horizontal)?;
                }
                Ok(format!("scrolled {dx},{dy} at {x},{y}"))
            }
            InputRequest::Type { text } => {
                let syms = keysyms::for_text(text)?;
                for (c, sym) in text.chars().zip(syms) {
                    // As a person types it: some servers (TigerVNC's) type the key of an
                    // upper-case letter's keysym without Shift unless Shift is down.
                    let shift = c.is_uppercase();
                    if shift {
                        self.key(keysyms::SHIFT_L, true)?;
                    }
                    self.key(sym, true)?;
                    self.key(sym, false)?;
                    if shift {
                        self.key(keysyms::SHIFT_L, false)?;
                    }
                }
                Ok(format!("typed {} characters", text.chars().count()))
            }
            InputRequest::Key { chords } => {
                for chord in chords {
                    self.chord(chord)?;
                }
                Ok(format!("pressed {} key combinations", chords.len()))
            }
        }
    }

    fn raw_input(&self) -> bool {
        true
    }

    fn pointer_event(&self, x: i32, y: i32, buttons: u8) -> Result<(), BackendError> {
        self.pointer_to(x, y, buttons)
    }

    fn key_event(&self, keysym: u32, down: bool) -> Result<(), BackendError> {
        self.key(keysym, down)
    }
}
