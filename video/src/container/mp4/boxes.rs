//! The bounded walk over a file's boxes, read from the file itself: the top-level boxes,
//! a container's children, the few fields read straight from the boxes (the `ftyp` brand,
//! our frame index's `uuid`).
//!
//! It exists because nothing read from a hostile file may be trusted before it is bounded:
//! every size is checked against what is left of the parent (and of the file) before a
//! box is believed, every list of boxes is capped, and the walk never goes backwards, so
//! it ends on any input. The `mp4` crate is handed only what this walk found
//! ([`super::handed::handed`]).

use std::io::{Read, Seek, SeekFrom};

use super::ReadError;

/// A top-level box: its type, where it starts and how long it is.
#[derive(Debug, Clone, Copy)]
pub(super) struct TopBox {
    pub(super) kind: [u8; 4],
    pub(super) start: u64,
    pub(super) size: u64,
}

/// Top-level box types a file may start with.
pub(super) const FIRST_BOXES: [&[u8; 4]; 8] = [
    b"ftyp", b"moov", b"free", b"skip", b"wide", b"mdat", b"styp", b"pnot",
];

pub(super) fn fourcc_text(kind: &[u8]) -> String {
    kind.iter()
        .map(|&b| {
            if b.is_ascii_graphic() || b == b' ' {
                char::from(b)
            } else {
                '?'
            }
        })
        .collect()
}

/// Reads a box header at `at`: (type, header length, total size; 0 means "to the end").
pub(super) fn box_header<R: Read + Seek>(
    src: &mut R,
    at: u64,
    end: u64,
) -> std::io::Result<Option<([u8; 4], u64, u64)>> {
    if end.saturating_sub(at) < 8 {
        return Ok(None);
    }
    src.seek(SeekFrom::Start(at))?;
    let mut head = [0u8; 8];
    src.read_exact(&mut head)?;
    let size32 = u32::from_be_bytes([head[0], head[1], head[2], head[3]]);
    let kind = [head[4], head[5], head[6], head[7]];
    match size32 {
        1 => {
            if end - at < 16 {
                return Ok(None);
            }
            let mut large = [0u8; 8];
            src.read_exact(&mut large)?;
            Ok(Some((kind, 16, u64::from_be_bytes(large))))
        }
        0 => Ok(Some((kind, 8, end - at))),
        n => Ok(Some((kind, 8, u64::from(n)))),
    }
}

/// The top-level boxes; the last may be cut off by the end of the file (not a `moov` or
/// `moof`: that is refused as truncated).
pub(super) fn top_level<R: Read + Seek>(
    src: &mut R,
    file_len: u64,
) -> Result<Vec<TopBox>, ReadError> {
    let mut boxes = Vec::new();
    let mut at = 0u64;
    while at < file_len {
        let Some((kind, header, size)) = box_header(src, at, file_len)? else {
            break;
        };
        if boxes.is_empty() && !FIRST_BOXES.contains(&&kind) {
            return Err(ReadError::NotMp4(format!(
                "the file does not start with an MP4 box (found \"{}\")",
                fourcc_text(&kind)
            )));
        }
        if size < header {
            return Err(ReadError::NotMp4(format!(
                "the box \"{}\" at byte {at} declares {size} bytes",
                fourcc_text(&kind)
            )));
        }
        if size > file_len - at {
            if &kind == b"moov" || &kind == b"moof" {
                return Err(ReadError::Truncated(format!(
                    "the index (\"{}\" at byte {at}, {size} bytes) runs past the end of the file ({file_len} bytes)",
                    fourcc_text(&kind)
                )));
            }
            // The media data (or trailing junk) is cut off: the index tells which samples
            // are missing.
            boxes.push(TopBox {
                kind,
                start: at,
                size,
            });
            return Ok(boxes);
        }
        boxes.push(TopBox {
            kind,
            start: at,
            size,
        });
        if boxes.len() > 1_000_000 {
            return Err(ReadError::TooLarge(
                "more than a million top-level boxes".into(),
            ));
        }
        at += size;
    }
    if boxes.is_empty() {
        return Err(ReadError::NotMp4(format!("{file_len} bytes hold no box")));
    }
    Ok(boxes)
}

/// The boxes directly inside `[from, to)`.
pub(super) fn children<R: Read + Seek>(
    src: &mut R,
    from: u64,
    to: u64,
) -> std::io::Result<Vec<TopBox>> {
    let mut out = Vec::new();
    let mut at = from;
    while let Some((kind, header, size)) = box_header(src, at, to)? {
        if size < header || size > to - at || out.len() > 4096 {
            break;
        }
        out.push(TopBox {
            kind,
            start: at,
            size,
        });
        at += size;
    }
    Ok(out)
}

/// The first box of type `kind` directly inside `parent` (a plain 8-byte header assumed
/// for the parent, as for every container box here).
pub(super) fn child<R: Read + Seek>(
    src: &mut R,
    parent: TopBox,
    kind: &[u8; 4],
) -> std::io::Result<Option<TopBox>> {
    let Some((_, header, _)) = box_header(src, parent.start, parent.start + parent.size)? else {
        return Ok(None);
    };
    Ok(
        children(src, parent.start + header, parent.start + parent.size)?
            .into_iter()
            .find(|b| &b.kind == kind),
    )
}

/// The container a file's `ftyp` major brand names: QuickTime's `qt  ` is a MOV, Apple's
/// `M4V…` brands an M4V, anything else (isom, mp41, mp42, avc1, …) an MP4.
pub(super) fn container_of<R: Read + Seek>(
    src: &mut R,
    ftyp: TopBox,
) -> Result<&'static str, ReadError> {
    let Some((_, header, _)) = box_header(src, ftyp.start, ftyp.start + ftyp.size)? else {
        return Ok("mp4");
    };
    if ftyp.size < header + 4 {
        return Ok("mp4");
    }
    let mut brand = [0u8; 4];
    src.seek(SeekFrom::Start(ftyp.start + header))?;
    src.read_exact(&mut brand)?;
    Ok(match &brand {
        b"qt  " => "mov",
        b if b.starts_with(b"M4V") => "m4v",
        _ => "mp4",
    })
}

/// The payload (offset, length) of the first whole top-level `uuid` box whose user type
/// is [`crate::index::INDEX_UUID`].
pub(super) fn find_frame_index<R: Read + Seek>(
    src: &mut R,
    boxes: &[TopBox],
    file_len: u64,
) -> Result<Option<(u64, u64)>, ReadError> {
    for b in boxes.iter().filter(|b| &b.kind == b"uuid") {
        let end = b.start + b.size;
        if end > file_len {
            continue;
        }
        let Some((_, header, _)) = box_header(src, b.start, end)? else {
            continue;
        };
        let user_type = b.start + header;
        if end.saturating_sub(user_type) < 16 {
            continue;
        }
        let mut kind = [0u8; 16];
        src.seek(SeekFrom::Start(user_type))?;
        src.read_exact(&mut kind)?;
        if kind == crate::index::INDEX_UUID {
            return Ok(Some((user_type + 16, end - user_type - 16)));
        }
    }
    Ok(None)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fourccs_print_as_text() {
        assert_eq!(fourcc_text(b"avc1"), "avc1");
        assert_eq!(fourcc_text(b"a\0b\xff"), "a?b?");
    }
}
