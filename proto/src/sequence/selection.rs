//! What a `frames` read asks for: which frames (by name, by index, by range), what to make
//! of them (frames, a sheet, a composite), and the settings both make once checked. The
//! selection's own checks live here; `screen_sequence.rs` calls them.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::{MAX_SELECTED, MAX_WATCH_FRAMES};
use crate::control::{ImageFormat, Rect};
use crate::tools::{ArgError, in_range};

/// Which frames `frames` returns, by name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum NamedSelection {
    /// Every frame (one call returns at most 40; more are capped with a note).
    All,
    /// The first frame.
    First,
    /// The last frame.
    Last,
    /// The first and the last frame.
    Endpoints,
    /// The first frame and every frame whose bytes or geometry differ from the one before.
    Changed,
}

/// Frames by index.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct IndexSelection {
    /// Frame indexes (not slots), at least one; returned in temporal order, at most 40 a
    /// call (more are capped, with a note naming the rest).
    pub indexes: Vec<i64>,
}

/// An inclusive range of frame indexes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RangeSelection {
    /// First frame index.
    pub from: i64,
    /// Last frame index (inclusive).
    pub to: i64,
}

/// Which frames to read: a name, `{indexes: [..]}` or `{from, to}`.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize, JsonSchema)]
#[serde(untagged)]
pub enum SelectionArg {
    /// all, first, last, endpoints or changed.
    Named(NamedSelection),
    /// Frames by index.
    Indexes(IndexSelection),
    /// An inclusive index range.
    Range(RangeSelection),
}

/// A checked selection.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Selection {
    /// By name.
    Named(NamedSelection),
    /// These indexes, sorted, without repeats.
    Indexes(Vec<u32>),
    /// `from..=to`.
    Range(u32, u32),
}

/// What to make of the selected frames.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Composition {
    /// One image per frame, each with its metadata (the default).
    #[default]
    Frames,
    /// One contact sheet: tiles in time order, each under a `#index · time` label.
    Sheet,
    /// The per-pixel maximum of the frames (they must have one size).
    Max,
    /// The per-pixel minimum of the frames (they must have one size).
    Min,
}

/// How selected frames are returned, checked.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct FramesSettings {
    /// Which frames.
    pub select: Selection,
    /// What to make of them.
    pub compose: Composition,
    /// Sheet columns.
    pub columns: Option<u32>,
    /// Crop of every frame, in frame pixels.
    pub region: Option<Rect>,
    /// Long edge bound of the returned images (`None`: their own size, or 1600 for a sheet).
    pub max_long_edge: Option<u32>,
    /// Encoding.
    pub format: ImageFormat,
    /// JPEG quality.
    pub quality: u8,
}

impl SelectionArg {
    pub(super) fn validate(self) -> Result<Selection, ArgError> {
        let index =
            |v: i64| in_range("select", v, 0, MAX_WATCH_FRAMES as i64 - 1).map(|v| v as u32);
        Ok(match self {
            SelectionArg::Named(n) => Selection::Named(n),
            SelectionArg::Indexes(IndexSelection { indexes }) => {
                if indexes.is_empty() || indexes.len() > MAX_WATCH_FRAMES {
                    return Err(ArgError::new(
                        "select.indexes",
                        format!(
                            "give 1 to {MAX_WATCH_FRAMES} frame indexes (at most {MAX_SELECTED} are returned a call), not {}",
                            indexes.len()
                        ),
                    ));
                }
                let mut out = indexes
                    .into_iter()
                    .map(index)
                    .collect::<Result<Vec<_>, _>>()?;
                out.sort_unstable();
                out.dedup();
                Selection::Indexes(out)
            }
            SelectionArg::Range(RangeSelection { from, to }) => {
                let (from, to) = (index(from)?, index(to)?);
                if from > to {
                    return Err(ArgError::new(
                        "select.from",
                        format!("from ({from}) must not be after to ({to})"),
                    ));
                }
                Selection::Range(from, to)
            }
        })
    }
}
