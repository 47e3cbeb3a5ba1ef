//! Journal to MP4: one H.264 track with the real capture timestamps, index first.
//!
//! The `mp4` crate does the muxing (avcC from SPS/PPS, sample tables). Two things are ours:
//!
//! - **Timing.** Frames are captured at slots, some are skipped when the screen did not change
//!   and some are dropped when the device is slow, so the track has a variable frame rate:
//!   each sample lasts until the next one's capture time; the last one until the end record's
//!   time (or one frame interval when the journal has none, after a crash). The timescale is
//!   90 kHz, MPEG's clock: 11 µs resolution, and an exact number of ticks per frame at every
//!   common rate.
//! - **Fast start.** The crate writes the index (`moov`) after the media data, so a browser
//!   could not start playing a download before it had all of it. Once written, the file is
//!   rearranged in place to `ftyp`, `moov`, `mdat`: the media data moves up by the size of the
//!   index and every chunk offset (`stco`, or `co64` when an offset no longer fits 32 bits)
//!   grows by as much. In place, so finishing a recording needs no second copy's disk space.
//!
//! - **Actions.** Given the relay's cues ([`super::actions`]), a second track, of timed
//!   text (`tx3g`, millisecond timescale), holds them after the video's samples; no cue
//!   before the video's end, no track. Its chunk offsets move with the video's.
//! - **Frame index.** When every frame of the journal came with its signature, a top-level
//!   `uuid` box of `video::index` sits between `moov` and `mdat`: each sample's time,
//!   keyframe flag, number and colour cells, so `video_frames` chooses frames without
//!   decoding. Players skip the box. Before `mdat`, not after it: ffmpeg (so Chromium) reads
//!   the boxes after an `mdat` that does not end the file, which over HTTP costs a request
//!   to the far end of the file before the first picture. A journal without signatures
//!   (written before them) makes an MP4 without one.
//!
//! The journal is streamed: one access unit is in memory at a time, plus the crate's current
//! chunk (one second of video), the sample tables and the index (a few bytes a frame whose
//! cells did not move, at most `video::index::MAX_INDEX_BYTES`).

use std::fs::File;
use std::io::{self, BufWriter, Read, Seek, SeekFrom, Write};
use std::path::Path;

use bytes::Bytes;
use mp4::{
    AvcConfig, MediaConfig, Mp4Config, Mp4Sample, Mp4Writer, TrackConfig, TrackType, TtxtConfig,
};
use proto::ActionCue;
use video::index::IndexWriter;

use super::actions::{TEXT_TIMESCALE, text_samples};
use super::h264::annexb_nals;
use super::journal::{Entry, JournalError, JournalReader, is_disk_full};

/// Ticks per second of the video track (and of the movie).
pub(crate) const TIMESCALE: u32 = 90_000;

/// Why a journal could not be made into an MP4.
#[derive(Debug, thiserror::Error)]
pub(crate) enum MuxError {
    /// Reading the journal failed.
    #[error(transparent)]
    Journal(#[from] JournalError),
    /// The journal holds no frame.
    #[error("no frame was recorded")]
    Empty,
    /// Writing failed for lack of space: the journal is kept and finished later.
    #[error("the disk is full: {0}")]
    DiskFull(io::Error),
    /// Writing the MP4 failed.
    #[error("writing the MP4: {0}")]
    Io(io::Error),
    /// The muxer refused something.
    #[error("MP4 muxer: {0}")]
    Mp4(String),
    /// The `mp4` crate failed (other than by I/O).
    #[error("MP4 muxer: {0}")]
    Muxer(#[source] mp4::Error),
    /// The file written is not laid out as expected.
    #[error("MP4 layout: {0}")]
    Layout(String),
}

impl MuxError {
    /// Whether this failure is a full disk.
    pub(crate) fn is_disk_full(&self) -> bool {
        matches!(
            self,
            MuxError::DiskFull(_) | MuxError::Journal(JournalError::DiskFull(_))
        )
    }
}

impl From<io::Error> for MuxError {
    fn from(e: io::Error) -> Self {
        if is_disk_full(&e) {
            MuxError::DiskFull(e)
        } else {
            MuxError::Io(e)
        }
    }
}

impl From<mp4::Error> for MuxError {
    fn from(e: mp4::Error) -> Self {
        match e {
            mp4::Error::IoError(io) => io.into(),
            other => MuxError::Muxer(other),
        }
    }
}

/// What was muxed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct MuxSummary {
    /// Samples (encoded frames) in the file.
    pub(crate) samples: u64,
    /// Of which keyframes.
    pub(crate) keyframes: u64,
    /// Where the video ends, microseconds after the first frame.
    pub(crate) end_us: u64,
    /// Whether the journal had its end record (else it was cut short by a crash).
    pub(crate) clean_end: bool,
    /// Whether the journal ended in a damaged record.
    pub(crate) torn: bool,
    /// Bytes of the MP4.
    pub(crate) size_bytes: u64,
    /// Bytes of its frame index box (0: none).
    pub(crate) index_bytes: u64,
    /// Samples of its timed-text track of actions (0: none).
    pub(crate) text_samples: u64,
}

/// Microseconds to ticks.
fn ticks(us: u64) -> u64 {
    (us as u128 * TIMESCALE as u128 / 1_000_000) as u64
}

/// Annex B access unit to MP4 sample: 4-byte big-endian lengths, parameter sets and access
/// unit delimiters dropped (they live in avcC).
fn to_sample(annexb: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(annexb.len());
    for nal in annexb_nals(annexb) {
        let Some(&first) = nal.first() else { continue };
        if matches!(first & 0x1f, 7..=9) {
            continue;
        }
        out.extend_from_slice(&(nal.len() as u32).to_be_bytes());
        out.extend_from_slice(nal);
    }
    out
}

/// A picture's signature grid (columns, rows) and cells, as journalled.
type Cells = ((u32, u32), Vec<[u8; 3]>);

struct Pending {
    ts_us: u64,
    keyframe: bool,
    sample: Vec<u8>,
    /// The picture's signature grid and cells, from the journal.
    signature: Option<Cells>,
}

/// The frame index as it is built: dropped at the first frame it cannot describe.
enum Index {
    /// No frame yet.
    Empty,
    /// Every frame so far is in it.
    Building(IndexWriter),
    /// The MP4 gets none.
    Dropped,
}

impl Index {
    /// Add the sample numbered `number` (from 0, in decode order).
    fn add(&mut self, p: &Pending, number: u64) {
        let Some((grid, cells)) = &p.signature else {
            *self = Index::Dropped;
            return;
        };
        if let Index::Empty = self {
            *self = match IndexWriter::new(grid.0, grid.1) {
                Ok(w) => Index::Building(w),
                Err(_) => Index::Dropped,
            };
        }
        if let Index::Building(w) = self {
            let pushed = u32::try_from(number)
                .map_err(|_| "too many samples".to_string())
                .and_then(|n| {
                    if w.grid() != *grid {
                        return Err("the signature grid changed".into());
                    }
                    w.push(p.ts_us, p.keyframe, n, cells)
                        .map_err(|e| e.to_string())
                });
            if let Err(e) = pushed {
                tracing::warn!(error = %e, "the MP4 goes without a frame index");
                *self = Index::Dropped;
            }
        }
    }
}

/// Write the MP4 for the journal at `journal` to `out` (created or truncated), fast start,
/// with `actions` (checked, in time order) as its timed-text track.
pub(crate) fn journal_to_mp4(
    journal: &Path,
    out: &Path,
    actions: Option<&[ActionCue]>,
) -> Result<MuxSummary, MuxError> {
    let mut reader = JournalReader::open(journal)?;
    let meta = reader.meta().clone();
    let bad = |what: &str| MuxError::Mp4(format!("journal meta: {what}"));
    let sps = hex::decode(&meta.sps).map_err(|_| bad("sps"))?;
    let pps = hex::decode(&meta.pps).map_err(|_| bad("pps"))?;
    let width = u16::try_from(meta.width).map_err(|_| bad("width"))?;
    let height = u16::try_from(meta.height).map_err(|_| bad("height"))?;
    let frame_us = 1_000_000 / u64::from(meta.fps.max(1));

    // Read back too: the index is moved to the front in place.
    let file = File::options()
        .read(true)
        .write(true)
        .create(true)
        .truncate(true)
        .open(out)?;
    let config = Mp4Config {
        major_brand: (*b"isom").into(),
        minor_version: 512,
        compatible_brands: vec![
            (*b"isom").into(),
            (*b"iso2").into(),
            (*b"avc1").into(),
            (*b"mp41").into(),
        ],
        timescale: TIMESCALE,
    };
    let mut mp4 = Mp4Writer::write_start(BufWriter::with_capacity(1 << 20, file), &config)?;
    mp4.add_track(&TrackConfig {
        track_type: TrackType::Video,
        timescale: TIMESCALE,
        language: "und".into(),
        media_conf: MediaConfig::AvcConfig(AvcConfig {
            width,
            height,
            seq_param_set: sps,
            pic_param_set: pps,
        }),
    })?;

    let mut summary = MuxSummary {
        samples: 0,
        keyframes: 0,
        end_us: 0,
        clean_end: false,
        torn: false,
        size_bytes: 0,
        index_bytes: 0,
        text_samples: 0,
    };
    let mut index = Index::Empty;
    let mut pending: Option<Pending> = None;
    let mut payload = Vec::new();
    let mut write = |p: Pending, until_us: u64, s: &mut MuxSummary| -> Result<(), MuxError> {
        let start = ticks(p.ts_us);
        // At least one tick, so a sample never has zero length.
        let duration = ticks(until_us).saturating_sub(start).max(1);
        let duration =
            u32::try_from(duration).map_err(|_| MuxError::Mp4("sample too long".into()))?;
        index.add(&p, s.samples);
        s.samples += 1;
        s.keyframes += u64::from(p.keyframe);
        mp4.write_sample(
            1,
            &Mp4Sample {
                start_time: start,
                duration,
                rendering_offset: 0,
                is_sync: p.keyframe,
                bytes: Bytes::from(p.sample),
            },
        )?;
        Ok(())
    };
    let mut end_us = None;
    while let Some(entry) = reader.next_entry(&mut payload)? {
        match entry {
            Entry::Frame {
                ts_us,
                keyframe,
                signed,
            } => {
                let sample = to_sample(&payload);
                if sample.is_empty() {
                    continue;
                }
                // Timestamps only grow; a frame from the past would be damage, skip it.
                if let Some(p) = &pending
                    && ts_us <= p.ts_us
                {
                    continue;
                }
                if let Some(p) = pending.take() {
                    write(p, ts_us, &mut summary)?;
                }
                let signature = signed.then(|| {
                    let (grid, cells) = reader.signature();
                    (grid, cells.to_vec())
                });
                pending = Some(Pending {
                    ts_us,
                    keyframe,
                    sample,
                    signature,
                });
            }
            Entry::End { ts_us } => end_us = Some(ts_us),
        }
    }
    summary.torn = reader.torn();
    let Some(last) = pending else {
        return Err(MuxError::Empty);
    };
    summary.clean_end = end_us.is_some();
    let end = match end_us {
        Some(e) if e > last.ts_us => e,
        _ => last.ts_us + frame_us,
    };
    summary.end_us = end;
    write(last, end, &mut summary)?;
    let text = text_samples(actions.unwrap_or_default(), end / 1000);
    if !text.is_empty() {
        mp4.add_track(&TrackConfig {
            track_type: TrackType::Subtitle,
            timescale: TEXT_TIMESCALE,
            language: "eng".into(),
            media_conf: MediaConfig::TtxtConfig(TtxtConfig {}),
        })?;
        for t in text {
            let duration = u32::try_from(t.duration_ms)
                .map_err(|_| MuxError::Mp4("text sample too long".into()))?;
            mp4.write_sample(
                2,
                &Mp4Sample {
                    start_time: t.start_ms,
                    duration,
                    rendering_offset: 0,
                    is_sync: true,
                    bytes: Bytes::from(t.bytes),
                },
            )?;
            summary.text_samples += 1;
        }
    }
    mp4.write_end()?;
    let mut file = mp4
        .into_writer()
        .into_inner()
        .map_err(|e| MuxError::from(e.into_error()))?;
    // Between `moov` and `mdat`, so that `mdat` ends the file (the module's doc says why).
    let index_box = match index {
        Index::Building(w) => match w.finish_box() {
            Ok(b) => b,
            Err(e) => {
                tracing::warn!(error = %e, "the MP4 goes without a frame index");
                Vec::new()
            }
        },
        Index::Empty | Index::Dropped => Vec::new(),
    };
    move_index_first(&mut file, &index_box)?;
    summary.index_bytes = index_box.len() as u64;
    file.sync_all()?;
    summary.size_bytes = file.metadata()?.len();
    Ok(summary)
}

/// A top-level box: where it starts, its whole size, its type.
#[derive(Debug, Clone, Copy)]
struct TopBox {
    pos: u64,
    size: u64,
    kind: [u8; 4],
}

/// The top-level boxes of a file.
fn top_boxes(file: &mut File) -> Result<Vec<TopBox>, MuxError> {
    let len = file.metadata()?.len();
    let mut boxes = Vec::new();
    let mut pos = 0;
    while pos < len {
        file.seek(SeekFrom::Start(pos))?;
        let mut h = [0u8; 16];
        file.read_exact(&mut h[..8])?;
        let mut size = u64::from(u32::from_be_bytes([h[0], h[1], h[2], h[3]]));
        let kind = [h[4], h[5], h[6], h[7]];
        if size == 1 {
            file.read_exact(&mut h[8..16])?;
            size = u64::from_be_bytes([h[8], h[9], h[10], h[11], h[12], h[13], h[14], h[15]]);
        } else if size == 0 {
            size = len - pos;
        }
        if size < 8 || pos + size > len {
            return Err(MuxError::Layout(format!(
                "box {:?} at {pos} has size {size}",
                String::from_utf8_lossy(&kind)
            )));
        }
        boxes.push(TopBox { pos, size, kind });
        pos += size;
    }
    Ok(boxes)
}

/// Rearrange `ftyp, mdat, moov` into `ftyp, moov, [extra], mdat`, fixing the chunk offsets:
/// `extra` is a whole box (or nothing) that goes before the media data.
fn move_index_first(file: &mut File, extra: &[u8]) -> Result<(), MuxError> {
    let boxes = top_boxes(file)?;
    let kinds: Vec<[u8; 4]> = boxes.iter().map(|b| b.kind).collect();
    if kinds != [*b"ftyp", *b"mdat", *b"moov"] {
        return Err(MuxError::Layout(format!(
            "expected ftyp, mdat, moov; found {:?}",
            kinds
                .iter()
                .map(|k| String::from_utf8_lossy(k).into_owned())
                .collect::<Vec<_>>()
        )));
    }
    let (mdat, moov) = (boxes[1], boxes[2]);
    let mut old = vec![0u8; moov.size as usize];
    file.seek(SeekFrom::Start(moov.pos))?;
    file.read_exact(&mut old)?;

    // The offsets grow by the new index's size (and `extra`'s), which grows if an offset
    // then needs 64 bits.
    let extra_len = extra.len() as u64;
    let mut wide = false;
    let mut new = patch_offsets(&old, 0, wide)?;
    let max = max_offset(&old)?;
    if max + new.len() as u64 + extra_len > u64::from(u32::MAX) {
        wide = true;
        new = patch_offsets(&old, 0, wide)?;
    }
    let moov_len = new.len() as u64;
    let shift = moov_len + extra_len;
    let new = patch_offsets(&old, shift, wide)?;
    debug_assert_eq!(new.len() as u64, moov_len);

    // Move the media data up by `shift`, from its end backwards (the ranges may overlap; each
    // block is read whole before it is written, and every byte above it has already moved).
    const BLOCK: u64 = 1 << 20;
    let mut buf = vec![0u8; BLOCK as usize];
    let mut end = mdat.pos + mdat.size;
    while end > mdat.pos {
        let start = end.saturating_sub(BLOCK).max(mdat.pos);
        let n = (end - start) as usize;
        file.seek(SeekFrom::Start(start))?;
        file.read_exact(&mut buf[..n])?;
        file.seek(SeekFrom::Start(start + shift))?;
        file.write_all(&buf[..n])?;
        end = start;
    }
    file.seek(SeekFrom::Start(mdat.pos))?;
    file.write_all(&new)?;
    file.write_all(extra)?;
    file.set_len(mdat.pos + shift + mdat.size)?;
    Ok(())
}

/// Boxes that hold only boxes, on the way from `moov` to the chunk offsets.
const CONTAINERS: [&[u8; 4]; 5] = [b"moov", b"trak", b"mdia", b"minf", b"stbl"];

/// A child box: its type and its whole bytes.
type Child<'a> = ([u8; 4], &'a [u8]);

/// Split a box's payload into its child boxes.
fn children(payload: &[u8]) -> Result<Vec<Child<'_>>, MuxError> {
    let mut out = Vec::new();
    let mut rest = payload;
    while !rest.is_empty() {
        if rest.len() < 8 {
            return Err(MuxError::Layout("truncated box header in moov".into()));
        }
        let size = u32::from_be_bytes([rest[0], rest[1], rest[2], rest[3]]) as usize;
        if size < 8 || size > rest.len() {
            return Err(MuxError::Layout(format!("box of size {size} in moov")));
        }
        out.push(([rest[4], rest[5], rest[6], rest[7]], &rest[..size]));
        rest = &rest[size..];
    }
    Ok(out)
}

/// Chunk offsets of an `stco` or `co64` box.
fn offsets(kind: &[u8; 4], b: &[u8]) -> Result<Vec<u64>, MuxError> {
    let short = || MuxError::Layout("truncated chunk offset box".into());
    let count = u32::from_be_bytes(
        b.get(12..16)
            .ok_or_else(short)?
            .try_into()
            .map_err(|_| short())?,
    ) as usize;
    let width = if kind == b"co64" { 8 } else { 4 };
    let body = b.get(16..16 + count * width).ok_or_else(short)?;
    Ok(body
        .chunks_exact(width)
        .map(|c| {
            if width == 8 {
                u64::from_be_bytes([c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7]])
            } else {
                u64::from(u32::from_be_bytes([c[0], c[1], c[2], c[3]]))
            }
        })
        .collect())
}

/// The largest chunk offset in a `moov` box.
fn max_offset(moov: &[u8]) -> Result<u64, MuxError> {
    fn walk(b: &[u8], max: &mut u64) -> Result<(), MuxError> {
        for (kind, child) in children(&b[8..])? {
            if CONTAINERS.contains(&&kind) {
                walk(child, max)?;
            } else if &kind == b"stco" || &kind == b"co64" {
                for o in offsets(&kind, child)? {
                    *max = (*max).max(o);
                }
            }
        }
        Ok(())
    }
    let mut max = 0;
    walk(moov, &mut max)?;
    Ok(max)
}

/// A copy of the box `b` (a container or a chunk offset box) with every chunk offset grown by
/// `shift`, written as `co64` when `wide`.
fn patch_offsets(b: &[u8], shift: u64, wide: bool) -> Result<Vec<u8>, MuxError> {
    let kind = [b[4], b[5], b[6], b[7]];
    let mut out = Vec::with_capacity(b.len() + 64);
    out.extend_from_slice(&[0, 0, 0, 0]);
    if CONTAINERS.contains(&&kind) {
        out.extend_from_slice(&kind);
        for (k, child) in children(&b[8..])? {
            if CONTAINERS.contains(&&k) || &k == b"stco" || &k == b"co64" {
                out.extend_from_slice(&patch_offsets(child, shift, wide)?);
            } else {
                out.extend_from_slice(child);
            }
        }
    } else {
        let list = offsets(&kind, b)?;
        out.extend_from_slice(if wide { b"co64" } else { b"stco" });
        out.extend_from_slice(&[0, 0, 0, 0]);
        out.extend_from_slice(&(list.len() as u32).to_be_bytes());
        for o in list {
            let o = o + shift;
            if wide {
                out.extend_from_slice(&o.to_be_bytes());
            } else {
                let o = u32::try_from(o)
                    .map_err(|_| MuxError::Layout("chunk offset overflows stco".into()))?;
                out.extend_from_slice(&o.to_be_bytes());
            }
        }
    }
    let size = u32::try_from(out.len()).map_err(|_| MuxError::Layout("moov too large".into()))?;
    out[..4].copy_from_slice(&size.to_be_bytes());
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn samples_are_length_prefixed_without_parameter_sets() {
        let au = [
            0, 0, 0, 1, 0x09, 0xf0, // AUD
            0, 0, 0, 1, 0x67, 1, 2, // SPS
            0, 0, 0, 1, 0x68, 3, // PPS
            0, 0, 0, 1, 0x65, 7, 7, 7, // IDR slice
            0, 0, 1, 0x65, 8, // second slice, 3-byte start code
        ];
        assert_eq!(
            to_sample(&au),
            vec![0, 0, 0, 4, 0x65, 7, 7, 7, 0, 0, 0, 2, 0x65, 8]
        );
    }

    #[test]
    fn ticks_are_90khz() {
        assert_eq!(ticks(1_000_000), 90_000);
        assert_eq!(ticks(33_333), 2_999);
        assert_eq!(ticks(100_000), 9_000);
    }

    fn moov_with_stco(offsets: &[u32]) -> Vec<u8> {
        let mut stco = Vec::new();
        stco.extend_from_slice(&((16 + offsets.len() * 4) as u32).to_be_bytes());
        stco.extend_from_slice(b"stco");
        stco.extend_from_slice(&[0; 4]);
        stco.extend_from_slice(&(offsets.len() as u32).to_be_bytes());
        for o in offsets {
            stco.extend_from_slice(&o.to_be_bytes());
        }
        let mut inner = stco;
        for kind in [b"stbl", b"minf", b"mdia", b"trak", b"moov"] {
            let mut b = ((inner.len() + 8) as u32).to_be_bytes().to_vec();
            b.extend_from_slice(kind);
            b.extend_from_slice(&inner);
            inner = b;
        }
        inner
    }

    #[test]
    fn offsets_shift_and_widen() {
        let moov = moov_with_stco(&[48, 1000]);
        let patched = patch_offsets(&moov, 100, false).unwrap();
        assert_eq!(patched.len(), moov.len());
        assert_eq!(max_offset(&patched).unwrap(), 1100);
        let wide = patch_offsets(&moov, u64::from(u32::MAX), true).unwrap();
        assert_eq!(wide.len(), moov.len() + 8);
        assert_eq!(max_offset(&wide).unwrap(), 1000 + u64::from(u32::MAX));
        assert!(patch_offsets(&moov, u64::from(u32::MAX), false).is_err());
    }
}
