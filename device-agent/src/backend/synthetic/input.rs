//! What input leaves behind on the synthetic screen: the pointer, the click marks, the
//! summed scroll, the last action and the bounded echo text the echo window shows. The
//! picture is drawn from a copy of it.

use std::collections::VecDeque;

use proto::keys::{Chord, Key};

use crate::backend::summary::chord_name;

/// Click marks kept.
pub(super) const MAX_MARKS: usize = 32;
/// Characters of echo text kept.
pub(super) const MAX_ECHO_CHARS: usize = 4096;

/// Everything input changes; the picture is drawn from a copy of it.
#[derive(Debug, Clone)]
pub(super) struct InputState {
    pub(super) pointer: Option<(i32, i32)>,
    pub(super) marks: VecDeque<(i32, i32)>,
    pub(super) echo: String,
    pub(super) echo_chars: usize,
    pub(super) last_action: String,
    pub(super) scroll: (i64, i64),
    /// Buttons held as of the last raw pointer event (RFB's mask).
    pub(super) buttons: u8,
    /// The window a click last landed in, which has the focus; `None` until then (the echo
    /// window has it).
    pub(super) focused: Option<u64>,
}

impl Default for InputState {
    fn default() -> Self {
        InputState {
            pointer: None,
            marks: VecDeque::new(),
            echo: String::new(),
            echo_chars: 0,
            last_action: "no input yet".into(),
            scroll: (0, 0),
            buttons: 0,
            focused: None,
        }
    }
}

/// What a chord adds to the echo text.
pub(super) fn chord_echo(chord: &Chord) -> String {
    match (&chord.key, chord.modifiers.is_empty()) {
        (Some(Key::Char(c)), true) => c.to_string(),
        (Some(Key::Named(name)), true) if name == "enter" => "\n".into(),
        _ => format!("[{}]", chord_name(chord)),
    }
}

impl InputState {
    pub(super) fn mark(&mut self, x: i32, y: i32) {
        if self.marks.len() == MAX_MARKS {
            self.marks.pop_front();
        }
        self.marks.push_back((x, y));
    }

    /// Remove the last character of the echo text (BackSpace).
    pub(super) fn pop_echo(&mut self) {
        if self.echo.pop().is_some() {
            self.echo_chars -= 1;
        }
    }

    pub(super) fn append_echo(&mut self, text: &str) {
        self.echo.push_str(text);
        self.echo_chars += text.chars().count();
        if self.echo_chars > MAX_ECHO_CHARS {
            let drop = self.echo_chars - MAX_ECHO_CHARS;
            let cut = self
                .echo
                .char_indices()
                .nth(drop)
                .map_or(self.echo.len(), |(i, _)| i);
            self.echo.drain(..cut);
            self.echo_chars = MAX_ECHO_CHARS;
        }
    }
}
