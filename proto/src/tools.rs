//! Arguments of the MCP tools, with their bounds and defaults.
//!
//! The relay deserializes a `tools/call`'s arguments into these types, then calls
//! `validate`, which either returns the checked form or an [`ArgError`] that names the field
//! and its bounds. The JSON schemas in `tools/list` are generated from the same types, so the
//! schema a model sees and the checks it meets cannot disagree.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::control::{ImageFormat, MouseButton};

/// Default longer edge of a screenshot: the largest image most vision models take unscaled.
pub const DEFAULT_MAX_LONG_EDGE: u32 = 1568;
/// Smallest `max_long_edge`.
pub const MIN_LONG_EDGE: u32 = 64;
/// Largest `max_long_edge`.
pub const MAX_LONG_EDGE: u32 = 8192;
/// Default JPEG quality.
pub const DEFAULT_JPEG_QUALITY: u8 = 80;
/// Largest coordinate accepted in `input`.
pub const MAX_COORDINATE: i64 = 65_535;
/// Longest text one `type` action sends, in characters.
pub const MAX_TYPE_CHARS: usize = 4096;
/// Most wheel steps one `scroll` action sends on either axis.
pub const MAX_SCROLL_STEPS: i64 = 100;
/// Longest device id.
pub const MAX_DEVICE_ID_LEN: usize = 64;

/// A refused argument: which field and why, bounds included.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{field}: {message}")]
pub struct ArgError {
    /// The argument's name.
    pub field: &'static str,
    /// What is wrong and what is allowed.
    pub message: String,
}

impl ArgError {
    /// Build an error for `field`.
    pub fn new(field: &'static str, message: impl Into<String>) -> Self {
        Self {
            field,
            message: message.into(),
        }
    }
}

/// Check a device id's shape (not whether it exists).
pub fn validate_device_id(id: &str) -> Result<(), ArgError> {
    let ok = !id.is_empty()
        && id.len() <= MAX_DEVICE_ID_LEN
        && id
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'));
    if ok {
        Ok(())
    } else {
        Err(ArgError::new(
            "device_id",
            format!(
                "must be 1 to {MAX_DEVICE_ID_LEN} characters of letters, digits, '-', '_' or '.' (an id from list_devices)"
            ),
        ))
    }
}

pub(crate) fn in_range(
    field: &'static str,
    value: i64,
    min: i64,
    max: i64,
) -> Result<i64, ArgError> {
    if (min..=max).contains(&value) {
        Ok(value)
    } else {
        Err(ArgError::new(
            field,
            format!("{value} is out of bounds; allowed {min}..={max}"),
        ))
    }
}

/// Arguments of `list_devices`.
#[derive(Debug, Clone, Default, Deserialize, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ListDevicesArgs {
    /// Only this device (an id from an earlier call).
    #[serde(default)]
    pub device_id: Option<String>,
    /// Also ask each online device for its top-level windows (id, title, class, pid,
    /// geometry), so that `screenshot` can target one. Slower; default false.
    #[serde(default)]
    pub include_windows: Option<bool>,
    /// Only online devices (default false: offline ones are listed with the time they left).
    #[serde(default)]
    pub online_only: Option<bool>,
    /// Only devices no other key holds a lease on (see `device_lease`); default false.
    #[serde(default)]
    pub available: Option<bool>,
    /// At most this many devices (1..=1000, default 100), ordered by name.
    #[serde(default)]
    pub limit: Option<u32>,
    /// Skip this many (for the next page: the `next_offset` of the previous result).
    #[serde(default)]
    pub offset: Option<u32>,
}

/// Default page size of `list_devices`.
pub const DEFAULT_DEVICE_PAGE: u32 = 100;
/// Largest page size of `list_devices`.
pub const MAX_DEVICE_PAGE: u32 = 1000;

/// `list_devices` arguments after validation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ListDevicesSpec {
    /// Only this device.
    pub device_id: Option<String>,
    /// Ask online devices for their windows.
    pub include_windows: bool,
    /// Only online devices.
    pub online_only: bool,
    /// Only devices no other key holds.
    pub available: bool,
    /// Page size.
    pub limit: usize,
    /// Page start.
    pub offset: usize,
}

impl ListDevicesArgs {
    /// Check every field and apply defaults.
    pub fn validate(self) -> Result<ListDevicesSpec, ArgError> {
        if let Some(id) = &self.device_id {
            validate_device_id(id)?;
        }
        let limit = in_range(
            "limit",
            self.limit.unwrap_or(DEFAULT_DEVICE_PAGE).into(),
            1,
            MAX_DEVICE_PAGE.into(),
        )?;
        let offset = in_range("offset", self.offset.unwrap_or(0).into(), 0, 1_000_000)?;
        Ok(ListDevicesSpec {
            device_id: self.device_id,
            include_windows: self.include_windows.unwrap_or(false),
            online_only: self.online_only.unwrap_or(false),
            available: self.available.unwrap_or(false),
            limit: limit as usize,
            offset: offset as usize,
        })
    }
}

/// Arguments of `screenshot`.
#[derive(Debug, Clone, Deserialize, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ScreenshotArgs {
    /// The device, from `list_devices`.
    pub device_id: String,
    /// Display to capture (0 is the primary; see `displays` in `list_devices`). Default 0.
    /// Not together with `window_id`.
    #[serde(default)]
    pub display: Option<u32>,
    /// Capture only this top-level window (ids from `list_devices` with
    /// `include_windows: true`). Not together with `display`.
    #[serde(default)]
    pub window_id: Option<u64>,
    /// Downscale so the longer edge is at most this many pixels (64..=8192, default 1568);
    /// never upscaled. Input coordinates refer to the returned image.
    #[serde(default)]
    pub max_long_edge: Option<u32>,
    /// `jpeg` (default, small) or `png` (exact pixels, larger).
    #[serde(default)]
    pub format: Option<ImageFormat>,
    /// JPEG quality 1..=100, default 80. Ignored for png.
    #[serde(default)]
    pub quality: Option<u8>,
}

/// `screenshot` arguments after validation.
#[derive(Debug, Clone, PartialEq)]
pub struct ScreenshotSpec {
    /// The device.
    pub device_id: String,
    /// What to capture.
    pub target: crate::control::Target,
    /// Longer edge bound.
    pub max_long_edge: u32,
    /// Encoding.
    pub format: ImageFormat,
    /// JPEG quality.
    pub quality: u8,
}

impl ScreenshotArgs {
    /// Check every field and apply defaults.
    pub fn validate(self) -> Result<ScreenshotSpec, ArgError> {
        validate_device_id(&self.device_id)?;
        let target = match (self.display, self.window_id) {
            (Some(_), Some(_)) => {
                return Err(ArgError::new(
                    "window_id",
                    "give either display or window_id, not both",
                ));
            }
            (_, Some(window)) => crate::control::Target::Window { window },
            (display, None) => {
                let display = in_range("display", display.unwrap_or(0).into(), 0, 63)?;
                crate::control::Target::Display {
                    display: display as u32,
                }
            }
        };
        let edge = self.max_long_edge.unwrap_or(DEFAULT_MAX_LONG_EDGE);
        let edge = in_range(
            "max_long_edge",
            edge.into(),
            MIN_LONG_EDGE.into(),
            MAX_LONG_EDGE.into(),
        )?;
        let quality = in_range(
            "quality",
            self.quality.unwrap_or(DEFAULT_JPEG_QUALITY).into(),
            1,
            100,
        )?;
        Ok(ScreenshotSpec {
            device_id: self.device_id,
            target,
            max_long_edge: edge as u32,
            format: self.format.unwrap_or_default(),
            quality: quality as u8,
        })
    }
}

/// The kinds of `input` action.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum InputKind {
    /// Click at (x, y).
    Click,
    /// Double-click at (x, y).
    DoubleClick,
    /// Move the pointer to (x, y).
    Move,
    /// Press at (x, y), drag to (to_x, to_y), release.
    Drag,
    /// Scroll at (x, y) by (dx, dy) wheel steps.
    Scroll,
    /// Type `text`.
    Type,
    /// Press the chords in `keys`.
    Key,
}

/// Arguments of `input`.
#[derive(Debug, Clone, Deserialize, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct InputArgs {
    /// The device, from `list_devices`.
    pub device_id: String,
    /// What to do.
    pub action: InputKind,
    /// X in the pixels of this key's last screenshot of the device (device pixels when there
    /// was none). Needed by click, double_click, move, drag, scroll.
    #[serde(default)]
    pub x: Option<i64>,
    /// Y, as `x`.
    #[serde(default)]
    pub y: Option<i64>,
    /// Drag end x, same space as `x`.
    #[serde(default)]
    pub to_x: Option<i64>,
    /// Drag end y, same space as `y`.
    #[serde(default)]
    pub to_y: Option<i64>,
    /// left (default), middle or right.
    #[serde(default)]
    pub button: Option<MouseButton>,
    /// Horizontal wheel steps for scroll, positive to the right (-100..=100).
    #[serde(default)]
    pub dx: Option<i64>,
    /// Vertical wheel steps for scroll, positive down (-100..=100).
    #[serde(default)]
    pub dy: Option<i64>,
    /// Text for type (1..=4096 characters).
    #[serde(default)]
    pub text: Option<String>,
    /// Chords for key, space-separated: "ctrl+shift+t", "enter", "ctrl+a delete".
    #[serde(default)]
    pub keys: Option<String>,
}

/// A point in the caller's coordinate space (screenshot pixels), not yet mapped to the device.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Point {
    /// X.
    pub x: i64,
    /// Y.
    pub y: i64,
}

/// `input` arguments after validation, coordinates still in the caller's space.
#[derive(Debug, Clone, PartialEq)]
pub enum InputSpec {
    /// Click.
    Click(Point, MouseButton),
    /// Double click.
    DoubleClick(Point, MouseButton),
    /// Move.
    Move(Point),
    /// Drag from, to.
    Drag(Point, Point, MouseButton),
    /// Scroll at point by (dx, dy).
    Scroll(Point, i32, i32),
    /// Type text.
    Type(String),
    /// Press chords.
    Key(Vec<crate::keys::Chord>),
}

impl InputArgs {
    /// Check every field needed by the action and refuse the ones it does not use.
    pub fn validate(self) -> Result<(String, InputSpec), ArgError> {
        validate_device_id(&self.device_id)?;
        let point = |fx: &'static str, fy: &'static str, x: Option<i64>, y: Option<i64>| {
            let x = x.ok_or_else(|| ArgError::new(fx, "required for this action"))?;
            let y = y.ok_or_else(|| ArgError::new(fy, "required for this action"))?;
            Ok::<_, ArgError>(Point {
                x: in_range(fx, x, 0, MAX_COORDINATE)?,
                y: in_range(fy, y, 0, MAX_COORDINATE)?,
            })
        };
        let kind = self.action;
        let uses_point = !matches!(kind, InputKind::Type | InputKind::Key);
        let unused = |field: &'static str, present: bool, used: bool| {
            if present && !used {
                Err(ArgError::new(
                    field,
                    format!("not used by action {}", kind_name(kind)),
                ))
            } else {
                Ok(())
            }
        };
        unused("x", self.x.is_some(), uses_point)?;
        unused("y", self.y.is_some(), uses_point)?;
        unused("to_x", self.to_x.is_some(), kind == InputKind::Drag)?;
        unused("to_y", self.to_y.is_some(), kind == InputKind::Drag)?;
        let uses_button = matches!(
            kind,
            InputKind::Click | InputKind::DoubleClick | InputKind::Drag
        );
        unused("button", self.button.is_some(), uses_button)?;
        unused("dx", self.dx.is_some(), kind == InputKind::Scroll)?;
        unused("dy", self.dy.is_some(), kind == InputKind::Scroll)?;
        unused("text", self.text.is_some(), kind == InputKind::Type)?;
        unused("keys", self.keys.is_some(), kind == InputKind::Key)?;
        let button = self.button.unwrap_or_default();
        let spec = match kind {
            InputKind::Click => InputSpec::Click(point("x", "y", self.x, self.y)?, button),
            InputKind::DoubleClick => {
                InputSpec::DoubleClick(point("x", "y", self.x, self.y)?, button)
            }
            InputKind::Move => InputSpec::Move(point("x", "y", self.x, self.y)?),
            InputKind::Drag => InputSpec::Drag(
                point("x", "y", self.x, self.y)?,
                point("to_x", "to_y", self.to_x, self.to_y)?,
                button,
            ),
            InputKind::Scroll => {
                let p = point("x", "y", self.x, self.y)?;
                let dx = in_range(
                    "dx",
                    self.dx.unwrap_or(0),
                    -MAX_SCROLL_STEPS,
                    MAX_SCROLL_STEPS,
                )?;
                let dy = in_range(
                    "dy",
                    self.dy.unwrap_or(0),
                    -MAX_SCROLL_STEPS,
                    MAX_SCROLL_STEPS,
                )?;
                if dx == 0 && dy == 0 {
                    return Err(ArgError::new(
                        "dy",
                        "scroll needs a non-zero dx or dy (-100..=100)",
                    ));
                }
                InputSpec::Scroll(p, dx as i32, dy as i32)
            }
            InputKind::Type => {
                let text = self
                    .text
                    .ok_or_else(|| ArgError::new("text", "required for action type"))?;
                let n = text.chars().count();
                if n == 0 || n > MAX_TYPE_CHARS {
                    return Err(ArgError::new(
                        "text",
                        format!("{n} characters; allowed 1..={MAX_TYPE_CHARS}"),
                    ));
                }
                if text
                    .chars()
                    .any(|c| c.is_control() && !matches!(c, '\n' | '\t'))
                {
                    return Err(ArgError::new(
                        "text",
                        "contains control characters; only newline and tab are typed (use action key for others)",
                    ));
                }
                InputSpec::Type(text)
            }
            InputKind::Key => {
                let keys = self
                    .keys
                    .ok_or_else(|| ArgError::new("keys", "required for action key"))?;
                let chords = crate::keys::parse_chords(&keys).map_err(|e| {
                    ArgError::new(
                        "keys",
                        e.to_string().trim_start_matches("keys: ").to_string(),
                    )
                })?;
                InputSpec::Key(chords)
            }
        };
        Ok((self.device_id, spec))
    }
}

/// The wire name of an input kind.
pub fn kind_name(kind: InputKind) -> &'static str {
    match kind {
        InputKind::Click => "click",
        InputKind::DoubleClick => "double_click",
        InputKind::Move => "move",
        InputKind::Drag => "drag",
        InputKind::Scroll => "scroll",
        InputKind::Type => "type",
        InputKind::Key => "key",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn input(v: serde_json::Value) -> Result<(String, InputSpec), ArgError> {
        serde_json::from_value::<InputArgs>(v).unwrap().validate()
    }

    #[test]
    fn screenshot_defaults_and_bounds() {
        let s: ScreenshotArgs = serde_json::from_value(json!({"device_id": "d1"})).unwrap();
        let spec = s.validate().unwrap();
        assert_eq!(spec.max_long_edge, DEFAULT_MAX_LONG_EDGE);
        assert_eq!(spec.format, ImageFormat::Jpeg);
        let s: ScreenshotArgs =
            serde_json::from_value(json!({"device_id": "d1", "max_long_edge": 10})).unwrap();
        let err = s.validate().unwrap_err();
        assert_eq!(err.field, "max_long_edge");
        assert!(err.message.contains("64..=8192"), "{err}");
        let s: ScreenshotArgs =
            serde_json::from_value(json!({"device_id": "d1", "display": 0, "window_id": 5}))
                .unwrap();
        assert_eq!(s.validate().unwrap_err().field, "window_id");
        let s: ScreenshotArgs = serde_json::from_value(json!({"device_id": "../x"})).unwrap();
        assert_eq!(s.validate().unwrap_err().field, "device_id");
    }

    #[test]
    fn input_checks_fields_per_action() {
        assert!(matches!(
            input(json!({"device_id": "d", "action": "click", "x": 1, "y": 2}))
                .unwrap()
                .1,
            InputSpec::Click(Point { x: 1, y: 2 }, MouseButton::Left)
        ));
        assert_eq!(
            input(json!({"device_id": "d", "action": "click", "x": 1}))
                .unwrap_err()
                .field,
            "y"
        );
        assert_eq!(
            input(json!({"device_id": "d", "action": "click", "x": -1, "y": 0}))
                .unwrap_err()
                .field,
            "x"
        );
        assert_eq!(
            input(json!({"device_id": "d", "action": "type", "text": "a", "x": 3}))
                .unwrap_err()
                .field,
            "x"
        );
        assert_eq!(
            input(json!({"device_id": "d", "action": "type", "text": ""}))
                .unwrap_err()
                .field,
            "text"
        );
        assert_eq!(
            input(json!({"device_id": "d", "action": "scroll", "x": 1, "y": 1}))
                .unwrap_err()
                .field,
            "dy"
        );
        let err =
            input(json!({"device_id": "d", "action": "key", "keys": "ctrl+nope"})).unwrap_err();
        assert_eq!(err.field, "keys");
        assert!(err.to_string().starts_with("keys: unknown key"), "{err}");
    }

    #[test]
    fn unknown_fields_are_refused() {
        assert!(
            serde_json::from_value::<InputArgs>(
                json!({"device_id": "d", "action": "move", "z": 1})
            )
            .is_err()
        );
    }
}
