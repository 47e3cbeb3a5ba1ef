//! Argument pieces both `screen_sequence` and `screen_watch` check alike: a caller's
//! rectangle, the display-or-window target, a long edge, a sequence id, and the refusal of
//! a field the action does not use. Kept apart so the two tools refuse the same mistakes in
//! the same words.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::{MAX_REGION_EDGE, MAX_SEQUENCE_EDGE, MIN_SEQUENCE_EDGE};
use crate::control::{Rect, Target};
use crate::tools::{ArgError, in_range};

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

/// Refuse a field the action does not use, so a misplaced argument is not silently ignored.
pub(super) fn unused(field: &'static str, present: bool, action: &str) -> Result<(), ArgError> {
    if present {
        Err(ArgError::new(
            field,
            format!("is not used by action {action}"),
        ))
    } else {
        Ok(())
    }
}

pub(super) fn target(display: Option<u32>, window_id: Option<u64>) -> Result<Target, ArgError> {
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

pub(super) fn edge(value: Option<i64>) -> Result<Option<u32>, ArgError> {
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
