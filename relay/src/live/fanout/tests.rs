#![allow(clippy::unwrap_used)]

use super::*;

fn frame(len: usize, full: bool) -> Frame {
    Frame {
        bytes: Bytes::from(vec![0u8; len]),
        full,
    }
}

#[test]
fn nothing_is_held_without_observers() {
    let f = Fanout::default();
    f.publish(frame(1000, true));
    assert_eq!(f.held(), 0);
}

#[test]
fn held_bytes_are_bounded_and_freed_once_every_observer_read_them() {
    let f = Fanout::default();
    let mut slow = f.subscribe();
    let mut fast = f.subscribe();
    let big = BUDGET / 3;
    for _ in 0..3 {
        f.publish(frame(big, true));
    }
    assert_eq!(f.held(), 3 * big);
    // A fourth would pass the budget: a gap instead, told once.
    f.publish(frame(big, false));
    f.publish(frame(big, false));
    assert_eq!(f.held(), 3 * big);
    for _ in 0..3 {
        assert!(matches!(fast.try_recv().unwrap(), Sent::Frame(_)));
    }
    assert!(matches!(fast.try_recv().unwrap(), Sent::Gap));
    assert!(fast.try_recv().is_err(), "one gap for the two left out");
    assert_eq!(f.held(), 3 * big, "the slow observer has read nothing yet");
    for _ in 0..3 {
        drop(slow.try_recv().unwrap());
    }
    assert_eq!(f.held(), 0);
    // With room again, frames flow.
    f.publish(frame(10, true));
    assert_eq!(f.held(), 10);
    drop(fast);
    drop(slow.try_recv().unwrap());
    assert!(matches!(slow.try_recv().unwrap(), Sent::Frame(_)));
    assert_eq!(f.held(), 0);
}
