//! Arguments of `video_frames`, with their bounds and defaults (the spec's table).

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::time_position;
use crate::tools::ArgError;

/// Default `max_frames`: about four changes with their context.
pub const DEFAULT_VIDEO_MAX_FRAMES: u32 = 10;
/// Largest `max_frames`.
pub const MAX_VIDEO_FRAMES: u32 = 60;
/// Default `max_width`: the longest edge of a returned frame.
pub const DEFAULT_VIDEO_MAX_WIDTH: u32 = 1280;
/// Smallest `max_width`.
pub const MIN_VIDEO_MAX_WIDTH: u32 = 64;
/// Largest `max_width`.
pub const MAX_VIDEO_MAX_WIDTH: u32 = 3840;
/// Longest `video` argument (a download URL with its signature fits many times over).
pub const MAX_VIDEO_REF_LEN: usize = 2048;

/// How large a change must be to be shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum VideoSensitivity {
    /// Only major transitions.
    Low,
    /// Dialogs, panels, a few lines of output (default).
    #[default]
    Normal,
    /// Anything past the noise floor, even a changed line of text, however close in time.
    High,
}

/// What to show the frames around, instead of where the picture changed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum VideoAround {
    /// Each action done on the device while it recorded (a recording of a device only):
    /// the frame just before it began and the one shown once it had taken effect.
    Actions,
}

/// A position as written: seconds (`12.5`) or text (`"12.5s"`, `"mm:ss"`, `"hh:mm:ss"`, a
/// frame name such as `"frame-3.386s.jpg"`).
#[derive(Debug, Clone, PartialEq, Deserialize, Serialize, JsonSchema)]
#[serde(untagged)]
pub enum TimeArg {
    /// Seconds.
    Seconds(f64),
    /// Any written form.
    Text(String),
}

impl TimeArg {
    fn seconds(&self, field: &'static str) -> Result<f64, ArgError> {
        let text = match self {
            TimeArg::Seconds(s) => s.to_string(),
            TimeArg::Text(t) => t.clone(),
        };
        time_position::parse(field, &text).map_err(|e| ArgError::new(field, strip_field(&e)))
    }
}

/// The message of a time error without its `field: ` prefix (an [`ArgError`] adds it).
fn strip_field(e: &time_position::TimeError) -> String {
    let full = e.to_string();
    full.strip_prefix(&format!("{}: ", e.field))
        .unwrap_or(&full)
        .to_string()
}

/// Arguments of `video_frames`.
#[derive(Debug, Clone, Deserialize, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct VideoFramesArgs {
    /// The video: an artifact id (a recording's `rec_…`, a watch's `watch.webp` `wf_…`, an
    /// uploaded video's `vid_…`), a watch's id (`seq_…`: its animation) or a `download_url`
    /// the relay issued.
    pub video: String,
    /// Where to start: seconds (12.5 or "12.5s"), "mm:ss", "hh:mm:ss", or a frame name from
    /// an earlier result. Default: the beginning.
    #[serde(default)]
    pub start: Option<TimeArg>,
    /// Where to stop, in the same forms. Default: the end.
    #[serde(default)]
    pub end: Option<TimeArg>,
    /// Most images returned (1..=60, default 10): a budget in images, not changes; a change
    /// costs up to 3 with its context.
    #[serde(default)]
    pub max_frames: Option<u32>,
    /// `low` (major transitions only), `normal` (default) or `high` (a changed line of text).
    #[serde(default)]
    pub sensitivity: Option<VideoSensitivity>,
    /// Seconds between samples. Default: the window over ~120 samples; clamped (never
    /// refused) to between one video frame and the window.
    #[serde(default)]
    pub interval: Option<f64>,
    /// Longest edge, width or height, of the returned frames (64..=3840, default 1280).
    #[serde(default)]
    pub max_width: Option<u32>,
    /// `actions`: instead of the changes, the frame before and the frame after each action
    /// done on the device while it recorded (inputs, live sessions, viewers; a recording of
    /// a device only), two images each within max_frames. Not with sensitivity or interval.
    #[serde(default)]
    pub around: Option<VideoAround>,
}

/// Which video, as the caller named it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum VideoRef {
    /// An artifact id.
    Artifact(String),
    /// A download URL the relay issued (its signature is checked by the relay).
    DownloadUrl(String),
}

/// `video_frames` arguments after validation.
#[derive(Debug, Clone, PartialEq)]
pub struct VideoFramesSpec {
    /// The video.
    pub video: VideoRef,
    /// Start in seconds, when given.
    pub start: Option<f64>,
    /// End in seconds, when given (after `start`).
    pub end: Option<f64>,
    /// Image budget.
    pub max_frames: u32,
    /// How large a change must be.
    pub sensitivity: VideoSensitivity,
    /// The interval asked for, unclamped (the relay clamps it once it knows the video).
    pub interval: Option<f64>,
    /// Longest edge of a returned frame.
    pub max_width: u32,
    /// Frames around these instead of the changes.
    pub around: Option<VideoAround>,
}

impl VideoFramesArgs {
    /// Check every field and apply defaults.
    pub fn validate(self) -> Result<VideoFramesSpec, ArgError> {
        let video = self.video.trim();
        if video.is_empty() || video.len() > MAX_VIDEO_REF_LEN {
            return Err(ArgError::new(
                "video",
                format!(
                    "give an artifact id or a download_url the relay issued (1 to \
                     {MAX_VIDEO_REF_LEN} characters)"
                ),
            ));
        }
        let video = if video.starts_with("https://") || video.starts_with("http://") {
            VideoRef::DownloadUrl(video.to_string())
        } else if video.len() <= 64
            && video
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '-'))
        {
            VideoRef::Artifact(video.to_string())
        } else {
            return Err(ArgError::new(
                "video",
                "not an artifact id (letters, digits, '_' and '-', at most 64) nor an http(s) \
                 download_url",
            ));
        };
        let start = self.start.map(|t| t.seconds("start")).transpose()?;
        let end = self.end.map(|t| t.seconds("end")).transpose()?;
        if let (Some(s), Some(e)) = (start, end)
            && e <= s
        {
            return Err(ArgError::new(
                "end",
                format!(
                    "{} is not after start ({})",
                    time_position::Position(e),
                    time_position::Position(s)
                ),
            ));
        }
        let max_frames = self.max_frames.unwrap_or(DEFAULT_VIDEO_MAX_FRAMES);
        if !(1..=MAX_VIDEO_FRAMES).contains(&max_frames) {
            return Err(ArgError::new(
                "max_frames",
                format!("{max_frames} is out of bounds; allowed 1..={MAX_VIDEO_FRAMES}"),
            ));
        }
        let max_width = self.max_width.unwrap_or(DEFAULT_VIDEO_MAX_WIDTH);
        if !(MIN_VIDEO_MAX_WIDTH..=MAX_VIDEO_MAX_WIDTH).contains(&max_width) {
            return Err(ArgError::new(
                "max_width",
                format!(
                    "{max_width} is out of bounds; allowed \
                     {MIN_VIDEO_MAX_WIDTH}..={MAX_VIDEO_MAX_WIDTH}"
                ),
            ));
        }
        if self.around.is_some() {
            for (field, given) in [
                ("sensitivity", self.sensitivity.is_some()),
                ("interval", self.interval.is_some()),
            ] {
                if given {
                    return Err(ArgError::new(
                        field,
                        "not with around: the frames around actions are placed by their times,                          not by changes",
                    ));
                }
            }
        }
        Ok(VideoFramesSpec {
            video,
            start,
            end,
            max_frames,
            sensitivity: self.sensitivity.unwrap_or_default(),
            interval: self.interval.filter(|i| i.is_finite()),
            max_width,
            around: self.around,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(v: serde_json::Value) -> Result<VideoFramesSpec, String> {
        let a: VideoFramesArgs = serde_json::from_value(v).map_err(|e| e.to_string())?;
        a.validate().map_err(|e| e.to_string())
    }

    #[test]
    fn defaults_follow_the_spec() {
        let s = args(serde_json::json!({"video": "rec_abc"})).unwrap();
        assert_eq!(s.video, VideoRef::Artifact("rec_abc".into()));
        assert_eq!((s.start, s.end, s.interval), (None, None, None));
        assert_eq!((s.max_frames, s.max_width), (10, 1280));
        assert_eq!(s.sensitivity, VideoSensitivity::Normal);
    }

    #[test]
    fn times_come_as_numbers_or_any_written_form() {
        let s = args(serde_json::json!({
            "video": "https://relay.example/v1/artifacts/rec_1/download?k=k_1&exp=1&sig=x",
            "start": 12.5, "end": "frame-01-23.450.jpg", "sensitivity": "high",
            "interval": -3, "max_frames": 60, "max_width": 64
        }))
        .unwrap();
        assert!(matches!(s.video, VideoRef::DownloadUrl(_)));
        assert_eq!((s.start, s.end), (Some(12.5), Some(83.45)));
        assert_eq!(s.interval, Some(-3.0), "clamped later, never refused");
        assert_eq!(s.sensitivity, VideoSensitivity::High);
    }

    #[test]
    fn around_actions_is_placed_by_time_not_by_change() {
        let s = args(serde_json::json!({"video": "rec_abc", "around": "actions"})).unwrap();
        assert_eq!(s.around, Some(VideoAround::Actions));
        for (extra, field) in [
            (serde_json::json!({"sensitivity": "high"}), "sensitivity:"),
            (serde_json::json!({"interval": 2}), "interval:"),
        ] {
            let mut v = serde_json::json!({"video": "rec_abc", "around": "actions"});
            v.as_object_mut()
                .unwrap()
                .extend(extra.as_object().unwrap().clone());
            let e = args(v).unwrap_err();
            assert!(e.starts_with(field), "{e}");
        }
        assert!(args(serde_json::json!({"video": "rec_abc", "around": "changes"})).is_err());
    }

    #[test]
    fn bad_arguments_name_the_field_and_bounds() {
        for (v, field) in [
            (serde_json::json!({"video": ""}), "video:"),
            (serde_json::json!({"video": "../etc/passwd"}), "video:"),
            (serde_json::json!({"video": "x".repeat(3000)}), "video:"),
            (
                serde_json::json!({"video": "rec_1", "start": "soon"}),
                "start:",
            ),
            (serde_json::json!({"video": "rec_1", "start": -1}), "start:"),
            (
                serde_json::json!({"video": "rec_1", "start": 5, "end": "0:05"}),
                "end:",
            ),
            (
                serde_json::json!({"video": "rec_1", "max_frames": 0}),
                "max_frames:",
            ),
            (
                serde_json::json!({"video": "rec_1", "max_frames": 61}),
                "max_frames:",
            ),
            (
                serde_json::json!({"video": "rec_1", "max_width": 63}),
                "max_width:",
            ),
        ] {
            let e = args(v.clone()).expect_err(&v.to_string());
            assert!(e.starts_with(field), "{v}: {e}");
        }
        let e = args(serde_json::json!({"video": "rec_1", "start": "soon"})).unwrap_err();
        assert_eq!(e.matches("start:").count(), 1, "{e}");
        assert!(args(serde_json::json!({"video": "rec_1", "sensitivity": "max"})).is_err());
        assert!(args(serde_json::json!({"video": "rec_1", "path": "/x"})).is_err());
    }
}
