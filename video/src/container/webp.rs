//! WebP, still or animated (a watch's `watch.webp`): its frames through the `image-webp`
//! crate, each read as a frame of a video.
//!
//! An animated WebP is a canvas each frame draws on (a part of it, blended or not, the last
//! one disposed or not), so a frame is only known by composing every frame before it;
//! `image-webp` does that composing, and hands out each frame as the whole canvas in RGB(A)
//! with its duration. Each is converted here to I420 and spooled, once, when the file is
//! opened ([`super::spool`]): every sample is then a keyframe of [`Codec::Raw`], which the
//! reader shows without decoding anything, so the survey reads a watch the way it reads any
//! other video. A frame's time is the sum of the durations before it.
//!
//! The canvas is bounded before the crate allocates it ([`MAX_PIXELS`]), and the frame
//! count by [`super::MAX_SAMPLES`].

use std::io::{BufReader, Read, Seek, SeekFrom};
use std::panic::{AssertUnwindSafe, catch_unwind};

use image_webp::{DecodingError, WebPDecoder};
use yuv::{
    YuvChromaSubsampling, YuvConversionMode, YuvPlanarImageMut, YuvRange, YuvStandardMatrix,
};

use super::spool::SpooledSamples;
use super::{Codec, MAX_DIMENSION, ReadError, VideoTrack};

/// Most pixels of a canvas read (8K UHD's), so that a lying header cannot make the decoder
/// allocate gigabytes.
pub(crate) const MAX_PIXELS: u64 = 7680 * 4320;

/// Whether `head` (the file's first bytes) starts like a WebP file.
pub(super) fn sniff(head: &[u8]) -> bool {
    head.len() >= 12 && &head[..4] == b"RIFF" && &head[8..12] == b"WEBP"
}

fn webp_error(e: DecodingError) -> ReadError {
    match e {
        DecodingError::IoError(io) if io.kind() == std::io::ErrorKind::UnexpectedEof => {
            ReadError::Truncated(format!("a chunk ends early ({io})"))
        }
        DecodingError::IoError(io) => ReadError::Io(io),
        other => ReadError::NotWebp(other.to_string()),
    }
}

/// Reads a WebP file's frames (one for a still picture).
pub(super) fn open<R: Read + Seek>(src: &mut R) -> Result<VideoTrack, ReadError> {
    src.seek(SeekFrom::Start(0))?;
    match catch_unwind(AssertUnwindSafe(|| frames(src))) {
        Ok(outcome) => outcome,
        Err(_) => Err(ReadError::NotWebp("a chunk is malformed".into())),
    }
}

fn frames<R: Read + Seek>(src: &mut R) -> Result<VideoTrack, ReadError> {
    let mut decoder = WebPDecoder::new(BufReader::new(src)).map_err(webp_error)?;
    let (width, height) = decoder.dimensions();
    if width == 0 || height == 0 {
        return Err(ReadError::Corrupt(format!(
            "the canvas is {width}x{height}"
        )));
    }
    if width > MAX_DIMENSION
        || height > MAX_DIMENSION
        || u64::from(width) * u64::from(height) > MAX_PIXELS
    {
        return Err(ReadError::TooLarge(format!(
            "the canvas is {width}x{height}, more than {MAX_PIXELS} pixels or {MAX_DIMENSION} \
             on a side"
        )));
    }
    let Some(size) = decoder.output_buffer_size() else {
        return Err(ReadError::TooLarge(format!(
            "the canvas is {width}x{height}"
        )));
    };
    let channels = if decoder.has_alpha() { 4 } else { 3 };
    let mut canvas = vec![0u8; size];
    let mut spooled = SpooledSamples::new();
    let mut i420 = YuvPlanarImageMut::alloc(width, height, YuvChromaSubsampling::Yuv420);
    let mut packed = Vec::new();
    let mut time = 0.0;
    let mut last = 0.0;
    let animated = decoder.is_animated();
    loop {
        let duration = if animated {
            match decoder.read_frame(&mut canvas) {
                Ok(ms) => f64::from(ms) / 1000.0,
                Err(DecodingError::NoMoreFrames) => break,
                Err(e) => return Err(webp_error(e)),
            }
        } else if spooled.samples.is_empty() {
            decoder.read_image(&mut canvas).map_err(webp_error)?;
            0.0
        } else {
            break;
        };
        let stride = width * channels;
        let converted = if channels == 4 {
            yuv::rgba_to_yuv420(
                &mut i420,
                &canvas,
                stride,
                YuvRange::Limited,
                YuvStandardMatrix::Bt601,
                YuvConversionMode::Balanced,
            )
        } else {
            yuv::rgb_to_yuv420(
                &mut i420,
                &canvas,
                stride,
                YuvRange::Limited,
                YuvStandardMatrix::Bt601,
                YuvConversionMode::Balanced,
            )
        };
        converted.map_err(|e| ReadError::Corrupt(format!("a frame does not convert: {e}")))?;
        packed.clear();
        packed.extend_from_slice(i420.y_plane.borrow());
        packed.extend_from_slice(i420.u_plane.borrow());
        packed.extend_from_slice(i420.v_plane.borrow());
        spooled.push(&packed, time, true)?;
        last = time;
        time += duration;
    }
    let (mut samples, spool) = spooled.finish()?;
    if samples.is_empty() {
        return Err(ReadError::Corrupt("the animation has no frames".into()));
    }
    let by_decode = VideoTrack::order(&mut samples);
    Ok(VideoTrack {
        container: "webp",
        codec_id: if animated { "webp-animation" } else { "webp" }.into(),
        codec: Codec::Raw { width, height },
        coded_width: width,
        coded_height: height,
        rotation: 0,
        display_width: width,
        display_height: height,
        timescale: 1000,
        // A still picture lasts an instant; an animation until its last frame's end.
        duration: time.max(last),
        samples,
        by_decode,
        frame_index: None,
        spool: Some(spool),
    })
}
