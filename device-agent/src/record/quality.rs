//! How finely each picture is quantised: its QP, from what kind of picture it is and how much
//! of the screen changed.
//!
//! A constant QP spends the same care on every picture, and on a desktop that is wrong both
//! ways. Text that stays on screen is looked at for as long as it stays, so the picture that
//! puts it there must be sharp; a picture where most of the screen moves (a scroll, a video, a
//! pan) is replaced a frame later, and a viewer cannot read it at the rate a file budget
//! allows. libx264's constant-rate-factor mode makes the same trade from its own complexity
//! estimate (its P frames on the benchmark's busy desktop average QP 26 at `-crf 20`). So:
//!
//! - a keyframe is coded finely ([`KEYFRAME_QP`]) when the screen is calm, since what does
//!   not change afterwards keeps its quality until the next keyframe. A keyframe in the middle
//!   of motion (one that the sample count forced) is coarser, since the moving part of it is
//!   replaced a frame later, but still [`KEYFRAME_STEP`] finer than the P pictures around it,
//!   since the static part of the screen keeps what it gives until the next keyframe;
//! - a P picture where at most [`CALM`] of the blocks changed (a cursor, a clock, typing) is
//!   coded at [`CALM_QP`]; from there the QP rises with the share of changed blocks to
//!   [`BUSY_QP`] when [`BUSY`] or more of them changed.
//!
//! The share of changed blocks comes from `change.rs`. `bench/README.md` ("Quantiser by
//! change") has the measurements the numbers come from.

/// Finest QP, for keyframes of a calm screen.
pub(super) const KEYFRAME_QP: i32 = 8;

/// How much finer than the surrounding P pictures a keyframe during motion is.
pub(super) const KEYFRAME_STEP: i32 = 7;

/// QP of a P picture with a small change.
pub(super) const CALM_QP: i32 = 18;

/// QP of a P picture where most of the screen changed.
pub(super) const BUSY_QP: i32 = 25;

/// Share of changed blocks up to which a picture is calm.
pub(super) const CALM: f32 = 0.05;

/// Share of changed blocks from which a picture is busy.
pub(super) const BUSY: f32 = 0.3;

/// How much of the recent change is left after one more picture (0.9: a screen whose
/// motion stopped is calm again after about 20 pictures).
pub(super) const DECAY: f32 = 0.9;

/// How busy a picture in which `changed` (0 ..= 1) of the blocks changed is, 0 ..= 1.
fn busyness(changed: f32) -> f32 {
    ((changed - CALM) / (BUSY - CALM)).clamp(0.0, 1.0)
}

fn between(lo: i32, hi: i32, t: f32) -> i32 {
    lo + (t * (hi - lo) as f32).round() as i32
}

/// The QP choice of one recording: it remembers how busy the screen has been lately.
#[derive(Debug, Default)]
pub(super) struct Quantiser {
    /// Recent change: the share of blocks changed in the last pictures, each picture's share
    /// weighing [`DECAY`] less than the next one's.
    activity: f32,
}

impl Quantiser {
    /// The QP of the next picture, a keyframe or not, in which `changed` (0 ..= 1) of the
    /// blocks changed since the picture before it (a recording's first picture: 0, calm).
    pub(super) fn qp(&mut self, keyframe: bool, changed: f32) -> i32 {
        self.activity = changed.max(self.activity * DECAY);
        if keyframe {
            // A keyframe that lands on a quiet picture in the middle of motion is still
            // replaced soon: judge it by the recent change, not its own.
            between(
                KEYFRAME_QP,
                BUSY_QP - KEYFRAME_STEP,
                busyness(self.activity),
            )
        } else {
            between(CALM_QP, BUSY_QP, busyness(changed))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn calm_pictures_are_fine_and_busy_ones_coarse() {
        let mut q = Quantiser::default();
        assert_eq!(q.qp(true, 0.0), KEYFRAME_QP, "a recording's first picture");
        assert_eq!(q.qp(false, 0.0), CALM_QP);
        assert_eq!(q.qp(false, CALM), CALM_QP, "a cursor, a clock, typing");
        assert_eq!(q.qp(false, BUSY), BUSY_QP, "a scroll");
        assert_eq!(q.qp(false, 1.0), BUSY_QP, "a full-screen pan");
        let mid = q.qp(false, (CALM + BUSY) / 2.0);
        assert!(CALM_QP < mid && mid < BUSY_QP, "{mid}");
        let mut last = 0;
        for i in 0..=20 {
            let qp = q.qp(false, CALM + (BUSY - CALM) * i as f32 / 20.0);
            assert!(qp >= last, "the QP never falls as more changes");
            last = qp;
        }
    }

    #[test]
    fn a_keyframe_during_motion_is_coarser_than_a_calm_one() {
        let mut q = Quantiser::default();
        q.qp(true, 0.0);
        for _ in 0..10 {
            q.qp(false, 0.5);
        }
        // It lands on a quiet picture between two busy ones: still motion.
        let during = q.qp(true, 0.01);
        assert_eq!(during, BUSY_QP - KEYFRAME_STEP);
        assert!(KEYFRAME_QP < during && during < BUSY_QP);
        // Once the screen has been calm for a while, keyframes are fine again.
        for _ in 0..40 {
            q.qp(false, 0.01);
        }
        assert_eq!(q.qp(true, 0.01), KEYFRAME_QP);
    }
}
