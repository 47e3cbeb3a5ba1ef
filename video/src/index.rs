//! A recording's frame index: every encoded frame's time, keyframe flag, sample number and
//! colour signature, kept inside the MP4 our recorder writes.
//!
//! With it `video_frames` chooses the frames of one of our recordings without decoding the
//! file, then decodes only the chosen ones (from the keyframe before each). The device
//! computes each signature from the frame it is about to encode ([`Signature::cells`]), so it
//! costs nothing to read back: [`Signature::from_cells`].
//!
//! # Where it lives
//!
//! One top-level `uuid` box (ISO BMFF's extension box, which players and ffprobe skip),
//! anywhere among the top-level boxes (our recorder writes it between `moov` and `mdat`, so
//! that `mdat` ends the file and a player reads nothing after it): `size` (`u32`
//! big-endian; `1` then a `u64` when larger), `uuid`, the 16 bytes of [`INDEX_UUID`], then
//! the payload below. Being part of the file, it is covered by the recording's SHA-256 and
//! uploads with it.
//!
//! # Payload, version 1
//!
//! Fixed integers big-endian (as in the MP4 around it), varints LEB128 (7 bits a byte, low
//! first, at most 10 bytes):
//!
//! - `version` `u8` (1; any other is refused), `cols` `u16`, `rows` `u16` (the signature
//!   grid, at most [`MAX_CELLS`] cells), `count` `u32` (entries).
//! - `count` entries in decode order, each: `flags` `u8` (bit 0 keyframe, the others 0);
//!   `pts` varint (microseconds after the previous entry's, the first's after 0); `sample`
//!   varint (the sample number minus the previous one's minus 1, the first's itself;
//!   numbers count from 0 in decode order); `runs` varint, then `runs` times: `skip` varint,
//!   `len` varint (at least 1) and `len` cells of red, green, blue bytes, the cells that
//!   differ from the previous entry's (the first entry's from all zero), row by row.
//! - Nothing after the last entry.
//!
//! A frame whose cells did not move costs 4 bytes; a whole new screen about 3 bytes a cell.
//! Every count is checked against the bytes left before anything is allocated for it, so a
//! corrupt or hostile box is an error, never a panic or a large allocation.

use crate::signature::Signature;

/// The `uuid` box's user type that marks a recording's frame index.
pub const INDEX_UUID: [u8; 16] = [
    0x0a, 0x2f, 0x02, 0x67, 0xcc, 0x3b, 0x4a, 0xdb, 0x90, 0x1b, 0x7e, 0x66, 0xad, 0xb5, 0x1d, 0x61,
];

/// The payload version written, and the only one read.
pub const VERSION: u8 = 1;

/// Most cells a grid may have (a signature has about 576).
pub const MAX_CELLS: u32 = 1 << 16;

/// Largest payload written or read: beyond it a recording goes without an index (an hour
/// of a screen changing everywhere at 30 fps would take about 190 MB) and is decoded.
pub const MAX_INDEX_BYTES: usize = 64 << 20;

/// Most cell bytes [`FrameIndex::decode`] keeps in memory; [`FrameIndex::decode_keeping`]
/// keeps only the entries asked for.
pub const MAX_KEPT_BYTES: usize = 256 << 20;

/// Bytes before the first entry.
const HEADER: usize = 9;
/// Fewest bytes an entry takes (flags, pts, sample, runs).
const MIN_ENTRY: usize = 4;
const FLAG_KEYFRAME: u8 = 1;

/// Why an index cannot be written or read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum IndexError {
    /// The bytes end before the index does.
    #[error("the frame index is truncated ({0})")]
    Truncated(&'static str),
    /// A version this reader does not know.
    #[error("frame index version {0} is not supported (only {VERSION})")]
    Version(u8),
    /// The bytes are not a valid index.
    #[error("the frame index is corrupt: {0}")]
    Corrupt(String),
    /// The index is larger than a reader holds.
    #[error("the frame index is too large: {0}")]
    TooLarge(String),
    /// What was to be written is inconsistent.
    #[error("cannot write this frame index: {0}")]
    Invalid(String),
}

/// One encoded frame of the recording.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IndexEntry {
    /// Presentation time, microseconds after the recording's first frame.
    pub pts_us: u64,
    /// Whether the sample is a keyframe (a sync sample, where decoding can start).
    pub keyframe: bool,
    /// The sample's number in the video track, from 0, in decode order.
    pub sample: u32,
    /// Mean cell colours (red, green, blue) row by row, as [`Signature::cells`] gives them;
    /// empty when [`FrameIndex::decode_keeping`] was told not to keep them.
    pub cells: Vec<[u8; 3]>,
}

/// The frame index of one recording.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FrameIndex {
    /// Columns of the signature grid.
    pub cols: u32,
    /// Rows of the signature grid.
    pub rows: u32,
    /// One entry per encoded frame, in decode order (which is presentation order here).
    pub entries: Vec<IndexEntry>,
}

impl FrameIndex {
    /// The payload of the index box (without the box header and [`INDEX_UUID`]).
    pub fn encode(&self) -> Result<Vec<u8>, IndexError> {
        let mut w = IndexWriter::new(self.cols, self.rows)?;
        for e in &self.entries {
            w.push(e.pts_us, e.keyframe, e.sample, &e.cells)?;
        }
        w.finish()
    }

    /// Read a payload, keeping every entry's cells (at most [`MAX_KEPT_BYTES`] of them).
    pub fn decode(bytes: &[u8]) -> Result<FrameIndex, IndexError> {
        FrameIndex::decode_keeping(bytes, |_, _| true)
    }

    /// Read a payload, keeping the cells of the entries for which `keep(position, pts_us)`
    /// is true (the others' are left empty): a first pass keeping none gives every time
    /// cheaply, a second keeps the few a caller chose.
    pub fn decode_keeping(
        bytes: &[u8],
        mut keep: impl FnMut(usize, u64) -> bool,
    ) -> Result<FrameIndex, IndexError> {
        if bytes.len() > MAX_INDEX_BYTES {
            return Err(IndexError::TooLarge(format!(
                "{} bytes, more than {MAX_INDEX_BYTES}",
                bytes.len()
            )));
        }
        let mut r = Bytes { rest: bytes };
        let version = r.u8("version")?;
        if version != VERSION {
            return Err(IndexError::Version(version));
        }
        let cols = u32::from(r.u16("grid")?);
        let rows = u32::from(r.u16("grid")?);
        check_grid(cols, rows).map_err(IndexError::Corrupt)?;
        let count = r.u32("entry count")? as usize;
        if count > r.rest.len() / MIN_ENTRY {
            return Err(IndexError::Corrupt(format!(
                "{count} entries cannot fit in {} bytes",
                r.rest.len()
            )));
        }
        let n_cells = (cols * rows) as usize;
        let mut current = vec![[0u8; 3]; n_cells];
        let mut entries = Vec::with_capacity(count);
        let mut kept_bytes = 0usize;
        let (mut pts_us, mut sample) = (0u64, 0u64);
        for i in 0..count {
            let flags = r.u8("entry")?;
            if flags & !FLAG_KEYFRAME != 0 {
                return Err(IndexError::Corrupt(format!(
                    "entry {i} has unknown flags {flags:#04x}"
                )));
            }
            pts_us = pts_us
                .checked_add(r.varint("pts")?)
                .ok_or_else(|| IndexError::Corrupt(format!("entry {i}'s time overflows")))?;
            let step = r.varint("sample")?;
            sample = if i == 0 {
                step
            } else {
                sample
                    .checked_add(step)
                    .and_then(|s| s.checked_add(1))
                    .ok_or_else(|| IndexError::Corrupt(format!("entry {i}'s sample overflows")))?
            };
            let sample = u32::try_from(sample)
                .map_err(|_| IndexError::Corrupt(format!("entry {i}'s sample {sample}")))?;
            let runs = r.varint("runs")?;
            let mut at = 0usize;
            for _ in 0..runs {
                let skip = r.varint("run")?;
                let len = r.varint("run")?;
                let start = (at as u64).saturating_add(skip);
                let end = start.saturating_add(len);
                if len == 0 || end > n_cells as u64 {
                    return Err(IndexError::Corrupt(format!(
                        "entry {i} has a run of {len} cells at {start} in a grid of {n_cells}"
                    )));
                }
                let (start, end) = (start as usize, end as usize);
                let data = r.take(3 * (end - start), "cells")?;
                for (cell, rgb) in current[start..end].iter_mut().zip(data.chunks_exact(3)) {
                    *cell = [rgb[0], rgb[1], rgb[2]];
                }
                at = end;
            }
            let cells = if keep(i, pts_us) {
                kept_bytes += 3 * n_cells;
                if kept_bytes > MAX_KEPT_BYTES {
                    return Err(IndexError::TooLarge(format!(
                        "keeping the cells of {} entries takes more than {MAX_KEPT_BYTES} bytes",
                        i + 1
                    )));
                }
                current.clone()
            } else {
                Vec::new()
            };
            entries.push(IndexEntry {
                pts_us,
                keyframe: flags & FLAG_KEYFRAME != 0,
                sample,
                cells,
            });
        }
        if !r.rest.is_empty() {
            return Err(IndexError::Corrupt(format!(
                "{} bytes after the last entry",
                r.rest.len()
            )));
        }
        Ok(FrameIndex {
            cols,
            rows,
            entries,
        })
    }

    /// The signature of the entry at `position`, when its cells were kept.
    pub fn signature(&self, position: usize) -> Option<Signature> {
        let entry = self.entries.get(position)?;
        Signature::from_cells(self.cols, self.rows, &entry.cells).ok()
    }
}

/// Writes an index payload entry by entry, so a muxer holds only the encoded bytes.
#[derive(Debug)]
pub struct IndexWriter {
    cols: u32,
    rows: u32,
    buf: Vec<u8>,
    count: u32,
    previous: Vec<[u8; 3]>,
    last: Option<(u64, u32)>,
}

impl IndexWriter {
    /// A writer for signatures on a grid of `cols` x `rows`.
    pub fn new(cols: u32, rows: u32) -> Result<IndexWriter, IndexError> {
        check_grid(cols, rows).map_err(IndexError::Invalid)?;
        let mut buf = Vec::with_capacity(4096);
        buf.push(VERSION);
        buf.extend_from_slice(&(cols as u16).to_be_bytes());
        buf.extend_from_slice(&(rows as u16).to_be_bytes());
        buf.extend_from_slice(&0u32.to_be_bytes());
        Ok(IndexWriter {
            cols,
            rows,
            buf,
            count: 0,
            previous: vec![[0; 3]; (cols * rows) as usize],
            last: None,
        })
    }

    /// The grid: (columns, rows).
    pub fn grid(&self) -> (u32, u32) {
        (self.cols, self.rows)
    }

    /// Append the next frame in decode order: times never go back, sample numbers grow.
    pub fn push(
        &mut self,
        pts_us: u64,
        keyframe: bool,
        sample: u32,
        cells: &[[u8; 3]],
    ) -> Result<(), IndexError> {
        if cells.len() != self.previous.len() {
            return Err(IndexError::Invalid(format!(
                "{} cells for a grid of {}x{}",
                cells.len(),
                self.cols,
                self.rows
            )));
        }
        let (pts_step, sample_step) = match self.last {
            None => (pts_us, u64::from(sample)),
            Some((p, s)) if pts_us >= p && sample > s => (pts_us - p, u64::from(sample - s - 1)),
            Some((p, s)) => {
                return Err(IndexError::Invalid(format!(
                    "entry at {pts_us} µs, sample {sample} comes after {p} µs, sample {s}"
                )));
            }
        };
        if self.count == u32::MAX {
            return Err(IndexError::Invalid("too many entries".into()));
        }
        let mut entry = Vec::with_capacity(16);
        entry.push(if keyframe { FLAG_KEYFRAME } else { 0 });
        put_varint(&mut entry, pts_step);
        put_varint(&mut entry, sample_step);
        // Runs of cells that differ from the previous entry's.
        let mut runs = Vec::new();
        let mut at = 0;
        while at < cells.len() {
            if cells[at] == self.previous[at] {
                at += 1;
                continue;
            }
            let start = at;
            while at < cells.len() && cells[at] != self.previous[at] {
                at += 1;
            }
            runs.push((start, at));
        }
        put_varint(&mut entry, runs.len() as u64);
        let mut end = 0;
        for (start, stop) in runs {
            put_varint(&mut entry, (start - end) as u64);
            put_varint(&mut entry, (stop - start) as u64);
            entry.extend(cells[start..stop].iter().flatten());
            end = stop;
        }
        if self.buf.len() + entry.len() > MAX_INDEX_BYTES {
            return Err(IndexError::TooLarge(format!(
                "more than {MAX_INDEX_BYTES} bytes after {} entries",
                self.count
            )));
        }
        self.buf.extend_from_slice(&entry);
        self.previous.copy_from_slice(cells);
        self.count += 1;
        self.last = Some((pts_us, sample));
        Ok(())
    }

    /// Entries written so far.
    pub fn len(&self) -> u32 {
        self.count
    }

    /// Whether no entry was written.
    pub fn is_empty(&self) -> bool {
        self.count == 0
    }

    /// The payload.
    pub fn finish(mut self) -> Result<Vec<u8>, IndexError> {
        self.buf[HEADER - 4..HEADER].copy_from_slice(&self.count.to_be_bytes());
        Ok(self.buf)
    }

    /// The whole top-level box: header, [`INDEX_UUID`], payload.
    pub fn finish_box(self) -> Result<Vec<u8>, IndexError> {
        Ok(index_box(&self.finish()?))
    }
}

/// A top-level `uuid` box of type [`INDEX_UUID`] around `payload`.
pub fn index_box(payload: &[u8]) -> Vec<u8> {
    let small = 8 + 16 + payload.len();
    let mut out = Vec::with_capacity(small + 8);
    match u32::try_from(small) {
        Ok(size) => out.extend_from_slice(&size.to_be_bytes()),
        Err(_) => {
            out.extend_from_slice(&1u32.to_be_bytes());
            out.extend_from_slice(b"uuid");
            out.extend_from_slice(&(small as u64 + 8).to_be_bytes());
            out.extend_from_slice(&INDEX_UUID);
            out.extend_from_slice(payload);
            return out;
        }
    }
    out.extend_from_slice(b"uuid");
    out.extend_from_slice(&INDEX_UUID);
    out.extend_from_slice(payload);
    out
}

fn check_grid(cols: u32, rows: u32) -> Result<(), String> {
    let cells = u64::from(cols) * u64::from(rows);
    if cols == 0 || rows == 0 || cols > 0xffff || rows > 0xffff || cells > u64::from(MAX_CELLS) {
        return Err(format!(
            "a grid of {cols}x{rows} (1 to 65535 a side, at most {MAX_CELLS} cells)"
        ));
    }
    Ok(())
}

fn put_varint(out: &mut Vec<u8>, mut v: u64) {
    while v >= 0x80 {
        out.push(v as u8 | 0x80);
        v >>= 7;
    }
    out.push(v as u8);
}

/// A cursor over the payload; every read is checked against what is left.
struct Bytes<'a> {
    rest: &'a [u8],
}

impl<'a> Bytes<'a> {
    fn take(&mut self, n: usize, what: &'static str) -> Result<&'a [u8], IndexError> {
        if self.rest.len() < n {
            return Err(IndexError::Truncated(what));
        }
        let (head, tail) = self.rest.split_at(n);
        self.rest = tail;
        Ok(head)
    }

    fn u8(&mut self, what: &'static str) -> Result<u8, IndexError> {
        Ok(self.take(1, what)?[0])
    }

    fn u16(&mut self, what: &'static str) -> Result<u16, IndexError> {
        let b = self.take(2, what)?;
        Ok(u16::from_be_bytes([b[0], b[1]]))
    }

    fn u32(&mut self, what: &'static str) -> Result<u32, IndexError> {
        let b = self.take(4, what)?;
        Ok(u32::from_be_bytes([b[0], b[1], b[2], b[3]]))
    }

    fn varint(&mut self, what: &'static str) -> Result<u64, IndexError> {
        let mut v = 0u64;
        for i in 0..10 {
            let b = self.u8(what)?;
            let bits = u64::from(b & 0x7f);
            if i == 9 && bits > 1 {
                return Err(IndexError::Corrupt(format!("{what}: a varint overflows")));
            }
            v |= bits << (7 * i);
            if b & 0x80 == 0 {
                return Ok(v);
            }
        }
        Err(IndexError::Corrupt(format!("{what}: a varint runs on")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cells(n: usize, seed: u8) -> Vec<[u8; 3]> {
        (0..n)
            .map(|i| [seed, (i % 251) as u8, seed.wrapping_mul(3)])
            .collect()
    }

    fn sample_index() -> FrameIndex {
        let (cols, rows) = (32, 18);
        let n = 32 * 18;
        let base = cells(n, 10);
        let mut dialog = base.clone();
        for c in &mut dialog[100..180] {
            *c = [30, 30, 120];
        }
        let mut entries = Vec::new();
        for i in 0..40u32 {
            let c = match i {
                0..10 => base.clone(),
                10..30 => dialog.clone(),
                _ => cells(n, i as u8),
            };
            entries.push(IndexEntry {
                pts_us: u64::from(i) * 33_333 + u64::from(i % 3) * 100_000_000,
                keyframe: i % 10 == 0,
                sample: i,
                cells: c,
            });
        }
        // Times only grow.
        let mut t = 0;
        for e in &mut entries {
            t = t.max(e.pts_us);
            e.pts_us = t;
        }
        FrameIndex {
            cols,
            rows,
            entries,
        }
    }

    #[test]
    fn round_trip_and_size() {
        let index = sample_index();
        let bytes = index.encode().unwrap();
        assert_eq!(FrameIndex::decode(&bytes).unwrap(), index);
        // Unchanged frames cost a few bytes, a local change its cells.
        let still = FrameIndex {
            entries: index.entries[..10].to_vec(),
            ..index.clone()
        };
        let still_len = still.encode().unwrap().len();
        assert!(still_len < HEADER + 576 * 3 + 10 + 9 * 6, "{still_len}");
        let sig = index.signature(12).unwrap();
        assert_eq!(sig.grid(), (32, 18));
        let d = index.signature(5).unwrap().distance(&sig);
        assert!((d - 80.0 / 576.0).abs() < 1e-9, "{d}");
        assert_eq!(index.signature(20).unwrap().distance(&sig), 0.0);
        // The box around it.
        let b = index_box(&bytes);
        assert_eq!(&b[4..8], b"uuid");
        assert_eq!(&b[8..24], &INDEX_UUID);
        assert_eq!(
            u32::from_be_bytes(b[..4].try_into().unwrap()) as usize,
            b.len()
        );
        assert_eq!(&b[24..], &bytes[..]);
    }

    #[test]
    fn keeping_some_cells() {
        let index = sample_index();
        let bytes = index.encode().unwrap();
        let times = FrameIndex::decode_keeping(&bytes, |_, _| false).unwrap();
        assert_eq!(times.entries.len(), 40);
        assert!(times.entries.iter().all(|e| e.cells.is_empty()));
        assert!(times.signature(3).is_none());
        let some = FrameIndex::decode_keeping(&bytes, |i, _| i == 3 || i == 35).unwrap();
        assert_eq!(some.entries[3], index.entries[3]);
        assert_eq!(some.entries[35], index.entries[35]);
        assert!(some.entries[4].cells.is_empty());
        assert_eq!(some.entries[4].pts_us, index.entries[4].pts_us);
    }

    #[test]
    fn the_writer_refuses_what_it_cannot_write() {
        assert!(IndexWriter::new(0, 18).is_err());
        assert!(IndexWriter::new(70_000, 1).is_err());
        assert!(IndexWriter::new(1000, 1000).is_err());
        let mut w = IndexWriter::new(2, 2).unwrap();
        assert!(w.push(0, true, 0, &[[0; 3]; 3]).is_err());
        w.push(10, true, 0, &[[1; 3]; 4]).unwrap();
        assert!(w.push(9, false, 1, &[[1; 3]; 4]).is_err(), "time went back");
        assert!(
            w.push(10, false, 0, &[[1; 3]; 4]).is_err(),
            "sample repeated"
        );
        w.push(10, false, 3, &[[1; 3]; 4]).unwrap();
        assert_eq!(w.len(), 2);
        let bytes = w.finish().unwrap();
        let index = FrameIndex::decode(&bytes).unwrap();
        assert_eq!(
            index
                .entries
                .iter()
                .map(|e| (e.pts_us, e.keyframe, e.sample))
                .collect::<Vec<_>>(),
            [(10, true, 0), (10, false, 3)]
        );
    }

    #[test]
    fn truncated_and_garbage_input_is_an_error_never_a_panic() {
        let bytes = sample_index().encode().unwrap();
        for cut in 0..bytes.len() {
            assert!(FrameIndex::decode(&bytes[..cut]).is_err(), "cut at {cut}");
        }
        let mut longer = bytes.clone();
        longer.push(0);
        assert!(FrameIndex::decode(&longer).is_err());
        let mut v2 = bytes.clone();
        v2[0] = 2;
        assert_eq!(FrameIndex::decode(&v2), Err(IndexError::Version(2)));
        // A huge count in a tiny box.
        let mut huge = bytes[..HEADER].to_vec();
        huge[5..9].copy_from_slice(&u32::MAX.to_be_bytes());
        assert!(matches!(
            FrameIndex::decode(&huge),
            Err(IndexError::Corrupt(_))
        ));
        // A run past the grid, a zero-length run, a varint that never ends.
        let head = [VERSION, 0, 2, 0, 2, 0, 0, 0, 1];
        for entry in [
            &[0u8, 0, 0, 1, 3, 2, 1, 1, 1, 2, 2, 2][..],
            &[0, 0, 0, 1, 0, 0],
            &[
                0, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
            ],
            &[
                0, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x7f, 0, 0,
            ],
            &[4, 0, 0, 0],
        ] {
            let mut b = head.to_vec();
            b.extend_from_slice(entry);
            assert!(FrameIndex::decode(&b).is_err(), "{entry:?}");
        }
        // Deterministic noise, alone and after a good header, and bit flips of a good index.
        let mut s: u64 = 0x9E37_79B9_7F4A_7C15;
        let mut next = || {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            s
        };
        for _ in 0..2000 {
            let len = (next() % 400) as usize;
            let noise: Vec<u8> = (0..len).map(|_| next() as u8).collect();
            let _ = FrameIndex::decode(&noise);
            let mut b = head.to_vec();
            b.extend_from_slice(&noise);
            let _ = FrameIndex::decode(&b);
            let mut flipped = bytes.clone();
            let at = (next() % bytes.len() as u64) as usize;
            flipped[at] ^= 1 << (next() % 8);
            if let Ok(i) = FrameIndex::decode(&flipped) {
                assert!(i.entries.iter().all(|e| e.cells.len() == 576));
            }
        }
    }
}
