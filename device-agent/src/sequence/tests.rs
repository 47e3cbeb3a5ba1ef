//! The capture loop and the watch against a synthetic screen whose grabs can be made slow, so
//! skipped slots, two captures in flight and action spans are deterministic enough to check.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use proto::{
    Capability, CaptureSettings, Display, InputRequest, SequenceRef, SequenceStop, Target,
    WatchSettings, Window,
};

use super::*;
use crate::backend::synthetic::Synthetic;
use crate::backend::{Backend, BackendError, Frame};
use crate::testutil::eventually;

/// The synthetic screen with a grab that takes at least `delay_ms`.
struct Slow {
    inner: Synthetic,
    delay_ms: AtomicU64,
}

impl Backend for Slow {
    fn name(&self) -> &'static str {
        "slow"
    }
    fn capabilities(&self) -> Vec<Capability> {
        self.inner.capabilities()
    }
    fn displays(&self) -> Result<Vec<Display>, BackendError> {
        self.inner.displays()
    }
    fn windows(&self) -> Result<Vec<Window>, BackendError> {
        self.inner.windows()
    }
    fn grab(&self, target: Target) -> Result<Frame, BackendError> {
        std::thread::sleep(Duration::from_millis(self.delay_ms.load(Ordering::Relaxed)));
        self.inner.grab(target)
    }
    fn inject(&self, input: &InputRequest) -> Result<String, BackendError> {
        self.inner.inject(input)
    }
}

fn store(delay_ms: u64) -> Arc<Sequences> {
    store_of(320, 240, delay_ms)
}

fn store_of(width: u32, height: u32, delay_ms: u64) -> Arc<Sequences> {
    Arc::new(Sequences::new(Arc::new(Slow {
        inner: Synthetic::new(width, height),
        delay_ms: AtomicU64::new(delay_ms),
    })))
}

fn seq(n: u8) -> SequenceRef {
    SequenceRef {
        id: format!("seq_{:024x}", n),
        owner: "k1".into(),
    }
}

fn settings(duration_ms: u32, fps: u32, max_frames: u32) -> CaptureSettings {
    CaptureSettings {
        target: Target::Display { display: 0 },
        duration_ms,
        fps,
        max_frames,
        timeout_ms: duration_ms + 5000,
        max_long_edge: 4096,
        scale: 1.0,
        region: None,
    }
}

/// Start a capture on its own thread; the entry and the thread.
fn capture_in_background(
    s: &Arc<Sequences>,
    r: &SequenceRef,
    settings: CaptureSettings,
) -> (
    Arc<Entry>,
    std::thread::JoinHandle<Result<(), proto::AgentError>>,
) {
    let entry = Arc::new(Entry::new(r, Kind::Capture, settings.target, None));
    s.insert(entry.clone()).unwrap();
    let (s2, e2) = (s.clone(), entry.clone());
    (
        entry,
        std::thread::spawn(move || run_capture(&s2, &e2, &settings)),
    )
}

fn capture(s: &Arc<Sequences>, r: &SequenceRef, settings: &CaptureSettings) -> Arc<Entry> {
    let entry = Arc::new(Entry::new(r, Kind::Capture, settings.target, None));
    s.insert(entry.clone()).unwrap();
    run_capture(s, &entry, settings).unwrap();
    entry
}

#[test]
fn slow_captures_skip_slots_instead_of_bursting() {
    let s = store(250);
    let meta = capture(&s, &seq(1), &settings(1000, 10, 100)).meta(true, Vec::new());
    assert_eq!(meta.stop_reason, Some(SequenceStop::Completed));
    assert!(meta.frame_count <= 5, "{meta:?}");
    assert!(!meta.skipped_slots.is_empty());
    assert_eq!(
        meta.frame_count + meta.skipped_slots.len() as u32 + meta.pending_slots,
        10
    );
    let interval = meta.interval_ms.unwrap();
    assert!(interval.min >= 200.0, "a burst: {interval:?}");
    for f in &meta.frames {
        assert!(f.capture_latency_ms >= 250.0);
        assert!(f.sample_latency_ms >= f.capture_latency_ms);
    }
}

#[test]
fn frame_limit_leaves_pending_slots_and_cancel_keeps_the_prefix() {
    let s = store(0);
    let meta = capture(&s, &seq(1), &settings(1000, 10, 3)).meta(true, Vec::new());
    assert_eq!(meta.stop_reason, Some(SequenceStop::FrameLimit));
    assert_eq!((meta.frame_count, meta.pending_slots), (3, 7));

    let r = seq(2);
    let (entry, runner) = capture_in_background(&s, &r, settings(2000, 10, 100));
    std::thread::sleep(Duration::from_millis(450));
    assert!(s.cancel(&r));
    runner.join().unwrap().unwrap();
    let meta = entry.meta(true, Vec::new());
    assert_eq!(meta.stop_reason, Some(SequenceStop::Cancelled));
    assert!((3..=6).contains(&meta.frame_count), "{}", meta.frame_count);
    assert_eq!(
        meta.frame_count + meta.skipped_slots.len() as u32 + meta.pending_slots,
        20
    );
}

#[test]
fn revocation_stops_a_capture_and_drops_its_frames() {
    let s = store(0);
    let r = seq(1);
    let (entry, runner) = capture_in_background(&s, &r, settings(3000, 10, 100));
    eventually(Duration::from_secs(5), "a first frame", || {
        (!entry.state().frames.is_empty()).then_some(())
    });
    assert_eq!(s.key_revoked("k1"), 1);
    runner.join().unwrap().unwrap();
    assert_eq!(
        entry.meta(false, Vec::new()).stop_reason,
        Some(SequenceStop::AccessRevoked)
    );
    assert!(entry.state().frames.is_empty());
    let e = s.find(&r).unwrap_err();
    assert_eq!(e.code, proto::AgentErrorCode::AccessRevoked);
}

#[test]
fn the_store_keeps_three_and_names_what_it_dropped() {
    let s = store(0);
    for n in 1..=4 {
        capture(&s, &seq(n), &settings(1, 1, 1));
    }
    let e = s.find(&seq(1)).unwrap_err();
    assert!(e.message.contains("evicted"), "{e}");
    assert_eq!(s.evicted(), vec![seq(1).id]);
    assert!(s.find(&seq(4)).is_ok());
    let other = SequenceRef {
        id: seq(4).id,
        owner: "k2".into(),
    };
    assert_eq!(
        s.find(&other).unwrap_err().code,
        proto::AgentErrorCode::NoSequence
    );
}

fn start_watch(s: &Arc<Sequences>, r: &SequenceRef, fps: u32) -> Arc<Entry> {
    start_watch_of(s, r, Target::Display { display: 0 }, fps, 800).unwrap()
}

fn start_watch_of(
    s: &Arc<Sequences>,
    r: &SequenceRef,
    target: Target,
    fps: u32,
    max_long_edge: u32,
) -> Result<Arc<Entry>, proto::AgentError> {
    let identity = WindowIdentity::of_target(s.backend().as_ref(), target).unwrap();
    let entry = Arc::new(Entry::new(r, Kind::Watch, target, identity));
    watch::start(
        s,
        entry.clone(),
        WatchSettings {
            target,
            viewport: None,
            fps,
            timeout_ms: 60_000,
            max_long_edge,
        },
    )?;
    Ok(entry)
}

#[test]
fn a_slow_watch_keeps_two_captures_in_flight_in_start_order() {
    let s = store(150);
    let entry = start_watch(&s, &seq(1), 10);
    std::thread::sleep(Duration::from_millis(1500));
    watch::stop(&entry);
    let meta = entry.meta(true, Vec::new());
    let frames = entry.state().frames.clone();
    // One worker alone would reach at most ~6.7 frames a second.
    assert!(meta.frame_count >= 8, "{} frames", meta.frame_count);
    assert!(frames.windows(2).all(|w| w[0].started_ms < w[1].started_ms));
    let overlapping = frames
        .windows(2)
        .filter(|w| w[1].started_ms < w[0].meta.timestamp_ms)
        .count();
    assert!(overlapping > 0, "never two captures at once");
    assert_eq!(meta.stop_reason, Some(SequenceStop::Completed));
    assert_eq!(meta.pending_slots, 0);
}

#[test]
fn actions_list_the_frames_captured_during_them() {
    let s = store(30);
    let entry = start_watch(&s, &seq(1), 20);
    std::thread::sleep(Duration::from_millis(200));
    let span = s.begin_action(
        "drag left 1,2 -> 3,4",
        Some("k1"),
        &[Aim::Point { x: 1, y: 2 }],
    );
    std::thread::sleep(Duration::from_millis(300));
    s.end_action(span, false);
    std::thread::sleep(Duration::from_millis(200));
    watch::stop(&entry);
    let mut meta = entry.meta(false, Vec::new());
    let frames = entry.state().frames.clone();
    let [action] = meta.actions.as_slice() else {
        panic!("{:?}", meta.actions)
    };
    assert!(action.frames.len() >= 3, "{action:?}");
    for &i in &action.frames {
        let f = &frames[i as usize];
        assert!(f.started_ms <= action.end_ms && f.meta.timestamp_ms >= action.start_ms);
        assert_eq!(f.meta.actions, vec![action.name.clone()]);
    }
    let outside = frames
        .iter()
        .filter(|f| !action.frames.contains(&f.meta.index))
        .all(|f| f.meta.actions.is_empty());
    assert!(outside);
    let receipt = receipt::build(&mut meta, &frames, false).unwrap();
    let a = &meta.actions[0];
    assert!(a.frame_before.unwrap() < a.frames[0]);
    assert!(a.frame_after.unwrap() > *a.frames.last().unwrap());
    assert!(
        receipt
            .tiles
            .iter()
            .any(|t| t.action.as_deref() == Some("drag left 1,2 -> 3,4"))
    );
    assert!(receipt.files.iter().any(|f| f.name == "watch.json"));
}

#[test]
fn a_viewport_is_grabbed_alone_and_checked_on_the_first_frame() {
    let backend = Synthetic::new(320, 240);
    let corner = proto::Rect {
        x: 0,
        y: 208,
        width: 32,
        height: 32,
    };
    let mut sampler = capture::Sampler::new(
        Target::Display { display: 0 },
        Some(corner),
        None,
        4096,
        1.0,
    );
    let Ok(sample) = sampler.sample(&backend) else {
        panic!("the viewport was not grabbed")
    };
    assert_eq!(sample.source, corner);
    // The bottom-left marker is pure blue (BGRA 255, 0, 0).
    assert_eq!((sample.image.width, sample.image.height), (32, 32));
    assert!(
        sample
            .image
            .data
            .chunks_exact(4)
            .all(|p| p[..3] == [255, 0, 0])
    );
    let mut outside = capture::Sampler::new(
        Target::Display { display: 0 },
        Some(proto::Rect { x: 400, ..corner }),
        None,
        4096,
        1.0,
    );
    match outside.sample(&backend) {
        Err(Err(e)) => assert!(e.message.starts_with("viewport:"), "{e}"),
        _ => panic!("a viewport outside the screen was accepted"),
    }
}

#[test]
fn a_capture_failing_before_its_first_frame_reports_why_in_its_metadata() {
    let s = store(0);
    let mut gone = settings(500, 4, 10);
    // The synthetic screen has one display: grabbing another fails on the first frame.
    gone.target = Target::Display { display: 7 };
    let meta = capture(&s, &seq(9), &gone).meta(true, Vec::new());
    assert_eq!(meta.frame_count, 0);
    assert!(!meta.running);
    assert!(
        matches!(
            meta.stop_reason,
            Some(SequenceStop::TargetLost | SequenceStop::CaptureFailed)
        ),
        "{:?}",
        meta.stop_reason
    );
    assert!(meta.stop_detail.is_some(), "the detail says why");
}

#[test]
fn input_by_anyone_but_the_owner_is_an_anonymous_span() {
    let s = store(10);
    let entry = start_watch(&s, &seq(2), 20);
    let own = s.begin_action("click left 5,5", Some("k1"), &[Aim::Point { x: 5, y: 5 }]);
    s.end_action(own, false);
    // Another key's action, then a human's pointer moves close together: one anonymous span,
    // with neither name nor coordinates.
    let other = s.begin_action("type 6 chars", Some("k2"), &[Aim::Keys]);
    s.end_action(other, false);
    for _ in 0..5 {
        let human = s.begin_action(super::ANONYMOUS, None, &[Aim::Point { x: 9, y: 9 }]);
        std::thread::sleep(Duration::from_millis(20));
        s.end_action(human, false);
    }
    watch::stop(&entry);
    let names: Vec<String> = entry
        .meta(false, Vec::new())
        .actions
        .iter()
        .map(|a| a.name.clone())
        .collect();
    assert_eq!(
        names,
        vec!["click left 5,5", super::ANONYMOUS],
        "the owner's action by name, everyone else's as one anonymous span"
    );
}

fn action_names(entry: &Entry) -> Vec<String> {
    entry
        .meta(false, Vec::new())
        .actions
        .iter()
        .map(|a| a.name.clone())
        .collect()
}

/// The synthetic 320x240 screen: the terminal (id 1) at 48,72 96x52, the editor (id 2) at
/// 176,72 96x120, the input echo (id 3, focused at first) at 48,140 96x52.
#[test]
fn only_input_aimed_at_the_watched_window_or_display_is_a_span() {
    let s = store(10);
    let windows = s.backend().windows().unwrap();
    let rect = |id: u64| windows.iter().find(|w| w.id == id).unwrap().rect.unwrap();
    assert_eq!(
        (rect(1).x, rect(1).y, rect(2).x, rect(3).y),
        (48, 72, 176, 140),
        "the layout this test aims at"
    );
    let terminal = start_watch_of(&s, &seq(1), Target::Window { window: 1 }, 20, 800).unwrap();
    let screen = start_watch_of(&s, &seq(2), Target::Display { display: 0 }, 20, 800).unwrap();
    let turns = crate::input_turns::InputTurns::new(Some(s.clone()));
    let act = |input: InputRequest| {
        let name = crate::backend::summary::summary(&input);
        let span = turns.begin(&name, Some("k1"), &Aim::of_request(&input));
        let result = s.backend().inject(&input);
        turns.end(span, result.is_err());
    };
    // Into the editor, then typing while the echo window and then the editor has the focus:
    // nothing of it is aimed at the terminal.
    act(InputRequest::Type { text: "abc".into() });
    act(InputRequest::Click {
        x: 200,
        y: 100,
        button: proto::MouseButton::Left,
    });
    act(InputRequest::Type {
        text: "abcd".into(),
    });
    act(InputRequest::Scroll {
        x: 200,
        y: 150,
        dx: 0,
        dy: 2,
    });
    // Into the terminal: a click on it (which gives it the focus), typing, a drag that ends on
    // it, and the last pixel of its rectangle; one past it is outside.
    act(InputRequest::Click {
        x: 60,
        y: 80,
        button: proto::MouseButton::Left,
    });
    act(InputRequest::Type { text: "hey".into() });
    act(InputRequest::Drag {
        x: 200,
        y: 100,
        to_x: 100,
        to_y: 100,
        button: proto::MouseButton::Left,
    });
    act(InputRequest::Move { x: 143, y: 123 });
    act(InputRequest::Move { x: 144, y: 123 });
    // A point off the display is no input on it.
    let off = s.begin_action("move 400,10", Some("k1"), &[Aim::Point { x: 400, y: 10 }]);
    s.end_action(off, false);
    watch::stop(&terminal);
    watch::stop(&screen);
    assert_eq!(
        action_names(&terminal),
        vec![
            "click left 60,80",
            "type 3 chars",
            "drag left 200,100 -> 100,100",
            "move 143,123"
        ],
        "the terminal's watch notes only the input aimed at it"
    );
    assert_eq!(
        action_names(&screen),
        vec![
            "type 3 chars",
            "click left 200,100",
            "type 4 chars",
            "scroll 0,2 at 200,150",
            "click left 60,80",
            "type 3 chars",
            "drag left 200,100 -> 100,100",
            "move 143,123",
            "move 144,123"
        ],
        "a display's watch notes every input on the display and every key"
    );
}

#[test]
fn an_anonymous_span_elsewhere_is_not_noted_either() {
    let s = store(10);
    let terminal = start_watch_of(&s, &seq(1), Target::Window { window: 1 }, 20, 800).unwrap();
    // A human's pointer over the editor, then over the terminal.
    let away = s.begin_action(super::ANONYMOUS, None, &[Aim::Point { x: 200, y: 100 }]);
    s.end_action(away, false);
    assert!(action_names(&terminal).is_empty());
    let here = s.begin_action(
        super::ANONYMOUS,
        None,
        &[Aim::Point { x: 200, y: 100 }, Aim::Point { x: 50, y: 75 }],
    );
    s.end_action(here, false);
    watch::stop(&terminal);
    assert_eq!(action_names(&terminal), vec![super::ANONYMOUS]);
}

#[test]
fn where_an_input_request_goes() {
    let button = proto::MouseButton::Left;
    assert_eq!(
        Aim::of_request(&InputRequest::Drag {
            x: 1,
            y: 2,
            to_x: 3,
            to_y: 4,
            button
        }),
        vec![Aim::Point { x: 1, y: 2 }, Aim::Point { x: 3, y: 4 }]
    );
    assert_eq!(
        Aim::of_request(&InputRequest::DoubleClick { x: 5, y: 6, button }),
        vec![Aim::Point { x: 5, y: 6 }]
    );
    assert_eq!(
        Aim::of_request(&InputRequest::Key { chords: Vec::new() }),
        vec![Aim::Keys]
    );
}

/// 2048x1536 BGRA is 12 MiB decoded: four distinct frames fill the 48 MiB, whatever they
/// compress to (the synthetic screen compresses to a small part of it).
const TWELVE_MIB: (u32, u32) = (2048, 1536);

#[test]
fn a_capture_counts_decoded_bytes_against_48_mib() {
    let s = store_of(TWELVE_MIB.0, TWELVE_MIB.1, 0);
    let mut big = settings(10_000, 10, 300);
    big.timeout_ms = 20_000;
    let meta = capture(&s, &seq(1), &big).meta(true, Vec::new());
    assert_eq!(meta.stop_reason, Some(SequenceStop::ByteLimit), "{meta:?}");
    assert_eq!(meta.distinct_frames, 4, "{meta:?}");
    assert_eq!(meta.stored_bytes, proto::STORE_BYTES);
    let detail = meta.stop_detail.unwrap();
    assert!(
        detail.contains("12288 KiB decoded to 49152 KiB")
            && detail.contains("48 MiB of decoded frames"),
        "{detail}"
    );
    assert_eq!(
        meta.frame_count + meta.skipped_slots.len() as u32 + meta.pending_slots,
        100
    );
}

#[test]
fn a_watch_stopped_by_a_limit_reports_its_pending_slots() {
    let s = store_of(TWELVE_MIB.0, TWELVE_MIB.1, 0);
    let entry = start_watch_of(&s, &seq(1), Target::Display { display: 0 }, 10, 4096).unwrap();
    let meta = eventually(
        Duration::from_secs(30),
        "the watch to stop by itself",
        || {
            let meta = entry.meta(false, Vec::new());
            (!meta.running).then_some(meta)
        },
    );
    assert_eq!(meta.stop_reason, Some(SequenceStop::ByteLimit), "{meta:?}");
    assert_eq!(
        (meta.distinct_frames, meta.stored_bytes),
        (4, proto::STORE_BYTES)
    );
    // 60 s at 10 fps is 600 slots; those it never reached are pending, not nothing.
    assert!(meta.pending_slots > 500, "{meta:?}");
    assert_eq!(
        meta.frame_count + meta.skipped_slots.len() as u32 + meta.pending_slots,
        600
    );
    // Stopped by `watch stop`, its timeout only a safety limit: nothing is pending.
    let other = start_watch(&store(0), &seq(2), 10);
    watch::stop(&other);
    assert_eq!(other.meta(false, Vec::new()).pending_slots, 0);
}

#[test]
fn a_watch_whose_first_frame_exceeds_48_mib_is_refused() {
    // 4096x3200 is 50 MiB decoded.
    let s = store_of(4096, 3200, 0);
    let e = start_watch_of(&s, &seq(1), Target::Display { display: 0 }, 10, 4096).unwrap_err();
    assert_eq!(e.code, proto::AgentErrorCode::InvalidArgument);
    assert!(
        e.message.starts_with("max_long_edge:") && e.message.contains("4096x3200 holds 50 MiB"),
        "{e}"
    );
    assert!(s.find(&seq(1)).is_err(), "nothing was kept");
}
