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
//!   boxes used here, under box headers written here ([`handed`]), since it loops for ever
//!   on some trees (its own parse runs under `catch_unwind`, so a malformed field it trips
//!   on is an error, not a crash);
//! - every count a file declares is checked against the file's size before anything is
//!   allocated for it ([`MAX_SAMPLES`], [`MAX_SAMPLE_SIZE`], [`MAX_DIMENSION`]), and every
//!   sample must lie inside the file;
//! - the codec is named from the sample entry's four-character code, so HEVC, VP9 or AV1 is
//!   refused by name rather than as "no video track";
//! - presentation times include the composition offsets (`ctts`, B-frames) and the edit
//!   list's shift, so the first frame of a libx264 file shows at 0; fragmented files
//!   (`moof`/`trun`, no duration in the header) are read from their fragments.
//!
//! Audio tracks are skipped: only their handler type is looked at.

use std::io::{Cursor, Read, Seek, SeekFrom};
use std::panic::{AssertUnwindSafe, catch_unwind};

use mp4::{MoovBox, Mp4Reader};

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
    /// The video track is in a codec this reader does not decode.
    #[error("the video track is {name} ({fourcc}); video_frames reads H.264")]
    Codec {
        /// The codec's usual name (`HEVC`, `VP9`, `AV1`, …).
        name: &'static str,
        /// The sample entry's four-character code (`hvc1`, `vp09`, …).
        fourcc: String,
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
    /// The H.264 data did not decode.
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

/// What a reader needs to know of the video track.
#[derive(Debug, Clone)]
pub(crate) struct VideoTrack {
    /// The container as its `ftyp` brand names it: `mp4`, `mov` or `m4v`.
    pub(crate) container: &'static str,
    /// The sample entry's code: `avc1` or `avc3`.
    pub(crate) codec: String,
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
    /// Bytes of each NAL unit's length prefix (1, 2 or 4).
    pub(crate) nal_length_size: u8,
    /// Sequence parameter sets from `avcC`.
    pub(crate) sps: Vec<Vec<u8>>,
    /// Picture parameter sets from `avcC`.
    pub(crate) pps: Vec<Vec<u8>>,
    /// Every sample, sorted by presentation time.
    pub(crate) samples: Vec<Sample>,
    /// For each decode index, the sample's place in `samples`.
    pub(crate) by_decode: Vec<u32>,
    /// Where our recorder's frame index ([`crate::index`]) lies: the payload's offset and
    /// length, when the file has one.
    pub(crate) frame_index: Option<(u64, u64)>,
}

/// A top-level box: its type, where it starts and how long it is.
#[derive(Debug, Clone, Copy)]
struct TopBox {
    kind: [u8; 4],
    start: u64,
    size: u64,
}

/// Top-level box types a file may start with.
const FIRST_BOXES: [&[u8; 4]; 8] = [
    b"ftyp", b"moov", b"free", b"skip", b"wide", b"mdat", b"styp", b"pnot",
];

fn fourcc_text(kind: &[u8]) -> String {
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
fn box_header<R: Read + Seek>(
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
fn top_level<R: Read + Seek>(src: &mut R, file_len: u64) -> Result<Vec<TopBox>, ReadError> {
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

/// The four-character codes of each track's first sample entry and handler, in file order,
/// read from the boxes directly (the `mp4` crate drops entries it does not know).
fn track_codes<R: Read + Seek>(
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

/// The boxes directly inside `[from, to)`.
fn children<R: Read + Seek>(src: &mut R, from: u64, to: u64) -> std::io::Result<Vec<TopBox>> {
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
fn child<R: Read + Seek>(
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
fn check_tree<R: Read + Seek>(src: &mut R, parent: TopBox) -> Result<(), ReadError> {
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
/// reader accepts ([`MAX_SAMPLES`]) take a small part of it.
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
fn handed<R: Read + Seek>(src: &mut R, boxes: &[TopBox]) -> Result<Vec<u8>, ReadError> {
    let mut out = Vec::new();
    let first = |kind: &[u8; 4]| boxes.iter().find(|b| &b.kind == kind).copied();
    let moofs = boxes.iter().filter(|b| &b.kind == b"moof").copied();
    for b in first(b"ftyp")
        .into_iter()
        .chain(first(b"moov"))
        .chain(moofs)
    {
        hand(src, b, b"    ", &mut out)?;
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
    out: &mut Vec<u8>,
) -> Result<(), ReadError> {
    let end = b.start + b.size;
    let Some((_, header, _)) = box_header(src, b.start, end)? else {
        return Ok(());
    };
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
                hand(src, kid, &b.kind, out)?;
            }
        }
    }
    let size = u32::try_from(out.len() - at).map_err(|_| too_large())?;
    out[at..at + 4].copy_from_slice(&size.to_be_bytes());
    Ok(())
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

/// The usual name of a video codec by its sample entry code.
fn codec_name(fourcc: &[u8; 4]) -> &'static str {
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

impl VideoTrack {
    /// Reads the container's index and describes its video track.
    pub(crate) fn open<R: Read + Seek>(src: &mut R) -> Result<VideoTrack, ReadError> {
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

        let handed = handed(src, &boxes)?;
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
        samples.sort_by(|a, b| {
            a.time
                .total_cmp(&b.time)
                .then(a.decode_index.cmp(&b.decode_index))
        });
        let mut by_decode = vec![0u32; samples.len()];
        for (place, s) in samples.iter().enumerate() {
            by_decode[s.decode_index as usize] = place as u32;
        }
        let header = trak.mdia.mdhd.duration;
        let duration = if header > 0 && header != u64::from(u32::MAX) && header != u64::MAX {
            header as f64 / scale
        } else {
            (end_ticks as f64 / scale).max(0.0)
        };

        Ok(VideoTrack {
            container,
            codec,
            coded_width,
            coded_height,
            rotation,
            display_width,
            display_height,
            timescale,
            duration,
            nal_length_size,
            sps,
            pps,
            samples,
            by_decode,
            frame_index,
        })
    }
}

/// The container a file's `ftyp` major brand names: QuickTime's `qt  ` is a MOV, Apple's
/// `M4V…` brands an M4V, anything else (isom, mp41, mp42, avc1, …) an MP4.
fn container_of<R: Read + Seek>(src: &mut R, ftyp: TopBox) -> Result<&'static str, ReadError> {
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
fn find_frame_index<R: Read + Seek>(
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

/// A sample as the tables give it, in decode order.
#[derive(Debug, Clone, Copy)]
struct RawSample {
    dts: i64,
    cts: i64,
    duration: u32,
    sync: bool,
    offset: u64,
    size: u32,
}

fn check_count(what: &str, count: u64, file_len: u64) -> Result<(), ReadError> {
    if count > MAX_SAMPLES {
        return Err(ReadError::TooLarge(format!(
            "{what} declares {count} samples, more than {MAX_SAMPLES}"
        )));
    }
    if count > file_len {
        return Err(ReadError::Corrupt(format!(
            "{what} declares {count} samples in a file of {file_len} bytes"
        )));
    }
    Ok(())
}

fn check_size(index: usize, size: u32) -> Result<(), ReadError> {
    if size > MAX_SAMPLE_SIZE {
        return Err(ReadError::TooLarge(format!(
            "sample {} is {size} bytes, more than {} MiB",
            index + 1,
            MAX_SAMPLE_SIZE >> 20
        )));
    }
    Ok(())
}

/// The samples of a plain (unfragmented) track, from its sample tables.
fn table_samples(moov: &MoovBox, track: usize, file_len: u64) -> Result<Vec<RawSample>, ReadError> {
    let stbl = &moov.traks[track].mdia.minf.stbl;
    let count = u64::from(stbl.stsz.sample_count);
    check_count("the sample size table (stsz)", count, file_len)?;
    let count = count as usize;
    if stbl.stsz.sample_size == 0 && stbl.stsz.sample_sizes.len() != count {
        return Err(ReadError::Corrupt(
            "stsz lists fewer sizes than samples".into(),
        ));
    }
    let mut out = Vec::with_capacity(count);

    // Sizes and decode times.
    let mut durations = stbl
        .stts
        .entries
        .iter()
        .flat_map(|e| std::iter::repeat_n(e.sample_delta, e.sample_count as usize));
    let mut dts: i64 = 0;
    for i in 0..count {
        let size = if stbl.stsz.sample_size == 0 {
            stbl.stsz.sample_sizes[i]
        } else {
            stbl.stsz.sample_size
        };
        check_size(i, size)?;
        // A short stts repeats its last delta (as players do).
        let duration = durations
            .next()
            .unwrap_or_else(|| stbl.stts.entries.last().map_or(0, |e| e.sample_delta));
        out.push(RawSample {
            dts,
            cts: 0,
            duration,
            sync: stbl.stss.is_none(),
            offset: 0,
            size,
        });
        dts = dts.saturating_add(i64::from(duration));
    }

    // Composition offsets (B-frames show after they decode).
    if let Some(ctts) = &stbl.ctts {
        let mut i = 0usize;
        'entries: for e in &ctts.entries {
            for _ in 0..e.sample_count {
                let Some(s) = out.get_mut(i) else {
                    break 'entries;
                };
                s.cts = i64::from(e.sample_offset);
                i += 1;
            }
        }
    }

    // Keyframes.
    if let Some(stss) = &stbl.stss {
        for &n in &stss.entries {
            if let Some(s) = (n as usize).checked_sub(1).and_then(|i| out.get_mut(i)) {
                s.sync = true;
            }
        }
    }

    // Offsets: chunks hold runs of consecutive samples (stsc), chunks start at stco/co64.
    let chunks: Vec<u64> = match (&stbl.co64, &stbl.stco) {
        (Some(co64), _) => co64.entries.clone(),
        (None, Some(stco)) => stco.entries.iter().map(|&o| u64::from(o)).collect(),
        (None, None) => {
            return Err(ReadError::Corrupt(
                "no chunk offset table (stco/co64)".into(),
            ));
        }
    };
    let entries = &stbl.stsc.entries;
    let mut sample = 0usize;
    for (e, entry) in entries.iter().enumerate() {
        let first = entry.first_chunk as usize;
        let last = entries
            .get(e + 1)
            .map_or(chunks.len(), |n| (n.first_chunk as usize).saturating_sub(1));
        if first == 0 || first > chunks.len() {
            break;
        }
        for chunk in first..=last.min(chunks.len()) {
            let mut offset = chunks[chunk - 1];
            for _ in 0..entry.samples_per_chunk {
                let Some(s) = out.get_mut(sample) else {
                    break;
                };
                s.offset = offset;
                offset = offset.saturating_add(u64::from(s.size));
                sample += 1;
            }
            if sample >= count {
                break;
            }
        }
        if sample >= count {
            break;
        }
    }
    if sample < count {
        return Err(ReadError::Corrupt(format!(
            "the chunk tables place {sample} of {count} samples"
        )));
    }
    Ok(out)
}

const TFHD_DEFAULT_BASE_IS_MOOF: u32 = 0x02_0000;
/// `sample_is_non_sync_sample` in a sample's flags.
const NON_SYNC: u32 = 0x1_0000;

/// The samples of a fragmented track, from its fragments (`moof`/`traf`/`trun`).
fn fragment_samples<R>(
    mp4: &Mp4Reader<R>,
    track: usize,
    moof_starts: &[u64],
    file_len: u64,
) -> Result<Vec<RawSample>, ReadError> {
    let track_id = mp4.moov.traks[track].tkhd.track_id;
    if moof_starts.len() != mp4.moofs.len() {
        return Err(ReadError::Corrupt("the fragments do not parse".into()));
    }
    let trex = mp4
        .moov
        .mvex
        .as_ref()
        .map(|m| m.trex.clone())
        .filter(|t| t.track_id == track_id)
        .unwrap_or_default();
    let mut total = 0u64;
    for moof in &mp4.moofs {
        for traf in &moof.trafs {
            if traf.tfhd.track_id == track_id {
                total += traf.trun.as_ref().map_or(0, |t| u64::from(t.sample_count));
            }
        }
    }
    check_count("the fragments (trun)", total, file_len)?;
    let mut out: Vec<RawSample> = Vec::with_capacity(total as usize);
    let mut dts: i64 = 0;
    for (moof, &moof_start) in mp4.moofs.iter().zip(moof_starts) {
        let mut next_data = moof_start;
        for traf in &moof.trafs {
            let tfhd = &traf.tfhd;
            let Some(trun) = &traf.trun else {
                continue;
            };
            let base = match tfhd.base_data_offset {
                Some(b) => b,
                None if tfhd.flags & TFHD_DEFAULT_BASE_IS_MOOF != 0 => moof_start,
                None => next_data,
            };
            if tfhd.track_id != track_id {
                continue;
            }
            if let Some(t) = &traf.tfdt {
                dts = i64::try_from(t.base_media_decode_time).unwrap_or(i64::MAX);
            }
            let mut offset = base.saturating_add_signed(i64::from(trun.data_offset.unwrap_or(0)));
            let default_size = tfhd.default_sample_size.unwrap_or(trex.default_sample_size);
            let default_duration = tfhd
                .default_sample_duration
                .unwrap_or(trex.default_sample_duration);
            let default_flags = tfhd
                .default_sample_flags
                .unwrap_or(trex.default_sample_flags);
            for i in 0..trun.sample_count as usize {
                let size = trun.sample_sizes.get(i).copied().unwrap_or(default_size);
                check_size(out.len(), size)?;
                let duration = trun
                    .sample_durations
                    .get(i)
                    .copied()
                    .unwrap_or(default_duration);
                let flags = match (i, trun.first_sample_flags) {
                    (0, Some(f)) => f,
                    _ => trun.sample_flags.get(i).copied().unwrap_or(default_flags),
                };
                // Version 1 offsets are signed; version 0 ones are too in practice.
                let cts = trun.sample_cts.get(i).map_or(0, |&c| i64::from(c as i32));
                out.push(RawSample {
                    dts,
                    cts,
                    duration,
                    sync: flags & NON_SYNC == 0,
                    offset,
                    size,
                });
                dts = dts.saturating_add(i64::from(duration));
                offset = offset.saturating_add(u64::from(size));
            }
            next_data = offset;
        }
    }
    Ok(out)
}

/// Ticks (media timescale) to add to every presentation time for the edit list: an empty
/// edit delays the start, a media time skips the media's beginning (the B-frame delay
/// libx264 files carry). Only the first non-empty edit counts.
fn edit_shift(moov: &MoovBox, track: usize, media_scale: u32) -> i64 {
    let movie_scale = moov.mvhd.timescale;
    let Some(elst) = moov.traks[track]
        .edts
        .as_ref()
        .and_then(|e| e.elst.as_ref())
    else {
        return 0;
    };
    let mut shift: i64 = 0;
    for e in elst.entries.iter().take(16) {
        let empty = e.media_time == u64::from(u32::MAX) || e.media_time == u64::MAX;
        if empty {
            if movie_scale > 0 {
                let delay = u128::from(e.segment_duration) * u128::from(media_scale)
                    / u128::from(movie_scale);
                shift = shift.saturating_add(i64::try_from(delay).unwrap_or(0));
            }
        } else {
            return shift.saturating_sub(i64::try_from(e.media_time).unwrap_or(0));
        }
    }
    shift
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
        let track = VideoTrack::open(&mut std::io::Cursor::new(&bytes)).unwrap();
        assert!(!track.samples.is_empty());
    }

    #[test]
    fn codecs_are_named() {
        assert_eq!(codec_name(b"hvc1"), "HEVC");
        assert_eq!(codec_name(b"vp09"), "VP9");
        assert_eq!(codec_name(b"av01"), "AV1");
        assert_eq!(fourcc_text(b"a\0b\xff"), "a?b?");
    }
}
