//! The encoder's CPU budget: a share of one core, with a little credit saved for bursts.
//!
//! The spec holds the worker that encodes and stores kept frames under 1 % of a core. A
//! screen that keeps changing (a scrolling log, a video) would otherwise cost a WebP encode
//! every second, tens of milliseconds each: several percent of a core for as long as it
//! changes. So the worker spends from a bucket that fills at [`SHARE`] of wall time, up to
//! [`BURST`]: after a quiet spell a burst of frames (a focus change, a few pages turned) is
//! stored at once, and under sustained change frames are stored as fast as the share
//! allows, the newest picture each time (the capture loop replaces a display's waiting frame
//! with a newer one, and does not even grab while the worker's next frame is more than a
//! round away). Over any long window the worker's CPU is at most the share plus one burst.

use std::time::{Duration, Instant};

/// The worker's share of one core over time, under the spec's 1 % with room for the
/// capture loop and the sweep within the agent's whole 1 %.
pub(crate) const SHARE: f64 = 0.005;

/// CPU the worker may spend at once after a quiet spell: about ten encodes of a large
/// window, so a burst of changes after a still spell is stored without waiting.
pub(crate) const BURST: Duration = Duration::from_millis(400);

/// A CPU allowance that grows with wall time.
#[derive(Debug)]
pub(crate) struct Budget {
    share: f64,
    burst: f64,
    /// Seconds of CPU that may be spent now; negative after an overspend.
    credit: f64,
    /// When `credit` was last brought up to date.
    at: Instant,
}

impl Budget {
    /// A full budget at `now` that grows by `share` of wall time, up to `burst`.
    pub(crate) fn new(share: f64, burst: Duration, now: Instant) -> Budget {
        Budget {
            share,
            burst: burst.as_secs_f64(),
            credit: burst.as_secs_f64(),
            at: now,
        }
    }

    fn refill(&mut self, now: Instant) {
        let elapsed = now.saturating_duration_since(self.at).as_secs_f64();
        self.credit = (self.credit + elapsed * self.share).min(self.burst);
        self.at = self.at.max(now);
    }

    /// Takes `cpu` spent at `now` from the budget (it may go into debt).
    pub(crate) fn spend(&mut self, cpu: Duration, now: Instant) {
        self.refill(now);
        self.credit -= cpu.as_secs_f64();
    }

    /// When the budget is out of debt again (`now` when it is not in debt).
    pub(crate) fn ready_at(&mut self, now: Instant) -> Instant {
        self.refill(now);
        if self.credit >= 0.0 {
            return now;
        }
        now + Duration::from_secs_f64(-self.credit / self.share)
    }
}

/// CPU time this thread has used.
pub(crate) fn thread_cpu() -> Duration {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: clock_gettime writes one timespec into `ts`, which lives for the call.
    let ok = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) } == 0;
    if !ok {
        return Duration::ZERO;
    }
    Duration::new(
        u64::try_from(ts.tv_sec).unwrap_or(0),
        u32::try_from(ts.tv_nsec).unwrap_or(0),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    const MS: Duration = Duration::from_millis(1);

    #[test]
    fn a_full_budget_spends_its_burst_at_once_then_waits_for_its_share() {
        let t0 = Instant::now();
        let mut b = Budget::new(0.01, 100 * MS, t0);
        for _ in 0..5 {
            assert_eq!(b.ready_at(t0), t0);
            b.spend(20 * MS, t0);
        }
        // 100 ms spent: exactly out of credit, still ready.
        assert_eq!(b.ready_at(t0), t0);
        b.spend(20 * MS, t0);
        // 20 ms in debt at 1 %: two seconds.
        let ready = b.ready_at(t0);
        assert!(
            ready.duration_since(t0).abs_diff(Duration::from_secs(2)) < MS,
            "{ready:?}"
        );
        assert_eq!(b.ready_at(ready), ready);
    }

    #[test]
    fn credit_never_grows_past_the_burst() {
        let t0 = Instant::now();
        let mut b = Budget::new(0.01, 100 * MS, t0);
        let later = t0 + Duration::from_secs(3600);
        b.spend(100 * MS, later);
        b.spend(MS, later);
        assert!(
            b.ready_at(later) > later,
            "an hour of quiet saved more than the burst"
        );
    }

    #[test]
    fn under_sustained_work_the_spend_follows_the_share() {
        // A worker that encodes whenever the budget lets it, 30 ms each, for ten minutes.
        let t0 = Instant::now();
        let mut b = Budget::new(0.005, 400 * MS, t0);
        let (mut now, mut spent) = (t0, Duration::ZERO);
        let end = t0 + Duration::from_secs(600);
        loop {
            now = b.ready_at(now);
            if now >= end {
                break;
            }
            b.spend(30 * MS, now);
            spent += 30 * MS;
        }
        // At most the share of the window plus the burst and one encode.
        let bound = Duration::from_secs(3) + 400 * MS + 30 * MS;
        assert!(spent <= bound, "{spent:?} > {bound:?}");
        assert!(spent >= Duration::from_secs(3), "{spent:?}");
    }

    #[test]
    fn this_threads_cpu_grows_with_work() {
        let before = thread_cpu();
        let mut x = 0u64;
        while thread_cpu() - before < 5 * MS {
            x = std::hint::black_box(x.wrapping_mul(31).wrapping_add(7));
        }
        assert!(thread_cpu() > before);
    }
}
