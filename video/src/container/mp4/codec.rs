//! The codec of a track, named from the file's own boxes.
//!
//! The `mp4` crate keeps only the sample entries it knows (`avc1`, `hev1`, `vp09`, …) and
//! drops the rest, so a file in HEVC (`hvc1`), AV1 or ProRes would read as "no video
//! track". The codes are read here from the boxes themselves, so such a file is refused by
//! its codec's name.

use std::io::{Read, Seek, SeekFrom};

use super::boxes::{TopBox, box_header, child, children};

/// The usual name of a video codec by its sample entry code.
pub(super) fn codec_name(fourcc: &[u8; 4]) -> &'static str {
    match fourcc {
        b"avc1" | b"avc2" | b"avc3" | b"avc4" => "H.264",
        b"hvc1" | b"hev1" | b"dvh1" | b"dvhe" => "HEVC",
        b"vp08" => "VP8",
        b"vp09" => "VP9",
        b"av01" => "AV1",
        b"mp4v" => "MPEG-4 Part 2",
        b"jpeg" | b"mjpa" | b"mjpb" => "Motion JPEG",
        b"apch" | b"apcn" | b"apcs" | b"apco" | b"ap4h" | b"ap4x" => "ProRes",
        b"s263" | b"h263" => "H.263",
        _ => "an unsupported codec",
    }
}

/// The four-character codes of each track's first sample entry and handler, in file order,
/// read from the boxes directly (the `mp4` crate drops entries it does not know).
pub(super) fn track_codes<R: Read + Seek>(
    src: &mut R,
    moov: TopBox,
) -> std::io::Result<Vec<([u8; 4], [u8; 4])>> {
    let mut out = Vec::new();
    let moov_end = moov.start + moov.size;
    let Some((_, header, _)) = box_header(src, moov.start, moov_end)? else {
        return Ok(out);
    };
    for trak in children(src, moov.start + header, moov_end)? {
        if &trak.kind != b"trak" {
            continue;
        }
        let mut handler = *b"    ";
        let mut entry = *b"    ";
        if let Some(mdia) = child(src, trak, b"mdia")? {
            if let Some(hdlr) = child(src, mdia, b"hdlr")? {
                // version/flags (4), pre_defined (4), handler_type (4)
                if hdlr.size >= 8 + 12 {
                    src.seek(SeekFrom::Start(hdlr.start + 8 + 8))?;
                    src.read_exact(&mut handler)?;
                }
            }
            if let Some(minf) = child(src, mdia, b"minf")?
                && let Some(stbl) = child(src, minf, b"stbl")?
                && let Some(stsd) = child(src, stbl, b"stsd")?
                && stsd.size >= 8 + 8 + 8
            {
                // version/flags (4), entry_count (4), then the first entry's header.
                src.seek(SeekFrom::Start(stsd.start + 8 + 8 + 4))?;
                src.read_exact(&mut entry)?;
            }
        }
        out.push((handler, entry));
        if out.len() > 1024 {
            break;
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codecs_are_named() {
        assert_eq!(codec_name(b"hvc1"), "HEVC");
        assert_eq!(codec_name(b"vp09"), "VP9");
        assert_eq!(codec_name(b"av01"), "AV1");
    }
}
