//! Screen recording, file channel: the `screen_recording` tool's arguments, the control
//! requests that start, stop and report a recording on the device, and the report they share.
//!
//! Video never travels on the control socket: the agent encodes to a file on the device and
//! moves it over the data plane ([`crate::artifact`]). These messages carry metadata only.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::tools::{ArgError, validate_device_id};

/// Lowest `file.fps`.
pub const MIN_RECORDING_FPS: i64 = 1;
/// Highest `file.fps`.
pub const MAX_RECORDING_FPS: i64 = 60;
/// Frame rate when the display's native rate is unknown.
pub const FALLBACK_RECORDING_FPS: u32 = 30;
/// Default `file.max_duration_seconds`: one hour.
pub const DEFAULT_MAX_DURATION_SECONDS: i64 = 3600;
/// Ceiling of `file.max_duration_seconds`: 24 hours.
pub const MAX_MAX_DURATION_SECONDS: i64 = 86_400;
/// Container formats the file channel writes.
pub const RECORDING_FORMATS: &[&str] = &["mp4"];
/// The codec of every recording.
pub const RECORDING_CODEC: &str = "h264";

/// What `screen_recording` is asked to do.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum RecordingAction {
    /// Turn on the enabled channels (idempotent).
    Start,
    /// End the session, or only the channels passed.
    Stop,
    /// Report the session per channel.
    Status,
}

/// Arguments of `screen_recording`.
#[derive(Debug, Clone, Deserialize, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ScreenRecordingArgs {
    /// The device (an id from list_devices; there is no default device). One recording per
    /// device, so this is the whole session key.
    pub device_id: String,
    /// start, stop or status.
    pub action: RecordingAction,
    /// Save the recording as a full-quality H.264 MP4 artifact, handed back as a
    /// download_url once uploaded. Video only, no audio.
    #[serde(default)]
    pub file: Option<FileChannelArgs>,
    /// Stream the screen to a human now through a one-time viewer link (needs the
    /// screen_recording:live_view scope; control mode needs screen_recording:live_control).
    #[serde(default)]
    pub live: Option<crate::live::LiveChannelArgs>,
    /// With stop only: delete the file channel's recording instead of keeping it (audited),
    /// as soon as it is stored, for runs whose video is wanted only when they fail.
    #[serde(default)]
    pub discard: Option<bool>,
}

/// The `file` channel of `screen_recording`.
#[derive(Debug, Clone, Default, Deserialize, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct FileChannelArgs {
    /// Record to a file (start needs true).
    #[serde(default)]
    pub enabled: Option<bool>,
    /// Frames per second, 1..=60 (default: the display's native rate, 30 where unknown).
    #[serde(default)]
    pub fps: Option<i64>,
    /// Container format; "mp4" (H.264), the default and only one.
    #[serde(default)]
    pub format: Option<String>,
    /// Safety cap in seconds, 1..=86400 (default 3600); reaching it stops the recording.
    #[serde(default)]
    pub max_duration_seconds: Option<i64>,
}

/// The file channel's settings after validation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FileChannelSpec {
    /// Requested frame rate; `None` means the display's native rate.
    pub fps: Option<u32>,
    /// The cap in seconds.
    pub max_duration_seconds: u32,
}

/// `screen_recording` arguments after validation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScreenRecordingSpec {
    /// The device.
    pub device_id: String,
    /// The action.
    pub action: RecordingAction,
    /// The file channel when it was passed (for start: enabled).
    pub file: Option<FileChannelSpec>,
    /// The live channel when it was passed (for start: enabled).
    pub live: Option<crate::live::LiveChannelSpec>,
    /// Stop deletes the file channel's recording instead of keeping it.
    pub discard: bool,
}

impl ScreenRecordingArgs {
    /// Check every field and apply defaults.
    pub fn validate(mut self) -> Result<ScreenRecordingSpec, ArgError> {
        validate_device_id(&self.device_id)?;
        // At start, a channel with `enabled: false` is off: as if it were not passed.
        let starting = self.action == RecordingAction::Start;
        let mut off = None;
        if starting && self.file.as_ref().is_some_and(|f| f.enabled == Some(false)) {
            self.file = None;
            off = Some("file");
        }
        if starting && self.live.as_ref().is_some_and(|l| l.enabled == Some(false)) {
            self.live = None;
            off = off.or(Some("live"));
        }
        let live = match self.live {
            None => None,
            Some(l) => Some(l.validate(self.action == RecordingAction::Start)?),
        };
        let file = match self.file {
            None => None,
            Some(f) => {
                if let Some(format) = &f.format
                    && !RECORDING_FORMATS.contains(&format.as_str())
                {
                    return Err(ArgError::new(
                        "file.format",
                        format!(
                            "{format:?} is not supported; supported formats: {}",
                            RECORDING_FORMATS.join(", ")
                        ),
                    ));
                }
                let fps = match f.fps {
                    None => None,
                    Some(v) if (MIN_RECORDING_FPS..=MAX_RECORDING_FPS).contains(&v) => {
                        Some(v as u32)
                    }
                    Some(v) => {
                        return Err(ArgError::new(
                            "file.fps",
                            format!(
                                "{v} is out of bounds; allowed {MIN_RECORDING_FPS}..={MAX_RECORDING_FPS} (default: the display's native rate)"
                            ),
                        ));
                    }
                };
                let cap = f
                    .max_duration_seconds
                    .unwrap_or(DEFAULT_MAX_DURATION_SECONDS);
                if !(1..=MAX_MAX_DURATION_SECONDS).contains(&cap) {
                    return Err(ArgError::new(
                        "file.max_duration_seconds",
                        format!(
                            "{cap} is out of bounds; allowed 1..={MAX_MAX_DURATION_SECONDS} (default {DEFAULT_MAX_DURATION_SECONDS})"
                        ),
                    ));
                }
                match (self.action, f.enabled) {
                    (RecordingAction::Start, Some(true)) => {}
                    (RecordingAction::Start, _) => {
                        return Err(ArgError::new(
                            "file.enabled",
                            "must be true to start recording to a file",
                        ));
                    }
                    _ => {}
                }
                Some(FileChannelSpec {
                    fps,
                    max_duration_seconds: cap as u32,
                })
            }
        };
        let discard = self.discard == Some(true);
        if discard && self.action != RecordingAction::Stop {
            return Err(ArgError::new(
                "discard",
                "only with action stop: it deletes the recording that stop ends",
            ));
        }
        if discard && file.is_none() && live.is_some() {
            return Err(ArgError::new(
                "discard",
                "deletes the file channel's recording: pass file: {} (or no channel) with it",
            ));
        }
        if starting && file.is_none() && live.is_none() {
            return Err(match off {
                Some(channel) => ArgError::new(
                    if channel == "file" {
                        "file.enabled"
                    } else {
                        "live.enabled"
                    },
                    "is false, so start has no channel to turn on: pass file: {enabled: true} or live: {enabled: true}",
                ),
                None => ArgError::new(
                    "file",
                    "start needs a channel: pass file: {enabled: true} or live: {enabled: true}",
                ),
            });
        }
        Ok(ScreenRecordingSpec {
            device_id: self.device_id,
            action: self.action,
            file,
            live,
            discard,
        })
    }
}

/// Check the shape of a recording id (as minted by the relay, or read back from a journal).
pub fn validate_recording_id(id: &str) -> Result<(), ArgError> {
    let ok = (8..=64).contains(&id.len())
        && id
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_' || c == '-');
    if ok {
        Ok(())
    } else {
        Err(ArgError::new(
            "recording_id",
            "must be 8 to 64 characters of a-z, 0-9, '_' or '-'",
        ))
    }
}

/// Control request: start recording a display to a file on the device.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RecordingStartRequest {
    /// Id minted by the relay; names the journal, the file and the artifact.
    pub recording_id: String,
    /// The display to record.
    pub display: u32,
    /// Frames per second; `None` means the display's native rate.
    pub fps: Option<u32>,
    /// Stop by itself after this many seconds.
    pub max_duration_seconds: u32,
}

/// Where a recording's file is in its life.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum FileState {
    /// Frames are being captured and encoded.
    Recording,
    /// Capture ended; the file is being finished or waits for upload.
    Stopped,
    /// The file is being moved to the artifact store.
    Uploading,
    /// Uploaded and verified; `download_url` is set.
    Ready,
    /// It cannot be delivered; `error` says why.
    Failed,
    /// Deleted at the caller's request (stop with `discard: true`); nothing to download.
    Discarded,
}

impl FileState {
    /// The wire name.
    pub fn as_str(self) -> &'static str {
        match self {
            FileState::Recording => "recording",
            FileState::Stopped => "stopped",
            FileState::Uploading => "uploading",
            FileState::Ready => "ready",
            FileState::Failed => "failed",
            FileState::Discarded => "discarded",
        }
    }
}

/// Why a recording stopped.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum StopReason {
    /// `stop` was called.
    Requested,
    /// `max_duration_seconds` was reached.
    MaxDuration,
    /// The device's disk filled up; what was written is kept.
    DiskFull,
    /// The screen could not be captured any more (the display went away, …).
    CaptureFailed,
    /// The encoder failed.
    EncodeFailed,
    /// The agent died mid-recording; recovered from its journal at next start.
    Interrupted,
    /// The agent was shut down while recording.
    AgentShutdown,
}

/// The state of one recording as the device knows it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RecordingReport {
    /// The recording's id.
    pub recording_id: String,
    /// File state.
    pub state: FileState,
    /// Set on a `start` answered with the recording already running.
    #[serde(default)]
    pub already_running: bool,
    /// When capture began, milliseconds since the Unix epoch.
    pub started_at_ms: u64,
    /// Recorded length so far (or in total once stopped), milliseconds.
    pub duration_ms: u64,
    /// Frame width in pixels.
    pub width: u32,
    /// Frame height in pixels.
    pub height: u32,
    /// Frames per second asked of the capture.
    pub fps: u32,
    /// Frame slots delivered to the file (a still screen repeats a frame without
    /// re-encoding it).
    pub frames: u64,
    /// Frame slots that passed with no frame captured (the device was too slow).
    pub dropped_frames: u64,
    /// Bytes of encoded video so far, or the finished file's size.
    pub size_bytes: u64,
    /// Always [`RECORDING_CODEC`].
    pub codec: String,
    /// Why it stopped, once it has.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stop_reason: Option<StopReason>,
    /// The stop reason in words.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stop_message: Option<String>,
    /// Recovered after the agent died mid-recording.
    #[serde(default)]
    pub interrupted: bool,
    /// SHA-256 of the finished file, hex.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sha256: Option<String>,
    /// Bytes of the file the store has acknowledged during upload.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub uploaded_bytes: Option<u64>,
    /// What went wrong, for `failed` (or a retried upload's last error).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(v: serde_json::Value) -> Result<ScreenRecordingSpec, ArgError> {
        serde_json::from_value::<ScreenRecordingArgs>(v)
            .unwrap()
            .validate()
    }

    #[test]
    fn start_defaults() {
        let spec = args(serde_json::json!({
            "device_id": "d1", "action": "start", "file": {"enabled": true}
        }))
        .unwrap();
        assert_eq!(
            spec.file,
            Some(FileChannelSpec {
                fps: None,
                max_duration_seconds: 3600
            })
        );
    }

    #[test]
    fn refusals_name_the_field_and_bounds() {
        let e = args(serde_json::json!({
            "device_id": "d1", "action": "start", "file": {"enabled": true, "fps": 0}
        }))
        .unwrap_err();
        assert_eq!(e.field, "file.fps");
        assert!(e.message.contains("1..=60"), "{e}");
        let e = args(serde_json::json!({
            "device_id": "d1", "action": "start", "file": {"enabled": true, "format": "webm"}
        }))
        .unwrap_err();
        assert_eq!(e.field, "file.format");
        assert!(e.message.contains("mp4"), "{e}");
        let e = args(serde_json::json!({
            "device_id": "d1", "action": "start",
            "file": {"enabled": true, "max_duration_seconds": 0}
        }))
        .unwrap_err();
        assert_eq!(e.field, "file.max_duration_seconds");
        let e = args(serde_json::json!({
            "device_id": "d1", "action": "start",
            "file": {"enabled": true, "max_duration_seconds": 86401}
        }))
        .unwrap_err();
        assert!(e.message.contains("86400"), "{e}");
        let e = args(serde_json::json!({"device_id": "d1", "action": "start"})).unwrap_err();
        assert_eq!(e.field, "file");
        let e = args(serde_json::json!({
            "device_id": "d1", "action": "start", "file": {"enabled": false}
        }))
        .unwrap_err();
        assert_eq!(e.field, "file.enabled");
        let spec = args(serde_json::json!({
            "device_id": "d1", "action": "start", "live": {"enabled": true}
        }))
        .unwrap();
        assert!(spec.live.is_some() && spec.file.is_none());
        // enabled: false means that channel is off, not an error.
        let spec = args(serde_json::json!({
            "device_id": "d1", "action": "start", "live": {"enabled": true},
            "file": {"enabled": false, "fps": 0}
        }))
        .unwrap();
        assert!(spec.live.is_some() && spec.file.is_none());
        let spec = args(serde_json::json!({
            "device_id": "d1", "action": "start", "file": {"enabled": true},
            "live": {"enabled": false}
        }))
        .unwrap();
        assert!(spec.live.is_none() && spec.file.is_some());
        let e = args(serde_json::json!({
            "device_id": "d1", "action": "start", "file": {"fps": 30}
        }))
        .unwrap_err();
        assert_eq!(e.field, "file.enabled", "omitted is not a choice: {e}");
        let e = args(serde_json::json!({
            "device_id": "d1", "action": "start", "live": {"enabled": true, "ttl_seconds": 1}
        }))
        .unwrap_err();
        assert_eq!(e.field, "live.ttl_seconds");
    }

    #[test]
    fn stop_and_status_need_no_channel() {
        for action in ["stop", "status"] {
            let spec = args(serde_json::json!({"device_id": "d1", "action": action})).unwrap();
            assert!(spec.file.is_none());
        }
    }

    #[test]
    fn discard_only_with_stop_and_the_file_channel() {
        let spec = args(serde_json::json!({"device_id": "d1", "action": "stop", "discard": true}));
        assert!(spec.unwrap().discard);
        let spec = args(
            serde_json::json!({"device_id": "d1", "action": "stop", "file": {}, "discard": true}),
        );
        assert!(spec.unwrap().discard);
        assert!(
            !args(serde_json::json!({"device_id": "d1", "action": "stop"}))
                .unwrap()
                .discard
        );
        for action in ["start", "status"] {
            let e = args(serde_json::json!({
                "device_id": "d1", "action": action, "file": {"enabled": true}, "discard": true
            }))
            .unwrap_err();
            assert_eq!(e.field, "discard");
            assert!(e.to_string().contains("only with action stop"), "{e}");
        }
        let e = args(serde_json::json!({
            "device_id": "d1", "action": "stop", "live": {}, "discard": true
        }))
        .unwrap_err();
        assert_eq!(e.field, "discard");
        assert!(e.to_string().contains("file channel"), "{e}");
    }

    #[test]
    fn recording_ids() {
        assert!(validate_recording_id("rec_0123456789abcdef").is_ok());
        assert!(validate_recording_id("../../etc").is_err());
        assert!(validate_recording_id("short").is_err());
    }
}
