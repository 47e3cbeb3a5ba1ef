//! Turning a captured [`Frame`] into the bytes of a screenshot.
//!
//! Screenshots go to vision models that take a bounded image size, so every frame is first
//! shrunk (never enlarged) until its longer edge fits, then compressed. Both steps sit on the
//! path of every screenshot, so they use SIMD code: `fast_image_resize` for scaling and
//! `jpeg-encoder` for JPEG, which reads BGRA directly and so needs no colour conversion pass.
//! PNG is for exact pixels (tests, fine print); it uses the fastest deflate setting because
//! screenshots compress well anyway and latency matters more than a few kilobytes.

mod stripes;

use fast_image_resize::images::{Image, TypedCroppedImage, TypedImageRef};
use fast_image_resize::pixels::U8x4;
use fast_image_resize::{FilterType, PixelType, ResizeAlg, ResizeOptions, Resizer};
use proto::ImageFormat;

use crate::backend::FrameView;

/// Scaling filter. Hamming costs the same as bilinear in `fast_image_resize` but keeps text
/// noticeably crisper when shrinking, which is what a model reading the screen needs.
const FILTER: FilterType = FilterType::Hamming;

/// JPEG's frame header stores each dimension in 16 bits.
const JPEG_MAX_EDGE: u32 = u16::MAX as u32;

/// An encoded screenshot.
#[derive(Debug, Clone)]
pub(crate) struct Encoded {
    /// Width of the encoded image.
    pub width: u32,
    /// Height of the encoded image.
    pub height: u32,
    /// The PNG or JPEG file.
    pub bytes: Vec<u8>,
}

/// Why a frame could not be encoded.
#[derive(Debug, thiserror::Error)]
pub(crate) enum EncodeError {
    /// The frame's size, stride and buffer disagree.
    #[error("frame: {0}")]
    BadFrame(String),
    /// A parameter out of range.
    #[error("{0}")]
    Invalid(String),
    /// Scaling failed.
    #[error("resize: {0}")]
    Resize(String),
    /// The resizer refused the images.
    #[error("resize: {0}")]
    Resizer(#[source] Box<dyn std::error::Error + Send + Sync>),
    /// JPEG encoding failed.
    #[error("jpeg: {0}")]
    Jpeg(#[from] jpeg_encoder::EncodingError),
    /// PNG encoding failed.
    #[error("png: {0}")]
    Png(#[from] png::EncodingError),
}

/// Scale `frame` so its longer edge is at most `max_long_edge` (never enlarging it), then
/// encode it. `quality` (clamped to 1..=100) applies to JPEG only.
pub(crate) fn encode(
    frame: FrameView<'_>,
    max_long_edge: u32,
    format: ImageFormat,
    quality: u8,
) -> Result<Encoded, EncodeError> {
    check_frame(&frame)?;
    if max_long_edge == 0 {
        return Err(EncodeError::Invalid(
            "max_long_edge must be at least 1".into(),
        ));
    }
    let (width, height) = scaled_size(frame.width, frame.height, max_long_edge);
    let bytes = if (width, height) == (frame.width, frame.height) {
        encode_pixels(frame.data, frame.stride, width, height, format, quality)?
    } else {
        let scaled = resize(
            frame.data,
            frame.stride,
            (frame.width, frame.height),
            (width, height),
        )?;
        encode_pixels(
            scaled.buffer(),
            width as usize * 4,
            width,
            height,
            format,
            quality,
        )?
    };
    Ok(Encoded {
        width,
        height,
        bytes,
    })
}

/// The size `width`x`height` takes when shrunk to fit `max_long_edge`, keeping the aspect
/// ratio (rounded, at least 1 pixel). Sizes that already fit are returned unchanged.
pub(crate) fn scaled_size(width: u32, height: u32, max_long_edge: u32) -> (u32, u32) {
    let long = width.max(height);
    if long <= max_long_edge || long == 0 {
        return (width, height);
    }
    let shrink = |edge: u32| -> u32 {
        let scaled =
            (u64::from(edge) * u64::from(max_long_edge) + u64::from(long) / 2) / u64::from(long);
        // The result is at most `max_long_edge`, so it fits in u32.
        u32::try_from(scaled).unwrap_or(max_long_edge).max(1)
    };
    if width >= height {
        (max_long_edge, shrink(height))
    } else {
        (shrink(width), max_long_edge)
    }
}

/// Refuse frames whose buffer cannot hold the pixels they claim, so that nothing later indexes
/// out of bounds.
fn check_frame(frame: &FrameView<'_>) -> Result<(), EncodeError> {
    if frame.width == 0 || frame.height == 0 {
        return Err(EncodeError::BadFrame(format!(
            "empty frame {}x{}",
            frame.width, frame.height
        )));
    }
    let row = frame.width as usize * 4;
    if frame.stride < row {
        return Err(EncodeError::BadFrame(format!(
            "stride {} is less than width {} x 4",
            frame.stride, frame.width
        )));
    }
    let needed = frame
        .stride
        .checked_mul(frame.height as usize - 1)
        .and_then(|n| n.checked_add(row))
        .ok_or_else(|| EncodeError::BadFrame("frame size overflows".into()))?;
    if frame.data.len() < needed {
        return Err(EncodeError::BadFrame(format!(
            "{} bytes of pixel data, {}x{} with stride {} needs {needed}",
            frame.data.len(),
            frame.width,
            frame.height,
            frame.stride
        )));
    }
    Ok(())
}

/// Scale BGRA pixels of size `from` (rows `stride` bytes apart) into a fresh, tightly packed
/// BGRA image of size `to`. Rows the buffer is too short for read as black.
pub(crate) fn resize(
    data: &[u8],
    stride: usize,
    from: (u32, u32),
    to: (u32, u32),
) -> Result<Image<'static>, EncodeError> {
    fn err(e: impl std::error::Error + Send + Sync + 'static) -> EncodeError {
        EncodeError::Resizer(Box::new(e))
    }
    let ((width, height), (to_width, to_height)) = (from, to);
    let mut dst = Image::new(to_width, to_height, PixelType::U8x4);
    // Alpha is meaningless in captures (often 0), so it must not weight the colours.
    let options = ResizeOptions::new()
        .resize_alg(ResizeAlg::Convolution(FILTER))
        .use_alpha(false);
    let mut resizer = Resizer::new();
    let mut dst_view = dst
        .typed_image_mut::<U8x4>()
        .ok_or_else(|| EncodeError::Resize("destination is not BGRA".into()))?;

    let padded_rows = stride.is_multiple_of(4)
        && stride >= width as usize * 4
        && data.len() >= stride * height as usize;
    if padded_rows {
        // View the buffer as an image as wide as the stride and crop off the padding: no copy,
        // and the cropped view never hands the filter a padding pixel.
        let full = TypedImageRef::<U8x4>::from_buffer(
            (stride / 4) as u32,
            height,
            &data[..stride * height as usize],
        )
        .map_err(err)?;
        let src = TypedCroppedImage::from_ref(&full, 0, 0, width, height).map_err(err)?;
        resizer
            .resize_typed(&src, &mut dst_view, &options)
            .map_err(err)?;
    } else {
        // A stride that is not whole pixels, or a short last row: pack the rows first.
        let packed = pack_rows(data, stride, width, height);
        let src = TypedImageRef::<U8x4>::from_buffer(width, height, &packed).map_err(err)?;
        resizer
            .resize_typed(&src, &mut dst_view, &options)
            .map_err(err)?;
    }
    drop(dst_view);
    Ok(dst)
}

/// Copy `height` rows of `width` BGRA pixels, `stride` bytes apart, into a packed buffer.
/// Bytes past the end of `data` read as 0, so a short buffer cannot make this panic.
pub(crate) fn pack_rows(data: &[u8], stride: usize, width: u32, height: u32) -> Vec<u8> {
    let row = width as usize * 4;
    let mut packed = vec![0; row * height as usize];
    for (y, out) in packed.chunks_exact_mut(row.max(1)).enumerate() {
        let start = (y * stride).min(data.len());
        let end = (start + row).min(data.len());
        out[..end - start].copy_from_slice(&data[start..end]);
    }
    packed
}

/// Encode BGRA pixels (rows `stride` bytes apart, already checked to fit in `data`).
pub(crate) fn encode_pixels(
    data: &[u8],
    stride: usize,
    width: u32,
    height: u32,
    format: ImageFormat,
    quality: u8,
) -> Result<Vec<u8>, EncodeError> {
    match format {
        ImageFormat::Jpeg => encode_jpeg(data, stride, width, height, quality),
        ImageFormat::Png => encode_png(data, stride, width, height),
    }
}

fn encode_jpeg(
    data: &[u8],
    stride: usize,
    width: u32,
    height: u32,
    quality: u8,
) -> Result<Vec<u8>, EncodeError> {
    let (Ok(w16), Ok(h16)) = (u16::try_from(width), u16::try_from(height)) else {
        return Err(EncodeError::Invalid(format!(
            "{width}x{height} is too large for JPEG (at most {JPEG_MAX_EDGE} a side); use a smaller max_long_edge"
        )));
    };
    let row = width as usize * 4;
    let packed;
    let pixels = if stride == row {
        data
    } else {
        packed = pack_rows(data, stride, width, height);
        &packed[..]
    };
    let threads = std::thread::available_parallelism().map_or(1, usize::from);
    match stripes::encode(pixels, w16, h16, quality.clamp(1, 100), threads) {
        Ok(Some(jpeg)) => return Ok(jpeg),
        Ok(None) => {}
        // Striping is an optimisation: on any surprise, encode in one piece.
        Err(e) => tracing::warn!(error = %e, "striped JPEG encoding failed; encoding in one piece"),
    }
    // Screens compress far better than photos; a tenth of raw size is a generous first guess.
    let mut out = Vec::with_capacity(row * height as usize / 10);
    let encoder = jpeg_encoder::Encoder::new(&mut out, quality.clamp(1, 100));
    encoder.encode(pixels, w16, h16, jpeg_encoder::ColorType::Bgra)?;
    Ok(out)
}

fn encode_png(data: &[u8], stride: usize, width: u32, height: u32) -> Result<Vec<u8>, EncodeError> {
    let mut rgb = Vec::with_capacity(width as usize * height as usize * 3);
    for y in 0..height as usize {
        let row = &data[y * stride..y * stride + width as usize * 4];
        for px in row.chunks_exact(4) {
            rgb.extend_from_slice(&[px[2], px[1], px[0]]);
        }
    }
    let mut out = Vec::with_capacity(rgb.len() / 4);
    let mut encoder = png::Encoder::new(&mut out, width, height);
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_compression(png::Compression::Fast);
    let mut writer = encoder.write_header()?;
    writer.write_image_data(&rgb)?;
    writer.finish()?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use std::time::Instant;

    use proto::Rect;

    use super::*;
    use crate::backend::Frame;

    /// A frame whose pixel (x, y) is B = x, G = y, R = x ^ y (all mod 256), with `pad` spare
    /// bytes at the end of each row.
    fn frame(width: u32, height: u32, pad: usize) -> Frame {
        let stride = width as usize * 4 + pad;
        let mut data = vec![0xEE; stride * height as usize];
        for y in 0..height as usize {
            for x in 0..width as usize {
                let i = y * stride + x * 4;
                data[i..i + 4].copy_from_slice(&[x as u8, y as u8, (x ^ y) as u8, 0]);
            }
        }
        let whole = Rect {
            x: 0,
            y: 0,
            width,
            height,
        };
        Frame::new(width, height, stride, data, whole)
    }

    fn solid(width: u32, height: u32, bgra: [u8; 4]) -> Frame {
        let mut f = frame(width, height, 0);
        for px in f.data.chunks_exact_mut(4) {
            px.copy_from_slice(&bgra);
        }
        f
    }

    fn decode(bytes: &[u8]) -> image::RgbImage {
        image::load_from_memory(bytes)
            .expect("decodable image")
            .to_rgb8()
    }

    #[test]
    fn scaled_size_keeps_aspect_and_never_upscales() {
        assert_eq!(scaled_size(1920, 1080, 1568), (1568, 882));
        assert_eq!(scaled_size(1080, 1920, 1568), (882, 1568));
        assert_eq!(scaled_size(800, 600, 1568), (800, 600));
        assert_eq!(scaled_size(1568, 10, 1568), (1568, 10));
        assert_eq!(scaled_size(10_000, 1, 100), (100, 1));
        assert_eq!(scaled_size(1, 10_000, 100), (1, 100));
        assert_eq!(scaled_size(1000, 1000, 64), (64, 64));
    }

    #[test]
    fn jpeg_is_downscaled_and_decodable() {
        let f = frame(640, 360, 0);
        let out = encode(f.view(), 320, ImageFormat::Jpeg, 80).unwrap();
        assert_eq!((out.width, out.height), (320, 180));
        let img = decode(&out.bytes);
        assert_eq!(img.dimensions(), (320, 180));
        assert_eq!(&out.bytes[..2], &[0xFF, 0xD8]);
    }

    #[test]
    fn small_frames_are_not_upscaled() {
        let f = frame(100, 50, 0);
        for format in [ImageFormat::Jpeg, ImageFormat::Png] {
            let out = encode(f.view(), 1568, format, 80).unwrap();
            assert_eq!((out.width, out.height), (100, 50));
            assert_eq!(decode(&out.bytes).dimensions(), (100, 50));
        }
    }

    #[test]
    fn png_keeps_exact_colours() {
        let f = frame(64, 48, 0);
        let out = encode(f.view(), 1568, ImageFormat::Png, 80).unwrap();
        let img = decode(&out.bytes);
        for (x, y) in [(0, 0), (5, 7), (63, 47), (40, 3)] {
            let expected = [(x ^ y) as u8, y as u8, x as u8];
            assert_eq!(img.get_pixel(x, y).0, expected, "pixel {x},{y}");
        }
    }

    #[test]
    fn padded_stride_is_honoured() {
        // Odd padding exercises the packing path, whole-pixel padding the cropped view.
        for pad in [3, 64] {
            let f = frame(50, 20, pad);
            let png = encode(f.view(), 1568, ImageFormat::Png, 80).unwrap();
            let img = decode(&png.bytes);
            assert_eq!(img.get_pixel(49, 19).0, [(49 ^ 19) as u8, 19, 49]);

            let solid_padded = {
                let mut s = solid(200, 100, [10, 200, 30, 0]);
                // Re-lay out with padding full of a colour that must not leak in.
                let stride = 200 * 4 + pad;
                let mut data = vec![0xFF; stride * 100];
                for y in 0..100 {
                    data[y * stride..y * stride + 800]
                        .copy_from_slice(&s.data[y * 800..y * 800 + 800]);
                }
                s.stride = stride;
                s.data = data;
                s
            };
            let out = encode(solid_padded.view(), 100, ImageFormat::Png, 80).unwrap();
            assert_eq!((out.width, out.height), (100, 50));
            let img = decode(&out.bytes);
            for (x, y) in [(0, 0), (99, 0), (99, 49), (50, 25)] {
                assert_eq!(
                    img.get_pixel(x, y).0,
                    [30, 200, 10],
                    "pad {pad} pixel {x},{y}"
                );
            }
        }
    }

    #[test]
    fn alpha_zero_does_not_darken_scaled_colours() {
        let f = solid(400, 300, [0, 0, 255, 0]);
        let out = encode(f.view(), 200, ImageFormat::Png, 80).unwrap();
        assert_eq!(decode(&out.bytes).get_pixel(100, 75).0, [255, 0, 0]);
    }

    #[test]
    fn jpeg_colours_are_close() {
        let f = solid(64, 64, [200, 100, 50, 0]);
        let out = encode(f.view(), 1568, ImageFormat::Jpeg, 90).unwrap();
        let px = decode(&out.bytes).get_pixel(32, 32).0;
        for (got, want) in px.iter().zip([50u8, 100, 200]) {
            assert!(got.abs_diff(want) <= 4, "got {px:?}");
        }
    }

    #[test]
    fn bad_frames_are_errors() {
        let mut f = frame(10, 10, 0);
        f.data.truncate(100);
        assert!(matches!(
            encode(f.view(), 100, ImageFormat::Png, 80),
            Err(EncodeError::BadFrame(_))
        ));
        let mut f = frame(10, 10, 0);
        f.stride = 8;
        assert!(matches!(
            encode(f.view(), 100, ImageFormat::Jpeg, 80),
            Err(EncodeError::BadFrame(_))
        ));
        let f = frame(0, 10, 0);
        assert!(matches!(
            encode(f.view(), 100, ImageFormat::Jpeg, 80),
            Err(EncodeError::BadFrame(_))
        ));
        let f = frame(10, 10, 0);
        assert!(matches!(
            encode(f.view(), 0, ImageFormat::Jpeg, 80),
            Err(EncodeError::Invalid(_))
        ));
        let f = frame(10, 10, 0);
        assert!(encode(f.view(), 5, ImageFormat::Jpeg, 0).is_ok());
    }

    #[test]
    fn last_row_may_be_short() {
        let mut f = frame(30, 10, 8);
        f.data.truncate(f.stride * 9 + 30 * 4);
        let out = encode(f.view(), 15, ImageFormat::Png, 80).unwrap();
        assert_eq!((out.width, out.height), (15, 5));
    }

    /// Timing on this machine: `cargo test --release -p device-agent encode::tests::timing --
    /// --ignored --nocapture`.
    #[test]
    #[ignore = "timing measurement; run in release by hand"]
    fn timing() {
        let synthetic = crate::backend::synthetic::Synthetic::new(1920, 1080)
            .render_at(std::time::Duration::from_secs(3));
        let png = encode(synthetic.view(), 1920, ImageFormat::Png, 80).unwrap();
        // Kept for a look at the picture after the run.
        let dir = tempfile::TempDir::new().unwrap().keep();
        let path = dir.join("synthetic-1920x1080.png");
        std::fs::write(&path, &png.bytes).unwrap();
        println!("wrote {}", path.display());
        let f = frame(1920, 1080, 0);
        // This thread's CPU time, which other load on the machine inflates far less than
        // wall-clock time.
        let cpu_ms = || {
            let mut ts = libc::timespec {
                tv_sec: 0,
                tv_nsec: 0,
            };
            // SAFETY: clock_gettime writes only into the timespec we pass.
            unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) };
            ts.tv_sec as f64 * 1000.0 + ts.tv_nsec as f64 / 1e6
        };
        // Minimum and median wall-clock time of many runs, and the minimum CPU time.
        let measure = |run: &mut dyn FnMut()| -> (f64, f64, f64) {
            run();
            let mut wall = Vec::new();
            let mut cpu = Vec::new();
            for _ in 0..30 {
                let (start, start_cpu) = (Instant::now(), cpu_ms());
                run();
                wall.push(start.elapsed().as_secs_f64() * 1000.0);
                cpu.push(cpu_ms() - start_cpu);
            }
            wall.sort_by(f64::total_cmp);
            cpu.sort_by(f64::total_cmp);
            (wall[0], wall[wall.len() / 2], cpu[0])
        };
        for (content, f) in [("synthetic screen", &synthetic), ("noisy gradient", &f)] {
            for (format, label) in [(ImageFormat::Jpeg, "jpeg q80"), (ImageFormat::Png, "png")] {
                for edge in [1568, 1920] {
                    let size = encode(f.view(), edge, format, 80).unwrap().bytes.len();
                    let (min, median, cpu) = measure(&mut || {
                        encode(f.view(), edge, format, 80).unwrap();
                    });
                    println!(
                        "{content} 1920x1080 -> long edge {edge} {label}: wall min {min:.2} ms, median {median:.2} ms, cpu {cpu:.2} ms, {size} bytes"
                    );
                }
            }
        }
        let mut resizer = Resizer::new();
        let mut dst = Image::new(1568, 882, PixelType::U8x4);
        let src = Image::from_vec_u8(1920, 1080, synthetic.data.clone(), PixelType::U8x4).unwrap();
        for (name, filter) in [
            ("box", FilterType::Box),
            ("bilinear", FilterType::Bilinear),
            ("hamming", FilterType::Hamming),
            ("catmullrom", FilterType::CatmullRom),
            ("lanczos3", FilterType::Lanczos3),
        ] {
            let options = ResizeOptions::new()
                .resize_alg(ResizeAlg::Convolution(filter))
                .use_alpha(false);
            let (min, median, cpu) = measure(&mut || {
                resizer.resize(&src, &mut dst, &options).unwrap();
            });
            println!(
                "resize 1920x1080 -> 1568x882 only, {name}: wall min {min:.2} ms, median {median:.2} ms, cpu {cpu:.2} ms"
            );
        }
    }
}
