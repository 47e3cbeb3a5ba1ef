//! The server's core keyboard mapping as a lookup from keysym to keycode.
//!
//! XTEST presses keycodes, but callers ask for characters and named keys, so each keysym has to
//! be found in the keyboard mapping: on the first shift level (press the key alone) or the
//! second (hold Shift). Keysyms the layout lacks are typed by borrowing a keycode that has no
//! keysyms at all, which is why the unused keycodes are listed too.

/// A keysym that means "no symbol here".
const NO_SYMBOL: u32 = 0;

/// A snapshot of the core keyboard mapping.
#[derive(Debug, Clone)]
pub(super) struct Keymap {
    min_keycode: u8,
    per_keycode: usize,
    keysyms: Vec<u32>,
}

/// Where a keysym is: the keycode and whether Shift must be held.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct KeyPosition {
    /// The keycode to press.
    pub keycode: u8,
    /// Whether it is on the shifted level.
    pub shift: bool,
}

impl Keymap {
    /// A mapping as `GetKeyboardMapping` returns it: `per_keycode` keysyms for each keycode
    /// from `min_keycode` on.
    pub(super) fn new(min_keycode: u8, per_keycode: u8, keysyms: Vec<u32>) -> Keymap {
        Keymap {
            min_keycode,
            per_keycode: usize::from(per_keycode),
            keysyms,
        }
    }

    /// Keysyms per keycode.
    pub(super) fn per_keycode(&self) -> u8 {
        u8::try_from(self.per_keycode).unwrap_or(u8::MAX)
    }

    fn rows(&self) -> impl Iterator<Item = (u8, &[u32])> {
        // A mapping with no keysyms per keycode has no rows at all.
        let keysyms = if self.per_keycode == 0 {
            &[][..]
        } else {
            &self.keysyms[..]
        };
        keysyms
            .chunks_exact(self.per_keycode.max(1))
            .zip(self.min_keycode..=u8::MAX)
            .map(|(row, code)| (code, row))
    }

    /// Where `keysym` is, preferring the unshifted level. A row whose second level is empty
    /// and whose first is a lower-case letter has the upper-case letter there, as the core
    /// protocol specifies.
    pub(super) fn find(&self, keysym: u32) -> Option<KeyPosition> {
        if keysym == NO_SYMBOL {
            return None;
        }
        let unshifted = self.rows().find(|(_, row)| row.first() == Some(&keysym));
        if let Some((keycode, _)) = unshifted {
            return Some(KeyPosition {
                keycode,
                shift: false,
            });
        }
        self.rows()
            .find(|(_, row)| {
                let first = row.first().copied().unwrap_or(NO_SYMBOL);
                match row.get(1).copied().unwrap_or(NO_SYMBOL) {
                    NO_SYMBOL => upper_case(first) == Some(keysym),
                    second => second == keysym,
                }
            })
            .map(|(keycode, _)| KeyPosition {
                keycode,
                shift: true,
            })
    }

    /// Keycodes with no keysym on any level: free to borrow for keysyms the layout lacks.
    pub(super) fn spare_keycodes(&self) -> Vec<u8> {
        self.rows()
            .filter(|(_, row)| row.iter().all(|&k| k == NO_SYMBOL))
            .map(|(code, _)| code)
            .collect()
    }
}

/// The upper-case keysym of a lower-case letter keysym, for Latin-1 and Unicode keysyms.
fn upper_case(keysym: u32) -> Option<u32> {
    let (base, code) = if keysym >= 0x0100_0000 {
        (0x0100_0000, keysym - 0x0100_0000)
    } else {
        (0, keysym)
    };
    if base == 0 && code > 0xff {
        return None;
    }
    let c = char::from_u32(code)?;
    if !c.is_lowercase() {
        return None;
    }
    let mut upper = c.to_uppercase();
    let u = upper.next()?;
    if upper.next().is_some() {
        return None;
    }
    let u = u32::from(u);
    // A Latin-1 letter whose capital is outside Latin-1 (ÿ) has a legacy keysym; skip it.
    if base == 0 && u > 0xff {
        return None;
    }
    Some(base + u)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn map() -> Keymap {
        // keycode 10: a A, 11: 1 !, 12: nothing, 13: b (implicit B), 14: nothing.
        Keymap::new(10, 2, vec![0x61, 0x41, 0x31, 0x21, 0, 0, 0x62, 0, 0, 0])
    }

    #[test]
    fn finds_levels_and_implied_capitals() {
        let m = map();
        assert_eq!(
            m.find(0x61),
            Some(KeyPosition {
                keycode: 10,
                shift: false
            })
        );
        assert_eq!(
            m.find(0x41),
            Some(KeyPosition {
                keycode: 10,
                shift: true
            })
        );
        assert_eq!(
            m.find(0x21),
            Some(KeyPosition {
                keycode: 11,
                shift: true
            })
        );
        assert_eq!(
            m.find(0x42),
            Some(KeyPosition {
                keycode: 13,
                shift: true
            })
        );
        assert_eq!(m.find(0x20ac), None);
        assert_eq!(m.find(0), None);
    }

    #[test]
    fn lists_spare_keycodes() {
        assert_eq!(map().spare_keycodes(), vec![12, 14]);
    }

    #[test]
    fn odd_shapes_do_not_panic() {
        let m = Keymap::new(250, 0, vec![1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
        assert_eq!(m.find(5), None);
        assert!(m.spare_keycodes().is_empty());
        let m = Keymap::new(255, 1, vec![0, 0, 0]);
        assert_eq!(m.spare_keycodes(), vec![255]);
    }
}
