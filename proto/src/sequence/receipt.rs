//! What stopping a watch answers: the receipt with its contact sheet, the frames that
//! changed most, and the files handed to the data plane.

use serde::{Deserialize, Serialize};

#[cfg(doc)]
use super::WatchStopRequest;
use super::{ImagePart, SequenceMeta, SheetTile};
use crate::control::Rect;

/// A frame that changed much against the one before.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ChangedFrame {
    /// The frame.
    pub frame: u32,
    /// Share of its pixels that differ from the frame before, 0..=1.
    pub share: f64,
    /// The box around the differing pixels, in frame pixels.
    pub rect: Rect,
}

/// A file of a watch's receipt, moved to the artifact store by the data plane.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct WatchFile {
    /// File name (`frame-0003.png`, `watch.json`, `watch.webp`).
    pub name: String,
    /// Its artifact id.
    pub artifact_id: String,
    /// Size in bytes.
    pub size_bytes: u64,
    /// MIME type.
    pub content_type: String,
}

/// The answer to [`WatchStopRequest`]; the contact sheet is the payload.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct WatchReceipt {
    /// The watch, stopped (without its frame list; that is in watch.json).
    pub meta: SequenceMeta,
    /// The sheet image (PNG) in the payload.
    pub sheet: Option<ImagePart>,
    /// The sheet's layout.
    pub tiles: Vec<SheetTile>,
    /// Frames left out of the sheet (more than 40 candidates).
    pub sheet_omitted: u32,
    /// The frames that changed most against the frame before, most first.
    pub most_changed: Vec<ChangedFrame>,
    /// The files.
    pub files: Vec<WatchFile>,
}
