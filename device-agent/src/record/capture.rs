//! The capture thread of a recording: it grabs the display at each `fps` slot and hands
//! the encoder what changed.
//!
//! It exists apart from encoding so a slow encode never delays the next grab. Slots are
//! paced from the first frame's capture time, into one reused buffer
//! ([`Backend::grab_changes_into`], which compares in place: a still screen costs a grab and
//! a compare, no copy and no allocation). A grab that runs late skips the slots that expired
//! meanwhile (counted as dropped) instead of bursting to catch up. A changed frame is copied
//! into a buffer the encoder handed back and queued, or, when the backend says which
//! rectangles it redrew (X11's damage), only those rectangles (a [`Patch`]), which the
//! encoder writes into the picture it holds; an unchanged frame is queued as a bare "same"
//! mark. A patch the full queue refused leaves the encoder a picture behind, so the next slot
//! sends the whole frame. The queue holds [`QUEUE`]; when it is full the slot is dropped (counted)
//! rather than memory growing, and the next slot carries the pixels whether they changed
//! again or not, so the last picture of a burst always reaches the file.

use std::sync::atomic::Ordering;
use std::sync::mpsc::{Receiver, SyncSender, TrySendError};
use std::time::{Duration, Instant};

use proto::{Rect, StopReason, Target};

use super::shared::Shared;
use crate::backend::{Backend, BackendError, Changed, Frame};

/// Grabs that may fail in a row before the recording stops with `CaptureFailed`.
pub(super) const MAX_CAPTURE_FAILURES: u32 = 10;
/// Frames waiting for the encoder at most: 133 ms at 30 fps, room for a fine keyframe of a
/// busy 1080p screen (about 40 ms to encode here) next to a busy machine's hiccups, which a
/// queue of 2 did not always absorb (a frame dropped in 2 of 3 benchmark runs). Each waiting
/// frame is a buffer of the frame's size (8 MB at 1080p), allocated only when needed.
pub(super) const QUEUE: usize = 4;

/// What the capture thread hands the encoder for one slot.
pub(super) enum Grabbed {
    /// New pixels.
    Frame(Frame),
    /// New pixels only inside some rectangles of the frame before.
    Patch(Patch),
    /// The same pixels as the frame before, captured at this time.
    Same(Instant),
}

/// The pixels of a few rectangles of a frame: what changed since the frame before, where the
/// backend knows ([`Changed::Parts`]). A video playing in a corner then costs the encoder
/// queue its own pixels, not a copy of the whole screen.
pub(super) struct Patch {
    /// The rectangles, in the frame's coordinates and inside it.
    pub(super) parts: Vec<Rect>,
    /// Their rows one after another, part by part, each row `width * 4` bytes; the buffer
    /// is a recycled frame's (`Frame::data`), handed back the same way.
    pub(super) data: Frame,
    /// When the pixels were read.
    pub(super) captured_at: Instant,
}

impl Patch {
    /// The rows of each part, in order: `(part, rows)`.
    pub(super) fn parts(&self) -> impl Iterator<Item = (Rect, &[u8])> {
        let mut at = 0usize;
        self.parts.iter().map(move |p| {
            let len = p.width as usize * 4 * p.height as usize;
            let rows = self.data.data.get(at..at + len).unwrap_or(&[]);
            at += len;
            (*p, rows)
        })
    }
}

/// The capture thread: grab at each slot until stopped.
pub(super) fn capture_loop(
    backend: &dyn Backend,
    shared: &Shared,
    tx: SyncSender<Grabbed>,
    recycle: Receiver<Frame>,
    mut current: Frame,
) {
    let interval = shared.interval.as_nanos().max(1);
    // Slots 0..max_slots start before the cap; slot 0 was grabbed by `start`.
    let max_slots = shared.max_duration.as_nanos().div_ceil(interval) as u64;
    let target = Target::Display {
        display: shared.display,
    };
    let mut slot: u64 = 1;
    let mut failures = 0u32;
    // A changed frame was dropped (the queue was full): the encoder has not seen the pixels
    // `current` holds, so the next grab is sent as a frame even if it finds no change, or a
    // screen that goes still right after a burst would keep the older picture.
    let mut unsent = false;
    // The buffer of a frame the full queue refused, for the next copy.
    let mut spare: Option<Frame> = None;
    loop {
        if slot >= max_slots {
            shared.request_stop(
                StopReason::MaxDuration,
                format!(
                    "reached max_duration_seconds ({} s)",
                    shared.max_duration.as_secs_f64().round()
                ),
                shared.t0 + shared.max_duration,
            );
            break;
        }
        let deadline = shared.t0 + Duration::from_nanos((slot as u128 * interval) as u64);
        if shared.wait_until(deadline) {
            break;
        }
        match backend.grab_changes_into(target, &mut current) {
            Ok(changed) => {
                failures = 0;
                let size = (current.width & !1, current.height & !1);
                if size != (shared.width, shared.height) {
                    shared.request_stop(
                        StopReason::CaptureFailed,
                        format!(
                            "capture failed: the display's size changed from {}x{} to {}x{}",
                            shared.width, shared.height, current.width, current.height
                        ),
                        current.captured_at,
                    );
                    break;
                }
                let mut buffer = || {
                    let mut b = spare
                        .take()
                        .or_else(|| recycle.try_recv().ok())
                        .unwrap_or_else(Frame::empty);
                    b.width = current.width;
                    b.height = current.height;
                    b.stride = current.stride;
                    b.source = current.source;
                    b.captured_at = current.captured_at;
                    b.data.clear();
                    b
                };
                let grabbed = match changed {
                    // The encoder holds the frame before this one: the parts are enough.
                    Changed::Parts(parts)
                        if !unsent && parts.iter().all(|p| inside(p, &current)) =>
                    {
                        let mut data = buffer();
                        for p in &parts {
                            let (left, top) = (p.x as usize * 4, p.y as usize);
                            for y in top..top + p.height as usize {
                                let row = y * current.stride + left;
                                data.data.extend_from_slice(
                                    &current.data[row..row + p.width as usize * 4],
                                );
                            }
                        }
                        Grabbed::Patch(Patch {
                            parts,
                            data,
                            captured_at: current.captured_at,
                        })
                    }
                    Changed::Nothing if !unsent => Grabbed::Same(current.captured_at),
                    _ => {
                        let mut copy = buffer();
                        copy.data.extend_from_slice(&current.data);
                        Grabbed::Frame(copy)
                    }
                };
                match tx.try_send(grabbed) {
                    Ok(()) => unsent = false,
                    Err(TrySendError::Full(lost)) => {
                        shared.dropped.fetch_add(1, Ordering::Relaxed);
                        match lost {
                            Grabbed::Frame(f) | Grabbed::Patch(Patch { data: f, .. }) => {
                                unsent = true;
                                spare = Some(f);
                            }
                            Grabbed::Same(_) => {}
                        }
                    }
                    // The encoder ended (it failed and asked to stop).
                    Err(TrySendError::Disconnected(_)) => break,
                }
            }
            Err(BackendError::NotFound(m)) => {
                shared.request_stop(
                    StopReason::CaptureFailed,
                    format!("capture failed: display {} is gone: {m}", shared.display),
                    Instant::now(),
                );
                break;
            }
            Err(e) => {
                failures += 1;
                shared.dropped.fetch_add(1, Ordering::Relaxed);
                if failures >= MAX_CAPTURE_FAILURES {
                    shared.request_stop(
                        StopReason::CaptureFailed,
                        format!("capture failed {failures} times in a row: {e}"),
                        Instant::now(),
                    );
                    break;
                }
            }
        }
        // Slots whose whole window passed during the grab are dropped, not caught up.
        let current = (Instant::now()
            .saturating_duration_since(shared.t0)
            .as_nanos()
            / interval) as u64;
        let next = current.max(slot + 1).min(max_slots);
        shared
            .dropped
            .fetch_add(next - (slot + 1), Ordering::Relaxed);
        slot = next;
    }
}

/// Whether `part` lies inside `frame`'s pixels, so its rows can be copied out.
fn inside(part: &Rect, frame: &Frame) -> bool {
    let (Ok(x), Ok(y)) = (usize::try_from(part.x), usize::try_from(part.y)) else {
        return false;
    };
    let (right, bottom) = (x + part.width as usize, y + part.height as usize);
    right <= frame.width as usize
        && bottom <= frame.height as usize
        && frame.stride >= frame.width as usize * 4
        && frame.data.len() >= frame.stride * frame.height as usize
}
