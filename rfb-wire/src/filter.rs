//! The view-mode filter of the passthrough: the viewer's bytes to a stock VNC server with
//! its input taken out.
//!
//! A stock server would obey any PointerEvent or KeyEvent, so in view mode the agent parses
//! the client's side of the RFB stream and drops KeyEvent, PointerEvent and ClientCutText.
//! Parsing must follow the handshake exactly (version, security choice, the 16-byte VNC
//! authentication response when that type was chosen, ClientInit) and then every message's
//! length; anything it cannot follow (RFB 3.3, other security types, an unknown message)
//! ends the session, since guessing would let input through. Bytes may arrive split at any
//! point, so a message header is gathered across reads; bodies stream through unbuffered.
//!
//! The same parse tallies the input it takes out ([`ViewFilter::tally`]: pointer events,
//! button presses, key presses; never which key), which is how the relay measures a control
//! session's input rate without reading what was typed: it feeds a copy of the viewer's
//! bytes and forwards the originals.

/// Where in the client's stream we are.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Stage {
    Version,
    Security,
    VncAuth,
    ClientInit,
    Messages,
}

/// What the bytes of the current item are for.
enum Action {
    Pass(usize),
    Drop(usize),
}

/// A client stream the filter cannot follow.
#[derive(Debug, thiserror::Error)]
#[error("view-only filter: {0}")]
pub struct FilterError(String);

/// The input a client stream carried so far: counts only, never a key or a position.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct InputTally {
    /// PointerEvents (moves and button changes).
    pub pointer_events: u64,
    /// Buttons pressed: a PointerEvent whose mask holds a button the last one did not.
    pub clicks: u64,
    /// KeyEvents with the key down.
    pub key_presses: u64,
}

impl InputTally {
    /// Every input message counted.
    pub fn events(&self) -> u64 {
        self.pointer_events + self.key_presses
    }
}

/// The filter's state across reads.
pub struct ViewFilter {
    stage: Stage,
    head: Vec<u8>,
    pass: usize,
    skip: usize,
    tally: InputTally,
    buttons: u8,
}

impl Default for ViewFilter {
    fn default() -> Self {
        ViewFilter::new()
    }
}

impl ViewFilter {
    /// A filter at the start of a client's stream.
    pub fn new() -> ViewFilter {
        ViewFilter {
            stage: Stage::Version,
            head: Vec::with_capacity(16),
            pass: 0,
            skip: 0,
            tally: InputTally::default(),
            buttons: 0,
        }
    }

    /// The input taken out so far.
    pub fn tally(&self) -> InputTally {
        self.tally
    }

    /// Filter `input`, appending what may reach the server to `out`.
    pub fn feed(&mut self, mut input: &[u8], out: &mut Vec<u8>) -> Result<(), FilterError> {
        while !input.is_empty() {
            if self.pass > 0 {
                let n = self.pass.min(input.len());
                out.extend_from_slice(&input[..n]);
                self.pass -= n;
                input = &input[n..];
                continue;
            }
            if self.skip > 0 {
                let n = self.skip.min(input.len());
                self.skip -= n;
                input = &input[n..];
                continue;
            }
            self.head.push(input[0]);
            input = &input[1..];
            match self.decide()? {
                None => {}
                Some(Action::Pass(total)) => {
                    out.extend_from_slice(&self.head);
                    self.pass = total - self.head.len();
                    self.head.clear();
                }
                Some(Action::Drop(total)) => {
                    self.skip = total - self.head.len();
                    self.head.clear();
                }
            }
        }
        Ok(())
    }

    /// Given the header bytes gathered so far, the whole item's length and fate, or `None`
    /// when more header is needed.
    fn decide(&mut self) -> Result<Option<Action>, FilterError> {
        let h = &self.head;
        Ok(Some(match self.stage {
            Stage::Version => {
                if h.len() < 12 {
                    return Ok(None);
                }
                if !(h.starts_with(b"RFB 003.007\n") || h.starts_with(b"RFB 003.008\n")) {
                    return Err(FilterError(format!(
                        "client version {:?} is not 3.7 or 3.8",
                        String::from_utf8_lossy(h)
                    )));
                }
                self.stage = Stage::Security;
                Action::Pass(12)
            }
            Stage::Security => {
                self.stage = match h[0] {
                    1 => Stage::ClientInit,
                    2 => Stage::VncAuth,
                    other => {
                        return Err(FilterError(format!(
                            "security type {other} cannot be followed (only None and VNC authentication)"
                        )));
                    }
                };
                Action::Pass(1)
            }
            Stage::VncAuth => {
                self.stage = Stage::ClientInit;
                Action::Pass(16)
            }
            Stage::ClientInit => {
                self.stage = Stage::Messages;
                Action::Pass(1)
            }
            Stage::Messages => match h[0] {
                0 => Action::Pass(20),
                3 => Action::Pass(10),
                // Input is gathered whole (8 and 6 bytes) to be tallied, then dropped.
                4 => {
                    if h.len() < 8 {
                        return Ok(None);
                    }
                    if h[1] != 0 {
                        self.tally.key_presses += 1;
                    }
                    Action::Drop(8)
                }
                5 => {
                    if h.len() < 6 {
                        return Ok(None);
                    }
                    let mask = h[1];
                    self.tally.pointer_events += 1;
                    if mask & !self.buttons != 0 {
                        self.tally.clicks += 1;
                    }
                    self.buttons = mask;
                    Action::Drop(6)
                }
                2 => {
                    if h.len() < 4 {
                        return Ok(None);
                    }
                    Action::Pass(4 + 4 * usize::from(u16::from_be_bytes([h[2], h[3]])))
                }
                6 => {
                    if h.len() < 8 {
                        return Ok(None);
                    }
                    Action::Drop(8 + u32::from_be_bytes([h[4], h[5], h[6], h[7]]) as usize)
                }
                other => {
                    return Err(FilterError(format!("unknown client message type {other}")));
                }
            },
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A client stream: handshake with VNC auth, then one of every message.
    fn stream() -> (Vec<u8>, Vec<u8>) {
        let mut all = Vec::new();
        let mut kept = Vec::new();
        let mut both = |b: &[u8], keep: bool| {
            all.extend_from_slice(b);
            if keep {
                kept.extend_from_slice(b);
            }
        };
        both(b"RFB 003.008\n", true);
        both(&[2], true);
        both(&[7; 16], true);
        both(&[1], true);
        let mut spf = vec![0, 0, 0, 0];
        spf.extend_from_slice(&[32, 24, 0, 1, 0, 255, 0, 255, 0, 255, 16, 8, 0, 0, 0, 0]);
        both(&spf, true);
        both(
            &[2, 0, 0, 3, 0, 0, 0, 7, 0, 0, 0, 16, 0xff, 0xff, 0xff, 0x11],
            true,
        );
        both(&[3, 1, 0, 0, 0, 0, 4, 0, 3, 0], true);
        both(&[4, 1, 0, 0, 0, 0, 0, 0x61], false);
        both(&[5, 1, 0, 10, 0, 20], false);
        both(&[6, 0, 0, 0, 0, 0, 0, 3, b'a', b'b', b'c'], false);
        both(&[3, 1, 0, 0, 0, 0, 4, 0, 3, 0], true);
        (all, kept)
    }

    #[test]
    fn drops_input_at_every_split_point() {
        let (all, kept) = stream();
        for split in 0..=all.len() {
            let mut f = ViewFilter::new();
            let mut out = Vec::new();
            f.feed(&all[..split], &mut out).unwrap();
            f.feed(&all[split..], &mut out).unwrap();
            assert_eq!(out, kept, "split at {split}");
        }
        // And a byte at a time.
        let mut f = ViewFilter::new();
        let mut out = Vec::new();
        for b in &all {
            f.feed(std::slice::from_ref(b), &mut out).unwrap();
        }
        assert_eq!(out, kept);
    }

    #[test]
    fn tallies_input_at_every_split_point() {
        let (mut all, _) = stream();
        // A move with no button, a press, a drag (held), a release, another press; a key
        // released.
        for mask in [0u8, 1, 1, 0, 4] {
            all.extend_from_slice(&[5, mask, 0, 1, 0, 2]);
        }
        all.extend_from_slice(&[4, 0, 0, 0, 0, 0, 0, 0x61]);
        let want = InputTally {
            pointer_events: 6,
            clicks: 3,
            key_presses: 1,
        };
        for split in 0..=all.len() {
            let mut f = ViewFilter::new();
            let mut out = Vec::new();
            f.feed(&all[..split], &mut out).unwrap();
            f.feed(&all[split..], &mut out).unwrap();
            assert_eq!(f.tally(), want, "split at {split}");
        }
        assert_eq!(want.events(), 7);
    }

    #[test]
    fn refuses_what_it_cannot_follow() {
        let mut out = Vec::new();
        assert!(ViewFilter::new().feed(b"RFB 003.003\n", &mut out).is_err());
        let mut f = ViewFilter::new();
        assert!(f.feed(b"RFB 003.008\n\x13", &mut out).is_err());
        let mut f = ViewFilter::new();
        assert!(f.feed(b"RFB 003.008\n\x01\x01\x09", &mut out).is_err());
    }
}
