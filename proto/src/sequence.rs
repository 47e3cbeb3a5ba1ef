//! Temporal capture: the `screen_sequence` and `screen_watch` tools' arguments, the control
//! requests that run them on the device, and the metadata they answer with.
//!
//! A sequence is a timed series of frames captured and kept on the device; the relay holds
//! nothing but forwards. Capture answers with metadata only ([`SequenceMeta`]); frames are
//! read afterwards, selected and optionally composed into one image. A watch is a sequence
//! captured in the background while the agent acts, noting each input action's span.
//! Bounds and defaults follow `temporal-capture.md`; every one is checked here, so the schema
//! a model reads and the refusals it meets come from one place.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::control::{ImageFormat, Rect, Target};
use crate::tools::{ArgError, DEFAULT_JPEG_QUALITY, in_range, validate_device_id};

/// Longest `duration_ms` of a capture.
pub const MAX_DURATION_MS: i64 = 60_000;
/// Highest `fps` of a capture or a watch.
pub const MAX_FPS: i64 = 30;
/// Default `fps` of a capture.
pub const DEFAULT_CAPTURE_FPS: u32 = 4;
/// Highest `max_frames` of a capture.
pub const MAX_FRAMES: i64 = 300;
/// Default `max_frames` of a capture.
pub const DEFAULT_MAX_FRAMES: u32 = 40;
/// Longest `timeout_ms` of a capture.
pub const MAX_CAPTURE_TIMEOUT_MS: i64 = 90_000;
/// Default `timeout_ms` of a capture (raised to `duration_ms` + [`TIMEOUT_MARGIN_MS`] when
/// that is longer, since a timeout shorter than the duration is refused).
pub const DEFAULT_CAPTURE_TIMEOUT_MS: u32 = 15_000;
/// What a defaulted timeout leaves beyond the duration for the last read to finish.
pub const TIMEOUT_MARGIN_MS: u32 = 5_000;
/// Smallest `max_long_edge` of sequences and their images.
pub const MIN_SEQUENCE_EDGE: i64 = 64;
/// Largest `max_long_edge` of sequences and their images.
pub const MAX_SEQUENCE_EDGE: i64 = 4096;
/// Default `max_long_edge` of a capture: the screenshot tool's default.
pub const DEFAULT_CAPTURE_EDGE: u32 = crate::tools::DEFAULT_MAX_LONG_EDGE;
/// Smallest `scale`.
pub const MIN_SCALE: f64 = 0.05;
/// Frames one `frames` call returns or composes at most.
pub const MAX_SELECTED: usize = 40;
/// Default long edge of a contact sheet.
pub const DEFAULT_SHEET_EDGE: u32 = 1600;
/// Most columns of a contact sheet.
pub const MAX_COLUMNS: i64 = 10;
/// Default `fps` of a watch.
pub const DEFAULT_WATCH_FPS: u32 = 10;
/// Longest `timeout_ms` of a watch.
pub const MAX_WATCH_TIMEOUT_MS: i64 = 300_000;
/// Default `timeout_ms` of a watch.
pub const DEFAULT_WATCH_TIMEOUT_MS: u32 = 60_000;
/// Default `max_long_edge` of a watch.
pub const DEFAULT_WATCH_EDGE: u32 = 800;
/// Frames that stop a watch by itself.
pub const MAX_WATCH_FRAMES: usize = 3000;
/// Sequences a device keeps (the newest).
pub const STORE_SEQUENCES: usize = 3;
/// Stored image bytes a device keeps across its sequences, and that stop a watch.
pub const STORE_BYTES: u64 = 48 * 1024 * 1024;
/// Largest stored frame.
pub const MAX_FRAME_BYTES: u64 = 12 * 1024 * 1024;
/// Largest coordinate or size of a region or viewport.
pub const MAX_REGION_EDGE: i64 = 65_535;

/// What `screen_sequence` is asked to do.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum SequenceAction {
    /// Capture a timed series of frames; answers with metadata only.
    Capture,
    /// Read frames of a captured sequence (or of a watch).
    Frames,
}

/// A rectangle given by the caller, in image pixels.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RegionArg {
    /// Left edge.
    pub x: i64,
    /// Top edge.
    pub y: i64,
    /// Width, at least 1.
    pub width: i64,
    /// Height, at least 1.
    pub height: i64,
}

impl RegionArg {
    /// Check the numbers (not whether it fits an image, which only the device knows).
    pub fn validate(self, field: &'static str) -> Result<Rect, ArgError> {
        let bad = |what: &str| {
            ArgError::new(
                field,
                format!(
                    "{what}; give integers {{x, y, width, height}} with x, y in 0..={MAX_REGION_EDGE} and width, height in 1..={MAX_REGION_EDGE}"
                ),
            )
        };
        if !(0..=MAX_REGION_EDGE).contains(&self.x) || !(0..=MAX_REGION_EDGE).contains(&self.y) {
            return Err(bad(&format!(
                "origin {},{} is out of bounds",
                self.x, self.y
            )));
        }
        if !(1..=MAX_REGION_EDGE).contains(&self.width)
            || !(1..=MAX_REGION_EDGE).contains(&self.height)
        {
            return Err(bad(&format!(
                "size {}x{} is out of bounds",
                self.width, self.height
            )));
        }
        Ok(Rect {
            x: self.x as i32,
            y: self.y as i32,
            width: self.width as u32,
            height: self.height as u32,
        })
    }
}

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

/// Arguments of `screen_sequence`.
#[derive(Debug, Clone, Deserialize, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ScreenSequenceArgs {
    /// The device (an id from list_devices).
    pub device_id: String,
    /// capture or frames.
    pub action: SequenceAction,
    /// capture: display to capture (0 is the primary; default 0). Not with window_id.
    #[serde(default)]
    pub display: Option<u32>,
    /// capture: one top-level window instead (ids from list_devices with include_windows).
    #[serde(default)]
    pub window_id: Option<u64>,
    /// capture: how long to sample, 1..=60000 ms (required).
    #[serde(default)]
    pub duration_ms: Option<i64>,
    /// capture: sampling rate goal, 1..=30 (default 4); not guaranteed throughput.
    #[serde(default)]
    pub fps: Option<i64>,
    /// capture: stop after this many frames, 1..=300 (default 40).
    #[serde(default)]
    pub max_frames: Option<i64>,
    /// capture: give up after this long, duration_ms..=90000 ms (default 15000, or
    /// duration_ms + 5000 when longer).
    #[serde(default)]
    pub timeout_ms: Option<i64>,
    /// capture: frames are shrunk so their long edge is at most this, 64..=4096 (default
    /// 1568). frames: the long edge of a sheet (default 1600) or of frames and composites
    /// (default: their captured size).
    #[serde(default)]
    pub max_long_edge: Option<i64>,
    /// capture: a further scale factor, 0.05..=1 (default 1).
    #[serde(default)]
    pub scale: Option<f64>,
    /// capture: keep only this rectangle, in the pixels of the first (uncropped) frame as
    /// scaled; it must fit that frame. frames: crop every selected frame to this rectangle
    /// of the sequence's frame pixels (clipped; refused when it misses them).
    #[serde(default)]
    pub region: Option<RegionArg>,
    /// frames: the sequence to read (from capture or screen_watch).
    #[serde(default)]
    pub sequence_id: Option<String>,
    /// frames: all (default), first, last, endpoints, changed, {indexes: [0, 2]} or
    /// {from: 1, to: 3} (inclusive). At most 40 frames a call.
    #[serde(default)]
    pub select: Option<SelectionArg>,
    /// frames: frames (default: one image each), sheet (one contact sheet), max or min (a
    /// per-pixel composite).
    #[serde(default, rename = "as")]
    pub compose: Option<Composition>,
    /// frames with as sheet: columns, 1..=10 (default: about square).
    #[serde(default)]
    pub columns: Option<i64>,
    /// frames: png or jpeg (default png for sheets and composites, jpeg for frames).
    #[serde(default)]
    pub format: Option<ImageFormat>,
}

/// What a capture is asked for, checked.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct CaptureSettings {
    /// Display or window.
    pub target: Target,
    /// Sampling duration.
    pub duration_ms: u32,
    /// Sampling rate goal.
    pub fps: u32,
    /// Frame cap.
    pub max_frames: u32,
    /// Time cap of the whole capture.
    pub timeout_ms: u32,
    /// Long edge bound of the frames.
    pub max_long_edge: u32,
    /// Further scale factor.
    pub scale: f64,
    /// Crop, in the first frame's scaled pixels.
    pub region: Option<Rect>,
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

/// `screen_sequence` arguments after validation.
#[derive(Debug, Clone, PartialEq)]
pub enum SequenceSpec {
    /// Capture on `device_id`.
    Capture {
        /// The device.
        device_id: String,
        /// The settings.
        settings: CaptureSettings,
    },
    /// Read frames of `sequence_id` on `device_id`.
    Frames {
        /// The device.
        device_id: String,
        /// The sequence.
        sequence_id: String,
        /// The selection and composition.
        settings: FramesSettings,
    },
}

/// Refuse a field the action does not use, so a misplaced argument is not silently ignored.
fn unused(field: &'static str, present: bool, action: &str) -> Result<(), ArgError> {
    if present {
        Err(ArgError::new(
            field,
            format!("is not used by action {action}"),
        ))
    } else {
        Ok(())
    }
}

fn target(display: Option<u32>, window_id: Option<u64>) -> Result<Target, ArgError> {
    match (display, window_id) {
        (Some(_), Some(_)) => Err(ArgError::new(
            "window_id",
            "give either display or window_id, not both",
        )),
        (_, Some(window)) => Ok(Target::Window { window }),
        (display, None) => Ok(Target::Display {
            display: in_range("display", display.unwrap_or(0).into(), 0, 63)? as u32,
        }),
    }
}

fn edge(value: Option<i64>) -> Result<Option<u32>, ArgError> {
    value
        .map(|v| {
            in_range("max_long_edge", v, MIN_SEQUENCE_EDGE, MAX_SEQUENCE_EDGE).map(|v| v as u32)
        })
        .transpose()
}

/// Check a sequence id's shape: `seq_` and 24 lowercase hex digits.
pub fn validate_sequence_id(id: &str) -> Result<(), ArgError> {
    let ok = id.len() == 28
        && id.starts_with("seq_")
        && id[4..]
            .bytes()
            .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b));
    if ok {
        Ok(())
    } else {
        Err(ArgError::new(
            "sequence_id",
            "must be an id returned by screen_sequence capture or screen_watch start (seq_ and 24 hex digits)",
        ))
    }
}

impl SelectionArg {
    fn validate(self) -> Result<Selection, ArgError> {
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

impl ScreenSequenceArgs {
    /// Check every field the action uses, refuse those it does not, apply defaults.
    pub fn validate(self) -> Result<SequenceSpec, ArgError> {
        validate_device_id(&self.device_id)?;
        match self.action {
            SequenceAction::Capture => {
                let a = "capture";
                unused("sequence_id", self.sequence_id.is_some(), a)?;
                unused("select", self.select.is_some(), a)?;
                unused("as", self.compose.is_some(), a)?;
                unused("columns", self.columns.is_some(), a)?;
                unused("format", self.format.is_some(), a)?;
                let target = target(self.display, self.window_id)?;
                let duration = self.duration_ms.ok_or_else(|| {
                    ArgError::new(
                        "duration_ms",
                        format!("required for capture: 1..={MAX_DURATION_MS} ms"),
                    )
                })?;
                let duration = in_range("duration_ms", duration, 1, MAX_DURATION_MS)? as u32;
                let fps = in_range(
                    "fps",
                    self.fps.unwrap_or(DEFAULT_CAPTURE_FPS.into()),
                    1,
                    MAX_FPS,
                )? as u32;
                let max_frames = in_range(
                    "max_frames",
                    self.max_frames.unwrap_or(DEFAULT_MAX_FRAMES.into()),
                    1,
                    MAX_FRAMES,
                )? as u32;
                let default_timeout = DEFAULT_CAPTURE_TIMEOUT_MS
                    .max(duration + TIMEOUT_MARGIN_MS)
                    .min(MAX_CAPTURE_TIMEOUT_MS as u32);
                let timeout = in_range(
                    "timeout_ms",
                    self.timeout_ms.unwrap_or(default_timeout.into()),
                    duration.into(),
                    MAX_CAPTURE_TIMEOUT_MS,
                )? as u32;
                let max_long_edge = edge(self.max_long_edge)?.unwrap_or(DEFAULT_CAPTURE_EDGE);
                let scale = self.scale.unwrap_or(1.0);
                if !(MIN_SCALE..=1.0).contains(&scale) {
                    return Err(ArgError::new(
                        "scale",
                        format!("{scale} is out of bounds; allowed {MIN_SCALE}..=1"),
                    ));
                }
                let region = self.region.map(|r| r.validate("region")).transpose()?;
                Ok(SequenceSpec::Capture {
                    device_id: self.device_id,
                    settings: CaptureSettings {
                        target,
                        duration_ms: duration,
                        fps,
                        max_frames,
                        timeout_ms: timeout,
                        max_long_edge,
                        scale,
                        region,
                    },
                })
            }
            SequenceAction::Frames => {
                let a = "frames";
                unused("display", self.display.is_some(), a)?;
                unused("window_id", self.window_id.is_some(), a)?;
                unused("duration_ms", self.duration_ms.is_some(), a)?;
                unused("fps", self.fps.is_some(), a)?;
                unused("max_frames", self.max_frames.is_some(), a)?;
                unused("timeout_ms", self.timeout_ms.is_some(), a)?;
                unused("scale", self.scale.is_some(), a)?;
                let sequence_id = self.sequence_id.ok_or_else(|| {
                    ArgError::new("sequence_id", "required for frames (from capture)")
                })?;
                validate_sequence_id(&sequence_id)?;
                let compose = self.compose.unwrap_or_default();
                let columns = match self.columns {
                    None => None,
                    Some(_) if compose != Composition::Sheet => {
                        return Err(ArgError::new("columns", "only used with as: sheet"));
                    }
                    Some(c) => Some(in_range("columns", c, 1, MAX_COLUMNS)? as u32),
                };
                let select = self
                    .select
                    .map(SelectionArg::validate)
                    .transpose()?
                    .unwrap_or(Selection::Named(NamedSelection::All));
                let format = self.format.unwrap_or(match compose {
                    Composition::Frames => ImageFormat::Jpeg,
                    _ => ImageFormat::Png,
                });
                Ok(SequenceSpec::Frames {
                    device_id: self.device_id,
                    sequence_id,
                    settings: FramesSettings {
                        select,
                        compose,
                        columns,
                        region: self.region.map(|r| r.validate("region")).transpose()?,
                        max_long_edge: edge(self.max_long_edge)?,
                        format,
                        quality: DEFAULT_JPEG_QUALITY,
                    },
                })
            }
        }
    }
}

/// What `screen_watch` is asked to do.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum WatchAction {
    /// Begin capturing in the background; answers once the first frame is in.
    Start,
    /// Frames so far, elapsed time, rate reached.
    Status,
    /// End the watch and get its receipt.
    Stop,
}

/// Arguments of `screen_watch`.
#[derive(Debug, Clone, Deserialize, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ScreenWatchArgs {
    /// The device (an id from list_devices).
    pub device_id: String,
    /// start, status or stop.
    pub action: WatchAction,
    /// start: display to watch (default 0). Not with window_id.
    #[serde(default)]
    pub display: Option<u32>,
    /// start: one top-level window instead.
    #[serde(default)]
    pub window_id: Option<u64>,
    /// start: watch only this rectangle of the display or window, in its own device pixels;
    /// it is captured at its own resolution (up to max_long_edge).
    #[serde(default)]
    pub viewport: Option<RegionArg>,
    /// start: sampling rate goal, 1..=30 (default 10).
    #[serde(default)]
    pub fps: Option<i64>,
    /// start: the watch stops by itself after this long, 1..=300000 ms (default 60000).
    #[serde(default)]
    pub timeout_ms: Option<i64>,
    /// start: long edge of the frames, 64..=4096 (default 800), never above full resolution.
    #[serde(default)]
    pub max_long_edge: Option<i64>,
    /// status and stop: the watch (the sequence_id start returned). Default: this key's one
    /// running watch on the device.
    #[serde(default)]
    pub sequence_id: Option<String>,
    /// stop: also make watch.webp, an animated WebP of up to 200 distinct frames at 640 px.
    #[serde(default)]
    pub video: Option<bool>,
}

/// What a watch is asked for, checked.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct WatchSettings {
    /// Display or window.
    pub target: Target,
    /// Part of the target, in its own pixels.
    pub viewport: Option<Rect>,
    /// Sampling rate goal.
    pub fps: u32,
    /// The watch stops itself after this long.
    pub timeout_ms: u32,
    /// Long edge bound of the frames.
    pub max_long_edge: u32,
}

/// `screen_watch` arguments after validation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WatchSpec {
    /// Start a watch.
    Start {
        /// The device.
        device_id: String,
        /// The settings.
        settings: WatchSettings,
    },
    /// Report a watch.
    Status {
        /// The device.
        device_id: String,
        /// The watch, or this key's running one.
        sequence_id: Option<String>,
    },
    /// Stop a watch.
    Stop {
        /// The device.
        device_id: String,
        /// The watch, or this key's running one.
        sequence_id: Option<String>,
        /// Add watch.webp.
        video: bool,
    },
}

impl ScreenWatchArgs {
    /// Check every field the action uses, refuse those it does not, apply defaults.
    pub fn validate(self) -> Result<WatchSpec, ArgError> {
        validate_device_id(&self.device_id)?;
        if let Some(id) = &self.sequence_id {
            validate_sequence_id(id)?;
        }
        let start_only = |a: &str| {
            unused("display", self.display.is_some(), a)?;
            unused("window_id", self.window_id.is_some(), a)?;
            unused("viewport", self.viewport.is_some(), a)?;
            unused("fps", self.fps.is_some(), a)?;
            unused("timeout_ms", self.timeout_ms.is_some(), a)?;
            unused("max_long_edge", self.max_long_edge.is_some(), a)
        };
        match self.action {
            WatchAction::Start => {
                unused("sequence_id", self.sequence_id.is_some(), "start")?;
                unused("video", self.video.is_some(), "start")?;
                let settings = WatchSettings {
                    target: target(self.display, self.window_id)?,
                    viewport: self.viewport.map(|v| v.validate("viewport")).transpose()?,
                    fps: in_range(
                        "fps",
                        self.fps.unwrap_or(DEFAULT_WATCH_FPS.into()),
                        1,
                        MAX_FPS,
                    )? as u32,
                    timeout_ms: in_range(
                        "timeout_ms",
                        self.timeout_ms.unwrap_or(DEFAULT_WATCH_TIMEOUT_MS.into()),
                        1,
                        MAX_WATCH_TIMEOUT_MS,
                    )? as u32,
                    max_long_edge: edge(self.max_long_edge)?.unwrap_or(DEFAULT_WATCH_EDGE),
                };
                Ok(WatchSpec::Start {
                    device_id: self.device_id,
                    settings,
                })
            }
            WatchAction::Status => {
                start_only("status")?;
                unused("video", self.video.is_some(), "status")?;
                Ok(WatchSpec::Status {
                    device_id: self.device_id,
                    sequence_id: self.sequence_id,
                })
            }
            WatchAction::Stop => {
                start_only("stop")?;
                Ok(WatchSpec::Stop {
                    device_id: self.device_id,
                    sequence_id: self.sequence_id,
                    video: self.video.unwrap_or(false),
                })
            }
        }
    }
}

// ---------------------------------------------------------------------------------------
// Control requests and answers.
// ---------------------------------------------------------------------------------------

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
    /// Stored image bytes of this sequence.
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

#[cfg(test)]
mod tests {
    use super::*;

    fn capture(extra: serde_json::Value) -> Result<SequenceSpec, ArgError> {
        let mut v = serde_json::json!({"device_id": "d1", "action": "capture"});
        v.as_object_mut()
            .unwrap()
            .extend(extra.as_object().unwrap().clone());
        serde_json::from_value::<ScreenSequenceArgs>(v)
            .unwrap()
            .validate()
    }

    #[test]
    fn capture_defaults_and_bounds() {
        let SequenceSpec::Capture { settings, .. } =
            capture(serde_json::json!({"duration_ms": 2000})).unwrap()
        else {
            panic!()
        };
        assert_eq!(settings.fps, 4);
        assert_eq!(settings.max_frames, 40);
        assert_eq!(settings.timeout_ms, 15_000);
        assert_eq!(settings.max_long_edge, 1568);
        assert_eq!(settings.scale, 1.0);
        let SequenceSpec::Capture { settings, .. } =
            capture(serde_json::json!({"duration_ms": 60000})).unwrap()
        else {
            panic!()
        };
        assert_eq!(settings.timeout_ms, 65_000);
        for (args, field) in [
            (serde_json::json!({}), "duration_ms"),
            (serde_json::json!({"duration_ms": 0}), "duration_ms"),
            (serde_json::json!({"duration_ms": 60001}), "duration_ms"),
            (serde_json::json!({"duration_ms": 10, "fps": 31}), "fps"),
            (serde_json::json!({"duration_ms": 10, "fps": 0}), "fps"),
            (
                serde_json::json!({"duration_ms": 10, "max_frames": 301}),
                "max_frames",
            ),
            (
                serde_json::json!({"duration_ms": 5000, "timeout_ms": 4999}),
                "timeout_ms",
            ),
            (
                serde_json::json!({"duration_ms": 10, "timeout_ms": 90001}),
                "timeout_ms",
            ),
            (
                serde_json::json!({"duration_ms": 10, "max_long_edge": 63}),
                "max_long_edge",
            ),
            (
                serde_json::json!({"duration_ms": 10, "max_long_edge": 4097}),
                "max_long_edge",
            ),
            (
                serde_json::json!({"duration_ms": 10, "scale": 0.04}),
                "scale",
            ),
            (
                serde_json::json!({"duration_ms": 10, "scale": 1.5}),
                "scale",
            ),
            (
                serde_json::json!({"duration_ms": 10, "region": {"x": 0, "y": 0, "width": 0, "height": 5}}),
                "region",
            ),
            (
                serde_json::json!({"duration_ms": 10, "select": "all"}),
                "select",
            ),
            (
                serde_json::json!({"duration_ms": 10, "display": 0, "window_id": 3}),
                "window_id",
            ),
        ] {
            let e = capture(args.clone()).unwrap_err();
            assert_eq!(e.field, field, "{args}: {e}");
        }
        let e = capture(serde_json::json!({"duration_ms": 10, "fps": 31})).unwrap_err();
        assert!(e.message.contains("1..=30"), "{e}");
    }

    fn frames(extra: serde_json::Value) -> Result<SequenceSpec, ArgError> {
        let mut v = serde_json::json!({"device_id": "d1", "action": "frames",
            "sequence_id": "seq_0123456789abcdef01234567"});
        v.as_object_mut()
            .unwrap()
            .extend(extra.as_object().unwrap().clone());
        serde_json::from_value::<ScreenSequenceArgs>(v)
            .map_err(|e| ArgError::new("parse", e.to_string()))?
            .validate()
    }

    #[test]
    fn frames_selection_forms() {
        let sel = |v: serde_json::Value| match frames(serde_json::json!({ "select": v })).unwrap() {
            SequenceSpec::Frames { settings, .. } => settings.select,
            _ => panic!(),
        };
        assert_eq!(
            sel(serde_json::json!("changed")),
            Selection::Named(NamedSelection::Changed)
        );
        assert_eq!(
            sel(serde_json::json!({"indexes": [3, 0, 3]})),
            Selection::Indexes(vec![0, 3])
        );
        assert_eq!(
            sel(serde_json::json!({"from": 1, "to": 3})),
            Selection::Range(1, 3)
        );
        assert_eq!(
            frames(serde_json::json!({"select": {"from": 3, "to": 1}}))
                .unwrap_err()
                .field,
            "select.from"
        );
        assert_eq!(
            frames(serde_json::json!({"select": {"indexes": []}}))
                .unwrap_err()
                .field,
            "select.indexes"
        );
        assert_eq!(
            frames(serde_json::json!({"columns": 3})).unwrap_err().field,
            "columns"
        );
        assert_eq!(
            frames(serde_json::json!({"as": "sheet", "columns": 11}))
                .unwrap_err()
                .field,
            "columns"
        );
        assert_eq!(
            frames(serde_json::json!({"duration_ms": 5}))
                .unwrap_err()
                .field,
            "duration_ms"
        );
        let SequenceSpec::Frames { settings, .. } =
            frames(serde_json::json!({"as": "max"})).unwrap()
        else {
            panic!()
        };
        assert_eq!(settings.format, ImageFormat::Png);
        assert!(validate_sequence_id("seq_0123").is_err());
        assert!(validate_sequence_id("seq_0123456789ABCDEF01234567").is_err());
    }

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

    #[test]
    fn watch_defaults_and_bounds() {
        let w = |v: serde_json::Value| {
            serde_json::from_value::<ScreenWatchArgs>(v)
                .unwrap()
                .validate()
        };
        let WatchSpec::Start { settings, .. } =
            w(serde_json::json!({"device_id": "d", "action": "start"})).unwrap()
        else {
            panic!()
        };
        assert_eq!(
            (settings.fps, settings.timeout_ms, settings.max_long_edge),
            (10, 60_000, 800)
        );
        assert_eq!(
            w(serde_json::json!({"device_id": "d", "action": "start", "timeout_ms": 300001}))
                .unwrap_err()
                .field,
            "timeout_ms"
        );
        assert_eq!(
            w(serde_json::json!({"device_id": "d", "action": "stop", "fps": 3}))
                .unwrap_err()
                .field,
            "fps"
        );
        assert_eq!(
            w(serde_json::json!({"device_id": "d", "action": "start", "video": true}))
                .unwrap_err()
                .field,
            "video"
        );
    }
}
