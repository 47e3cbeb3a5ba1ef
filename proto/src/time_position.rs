//! Positions in a video as `video_frames` reads and writes them: one parser for every form
//! a caller writes, and the names frames are given.
//!
//! A frame's name is its absolute position, scaled to the position itself so the manifest
//! spends no tokens on empty hours and minutes: `frame-3.386s.jpg` under a minute,
//! `frame-01-23.450.jpg` under an hour, `frame-00-01-23.450.jpg` beyond. Every name, and
//! every time the manifest prints, parses back through [`parse`], so a model can hand any
//! of them straight back as `start` or `end`.

use std::fmt;

/// The longest position accepted: 100 hours, far beyond any video the relay takes.
pub const MAX_SECONDS: f64 = 100.0 * 3600.0;

/// Why a time could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "{field}: {value:?} is not a time; write seconds (12.5 or 12.5s), mm:ss or hh:mm:ss \
     (fractions allowed), or a frame name such as frame-3.386s.jpg, between 0 and 100 hours"
)]
pub struct TimeError {
    /// The argument that held it (`start`, `end`).
    pub field: String,
    /// What was written, cut to 40 characters.
    pub value: String,
}

/// Read a position in seconds: `12.5`, `12.5s`, `mm:ss[.fff]`, `hh:mm:ss[.fff]`, or a frame
/// name (`frame-3.386s.jpg`, `frame-01-23.450.jpg`, `frame-00-01-23.450.jpg`, with or
/// without the `frame-` prefix and the `.jpg` suffix). `field` names the argument in the
/// error.
pub fn parse(field: &str, text: &str) -> Result<f64, TimeError> {
    parse_seconds(text.trim())
        .filter(|s| s.is_finite() && (0.0..=MAX_SECONDS).contains(s))
        .ok_or_else(|| TimeError {
            field: field.to_string(),
            value: text.chars().take(40).collect(),
        })
}

fn parse_seconds(s: &str) -> Option<f64> {
    let s = s.strip_prefix("frame-").unwrap_or(s);
    let s = s
        .strip_suffix(".jpg")
        .or_else(|| s.strip_suffix(".jpeg"))
        .unwrap_or(s);
    if let Some(secs) = s.strip_suffix('s') {
        return number(secs);
    }
    // A name separates its fields with '-', a caller with ':'; never both.
    let fields: Vec<&str> = if s.contains(':') {
        s.split(':').collect()
    } else {
        s.split('-').collect()
    };
    match fields.as_slice() {
        [secs] => number(secs),
        [m, secs] => Some(whole(m, None)? * 60.0 + sexagesimal(secs)?),
        [h, m, secs] => {
            Some(whole(h, None)? * 3600.0 + whole(m, Some(59))? * 60.0 + sexagesimal(secs)?)
        }
        _ => None,
    }
}

/// Plain decimal seconds: digits with at most one point, no sign, no exponent.
fn number(s: &str) -> Option<f64> {
    let digits = s.chars().filter(char::is_ascii_digit).count();
    let points = s.chars().filter(|c| *c == '.').count();
    (digits > 0 && points <= 1 && digits + points == s.len())
        .then(|| s.parse().ok())
        .flatten()
}

/// A whole number of hours or minutes, at most `max`.
fn whole(s: &str, max: Option<u32>) -> Option<f64> {
    let n: u32 = (!s.is_empty() && s.len() <= 3 && s.bytes().all(|b| b.is_ascii_digit()))
        .then(|| s.parse().ok())
        .flatten()?;
    (max.is_none_or(|m| n <= m)).then_some(f64::from(n))
}

/// The seconds field of `mm:ss.fff`: below 60.
fn sexagesimal(s: &str) -> Option<f64> {
    number(s).filter(|v| *v < 60.0)
}

/// A position as the manifest prints it, scaled to itself: `3.386s`, `01:23.450`,
/// `01:02:03.450` (milliseconds, always three decimals).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Position(pub f64);

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (h, m, s) = split(self.0);
        match (h, m) {
            (0, 0) => write!(f, "{s:.3}s"),
            (0, m) => write!(f, "{m:02}:{s:06.3}"),
            (h, m) => write!(f, "{h:02}:{m:02}:{s:06.3}"),
        }
    }
}

/// The name of the frame at `seconds`: `frame-3.386s.jpg`, `frame-01-23.450.jpg`,
/// `frame-00-01-23.450.jpg`.
pub fn frame_name(seconds: f64) -> String {
    let (h, m, s) = split(seconds);
    match (h, m) {
        (0, 0) => format!("frame-{s:.3}s.jpg"),
        (0, m) => format!("frame-{m:02}-{s:06.3}.jpg"),
        (h, m) => format!("frame-{h:02}-{m:02}-{s:06.3}.jpg"),
    }
}

/// Whole hours, whole minutes and the seconds left, rounded to the millisecond first so a
/// position never prints as `60.000` seconds.
fn split(seconds: f64) -> (u64, u64, f64) {
    let ms = (seconds.max(0.0) * 1000.0).round() as u64;
    let (h, rest) = (ms / 3_600_000, ms % 3_600_000);
    let (m, rest) = (rest / 60_000, rest % 60_000);
    (h, m, rest as f64 / 1000.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ok(s: &str) -> f64 {
        parse("start", s).unwrap_or_else(|e| panic!("{s}: {e}"))
    }

    #[test]
    fn every_written_form_reads() {
        assert_eq!(ok("12.5"), 12.5);
        assert_eq!(ok("12.5s"), 12.5);
        assert_eq!(ok("3.4s"), 3.4);
        assert_eq!(ok("0"), 0.0);
        assert_eq!(ok(" 7 "), 7.0);
        assert_eq!(ok("01:23.450"), 83.45);
        assert_eq!(ok("1:23"), 83.0);
        assert_eq!(ok("90:00"), 5400.0);
        assert_eq!(ok("00:01:23.450"), 83.45);
        assert_eq!(ok("2:00:00"), 7200.0);
        assert_eq!(ok("frame-3.386s.jpg"), 3.386);
        assert_eq!(ok("frame-01-23.450.jpg"), 83.45);
        assert_eq!(ok("frame-00-01-23.450.jpg"), 83.45);
        assert_eq!(ok("01-23.450"), 83.45);
    }

    #[test]
    fn nonsense_is_refused_naming_the_field() {
        for bad in [
            "",
            "s",
            "-1",
            "1e3",
            "+4",
            "1:60",
            "1:2:3:4",
            "a:b",
            "1.2.3",
            "12h",
            "NaN",
            "inf",
            "1:61:00",
            "frame-.jpg",
            "1-2:3",
            "360001",
            "9999:00:00",
        ] {
            let e = parse("end", bad).expect_err(bad);
            assert_eq!(e.field, "end");
            assert!(e.to_string().starts_with("end: "), "{e}");
        }
    }

    #[test]
    fn names_and_positions_scale_with_the_position_and_round_trip() {
        assert_eq!(frame_name(3.386), "frame-3.386s.jpg");
        assert_eq!(frame_name(0.0), "frame-0.000s.jpg");
        assert_eq!(frame_name(83.45), "frame-01-23.450.jpg");
        assert_eq!(frame_name(3723.45), "frame-01-02-03.450.jpg");
        assert_eq!(frame_name(59.9996), "frame-01-00.000.jpg");
        assert_eq!(Position(3.386).to_string(), "3.386s");
        assert_eq!(Position(134.3).to_string(), "02:14.300");
        assert_eq!(Position(3723.45).to_string(), "01:02:03.450");
        for t in [
            0.0, 0.033, 3.386, 59.999, 60.0, 83.45, 3599.999, 3600.0, 3723.45, 86399.5,
        ] {
            let back = ok(&frame_name(t));
            assert!(
                (back - t).abs() < 0.0005,
                "{t} → {} → {back}",
                frame_name(t)
            );
            let back = ok(&Position(t).to_string());
            assert!((back - t).abs() < 0.0005, "{t} → {} → {back}", Position(t));
        }
    }
}
