//! The virtual keyboard's keymap, grown as keys are asked for.
//!
//! A Wayland virtual keyboard sends key codes, and the keymap it uploads says which keysym
//! each code types; there is no "type this keysym" request. So the agent keeps a keymap of
//! its own: each keysym it has been asked to type gets the next free code, and the keymap is
//! uploaded again when one is added. Every keysym sits alone on its key's first level, so no
//! modifier is needed to type it (an upper-case letter included); chords set their modifiers
//! with the protocol's `modifiers` request.

use std::fmt::Write as _;

/// XKB key codes start at 8, and evdev codes are XKB's minus 8; the first code handed out.
const FIRST_XKB_CODE: u32 = 9;
/// Codes up to this one are handed out; past it the map starts over.
const LAST_XKB_CODE: u32 = 255;

/// Which keysym each handed-out code types.
#[derive(Debug, Default)]
pub(super) struct Keymap {
    keysyms: Vec<u32>,
}

/// Where a keysym is: its evdev code, and whether the map changed to hold it (then it must
/// be uploaded before the key is sent).
#[derive(Debug, PartialEq, Eq)]
pub(super) struct Placed {
    pub evdev: u32,
    pub changed: bool,
}

impl Keymap {
    /// The code typing `keysym`, handing out a new one when it has none.
    pub(super) fn place(&mut self, keysym: u32) -> Placed {
        if let Some(i) = self.keysyms.iter().position(|&k| k == keysym) {
            return Placed {
                evdev: evdev(i),
                changed: false,
            };
        }
        let capacity = (LAST_XKB_CODE - FIRST_XKB_CODE + 1) as usize;
        if self.keysyms.len() == capacity {
            self.keysyms.clear();
        }
        self.keysyms.push(keysym);
        Placed {
            evdev: evdev(self.keysyms.len() - 1),
            changed: true,
        }
    }

    /// The keymap in XKB's text format, as the compositor compiles it. An empty map still
    /// has one key, so that it is a valid keymap.
    pub(super) fn text(&self) -> String {
        let keysyms: &[u32] = if self.keysyms.is_empty() {
            &[0x20]
        } else {
            &self.keysyms
        };
        let mut codes = String::new();
        let mut symbols = String::new();
        for (i, sym) in keysyms.iter().enumerate() {
            let code = FIRST_XKB_CODE + i as u32;
            let _ = writeln!(codes, "    <K{code}> = {code};");
            // A number (at least 10) is read as the keysym itself.
            let _ = writeln!(symbols, "    key <K{code}> {{ [ {sym:#x} ] }};");
        }
        format!(
            "xkb_keymap {{\n\
             xkb_keycodes \"agent\" {{\n    minimum = 8;\n    maximum = {LAST_XKB_CODE};\n{codes}}};\n\
             xkb_types \"agent\" {{ include \"complete\" }};\n\
             xkb_compatibility \"agent\" {{ include \"complete\" }};\n\
             xkb_symbols \"agent\" {{\n{symbols}}};\n\
             }};\n"
        )
    }
}

fn evdev(index: usize) -> u32 {
    FIRST_XKB_CODE + index as u32 - 8
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_keysym_keeps_its_code_and_a_new_one_changes_the_map() {
        let mut map = Keymap::default();
        assert_eq!(
            map.place(0x61),
            Placed {
                evdev: 1,
                changed: true
            }
        );
        assert_eq!(
            map.place(0x41),
            Placed {
                evdev: 2,
                changed: true
            }
        );
        assert_eq!(
            map.place(0x61),
            Placed {
                evdev: 1,
                changed: false
            }
        );
        let text = map.text();
        assert!(text.contains("<K9> = 9;") && text.contains("key <K9> { [ 0x61 ] };"));
        assert!(text.contains("key <K10> { [ 0x41 ] };"), "{text}");
    }

    #[test]
    fn a_full_map_starts_over() {
        let mut map = Keymap::default();
        for sym in 0..247u32 {
            map.place(0x1000 + sym);
        }
        assert!(!map.place(0x1000).changed);
        let next = map.place(0x2000);
        assert_eq!(next.evdev, 1);
        assert!(next.changed);
        assert_eq!(map.keysyms.len(), 1);
    }
}
