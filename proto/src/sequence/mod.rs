//! Temporal capture: the `screen_sequence` and `screen_watch` tools' arguments, the control
//! requests that run them on the device, and the metadata they answer with.
//!
//! A sequence is a timed series of frames captured and kept on the device; the relay holds
//! nothing but forwards. Capture answers with metadata only ([`SequenceMeta`]); frames are
//! read afterwards, selected and optionally composed into one image. A watch is a sequence
//! captured in the background while the agent acts, noting each input action's span.
//! Bounds and defaults follow `temporal-capture.md`; every one is checked here, so the schema
//! a model reads and the refusals it meets come from one place.
//!
//! One file an idea: `limits.rs` the bounds and defaults; `shared_args.rs` the argument
//! pieces both tools check alike (a region, the target, an edge, a sequence id);
//! `screen_sequence.rs` and `screen_watch.rs` each tool's arguments and their `validate()`;
//! `selection.rs` which frames a read picks and what it makes of them; `requests.rs` the
//! control requests; `meta.rs` a sequence's metadata; `frames_result.rs` what a read
//! answers; `receipt.rs` what stopping a watch answers. Every item is re-exported here, so
//! `proto::sequence::X` names it wherever it lives.

mod frames_result;
mod limits;
mod meta;
mod receipt;
mod requests;
mod screen_sequence;
mod screen_watch;
mod selection;
mod shared_args;

pub use frames_result::*;
pub use limits::*;
pub use meta::*;
pub use receipt::*;
pub use requests::*;
pub use screen_sequence::*;
pub use screen_watch::*;
pub use selection::*;
pub use shared_args::*;
