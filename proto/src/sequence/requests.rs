//! The control requests the relay sends a device to run the temporal tools: a capture, a
//! frames read, a watch's start and stop, each naming its sequence with the key that owns
//! it.

use serde::{Deserialize, Serialize};

use super::{CaptureSettings, FramesSettings, WatchSettings};
#[cfg(doc)]
use super::{FramesResult, SequenceMeta, WatchReceipt, validate_sequence_id};

/// A sequence on a device, as its owner names it. The agent answers a request for another
/// key's sequence exactly as for a missing one.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SequenceRef {
    /// The sequence id (relay-made, [`validate_sequence_id`]).
    pub id: String,
    /// The API key id that made it.
    pub owner: String,
}

/// Capture a sequence; answered with [`SequenceMeta`] when it ends.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SequenceCaptureRequest {
    /// Its id and owner.
    pub sequence: SequenceRef,
    /// What to capture.
    pub settings: CaptureSettings,
}

/// Read frames; answered with [`FramesResult`] and the images as the payload.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SequenceFramesRequest {
    /// Which sequence.
    pub sequence: SequenceRef,
    /// Which frames and how.
    pub settings: FramesSettings,
}

/// Start a watch; answered with [`SequenceMeta`] once the first frame is in.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct WatchStartRequest {
    /// Its id and owner.
    pub sequence: SequenceRef,
    /// What to watch.
    pub settings: WatchSettings,
}

/// Stop a watch; answered with [`WatchReceipt`] and the contact sheet as the payload.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct WatchStopRequest {
    /// The watch, or (id empty) the owner's one running watch.
    pub sequence: SequenceRef,
    /// Add watch.webp.
    pub video: bool,
}
