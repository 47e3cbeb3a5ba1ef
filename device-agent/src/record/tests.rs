//! End-to-end tests of the recorder, judged by ffprobe and ffmpeg.

use std::path::Path;
use std::process::Command;
use std::sync::Arc;
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::{Duration, Instant};

use proto::{
    AgentErrorCode, Capability, Display, FileState, InputRequest, RecordingReport, StopReason,
    Target, Window,
};
use tokio::sync::mpsc::{UnboundedReceiver, unbounded_channel};

use super::*;
use crate::backend::synthetic::Synthetic;
use crate::backend::{Backend, BackendError, Changed, Frame};
use crate::testutil::eventually;
use tempfile::TempDir;
use video::index::{FrameIndex, INDEX_UUID};

fn run(cmd: &str, args: &[&str]) -> std::process::Output {
    match Command::new(cmd).args(args).output() {
        Ok(o) => o,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            panic!("{cmd} is missing: install ffmpeg (apt-get install ffmpeg) to run these tests")
        }
        Err(e) => panic!("running {cmd}: {e}"),
    }
}

/// `ffprobe -show_streams -show_format` as JSON.
fn probe(path: &Path) -> serde_json::Value {
    let p = path.to_str().unwrap();
    let out = run(
        "ffprobe",
        &[
            "-v",
            "error",
            "-show_streams",
            "-show_format",
            "-of",
            "json",
            p,
        ],
    );
    assert!(
        out.status.success(),
        "ffprobe: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

/// Decode the whole file; ffmpeg must print nothing at level error. Every frame is decoded
/// at its own timestamp: our track has a variable frame rate, and the null muxer's default
/// constant-rate output would put two frames closer than its interval on one timestamp and
/// call that an error of the file (it did, now and then, when a test's frames came close).
fn assert_decodes_cleanly(path: &Path) {
    let p = path.to_str().unwrap();
    let out = run(
        "ffmpeg",
        &[
            "-v",
            "error",
            "-i",
            p,
            "-fps_mode",
            "passthrough",
            "-f",
            "null",
            "-",
        ],
    );
    assert!(out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.trim().is_empty(), "ffmpeg decode errors: {stderr}");
}

/// (pts in seconds, keyframe) of every video packet.
fn packets(path: &Path) -> Vec<(f64, bool)> {
    let p = path.to_str().unwrap();
    let out = run(
        "ffprobe",
        &[
            "-v",
            "error",
            "-select_streams",
            "v:0",
            "-show_entries",
            "packet=pts_time,flags",
            "-of",
            "csv=p=0",
            p,
        ],
    );
    assert!(out.status.success());
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            let (t, flags) = l.split_once(',').unwrap();
            (t.parse().unwrap(), flags.starts_with('K'))
        })
        .collect()
}

/// Top-level box types, in file order.
fn top_level_boxes(path: &Path) -> Vec<String> {
    let data = std::fs::read(path).unwrap();
    let mut pos = 0usize;
    let mut kinds = Vec::new();
    while pos + 8 <= data.len() {
        let mut size = u32::from_be_bytes(data[pos..pos + 4].try_into().unwrap()) as usize;
        if size == 1 {
            size = u64::from_be_bytes(data[pos + 8..pos + 16].try_into().unwrap()) as usize;
        }
        kinds.push(String::from_utf8_lossy(&data[pos + 4..pos + 8]).into_owned());
        assert!(size >= 8, "box size {size}");
        pos += size;
    }
    assert_eq!(pos, data.len(), "boxes do not tile the file");
    kinds
}

/// The frame index in the MP4 at `path`: the payload of its top-level `uuid` box of type
/// [`INDEX_UUID`], decoded; `None` when it has none.
fn index_of(path: &Path) -> Option<FrameIndex> {
    let data = std::fs::read(path).unwrap();
    let mut pos = 0usize;
    let mut found = None;
    while pos + 8 <= data.len() {
        let size = u32::from_be_bytes(data[pos..pos + 4].try_into().unwrap()) as usize;
        assert!(
            size >= 8 && pos + size <= data.len(),
            "box size {size} at {pos}"
        );
        if &data[pos + 4..pos + 8] == b"uuid" && data[pos + 8..pos + 24] == INDEX_UUID {
            assert!(found.is_none(), "two index boxes");
            found = Some(FrameIndex::decode(&data[pos + 24..pos + size]).unwrap());
        }
        pos += size;
    }
    found
}

/// The index agrees with the video track: one entry per sample, in order, numbered from 0,
/// keyframes where the sync samples are, times those of the packets, signatures on the
/// grid of the picture.
fn check_index(index: &FrameIndex, packets: &[(f64, bool)], width: u32, height: u32) {
    assert_eq!(
        (index.cols, index.rows),
        video::signature::grid_for(width, height)
    );
    assert_eq!(index.entries.len(), packets.len());
    for (i, (e, p)) in index.entries.iter().zip(packets).enumerate() {
        assert_eq!(e.sample as usize, i);
        assert_eq!(e.keyframe, p.1, "entry {i}");
        // 90 kHz ticks round a time down by less than 11.2 µs; ffprobe prints 6 decimals.
        let pts = e.pts_us as f64 / 1e6;
        assert!(
            (pts - p.0).abs() < 2e-5,
            "entry {i} at {pts}, packet at {}",
            p.0
        );
        assert_eq!(e.cells.len(), (index.cols * index.rows) as usize);
    }
    assert!(
        index.entries.windows(2).all(|w| w[0].pts_us < w[1].pts_us),
        "times do not ascend"
    );
}

fn config(dir: &Path, id: &str, fps: u32, max: Duration) -> RecorderConfig {
    RecorderConfig {
        recording_id: id.to_string(),
        display: 0,
        fps,
        max_duration: max,
        dir: dir.to_path_buf(),
        actions: None,
    }
}

fn wait_finished(rx: &mut UnboundedReceiver<RecordingReport>, within: Duration) -> RecordingReport {
    eventually(within, "a report on `finished`", || rx.try_recv().ok())
}

/// A fresh temporary directory, removed when dropped.
fn temp_dir() -> TempDir {
    TempDir::new().unwrap()
}

/// Every check a finished MP4 must pass against its report.
fn check_mp4(dir: &Path, report: &RecordingReport, fps: u32) -> Vec<(f64, bool)> {
    let mp4 = mp4_path(dir, &report.recording_id);
    assert_eq!(report.state, FileState::Stopped, "{report:?}");
    assert_eq!(report.codec, "h264");
    assert_eq!(report.size_bytes, std::fs::metadata(&mp4).unwrap().len());
    let sha = crate::digest::of_file(&mp4).unwrap().sha256;
    assert_eq!(report.sha256.as_deref(), Some(sha.as_str()));
    let saved: RecordingReport =
        serde_json::from_slice(&std::fs::read(report_path(dir, &report.recording_id)).unwrap())
            .unwrap();
    assert_eq!(&saved, report);
    assert!(
        !dir.join(format!("{}.journal", report.recording_id))
            .exists()
    );

    let info = probe(&mp4);
    let stream = &info["streams"][0];
    assert_eq!(stream["codec_name"], "h264", "{info}");
    assert_eq!(stream["width"], report.width);
    assert_eq!(stream["height"], report.height);
    let duration: f64 = info["format"]["duration"]
        .as_str()
        .unwrap()
        .parse()
        .unwrap();
    let want = report.duration_ms as f64 / 1000.0;
    assert!(
        (duration - want).abs() <= 1.0 / fps as f64,
        "file lasts {duration} s, report says {want} s"
    );
    // The frame index, when there is one, comes between the sample tables and the media
    // data, which end the file.
    let boxes = top_level_boxes(&mp4);
    let index = index_of(&mp4);
    let want = if index.is_some() {
        vec!["ftyp", "moov", "uuid", "mdat"]
    } else {
        vec!["ftyp", "moov", "mdat"]
    };
    assert_eq!(boxes, want);
    assert_decodes_cleanly(&mp4);
    // The mp4 crate (what the relay reads with) skips the box too.
    let file = std::fs::File::open(&mp4).unwrap();
    let len = file.metadata().unwrap().len();
    let reader = mp4::Mp4Reader::read_header(std::io::BufReader::new(file), len).unwrap();
    // Track 1 is the video (2, when there is one, the actions' text).
    let samples = reader.tracks()[&1].sample_count() as usize;

    let packets = packets(&mp4);
    assert_eq!(samples, packets.len());
    if let Some(index) = &index {
        check_index(index, &packets, report.width, report.height);
    }
    assert!(
        packets[0].1 && packets[0].0 == 0.0,
        "first packet {:?}",
        packets[0]
    );
    // The keyframe policy (keyframes.rs): a keyframe and at most 59 samples after it, each
    // less than 10 s after it.
    let (mut key_at, mut since) = (0.0, 0);
    for &(pts, keyframe) in &packets {
        if keyframe {
            (key_at, since) = (pts, 0);
        } else {
            since += 1;
            assert!(
                since < super::keyframes::MAX_GOP_SAMPLES
                    && pts - key_at < super::keyframes::MAX_INTERVAL_US as f64 / 1e6,
                "a sample at {pts} s is {since} samples after the keyframe at {key_at} s: {packets:?}"
            );
        }
    }
    packets
}

/// The milliseconds since `started`, and a little: the most a recording started after it can
/// report. Durations are bounded by the time that really passed, not by the sleeps asked
/// for, since a loaded machine (CI runs tests side by side on two cores) can oversleep by
/// hundreds of milliseconds.
fn passed_ms(started: Instant) -> u64 {
    started.elapsed().as_millis() as u64 + 50
}

#[test]
fn records_an_animated_screen_to_a_fast_start_mp4() {
    let dir = temp_dir();
    let backend = Arc::new(Synthetic::new(640, 400));
    let (tx, mut rx) = unbounded_channel();
    let fps = 20;
    let started = Instant::now();
    let rec = Recorder::start(
        backend,
        config(dir.path(), "rec_animated_01", fps, Duration::from_secs(60)),
        tx,
    )
    .unwrap();
    assert_eq!(rec.recording_id(), "rec_animated_01");
    assert!(rec.is_running());
    std::thread::sleep(Duration::from_millis(1200));
    let live = rec.report();
    assert_eq!(live.state, FileState::Recording);
    assert!(
        (1100..=passed_ms(started)).contains(&live.duration_ms),
        "{live:?}"
    );
    assert!(live.frames >= 15 && live.size_bytes > 0, "{live:?}");
    assert!(dir.path().join("rec_animated_01.journal").exists());
    std::thread::sleep(Duration::from_millis(1300));

    let report = rec.stop(StopReason::Requested);
    assert!(!rec.is_running());
    assert_eq!(report.stop_reason, Some(StopReason::Requested));
    assert_eq!(report.stop_message.as_deref(), Some("stopped on request"));
    assert_eq!((report.width, report.height, report.fps), (640, 400, 20));
    assert!(
        (2400..=passed_ms(started)).contains(&report.duration_ms),
        "{report:?}"
    );
    // 20 fps: a slot each 50 ms of the recording, nearly all delivered.
    let slots = report.frames + report.dropped_frames;
    let expected = report.duration_ms * u64::from(fps) / 1000;
    assert!(
        slots.abs_diff(expected) <= 5,
        "{expected} slots: {report:?}"
    );
    assert!(report.frames * 4 >= slots * 3, "{report:?}");
    let packets = check_mp4(dir.path(), &report, fps);
    // The picture changes every 100 ms: about half the frames are repeats, not encoded.
    assert!(
        packets.len() >= 20 && packets.len() as u64 <= report.frames,
        "{}",
        packets.len()
    );
    // Every encoded frame is in the index, and the moving box moves a cell each time.
    let index = index_of(&mp4_path(dir.path(), "rec_animated_01")).expect("a frame index");
    let payload = index.encode().unwrap().len();
    println!(
        "index of {} frames: {payload} bytes, {} a frame",
        index.entries.len(),
        payload / index.entries.len()
    );
    let changed = (1..index.entries.len())
        .filter(|&i| {
            let d = index
                .signature(i)
                .unwrap()
                .distance(&index.signature(i - 1).unwrap());
            d > 0.0
        })
        .count();
    assert!(changed * 2 >= index.entries.len(), "{changed} changed");
    // Exactly one report on `finished`; stop again returns the same.
    assert_eq!(rx.try_recv().unwrap(), report);
    assert!(rx.try_recv().is_err());
    assert_eq!(rec.stop(StopReason::AgentShutdown), report);
    assert_eq!(rec.report(), report);
}

/// The parts of a test screen's [`Backend`] that are the same for all: no displays, no
/// windows, no input.
macro_rules! test_screen_without_devices {
    () => {
        fn name(&self) -> &'static str {
            "test"
        }
        fn capabilities(&self) -> Vec<Capability> {
            Vec::new()
        }
        fn displays(&self) -> Result<Vec<Display>, BackendError> {
            Err(BackendError::Unsupported("test screen".into()))
        }
        fn windows(&self) -> Result<Vec<Window>, BackendError> {
            Ok(Vec::new())
        }
        fn inject(&self, _: &InputRequest) -> Result<String, BackendError> {
            Err(BackendError::Unsupported("test screen".into()))
        }
    };
}

/// A test screen: each grab shows what `grab` returns; it has no displays, windows or input.
struct Screen<G>(G);

impl<G: Fn() -> Result<Frame, BackendError> + Send + Sync> Backend for Screen<G> {
    test_screen_without_devices!();
    fn grab(&self, _: Target) -> Result<Frame, BackendError> {
        (self.0)()
    }
}

/// A screen that never changes from `frame`.
fn still(frame: Frame) -> Screen<impl Fn() -> Result<Frame, BackendError>> {
    Screen(move || {
        let mut f = frame.clone();
        f.captured_at = Instant::now();
        Ok(f)
    })
}

#[test]
fn a_still_screen_is_one_keyframe() {
    let dir = temp_dir();
    let frame = Synthetic::new(640, 400).render_at(Duration::from_secs(3));
    let (tx, mut rx) = unbounded_channel();
    let fps = 30;
    let started = Instant::now();
    let rec = Recorder::start(
        Arc::new(still(frame)),
        config(dir.path(), "rec_still_0001", fps, Duration::from_secs(60)),
        tx,
    )
    .unwrap();
    std::thread::sleep(Duration::from_millis(4300));
    let report = rec.stop(StopReason::Requested);
    assert!(
        (4200..=passed_ms(started)).contains(&report.duration_ms),
        "{report:?}"
    );
    // 30 fps for 4.3 s: about 129 slots, nearly all delivered.
    assert!(
        report.frames * 4 >= (report.frames + report.dropped_frames) * 3 && report.frames >= 100,
        "{report:?}"
    );
    let packets = check_mp4(dir.path(), &report, fps);
    // The first frame, lasting the whole recording: a still screen is never encoded again,
    // not even to make a keyframe.
    assert_eq!(packets.len(), 1, "{packets:?}");
    assert!(packets[0].1, "{packets:?}");
    // One screen: one signature.
    let index = index_of(&mp4_path(dir.path(), "rec_still_0001")).expect("a frame index");
    let first = index.signature(0).unwrap();
    assert!((1..index.entries.len()).all(|i| index.signature(i).unwrap().distance(&first) == 0.0));
    assert_eq!(wait_finished(&mut rx, Duration::from_secs(1)), report);
}

#[test]
fn stops_by_itself_at_max_duration() {
    let dir = temp_dir();
    let (tx, mut rx) = unbounded_channel();
    let fps = 10;
    let rec = Recorder::start(
        Arc::new(Synthetic::new(320, 240)),
        config(dir.path(), "rec_max_000001", fps, Duration::from_secs(1)),
        tx,
    )
    .unwrap();
    let report = wait_finished(&mut rx, Duration::from_secs(5));
    assert!(!rec.is_running());
    assert_eq!(report.stop_reason, Some(StopReason::MaxDuration));
    assert_eq!(
        report.stop_message.as_deref(),
        Some("reached max_duration_seconds (1 s)")
    );
    assert_eq!(report.duration_ms, 1000);
    assert_eq!(report.frames + report.dropped_frames, 10, "{report:?}");
    check_mp4(dir.path(), &report, fps);
    assert_eq!(rec.stop(StopReason::Requested), report);
    assert!(rx.try_recv().is_err());
}

#[test]
fn recover_finishes_a_journal_cut_mid_record() {
    let live = temp_dir();
    let crashed = temp_dir();
    let (tx, _rx) = unbounded_channel();
    let started = Instant::now();
    let rec = Recorder::start(
        Arc::new(Synthetic::new(640, 400)),
        config(live.path(), "rec_crash_00001", 20, Duration::from_secs(60)),
        tx,
    )
    .unwrap();
    std::thread::sleep(Duration::from_millis(1600));
    // What a SIGKILL leaves: the journal as written so far, here also torn in its last record.
    let journal = std::fs::read(live.path().join("rec_crash_00001.journal")).unwrap();
    rec.stop(StopReason::Requested);
    let copy = crashed.path().join("rec_crash_00001.journal");
    std::fs::write(&copy, &journal[..journal.len() - 7]).unwrap();
    // A stale temporary MP4 and a journal with no valid header lie there too.
    std::fs::write(crashed.path().join("rec_crash_00001.mp4.part"), b"junk").unwrap();
    std::fs::write(crashed.path().join("rec_garbage_0001.journal"), b"DAREC").unwrap();

    let reports = recover(crashed.path());
    assert_eq!(reports.len(), 2, "{reports:?}");
    let r = &reports[0];
    assert_eq!(r.recording_id, "rec_crash_00001");
    assert!(r.interrupted);
    assert_eq!(r.stop_reason, Some(StopReason::Interrupted));
    assert!(
        r.stop_message
            .as_deref()
            .unwrap()
            .contains("recovered the first"),
        "{r:?}"
    );
    assert!(
        (1200..=passed_ms(started)).contains(&r.duration_ms),
        "{r:?}"
    );
    assert_eq!((r.width, r.height, r.fps), (640, 400, 20));
    let packets = check_mp4(crashed.path(), r, 20);
    // The index is journalled with each frame, so the recovered MP4 has it too.
    let index = index_of(&mp4_path(crashed.path(), "rec_crash_00001")).expect("a frame index");
    assert_eq!(index.entries.len(), packets.len());
    assert!(!crashed.path().join("rec_crash_00001.mp4.part").exists());

    let g = &reports[1];
    assert_eq!(g.recording_id, "rec_garbage_0001");
    assert_eq!(g.state, FileState::Failed);
    assert!(!crashed.path().join("rec_garbage_0001.journal").exists());
    // Nothing left to recover.
    assert!(recover(crashed.path()).is_empty());
}

/// A screen that shows `before` until `at` after its first grab, then `after`.
fn scripted(
    before: Frame,
    after: Frame,
    at: Duration,
) -> Screen<impl Fn() -> Result<Frame, BackendError>> {
    let first = std::sync::OnceLock::new();
    Screen(move || {
        let now = Instant::now();
        let first = *first.get_or_init(|| now);
        let mut f = if now - first < at {
            before.clone()
        } else {
            after.clone()
        };
        f.captured_at = now;
        Ok(f)
    })
}

#[test]
fn the_frame_index_shows_a_scripted_change_and_nothing_else() {
    let dir = temp_dir();
    let synthetic = Synthetic::new(640, 400);
    let before = synthetic.render_at(Duration::from_secs(3));
    // A dialog opens: 200x120 px of (30, 30, 120) over the middle of the screen.
    let mut after = before.clone();
    for y in 140..260 {
        for x in 220..420 {
            let at = y * after.stride + x * 4;
            after.data[at..at + 4].copy_from_slice(&[120, 30, 30, 255]);
        }
    }
    let (tx, _rx) = unbounded_channel();
    let fps = 10;
    let rec = Recorder::start(
        Arc::new(scripted(before, after, Duration::from_millis(1000))),
        config(dir.path(), "rec_scripted_01", fps, Duration::from_secs(60)),
        tx,
    )
    .unwrap();
    std::thread::sleep(Duration::from_millis(2600));
    let report = rec.stop(StopReason::Requested);
    check_mp4(dir.path(), &report, fps);
    let index = index_of(&mp4_path(dir.path(), "rec_scripted_01")).expect("a frame index");
    // The first screen (a keyframe) and the dialog (a frame of its own), nothing else.
    let times: Vec<(u64, bool)> = index
        .entries
        .iter()
        .map(|e| (e.pts_us / 100_000, e.keyframe))
        .collect();
    assert_eq!(times.len(), 2, "{times:?}");
    assert_eq!(times[0], (0, true));
    assert!((8..=11).contains(&times[1].0) && !times[1].1, "{times:?}");
    let sig = |i| index.signature(i).unwrap();
    let d = sig(0).distance(&sig(1));
    // The dialog covers 200x120 of 640x400 px: about 9 % of the cells, 16 % with the cells
    // it touches at its edges.
    assert!((0.05..0.25).contains(&d), "{d}");

    // video_frames reads it from the index: the change bracketed, only those frames decoded.
    let request = video::survey::Request {
        fps: Some(f64::from(fps)),
        ..video::survey::Request::new("rec_scripted_01")
    };
    let never = std::sync::atomic::AtomicBool::new(false);
    let survey = video::survey::survey(
        &mp4_path(dir.path(), "rec_scripted_01"),
        &request,
        &|_, _| {},
        &never,
    )
    .unwrap();
    assert!(survey.indexed);
    let roles: Vec<String> = survey
        .frames
        .iter()
        .map(|f| format!("{:?}@{:.1}", f.role, f.position))
        .collect();
    assert_eq!(survey.changes, 1, "{}", survey.manifest);
    assert_eq!(survey.frames.len(), 4, "{roles:?}");
    assert_eq!(survey.decoded, 4, "only the chosen frames are decoded");
    assert!(
        matches!(survey.frames[2].role, video::select::Role::Changed(_)),
        "{roles:?}"
    );
    // The dialog came about 1 s in: sampled at the recording's rate, it is found there.
    assert!(
        (0.8..=1.2).contains(&survey.frames[2].position),
        "{roles:?}"
    );
    assert_eq!(
        (survey.frames[2].width, survey.frames[2].height),
        (640, 400)
    );
}

#[test]
fn an_old_journal_without_signatures_still_recovers() {
    let live = temp_dir();
    let crashed = temp_dir();
    let (tx, _rx) = unbounded_channel();
    let rec = Recorder::start(
        Arc::new(Synthetic::new(320, 240)),
        config(live.path(), "rec_old_000001", 10, Duration::from_secs(60)),
        tx,
    )
    .unwrap();
    std::thread::sleep(Duration::from_millis(800));
    let journal = live.path().join("rec_old_000001.journal");
    let copy = live.path().join("copy.journal");
    std::fs::copy(&journal, &copy).unwrap();
    rec.stop(StopReason::Requested);
    // The same frames, written as a journal was before signatures (version 1).
    let mut reader = journal::JournalReader::open(&copy).unwrap();
    let mut writer = journal::JournalWriter::create_version(
        &crashed.path().join("rec_old_000001.journal"),
        reader.meta(),
        1,
    )
    .unwrap();
    let mut payload = Vec::new();
    let mut frames = 0;
    while let Some(e) = reader.next_entry(&mut payload).unwrap() {
        if let journal::Entry::Frame {
            ts_us,
            keyframe,
            signed,
        } = e
        {
            assert!(signed);
            writer.append(ts_us, keyframe, &payload, None).unwrap();
            frames += 1;
        }
    }
    drop(writer);
    assert!(frames >= 3, "{frames}");
    let reports = recover(crashed.path());
    assert_eq!(reports.len(), 1, "{reports:?}");
    let packets = check_mp4(crashed.path(), &reports[0], 10);
    assert_eq!(packets.len(), frames);
    assert!(index_of(&mp4_path(crashed.path(), "rec_old_000001")).is_none());
}

#[test]
fn a_dropped_handle_finishes_as_agent_shutdown() {
    let dir = temp_dir();
    let (tx, mut rx) = unbounded_channel();
    let rec = Recorder::start(
        Arc::new(Synthetic::new(320, 240)),
        config(dir.path(), "rec_dropped_001", 10, Duration::from_secs(60)),
        tx,
    )
    .unwrap();
    std::thread::sleep(Duration::from_millis(300));
    drop(rec);
    let report = wait_finished(&mut rx, Duration::from_secs(5));
    assert_eq!(report.stop_reason, Some(StopReason::AgentShutdown));
    assert!(mp4_path(dir.path(), "rec_dropped_001").exists());
}

#[test]
fn start_refuses_a_missing_display_and_bad_arguments() {
    let dir = temp_dir();
    let backend: Arc<dyn Backend> = Arc::new(Synthetic::new(320, 240));
    let (tx, _rx) = unbounded_channel();
    let mut c = config(dir.path(), "rec_nodisplay_1", 10, Duration::from_secs(5));
    c.display = 3;
    let e = Recorder::start(backend.clone(), c, tx.clone()).unwrap_err();
    assert_eq!(e.into_agent_error().code, AgentErrorCode::TargetNotFound);
    let c = config(dir.path(), "../escape", 10, Duration::from_secs(5));
    let e = Recorder::start(backend.clone(), c, tx.clone()).unwrap_err();
    assert_eq!(e.into_agent_error().code, AgentErrorCode::InvalidArgument);
    let c = config(dir.path(), "rec_zero_fps_1", 0, Duration::from_secs(5));
    assert!(Recorder::start(backend, c, tx).is_err());
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0);
}

#[test]
fn a_display_size_change_stops_with_capture_failed() {
    let dir = temp_dir();
    let (tx, mut rx) = unbounded_channel();
    // Five grabs at 320x240, then 256x192.
    let (large, small) = (Synthetic::new(320, 240), Synthetic::new(256, 192));
    let grabs = AtomicU32::new(0);
    let display = Target::Display { display: 0 };
    let backend = Screen(move || {
        if grabs.fetch_add(1, Ordering::Relaxed) < 5 {
            large.grab(display)
        } else {
            small.grab(display)
        }
    });
    let _rec = Recorder::start(
        Arc::new(backend),
        config(dir.path(), "rec_resized_001", 20, Duration::from_secs(60)),
        tx,
    )
    .unwrap();
    let report = wait_finished(&mut rx, Duration::from_secs(5));
    assert_eq!(report.stop_reason, Some(StopReason::CaptureFailed));
    let msg = report.stop_message.clone().unwrap();
    assert!(
        msg.contains("size changed from 320x240 to 256x192"),
        "{msg}"
    );
    check_mp4(dir.path(), &report, 20);
}

fn colour(c: u8) -> Frame {
    let mut f = Synthetic::new(64, 64).render_at(Duration::ZERO);
    f.data.fill(c);
    f
}

#[test]
fn the_last_picture_of_a_burst_reaches_the_encoder_though_its_slot_was_dropped() {
    use std::sync::mpsc::sync_channel;

    let first = colour(0);
    let t0 = Instant::now();
    let dir = temp_dir();
    let shared = Arc::new(shared::Shared {
        id: "rec_burst_0001".into(),
        dir: dir.path().to_path_buf(),
        display: 0,
        fps: 100,
        max_duration: Duration::from_secs(60),
        width: first.width & !1,
        height: first.height & !1,
        started_at_ms: 0,
        t0,
        interval: Duration::from_millis(10),
        frames: Default::default(),
        dropped: Default::default(),
        payload_bytes: Default::default(),
        state: Default::default(),
        changed: Default::default(),
        actions: None,
    });
    // A queue of one that nobody reads at first, as behind a slow encoder: colour 1 fills
    // it, colours 2 and 3 are dropped, and the screen then stays at 3.
    let (tx, rx) = sync_channel::<capture::Grabbed>(1);
    let (_recycle_tx, recycle_rx) = sync_channel::<Frame>(1);
    // Colours 1, 2, 3 on the first three grabs, and 3 ever after.
    let grabs = AtomicU32::new(0);
    let backend = Screen(|| {
        let n = grabs.fetch_add(1, Ordering::SeqCst) + 1;
        Ok(colour(n.min(3) as u8))
    });
    std::thread::scope(|scope| {
        let capture =
            scope.spawn(|| capture::capture_loop(&backend, &shared, tx, recycle_rx, first));
        eventually(Duration::from_secs(10), "six grabs", || {
            (grabs.load(Ordering::SeqCst) >= 6).then_some(())
        });
        let mut seen = Vec::new();
        let deadline = Instant::now() + Duration::from_secs(10);
        while Instant::now() < deadline && seen.len() < 3 {
            if let Ok(g) = rx.recv_timeout(Duration::from_millis(100)) {
                seen.push(match g {
                    capture::Grabbed::Frame(f) => Some(f.data[0]),
                    capture::Grabbed::Same(_) => None,
                    capture::Grabbed::Patch(_) => panic!("this screen never names parts"),
                });
            }
        }
        shared.request_stop(StopReason::Requested, "test".into(), Instant::now());
        capture.join().unwrap();
        assert_eq!(seen.first(), Some(&Some(1)), "{seen:?}");
        // The next item after the drops is colour 3 as a frame, not a "same" mark that
        // would have left colour 1 on screen.
        assert_eq!(seen.get(1), Some(&Some(3)), "{seen:?}");
        assert!(shared.dropped.load(Ordering::SeqCst) >= 2);
    });
}

/// A 320 x 192 screen where a 32 x 32 square moves 16 px right at each grab for `steps` grabs, then
/// stays; each grab into an earlier frame names the parts it redrew, as X11 does with DAMAGE.
struct MovingSquare {
    grabs: AtomicU32,
    steps: u32,
}

impl MovingSquare {
    const SIZE: u32 = 32;

    fn screen_at(&self, step: u32) -> Frame {
        let mut f = Synthetic::new(320, 192).render_at(Duration::from_secs(3));
        for y in 40..40 + Self::SIZE {
            for x in 0..Self::SIZE {
                let at = y as usize * f.stride + (x + 16 * step.min(self.steps)) as usize * 4;
                f.data[at..at + 4].copy_from_slice(&[20, 200, 240, 255]);
            }
        }
        f
    }
}

impl Backend for MovingSquare {
    test_screen_without_devices!();
    // Only grabs into an earlier frame move the square.
    fn grab(&self, _: Target) -> Result<Frame, BackendError> {
        Ok(self.screen_at(self.grabs.load(Ordering::SeqCst)))
    }
    fn grab_changes_into(&self, _: Target, frame: &mut Frame) -> Result<Changed, BackendError> {
        let step = self.grabs.fetch_add(1, Ordering::SeqCst);
        let screen = self.screen_at(step);
        if frame.width != screen.width || frame.data.len() != screen.data.len() {
            *frame = screen;
            return Ok(Changed::All);
        }
        frame.captured_at = Instant::now();
        if step == 0 || step > self.steps {
            return Ok(Changed::Nothing);
        }
        // The square's old and new places.
        let part = proto::Rect {
            x: 16 * (step as i32 - 1),
            y: 40,
            width: Self::SIZE + 16,
            height: Self::SIZE,
        };
        for y in part.y as usize..(part.y as u32 + part.height) as usize {
            let at = y * frame.stride + part.x as usize * 4;
            let len = part.width as usize * 4;
            frame.data[at..at + len].copy_from_slice(&screen.data[at..at + len]);
        }
        Ok(Changed::Parts(vec![part]))
    }
}

#[test]
fn a_screen_that_names_its_changed_parts_is_recorded_picture_for_picture() {
    let dir = temp_dir();
    let (tx, _rx) = unbounded_channel();
    let fps = 20;
    let screen = Arc::new(MovingSquare {
        grabs: AtomicU32::new(0),
        steps: 12,
    });
    let rec = Recorder::start(
        screen.clone(),
        config(dir.path(), "rec_parts_0001", fps, Duration::from_secs(60)),
        tx,
    )
    .unwrap();
    std::thread::sleep(Duration::from_millis(1500));
    let report = rec.stop(StopReason::Requested);
    let packets = check_mp4(dir.path(), &report, fps);
    // The first screen and one picture a step: the square moved in each, then stayed.
    assert_eq!(packets.len(), 13, "{packets:?} {report:?}");
    // Each decoded picture is the screen of its step, to within the encoder's loss.
    let mp4 = mp4_path(dir.path(), "rec_parts_0001");
    let out = run(
        "ffmpeg",
        &[
            "-v",
            "error",
            "-i",
            mp4.to_str().unwrap(),
            "-fps_mode",
            "passthrough",
            "-f",
            "rawvideo",
            "-pix_fmt",
            "bgra",
            "-",
        ],
    );
    assert!(out.status.success());
    // Each decoded picture is the screen of one step, to within the encoder's loss, the
    // steps in order and none missing.
    let size = 320 * 192 * 4;
    let screens: Vec<Frame> = (0..=12).map(|step| screen.screen_at(step)).collect();
    let mean_difference = |decoded: &[u8], want: &Frame| {
        let (mut diff, mut n) = (0u64, 0u64);
        for (a, b) in decoded.chunks_exact(4).zip(want.data.chunks_exact(4)) {
            for c in 0..3 {
                diff += u64::from(a[c].abs_diff(b[c]));
                n += 1;
            }
        }
        diff as f64 / n as f64
    };
    let mut steps: Vec<usize> = Vec::new();
    for (i, decoded) in out.stdout.chunks_exact(size).enumerate() {
        let (step, mean) = screens
            .iter()
            .map(|want| mean_difference(decoded, want))
            .enumerate()
            .min_by(|a, b| a.1.total_cmp(&b.1))
            .unwrap();
        assert!(
            mean < 2.0,
            "picture {i}: closest to step {step}, mean difference {mean:.2}"
        );
        steps.push(step);
    }
    assert!(steps.is_sorted(), "{steps:?}");
    steps.dedup();
    assert_eq!(steps, (0..=12).collect::<Vec<_>>());
}

/// Cues handed out as the relay would, noting which recordings they were asked for.
#[derive(Debug, Default)]
struct Cues {
    asked: std::sync::Mutex<Vec<String>>,
}

impl ActionsSource for Cues {
    fn fetch(&self, recording_id: &str) -> Option<proto::RecordingActions> {
        self.asked.lock().unwrap().push(recording_id.to_string());
        let cue = proto::ActionCue::new;
        Some(proto::RecordingActions {
            recording_id: recording_id.to_string(),
            cues: vec![
                cue(0, 500, "screen_recording start · ci"),
                cue(700, 1200, "click at 40,30 · ci"),
                cue(700, 1200, "viewer connected"),
                cue(1500, 2000, "type 14 characters · ci"),
                // After the video's end: not in it.
                cue(60_000, 60_500, "too late"),
            ],
            truncated: false,
        })
    }
}

#[test]
fn a_recordings_actions_are_its_timed_text_track() {
    let dir = temp_dir();
    let (tx, _rx) = unbounded_channel();
    let fps = 10;
    let source = Arc::new(Cues::default());
    let id = "rec_actions_01";
    let rec = Recorder::start(
        Arc::new(Synthetic::new(320, 240)),
        RecorderConfig {
            actions: Some(source.clone()),
            ..config(dir.path(), id, fps, Duration::from_secs(60))
        },
        tx,
    )
    .unwrap();
    std::thread::sleep(Duration::from_millis(2500));
    let report = rec.stop(StopReason::Requested);
    assert_eq!(*source.asked.lock().unwrap(), [id]);
    check_mp4(dir.path(), &report, fps);
    let mp4 = mp4_path(dir.path(), id);
    let info = probe(&mp4);
    let text = &info["streams"][1];
    assert_eq!(
        (&text["codec_type"], &text["codec_name"]),
        (&"subtitle".into(), &"mov_text".into()),
        "{info}"
    );
    // Read back as ffmpeg reads it: each cue at its time, the two at 0.7 s as one, the gaps
    // empty, nothing after the end.
    let out = run(
        "ffmpeg",
        &[
            "-v",
            "error",
            "-i",
            mp4.to_str().unwrap(),
            "-map",
            "0:s:0",
            "-f",
            "webvtt",
            "-",
        ],
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let vtt = String::from_utf8(out.stdout).unwrap();
    for want in [
        "00:00.000 --> 00:00.500\nscreen_recording start · ci\n",
        "00:00.700 --> 00:01.200\nclick at 40,30 · ci\nviewer connected\n",
        "00:01.500 --> 00:02.000\ntype 14 characters · ci\n",
    ] {
        assert!(vtt.contains(want), "{want:?} not in {vtt}");
    }
    assert!(!vtt.contains("too late"), "{vtt}");
    // video_frames still reads the video alone, from its index.
    let never = std::sync::atomic::AtomicBool::new(false);
    let survey =
        video::survey::survey(&mp4, &video::survey::Request::new(id), &|_, _| {}, &never).unwrap();
    assert!(survey.indexed && !survey.frames.is_empty());
}

#[test]
fn a_recording_whose_actions_cannot_be_had_has_no_text_track() {
    #[derive(Debug)]
    struct Unreachable;
    impl ActionsSource for Unreachable {
        fn fetch(&self, _: &str) -> Option<proto::RecordingActions> {
            None
        }
    }
    let dir = temp_dir();
    let (tx, _rx) = unbounded_channel();
    let rec = Recorder::start(
        Arc::new(Synthetic::new(320, 240)),
        RecorderConfig {
            actions: Some(Arc::new(Unreachable)),
            ..config(dir.path(), "rec_noactions1", 10, Duration::from_secs(60))
        },
        tx,
    )
    .unwrap();
    std::thread::sleep(Duration::from_millis(600));
    let report = rec.stop(StopReason::Requested);
    check_mp4(dir.path(), &report, 10);
    let info = probe(&mp4_path(dir.path(), "rec_noactions1"));
    assert_eq!(info["streams"].as_array().unwrap().len(), 1, "{info}");
}
