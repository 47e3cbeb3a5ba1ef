//! Jittered exponential backoff: how long the agent waits before it tries the relay again
//! (the control link, an upload), so that a fleet cut off together does not come back in
//! lockstep and a relay that is down is not hammered.

use std::time::Duration;

/// The wait before the next attempt: a random half to whole of a step that doubles after
/// each failure, from `min` up to `max`, and starts over after a success.
#[derive(Debug, Clone)]
pub(crate) struct Backoff {
    min: Duration,
    max: Duration,
    step: Duration,
}

impl Backoff {
    /// Steps from `min` doubling to `max`.
    pub(crate) fn new(min: Duration, max: Duration) -> Self {
        Backoff {
            min,
            max: max.max(min),
            step: min,
        }
    }

    /// The wait after a failed attempt; the next failure waits up to twice as long.
    pub(crate) fn after_failure(&mut self) -> Duration {
        let wait = self.step.mul_f64(jitter());
        self.step = (self.step * 2).min(self.max);
        wait
    }

    /// The wait after something that worked went away: the shortest again.
    pub(crate) fn after_success(&mut self) -> Duration {
        self.reset();
        self.min.mul_f64(jitter())
    }

    /// The wait when the relay asked for a redial at once (it is draining): under a quarter
    /// second, random, so a fleet told together spreads out; the next failure starts over.
    pub(crate) fn redial_now(&mut self) -> Duration {
        self.reset();
        REDIAL_SPREAD.mul_f64(jitter() * 2.0 - 1.0)
    }

    /// Start over from the shortest step, without waiting.
    pub(crate) fn reset(&mut self) {
        self.step = self.min;
    }
}

/// The spread of redials a draining relay asks for.
const REDIAL_SPREAD: Duration = Duration::from_millis(250);

/// A random fraction in [0.5, 1).
fn jitter() -> f64 {
    let mut b = [0u8; 2];
    let _ = getrandom::fill(&mut b);
    0.5 + f64::from(u16::from_le_bytes(b)) / 131_072.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn jitter_stays_in_range() {
        for _ in 0..100 {
            let j = jitter();
            assert!((0.5..1.0).contains(&j));
        }
    }

    #[test]
    fn a_redial_comes_within_a_quarter_second_and_starts_the_steps_over() {
        let s = Duration::from_secs;
        let mut b = Backoff::new(s(1), s(8));
        b.after_failure();
        b.after_failure();
        for _ in 0..50 {
            assert!(b.redial_now() < REDIAL_SPREAD);
        }
        assert!(b.after_failure() < s(1));
    }

    #[test]
    fn steps_double_to_the_cap_and_start_over_after_a_success() {
        let s = Duration::from_secs;
        let mut b = Backoff::new(s(1), s(8));
        let steps: Vec<Duration> = (0..6).map(|_| b.after_failure()).collect();
        for (wait, step) in steps.iter().zip([1, 2, 4, 8, 8, 8]) {
            assert!(
                *wait >= s(step) / 2 && *wait < s(step),
                "{wait:?} for {step} s"
            );
        }
        assert!(b.after_success() < s(1));
        assert!(
            b.after_failure() < s(1),
            "after a success the first failure waits the least"
        );
    }
}
