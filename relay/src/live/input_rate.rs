//! A control session's input, measured for the audit as bursts: when a person drove the
//! device, for how long, how many pointer events, button presses and key presses, and the
//! rate each second. Never which key or where: the spec keeps keystroke content out of
//! every record.
//!
//! The bridge feeds a copy of the viewer's bytes to [`InputRate::feed`] and forwards the
//! originals untouched; the count comes from `rfb_wire::filter`'s parse of the client's
//! stream, so it follows the handshake and every message's length. A stream it cannot
//! follow stops the count (said once in the log), never the session. A burst ends after
//! [`IDLE`] without input or at [`MAX_BURST`], so each audit event is bounded and an hour
//! of constant input is at most 60 events.

use std::time::{Duration, Instant};

use rfb_wire::filter::{InputTally, ViewFilter};
use serde::Serialize;
use time::OffsetDateTime;

/// Quiet this long ends a burst.
pub(crate) const IDLE: Duration = Duration::from_secs(2);
/// A burst longer than this is cut: its event is written and a new one begins.
pub(crate) const MAX_BURST: Duration = Duration::from_secs(60);

/// One burst of input, as the `live_input` audit event carries it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub(crate) struct Burst {
    /// When its first input arrived (RFC 3339, the relay's clock).
    pub started_at: String,
    /// From its first input to its last, in milliseconds.
    pub duration_ms: u64,
    /// Pointer events (moves included).
    pub pointer_events: u64,
    /// Buttons pressed.
    pub clicks: u64,
    /// Keys pressed.
    pub key_presses: u64,
    /// Input messages in each second from `started_at` (at most 60 entries).
    pub per_second: Vec<u64>,
}

impl Burst {
    /// The highest count in one second.
    pub(crate) fn peak_per_second(&self) -> u64 {
        self.per_second.iter().copied().max().unwrap_or(0)
    }
}

/// A burst being gathered.
struct Open {
    started_at: OffsetDateTime,
    start: Instant,
    last: Instant,
    from: InputTally,
    per_second: Vec<u64>,
}

/// The input of one viewer's stream, measured.
pub(crate) struct InputRate {
    /// `None` once the stream could not be followed.
    filter: Option<ViewFilter>,
    scratch: Vec<u8>,
    seen: InputTally,
    open: Option<Open>,
}

impl InputRate {
    /// A measure at the start of a viewer's stream.
    pub(crate) fn new() -> InputRate {
        InputRate {
            filter: Some(ViewFilter::new()),
            scratch: Vec::with_capacity(64),
            seen: InputTally::default(),
            open: None,
        }
    }

    /// Count the input in `bytes`, which arrived at `now`; a burst this input came too late
    /// for (or too long after the start of) is returned, finished.
    pub(crate) fn feed(
        &mut self,
        bytes: &[u8],
        now: Instant,
        wall: OffsetDateTime,
    ) -> Option<Burst> {
        let filter = self.filter.as_mut()?;
        self.scratch.clear();
        if let Err(e) = filter.feed(bytes, &mut self.scratch) {
            tracing::info!(error = %e, "a live viewer's stream cannot be followed; its input is no longer counted");
            self.filter = None;
            return self.finish();
        }
        let tally = filter.tally();
        let added = tally.events() - self.seen.events();
        if added == 0 {
            return None;
        }
        let before = self.seen;
        self.seen = tally;
        let finished = match &self.open {
            Some(o)
                if now.duration_since(o.last) >= IDLE
                    || now.duration_since(o.start) >= MAX_BURST =>
            {
                self.finish_at(before)
            }
            _ => None,
        };
        let open = self.open.get_or_insert_with(|| Open {
            started_at: wall,
            start: now,
            last: now,
            from: before,
            per_second: Vec::new(),
        });
        open.last = now;
        let second = now.duration_since(open.start).as_secs() as usize;
        if open.per_second.len() <= second {
            open.per_second.resize(second + 1, 0);
        }
        open.per_second[second] += added;
        finished
    }

    /// The open burst, finished, when it has been quiet for [`IDLE`] at `now`.
    pub(crate) fn due(&mut self, now: Instant) -> Option<Burst> {
        match &self.open {
            Some(o) if now.duration_since(o.last) >= IDLE => self.finish(),
            _ => None,
        }
    }

    /// The open burst, finished (the viewer left).
    pub(crate) fn finish(&mut self) -> Option<Burst> {
        self.finish_at(self.seen)
    }

    /// The open burst, finished with the tally `to`.
    fn finish_at(&mut self, to: InputTally) -> Option<Burst> {
        let o = self.open.take()?;
        Some(Burst {
            started_at: relay_core::store::time::format(o.started_at),
            duration_ms: o.last.duration_since(o.start).as_millis() as u64,
            pointer_events: to.pointer_events - o.from.pointer_events,
            clicks: to.clicks - o.from.clicks,
            key_presses: to.key_presses - o.from.key_presses,
            per_second: o.per_second,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const HANDSHAKE: &[u8] = b"RFB 003.008\n\x01\x01";

    fn click() -> Vec<u8> {
        let mut v = vec![5, 1, 0, 1, 0, 1];
        v.extend_from_slice(&[5, 0, 0, 1, 0, 1]);
        v
    }

    fn key() -> Vec<u8> {
        vec![4, 1, 0, 0, 0, 0, 0, 0x61]
    }

    #[test]
    fn input_is_gathered_into_bursts_split_by_quiet_and_length() {
        let t0 = Instant::now();
        let wall = OffsetDateTime::now_utc();
        let mut r = InputRate::new();
        assert_eq!(r.feed(HANDSHAKE, t0, wall), None);
        // An update request is not input.
        assert_eq!(r.feed(&[3, 1, 0, 0, 0, 0, 4, 0, 3, 0], t0, wall), None);
        assert!(r.due(t0 + IDLE).is_none(), "nothing open yet");
        assert_eq!(r.feed(&click(), t0, wall), None);
        assert_eq!(r.feed(&key(), t0 + Duration::from_millis(1500), wall), None);
        assert!(
            r.due(t0 + Duration::from_millis(2000)).is_none(),
            "not quiet long enough"
        );
        let b = r
            .due(t0 + Duration::from_millis(3600))
            .expect("quiet ends it");
        assert_eq!(
            (b.pointer_events, b.clicks, b.key_presses, b.duration_ms),
            (2, 1, 1, 1500)
        );
        assert_eq!(b.per_second, vec![2, 1]);
        assert_eq!(b.peak_per_second(), 2);
        assert!(r.finish().is_none());

        // Constant input is cut at MAX_BURST; the input that crossed it opens the next.
        let t1 = t0 + Duration::from_secs(10);
        let mut cut = None;
        for ms in (0..=MAX_BURST.as_millis() as u64).step_by(500) {
            if let Some(b) = r.feed(&key(), t1 + Duration::from_millis(ms), wall) {
                cut = Some(b);
            }
        }
        let cut = cut.expect("cut at the bound");
        assert_eq!(cut.key_presses, 120);
        assert!(cut.per_second.len() <= 60, "{}", cut.per_second.len());
        let rest = r.finish().expect("the input after the cut");
        assert_eq!(rest.key_presses, 1);
    }

    #[test]
    fn a_stream_it_cannot_follow_stops_the_count_not_the_caller() {
        let t0 = Instant::now();
        let wall = OffsetDateTime::now_utc();
        let mut r = InputRate::new();
        r.feed(HANDSHAKE, t0, wall);
        r.feed(&key(), t0, wall);
        let b = r
            .feed(&[99, 1, 2, 3], t0, wall)
            .expect("what was counted is kept");
        assert_eq!(b.key_presses, 1);
        assert_eq!(r.feed(&key(), t0, wall), None);
        assert!(r.finish().is_none());
    }
}
