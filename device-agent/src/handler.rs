//! Serving the relay's requests with a backend: describe, screenshot, input.
//!
//! Backend calls block (X11 round trips, pixel work), so each runs on a blocking thread.
//! Screenshots may run side by side; input actions run one at a time, in arrival order, so
//! two clicks can never interleave their presses and releases.

use std::sync::Arc;
use std::time::Instant;

use proto::{AgentError, AgentErrorCode, Outcome, RequestBody, ResponseBody, ScreenshotResult};

use crate::backend::Backend;
use crate::encode;
use crate::input_turns::InputTurns;
use crate::live::Live;
use crate::recording::Recordings;
use crate::relay_clock::RelayClock;
use crate::screen_memory::ScreenMemory;
use crate::sequence::{self, Aim, Entry, Kind, Sequences, WindowIdentity};

/// Serves requests against one backend.
#[derive(Clone)]
pub(crate) struct Handler {
    backend: Arc<dyn Backend>,
    input: Arc<InputTurns>,
    recordings: Arc<Recordings>,
    live: Option<Arc<Live>>,
    sequences: Arc<Sequences>,
    memory: Option<Arc<ScreenMemory>>,
    relay_clock: Option<Arc<RelayClock>>,
}

impl Handler {
    /// A handler over `backend`, recording through `recordings`.
    pub(crate) fn new(backend: Arc<dyn Backend>, recordings: Arc<Recordings>) -> Self {
        let sequences = Arc::new(Sequences::new(backend.clone()));
        Handler {
            input: Arc::new(InputTurns::new(Some(sequences.clone()))),
            sequences,
            backend,
            recordings,
            live: None,
            memory: None,
            relay_clock: None,
        }
    }

    /// Keep `clock` set to the relay's time as the heartbeats' answers say it.
    pub(crate) fn with_relay_clock(mut self, clock: Arc<RelayClock>) -> Self {
        self.relay_clock = Some(clock);
        self
    }

    /// The relay's time said in a heartbeat's answer.
    pub(crate) fn relay_time(&self, unix_ms: i64) {
        if let Some(clock) = &self.relay_clock {
            clock.heard(unix_ms);
        }
    }

    /// Serve reads of the screen memory, when its owner turned it on.
    pub(crate) fn with_memory(mut self, memory: Option<Arc<ScreenMemory>>) -> Self {
        self.memory = memory;
        self
    }

    /// The screen memory, when it is on.
    pub(crate) fn memory(&self) -> Option<&Arc<ScreenMemory>> {
        self.memory.as_ref()
    }

    /// Serve live sessions too: dialled with `tls`, showing `name`, through the agent's RFB
    /// server or, with `vnc`, a stock VNC server on loopback. Live input takes turns with the
    /// `input` tool, and running watches note it anonymously.
    pub(crate) fn with_live(
        mut self,
        tls: Arc<rustls::ClientConfig>,
        name: String,
        vnc: Option<std::net::SocketAddr>,
    ) -> Self {
        self.live = Some(Arc::new(
            Live::new(self.backend.clone(), self.input.clone(), tls, name, vnc)
                .with_recordings(self.recordings.clone()),
        ));
        self
    }

    /// What this handler adds to the backend's capabilities: live view when live sessions
    /// are served, live control when a viewer's input can be applied, live recording when
    /// sessions can be recorded for the audit.
    pub(crate) fn live_capabilities(&self) -> Vec<proto::Capability> {
        match &self.live {
            Some(live) => {
                let mut caps = vec![proto::Capability::LiveView];
                if live.can_control() {
                    caps.push(proto::Capability::LiveControl);
                }
                if live.can_record() {
                    caps.push(proto::Capability::LiveRecording);
                }
                caps
            }
            None => Vec::new(),
        }
    }

    /// The backend requests are served with; the link asks it for the displays and
    /// capabilities its hello announces.
    pub(crate) fn backend(&self) -> &Arc<dyn Backend> {
        &self.backend
    }

    /// Answer one request made on behalf of key `by` (the relay names the caller of input).
    pub(crate) async fn handle_by(
        &self,
        body: RequestBody,
        by: Option<&str>,
    ) -> (Outcome, Vec<u8>) {
        let result = match body {
            RequestBody::Describe => self.describe().await.map(|r| (r, Vec::new())),
            RequestBody::Screenshot(req) => self.screenshot(req).await,
            RequestBody::Input(req) => {
                let _turn = self.input.turn().await;
                let (backend, turns) = (self.backend.clone(), self.input.clone());
                let by = by.map(str::to_owned);
                blocking(move || {
                    // Running watches it is aimed at note the action's span, from here to its
                    // result; where their windows are is a window-system call, so it is asked
                    // here, off the async threads.
                    let name = crate::backend::summary::summary(&req);
                    let span = turns.begin(&name, by.as_deref(), &Aim::of_request(&req));
                    let result = backend
                        .inject(&req)
                        .map_err(|e| e.into_agent_error(AgentErrorCode::InputFailed));
                    turns.end(span, result.is_err());
                    result
                })
                .await
                .map(|summary| (ResponseBody::Input { summary }, Vec::new()))
            }
            RequestBody::RecordingStart(req) => {
                self.recordings.start(req).await.map(|r| (r, Vec::new()))
            }
            RequestBody::RecordingStop => self.recordings.stop().await.map(|r| (r, Vec::new())),
            RequestBody::RecordingStatus => Ok((self.recordings.status(), Vec::new())),
            RequestBody::LiveStart(req) => match &self.live {
                Some(live) => live.start(req).await.map(|r| (r, Vec::new())),
                None => Err(no_live()),
            },
            RequestBody::LiveStop(req) => match &self.live {
                Some(live) => Ok((live.stop(&req), Vec::new())),
                None => Err(no_live()),
            },
            RequestBody::SequenceCapture(req) => self.capture(req).await,
            RequestBody::SequenceFrames(req) => {
                let sequences = self.sequences.clone();
                blocking(move || sequence::read_frames(&sequences, &req))
                    .await
                    .map(|(result, payload)| {
                        (ResponseBody::SequenceFrames(Box::new(result)), payload)
                    })
            }
            RequestBody::SequenceCancel(r) => {
                let found = self.sequences.cancel(&r);
                Ok((
                    ResponseBody::Done {
                        summary: if found {
                            format!("sequence {} cancelled", r.id)
                        } else {
                            format!("no sequence {} to cancel", r.id)
                        },
                    },
                    Vec::new(),
                ))
            }
            RequestBody::KeyRevoked { key_id } => {
                let n = self.sequences.key_revoked(&key_id);
                Ok((
                    ResponseBody::Done {
                        summary: format!("{n} sequences stopped and their frames dropped"),
                    },
                    Vec::new(),
                ))
            }
            RequestBody::WatchStart(req) => self.watch_start(req).await,
            RequestBody::WatchStatus(r) => {
                let sequences = self.sequences.clone();
                blocking(move || {
                    let entry = sequences.watch(&r)?;
                    let meta = entry.meta(false, sequences.evicted());
                    Ok((ResponseBody::Sequence(Box::new(meta)), Vec::new()))
                })
                .await
            }
            RequestBody::WatchStop(req) => self.watch_stop(req).await,
            RequestBody::MemoryRead(req) => match &self.memory {
                Some(memory) => memory.read(&req).await.map(|(frames, payload)| {
                    (ResponseBody::MemoryFrames(Box::new(frames)), payload)
                }),
                None => Err(AgentError::new(
                    AgentErrorCode::Unsupported,
                    if cfg!(feature = "screen-memory") {
                        "this device keeps no screen memory: its owner did not start the agent with --screen-memory"
                    } else {
                        "this device keeps no screen memory: its device-agent was built without the `screen-memory` feature"
                    },
                )),
            },
        };
        match result {
            Ok((result, payload)) => (Outcome::Ok { result }, payload),
            Err(error) => (Outcome::Error { error }, Vec::new()),
        }
    }

    async fn capture(
        &self,
        req: proto::SequenceCaptureRequest,
    ) -> Result<(ResponseBody, Vec<u8>), AgentError> {
        let sequences = self.sequences.clone();
        blocking(move || {
            let target = req.settings.target;
            let identity = WindowIdentity::of_target(sequences.backend().as_ref(), target)?;
            let entry = Arc::new(Entry::new(&req.sequence, Kind::Capture, target, identity));
            sequences.insert(entry.clone())?;
            if let Err(e) = sequence::run_capture(&sequences, &entry, &req.settings) {
                sequences.remove(&entry.id);
                return Err(e);
            }
            sequences.grew();
            if entry.state().revoked {
                return Err(AgentError::new(
                    AgentErrorCode::AccessRevoked,
                    "access_revoked: the key lost its access during the capture; its frames and metadata are withheld",
                ));
            }
            let meta = entry.meta(true, sequences.evicted());
            Ok((ResponseBody::Sequence(Box::new(meta)), Vec::new()))
        })
        .await
    }

    async fn watch_start(
        &self,
        req: proto::WatchStartRequest,
    ) -> Result<(ResponseBody, Vec<u8>), AgentError> {
        let sequences = self.sequences.clone();
        blocking(move || {
            let target = req.settings.target;
            let identity = WindowIdentity::of_target(sequences.backend().as_ref(), target)?;
            let entry = Arc::new(Entry::new(&req.sequence, Kind::Watch, target, identity));
            sequence::watch::start(&sequences, entry.clone(), req.settings)?;
            let meta = entry.meta(false, sequences.evicted());
            Ok((ResponseBody::Sequence(Box::new(meta)), Vec::new()))
        })
        .await
    }

    async fn watch_stop(
        &self,
        req: proto::WatchStopRequest,
    ) -> Result<(ResponseBody, Vec<u8>), AgentError> {
        let (sequences, uploads) = (self.sequences.clone(), self.recordings.uploads().clone());
        blocking(move || sequence::delivery::stop_watch(&sequences, &uploads, req))
            .await
            .map(|(receipt, payload)| (ResponseBody::WatchReceipt(Box::new(receipt)), payload))
    }

    async fn describe(&self) -> Result<ResponseBody, AgentError> {
        let backend = self.backend.clone();
        blocking(move || {
            let displays = backend
                .displays()
                .map_err(|e| e.into_agent_error(AgentErrorCode::CaptureFailed))?;
            let windows = backend
                .windows()
                .map_err(|e| e.into_agent_error(AgentErrorCode::CaptureFailed))?;
            Ok(ResponseBody::Describe { displays, windows })
        })
        .await
    }

    async fn screenshot(
        &self,
        req: proto::ScreenshotRequest,
    ) -> Result<(ResponseBody, Vec<u8>), AgentError> {
        let backend = self.backend.clone();
        blocking(move || {
            let started = Instant::now();
            // Encoded where the backend holds the pixels: no copy of the whole screen first.
            let mut shot = None;
            backend
                .grab_view(req.target, &mut |frame| {
                    let captured = Instant::now();
                    let encoded = encode::encode(frame, req.max_long_edge, req.format, req.quality);
                    let about = (frame.source, frame.title.map(str::to_owned));
                    shot = Some((encoded, about, captured, Instant::now()));
                })
                .map_err(|e| e.into_agent_error(AgentErrorCode::CaptureFailed))?;
            let Some((encoded, (source, window_title), captured, encoded_at)) = shot else {
                return Err(AgentError::new(
                    AgentErrorCode::Internal,
                    "the capture backend lent no pixels",
                ));
            };
            let encoded = encoded.map_err(|e| {
                AgentError::new(
                    AgentErrorCode::Internal,
                    format!("encoding the screenshot: {e}"),
                )
            })?;
            let result = ScreenshotResult {
                width: encoded.width,
                height: encoded.height,
                source,
                format: req.format,
                window_title,
                capture_ms: (captured - started).as_secs_f64() * 1000.0,
                encode_ms: (encoded_at - captured).as_secs_f64() * 1000.0,
            };
            Ok((ResponseBody::Screenshot(result), encoded.bytes))
        })
        .await
    }
}

fn no_live() -> AgentError {
    AgentError::new(
        AgentErrorCode::Unsupported,
        "this agent was started without live sessions",
    )
}

pub(crate) async fn blocking<T: Send + 'static>(
    f: impl FnOnce() -> Result<T, AgentError> + Send + 'static,
) -> Result<T, AgentError> {
    tokio::task::spawn_blocking(f).await.unwrap_or_else(|e| {
        Err(AgentError::new(
            AgentErrorCode::Internal,
            format!("backend task failed: {e}"),
        ))
    })
}
