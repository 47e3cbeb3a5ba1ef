//! The lossy WebP a kept frame is stored as.
//!
//! The memory holds up to ten minutes of frames and hands a few of them to a model, which
//! reads a screen as well from a lossy picture a tenth the size of a lossless one: so frames
//! are lossy WebP (VP8), as the spec says. `image-webp` only encodes lossless (VP8L), so this
//! is libwebp itself through `libwebp-sys` (its bundled C, built with `cc`): the picture is
//! imported as BGRX straight from the grabbed buffer (alpha ignored, any stride, no copy on
//! our side) and encoded into memory.

use std::ffi::{c_int, c_void};
use std::mem::MaybeUninit;

use libwebp_sys as sys;

/// The encoder's quality, 0..=100.
///
/// libwebp's own default: 8-pixel text stays readable at a stored edge of 1568 while a
/// text-heavy desktop frame is about 140 KB (the test desktop: 143 KB); higher grows the
/// files fast for little a model can see, lower blurs small text.
pub(crate) const QUALITY: f32 = 75.0;

/// libwebp's speed/size trade-off, 0 (fastest) ..= 6 (smallest).
///
/// The encoder runs on a worker held under 1 % of a core, so speed matters more than the
/// last percent of size. On the 1568x882 test desktop (one thread, libwebp built at -O2):
/// 2 takes 36 ms for 143 KB where the default 4 takes 75 ms for 137 KB, and 0 saves little
/// time (32 ms) for 8 % more bytes.
const METHOD: c_int = 2;

/// Largest edge libwebp encodes.
const MAX_EDGE: u32 = sys::WEBP_MAX_DIMENSION;

/// Why a picture could not be encoded.
#[derive(Debug, thiserror::Error)]
pub(crate) enum WebpError {
    /// Empty, or larger than WebP allows.
    #[error("a {0}x{1} picture cannot be a WebP (each edge 1..={MAX_EDGE})")]
    BadSize(u32, u32),
    /// The buffer does not hold the picture its size and stride describe.
    #[error(
        "a {width}x{height} picture with rows {stride} bytes apart needs {needed} bytes of BGRA, got {got}"
    )]
    ShortBuffer {
        /// The picture's width.
        width: u32,
        /// The picture's height.
        height: u32,
        /// Bytes between the starts of two rows.
        stride: usize,
        /// Bytes the picture needs (`stride` x (height - 1) + 4 x width), when countable.
        needed: String,
        /// Bytes given.
        got: usize,
    },
    /// libwebp refused its configuration (a bug here, not in the picture).
    #[error("libwebp refused the encoder configuration")]
    Config,
    /// libwebp failed; its error code.
    #[error("libwebp could not encode the picture: {0:?}")]
    Encode(sys::WebPEncodingError),
}

/// libwebp's picture and memory writer, freed however encoding ends.
struct Encoding {
    picture: sys::WebPPicture,
    writer: sys::WebPMemoryWriter,
}

impl Drop for Encoding {
    fn drop(&mut self) {
        // SAFETY: both were initialised by libwebp (`Encoding` is only built after
        // WebPPictureInitInternal and WebPMemoryWriterInit succeed); freeing an empty picture
        // or writer is allowed, and neither is used after this.
        unsafe {
            sys::WebPPictureFree(&mut self.picture);
            sys::WebPMemoryWriterClear(&mut self.writer);
        }
    }
}

/// A lossy WebP (a `VP8` chunk, no alpha) of a BGRA picture whose rows are `stride` bytes
/// apart, at [`QUALITY`].
pub(crate) fn encode_lossy(
    bgra: &[u8],
    width: u32,
    height: u32,
    stride: usize,
) -> Result<Vec<u8>, WebpError> {
    encode(bgra, width, height, stride, METHOD)
}

/// [`encode_lossy`] at libwebp's `method` (0..=6).
fn encode(
    bgra: &[u8],
    width: u32,
    height: u32,
    stride: usize,
    method: c_int,
) -> Result<Vec<u8>, WebpError> {
    if !(1..=MAX_EDGE).contains(&width) || !(1..=MAX_EDGE).contains(&height) {
        return Err(WebpError::BadSize(width, height));
    }
    // Edges are at most 16383, so these products fit easily; the stride is the caller's.
    let row_bytes = width as usize * 4;
    let needed = stride
        .checked_mul(height as usize - 1)
        .and_then(|n| n.checked_add(row_bytes));
    let stride_c = match (needed, c_int::try_from(stride)) {
        (Some(n), Ok(s)) if stride >= row_bytes && n <= bgra.len() => s,
        _ => {
            return Err(WebpError::ShortBuffer {
                width,
                height,
                stride,
                needed: needed.map_or_else(|| "more than memory".into(), |n| n.to_string()),
                got: bgra.len(),
            });
        }
    };

    let mut config = MaybeUninit::<sys::WebPConfig>::uninit();
    // SAFETY: libwebp fills the whole config when it answers non-zero; it is read only then.
    let mut config = unsafe {
        if sys::WebPConfigInitInternal(
            config.as_mut_ptr(),
            sys::WebPPreset::WEBP_PRESET_DEFAULT,
            QUALITY,
            sys::WEBP_ENCODER_ABI_VERSION as c_int,
        ) == 0
        {
            return Err(WebpError::Config);
        }
        config.assume_init()
    };
    config.method = method;
    // One thread: the encoder is kept to a small share of one core.
    config.thread_level = 0;
    // SAFETY: `config` is an initialised config.
    if unsafe { sys::WebPValidateConfig(&config) } == 0 {
        return Err(WebpError::Config);
    }

    let mut picture = MaybeUninit::<sys::WebPPicture>::uninit();
    let mut writer = MaybeUninit::<sys::WebPMemoryWriter>::uninit();
    // SAFETY: libwebp initialises the picture when it answers non-zero and the writer always;
    // they are read only then.
    let mut enc = unsafe {
        if sys::WebPPictureInitInternal(
            picture.as_mut_ptr(),
            sys::WEBP_ENCODER_ABI_VERSION as c_int,
        ) == 0
        {
            return Err(WebpError::Config);
        }
        sys::WebPMemoryWriterInit(writer.as_mut_ptr());
        Encoding {
            picture: picture.assume_init(),
            writer: writer.assume_init(),
        }
    };
    // YUV, not ARGB: the lossy encoder works on YUV 4:2:0, so the import converts once.
    enc.picture.use_argb = 0;
    // Both at most 16383 (checked above).
    enc.picture.width = width as c_int;
    enc.picture.height = height as c_int;
    // SAFETY: `bgra` holds `height` rows of `width` BGRX pixels `stride_c` bytes apart
    // (checked above) and outlives the call, which copies the pixels into the picture.
    if unsafe { sys::WebPPictureImportBGRX(&mut enc.picture, bgra.as_ptr(), stride_c) } == 0 {
        return Err(WebpError::Encode(enc.picture.error_code));
    }
    enc.picture.writer = Some(sys::WebPMemoryWrite);
    enc.picture.custom_ptr = (&raw mut enc.writer).cast::<c_void>();
    // SAFETY: the picture holds the imported pixels; its writer appends to `enc.writer`,
    // which lives at a fixed place (`enc` is not moved) for the whole call.
    if unsafe { sys::WebPEncode(&config, &mut enc.picture) } == 0 {
        return Err(WebpError::Encode(enc.picture.error_code));
    }
    if enc.writer.mem.is_null() || enc.writer.size == 0 {
        return Err(WebpError::Encode(enc.picture.error_code));
    }
    // SAFETY: libwebp wrote `size` bytes at `mem`, which stays allocated until `enc` drops.
    let bytes = unsafe { std::slice::from_raw_parts(enc.writer.mem, enc.writer.size) };
    Ok(bytes.to_vec())
}

#[cfg(test)]
mod tests {
    use super::super::test_picture::desktop;
    use super::*;

    /// The chunks of a WebP file: (fourcc, payload).
    fn chunks(file: &[u8]) -> Vec<([u8; 4], &[u8])> {
        assert_eq!(&file[..4], b"RIFF");
        assert_eq!(&file[8..12], b"WEBP");
        let riff = u32::from_le_bytes(file[4..8].try_into().unwrap()) as usize;
        assert_eq!(riff + 8, file.len());
        let mut out = Vec::new();
        let mut at = 12;
        while at + 8 <= file.len() {
            let fourcc: [u8; 4] = file[at..at + 4].try_into().unwrap();
            let len = u32::from_le_bytes(file[at + 4..at + 8].try_into().unwrap()) as usize;
            out.push((fourcc, &file[at + 8..at + 8 + len]));
            at += 8 + len + len % 2;
        }
        out
    }

    #[test]
    fn encodes_a_lossy_webp_that_decodes_to_the_picture() {
        let c = desktop(1568, 882);
        let file = encode_lossy(&c.data, c.width, c.height, c.width as usize * 4).unwrap();
        // A simple lossy file: one VP8 chunk (not VP8L), whose frame header has the size.
        let chunks = chunks(&file);
        assert_eq!(
            chunks.len(),
            1,
            "{:?}",
            chunks.iter().map(|c| c.0).collect::<Vec<_>>()
        );
        let (fourcc, vp8) = chunks[0];
        assert_eq!(&fourcc, b"VP8 ");
        assert_eq!(&vp8[3..6], &[0x9d, 0x01, 0x2a]);
        assert_eq!(u16::from_le_bytes([vp8[6], vp8[7]]) & 0x3fff, 1568);
        assert_eq!(u16::from_le_bytes([vp8[8], vp8[9]]) & 0x3fff, 882);
        // Far smaller than the lossless picture would be, and it decodes.
        assert!(file.len() < 400_000, "{} bytes", file.len());
        let mut decoder = image_webp::WebPDecoder::new(std::io::Cursor::new(&file)).unwrap();
        assert_eq!(decoder.dimensions(), (1568, 882));
        assert!(decoder.is_lossy());
        assert!(!decoder.has_alpha());
        let mut rgb = vec![0u8; decoder.output_buffer_size().unwrap()];
        decoder.read_image(&mut rgb).unwrap();
        assert_eq!(rgb.len(), 1568 * 882 * 3);
        // Close to the original: mean absolute error per channel small.
        let err: u64 = rgb
            .chunks_exact(3)
            .zip(c.data.chunks_exact(4))
            .map(|(d, s)| {
                u64::from(d[0].abs_diff(s[2]))
                    + u64::from(d[1].abs_diff(s[1]))
                    + u64::from(d[2].abs_diff(s[0]))
            })
            .sum();
        let mean = err as f64 / (1568.0 * 882.0 * 3.0);
        assert!(mean < 6.0, "mean error {mean}");
    }

    #[test]
    fn alpha_is_ignored_and_strides_are_honoured() {
        let c = desktop(320, 200);
        // The same pixels with alpha 0 in rows padded to 1300 bytes.
        let mut padded = vec![0u8; 1300 * 200];
        for y in 0..200 {
            let row = &mut padded[y * 1300..y * 1300 + 1280];
            row.copy_from_slice(&c.data[y * 1280..(y + 1) * 1280]);
            row.chunks_exact_mut(4).for_each(|px| px[3] = 0);
        }
        let a = encode_lossy(&c.data, 320, 200, 1280).unwrap();
        let b = encode_lossy(&padded, 320, 200, 1300).unwrap();
        assert_eq!(a, b);
        assert_eq!(&chunks(&b)[0].0, b"VP8 ");
    }

    #[test]
    fn bad_pictures_are_errors() {
        let c = desktop(64, 64);
        assert!(matches!(
            encode_lossy(&c.data, 0, 64, 256),
            Err(WebpError::BadSize(0, 64))
        ));
        assert!(matches!(
            encode_lossy(&c.data, 20_000, 1, 80_000),
            Err(WebpError::BadSize(..))
        ));
        let e = encode_lossy(&c.data[..1000], 64, 64, 256).unwrap_err();
        assert!(matches!(e, WebpError::ShortBuffer { .. }), "{e}");
        assert!(e.to_string().contains("needs 16384 bytes"), "{e}");
        assert!(matches!(
            encode_lossy(&c.data, 64, 64, 100),
            Err(WebpError::ShortBuffer { .. })
        ));
        assert!(matches!(
            encode_lossy(&c.data, 64, 64, usize::MAX),
            Err(WebpError::ShortBuffer { .. })
        ));
        // One pixel is a picture.
        assert!(encode_lossy(&c.data, 1, 1, 4).is_ok());
    }

    /// Times the encoder on a 1568x882 desktop (the stored size of a 16:9 screen) at each
    /// method: `cargo test -p device-agent --lib encode_time -- --ignored --nocapture`.
    #[test]
    #[ignore = "a measurement, not a check"]
    fn encode_time() {
        let c = desktop(1568, 882);
        let runs = 10;
        for method in 0..=6 {
            let start = std::time::Instant::now();
            let mut size = 0;
            for _ in 0..runs {
                size = encode(&c.data, c.width, c.height, c.width as usize * 4, method)
                    .unwrap()
                    .len();
            }
            let each = start.elapsed() / runs;
            println!(
                "1568x882 desktop, quality {QUALITY}, method {method}: {each:?} an encode, {size} bytes"
            );
        }
    }
}
