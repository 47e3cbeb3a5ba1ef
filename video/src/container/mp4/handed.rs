//! What the `mp4` crate is handed to parse, and the check of the box tree before it.
//!
//! The crate walks a container's children until its position reaches the container's end
//! and trusts every size it reads, so a box tree that does not add up sends it round for
//! ever (three files did, found by fuzzing: `video/testdata/`). This module is why that
//! cannot happen any more: [`check_tree`] refuses, with the box named, a tree whose sizes
//! do not add up in any container a reader walks, and [`handed`] gives the crate a copy of
//! only the boxes this reader uses, rebuilt under box headers written here, so that every
//! header the crate reads describes a box lying whole inside its parent; the one count it
//! loops over without bounding it by its box's bytes is bounded first ([`check_trun`]).
//! [`container`] is the one table of which boxes hold boxes, where their children start
//! and which of them the crate gets.

use std::io::{Read, Seek, SeekFrom};

use super::ReadError;
use super::boxes::{TopBox, box_header, children, fourcc_text};
use super::tables::check_count;

/// Where a `meta` box's children start, as the `mp4` crate reads it: after the 4 bytes of
/// version and flags (ISO), or at once when the first child's header follows directly
/// (QuickTime writes it so).
fn meta_skip<R: Read + Seek>(src: &mut R, content: u64) -> Result<u64, ReadError> {
    src.seek(SeekFrom::Start(content))?;
    let mut head = [0u8; 8];
    if src.read_exact(&mut head).is_err() {
        return Ok(4);
    }
    let version_flags = u32::from_be_bytes([head[0], head[1], head[2], head[3]]);
    Ok(if version_flags != 0 && &head[4..8] == b"hdlr" {
        0
    } else {
        4
    })
}

/// A box that holds boxes: where its children start and which of them the `mp4` crate is
/// handed ([`handed`]).
#[derive(Debug, Clone, Copy)]
struct Container {
    /// Bytes of the box's own fields before its first child.
    skip: Skip,
    /// The children the crate is handed (when the box is).
    kept: Kept,
}

#[derive(Debug, Clone, Copy)]
enum Skip {
    /// A fixed number of bytes.
    Bytes(u64),
    /// As the crate reads a `meta` box ([`meta_skip`]).
    Meta,
}

#[derive(Debug, Clone, Copy)]
enum Kept {
    /// The children of these types, in file order.
    Only(&'static [&'static [u8; 4]]),
    /// The first child, whatever it is: all the crate reads of a sample description or an
    /// edit box.
    First,
    /// Every child (a data reference: the crate reads as many as it declares).
    All,
}

/// Every box read as a list of boxes, by the `mp4` crate or a player, with where its
/// children start: most at once; a sample description (`stsd`) and a data reference
/// (`dref`) after version, flags and entry count; a sample entry after its fixed fields (78
/// bytes for video, 28 for audio). Every item of an `ilst` (metadata tags) holds `data`
/// boxes. `None`: the box's payload is fields, not boxes.
///
/// The kept children are what the crate needs to describe a track (it insists on a `dinf`
/// and reads its `dref`, though nothing here uses them), as it would find them in the
/// file where it reads only one; boxes of no use here (`udta`, `meta`, `tref`, an `avc3`
/// entry it does not know) keep none.
fn container(kind: &[u8; 4], parent: &[u8; 4]) -> Option<Container> {
    use Kept::{All, First, Only};
    let (skip, kept) = match kind {
        b"moov" => (0, Only(&[b"mvhd", b"trak", b"mvex"])),
        b"trak" => (0, Only(&[b"tkhd", b"edts", b"mdia"])),
        b"edts" => (0, First),
        b"mdia" => (0, Only(&[b"mdhd", b"hdlr", b"minf"])),
        b"minf" => (0, Only(&[b"dinf", b"stbl"])),
        b"dinf" => (0, Only(&[b"dref"])),
        b"dref" => (8, All),
        b"stbl" => (
            0,
            Only(&[
                b"stsd", b"stts", b"ctts", b"stss", b"stsc", b"stsz", b"stco", b"co64",
            ]),
        ),
        b"stsd" => (8, First),
        b"avc1" => (78, Only(&[b"avcC"])),
        b"hev1" => (78, Only(&[b"hvcC"])),
        b"vp09" => (78, Only(&[b"vpcC"])),
        b"avc3" | b"hvc1" => (78, Only(&[])),
        b"mp4a" => (28, Only(&[b"esds"])),
        b"mvex" => (0, Only(&[b"mehd", b"trex"])),
        b"moof" => (0, Only(&[b"mfhd", b"traf"])),
        b"traf" => (0, Only(&[b"tfhd", b"tfdt", b"trun"])),
        b"udta" | b"tref" | b"ilst" => (0, Only(&[])),
        b"meta" => {
            return Some(Container {
                skip: Skip::Meta,
                kept: Only(&[]),
            });
        }
        _ if parent == b"ilst" => (0, Only(&[])),
        _ => return None,
    };
    Some(Container {
        skip: Skip::Bytes(skip),
        kept,
    })
}

/// Where the children of `b` (a [`container`], its header `header` bytes long) start.
fn children_from<R: Read + Seek>(
    src: &mut R,
    b: TopBox,
    header: u64,
    skip: Skip,
) -> Result<u64, ReadError> {
    let content = b.start + header;
    Ok(match skip {
        Skip::Bytes(n) => content + n,
        Skip::Meta => content + meta_skip(src, content)?,
    })
}

/// Checks the box tree under `parent` (a `moov` or `moof`) and refuses, with the box named,
/// any child that declares 0 bytes, less than its own header or more than is left of its
/// parent, and any bytes after the last child, in every [`container`] down the tree: a
/// file so built is corrupt. (These are the boxes the `mp4` crate looped on for ever when
/// it read the file's own headers; it is now handed [`handed`]'s copy.)
pub(super) fn check_tree<R: Read + Seek>(src: &mut R, parent: TopBox) -> Result<(), ReadError> {
    let Some((_, header, _)) = box_header(src, parent.start, parent.start + parent.size)? else {
        return Ok(());
    };
    match container(&parent.kind, b"    ") {
        Some(c) => check_children(src, parent, header, c.skip, 0),
        None => Ok(()),
    }
}

/// [`check_tree`] below `parent`, its header `header` bytes long; `depth` bounds the
/// recursion.
fn check_children<R: Read + Seek>(
    src: &mut R,
    parent: TopBox,
    header: u64,
    skip: Skip,
    depth: u32,
) -> Result<(), ReadError> {
    let end = parent.start + parent.size;
    let mut at = children_from(src, parent, header, skip)?;
    let mut seen = 0u32;
    while end.saturating_sub(at) >= 8 {
        src.seek(SeekFrom::Start(at))?;
        let mut head = [0u8; 8];
        src.read_exact(&mut head)?;
        let declared = u64::from(u32::from_be_bytes([head[0], head[1], head[2], head[3]]));
        let kind = [head[4], head[5], head[6], head[7]];
        let size = if declared == 1 {
            let mut large = [0u8; 8];
            src.read_exact(&mut large)?;
            u64::from_be_bytes(large)
        } else {
            declared
        };
        let least = if declared == 1 { 16 } else { 8 };
        if size < least || size > end - at {
            return Err(ReadError::NotMp4(format!(
                "the box \"{}\" inside \"{}\" declares {size} bytes",
                fourcc_text(&kind),
                fourcc_text(&parent.kind)
            )));
        }
        seen += 1;
        if seen > 100_000 {
            return Err(ReadError::TooLarge(format!(
                "more than 100000 boxes inside \"{}\"",
                fourcc_text(&parent.kind)
            )));
        }
        if depth < 12
            && let Some(c) = container(&kind, &parent.kind)
        {
            let child = TopBox {
                kind,
                start: at,
                size,
            };
            check_children(src, child, least, c.skip, depth + 1)?;
        }
        at += size;
    }
    // The crate read a header wherever bytes were left, past the parent's end if fewer
    // than a header's were: a box header is all that may follow the last child.
    if at < end {
        return Err(ReadError::NotMp4(format!(
            "{} stray bytes after the last box inside \"{}\"",
            end - at,
            fourcc_text(&parent.kind)
        )));
    }
    Ok(())
}

/// Most bytes of boxes handed to the `mp4` crate: the tables of the longest track this
/// reader accepts ([`super::MAX_SAMPLES`]) take a small part of it.
const MAX_HANDED: u64 = 256 << 20;

/// What the `mp4` crate is handed to parse: the first `ftyp` and `moov` and every `moof`,
/// rebuilt from the boxes this reader uses (see [`container`]), each container from the
/// children [`children`] found inside it, under box headers written here.
///
/// The crate walks a container's children until its position reaches the container's end
/// and trusts every size it reads: a child of 0 bytes, or shorter than its header, sends
/// it back to where it was; bytes short of a header after the last child are read as a
/// header past the end; a 64-bit size of 0 is a box of 0 bytes. Three such files hung it
/// (the last a `url ` of 0 bytes under a `dref`, read once for each of the four billion
/// entries the `dref` declared). So it never reads a box header from the file: every
/// header it reads was written here, for a box that lies whole inside its parent, and the
/// boxes it has no business with (`udta`, `meta`, `emsg`, `mdat`, …) are not in the copy.
/// Only the fields of the boxes it is handed are the file's.
pub(super) fn handed<R: Read + Seek>(
    src: &mut R,
    boxes: &[TopBox],
    file_len: u64,
) -> Result<Vec<u8>, ReadError> {
    let mut out = Vec::new();
    let first = |kind: &[u8; 4]| boxes.iter().find(|b| &b.kind == kind).copied();
    let moofs = boxes.iter().filter(|b| &b.kind == b"moof").copied();
    for b in first(b"ftyp")
        .into_iter()
        .chain(first(b"moov"))
        .chain(moofs)
    {
        hand(src, b, b"    ", file_len, &mut out)?;
    }
    Ok(out)
}

/// Appends `b` (inside a box of type `parent`) to `out` under a header written here: a
/// [`container`] as its fields then the children the crate is handed, each rebuilt the
/// same way; any other box as its payload.
fn hand<R: Read + Seek>(
    src: &mut R,
    b: TopBox,
    parent: &[u8; 4],
    file_len: u64,
    out: &mut Vec<u8>,
) -> Result<(), ReadError> {
    let end = b.start + b.size;
    let Some((_, header, _)) = box_header(src, b.start, end)? else {
        return Ok(());
    };
    if &b.kind == b"trun" {
        check_trun(src, b.start + header, end, file_len)?;
    }
    let at = out.len();
    out.extend_from_slice(&[0, 0, 0, 0]);
    out.extend_from_slice(&b.kind);
    match container(&b.kind, parent) {
        None => copy(src, b.start + header, end, out)?,
        Some(c) => {
            let from = children_from(src, b, header, c.skip)?.min(end);
            copy(src, b.start + header, from, out)?;
            let mut kids = children(src, from, end)?;
            match c.kept {
                Kept::First => kids.truncate(1),
                Kept::All => {}
                Kept::Only(kinds) => kids.retain(|k| kinds.contains(&&k.kind)),
            }
            for kid in kids {
                hand(src, kid, &b.kind, file_len, out)?;
            }
        }
    }
    let size = u32::try_from(out.len() - at).map_err(|_| too_large())?;
    out[at..at + 4].copy_from_slice(&size.to_be_bytes());
    Ok(())
}

/// Refuses a track fragment run (`trun`, its payload `[content, end)`) declaring more
/// samples than a track may have ([`check_count`]). The crate bounds every other count it
/// loops over by the bytes of its box, and this one too when each sample carries fields of
/// its own; but a run whose samples all take the defaults is a count alone, and it turned
/// an empty loop over four billion samples (found by fuzzing: `video/testdata/`).
fn check_trun<R: Read + Seek>(
    src: &mut R,
    content: u64,
    end: u64,
    file_len: u64,
) -> Result<(), ReadError> {
    // version and flags (4), sample_count (4)
    if end.saturating_sub(content) < 8 {
        return Ok(());
    }
    let mut count = [0u8; 4];
    src.seek(SeekFrom::Start(content + 4))?;
    src.read_exact(&mut count)?;
    check_count(
        "a fragment (trun)",
        u64::from(u32::from_be_bytes(count)),
        file_len,
    )
}

fn too_large() -> ReadError {
    ReadError::TooLarge(format!(
        "the index holds more than {} MiB of tables",
        MAX_HANDED >> 20
    ))
}

/// Appends the file's bytes `[from, to)` to `out`.
fn copy<R: Read + Seek>(
    src: &mut R,
    from: u64,
    to: u64,
    out: &mut Vec<u8>,
) -> Result<(), ReadError> {
    let len = to.saturating_sub(from);
    if out.len() as u64 + len > MAX_HANDED {
        return Err(too_large());
    }
    src.seek(SeekFrom::Start(from))?;
    let read = (&mut *src).take(len).read_to_end(out)?;
    if read as u64 != len {
        return Err(ReadError::Truncated(format!(
            "the file ends inside a box at byte {from}"
        )));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The boxes the `mp4` crate (0.14) reads as lists of boxes, found by reading its
    /// source (every `read_box` that reads a `BoxHeader`): each is rebuilt when handed, so
    /// the crate reads no header of the file's.
    #[test]
    fn every_box_the_crate_walks_is_rebuilt() {
        let walked = [
            b"moov", b"trak", b"edts", b"mdia", b"minf", b"dinf", b"dref", b"stbl", b"stsd",
            b"avc1", b"hev1", b"vp09", b"mp4a", b"mvex", b"moof", b"traf", b"udta", b"meta",
            b"ilst",
        ];
        for kind in walked {
            assert!(container(kind, b"    ").is_some(), "{}", fourcc_text(kind));
        }
    }

    /// The crate reads as many data references as the `dref` declares, whatever their
    /// type: a QuickTime `alis` is handed as it is, and the file reads as before.
    #[test]
    fn a_data_reference_of_any_type_is_handed() {
        let seed =
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/seeds/high-64x36.mp4");
        let mut bytes = std::fs::read(seed).unwrap();
        let at = bytes.windows(4).position(|w| w == b"url ").unwrap();
        bytes[at..at + 4].copy_from_slice(b"alis");
        let track =
            super::super::super::VideoTrack::open(&mut std::io::Cursor::new(&bytes)).unwrap();
        assert!(!track.samples.is_empty());
    }
}
