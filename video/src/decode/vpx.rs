//! VP8 and VP9 decoding over Debian's libvpx (`env-libvpx-sys`).
//!
//! A WebM block holds one frame to show: for VP9 a superframe may pack a hidden frame (an
//! alternate reference) with the shown one, and libvpx outputs only the shown one. Each
//! call tags its input through libvpx's `user_priv`, which comes back on the image made
//! from it. Nothing is held back (no frame threading), so a picture is out as soon as its
//! sample is in.
//!
//! The unsafe surface is the calls below, each with its SAFETY note.

use std::ffi::c_void;
use std::ptr;

use vpx_sys as sys;

use super::{DecodeError, Picture};

/// Which of libvpx's decoders.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Kind {
    /// VP8.
    Vp8,
    /// VP9.
    Vp9,
}

impl Kind {
    fn name(self) -> &'static str {
        match self {
            Kind::Vp8 => "VP8",
            Kind::Vp9 => "VP9",
        }
    }
}

/// A libvpx decoder.
pub(crate) struct VpxDecoder {
    /// Initialised by `vpx_codec_dec_init_ver`, destroyed in `Drop`; boxed because libvpx
    /// keeps pointers into it.
    ctx: Box<sys::vpx_codec_ctx_t>,
    kind: Kind,
}

// SAFETY: a libvpx context has no thread affinity; `VpxDecoder` owns it exclusively and
// every use goes through `&mut self`.
unsafe impl Send for VpxDecoder {}

impl VpxDecoder {
    /// A decoder for `kind`, on one thread.
    pub(crate) fn new(kind: Kind) -> Result<VpxDecoder, DecodeError> {
        // SAFETY: vpx_codec_ctx_t is a plain C struct for which all-zero bytes are the
        // "not initialised" value libvpx expects before init.
        let mut ctx: Box<sys::vpx_codec_ctx_t> = Box::new(unsafe { std::mem::zeroed() });
        let cfg = sys::vpx_codec_dec_cfg_t {
            threads: 1,
            w: 0,
            h: 0,
        };
        // SAFETY: the interface functions return static descriptions of the decoders.
        let iface = unsafe {
            match kind {
                Kind::Vp8 => sys::vpx_codec_vp8_dx(),
                Kind::Vp9 => sys::vpx_codec_vp9_dx(),
            }
        };
        // SAFETY: `ctx` is a zeroed context that outlives the decoder (boxed, destroyed in
        // Drop), `cfg` is valid for the call, and the ABI version is the one the bindings
        // were generated for.
        let rc = unsafe {
            sys::vpx_codec_dec_init_ver(
                &mut *ctx,
                iface,
                &cfg,
                0,
                sys::VPX_DECODER_ABI_VERSION as i32,
            )
        };
        if rc != sys::VPX_CODEC_OK {
            return Err(DecodeError::Create {
                codec: kind.name(),
                code: rc as i64,
            });
        }
        Ok(VpxDecoder { ctx, kind })
    }

    /// Decodes one frame tagged `tag`; returns its picture, or none for a hidden frame.
    pub(crate) fn decode(
        &mut self,
        data: &[u8],
        tag: u64,
    ) -> Result<Option<Picture<'_>>, DecodeError> {
        let len = u32::try_from(data.len()).map_err(|_| self.failed("vpx_codec_decode", -1))?;
        // SAFETY: `data` is valid for `len` bytes during the call (libvpx copies or decodes
        // it before returning); the tag rides as an opaque pointer-sized value, never
        // dereferenced.
        let rc = unsafe {
            sys::vpx_codec_decode(
                &mut *self.ctx,
                data.as_ptr(),
                len,
                tag as usize as *mut c_void,
                0,
            )
        };
        if rc != sys::VPX_CODEC_OK {
            return Err(self.failed("vpx_codec_decode", rc as i64));
        }
        self.next_picture()
    }

    /// Takes a picture still held back (libvpx without frame threading holds none).
    pub(crate) fn flush(&mut self) -> Result<Option<Picture<'_>>, DecodeError> {
        self.next_picture()
    }

    fn failed(&self, call: &'static str, code: i64) -> DecodeError {
        DecodeError::Call {
            codec: self.kind.name(),
            call,
            code,
        }
    }

    fn next_picture(&mut self) -> Result<Option<Picture<'_>>, DecodeError> {
        let mut iter: sys::vpx_codec_iter_t = ptr::null();
        // SAFETY: `iter` starts null as libvpx asks; the image returned is owned by the
        // context and valid until its next decode call, which needs `&mut self` and so ends
        // the borrow of the returned picture first.
        let image = unsafe { sys::vpx_codec_get_frame(&mut *self.ctx, &mut iter) };
        // SAFETY: a non-null image from libvpx points to a valid vpx_image_t.
        let Some(image) = (unsafe { image.as_ref() }) else {
            return Ok(None);
        };
        if image.fmt != sys::vpx_img_fmt::VPX_IMG_FMT_I420 {
            let what = match image.fmt {
                sys::vpx_img_fmt::VPX_IMG_FMT_I422 => "4:2:2",
                sys::vpx_img_fmt::VPX_IMG_FMT_I444 => "4:4:4",
                sys::vpx_img_fmt::VPX_IMG_FMT_I440 => "4:4:0",
                _ if image.bit_depth > 8 => "more than 8 bits a sample",
                _ => "in a pixel format other than I420",
            };
            return Err(DecodeError::Format(format!(
                "{} {what} (bit depth {})",
                self.kind.name(),
                image.bit_depth
            )));
        }
        let (w, h) = (image.d_w as usize, image.d_h as usize);
        let (ys, uvs) = (image.stride[0], image.stride[1]);
        if ys <= 0
            || uvs <= 0
            || image.stride[2] != uvs
            || image.planes[..3].iter().any(|p| p.is_null())
        {
            return Err(DecodeError::Picture(w as i32, h as i32, ys, uvs));
        }
        let (ys, uvs) = (ys as usize, uvs as usize);
        let (cw, ch) = (w.div_ceil(2), h.div_ceil(2));
        let y_len = ys * h.saturating_sub(1) + w;
        let uv_len = uvs * ch.saturating_sub(1) + cw;
        // SAFETY: an I420 image from libvpx holds `d_h` rows of `stride[0]` bytes in plane 0
        // and `(d_h+1)/2` rows of `stride[1]` bytes in planes 1 and 2 (the last row at least
        // its width), valid until the context's next decode call (see above).
        let (y, u, v) = unsafe {
            (
                std::slice::from_raw_parts(image.planes[0], y_len),
                std::slice::from_raw_parts(image.planes[1], uv_len),
                std::slice::from_raw_parts(image.planes[2], uv_len),
            )
        };
        Picture::checked(image.user_priv as usize as u64, w, h, y, u, v, ys, uvs).map(Some)
    }
}

impl Drop for VpxDecoder {
    fn drop(&mut self) {
        // SAFETY: the context was initialised in `new` and is destroyed exactly once, here.
        unsafe { sys::vpx_codec_destroy(&mut *self.ctx) };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn garbage_is_an_error_not_a_crash() {
        for kind in [Kind::Vp8, Kind::Vp9] {
            let mut decoder = VpxDecoder::new(kind).unwrap();
            for tag in 0..4u32 {
                let junk: Vec<u8> = (0..500u32).map(|i| (i * 37 + tag) as u8).collect();
                let _ = decoder.decode(&junk, u64::from(tag));
            }
            assert!(decoder.flush().unwrap().is_none());
        }
    }
}
