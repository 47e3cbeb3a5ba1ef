//! The encode thread of a recording: convert, encode and journal each slot, then finish.
//!
//! It does not encode a "same" slot (the previous sample just lasts longer), not even to make
//! a keyframe ([`super::keyframes`] says which frames are keyframes). For a new frame it finds
//! what changed since the frame before ([`super::change`]; it keeps that frame until the next
//! one arrives), converts only the blocks that changed, encodes at the QP that
//! [`super::quality`] gives for the change, and appends the access unit to the journal, with the colour
//! signature of the picture it encoded (`video::signature`, every [`SIGNATURE_STEP`]th pixel
//! and row: about 1.6 ms for a whole 1080p frame; only the cells that changed blocks touch
//! are read again), which becomes the MP4's frame index. When capture ends it
//! writes the journal's end record and hands over to [`super::finish`], then publishes and
//! sends the final report, exactly once.

use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::sync::mpsc::{Receiver, SyncSender};
use std::time::Instant;

use proto::{RecordingReport, StopReason};
use tokio::sync::mpsc::UnboundedSender;

use video::signature::{Layout, Pixels, Signature};

use super::capture::Grabbed;
use super::change::Change;
use super::convert::Converter;
use super::finish::finish;
use super::h264::H264Encoder;
use super::journal::{JournalError, JournalWriter};
use super::keyframes::Keyframes;
use super::quality::Quantiser;
use super::shared::{Shared, secs};
use crate::backend::Frame;

/// Signatures read every 2nd pixel of every 2nd row: a quarter of the reads of a full one
/// (1.6 ms against 5 ms for 1080p), the same cells to within rounding.
pub(super) const SIGNATURE_STEP: u32 = 2;

/// The encode thread's state.
pub(super) struct Encoding {
    pub(super) shared: Arc<Shared>,
    pub(super) converter: Converter,
    pub(super) encoder: H264Encoder,
    pub(super) journal: JournalWriter,
}

impl Encoding {
    pub(super) fn run(
        mut self,
        rx: Receiver<Grabbed>,
        recycle: SyncSender<Frame>,
        finished: UnboundedSender<RecordingReport>,
    ) {
        let shared = self.shared.clone();
        let mut keyframes = Keyframes::default();
        let mut quantiser = Quantiser::default();
        let mut failed = false;
        let mut last_us = 0;
        // The last frame encoded, what the next one is compared with (or patched into).
        let mut previous: Option<Frame> = None;
        // The signature of `previous`, which the next one starts from.
        let mut signature: Option<Signature> = None;
        for grabbed in rx.iter() {
            if failed {
                continue;
            }
            let captured_at = match &grabbed {
                Grabbed::Frame(f) => f.captured_at,
                Grabbed::Patch(p) => p.captured_at,
                Grabbed::Same(at) => *at,
            };
            let ts_us = shared.us_since_start(captured_at);
            let (width, height) = (self.shared.width, self.shared.height);
            // The picture to encode and what changed in it; the first picture counts as calm:
            // what stays on screen after it keeps its quality.
            let (change, changed) = match (grabbed, &mut previous) {
                // The same pixels again: the previous sample lasts longer.
                (Grabbed::Same(_), _) => {
                    shared.frames.fetch_add(1, Ordering::Relaxed);
                    continue;
                }
                (Grabbed::Frame(frame), previous) => {
                    let (change, changed) = match previous.as_ref() {
                        Some(before) => {
                            let change = Change::between(before, &frame, width, height);
                            let changed = change.fraction();
                            (change, changed)
                        }
                        None => (Change::all(width, height), 0.0),
                    };
                    // Full or gone: the capture thread allocates instead.
                    if let Some(done) = previous.replace(frame) {
                        let _ = recycle.try_send(done);
                    }
                    (change, changed)
                }
                // The parts are written into the picture before, which becomes this one.
                (Grabbed::Patch(patch), Some(before)) => {
                    let change = Change::apply(before, &patch, width, height);
                    let changed = change.fraction();
                    let _ = recycle.try_send(patch.data);
                    (change, changed)
                }
                // Not sent: the capture thread sends a whole frame first.
                (Grabbed::Patch(patch), None) => {
                    let _ = recycle.try_send(patch.data);
                    continue;
                }
            };
            let Some(frame) = previous.as_ref() else {
                continue;
            };
            let keyframe = keyframes.due(ts_us);
            let qp = quantiser.qp(keyframe, changed);
            match self.encode(frame, &change, &mut signature, ts_us, keyframe, qp) {
                Ok(Some(keyframe)) => {
                    keyframes.wrote(ts_us, keyframe);
                    last_us = ts_us;
                }
                Ok(None) => {}
                Err(Failure::DiskFull(e)) => {
                    shared.request_stop(
                        StopReason::DiskFull,
                        format!(
                            "the device's disk is full ({e}); kept the first {}",
                            secs(ts_us)
                        ),
                        captured_at,
                    );
                    failed = true;
                    continue;
                }
                Err(Failure::Other(m)) => {
                    shared.request_stop(
                        StopReason::EncodeFailed,
                        format!("the encoder failed: {m}"),
                        captured_at,
                    );
                    failed = true;
                    continue;
                }
            }
            shared.frames.fetch_add(1, Ordering::Relaxed);
        }
        // Capture has ended: its cause is set (or the capture thread died).
        let cause = {
            let st = shared.lock();
            st.stop.clone()
        };
        let cause = match cause {
            Some(c) => c,
            None => {
                shared.request_stop(
                    StopReason::CaptureFailed,
                    "capture failed: the capture thread ended unexpectedly".into(),
                    Instant::now(),
                );
                let st = shared.lock();
                match st.stop.clone() {
                    Some(c) => c,
                    None => return,
                }
            }
        };
        let end_us = shared.us_since_start(cause.end_at).max(last_us);
        if let Err(e) = self.journal.finish(end_us) {
            tracing::warn!(recording = %shared.id, error = %e, "could not end the journal");
        }
        drop(self.encoder);
        let report = finish(&shared, &cause);
        {
            let mut st = shared.lock();
            st.done = Some(report.clone());
            shared.changed.notify_all();
        }
        let _ = finished.send(report);
    }

    /// Convert the blocks that changed, encode at `qp` and journal one frame;
    /// `Some(keyframe)` when something was written. `signature` is that of the frame
    /// before (`None` to read this one in full) and becomes this frame's.
    fn encode(
        &mut self,
        frame: &Frame,
        change: &Change,
        signature: &mut Option<Signature>,
        ts_us: u64,
        force_idr: bool,
        qp: i32,
    ) -> Result<Option<bool>, Failure> {
        let picture = self
            .converter
            .convert_areas(frame, &change.areas())
            .map_err(|e| Failure::Other(e.to_string()))?;
        let au = self
            .encoder
            .encode(picture, (ts_us / 1000) as i64, force_idr, qp)
            .map_err(|e| Failure::Other(e.to_string()))?;
        // The picture encoded: the frame cropped to the even size the converter keeps.
        let pixels = Pixels {
            width: self.shared.width,
            height: self.shared.height,
            stride: frame.stride,
            layout: Layout::Bgra,
            data: &frame.data,
        };
        let read = match signature.take() {
            Some(before) => {
                Signature::of_sampled_since(&pixels, SIGNATURE_STEP, &before, |x, y| {
                    change.touches(x, y)
                })
            }
            None => Signature::of_sampled(&pixels, SIGNATURE_STEP),
        };
        match read {
            Ok(s) => *signature = Some(s),
            Err(e) => {
                tracing::warn!(recording = %self.shared.id, error = %e, "no signature for a frame; the MP4 will have no frame index");
            }
        }
        let Some(au) = au else { return Ok(None) };
        match self
            .journal
            .append(ts_us, au.keyframe, au.data, signature.as_ref())
        {
            Ok(()) => {
                self.shared
                    .payload_bytes
                    .store(self.journal.payload_bytes(), Ordering::Relaxed);
                Ok(Some(au.keyframe))
            }
            Err(JournalError::DiskFull(e)) => Err(Failure::DiskFull(e.to_string())),
            Err(e) => Err(Failure::Other(format!("writing the journal: {e}"))),
        }
    }
}

/// Why a frame could not be recorded.
enum Failure {
    DiskFull(String),
    Other(String),
}
