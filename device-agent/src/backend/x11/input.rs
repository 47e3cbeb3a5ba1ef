//! Pointer and keyboard input through XTEST.
//!
//! XTEST makes the server generate input as if from real devices, so every client sees normal
//! events with normal focus rules. Pointer actions are motion and button events (wheel steps
//! are buttons 4..7). Keys are keycodes, so text is turned into keysyms, looked up in the
//! server's keyboard mapping and, when the layout lacks one, typed through a keycode that has no
//! keysyms which we temporarily map to it — the technique `xdotool` uses. Borrowed keycodes
//! get distinct keysyms within one batch and are only given back after a pause, because clients
//! translate keycodes when they read the event, which may be after we sent it.
//!
//! Every request's outcome is checked before the action returns, and by then the server has
//! processed all of it.

use std::thread::sleep;
use std::time::Duration;

use proto::keys::{Chord, Key};
use proto::{InputRequest, MouseButton};
use x11rb::connection::Connection;
use x11rb::cookie::VoidCookie;
use x11rb::errors::ConnectionError;
use x11rb::protocol::xproto::{
    BUTTON_PRESS_EVENT, BUTTON_RELEASE_EVENT, ConnectionExt as _, KEY_PRESS_EVENT,
    KEY_RELEASE_EVENT, KeyButMask, MOTION_NOTIFY_EVENT, Window,
};
use x11rb::protocol::xtest::ConnectionExt as _;
use x11rb::rust_connection::RustConnection;

use super::keymap::{KeyPosition, Keymap};
use crate::backend::BackendError;
use crate::backend::keysyms;
use crate::backend::summary::modifier_name;

/// Pause between the clicks of a double click.
const DOUBLE_CLICK_GAP: Duration = Duration::from_millis(40);
/// Steps and pause per step of a drag, so applications see a movement, not a jump.
const DRAG_STEPS: i32 = 10;
const DRAG_STEP_PAUSE: Duration = Duration::from_millis(15);
/// Pause before a borrowed keycode is given back, so clients have translated its events.
const RESTORE_PAUSE: Duration = Duration::from_millis(60);

fn failed(error: impl std::fmt::Display) -> BackendError {
    BackendError::Failed(format!("XTEST: {error}"))
}

/// One input action in flight: the requests sent so far and any borrowed keycodes.
pub(super) struct Injector<'c> {
    conn: &'c RustConnection,
    root: Window,
    sent: Vec<VoidCookie<'c, RustConnection>>,
    keyboard: Option<Keyboard>,
}

/// Keyboard state of one action.
struct Keyboard {
    keymap: Keymap,
    spares: Vec<u8>,
    borrowed: Vec<(u8, u32)>,
    /// Caps Lock was on when the action started, which inverts the case of letters.
    caps_lock: bool,
}

impl<'c> Injector<'c> {
    /// Start an action on the screen whose root is `root`.
    pub(super) fn new(conn: &'c RustConnection, root: Window) -> Injector<'c> {
        Injector {
            conn,
            root,
            sent: Vec::new(),
            keyboard: None,
        }
    }

    fn push(
        &mut self,
        cookie: Result<VoidCookie<'c, RustConnection>, ConnectionError>,
    ) -> Result<(), BackendError> {
        self.sent.push(cookie.map_err(failed)?);
        Ok(())
    }

    fn fake(&mut self, kind: u8, detail: u8, x: i16, y: i16) -> Result<(), BackendError> {
        let root = if kind == MOTION_NOTIFY_EVENT {
            self.root
        } else {
            x11rb::NONE
        };
        let cookie = self
            .conn
            .xtest_fake_input(kind, detail, x11rb::CURRENT_TIME, root, x, y, 0);
        self.push(cookie)
    }

    fn motion(&mut self, x: i32, y: i32) -> Result<(), BackendError> {
        let (x, y) = (clamp16(x), clamp16(y));
        self.fake(MOTION_NOTIFY_EVENT, 0, x, y)
    }

    fn button(&mut self, button: u8) -> Result<(), BackendError> {
        self.fake(BUTTON_PRESS_EVENT, button, 0, 0)?;
        self.fake(BUTTON_RELEASE_EVENT, button, 0, 0)
    }

    fn key(&mut self, keycode: u8, press: bool) -> Result<(), BackendError> {
        let kind = if press {
            KEY_PRESS_EVENT
        } else {
            KEY_RELEASE_EVENT
        };
        self.fake(kind, keycode, 0, 0)
    }

    fn pause(&mut self, duration: Duration) -> Result<(), BackendError> {
        self.conn.flush().map_err(failed)?;
        sleep(duration);
        Ok(())
    }

    /// Perform `input` (already checked against the screen bounds).
    pub(super) fn run(mut self, input: &InputRequest) -> Result<(), BackendError> {
        let outcome = self.perform(input);
        // Give borrowed keycodes back even when the action failed half-way.
        let restored = self.restore_keycodes();
        let checked = self.finish();
        outcome.and(restored).and(checked)
    }

    fn perform(&mut self, input: &InputRequest) -> Result<(), BackendError> {
        match input {
            InputRequest::Move { x, y } => self.motion(*x, *y),
            InputRequest::Click { x, y, button } => {
                self.motion(*x, *y)?;
                self.button(button_number(*button))
            }
            InputRequest::DoubleClick { x, y, button } => {
                self.motion(*x, *y)?;
                self.button(button_number(*button))?;
                self.pause(DOUBLE_CLICK_GAP)?;
                self.button(button_number(*button))
            }
            InputRequest::Drag {
                x,
                y,
                to_x,
                to_y,
                button,
            } => {
                let b = button_number(*button);
                self.motion(*x, *y)?;
                self.fake(BUTTON_PRESS_EVENT, b, 0, 0)?;
                self.pause(DRAG_STEP_PAUSE)?;
                for step in 1..=DRAG_STEPS {
                    let px = x + (to_x - x) * step / DRAG_STEPS;
                    let py = y + (to_y - y) * step / DRAG_STEPS;
                    self.motion(px, py)?;
                    self.pause(DRAG_STEP_PAUSE)?;
                }
                self.fake(BUTTON_RELEASE_EVENT, b, 0, 0)
            }
            InputRequest::Scroll { x, y, dx, dy } => {
                self.motion(*x, *y)?;
                // Buttons 4/5 scroll up/down, 6/7 left/right.
                let vertical = if *dy > 0 { 5 } else { 4 };
                for _ in 0..dy.unsigned_abs() {
                    self.button(vertical)?;
                }
                let horizontal = if *dx > 0 { 7 } else { 6 };
                for _ in 0..dx.unsigned_abs() {
                    self.button(horizontal)?;
                }
                Ok(())
            }
            InputRequest::Type { text } => self.type_text(text),
            InputRequest::Key { chords } => {
                for chord in chords {
                    self.chord(chord)?;
                }
                Ok(())
            }
        }
    }

    fn keyboard(&mut self) -> Result<&mut Keyboard, BackendError> {
        if self.keyboard.is_none() {
            let setup = self.conn.setup();
            let (min, max) = (setup.min_keycode, setup.max_keycode);
            let count = max.saturating_sub(min).saturating_add(1);
            let reply = self
                .conn
                .get_keyboard_mapping(min, count)
                .map_err(failed)?
                .reply()
                .map_err(failed)?;
            let keymap = Keymap::new(min, reply.keysyms_per_keycode, reply.keysyms);
            let spares = keymap.spare_keycodes();
            let pointer = self
                .conn
                .query_pointer(self.root)
                .map_err(failed)?
                .reply()
                .map_err(failed)?;
            let caps_lock = u16::from(pointer.mask) & u16::from(KeyButMask::LOCK) != 0;
            self.keyboard = Some(Keyboard {
                keymap,
                spares,
                borrowed: Vec::new(),
                caps_lock,
            });
        }
        self.keyboard
            .as_mut()
            .ok_or_else(|| failed("keyboard mapping unavailable"))
    }

    /// Where to press for `keysym`, borrowing a spare keycode if the layout lacks it.
    fn position(&mut self, keysym: u32, what: &str) -> Result<KeyPosition, BackendError> {
        let keyboard = self.keyboard()?;
        if let Some(position) = keyboard.keymap.find(keysym) {
            return Ok(position);
        }
        if let Some(&(keycode, _)) = keyboard.borrowed.iter().find(|(_, k)| *k == keysym) {
            return Ok(KeyPosition {
                keycode,
                shift: false,
            });
        }
        if keyboard.spares.is_empty() {
            if keyboard.borrowed.is_empty() {
                return Err(BackendError::Unsupported(format!(
                    "cannot type {what}: the keyboard layout lacks it and has no unused keycode to borrow"
                )));
            }
            self.restore_keycodes()?;
        }
        let keyboard = self.keyboard()?;
        let keycode = keyboard
            .spares
            .pop()
            .ok_or_else(|| failed("no spare keycode"))?;
        keyboard.borrowed.push((keycode, keysym));
        let per = keyboard.keymap.per_keycode().max(1);
        // Every level, so that a held Shift or Caps Lock cannot change what it types.
        let keysyms = vec![keysym; usize::from(per)];
        let cookie = self.conn.change_keyboard_mapping(1, keycode, per, &keysyms);
        self.push(cookie)?;
        Ok(KeyPosition {
            keycode,
            shift: false,
        })
    }

    /// Map borrowed keycodes back to nothing, after clients had time to use them.
    fn restore_keycodes(&mut self) -> Result<(), BackendError> {
        let Some(keyboard) = self.keyboard.as_mut() else {
            return Ok(());
        };
        if keyboard.borrowed.is_empty() {
            return Ok(());
        }
        let borrowed = std::mem::take(&mut keyboard.borrowed);
        let per = keyboard.keymap.per_keycode().max(1);
        keyboard
            .spares
            .extend(borrowed.iter().map(|(code, _)| *code));
        self.pause(RESTORE_PAUSE)?;
        let nothing = vec![0; usize::from(per)];
        for (keycode, _) in borrowed {
            let cookie = self.conn.change_keyboard_mapping(1, keycode, per, &nothing);
            self.push(cookie)?;
        }
        Ok(())
    }

    fn shift_keycode(&mut self) -> Result<u8, BackendError> {
        Ok(self.position(keysyms::SHIFT_L, "Shift")?.keycode)
    }

    /// Press and release `position`, holding Shift if it is on the shifted level.
    fn tap(&mut self, position: KeyPosition) -> Result<(), BackendError> {
        let shift = if position.shift {
            Some(self.shift_keycode()?)
        } else {
            None
        };
        if let Some(shift) = shift {
            self.key(shift, true)?;
        }
        self.key(position.keycode, true)?;
        self.key(position.keycode, false)?;
        if let Some(shift) = shift {
            self.key(shift, false)?;
        }
        Ok(())
    }

    fn type_text(&mut self, text: &str) -> Result<(), BackendError> {
        let syms = keysyms::for_text(text)?;
        for (c, sym) in text.chars().zip(syms) {
            let mut position = self.position(sym, &format!("{c:?}"))?;
            let keyboard = self.keyboard()?;
            let borrowed = keyboard
                .borrowed
                .iter()
                .any(|(code, _)| *code == position.keycode);
            // With Caps Lock on, Shift selects the lower-case letter of a layout key; a
            // borrowed key has the same keysym on every level and needs no care.
            if keyboard.caps_lock && !borrowed && (c.is_lowercase() || c.is_uppercase()) {
                position.shift = !position.shift;
            }
            self.tap(position)?;
        }
        Ok(())
    }

    fn chord(&mut self, chord: &Chord) -> Result<(), BackendError> {
        let mut held = Vec::with_capacity(chord.modifiers.len());
        for &modifier in &chord.modifiers {
            let sym = keysyms::for_modifier(modifier);
            held.push(self.position(sym, modifier_name(modifier))?.keycode);
        }
        let key = match &chord.key {
            None => None,
            Some(key) => {
                let what = match key {
                    Key::Named(name) => name.clone(),
                    Key::Char(c) => format!("{c:?}"),
                };
                Some(self.position(keysyms::for_key(key)?, &what)?)
            }
        };
        for &code in &held {
            self.key(code, true)?;
        }
        if let Some(mut key) = key {
            // Shift is already down when the chord names it.
            let shift_held = chord.modifiers.contains(&proto::keys::Modifier::Shift);
            key.shift &= !shift_held;
            self.tap(key)?;
        }
        for &code in held.iter().rev() {
            self.key(code, false)?;
        }
        Ok(())
    }

    /// Check every request and drop the events our own remapping caused.
    fn finish(self) -> Result<(), BackendError> {
        let conn = self.conn;
        let mut outcome = Ok(());
        for cookie in self.sent {
            // `check` waits for the server, so once the last one returns all were processed.
            if let Err(e) = cookie.check()
                && outcome.is_ok()
            {
                outcome = Err(failed(e));
            }
        }
        // MappingNotify goes to every client, this one included; nobody reads our queue.
        while let Ok(Some(_)) = conn.poll_for_event() {}
        outcome
    }
}

/// Keycodes raw key events have borrowed for keysyms the layout lacks, and the keys a live
/// viewer holds down. Borrowed keycodes stay mapped (a viewer's key may be read by clients
/// at any time while held and after); the oldest one not held is reused when none is spare.
#[derive(Debug, Default)]
pub(super) struct RawKeys {
    /// Keycode pressed for each keysym the viewer holds.
    held: Vec<(u32, u8)>,
    /// Borrowed keycodes, oldest first.
    borrowed: std::collections::VecDeque<u8>,
}

impl<'c> Injector<'c> {
    /// Move the pointer to (x, y) and press or release the buttons that differ between the
    /// RFB button masks `from` and `to` (bit n is X button n + 1; 4..7 are the wheel).
    pub(super) fn raw_pointer(
        mut self,
        x: i32,
        y: i32,
        from: u8,
        to: u8,
    ) -> Result<(), BackendError> {
        let outcome = (|| {
            self.motion(x, y)?;
            for bit in 0..8u8 {
                let mask = 1 << bit;
                if (from ^ to) & mask != 0 {
                    let kind = if to & mask != 0 {
                        BUTTON_PRESS_EVENT
                    } else {
                        BUTTON_RELEASE_EVENT
                    };
                    self.fake(kind, bit + 1, 0, 0)?;
                }
            }
            Ok(())
        })();
        let checked = self.finish();
        outcome.and(checked)
    }

    /// Press or release the key for `keysym`, borrowing a keycode when the layout lacks it.
    pub(super) fn raw_key(
        mut self,
        keysym: u32,
        down: bool,
        keys: &mut RawKeys,
    ) -> Result<(), BackendError> {
        let outcome = self.raw_key_events(keysym, down, keys);
        let checked = self.finish();
        outcome.and(checked)
    }

    fn raw_key_events(
        &mut self,
        keysym: u32,
        down: bool,
        keys: &mut RawKeys,
    ) -> Result<(), BackendError> {
        if !down {
            // Release what was pressed for it; a release of a key never pressed is dropped.
            if let Some(i) = keys.held.iter().position(|(sym, _)| *sym == keysym) {
                let (_, keycode) = keys.held.swap_remove(i);
                self.key(keycode, false)?;
            }
            return Ok(());
        }
        let found = self.keyboard()?.keymap.find(keysym);
        let position = match found {
            Some(p) => p,
            None => {
                let keyboard = self.keyboard()?;
                let per = keyboard.keymap.per_keycode().max(1);
                let spare = keyboard.spares.pop();
                let keycode = match spare {
                    Some(k) => k,
                    None => {
                        let reusable = keys
                            .borrowed
                            .iter()
                            .position(|k| !keys.held.iter().any(|(_, h)| h == k));
                        match reusable.and_then(|i| keys.borrowed.remove(i)) {
                            Some(k) => k,
                            None => {
                                return Err(BackendError::Unsupported(format!(
                                    "cannot press keysym 0x{keysym:x}: the layout lacks it and no keycode is free"
                                )));
                            }
                        }
                    }
                };
                keys.borrowed.push_back(keycode);
                let keysyms = vec![keysym; usize::from(per)];
                let cookie = self.conn.change_keyboard_mapping(1, keycode, per, &keysyms);
                self.push(cookie)?;
                KeyPosition {
                    keycode,
                    shift: false,
                }
            }
        };
        // The viewer sends the keysym its own Shift produced; when it is on the shifted level
        // and no Shift is held here, hold one around the press.
        let shift_held = keys
            .held
            .iter()
            .any(|(sym, _)| *sym == keysyms::SHIFT_L || *sym == keysyms::SHIFT_R);
        let shift = if position.shift && !shift_held {
            Some(self.shift_keycode()?)
        } else {
            None
        };
        if let Some(code) = shift {
            self.key(code, true)?;
        }
        self.key(position.keycode, true)?;
        if let Some(code) = shift {
            self.key(code, false)?;
        }
        keys.held.retain(|(sym, _)| *sym != keysym);
        keys.held.push((keysym, position.keycode));
        Ok(())
    }
}

fn button_number(button: MouseButton) -> u8 {
    match button {
        MouseButton::Left => 1,
        MouseButton::Middle => 2,
        MouseButton::Right => 3,
    }
}

/// Coordinates are checked against the screen before this; clamping only guards the cast.
fn clamp16(v: i32) -> i16 {
    v.clamp(i32::from(i16::MIN), i32::from(i16::MAX)) as i16
}
