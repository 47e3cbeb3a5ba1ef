//! Which live sessions the device records for the audit: the relay's policy
//! (`--record-live-sessions`), which an admin may set otherwise for one key.
//!
//! A person in a `control` session can do anything on a device, so by default those are
//! recorded; `view` sessions only show the screen, so recording them is a choice.

use serde::Serialize;

use proto::LiveMode;

/// The live sessions to record.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum RecordLive {
    /// None.
    Off,
    /// Control sessions (the default).
    #[default]
    Control,
    /// Every session, view ones too.
    All,
}

/// A policy that is none of the three names.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0:?} is not a live-session recording policy; use off, control or all")]
pub struct BadPolicy(pub String);

impl RecordLive {
    /// The name, as typed and stored.
    pub fn as_str(self) -> &'static str {
        match self {
            RecordLive::Off => "off",
            RecordLive::Control => "control",
            RecordLive::All => "all",
        }
    }

    /// Whether a session in `mode` is recorded.
    pub fn records(self, mode: LiveMode) -> bool {
        match self {
            RecordLive::Off => false,
            RecordLive::Control => mode == LiveMode::Control,
            RecordLive::All => true,
        }
    }

    /// The policy for a key: its own when an admin set one, else the relay's.
    pub fn for_key(key: Option<RecordLive>, relay: RecordLive) -> RecordLive {
        key.unwrap_or(relay)
    }
}

impl std::str::FromStr for RecordLive {
    type Err = BadPolicy;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "off" => Ok(RecordLive::Off),
            "control" => Ok(RecordLive::Control),
            "all" => Ok(RecordLive::All),
            other => Err(BadPolicy(other.to_string())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_policy_records_what_it_names() {
        for (policy, view, control) in [
            (RecordLive::Off, false, false),
            (RecordLive::Control, false, true),
            (RecordLive::All, true, true),
        ] {
            assert_eq!(policy.records(LiveMode::View), view, "{policy:?}");
            assert_eq!(policy.records(LiveMode::Control), control, "{policy:?}");
            assert_eq!(policy.as_str().parse::<RecordLive>(), Ok(policy));
        }
        assert_eq!(RecordLive::default(), RecordLive::Control);
        let e = "Control".parse::<RecordLive>().unwrap_err();
        assert!(e.to_string().contains("off, control or all"), "{e}");
        assert_eq!(
            RecordLive::for_key(Some(RecordLive::Off), RecordLive::All),
            RecordLive::Off
        );
        assert_eq!(RecordLive::for_key(None, RecordLive::All), RecordLive::All);
    }
}
