//! The `screen_watch` tool's arguments: start, status or stop, checked by `validate()` into
//! a [`WatchSpec`] (a start's [`WatchSettings`]), with every bound and default applied and
//! every misplaced field refused.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::shared_args::{edge, target, unused};
use super::{
    DEFAULT_WATCH_EDGE, DEFAULT_WATCH_FPS, DEFAULT_WATCH_TIMEOUT_MS, MAX_FPS, MAX_WATCH_TIMEOUT_MS,
    RegionArg, validate_sequence_id,
};
use crate::control::{Rect, Target};
use crate::tools::{ArgError, in_range, validate_device_id};

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

#[cfg(test)]
mod tests {
    use super::*;

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
