//! The one-line description every backend returns for an input action.
//!
//! Models read these summaries, and end-to-end tests compare them, so all backends word them
//! the same way: `click left 100,200`, `type 5 chars`, `key ctrl+shift+t enter`.

use proto::keys::{Chord, Key, Modifier};
use proto::{InputRequest, MouseButton};

/// The name of a mouse button: `left`, `middle`, `right`.
pub(crate) fn button_name(button: MouseButton) -> &'static str {
    match button {
        MouseButton::Left => "left",
        MouseButton::Middle => "middle",
        MouseButton::Right => "right",
    }
}

/// The name of a modifier: `ctrl`, `shift`, `alt`, `meta`.
pub(crate) fn modifier_name(modifier: Modifier) -> &'static str {
    match modifier {
        Modifier::Ctrl => "ctrl",
        Modifier::Shift => "shift",
        Modifier::Alt => "alt",
        Modifier::Meta => "meta",
    }
}

/// A chord as a user would write it: `ctrl+shift+t`, `enter`, `a`.
pub(crate) fn chord_name(chord: &Chord) -> String {
    let mut parts: Vec<String> = chord
        .modifiers
        .iter()
        .map(|m| modifier_name(*m).to_string())
        .collect();
    match &chord.key {
        Some(Key::Named(name)) => parts.push(name.clone()),
        Some(Key::Char(c)) => parts.push(c.to_string()),
        None => {}
    }
    parts.join("+")
}

/// What was done, in the shared wording.
pub(crate) fn summary(input: &InputRequest) -> String {
    match input {
        InputRequest::Click { x, y, button } => format!("click {} {x},{y}", button_name(*button)),
        InputRequest::DoubleClick { x, y, button } => {
            format!("double_click {} {x},{y}", button_name(*button))
        }
        InputRequest::Move { x, y } => format!("move {x},{y}"),
        InputRequest::Drag {
            x,
            y,
            to_x,
            to_y,
            button,
        } => {
            format!("drag {} {x},{y} -> {to_x},{to_y}", button_name(*button))
        }
        InputRequest::Scroll { x, y, dx, dy } => format!("scroll {dx},{dy} at {x},{y}"),
        InputRequest::Type { text } => format!("type {} chars", text.chars().count()),
        InputRequest::Key { chords } => {
            let names: Vec<String> = chords.iter().map(chord_name).collect();
            format!("key {}", names.join(" "))
        }
    }
}

#[cfg(test)]
mod tests {
    use proto::keys::parse_chords;

    use super::*;

    #[test]
    fn wording() {
        let click = InputRequest::Click {
            x: 1,
            y: 2,
            button: MouseButton::Right,
        };
        assert_eq!(summary(&click), "click right 1,2");
        let keys = InputRequest::Key {
            chords: parse_chords("ctrl+shift+T Return plus").unwrap(),
        };
        assert_eq!(summary(&keys), "key ctrl+shift+T enter +");
        assert_eq!(
            summary(&InputRequest::Type {
                text: "héllo".into()
            }),
            "type 5 chars"
        );
    }
}
