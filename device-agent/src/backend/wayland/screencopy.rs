//! One output's pixels through `wlr-screencopy`: the compositor copies a frame into a
//! shared-memory buffer of ours, which is kept for the next grab of the same size.

use std::fs::File;
use std::os::fd::AsFd;
use std::time::Instant;

use memmap2::{MmapMut, MmapOptions};
use proto::Rect;
use wayland_client::Proxy as _;
use wayland_client::protocol::{wl_buffer, wl_shm_pool};

use super::compositor::{BufferSpec, Compositor, FrameState, memory_file};
use crate::backend::{BackendError, Frame};

/// A buffer the compositor copies into, with its mapping.
pub(super) struct Buffer {
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

/// Copy output `index` into `frame` (B, G, R, A rows), reusing `cache` when the size holds,
/// and say whether `frame`'s pixels changed.
pub(super) fn grab(
    compositor: &mut Compositor,
    cache: &mut Option<Buffer>,
    index: usize,
    frame: &mut Frame,
) -> Result<bool, BackendError> {
    let Some(manager) = compositor.screencopy.clone() else {
        return Err(BackendError::Unsupported(NO_SCREENCOPY.into()));
    };
    let output = compositor.outputs.get(index).cloned().ok_or_else(|| {
        BackendError::NotFound(format!(
            "display {index}: the compositor has {} outputs",
            compositor.outputs.len()
        ))
    })?;
    compositor.state.frame = FrameState::default();
    let version = manager.version();
    let copy = manager.capture_output(0, &output, &compositor.qh, ());
    let offered = compositor.dispatch_until("a screencopy buffer", |s| {
        s.frame.failed || (s.frame.buffer.is_some() && (version < 3 || s.frame.buffer_done))
    });
    let spec = match (offered, compositor.state.frame.buffer) {
        (Ok(()), Some(spec)) if !compositor.state.frame.failed => spec,
        (result, _) => {
            copy.destroy();
            result?;
            return Err(BackendError::Failed(
                "the compositor offers no shared-memory buffer format we read".into(),
            ));
        }
    };
    if let Err(e) = check(&spec) {
        copy.destroy();
        return Err(e);
    }
    if cache.as_ref().is_none_or(|b| b.spec != spec) {
        *cache = None;
        *cache = Some(Buffer::new(compositor, spec)?);
    }
    let Some(buffer) = cache.as_ref() else {
        unreachable!("the cache was just filled");
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
    let info = &compositor.state.outputs[index];
    let (width, height, stride) = (spec.width, spec.height, spec.stride as usize);
    let row = width as usize * 4;
    let size = row * height as usize;
    // A recorder grabs 30 times a second and most grabs of a quiet screen change nothing:
    // rows are compared in place and copied only where they differ, so that the caller can
    // skip the encoder for a frame equal to the last (what DAMAGE gives the X11 backend).
    // A new frame (or a new size) is filled at once; only a kept one is compared.
    let fresh =
        (frame.width, frame.height, frame.stride, frame.data.len()) != (width, height, row, size);
    if fresh {
        frame.data.clear();
        frame.data.reserve(size);
    }
    let mut changed = fresh;
    let swap = !spec.is_bgr();
    let mut swapped = if swap { vec![0; row] } else { Vec::new() };
    let invert = compositor.state.frame.y_invert;
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
    frame.source = Rect {
        x: info.x,
        y: info.y,
        width,
        height,
    };
    frame.captured_at = Instant::now();
    frame.title = None;
    Ok(changed)
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
