//! What a `frames` read answers: the selected frames' metadata, where each image sits in
//! the payload, a sheet's layout, and the note when the selection was capped.

use serde::{Deserialize, Serialize};

#[cfg(doc)]
use super::SequenceFramesRequest;
use super::{CropMeta, FrameMeta, MAX_SELECTED, SequenceMeta};
use crate::control::{ImageFormat, Rect};

/// One image of a frames answer: where it is in the payload and what it shows.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ImagePart {
    /// Offset in the payload.
    pub offset: u64,
    /// Length in bytes.
    pub length: u64,
    /// PNG or JPEG.
    pub format: ImageFormat,
    /// Width.
    pub width: u32,
    /// Height.
    pub height: u32,
    /// The frames it shows (one for a frame; several for a sheet or composite).
    pub frames: Vec<u32>,
}

/// Where a frame landed on a contact sheet.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SheetTile {
    /// Row, from 0.
    pub row: u32,
    /// Column, from 0.
    pub column: u32,
    /// The frame index.
    pub frame: u32,
    /// The frame's timestamp, ms.
    pub timestamp_ms: f64,
    /// The tile's image area on the sheet, in sheet pixels.
    pub rect: Rect,
    /// The action it was captured during, if any (its label is orange).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub action: Option<String>,
}

/// The answer to [`SequenceFramesRequest`]; the images are the payload.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct FramesResult {
    /// The sequence (without its frame list).
    pub meta: SequenceMeta,
    /// The selected frames' metadata, in temporal order.
    pub selected: Vec<FrameMeta>,
    /// The images, in payload order.
    pub images: Vec<ImagePart>,
    /// The sheet's layout, for a sheet.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tiles: Vec<SheetTile>,
    /// The crop applied to every frame, when one was asked for.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub region: Option<CropMeta>,
    /// Set when the selection picked more frames than one call returns: only the first
    /// [`MAX_SELECTED`] (in temporal order) were read.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub capped: Option<SelectionCap>,
}

/// A selection capped at [`MAX_SELECTED`] frames, and how to read the rest.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SelectionCap {
    /// How many frames the selection picked.
    pub picked: u32,
    /// How many were returned.
    pub returned: u32,
    /// The next frames left out, at most [`MAX_SELECTED`] of them: the next call's
    /// selection.
    pub next: Vec<u32>,
}

impl SelectionCap {
    /// The sentence telling a caller what was left out and how to read it.
    pub fn note(&self) -> String {
        let rest = self.picked - self.returned;
        let (first, last) = (
            self.next.first().copied().unwrap_or(0),
            self.next.last().copied().unwrap_or(0),
        );
        let contiguous = last - first + 1 == self.next.len() as u32;
        let next = if contiguous {
            format!("{{\"from\": {first}, \"to\": {last}}}")
        } else {
            let list: Vec<String> = self.next.iter().map(u32::to_string).collect();
            format!("{{\"indexes\": [{}]}}", list.join(", "))
        };
        format!(
            "capped: the selection picked {} frames and at most {MAX_SELECTED} are returned a call, so these are the first {}; {rest} more, the next with select {next}",
            self.picked, self.returned
        )
    }
}
