//! The objects tools answer with that more than one tool shows: a live session
//! ([`LiveView`], and its short form in `list_devices`, [`LiveSummary`]), a recording's file
//! ([`FileView`]) and a watch's file ([`WatchFileView`]). A device's screen memory state is
//! `proto::MemoryState` as it is (`{state: off|active|paused, reason?}`), in `list_devices`
//! as `screen_memory` and flattened into `get_screenshots`'s answer.
//!
//! Each is serialised once into the structured result. A field that is sometimes left out
//! is an `Option` skipped when `None`; a field that is always there but may be `null` is an
//! `Option` without the skip (the result objects are what the end-to-end tests read, so
//! which fields appear, and which are `null`, is part of the interface).

use proto::{ArtifactState, FileState, LiveMode};
use serde::Serialize;

/// Where a live session is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub(crate) enum LiveState {
    /// Opened; nobody has opened the viewer link yet (or the viewer left).
    WaitingForViewer,
    /// A human's viewer is connected.
    ViewerConnected,
    /// Over (stopped, expired, the device or the viewer left, the key revoked).
    Ended,
}

impl LiveState {
    /// The name in results.
    pub(crate) fn as_str(self) -> &'static str {
        match self {
            LiveState::WaitingForViewer => "waiting_for_viewer",
            LiveState::ViewerConnected => "viewer_connected",
            LiveState::Ended => "ended",
        }
    }
}

/// The `live` object of a `screen_recording` result.
#[derive(Debug, Clone, Serialize)]
pub(crate) struct LiveView {
    /// Where the session is.
    pub state: LiveState,
    /// Whether a viewer is connected now.
    pub viewer_connected: bool,
    /// When it entered `state`.
    pub since: String,
    /// When it was opened.
    pub started_at: String,
    /// When its TTL ends.
    pub expires_at: String,
    /// Its TTL.
    pub ttl_seconds: u32,
    /// View or control.
    pub mode: LiveMode,
    /// The note shown to the human.
    pub reason: String,
    /// Why it ended; `null` while it runs.
    pub ended_reason: Option<&'static str>,
    /// Whether the device records the session for the audit (the relay's policy).
    pub recorded: bool,
    /// The one-time viewer link: only in the answer to the start that minted it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub viewer_url: Option<String>,
    /// In an answer to start: whether the session was already running.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub already_running: Option<bool>,
    /// One-time links for other people to watch (`live.invite_observers`): only in the
    /// answer that made them.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub observer_urls: Vec<String>,
}

/// A device's live session as `list_devices` shows it (`state` `none` when it has none).
#[derive(Debug, Clone, Serialize)]
pub(crate) struct LiveSummary {
    /// `none`, `waiting_for_viewer` or `viewer_connected`.
    pub state: &'static str,
    /// View or control; absent with no session.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mode: Option<LiveMode>,
    /// When its TTL ends; absent with no session.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub expires_at: Option<String>,
}

impl LiveSummary {
    /// No live session.
    pub(crate) fn none() -> Self {
        LiveSummary {
            state: "none",
            mode: None,
            expires_at: None,
        }
    }
}

impl From<&LiveView> for LiveSummary {
    fn from(view: &LiveView) -> Self {
        LiveSummary {
            state: view.state.as_str(),
            mode: Some(view.mode),
            expires_at: Some(view.expires_at.clone()),
        }
    }
}

/// Why a recording stopped: the device's reason, or the one the relay's row keeps.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub(crate) enum FileStopReason {
    /// As the device reported it.
    Device(proto::StopReason),
    /// As the relay's recording row has it.
    Stored(String),
}

/// The `file` object of a `screen_recording` result: the recording's state, and its
/// metadata from the best source at hand.
#[derive(Debug, Clone, Serialize)]
pub(crate) struct FileView {
    /// Recording, stopped, uploading, ready, failed or discarded.
    pub state: FileState,
    /// The recording's id: its artifact's, which `video_frames` takes as `video`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub recording_id: Option<String>,
    /// Recorded length, milliseconds.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub duration_ms: Option<u64>,
    /// Frame width.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub width: Option<u32>,
    /// Frame height.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub height: Option<u32>,
    /// Frames per second asked of the capture.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fps: Option<u32>,
    /// Frame slots in the file.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub frames: Option<u64>,
    /// Frame slots with no frame captured.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub dropped_frames: Option<u64>,
    /// The file's size (the stored artifact's, once there is one).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub size_bytes: Option<u64>,
    /// The codec.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub codec: Option<String>,
    /// Always `mp4` when there is metadata.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub format: Option<&'static str>,
    /// When capture began, RFC 3339.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub started_at: Option<String>,
    /// Why it stopped.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stop_reason: Option<FileStopReason>,
    /// The stop reason in words.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stop_message: Option<String>,
    /// Present (and `true`) only for a recording recovered after its agent died.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub interrupted: Option<bool>,
    /// Bytes the store has acknowledged, while uploading.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub uploaded_bytes: Option<u64>,
    /// Said when no source knows the recording.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub note: Option<&'static str>,
    /// What went wrong.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
    /// Once ready: the stored file's SHA-256 (`null` if the offer named none).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sha256: Option<Option<String>>,
    /// Once ready: the link serving the MP4.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub download_url: Option<String>,
}

impl FileView {
    /// A file in `state` of which nothing else is known yet.
    pub(crate) fn new(state: FileState) -> Self {
        FileView {
            state,
            recording_id: None,
            duration_ms: None,
            width: None,
            height: None,
            fps: None,
            frames: None,
            dropped_frames: None,
            size_bytes: None,
            codec: None,
            format: None,
            started_at: None,
            stop_reason: None,
            stop_message: None,
            interrupted: None,
            uploaded_bytes: None,
            note: None,
            error: None,
            sha256: None,
            download_url: None,
        }
    }
}

/// Where a watch's file is: still `queued` on the device, or the artifact's state.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum WatchFileState {
    /// Not offered to the relay yet.
    Queued,
    /// Offered: uploading, ready or failed.
    Stored(ArtifactState),
}

impl WatchFileState {
    /// The name in results.
    pub(crate) fn as_str(self) -> &'static str {
        match self {
            WatchFileState::Queued => "queued",
            WatchFileState::Stored(ArtifactState::Uploading) => "uploading",
            WatchFileState::Stored(ArtifactState::Ready) => "ready",
            WatchFileState::Stored(ArtifactState::Failed) => "failed",
        }
    }
}

impl Serialize for WatchFileState {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

/// One file of a watch, in `screen_watch` status and stop.
#[derive(Debug, Clone, Serialize)]
pub(crate) struct WatchFileView {
    /// File name, e.g. `frame-0003.png`.
    pub name: String,
    /// The artifact id (`wf_…`).
    pub artifact_id: String,
    /// Exact size in bytes.
    pub size_bytes: u64,
    /// MIME type.
    pub content_type: String,
    /// Queued, uploading, ready or failed.
    pub state: WatchFileState,
    /// The download link once ready; `null` until then.
    pub download_url: Option<String>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn tools_views_keep_their_names_nulls_and_omissions() {
        let file = FileView {
            sha256: Some(None),
            stop_reason: Some(FileStopReason::Device(proto::StopReason::MaxDuration)),
            ..FileView::new(FileState::Ready)
        };
        assert_eq!(
            serde_json::to_value(&file).unwrap(),
            json!({"state": "ready", "sha256": null, "stop_reason": "max_duration"})
        );
        let file = FileView {
            stop_reason: Some(FileStopReason::Stored("requested".into())),
            ..FileView::new(FileState::Stopped)
        };
        assert_eq!(
            serde_json::to_value(&file).unwrap()["stop_reason"],
            json!("requested")
        );
        for (state, name) in [
            (WatchFileState::Queued, "queued"),
            (
                WatchFileState::Stored(ArtifactState::Uploading),
                "uploading",
            ),
            (WatchFileState::Stored(ArtifactState::Ready), "ready"),
            (WatchFileState::Stored(ArtifactState::Failed), "failed"),
        ] {
            assert_eq!(serde_json::to_value(state).unwrap(), json!(name));
            if let WatchFileState::Stored(a) = state {
                assert_eq!(serde_json::to_value(a).unwrap(), json!(name));
            }
        }
        for state in [
            LiveState::WaitingForViewer,
            LiveState::ViewerConnected,
            LiveState::Ended,
        ] {
            assert_eq!(serde_json::to_value(state).unwrap(), json!(state.as_str()));
        }
        assert_eq!(
            serde_json::to_value(LiveSummary::none()).unwrap(),
            json!({"state": "none"})
        );
        for (memory, shown) in [
            (proto::MemoryState::Off, json!({"state": "off"})),
            (proto::MemoryState::Active, json!({"state": "active"})),
            (
                proto::MemoryState::paused(proto::PauseReason::NoWindowList),
                json!({"state": "paused", "reason": "no_window_list"}),
            ),
            (
                proto::MemoryState::Paused {
                    reason: proto::PauseReason::Owner,
                    until_ms: Some(5),
                },
                json!({"state": "paused", "reason": "owner", "until_ms": 5}),
            ),
        ] {
            assert_eq!(serde_json::to_value(memory).unwrap(), shown);
        }
    }
}
