//! The recording journal: the encoded stream, appended as frames are made, crash-safe.
//!
//! An MP4 cannot be played until its index is written at the end, so an agent killed mid-way
//! would lose the whole recording. Instead the encoder's output goes to this append-only
//! journal, and the MP4 is made from it when the recording stops (or, after a crash, at the
//! agent's next start: `recover`).
//!
//! # Format (all integers little-endian)
//!
//! - Header: magic `DAREC\0\r\n` (8 bytes), version `u16` (2; 1 is still read), meta length
//!   `u32`, meta as JSON ([`JournalMeta`]), CRC-32 `u32` of version, length and meta.
//! - Records: tag `u8` (`F` frame, `E` end), flags `u8` (bit 0: keyframe; bit 1, version 2
//!   only: signed), reserved `u16`, timestamp `u64` (microseconds since the first frame's
//!   capture), payload length `u32`, CRC-32 `u32` of the preceding 16 header bytes and the
//!   payload; then the payload: one Annex B access unit, after the frame's signature when
//!   signed (grid columns `u16`, rows `u16`, then red, green, blue bytes per cell, row by
//!   row: what `video::index` keeps in the MP4); empty for the end record, whose timestamp
//!   is the recording's end. A version 1 journal (before signatures) has no signed record,
//!   and its MP4 no frame index.
//!
//! Each record goes out in one `write()`, so a killed process loses at most the record being
//! written (the page cache outlives the process); `fdatasync` runs about once a second, and
//! at the end, bounding what a power cut loses. The reader yields the valid prefix and stops
//! quietly at a torn or garbled tail: every record is checked by length bounds and checksum.

use std::fs::File;
use std::io::{self, Read, Write};
use std::path::Path;
use std::time::{Duration, Instant};

use serde::{Deserialize, Serialize};
use video::signature::Signature;

/// First bytes of every journal.
pub(crate) const MAGIC: [u8; 8] = *b"DAREC\0\r\n";
/// The format version written.
pub(crate) const VERSION: u16 = 2;
/// The first version, without signatures, still read.
const VERSION_1: u16 = 1;
/// Bytes of a record header.
const RECORD_HEADER: usize = 20;
/// Largest payload a reader accepts (a garbled length must not make it allocate gigabytes).
const MAX_PAYLOAD: u32 = 64 << 20;
/// Largest meta a reader accepts.
const MAX_META: u32 = 64 << 10;
/// How often appended data is flushed to the disk.
const SYNC_INTERVAL: Duration = Duration::from_secs(1);
const TAG_FRAME: u8 = b'F';
const TAG_END: u8 = b'E';
const FLAG_KEYFRAME: u8 = 1;
/// The payload starts with the frame's signature (version 2).
const FLAG_SIGNED: u8 = 2;

/// What a journal says about its recording, stored as JSON in its header.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct JournalMeta {
    /// The recording's id.
    pub(crate) recording_id: String,
    /// The display recorded.
    pub(crate) display: u32,
    /// Picture width.
    pub(crate) width: u32,
    /// Picture height.
    pub(crate) height: u32,
    /// Frames per second asked of the capture.
    pub(crate) fps: u32,
    /// When the first frame was captured, milliseconds since the Unix epoch.
    pub(crate) started_at_ms: u64,
    /// The recording's cap.
    pub(crate) max_duration_seconds: u64,
    /// Sequence parameter set, hex.
    pub(crate) sps: String,
    /// Picture parameter set, hex.
    pub(crate) pps: String,
}

/// Why a journal could not be written or read.
#[derive(Debug, thiserror::Error)]
pub enum JournalError {
    /// The disk is full (ENOSPC or EDQUOT).
    #[error("the disk is full: {0}")]
    DiskFull(io::Error),
    /// Any other I/O failure.
    #[error("journal {what}: {source}")]
    Io {
        /// What was being done.
        what: &'static str,
        /// The I/O error, kept as the error's source.
        source: io::Error,
    },
    /// The header is not a journal's (or is torn).
    #[error("not a valid journal: {0}")]
    Corrupt(String),
}

impl JournalError {
    /// Classify an I/O error: a full disk is its own kind.
    pub(crate) fn io(what: &'static str, e: io::Error) -> JournalError {
        if is_disk_full(&e) {
            JournalError::DiskFull(e)
        } else {
            JournalError::Io { what, source: e }
        }
    }
}

/// Whether an I/O error means the disk (or the quota) is full.
pub(crate) fn is_disk_full(e: &io::Error) -> bool {
    e.kind() == io::ErrorKind::StorageFull
        || matches!(e.raw_os_error(), Some(libc::ENOSPC) | Some(libc::EDQUOT))
}

/// Appends records to a journal file.
#[derive(Debug)]
pub(crate) struct JournalWriter {
    file: File,
    buf: Vec<u8>,
    /// Length of the file up to the last complete record.
    good_len: u64,
    payload_bytes: u64,
    last_sync: Instant,
    version: u16,
}

impl JournalWriter {
    /// Create a new journal at `path` (which must not exist) and write its header durably.
    pub(crate) fn create(path: &Path, meta: &JournalMeta) -> Result<JournalWriter, JournalError> {
        JournalWriter::create_version(path, meta, VERSION)
    }

    /// [`JournalWriter::create`] writing format `version` (1: no signatures, as before).
    pub(crate) fn create_version(
        path: &Path,
        meta: &JournalMeta,
        version: u16,
    ) -> Result<JournalWriter, JournalError> {
        let file = File::options()
            .write(true)
            .create_new(true)
            .open(path)
            .map_err(|e| JournalError::io("create", e))?;
        let json = serde_json::to_vec(meta)
            .map_err(|e| JournalError::Corrupt(format!("meta does not serialize: {e}")))?;
        let mut header = Vec::with_capacity(18 + json.len());
        header.extend_from_slice(&MAGIC);
        header.extend_from_slice(&version.to_le_bytes());
        header.extend_from_slice(&(json.len() as u32).to_le_bytes());
        header.extend_from_slice(&json);
        let crc = crc32fast::hash(&header[8..]);
        header.extend_from_slice(&crc.to_le_bytes());
        let mut w = JournalWriter {
            file,
            buf: Vec::new(),
            good_len: 0,
            payload_bytes: 0,
            last_sync: Instant::now(),
            version,
        };
        w.write_one(&header)?;
        w.file.sync_all().map_err(|e| JournalError::io("sync", e))?;
        if let Some(dir) = path.parent() {
            // The new directory entry must survive a power cut too; best effort (some
            // filesystems refuse fsync on a directory).
            let _ = File::open(dir).and_then(|d| d.sync_all());
        }
        Ok(w)
    }

    /// Write `bytes` at the end in one call; on failure cut the file back to its last good
    /// length so no torn record stays behind (when the disk allows even that).
    fn write_one(&mut self, bytes: &[u8]) -> Result<(), JournalError> {
        match self.file.write_all(bytes) {
            Ok(()) => {
                self.good_len += bytes.len() as u64;
                Ok(())
            }
            Err(e) => {
                let _ = self.file.set_len(self.good_len);
                let _ = std::io::Seek::seek(&mut self.file, io::SeekFrom::Start(self.good_len));
                Err(JournalError::io("write", e))
            }
        }
    }

    fn record(
        &mut self,
        tag: u8,
        flags: u8,
        ts_us: u64,
        payload: &[&[u8]],
    ) -> Result<(), JournalError> {
        let len: usize = payload.iter().map(|p| p.len()).sum();
        self.buf.clear();
        self.buf.push(tag);
        self.buf.push(flags);
        self.buf.extend_from_slice(&[0, 0]);
        self.buf.extend_from_slice(&ts_us.to_le_bytes());
        self.buf.extend_from_slice(&(len as u32).to_le_bytes());
        let mut crc = crc32fast::Hasher::new();
        crc.update(&self.buf);
        for p in payload {
            crc.update(p);
        }
        self.buf.extend_from_slice(&crc.finalize().to_le_bytes());
        for p in payload {
            self.buf.extend_from_slice(p);
        }
        let buf = std::mem::take(&mut self.buf);
        let r = self.write_one(&buf);
        self.buf = buf;
        r
    }

    /// Append one access unit captured `ts_us` microseconds after the first frame, with the
    /// signature of its picture when there is one (in the same record, so a crash keeps both
    /// or neither; a version 1 journal drops it).
    pub(crate) fn append(
        &mut self,
        ts_us: u64,
        keyframe: bool,
        au: &[u8],
        signature: Option<&Signature>,
    ) -> Result<(), JournalError> {
        let mut prefix = Vec::new();
        if let Some(sig) = signature.filter(|_| self.version >= VERSION) {
            let (cols, rows) = sig.grid();
            let (Ok(cols), Ok(rows)) = (u16::try_from(cols), u16::try_from(rows)) else {
                return Err(JournalError::Corrupt(format!("a grid of {cols}x{rows}")));
            };
            prefix.reserve(4 + usize::from(cols) * usize::from(rows) * 3);
            prefix.extend_from_slice(&cols.to_le_bytes());
            prefix.extend_from_slice(&rows.to_le_bytes());
            prefix.extend(sig.cells().iter().flatten());
        }
        if au.len() + prefix.len() > MAX_PAYLOAD as usize {
            return Err(JournalError::Corrupt(format!(
                "access unit of {} bytes (at most {MAX_PAYLOAD} with its signature)",
                au.len()
            )));
        }
        let mut flags = if keyframe { FLAG_KEYFRAME } else { 0 };
        if !prefix.is_empty() {
            flags |= FLAG_SIGNED;
        }
        self.record(TAG_FRAME, flags, ts_us, &[&prefix, au])?;
        self.payload_bytes += au.len() as u64;
        if self.last_sync.elapsed() >= SYNC_INTERVAL {
            self.sync()?;
        }
        Ok(())
    }

    /// Flush what was written to the disk.
    pub(crate) fn sync(&mut self) -> Result<(), JournalError> {
        self.last_sync = Instant::now();
        self.file
            .sync_data()
            .map_err(|e| JournalError::io("sync", e))
    }

    /// Append the end record (the recording ends `end_us` after the first frame) and sync.
    pub(crate) fn finish(&mut self, end_us: u64) -> Result<(), JournalError> {
        self.record(TAG_END, 0, end_us, &[])?;
        self.sync()
    }

    /// Bytes of encoded video appended so far.
    pub(crate) fn payload_bytes(&self) -> u64 {
        self.payload_bytes
    }
}

/// One record read back.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Entry {
    /// An access unit, its bytes in the caller's buffer.
    Frame {
        /// Microseconds since the first frame.
        ts_us: u64,
        /// Whether the access unit is an IDR, where a decoder (and the MP4's sync-sample
        /// table) can start.
        keyframe: bool,
        /// Whether the frame's signature came with it ([`JournalReader::signature`]).
        signed: bool,
    },
    /// The clean end of the recording.
    End {
        /// Microseconds since the first frame.
        ts_us: u64,
    },
}

/// Reads a journal: its meta, then records until the end record or a torn tail.
#[derive(Debug)]
pub(crate) struct JournalReader<R> {
    r: R,
    meta: JournalMeta,
    version: u16,
    done: bool,
    torn: bool,
    /// The last signed frame's grid and cells.
    grid: (u32, u32),
    cells: Vec<[u8; 3]>,
}

impl JournalReader<io::BufReader<File>> {
    /// Open the journal at `path`.
    pub(crate) fn open(path: &Path) -> Result<Self, JournalError> {
        let f = File::open(path).map_err(|e| JournalError::io("open", e))?;
        JournalReader::new(io::BufReader::with_capacity(256 << 10, f))
    }
}

/// Read exactly `buf.len()` bytes; `Ok(false)` at a clean or torn end of input.
fn read_full<R: Read>(r: &mut R, buf: &mut [u8]) -> Result<bool, JournalError> {
    match r.read_exact(buf) {
        Ok(()) => Ok(true),
        Err(e) if e.kind() == io::ErrorKind::UnexpectedEof => Ok(false),
        Err(e) => Err(JournalError::io("read", e)),
    }
}

impl<R: Read> JournalReader<R> {
    /// Read and check the header.
    pub(crate) fn new(mut r: R) -> Result<Self, JournalError> {
        let mut fixed = [0u8; 14];
        if !read_full(&mut r, &mut fixed)? {
            return Err(JournalError::Corrupt("header is truncated".into()));
        }
        if fixed[..8] != MAGIC {
            return Err(JournalError::Corrupt("bad magic".into()));
        }
        let version = u16::from_le_bytes([fixed[8], fixed[9]]);
        if version != VERSION && version != VERSION_1 {
            return Err(JournalError::Corrupt(format!("unknown version {version}")));
        }
        let len = u32::from_le_bytes([fixed[10], fixed[11], fixed[12], fixed[13]]);
        if len > MAX_META {
            return Err(JournalError::Corrupt(format!("meta of {len} bytes")));
        }
        let mut rest = vec![0u8; len as usize + 4];
        if !read_full(&mut r, &mut rest)? {
            return Err(JournalError::Corrupt("header is truncated".into()));
        }
        let (json, crc) = rest.split_at(len as usize);
        let mut h = crc32fast::Hasher::new();
        h.update(&fixed[8..]);
        h.update(json);
        if h.finalize().to_le_bytes() != crc {
            return Err(JournalError::Corrupt("header checksum mismatch".into()));
        }
        let meta = serde_json::from_slice(json)
            .map_err(|e| JournalError::Corrupt(format!("meta: {e}")))?;
        Ok(JournalReader {
            r,
            meta,
            version,
            done: false,
            torn: false,
            grid: (0, 0),
            cells: Vec::new(),
        })
    }

    /// The journal's meta.
    pub(crate) fn meta(&self) -> &JournalMeta {
        &self.meta
    }

    /// The format version of the journal.
    #[cfg(test)]
    pub(crate) fn version(&self) -> u16 {
        self.version
    }

    /// The grid (columns, rows) and cells of the last frame read, when it was signed.
    pub(crate) fn signature(&self) -> ((u32, u32), &[[u8; 3]]) {
        (self.grid, &self.cells)
    }

    /// Whether reading stopped at a torn or garbled record (rather than the end record or a
    /// clean end of file).
    pub(crate) fn torn(&self) -> bool {
        self.torn
    }

    /// The next record, its payload in `payload`; `None` after the end record, at the end of
    /// the file, or at the first damaged record. I/O errors other than a short file are
    /// returned.
    pub(crate) fn next_entry(
        &mut self,
        payload: &mut Vec<u8>,
    ) -> Result<Option<Entry>, JournalError> {
        if self.done {
            return Ok(None);
        }
        let mut h = [0u8; RECORD_HEADER];
        // A clean end of file (no partial header) is not torn.
        let mut got = 0;
        while got < RECORD_HEADER {
            match self.r.read(&mut h[got..]) {
                Ok(0) => break,
                Ok(n) => got += n,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => return Err(JournalError::io("read", e)),
            }
        }
        if got < RECORD_HEADER {
            self.done = true;
            self.torn = got > 0;
            return Ok(None);
        }
        let tag = h[0];
        let flags = h[1];
        let ts_us = u64::from_le_bytes([h[4], h[5], h[6], h[7], h[8], h[9], h[10], h[11]]);
        let len = u32::from_le_bytes([h[12], h[13], h[14], h[15]]);
        let crc = u32::from_le_bytes([h[16], h[17], h[18], h[19]]);
        let known = if self.version >= VERSION {
            FLAG_KEYFRAME | FLAG_SIGNED
        } else {
            FLAG_KEYFRAME
        };
        let plausible = match tag {
            TAG_FRAME => len > 0 && len <= MAX_PAYLOAD && flags & !known == 0,
            TAG_END => len == 0 && flags == 0,
            _ => false,
        } && h[2] == 0
            && h[3] == 0;
        if !plausible {
            self.done = true;
            self.torn = true;
            return Ok(None);
        }
        payload.clear();
        payload.resize(len as usize, 0);
        if !read_full(&mut self.r, payload)? {
            self.done = true;
            self.torn = true;
            return Ok(None);
        }
        let mut hasher = crc32fast::Hasher::new();
        hasher.update(&h[..16]);
        hasher.update(payload);
        if hasher.finalize() != crc {
            self.done = true;
            self.torn = true;
            return Ok(None);
        }
        let signed = flags & FLAG_SIGNED != 0;
        if signed && !self.split_signature(payload) {
            self.done = true;
            self.torn = true;
            return Ok(None);
        }
        Ok(Some(if tag == TAG_END {
            self.done = true;
            Entry::End { ts_us }
        } else {
            Entry::Frame {
                ts_us,
                keyframe: flags & FLAG_KEYFRAME != 0,
                signed,
            }
        }))
    }

    /// Move a signed record's signature from the front of `payload` into `self.cells`,
    /// leaving the access unit; false when it does not fit (damage).
    fn split_signature(&mut self, payload: &mut Vec<u8>) -> bool {
        let Some(head) = payload.get(..4) else {
            return false;
        };
        let cols = u32::from(u16::from_le_bytes([head[0], head[1]]));
        let rows = u32::from(u16::from_le_bytes([head[2], head[3]]));
        let n = (cols * rows) as usize;
        let end = 4 + 3 * n;
        if n == 0 || n > video::index::MAX_CELLS as usize || payload.len() <= end {
            return false;
        }
        self.grid = (cols, rows);
        self.cells.clear();
        self.cells
            .extend(payload[4..end].chunks_exact(3).map(|c| [c[0], c[1], c[2]]));
        payload.drain(..end);
        true
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    pub(crate) fn meta() -> JournalMeta {
        JournalMeta {
            recording_id: "rec_test_0001".into(),
            display: 0,
            width: 64,
            height: 48,
            fps: 10,
            started_at_ms: 1_700_000_000_000,
            max_duration_seconds: 60,
            sps: "6742c01e".into(),
            pps: "68ce3c80".into(),
        }
    }

    type Entries = Vec<(Entry, Vec<u8>)>;

    fn read_all(bytes: &[u8]) -> Result<(Entries, bool), JournalError> {
        let mut r = JournalReader::new(bytes)?;
        let mut out = Vec::new();
        let mut buf = Vec::new();
        while let Some(e) = r.next_entry(&mut buf)? {
            out.push((e, buf.clone()));
        }
        Ok((out, r.torn()))
    }

    /// The signature of a 64x48 frame of one colour.
    fn signature(shade: u8) -> Signature {
        let data = vec![shade; 64 * 48 * 3];
        Signature::of(&video::signature::Pixels {
            width: 64,
            height: 48,
            stride: 64 * 3,
            layout: video::signature::Layout::Rgb,
            data: &data,
        })
        .unwrap()
    }

    /// A journal of five frames (the 2nd and 4th signed) and its end, and where each
    /// record ends.
    fn small_journal(dir: &Path) -> (Vec<u8>, Vec<usize>) {
        journal_of_version(dir, VERSION)
    }

    fn journal_of_version(dir: &Path, version: u16) -> (Vec<u8>, Vec<usize>) {
        let path = dir.join(format!("j{version}.journal"));
        let mut w = JournalWriter::create_version(&path, &meta(), version).unwrap();
        let mut ends = vec![std::fs::metadata(&path).unwrap().len() as usize];
        for i in 0..5u64 {
            let au = vec![i as u8 + 1; 3 + i as usize * 7];
            let sig = (i % 2 == 1).then(|| signature(i as u8 * 50));
            w.append(i * 100_000, i % 3 == 0, &au, sig.as_ref())
                .unwrap();
            ends.push(std::fs::metadata(&path).unwrap().len() as usize);
        }
        assert_eq!(w.payload_bytes(), (0..5).map(|i| 3 + i * 7).sum::<u64>());
        w.finish(480_000).unwrap();
        ends.push(std::fs::metadata(&path).unwrap().len() as usize);
        (std::fs::read(&path).unwrap(), ends)
    }

    #[test]
    fn round_trip() {
        let dir = tempfile::TempDir::new().unwrap();
        let (bytes, _) = small_journal(dir.path());
        let r = JournalReader::new(&bytes[..]).unwrap();
        assert_eq!(r.meta(), &meta());
        let (entries, torn) = read_all(&bytes).unwrap();
        assert!(!torn);
        assert_eq!(entries.len(), 6);
        assert_eq!(
            entries[0],
            (
                Entry::Frame {
                    ts_us: 0,
                    keyframe: true,
                    signed: false,
                },
                vec![1; 3]
            )
        );
        assert_eq!(
            entries[3],
            (
                Entry::Frame {
                    ts_us: 300_000,
                    keyframe: true,
                    signed: true,
                },
                vec![4; 24]
            )
        );
        assert_eq!(
            entries[4].0,
            Entry::Frame {
                ts_us: 400_000,
                keyframe: false,
                signed: false,
            }
        );
        assert_eq!(entries[5].0, Entry::End { ts_us: 480_000 });
        // The same journal followed by more bytes stops at the end record.
        let mut more = bytes.clone();
        more.extend_from_slice(&[0xAA; 40]);
        assert_eq!(read_all(&more).unwrap().0.len(), 6);
    }

    #[test]
    fn signatures_come_back_with_their_frames() {
        let dir = tempfile::TempDir::new().unwrap();
        let (bytes, _) = small_journal(dir.path());
        let mut r = JournalReader::new(&bytes[..]).unwrap();
        assert_eq!(r.version(), VERSION);
        let mut buf = Vec::new();
        let mut signed = Vec::new();
        while let Some(e) = r.next_entry(&mut buf).unwrap() {
            if let Entry::Frame { signed: true, .. } = e {
                let (grid, cells) = r.signature();
                signed.push(Signature::from_cells(grid.0, grid.1, cells).unwrap());
            }
        }
        assert_eq!(signed.len(), 2);
        assert_eq!(signed[0].cells(), signature(50).cells());
        assert_eq!(signed[1].cells(), signature(150).cells());
    }

    #[test]
    fn a_version_1_journal_is_read_without_signatures() {
        let dir = tempfile::TempDir::new().unwrap();
        let (bytes, _) = journal_of_version(dir.path(), VERSION_1);
        let r = JournalReader::new(&bytes[..]).unwrap();
        assert_eq!(r.version(), VERSION_1);
        let (entries, torn) = read_all(&bytes).unwrap();
        assert!(!torn);
        assert_eq!(entries.len(), 6);
        assert!(
            entries
                .iter()
                .all(|(e, _)| !matches!(e, Entry::Frame { signed: true, .. }))
        );
        assert_eq!(entries[3].1, vec![4; 24]);
        // A signed record is damage in a version 1 journal.
        let (v2, ends) = small_journal(dir.path());
        let mut forged = bytes[..ends[0]].to_vec();
        forged.extend_from_slice(&v2[ends[0]..]);
        let (entries, torn) = read_all(&forged).unwrap();
        assert_eq!(entries.len(), 1);
        assert!(torn);
    }

    #[test]
    fn truncation_at_every_byte_yields_the_valid_prefix() {
        let dir = tempfile::TempDir::new().unwrap();
        let (bytes, ends) = small_journal(dir.path());
        let header_len = ends[0];
        for cut in 0..bytes.len() {
            let part = &bytes[..cut];
            match read_all(part) {
                Err(JournalError::Corrupt(_)) => assert!(cut < header_len, "cut {cut}"),
                Err(e) => panic!("cut {cut}: {e}"),
                Ok((entries, torn)) => {
                    assert!(cut >= header_len);
                    let complete = ends.iter().filter(|&&e| e <= cut).count() - 1;
                    assert_eq!(entries.len(), complete, "cut {cut}");
                    assert_eq!(torn, !ends.contains(&cut), "cut {cut}");
                }
            }
        }
    }

    #[test]
    fn garbage_never_panics_and_flipped_bits_are_caught() {
        let dir = tempfile::TempDir::new().unwrap();
        let (bytes, ends) = small_journal(dir.path());
        // xorshift: deterministic noise.
        let mut s: u64 = 0x9E37_79B9_7F4A_7C15;
        let mut next = || {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            s
        };
        for _ in 0..300 {
            let len = (next() % 300) as usize;
            let noise: Vec<u8> = (0..len).map(|_| next() as u8).collect();
            let _ = read_all(&noise);
            // A good header followed by noise.
            let mut tail = bytes[..ends[0]].to_vec();
            tail.extend_from_slice(&noise);
            let (entries, _) = read_all(&tail).unwrap();
            assert!(entries.len() <= 1);
        }
        // Flip each bit of the records: the damaged record and everything after are dropped.
        for byte in ends[0]..bytes.len() {
            let mut bad = bytes.clone();
            bad[byte] ^= 1 << (next() % 8);
            let (entries, torn) = read_all(&bad).unwrap();
            let damaged = ends.iter().filter(|&&e| e <= byte).count() - 1;
            assert_eq!(entries.len(), damaged, "byte {byte}");
            assert!(torn);
        }
    }

    #[test]
    fn enospc_is_disk_full() {
        let mut w = JournalWriter {
            file: File::options().write(true).open("/dev/full").unwrap(),
            buf: Vec::new(),
            good_len: 0,
            payload_bytes: 0,
            last_sync: Instant::now(),
            version: VERSION,
        };
        let e = w.append(0, true, &[1, 2, 3], None).unwrap_err();
        assert!(matches!(e, JournalError::DiskFull(_)), "{e:?}");
    }
}
