//! When a recording gets a keyframe (an IDR picture).
//!
//! Whoever reads a recording from a chosen time, `video_frames` or a player seeking, decodes
//! from the keyframe before it: what a seek costs is the number of *encoded* samples since
//! that keyframe. A slot whose screen did not change is not a sample (the previous one lasts
//! longer) and costs nothing to decode, and a keyframe costs many times a typical frame's
//! bytes. So the policy counts samples, not seconds:
//!
//! - the first frame is a keyframe;
//! - a keyframe and the samples after it up to the next are at most [`MAX_GOP_SAMPLES`] (a
//!   seek decodes at most that many, whatever the screen did);
//! - or when [`MAX_INTERVAL_US`] passed since the last one (a player that jumps only to
//!   keyframes lands within that of any time);
//! - a screen that does not change is never encoded again to make a keyframe: the last
//!   keyframe and the samples after it are already the picture, and the seek to any time in
//!   a still stretch decodes what it decoded before it.
//!
//! The old rule (an IDR at least every 2 s, the held frame encoded again when nothing
//! changed) spent most of a still desktop's bytes on keyframes of the same picture;
//! `bench/README.md` has the figures of both.

/// Most samples from a keyframe to the next, the keyframe included: 2 s of a full-motion
/// screen at 30 fps, what a seek decoded at worst under the old rule.
pub(super) const MAX_GOP_SAMPLES: u32 = 60;

/// Longest time from a keyframe to a changed frame that is not one, microseconds.
pub(super) const MAX_INTERVAL_US: u64 = 10_000_000;

/// The keyframes of one recording so far.
#[derive(Debug, Default)]
pub(super) struct Keyframes {
    /// When the last keyframe was, microseconds since the recording's start.
    last_us: Option<u64>,
    /// Samples encoded since it (not counting it).
    since: u32,
}

impl Keyframes {
    /// Whether the next encoded frame, at `ts_us`, must be a keyframe.
    pub(super) fn due(&self, ts_us: u64) -> bool {
        match self.last_us {
            None => true,
            Some(k) => {
                self.since + 1 >= MAX_GOP_SAMPLES || ts_us.saturating_sub(k) >= MAX_INTERVAL_US
            }
        }
    }

    /// Note a sample written at `ts_us`, a keyframe or not.
    pub(super) fn wrote(&mut self, ts_us: u64, keyframe: bool) {
        if keyframe {
            self.last_us = Some(ts_us);
            self.since = 0;
        } else {
            self.since += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_frame_then_every_sixtieth_sample_or_ten_seconds() {
        let mut k = Keyframes::default();
        assert!(k.due(0));
        k.wrote(0, true);
        // Full motion at 30 fps: a keyframe every 60 samples.
        for i in 1..=59u64 {
            assert!(!k.due(i * 33_333), "{i}");
            k.wrote(i * 33_333, false);
        }
        assert!(k.due(60 * 33_333));
        k.wrote(60 * 33_333, true);
        // A clock ticking once a second: a keyframe every 10 s.
        let mut k = Keyframes::default();
        k.wrote(0, true);
        for s in 1..=9u64 {
            assert!(!k.due(s * 1_000_000), "{s}");
            k.wrote(s * 1_000_000, false);
        }
        assert!(k.due(10_000_000));
    }

    #[test]
    fn a_still_stretch_makes_no_keyframe_but_the_first_change_after_it_does() {
        let mut k = Keyframes::default();
        k.wrote(0, true);
        // Nothing is encoded for a minute; the next change is due a keyframe.
        assert!(k.due(60_000_000));
    }
}
