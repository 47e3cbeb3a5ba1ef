//! One output's pixels through `wlr-screencopy`: the compositor copies a frame into a
//! shared-memory buffer of ours, which is kept for the next grab of the same size.
//!
//! A copy waits for the compositor's next frame (up to a refresh) and then for it to read the
//! whole output into our buffer, so a grab of an unchanged screen would cost both for nothing.
//! Each output therefore has a *damage sensor*: a one-pixel `copy_with_damage` left pending,
//! which the compositor completes at the first frame with damage since the sensor last fired.
//! While the sensor armed after the kept copy is still pending, the output has not changed
//! since, and a grab answers from the kept buffer at once. A sensor armed less than a
//! refresh after the kept copy's frame was drawn is trusted from its arming: the compositor
//! draws at most once a refresh, so no frame came between, and none has come since while it
//! is pending. Any other is trusted only once a frame has passed since it was armed
//! ([`settle`]): arming it makes wlroots draw a frame, at which it fires if anything changed
//! between the kept copy and the arming. A fired sensor (or a new size) sends the next grab
//! to the compositor again.
//!
//! After a screenshot the sensor is a whole-output `copy_with_damage` into a spare buffer
//! instead: when it fires, it holds the frame the compositor has just drawn. A screenshot
//! that comes less than a refresh after that frame (the next one a caller makes at once)
//! answers from it rather than waiting for the compositor's next frame, since no later frame
//! can have been drawn yet ([`adoptable`]). The frame's time comes from the compositor, so
//! this is trusted only while its clock is seen to be ours (`CLOCK_MONOTONIC`, as wlroots'):
//! each full copy checks that. Recorders keep the one-pixel sensor: their grabs come a
//! recorder's frame apart, past that refresh, and a whole-output sensor would double the
//! compositor's copying for nothing.

use std::fs::File;
use std::os::fd::AsFd;
use std::time::{Duration, Instant};

use memmap2::{MmapMut, MmapOptions};
use proto::Rect;
use wayland_client::Proxy as _;
use wayland_client::protocol::wl_output::WlOutput;
use wayland_client::protocol::{wl_buffer, wl_shm_pool};
use wayland_protocols_wlr::screencopy::v1::client::zwlr_screencopy_frame_v1::ZwlrScreencopyFrameV1;
use wayland_protocols_wlr::screencopy::v1::client::zwlr_screencopy_manager_v1::ZwlrScreencopyManagerV1;

use super::compositor::{BufferSpec, Compositor, FrameState, Slot, memory_file};
use crate::backend::{BackendError, Frame, FrameView};

/// A buffer the compositor copies into, with its mapping.
struct Buffer {
    spec: BufferSpec,
    map: MmapMut,
    pool: wl_shm_pool::WlShmPool,
    buffer: wl_buffer::WlBuffer,
    _file: File,
}

impl Drop for Buffer {
    fn drop(&mut self) {
        self.buffer.destroy();
        self.pool.destroy();
    }
}

impl Buffer {
    fn new(compositor: &Compositor, spec: BufferSpec) -> Result<Buffer, BackendError> {
        let failed = |e: String| BackendError::Failed(format!("screencopy buffer: {e}"));
        let size = spec.stride as usize * spec.height as usize;
        let size32 =
            i32::try_from(size).map_err(|_| failed(format!("{size} bytes is too large")))?;
        let file = memory_file(c"device-agent-screencopy", size as u64)
            .map_err(|e| failed(format!("a shared buffer: {e}")))?;
        // SAFETY: the file is ours; the compositor writes it only between our copy request
        // and its ready event, and we read it only after that event, under the backend's lock.
        let map = unsafe { MmapOptions::new().len(size).map_mut(&file) }
            .map_err(|e| failed(format!("mapping it: {e}")))?;
        let pool = compositor
            .shm
            .create_pool(file.as_fd(), size32, &compositor.qh, ());
        let buffer = pool.create_buffer(
            0,
            spec.width as i32,
            spec.height as i32,
            spec.stride as i32,
            spec.format,
            &compositor.qh,
            (),
        );
        Ok(Buffer {
            spec,
            map,
            pool,
            buffer,
            _file: file,
        })
    }
}

/// The largest side of a buffer we read.
const MAX_SIDE: u32 = 16_384;

/// A layout the compositor offers is used to size a mapping and slice rows from it: refuse
/// one whose rows do not fit their stride, or whose size is out of bounds.
fn check(spec: &BufferSpec) -> Result<(), BackendError> {
    let fits = (1..=MAX_SIDE).contains(&spec.width)
        && (1..=MAX_SIDE).contains(&spec.height)
        && u64::from(spec.stride) >= u64::from(spec.width) * 4
        && u64::from(spec.stride) <= u64::from(MAX_SIDE) * 4;
    if fits {
        Ok(())
    } else {
        Err(BackendError::Failed(format!(
            "the compositor offered a {}x{} buffer with {} bytes a row; sides must be 1 to {MAX_SIDE} and a row at least 4 bytes a pixel",
            spec.width, spec.height, spec.stride
        )))
    }
}

/// Why nothing can be captured on a compositor without wlr-screencopy.
pub(super) const NO_SCREENCOPY: &str = "the compositor offers no wlr-screencopy (GNOME and KDE hand out the screen only through the desktop portal, which this agent does not speak)";

/// What the backend keeps of one output between grabs.
#[derive(Default)]
pub(super) struct Kept {
    /// The buffer of the last full copy, and when it was made (`None`: no copy to trust).
    copy: Option<(Buffer, Instant)>,
    /// Whether the compositor flipped that copy's rows.
    y_invert: bool,
    /// The damage sensor, while it is pending.
    sensor: Option<Sensor>,
    /// The one-pixel sensor's buffer, kept for the next arming.
    pixel: Option<Buffer>,
    /// A buffer of the copy's size for a whole-output sensor, kept for the next arming.
    spare: Option<Buffer>,
    /// When the kept copy's frame was drawn, on our monotonic clock; `None` unless the last
    /// full copy's timestamp read on that clock as just now (the compositor's clock is ours,
    /// and a sensor's frame time can be compared with ours).
    drawn: Option<Duration>,
}

/// A pending `copy_with_damage`.
struct Sensor {
    frame: ZwlrScreencopyFrameV1,
    armed_at: Instant,
    /// `armed_at` on the monotonic clock, to compare with frame times.
    armed_mono: Duration,
    /// Whether it copies the whole output into `spare` (else one pixel into `pixel`).
    whole: bool,
}

/// What a grab wants of the sensor it leaves armed.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Watch {
    /// One pixel: only whether the output changed.
    Pixel,
    /// The whole output: the changed frame itself, for a screenshot soon after.
    Whole,
}

/// How a pending sensor stands at a grab.
enum Sensed {
    /// Not armed, or armed and not fired.
    Quiet,
    /// It fired: the output changed since it was armed, and its copy (if any) is not used.
    Changed,
    /// A whole-output sensor fired with the frame drawn at `presented` (the compositor's
    /// clock), its rows flipped if `y_invert`.
    Copied { presented: Duration, y_invert: bool },
}

/// How long after its arming a pending sensor means "no change": two refreshes, by which the
/// frame the arming asked for has been drawn.
fn settle(refresh_mhz: i32) -> Duration {
    let period_us = match refresh_mhz {
        r if r > 0 => 1_000_000_000 / u64::from(r.unsigned_abs()),
        _ => 16_667,
    };
    Duration::from_micros(2 * period_us)
        .clamp(Duration::from_millis(10), Duration::from_millis(100))
}

/// Whether a frame drawn `age` ago on an output refreshing at `refresh_mhz` is still the
/// last one drawn: the compositor draws at most once a refresh, and a margin of a fifth of a
/// refresh (at least 3 ms) absorbs the jitter of its timer. An unknown rate trusts nothing.
fn adoptable(age: Duration, refresh_mhz: i32) -> bool {
    if refresh_mhz <= 0 {
        return false;
    }
    let period = Duration::from_micros(1_000_000_000 / u64::from(refresh_mhz.unsigned_abs()));
    let margin = (period / 5).max(Duration::from_millis(3));
    age < period.saturating_sub(margin)
}

/// How far a full copy's timestamp may lie behind our clock, read as soon as its ready
/// event is, for that clock to count as ours: the copy itself and our reading of it.
const CLOCK_SLACK: Duration = Duration::from_millis(100);

/// Now on `CLOCK_MONOTONIC`, the clock wlroots stamps frames with.
fn monotonic_now() -> Duration {
    let mut now = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: a valid timespec to write; CLOCK_MONOTONIC always exists on Linux.
    unsafe { libc::clock_gettime(libc::CLOCK_MONOTONIC, &mut now) };
    Duration::new(now.tv_sec as u64, now.tv_nsec as u32)
}

/// Copy output `index` into `frame` (B, G, R, A rows), from the kept copy when the output's
/// sensor says nothing changed since, else from a new copy; say whether `frame`'s pixels
/// changed.
pub(super) fn grab(
    compositor: &mut Compositor,
    kept: &mut [Kept],
    index: usize,
    frame: &mut Frame,
) -> Result<bool, BackendError> {
    let (kept, source) = current(compositor, kept, index, Watch::Pixel)?;
    let Some((buffer, copied_at)) = kept.copy.as_ref() else {
        unreachable!("current() leaves a copy");
    };
    let spec = buffer.spec;
    // The caller's frame already holds this copy (a recorder's grab of a still screen).
    let same = (frame.width, frame.height, frame.source) == (spec.width, spec.height, source);
    if same && !frame.data.is_empty() && *copied_at <= frame.captured_at {
        return Ok(false);
    }
    let changed = fill(frame, buffer, kept.y_invert);
    frame.source = source;
    frame.captured_at = Instant::now();
    frame.title = None;
    Ok(changed)
}

/// Lend output `index`'s pixels to `read` as [`grab`] would fill them, straight from the
/// kept copy when its rows are already B, G, R, A top down (as wlroots' usual `XRGB8888`):
/// a screenshot then skips copying a whole output. The compositor writes that buffer only
/// when asked to copy, which happens under the backend's lock, as this does.
pub(super) fn view(
    compositor: &mut Compositor,
    kept: &mut [Kept],
    index: usize,
    read: &mut dyn FnMut(FrameView<'_>),
) -> Result<(), BackendError> {
    let (kept, source) = current(compositor, kept, index, Watch::Whole)?;
    let Some((buffer, _)) = kept.copy.as_ref() else {
        unreachable!("current() leaves a copy");
    };
    let spec = buffer.spec;
    if spec.is_bgr() && !kept.y_invert {
        read(FrameView {
            width: spec.width,
            height: spec.height,
            stride: spec.stride as usize,
            data: &buffer.map,
            source,
            title: None,
        });
    } else {
        let mut frame = Frame::empty();
        fill(&mut frame, buffer, kept.y_invert);
        frame.source = source;
        read(frame.view());
    }
    Ok(())
}

/// Output `index`'s kept entry with a copy as current as the sensor can tell (a new copy
/// when it fired, when it has not settled, or when there is none; the sensor's own copy when
/// it is the frame on screen), and the output's place. The sensor left armed is `watch`'s.
fn current<'k>(
    compositor: &mut Compositor,
    kept: &'k mut [Kept],
    index: usize,
    watch: Watch,
) -> Result<(&'k mut Kept, Rect), BackendError> {
    let Some(manager) = compositor.screencopy.clone() else {
        return Err(BackendError::Unsupported(NO_SCREENCOPY.into()));
    };
    let count = compositor.outputs.len();
    let (Some(output), Some(kept)) = (compositor.outputs.get(index).cloned(), kept.get_mut(index))
    else {
        return Err(BackendError::NotFound(format!(
            "display {index}: the compositor has {count} outputs"
        )));
    };
    compositor.dispatch_arrived()?;
    let refresh_mhz = compositor.state.outputs[index].refresh_mhz;
    let trusted = match take_fired_sensor(compositor, kept, index) {
        Sensed::Quiet => kept.sensor.as_ref().is_some_and(|s| {
            s.armed_at.elapsed() >= settle(refresh_mhz)
                || before_next_frame(kept.drawn, s.armed_mono, refresh_mhz)
        }),
        Sensed::Changed => false,
        Sensed::Copied {
            presented,
            y_invert,
        } => adopt(kept, presented, y_invert, refresh_mhz),
    };
    if !trusted || kept.copy.is_none() {
        copy_output(compositor, &manager, &output, kept)?;
    }
    // A pixel sensor left by a recorder is swapped for a whole one when a screenshot wants
    // it; a whole one serves a recorder as well as a pixel.
    if watch == Watch::Whole
        && let Some(sensor) = kept.sensor.take_if(|s| !s.whole)
    {
        sensor.frame.destroy();
    }
    if kept.sensor.is_none() {
        arm_sensor(compositor, &manager, &output, kept, index, watch)?;
    }
    let Some((buffer, _)) = kept.copy.as_ref() else {
        unreachable!("a copy was just made");
    };
    let info = &compositor.state.outputs[index];
    let source = Rect {
        x: info.x,
        y: info.y,
        width: buffer.spec.width,
        height: buffer.spec.height,
    };
    Ok((kept, source))
}

/// Whether `at` comes before the compositor could draw a frame after one drawn at `drawn`
/// (both on the monotonic clock; no `drawn`, no answer). A sensor armed by then vouches for
/// the kept copy while it is pending, without waiting for it to settle; a frame drawn at
/// `drawn` is still the last one at `at`.
fn before_next_frame(drawn: Option<Duration>, at: Duration, refresh_mhz: i32) -> bool {
    drawn.is_some_and(|drawn| {
        at.checked_sub(drawn)
            .is_some_and(|gap| adoptable(gap, refresh_mhz))
    })
}

/// Take a fired whole-output sensor's frame, drawn at `presented`, as the kept copy when it
/// is still the frame on screen; the kept copy's buffer becomes the spare. Say whether it was.
fn adopt(kept: &mut Kept, presented: Duration, y_invert: bool, refresh_mhz: i32) -> bool {
    // A frame time is ours to compare only while the kept copy's is.
    let fresh =
        kept.drawn.is_some() && before_next_frame(Some(presented), monotonic_now(), refresh_mhz);
    let same_size = match (&kept.copy, &kept.spare) {
        (Some((copy, _)), Some(spare)) => copy.spec == spare.spec,
        _ => false,
    };
    if !(fresh && same_size) {
        return false;
    }
    let (Some((copy, _)), Some(spare)) = (kept.copy.take(), kept.spare.take()) else {
        unreachable!("both were just seen");
    };
    kept.copy = Some((spare, Instant::now()));
    kept.spare = Some(copy);
    kept.y_invert = y_invert;
    kept.drawn = Some(presented);
    true
}

/// How output `index`'s sensor stands since the last look; a fired one is gone, and the
/// next arming makes a new one.
fn take_fired_sensor(compositor: &mut Compositor, kept: &mut Kept, index: usize) -> Sensed {
    let Some(state) = compositor.state.sensors.get(index) else {
        return Sensed::Quiet;
    };
    let Some(whole) = kept.sensor.as_ref().map(|s| s.whole) else {
        return Sensed::Quiet;
    };
    if !(state.ready || state.failed) {
        return Sensed::Quiet;
    }
    let sensed = match (state.failed, whole, state.presented) {
        // A buffer the compositor refused once is not offered again.
        (true, true, _) => {
            kept.spare = None;
            Sensed::Changed
        }
        (true, false, _) => {
            kept.pixel = None;
            Sensed::Changed
        }
        (false, true, Some(presented)) => Sensed::Copied {
            presented,
            y_invert: state.y_invert,
        },
        (false, _, _) => Sensed::Changed,
    };
    if let Some(sensor) = kept.sensor.take() {
        sensor.frame.destroy();
    }
    sensed
}

/// A full copy of `output` into the kept buffer (a new one when the size changed).
fn copy_output(
    compositor: &mut Compositor,
    manager: &ZwlrScreencopyManagerV1,
    output: &WlOutput,
    kept: &mut Kept,
) -> Result<(), BackendError> {
    compositor.state.frame = FrameState::default();
    let version = manager.version();
    let copy = manager.capture_output(0, output, &compositor.qh, Slot::Grab);
    let spec = match offered_buffer(compositor, version, |s| &s.frame) {
        Ok(spec) => spec,
        Err(e) => {
            copy.destroy();
            return Err(e);
        }
    };
    let reuse = kept.copy.take().filter(|(b, _)| b.spec == spec);
    let buffer = match reuse {
        Some((buffer, _)) => buffer,
        None => Buffer::new(compositor, spec)?,
    };
    copy.copy(&buffer.buffer);
    let copied = compositor.dispatch_until("a screencopy", |s| s.frame.ready || s.frame.failed);
    copy.destroy();
    copied?;
    if compositor.state.frame.failed {
        return Err(BackendError::Failed(
            "the compositor failed to copy the output".into(),
        ));
    }
    kept.y_invert = compositor.state.frame.y_invert;
    let presented = compositor.state.frame.presented;
    kept.drawn = presented.filter(|&presented| {
        monotonic_now()
            .checked_sub(presented)
            .is_some_and(|behind| behind <= CLOCK_SLACK)
    });
    kept.copy = Some((buffer, Instant::now()));
    Ok(())
}

/// Wait for the buffer layout a frame is offered (`which` picks its state), and check it.
fn offered_buffer(
    compositor: &mut Compositor,
    version: u32,
    which: impl Fn(&super::compositor::State) -> &FrameState,
) -> Result<BufferSpec, BackendError> {
    compositor.dispatch_until("a screencopy buffer", |s| {
        let f = which(s);
        f.failed || (f.buffer.is_some() && (version < 3 || f.buffer_done))
    })?;
    let f = which(&compositor.state);
    match f.buffer {
        Some(spec) if !f.failed => {
            check(&spec)?;
            Ok(spec)
        }
        _ => Err(BackendError::Failed(
            "the compositor offers no shared-memory buffer format we read".into(),
        )),
    }
}

/// Arm output `index`'s sensor: a copy that completes at the next frame with damage, of one
/// pixel or of the whole output (`watch`). Compositors without `copy_with_damage`
/// (version 1) get none, and every grab copies.
fn arm_sensor(
    compositor: &mut Compositor,
    manager: &ZwlrScreencopyManagerV1,
    output: &WlOutput,
    kept: &mut Kept,
    index: usize,
    watch: Watch,
) -> Result<(), BackendError> {
    let version = manager.version();
    if version < 2 || index >= compositor.state.sensors.len() {
        return Ok(());
    }
    compositor.state.sensors[index] = FrameState::default();
    let slot = Slot::Sensor(index);
    let frame = match watch {
        Watch::Pixel => manager.capture_output_region(0, output, 0, 0, 1, 1, &compositor.qh, slot),
        Watch::Whole => manager.capture_output(0, output, &compositor.qh, slot),
    };
    let spec = match offered_buffer(compositor, version, |s| &s.sensors[index]) {
        Ok(spec) => spec,
        Err(e) => {
            frame.destroy();
            return Err(e);
        }
    };
    let kept_buffer = match watch {
        Watch::Pixel => &mut kept.pixel,
        Watch::Whole => &mut kept.spare,
    };
    if kept_buffer.as_ref().is_none_or(|b| b.spec != spec) {
        *kept_buffer = None;
        *kept_buffer = Some(Buffer::new(compositor, spec)?);
    }
    let Some(buffer) = kept_buffer.as_ref() else {
        unreachable!("the sensor's buffer was just made");
    };
    frame.copy_with_damage(&buffer.buffer);
    compositor.dispatch_arrived()?;
    kept.sensor = Some(Sensor {
        frame,
        armed_at: Instant::now(),
        armed_mono: monotonic_now(),
        whole: watch == Watch::Whole,
    });
    Ok(())
}

/// Fill `frame` from `buffer` and say whether its pixels changed. A grab repeated on a
/// moving screen compares rows in place and copies only those that differ, so that the
/// caller can skip the encoder for a frame equal to the last; a new frame (or a new size) is
/// filled at once.
fn fill(frame: &mut Frame, buffer: &Buffer, invert: bool) -> bool {
    let spec = buffer.spec;
    let (width, height, stride) = (spec.width, spec.height, spec.stride as usize);
    let row = width as usize * 4;
    let size = row * height as usize;
    let fresh =
        (frame.width, frame.height, frame.stride, frame.data.len()) != (width, height, row, size);
    if fresh {
        frame.data.clear();
        frame.data.reserve(size);
    }
    let mut changed = fresh;
    let swap = !spec.is_bgr();
    let mut swapped = if swap { vec![0; row] } else { Vec::new() };
    for y in 0..height as usize {
        let src_y = if invert { height as usize - 1 - y } else { y };
        let mut src = &buffer.map[src_y * stride..src_y * stride + row];
        if swap {
            swapped.copy_from_slice(src);
            for px in swapped.chunks_exact_mut(4) {
                px.swap(0, 2);
            }
            src = &swapped;
        }
        if fresh {
            frame.data.extend_from_slice(src);
            continue;
        }
        let dst = &mut frame.data[y * row..(y + 1) * row];
        if dst != src {
            dst.copy_from_slice(src);
            changed = true;
        }
    }
    frame.width = width;
    frame.height = height;
    frame.stride = row;
    changed
}

#[cfg(test)]
mod tests {
    use super::*;
    use wayland_client::protocol::wl_shm::Format;

    fn spec(width: u32, height: u32, stride: u32) -> BufferSpec {
        BufferSpec {
            format: Format::Xrgb8888,
            width,
            height,
            stride,
        }
    }

    #[test]
    fn a_frame_is_taken_as_the_last_drawn_only_well_inside_a_refresh() {
        let ms = Duration::from_millis;
        // 60 Hz: a refresh of 16.7 ms less a 3.3 ms margin.
        assert!(adoptable(ms(0), 60_000));
        assert!(adoptable(ms(13), 60_000));
        assert!(!adoptable(ms(14), 60_000));
        assert!(!adoptable(ms(40), 60_000));
        // 144 Hz: 6.9 ms less the 3 ms floor.
        assert!(adoptable(ms(3), 144_000));
        assert!(!adoptable(ms(4), 144_000));
        // A rate the output did not say, or a nonsensical one, trusts nothing.
        assert!(!adoptable(ms(0), 0));
        assert!(!adoptable(ms(0), -60_000));
    }

    #[test]
    fn a_sensor_vouches_at_once_only_when_armed_before_the_next_frame_could_be_drawn() {
        let ms = Duration::from_millis;
        let drawn = Some(ms(1_000));
        assert!(before_next_frame(drawn, ms(1_004), 60_000));
        assert!(!before_next_frame(drawn, ms(1_020), 60_000));
        // Armed before the frame it is compared with (a clock gone wrong): not trusted.
        assert!(!before_next_frame(drawn, ms(990), 60_000));
        // No frame time (the compositor's clock is not ours): only settling counts.
        assert!(!before_next_frame(None, ms(1_004), 60_000));
    }

    #[test]
    fn a_layout_whose_rows_overrun_their_stride_or_whose_size_is_absurd_is_refused() {
        assert!(check(&spec(1280, 800, 5120)).is_ok());
        assert!(check(&spec(1280, 800, 5124)).is_ok());
        for bad in [
            spec(1280, 800, 5116),
            spec(0, 800, 0),
            spec(1280, 0, 5120),
            spec(20_000, 10, 80_000),
            spec(10, 10, u32::MAX),
        ] {
            assert!(check(&bad).is_err(), "{bad:?}");
        }
    }
}
