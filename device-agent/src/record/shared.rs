//! The state a recording's handle and its two threads share, and the stop decision.
//!
//! The handle ([`super::Recorder`]), the capture thread and the encode thread all learn
//! from here whether the recording must stop and why (the first cause wins), and the
//! handle waits here for the final report. Kept apart so each thread's file holds only
//! its own loop.

use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Condvar, Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};

use proto::{FileState, RECORDING_CODEC, RecordingReport, StopReason};

/// Seconds with one decimal, for messages.
pub(super) fn secs(us: u64) -> String {
    format!("{:.1} s", us as f64 / 1e6)
}

/// Why and when capture ended.
#[derive(Debug, Clone)]
pub(super) struct StopCause {
    pub(super) reason: StopReason,
    pub(super) message: String,
    /// Where the recording ends (the last sample lasts until here).
    pub(super) end_at: Instant,
}

/// Mutable state shared by the handle and the threads.
#[derive(Debug, Default)]
pub(super) struct State {
    pub(super) stop: Option<StopCause>,
    pub(super) done: Option<RecordingReport>,
}

/// What the handle and both threads share.
#[derive(Debug)]
pub(super) struct Shared {
    pub(super) id: String,
    pub(super) dir: PathBuf,
    pub(super) display: u32,
    pub(super) fps: u32,
    pub(super) max_duration: Duration,
    pub(super) width: u32,
    pub(super) height: u32,
    pub(super) started_at_ms: u64,
    /// The first frame's capture time: time zero of the recording.
    pub(super) t0: Instant,
    pub(super) interval: Duration,
    pub(super) frames: AtomicU64,
    pub(super) dropped: AtomicU64,
    pub(super) payload_bytes: AtomicU64,
    pub(super) state: Mutex<State>,
    pub(super) changed: Condvar,
    /// Where the recording's actions come from when it is finished (none in tests).
    pub(super) actions: Option<std::sync::Arc<dyn super::ActionsSource>>,
}

impl Shared {
    pub(super) fn lock(&self) -> MutexGuard<'_, State> {
        // A panicking thread cannot leave `State` half-updated (plain field stores), so a
        // poisoned lock is still usable.
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// End capture for `reason` unless it already ended; the first cause wins.
    pub(super) fn request_stop(&self, reason: StopReason, message: String, end_at: Instant) {
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
    pub(super) fn wait_until(&self, deadline: Instant) -> bool {
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

    pub(super) fn us_since_start(&self, at: Instant) -> u64 {
        at.saturating_duration_since(self.t0).as_micros() as u64
    }

    /// A report with the counters as they are.
    pub(super) fn report_now(&self, st: &State) -> RecordingReport {
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

/// The message for a stop decided from outside.
pub(super) fn stop_message(reason: StopReason) -> String {
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
