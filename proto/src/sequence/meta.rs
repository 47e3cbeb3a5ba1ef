//! A sequence's metadata: what a capture answers and what reads and watches report about
//! it — its frames, their timing, the actions a watch noted, and why it stopped.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::WatchFile;
use crate::control::{Rect, Target};

/// Why a sequence stopped.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum SequenceStop {
    /// The scheduled duration was sampled (skipped slots included), or a watch was stopped.
    Completed,
    /// The frame cap was reached; slots were left unsampled.
    FrameLimit,
    /// The byte cap was reached.
    ByteLimit,
    /// The caller went away or asked to stop.
    Cancelled,
    /// The time cap was reached.
    Timeout,
    /// The window closed (or its id now names another one) or the display went away.
    TargetLost,
    /// The key that made it lost its access.
    AccessRevoked,
    /// The capture call failed.
    CaptureFailed,
}

impl SequenceStop {
    /// The name on the wire.
    pub fn as_str(self) -> &'static str {
        match self {
            SequenceStop::Completed => "completed",
            SequenceStop::FrameLimit => "frame_limit",
            SequenceStop::ByteLimit => "byte_limit",
            SequenceStop::Cancelled => "cancelled",
            SequenceStop::Timeout => "timeout",
            SequenceStop::TargetLost => "target_lost",
            SequenceStop::AccessRevoked => "access_revoked",
            SequenceStop::CaptureFailed => "capture_failed",
        }
    }
}

/// A crop as asked and as done.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct CropMeta {
    /// The rectangle asked for.
    pub requested: Rect,
    /// The part of it that the frame held.
    pub applied: Rect,
    /// Where `applied` starts in device pixels (global), when known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub native_origin: Option<(i32, i32)>,
}

/// One frame of a sequence.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct FrameMeta {
    /// Position among the captured frames, from 0.
    pub index: u32,
    /// The scheduled sampling slot it filled.
    pub slot: u32,
    /// When the capture call completed, ms after the sequence started.
    pub timestamp_ms: f64,
    /// How long the capture call took.
    pub capture_latency_ms: f64,
    /// The capture call plus checks, scaling and cropping.
    pub sample_latency_ms: f64,
    /// Stored image width.
    pub width: u32,
    /// Stored image height.
    pub height: u32,
    /// What was captured, in device pixels (global).
    pub source: Rect,
    /// Whether `source` differs from the previous frame's.
    pub geometry_changed: bool,
    /// Whether the image (bytes or size) differs from the previous frame's; the first frame
    /// counts as changed.
    pub changed: bool,
    /// When the bytes equal an earlier frame's (watch), the first frame with them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub repeat_of: Option<u32>,
    /// The crop, when one was asked for.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub crop: Option<CropMeta>,
    /// Names of the input actions whose span this frame's capture overlaps (watch).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub actions: Vec<String>,
}

/// Minimum, maximum and mean of the intervals between frames.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Intervals {
    /// Shortest interval, ms.
    pub min: f64,
    /// Longest interval, ms.
    pub max: f64,
    /// Mean interval, ms.
    pub mean: f64,
}

/// An input action noted by a watch.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ActionMeta {
    /// Short name ("click", "type", "key ctrl+c", …; never typed text).
    pub name: String,
    /// When the device received it, ms after the watch started.
    pub start_ms: f64,
    /// When it finished.
    pub end_ms: f64,
    /// Frames whose capture overlapped the span.
    pub frames: Vec<u32>,
    /// The last frame before it, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub frame_before: Option<u32>,
    /// The first frame after it, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub frame_after: Option<u32>,
    /// Whether it failed.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub failed: bool,
}

/// A sequence's metadata: what capture answers, and what frames and watches report.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SequenceMeta {
    /// The id to read frames with.
    pub sequence_id: String,
    /// What made it: `capture` or `watch`. (Not `kind`: that names the answer's variant.)
    pub origin: String,
    /// What was captured.
    pub target: Target,
    /// Title of the captured window, when known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub window_title: Option<String>,
    /// A watch still capturing.
    pub running: bool,
    /// Frames captured.
    pub frame_count: u32,
    /// Frames whose bytes differ from the frame before (the first counts).
    pub distinct_frames: u32,
    /// Every frame (for a watch: only in the receipt's watch.json and when asked).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub frames: Vec<FrameMeta>,
    /// `(frames - 1) / sample span` in frames a second; none for fewer than two frames.
    pub actual_fps: Option<f64>,
    /// Intervals between consecutive frames; none for fewer than two frames.
    pub interval_ms: Option<Intervals>,
    /// The whole capture so far, ms.
    pub elapsed_ms: f64,
    /// Scheduled slots that passed unsampled (a capture was slow or a wake was late).
    pub skipped_slots: Vec<u32>,
    /// Slots left unsampled by an early stop.
    pub pending_slots: u32,
    /// Why it stopped; none while a watch runs.
    pub stop_reason: Option<SequenceStop>,
    /// Detail of the stop (what failed, which limit).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stop_detail: Option<String>,
    /// Decoded image bytes this sequence holds: width × height × 4 of each frame with pixels
    /// of its own (a frame equal to the one before shares them and adds nothing).
    pub stored_bytes: u64,
    /// Input actions noted (watch).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub actions: Vec<ActionMeta>,
    /// A stopped watch's files, as handed to the data plane (the relay adds their state and
    /// download URLs).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub files: Vec<WatchFile>,
    /// Sequences this device's store dropped recently (newest three within 48 MiB), newest
    /// last, so a caller learns why an old id stopped working.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub evicted: Vec<String>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_round_trip_through_the_control_envelope() {
        let meta = SequenceMeta {
            sequence_id: "seq_0123456789abcdef01234567".into(),
            origin: "capture".into(),
            target: Target::Window { window: 3 },
            window_title: None,
            running: false,
            frame_count: 0,
            distinct_frames: 0,
            frames: Vec::new(),
            actual_fps: None,
            interval_ms: None,
            elapsed_ms: 1.0,
            skipped_slots: vec![2],
            pending_slots: 1,
            stop_reason: Some(SequenceStop::FrameLimit),
            stop_detail: None,
            stored_bytes: 0,
            actions: Vec::new(),
            files: Vec::new(),
            evicted: Vec::new(),
        };
        let body = crate::control::ResponseBody::Sequence(Box::new(meta));
        let json = serde_json::to_string(&body).unwrap();
        assert_eq!(
            serde_json::from_str::<crate::control::ResponseBody>(&json).unwrap(),
            body
        );
    }
}
