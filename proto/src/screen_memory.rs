//! Screen memory (`get_screenshots`): the tool's arguments with their bounds, the device
//! request that reads the memory and what it answers, and the memory's state as
//! `list_devices` shows it.
//!
//! The memory lives on the device only (ten minutes of deduplicated WebP frames); the relay
//! asks for a range and passes the pictures on, so the limits a device must respect in its
//! answer are here, where both sides read them.
//!
//! The tool is served twice, by the relay and by the device's own loopback endpoint (for an
//! agent on the device's machine, [`LocalScreenshotsArgs`]: no `device_id`), so what a model
//! reads of an answer is worded here once ([`frame_line`], [`summary_text`], …) and the
//! structured answer ([`ScreenshotsAnswer`]) is one type.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use time::OffsetDateTime;
use time::format_description::well_known::Rfc3339;

use crate::tools::{ArgError, validate_device_id};

/// How long a frame is kept, and so the oldest one the tool can return.
pub const RETENTION_MS: i64 = 10 * 60 * 1000;
/// The range when no `from` is given: this long before `to`.
pub const DEFAULT_RANGE_MS: i64 = 60 * 1000;
/// Most frames one call returns, evenly picked in time across the range.
pub const MAX_RETURNED_FRAMES: u32 = 4;
/// Largest stored picture returned; a larger one is named but not sent.
pub const MAX_IMAGE_BYTES: u32 = 1024 * 1024;
/// Largest sum of the pictures one call returns; frames past it are named but not sent.
pub const MAX_TOTAL_BYTES: u32 = 4 * 1024 * 1024;
/// Longest `filter`, in characters.
pub const MAX_FILTER_CHARS: usize = 200;
/// Longest edge of a stored picture.
pub const MAX_STORED_EDGE: u32 = 1568;
/// Longest app name or title a device may put in an answer, in bytes.
pub const MAX_LABEL_BYTES: usize = 1024;

/// Arguments of `get_screenshots`.
#[derive(Debug, Clone, Deserialize, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct GetScreenshotsArgs {
    /// The device (an id from list_devices).
    pub device_id: String,
    /// Start of the range, RFC 3339 (`2026-12-02T09:30:00Z`). Default: 60 s before `to`.
    #[serde(default)]
    pub from: Option<String>,
    /// End of the range, RFC 3339. Default: now.
    #[serde(default)]
    pub to: Option<String>,
    /// Only frames whose app or window title contains this text, in any case.
    #[serde(default)]
    pub filter: Option<String>,
}

/// `get_screenshots` arguments after validation: a range in Unix milliseconds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GetScreenshotsSpec {
    /// The device.
    pub device_id: String,
    /// Start of the range as asked (Unix ms).
    pub from_ms: i64,
    /// End of the range as asked (Unix ms; a time after now is now).
    pub to_ms: i64,
    /// Lower-cased substring of app or title.
    pub filter: Option<String>,
}

impl GetScreenshotsArgs {
    /// Check every field against the time `now_ms` (Unix ms).
    pub fn validate(self, now_ms: i64) -> Result<GetScreenshotsSpec, ArgError> {
        validate_device_id(&self.device_id)?;
        let range = LocalScreenshotsArgs {
            from: self.from,
            to: self.to,
            filter: self.filter,
        }
        .validate(now_ms)?;
        Ok(GetScreenshotsSpec {
            device_id: self.device_id,
            from_ms: range.from_ms,
            to_ms: range.to_ms,
            filter: range.filter,
        })
    }
}

/// Arguments of `get_screenshots` on the device's own loopback endpoint: the relay's
/// without `device_id` (the device is the one answering), checked alike.
#[derive(Debug, Clone, Default, Deserialize, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct LocalScreenshotsArgs {
    /// Start of the range, RFC 3339 (`2026-12-02T09:30:00Z`). Default: 60 s before `to`.
    #[serde(default)]
    pub from: Option<String>,
    /// End of the range, RFC 3339. Default: now.
    #[serde(default)]
    pub to: Option<String>,
    /// Only frames whose app or window title contains this text, in any case.
    #[serde(default)]
    pub filter: Option<String>,
}

/// A range of the memory after validation, in Unix milliseconds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScreenshotsRange {
    /// Start of the range as asked (Unix ms).
    pub from_ms: i64,
    /// End of the range as asked (Unix ms; a time after now is now).
    pub to_ms: i64,
    /// Lower-cased substring of app or title.
    pub filter: Option<String>,
}

impl LocalScreenshotsArgs {
    /// Check every field against the time `now_ms` (Unix ms); errors name the field and its
    /// bounds.
    pub fn validate(self, now_ms: i64) -> Result<ScreenshotsRange, ArgError> {
        let to_ms = match &self.to {
            Some(t) => parse_time("to", t)?.min(now_ms),
            None => now_ms,
        };
        let from_ms = match &self.from {
            Some(t) => parse_time("from", t)?,
            None => to_ms - DEFAULT_RANGE_MS,
        };
        if from_ms > to_ms {
            return Err(ArgError::new(
                "from",
                format!(
                    "{} is after to ({}); from must be at or before to",
                    format_ms(from_ms),
                    format_ms(to_ms)
                ),
            ));
        }
        let filter = match self.filter {
            None => None,
            Some(f) => Some(validate_filter(&f)?),
        };
        Ok(ScreenshotsRange {
            from_ms,
            to_ms,
            filter,
        })
    }
}

fn validate_filter(f: &str) -> Result<String, ArgError> {
    let chars = f.chars().count();
    if chars == 0 || chars > MAX_FILTER_CHARS {
        return Err(ArgError::new(
            "filter",
            format!("must be 1 to {MAX_FILTER_CHARS} characters, got {chars}"),
        ));
    }
    if f.chars().any(char::is_control) {
        return Err(ArgError::new(
            "filter",
            "must not contain control characters",
        ));
    }
    Ok(f.to_lowercase())
}

/// An RFC 3339 time as Unix milliseconds, or an error naming `field`.
fn parse_time(field: &'static str, text: &str) -> Result<i64, ArgError> {
    let shown: String = text.chars().take(64).collect();
    let t = OffsetDateTime::parse(text.trim(), &Rfc3339).map_err(|_| {
        ArgError::new(
            field,
            format!("{shown:?} is not an RFC 3339 time such as 2026-12-02T09:30:00Z or 2026-12-02T10:30:00.250+01:00"),
        )
    })?;
    i64::try_from(t.unix_timestamp_nanos() / 1_000_000)
        .map_err(|_| ArgError::new(field, format!("{shown:?} is out of range")))
}

/// Unix milliseconds as RFC 3339 in UTC, to the millisecond (`2026-12-02T09:30:00.250Z`).
pub fn format_ms(ms: i64) -> String {
    OffsetDateTime::from_unix_timestamp_nanos(i128::from(ms) * 1_000_000)
        .ok()
        .and_then(|t| {
            t.format(&time::macros::format_description!(
                "[year]-[month]-[day]T[hour]:[minute]:[second].[subsecond digits:3]Z"
            ))
            .ok()
        })
        .unwrap_or_else(|| format!("{ms} ms"))
}

/// Ask the device for the frames of a range of its memory.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MemoryReadRequest {
    /// Start of the range (Unix ms, the device's clock).
    pub from_ms: i64,
    /// End of the range (Unix ms).
    pub to_ms: i64,
    /// Lower-cased substring of app or title.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub filter: Option<String>,
    /// Most frames to return (at most [`MAX_RETURNED_FRAMES`]).
    pub max_frames: u32,
}

/// What the device answers: the frames picked, their pictures in the payload one after
/// another in this order (`bytes` each).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MemoryFrames {
    /// The memory's state when it answered.
    pub state: MemoryState,
    /// Frames in the range that matched (before picking).
    pub matched: u32,
    /// The oldest frame the memory holds now (Unix ms), if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub oldest_ms: Option<i64>,
    /// The frames picked, oldest first.
    pub frames: Vec<MemoryFrame>,
}

/// One frame picked.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MemoryFrame {
    /// When it was captured (Unix ms).
    pub at_ms: i64,
    /// The display it shows.
    pub display: u32,
    /// The focused window's application (its class), empty when unknown.
    pub app: String,
    /// The focused window's title, empty when it has none.
    pub title: String,
    /// Width of the stored picture.
    pub width: u32,
    /// Height of the stored picture.
    pub height: u32,
    /// Bytes of its WebP in the payload; 0 when it is not sent (see `omitted`).
    pub bytes: u32,
    /// Why the picture is not sent (over a size cap), when it is not.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub omitted: Option<String>,
}

/// Whether the device is keeping a screen memory now.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(tag = "state", rename_all = "snake_case")]
pub enum MemoryState {
    /// Not kept: the device's owner did not start the agent with `--screen-memory`.
    #[default]
    Off,
    /// A frame a second of every display, and on focus and title changes.
    Active,
    /// Kept, but nothing is captured now (and nothing kept is deleted before its time).
    Paused {
        /// Why.
        reason: PauseReason,
        /// When the pause ends by itself (Unix ms): the owner's `pause --for`. Absent for
        /// every other pause, and for an owner's pause until `resume`.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        until_ms: Option<i64>,
    },
}

impl MemoryState {
    /// Paused for `reason`, with no end of its own.
    pub fn paused(reason: PauseReason) -> MemoryState {
        MemoryState::Paused {
            reason,
            until_ms: None,
        }
    }
}

/// Why a memory is paused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum PauseReason {
    /// The focused window is on the denylist (which one is not said).
    DenylistedWindow,
    /// A denylisted window is shown somewhere the backend cannot place (Wayland's window list
    /// says which windows are shown, not where), so it cannot be blacked out.
    DenylistedWindowShown,
    /// The window list cannot be read, so the denylist cannot hold (fail closed).
    NoWindowList,
    /// The device's owner paused it (`device-agent screen-memory pause`).
    Owner,
    /// A reason this side does not know: a newer agent's, read by an older relay, which
    /// shows the pause rather than refusing the agent's whole message.
    #[serde(other)]
    Unknown,
}

impl PauseReason {
    /// The reason's wire name, as the structured results have it.
    pub fn wire_name(self) -> &'static str {
        match self {
            PauseReason::DenylistedWindow => "denylisted_window",
            PauseReason::DenylistedWindowShown => "denylisted_window_shown",
            PauseReason::NoWindowList => "no_window_list",
            PauseReason::Owner => "owner",
            PauseReason::Unknown => "unknown",
        }
    }
}

impl std::fmt::Display for MemoryState {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (reason, until_ms) = match self {
            MemoryState::Off => return f.write_str("off"),
            MemoryState::Active => return f.write_str("active"),
            MemoryState::Paused { reason, until_ms } => (reason, until_ms),
        };
        match (reason, until_ms) {
            (PauseReason::DenylistedWindow, _) => {
                f.write_str("paused: a denylisted window has the focus")
            }
            // Said apart from the focus: where windows cannot be placed, being shown is all
            // that is known, and all it takes.
            (PauseReason::DenylistedWindowShown, _) => {
                f.write_str("paused: a denylisted window is shown")
            }
            (PauseReason::NoWindowList, _) => f.write_str("paused: the window list cannot be read"),
            (PauseReason::Owner, Some(until)) => write!(
                f,
                "paused by the device's owner until {}",
                format_ms(*until)
            ),
            (PauseReason::Owner, None) => {
                f.write_str("paused by the device's owner until they resume it")
            }
            (PauseReason::Unknown, _) => {
                f.write_str("paused for a reason this version does not know")
            }
        }
    }
}

/// Shown for a frame whose application is not known.
pub const UNKNOWN_APP: &str = "unknown";
/// Shown for a frame whose window has no title.
pub const UNTITLED: &str = "untitled";

// What a model reads of an answer, worded once for both endpoints (the relay's tool and the
// device's own loopback one), as `time_position::frame_name` is for video frames.

/// A device's label as one line of text: control characters (a newline would forge a line
/// of its own) become spaces.
pub fn clean(label: &str) -> String {
    label
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect()
}

/// A frame's line: `{at} · {app} — {title}` ([`UNKNOWN_APP`] / [`UNTITLED`] for empty
/// labels, control characters as spaces).
pub fn frame_line(frame: &MemoryFrame) -> String {
    let app = if frame.app.is_empty() {
        UNKNOWN_APP.to_string()
    } else {
        clean(&frame.app)
    };
    let title = if frame.title.is_empty() {
        UNTITLED.to_string()
    } else {
        clean(&frame.title)
    };
    format!("{} · {app} — {title}", format_ms(frame.at_ms))
}

/// What the texts say of the range read.
#[derive(Debug, Clone, Copy)]
pub struct RangeText<'a> {
    /// Start of the range read (Unix ms).
    pub from_ms: i64,
    /// End of the range read (Unix ms).
    pub to_ms: i64,
    /// The start asked, when the memory's ten minutes cut it.
    pub asked_from_ms: Option<i64>,
    /// The filter, lower-cased.
    pub filter: Option<&'a str>,
    /// Frames the device dated outside the range, dropped (the relay's check).
    pub dropped: usize,
}

impl RangeText<'_> {
    /// `from … to …` and the filter.
    pub fn range(&self) -> String {
        let mut text = format!(
            "from {} to {}",
            format_ms(self.from_ms),
            format_ms(self.to_ms)
        );
        if let Some(f) = self.filter {
            text.push_str(&format!(" matching {f:?}"));
        }
        text
    }

    /// The notes after the first sentence: the cut start, frames dropped.
    pub fn notes(&self) -> String {
        let mut text = String::new();
        if let Some(asked) = self.asked_from_ms {
            text.push_str(&format!(
                " The memory keeps only the last {} minutes, so the range starts there, not at the {} asked.",
                RETENTION_MS / 60_000,
                format_ms(asked)
            ));
        }
        if self.dropped > 0 {
            text.push_str(&format!(
                " {} frame(s) the device dated outside the range were dropped.",
                self.dropped
            ));
        }
        text
    }
}

/// The memory's state as a sentence, when it is worth one (not while active).
pub fn state_sentence(state: &MemoryState) -> String {
    match state {
        MemoryState::Active => String::new(),
        MemoryState::Paused { .. } => {
            format!(" The memory is {state} (nothing is captured while it is paused).")
        }
        MemoryState::Off => format!(" The memory is {state}."),
    }
}

/// The first text block when frames are shown. `device` names the device as the text
/// does: `device {id} ({name})` on the relay, `this device` on the device's own endpoint.
pub fn summary_text(
    range: &RangeText<'_>,
    device: &str,
    state: &MemoryState,
    matched: u32,
    shown: usize,
) -> String {
    let picked = if matched as usize > shown {
        " (evenly picked in time across the range)"
    } else {
        ""
    };
    format!(
        "Screen memory of {device} {}: {matched} frame(s) matched, {shown} shown{picked}, oldest first.{}{} Each frame is a line \"time · app — title\" ({UNKNOWN_APP} / {UNTITLED} when not known) then its picture. These are the past: take a screenshot before input.",
        range.range(),
        state_sentence(state),
        range.notes(),
    )
}

/// The text when no frame is shown (`device` as in [`summary_text`]).
pub fn nothing_text(
    range: &RangeText<'_>,
    device: &str,
    state: &MemoryState,
    oldest_ms: Option<i64>,
) -> String {
    let state_text = match state {
        MemoryState::Active => " The memory is active.".to_string(),
        other => state_sentence(other),
    };
    let oldest = oldest_ms.map_or_else(String::new, |t| {
        format!(" Its oldest frame is from {}.", format_ms(t))
    });
    format!(
        "No frames {} in the screen memory of {device}.{state_text}{oldest}{}",
        range.range(),
        range.notes(),
    )
}

/// The text for a range that ended before `oldest_kept`, the oldest moment the memory can
/// hold: nothing exists there (`device` as in [`summary_text`]).
pub fn older_than_memory_text(from_ms: i64, to_ms: i64, device: &str, oldest_kept: i64) -> String {
    format!(
        "No frames from {} to {} on {device}: the screen memory keeps only the last {} minutes (from {} on) and deletes anything older, so frames of that range no longer exist. Ask for a range within the last {} minutes.",
        format_ms(from_ms),
        format_ms(to_ms),
        RETENTION_MS / 60_000,
        format_ms(oldest_kept),
        RETENTION_MS / 60_000,
    )
}

/// The structured answer of `get_screenshots`, on both endpoints.
#[derive(Debug, Clone, Serialize)]
pub struct ScreenshotsAnswer {
    /// Start of the range read (RFC 3339): the start asked, or ten minutes ago if later.
    pub from: String,
    /// End of the range read (RFC 3339).
    pub to: String,
    /// Frames in the range that matched the filter, before picking.
    pub matched: u32,
    /// The memory's state (`state`: off, active, paused; `reason` when paused).
    #[serde(flatten)]
    pub state: MemoryState,
    /// The frames shown, oldest first.
    pub frames: Vec<ScreenshotsFrame>,
    /// Why there is nothing to show, when the memory was not read (`older_than_memory`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub note: Option<&'static str>,
}

/// One frame of [`ScreenshotsAnswer`].
#[derive(Debug, Clone, Serialize)]
pub struct ScreenshotsFrame {
    /// When it was captured (RFC 3339).
    pub at: String,
    /// The display it shows.
    pub display: u32,
    /// The focused application as the device named it (empty: unknown).
    pub app: String,
    /// The focused window's title (empty: none).
    pub title: String,
    /// Width of the picture.
    pub width: u32,
    /// Height of the picture.
    pub height: u32,
    /// Bytes of its WebP; 0 when not sent.
    pub bytes: u32,
    /// Why the picture was not sent.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub omitted: Option<String>,
}

impl From<MemoryFrame> for ScreenshotsFrame {
    fn from(frame: MemoryFrame) -> Self {
        ScreenshotsFrame {
            at: format_ms(frame.at_ms),
            display: frame.display,
            app: frame.app,
            title: frame.title,
            width: frame.width,
            height: frame.height,
            bytes: frame.bytes,
            omitted: frame.omitted,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const NOW: i64 = 1_796_000_000_000;

    fn args(from: Option<&str>, to: Option<&str>, filter: Option<&str>) -> GetScreenshotsArgs {
        GetScreenshotsArgs {
            device_id: "dev-1".into(),
            from: from.map(Into::into),
            to: to.map(Into::into),
            filter: filter.map(Into::into),
        }
    }

    #[test]
    fn defaults_are_the_last_minute() {
        let s = args(None, None, None).validate(NOW).unwrap();
        assert_eq!((s.from_ms, s.to_ms), (NOW - 60_000, NOW));
        assert_eq!(s.filter, None);
    }

    #[test]
    fn times_parse_with_offsets_and_fractions() {
        let s = args(
            Some("2026-12-02T10:30:00.250+01:00"),
            Some("2026-12-02T09:31:00Z"),
            Some("FireFox"),
        )
        .validate(i64::MAX / 2)
        .unwrap();
        assert_eq!(s.to_ms - s.from_ms, 59_750);
        assert_eq!(format_ms(s.from_ms), "2026-12-02T09:30:00.250Z");
        assert_eq!(s.filter.as_deref(), Some("firefox"));
    }

    #[test]
    fn a_future_end_is_now() {
        let s = args(None, Some("2999-01-01T00:00:00Z"), None)
            .validate(NOW)
            .unwrap();
        assert_eq!(s.to_ms, NOW);
    }

    #[test]
    fn bad_arguments_name_their_field() {
        let e = args(Some("yesterday"), None, None)
            .validate(NOW)
            .unwrap_err();
        assert_eq!(e.field, "from");
        assert!(e.message.contains("RFC 3339"), "{e}");
        let e = args(None, Some("12:00"), None).validate(NOW).unwrap_err();
        assert_eq!(e.field, "to");
        let e = args(
            Some("2026-12-02T09:31:00Z"),
            Some("2026-12-02T09:30:00Z"),
            None,
        )
        .validate(NOW)
        .unwrap_err();
        assert_eq!(e.field, "from");
        assert!(e.message.contains("after to"), "{e}");
        let e = args(None, None, Some("")).validate(NOW).unwrap_err();
        assert_eq!(e.field, "filter");
        let long = "x".repeat(MAX_FILTER_CHARS + 1);
        let e = args(None, None, Some(&long)).validate(NOW).unwrap_err();
        assert_eq!(e.field, "filter");
        let e = args(None, None, Some("a\nb")).validate(NOW).unwrap_err();
        assert_eq!(e.field, "filter");
        let mut bad = args(None, None, None);
        bad.device_id = "no spaces".into();
        assert_eq!(bad.validate(NOW).unwrap_err().field, "device_id");
    }

    #[test]
    fn states_read_as_words_and_tags() {
        let owner_until = MemoryState::Paused {
            reason: PauseReason::Owner,
            until_ms: Some(NOW),
        };
        let cases = [
            (MemoryState::Active, r#"{"state":"active"}"#, "active"),
            (MemoryState::Off, r#"{"state":"off"}"#, "off"),
            (
                MemoryState::paused(PauseReason::DenylistedWindow),
                r#"{"state":"paused","reason":"denylisted_window"}"#,
                "paused: a denylisted window has the focus",
            ),
            (
                MemoryState::paused(PauseReason::DenylistedWindowShown),
                r#"{"state":"paused","reason":"denylisted_window_shown"}"#,
                "paused: a denylisted window is shown",
            ),
            (
                MemoryState::paused(PauseReason::Owner),
                r#"{"state":"paused","reason":"owner"}"#,
                "paused by the device's owner until they resume it",
            ),
            (
                owner_until.clone(),
                r#"{"state":"paused","reason":"owner","until_ms":1796000000000}"#,
                "paused by the device's owner until 2026-11-30T00:53:20.000Z",
            ),
        ];
        for (state, json, words) in cases {
            assert_eq!(serde_json::to_string(&state).unwrap(), json);
            assert_eq!(serde_json::from_str::<MemoryState>(json).unwrap(), state);
            assert_eq!(state.to_string(), words);
        }
        assert!(
            state_sentence(&owner_until).contains(
                "The memory is paused by the device's owner until 2026-11-30T00:53:20.000Z"
            ),
            "{}",
            state_sentence(&owner_until)
        );
        for reason in [
            PauseReason::DenylistedWindow,
            PauseReason::DenylistedWindowShown,
            PauseReason::NoWindowList,
            PauseReason::Owner,
            PauseReason::Unknown,
        ] {
            assert_eq!(
                serde_json::to_value(reason).unwrap(),
                serde_json::json!(reason.wire_name())
            );
        }
    }

    #[test]
    fn an_unknown_reason_is_read_as_unknown_not_refused() {
        // A newer agent's reason, and fields it adds, reach an older relay as a pause.
        let state: MemoryState = serde_json::from_str(
            r#"{"state":"paused","reason":"some_future_reason","until_ms":5}"#,
        )
        .unwrap();
        assert_eq!(
            state,
            MemoryState::Paused {
                reason: PauseReason::Unknown,
                until_ms: Some(5)
            }
        );
        assert_eq!(
            state.to_string(),
            "paused for a reason this version does not know"
        );
        // An older agent's pause (no until_ms) still reads.
        let old: MemoryState =
            serde_json::from_str(r#"{"state":"paused","reason":"denylisted_window"}"#).unwrap();
        assert_eq!(old, MemoryState::paused(PauseReason::DenylistedWindow));
    }

    #[test]
    fn local_arguments_are_checked_alike() {
        let local = |from: Option<&str>, filter: Option<&str>| LocalScreenshotsArgs {
            from: from.map(Into::into),
            to: None,
            filter: filter.map(Into::into),
        };
        let r = local(None, Some("Docs")).validate(NOW).unwrap();
        assert_eq!(
            r,
            ScreenshotsRange {
                from_ms: NOW - DEFAULT_RANGE_MS,
                to_ms: NOW,
                filter: Some("docs".into())
            }
        );
        assert_eq!(
            local(Some("yesterday"), None)
                .validate(NOW)
                .unwrap_err()
                .field,
            "from"
        );
        assert_eq!(
            local(None, Some("")).validate(NOW).unwrap_err().field,
            "filter"
        );
        let e = serde_json::from_str::<LocalScreenshotsArgs>(r#"{"device_id": "d"}"#)
            .unwrap_err()
            .to_string();
        assert!(e.contains("device_id"), "{e}");
    }

    #[test]
    fn a_frame_line_names_unknowns_and_cannot_forge_lines() {
        let frame = |app: &str, title: &str, at_ms| MemoryFrame {
            at_ms,
            display: 0,
            app: app.into(),
            title: title.into(),
            width: 1,
            height: 1,
            bytes: 1,
            omitted: None,
        };
        assert_eq!(
            frame_line(&frame("", "a\nb", 1_796_000_000_250)),
            "2026-11-30T00:53:20.250Z · unknown — a b"
        );
        assert_eq!(
            frame_line(&frame("firefox", "", 0)),
            "1970-01-01T00:00:00.000Z · firefox — untitled"
        );
    }

    #[test]
    fn the_texts_name_the_device_as_given() {
        let range = RangeText {
            from_ms: 0,
            to_ms: 1_000,
            asked_from_ms: Some(-5),
            filter: Some("docs"),
            dropped: 0,
        };
        let s = summary_text(&range, "this device", &MemoryState::Active, 9, 4);
        assert!(
            s.starts_with("Screen memory of this device from 1970-01-01T00:00:00.000Z to 1970-01-01T00:00:01.000Z matching \"docs\": 9 frame(s) matched, 4 shown (evenly picked in time across the range), oldest first. The memory keeps only the last 10 minutes"),
            "{s}"
        );
        let n = nothing_text(&range, "device d (n)", &MemoryState::Off, None);
        assert!(
            n.starts_with("No frames from 1970-01-01T00:00:00.000Z to 1970-01-01T00:00:01.000Z matching \"docs\" in the screen memory of device d (n). The memory is off."),
            "{n}"
        );
        let o = older_than_memory_text(0, 1, "this device", 2);
        assert!(
            o.contains("on this device: the screen memory keeps only the last 10 minutes"),
            "{o}"
        );
    }
}
