//! The device's one recording, as the relay's requests see it.
//!
//! A device records at most one thing at a time, so this is a single slot: `start` fills it
//! (or answers with what already runs), `stop` ends it, `status` reports it merged with its
//! upload's progress. The recording itself ([`crate::record`]) lives on its own threads and
//! does not care about the control link: a lost link or a relay restart leaves it running.
//! Finished files go to the [`crate::upload`] queue, which outlives them here. A live
//! session's audit recording ([`Recordings::start_for_live`]) runs beside the slot, held by
//! the session, not by the slot: `start`, `stop` and `status` never see it.

use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use proto::{
    AgentError, AgentErrorCode, FileState, RecordingReport, RecordingStartRequest, ResponseBody,
    StopReason,
};
use tokio::sync::mpsc;

use crate::backend::Backend;
use crate::record::{ActionsSource, Recorder, RecorderConfig};
use crate::upload::Uploads;

/// The longest a live session's recording may run: the longest session and a minute.
const MAX_LIVE_RECORDING_SECONDS: u32 = proto::MAX_LIVE_TTL_SECONDS as u32 + 60;

/// The recording slot of one device.
pub(crate) struct Recordings {
    backend: Arc<dyn Backend>,
    dir: PathBuf,
    current: Mutex<Option<Arc<Recorder>>>,
    uploads: Arc<Uploads>,
    finished: mpsc::UnboundedSender<RecordingReport>,
    /// Where a finishing recording's actions come from (its MP4's text track).
    actions: Option<Arc<dyn ActionsSource>>,
    // Start and stop run one at a time, so two starts cannot both find the slot empty.
    turn: tokio::sync::Mutex<()>,
}

impl Recordings {
    /// A slot recording `backend` into `dir`, handing finished reports to `finished`, each
    /// recording's MP4 with the actions from `actions` as its text track.
    pub(crate) fn new(
        backend: Arc<dyn Backend>,
        dir: PathBuf,
        uploads: Arc<Uploads>,
        finished: mpsc::UnboundedSender<RecordingReport>,
        actions: Option<Arc<dyn ActionsSource>>,
    ) -> Self {
        Recordings {
            backend,
            dir,
            current: Mutex::new(None),
            uploads,
            finished,
            actions,
            turn: tokio::sync::Mutex::new(()),
        }
    }

    /// The device's upload queue (a watch hands its files to it).
    pub(crate) fn uploads(&self) -> &Arc<Uploads> {
        &self.uploads
    }

    fn current(&self) -> Option<Arc<Recorder>> {
        self.current
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .clone()
    }

    /// Start recording, or report the recording already running (`already_running`).
    pub(crate) async fn start(
        &self,
        req: RecordingStartRequest,
    ) -> Result<ResponseBody, AgentError> {
        let _turn = self.turn.lock().await;
        if let Some(running) = self.current().filter(|r| r.is_running()) {
            let mut report = self.merged(running.report());
            report.already_running = true;
            return Ok(ResponseBody::Recording(report));
        }
        let recorder = self
            .spawn(
                req.recording_id,
                Some(req.display),
                req.fps,
                Duration::from_secs(req.max_duration_seconds.into()),
            )
            .await?;
        let report = recorder.report();
        tracing::info!(
            recording_id = %report.recording_id,
            width = report.width,
            height = report.height,
            fps = report.fps,
            "recording started"
        );
        *self.current.lock().unwrap_or_else(|p| p.into_inner()) = Some(recorder);
        Ok(ResponseBody::Recording(report))
    }

    /// Record a live session's screen for the audit, beside (and unseen by) the file
    /// channel's slot: the caller stops it when the session ends. Its finished file is
    /// uploaded like any other.
    pub(crate) async fn start_for_live(
        &self,
        rec: &proto::LiveRecording,
    ) -> Result<Arc<Recorder>, AgentError> {
        if !proto::is_live_recording_id(&rec.recording_id) {
            return Err(AgentError::new(
                AgentErrorCode::InvalidArgument,
                format!(
                    "record.recording_id: must start with {:?}",
                    proto::LIVE_RECORDING_ID_PREFIX
                ),
            ));
        }
        let fps = rec.fps.clamp(
            proto::MIN_RECORDING_FPS as u32,
            proto::MAX_RECORDING_FPS as u32,
        );
        let max = Duration::from_secs(
            rec.max_duration_seconds
                .clamp(1, MAX_LIVE_RECORDING_SECONDS)
                .into(),
        );
        // The display the session shows: the primary one (looked up with the recorder's
        // start, off the async threads).
        let recorder = self
            .spawn(rec.recording_id.clone(), None, Some(fps), max)
            .await?;
        tracing::info!(recording_id = %rec.recording_id, fps, "live session recording started");
        Ok(recorder)
    }

    /// A recorder of `display` (`None`: the primary one, else the first) into `id`'s
    /// journal, started off the async threads.
    async fn spawn(
        &self,
        id: String,
        display: Option<u32>,
        fps: Option<u32>,
        max_duration: Duration,
    ) -> Result<Arc<Recorder>, AgentError> {
        proto::validate_recording_id(&id)
            .map_err(|e| AgentError::new(AgentErrorCode::InvalidArgument, e.to_string()))?;
        let backend = self.backend.clone();
        let dir = self.dir.clone();
        let finished = self.finished.clone();
        let actions = self.actions.clone();
        let recorder = tokio::task::spawn_blocking(move || {
            let display = display.unwrap_or_else(|| primary_display(backend.as_ref()));
            let fps = match fps {
                Some(fps) => fps,
                None => native_fps(backend.as_ref(), display),
            };
            std::fs::create_dir_all(&dir).map_err(|e| {
                AgentError::new(
                    AgentErrorCode::Internal,
                    format!(
                        "cannot create the recordings directory {}: {e}",
                        dir.display()
                    ),
                )
            })?;
            let config = RecorderConfig {
                recording_id: id,
                display,
                fps,
                max_duration,
                dir,
                actions,
            };
            Recorder::start(backend, config, finished).map_err(|e| e.into_agent_error())
        })
        .await
        .map_err(|e| AgentError::new(AgentErrorCode::Internal, format!("recorder task: {e}")))??;
        Ok(Arc::new(recorder))
    }

    /// Stop the running recording and answer its final report.
    pub(crate) async fn stop(&self) -> Result<ResponseBody, AgentError> {
        let _turn = self.turn.lock().await;
        let Some(recorder) = self.current().filter(|r| r.is_running()) else {
            return Err(AgentError::new(
                AgentErrorCode::NoRecording,
                "no recording is running on this device",
            ));
        };
        let r = recorder.clone();
        let report = tokio::task::spawn_blocking(move || r.stop(StopReason::Requested))
            .await
            .map_err(|e| {
                AgentError::new(AgentErrorCode::Internal, format!("recorder task: {e}"))
            })?;
        tracing::info!(recording_id = %report.recording_id, duration_ms = report.duration_ms, "recording stopped");
        Ok(ResponseBody::Recording(self.merged(report)))
    }

    /// The running recording, else the latest one this agent knows.
    pub(crate) fn status(&self) -> ResponseBody {
        if let Some(recorder) = self.current() {
            return ResponseBody::Recording(self.merged(recorder.report()));
        }
        match self.uploads.latest() {
            Some(report) => ResponseBody::Recording(report),
            None => ResponseBody::NoRecording {
                message: "this device has not recorded anything since its agent started".into(),
            },
        }
    }

    /// End a running recording because the agent is shutting down (its file is uploaded at
    /// next start).
    pub(crate) fn shutdown(&self) {
        if let Some(recorder) = self.current().filter(|r| r.is_running()) {
            let report = recorder.stop(StopReason::AgentShutdown);
            tracing::info!(recording_id = %report.recording_id, "recording ended by agent shutdown");
        }
    }

    /// A recorder's report with the upload's progress laid over it once it is stopped.
    fn merged(&self, report: RecordingReport) -> RecordingReport {
        if report.state == FileState::Recording {
            return report;
        }
        self.uploads.overlay(report)
    }
}

/// The primary display, else the first (what a live session shows).
fn primary_display(backend: &dyn Backend) -> u32 {
    let displays = backend.displays().unwrap_or_default();
    displays
        .iter()
        .find(|d| d.primary)
        .or(displays.first())
        .map_or(0, |d| d.id)
}

/// The display's refresh rate as a whole frame rate within the bounds, or the fallback.
fn native_fps(backend: &dyn Backend, display: u32) -> u32 {
    let hz = backend
        .displays()
        .ok()
        .and_then(|ds| ds.into_iter().find(|d| d.id == display))
        .and_then(|d| d.refresh_hz);
    match hz {
        Some(hz) if hz.is_finite() && hz >= 1.0 => {
            (hz.round() as i64).clamp(proto::MIN_RECORDING_FPS, proto::MAX_RECORDING_FPS) as u32
        }
        _ => proto::FALLBACK_RECORDING_FPS,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::backend::synthetic::Synthetic;

    fn recordings(dir: &std::path::Path) -> Recordings {
        let (finished, _rx) = mpsc::unbounded_channel();
        Recordings::new(
            Arc::new(Synthetic::new(320, 240)),
            dir.to_path_buf(),
            Arc::new(Uploads::default()),
            finished,
            None,
        )
    }

    fn live(id: &str) -> proto::LiveRecording {
        proto::LiveRecording {
            recording_id: id.into(),
            fps: 5,
            max_duration_seconds: 60,
        }
    }

    #[tokio::test]
    async fn a_live_sessions_recording_is_out_of_the_file_channels_reach() {
        let dir = tempfile::TempDir::new().unwrap();
        let r = recordings(dir.path());
        // Only an id of the relay's live-recording kind: a file channel's id is refused.
        let e = r
            .start_for_live(&live("rec_0123456789"))
            .await
            .err()
            .unwrap();
        assert_eq!(e.code, AgentErrorCode::InvalidArgument);
        assert!(e.message.contains("record.recording_id"), "{}", e.message);
        let e = r.start_for_live(&live("lsr_../../x")).await.err().unwrap();
        assert_eq!(e.code, AgentErrorCode::InvalidArgument);

        let recorder = r.start_for_live(&live("lsr_0123456789")).await.unwrap();
        assert!(recorder.is_running());
        // The file channel sees nothing running, and its stop cannot reach it.
        assert!(matches!(r.status(), ResponseBody::NoRecording { .. }));
        let e = r.stop().await.err().unwrap();
        assert_eq!(e.code, AgentErrorCode::NoRecording);
        assert!(recorder.is_running());
        let report = tokio::task::spawn_blocking(move || recorder.stop(StopReason::Requested))
            .await
            .unwrap();
        assert_eq!(report.recording_id, "lsr_0123456789");
    }
}
