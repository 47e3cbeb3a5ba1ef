//! A file's SHA-256 and the SHA-256 of each of its upload parts, in one pass.
//!
//! The relay binds every part's upload URL to the part's digest (see [`proto::artifact`]),
//! so an offer carries them all; reading a large recording twice would cost more than
//! hashing each byte twice as it goes by.

use std::io::Read as _;
use std::path::Path;

use sha2::{Digest, Sha256};

/// What [`Hasher::finish`] found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct FileDigests {
    /// Bytes hashed.
    pub(crate) size: u64,
    /// SHA-256 of them all, lowercase hex.
    pub(crate) sha256: String,
    /// SHA-256 of each part of [`proto::part_layout`], in order, lowercase hex.
    pub(crate) part_sha256: Vec<String>,
}

/// Hashes bytes fed in order, whole and per part of `part_bytes`.
pub(crate) struct Hasher {
    part_bytes: u64,
    whole: Sha256,
    part: Sha256,
    in_part: u64,
    size: u64,
    parts: Vec<String>,
}

impl Hasher {
    /// A hasher for parts of `part_bytes` ([`proto::UPLOAD_PART_BYTES`] on the wire).
    pub(crate) fn new(part_bytes: u64) -> Self {
        Hasher {
            part_bytes: part_bytes.max(1),
            whole: Sha256::new(),
            part: Sha256::new(),
            in_part: 0,
            size: 0,
            parts: Vec::new(),
        }
    }

    /// Feed the next bytes.
    pub(crate) fn update(&mut self, mut bytes: &[u8]) {
        self.whole.update(bytes);
        self.size += bytes.len() as u64;
        while !bytes.is_empty() {
            let room = usize::try_from(self.part_bytes - self.in_part).unwrap_or(usize::MAX);
            let (now, rest) = bytes.split_at(room.min(bytes.len()));
            self.part.update(now);
            self.in_part += now.len() as u64;
            if self.in_part == self.part_bytes {
                let done = std::mem::take(&mut self.part);
                self.parts.push(hex::encode(done.finalize()));
                self.in_part = 0;
            }
            bytes = rest;
        }
    }

    /// The digests of everything fed (an empty file is one empty part, as in the layout).
    pub(crate) fn finish(mut self) -> FileDigests {
        if self.in_part > 0 || self.parts.is_empty() {
            self.parts.push(hex::encode(self.part.finalize()));
        }
        FileDigests {
            size: self.size,
            sha256: hex::encode(self.whole.finalize()),
            part_sha256: self.parts,
        }
    }
}

/// The digests of the file at `path`, parts of [`proto::UPLOAD_PART_BYTES`] (blocking I/O:
/// call it off the async threads).
pub(crate) fn of_file(path: &Path) -> std::io::Result<FileDigests> {
    let mut file = std::fs::File::open(path)?;
    let mut hasher = Hasher::new(proto::UPLOAD_PART_BYTES);
    let mut buf = vec![0u8; 1 << 20];
    loop {
        let n = file.read(&mut buf)?;
        if n == 0 {
            return Ok(hasher.finish());
        }
        hasher.update(&buf[..n]);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parts_follow_the_wire_layout_however_the_bytes_arrive() {
        let data: Vec<u8> = (0..2500u32).map(|i| (i * 7 % 251) as u8).collect();
        for size in [0usize, 1, 999, 1000, 1001, 2000, 2500] {
            let bytes = &data[..size];
            for chunk in [1usize, 7, 1000, 4096] {
                let mut hasher = Hasher::new(1000);
                for piece in bytes.chunks(chunk) {
                    hasher.update(piece);
                }
                let got = hasher.finish();
                let want: Vec<String> = proto::part_layout(size as u64, 1000)
                    .into_iter()
                    .map(|(_, offset, length)| {
                        let part = &bytes[offset as usize..(offset + length) as usize];
                        hex::encode(Sha256::digest(part))
                    })
                    .collect();
                assert_eq!(got.part_sha256, want, "size {size}, chunks of {chunk}");
                assert_eq!(got.sha256, hex::encode(Sha256::digest(bytes)));
                assert_eq!(got.size, size as u64);
            }
        }
    }
}
