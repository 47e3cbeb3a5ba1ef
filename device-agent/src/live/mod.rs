//! The live channel: the device's one live session, served over a socket the agent dials.
//!
//! `LiveStart` from the relay names a URL and a short-lived dial token; the agent dials it
//! (`tunnel`), answers once the WebSocket is up, and serves RFB on it: our own server
//! (`rfb`) or, with `--live-vnc`, a stock VNC server on loopback (`passthrough`, with
//! the view-mode filter of `rfb_wire`). Nothing listens on the network. A device has one live session
//! at a time: a new `LiveStart` ends the old one. The session ends on `LiveStop`, at its
//! expiry, or when its socket closes; a lost control link does not end it (the relay ends
//! it if it wants to, over the live socket or with a later `LiveStop`). When the relay asks
//! (`LiveStartRequest::record`), the session's whole span is recorded for the audit by the
//! recorder, beside any file recording, and the file uploaded as the relay's artifact.

pub(crate) mod passthrough;
pub(crate) mod rfb;
pub(crate) mod tunnel;

use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use proto::{
    AgentError, AgentErrorCode, LiveMode, LiveStartRequest, LiveStopRequest, ResponseBody,
    StopReason,
};
use tokio_util::sync::CancellationToken;

use crate::backend::Backend;
use crate::input_turns::InputTurns;
use crate::record::Recorder;
use crate::recording::Recordings;
use rfb::session::{self, SessionConfig};

/// Seconds the device waits past the session's expiry before closing it itself.
const EXPIRY_GRACE_SECONDS: i64 = 3;

/// The running session, as the slot knows it.
struct Running {
    id: String,
    /// Tells this run from a later one with the same id (a relay may retry a start).
    run: u64,
    cancel: CancellationToken,
}

/// What a started session serves, from its start request.
struct Serving {
    id: String,
    mode: LiveMode,
    /// Observers may join (`LiveStartRequest::shared`).
    shared: bool,
}

/// A session's audit recording, stopped when the session ends however it ends.
struct SessionRecording(Arc<Recorder>);

impl SessionRecording {
    /// Stop it off the async threads (the encoder drains and the file is finished).
    async fn stop(self) {
        let recorder = self.0;
        let _ = tokio::task::spawn_blocking(move || {
            let report = recorder.stop(StopReason::Requested);
            tracing::info!(recording_id = %report.recording_id, duration_ms = report.duration_ms, "live session recording stopped");
        })
        .await;
    }
}

/// The device's live-session slot.
pub struct Live {
    backend: Arc<dyn Backend>,
    input: Arc<InputTurns>,
    tls: Arc<rustls::ClientConfig>,
    name: String,
    vnc: Option<SocketAddr>,
    /// Where a session's audit recording is made; `None`: sessions cannot be recorded.
    recordings: Option<Arc<Recordings>>,
    current: Mutex<Option<Running>>,
    runs: std::sync::atomic::AtomicU64,
    // Starts and stops run one at a time, so two starts cannot both dial.
    turn: tokio::sync::Mutex<()>,
}

fn now_unix() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64)
}

impl Live {
    /// A slot serving `backend` (input taking its `input` turns), dialling with `tls`, showing
    /// `name` to viewers; with `vnc`, sessions tunnel that stock VNC server instead.
    pub fn new(
        backend: Arc<dyn Backend>,
        input: Arc<InputTurns>,
        tls: Arc<rustls::ClientConfig>,
        name: String,
        vnc: Option<SocketAddr>,
    ) -> Live {
        Live {
            backend,
            input,
            tls,
            name,
            vnc,
            recordings: None,
            current: Mutex::new(None),
            runs: std::sync::atomic::AtomicU64::new(0),
            turn: tokio::sync::Mutex::new(()),
        }
    }

    /// Record sessions for the audit when the relay asks, through `recordings`.
    pub(crate) fn with_recordings(mut self, recordings: Arc<Recordings>) -> Live {
        self.recordings = Some(recordings);
        self
    }

    /// Whether sessions can be recorded for the audit.
    pub(crate) fn can_record(&self) -> bool {
        self.recordings.is_some()
    }

    /// Whether a viewer can drive this device: the backend takes raw input, or a stock
    /// server does.
    pub(crate) fn can_control(&self) -> bool {
        self.vnc.is_some() || self.backend.raw_input()
    }

    fn slot(&self) -> std::sync::MutexGuard<'_, Option<Running>> {
        self.current.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Dial the relay for a new session and serve it; ends any session already running.
    pub async fn start(
        self: &Arc<Self>,
        req: LiveStartRequest,
    ) -> Result<ResponseBody, AgentError> {
        let _turn = self.turn.lock().await;
        let left = req.expires_at_unix - now_unix();
        if left <= 0 {
            return Err(AgentError::new(
                AgentErrorCode::InvalidArgument,
                format!("live session {} expired before it started", req.session_id),
            ));
        }
        if req.mode == LiveMode::Control && !self.can_control() {
            return Err(AgentError::new(
                AgentErrorCode::Unsupported,
                "this device's backend cannot take a viewer's input; use mode view",
            ));
        }
        if req.record.is_some() && !self.can_record() {
            return Err(AgentError::new(
                AgentErrorCode::Unsupported,
                "this agent cannot record live sessions, which the relay asks for",
            ));
        }
        if let Some(old) = self.slot().take() {
            tracing::info!(session_id = %old.id, "live session replaced by a new one");
            old.cancel.cancel();
        }
        // The recording starts before the dial, so the session is never served unrecorded;
        // a failed dial stops it again (its short file is still uploaded: the attempt is
        // evidence too).
        let recording = match (&req.record, &self.recordings) {
            (Some(rec), Some(recordings)) => {
                Some(SessionRecording(recordings.start_for_live(rec).await?))
            }
            _ => None,
        };
        let socket = match tunnel::dial(&req.url, &req.token, self.tls.clone()).await {
            Ok(socket) => socket,
            Err(e) => {
                if let Some(recording) = recording {
                    recording.stop().await;
                }
                return Err(AgentError::new(AgentErrorCode::Internal, e.to_string()));
            }
        };
        let cancel = CancellationToken::new();
        let run = self.runs.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        *self.slot() = Some(Running {
            id: req.session_id.clone(),
            run,
            cancel: cancel.clone(),
        });
        let server = if self.vnc.is_some() {
            "stock VNC server"
        } else {
            "agent's RFB server"
        };
        tracing::info!(session_id = %req.session_id, mode = req.mode.as_str(), server, expires_in_s = left, "live session started");
        let live = self.clone();
        // The relay ends the session at its TTL and says why to the viewer; the device's own
        // deadline is a backstop a little later (the expiry is in whole seconds), so the relay
        // never sees "device left" first. A far-off expiry is held to the relay's bound too.
        let ttl = Duration::from_secs(
            (left + EXPIRY_GRACE_SECONDS).min(proto::MAX_LIVE_TTL_SECONDS + 60) as u64,
        );
        let serving = Serving {
            id: req.session_id.clone(),
            mode: req.mode,
            shared: req.shared,
        };
        tokio::spawn(async move {
            live.serve(socket, serving, run, ttl, cancel).await;
            if let Some(recording) = recording {
                recording.stop().await;
            }
        });
        Ok(ResponseBody::Live {
            summary: format!(
                "live session {} connected ({}, {server}); it ends within {left} s",
                req.session_id,
                req.mode.as_str()
            ),
            // Only the agent's own server can make each update decode on its own.
            shared: req.shared && self.vnc.is_none(),
        })
    }

    async fn serve(
        self: Arc<Self>,
        socket: tunnel::LiveSocket,
        serving: Serving,
        run: u64,
        ttl: Duration,
        cancel: CancellationToken,
    ) {
        let Serving { id, mode, shared } = serving;
        let stream = tunnel::into_byte_stream(socket, id.clone());
        let served = async {
            match self.vnc {
                Some(addr) => passthrough::serve(stream, addr, mode != LiveMode::Control)
                    .await
                    .map_err(|e| e.to_string()),
                None => {
                    let config = SessionConfig {
                        name: self.name.clone(),
                        control: mode == LiveMode::Control,
                        shared,
                    };
                    session::serve(
                        stream,
                        self.backend.clone(),
                        self.input.clone(),
                        config,
                        cancel.clone(),
                    )
                    .await
                    .map_err(|e| e.to_string())
                }
            }
        };
        let why = tokio::select! {
            r = served => match r {
                Ok(()) => "the live socket closed".to_string(),
                Err(e) => e,
            },
            () = tokio::time::sleep(ttl) => "expired".to_string(),
            () = cancel.cancelled() => "stopped".to_string(),
        };
        tracing::info!(session_id = %id, why = %why, "live session ended");
        let mut slot = self.slot();
        if slot.as_ref().is_some_and(|r| r.run == run) {
            *slot = None;
        }
    }

    /// End session `req.session_id` if it is the one running.
    pub fn stop(&self, req: &LiveStopRequest) -> ResponseBody {
        let mut slot = self.slot();
        if slot.as_ref().is_some_and(|r| r.id == req.session_id) {
            if let Some(running) = slot.take() {
                running.cancel.cancel();
            }
            return ResponseBody::Live {
                summary: format!("live session {} stopped", req.session_id),
                shared: false,
            };
        }
        ResponseBody::Live {
            summary: format!(
                "live session {} is not running on this device; nothing to stop",
                req.session_id
            ),
            shared: false,
        }
    }

    /// The running session's id, if any (for status and tests).
    pub fn current(&self) -> Option<String> {
        self.slot().as_ref().map(|r| r.id.clone())
    }
}

/// Serve one RFB session of `backend` over `stream` with the agent's own server, as a live
/// session does after dialling: the handshake, then updates and (in control mode) input
/// until the stream closes; `shared` as `LiveStartRequest::shared`. For tests and tools
/// that bring their own byte stream.
pub async fn serve_rfb<S>(
    stream: S,
    backend: Arc<dyn Backend>,
    mode: LiveMode,
    shared: bool,
    name: &str,
) -> Result<(), String>
where
    S: tokio::io::AsyncRead + tokio::io::AsyncWrite + Unpin + Send + 'static,
{
    let config = SessionConfig {
        name: name.to_string(),
        control: mode == LiveMode::Control,
        shared,
    };
    let input = Arc::new(InputTurns::new(None));
    session::serve(stream, backend, input, config, CancellationToken::new())
        .await
        .map_err(|e| e.to_string())
}

/// Tunnel one session over `stream` to the stock VNC server at `vnc`, as a live session
/// does with `--live-vnc` (in view mode the viewer's input is filtered out). For tests and
/// tools that bring their own byte stream.
pub async fn serve_passthrough<S>(stream: S, vnc: SocketAddr, mode: LiveMode) -> Result<(), String>
where
    S: tokio::io::AsyncRead + tokio::io::AsyncWrite + Unpin,
{
    passthrough::serve(stream, vnc, mode != LiveMode::Control)
        .await
        .map_err(|e| e.to_string())
}
