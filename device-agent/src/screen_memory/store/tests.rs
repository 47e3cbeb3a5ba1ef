//! The store against a clock the tests move.

use std::sync::atomic::{AtomicI64, Ordering};

use proto::screen_memory::{MAX_IMAGE_BYTES, MAX_TOTAL_BYTES, MemoryReadRequest};

use super::read::{Picture, pick_in_time, read_picture};
use super::*;
use crate::screen_memory::leftovers::forget;

/// 2026-11-30 00:53:20 UTC.
const T0: i64 = 1_796_000_000_000;
/// The displays present in most tests (every one the tests store frames of).
const ALL: &[u32] = &[0, 1];
/// T0's hour directory.
const T0_HOUR: &str = "20261130-00";

/// A clock the test sets.
struct TestClock(Arc<AtomicI64>);

impl TestClock {
    fn new(at: i64) -> (TestClock, Clock) {
        let now = Arc::new(AtomicI64::new(at));
        let read = now.clone();
        (
            TestClock(now),
            Arc::new(move || read.load(Ordering::SeqCst)),
        )
    }

    fn set(&self, at: i64) {
        self.0.store(at, Ordering::SeqCst);
    }
}

fn row(at_ms: i64, display: u32, app: &str, title: &str) -> FrameRow {
    FrameRow {
        at_ms,
        display,
        app: app.into(),
        title: title.into(),
        width: 1568,
        height: 882,
        hash: 0xDEAD_BEEF_0123_4567 ^ at_ms as u64,
    }
}

/// Stand-in picture bytes (the store does not look inside).
fn picture(len: usize, seed: u8) -> Vec<u8> {
    (0..len)
        .map(|i| (i as u8).wrapping_mul(31) ^ seed)
        .collect()
}

fn request(from_ms: i64, to_ms: i64, filter: Option<&str>, max_frames: u32) -> MemoryReadRequest {
    MemoryReadRequest {
        from_ms,
        to_ms,
        filter: filter.map(Into::into),
        max_frames,
    }
}

/// Every path under `dir`, relative, sorted (directories end in `/`).
fn tree(dir: &Path) -> Vec<String> {
    fn walk(root: &Path, dir: &Path, out: &mut Vec<String>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            let relative = path.strip_prefix(root).unwrap().display().to_string();
            if path.is_dir() {
                out.push(format!("{relative}/"));
                walk(root, &path, out);
            } else {
                out.push(relative);
            }
        }
    }
    let mut out = Vec::new();
    walk(dir, dir, &mut out);
    out.sort();
    out
}

/// The `.webp` files under `screen/`, relative to the data directory.
fn pictures(dir: &Path) -> Vec<String> {
    tree(dir)
        .into_iter()
        .filter(|p| p.ends_with(".webp"))
        .collect()
}

#[tokio::test]
async fn inserted_frames_read_back_with_their_pictures() {
    let dir = tempfile::TempDir::new().unwrap();
    let (_clock, now) = TestClock::new(T0 + 1000);
    let store = Store::open(dir.path(), now).await.unwrap();
    let first = picture(5000, 1);
    let second = picture(7000, 2);
    store
        .insert(
            &row(T0, 0, "firefox", "Rust docs — Mozilla Firefox"),
            &first,
        )
        .await
        .unwrap();
    store
        .insert(
            &row(T0 + 500, 1, "Code", "main.rs - Visual Studio Code"),
            &second,
        )
        .await
        .unwrap();
    assert_eq!(
        pictures(dir.path()),
        [
            format!("screen/{T0_HOUR}/{T0}-0.webp"),
            format!("screen/{T0_HOUR}/{}-1.webp", T0 + 500)
        ]
    );
    // The row names its file and keeps the hash's bits.
    let (path, hash): (String, i64) =
        sqlx::query_as("SELECT path, hash FROM screen_frames WHERE at_ms = ?1")
            .bind(T0)
            .fetch_one(&store.inner.pool)
            .await
            .unwrap();
    assert_eq!(path, format!("screen/{T0_HOUR}/{T0}-0.webp"));
    assert_eq!(hash as u64, row(T0, 0, "", "").hash);

    let read = store
        .read(&request(T0 - 60_000, T0 + 1000, None, 4), ALL)
        .await
        .unwrap();
    assert_eq!(read.matched, 2);
    assert_eq!(read.oldest_ms, Some(T0));
    assert_eq!(
        read.frames,
        [
            MemoryFrame {
                at_ms: T0,
                display: 0,
                app: "firefox".into(),
                title: "Rust docs — Mozilla Firefox".into(),
                width: 1568,
                height: 882,
                bytes: 5000,
                omitted: None,
            },
            MemoryFrame {
                at_ms: T0 + 500,
                display: 1,
                app: "Code".into(),
                title: "main.rs - Visual Studio Code".into(),
                width: 1568,
                height: 882,
                bytes: 7000,
                omitted: None,
            }
        ]
    );
    assert_eq!(read.payload, [first, second].concat());

    // The range's ends are inclusive, and an empty range is empty.
    let read = store.read(&request(T0, T0, None, 4), ALL).await.unwrap();
    assert_eq!(read.frames.len(), 1);
    let read = store
        .read(&request(T0 + 1, T0 + 499, None, 4), ALL)
        .await
        .unwrap();
    assert_eq!((read.matched, read.frames.len()), (0, 0));
    assert_eq!(read.oldest_ms, Some(T0));
    assert!(read.payload.is_empty());
    store.close().await;
}

#[tokio::test]
async fn the_filter_matches_app_or_title_in_any_case() {
    let dir = tempfile::TempDir::new().unwrap();
    let (_clock, now) = TestClock::new(T0 + 10_000);
    let store = Store::open(dir.path(), now).await.unwrap();
    let frames = [
        ("firefox", "Rust docs — Mozilla Firefox"),
        ("Code", "main.rs - Visual Studio Code"),
        ("Gnome-terminal", "ÜBERSICHT"),
        ("", ""),
    ];
    for (i, (app, title)) in frames.iter().enumerate() {
        store
            .insert(&row(T0 + i as i64, 0, app, title), &picture(10, i as u8))
            .await
            .unwrap();
    }
    let titles = |read: &Read| {
        read.frames
            .iter()
            .map(|f| f.title.clone())
            .collect::<Vec<_>>()
    };
    let range = |filter| request(T0 - 1000, T0 + 10_000, filter, 4);
    let read = store.read(&range(Some("rust")), ALL).await.unwrap();
    assert_eq!(titles(&read), ["Rust docs — Mozilla Firefox"]);
    // An app matches as well as a title; a filter not yet lower-cased still matches.
    let read = store.read(&range(Some("CODE")), ALL).await.unwrap();
    assert_eq!(titles(&read), ["main.rs - Visual Studio Code"]);
    assert_eq!(read.matched, 1);
    let read = store.read(&range(Some("firefox")), ALL).await.unwrap();
    assert_eq!(read.matched, 1);
    // Beyond ASCII.
    let read = store.read(&range(Some("übersicht")), ALL).await.unwrap();
    assert_eq!(titles(&read), ["ÜBERSICHT"]);
    let read = store
        .read(&range(Some("nothing like it")), ALL)
        .await
        .unwrap();
    assert_eq!((read.matched, read.frames.len()), (0, 0));
    // No filter, or an empty one, matches every frame.
    assert_eq!(store.read(&range(None), ALL).await.unwrap().matched, 4);
    assert_eq!(store.read(&range(Some("")), ALL).await.unwrap().matched, 4);
    store.close().await;
}

#[test]
fn picking_is_even_in_time_with_first_and_last() {
    // Evenly spaced frames: evenly spaced picks, first and last included.
    let every_second: Vec<i64> = (0..10).map(|i| i * 1000).collect();
    assert_eq!(pick_in_time(&every_second, 4), [0, 3, 6, 9]);
    assert_eq!(pick_in_time(&every_second[..5], 4), [0, 1, 3, 4]);
    assert_eq!(pick_in_time(&every_second, 1), [9]);
    assert_eq!(pick_in_time(&every_second, 0), Vec::<usize>::new());
    assert_eq!(pick_in_time(&[], 4), Vec::<usize>::new());
    // Fewer frames than slots: every one.
    assert_eq!(pick_in_time(&[5, 7, 9], 4), [0, 1, 2]);
    for m in 1..60 {
        let times: Vec<i64> = (0..m).map(|i| (i * i * 137) as i64).collect();
        for k in 1..=4 {
            let picks = pick_in_time(&times, k);
            assert_eq!(picks.len(), k.min(m));
            assert!(picks.windows(2).all(|w| w[0] < w[1]), "{m} {k} {picks:?}");
            assert_eq!(picks.last(), Some(&(m - 1)));
            if k > 1 {
                assert_eq!(picks.first(), Some(&0), "{m} {k}");
            }
        }
    }
}

#[test]
fn a_burst_takes_one_slot_while_other_times_are_left() {
    // Twenty frames in the first second (a burst), then one every ten seconds: by row, the
    // burst would take three of the four slots.
    let mut times: Vec<i64> = (0..20).map(|i| i * 40).collect();
    times.extend([10_000, 20_000, 30_000]);
    let picks = pick_in_time(&times, 4);
    let picked: Vec<i64> = picks.iter().map(|&i| times[i]).collect();
    assert_eq!(picked, [0, 10_000, 20_000, 30_000]);
    // A burst at the end, too.
    let mut times = vec![0, 10_000, 20_000];
    times.extend((0..20).map(|i| 29_000 + i * 40));
    let picked: Vec<i64> = pick_in_time(&times, 4).iter().map(|&i| times[i]).collect();
    assert_eq!(picked, [0, 10_000, 20_000, 29_760]);
    // Only the burst and one other time: the other slots go to the burst, no frame twice.
    let mut times: Vec<i64> = (0..20).map(|i| i * 40).collect();
    times.push(30_000);
    let picks = pick_in_time(&times, 4);
    assert_eq!(picks.len(), 4);
    assert!(picks.windows(2).all(|w| w[0] < w[1]), "{picks:?}");
    assert_eq!((picks[0], picks[3]), (0, 20));
}

#[test]
fn equal_times_are_picked_once_each() {
    // Two displays' frames of one round share their time.
    let times = [1000, 1000, 1000, 1000, 1000, 1000];
    assert_eq!(pick_in_time(&times, 4), [0, 1, 2, 3]);
    let times = [0, 0, 5000, 5000, 9000, 9000];
    let picks = pick_in_time(&times, 4);
    let picked: Vec<i64> = picks.iter().map(|&i| times[i]).collect();
    assert_eq!(picked, [0, 5000, 5000, 9000]);
    // The newest is shown even when a frame far from the others is left.
    let times = [0, 1000, 2000, 9800, 10_000];
    let picked: Vec<i64> = pick_in_time(&times, 4).iter().map(|&i| times[i]).collect();
    assert_eq!(picked, [0, 1000, 2000, 10_000]);
}

#[tokio::test]
async fn reads_pick_evenly_across_the_matches() {
    let dir = tempfile::TempDir::new().unwrap();
    let (_clock, now) = TestClock::new(T0 + 60_000);
    let store = Store::open(dir.path(), now).await.unwrap();
    for i in 0..10 {
        store
            .insert(
                &row(T0 + i * 1000, 0, "app", "title"),
                &picture(100, i as u8),
            )
            .await
            .unwrap();
    }
    let times = |read: &Read| read.frames.iter().map(|f| f.at_ms - T0).collect::<Vec<_>>();
    let read = store
        .read(&request(T0, T0 + 60_000, None, 4), ALL)
        .await
        .unwrap();
    assert_eq!(read.matched, 10);
    assert_eq!(times(&read), [0, 3000, 6000, 9000]);
    assert_eq!(read.payload.len(), 400);
    // More than the protocol's most is the most.
    let read = store
        .read(&request(T0, T0 + 60_000, None, 50), ALL)
        .await
        .unwrap();
    assert_eq!(times(&read), [0, 3000, 6000, 9000]);
    let read = store
        .read(&request(T0, T0 + 60_000, None, 1), ALL)
        .await
        .unwrap();
    assert_eq!(times(&read), [9000]);
    let read = store
        .read(&request(T0, T0 + 60_000, None, 0), ALL)
        .await
        .unwrap();
    assert_eq!((read.matched, read.frames.len()), (10, 0));
    store.close().await;
}

#[tokio::test]
async fn reads_pick_in_time_and_only_present_displays() {
    let dir = tempfile::TempDir::new().unwrap();
    let (_clock, now) = TestClock::new(T0 + 60_000);
    let store = Store::open(dir.path(), now).await.unwrap();
    // A burst of ten frames in half a second, then one every ten seconds.
    let mut times: Vec<i64> = (0..10).map(|i| i * 50).collect();
    times.extend([10_000, 20_000, 30_000]);
    for (n, at) in times.iter().enumerate() {
        store
            .insert(&row(T0 + at, 0, "app", "title"), &picture(100, n as u8))
            .await
            .unwrap();
    }
    // A frame of a display no longer present, in the middle of the range.
    store
        .insert(&row(T0 + 15_000, 7, "app", "title"), &picture(100, 99))
        .await
        .unwrap();
    let at = |read: &Read| read.frames.iter().map(|f| f.at_ms - T0).collect::<Vec<_>>();
    let read = store
        .read(&request(T0, T0 + 60_000, None, 4), &[0])
        .await
        .unwrap();
    assert_eq!(read.matched, 13);
    assert_eq!(at(&read), [0, 10_000, 20_000, 30_000]);
    // Present again (plugged back in): its frame counts.
    let read = store
        .read(&request(T0 + 14_000, T0 + 16_000, None, 4), &[0, 7])
        .await
        .unwrap();
    assert_eq!((read.matched, at(&read)), (1, vec![15_000]));
    assert_eq!(read.frames[0].display, 7);
    // No display present: nothing.
    let read = store
        .read(&request(T0, T0 + 60_000, None, 4), &[])
        .await
        .unwrap();
    assert_eq!((read.matched, read.frames.len()), (0, 0));
    store.close().await;
}

#[tokio::test]
async fn pictures_over_the_image_cap_are_listed_but_not_sent() {
    let dir = tempfile::TempDir::new().unwrap();
    let (_clock, now) = TestClock::new(T0 + 60_000);
    let store = Store::open(dir.path(), now).await.unwrap();
    let cap = MAX_IMAGE_BYTES as usize;
    let sizes = [cap + 1, cap, cap, cap, 1000];
    for (i, &size) in sizes.iter().enumerate() {
        store
            .insert(
                &row(T0 + i as i64 * 1000, 0, "app", "title"),
                &picture(size, i as u8),
            )
            .await
            .unwrap();
    }
    // Frames 0, 1, 3 and 4 of five are picked; the first is over the cap.
    let read = store
        .read(&request(T0, T0 + 60_000, None, 4), ALL)
        .await
        .unwrap();
    let got: Vec<(i64, u32, Option<&str>)> = read
        .frames
        .iter()
        .map(|f| (f.at_ms - T0, f.bytes, f.omitted.as_deref()))
        .collect();
    assert_eq!(got.len(), 4);
    assert_eq!((got[0].0, got[0].1), (0, 0));
    let omitted = got[0].2.unwrap();
    assert!(omitted.contains(&format!("{} bytes", cap + 1)), "{omitted}");
    assert!(
        omitted.contains(&format!("cap of {cap} bytes a picture")),
        "{omitted}"
    );
    assert_eq!(
        got[1..],
        [
            (1000, MAX_IMAGE_BYTES, None),
            (3000, MAX_IMAGE_BYTES, None),
            (4000, 1000, None)
        ]
    );
    assert_eq!(read.payload.len(), 2 * cap + 1000);
    assert_eq!(&read.payload[..cap], &picture(cap, 1)[..]);

    // Four pictures at the cap are exactly the total: all sent.
    let read = store
        .read(&request(T0 + 1000, T0 + 3000, None, 4), ALL)
        .await
        .unwrap();
    assert_eq!(read.frames.len(), 3);
    for i in 0..4 {
        store
            .insert(&row(T0 + 10_000 + i, 0, "app", "title"), &picture(cap, 0))
            .await
            .unwrap();
    }
    let read = store
        .read(&request(T0 + 10_000, T0 + 60_000, None, 4), ALL)
        .await
        .unwrap();
    assert!(
        read.frames
            .iter()
            .all(|f| f.omitted.is_none() && f.bytes == MAX_IMAGE_BYTES)
    );
    assert_eq!(read.payload.len(), MAX_TOTAL_BYTES as usize);
    store.close().await;
}

#[tokio::test]
async fn a_picture_is_read_only_within_the_room_left_and_the_cap() {
    // With four frames of at most 1 MiB the 4 MiB total cannot be passed through `read`
    // today; the bound is still kept, so check it where it is applied.
    let dir = tempfile::TempDir::new().unwrap();
    let path = dir.path().join("p.webp");
    std::fs::write(&path, picture(1000, 0)).unwrap();
    assert!(matches!(
        read_picture(&path, 999).await.unwrap(),
        Picture::OverTotalCap(1000)
    ));
    assert!(
        matches!(read_picture(&path, 1000).await.unwrap(), Picture::Bytes(b) if b.len() == 1000)
    );
    let big = MAX_IMAGE_BYTES as usize + 1;
    std::fs::write(&path, picture(big, 0)).unwrap();
    assert!(matches!(
        read_picture(&path, usize::MAX).await.unwrap(),
        Picture::OverImageCap(n) if n == big as u64
    ));
    assert!(matches!(
        read_picture(&dir.path().join("gone.webp"), 1000)
            .await
            .unwrap(),
        Picture::Missing
    ));
}

#[tokio::test]
async fn a_frame_whose_file_vanished_is_skipped_and_labels_are_cut() {
    let dir = tempfile::TempDir::new().unwrap();
    let (_clock, now) = TestClock::new(T0 + 60_000);
    let store = Store::open(dir.path(), now).await.unwrap();
    // 600 two-byte characters: 1200 bytes, cut to 512 characters (1024 bytes).
    let long = "é".repeat(600);
    store
        .insert(&row(T0, 0, &format!("x{long}"), &long), &picture(10, 0))
        .await
        .unwrap();
    store
        .insert(&row(T0 + 1, 0, "b", "b"), &picture(10, 1))
        .await
        .unwrap();
    std::fs::remove_file(
        dir.path()
            .join(format!("screen/{T0_HOUR}/{}-0.webp", T0 + 1)),
    )
    .unwrap();
    let read = store
        .read(&request(T0, T0 + 60_000, None, 4), ALL)
        .await
        .unwrap();
    assert_eq!(read.matched, 2);
    assert_eq!(read.frames.len(), 1);
    let frame = &read.frames[0];
    assert_eq!(frame.title, "é".repeat(512));
    // "x" then 511 whole characters: the 1024th byte would split one.
    assert_eq!(frame.app, format!("x{}", "é".repeat(511)));
    assert!(frame.app.len() <= MAX_LABEL_BYTES);
    assert_eq!(read.payload, picture(10, 0));
    store.close().await;
}

#[tokio::test]
async fn frames_older_than_retention_are_never_returned() {
    let dir = tempfile::TempDir::new().unwrap();
    let (clock, now) = TestClock::new(T0);
    let store = Store::open(dir.path(), now).await.unwrap();
    let oldest_kept = T0 - RETENTION_MS;
    for at in [oldest_kept - 1, oldest_kept, T0] {
        store
            .insert(&row(at, 0, "app", "title"), &picture(10, 0))
            .await
            .unwrap();
    }
    // No sweep has run: the older frame is still on disk, yet not read.
    assert_eq!(pictures(dir.path()).len(), 3);
    let read = store.read(&request(0, T0, None, 4), ALL).await.unwrap();
    assert_eq!(
        read.frames.iter().map(|f| f.at_ms).collect::<Vec<_>>(),
        [oldest_kept, T0]
    );
    assert_eq!((read.matched, read.oldest_ms), (2, Some(oldest_kept)));
    // A range wholly before retention is empty.
    let read = store
        .read(&request(0, oldest_kept - 1, None, 4), ALL)
        .await
        .unwrap();
    assert_eq!((read.matched, read.frames.len()), (0, 0));
    // A millisecond later the boundary frame is gone too.
    clock.set(T0 + 1);
    let read = store.read(&request(0, T0, None, 4), ALL).await.unwrap();
    assert_eq!(
        read.frames.iter().map(|f| f.at_ms).collect::<Vec<_>>(),
        [T0]
    );
    assert_eq!(read.oldest_ms, Some(T0));
    clock.set(T0 + RETENTION_MS + 1);
    let read = store
        .read(&request(0, i64::MAX, None, 4), ALL)
        .await
        .unwrap();
    assert_eq!((read.matched, read.oldest_ms), (0, None));
    store.close().await;
}

#[tokio::test]
async fn the_sweep_removes_old_rows_files_and_empty_hours() {
    let dir = tempfile::TempDir::new().unwrap();
    let (clock, now) = TestClock::new(T0);
    let store = Store::open(dir.path(), now).await.unwrap();
    let two_hours_ago = T0 - 2 * 3600 * 1000;
    store
        .insert(&row(two_hours_ago, 0, "a", "t"), &picture(10, 0))
        .await
        .unwrap();
    store
        .insert(&row(two_hours_ago + 1, 1, "a", "t"), &picture(10, 0))
        .await
        .unwrap();
    store
        .insert(&row(T0 - 1000, 0, "a", "t"), &picture(10, 0))
        .await
        .unwrap();
    store
        .insert(&row(T0, 0, "a", "t"), &picture(10, 0))
        .await
        .unwrap();
    assert!(dir.path().join("screen/20261129-22").is_dir());
    let swept = store.sweep().await.unwrap();
    assert_eq!(
        swept,
        Swept {
            rows: 2,
            files: 2,
            dirs: 1
        }
    );
    assert_eq!(
        tree(dir.path())
            .into_iter()
            .filter(|p| p.starts_with("screen/"))
            .collect::<Vec<_>>(),
        [
            "screen/".to_string(),
            format!("screen/{T0_HOUR}/"),
            format!("screen/{T0_HOUR}/{}-0.webp", T0 - 1000),
            format!("screen/{T0_HOUR}/{T0}-0.webp"),
        ]
    );
    // Nothing more to do.
    assert_eq!(store.sweep().await.unwrap(), Swept::default());
    // Ten minutes on, one frame is left; then none, and no hour directory.
    clock.set(T0 - 1000 + RETENTION_MS + 1);
    assert_eq!(
        store.sweep().await.unwrap(),
        Swept {
            rows: 1,
            files: 1,
            dirs: 0
        }
    );
    clock.set(T0 + RETENTION_MS + 1);
    assert_eq!(
        store.sweep().await.unwrap(),
        Swept {
            rows: 1,
            files: 1,
            dirs: 1
        }
    );
    assert_eq!(tree(&dir.path().join("screen")), Vec::<String>::new());
    let usage = store.usage().await.unwrap();
    assert_eq!(usage.frames, 0);
    // An insert after the sweep makes its hour directory again.
    store
        .insert(&row(T0 + RETENTION_MS, 0, "a", "t"), &picture(10, 0))
        .await
        .unwrap();
    assert_eq!(pictures(dir.path()).len(), 1);
    store.close().await;
}

#[tokio::test]
async fn opening_sweeps_old_rows_and_files_no_row_names() {
    let dir = tempfile::TempDir::new().unwrap();
    let (_clock, now) = TestClock::new(T0);
    let store = Store::open(dir.path(), now.clone()).await.unwrap();
    let two_hours_ago = T0 - 2 * 3600 * 1000;
    store
        .insert(&row(two_hours_ago, 0, "a", "t"), &picture(10, 0))
        .await
        .unwrap();
    store
        .insert(&row(T0, 0, "a", "kept"), &picture(10, 7))
        .await
        .unwrap();
    store.close().await;
    // What a crash leaves: a picture whose row never came, an interrupted write, a stray
    // hour directory of pictures and a stray file.
    let hour = dir.path().join("screen").join(T0_HOUR);
    std::fs::write(hour.join(format!("{}-0.webp", T0 + 1)), b"orphan").unwrap();
    std::fs::write(hour.join(format!("{}-1.tmp", T0 + 2)), b"half").unwrap();
    let stray = dir.path().join("screen/20260101-00");
    std::fs::create_dir(&stray).unwrap();
    std::fs::write(stray.join("1-0.webp"), b"orphan").unwrap();
    std::fs::write(dir.path().join("screen/stray"), b"x").unwrap();
    // A directory below an hour directory is left alone (and so its hour directory).
    let nested = dir.path().join("screen/20260102-00/not-ours");
    std::fs::create_dir_all(&nested).unwrap();

    let store = Store::open(dir.path(), now).await.unwrap();
    assert_eq!(
        tree(&dir.path().join("screen")),
        [
            "20260102-00/".to_string(),
            "20260102-00/not-ours/".to_string(),
            format!("{T0_HOUR}/"),
            format!("{T0_HOUR}/{T0}-0.webp"),
        ]
    );
    let read = store.read(&request(0, T0, None, 4), ALL).await.unwrap();
    assert_eq!(read.frames.len(), 1);
    assert_eq!(read.frames[0].title, "kept");
    assert_eq!(read.payload, picture(10, 7));
    assert_eq!(store.usage().await.unwrap().frames, 1);
    store.close().await;
}

#[tokio::test]
async fn usage_counts_frames_and_every_file() {
    let dir = tempfile::TempDir::new().unwrap();
    let (_clock, now) = TestClock::new(T0);
    let store = Store::open(dir.path(), now).await.unwrap();
    let empty = store.usage().await.unwrap();
    assert_eq!(empty.frames, 0);
    for i in 0..3 {
        store
            .insert(&row(T0 + i, 0, "a", "t"), &picture(10_000, 0))
            .await
            .unwrap();
    }
    let usage = store.usage().await.unwrap();
    assert_eq!(usage.frames, 3);
    // The pictures and at least the database file.
    assert!(usage.bytes >= 30_000 + 4096, "{usage:?}");
    store.close().await;
}

#[tokio::test]
async fn forget_leaves_nothing_of_the_memory() {
    let dir = tempfile::TempDir::new().unwrap();
    let (_clock, now) = TestClock::new(T0);
    let store = Store::open(dir.path(), now.clone()).await.unwrap();
    store
        .insert(&row(T0, 0, "a", "t"), &picture(10, 0))
        .await
        .unwrap();
    // Other files of the data directory are not the memory's.
    std::fs::write(dir.path().join("agent.json"), b"{}").unwrap();
    store.close().await;
    forget(dir.path()).await.unwrap();
    assert_eq!(tree(dir.path()), ["agent.json"]);
    // Nothing there is fine, and so is no data directory at all.
    forget(dir.path()).await.unwrap();
    forget(&dir.path().join("missing")).await.unwrap();

    // With a store still open (its WAL files present): still nothing left.
    let store = Store::open(dir.path(), now).await.unwrap();
    store
        .insert(&row(T0, 0, "a", "t"), &picture(10, 0))
        .await
        .unwrap();
    assert!(dir.path().join("screen.sqlite-wal").exists());
    forget(dir.path()).await.unwrap();
    assert_eq!(tree(dir.path()), ["agent.json"]);
    store.close().await;
    assert_eq!(tree(dir.path()), ["agent.json"]);
}

#[tokio::test]
async fn files_and_rows_are_the_owners_only() {
    use std::os::unix::fs::PermissionsExt as _;
    let dir = tempfile::TempDir::new().unwrap();
    let (_clock, now) = TestClock::new(T0);
    let store = Store::open(dir.path(), now).await.unwrap();
    let mode = |p: &str| {
        std::fs::metadata(dir.path().join(p))
            .unwrap()
            .permissions()
            .mode()
            & 0o777
    };
    assert_eq!(mode("screen"), 0o700);
    assert_eq!(mode("screen.sqlite"), 0o600);
    store.close().await;
}

#[test]
fn paths_are_hours_in_utc_and_rows_cannot_point_elsewhere() {
    assert_eq!(
        relative_path(T0, 3).unwrap(),
        format!("screen/{T0_HOUR}/{T0}-3.webp")
    );
    assert_eq!(relative_path(0, 0).unwrap(), "screen/19700101-00/0-0.webp");
    assert_eq!(
        relative_path(-1, 0).unwrap(),
        "screen/19691231-23/-1-0.webp"
    );
    assert!(matches!(
        relative_path(i64::MAX, 0),
        Err(StoreError::BadTime(i64::MAX))
    ));
    let data = Path::new("/data");
    assert_eq!(
        stored_path(data, "screen/20261130-00/1-0.webp"),
        Some(PathBuf::from("/data/screen/20261130-00/1-0.webp"))
    );
    for bad in [
        "/etc/passwd",
        "screen/../../etc/passwd",
        "other/x.webp",
        "",
        "screen",
        "screen/x.webp",
        "screen/a/b/c.webp",
    ] {
        assert_eq!(stored_path(data, bad), None, "{bad}");
    }
}
