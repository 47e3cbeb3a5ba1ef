//! BGRA to I420 colour conversion, the step between a grabbed [`Frame`] and the encoder.
//!
//! H.264 encoders take planar 4:2:0 YUV, screens give packed BGRA. The `yuv` crate does the
//! conversion with SIMD, several times faster than openh264's own helper, in its precise
//! mode ([`MODE`]). Only the blocks that changed since the last frame are converted again
//! ([`Converter::convert_areas`], areas from `change.rs`): the picture keeps the others, so a
//! clock ticking costs the conversion of its own blocks. The matrix is BT.601 with limited ("TV") range:
//! that is what ffmpeg's swscale does by default, so quality comparisons against an ffmpeg
//! encode of the same pixels compare like with like, and it is what the encoder signals in the
//! stream's VUI (see `h264.rs`). The planes live in one [`Converter`] reused for every frame, so
//! recording allocates nothing per frame here.

use std::ops::Range;

use yuv::{
    BufferStoreMut, YuvConversionMode, YuvPlanarImageMut, YuvRange, YuvStandardMatrix,
    bgra_to_yuv420,
};

use crate::backend::Frame;

/// The `yuv` crate's precise mode: about 2 dB more luma PSNR than its default "balanced"
/// one on a desktop (52.5 against 50.4 dB through a lossless encode, `bench/recording.py`'s
/// still scene), an error no encoder setting can win back.
const MODE: YuvConversionMode = YuvConversionMode::Professional;

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

/// Convert `height` rows of `width` BGRA pixels from `src` (`stride` bytes a row) into planes
/// whose Y rows are `plane_width` bytes apart (U and V rows half that).
fn convert(
    src: &[u8],
    stride: u32,
    (y, u, v): (&mut [u8], &mut [u8], &mut [u8]),
    plane_width: u32,
    width: u32,
    height: u32,
) -> Result<(), ConvertError> {
    let mut planar = YuvPlanarImageMut {
        y_plane: BufferStoreMut::Borrowed(y),
        y_stride: plane_width,
        u_plane: BufferStoreMut::Borrowed(u),
        u_stride: plane_width / 2,
        v_plane: BufferStoreMut::Borrowed(v),
        v_stride: plane_width / 2,
        width,
        height,
    };
    bgra_to_yuv420(
        &mut planar,
        src,
        stride,
        YuvRange::Limited,
        YuvStandardMatrix::Bt601,
        MODE,
    )
    .map_err(ConvertError::Converter)
}

/// Buffers for the last two rows of an area at the picture's bottom (`convert_areas`).
#[derive(Debug, Default)]
struct Scratch {
    bgra: Vec<u8>,
    y: Vec<u8>,
    u: Vec<u8>,
    v: Vec<u8>,
}

/// Converts frames of one size into a picture buffer it owns and reuses.
#[derive(Debug)]
pub(crate) struct Converter {
    picture: I420,
    scratch: Scratch,
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
            scratch: Scratch::default(),
        }
    }

    /// The picture size this converter produces.
    pub(crate) fn size(&self) -> (u32, u32) {
        (self.picture.width, self.picture.height)
    }

    /// Convert `frame` (at least as large as the converter) into the reused picture.
    #[cfg(test)]
    pub(crate) fn convert(&mut self, frame: &Frame) -> Result<&I420, ConvertError> {
        let (width, height) = (self.picture.width, self.picture.height);
        self.convert_areas(frame, std::slice::from_ref(&(0..width, 0..height)))
    }

    /// Convert only the `areas` of `frame`, `(columns, rows)` with even bounds as `change.rs`
    /// gives them (clipped here to the picture); the picture keeps its other pixels from the
    /// frames converted before. Each chroma sample comes from its own 2 x 2 pixels, so an
    /// area converts to exactly what a whole conversion would put there.
    pub(crate) fn convert_areas(
        &mut self,
        frame: &Frame,
        areas: &[(Range<u32>, Range<u32>)],
    ) -> Result<&I420, ConvertError> {
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
        for (columns, rows) in areas {
            let (left, right) = (columns.start & !1, columns.end.min(p.width) & !1);
            let (top, bottom) = (rows.start & !1, rows.end.min(p.height) & !1);
            if bottom <= top || right <= left {
                continue;
            }
            // The `yuv` crate converts every whole stride of the planes it is handed (not
            // only `height` rows), so each is handed exactly the area's rows, from its first
            // pixel to the same column `n` rows down. The last row of an area that starts
            // right of column 0 then has no whole stride in a plane that ends there: such an
            // area's last two rows go through a small buffer of their own.
            let split = if left > 0 && bottom == p.height {
                bottom - 2
            } else {
                bottom
            };
            if split > top {
                let (t, l, n) = (top as usize, left as usize, (split - top) as usize);
                let (ys, uvs) = (p.width as usize, p.width as usize / 2);
                let src = frame
                    .data
                    .get(t * frame.stride + l * 4..(t + n) * frame.stride + l * 4)
                    .ok_or_else(|| {
                        ConvertError::Yuv(format!("frame has no rows {top}..{split}"))
                    })?;
                let (y, u, v) = (
                    &mut p.y[t * ys + l..(t + n) * ys + l],
                    &mut p.u[t / 2 * uvs + l / 2..(t + n) / 2 * uvs + l / 2],
                    &mut p.v[t / 2 * uvs + l / 2..(t + n) / 2 * uvs + l / 2],
                );
                convert(src, stride, (y, u, v), p.width, right - left, split - top)?;
            }
            if split < bottom {
                let (t, l, w) = (split as usize, left as usize, (right - left) as usize);
                let row = frame
                    .data
                    .get(t * frame.stride + l * 4..)
                    .ok_or_else(|| ConvertError::Yuv(format!("frame has no row {split}")))?;
                let next = frame
                    .data
                    .get((t + 1) * frame.stride + l * 4..)
                    .ok_or_else(|| ConvertError::Yuv(format!("frame has no row {}", split + 1)))?;
                let scratch = &mut self.scratch;
                scratch.bgra.clear();
                scratch.bgra.extend_from_slice(&row[..w * 4]);
                scratch.bgra.extend_from_slice(&next[..w * 4]);
                scratch.y.resize(w * 2, 0);
                scratch.u.resize(w / 2, 0);
                scratch.v.resize(w / 2, 0);
                convert(
                    &scratch.bgra,
                    (w * 4) as u32,
                    (&mut scratch.y, &mut scratch.u, &mut scratch.v),
                    w as u32,
                    w as u32,
                    2,
                )?;
                let (ys, uvs) = (p.width as usize, p.width as usize / 2);
                for r in 0..2 {
                    p.y[(t + r) * ys + l..][..w].copy_from_slice(&scratch.y[r * w..][..w]);
                }
                p.u[t / 2 * uvs + l / 2..][..w / 2].copy_from_slice(&scratch.u);
                p.v[t / 2 * uvs + l / 2..][..w / 2].copy_from_slice(&scratch.v);
            }
        }
        Ok(&self.picture)
    }
}

#[cfg(test)]
pub(super) mod tests {
    use proto::Rect;

    use super::*;

    /// A `w` x `h` frame of one colour, `pad` bytes past each row's pixels.
    pub(in crate::record) fn solid(w: u32, h: u32, bgra: [u8; 4], pad: usize) -> Frame {
        let stride = w as usize * 4 + pad;
        let mut data = vec![0u8; stride * h as usize];
        for row in data.chunks_mut(stride) {
            for px in row[..w as usize * 4].chunks_mut(4) {
                px.copy_from_slice(&bgra);
            }
        }
        let whole = Rect {
            x: 0,
            y: 0,
            width: w,
            height: h,
        };
        Frame::new(w, h, stride, data, whole)
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
    fn converting_the_changed_areas_equals_converting_all() {
        let (w, h) = (96u32, 48u32);
        let mut a = solid(w, h, [10, 20, 30, 255], 8);
        let mut partial = Converter::new(w, h);
        partial.convert(&a).unwrap();
        // Change two areas only, one of them at the right edge, then convert just them.
        let areas = [(16..48, 16..32), (80..96, 0..48)];
        for (columns, rows) in &areas {
            for y in rows.clone() {
                for x in columns.clone() {
                    let px = &mut a.data[y as usize * a.stride + x as usize * 4..][..4];
                    px.copy_from_slice(&[(x * 4) as u8, (y * 5) as u8, 200, 255]);
                }
            }
        }
        let got = partial.convert_areas(&a, &areas).unwrap();
        let (y, u, v) = (got.y.clone(), got.u.clone(), got.v.clone());
        let mut full = Converter::new(w, h);
        let want = full.convert(&a).unwrap();
        assert!(y == want.y && u == want.u && v == want.v);
        // Areas outside the picture or empty ones are ignored.
        assert!(
            partial
                .convert_areas(&a, &[(0..96, 40..100), (0..96, 10..10), (96..112, 0..16)])
                .is_ok()
        );
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
