//! BGRA to I420 colour conversion, the step between a grabbed [`Frame`] and the encoder.
//!
//! H.264 encoders take planar 4:2:0 YUV, screens give packed BGRA. The `yuv` crate does the
//! conversion with SIMD (about 0.5 ms for a 1080p frame on the recording machines), several
//! times faster than openh264's own helper. The matrix is BT.601 with limited ("TV") range:
//! that is what ffmpeg's swscale does by default, so quality comparisons against an ffmpeg
//! encode of the same pixels compare like with like, and it is what the encoder signals in the
//! stream's VUI (see `h264.rs`). The planes live in one [`Converter`] reused for every frame, so
//! recording allocates nothing per frame here.

use yuv::{
    BufferStoreMut, YuvConversionMode, YuvPlanarImageMut, YuvRange, YuvStandardMatrix,
    bgra_to_yuv420,
};

use crate::backend::Frame;

/// Why a frame could not be converted.
#[derive(Debug, thiserror::Error)]
pub(crate) enum ConvertError {
    /// The frame is smaller than the size the converter was made for.
    #[error("frame is {got_w}x{got_h}, expected at least {want_w}x{want_h}")]
    Size {
        /// Frame width.
        got_w: u32,
        /// Frame height.
        got_h: u32,
        /// Converter width.
        want_w: u32,
        /// Converter height.
        want_h: u32,
    },
    /// The frame cannot be handed to the conversion routine.
    #[error("colour conversion: {0}")]
    Yuv(String),
    /// The conversion routine refused the buffers.
    #[error("colour conversion: {0}")]
    Converter(#[source] yuv::YuvError),
}

/// One I420 picture: full-size Y plane, quarter-size U and V planes, tightly packed.
#[derive(Debug)]
pub(crate) struct I420 {
    /// Luma width (even).
    pub(crate) width: u32,
    /// Luma height (even).
    pub(crate) height: u32,
    /// Y plane, `width` bytes a row.
    pub(crate) y: Vec<u8>,
    /// U plane, `width / 2` bytes a row.
    pub(crate) u: Vec<u8>,
    /// V plane, `width / 2` bytes a row.
    pub(crate) v: Vec<u8>,
}

impl I420 {
    /// Bytes from one Y row to the next.
    pub(crate) fn y_stride(&self) -> usize {
        self.width as usize
    }

    /// Bytes from one U (or V) row to the next.
    pub(crate) fn uv_stride(&self) -> usize {
        self.width as usize / 2
    }
}

/// Converts frames of one size into a picture buffer it owns and reuses.
#[derive(Debug)]
pub(crate) struct Converter {
    picture: I420,
}

impl Converter {
    /// A converter for `width` x `height` pictures; odd sizes are rounded down to even ones
    /// (4:2:0 needs whole chroma samples; the last column or row is dropped).
    pub(crate) fn new(width: u32, height: u32) -> Converter {
        let (w, h) = (width & !1, height & !1);
        let luma = w as usize * h as usize;
        Converter {
            picture: I420 {
                width: w,
                height: h,
                y: vec![0; luma],
                u: vec![0; luma / 4],
                v: vec![0; luma / 4],
            },
        }
    }

    /// The picture size this converter produces.
    pub(crate) fn size(&self) -> (u32, u32) {
        (self.picture.width, self.picture.height)
    }

    /// Convert `frame` (at least as large as the converter) into the reused picture.
    pub(crate) fn convert(&mut self, frame: &Frame) -> Result<&I420, ConvertError> {
        let p = &mut self.picture;
        if frame.width < p.width || frame.height < p.height {
            return Err(ConvertError::Size {
                got_w: frame.width,
                got_h: frame.height,
                want_w: p.width,
                want_h: p.height,
            });
        }
        let stride = u32::try_from(frame.stride)
            .map_err(|_| ConvertError::Yuv(format!("stride {} too large", frame.stride)))?;
        let (width, height, y_stride, uv_stride) = (p.width, p.height, p.width, p.width / 2);
        let mut planar = YuvPlanarImageMut {
            y_plane: BufferStoreMut::Borrowed(&mut p.y),
            y_stride,
            u_plane: BufferStoreMut::Borrowed(&mut p.u),
            u_stride: uv_stride,
            v_plane: BufferStoreMut::Borrowed(&mut p.v),
            v_stride: uv_stride,
            width,
            height,
        };
        bgra_to_yuv420(
            &mut planar,
            &frame.data,
            stride,
            YuvRange::Limited,
            YuvStandardMatrix::Bt601,
            YuvConversionMode::Balanced,
        )
        .map_err(ConvertError::Converter)?;
        Ok(&self.picture)
    }
}

#[cfg(test)]
mod tests {
    use std::time::Instant;

    use proto::Rect;

    use super::*;

    fn solid(w: u32, h: u32, bgra: [u8; 4], pad: usize) -> Frame {
        let stride = w as usize * 4 + pad;
        let mut data = vec![0u8; stride * h as usize];
        for row in data.chunks_mut(stride) {
            for px in row[..w as usize * 4].chunks_mut(4) {
                px.copy_from_slice(&bgra);
            }
        }
        Frame {
            width: w,
            height: h,
            stride,
            data,
            source: Rect {
                x: 0,
                y: 0,
                width: w,
                height: h,
            },
            captured_at: Instant::now(),
            title: None,
        }
    }

    #[test]
    fn bt601_limited_range_values() {
        let mut c = Converter::new(16, 8);
        // White is Y 235, black Y 16; grey has neutral chroma 128.
        let p = c.convert(&solid(16, 8, [255, 255, 255, 255], 12)).unwrap();
        assert!(
            p.y.iter().all(|&v| (234..=236).contains(&v)),
            "{:?}",
            &p.y[..4]
        );
        assert!(p.u.iter().all(|&v| (127..=129).contains(&v)));
        let p = c.convert(&solid(16, 8, [0, 0, 0, 0], 0)).unwrap();
        assert!(p.y.iter().all(|&v| (15..=17).contains(&v)));
        // Pure red in BT.601 limited: Y 81, U 90, V 240.
        let p = c.convert(&solid(16, 8, [0, 0, 255, 255], 4)).unwrap();
        assert!((80..=82).contains(&p.y[0]), "y {}", p.y[0]);
        assert!((89..=91).contains(&p.u[0]), "u {}", p.u[0]);
        assert!((239..=241).contains(&p.v[0]), "v {}", p.v[0]);
    }

    #[test]
    fn odd_sizes_round_down_and_small_frames_are_refused() {
        let mut c = Converter::new(17, 9);
        assert_eq!(c.size(), (16, 8));
        assert!(c.convert(&solid(17, 9, [1, 2, 3, 4], 0)).is_ok());
        assert!(matches!(
            c.convert(&solid(8, 8, [1, 2, 3, 4], 0)),
            Err(ConvertError::Size { .. })
        ));
    }
}
