//! An animated WebP writer: the frames of a watch as one small, looping, lossless file.
//!
//! `image-webp` encodes a single lossless (VP8L) image but writes no animation. An animated
//! WebP is that same bitstream wrapped per frame: a RIFF `WEBP` file with a `VP8X` header
//! (animation flag, canvas size), an `ANIM` chunk (background, loop count) and one `ANMF`
//! chunk a frame (position, size, duration, blending) holding the frame's `VP8L` chunk. So
//! each frame is encoded as a still WebP and its `VP8L` chunk moved into an `ANMF` chunk.
//!
//! The first frame covers the whole canvas; each later one only the box of pixels that
//! changed since the frame before (screens mostly change in small places, so this keeps the
//! file small), drawn over the canvas without blending or disposal. So a decoder shows
//! exactly each frame's pixels (lossless) for exactly its duration.

use image_webp::{ColorType, WebPEncoder};

use proto::Rect;

use super::compose::{Image, difference};

/// Largest edge of a lossless frame (14 bits in the VP8L header).
const MAX_EDGE: u32 = 16_384;
/// Largest duration of a frame in ms (24 bits in the ANMF header).
const MAX_DURATION_MS: u32 = (1 << 24) - 1;
/// Bytes of a still WebP before its first chunk: `RIFF`, size, `WEBP`.
const RIFF_HEADER: usize = 12;
/// VP8X flag: the file is an animation.
const ANIMATION_FLAG: u8 = 1 << 1;
/// ANMF flag: draw the frame over the canvas without alpha blending (no disposal).
const NO_BLEND: u8 = 1 << 1;

/// Why an animation could not be written.
#[derive(Debug, thiserror::Error)]
pub(crate) enum WebpError {
    /// No frames were given.
    #[error("an animation needs at least one frame")]
    NoFrames,
    /// A frame's size differs from the first frame's.
    #[error("frame {index} is {}x{} but the first is {}x{}; all frames must have one size", found.0, found.1, expected.0, expected.1)]
    SizeMismatch {
        /// The first frame's size.
        expected: (u32, u32),
        /// The position of the frame of another size.
        index: usize,
        /// Its size.
        found: (u32, u32),
    },
    /// Frames empty or larger than WebP allows.
    #[error("frames of {0}x{1} cannot be a WebP (each edge 1..={MAX_EDGE})")]
    BadSize(u32, u32),
    /// The file would be larger than RIFF can describe (4 GiB).
    #[error("the animation is too large for one WebP file")]
    TooLarge,
    /// The encoder wrote something other than a still lossless WebP.
    #[error("the WebP encoder did not write a plain lossless image")]
    UnexpectedStill,
    /// The encoder failed.
    #[error("webp: {0}")]
    Encode(#[from] image_webp::EncodingError),
}

/// An animated, looping WebP of `frames` (same size), each shown for its duration in ms.
///
/// Durations above 16,777,215 ms (the format's limit) are cut to it.
pub(crate) fn animated(frames: &[(&Image, u32)]) -> Result<Vec<u8>, WebpError> {
    let (first, _) = frames.first().ok_or(WebpError::NoFrames)?;
    let (width, height) = (first.width, first.height);
    if !(1..=MAX_EDGE).contains(&width) || !(1..=MAX_EDGE).contains(&height) {
        return Err(WebpError::BadSize(width, height));
    }
    if let Some((index, (other, _))) = frames
        .iter()
        .enumerate()
        .find(|(_, (f, _))| (f.width, f.height) != (width, height))
    {
        return Err(WebpError::SizeMismatch {
            expected: (width, height),
            index,
            found: (other.width, other.height),
        });
    }

    let mut body = Vec::new();
    let mut vp8x = [0u8; 10];
    vp8x[0] = ANIMATION_FLAG;
    vp8x[4..7].copy_from_slice(&u24(width - 1));
    vp8x[7..10].copy_from_slice(&u24(height - 1));
    push_chunk(&mut body, b"VP8X", &vp8x);
    // Background black, opaque (B, G, R, A); loop count 0: forever.
    push_chunk(&mut body, b"ANIM", &[0, 0, 0, 255, 0, 0]);

    let mut previous: Option<&Image> = None;
    for &(image, duration) in frames {
        let area = match previous {
            None => whole(width, height),
            Some(previous) => changed_area(previous, image),
        };
        previous = Some(image);
        let part = image.crop(area);
        let rgb: Vec<u8> = part
            .data
            .chunks_exact(4)
            .flat_map(|px| [px[2], px[1], px[0]])
            .collect();
        let mut still = Vec::new();
        WebPEncoder::new(&mut still).encode(&rgb, part.width, part.height, ColorType::Rgb8)?;
        // A still lossless WebP is the RIFF header and then exactly one VP8L chunk.
        let vp8l = still
            .get(RIFF_HEADER..)
            .filter(|chunk| chunk.starts_with(b"VP8L"))
            .ok_or(WebpError::UnexpectedStill)?;
        // `changed_area` returns a rect inside the canvas with even x and y.
        let (x, y) = (area.x.unsigned_abs(), area.y.unsigned_abs());
        let mut anmf = Vec::with_capacity(16 + vp8l.len());
        anmf.extend_from_slice(&u24(x / 2));
        anmf.extend_from_slice(&u24(y / 2));
        anmf.extend_from_slice(&u24(part.width - 1));
        anmf.extend_from_slice(&u24(part.height - 1));
        anmf.extend_from_slice(&u24(duration.min(MAX_DURATION_MS)));
        anmf.push(NO_BLEND);
        anmf.extend_from_slice(vp8l);
        push_chunk(&mut body, b"ANMF", &anmf);
    }

    let size = u32::try_from(body.len() + 4).map_err(|_| WebpError::TooLarge)?;
    let mut file = Vec::with_capacity(RIFF_HEADER + body.len());
    file.extend_from_slice(b"RIFF");
    file.extend_from_slice(&size.to_le_bytes());
    file.extend_from_slice(b"WEBP");
    file.extend_from_slice(&body);
    Ok(file)
}

/// The whole canvas.
fn whole(width: u32, height: u32) -> Rect {
    Rect {
        x: 0,
        y: 0,
        width,
        height,
    }
}

/// The part of the canvas to draw for `image` after `previous` (same size): the box of the
/// pixels that changed, grown left and up to even coordinates (ANMF stores offsets halved);
/// for an identical image a single pixel (a frame cannot be empty).
fn changed_area(previous: &Image, image: &Image) -> Rect {
    match difference(previous, image) {
        (_, None) => whole(1, 1),
        (_, Some(changed)) => {
            let (x, y) = (changed.x & !1, changed.y & !1);
            Rect {
                x,
                y,
                width: changed.width + (changed.x - x).unsigned_abs(),
                height: changed.height + (changed.y - y).unsigned_abs(),
            }
        }
    }
}

/// The low 24 bits of `v`, little-endian.
fn u24(v: u32) -> [u8; 3] {
    let [a, b, c, _] = v.to_le_bytes();
    [a, b, c]
}

/// Append a RIFF chunk: its tag, payload length, payload and a pad byte to an even length.
fn push_chunk(out: &mut Vec<u8>, tag: &[u8; 4], payload: &[u8]) {
    out.extend_from_slice(tag);
    // Payloads are bounded by the caller's total size check long before 4 GiB matters.
    out.extend_from_slice(
        &u32::try_from(payload.len())
            .unwrap_or(u32::MAX)
            .to_le_bytes(),
    );
    out.extend_from_slice(payload);
    if payload.len() % 2 == 1 {
        out.push(0);
    }
}

#[cfg(test)]
mod tests {
    use std::io::Cursor;

    use image_webp::{LoopCount, WebPDecoder};

    use super::*;

    /// An image with distinct, frame-dependent pixels: B = x * 7 + seed, G = y * 13, R = x ^ y.
    fn pattern(width: u32, height: u32, seed: u8) -> Image {
        let mut data = Vec::new();
        for y in 0..height {
            for x in 0..width {
                let b = (x as u8).wrapping_mul(7).wrapping_add(seed);
                data.extend_from_slice(&[b, (y as u8).wrapping_mul(13), (x ^ y) as u8, 255]);
            }
        }
        Image {
            width,
            height,
            data,
        }
    }

    fn rgb(image: &Image) -> Vec<u8> {
        image
            .data
            .chunks_exact(4)
            .flat_map(|px| [px[2], px[1], px[0]])
            .collect()
    }

    /// Decode `bytes` and check it is a looping lossless animation of exactly `frames`.
    fn assert_decodes_to(bytes: &[u8], frames: &[Image], durations: &[u32]) {
        assert_eq!(&bytes[..4], b"RIFF");
        assert_eq!(
            u32::from_le_bytes([bytes[4], bytes[5], bytes[6], bytes[7]]) as usize,
            bytes.len() - 8
        );
        let mut decoder = WebPDecoder::new(Cursor::new(bytes)).unwrap();
        assert!(decoder.is_animated());
        assert_eq!(decoder.num_frames() as usize, frames.len());
        assert_eq!(decoder.dimensions(), (frames[0].width, frames[0].height));
        assert!(matches!(decoder.loop_count(), LoopCount::Forever));
        assert!(!decoder.is_lossy());
        let size = decoder.output_buffer_size().unwrap();
        for (i, (frame, &duration)) in frames.iter().zip(durations).enumerate() {
            let mut buf = vec![0; size];
            let shown = decoder.read_frame(&mut buf).unwrap();
            assert_eq!(shown, duration, "duration of frame {i}");
            if decoder.has_alpha() {
                let expected: Vec<u8> = rgb(frame)
                    .chunks_exact(3)
                    .flat_map(|px| [px[0], px[1], px[2], 255])
                    .collect();
                assert_eq!(buf, expected, "pixels of frame {i}");
            } else {
                assert_eq!(buf, rgb(frame), "pixels of frame {i}");
            }
        }
    }

    #[test]
    fn animation_decodes_back_exactly_with_durations() {
        // Odd sizes and a repeated frame exercise chunk padding and identical frames.
        let frames = [pattern(37, 21, 0), pattern(37, 21, 90), pattern(37, 21, 0)];
        let durations = [100, 2500, 1];
        let input: Vec<(&Image, u32)> = frames.iter().zip(durations).collect();
        assert_decodes_to(&animated(&input).unwrap(), &frames, &durations);
    }

    #[test]
    fn later_frames_carry_only_what_changed() {
        let first = pattern(64, 48, 0);
        // A 3x3 block at odd coordinates, then nothing, then the bottom-right pixel.
        let mut block = first.clone();
        for y in 7..10 {
            for x in 5..8 {
                let i = (y * 64 + x) * 4;
                block.data[i..i + 3].copy_from_slice(&[1, 2, 3]);
            }
        }
        let same = block.clone();
        let mut corner = block.clone();
        let last = corner.data.len() - 4;
        corner.data[last] ^= 0x80;
        let frames = [first, block, same, corner];
        let durations = [10, 20, 30, 40];
        let input: Vec<(&Image, u32)> = frames.iter().zip(durations).collect();
        let bytes = animated(&input).unwrap();
        assert_decodes_to(&bytes, &frames, &durations);
        // The three later frames together cost far less than the first one alone.
        let alone = animated(&input[..1]).unwrap();
        assert!(
            bytes.len() < alone.len() + alone.len() / 2,
            "{} vs {}",
            bytes.len(),
            alone.len()
        );
        assert!(matches!(
            changed_area(&frames[0], &frames[1]),
            Rect {
                x: 4,
                y: 6,
                width: 4,
                height: 4
            }
        ));
        assert_eq!(changed_area(&frames[1], &frames[2]), whole(1, 1));
    }

    #[test]
    fn one_frame_is_an_animation_too() {
        let frame = pattern(1, 1, 3);
        let bytes = animated(&[(&frame, 40)]).unwrap();
        let mut decoder = WebPDecoder::new(Cursor::new(&bytes)).unwrap();
        assert!(decoder.is_animated());
        let mut buf = vec![0; decoder.output_buffer_size().unwrap()];
        assert_eq!(decoder.read_frame(&mut buf).unwrap(), 40);
        assert_eq!(buf[..3], rgb(&frame)[..]);
    }

    #[test]
    fn bad_inputs_are_errors() {
        assert!(matches!(animated(&[]), Err(WebpError::NoFrames)));
        let (a, b) = (pattern(4, 4, 0), pattern(4, 5, 0));
        assert!(matches!(
            animated(&[(&a, 10), (&b, 10)]),
            Err(WebpError::SizeMismatch {
                index: 1,
                found: (4, 5),
                ..
            })
        ));
        let empty = Image {
            width: 0,
            height: 3,
            data: Vec::new(),
        };
        assert!(matches!(
            animated(&[(&empty, 10)]),
            Err(WebpError::BadSize(0, 3))
        ));
        // A short buffer is padded with black rather than panicking the encoder.
        let mut short = pattern(4, 4, 0);
        short.data.truncate(10);
        assert!(animated(&[(&short, 10)]).is_ok());
    }
}
