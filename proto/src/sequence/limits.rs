//! The temporal tools' bounds and defaults (`temporal-capture.md`), in one place so the
//! schema a model reads, the checks in `validate()` and the device's store agree.

/// Longest `duration_ms` of a capture.
pub const MAX_DURATION_MS: i64 = 60_000;
/// Highest `fps` of a capture or a watch.
pub const MAX_FPS: i64 = 30;
/// Default `fps` of a capture.
pub const DEFAULT_CAPTURE_FPS: u32 = 4;
/// Highest `max_frames` of a capture.
pub const MAX_FRAMES: i64 = 300;
/// Default `max_frames` of a capture.
pub const DEFAULT_MAX_FRAMES: u32 = 40;
/// Longest `timeout_ms` of a capture.
pub const MAX_CAPTURE_TIMEOUT_MS: i64 = 90_000;
/// Default `timeout_ms` of a capture, whatever its duration (the spec's default: the MCP
/// driver's own per-call timeout). A timeout is at least the duration, so a capture longer
/// than this must give its own.
pub const DEFAULT_CAPTURE_TIMEOUT_MS: u32 = 15_000;
/// Smallest `max_long_edge` of sequences and their images.
pub const MIN_SEQUENCE_EDGE: i64 = 64;
/// Largest `max_long_edge` of sequences and their images.
pub const MAX_SEQUENCE_EDGE: i64 = 4096;
/// Default `max_long_edge` of a capture: the screenshot tool's default.
pub const DEFAULT_CAPTURE_EDGE: u32 = crate::tools::DEFAULT_MAX_LONG_EDGE;
/// Smallest `scale`.
pub const MIN_SCALE: f64 = 0.05;
/// Frames one `frames` call returns or composes at most.
pub const MAX_SELECTED: usize = 40;
/// Default long edge of a contact sheet.
pub const DEFAULT_SHEET_EDGE: u32 = 1600;
/// Most columns of a contact sheet.
pub const MAX_COLUMNS: i64 = 10;
/// Default `fps` of a watch.
pub const DEFAULT_WATCH_FPS: u32 = 10;
/// Longest `timeout_ms` of a watch.
pub const MAX_WATCH_TIMEOUT_MS: i64 = 300_000;
/// Default `timeout_ms` of a watch.
pub const DEFAULT_WATCH_TIMEOUT_MS: u32 = 60_000;
/// Default `max_long_edge` of a watch.
pub const DEFAULT_WATCH_EDGE: u32 = 800;
/// Frames that stop a watch by itself.
pub const MAX_WATCH_FRAMES: usize = 3000;
/// Sequences a device keeps (the newest).
pub const STORE_SEQUENCES: usize = 3;
/// Decoded image bytes (width × height × 4 of each frame that holds its own pixels) a device
/// keeps across its sequences, and that stop a watch.
pub const STORE_BYTES: u64 = 48 * 1024 * 1024;
/// Largest frame of a capture, in the bytes it holds (compressed): the spec does not call this
/// limit decoded, and a decoded one would refuse the 4096-pixel frames `max_long_edge` allows.
pub const MAX_FRAME_BYTES: u64 = 12 * 1024 * 1024;
/// Largest coordinate or size of a region or viewport.
pub const MAX_REGION_EDGE: i64 = 65_535;
