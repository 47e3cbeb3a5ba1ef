//! The device hub: the control connections of the agents connected to this relay.
//!
//! Each connected agent has one [`AgentConn`]: an outbound queue its socket writer drains
//! and a table of requests waiting for their response. A tool call becomes
//! [`AgentConn::call`] (or the untyped [`AgentConn::request`]); the socket reader completes
//! it. A device that reconnects replaces its old connection, and the old one's cleanup
//! leaves the new one alone.
//!
//! Each request type knows its reply type through [`Call`]: `conn.call(request, timeout)`
//! answers with that reply or [`HubError::Unexpected`], so no caller matches on
//! [`ResponseBody`] itself. Requests without a struct of their own in `proto` (a bare
//! variant, or two variants carrying the same type) get one here: [`Describe`],
//! [`RecordingStop`], [`RecordingStatus`], [`SequenceCancel`], [`WatchStatus`],
//! [`KeyRevoked`].

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, RwLock};
use std::time::Duration;

use proto::{
    AgentError, FramesResult, Hello, InputRequest, LiveStartRequest, LiveStopRequest, MemoryFrames,
    MemoryReadRequest, Outcome, RecordingReport, RecordingStartRequest, RelayMessage, Request,
    RequestBody, Response, ResponseBody, ScreenshotRequest, ScreenshotResult,
    SequenceCaptureRequest, SequenceFramesRequest, SequenceMeta, SequenceRef, WatchReceipt,
    WatchStartRequest, WatchStopRequest,
};
use tokio::sync::{mpsc, oneshot};
use tokio_util::sync::CancellationToken;

/// Why a request to an agent did not produce a result.
#[derive(Debug, thiserror::Error)]
pub enum HubError {
    /// The agent left before answering.
    #[error("the device disconnected before answering")]
    Disconnected,
    /// No answer in time.
    #[error("the device did not answer within {0:?}")]
    Timeout(Duration),
    /// The agent answered with an error.
    #[error(transparent)]
    Agent(AgentError),
    /// The agent answered with a result of the wrong kind.
    #[error("the device answered with an unexpected result")]
    Unexpected,
    /// No replica took the routed request: the one holding the device's socket stopped, or
    /// has not subscribed again since NATS came back. Not the device's doing, so not
    /// [`HubError::Disconnected`] (found by `bench/soak.py`'s NATS restart).
    #[error(
        "no relay replica answers for the device now (the one holding it stopped or is reconnecting to NATS); retry in a few seconds"
    )]
    NoResponders,
    /// The replica holding the device's socket could not be reached or answered wrongly.
    #[error("the relay replica holding the device could not be reached: {0}")]
    Unreachable(String),
}

type Reply = (Outcome, Vec<u8>);

/// A request to an agent that knows the kind of its reply.
pub trait Call {
    /// What a successful answer holds.
    type Reply;
    /// The request as it goes on the wire.
    fn into_body(self) -> RequestBody;
    /// The reply in `body`, or `None` when the agent answered with a result of another kind.
    fn reply(body: ResponseBody) -> Option<Self::Reply>;
}

/// The reply of request kind `C` in an answer, with its payload; [`HubError::Unexpected`]
/// when the agent answered with a result of another kind.
pub fn typed<C: Call>(
    (body, payload): (ResponseBody, Vec<u8>),
) -> Result<(C::Reply, Vec<u8>), HubError> {
    let reply = C::reply(body).ok_or(HubError::Unexpected)?;
    Ok((reply, payload))
}

/// Ask for the current displays and top-level windows.
#[derive(Debug, Clone, Copy, Default)]
pub struct Describe;

/// The answer to [`Describe`].
#[derive(Debug, Clone)]
pub struct Described {
    /// Displays.
    pub displays: Vec<proto::Display>,
    /// Top-level windows, bottom to top.
    pub windows: Vec<proto::Window>,
}

/// Stop the running recording; answered once its file is finished.
#[derive(Debug, Clone, Copy, Default)]
pub struct RecordingStop;

/// The running recording, or else the latest one the device still knows (`None`: the
/// device has none to report).
#[derive(Debug, Clone, Copy, Default)]
pub struct RecordingStatus;

/// Stop a capture whose caller went away.
#[derive(Debug, Clone)]
pub struct SequenceCancel(pub SequenceRef);

/// Report a watch (id empty: the owner's running one).
#[derive(Debug, Clone)]
pub struct WatchStatus(pub SequenceRef);

/// The device's answer to a live start.
#[derive(Debug, Clone)]
pub struct LiveStarted {
    /// What it did, in words.
    pub summary: String,
    /// It serves a shared session (see [`proto::ResponseBody::Live`]).
    pub shared: bool,
}

/// A key lost its access: the device stops its captures and watches and drops its frames.
#[derive(Debug, Clone)]
pub(crate) struct KeyRevoked {
    /// The key's id.
    pub key_id: String,
}

/// `impl Call for $request { type Reply = $reply; }`: `$body` turns the request into its
/// [`RequestBody`], `$pattern => $reply_expr` picks the reply out of a [`ResponseBody`].
macro_rules! call {
    ($request:ty => $reply:ty, |$r:pat_param| $body:expr, $pattern:pat => $extract:expr) => {
        impl Call for $request {
            type Reply = $reply;
            fn into_body(self) -> RequestBody {
                let $r = self;
                $body
            }
            fn reply(body: ResponseBody) -> Option<$reply> {
                match body {
                    $pattern => Some($extract),
                    _ => None,
                }
            }
        }
    };
}

call!(Describe => Described, |_| RequestBody::Describe,
    ResponseBody::Describe { displays, windows } => Described { displays, windows });
call!(ScreenshotRequest => ScreenshotResult, |r| RequestBody::Screenshot(r),
    ResponseBody::Screenshot(shot) => shot);
call!(InputRequest => String, |r| RequestBody::Input(r),
    ResponseBody::Input { summary } => summary);
call!(RecordingStartRequest => RecordingReport, |r| RequestBody::RecordingStart(r),
    ResponseBody::Recording(report) => report);
call!(RecordingStop => RecordingReport, |_| RequestBody::RecordingStop,
    ResponseBody::Recording(report) => report);
call!(LiveStartRequest => LiveStarted, |r| RequestBody::LiveStart(r),
    ResponseBody::Live { summary, shared } => LiveStarted { summary, shared });
call!(LiveStopRequest => String, |r| RequestBody::LiveStop(r),
    ResponseBody::Live { summary, .. } => summary);
call!(SequenceCaptureRequest => SequenceMeta, |r| RequestBody::SequenceCapture(r),
    ResponseBody::Sequence(meta) => *meta);
call!(SequenceFramesRequest => FramesResult, |r| RequestBody::SequenceFrames(r),
    ResponseBody::SequenceFrames(frames) => *frames);
call!(SequenceCancel => String, |r| RequestBody::SequenceCancel(r.0),
    ResponseBody::Done { summary } => summary);
call!(WatchStartRequest => SequenceMeta, |r| RequestBody::WatchStart(r),
    ResponseBody::Sequence(meta) => *meta);
call!(WatchStatus => SequenceMeta, |r| RequestBody::WatchStatus(r.0),
    ResponseBody::Sequence(meta) => *meta);
call!(WatchStopRequest => WatchReceipt, |r| RequestBody::WatchStop(r),
    ResponseBody::WatchReceipt(receipt) => *receipt);
call!(KeyRevoked => String, |r| RequestBody::KeyRevoked { key_id: r.key_id },
    ResponseBody::Done { summary } => summary);
call!(MemoryReadRequest => MemoryFrames, |r| RequestBody::MemoryRead(r),
    ResponseBody::MemoryFrames(frames) => *frames);

impl Call for RecordingStatus {
    type Reply = Option<RecordingReport>;
    fn into_body(self) -> RequestBody {
        RequestBody::RecordingStatus
    }
    fn reply(body: ResponseBody) -> Option<Option<RecordingReport>> {
        match body {
            ResponseBody::Recording(report) => Some(Some(report)),
            ResponseBody::NoRecording { .. } => Some(None),
            _ => None,
        }
    }
}

/// One connected agent.
#[derive(Debug)]
pub struct AgentConn {
    /// The device's id.
    pub device_id: String,
    /// What the agent said at connect.
    pub hello: Hello,
    /// When this connection began (RFC 3339).
    pub connected_at: String,
    conn_id: u64,
    outbound: mpsc::Sender<RelayMessage>,
    pending: Mutex<HashMap<u64, oneshot::Sender<Reply>>>,
    next_request: AtomicU64,
    /// Hash of the token this connection authenticated with; a connection whose device's
    /// token has changed since is closed (see [`crate::revocation`]).
    pub token_hash: String,
    closing: CancellationToken,
    close_reason: Mutex<Option<(u16, String)>>,
    /// The screen memory's state as the agent last reported it.
    memory: Mutex<proto::MemoryState>,
}

impl AgentConn {
    /// The screen memory's state as the agent last reported it (at hello, then on change).
    pub fn memory_state(&self) -> proto::MemoryState {
        self.memory
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .clone()
    }

    /// Note the screen memory's new state, as the agent reported it.
    pub fn set_memory_state(&self, state: proto::MemoryState) {
        *self.memory.lock().unwrap_or_else(|p| p.into_inner()) = state;
    }

    /// Ask the socket to close with a WebSocket close code and reason (the first call wins).
    pub fn close(&self, code: u16, reason: &str) {
        let mut slot = self.close_reason.lock().unwrap_or_else(|p| p.into_inner());
        if slot.is_none() {
            *slot = Some((code, reason.to_string()));
        }
        drop(slot);
        self.closing.cancel();
    }

    /// Resolves with the code and reason once [`AgentConn::close`] was called.
    pub async fn closed(&self) -> (u16, String) {
        self.closing.cancelled().await;
        self.close_reason
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .clone()
            .unwrap_or((1000, "closed".into()))
    }

    /// Send a request and wait for its reply, of the kind the request calls for.
    pub async fn call<C: Call>(&self, request: C, timeout: Duration) -> Result<C::Reply, HubError> {
        let answer = self.request_by(request.into_body(), None, timeout).await?;
        Ok(typed::<C>(answer)?.0)
    }

    /// Send a request and wait for its response and payload, whatever its kind (prefer
    /// [`AgentConn::call`]).
    pub async fn request(
        &self,
        body: RequestBody,
        timeout: Duration,
    ) -> Result<(ResponseBody, Vec<u8>), HubError> {
        self.request_by(body, None, timeout).await
    }

    /// [`AgentConn::request`] on behalf of key `by` (input: so the device's watches can
    /// tell their owner's actions from others').
    pub async fn request_by(
        &self,
        body: RequestBody,
        by: Option<&str>,
        timeout: Duration,
    ) -> Result<(ResponseBody, Vec<u8>), HubError> {
        match self.exchange_raw(body, by, timeout).await? {
            (Outcome::Ok { result }, payload) => Ok((result, payload)),
            (Outcome::Error { error }, _) => Err(HubError::Agent(error)),
        }
    }

    /// Send a request and wait for the agent's outcome as it came, success or error (a
    /// replica answering for another one forwards it unread).
    pub(crate) async fn exchange_raw(
        &self,
        body: RequestBody,
        by: Option<&str>,
        timeout: Duration,
    ) -> Result<(Outcome, Vec<u8>), HubError> {
        let id = self.next_request.fetch_add(1, Ordering::Relaxed);
        let (tx, rx) = oneshot::channel();
        self.lock_pending().insert(id, tx);
        let by = by.map(str::to_string);
        let sent = self
            .outbound
            .send(RelayMessage::Request(Request { id, body, by }))
            .await;
        if sent.is_err() {
            self.lock_pending().remove(&id);
            return Err(HubError::Disconnected);
        }
        match tokio::time::timeout(timeout, rx).await {
            Ok(Ok(reply)) => Ok(reply),
            Ok(Err(_)) => Err(HubError::Disconnected),
            Err(_) => {
                self.lock_pending().remove(&id);
                Err(HubError::Timeout(timeout))
            }
        }
    }

    /// Hand a response from the socket to whoever waits for it. Unknown ids (a request
    /// that timed out meanwhile) are dropped.
    pub fn complete(&self, response: Response, payload: Vec<u8>) {
        if let Some(tx) = self.lock_pending().remove(&response.id) {
            let _ = tx.send((response.outcome, payload));
        }
    }

    /// Fail every request still waiting: the socket is gone.
    pub fn fail_pending(&self) {
        self.lock_pending().clear();
    }

    /// Queue a message without waiting for an answer (heartbeat acks).
    pub fn try_send(&self, message: RelayMessage) -> bool {
        self.outbound.try_send(message).is_ok()
    }

    fn lock_pending(&self) -> std::sync::MutexGuard<'_, HashMap<u64, oneshot::Sender<Reply>>> {
        // A panic while holding this lock cannot leave the map inconsistent.
        self.pending.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Whether the agent advertised a capability.
    pub fn has(&self, capability: proto::Capability) -> bool {
        self.hello.capabilities.contains(&capability)
    }
}

/// Where the last screenshot a key took of a device came from, so that input coordinates
/// given in that image's pixels can be mapped to the device.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Viewport {
    /// The captured area on the device.
    pub source: proto::Rect,
    /// Width of the image returned.
    pub image_width: u32,
    /// Height of the image returned.
    pub image_height: u32,
}

/// All agents connected to this relay.
#[derive(Debug, Default)]
pub struct Hub {
    conns: RwLock<HashMap<String, Arc<AgentConn>>>,
    viewports: Mutex<HashMap<(String, String), Viewport>>,
    next_conn: AtomicU64,
}

impl Hub {
    /// Register a new connection for `device_id`, replacing any older one (which is told
    /// through [`AgentConn::closed`] and closes its socket). Returns the connection and the
    /// receiver its socket writer drains.
    pub fn connect(
        &self,
        device_id: &str,
        token_hash: String,
        hello: Hello,
        connected_at: String,
    ) -> (Arc<AgentConn>, mpsc::Receiver<RelayMessage>, bool) {
        let (tx, rx) = mpsc::channel(256);
        let memory = Mutex::new(hello.screen_memory.clone());
        let conn = Arc::new(AgentConn {
            device_id: device_id.to_string(),
            hello,
            connected_at,
            conn_id: self.next_conn.fetch_add(1, Ordering::Relaxed),
            outbound: tx,
            pending: Mutex::new(HashMap::new()),
            next_request: AtomicU64::new(1),
            token_hash,
            closing: CancellationToken::new(),
            close_reason: Mutex::new(None),
            memory,
        });
        let old = self.write().insert(device_id.to_string(), conn.clone());
        if let Some(old) = &old {
            old.close(4000, "replaced by a newer connection");
        }
        (conn, rx, old.is_some())
    }

    /// Remove `conn` if it is still the device's current connection; returns whether it was.
    pub fn disconnect(&self, conn: &AgentConn) -> bool {
        let mut map = self.write();
        match map.get(&conn.device_id) {
            Some(current) if current.conn_id == conn.conn_id => {
                map.remove(&conn.device_id);
                true
            }
            _ => false,
        }
    }

    /// How many devices are connected here.
    pub fn len(&self) -> usize {
        self.conns.read().unwrap_or_else(|p| p.into_inner()).len()
    }

    /// Whether no device is connected here.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The device's connection, if it is online here.
    pub fn get(&self, device_id: &str) -> Option<Arc<AgentConn>> {
        self.conns
            .read()
            .unwrap_or_else(|p| p.into_inner())
            .get(device_id)
            .cloned()
    }

    /// Every connection, for sweeps.
    pub fn all(&self) -> Vec<Arc<AgentConn>> {
        self.conns
            .read()
            .unwrap_or_else(|p| p.into_inner())
            .values()
            .cloned()
            .collect()
    }

    /// Remember the last screenshot `key_id` took of `device_id`.
    pub fn set_viewport(&self, key_id: &str, device_id: &str, viewport: Viewport) {
        self.viewports
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .insert((key_id.to_string(), device_id.to_string()), viewport);
    }

    /// The last screenshot `key_id` took of `device_id`.
    pub fn viewport(&self, key_id: &str, device_id: &str) -> Option<Viewport> {
        self.viewports
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .get(&(key_id.to_string(), device_id.to_string()))
            .copied()
    }

    fn write(&self) -> std::sync::RwLockWriteGuard<'_, HashMap<String, Arc<AgentConn>>> {
        self.conns.write().unwrap_or_else(|p| p.into_inner())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn done() -> ResponseBody {
        ResponseBody::Done {
            summary: "ok".into(),
        }
    }

    #[test]
    fn each_call_takes_its_own_reply_and_no_other() {
        assert!(matches!(Describe.into_body(), RequestBody::Describe));
        assert!(Describe::reply(done()).is_none());
        let d = Describe::reply(ResponseBody::Describe {
            displays: Vec::new(),
            windows: Vec::new(),
        });
        assert!(d.is_some_and(|d| d.displays.is_empty() && d.windows.is_empty()));
        assert_eq!(
            RecordingStatus::reply(ResponseBody::NoRecording {
                message: "none".into()
            }),
            Some(None)
        );
        assert_eq!(RecordingStatus::reply(done()), None);
        assert_eq!(
            RecordingStop::reply(ResponseBody::NoRecording {
                message: "none".into()
            }),
            None
        );
        let sequence = SequenceRef {
            id: "seq_1".into(),
            owner: "k1".into(),
        };
        assert!(matches!(
            SequenceCancel(sequence.clone()).into_body(),
            RequestBody::SequenceCancel(r) if r == sequence
        ));
        assert!(matches!(
            WatchStatus(sequence.clone()).into_body(),
            RequestBody::WatchStatus(r) if r == sequence
        ));
        assert_eq!(SequenceCancel::reply(done()).as_deref(), Some("ok"));
        assert!(WatchStatus::reply(done()).is_none());
        assert!(matches!(
            KeyRevoked { key_id: "k1".into() }.into_body(),
            RequestBody::KeyRevoked { key_id } if key_id == "k1"
        ));
        assert_eq!(
            InputRequest::reply(ResponseBody::Input {
                summary: "clicked".into()
            })
            .as_deref(),
            Some("clicked")
        );
        assert!(LiveStartRequest::reply(done()).is_none());
        let read = MemoryReadRequest {
            from_ms: 1,
            to_ms: 2,
            filter: None,
            max_frames: 4,
        };
        assert!(matches!(
            read.clone().into_body(),
            RequestBody::MemoryRead(r) if r == read
        ));
        let frames = MemoryFrames {
            state: proto::MemoryState::Active,
            matched: 0,
            oldest_ms: None,
            frames: Vec::new(),
        };
        assert_eq!(
            MemoryReadRequest::reply(ResponseBody::MemoryFrames(Box::new(frames.clone()))),
            Some(frames)
        );
        assert!(MemoryReadRequest::reply(done()).is_none());
    }
}
