//! A wlroots Wayland compositor as the device's screen (`--source wayland`): sway, Hyprland,
//! river, labwc, found through `WAYLAND_DISPLAY`.
//!
//! Capture goes through `wlr-screencopy` (the compositor copies an output into a buffer of
//! ours, [`screencopy`]); input through the wlr virtual pointer and the virtual keyboard,
//! whose keymap the agent writes itself ([`keymap`]). Each output is a display. Whatever
//! protocol the compositor lacks takes its capability out of the hello, and the tools that
//! need it refuse naming the protocol; GNOME and KDE offer none of these (their screen is
//! reached through the desktop portal, which this backend does not speak).
//!
//! Windows are listed through `wlr-foreign-toplevel-management` ([`toplevels`]): title, app
//! id, focus, minimized. That protocol does not say where a window is, so the listed windows
//! carry no rectangle and the device offers [`Capability::WindowList`], not
//! [`Capability::Windows`]: a window cannot be captured alone, and a caller captures the
//! output it is on.

mod compositor;
mod keymap;
mod screencopy;
mod toplevels;

use std::io::Write as _;
use std::os::fd::AsFd;
use std::sync::{Mutex, MutexGuard};
use std::time::{Duration, Instant};

use proto::keys::{Chord, Modifier};
use proto::{Capability, Display, InputRequest, MouseButton, Target, Window};
use wayland_client::protocol::wl_pointer;
use wayland_protocols_misc::zwp_virtual_keyboard_v1::client::zwp_virtual_keyboard_v1::ZwpVirtualKeyboardV1;

use super::{Backend, BackendError, Frame, FrameView, keysyms};
use compositor::Compositor;
use keymap::Keymap;

/// Why no window is captured alone.
const NO_WINDOW_PLACES: &str = "Wayland does not tell other programs where windows are (wlr-foreign-toplevel-management gives titles, not places); capture the display the window is on";
/// Why no window is listed.
const NO_TOPLEVELS: &str =
    "the compositor does not list its windows (no zwlr_foreign_toplevel_manager_v1)";

/// The pause between a double click's two clicks.
const DOUBLE_CLICK_GAP: Duration = Duration::from_millis(40);
/// A drag moves in this many steps, this far apart, so the far side sees a motion.
const DRAG_STEPS: i32 = 10;
const DRAG_STEP_PAUSE: Duration = Duration::from_millis(15);
/// Linux's button codes (`BTN_LEFT` …).
const BTN_LEFT: u32 = 0x110;
const BTN_RIGHT: u32 = 0x111;
const BTN_MIDDLE: u32 = 0x112;
/// One wheel step, in the compositor's scroll units.
const WHEEL_STEP: f64 = 15.0;

/// A wlroots compositor's outputs and input.
pub struct Wayland {
    inner: Mutex<Inner>,
    started: Instant,
}

struct Inner {
    compositor: Compositor,
    /// What each output keeps between grabs.
    kept: Vec<screencopy::Kept>,
    keymap: Keymap,
    /// The pointer as last sent: position and the RFB button mask held.
    pointer: (i32, i32, u8),
}

impl Wayland {
    /// Connect to the compositor `WAYLAND_DISPLAY` names.
    pub fn connect() -> Result<Wayland, BackendError> {
        let compositor = Compositor::connect()?;
        if compositor.outputs.is_empty() {
            return Err(BackendError::Failed(
                "the Wayland compositor has no outputs".into(),
            ));
        }
        if !compositor.missing.is_empty() {
            tracing::warn!(
                missing = %compositor.missing.join(", "),
                "the Wayland compositor lacks these protocols; the capabilities needing them are off"
            );
        }
        let kept = (0..compositor.outputs.len())
            .map(|_| screencopy::Kept::default())
            .collect();
        Ok(Wayland {
            inner: Mutex::new(Inner {
                compositor,
                kept,
                keymap: Keymap::default(),
                pointer: (0, 0, 0),
            }),
            started: Instant::now(),
        })
    }

    fn lock(&self) -> MutexGuard<'_, Inner> {
        self.inner
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Milliseconds since start, the protocol's event time.
    fn now(&self) -> u32 {
        self.started.elapsed().as_millis() as u32
    }
}

impl Inner {
    fn keyboard(&self) -> Result<ZwpVirtualKeyboardV1, BackendError> {
        self.compositor.keyboard.clone().ok_or_else(|| {
            BackendError::Unsupported(
                "the compositor offers no virtual keyboard (zwp_virtual_keyboard_manager_v1)"
                    .into(),
            )
        })
    }

    /// The bounding box of every output: absolute pointer motion is relative to it.
    fn layout(&self) -> (i32, i32, i32, i32) {
        let outputs = &self.compositor.state.outputs;
        let left = outputs.iter().map(|o| o.x).min().unwrap_or(0);
        let top = outputs.iter().map(|o| o.y).min().unwrap_or(0);
        let right = outputs.iter().map(|o| o.x + o.width).max().unwrap_or(1);
        let bottom = outputs.iter().map(|o| o.y + o.height).max().unwrap_or(1);
        (left, top, (right - left).max(1), (bottom - top).max(1))
    }

    /// Move the pointer to (x, y) with the RFB button mask `buttons` held, pressing and
    /// releasing what differs from the last event.
    fn pointer_to(&mut self, time: u32, x: i32, y: i32, buttons: u8) -> Result<(), BackendError> {
        let pointer = self.compositor.pointer.clone().ok_or_else(|| {
            BackendError::Unsupported(
                "the compositor offers no virtual pointer (zwlr_virtual_pointer_manager_v1)".into(),
            )
        })?;
        let (left, top, width, height) = self.layout();
        let px = (x - left).clamp(0, width - 1);
        let py = (y - top).clamp(0, height - 1);
        pointer.motion_absolute(time, px as u32, py as u32, width as u32, height as u32);
        pointer.frame();
        let held = self.pointer.2;
        for (bit, code) in [(1u8, BTN_LEFT), (2, BTN_MIDDLE), (4, BTN_RIGHT)] {
            if (held ^ buttons) & bit != 0 {
                let state = if buttons & bit != 0 {
                    wl_pointer::ButtonState::Pressed
                } else {
                    wl_pointer::ButtonState::Released
                };
                pointer.button(time, code, state);
                pointer.frame();
            }
        }
        // Wheel bits (3 up, 4 down, 5 left, 6 right) count on their press.
        let wheel = [
            (8u8, wl_pointer::Axis::VerticalScroll, -1),
            (16, wl_pointer::Axis::VerticalScroll, 1),
            (32, wl_pointer::Axis::HorizontalScroll, -1),
            (64, wl_pointer::Axis::HorizontalScroll, 1),
        ];
        for (bit, axis, sign) in wheel {
            if buttons & bit != 0 && held & bit == 0 {
                pointer.axis_source(wl_pointer::AxisSource::Wheel);
                pointer.axis_discrete(time, axis, WHEEL_STEP * f64::from(sign), sign);
                pointer.frame();
            }
        }
        self.pointer = (x, y, buttons);
        self.compositor.round_trip("pointer input")
    }

    /// The code typing `keysym`, the keymap uploaded first when it had to grow (the first
    /// keysym grows it, so the keymap is always sent before a key).
    fn code_for(&mut self, keysym: u32) -> Result<u32, BackendError> {
        let keyboard = self.keyboard()?;
        let placed = self.keymap.place(keysym);
        if placed.changed {
            let text = self.keymap.text();
            let file = keymap_file(&text)?;
            keyboard.keymap(1, file.as_fd(), text.len() as u32 + 1);
            // Compiled before the key arrives: wait for the compositor to have read it.
            self.compositor.round_trip("the keymap")?;
        }
        Ok(placed.evdev)
    }

    fn key(&mut self, time: u32, keysym: u32, down: bool) -> Result<(), BackendError> {
        let code = self.code_for(keysym)?;
        self.keyboard()?.key(time, code, u32::from(down));
        Ok(())
    }

    fn chord(&mut self, time: u32, chord: &Chord) -> Result<(), BackendError> {
        let keyboard = self.keyboard()?;
        let key = chord.key.as_ref().map(keysyms::for_key).transpose()?;
        // XKB's real modifiers: Shift 1, Control 4, Mod1 (Alt) 8, Mod4 (Super) 64.
        let mask = chord.modifiers.iter().fold(0u32, |m, &modifier| {
            m | match modifier {
                Modifier::Shift => 1,
                Modifier::Ctrl => 4,
                Modifier::Alt => 8,
                Modifier::Meta => 64,
            }
        });
        if let Some(sym) = key {
            let code = self.code_for(sym)?;
            keyboard.modifiers(mask, 0, 0, 0);
            keyboard.key(time, code, 1);
            keyboard.key(time, code, 0);
            keyboard.modifiers(0, 0, 0, 0);
        }
        self.compositor.round_trip("key input")
    }
}

/// The keymap as the protocol wants it: a file holding the text and a NUL.
fn keymap_file(text: &str) -> Result<std::fs::File, BackendError> {
    let failed = |e: std::io::Error| BackendError::Failed(format!("writing the keymap: {e}"));
    let mut file = compositor::memory_file(c"device-agent-keymap", 0).map_err(failed)?;
    file.write_all(text.as_bytes()).map_err(failed)?;
    file.write_all(&[0]).map_err(failed)?;
    Ok(file)
}

/// The output a target names: outputs are the only targets this backend captures.
fn output_of(target: Target) -> Result<usize, BackendError> {
    match target {
        Target::Display { display } => Ok(display as usize),
        Target::Window { .. } => Err(BackendError::Unsupported(NO_WINDOW_PLACES.into())),
    }
}

/// A button's bit in an RFB mask.
fn mask(button: MouseButton) -> u8 {
    match button {
        MouseButton::Left => 1,
        MouseButton::Middle => 2,
        MouseButton::Right => 4,
    }
}

impl Backend for Wayland {
    fn name(&self) -> &'static str {
        "wayland"
    }

    fn capabilities(&self) -> Vec<Capability> {
        let inner = self.lock();
        let c = &inner.compositor;
        let mut caps = Vec::new();
        if c.screencopy.is_some() {
            caps.push(Capability::Screenshot);
        }
        if c.pointer.is_some() && c.keyboard.is_some() {
            caps.push(Capability::Input);
        }
        if c.toplevel_manager.is_some() {
            caps.push(Capability::WindowList);
        }
        caps
    }

    fn unavailable(&self) -> Vec<proto::Unavailable> {
        let inner = self.lock();
        let c = &inner.compositor;
        let mut out = Vec::new();
        if c.screencopy.is_none() {
            out.push(proto::Unavailable {
                capability: Capability::Screenshot,
                reason: screencopy::NO_SCREENCOPY.into(),
            });
        }
        out.push(proto::Unavailable {
            capability: Capability::Windows,
            reason: NO_WINDOW_PLACES.into(),
        });
        if c.toplevel_manager.is_none() {
            out.push(proto::Unavailable {
                capability: Capability::WindowList,
                reason: NO_TOPLEVELS.into(),
            });
        }
        let mut lacks = Vec::new();
        if c.pointer.is_none() {
            lacks.push("virtual pointer (zwlr_virtual_pointer_manager_v1)");
        }
        if c.keyboard.is_none() {
            lacks.push("virtual keyboard (zwp_virtual_keyboard_manager_v1 on a wl_seat)");
        }
        if !lacks.is_empty() {
            out.push(proto::Unavailable {
                capability: Capability::Input,
                reason: format!("the compositor offers no {}", lacks.join(" and no ")),
            });
        }
        out
    }

    fn displays(&self) -> Result<Vec<Display>, BackendError> {
        let inner = self.lock();
        Ok(inner
            .compositor
            .state
            .outputs
            .iter()
            .enumerate()
            .map(|(i, o)| Display {
                id: i as u32,
                name: if o.name.is_empty() {
                    format!("output {i}")
                } else {
                    o.name.clone()
                },
                x: o.x,
                y: o.y,
                width: o.width.max(0) as u32,
                height: o.height.max(0) as u32,
                primary: i == 0,
                refresh_hz: (o.refresh_mhz > 0).then(|| f64::from(o.refresh_mhz) / 1000.0),
            })
            .collect())
    }

    fn windows(&self) -> Result<Vec<Window>, BackendError> {
        let mut inner = self.lock();
        if inner.compositor.toplevel_manager.is_none() {
            return Err(BackendError::Unsupported(NO_TOPLEVELS.into()));
        }
        // What the compositor has said up to now, all of it.
        inner.compositor.round_trip("the window list")?;
        Ok(inner
            .compositor
            .state
            .toplevels
            .described()
            .map(|(id, d)| Window {
                id,
                title: d.title.clone(),
                class: (!d.app_id.is_empty()).then(|| d.app_id.clone()),
                pid: None,
                rect: None,
                visible: !d.minimized,
                focused: d.activated,
            })
            .collect())
    }

    fn grab(&self, target: Target) -> Result<Frame, BackendError> {
        let mut frame = Frame::empty();
        self.grab_into(target, &mut frame)?;
        Ok(frame)
    }

    fn grab_into(&self, target: Target, frame: &mut Frame) -> Result<bool, BackendError> {
        let index = output_of(target)?;
        let mut inner = self.lock();
        let Inner {
            compositor, kept, ..
        } = &mut *inner;
        screencopy::grab(compositor, kept, index, frame)
    }

    fn grab_view(
        &self,
        target: Target,
        read: &mut dyn FnMut(FrameView<'_>),
    ) -> Result<(), BackendError> {
        let index = output_of(target)?;
        let mut inner = self.lock();
        let Inner {
            compositor, kept, ..
        } = &mut *inner;
        screencopy::view(compositor, kept, index, read)
    }

    fn inject(&self, input: &InputRequest) -> Result<String, BackendError> {
        let mut inner = self.lock();
        let t = self.now();
        match input {
            InputRequest::Move { x, y } => {
                let held = inner.pointer.2;
                inner.pointer_to(t, *x, *y, held)?;
                Ok(format!("moved to {x},{y}"))
            }
            InputRequest::Click { x, y, button } => {
                inner.pointer_to(t, *x, *y, 0)?;
                inner.pointer_to(t, *x, *y, mask(*button))?;
                inner.pointer_to(t, *x, *y, 0)?;
                Ok(format!("clicked at {x},{y}"))
            }
            InputRequest::DoubleClick { x, y, button } => {
                for _ in 0..2 {
                    inner.pointer_to(self.now(), *x, *y, 0)?;
                    inner.pointer_to(self.now(), *x, *y, mask(*button))?;
                    inner.pointer_to(self.now(), *x, *y, 0)?;
                    std::thread::sleep(DOUBLE_CLICK_GAP);
                }
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
                inner.pointer_to(t, *x, *y, 0)?;
                inner.pointer_to(t, *x, *y, b)?;
                for step in 1..=DRAG_STEPS {
                    std::thread::sleep(DRAG_STEP_PAUSE);
                    let px = x + (to_x - x) * step / DRAG_STEPS;
                    let py = y + (to_y - y) * step / DRAG_STEPS;
                    inner.pointer_to(self.now(), px, py, b)?;
                }
                inner.pointer_to(self.now(), *to_x, *to_y, 0)?;
                Ok(format!("dragged from {x},{y} to {to_x},{to_y}"))
            }
            InputRequest::Scroll { x, y, dx, dy } => {
                inner.pointer_to(t, *x, *y, 0)?;
                let vertical = if *dy > 0 { 16 } else { 8 };
                for _ in 0..dy.unsigned_abs() {
                    inner.pointer_to(t, *x, *y, vertical)?;
                    inner.pointer_to(t, *x, *y, 0)?;
                }
                let horizontal = if *dx > 0 { 64 } else { 32 };
                for _ in 0..dx.unsigned_abs() {
                    inner.pointer_to(t, *x, *y, horizontal)?;
                    inner.pointer_to(t, *x, *y, 0)?;
                }
                Ok(format!("scrolled {dx},{dy} at {x},{y}"))
            }
            InputRequest::Type { text } => {
                let syms = keysyms::for_text(text)?;
                for sym in syms {
                    inner.key(self.now(), sym, true)?;
                    inner.key(self.now(), sym, false)?;
                }
                inner.compositor.round_trip("typed text")?;
                Ok(format!("typed {} characters", text.chars().count()))
            }
            InputRequest::Key { chords } => {
                for chord in chords {
                    inner.chord(self.now(), chord)?;
                }
                Ok(format!("pressed {} key combinations", chords.len()))
            }
        }
    }

    fn raw_input(&self) -> bool {
        let inner = self.lock();
        inner.compositor.pointer.is_some() && inner.compositor.keyboard.is_some()
    }

    fn pointer_event(&self, x: i32, y: i32, buttons: u8) -> Result<(), BackendError> {
        let t = self.now();
        self.lock().pointer_to(t, x, y, buttons)
    }

    fn key_event(&self, keysym: u32, down: bool) -> Result<(), BackendError> {
        let t = self.now();
        let mut inner = self.lock();
        inner.key(t, keysym, down)?;
        inner.compositor.round_trip("key input")
    }
}
