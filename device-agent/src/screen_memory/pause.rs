//! The owner's pause: `device-agent screen-memory pause [--for DURATION]` and `resume`.
//!
//! The pause is a file, `<data>/screen-memory-pause.json` (`{"until_ms": …}`, `null` or no
//! field for a pause until `resume`), not a message to the running agent: the owner's command
//! needs no channel to the agent, a pause holds across restarts of the agent until its end, and
//! the agent's capture loop reads the file at every look at the screen (about once a second).
//! While it holds nothing is captured; nothing kept is deleted for it either (the retention
//! sweep runs as always, so the memory still never holds more than its ten minutes).
//!
//! A file that is there but cannot be read or understood pauses the memory with no end (fail
//! closed): the owner asked for a pause, and a damaged answer is not a reason to capture.
//! `resume` removes the file whatever it holds.

use std::io::{self, Read as _};
use std::path::{Path, PathBuf};
use std::time::Duration;

use proto::{MemoryState, PauseReason};
use serde::{Deserialize, Serialize};

use crate::fsutil;

/// The pause file, under the data directory.
pub(crate) const PAUSE_FILE: &str = "screen-memory-pause.json";
/// The shortest `--for`.
const MIN_FOR: Duration = Duration::from_secs(1);
/// The longest `--for` (7 days): a longer pause is a pause until `resume`.
const MAX_FOR: Duration = Duration::from_secs(7 * 24 * 3600);
/// The bounds of `--for` as the errors name them.
const FOR_BOUNDS: &str = "from 1s to 7d";
/// Larger than any pause file this agent writes: a larger one is damaged, not read whole.
const MAX_FILE_BYTES: u64 = 4096;

/// An owner's pause, as the file holds it and `pause --json` prints it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScreenPause {
    /// When it ends by itself (Unix ms); `None`: at `resume`.
    #[serde(default)]
    pub until_ms: Option<i64>,
}

/// What the capture loop finds of the owner's pause.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum PauseFile {
    /// No pause (no file, or one whose end has passed).
    None,
    /// Paused, until `until_ms` (Unix ms) or, when `None`, until `resume`.
    Paused {
        /// When it ends by itself.
        until_ms: Option<i64>,
    },
    /// The file is there but cannot be read or understood (why): paused with no end.
    Damaged(String),
}

impl PauseFile {
    /// The memory's state while this holds: `paused` with reason `owner` (and its end), or
    /// `None` when the owner has not paused it.
    pub(crate) fn state(&self) -> Option<MemoryState> {
        let until_ms = match self {
            PauseFile::None => return None,
            PauseFile::Paused { until_ms } => *until_ms,
            PauseFile::Damaged(_) => None,
        };
        Some(MemoryState::Paused {
            reason: PauseReason::Owner,
            until_ms,
        })
    }
}

/// Why a pause or resume failed.
#[derive(Debug, thiserror::Error)]
pub enum ScreenPauseError {
    /// `--for` is not a duration, or out of its bounds.
    #[error("--for: {0}")]
    For(String),
    /// The data directory is not there.
    #[error("no data directory {}: give the agent's --data", .0.display())]
    NoDataDir(PathBuf),
    /// The pause file could not be written or removed.
    #[error("cannot {what} {}: {source}", path.display())]
    Io {
        /// `write` or `remove`.
        what: &'static str,
        /// The pause file.
        path: PathBuf,
        /// What the system said.
        #[source]
        source: io::Error,
    },
}

/// `DURATION` of `--for`: one or more numbers each with a unit `s`, `m`, `h` or `d` (`90s`,
/// `30m`, `1h30m`, `7d`), from 1 s to 7 days; errors name the bounds.
pub(crate) fn parse_for(text: &str) -> Result<Duration, ScreenPauseError> {
    let malformed = || {
        ScreenPauseError::For(format!(
            "{text:?} is not a duration: give numbers with a unit s, m, h or d, such as 30m or 2h, {FOR_BOUNDS}"
        ))
    };
    let out_of_range =
        || ScreenPauseError::For(format!("{text} is out of range: give one {FOR_BOUNDS}"));
    let mut total: u64 = 0;
    let mut rest = text.trim();
    if rest.is_empty() {
        return Err(malformed());
    }
    while !rest.is_empty() {
        let digits = rest.len() - rest.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        if digits == 0 {
            return Err(malformed());
        }
        // Anything longer than 7 days in seconds has more digits than this: out of range.
        if digits > 12 {
            return Err(out_of_range());
        }
        let number: u64 = rest[..digits].parse().map_err(|_| malformed())?;
        let unit = match rest[digits..].chars().next() {
            Some('s') => 1,
            Some('m') => 60,
            Some('h') => 3600,
            Some('d') => 86_400,
            _ => return Err(malformed()),
        };
        total = number
            .checked_mul(unit)
            .and_then(|s| total.checked_add(s))
            .ok_or_else(out_of_range)?;
        rest = &rest[digits + 1..];
    }
    let length = Duration::from_secs(total);
    if !(MIN_FOR..=MAX_FOR).contains(&length) {
        return Err(out_of_range());
    }
    Ok(length)
}

/// Pauses the memory of `data_dir` at `now_ms`, for `length` or until [`resume`]; replaces
/// any pause there was.
pub(crate) fn pause(
    data_dir: &Path,
    length: Option<Duration>,
    now_ms: i64,
) -> Result<ScreenPause, ScreenPauseError> {
    if !data_dir.is_dir() {
        return Err(ScreenPauseError::NoDataDir(data_dir.to_path_buf()));
    }
    let pause = ScreenPause {
        until_ms: length
            .map(|l| now_ms.saturating_add(i64::try_from(l.as_millis()).unwrap_or(i64::MAX))),
    };
    let path = data_dir.join(PAUSE_FILE);
    // Serialising two optional integers cannot fail.
    let body = serde_json::to_vec(&pause).unwrap_or_default();
    fsutil::write_atomic(&path, &body).map_err(|source| ScreenPauseError::Io {
        what: "write",
        path,
        source,
    })?;
    Ok(pause)
}

/// Ends the owner's pause of `data_dir`; whether one held at `now_ms` (a damaged file counts
/// as a pause: it paused the memory).
pub(crate) fn resume(data_dir: &Path, now_ms: i64) -> Result<bool, ScreenPauseError> {
    let was = read(data_dir, now_ms) != PauseFile::None;
    let path = data_dir.join(PAUSE_FILE);
    match std::fs::remove_file(&path) {
        Ok(()) => Ok(was),
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(false),
        Err(source) => Err(ScreenPauseError::Io {
            what: "remove",
            path,
            source,
        }),
    }
}

/// The owner's pause of `data_dir` at `now_ms`, read from its file.
pub(crate) fn read(data_dir: &Path, now_ms: i64) -> PauseFile {
    let path = data_dir.join(PAUSE_FILE);
    let file = match std::fs::File::open(&path) {
        Ok(f) => f,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return PauseFile::None,
        Err(e) => return PauseFile::Damaged(format!("cannot open {}: {e}", path.display())),
    };
    let mut bytes = Vec::new();
    if let Err(e) = file.take(MAX_FILE_BYTES + 1).read_to_end(&mut bytes) {
        return PauseFile::Damaged(format!("cannot read {}: {e}", path.display()));
    }
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return PauseFile::Damaged(format!("{} is over {MAX_FILE_BYTES} bytes", path.display()));
    }
    match serde_json::from_slice::<ScreenPause>(&bytes) {
        Ok(ScreenPause {
            until_ms: Some(until),
        }) if until <= now_ms => PauseFile::None,
        Ok(ScreenPause { until_ms }) => PauseFile::Paused { until_ms },
        Err(e) => PauseFile::Damaged(format!("{} is not a pause: {e}", path.display())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const NOW: i64 = 1_796_000_000_000;

    #[test]
    fn durations_read_with_units_within_their_bounds() {
        let secs = |t: &str| parse_for(t).map(|d| d.as_secs());
        assert_eq!(secs("1s").unwrap(), 1);
        assert_eq!(secs("30m").unwrap(), 1800);
        assert_eq!(secs("2h").unwrap(), 7200);
        assert_eq!(secs("1h30m").unwrap(), 5400);
        assert_eq!(secs("7d").unwrap(), 7 * 86_400);
        for bad in ["", "m", "30", "30x", "-5m", "1.5h", "2 h", "h2"] {
            let e = parse_for(bad).unwrap_err().to_string();
            assert!(e.starts_with("--for: "), "{bad}: {e}");
            assert!(e.contains("from 1s to 7d"), "{bad}: {e}");
        }
        for far in [
            "0s",
            "8d",
            "7d1s",
            "99999999999999999999s",
            "9999999999999d",
        ] {
            let e = parse_for(far).unwrap_err().to_string();
            assert!(
                e.contains("out of range") && e.contains("from 1s to 7d"),
                "{far}: {e}"
            );
        }
    }

    #[test]
    fn a_pause_is_read_back_until_its_end_and_resume_ends_it() {
        let dir = tempfile::TempDir::new().unwrap();
        assert_eq!(read(dir.path(), NOW), PauseFile::None);
        let p = pause(dir.path(), Some(Duration::from_secs(60)), NOW).unwrap();
        assert_eq!(p.until_ms, Some(NOW + 60_000));
        assert_eq!(
            read(dir.path(), NOW + 59_999),
            PauseFile::Paused {
                until_ms: Some(NOW + 60_000)
            }
        );
        // Past its end it is no pause, and there is nothing to resume.
        assert_eq!(read(dir.path(), NOW + 60_000), PauseFile::None);
        assert!(!resume(dir.path(), NOW + 60_000).unwrap());
        assert!(!dir.path().join(PAUSE_FILE).exists());

        pause(dir.path(), None, NOW).unwrap();
        assert_eq!(
            read(dir.path(), i64::MAX),
            PauseFile::Paused { until_ms: None }
        );
        assert!(resume(dir.path(), NOW).unwrap());
        assert_eq!(read(dir.path(), NOW), PauseFile::None);
        assert!(!resume(dir.path(), NOW).unwrap());
    }

    #[test]
    fn a_damaged_or_unreadable_file_pauses() {
        let dir = tempfile::TempDir::new().unwrap();
        let path = dir.path().join(PAUSE_FILE);
        for damaged in [&b"{\"until_ms\": \"soon\"}"[..], b"not json", b""] {
            std::fs::write(&path, damaged).unwrap();
            assert!(
                matches!(read(dir.path(), NOW), PauseFile::Damaged(_)),
                "{damaged:?}"
            );
        }
        std::fs::write(&path, vec![b' '; 5000]).unwrap();
        let PauseFile::Damaged(why) = read(dir.path(), NOW) else {
            panic!("a huge file read as a pause");
        };
        assert!(why.contains("4096"), "{why}");
        // A directory where the file should be cannot be read: paused too.
        std::fs::remove_file(&path).unwrap();
        std::fs::create_dir(&path).unwrap();
        assert!(matches!(read(dir.path(), NOW), PauseFile::Damaged(_)));
        // An older or newer agent's fields do not matter; `{}` is a pause until resume.
        std::fs::remove_dir(&path).unwrap();
        std::fs::write(&path, b"{}").unwrap();
        assert_eq!(read(dir.path(), NOW), PauseFile::Paused { until_ms: None });
        // Resume removes a damaged file, which was a pause.
        std::fs::write(&path, b"garbage").unwrap();
        assert!(resume(dir.path(), NOW).unwrap());
        assert!(!path.exists());
    }

    #[test]
    fn pausing_needs_the_data_directory() {
        let dir = tempfile::TempDir::new().unwrap();
        let e = pause(&dir.path().join("nope"), None, NOW).unwrap_err();
        assert!(e.to_string().contains("--data"), "{e}");
    }
}
