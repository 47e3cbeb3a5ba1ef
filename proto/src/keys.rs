//! Key chords such as `ctrl+shift+t` or `Return`, parsed once on the relay so that every
//! backend receives the same validated, platform-neutral form.

use serde::{Deserialize, Serialize};

/// Most chords one `key` action may press.
pub const MAX_CHORDS: usize = 16;

/// A modifier held while the chord's key is pressed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Modifier {
    /// Control.
    Ctrl,
    /// Shift.
    Shift,
    /// Alt / Option.
    Alt,
    /// Super / Windows / Command.
    Meta,
}

/// The non-modifier key of a chord.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", content = "value", rename_all = "snake_case")]
pub enum Key {
    /// A named key: one of [`NAMED_KEYS`] (lower case).
    Named(String),
    /// A single printable character.
    Char(char),
}

/// One chord: modifiers held, then a key pressed and released. A chord of modifiers only
/// (`ctrl`) presses and releases them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Chord {
    /// Modifiers, in the order given.
    pub modifiers: Vec<Modifier>,
    /// The key, absent for a modifiers-only chord.
    pub key: Option<Key>,
}

/// Named keys every backend understands.
pub const NAMED_KEYS: &[&str] = &[
    "enter",
    "tab",
    "escape",
    "backspace",
    "delete",
    "insert",
    "home",
    "end",
    "pageup",
    "pagedown",
    "up",
    "down",
    "left",
    "right",
    "space",
    "f1",
    "f2",
    "f3",
    "f4",
    "f5",
    "f6",
    "f7",
    "f8",
    "f9",
    "f10",
    "f11",
    "f12",
    "capslock",
    "printscreen",
    "menu",
];

/// Spellings accepted for named keys and modifiers, mapped to the canonical name.
fn alias(name: &str) -> &str {
    match name {
        "return" => "enter",
        "esc" => "escape",
        "del" => "delete",
        "ins" => "insert",
        "pgup" | "page_up" => "pageup",
        "pgdn" | "page_down" => "pagedown",
        "arrowup" => "up",
        "arrowdown" => "down",
        "arrowleft" => "left",
        "arrowright" => "right",
        "control" => "ctrl",
        "option" => "alt",
        "super" | "win" | "cmd" | "command" => "meta",
        other => other,
    }
}

/// Why a key string was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum KeyError {
    /// Nothing to press.
    #[error("keys: empty; give chords such as \"ctrl+c\" or \"enter\"")]
    Empty,
    /// More than [`MAX_CHORDS`].
    #[error("keys: {0} chords given, at most {MAX_CHORDS} allowed")]
    TooMany(usize),
    /// A part that is neither a modifier, a named key nor one character.
    #[error(
        "keys: unknown key \"{0}\"; use a single character, a modifier (ctrl, shift, alt, meta) or one of: {names}",
        names = NAMED_KEYS.join(", ")
    )]
    Unknown(String),
    /// Two non-modifier keys in one chord (`a+b`).
    #[error("keys: chord \"{0}\" has more than one non-modifier key")]
    TwoKeys(String),
}

/// Parse a space-separated list of `+`-joined chords: `"ctrl+shift+t"`, `"ctrl+a delete"`.
/// A literal plus is spelled `plus`, a literal space `space`.
pub fn parse_chords(input: &str) -> Result<Vec<Chord>, KeyError> {
    let words: Vec<&str> = input.split_whitespace().collect();
    if words.is_empty() {
        return Err(KeyError::Empty);
    }
    if words.len() > MAX_CHORDS {
        return Err(KeyError::TooMany(words.len()));
    }
    words.into_iter().map(parse_chord).collect()
}

fn parse_chord(word: &str) -> Result<Chord, KeyError> {
    let mut chord = Chord {
        modifiers: Vec::new(),
        key: None,
    };
    for part in word.split('+') {
        if part.is_empty() {
            return Err(KeyError::Unknown(word.to_string()));
        }
        let lower = part.to_lowercase();
        let name = alias(&lower);
        let modifier = match name {
            "ctrl" => Some(Modifier::Ctrl),
            "shift" => Some(Modifier::Shift),
            "alt" => Some(Modifier::Alt),
            "meta" => Some(Modifier::Meta),
            _ => None,
        };
        if let Some(m) = modifier {
            if !chord.modifiers.contains(&m) {
                chord.modifiers.push(m);
            }
            continue;
        }
        let key = if name == "plus" {
            Key::Char('+')
        } else if NAMED_KEYS.contains(&name) {
            Key::Named(name.to_string())
        } else {
            let mut chars = part.chars();
            match (chars.next(), chars.next()) {
                (Some(c), None) if !c.is_control() => Key::Char(c),
                _ => return Err(KeyError::Unknown(part.to_string())),
            }
        };
        if chord.key.replace(key).is_some() {
            return Err(KeyError::TwoKeys(word.to_string()));
        }
    }
    Ok(chord)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_chords_and_aliases() {
        let chords = parse_chords("ctrl+shift+t Return a").unwrap();
        assert_eq!(chords.len(), 3);
        assert_eq!(chords[0].modifiers, vec![Modifier::Ctrl, Modifier::Shift]);
        assert_eq!(chords[0].key, Some(Key::Char('t')));
        assert_eq!(chords[1].key, Some(Key::Named("enter".into())));
        assert_eq!(chords[2].key, Some(Key::Char('a')));
        assert_eq!(parse_chords("ctrl").unwrap()[0].key, None);
        assert_eq!(
            parse_chords("ctrl+plus").unwrap()[0].key,
            Some(Key::Char('+'))
        );
    }

    #[test]
    fn refuses_bad_chords_with_the_field_name() {
        assert_eq!(parse_chords("  "), Err(KeyError::Empty));
        let err = parse_chords("ctrl+banana").unwrap_err();
        assert!(err.to_string().starts_with("keys: unknown key \"banana\""));
        assert!(matches!(parse_chords("a+b"), Err(KeyError::TwoKeys(_))));
        assert!(matches!(parse_chords("ctrl++"), Err(KeyError::Unknown(_))));
        let many = vec!["a"; MAX_CHORDS + 1].join(" ");
        assert!(matches!(parse_chords(&many), Err(KeyError::TooMany(_))));
    }
}
