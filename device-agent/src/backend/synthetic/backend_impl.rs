//! The synthetic screen as a [`Backend`]: one display, the three windows, grabs (redrawn
//! only when the clock's tenth or the input changed), and input, both the `input` tool's
//! requests and a live viewer's raw pointer and key events.

use std::sync::atomic::Ordering;
use std::time::Instant;

use proto::{Capability, Display, InputRequest, Target, Window};

use super::input::chord_echo;
use super::layout::ECHO_ID;
use super::{Synthetic, arrow_cursor};
use crate::backend::summary::summary;
use crate::backend::{Backend, BackendError, CursorImage, Frame};

impl Synthetic {
    fn check_point(&self, x: i32, y: i32) -> Result<(), BackendError> {
        if x < 0 || y < 0 || x >= self.width as i32 || y >= self.height as i32 {
            return Err(BackendError::Invalid(format!(
                "point {x},{y} is outside the display: x must be in 0..{}, y in 0..{}",
                self.width, self.height
            )));
        }
        Ok(())
    }
}

impl Backend for Synthetic {
    fn name(&self) -> &'static str {
        "synthetic"
    }

    fn capabilities(&self) -> Vec<Capability> {
        vec![
            Capability::Screenshot,
            Capability::Windows,
            Capability::Input,
        ]
    }

    fn displays(&self) -> Result<Vec<Display>, BackendError> {
        Ok(vec![Display {
            id: 0,
            name: "synthetic".into(),
            x: 0,
            y: 0,
            width: self.width,
            height: self.height,
            primary: true,
            refresh_hz: Some(60.0),
        }])
    }

    fn windows(&self) -> Result<Vec<Window>, BackendError> {
        let state = self.lock().clone();
        Ok(self
            .layout()
            .iter()
            .map(|spec| Window {
                id: spec.id,
                title: self.title_of(spec, &state),
                class: Some(spec.class.to_string()),
                pid: (spec.id == ECHO_ID).then(std::process::id),
                rect: Some(spec.rect),
                visible: true,
                focused: spec.id == state.focused.unwrap_or(ECHO_ID),
            })
            .collect())
    }

    fn grab(&self, target: Target) -> Result<Frame, BackendError> {
        self.grab_at(target, self.created.elapsed())
    }

    fn inject(&self, input: &InputRequest) -> Result<String, BackendError> {
        match *input {
            InputRequest::Click { x, y, .. }
            | InputRequest::DoubleClick { x, y, .. }
            | InputRequest::Move { x, y }
            | InputRequest::Scroll { x, y, .. } => self.check_point(x, y)?,
            InputRequest::Drag {
                x, y, to_x, to_y, ..
            } => {
                self.check_point(x, y)?;
                self.check_point(to_x, to_y)?;
            }
            InputRequest::Type { .. } | InputRequest::Key { .. } => {}
        }
        let mut state = self.lock();
        match input {
            InputRequest::Click { x, y, .. } | InputRequest::DoubleClick { x, y, .. } => {
                state.pointer = Some((*x, *y));
                state.mark(*x, *y);
                // A click in a window gives it the focus, as a window manager does: tests
                // script focus changes this way.
                if let Some(w) = self.layout().iter().rev().find(|w| {
                    *x >= w.rect.x
                        && *y >= w.rect.y
                        && i64::from(*x) < i64::from(w.rect.x) + i64::from(w.rect.width)
                        && i64::from(*y) < i64::from(w.rect.y) + i64::from(w.rect.height)
                }) {
                    state.focused = Some(w.id);
                }
            }
            InputRequest::Move { x, y } => state.pointer = Some((*x, *y)),
            InputRequest::Drag {
                x, y, to_x, to_y, ..
            } => {
                state.pointer = Some((*to_x, *to_y));
                state.mark(*x, *y);
                state.mark(*to_x, *to_y);
            }
            InputRequest::Scroll { x, y, dx, dy } => {
                state.pointer = Some((*x, *y));
                state.scroll.0 = state.scroll.0.saturating_add(i64::from(*dx));
                state.scroll.1 = state.scroll.1.saturating_add(i64::from(*dy));
            }
            InputRequest::Type { text } => state.append_echo(text),
            InputRequest::Key { chords } => {
                for chord in chords {
                    state.append_echo(&chord_echo(chord));
                }
            }
        }
        let action = summary(input);
        state.last_action.clone_from(&action);
        self.changes.fetch_add(1, Ordering::AcqRel);
        Ok(action)
    }

    fn grab_into(&self, target: Target, frame: &mut Frame) -> Result<bool, BackendError> {
        // The picture only changes each tenth of a second and on input, so a consumer
        // polling faster (a live session does) costs no drawing in between.
        let elapsed = self.created.elapsed();
        let key = (
            elapsed.as_millis() / 100,
            self.changes.load(Ordering::Acquire),
            target,
        );
        let mut seen = self.seen.lock().unwrap_or_else(|p| p.into_inner());
        if !frame.data.is_empty() && seen.of(frame.consumer()) == Some(&key) {
            frame.captured_at = Instant::now();
            return Ok(false);
        }
        drop(seen);
        let new = self.grab_at(target, elapsed)?;
        let changed =
            (new.width, new.height) != (frame.width, frame.height) || new.data != frame.data;
        if frame.data.len() == new.data.len() {
            frame.data.copy_from_slice(&new.data);
        } else {
            frame.data = new.data;
        }
        frame.width = new.width;
        frame.height = new.height;
        frame.stride = new.stride;
        frame.source = new.source;
        frame.captured_at = new.captured_at;
        frame.title = new.title;
        seen = self.seen.lock().unwrap_or_else(|p| p.into_inner());
        seen.note(frame.consumer(), key);
        Ok(changed)
    }

    fn raw_input(&self) -> bool {
        true
    }

    fn pointer_event(&self, x: i32, y: i32, buttons: u8) -> Result<(), BackendError> {
        self.check_point(x, y)?;
        let mut state = self.lock();
        let pressed = buttons & !state.buttons;
        state.buttons = buttons;
        state.pointer = Some((x, y));
        // A press of left, middle or right leaves a mark, as a click does.
        if pressed & 0b111 != 0 {
            state.mark(x, y);
            state.last_action = format!("press {x},{y}");
        }
        // Wheel buttons count one step a press: 4 up, 5 down, 6 left, 7 right.
        for (bit, dx, dy) in [(3, 0, -1), (4, 0, 1), (5, -1, 0), (6, 1, 0)] {
            if pressed & (1 << bit) != 0 {
                state.scroll.0 = state.scroll.0.saturating_add(dx);
                state.scroll.1 = state.scroll.1.saturating_add(dy);
            }
        }
        self.changes.fetch_add(1, Ordering::AcqRel);
        Ok(())
    }

    fn key_event(&self, keysym: u32, down: bool) -> Result<(), BackendError> {
        if !down {
            return Ok(());
        }
        let mut state = self.lock();
        match keysym {
            RETURN_KEYSYM | KP_ENTER_KEYSYM => state.append_echo("\n"),
            BACKSPACE_KEYSYM => state.pop_echo(),
            TAB_KEYSYM => state.append_echo("[tab]"),
            _ => {
                // Latin-1 keysyms are their characters; Unicode ones are 0x0100_0000 + code.
                let code = match keysym {
                    0x20..=0x7e | 0xa0..=0xff => Some(keysym),
                    0x0100_0000..=0x0110_ffff => Some(keysym - 0x0100_0000),
                    _ => None,
                };
                // Modifiers, function keys and the like type nothing.
                match code.and_then(char::from_u32).filter(|c| !c.is_control()) {
                    Some(c) => state.append_echo(c.encode_utf8(&mut [0; 4])),
                    None => return Ok(()),
                }
            }
        }
        state.last_action = format!("key 0x{keysym:x}");
        self.changes.fetch_add(1, Ordering::AcqRel);
        Ok(())
    }

    fn cursor(&self) -> Option<CursorImage> {
        Some(arrow_cursor())
    }
}

/// `Return`, `KP_Enter`, `BackSpace` and `Tab` keysyms.
const RETURN_KEYSYM: u32 = 0xff0d;
const KP_ENTER_KEYSYM: u32 = 0xff8d;
const BACKSPACE_KEYSYM: u32 = 0xff08;
const TAB_KEYSYM: u32 = 0xff09;
