//! The MP4 / M4V / MOV container: where a video track's samples lie and when each shows.
//!
//! The `mp4` crate parses the boxes; this module turns them into one table a reader can seek
//! in (presentation time, decode order, keyframe flag, byte range for every sample), because
//! the crate answers per sample by walking its tables (quadratic over a file) and neither
//! bounds what a hostile file claims nor says which codec it did not recognise. So:
//!
//! - the boxes are walked here first, bounded: a file that does not start like an MP4 is
//!   refused before any parsing, a box cut off by the end of the file says *truncated*, a
//!   box tree that does not add up is corrupt; the crate is then handed a copy of only the
//!   boxes used here, under box headers written here ([`handed::handed`]), since it loops
//!   for ever on some trees (its own parse runs under `catch_unwind`, so a malformed field
//!   it trips on is an error, not a crash);
//! - every count a file declares is checked against the file's size before anything is
//!   allocated for it ([`MAX_SAMPLES`], [`MAX_SAMPLE_SIZE`], [`MAX_DIMENSION`]), and every
//!   sample must lie inside the file;
//! - the codec is named from the sample entry's four-character code, so HEVC, VP9 or AV1 in
//!   an MP4 is refused by name rather than as "no video track";
//! - presentation times include the composition offsets (`ctts`, B-frames) and the edit
//!   list's shift, so the first frame of a libx264 file shows at 0; fragmented files
//!   (`moof`/`trun`, no duration in the header) are read from their fragments.
//!
//! Audio tracks are skipped: only their handler type is looked at.
//!
//! Its parts: [`boxes`] the bounded walk over the file's boxes; [`mod@handed`] the check of
//! the box tree and the copy the crate parses; [`codec`] the codec named from the sample
//! entry; [`tables`] the samples of a plain track and the edit list; [`fragments`] those
//! of a fragmented one.

mod boxes;
mod codec;
mod fragments;
mod handed;
mod tables;

use std::io::{Cursor, Read, Seek, SeekFrom};
use std::panic::{AssertUnwindSafe, catch_unwind};

use mp4::Mp4Reader;

use super::{Codec, MAX_DIMENSION, MAX_SAMPLE_SIZE, MAX_SAMPLES, ReadError, Sample, VideoTrack};
use boxes::{container_of, find_frame_index, fourcc_text, top_level};
use codec::{codec_name, track_codes};
use fragments::fragment_samples;
use handed::{check_tree, handed};
use tables::{edit_shift, table_samples};

/// What this reader decodes in an MP4 (named when it refuses another codec).
const READS: &str = "H.264 in MP4, M4V or MOV (and VP8, VP9, AV1 in WebM or Matroska)";

/// Whether `head` (the file's first bytes) starts like an MP4: a box size, then one of the
/// box types a file may start with.
pub(super) fn sniff(head: &[u8]) -> bool {
    head.len() >= 8 && boxes::FIRST_BOXES.iter().any(|k| head[4..8] == k[..])
}

/// Clockwise rotation from a track header matrix (16.16 fixed point `a`, `b`): 0, 90, 180
/// or 270; anything but a right angle counts as 0.
pub(crate) fn rotation_of(a: i32, b: i32) -> u16 {
    match (a.signum(), b.signum()) {
        (0, 1) => 90,
        (-1, 0) => 180,
        (0, -1) => 270,
        _ => 0,
    }
}

fn crate_error(e: mp4::Error) -> ReadError {
    match e {
        mp4::Error::IoError(io) if io.kind() == std::io::ErrorKind::UnexpectedEof => {
            ReadError::Truncated(format!("a box ends early ({io})"))
        }
        mp4::Error::IoError(io) => ReadError::Io(io),
        other => ReadError::NotMp4(other.to_string()),
    }
}

/// Reads an MP4's index and describes its video track.
pub(super) fn open<R: Read + Seek>(src: &mut R) -> Result<VideoTrack, ReadError> {
    let file_len = src.seek(SeekFrom::End(0))?;
    let boxes = top_level(src, file_len)?;
    let Some(moov) = boxes.iter().copied().find(|b| &b.kind == b"moov") else {
        let cut = boxes.last().is_some_and(|b| b.start + b.size > file_len);
        return Err(if cut {
            ReadError::Truncated("the file ends before its index (moov) was written".into())
        } else {
            ReadError::NotMp4("no moov box (the index of the file)".into())
        });
    };
    let Some(ftyp) = boxes.iter().copied().find(|b| &b.kind == b"ftyp") else {
        return Err(ReadError::NotMp4("no ftyp box".into()));
    };
    let container = container_of(src, ftyp)?;
    for b in boxes
        .iter()
        .filter(|b| &b.kind == b"moov" || &b.kind == b"moof")
    {
        check_tree(src, *b)?;
    }
    let codes = track_codes(src, moov)?;
    let frame_index = find_frame_index(src, &boxes, file_len)?;
    let moof_starts: Vec<u64> = boxes
        .iter()
        .filter(|b| &b.kind == b"moof")
        .map(|b| b.start)
        .collect();

    let handed = handed(src, &boxes, file_len)?;
    let handed_len = handed.len() as u64;
    let parsed = catch_unwind(AssertUnwindSafe(move || {
        Mp4Reader::read_header(Cursor::new(handed), handed_len)
    }));
    let mp4 = match parsed {
        Ok(Ok(mp4)) => mp4,
        Ok(Err(e)) => return Err(crate_error(e)),
        Err(_) => return Err(ReadError::NotMp4("a box is malformed".into())),
    };

    // The first video track (by handler), in file order.
    let Some(index) = mp4
        .moov
        .traks
        .iter()
        .position(|trak| &trak.mdia.hdlr.handler_type.value == b"vide")
    else {
        return Err(ReadError::NoVideoTrack);
    };
    let trak = &mp4.moov.traks[index];
    let entry = codes.get(index).map_or(*b"    ", |c| c.1);
    let Some(avc1) = trak.mdia.minf.stbl.stsd.avc1.as_ref() else {
        let fourcc = if trak.mdia.minf.stbl.stsd.hev1.is_some() && &entry == b"    " {
            *b"hev1"
        } else {
            entry
        };
        return Err(ReadError::Codec {
            name: codec_name(&fourcc),
            fourcc: fourcc_text(&fourcc),
            reads: READS,
        });
    };
    let codec = if &entry == b"avc3" { "avc3" } else { "avc1" }.to_string();

    let (coded_width, coded_height) = (u32::from(avc1.width), u32::from(avc1.height));
    if coded_width == 0 || coded_height == 0 {
        return Err(ReadError::Corrupt(format!(
            "the video is {coded_width}x{coded_height}"
        )));
    }
    if coded_width > MAX_DIMENSION || coded_height > MAX_DIMENSION {
        return Err(ReadError::TooLarge(format!(
            "the video is {coded_width}x{coded_height}, more than {MAX_DIMENSION} on a side"
        )));
    }
    let rotation = rotation_of(trak.tkhd.matrix.a, trak.tkhd.matrix.b);
    let (display_width, display_height) = if rotation % 180 == 90 {
        (coded_height, coded_width)
    } else {
        (coded_width, coded_height)
    };

    let avcc = &avc1.avcc;
    let nal_length_size = (avcc.length_size_minus_one & 3) + 1;
    if nal_length_size == 3 {
        return Err(ReadError::Corrupt(
            "avcC declares 3-byte NAL lengths".into(),
        ));
    }
    let sps: Vec<Vec<u8>> = avcc
        .sequence_parameter_sets
        .iter()
        .map(|n| n.bytes.clone())
        .collect();
    let pps: Vec<Vec<u8>> = avcc
        .picture_parameter_sets
        .iter()
        .map(|n| n.bytes.clone())
        .collect();
    if codec == "avc1" && (sps.is_empty() || pps.is_empty()) {
        return Err(ReadError::Corrupt(
            "the avcC box holds no SPS or no PPS".into(),
        ));
    }

    let timescale = trak.mdia.mdhd.timescale;
    if timescale == 0 {
        return Err(ReadError::Corrupt(
            "the video track's timescale is 0".into(),
        ));
    }
    let raw = if mp4.is_fragmented() {
        fragment_samples(&mp4, index, &moof_starts, file_len)?
    } else {
        table_samples(&mp4.moov, index, file_len)?
    };
    if raw.is_empty() {
        return Err(ReadError::Corrupt("the video track has no samples".into()));
    }
    for (i, s) in raw.iter().enumerate() {
        if s.offset
            .checked_add(u64::from(s.size))
            .is_none_or(|end| end > file_len)
        {
            return Err(ReadError::Truncated(format!(
                "sample {} lies past the end of the file ({file_len} bytes)",
                i + 1
            )));
        }
    }

    let shift = edit_shift(&mp4.moov, index, timescale);
    let scale = f64::from(timescale);
    let mut end_ticks = i64::MIN;
    let mut samples: Vec<Sample> = raw
        .iter()
        .enumerate()
        .map(|(i, r)| {
            let pts = r.dts.saturating_add(r.cts).saturating_add(shift);
            end_ticks = end_ticks.max(pts.saturating_add(i64::from(r.duration)));
            Sample {
                time: pts as f64 / scale,
                decode_index: i as u32,
                sync: r.sync,
                offset: r.offset,
                size: r.size,
            }
        })
        .collect();
    let by_decode = VideoTrack::order(&mut samples);
    let header = trak.mdia.mdhd.duration;
    let duration = if header > 0 && header != u64::from(u32::MAX) && header != u64::MAX {
        header as f64 / scale
    } else {
        (end_ticks as f64 / scale).max(0.0)
    };

    Ok(VideoTrack {
        container,
        codec_id: codec,
        codec: Codec::H264 {
            nal_length_size,
            sps,
            pps,
        },
        coded_width,
        coded_height,
        rotation,
        display_width,
        display_height,
        timescale,
        duration,
        samples,
        by_decode,
        frame_index,
        spool: None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rotation_from_matrix() {
        let one = 0x1_0000;
        assert_eq!(rotation_of(one, 0), 0);
        assert_eq!(rotation_of(0, one), 90);
        assert_eq!(rotation_of(-one, 0), 180);
        assert_eq!(rotation_of(0, -one), 270);
        assert_eq!(rotation_of(one, one), 0);
    }
}
