//! The frames shown at given times of a video file: what `video_frames` decodes with.
//!
//! [`Reader::open`] reads the container's index ([`crate::container`]); [`Reader::frames_at`]
//! answers, for each requested position, the frame on screen at that time (the last one
//! whose presentation time is at or before it), upright and scaled so its longest edge fits.
//!
//! Decoding is by keyframe, because ~120 positions over a long recording are far apart
//! while a GOP is short: for each position the decoder starts at the keyframe at or before
//! the sample it needs and decodes forward to it; when the next position falls in the same
//! GOP it carries on from there instead of starting again, and a position that lands on the
//! same sample as the one before reuses that frame (flagged, so the caller need not encode
//! or compare it again). Only the picture being converted and the decoder's own reference
//! pictures are ever in memory; [`Reader::for_each_frame_at`] hands frames over one by one
//! so that a caller keeping a few of 120 holds no more than those.
//!
//! Pixels are converted from I420 as BT.601 limited range, which is what libx264, libvpx,
//! libaom, libtheora and the device-agent's recorder write (a stream's full-range flag is
//! not read).
//!
//! A sample is read from the file itself (MP4) or from the spool its demuxer filled
//! (Matroska, Ogg: [`crate::container::spool`]); [`Source`] is either.

use std::io::{Read, Seek, SeekFrom};
use std::ops::ControlFlow;
use std::sync::Arc;

use fast_image_resize::images::Image;
use fast_image_resize::{FilterType, PixelType, ResizeAlg, ResizeOptions, Resizer};

use crate::container::spool::SpoolReader;
use crate::container::{Codec, MAX_SAMPLE_SIZE, ReadError, VideoTrack};
use crate::decode::{self, Decoder, Picture, h264};
use crate::index::{IndexError, MAX_INDEX_BYTES};
use crate::signature::{Layout, Pixels, PixelsError, Signature};

/// What a video is, as read from its index.
#[derive(Debug, Clone, PartialEq)]
pub struct VideoInfo {
    /// The container: `mp4`, `mov` or `m4v` (from an MP4's brand), `webm`, `mkv` or `ogg`.
    pub container: &'static str,
    /// The codec as the container names it: `avc1` or `avc3` (MP4), `V_VP8`, `V_VP9`,
    /// `V_AV1`, `V_MPEG4/ISO/AVC` or `V_THEORA` (Matroska), `theora` (Ogg).
    pub codec: String,
    /// Width as displayed (after rotation).
    pub width: u32,
    /// Height as displayed (after rotation).
    pub height: u32,
    /// Clockwise rotation applied for display: 0, 90, 180 or 270.
    pub rotation: u16,
    /// Length in seconds.
    pub duration: f64,
    /// Frames (samples) in the video track.
    pub frames: usize,
    /// Keyframes among them.
    pub keyframes: usize,
    /// The shortest time a frame shows, in seconds: the smallest gap of at least a
    /// millisecond between two frames' times (a variable-rate file, such as our recordings
    /// of a still screen, has long gaps and short ones; the short ones are its rate).
    pub frame_seconds: f64,
}

/// A frame as displayed at a requested position.
#[derive(Debug, Clone)]
pub struct DecodedFrame {
    /// The position asked for, in seconds.
    pub position: f64,
    /// When this frame starts showing, in seconds (at or before `position`, unless the
    /// position lies before the first frame).
    pub time: f64,
    /// Width of `rgb` in pixels.
    pub width: u32,
    /// Height of `rgb` in pixels.
    pub height: u32,
    /// Packed RGB rows (`width * 3` bytes each), upright.
    pub rgb: Arc<[u8]>,
    /// The same frame as the previous position's (the same sample): `rgb` is shared.
    pub same_as_previous: bool,
}

impl DecodedFrame {
    /// The pixels, as [`Signature::of`] reads them.
    pub fn pixels(&self) -> Pixels<'_> {
        Pixels {
            width: self.width,
            height: self.height,
            stride: self.width as usize * 3,
            layout: Layout::Rgb,
            data: &self.rgb,
        }
    }

    /// The frame's colour signature.
    pub fn signature(&self) -> Result<Signature, PixelsError> {
        Signature::of(&self.pixels())
    }
}

/// A decoding run: a decoder fed from one keyframe onwards.
struct Run {
    decoder: Decoder,
    /// Decode index of the keyframe the run started at.
    key: u32,
    /// Decode index of the next sample to feed.
    next: u32,
    /// Presentation places fed whose picture has not come out yet.
    pending: std::collections::BTreeSet<u32>,
}

/// Where a reader reads samples from.
#[derive(Debug)]
enum Source<R> {
    /// The file itself (an MP4's samples lie in it).
    File(R),
    /// The spool its demuxer filled.
    Spool(SpoolReader),
}

impl<R: Read> Read for Source<R> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        match self {
            Source::File(r) => r.read(buf),
            Source::Spool(r) => r.read(buf),
        }
    }
}

impl<R: Seek> Seek for Source<R> {
    fn seek(&mut self, to: SeekFrom) -> std::io::Result<u64> {
        match self {
            Source::File(r) => r.seek(to),
            Source::Spool(r) => r.seek(to),
        }
    }
}

impl<R> Source<R> {
    /// `file`, or the track's spool when its samples are there.
    fn of(track: &VideoTrack, file: R) -> Source<R> {
        match &track.spool {
            Some(spool) => Source::Spool(spool.reader()),
            None => Source::File(file),
        }
    }
}

/// An open video: its index, and a decoder positioned somewhere in it.
pub struct Reader<R> {
    source: Source<R>,
    /// Shared by the readers [`Reader::with_source`] makes, which decode in parallel.
    track: Arc<VideoTrack>,
    info: VideoInfo,
    /// Decode indices of the keyframes, ascending.
    keys: Vec<u32>,
    run: Option<Run>,
    sample: Vec<u8>,
    annex_b: Vec<u8>,
    /// Presentation places the current [`Reader::for_each_frame_at`] call shows.
    wanted: std::collections::BTreeSet<u32>,
}

impl<R> std::fmt::Debug for Reader<R> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Reader")
            .field("info", &self.info)
            .finish_non_exhaustive()
    }
}

impl<R: Read + Seek> Reader<R> {
    /// Reads the index of a video file (MP4 / M4V / MOV, WebM / Matroska, Ogg, told by its
    /// first bytes); refuses a codec it does not decode by the codec's name.
    pub fn open(mut source: R) -> Result<Reader<R>, ReadError> {
        let track = VideoTrack::open(&mut source)?;
        let mut keys: Vec<u32> = track
            .samples
            .iter()
            .filter(|s| s.sync)
            .map(|s| s.decode_index)
            .collect();
        keys.sort_unstable();
        let info = VideoInfo {
            container: track.container,
            codec: track.codec_id.clone(),
            width: track.display_width,
            height: track.display_height,
            rotation: track.rotation,
            duration: track.duration,
            frames: track.samples.len(),
            keyframes: keys.len(),
            frame_seconds: shortest_frame(&track),
        };
        Ok(Reader {
            source: Source::of(&track, source),
            track: Arc::new(track),
            info,
            keys,
            run: None,
            sample: Vec::new(),
            annex_b: Vec::new(),
            wanted: Default::default(),
        })
    }

    /// Another reader of the same file through `source` (a second handle on it), sharing
    /// this one's index, with a decoder of its own: for decoding in parallel.
    pub fn with_source<S>(&self, source: S) -> Reader<S> {
        Reader {
            source: Source::of(&self.track, source),
            track: Arc::clone(&self.track),
            info: self.info.clone(),
            keys: self.keys.clone(),
            run: None,
            sample: Vec::new(),
            annex_b: Vec::new(),
            wanted: Default::default(),
        }
    }

    /// The payload of our recorder's frame index, when the file has one (read it with
    /// [`FrameIndex::decode_keeping`], as often as needed, without reading the file again).
    pub fn frame_index_payload(&mut self) -> Result<Option<Vec<u8>>, IndexError> {
        let Some((offset, len)) = self.track.frame_index else {
            return Ok(None);
        };
        if len > MAX_INDEX_BYTES as u64 {
            return Err(IndexError::TooLarge(format!(
                "{len} bytes, more than {MAX_INDEX_BYTES}"
            )));
        }
        let mut payload = vec![0u8; len as usize];
        self.source
            .seek(SeekFrom::Start(offset))
            .and_then(|_| self.source.read_exact(&mut payload))
            .map_err(|_| IndexError::Truncated("the file ends inside it"))?;
        Ok(Some(payload))
    }

    /// The sample shown at `position` (seconds): its number in decode order, from 0, as
    /// the frame index numbers samples.
    pub fn sample_at(&self, position: f64) -> u32 {
        let place = self.place_at(position) as usize;
        self.track.samples[place].decode_index
    }

    /// The keyframe decoding must start from to show `position`: its number in decode
    /// order. Positions with the same keyframe are one run of the decoder.
    pub fn keyframe_for(&self, position: f64) -> u32 {
        let d = self.sample_at(position);
        let at = self.keys.partition_point(|&k| k <= d);
        if at == 0 { 0 } else { self.keys[at - 1] }
    }

    /// What the video is.
    pub fn info(&self) -> &VideoInfo {
        &self.info
    }

    /// The container's description of the track.
    #[cfg(test)]
    pub(crate) fn track_for_tests(&self) -> &VideoTrack {
        &self.track
    }

    /// The frames shown at `positions` (seconds, ascending), each scaled so its longest edge
    /// is at most `max_edge` (never enlarged) and upright. Holds every returned frame: for
    /// many positions at a large size, [`Reader::for_each_frame_at`] keeps less.
    pub fn frames_at(
        &mut self,
        positions: &[f64],
        max_edge: u32,
    ) -> Result<Vec<DecodedFrame>, ReadError> {
        let mut out = Vec::with_capacity(positions.len());
        self.for_each_frame_at(positions, max_edge, |frame| {
            out.push(frame);
            ControlFlow::Continue(())
        })?;
        Ok(out)
    }

    /// As [`Reader::frames_at`], handing each frame to `each` as soon as it is decoded;
    /// `each` may stop the read early with [`ControlFlow::Break`].
    pub fn for_each_frame_at(
        &mut self,
        positions: &[f64],
        max_edge: u32,
        mut each: impl FnMut(DecodedFrame) -> ControlFlow<()>,
    ) -> Result<(), ReadError> {
        let mut before = f64::NEG_INFINITY;
        for &p in positions {
            if !p.is_finite() || p < before {
                return Err(ReadError::Positions(p, before));
            }
            before = p;
        }
        // Every frame this call will show: a frame nothing refers to may be skipped unless
        // it is one of them.
        self.wanted = positions.iter().map(|&p| self.place_at(p)).collect();
        let mut previous: Option<(u32, DecodedFrame)> = None;
        for &position in positions {
            let place = self.place_at(position);
            if let Some((last, frame)) = &previous
                && *last == place
            {
                let again = DecodedFrame {
                    position,
                    same_as_previous: true,
                    ..frame.clone()
                };
                if each(again).is_break() {
                    return Ok(());
                }
                continue;
            }
            let frame = self.decode_place(place, position, max_edge.max(1))?;
            previous = Some((place, frame.clone()));
            if each(frame).is_break() {
                return Ok(());
            }
        }
        Ok(())
    }

    /// The presentation place of the frame shown at `position`. A frame due within half a
    /// millisecond after it counts as shown: positions are named to the millisecond, and
    /// times from a timescale (1/25 s as 0.03999…) land a hair off.
    fn place_at(&self, position: f64) -> u32 {
        let after = self
            .track
            .samples
            .partition_point(|s| s.time <= position + 0.0005);
        after.saturating_sub(1) as u32
    }

    /// Decodes the sample at presentation place `place` and converts it.
    fn decode_place(
        &mut self,
        place: u32,
        position: f64,
        max_edge: u32,
    ) -> Result<DecodedFrame, ReadError> {
        let sample = self.track.samples[place as usize];
        let d = sample.decode_index;
        let key_at = self.keys.partition_point(|&k| k <= d);
        let key = if key_at == 0 {
            0
        } else {
            self.keys[key_at - 1]
        };
        let gop_end = self
            .keys
            .get(key_at)
            .copied()
            .unwrap_or(self.track.samples.len() as u32);

        let carry_on = self
            .run
            .as_ref()
            .is_some_and(|r| r.key == key && (d >= r.next || r.pending.contains(&place)));
        if !carry_on {
            self.run = None;
            self.run = Some(Run {
                decoder: Decoder::new(&self.track.codec)?,
                key,
                next: key,
                pending: Default::default(),
            });
        }

        let rotation = self.track.rotation;
        let h264 = match &self.track.codec {
            Codec::H264 {
                nal_length_size,
                sps,
                pps,
            } => Some((*nal_length_size, sps, pps)),
            _ => None,
        };
        loop {
            let Some(run) = self.run.as_mut() else {
                unreachable!("a run was started above");
            };
            if run.next >= gop_end {
                // Everything up to the next keyframe is in: what is held back comes out now.
                let mut found = None;
                while let Some(picture) = run.decoder.flush()? {
                    if picture.tag == u64::from(place) {
                        found = Some(convert(&picture, rotation, max_edge));
                        break;
                    }
                }
                self.run = None;
                return match found {
                    Some(rgb) => Ok(frame(position, sample.time, rgb)),
                    None => Err(decode::DecodeError::NoPicture(d + 1).into()),
                };
            }
            let feed = run.next;
            let feed_place = self.track.by_decode[feed as usize];
            let s = self.track.samples[feed_place as usize];
            if s.size > MAX_SAMPLE_SIZE {
                return Err(ReadError::TooLarge(format!(
                    "sample {} is {} bytes",
                    feed + 1,
                    s.size
                )));
            }
            self.sample.resize(s.size as usize, 0);
            self.source.seek(SeekFrom::Start(s.offset))?;
            self.source.read_exact(&mut self.sample).map_err(|e| {
                if e.kind() == std::io::ErrorKind::UnexpectedEof {
                    ReadError::Truncated(format!(
                        "sample {} lies past the end of the file",
                        feed + 1
                    ))
                } else {
                    ReadError::Io(e)
                }
            })?;
            let input = match h264 {
                Some((nal, sps, pps)) => {
                    if feed != run.key
                        && feed_place != place
                        && !self.wanted.contains(&feed_place)
                        && h264::disposable(&self.sample, nal)
                    {
                        // No later picture refers to it and nobody asked for it: a B-frame
                        // of libx264 (half the frames of its High profile) is not decoded.
                        run.next += 1;
                        continue;
                    }
                    self.annex_b.clear();
                    if feed == run.key {
                        h264::parameter_sets_annex_b(sps, &mut self.annex_b);
                        h264::parameter_sets_annex_b(pps, &mut self.annex_b);
                    }
                    h264::to_annex_b(&self.sample, nal, feed + 1, &mut self.annex_b)?;
                    &self.annex_b
                }
                None => &self.sample,
            };
            run.next += 1;
            run.pending.insert(feed_place);
            if let Some(picture) = run.decoder.decode(input, u64::from(feed_place))? {
                let tag = u32::try_from(picture.tag).unwrap_or(u32::MAX);
                if tag == place {
                    let rgb = convert(&picture, rotation, max_edge);
                    run.pending.remove(&tag);
                    return Ok(frame(position, sample.time, rgb));
                }
                run.pending.remove(&tag);
            }
        }
    }
}

/// See [`VideoInfo::frame_seconds`]; a video of one frame shows it for its whole length.
fn shortest_frame(track: &VideoTrack) -> f64 {
    track
        .samples
        .windows(2)
        .map(|w| ((w[1].time - w[0].time) * 1e6).round() / 1e6)
        .filter(|gap| *gap >= 0.001)
        .min_by(f64::total_cmp)
        .unwrap_or(track.duration)
}

fn frame(position: f64, time: f64, (width, height, rgb): (u32, u32, Vec<u8>)) -> DecodedFrame {
    DecodedFrame {
        position,
        time,
        width,
        height,
        rgb: rgb.into(),
        same_as_previous: false,
    }
}

/// The size a `width` x `height` picture is scaled to so its longest edge is at most
/// `max_edge`, keeping its aspect; never enlarged.
pub(crate) fn fit(width: u32, height: u32, max_edge: u32) -> (u32, u32) {
    let longest = width.max(height);
    if longest <= max_edge {
        return (width, height);
    }
    let scale = f64::from(max_edge) / f64::from(longest);
    let w = (f64::from(width) * scale)
        .round()
        .clamp(1.0, f64::from(max_edge)) as u32;
    let h = (f64::from(height) * scale)
        .round()
        .clamp(1.0, f64::from(max_edge)) as u32;
    (w, h)
}

/// I420 to packed RGB (BT.601 limited), scaled to fit `max_edge`, rotated upright.
///
/// A picture larger than asked for is scaled as planes before it is converted: three
/// one-byte planes are cheaper to scale than packed RGB, and only the smaller picture is
/// converted (scaling and the conversion are both linear, so the order does not change
/// the colours).
fn convert(picture: &Picture<'_>, rotation: u16, max_edge: u32) -> (u32, u32, Vec<u8>) {
    let (w, h) = (picture.width, picture.height);
    let (tw, th) = fit(w, h, max_edge);
    let (cw, ch) = (w.div_ceil(2), h.div_ceil(2));
    let (tcw, tch) = (tw.div_ceil(2), th.div_ceil(2));
    let scaled;
    let (y, u, v, y_stride, uv_stride) = if (tw, th) == (w, h) {
        (
            picture.y,
            picture.u,
            picture.v,
            picture.y_stride as u32,
            picture.uv_stride as u32,
        )
    } else {
        scaled = (
            scale_plane(picture.y, picture.y_stride, (w, h), (tw, th)),
            scale_plane(picture.u, picture.uv_stride, (cw, ch), (tcw, tch)),
            scale_plane(picture.v, picture.uv_stride, (cw, ch), (tcw, tch)),
        );
        (&scaled.0[..], &scaled.1[..], &scaled.2[..], tw, tcw)
    };
    let mut rgb = vec![0u8; tw as usize * th as usize * 3];
    let planar = yuv::YuvPlanarImage {
        y_plane: y,
        y_stride,
        u_plane: u,
        u_stride: uv_stride,
        v_plane: v,
        v_stride: uv_stride,
        width: tw,
        height: th,
    };
    if yuv::yuv420_to_rgb(
        &planar,
        &mut rgb,
        tw * 3,
        yuv::YuvRange::Limited,
        yuv::YuvStandardMatrix::Bt601,
    )
    .is_err()
    {
        // The planes were checked against the dimensions when the picture was made; a
        // refusal here leaves the frame black rather than failing the whole read.
        rgb.fill(0);
    }
    rotate(tw, th, rgb, rotation)
}

/// One plane of `from` pixels, rows `stride` bytes apart, scaled to `to` (bilinear) and
/// packed; black when the plane is shorter than its size says.
fn scale_plane(plane: &[u8], stride: usize, from: (u32, u32), to: (u32, u32)) -> Vec<u8> {
    let (w, h) = (from.0 as usize, from.1 as usize);
    let mut packed = Vec::with_capacity(w * h);
    for row in 0..h {
        match plane.get(row * stride..row * stride + w) {
            Some(line) => packed.extend_from_slice(line),
            None => return vec![0; to.0 as usize * to.1 as usize],
        }
    }
    scale(packed, from, to, PixelType::U8)
}

/// Packed RGB scaled from `from` to `to` (bilinear).
pub(crate) fn resize(rgb: Vec<u8>, from: (u32, u32), to: (u32, u32)) -> Vec<u8> {
    scale(rgb, from, to, PixelType::U8x3)
}

/// Packed pixels of `kind` scaled from `from` to `to` (bilinear); black if they cannot be.
fn scale(pixels: Vec<u8>, from: (u32, u32), to: (u32, u32), kind: PixelType) -> Vec<u8> {
    let black = vec![0; to.0 as usize * to.1 as usize * kind.size()];
    let Ok(src) = Image::from_vec_u8(from.0, from.1, pixels, kind) else {
        return black;
    };
    let mut dst = Image::new(to.0, to.1, kind);
    let options = ResizeOptions::new().resize_alg(ResizeAlg::Convolution(FilterType::Bilinear));
    if Resizer::new().resize(&src, &mut dst, &options).is_err() {
        return black;
    }
    dst.into_vec()
}

/// Turns packed RGB `rotation` degrees clockwise; returns the new size.
pub(crate) fn rotate(w: u32, h: u32, rgb: Vec<u8>, rotation: u16) -> (u32, u32, Vec<u8>) {
    let (wu, hu) = (w as usize, h as usize);
    let at = |x: usize, y: usize| (y * wu + x) * 3;
    match rotation {
        90 | 180 | 270 => {}
        _ => return (w, h, rgb),
    }
    let mut out = vec![0u8; rgb.len()];
    let (nw, nh) = if rotation == 180 { (w, h) } else { (h, w) };
    let nwu = nw as usize;
    for y in 0..hu {
        for x in 0..wu {
            let (nx, ny) = match rotation {
                90 => (hu - 1 - y, x),
                180 => (wu - 1 - x, hu - 1 - y),
                _ => (y, wu - 1 - x),
            };
            let (s, d) = (at(x, y), (ny * nwu + nx) * 3);
            out[d..d + 3].copy_from_slice(&rgb[s..s + 3]);
        }
    }
    (nw, nh, out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fit_keeps_aspect_and_never_enlarges() {
        assert_eq!(fit(1920, 1080, 1280), (1280, 720));
        assert_eq!(fit(1080, 1920, 1280), (720, 1280));
        assert_eq!(fit(320, 180, 1280), (320, 180));
        assert_eq!(fit(5000, 2, 100), (100, 1));
    }

    #[test]
    fn rotation_turns_clockwise() {
        // 2x1: red, green.
        let rgb = vec![255, 0, 0, 0, 255, 0];
        let (w, h, out) = rotate(2, 1, rgb.clone(), 90);
        assert_eq!((w, h), (1, 2));
        assert_eq!(
            out,
            vec![255, 0, 0, 0, 255, 0],
            "red on top after a quarter turn"
        );
        let (w, h, out) = rotate(2, 1, rgb.clone(), 270);
        assert_eq!((w, h), (1, 2));
        assert_eq!(out, vec![0, 255, 0, 255, 0, 0]);
        let (_, _, out) = rotate(2, 1, rgb, 180);
        assert_eq!(out, vec![0, 255, 0, 255, 0, 0]);
    }
}
