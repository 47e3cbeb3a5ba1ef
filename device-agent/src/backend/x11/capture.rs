//! Reading pixels of the root window: MIT-SHM when possible, plain `GetImage` otherwise.
//!
//! `GetImage` sends every pixel through the X socket (8 MB for a 1080p screen); with MIT-SHM the
//! server writes them into memory we map, which is several times faster. We use SHM 1.2's
//! `CreateSegment`: the server allocates the segment and passes its file descriptor, so there
//! is no SysV segment that could outlive a crash, and a server that cannot pass descriptors
//! (a remote display over TCP) simply fails the request and we fall back. The segment is kept
//! between grabs and replaced only when a larger one is needed. A failure on the SHM path
//! switches this connection to `GetImage` for good, so a broken SHM costs one error, not one per
//! screenshot.

use std::fs::File;

use memmap2::{Mmap, MmapOptions};
use x11rb::connection::Connection;
use x11rb::protocol::shm::{self, ConnectionExt as _};
use x11rb::protocol::xproto::{ConnectionExt as _, ImageFormat, Window};
use x11rb::rust_connection::RustConnection;

use super::pixels::{self, PixelLayout};
use crate::backend::BackendError;

/// How pixels are read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CaptureMethod {
    /// MIT-SHM `GetImage` into a shared segment.
    Shm,
    /// Core `GetImage`, pixels through the socket.
    GetImage,
}

/// A shared segment the server has attached.
struct Segment {
    id: shm::Seg,
    map: Mmap,
}

/// Per-connection capture state; callers hold it behind a mutex for the whole grab.
pub(super) struct Capturer {
    method: CaptureMethod,
    segment: Option<Segment>,
}

/// A pixel rectangle of the root window, already clipped to it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) struct Area {
    pub x: i16,
    pub y: i16,
    pub width: u16,
    pub height: u16,
}

impl Capturer {
    /// Start with `method`; SHM is only chosen by the caller when the server offers 1.2.
    pub(super) fn new(method: CaptureMethod) -> Capturer {
        Capturer {
            method,
            segment: None,
        }
    }

    /// The method the next grab will use.
    pub(super) fn method(&self) -> CaptureMethod {
        self.method
    }

    /// Read `area` of `root` as packed BGRA.
    pub(super) fn grab(
        &mut self,
        conn: &RustConnection,
        root: Window,
        layout: &PixelLayout,
        area: Area,
    ) -> Result<Vec<u8>, BackendError> {
        if self.method == CaptureMethod::Shm {
            match self.grab_shm(conn, root, layout, area) {
                Ok(pixels) => return Ok(pixels),
                Err(e) => {
                    tracing::warn!(error = %e, "MIT-SHM capture failed; using GetImage from now on");
                    self.release(conn);
                    self.method = CaptureMethod::GetImage;
                }
            }
        }
        let reply = conn
            .get_image(
                ImageFormat::Z_PIXMAP,
                root,
                area.x,
                area.y,
                area.width,
                area.height,
                !0,
            )
            .map_err(|e| BackendError::Failed(format!("GetImage: {e}")))?
            .reply()
            .map_err(|e| BackendError::Failed(format!("GetImage: {e}")))?;
        pixels::to_bgra(&reply.data, area.width.into(), area.height.into(), layout)
            .map_err(|e| BackendError::Failed(format!("GetImage: {e}")))
    }

    /// Read `area` of `root` as packed BGRA into `out`, reusing its allocation; true when
    /// the pixels differ from what `out` held. On the usual 32-bit BGRX layout an unchanged
    /// screen costs one compare against the shared segment and no copy.
    pub(super) fn grab_into(
        &mut self,
        conn: &RustConnection,
        root: Window,
        layout: &PixelLayout,
        area: Area,
        out: &mut Vec<u8>,
    ) -> Result<bool, BackendError> {
        let packed = usize::from(area.width) * 4;
        let direct = layout.is_bgrx() && layout.bytes_per_line(area.width.into()) == packed;
        if self.method == CaptureMethod::Shm && direct {
            let size = packed * usize::from(area.height);
            match self.shm_image(conn, root, layout, area) {
                Ok(()) => {
                    let segment = self
                        .segment
                        .as_ref()
                        .ok_or_else(|| BackendError::Failed("MIT-SHM segment vanished".into()))?;
                    let pixels = &segment.map[..size];
                    if out.as_slice() == pixels {
                        return Ok(false);
                    }
                    out.clear();
                    out.extend_from_slice(pixels);
                    return Ok(true);
                }
                Err(e) => {
                    tracing::warn!(error = %e, "MIT-SHM capture failed; using GetImage from now on");
                    self.release(conn);
                    self.method = CaptureMethod::GetImage;
                }
            }
        }
        let new = self.grab(conn, root, layout, area)?;
        let changed = *out != new;
        *out = new;
        Ok(changed)
    }

    /// Read only `parts` of `area` (root coordinates, inside `area`) into `out`, which holds
    /// all of `area` as of an earlier grab, so pixels outside the parts are current already;
    /// answers the parts whose pixels differ from what `out` held. `None` when this cannot
    /// be done here (no MIT-SHM, a layout other than packed BGRX, `out` not of the area's
    /// size) or would not pay (the parts cover most of the area): then the caller grabs the
    /// whole area.
    pub(super) fn grab_parts_into(
        &mut self,
        conn: &RustConnection,
        root: Window,
        layout: &PixelLayout,
        area: Area,
        parts: &[Area],
        out: &mut [u8],
    ) -> Result<Option<Vec<Area>>, BackendError> {
        let packed = usize::from(area.width) * 4;
        let direct = layout.is_bgrx() && layout.bytes_per_line(area.width.into()) == packed;
        let covered: usize = parts
            .iter()
            .map(|p| usize::from(p.width) * usize::from(p.height))
            .sum();
        let whole = usize::from(area.width) * usize::from(area.height);
        if self.method != CaptureMethod::Shm
            || !direct
            || out.len() != packed * usize::from(area.height)
            || covered * 2 > whole
        {
            return Ok(None);
        }
        let mut changed = Vec::new();
        for part in parts {
            let row = usize::from(part.width) * 4;
            if let Err(e) = self.shm_image(conn, root, layout, *part) {
                tracing::warn!(error = %e, "MIT-SHM capture failed; using GetImage from now on");
                self.release(conn);
                self.method = CaptureMethod::GetImage;
                return Ok(None);
            }
            let segment = self
                .segment
                .as_ref()
                .ok_or_else(|| BackendError::Failed("MIT-SHM segment vanished".into()))?;
            // Inside `area` by the caller's clipping; checked again so a bad part cannot
            // reach past the buffer.
            let left = usize::try_from(i32::from(part.x) - i32::from(area.x))
                .map_err(|_| BackendError::Failed("damaged part left of the area".into()))?;
            let top = usize::try_from(i32::from(part.y) - i32::from(area.y))
                .map_err(|_| BackendError::Failed("damaged part above the area".into()))?;
            for (y, src) in segment.map[..row * usize::from(part.height)]
                .chunks_exact(row)
                .enumerate()
            {
                let start = (top + y) * packed + left * 4;
                let dst = out
                    .get_mut(start..start + row)
                    .ok_or_else(|| BackendError::Failed("damaged part outside the area".into()))?;
                if dst != src {
                    dst.copy_from_slice(src);
                    if changed.last() != Some(part) {
                        changed.push(*part);
                    }
                }
            }
        }
        Ok(Some(changed))
    }

    /// Have the server write `area` into the shared segment (made or grown as needed).
    fn shm_image(
        &mut self,
        conn: &RustConnection,
        root: Window,
        layout: &PixelLayout,
        area: Area,
    ) -> Result<(), String> {
        let size = layout.bytes_per_line(area.width.into()) * usize::from(area.height);
        let big_enough = self.segment.as_ref().is_some_and(|s| s.map.len() >= size);
        if !big_enough {
            self.release(conn);
            self.segment = Some(create_segment(conn, size)?);
        }
        let segment = self.segment.as_ref().ok_or("no segment")?;
        conn.shm_get_image(
            root,
            area.x,
            area.y,
            area.width,
            area.height,
            !0,
            ImageFormat::Z_PIXMAP.into(),
            segment.id,
            0,
        )
        .map_err(|e| format!("ShmGetImage: {e}"))?
        .reply()
        .map_err(|e| format!("ShmGetImage: {e}"))?;
        // The reply means the server has finished writing the segment.
        Ok(())
    }

    fn grab_shm(
        &mut self,
        conn: &RustConnection,
        root: Window,
        layout: &PixelLayout,
        area: Area,
    ) -> Result<Vec<u8>, String> {
        self.shm_image(conn, root, layout, area)?;
        let size = layout.bytes_per_line(area.width.into()) * usize::from(area.height);
        let segment = self.segment.as_ref().ok_or("no segment")?;
        pixels::to_bgra(
            &segment.map[..size],
            area.width.into(),
            area.height.into(),
            layout,
        )
        .map_err(|e| e.to_string())
    }

    /// Detach the segment, if any; the server frees it once nobody holds it.
    pub(super) fn release(&mut self, conn: &RustConnection) {
        if let Some(segment) = self.segment.take() {
            if let Ok(cookie) = conn.shm_detach(segment.id) {
                cookie.ignore_error();
            }
            let _ = conn.flush();
        }
    }
}

fn create_segment(conn: &RustConnection, size: usize) -> Result<Segment, String> {
    // Round up so that slightly larger windows reuse the segment.
    let size = size.max(1).next_multiple_of(1 << 16);
    let size32 =
        u32::try_from(size).map_err(|_| format!("{size} bytes is too large for MIT-SHM"))?;
    let id = conn
        .generate_id()
        .map_err(|e| format!("allocating an id: {e}"))?;
    let reply = conn
        .shm_create_segment(id, size32, false)
        .map_err(|e| format!("CreateSegment: {e}"))?
        .reply()
        .map_err(|e| format!("CreateSegment: {e}"))?;
    let file = File::from(reply.shm_fd);
    // SAFETY: the mapping is only read after a ShmGetImage reply, when the server has
    // finished writing it, and only while the capture mutex is held, so no write can race a
    // read; nothing else knows this segment.
    let map = unsafe { MmapOptions::new().len(size).map(&file) };
    match map {
        Ok(map) => Ok(Segment { id, map }),
        Err(e) => {
            if let Ok(cookie) = conn.shm_detach(id) {
                cookie.ignore_error();
            }
            Err(format!("mapping the segment: {e}"))
        }
    }
}
