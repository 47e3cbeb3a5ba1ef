//! A recording's actions as its device embeds them: a timed-text track in the MP4.
//!
//! What was done on a device while it recorded is the relay's record (its audit log), not
//! the device's. When a recording's capture has ended, and before its MP4 is written, the
//! agent asks `GET {AGENT_RECORDINGS_PATH}/{id}/actions` with its device token and muxes the
//! cues it gets as the file's timed-text track, so any player lists them beside the video.
//! The relay answers only for a recording of the asking device; the same actions are served
//! as JSON and WebVTT beside the file. The agent checks the answer's bounds before it uses
//! any of it ([`RecordingActions::validate`]); a recording whose actions could not be had
//! (the relay unreachable, a crash finished at the next start) gets no text track.

use serde::{Deserialize, Serialize};

use crate::ArgError;

/// Path under which a device asks for one of its recordings' actions:
/// `{AGENT_RECORDINGS_PATH}/{id}/actions`.
pub const AGENT_RECORDINGS_PATH: &str = "/v1/agent/recordings";

/// Most cues in one answer (the relay keeps the latest of more).
pub const MAX_ACTION_CUES: usize = 10_000;

/// Longest text of one cue, in bytes.
pub const MAX_ACTION_CUE_TEXT: usize = 512;

/// One action, as shown while it happened.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ActionCue {
    /// Milliseconds from the recording's start to when the cue shows.
    pub start_ms: u64,
    /// Milliseconds from the recording's start to when it goes (after `start_ms`).
    pub end_ms: u64,
    /// What was done and by whom, on one line: `click at 640,400 · ci-bot`.
    pub text: String,
}

impl ActionCue {
    /// A cue shown from `start_ms` to `end_ms` with `text`.
    pub fn new(start_ms: u64, end_ms: u64, text: impl Into<String>) -> Self {
        ActionCue {
            start_ms,
            end_ms,
            text: text.into(),
        }
    }
}

/// A recording's actions, in time order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RecordingActions {
    /// The recording they belong to.
    pub recording_id: String,
    /// The cues, by `start_ms`.
    pub cues: Vec<ActionCue>,
    /// More happened than [`MAX_ACTION_CUES`]; these are the latest.
    #[serde(default)]
    pub truncated: bool,
}

impl RecordingActions {
    /// Check every bound, naming the first field out of them.
    pub fn validate(&self) -> Result<(), ArgError> {
        if self.cues.len() > MAX_ACTION_CUES {
            return Err(ArgError::new(
                "cues",
                format!(
                    "{} cues, at most {MAX_ACTION_CUES} allowed",
                    self.cues.len()
                ),
            ));
        }
        let mut last = 0;
        for (i, cue) in self.cues.iter().enumerate() {
            if cue.text.len() > MAX_ACTION_CUE_TEXT {
                return Err(ArgError::new(
                    "cues",
                    format!(
                        "cue {i}: its text is {} bytes, at most {MAX_ACTION_CUE_TEXT} allowed",
                        cue.text.len()
                    ),
                ));
            }
            if cue.text.chars().any(char::is_control) {
                return Err(ArgError::new(
                    "cues",
                    format!("cue {i}: its text must be one line without control characters"),
                ));
            }
            if cue.end_ms <= cue.start_ms {
                return Err(ArgError::new(
                    "cues",
                    format!("cue {i}: end_ms must be after start_ms ({})", cue.start_ms),
                ));
            }
            if cue.start_ms < last {
                return Err(ArgError::new(
                    "cues",
                    format!("cue {i}: starts before the cue ahead of it (cues are in time order)"),
                ));
            }
            last = cue.start_ms;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn actions(cues: Vec<ActionCue>) -> RecordingActions {
        RecordingActions {
            recording_id: "rec_1".into(),
            cues,
            truncated: false,
        }
    }

    #[test]
    fn bounds_are_named() {
        assert!(
            actions(vec![
                ActionCue::new(0, 500, "click at 1,2"),
                ActionCue::new(0, 700, "a")
            ])
            .validate()
            .is_ok()
        );
        let err = |a: RecordingActions| a.validate().unwrap_err().to_string();
        assert!(err(actions(vec![ActionCue::new(5, 5, "x")])).contains("cue 0: end_ms"));
        assert!(
            err(actions(vec![
                ActionCue::new(5, 9, "x"),
                ActionCue::new(4, 9, "y")
            ]))
            .contains("cue 1: starts before")
        );
        assert!(
            err(actions(vec![ActionCue::new(0, 1, "a\nb")]))
                .contains("cue 0: its text must be one line")
        );
        assert!(err(actions(vec![ActionCue::new(0, 1, "x".repeat(513))])).contains("at most 512"));
        assert!(
            err(actions(vec![
                ActionCue::new(0, 1, "x");
                MAX_ACTION_CUES + 1
            ]))
            .contains("at most 10000")
        );
    }
}
