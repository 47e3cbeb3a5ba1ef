//! On-device screen recording, file channel: capture a display to an H.264 MP4.
//!
//! Recording must survive the agent dying and must not hold video in memory, so the encoded
//! stream goes to a crash-safe journal as it is made and the MP4 is made from the journal at
//! the end (or at the next start, after a crash). One concept a file:
//!
//! - `recorder`: the handle ([`Recorder`]): starting checks, report, stop;
//! - `shared`: what the handle and the threads share, and the stop decision;
//! - `capture`: the capture thread (fps slots, late slots dropped, never bursts);
//! - `encoding`: the encode thread (identical frames skipped, each encoded picture's colour
//!   signature journalled with it);
//! - `change`: which 16x16 blocks and rows changed since the frame encoded before;
//! - `quality`: each picture's QP, from its kind and how much of the screen changed;
//! - `keyframes`: which frames are keyframes (the first, then after 60 samples or 10 s, never
//!   a re-encoded still screen);
//! - `finish`: journal to MP4 plus the report JSON, when a recording ends;
//! - `recover`: `recover(dir)`, the same for the journals a crashed agent left;
//! - `paths`: the names of a recording's files;
//! - `convert`: BGRA to I420 (BT.601 limited range);
//! - `h264`: the OpenH264 encoder, driven over its raw API for multi-threaded slices;
//! - `journal`: the append-only journal and its reader;
//! - `mux`: journal to fast-start MP4 with the real capture timestamps, and the frame index
//!   (`video::index`) as a `uuid` box at its end;
//! - `actions`: the relay's actions for the recording, as the MP4's timed-text track.

mod actions;
mod capture;
mod change;
mod convert;
mod encoding;
mod finish;
mod h264;
mod journal;
mod keyframes;
mod mux;
mod paths;
mod quality;
mod recorder;
mod recover;
mod shared;

#[cfg(test)]
mod tests;

pub use actions::ActionsSource;
pub use paths::mp4_path;
pub(crate) use paths::report_path;
pub use recorder::{RecordError, Recorder, RecorderConfig};
pub(crate) use recover::recover;
