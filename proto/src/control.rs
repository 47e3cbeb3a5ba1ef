//! The control plane: JSON envelopes on the agent's WebSocket to `/v1/agent/connect`.
//!
//! Text frames carry [`AgentMessage`] (agent to relay) and [`RelayMessage`] (relay to agent).
//! A response that carries bytes (a screenshot) travels as one binary frame instead: a 4-byte
//! big-endian header length, the [`Response`] as JSON, then the payload (see [`encode_binary`]).
//! Keeping header and payload in one frame means they can never be paired wrongly.

use serde::{Deserialize, Serialize};

use crate::capability::{Capability, Unavailable};

/// The version of this protocol. The relay refuses a hello with another major version.
pub const PROTOCOL_VERSION: u32 = 1;

/// Path the agent dials on the relay.
pub const AGENT_CONNECT_PATH: &str = "/v1/agent/connect";

/// Largest payload of a binary frame (a screenshot), in bytes.
pub const MAX_PAYLOAD_BYTES: usize = 32 * 1024 * 1024;

/// WebSocket close code of the control socket: the relay is shutting down (a rolling
/// restart), so the agent redials at once, without backoff, and reaches another replica.
pub const CLOSE_RELAY_DRAINING: u16 = 4010;

/// Largest text frame either side accepts, in bytes.
pub const MAX_TEXT_FRAME_BYTES: usize = 1024 * 1024;

/// How often the agent sends a heartbeat, in milliseconds (the relay may override it in
/// [`Welcome`]).
pub const DEFAULT_HEARTBEAT_MS: u64 = 10_000;

/// A message from the agent to the relay.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum AgentMessage {
    /// First message on every connection.
    Hello(Hello),
    /// The answer to a [`Request`].
    Response(Response),
    /// Liveness signal; the relay answers with [`RelayMessage::HeartbeatAck`].
    Heartbeat {
        /// Increments with every heartbeat on a connection.
        seq: u64,
    },
    /// The screen memory's state changed (paused, resumed); `list_devices` shows it.
    MemoryState(crate::screen_memory::MemoryState),
}

/// A message from the relay to the agent.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum RelayMessage {
    /// The hello was accepted.
    Welcome(Welcome),
    /// The hello was refused; the relay closes the connection after this.
    Refused {
        /// Why, for a person reading the agent's log.
        message: String,
        /// Whether trying again later can help (false for a bad token or version).
        retry: bool,
    },
    /// Work for the agent.
    Request(Request),
    /// Echo of a heartbeat.
    HeartbeatAck {
        /// The `seq` of the heartbeat being answered.
        seq: u64,
        /// The relay's wall clock when it answered, Unix milliseconds. The agent dates its
        /// screen memory by it, so that a device clock that is wrong, or steps, neither
        /// moves frames out of the range the relay asks for nor ages them out early.
        /// Absent from relays before it; an agent then keeps its own clock.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        unix_ms: Option<i64>,
    },
}

/// What an agent says about itself when it connects.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Hello {
    /// Must equal [`PROTOCOL_VERSION`].
    pub protocol_version: u32,
    /// The agent's crate version.
    pub agent_version: String,
    /// A human name for the device (its host name unless `--name` is given).
    pub display_name: String,
    /// Operating system, architecture and capture backend.
    pub platform: Platform,
    /// The device's displays at connect time.
    pub displays: Vec<Display>,
    /// What this agent can do. Names this relay does not know (a newer agent's) are
    /// dropped as the hello is read, so that adding a capability never locks an agent out.
    #[serde(deserialize_with = "crate::capability::known_only")]
    pub capabilities: Vec<Capability>,
    /// The screen memory's state at connect time (off unless the owner turned it on).
    #[serde(default)]
    pub screen_memory: crate::screen_memory::MemoryState,
    /// Capabilities this device lacks and why (a compositor without the protocol, say), so
    /// that a refusal can tell the caller what to change. At most [`MAX_UNAVAILABLE`].
    /// Entries naming a capability this relay does not know are dropped, as above.
    #[serde(
        default,
        skip_serializing_if = "Vec::is_empty",
        deserialize_with = "crate::capability::known_only"
    )]
    pub unavailable: Vec<Unavailable>,
}

/// Where an agent runs.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Platform {
    /// `linux`, `macos`, `windows`, …
    pub os: String,
    /// `x86_64`, `aarch64`, …
    pub arch: String,
    /// The capture backend: `x11`, `synthetic`, `vnc`.
    pub backend: String,
}

/// One monitor of a device, in the device's global pixel coordinates.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Display {
    /// Index used to address the display (0 is the primary one).
    pub id: u32,
    /// Output name (`HDMI-1`, `screen`, …).
    pub name: String,
    /// Left edge in global coordinates.
    pub x: i32,
    /// Top edge in global coordinates.
    pub y: i32,
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// Whether this is the primary display.
    pub primary: bool,
    /// Refresh rate when the backend knows it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub refresh_hz: Option<f64>,
}

/// A top-level window of the device's window system.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Window {
    /// Window-system id (an X11 window id, say).
    pub id: u64,
    /// Title, empty when it has none.
    pub title: String,
    /// The application when known: X11 `WM_CLASS` class part, or a Wayland app id.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub class: Option<String>,
    /// Owning process id when known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pid: Option<u32>,
    /// Where the window is, in global coordinates, as `x`, `y`, `width` and `height` beside
    /// the other fields; absent where the window system does not say (Wayland's
    /// foreign-toplevel list), and such a window cannot be captured alone.
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    pub rect: Option<Rect>,
    /// Whether the window is currently mapped (visible).
    pub visible: bool,
    /// Whether it has the input focus.
    #[serde(default)]
    pub focused: bool,
}

/// A rectangle in device pixels, global coordinates.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rect {
    /// Left edge.
    pub x: i32,
    /// Top edge.
    pub y: i32,
    /// Width.
    pub width: u32,
    /// Height.
    pub height: u32,
}

/// Accepted hello.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Welcome {
    /// The device id the relay knows this agent by.
    pub device_id: String,
    /// The enrolled device name.
    pub name: String,
    /// How often to send heartbeats.
    pub heartbeat_interval_ms: u64,
}

/// A request from the relay; the agent answers with a [`Response`] of the same `id`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Request {
    /// Unique per connection.
    pub id: u64,
    /// What to do.
    pub body: RequestBody,
    /// The key on whose behalf an input request acts (`k_…`), so a running watch can tell
    /// its owner's actions from anyone else's. Absent for other requests.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub by: Option<String>,
}

/// The operations an agent performs for the relay.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "op", rename_all = "snake_case")]
pub enum RequestBody {
    /// Current displays and top-level windows.
    Describe,
    /// One still image.
    Screenshot(ScreenshotRequest),
    /// One input action, in device pixels.
    Input(InputRequest),
    /// Start recording a display to a file (answered with the running one if any).
    RecordingStart(crate::recording::RecordingStartRequest),
    /// Stop the running recording; answered once its file is finished.
    RecordingStop,
    /// The running recording, or else the latest one the device still knows.
    RecordingStatus,
    /// Dial the relay's live endpoint and serve RFB on it; answered once dialling began.
    LiveStart(crate::live::LiveStartRequest),
    /// End a live session on the device.
    LiveStop(crate::live::LiveStopRequest),
    /// Capture a frame sequence; answered when it ends.
    SequenceCapture(crate::sequence::SequenceCaptureRequest),
    /// Read frames of a sequence; the images are the answer's payload.
    SequenceFrames(crate::sequence::SequenceFramesRequest),
    /// The relay's caller went away: stop that capture (`cancelled`).
    SequenceCancel(crate::sequence::SequenceRef),
    /// Start a watch; answered once its first frame is in.
    WatchStart(crate::sequence::WatchStartRequest),
    /// Report a watch (id empty: the owner's running one).
    WatchStatus(crate::sequence::SequenceRef),
    /// Stop a watch; the contact sheet is the answer's payload.
    WatchStop(crate::sequence::WatchStopRequest),
    /// Frames of a range of the screen memory; the pictures are the answer's payload.
    MemoryRead(crate::screen_memory::MemoryReadRequest),
    /// A key lost its access: stop its captures and watches and drop its frames.
    KeyRevoked {
        /// The key's id.
        key_id: String,
    },
}

/// What to capture.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Target {
    /// A whole display.
    Display {
        /// The display's id.
        display: u32,
    },
    /// One top-level window.
    Window {
        /// The window's id.
        window: u64,
    },
}

/// Image encoding of a screenshot.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, schemars::JsonSchema,
)]
#[serde(rename_all = "snake_case")]
pub enum ImageFormat {
    /// Lossless; exact pixels, larger.
    Png,
    /// Lossy; small and fast. The default.
    #[default]
    Jpeg,
}

impl ImageFormat {
    /// The MIME type of this format.
    pub fn mime(self) -> &'static str {
        match self {
            ImageFormat::Png => "image/png",
            ImageFormat::Jpeg => "image/jpeg",
        }
    }
}

/// Screenshot parameters the agent acts on (already validated by the relay).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ScreenshotRequest {
    /// What to capture.
    pub target: Target,
    /// Downscale so that the longer edge is at most this; never upscale.
    pub max_long_edge: u32,
    /// Encoding.
    pub format: ImageFormat,
    /// JPEG quality 1..=100.
    pub quality: u8,
}

/// Metadata of a screenshot; its encoded bytes follow in the same binary frame.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ScreenshotResult {
    /// Width of the encoded image.
    pub width: u32,
    /// Height of the encoded image.
    pub height: u32,
    /// The captured area in device pixels, global coordinates.
    pub source: Rect,
    /// Encoding of the payload.
    pub format: ImageFormat,
    /// Title of the window when a window was captured.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub window_title: Option<String>,
    /// Time spent grabbing pixels, in milliseconds.
    pub capture_ms: f64,
    /// Time spent scaling and encoding, in milliseconds.
    pub encode_ms: f64,
}

/// A mouse button.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, schemars::JsonSchema,
)]
#[serde(rename_all = "snake_case")]
pub enum MouseButton {
    /// Primary button.
    #[default]
    Left,
    /// Middle button / wheel press.
    Middle,
    /// Secondary button.
    Right,
}

/// One input action in device pixels (global coordinates).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "action", rename_all = "snake_case")]
pub enum InputRequest {
    /// Move then press and release.
    Click {
        /// Device x.
        x: i32,
        /// Device y.
        y: i32,
        /// Which button.
        button: MouseButton,
    },
    /// Move then two clicks in quick succession.
    DoubleClick {
        /// Device x.
        x: i32,
        /// Device y.
        y: i32,
        /// Which button.
        button: MouseButton,
    },
    /// Move the pointer.
    Move {
        /// Device x.
        x: i32,
        /// Device y.
        y: i32,
    },
    /// Press at one point, move in steps, release at another.
    Drag {
        /// Start x.
        x: i32,
        /// Start y.
        y: i32,
        /// End x.
        to_x: i32,
        /// End y.
        to_y: i32,
        /// Which button.
        button: MouseButton,
    },
    /// Wheel steps at a point: positive `dy` scrolls down, positive `dx` right.
    Scroll {
        /// Device x.
        x: i32,
        /// Device y.
        y: i32,
        /// Horizontal steps.
        dx: i32,
        /// Vertical steps.
        dy: i32,
    },
    /// Type text as key presses.
    Type {
        /// The text.
        text: String,
    },
    /// Press key chords in order (`ctrl+shift+t`, `Return`).
    Key {
        /// The chords, parsed and validated.
        chords: Vec<crate::keys::Chord>,
    },
}

/// The answer to a request.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Response {
    /// The id of the request answered.
    pub id: u64,
    /// Success or failure.
    pub outcome: Outcome,
}

/// Result of a request.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "status", rename_all = "snake_case")]
pub enum Outcome {
    /// It worked.
    Ok {
        /// The result.
        result: ResponseBody,
    },
    /// It did not.
    Error {
        /// What went wrong.
        error: AgentError,
    },
}

/// Successful results.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum ResponseBody {
    /// Answer to [`RequestBody::Describe`].
    Describe {
        /// Displays.
        displays: Vec<Display>,
        /// Top-level windows, bottom to top.
        windows: Vec<Window>,
    },
    /// Answer to [`RequestBody::Screenshot`]; the image is the frame's payload.
    Screenshot(ScreenshotResult),
    /// Answer to [`RequestBody::Input`].
    Input {
        /// What was done, in words.
        summary: String,
    },
    /// Answer to the recording requests.
    Recording(crate::recording::RecordingReport),
    /// Answer to a recording request when the device has no recording to report.
    NoRecording {
        /// Why, in words.
        message: String,
    },
    /// Answer to the live requests.
    Live {
        /// What the device did, in words.
        summary: String,
        /// To a start asking for a shared session: the device serves one, whose updates
        /// each decode on their own (its own RFB server does; a stock VNC server behind
        /// the passthrough does not). Absent: false, as from an agent that knows no
        /// sharing.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        shared: bool,
    },
    /// Answer to a capture, a watch start or a watch status.
    Sequence(Box<crate::sequence::SequenceMeta>),
    /// Answer to a frames request; the images are the payload.
    SequenceFrames(Box<crate::sequence::FramesResult>),
    /// Answer to a watch stop; the contact sheet is the payload.
    WatchReceipt(Box<crate::sequence::WatchReceipt>),
    /// Answer to a memory read; the pictures are the payload.
    MemoryFrames(Box<crate::screen_memory::MemoryFrames>),
    /// Answer to requests that only acknowledge (cancel, key revoked).
    Done {
        /// What the device did, in words.
        summary: String,
    },
}

/// Why an agent could not do something.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[error("{message}")]
pub struct AgentError {
    /// Machine-readable class.
    pub code: AgentErrorCode,
    /// Human-readable detail.
    pub message: String,
}

impl AgentError {
    /// Build an error.
    pub fn new(code: AgentErrorCode, message: impl Into<String>) -> Self {
        Self {
            code,
            message: message.into(),
        }
    }
}

/// Classes of agent failure.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AgentErrorCode {
    /// A parameter the agent cannot honour (a display that does not exist, …).
    InvalidArgument,
    /// The window or display is gone.
    TargetNotFound,
    /// The backend failed to capture.
    CaptureFailed,
    /// The backend failed to inject input.
    InputFailed,
    /// The backend cannot do this at all.
    Unsupported,
    /// A recording is needed and none is running (or the reverse).
    NoRecording,
    /// The device's disk cannot hold what was asked.
    DiskFull,
    /// No such sequence for this key on the device (never made, evicted, or another key's).
    NoSequence,
    /// The sequence's frames were withheld: its key lost access.
    AccessRevoked,
    /// Anything else.
    Internal,
}

/// Errors decoding a binary frame.
#[derive(Debug, thiserror::Error)]
pub enum FrameError {
    /// Shorter than its header says.
    #[error("binary frame truncated")]
    Truncated,
    /// Header is not a valid response.
    #[error("binary frame header: {0}")]
    Header(#[from] serde_json::Error),
    /// Payload above [`MAX_PAYLOAD_BYTES`].
    #[error("binary frame payload of {0} bytes exceeds {MAX_PAYLOAD_BYTES}")]
    TooLarge(usize),
    /// Header above [`MAX_TEXT_FRAME_BYTES`] (a header is a response, as a text frame is).
    #[error("binary frame header of {0} bytes exceeds {MAX_TEXT_FRAME_BYTES}")]
    HeaderTooLarge(usize),
}

/// Pack a response and its payload into one binary frame.
pub fn encode_binary(response: &Response, payload: &[u8]) -> Result<Vec<u8>, FrameError> {
    if payload.len() > MAX_PAYLOAD_BYTES {
        return Err(FrameError::TooLarge(payload.len()));
    }
    let header = serde_json::to_vec(response)?;
    if header.len() > MAX_TEXT_FRAME_BYTES {
        return Err(FrameError::HeaderTooLarge(header.len()));
    }
    let mut out = Vec::with_capacity(4 + header.len() + payload.len());
    out.extend_from_slice(&(header.len() as u32).to_be_bytes());
    out.extend_from_slice(&header);
    out.extend_from_slice(payload);
    Ok(out)
}

/// Split a binary frame into its response and payload.
pub fn decode_binary(frame: &[u8]) -> Result<(Response, &[u8]), FrameError> {
    let len_bytes: [u8; 4] = frame
        .get(..4)
        .ok_or(FrameError::Truncated)?
        .try_into()
        .map_err(|_| FrameError::Truncated)?;
    let len = u32::from_be_bytes(len_bytes) as usize;
    if len > MAX_TEXT_FRAME_BYTES {
        return Err(FrameError::HeaderTooLarge(len));
    }
    let header = frame
        .get(4..4usize.saturating_add(len))
        .ok_or(FrameError::Truncated)?;
    let payload = &frame[4 + len..];
    if payload.len() > MAX_PAYLOAD_BYTES {
        return Err(FrameError::TooLarge(payload.len()));
    }
    Ok((serde_json::from_slice(header)?, payload))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn binary_frame_round_trips() {
        let response = Response {
            id: 7,
            outcome: Outcome::Ok {
                result: ResponseBody::Input {
                    summary: "ok".into(),
                },
            },
        };
        let frame = encode_binary(&response, b"abc").unwrap();
        let (back, payload) = decode_binary(&frame).unwrap();
        assert_eq!(back, response);
        assert_eq!(payload, b"abc");
    }

    #[test]
    fn oversized_binary_header_is_refused_before_parsing() {
        let mut frame = ((MAX_TEXT_FRAME_BYTES + 1) as u32).to_be_bytes().to_vec();
        frame.extend(vec![b' '; MAX_TEXT_FRAME_BYTES + 1]);
        assert!(matches!(
            decode_binary(&frame),
            Err(FrameError::HeaderTooLarge(_))
        ));
    }

    #[test]
    fn truncated_binary_frame_is_an_error_not_a_panic() {
        assert!(matches!(decode_binary(&[0, 0]), Err(FrameError::Truncated)));
        assert!(matches!(
            decode_binary(&[0, 0, 0, 9, b'{']),
            Err(FrameError::Truncated)
        ));
        assert!(decode_binary(&[0, 0, 0, 1, b'{']).is_err());
    }

    #[test]
    fn a_windows_place_is_flat_on_the_wire_and_may_be_absent() {
        let placed: Window = serde_json::from_str(
            r#"{"id": 5, "title": "t", "x": -3, "y": 4, "width": 640, "height": 480, "visible": true}"#,
        )
        .unwrap();
        let rect = Rect {
            x: -3,
            y: 4,
            width: 640,
            height: 480,
        };
        assert_eq!(placed.rect, Some(rect));
        assert_eq!(serde_json::to_value(&placed).unwrap()["width"], 640);
        let unplaced: Window =
            serde_json::from_str(r#"{"id": 6, "title": "foot", "visible": true, "focused": true}"#)
                .unwrap();
        assert_eq!(unplaced.rect, None);
        let json = serde_json::to_value(&unplaced).unwrap();
        assert!(
            json.get("x").is_none() && json.get("width").is_none(),
            "{json}"
        );
        assert_eq!(serde_json::from_value::<Window>(json).unwrap(), unplaced);
    }

    #[test]
    fn requests_are_tagged_by_op() {
        let req = Request {
            id: 1,
            body: RequestBody::Input(InputRequest::Type { text: "hi".into() }),
            by: None,
        };
        let json = serde_json::to_value(&req).unwrap();
        assert_eq!(json["body"]["op"], "input");
        assert_eq!(json["body"]["action"], "type");
    }
}
