//! The handle of a recording: [`Recorder::start`] checks the request and sets the pipeline
//! up, then the handle reports, stops and, dropped, shuts the recording down.
//!
//! Capture ([`super::capture`]) and encoding ([`super::encoding`]) run on two plain threads
//! so a slow encode never delays the next grab; [`super::finish`] makes the MP4 and the
//! report when capture ends. A recording stops on request ([`Recorder::stop`]), at
//! `max_duration`, when the disk fills up, when capture keeps failing (or the display
//! changes size) and when the encoder fails.

use std::fs;
use std::path::PathBuf;
use std::sync::atomic::AtomicU64;
use std::sync::mpsc::sync_channel;
use std::sync::{Arc, Condvar, Mutex, PoisonError};
use std::thread::JoinHandle;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use proto::{AgentError, AgentErrorCode, MAX_RECORDING_FPS, RecordingReport, StopReason, Target};
use tokio::sync::mpsc::UnboundedSender;

use super::capture::{Grabbed, QUEUE, capture_loop};
use super::convert::Converter;
use super::encoding::Encoding;
use super::h264::{EncodeError, H264Encoder};
use super::journal::{JournalError, JournalMeta, JournalWriter};
use super::paths::{journal_path, mp4_path};
use super::shared::{Shared, State, stop_message};
use crate::backend::{Backend, BackendError, Frame};

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
    /// Where its actions are asked for once capture ends, to be muxed as the MP4's
    /// timed-text track (`None`: no such track).
    pub actions: Option<std::sync::Arc<dyn super::ActionsSource>>,
}

/// Why a recording could not start.
#[derive(Debug, thiserror::Error)]
pub enum RecordError {
    /// A parameter cannot be honoured (fps out of bounds, id already used).
    #[error("{0}")]
    InvalidArgument(String),
    /// The recording id is not one the relay issues.
    #[error(transparent)]
    BadId(#[from] proto::ArgError),
    /// The display does not exist.
    #[error("{0}")]
    TargetNotFound(String),
    /// The display could not be captured.
    #[error("capture failed: {0}")]
    CaptureFailed(String),
    /// The backend failed to grab the display.
    #[error("capture failed: {0}")]
    Grab(#[source] BackendError),
    /// The device's disk is full.
    #[error("the device's disk is full: {0}")]
    DiskFull(#[source] std::io::Error),
    /// The encoder could not be set up.
    #[error("H.264 encoder: {0}")]
    Encoder(#[source] EncodeError),
    /// The journal could not be created.
    #[error(transparent)]
    Journal(JournalError),
    /// Anything else (files, threads).
    #[error("{0}")]
    Internal(String),
}

impl RecordError {
    /// The wire error for this failure.
    pub(crate) fn into_agent_error(self) -> AgentError {
        let code = match &self {
            RecordError::InvalidArgument(_) | RecordError::BadId(_) => {
                AgentErrorCode::InvalidArgument
            }
            RecordError::TargetNotFound(_) => AgentErrorCode::TargetNotFound,
            RecordError::CaptureFailed(_) | RecordError::Grab(_) => AgentErrorCode::CaptureFailed,
            RecordError::DiskFull(_) => AgentErrorCode::DiskFull,
            RecordError::Encoder(_) | RecordError::Journal(_) | RecordError::Internal(_) => {
                AgentErrorCode::Internal
            }
        };
        AgentError::new(code, self.to_string())
    }

    fn from_journal(e: JournalError) -> RecordError {
        match e {
            JournalError::DiskFull(e) => RecordError::DiskFull(e),
            other => RecordError::Journal(other),
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
        proto::validate_recording_id(&config.recording_id)?;
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
                RecordError::DiskFull(e)
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
            other => RecordError::Grab(other),
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
        let encoder = H264Encoder::new(width, height, config.fps).map_err(RecordError::Encoder)?;
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
            actions: config.actions,
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
    pub(crate) fn report(&self) -> RecordingReport {
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
