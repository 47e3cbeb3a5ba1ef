//! On-device screen recording, file channel: capture a display to an H.264 MP4.
//!
//! Recording must survive the agent dying and must not hold video in memory, so the encoded
//! stream goes to a crash-safe journal as it is made and the MP4 is made from the journal at
//! the end (or at the next start, after a crash). One concept a file:
//!
//! - [`recorder`](self::Recorder): the pipeline (capture thread, encode thread, finishing),
//!   its handle and [`recover`];
//! - `convert`: BGRA to I420 (BT.601 limited range);
//! - `h264`: the OpenH264 encoder, driven over its raw API for multi-threaded slices;
//! - `journal`: the append-only journal and its reader;
//! - `mux`: journal to fast-start MP4 with the real capture timestamps.

mod convert;
mod h264;
mod journal;
mod mux;
mod recorder;

#[cfg(test)]
mod tests;

pub use recorder::{RecordError, Recorder, RecorderConfig, mp4_path, recover, report_path};
