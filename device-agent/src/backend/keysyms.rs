//! Which X keysym stands for a character, a named key or a modifier.
//!
//! X identifies what a key produces by keysym, not by character. Latin-1 characters are their
//! own keysyms; every other Unicode character has the keysym `0x0100_0000 + codepoint` (the
//! convention of X11R6.9+ and of every current toolkit), so any text can be expressed without a
//! table of legacy keysyms. The few names here are the keys `proto::keys` can name.

use proto::keys::Key;
#[cfg(any(feature = "x11", feature = "vnc"))]
use proto::keys::Modifier;

use super::BackendError;

/// `Return`.
pub(crate) const RETURN: u32 = 0xff0d;
/// `Tab`.
pub(crate) const TAB: u32 = 0xff09;
/// `Shift_L`.
// Wayland's keyboard takes modifiers as a mask, not as keys.
#[cfg(any(feature = "x11", feature = "vnc"))]
pub(crate) const SHIFT_L: u32 = 0xffe1;
/// `Shift_R`.
// Only X11's keymap is searched for either Shift.
#[cfg(feature = "x11")]
pub(crate) const SHIFT_R: u32 = 0xffe2;

/// The keysym that types `c`, or `None` for control characters that have no key (a newline
/// is typed as Return, a tab as Tab).
pub(crate) fn for_char(c: char) -> Option<u32> {
    let code = u32::from(c);
    match c {
        '\n' | '\r' => Some(RETURN),
        '\t' => Some(TAB),
        _ if c.is_control() => None,
        _ if (0x20..=0x7e).contains(&code) || (0xa0..=0xff).contains(&code) => Some(code),
        _ => Some(0x0100_0000 + code),
    }
}

/// The keysym of a modifier (the left-hand key).
#[cfg(any(feature = "x11", feature = "vnc"))]
pub(crate) fn for_modifier(modifier: Modifier) -> u32 {
    match modifier {
        Modifier::Ctrl => 0xffe3,
        Modifier::Shift => SHIFT_L,
        Modifier::Alt => 0xffe9,
        Modifier::Meta => 0xffeb,
    }
}

/// The keysym of one of `proto::keys::NAMED_KEYS`.
pub(crate) fn for_named(name: &str) -> Option<u32> {
    Some(match name {
        "enter" => RETURN,
        "tab" => TAB,
        "escape" => 0xff1b,
        "backspace" => 0xff08,
        "delete" => 0xffff,
        "insert" => 0xff63,
        "home" => 0xff50,
        "end" => 0xff57,
        "pageup" => 0xff55,
        "pagedown" => 0xff56,
        "up" => 0xff52,
        "down" => 0xff54,
        "left" => 0xff51,
        "right" => 0xff53,
        "space" => 0x20,
        "capslock" => 0xffe5,
        "printscreen" => 0xff61,
        "menu" => 0xff67,
        _ => {
            // F1 is 0xffbe and the function keys are consecutive.
            let n: u32 = name.strip_prefix('f')?.parse().ok()?;
            if !(1..=12).contains(&n) {
                return None;
            }
            0xffbe + n - 1
        }
    })
}

/// The keysyms that type `text`, or why it cannot be typed: checked whole before anything is
/// typed, so a bad character cannot leave half the text typed.
pub(crate) fn for_text(text: &str) -> Result<Vec<u32>, BackendError> {
    text.chars()
        .map(|c| {
            for_char(c).ok_or_else(|| {
                BackendError::Invalid(format!(
                    "text: control character U+{:04X} cannot be typed",
                    u32::from(c)
                ))
            })
        })
        .collect()
}

/// The keysym of a chord's key, or why it names none.
pub(crate) fn for_key(key: &Key) -> Result<u32, BackendError> {
    match key {
        Key::Named(name) => for_named(name)
            .ok_or_else(|| BackendError::Invalid(format!("keys: unknown key \"{name}\""))),
        Key::Char(c) => for_char(*c).ok_or_else(|| {
            BackendError::Invalid(format!("keys: U+{:04X} is not a key", u32::from(*c)))
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn characters_map_to_latin1_or_unicode_keysyms() {
        assert_eq!(for_char('a'), Some(0x61));
        assert_eq!(for_char('é'), Some(0xe9));
        assert_eq!(for_char('€'), Some(0x0100_20ac));
        assert_eq!(for_char('😀'), Some(0x0101_f600));
        assert_eq!(for_char('\n'), Some(RETURN));
        assert_eq!(for_char('\u{7}'), None);
        assert_eq!(for_char('\u{85}'), None);
    }

    #[test]
    fn every_named_key_has_a_keysym() {
        for name in proto::keys::NAMED_KEYS {
            assert!(for_named(name).is_some(), "{name}");
        }
        assert_eq!(for_named("f1"), Some(0xffbe));
        assert_eq!(for_named("f12"), Some(0xffc9));
        assert_eq!(for_named("f13"), None);
        assert_eq!(for_named("banana"), None);
    }
}
