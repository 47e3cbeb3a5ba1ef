//! A video's container: where its video track's samples lie, when each shows, and what
//! codec they are in, as one table a reader can seek in (presentation time, decode order,
//! keyframe flag, byte range for every sample).
//!
//! The container is told by the file's first bytes, never by its name: [`mp4`] an MP4 /
//! M4V / MOV (our own bounded walk over its boxes, then the `mp4` crate), [`matroska`] a
//! WebM or Matroska file (the `matroska-demuxer` crate), [`ogg`] an Ogg file with a Theora
//! stream (the `ogg` crate), [`webp`] a WebP, still or animated (a watch's `watch.webp`,
//! through the `image-webp` crate). Each refuses a codec it does not read by the codec's name, a
//! file cut short as *truncated*, and tables that contradict themselves as *corrupt*, and
//! checks every count and size a file declares against the file's own size before anything
//! is allocated for it ([`MAX_SAMPLES`], [`MAX_SAMPLE_SIZE`], [`MAX_DIMENSION`]).
//!
//! An MP4's samples are read where they lie in the file. Matroska and Ogg interleave a
//! track's frames with other tracks' in blocks and pages (an Ogg packet may even span
//! pages), so their demuxers hand over each frame's bytes once, at open, and those go to a
//! [`spool::Spool`] (memory for a small video, an unlinked scratch file beyond), where each
//! sample is then one contiguous byte range like an MP4's.

pub(crate) mod matroska;
mod mp4;
pub(crate) mod ogg;
pub(crate) mod spool;
pub(crate) mod webp;

use std::io::{Read, Seek, SeekFrom};

use spool::Spool;

/// Most samples a track may declare (9 hours at 60 frames a second).
pub(crate) const MAX_SAMPLES: u64 = 2_000_000;
/// Largest sample (one access unit) read into memory.
pub(crate) const MAX_SAMPLE_SIZE: u32 = 64 << 20;
/// Largest width or height of a video.
pub(crate) const MAX_DIMENSION: u32 = 16384;

/// Why a video cannot be read.
#[derive(Debug, thiserror::Error)]
pub enum ReadError {
    /// The bytes are not an MP4 / MOV file, or its boxes do not parse.
    #[error("not an MP4: {0}")]
    NotMp4(String),
    /// The file holds no video track (only audio, or nothing).
    #[error("no video track")]
    NoVideoTrack,
    /// The bytes are not a WebM / Matroska file, or its elements do not parse.
    #[error("not a WebM or Matroska file: {0}")]
    NotMatroska(String),
    /// The bytes are not an Ogg file, or its pages do not parse.
    #[error("not an Ogg file: {0}")]
    NotOgg(String),
    /// The bytes are not a WebP file, or its chunks do not parse.
    #[error("not a WebP file: {0}")]
    NotWebp(String),
    /// The file starts like none of the containers read.
    #[error(
        "not a video video_frames reads: the file starts like none of MP4 / M4V / MOV, \
         WebM / Matroska, Ogg or WebP"
    )]
    UnknownContainer,
    /// The video track is in a codec this reader does not decode.
    #[error("the video track is {name} ({fourcc}); video_frames reads {reads}")]
    Codec {
        /// The codec's usual name (`HEVC`, `VP9`, `AV1`, …).
        name: &'static str,
        /// The container's code for it (`hvc1`, `vp09`, `V_MPEGH/ISO/HEVC`, …).
        fourcc: String,
        /// What this reader decodes in that container.
        reads: &'static str,
    },
    /// The file ends before the data its index points to.
    #[error("truncated: {0}")]
    Truncated(String),
    /// The file's tables contradict each other or declare impossible values.
    #[error("corrupt: {0}")]
    Corrupt(String),
    /// A declared size is past what this reader accepts.
    #[error("too large: {0}")]
    TooLarge(String),
    /// The video data did not decode.
    #[error("decoding failed: {0}")]
    Decode(#[from] crate::decode::DecodeError),
    /// A requested position is not a finite time or they are not in ascending order.
    #[error("positions must be finite seconds in ascending order (got {0} after {1})")]
    Positions(f64, f64),
    /// Reading the source failed.
    #[error("reading the video failed: {0}")]
    Io(#[from] std::io::Error),
}

/// One sample (access unit) of the video track.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Sample {
    /// When it shows, in seconds from the start of the presentation.
    pub(crate) time: f64,
    /// Its place in decode order (the order of the file's table).
    pub(crate) decode_index: u32,
    /// A keyframe (sync sample): decoding can start here.
    pub(crate) sync: bool,
    /// Byte offset in the file.
    pub(crate) offset: u64,
    /// Bytes.
    pub(crate) size: u32,
}

/// The codecs decoded, with what a decoder needs before the first sample.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Codec {
    /// H.264, its samples length-prefixed NAL units (an MP4's `avcC`, a Matroska
    /// `CodecPrivate`).
    H264 {
        /// Bytes of each NAL unit's length prefix (1, 2 or 4).
        nal_length_size: u8,
        /// Sequence parameter sets.
        sps: Vec<Vec<u8>>,
        /// Picture parameter sets.
        pps: Vec<Vec<u8>>,
    },
    /// VP8.
    Vp8,
    /// VP9.
    Vp9,
    /// AV1 (each sample a temporal unit of OBUs).
    Av1,
    /// Theora, with its three header packets.
    Theora {
        /// Identification, comment and setup headers, in order.
        headers: Vec<Vec<u8>>,
    },
    /// Pictures already decoded (a WebP's frames): each sample is one I420 picture of this
    /// size, planes packed.
    Raw {
        /// Width in pixels.
        width: u32,
        /// Height in pixels.
        height: u32,
    },
}

/// What a reader needs to know of the video track.
#[derive(Debug, Clone)]
pub(crate) struct VideoTrack {
    /// The container: `mp4`, `mov` or `m4v` (an MP4's brand), `webm`, `mkv`, `ogg` or `webp`.
    pub(crate) container: &'static str,
    /// The codec as the container names it: `avc1`, `avc3`, `V_VP9`, `V_AV1`, `theora`, …
    pub(crate) codec_id: String,
    /// The codec, for the decoder.
    pub(crate) codec: Codec,
    /// Width of the coded picture (before rotation).
    #[cfg_attr(
        not(test),
        expect(dead_code, reason = "described for callers; tests read it")
    )]
    pub(crate) coded_width: u32,
    /// Height of the coded picture (before rotation).
    #[cfg_attr(
        not(test),
        expect(dead_code, reason = "described for callers; tests read it")
    )]
    pub(crate) coded_height: u32,
    /// Clockwise rotation the track header asks for on display: 0, 90, 180 or 270.
    pub(crate) rotation: u16,
    /// Width as displayed (after rotation).
    pub(crate) display_width: u32,
    /// Height as displayed (after rotation).
    pub(crate) display_height: u32,
    /// Ticks a second of the track's times.
    #[cfg_attr(
        not(test),
        expect(dead_code, reason = "described for callers; tests read it")
    )]
    pub(crate) timescale: u32,
    /// Length in seconds: the header's, or the samples' when the header has none.
    pub(crate) duration: f64,
    /// Every sample, sorted by presentation time.
    pub(crate) samples: Vec<Sample>,
    /// For each decode index, the sample's place in `samples`.
    pub(crate) by_decode: Vec<u32>,
    /// Where our recorder's frame index ([`crate::index`]) lies: the payload's offset and
    /// length, when the file has one.
    pub(crate) frame_index: Option<(u64, u64)>,
    /// Where the samples' bytes are when not in the file itself (Matroska, Ogg): their
    /// offsets are then into this spool.
    pub(crate) spool: Option<Spool>,
}

impl VideoTrack {
    /// Reads the container's index and describes its video track; the container is told
    /// by the first bytes.
    pub(crate) fn open<R: Read + Seek>(src: &mut R) -> Result<VideoTrack, ReadError> {
        let mut head = [0u8; 12];
        src.seek(SeekFrom::Start(0))?;
        let mut got = 0;
        while got < head.len() {
            match src.read(&mut head[got..])? {
                0 => break,
                n => got += n,
            }
        }
        let head = &head[..got];
        if matroska::sniff(head) {
            matroska::open(src)
        } else if ogg::sniff(head) {
            ogg::open(src)
        } else if webp::sniff(head) {
            webp::open(src)
        } else if mp4::sniff(head) || head.is_empty() {
            mp4::open(src)
        } else {
            Err(ReadError::UnknownContainer)
        }
    }

    /// Sorts `samples` (given in decode order) by presentation time and fills
    /// [`VideoTrack::by_decode`]; a tie keeps decode order.
    pub(crate) fn order(samples: &mut [Sample]) -> Vec<u32> {
        samples.sort_by(|a, b| {
            a.time
                .total_cmp(&b.time)
                .then(a.decode_index.cmp(&b.decode_index))
        });
        let mut by_decode = vec![0u32; samples.len()];
        for (place, s) in samples.iter().enumerate() {
            by_decode[s.decode_index as usize] = place as u32;
        }
        by_decode
    }
}
