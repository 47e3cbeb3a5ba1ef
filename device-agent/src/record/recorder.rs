//! The recording pipeline (capture thread, encode thread, finishing) and its handle.
//!
//! Capture and encoding run on two plain threads so a slow encode never delays the next grab:
//!
//! - the **capture thread** grabs the display at `fps` slots paced from the first frame's
//!   capture time, into one reused buffer ([`Backend::grab_into`], which compares in place:
//!   a still screen costs a grab and a compare, no copy and no allocation). A grab that runs
//!   late skips the slots that expired meanwhile (counted as dropped) instead of bursting to
//!   catch up. A changed frame is copied into a buffer the encoder handed back and queued;
//!   an unchanged one is queued as a bare "same" mark. The queue holds two; when it is full
//!   the slot is dropped (counted) rather than memory growing.
//! - the **encode thread** does not re-encode a "same" slot (the previous sample just lasts
//!   longer), except that a keyframe is forced whenever `KEYFRAME_INTERVAL_MS` would
//!   otherwise pass without one; it converts,
//!   encodes and appends each access unit to the journal. When capture ends it writes the
//!   end record, makes the MP4 from the journal, writes the report JSON, deletes the journal
//!   and sends the final report, exactly once.
//!
//! A recording stops on request ([`Recorder::stop`]), at `max_duration`, when the disk fills
//! up, when capture keeps failing (or the display changes size) and when the encoder fails.
//! [`recover`] finishes, at the agent's next start, the journals a crash left behind.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{Receiver, SyncSender, TrySendError, sync_channel};
use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError};
use std::thread::JoinHandle;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use proto::{
    AgentError, AgentErrorCode, FileState, KEYFRAME_INTERVAL_MS, MAX_RECORDING_FPS,
    RECORDING_CODEC, RecordingReport, StopReason, Target,
};
use tokio::sync::mpsc::UnboundedSender;

use super::convert::Converter;
use super::h264::H264Encoder;
use super::journal::{JournalError, JournalMeta, JournalReader, JournalWriter};
use super::mux::{self, MuxError, MuxSummary};
use crate::backend::{Backend, BackendError, Frame};

/// Grabs that may fail in a row before the recording stops with `CaptureFailed`.
const MAX_CAPTURE_FAILURES: u32 = 10;
/// Frames waiting for the encoder at most.
const QUEUE: usize = 2;

/// What the capture thread hands the encoder for one slot.
enum Grabbed {
    /// New pixels.
    Frame(Frame),
    /// The same pixels as the frame before, captured at this time.
    Same(Instant),
}

/// What to record and where.
#[derive(Debug, Clone)]
pub struct RecorderConfig {
    /// The recording's id (names its journal, MP4 and report files).
    pub recording_id: String,
    /// The display to record.
    pub display: u32,
    /// Frames per second to capture.
    pub fps: u32,
    /// Stop by itself after this long.
    pub max_duration: Duration,
    /// Directory for the journal, the MP4 and the report.
    pub dir: PathBuf,
}

/// Why a recording could not start.
#[derive(Debug, thiserror::Error)]
pub enum RecordError {
    /// A parameter cannot be honoured (bad id, fps out of bounds, id already used).
    #[error("{0}")]
    InvalidArgument(String),
    /// The display does not exist.
    #[error("{0}")]
    TargetNotFound(String),
    /// The display could not be captured.
    #[error("capture failed: {0}")]
    CaptureFailed(String),
    /// The device's disk is full.
    #[error("the device's disk is full: {0}")]
    DiskFull(String),
    /// The encoder could not be set up.
    #[error("H.264 encoder: {0}")]
    Encoder(String),
    /// Anything else (files, threads).
    #[error("{0}")]
    Internal(String),
}

impl RecordError {
    /// The wire error for this failure.
    pub fn into_agent_error(self) -> AgentError {
        let code = match &self {
            RecordError::InvalidArgument(_) => AgentErrorCode::InvalidArgument,
            RecordError::TargetNotFound(_) => AgentErrorCode::TargetNotFound,
            RecordError::CaptureFailed(_) => AgentErrorCode::CaptureFailed,
            RecordError::DiskFull(_) => AgentErrorCode::DiskFull,
            RecordError::Encoder(_) | RecordError::Internal(_) => AgentErrorCode::Internal,
        };
        AgentError::new(code, self.to_string())
    }

    fn from_journal(e: JournalError) -> RecordError {
        match e {
            JournalError::DiskFull(e) => RecordError::DiskFull(e.to_string()),
            other => RecordError::Internal(other.to_string()),
        }
    }
}

/// The MP4 of a recording: `dir/<id>.mp4`.
pub fn mp4_path(dir: &Path, recording_id: &str) -> PathBuf {
    dir.join(format!("{recording_id}.mp4"))
}

/// The final report of a recording, as JSON: `dir/<id>.json`.
pub fn report_path(dir: &Path, recording_id: &str) -> PathBuf {
    dir.join(format!("{recording_id}.json"))
}

/// The journal of a recording in progress: `dir/<id>.journal`.
pub(crate) fn journal_path(dir: &Path, recording_id: &str) -> PathBuf {
    dir.join(format!("{recording_id}.journal"))
}

/// Where the MP4 is written before it is renamed into place.
fn mp4_temp_path(dir: &Path, recording_id: &str) -> PathBuf {
    dir.join(format!("{recording_id}.mp4.part"))
}

/// Seconds with one decimal, for messages.
fn secs(us: u64) -> String {
    format!("{:.1} s", us as f64 / 1e6)
}

/// Why and when capture ended.
#[derive(Debug, Clone)]
struct StopCause {
    reason: StopReason,
    message: String,
    /// Where the recording ends (the last sample lasts until here).
    end_at: Instant,
}

/// Mutable state shared by the handle and the threads.
#[derive(Debug, Default)]
struct State {
    stop: Option<StopCause>,
    done: Option<RecordingReport>,
}

/// What the handle and both threads share.
#[derive(Debug)]
struct Shared {
    id: String,
    dir: PathBuf,
    display: u32,
    fps: u32,
    max_duration: Duration,
    width: u32,
    height: u32,
    started_at_ms: u64,
    /// The first frame's capture time: time zero of the recording.
    t0: Instant,
    interval: Duration,
    frames: AtomicU64,
    dropped: AtomicU64,
    payload_bytes: AtomicU64,
    state: Mutex<State>,
    changed: Condvar,
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, State> {
        // A panicking thread cannot leave `State` half-updated (plain field stores), so a
        // poisoned lock is still usable.
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// End capture for `reason` unless it already ended; the first cause wins.
    fn request_stop(&self, reason: StopReason, message: String, end_at: Instant) {
        let mut st = self.lock();
        if st.stop.is_none() {
            let end_at = end_at.max(self.t0).min(self.t0 + self.max_duration);
            st.stop = Some(StopCause {
                reason,
                message,
                end_at,
            });
            self.changed.notify_all();
        }
    }

    /// Sleep until `deadline`; `true` when a stop was requested meanwhile.
    fn wait_until(&self, deadline: Instant) -> bool {
        let mut st = self.lock();
        loop {
            if st.stop.is_some() {
                return true;
            }
            let now = Instant::now();
            if now >= deadline {
                return false;
            }
            st = self
                .changed
                .wait_timeout(st, deadline - now)
                .unwrap_or_else(PoisonError::into_inner)
                .0;
        }
    }

    fn us_since_start(&self, at: Instant) -> u64 {
        at.saturating_duration_since(self.t0).as_micros() as u64
    }

    /// A report with the counters as they are.
    fn report_now(&self, st: &State) -> RecordingReport {
        let end = match &st.stop {
            Some(c) => c.end_at,
            None => Instant::now().min(self.t0 + self.max_duration),
        };
        RecordingReport {
            recording_id: self.id.clone(),
            state: if st.stop.is_some() {
                FileState::Stopped
            } else {
                FileState::Recording
            },
            already_running: false,
            started_at_ms: self.started_at_ms,
            duration_ms: self.us_since_start(end) / 1000,
            width: self.width,
            height: self.height,
            fps: self.fps,
            frames: self.frames.load(Ordering::Relaxed),
            dropped_frames: self.dropped.load(Ordering::Relaxed),
            size_bytes: self.payload_bytes.load(Ordering::Relaxed),
            codec: RECORDING_CODEC.to_string(),
            stop_reason: st.stop.as_ref().map(|c| c.reason),
            stop_message: st.stop.as_ref().map(|c| c.message.clone()),
            interrupted: false,
            sha256: None,
            uploaded_bytes: None,
            error: None,
        }
    }
}

/// A recording in progress (or finished): the handle returned by [`Recorder::start`].
#[derive(Debug)]
pub struct Recorder {
    shared: Arc<Shared>,
    threads: Mutex<Vec<JoinHandle<()>>>,
}

impl Recorder {
    /// Starts capture+encode threads; returns once the first frame was grabbed (so
    /// width/height are known) or with an error. Blocking. When the recording ends, however
    /// it ends, its final report is sent on `finished`, once.
    pub fn start(
        backend: Arc<dyn Backend>,
        config: RecorderConfig,
        finished: UnboundedSender<RecordingReport>,
    ) -> Result<Recorder, RecordError> {
        proto::validate_recording_id(&config.recording_id)
            .map_err(|e| RecordError::InvalidArgument(e.to_string()))?;
        if config.fps == 0 || i64::from(config.fps) > MAX_RECORDING_FPS {
            return Err(RecordError::InvalidArgument(format!(
                "fps {} is out of bounds; allowed 1..={MAX_RECORDING_FPS}",
                config.fps
            )));
        }
        if config.max_duration.is_zero() {
            return Err(RecordError::InvalidArgument(
                "max_duration must be positive".into(),
            ));
        }
        fs::create_dir_all(&config.dir).map_err(|e| {
            if super::journal::is_disk_full(&e) {
                RecordError::DiskFull(e.to_string())
            } else {
                RecordError::Internal(format!("creating {}: {e}", config.dir.display()))
            }
        })?;
        let id = config.recording_id.clone();
        if mp4_path(&config.dir, &id).exists() || journal_path(&config.dir, &id).exists() {
            return Err(RecordError::InvalidArgument(format!(
                "a recording with id {id} already exists on this device"
            )));
        }

        let target = Target::Display {
            display: config.display,
        };
        let grab_failed = |e| match e {
            BackendError::NotFound(m) => RecordError::TargetNotFound(m),
            BackendError::Invalid(m) => RecordError::InvalidArgument(m),
            other => RecordError::CaptureFailed(other.to_string()),
        };
        // A first grab gives the size the encoder needs; making the encoder takes a while,
        // so the frame that starts the clock is grabbed again after it, or slot 1 would be
        // due before the capture thread runs.
        let mut first = backend.grab(target).map_err(grab_failed)?;
        let converter = Converter::new(first.width, first.height);
        let (width, height) = converter.size();
        if width < 16 || height < 16 {
            return Err(RecordError::CaptureFailed(format!(
                "the display is {}x{}, too small to record",
                first.width, first.height
            )));
        }
        let encoder = H264Encoder::new(width, height, config.fps)
            .map_err(|e| RecordError::Encoder(e.to_string()))?;
        backend.grab_into(target, &mut first).map_err(grab_failed)?;
        if (first.width & !1, first.height & !1) != (width, height) {
            return Err(RecordError::CaptureFailed(
                "the display changed size while the recording started; try again".into(),
            ));
        }
        let t0 = first.captured_at;
        let started_at_ms = SystemTime::now()
            .checked_sub(t0.elapsed())
            .unwrap_or_else(SystemTime::now)
            .duration_since(UNIX_EPOCH)
            .map(|d| d.as_millis() as u64)
            .unwrap_or(0);
        let meta = JournalMeta {
            recording_id: id.clone(),
            display: config.display,
            width,
            height,
            fps: config.fps,
            started_at_ms,
            max_duration_seconds: config.max_duration.as_secs(),
            sps: hex::encode(encoder.sps()),
            pps: hex::encode(encoder.pps()),
        };
        let journal = JournalWriter::create(&journal_path(&config.dir, &id), &meta)
            .map_err(RecordError::from_journal)?;

        let shared = Arc::new(Shared {
            id,
            dir: config.dir,
            display: config.display,
            fps: config.fps,
            max_duration: config.max_duration,
            width,
            height,
            started_at_ms,
            t0,
            interval: Duration::from_nanos(1_000_000_000 / u64::from(config.fps)),
            frames: AtomicU64::new(0),
            dropped: AtomicU64::new(0),
            payload_bytes: AtomicU64::new(0),
            state: Mutex::new(State::default()),
            changed: Condvar::new(),
        });
        let (tx, rx) = sync_channel::<Grabbed>(QUEUE);
        // Frames the encoder is done with go back to the capture thread for reuse.
        let (recycle_tx, recycle_rx) = sync_channel::<Frame>(QUEUE + 2);
        // The queue is empty: the first frame always fits.
        let _ = tx.try_send(Grabbed::Frame(first.clone()));
        let encode = {
            let shared = shared.clone();
            let pipeline = Encoding {
                shared,
                converter,
                encoder,
                journal,
            };
            std::thread::Builder::new()
                .name("rec-encode".into())
                .spawn(move || pipeline.run(rx, recycle_tx, finished))
                .map_err(|e| RecordError::Internal(format!("starting the encode thread: {e}")))?
        };
        let capture = {
            let shared = shared.clone();
            std::thread::Builder::new()
                .name("rec-capture".into())
                .spawn(move || capture_loop(&*backend, &shared, tx, recycle_rx, first))
        };
        let capture = match capture {
            Ok(h) => h,
            Err(e) => {
                // The encode thread finishes what it has (the first frame) and reports.
                shared.request_stop(
                    StopReason::CaptureFailed,
                    format!("capture failed: cannot start the capture thread: {e}"),
                    Instant::now(),
                );
                return Err(RecordError::Internal(format!(
                    "starting the capture thread: {e}"
                )));
            }
        };
        Ok(Recorder {
            shared,
            threads: Mutex::new(vec![capture, encode]),
        })
    }

    /// The recording's id.
    pub fn recording_id(&self) -> &str {
        &self.shared.id
    }

    /// Live report: state Recording (duration so far, frames, dropped_frames, size so far) or
    /// Stopped once capture ended (the final report, with the MP4's size and SHA-256, once
    /// finished; Failed if the MP4 could not be written).
    pub fn report(&self) -> RecordingReport {
        let st = self.shared.lock();
        match &st.done {
            Some(r) => r.clone(),
            None => self.shared.report_now(&st),
        }
    }

    /// Whether capture is still going (no stop requested or decided yet).
    pub fn is_running(&self) -> bool {
        self.shared.lock().stop.is_none()
    }

    /// Blocking: ends capture (if still running) with this reason, finishes the MP4, returns
    /// the final report. Idempotent; after a self-stop returns that stop's report.
    pub fn stop(&self, reason: StopReason) -> RecordingReport {
        self.shared
            .request_stop(reason, stop_message(reason), Instant::now());
        let report = {
            let mut st = self.shared.lock();
            loop {
                if let Some(r) = &st.done {
                    break r.clone();
                }
                st = self
                    .shared
                    .changed
                    .wait(st)
                    .unwrap_or_else(PoisonError::into_inner);
            }
        };
        let threads =
            std::mem::take(&mut *self.threads.lock().unwrap_or_else(PoisonError::into_inner));
        for t in threads {
            let _ = t.join();
        }
        report
    }
}

impl Drop for Recorder {
    /// Dropping a running recorder stops it as an agent shutdown, without waiting: the
    /// threads finish the MP4 and send the report on their own.
    fn drop(&mut self) {
        self.shared.request_stop(
            StopReason::AgentShutdown,
            stop_message(StopReason::AgentShutdown),
            Instant::now(),
        );
    }
}

/// The message for a stop decided from outside.
fn stop_message(reason: StopReason) -> String {
    match reason {
        StopReason::Requested => "stopped on request".into(),
        StopReason::AgentShutdown => "the agent was shut down".into(),
        StopReason::MaxDuration => "reached max_duration_seconds".into(),
        StopReason::DiskFull => "the device's disk is full".into(),
        StopReason::CaptureFailed => "capture failed".into(),
        StopReason::EncodeFailed => "the encoder failed".into(),
        StopReason::Interrupted => "the agent stopped unexpectedly".into(),
    }
}

/// The capture thread: grab at each slot until stopped.
fn capture_loop(
    backend: &dyn Backend,
    shared: &Shared,
    tx: SyncSender<Grabbed>,
    recycle: Receiver<Frame>,
    mut current: Frame,
) {
    let interval = shared.interval.as_nanos().max(1);
    // Slots 0..max_slots start before the cap; slot 0 was grabbed by `start`.
    let max_slots = shared.max_duration.as_nanos().div_ceil(interval) as u64;
    let target = Target::Display {
        display: shared.display,
    };
    let mut slot: u64 = 1;
    let mut failures = 0u32;
    loop {
        if slot >= max_slots {
            shared.request_stop(
                StopReason::MaxDuration,
                format!(
                    "reached max_duration_seconds ({} s)",
                    shared.max_duration.as_secs_f64().round()
                ),
                shared.t0 + shared.max_duration,
            );
            break;
        }
        let deadline = shared.t0 + Duration::from_nanos((slot as u128 * interval) as u64);
        if shared.wait_until(deadline) {
            break;
        }
        match backend.grab_into(target, &mut current) {
            Ok(changed) => {
                failures = 0;
                let size = (current.width & !1, current.height & !1);
                if size != (shared.width, shared.height) {
                    shared.request_stop(
                        StopReason::CaptureFailed,
                        format!(
                            "capture failed: the display's size changed from {}x{} to {}x{}",
                            shared.width, shared.height, current.width, current.height
                        ),
                        current.captured_at,
                    );
                    break;
                }
                let grabbed = if changed {
                    let mut copy = recycle.try_recv().unwrap_or_else(|_| Frame {
                        width: 0,
                        height: 0,
                        stride: 0,
                        data: Vec::new(),
                        source: current.source,
                        captured_at: current.captured_at,
                        title: None,
                    });
                    copy.width = current.width;
                    copy.height = current.height;
                    copy.stride = current.stride;
                    copy.source = current.source;
                    copy.captured_at = current.captured_at;
                    copy.data.clear();
                    copy.data.extend_from_slice(&current.data);
                    Grabbed::Frame(copy)
                } else {
                    Grabbed::Same(current.captured_at)
                };
                match tx.try_send(grabbed) {
                    Ok(()) => {}
                    Err(TrySendError::Full(_)) => {
                        shared.dropped.fetch_add(1, Ordering::Relaxed);
                    }
                    // The encoder ended (it failed and asked to stop).
                    Err(TrySendError::Disconnected(_)) => break,
                }
            }
            Err(BackendError::NotFound(m)) => {
                shared.request_stop(
                    StopReason::CaptureFailed,
                    format!("capture failed: display {} is gone: {m}", shared.display),
                    Instant::now(),
                );
                break;
            }
            Err(e) => {
                failures += 1;
                shared.dropped.fetch_add(1, Ordering::Relaxed);
                if failures >= MAX_CAPTURE_FAILURES {
                    shared.request_stop(
                        StopReason::CaptureFailed,
                        format!("capture failed {failures} times in a row: {e}"),
                        Instant::now(),
                    );
                    break;
                }
            }
        }
        // Slots whose whole window passed during the grab are dropped, not caught up.
        let current = (Instant::now()
            .saturating_duration_since(shared.t0)
            .as_nanos()
            / interval) as u64;
        let next = current.max(slot + 1).min(max_slots);
        shared
            .dropped
            .fetch_add(next - (slot + 1), Ordering::Relaxed);
        slot = next;
    }
}

/// The encode thread's state.
struct Encoding {
    shared: Arc<Shared>,
    converter: Converter,
    encoder: H264Encoder,
    journal: JournalWriter,
}

impl Encoding {
    fn run(
        mut self,
        rx: Receiver<Grabbed>,
        recycle: SyncSender<Frame>,
        finished: UnboundedSender<RecordingReport>,
    ) {
        let shared = self.shared.clone();
        let interval_us = shared.interval.as_micros() as u64;
        let keyframe_us = KEYFRAME_INTERVAL_MS * 1000;
        let mut previous: Option<Frame> = None;
        let mut last_key_us: Option<u64> = None;
        let mut failed = false;
        let mut last_us = 0;
        for grabbed in rx.iter() {
            if failed {
                continue;
            }
            let captured_at = match &grabbed {
                Grabbed::Frame(f) => f.captured_at,
                Grabbed::Same(at) => *at,
            };
            let ts_us = shared.us_since_start(captured_at);
            // Force a keyframe when the next frame would come too late for the interval.
            let need_key =
                last_key_us.is_none_or(|k| ts_us.saturating_sub(k) + interval_us > keyframe_us);
            let frame = match grabbed {
                Grabbed::Frame(f) => f,
                Grabbed::Same(_) if !need_key => {
                    shared.frames.fetch_add(1, Ordering::Relaxed);
                    continue;
                }
                // The same pixels again, but a keyframe is due: encode the held frame.
                Grabbed::Same(_) => match previous.take() {
                    Some(p) => p,
                    None => continue,
                },
            };
            match self.encode(&frame, ts_us, need_key) {
                Ok(Some(keyframe)) => {
                    if keyframe {
                        last_key_us = Some(ts_us);
                    }
                    last_us = ts_us;
                }
                Ok(None) => {}
                Err(Failure::DiskFull(e)) => {
                    shared.request_stop(
                        StopReason::DiskFull,
                        format!(
                            "the device's disk is full ({e}); kept the first {}",
                            secs(ts_us)
                        ),
                        captured_at,
                    );
                    failed = true;
                    continue;
                }
                Err(Failure::Other(m)) => {
                    shared.request_stop(
                        StopReason::EncodeFailed,
                        format!("the encoder failed: {m}"),
                        captured_at,
                    );
                    failed = true;
                    continue;
                }
            }
            shared.frames.fetch_add(1, Ordering::Relaxed);
            if let Some(old) = previous.replace(frame) {
                // Full or gone: the capture thread allocates instead.
                let _ = recycle.try_send(old);
            }
        }
        drop(previous);
        // Capture has ended: its cause is set (or the capture thread died).
        let cause = {
            let st = shared.lock();
            st.stop.clone()
        };
        let cause = match cause {
            Some(c) => c,
            None => {
                shared.request_stop(
                    StopReason::CaptureFailed,
                    "capture failed: the capture thread ended unexpectedly".into(),
                    Instant::now(),
                );
                let st = shared.lock();
                match st.stop.clone() {
                    Some(c) => c,
                    None => return,
                }
            }
        };
        let end_us = shared.us_since_start(cause.end_at).max(last_us);
        if let Err(e) = self.journal.finish(end_us) {
            tracing::warn!(recording = %shared.id, error = %e, "could not end the journal");
        }
        drop(self.encoder);
        let report = finish(&shared, &cause);
        {
            let mut st = shared.lock();
            st.done = Some(report.clone());
            shared.changed.notify_all();
        }
        let _ = finished.send(report);
    }

    /// Convert, encode and journal one frame; `Some(keyframe)` when something was written.
    fn encode(
        &mut self,
        frame: &Frame,
        ts_us: u64,
        force_idr: bool,
    ) -> Result<Option<bool>, Failure> {
        let picture = self
            .converter
            .convert(frame)
            .map_err(|e| Failure::Other(e.to_string()))?;
        let au = self
            .encoder
            .encode(picture, (ts_us / 1000) as i64, force_idr)
            .map_err(|e| Failure::Other(e.to_string()))?;
        let Some(au) = au else { return Ok(None) };
        match self.journal.append(ts_us, au.keyframe, au.data) {
            Ok(()) => {
                self.shared
                    .payload_bytes
                    .store(self.journal.payload_bytes(), Ordering::Relaxed);
                Ok(Some(au.keyframe))
            }
            Err(JournalError::DiskFull(e)) => Err(Failure::DiskFull(e.to_string())),
            Err(e) => Err(Failure::Other(format!("writing the journal: {e}"))),
        }
    }
}

/// Why a frame could not be recorded.
enum Failure {
    DiskFull(String),
    Other(String),
}

/// Write the report JSON (to a temporary name, then renamed).
fn write_report(dir: &Path, report: &RecordingReport) -> io::Result<()> {
    let path = report_path(dir, &report.recording_id);
    let tmp = dir.join(format!("{}.json.part", report.recording_id));
    let json = serde_json::to_vec_pretty(report).map_err(io::Error::other)?;
    fs::write(&tmp, json)?;
    fs::File::open(&tmp)?.sync_all()?;
    fs::rename(&tmp, &path)
}

/// How making the MP4 went.
enum Made {
    /// Finished: the MP4 is in place, the journal deleted.
    Done(MuxSummary, String),
    /// Failed; the journal is kept unless nothing was recorded.
    Failed {
        /// What went wrong.
        error: String,
        /// For lack of disk space (worth retrying later).
        disk_full: bool,
    },
}

/// Mux the journal of `id` into its MP4 (via a temporary name), hash it, delete the journal.
/// On a full disk the journal is kept for [`recover`]; with nothing recorded it is deleted.
fn make_mp4(dir: &Path, id: &str) -> Made {
    let journal = journal_path(dir, id);
    let tmp = mp4_temp_path(dir, id);
    let result = mux::journal_to_mp4(&journal, &tmp).and_then(|summary| {
        fs::rename(&tmp, mp4_path(dir, id))?;
        let sha = crate::digest::of_file(&mp4_path(dir, id))?.sha256;
        Ok((summary, sha))
    });
    match result {
        Ok((summary, sha)) => {
            if let Err(e) = fs::remove_file(&journal) {
                tracing::warn!(recording = %id, error = %e, "could not delete the journal");
            }
            Made::Done(summary, sha)
        }
        Err(e) => {
            let _ = fs::remove_file(&tmp);
            match e {
                MuxError::Empty => {
                    let _ = fs::remove_file(&journal);
                    Made::Failed {
                        error: "no frame was recorded".into(),
                        disk_full: false,
                    }
                }
                e if e.is_disk_full() => Made::Failed {
                    error: format!(
                        "the MP4 could not be written, the device's disk is full ({e}); the journal is kept and will be finished at the agent's next start"
                    ),
                    disk_full: true,
                },
                e => Made::Failed {
                    error: format!("the MP4 could not be written: {e}"),
                    disk_full: false,
                },
            }
        }
    }
}

/// Make the MP4 and the final report of a recording whose capture has ended.
fn finish(shared: &Shared, cause: &StopCause) -> RecordingReport {
    let mut report = {
        let st = shared.lock();
        shared.report_now(&st)
    };
    match make_mp4(&shared.dir, &shared.id) {
        Made::Done(summary, sha) => {
            report.duration_ms = summary.end_us / 1000;
            report.size_bytes = summary.size_bytes;
            report.sha256 = Some(sha);
        }
        Made::Failed { error, .. } => {
            report.state = FileState::Failed;
            report.error = Some(error);
        }
    }
    report.stop_reason = Some(cause.reason);
    report.stop_message = Some(cause.message.clone());
    if let Err(e) = write_report(&shared.dir, &report) {
        tracing::warn!(recording = %shared.id, error = %e, "could not write the report");
    }
    report
}

/// Blocking: turn every journal left in `dir` by a crashed agent into an MP4 marked
/// interrupted (stop_reason Interrupted) with its report JSON, delete the journal, return the
/// reports. `frames` in these reports counts encoded frames (repeats of a still screen are
/// not journaled), `dropped_frames` is unknown (0). A journal whose MP4 cannot be written for
/// lack of space is kept (its report is Failed) for a later try; one that cannot be muxed for
/// another reason is renamed to `<id>.journal.bad`. Call it before starting recordings: it
/// would also take the journals of recordings in progress.
pub fn recover(dir: &Path) -> Vec<RecordingReport> {
    let Ok(entries) = fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut ids: Vec<String> = entries
        .filter_map(|e| e.ok())
        .filter_map(|e| {
            let name = e.file_name().into_string().ok()?;
            let id = name.strip_suffix(".journal")?.to_string();
            proto::validate_recording_id(&id).ok()?;
            Some(id)
        })
        .collect();
    ids.sort();
    ids.into_iter().map(|id| recover_one(dir, &id)).collect()
}

/// Recover one journal.
fn recover_one(dir: &Path, id: &str) -> RecordingReport {
    let journal = journal_path(dir, id);
    let mut report = RecordingReport {
        recording_id: id.to_string(),
        state: FileState::Stopped,
        already_running: false,
        started_at_ms: 0,
        duration_ms: 0,
        width: 0,
        height: 0,
        fps: 0,
        frames: 0,
        dropped_frames: 0,
        size_bytes: 0,
        codec: RECORDING_CODEC.to_string(),
        stop_reason: Some(StopReason::Interrupted),
        stop_message: None,
        interrupted: true,
        sha256: None,
        uploaded_bytes: None,
        error: None,
    };
    let meta = match JournalReader::open(&journal) {
        Ok(r) => r.meta().clone(),
        Err(e) => {
            // The header is written (and synced) first, in one write: without a valid one
            // there is nothing to recover.
            let _ = fs::remove_file(&journal);
            report.state = FileState::Failed;
            report.stop_message = Some(stop_message(StopReason::Interrupted));
            report.error = Some(format!("the recording's journal is unreadable: {e}"));
            let _ = write_report(dir, &report);
            return report;
        }
    };
    report.started_at_ms = meta.started_at_ms;
    report.width = meta.width;
    report.height = meta.height;
    report.fps = meta.fps;
    match make_mp4(dir, id) {
        Made::Done(summary, sha) => {
            report.duration_ms = summary.end_us / 1000;
            report.frames = summary.samples;
            report.size_bytes = summary.size_bytes;
            report.sha256 = Some(sha);
            report.stop_message = Some(if summary.clean_end {
                format!(
                    "the recording had ended but its MP4 was not finished; finished from its journal ({}) at the agent's next start",
                    secs(summary.end_us)
                )
            } else {
                format!(
                    "the agent stopped unexpectedly; recovered the first {} from its journal",
                    secs(summary.end_us)
                )
            });
        }
        Made::Failed { error, disk_full } => {
            if !disk_full && journal.exists() {
                let _ = fs::rename(&journal, dir.join(format!("{id}.journal.bad")));
            }
            report.state = FileState::Failed;
            report.stop_message = Some(stop_message(StopReason::Interrupted));
            report.error = Some(error);
        }
    }
    if let Err(e) = write_report(dir, &report) {
        tracing::warn!(recording = %id, error = %e, "could not write the report");
    }
    report
}
