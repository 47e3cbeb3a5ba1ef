//! The `screen_sequence` tool's arguments: capture or frames, checked by `validate()` into
//! a [`SequenceSpec`] (a capture's [`CaptureSettings`] or a read's [`FramesSettings`]), with
//! every bound and default applied and every misplaced field refused.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::shared_args::{edge, target, unused};
use super::{
    Composition, DEFAULT_CAPTURE_EDGE, DEFAULT_CAPTURE_FPS, DEFAULT_CAPTURE_TIMEOUT_MS,
    DEFAULT_MAX_FRAMES, FramesSettings, MAX_CAPTURE_TIMEOUT_MS, MAX_COLUMNS, MAX_DURATION_MS,
    MAX_FPS, MAX_FRAMES, MIN_SCALE, NamedSelection, RegionArg, Selection, SelectionArg,
    validate_sequence_id,
};
use crate::control::{ImageFormat, Rect, Target};
use crate::tools::{ArgError, DEFAULT_JPEG_QUALITY, in_range, validate_device_id};

/// What `screen_sequence` is asked to do.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum SequenceAction {
    /// Capture a timed series of frames; answers with metadata only.
    Capture,
    /// Read frames of a captured sequence (or of a watch).
    Frames,
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
    /// capture: give up after this long, duration_ms..=90000 ms (default 15000, so a
    /// duration_ms over 15000 needs its own timeout_ms).
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
                // The spec's default is 15000 whatever the duration; a longer capture is not
                // given a timeout nobody asked for, it is told to name one.
                let timeout = match self.timeout_ms {
                    Some(t) => in_range("timeout_ms", t, duration.into(), MAX_CAPTURE_TIMEOUT_MS)?,
                    None if duration > DEFAULT_CAPTURE_TIMEOUT_MS => {
                        return Err(ArgError::new(
                            "timeout_ms",
                            format!(
                                "defaults to {DEFAULT_CAPTURE_TIMEOUT_MS} ms, shorter than duration_ms {duration}; give timeout_ms in {duration}..={MAX_CAPTURE_TIMEOUT_MS}"
                            ),
                        ));
                    }
                    None => DEFAULT_CAPTURE_TIMEOUT_MS.into(),
                } as u32;
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
        // The default is 15000 whatever the duration: up to 15000 it applies, beyond that
        // the caller is told to name a timeout, never given a longer one silently.
        let SequenceSpec::Capture { settings, .. } =
            capture(serde_json::json!({"duration_ms": 15000})).unwrap()
        else {
            panic!()
        };
        assert_eq!(settings.timeout_ms, 15_000);
        let e = capture(serde_json::json!({"duration_ms": 15001})).unwrap_err();
        assert_eq!(e.field, "timeout_ms", "{e}");
        assert!(
            e.message.contains("defaults to 15000 ms") && e.message.contains("15001..=90000"),
            "{e}"
        );
        let SequenceSpec::Capture { settings, .. } =
            capture(serde_json::json!({"duration_ms": 60000, "timeout_ms": 60000})).unwrap()
        else {
            panic!()
        };
        assert_eq!(settings.timeout_ms, 60_000);
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
}
