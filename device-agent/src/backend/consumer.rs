//! Telling one consumer of grabs from another, for backends that skip a grab into a frame
//! that already holds the screen (X11 with DAMAGE, the synthetic screen between redraws).
//!
//! Such a backend remembers what each consumer's frame last received. A frame's buffer
//! address cannot name the consumer: the allocator hands a dropped frame's memory to the
//! next allocation, so a new consumer (or one that was given a recycled buffer) would be
//! taken for the old one and skip a grab its stale pixels need. Each [`super::Frame`]
//! carries a [`ConsumerId`] instead, drawn from a process-wide counter, so no two frames
//! ever share one.

use std::sync::atomic::{AtomicU64, Ordering};

/// The identity of one frame's pixels as a consumer of grabs: fresh for every frame made
/// and every clone (a copy's pixels go their own way from then on), kept by grabs into it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct ConsumerId(u64);

impl ConsumerId {
    /// An id no other frame of this process has had.
    pub(crate) fn fresh() -> ConsumerId {
        static NEXT: AtomicU64 = AtomicU64::new(0);
        // Uniqueness is all that matters, and every increment gives it; a grab a
        // nanosecond would take five centuries to run out of ids.
        ConsumerId(NEXT.fetch_add(1, Ordering::Relaxed))
    }
}

/// Consumers remembered; consumers come and go (a recording, a live session, a watch), and
/// one forgotten only costs its next grab in full.
const KEPT: usize = 8;

/// What each of the latest consumers last grabbed (`K`: a damage generation, a picture's
/// key). A consumer not in it knows nothing and is grabbed in full.
#[derive(Debug)]
pub(crate) struct LastGrabs<K> {
    /// At most [`KEPT`], one per consumer, the most recently noted last.
    entries: Vec<(ConsumerId, K)>,
}

impl<K> LastGrabs<K> {
    /// Nobody remembered.
    pub(crate) fn new() -> Self {
        LastGrabs {
            entries: Vec::new(),
        }
    }

    /// What `consumer` last grabbed, unless it was never noted or has been forgotten.
    pub(crate) fn of(&self, consumer: ConsumerId) -> Option<&K> {
        self.entries
            .iter()
            .find(|(c, _)| *c == consumer)
            .map(|(_, k)| k)
    }

    /// Notes that `consumer` now holds `key`, replacing what it held; the consumer noted
    /// longest ago is forgotten when too many are remembered.
    pub(crate) fn note(&mut self, consumer: ConsumerId, key: K) {
        self.entries.retain(|(c, _)| *c != consumer);
        self.entries.push((consumer, key));
        if self.entries.len() > KEPT {
            self.entries.remove(0);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::backend::Frame;
    use proto::Rect;

    fn frame(data: Vec<u8>) -> Frame {
        let rect = Rect {
            x: 0,
            y: 0,
            width: 4,
            height: 2,
        };
        Frame::new(4, 2, 16, data, rect)
    }

    #[test]
    fn a_frame_made_from_a_dropped_frames_buffer_is_a_new_consumer() {
        let mut seen = LastGrabs::new();
        let mut a = frame(vec![1; 32]);
        seen.note(a.consumer(), 7u64);
        assert_eq!(seen.of(a.consumer()), Some(&7));
        // The buffer passes to another frame, as a recycled one does, at the same address.
        let data = std::mem::take(&mut a.data);
        let address = data.as_ptr();
        drop(a);
        let b = frame(data);
        assert_eq!(b.data.as_ptr(), address);
        assert_eq!(seen.of(b.consumer()), None, "B must be grabbed in full");
    }

    #[test]
    fn a_clone_is_a_consumer_of_its_own() {
        let mut seen = LastGrabs::new();
        let a = frame(vec![1; 32]);
        seen.note(a.consumer(), 1u64);
        let b = a.clone();
        assert_ne!(a.consumer(), b.consumer());
        assert_eq!(seen.of(b.consumer()), None);
        assert_ne!(Frame::empty().consumer(), Frame::empty().consumer());
    }

    #[test]
    fn each_consumer_holds_its_last_key_and_the_oldest_is_forgotten() {
        let mut seen = LastGrabs::new();
        let ids: Vec<ConsumerId> = (0..=KEPT).map(|_| ConsumerId::fresh()).collect();
        seen.note(ids[0], 1u64);
        seen.note(ids[0], 2);
        assert_eq!(seen.of(ids[0]), Some(&2));
        for (i, id) in ids.iter().enumerate().skip(1) {
            seen.note(*id, 10 + i as u64);
        }
        // One consumer too many: the one noted longest ago goes.
        assert_eq!(seen.of(ids[0]), None);
        assert_eq!(seen.of(ids[1]), Some(&11));
        assert_eq!(seen.of(ids[KEPT]), Some(&(10 + KEPT as u64)));
        // Noting an old consumer again makes it the newest.
        seen.note(ids[1], 99);
        seen.note(ConsumerId::fresh(), 0);
        assert_eq!(seen.of(ids[1]), Some(&99));
        assert_eq!(seen.of(ids[2]), None);
    }
}
