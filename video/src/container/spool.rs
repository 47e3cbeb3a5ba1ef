//! Where a demuxed video track's samples are kept: each one contiguous, at a known offset.
//!
//! Matroska blocks and Ogg pages interleave tracks (and an Ogg packet may span pages), so
//! a sample's bytes are not one range of the file. The demuxer hands each sample over once,
//! when the file is opened, and it is appended here; a [`Sample`](super::Sample)'s offset
//! is then into the spool, and the reader reads it back as it reads an MP4's samples.
//!
//! A small video stays in memory; past [`IN_MEMORY`] bytes the spool moves to an unlinked
//! scratch file (gone when the last handle closes, even if the process dies), so a long
//! video costs disk, not memory. Readers share the spool and read at their own offsets
//! (`pread`), so parallel decoders never move one another's position.

use std::fs::File;
use std::io::{self, BufWriter, Read, Seek, SeekFrom, Write};
use std::os::unix::fs::FileExt;
use std::sync::Arc;

use super::{MAX_SAMPLE_SIZE, MAX_SAMPLES, ReadError, Sample};

/// Bytes kept in memory before the spool moves to a scratch file.
const IN_MEMORY: usize = 16 << 20;

#[derive(Debug)]
enum Stored {
    Memory(Vec<u8>),
    File(File),
}

/// The samples of one track, written once and then read by any number of [`SpoolReader`]s.
#[derive(Debug, Clone)]
pub(crate) struct Spool {
    stored: Arc<Stored>,
    len: u64,
}

/// Appends samples; [`SpoolWriter::finish`] makes the [`Spool`].
#[derive(Debug, Default)]
pub(crate) struct SpoolWriter {
    memory: Vec<u8>,
    file: Option<BufWriter<File>>,
    len: u64,
}

impl SpoolWriter {
    /// Appends one sample; returns its offset.
    pub(crate) fn push(&mut self, data: &[u8]) -> io::Result<u64> {
        let at = self.len;
        if self.file.is_none() && self.memory.len() + data.len() > IN_MEMORY {
            let mut file = BufWriter::new(tempfile::tempfile()?);
            file.write_all(&self.memory)?;
            self.memory = Vec::new();
            self.file = Some(file);
        }
        match &mut self.file {
            Some(file) => file.write_all(data)?,
            None => self.memory.extend_from_slice(data),
        }
        self.len += data.len() as u64;
        Ok(at)
    }

    /// The spool, ready to read.
    pub(crate) fn finish(self) -> io::Result<Spool> {
        let stored = match self.file {
            Some(file) => Stored::File(file.into_inner().map_err(|e| e.into_error())?),
            None => Stored::Memory(self.memory),
        };
        Ok(Spool {
            stored: Arc::new(stored),
            len: self.len,
        })
    }
}

/// A track's samples as a demuxer hands them over, in decode order: each checked against
/// the bounds ([`MAX_SAMPLES`], [`MAX_SAMPLE_SIZE`]) and spooled.
#[derive(Debug, Default)]
pub(crate) struct SpooledSamples {
    writer: SpoolWriter,
    /// The samples so far, in decode order.
    pub(crate) samples: Vec<Sample>,
}

impl SpooledSamples {
    /// None yet.
    pub(crate) fn new() -> SpooledSamples {
        SpooledSamples::default()
    }

    /// Appends the next sample in decode order; the first is always a keyframe (decoding
    /// starts there whatever it says).
    pub(crate) fn push(&mut self, data: &[u8], time: f64, sync: bool) -> Result<(), ReadError> {
        let n = self.samples.len();
        if n as u64 >= MAX_SAMPLES {
            return Err(ReadError::TooLarge(format!(
                "the video track has more than {MAX_SAMPLES} frames"
            )));
        }
        let size = u32::try_from(data.len())
            .ok()
            .filter(|&size| size <= MAX_SAMPLE_SIZE)
            .ok_or_else(|| {
                ReadError::TooLarge(format!("frame {} is {} bytes", n + 1, data.len()))
            })?;
        let offset = self.writer.push(data)?;
        self.samples.push(Sample {
            time,
            decode_index: n as u32,
            sync: sync || n == 0,
            offset,
            size,
        });
        Ok(())
    }

    /// The samples and the spool they lie in.
    pub(crate) fn finish(self) -> Result<(Vec<Sample>, Spool), ReadError> {
        Ok((self.samples, self.writer.finish()?))
    }
}

impl Spool {
    /// A reader from the start, with a position of its own.
    pub(crate) fn reader(&self) -> SpoolReader {
        SpoolReader {
            spool: self.clone(),
            pos: 0,
        }
    }
}

/// Reads a [`Spool`] at its own position.
#[derive(Debug, Clone)]
pub(crate) struct SpoolReader {
    spool: Spool,
    pos: u64,
}

impl Read for SpoolReader {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let left = self.spool.len.saturating_sub(self.pos);
        let want = buf.len().min(usize::try_from(left).unwrap_or(usize::MAX));
        if want == 0 {
            return Ok(0);
        }
        let n = match &*self.spool.stored {
            Stored::Memory(bytes) => {
                let at = self.pos as usize;
                buf[..want].copy_from_slice(&bytes[at..at + want]);
                want
            }
            Stored::File(file) => file.read_at(&mut buf[..want], self.pos)?,
        };
        self.pos += n as u64;
        Ok(n)
    }
}

impl Seek for SpoolReader {
    fn seek(&mut self, to: SeekFrom) -> io::Result<u64> {
        let target = match to {
            SeekFrom::Start(n) => Some(n),
            SeekFrom::End(d) => self.spool.len.checked_add_signed(d),
            SeekFrom::Current(d) => self.pos.checked_add_signed(d),
        };
        let Some(target) = target else {
            return Err(io::Error::new(
                io::ErrorKind::InvalidInput,
                "seek before the start of the spool",
            ));
        };
        self.pos = target;
        Ok(target)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn round_trip(sizes: &[usize]) {
        let mut writer = SpoolWriter::default();
        let samples: Vec<Vec<u8>> = sizes
            .iter()
            .enumerate()
            .map(|(i, &n)| vec![i as u8; n])
            .collect();
        let offsets: Vec<u64> = samples.iter().map(|s| writer.push(s).unwrap()).collect();
        let spool = writer.finish().unwrap();
        let (mut a, mut b) = (spool.reader(), spool.reader());
        for (i, sample) in samples.iter().enumerate().rev() {
            let mut got = vec![0u8; sample.len()];
            a.seek(SeekFrom::Start(offsets[i])).unwrap();
            a.read_exact(&mut got).unwrap();
            assert_eq!(&got, sample);
            // A second reader's position is its own.
            b.seek(SeekFrom::Start(offsets[0])).unwrap();
            let mut first = vec![0u8; samples[0].len()];
            b.read_exact(&mut first).unwrap();
            assert_eq!(first, samples[0]);
        }
        let mut past = [0u8; 1];
        a.seek(SeekFrom::End(0)).unwrap();
        assert_eq!(a.read(&mut past).unwrap(), 0);
    }

    #[test]
    fn samples_read_back_from_memory_and_from_the_scratch_file() {
        round_trip(&[10, 0, 300, 7]);
        round_trip(&[IN_MEMORY / 2, IN_MEMORY / 2 + 1, 5, 1000]);
    }
}
