//! The relay's clock, as this agent keeps it between heartbeats.
//!
//! The screen memory dates its frames, ages them out after 10 minutes and finds them by time
//! ranges the relay sends in its own time. Dated by the device's wall clock, a clock that is
//! wrong puts every frame outside the ranges asked, and a clock that steps (NTP correcting
//! it, a person setting it) ages the whole memory out at once or leaves frames "in the
//! future" (found by `bench/soak.py`'s clock fault: 10 minutes ahead emptied the memory).
//! So the memory's clock is the relay's: each heartbeat's answer carries the relay's time,
//! and between answers the time runs on the monotonic clock, which no step moves. Until the
//! first answer (or with a relay that sends no time) it starts from the device's wall clock.
//!
//! The time is the relay's when the answer arrived, so it is late by the answer's one-way
//! delay: milliseconds on a LAN, well under the memory's one-second frames.

use std::sync::atomic::{AtomicI64, Ordering};
use std::time::{Instant, SystemTime, UNIX_EPOCH};

/// The relay's time in Unix milliseconds, from the last heartbeat answer and the monotonic
/// clock since.
#[derive(Debug)]
pub(crate) struct RelayClock {
    /// When this clock was made; every reading is this plus the time since.
    anchor: Instant,
    /// The Unix milliseconds `anchor` stands for.
    base_ms: AtomicI64,
}

impl RelayClock {
    /// A clock that reads the device's wall clock until the relay says its time.
    pub(crate) fn new() -> Self {
        let wall = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map(|d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
            .unwrap_or(0);
        RelayClock {
            anchor: Instant::now(),
            base_ms: AtomicI64::new(wall),
        }
    }

    fn elapsed_ms(&self) -> i64 {
        i64::try_from(self.anchor.elapsed().as_millis()).unwrap_or(i64::MAX)
    }

    /// Unix milliseconds now, by the relay's clock as last heard (the screen memory's clock;
    /// a build without the memory keeps the clock but never reads it).
    #[cfg_attr(not(feature = "screen-memory"), allow(dead_code))]
    pub(crate) fn now_ms(&self) -> i64 {
        self.base_ms
            .load(Ordering::Relaxed)
            .saturating_add(self.elapsed_ms())
    }

    /// The relay said it is `unix_ms` now. A time before 2001 or after 2200 is not a clock
    /// reading (a hostile or broken relay) and is ignored.
    pub(crate) fn heard(&self, unix_ms: i64) {
        const PLAUSIBLE: std::ops::Range<i64> = 978_307_200_000..7_258_118_400_000;
        if PLAUSIBLE.contains(&unix_ms) {
            self.base_ms
                .store(unix_ms - self.elapsed_ms(), Ordering::Relaxed);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn it_reads_the_wall_clock_until_the_relay_says_its_time() {
        let clock = RelayClock::new();
        let wall = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .unwrap()
            .as_millis() as i64;
        assert!(
            (clock.now_ms() - wall).abs() < 1_000,
            "{} {wall}",
            clock.now_ms()
        );
    }

    #[test]
    fn it_follows_the_relay_and_runs_on_between_answers() {
        let clock = RelayClock::new();
        let relay = 2_000_000_000_000;
        clock.heard(relay);
        let first = clock.now_ms();
        assert!((relay..relay + 1_000).contains(&first), "{first}");
        std::thread::sleep(std::time::Duration::from_millis(20));
        assert!(clock.now_ms() >= first + 20);
    }

    #[test]
    fn an_implausible_time_is_ignored() {
        let clock = RelayClock::new();
        let before = clock.now_ms();
        for bad in [0, -5, i64::MIN, i64::MAX, 9_000_000_000_000] {
            clock.heard(bad);
        }
        assert!((clock.now_ms() - before).abs() < 1_000);
    }
}
