//! Wire types shared by the device-agent and the relay.
//!
//! Everything that crosses a process boundary is defined here as plain serde types, so the
//! agent and the relay cannot drift apart: the control-plane envelopes ([`control`]), the
//! arguments of the MCP tools with their bounds and defaults ([`tools`]), and key chords
//! ([`keys`]). This crate does no I/O.

pub mod actions_track;
pub mod artifact;
pub mod capability;
pub mod cluster;
pub mod control;
pub mod fuzzing;
pub mod keys;
pub mod lease;
pub mod live;
pub mod recording;
pub mod screen_memory;
pub mod sequence;
pub mod time_position;
pub mod tools;
pub mod video_frames;
pub mod watch_file;

pub use actions_track::*;
pub use artifact::*;
pub use capability::{
    Capability, MAX_CAPABILITY_ENTRIES, MAX_UNAVAILABLE, MAX_UNAVAILABLE_REASON, Unavailable,
};
pub use control::*;
pub use lease::*;
pub use live::*;
pub use recording::*;
pub use screen_memory::*;
pub use sequence::*;
pub use tools::*;
pub use video_frames::*;
pub use watch_file::*;
