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

pub mod index;
pub mod manifest;
pub mod select;
pub mod signature;
