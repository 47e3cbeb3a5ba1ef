//! Ogg (`.ogv`): the first Theora stream's frames through the `ogg` crate.
//!
//! The crate reassembles packets from pages (checking each page's CRC: a flipped byte is
//! *corrupt*, a page cut off by the end of the file *truncated*); packets of other streams
//! (Vorbis, Opus, a skeleton) are skipped. A Theora stream opens with three header packets,
//! the first of which gives the picture's size and the frame rate; every data packet after
//! them is one frame, so a frame's time is its number over the rate, and its type bit says
//! whether it is a keyframe. A packet of 0 bytes repeats the frame before it.
//!
//! Each frame is copied into a [`SpoolWriter`] as it is read, as Matroska's are.

use std::io::{Read, Seek, SeekFrom};

use ogg::{OggReadError, PacketReader};

use super::spool::SpooledSamples;
use super::{Codec, MAX_DIMENSION, ReadError, VideoTrack};

/// What this reader decodes in Ogg (named when it refuses another codec).
const READS: &str = "Theora in Ogg";

/// Whether `head` (the file's first bytes) starts like an Ogg file.
pub(super) fn sniff(head: &[u8]) -> bool {
    head.starts_with(b"OggS")
}

fn ogg_error(e: OggReadError) -> ReadError {
    match e {
        OggReadError::ReadError(io) if io.kind() == std::io::ErrorKind::UnexpectedEof => {
            ReadError::Truncated(format!("a page ends early ({io})"))
        }
        OggReadError::ReadError(io) => ReadError::Io(io),
        OggReadError::HashMismatch(expected, found) => ReadError::Corrupt(format!(
            "a page's checksum is {found:08x} where it declares {expected:08x}"
        )),
        other => ReadError::NotOgg(other.to_string()),
    }
}

/// What a Theora identification header says: the picture's size and the frame rate.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Identification {
    /// Displayed width.
    pub(crate) width: u32,
    /// Displayed height.
    pub(crate) height: u32,
    /// Seconds a frame.
    pub(crate) frame_seconds: f64,
}

/// Reads a Theora identification header (the Theora specification, section 6.2).
pub(crate) fn identification(header: &[u8]) -> Result<Identification, ReadError> {
    let corrupt =
        |what: &str| ReadError::Corrupt(format!("the Theora identification header {what}"));
    if header.len() < 42 || !header.starts_with(b"\x80theora") {
        return Err(corrupt("is shorter than 42 bytes or not one"));
    }
    let be = |at: usize, n: usize| {
        header[at..at + n]
            .iter()
            .fold(0u32, |a, &b| (a << 8) | u32::from(b))
    };
    let (width, height) = (be(14, 3), be(17, 3));
    let (numerator, denominator) = (be(22, 4), be(26, 4));
    if width == 0 || height == 0 {
        return Err(corrupt(&format!("declares a {width}x{height} picture")));
    }
    if width > MAX_DIMENSION || height > MAX_DIMENSION {
        return Err(ReadError::TooLarge(format!(
            "the video is {width}x{height}, more than {MAX_DIMENSION} on a side"
        )));
    }
    if numerator == 0 || denominator == 0 {
        return Err(corrupt(&format!(
            "declares a frame rate of {numerator}/{denominator}"
        )));
    }
    Ok(Identification {
        width,
        height,
        frame_seconds: f64::from(denominator) / f64::from(numerator),
    })
}

/// The codec a stream's first packet names, when it is not Theora.
fn other_codec(first: &[u8]) -> Option<(&'static str, &'static str)> {
    const KNOWN: [(&[u8], &str, &str); 6] = [
        (b"\x01vorbis", "Vorbis", "audio"),
        (b"OpusHead", "Opus", "audio"),
        (b"fLaC", "FLAC", "audio"),
        (b"\x7fFLAC", "FLAC", "audio"),
        (b"OVP80", "VP8", "video"),
        (b"\x80daala", "Daala", "video"),
    ];
    KNOWN
        .iter()
        .find(|(magic, ..)| first.starts_with(magic))
        .map(|&(_, name, kind)| (name, kind))
}

/// Reads an Ogg file's first Theora stream.
pub(super) fn open<R: Read + Seek>(src: &mut R) -> Result<VideoTrack, ReadError> {
    src.seek(SeekFrom::Start(0))?;
    let mut packets = PacketReader::new(&mut *src);
    let mut serial = None;
    let mut headers: Vec<Vec<u8>> = Vec::new();
    let mut ident = None;
    let mut refused_video = None;
    let mut spooled = SpooledSamples::new();
    let mut ended = false;
    while let Some(packet) = packets.read_packet().map_err(ogg_error)? {
        if serial.is_none() && packet.first_in_stream() {
            if packet.data.starts_with(b"\x80theora") {
                serial = Some(packet.stream_serial());
            } else if let Some((name, "video")) = other_codec(&packet.data) {
                refused_video.get_or_insert(name);
            }
        }
        if serial != Some(packet.stream_serial()) {
            continue;
        }
        ended |= packet.last_in_stream();
        if headers.len() < 3 {
            let kind = 0x80 + headers.len() as u8;
            if packet.data.first() != Some(&kind) {
                return Err(ReadError::Corrupt(format!(
                    "the Theora stream's header {} is missing",
                    headers.len() + 1
                )));
            }
            if headers.is_empty() {
                ident = Some(identification(&packet.data)?);
            }
            headers.push(packet.data);
            continue;
        }
        let Some(id) = ident else {
            unreachable!("the identification header is the first of the three");
        };
        if packet.data.first().is_some_and(|b| b & 0x80 != 0) {
            // A header packet after the headers: nothing to show.
            continue;
        }
        let time = spooled.samples.len() as f64 * id.frame_seconds;
        let sync = packet.data.first().is_some_and(|b| b & 0x40 == 0);
        spooled.push(&packet.data, time, sync)?;
    }
    let Some(id) = ident else {
        return Err(match refused_video {
            Some(name) => ReadError::Codec {
                name,
                fourcc: name.to_string(),
                reads: READS,
            },
            None => ReadError::NoVideoTrack,
        });
    };
    if headers.len() < 3 {
        return Err(ReadError::Truncated(
            "the file ends inside the Theora stream's headers".into(),
        ));
    }
    let (mut samples, spool) = spooled.finish()?;
    if !ended {
        // A cut at a page boundary reads as a shorter stream but for its missing last page.
        return Err(ReadError::Truncated(
            "the Theora stream ends without its last page (end of stream)".into(),
        ));
    }
    if samples.is_empty() {
        return Err(ReadError::Truncated(
            "the file ends before the Theora stream's first frame".into(),
        ));
    }
    let duration = samples.len() as f64 * id.frame_seconds;
    let by_decode = VideoTrack::order(&mut samples);
    Ok(VideoTrack {
        container: "ogg",
        codec_id: "theora".into(),
        codec: Codec::Theora { headers },
        coded_width: id.width,
        coded_height: id.height,
        rotation: 0,
        display_width: id.width,
        display_height: id.height,
        timescale: (1.0 / id.frame_seconds)
            .round()
            .clamp(1.0, f64::from(u32::MAX)) as u32,
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

    fn header(width: u32, height: u32, num: u32, den: u32) -> Vec<u8> {
        let mut h = b"\x80theora".to_vec();
        h.extend([3, 2, 1]);
        h.extend([0, 20, 0, 15]);
        h.extend(&width.to_be_bytes()[1..]);
        h.extend(&height.to_be_bytes()[1..]);
        h.extend([0, 0]);
        h.extend(num.to_be_bytes());
        h.extend(den.to_be_bytes());
        h.resize(42, 0);
        h
    }

    #[test]
    fn the_identification_header_gives_size_and_rate() {
        let id = identification(&header(320, 240, 25, 1)).unwrap();
        assert_eq!((id.width, id.height), (320, 240));
        assert!((id.frame_seconds - 0.04).abs() < 1e-9);
        assert!(identification(&header(0, 240, 25, 1)).is_err());
        assert!(identification(&header(320, 240, 0, 1)).is_err());
        assert!(matches!(
            identification(&header(20000, 240, 25, 1)),
            Err(ReadError::TooLarge(_))
        ));
        assert!(identification(&header(320, 240, 25, 1)[..30]).is_err());
    }
}
