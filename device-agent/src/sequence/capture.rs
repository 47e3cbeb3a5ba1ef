//! The timed capture loop of `screen_sequence`, and the sampler it shares with watches.
//!
//! Slot `k` is due at `k / fps` after the start and lasts one interval. A slot whose interval
//! has passed before the loop gets to it (a slow capture, a late wake) is skipped and listed,
//! never caught up with a burst. The loop checks for a stop asked from outside (the caller
//! went away, the key was revoked) before every slot and while it waits, and never retries a
//! failed capture call. Image settings are frozen on the first frame: the scale factor it
//! gets applies to every later frame, so a window that grows does not change the scale.

use std::time::{Duration, Instant};

use proto::{
    AgentError, AgentErrorCode, CaptureSettings, CropMeta, FrameMeta, Rect, SequenceStop, Target,
};

use super::compose::{Image, clip};
use super::frame::{Packed, StoredFrame};
use super::{Entry, Sequences, stop_for};
use crate::backend::{Backend, BackendError, Frame};

/// Longest sleep between checks for a stop asked from outside.
const STOP_CHECK: Duration = Duration::from_millis(20);
/// How often a window sequence checks that its window is still the same one.
const IDENTITY_CHECK: Duration = Duration::from_millis(500);

/// One grab, scaled and cropped.
pub(crate) struct Sample {
    /// The pixels as stored.
    pub(crate) image: Image,
    /// What was grabbed, in device pixels.
    pub(crate) source: Rect,
    /// The window's title.
    pub(crate) title: Option<String>,
    /// The crop, when asked.
    pub(crate) crop: Option<CropMeta>,
    /// When the capture call began and ended.
    pub(crate) began: Instant,
    pub(crate) grabbed: Instant,
}

/// Grabs a target and applies the frozen image settings.
pub(crate) struct Sampler {
    target: Target,
    /// A part of the target in its own pixels, grabbed alone and then scaled (a watch's
    /// viewport).
    viewport: Option<Rect>,
    /// A part of the scaled image, cut after scaling (a capture's region).
    region: Option<Rect>,
    max_long_edge: u32,
    scale: f64,
    /// Frozen on the first frame.
    factor: Option<f64>,
    buffer: Frame,
    /// The last sample's image and crop, reused while the backend reports no change (a
    /// still screen then costs a grab call and nothing else).
    last: Option<(Image, Option<CropMeta>)>,
}

impl Sampler {
    pub(crate) fn new(
        target: Target,
        viewport: Option<Rect>,
        region: Option<Rect>,
        max_long_edge: u32,
        scale: f64,
    ) -> Sampler {
        Sampler {
            target,
            viewport,
            region,
            max_long_edge,
            scale,
            factor: None,
            last: None,
            buffer: Frame::empty(),
        }
    }

    /// A sampler with the same settings and frozen factor, with its own buffer (a second
    /// capture in flight).
    pub(crate) fn twin(&self) -> Sampler {
        let mut twin = Sampler::new(
            self.target,
            self.viewport,
            self.region,
            self.max_long_edge,
            self.scale,
        );
        twin.factor = self.factor;
        twin
    }

    /// Grab once. `Err` carries the stop reason; on the first frame, settings that cannot be
    /// met (a region or viewport that does not fit) are an `AgentError` instead.
    pub(crate) fn sample(
        &mut self,
        backend: &dyn Backend,
    ) -> Result<Sample, Result<(SequenceStop, Option<String>), AgentError>> {
        let began = Instant::now();
        let first = self.factor.is_none();
        let grabbed = match self.viewport {
            // A viewport is read on its own: only its pixels are copied.
            Some(viewport) => backend.grab_part_into(self.target, viewport, &mut self.buffer),
            None => backend.grab_into(self.target, &mut self.buffer),
        };
        let changed = grabbed.map_err(|e| match e {
            BackendError::Invalid(m) if first && self.viewport.is_some() => Err(AgentError::new(
                AgentErrorCode::InvalidArgument,
                format!("viewport: {m}"),
            )),
            e => Ok(stop_for(&e)),
        })?;
        let grabbed = Instant::now();
        let frame = &self.buffer;
        if !changed && let Some((image, crop)) = &self.last {
            return Ok(Sample {
                image: image.clone(),
                source: frame.source,
                title: frame.title.clone(),
                crop: *crop,
                began,
                grabbed,
            });
        }
        let mut image = Image::from_frame(frame);
        let origin = (frame.source.x, frame.source.y);
        let factor = *self.factor.get_or_insert_with(|| {
            let long = image.width.max(image.height).max(1) as f64;
            self.scale.min(self.max_long_edge as f64 / long).min(1.0)
        });
        if factor < 1.0 {
            let w = ((image.width as f64 * factor).round() as u32).max(1);
            let h = ((image.height as f64 * factor).round() as u32).max(1);
            image = image.resized(w, h);
        }
        let mut crop = None;
        if let Some(region) = self.region {
            let fits = region.x as u64 + region.width as u64 <= image.width as u64
                && region.y as u64 + region.height as u64 <= image.height as u64;
            if first && !fits {
                return Err(Err(AgentError::new(
                    AgentErrorCode::InvalidArgument,
                    format!(
                        "region: {},{} {}x{} does not fit the first frame, {}x{} at these settings; give a region inside it",
                        region.x, region.y, region.width, region.height, image.width, image.height
                    ),
                )));
            }
            let Some(applied) = clip(region, image.width, image.height) else {
                return Err(Ok((
                    SequenceStop::TargetLost,
                    Some(format!(
                        "the target shrank to {}x{}, which the region no longer overlaps",
                        image.width, image.height
                    )),
                )));
            };
            image = image.crop(applied);
            crop = Some(CropMeta {
                requested: region,
                applied,
                native_origin: Some((
                    origin.0 + (applied.x as f64 / factor).round() as i32,
                    origin.1 + (applied.y as f64 / factor).round() as i32,
                )),
            });
        }
        self.last = Some((image.clone(), crop));
        Ok(Sample {
            image,
            source: frame.source,
            title: frame.title.clone(),
            crop,
            began,
            grabbed,
        })
    }
}

/// Build the stored frame for `sample`, sharing `previous`'s pixels when they are equal.
pub(crate) fn store_frame(
    start: Instant,
    index: u32,
    slot: u32,
    sample: &Sample,
    previous: Option<(&StoredFrame, &Image)>,
) -> StoredFrame {
    let ms = |t: Instant| t.saturating_duration_since(start).as_secs_f64() * 1000.0;
    let same_geometry = previous.is_some_and(|(p, _)| p.meta.source == sample.source);
    let same_pixels = previous.is_some_and(|(_, img)| *img == sample.image);
    let pixels = match previous {
        Some((p, _)) if same_pixels => p.pixels.clone(),
        _ => std::sync::Arc::new(Packed::pack(&sample.image)),
    };
    let repeat_of = match previous {
        Some((p, _)) if same_pixels => Some(p.meta.repeat_of.unwrap_or(p.meta.index)),
        _ => None,
    };
    StoredFrame {
        meta: FrameMeta {
            index,
            slot,
            timestamp_ms: ms(sample.grabbed),
            capture_latency_ms: (sample.grabbed - sample.began).as_secs_f64() * 1000.0,
            sample_latency_ms: sample.began.elapsed().as_secs_f64() * 1000.0,
            width: sample.image.width,
            height: sample.image.height,
            source: sample.source,
            geometry_changed: previous.is_some() && !same_geometry,
            changed: !same_pixels,
            repeat_of,
            crop: sample.crop,
            actions: Vec::new(),
        },
        pixels,
        started_ms: ms(sample.began),
    }
}

/// The slots of `duration_ms` at `fps`: slot `k` is due at `k / fps`, and every one due
/// before the end counts (at least one).
pub(crate) fn slots(duration_ms: u32, fps: u32) -> u32 {
    (u64::from(duration_ms) * u64::from(fps))
        .div_ceil(1000)
        .clamp(1, u64::from(u32::MAX)) as u32
}

/// Sleep until `until`, waking early when a stop is asked; the stop, if any.
pub(crate) fn wait_until(entry: &Entry, until: Instant) -> Option<SequenceStop> {
    loop {
        if let Some(reason) = entry.stop_requested() {
            return Some(reason);
        }
        let now = Instant::now();
        if now >= until {
            return None;
        }
        std::thread::sleep((until - now).min(STOP_CHECK));
    }
}

/// Run a capture to its end, filling `entry`. An `Err` means nothing was captured because
/// the settings cannot be met (the caller is told which field).
pub(crate) fn run(
    sequences: &Sequences,
    entry: &Entry,
    settings: &CaptureSettings,
) -> Result<(), AgentError> {
    let backend = sequences.backend().as_ref();
    let start = entry.started;
    let interval = Duration::from_secs_f64(1.0 / settings.fps as f64);
    let slots = slots(settings.duration_ms, settings.fps);
    let timeout = start + Duration::from_millis(settings.timeout_ms.into());
    let mut sampler = Sampler::new(
        settings.target,
        None,
        settings.region,
        settings.max_long_edge,
        settings.scale,
    );
    let mut previous: Option<Image> = None;
    let mut last_identity_check = Instant::now();
    let mut stop: Option<(SequenceStop, Option<String>)> = None;
    let mut next_slot = 0u32;
    while next_slot < slots {
        let slot = next_slot;
        let due = start + interval * slot;
        let expires = due + interval;
        if let Some(reason) = wait_until(entry, due.min(timeout)) {
            stop = Some((reason, None));
            break;
        }
        let now = Instant::now();
        if now >= timeout {
            stop = Some((
                SequenceStop::Timeout,
                Some(format!("timeout_ms {} reached", settings.timeout_ms)),
            ));
            break;
        }
        if now >= expires {
            entry.state().skipped.push(slot);
            next_slot += 1;
            continue;
        }
        if let Some(identity) = &entry.identity
            && last_identity_check.elapsed() >= IDENTITY_CHECK
        {
            last_identity_check = Instant::now();
            if !identity.still_there(backend) {
                stop = Some((
                    SequenceStop::TargetLost,
                    Some(format!("window {} closed or was replaced", identity.id)),
                ));
                break;
            }
        }
        let sample = match sampler.sample(backend) {
            Ok(s) => s,
            Err(Err(refused)) => return Err(refused),
            // Also before the first frame: the spec's stop reasons, with the metadata of a
            // capture that got nothing (not a bare error), so the caller sees what happened.
            Err(Ok(reason)) => {
                stop = Some(reason);
                break;
            }
        };
        // A stop asked while the call ran withholds its frame.
        if let Some(reason) = entry.stop_requested() {
            stop = Some((reason, None));
            break;
        }
        let mut state = entry.state();
        let prev = state.frames.last().zip(previous.as_ref());
        let frame = store_frame(start, state.frames.len() as u32, slot, &sample, prev);
        // A repeat shares the frame before's pixels and holds nothing of its own.
        let (held, added) = if frame.meta.changed {
            (frame.pixels.stored_bytes(), frame.pixels.decoded_bytes())
        } else {
            (0, 0)
        };
        if held > proto::MAX_FRAME_BYTES {
            stop = Some((
                SequenceStop::ByteLimit,
                Some(format!(
                    "frame {} would hold {} KiB compressed, and a frame may hold at most {} MiB",
                    frame.meta.index,
                    held >> 10,
                    proto::MAX_FRAME_BYTES >> 20
                )),
            ));
            break;
        }
        if state.bytes + added > proto::STORE_BYTES {
            stop = Some((
                SequenceStop::ByteLimit,
                Some(format!(
                    "frame {} would add {} KiB decoded to {} KiB, and a sequence may hold at most {} MiB of decoded frames",
                    frame.meta.index,
                    added >> 10,
                    state.bytes >> 10,
                    proto::STORE_BYTES >> 20
                )),
            ));
            break;
        }
        next_slot += 1;
        state.bytes += added;
        if state.window_title.is_none() {
            state.window_title = sample.title.clone();
        }
        state.frames.push(frame);
        let count = state.frames.len() as u32;
        drop(state);
        previous = Some(sample.image);
        if count >= settings.max_frames && next_slot < slots {
            stop = Some((
                SequenceStop::FrameLimit,
                Some(format!("max_frames {} reached", settings.max_frames)),
            ));
            break;
        }
    }
    let mut state = entry.state();
    state.pending = slots - next_slot;
    state.stop = Some(stop.unwrap_or((SequenceStop::Completed, None)));
    state.running = false;
    state.elapsed_ms = Some(entry.started.elapsed().as_secs_f64() * 1000.0);
    Ok(())
}
