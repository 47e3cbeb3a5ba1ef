//! WebM and Matroska: the first video track's frames through the `matroska-demuxer` crate.
//!
//! The crate checks every element size against what is left of the stream before it
//! allocates, so a lying size is an error, not an allocation; it is still driven under
//! `catch_unwind`, since arithmetic on a hostile cluster time may overflow inside it. Each
//! frame of the video track is copied into a [`SpoolWriter`] as it is read (other tracks'
//! blocks are skipped), with its time (the block's, in the segment's timestamp scale), its
//! keyframe flag (a SimpleBlock's own flag; for a Block in a BlockGroup, which has none, the
//! frame header of the codec says), and whether it is shown: a frame the block marks
//! invisible (an alternate reference) is decoded but takes the time of the next shown
//! frame, so no position ever lands on it.
//!
//! Read: VP8 (`V_VP8`), VP9 (`V_VP9`), AV1 (`V_AV1`), H.264 (`V_MPEG4/ISO/AVC`, its
//! `CodecPrivate` an `avcC` record) and Theora (`V_THEORA`, its headers Xiph-laced in
//! `CodecPrivate`). Anything else is refused naming the codec, as is a track whose blocks
//! are compressed or encrypted (`ContentEncodings`).
//!
//! The demuxer follows the file's own pointers (SeekHead entries, which may point at
//! another SeekHead), and a hostile file can make them a cycle the crate walks for ever.
//! So it reads through a [`Budget`]: a reader that stops after a bounded multiple of the
//! file's size, far more than an honest file needs and far less than a loop makes.

use std::io::{Read, Seek, SeekFrom};
use std::panic::{AssertUnwindSafe, catch_unwind};

use matroska_demuxer::{DemuxError, Frame, MatroskaFile, TrackType};

use super::spool::SpooledSamples;
use super::{Codec, MAX_DIMENSION, ReadError, VideoTrack};

/// The EBML magic every WebM and Matroska file starts with.
const EBML_MAGIC: [u8; 4] = [0x1A, 0x45, 0xDF, 0xA3];

/// What this reader decodes in Matroska (named when it refuses another codec).
const READS: &str = "VP8, VP9, AV1, H.264 or Theora in WebM or Matroska";

/// Whether `head` (the file's first bytes) starts like a WebM / Matroska file.
pub(super) fn sniff(head: &[u8]) -> bool {
    head.starts_with(&EBML_MAGIC)
}

/// How many times over its own size the demuxer may read a file: an honest file is read
/// about once (headers twice), so this only ever stops a file whose pointers loop.
const READS_PER_BYTE: u64 = 16;

/// Also allowed whatever the file's size: the header and seek elements read again for a
/// file of a few bytes.
const READ_ALLOWANCE: u64 = 1 << 20;

/// A reader that fails once more than its budget has been read through it.
struct Budget<'a, R> {
    inner: &'a mut R,
    left: u64,
    spent: bool,
}

impl<'a, R> Budget<'a, R> {
    fn new(inner: &'a mut R, file_len: u64) -> Self {
        let left = file_len
            .saturating_mul(READS_PER_BYTE)
            .saturating_add(READ_ALLOWANCE);
        Self {
            inner,
            left,
            spent: false,
        }
    }
}

impl<R: Read> Read for Budget<'_, R> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        if self.left == 0 {
            self.spent = true;
            return Err(std::io::Error::other("the read budget is spent"));
        }
        let room = buf
            .len()
            .min(usize::try_from(self.left).unwrap_or(usize::MAX));
        let n = self.inner.read(&mut buf[..room])?;
        self.left -= n as u64;
        Ok(n)
    }
}

impl<R: Seek> Seek for Budget<'_, R> {
    fn seek(&mut self, pos: SeekFrom) -> std::io::Result<u64> {
        self.inner.seek(pos)
    }
}

fn demux_error(e: DemuxError) -> ReadError {
    match e {
        DemuxError::IoError(io) if io.kind() == std::io::ErrorKind::UnexpectedEof => {
            ReadError::Truncated(format!("an element ends early ({io})"))
        }
        DemuxError::IoError(io) => ReadError::Io(io),
        DemuxError::ElementSizeExceedsStream {
            declared,
            available,
        } => ReadError::Truncated(format!(
            "an element declares {declared} bytes where {available} are left in the file"
        )),
        other => ReadError::NotMatroska(other.to_string()),
    }
}

/// The codec of a track by its `CodecID`, or the refusal naming it.
fn codec_of(id: &str, private: Option<&[u8]>) -> Result<Codec, ReadError> {
    let refuse = |name: &'static str| ReadError::Codec {
        name,
        fourcc: id.to_string(),
        reads: READS,
    };
    match id {
        "V_VP8" => Ok(Codec::Vp8),
        "V_VP9" => Ok(Codec::Vp9),
        "V_AV1" => Ok(Codec::Av1),
        "V_MPEG4/ISO/AVC" => avc_config(private.unwrap_or_default()),
        "V_THEORA" => Ok(Codec::Theora {
            headers: xiph_headers(private.unwrap_or_default())?,
        }),
        "V_MPEGH/ISO/HEVC" => Err(refuse("HEVC")),
        "V_MPEG4/ISO/SP" | "V_MPEG4/ISO/ASP" | "V_MPEG4/ISO/AP" => Err(refuse("MPEG-4 Part 2")),
        "V_MPEG1" => Err(refuse("MPEG-1")),
        "V_MPEG2" => Err(refuse("MPEG-2")),
        "V_MS/VFW/FOURCC" => Err(refuse("a Video for Windows codec")),
        "V_PRORES" => Err(refuse("ProRes")),
        "V_FFV1" => Err(refuse("FFV1")),
        "V_UNCOMPRESSED" => Err(refuse("uncompressed video")),
        _ => Err(refuse("a codec this reader does not know")),
    }
}

/// An `AVCDecoderConfigurationRecord` (ISO 14496-15): NAL length size and parameter sets.
fn avc_config(record: &[u8]) -> Result<Codec, ReadError> {
    let corrupt = |what: &str| ReadError::Corrupt(format!("the H.264 CodecPrivate (avcC) {what}"));
    if record.len() < 7 || record[0] != 1 {
        return Err(corrupt("is not a version 1 record"));
    }
    let nal_length_size = (record[4] & 3) + 1;
    if nal_length_size == 3 {
        return Err(corrupt("declares 3-byte NAL lengths"));
    }
    let sets = |count: usize, at: &mut usize| -> Result<Vec<Vec<u8>>, ReadError> {
        let mut out = Vec::new();
        for _ in 0..count {
            let len = record
                .get(*at..*at + 2)
                .map(|b| usize::from(u16::from_be_bytes([b[0], b[1]])))
                .ok_or_else(|| corrupt("ends inside a parameter set's length"))?;
            let set = record
                .get(*at + 2..*at + 2 + len)
                .ok_or_else(|| corrupt("ends inside a parameter set"))?;
            out.push(set.to_vec());
            *at += 2 + len;
        }
        Ok(out)
    };
    let mut at = 6;
    let sps = sets(usize::from(record[5] & 0x1f), &mut at)?;
    let count = *record.get(at).ok_or_else(|| corrupt("has no PPS count"))?;
    at += 1;
    let pps = sets(usize::from(count), &mut at)?;
    if sps.is_empty() || pps.is_empty() {
        return Err(corrupt("holds no SPS or no PPS"));
    }
    Ok(Codec::H264 {
        nal_length_size,
        sps,
        pps,
    })
}

/// Theora's three headers from a Matroska `CodecPrivate`: a count byte (2), the first two
/// sizes in Xiph lacing (runs of 255), then the three packets.
pub(crate) fn xiph_headers(private: &[u8]) -> Result<Vec<Vec<u8>>, ReadError> {
    let corrupt = |what: &str| ReadError::Corrupt(format!("the Theora CodecPrivate {what}"));
    if private.first() != Some(&2) {
        return Err(corrupt("does not hold three Xiph-laced headers"));
    }
    let mut at = 1;
    let mut sizes = [0usize; 2];
    for size in &mut sizes {
        loop {
            let b = *private
                .get(at)
                .ok_or_else(|| corrupt("ends inside a size"))?;
            at += 1;
            *size += usize::from(b);
            if b != 255 {
                break;
            }
        }
    }
    let rest = private.len() - at;
    let third = rest
        .checked_sub(sizes[0] + sizes[1])
        .ok_or_else(|| corrupt("declares headers longer than itself"))?;
    let mut headers = Vec::with_capacity(3);
    for len in [sizes[0], sizes[1], third] {
        headers.push(private[at..at + len].to_vec());
        at += len;
    }
    Ok(headers)
}

/// Whether a frame is a keyframe, from the codec's own frame header (for a Block in a
/// BlockGroup, which carries no keyframe flag).
fn keyframe_by_header(codec: &Codec, data: &[u8]) -> bool {
    match codec {
        // VP8: the frame tag's first bit is 0 on a key frame.
        Codec::Vp8 => data.first().is_some_and(|b| b & 1 == 0),
        // VP9: frame_marker (2), profile (2, plus a reserved bit in profile 3),
        // show_existing_frame, frame_type (0 = key).
        Codec::Vp9 => data.first().is_some_and(|&b| {
            let profile = ((b >> 5) & 1) | ((b >> 3) & 2);
            let shift = if profile == 3 { 1 } else { 0 };
            b >> 6 == 2 && (b >> (3 - shift)) & 1 == 0 && (b >> (2 - shift)) & 1 == 0
        }),
        // AV1: a temporal unit that starts a coded video sequence carries a sequence header.
        Codec::Av1 => data.first().is_some_and(|b| (b >> 3) & 0xf == 1),
        // H.264: an IDR slice among the NAL units.
        Codec::H264 {
            nal_length_size, ..
        } => crate::decode::h264::nal_headers(data, *nal_length_size)
            .is_some_and(|headers| headers.iter().any(|h| h & 0x1f == 5)),
        // Theora: a data packet whose frame-type bit is 0.
        Codec::Theora { .. } => data.first().is_some_and(|b| b & 0xC0 == 0),
        // Never in a Matroska file: each picture stands alone.
        Codec::Raw { .. } => true,
    }
}

/// Reads a WebM / Matroska file's first video track.
pub(super) fn open<R: Read + Seek>(src: &mut R) -> Result<VideoTrack, ReadError> {
    let file_len = src.seek(SeekFrom::End(0))?;
    src.seek(SeekFrom::Start(0))?;
    let mut budget = Budget::new(src, file_len);
    let outcome = match catch_unwind(AssertUnwindSafe(|| demux(&mut budget, file_len))) {
        Ok(outcome) => outcome,
        Err(_) => Err(ReadError::NotMatroska("an element is malformed".into())),
    };
    if budget.spent {
        return Err(ReadError::Corrupt(format!(
            "its elements point back into one another: reading stopped after {} times the \
             file's {file_len} bytes",
            READS_PER_BYTE
        )));
    }
    outcome
}

/// An EBML variable-length integer at the reader: its value, and whether it is the
/// reserved "unknown" value (all value bits set).
fn vint<R: Read>(src: &mut R, what: &str) -> Result<(u64, bool), ReadError> {
    let mut first = [0u8];
    src.read_exact(&mut first)
        .map_err(|_| ReadError::Truncated(format!("the file ends inside {what}")))?;
    let len = first[0].leading_zeros() as usize + 1;
    if len > 8 {
        return Err(ReadError::NotMatroska(format!(
            "{what} has no valid length"
        )));
    }
    let mut rest = [0u8; 7];
    src.read_exact(&mut rest[..len - 1])
        .map_err(|_| ReadError::Truncated(format!("the file ends inside {what}")))?;
    let marker_cleared = u64::from(first[0]) & ((1u64 << (8 - len)) - 1);
    let value = rest[..len - 1]
        .iter()
        .fold(marker_cleared, |v, &b| (v << 8) | u64::from(b));
    Ok((value, value == (1u64 << (7 * len)) - 1))
}

/// Refuses a file that ends before the size its segment declares: a cut between two
/// clusters would otherwise read as a shorter video. A segment of unknown size (a live
/// recording, a browser's MediaRecorder) cannot be checked this way.
fn check_segment_size<R: Read + Seek>(src: &mut R, file_len: u64) -> Result<(), ReadError> {
    src.seek(SeekFrom::Start(EBML_MAGIC.len() as u64))?;
    let (header, _) = vint(src, "the EBML header's size")?;
    let after_header = src
        .stream_position()?
        .checked_add(header)
        .filter(|&end| end <= file_len)
        .ok_or_else(|| {
            ReadError::Truncated(format!(
                "the EBML header declares {header} bytes, past the end of the file ({file_len} bytes)"
            ))
        })?;
    src.seek(SeekFrom::Start(after_header))?;
    let mut id = [0u8; 4];
    if src.read_exact(&mut id).is_err() {
        return Err(ReadError::Truncated(
            "the file ends before its segment".into(),
        ));
    }
    if id != [0x18, 0x53, 0x80, 0x67] {
        // Not a Segment next (a Void element, say): the demuxer says what it makes of it.
        return Ok(());
    }
    let (size, unknown) = vint(src, "the segment's size")?;
    let start = src.stream_position()?;
    if !unknown && start.saturating_add(size) > file_len {
        return Err(ReadError::Truncated(format!(
            "the file ends at byte {file_len}, inside its segment of {size} bytes from byte {start}"
        )));
    }
    Ok(())
}

fn demux<R: Read + Seek>(src: &mut R, file_len: u64) -> Result<VideoTrack, ReadError> {
    check_segment_size(src, file_len)?;
    src.seek(SeekFrom::Start(0))?;
    let mut file = MatroskaFile::open(&mut *src).map_err(demux_error)?;
    let container = if file.ebml_header().doc_type() == "webm" {
        "webm"
    } else {
        "mkv"
    };
    let Some(track) = file
        .tracks()
        .iter()
        .find(|t| t.track_type() == TrackType::Video)
    else {
        return Err(ReadError::NoVideoTrack);
    };
    let number = track.track_number().get();
    let codec_id = track.codec_id().to_string();
    let codec = codec_of(&codec_id, track.codec_private())?;
    if track.content_encodings().is_some_and(|e| !e.is_empty()) {
        return Err(ReadError::Codec {
            name: "compressed or encrypted blocks",
            fourcc: codec_id,
            reads: READS,
        });
    }
    let Some(video) = track.video() else {
        return Err(ReadError::Corrupt(
            "the video track has no Video element".into(),
        ));
    };
    let (width, height) = (video.pixel_width().get(), video.pixel_height().get());
    if width > u64::from(MAX_DIMENSION) || height > u64::from(MAX_DIMENSION) {
        return Err(ReadError::TooLarge(format!(
            "the video is {width}x{height}, more than {MAX_DIMENSION} on a side"
        )));
    }
    let (width, height) = (width as u32, height as u32);
    let scale = file.info().timestamp_scale().get() as f64 / 1e9;
    let declared = file.info().duration().map(|d| d * scale);
    let default_duration = track.default_duration().map(|d| d.get() as f64 / 1e9);

    let mut spooled = SpooledSamples::new();
    let mut hidden: Vec<bool> = Vec::new();
    let mut frame = Frame::default();
    while file.next_frame(&mut frame).map_err(demux_error)? {
        if frame.track != number {
            continue;
        }
        let sync = frame
            .is_keyframe
            .unwrap_or_else(|| keyframe_by_header(&codec, &frame.data));
        spooled.push(&frame.data, frame.timestamp as f64 * scale, sync)?;
        hidden.push(frame.is_invisible);
    }
    let (mut samples, spool) = spooled.finish()?;
    if samples.is_empty() {
        return Err(if file_len < 64 << 10 {
            ReadError::Truncated("the file ends before the video track's first frame".into())
        } else {
            ReadError::Corrupt("the video track has no frames".into())
        });
    }
    // A hidden frame shows as the next shown one, so no position lands on it.
    let mut next_shown = None;
    for (s, &is_hidden) in samples.iter_mut().zip(&hidden).rev() {
        match (is_hidden, next_shown) {
            (true, Some(t)) => s.time = t,
            (false, _) => next_shown = Some(s.time),
            (true, None) => {}
        }
    }
    let start = samples.iter().map(|s| s.time).fold(f64::INFINITY, f64::min);
    let last = samples.iter().map(|s| s.time).fold(0.0, f64::max);
    let frame_gap = default_duration.unwrap_or(0.0);
    let duration = declared
        .filter(|d| d.is_finite() && *d > 0.0)
        .unwrap_or(last + frame_gap)
        .max(last);
    if start.is_finite() && start > 0.0 && start < 0.001 {
        for s in &mut samples {
            s.time -= start;
        }
    }
    let by_decode = VideoTrack::order(&mut samples);
    Ok(VideoTrack {
        container,
        codec_id,
        codec,
        coded_width: width,
        coded_height: height,
        rotation: 0,
        display_width: width,
        display_height: height,
        timescale: (1.0 / scale).round().clamp(1.0, f64::from(u32::MAX)) as u32,
        duration,
        samples,
        by_decode,
        frame_index: None,
        spool: Some(spool),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_avcc_record_gives_its_parameter_sets() {
        let record = [
            1, 0x64, 0, 0x1f, 0xff, 0xe1, 0, 2, 0x67, 0x64, 1, 0, 1, 0x68,
        ];
        let Codec::H264 {
            nal_length_size,
            sps,
            pps,
        } = avc_config(&record).unwrap()
        else {
            panic!("not H.264");
        };
        assert_eq!(nal_length_size, 4);
        assert_eq!(sps, vec![vec![0x67, 0x64]]);
        assert_eq!(pps, vec![vec![0x68]]);
        assert!(avc_config(&record[..9]).is_err(), "cut inside the SPS");
        assert!(
            avc_config(&[1, 0, 0, 0, 0xfe, 0xe0, 0]).is_err(),
            "3-byte lengths"
        );
        assert!(
            avc_config(&[1, 0, 0, 0, 0xff, 0xe0, 0]).is_err(),
            "no parameter sets"
        );
    }

    #[test]
    fn xiph_laced_headers_split_and_lies_are_refused() {
        let mut private = vec![2, 255, 1, 3];
        private.extend(std::iter::repeat_n(7u8, 256));
        private.extend([8, 8, 8]);
        private.extend([9, 9]);
        let headers = xiph_headers(&private).unwrap();
        assert_eq!(
            headers.iter().map(Vec::len).collect::<Vec<_>>(),
            [256, 3, 2]
        );
        assert!(xiph_headers(&[2, 255]).is_err());
        assert!(xiph_headers(&[2, 200, 200, 1]).is_err());
        assert!(xiph_headers(&[3, 1, 1, 0, 0, 0]).is_err());
    }

    #[test]
    fn a_segment_longer_than_the_file_is_truncated() {
        // EBML header of 0 bytes, then a Segment of 100 bytes in a file of 14.
        let mut file = EBML_MAGIC.to_vec();
        file.extend([0x80, 0x18, 0x53, 0x80, 0x67, 0xE4]);
        file.extend([0u8; 4]);
        let err = check_segment_size(&mut std::io::Cursor::new(&file), file.len() as u64);
        assert!(matches!(err, Err(ReadError::Truncated(_))), "{err:?}");
        // Unknown size (0xFF): not checked.
        file[9] = 0xFF;
        assert!(check_segment_size(&mut std::io::Cursor::new(&file), file.len() as u64).is_ok());
        // A header size past the end.
        let lying = [
            0x1A, 0x45, 0xDF, 0xA3, 0x01, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xF0,
        ];
        assert!(matches!(
            check_segment_size(&mut std::io::Cursor::new(&lying), 12),
            Err(ReadError::Truncated(_))
        ));
    }

    #[test]
    fn key_frames_by_their_headers() {
        assert!(keyframe_by_header(&Codec::Vp8, &[0x50]));
        assert!(!keyframe_by_header(&Codec::Vp8, &[0x51]));
        // VP9 profile 0: 10 0 0 0 (show_existing 0) (frame_type 0 = key).
        assert!(keyframe_by_header(&Codec::Vp9, &[0b1000_0010]));
        assert!(!keyframe_by_header(&Codec::Vp9, &[0b1000_0110]));
        // AV1: a temporal delimiter (type 2) then frames: not a key by this rule.
        assert!(keyframe_by_header(&Codec::Av1, &[0x0A]));
        assert!(!keyframe_by_header(&Codec::Av1, &[0x12]));
    }
}
