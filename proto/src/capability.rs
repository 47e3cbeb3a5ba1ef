//! What an agent says it can do, and how a relay reads a list of it that a newer agent wrote.
//!
//! Agents and relays are upgraded at different times, and the hello carries no feature
//! negotiation beyond [`crate::PROTOCOL_VERSION`]. So a capability is added without a version
//! bump, and a relay reads the hello's lists with [`known_only`]: a name it does not know is
//! dropped (the relay cannot use it anyway) instead of failing the whole hello, which would
//! lock the newer agent out.

use std::fmt;
use std::marker::PhantomData;

use serde::de::{self, IgnoredAny, SeqAccess, Visitor};
use serde::{Deserialize, Deserializer, Serialize};

/// One thing an agent can do; tools that need it are refused on agents without it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Capability {
    /// Still screenshots of a display.
    Screenshot,
    /// Listing top-level windows with their place on the screen, and screenshots of one.
    Windows,
    /// Listing top-level windows (title, application, focus) where the window system does
    /// not say where they are, so that none can be captured alone. An agent offers this or
    /// [`Capability::Windows`], never both.
    WindowList,
    /// Pointer and keyboard injection.
    Input,
    /// Recording a display to an H.264 MP4 file.
    Recording,
    /// Serving a live view over RFB (the agent's own server or a tunnelled stock one).
    LiveView,
    /// Taking the viewer's pointer and keyboard in a live session.
    LiveControl,
    /// Recording a live session's screen for the audit, beside a file recording
    /// ([`crate::LiveStartRequest::record`]).
    LiveRecording,
    /// Timed frame sequences and watches kept on the device.
    Sequences,
    /// A rolling memory of the last ten minutes of the screen (`get_screenshots`), which the
    /// device's owner turned on.
    ScreenMemory,
}

/// How many [`Unavailable`] entries a hello may carry.
pub const MAX_UNAVAILABLE: usize = 16;
/// How long an [`Unavailable`] reason may be, in characters.
pub const MAX_UNAVAILABLE_REASON: usize = 300;
/// How many entries either capability list of a hello may hold, known or not, before it is
/// refused as it is read.
pub const MAX_CAPABILITY_ENTRIES: usize = 64;

/// A capability the agent does not have on this device, and why.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Unavailable {
    /// The capability missing from [`crate::Hello::capabilities`].
    pub capability: Capability,
    /// Why, for a person: what the device lacks.
    pub reason: String,
}

/// Read a list, dropping the entries that do not parse as `T` (a capability this build does
/// not know), and refusing a list of more than [`MAX_CAPABILITY_ENTRIES`] entries.
pub(crate) fn known_only<'de, D, T>(deserializer: D) -> Result<Vec<T>, D::Error>
where
    D: Deserializer<'de>,
    T: Deserialize<'de>,
{
    deserializer.deserialize_seq(KnownOnly(PhantomData))
}

struct KnownOnly<T>(PhantomData<T>);

/// One entry: what this build knows, or anything else, which is skipped.
#[derive(Deserialize)]
#[serde(untagged)]
enum Entry<T> {
    Known(T),
    Unknown(IgnoredAny),
}

impl<'de, T: Deserialize<'de>> Visitor<'de> for KnownOnly<T> {
    type Value = Vec<T>;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "a list of at most {MAX_CAPABILITY_ENTRIES} capabilities")
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Vec<T>, A::Error> {
        let mut known = Vec::new();
        let mut entries = 0;
        while let Some(entry) = seq.next_element::<Entry<T>>()? {
            entries += 1;
            if entries > MAX_CAPABILITY_ENTRIES {
                return Err(de::Error::custom(format_args!(
                    "a capability list holds at most {MAX_CAPABILITY_ENTRIES} entries"
                )));
            }
            if let Entry::Known(value) = entry {
                known.push(value);
            }
        }
        Ok(known)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, Deserialize)]
    struct Lists {
        #[serde(deserialize_with = "known_only")]
        capabilities: Vec<Capability>,
        #[serde(deserialize_with = "known_only")]
        unavailable: Vec<Unavailable>,
    }

    #[test]
    fn a_newer_agents_capabilities_are_dropped_not_refused() {
        let lists: Lists = serde_json::from_str(
            r#"{"capabilities": ["screenshot", "teleport", {"odd": 1}, "window_list"],
                "unavailable": [{"capability": "teleport", "reason": "r"},
                                {"capability": "windows", "reason": "no places"}]}"#,
        )
        .unwrap();
        assert_eq!(
            lists.capabilities,
            vec![Capability::Screenshot, Capability::WindowList]
        );
        assert_eq!(
            lists.unavailable,
            vec![Unavailable {
                capability: Capability::Windows,
                reason: "no places".into()
            }]
        );
    }

    #[test]
    fn a_list_longer_than_the_bound_is_refused_as_it_is_read() {
        let many = vec!["\"teleport\""; MAX_CAPABILITY_ENTRIES + 1].join(",");
        let err = serde_json::from_str::<Lists>(&format!(
            r#"{{"capabilities": [{many}], "unavailable": []}}"#
        ))
        .unwrap_err();
        assert!(err.to_string().contains("at most 64 entries"), "{err}");
        assert!(
            serde_json::from_str::<Lists>(r#"{"capabilities": 3, "unavailable": []}"#).is_err()
        );
    }
}
