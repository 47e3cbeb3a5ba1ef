//! `video_frames` without the plumbing: what makes a video read as a handful of stills.
//!
//! A screen recording is thousands of frames of a screen that changed a few times. This
//! crate decides which of ~120 sampled positions to show a model and how to name them; it
//! knows nothing of containers, codecs or MCP, so every rule of the spec
//! (`video-frames.md`) is tested here on plain numbers and pixels:
//!
//! - Times (parsed, printed, and the frames' names) are in `proto::time_position`, since
//!   callers write them as arguments and read them in results.
//! - [`signature`]: a frame reduced to ~576 mean cell colours on a grid of near-square
//!   cells that follows the frame's aspect; the distance between two is the share of cells
//!   whose colour moved past a noise floor.
//! - [`select`]: the sampling plan for a window, and the choice of frames: each sample
//!   compared with the last kept frame, a higher bar for sub-second gaps, every change
//!   bracketed by the samples either side, changes taken by size when the budget bites.
//! - [`manifest`]: the text that goes with the frames, priced per line.
//!
//! Reading a video is the one part with I/O, kept apart from the rules above:
//!
//! - [`container`]: an MP4 / M4V / MOV's index as one bounded sample table (times with
//!   composition offsets, keyframes, byte ranges); anything but H.264 refused by name.
//! - [`decode`]: OpenH264's decoder over its raw API, pictures matched to samples by tag.
//! - [`reader`]: [`Reader`], the frames displayed at given times, upright and scaled,
//!   decoded from the keyframe before each and onward within a GOP.
//! - [`survey`]: one whole read of a file: signatures from our recorder's frame index when
//!   it has one (only the chosen frames decoded), else from every sample decoded in
//!   parallel; the chosen frames as JPEG and the manifest.
//! - [`moments`]: instead of the changes, the frames before and after given moments (the
//!   actions done on the device while it recorded).

mod container;
mod decode;
pub mod fuzzing;
pub mod index;
pub mod manifest;
pub mod moments;
mod reader;
pub mod select;
pub mod signature;
pub mod survey;

#[cfg(test)]
mod tests;

pub use container::ReadError;
pub use decode::DecodeError;
pub use reader::{DecodedFrame, Reader, VideoInfo};
