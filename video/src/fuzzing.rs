//! Entry points of the fuzz targets (`fuzz/`). A video handed to `video_frames` and the
//! frame index inside a recording a device uploaded are bytes from outside: reading them
//! must never panic, hang or allocate beyond the bounds the readers set.

use std::io::Cursor;

use crate::index::FrameIndex;
use crate::reader::Reader;

/// Open `data` as a video (container and sample table; nothing is decoded).
///
/// The boxes of a hostile file once sent the `mp4` crate into loops that did not end (the
/// inputs are in `video/testdata/`, see the test below): it is now handed only a copy of
/// the boxes this reader uses, under box headers the container module writes.
pub fn mp4_container(data: &[u8]) {
    opens_with_a_size(data);
}

/// Open `data` as a WebM / Matroska file (the EBML magic put in front when it lacks it, so
/// every input reaches the Matroska demuxer): elements, the track, every frame spooled.
pub fn matroska_container(data: &[u8]) {
    const MAGIC: [u8; 4] = [0x1A, 0x45, 0xDF, 0xA3];
    with_prefix(&MAGIC, data, opens_with_a_size);
}

/// Open `data` as an Ogg file (`OggS` put in front when it lacks it): pages, packets, the
/// Theora headers, every frame spooled.
pub fn ogg_container(data: &[u8]) {
    with_prefix(b"OggS", data, opens_with_a_size);
}

/// Open `data` as a WebP, still or animated (a RIFF `WEBP` header put in front when it lacks
/// one): chunks, the canvas, every frame composed and spooled.
pub fn webp_container(data: &[u8]) {
    if data.starts_with(b"RIFF") {
        opens_with_a_size(data);
    } else {
        let mut all = b"RIFF".to_vec();
        all.extend_from_slice(
            &u32::try_from(data.len() + 4)
                .unwrap_or(u32::MAX)
                .to_le_bytes(),
        );
        all.extend_from_slice(b"WEBP");
        all.extend_from_slice(data);
        opens_with_a_size(&all);
    }
}

fn with_prefix(prefix: &[u8], data: &[u8], then: fn(&[u8])) {
    if data.starts_with(prefix) {
        then(data);
    } else {
        let mut all = prefix.to_vec();
        all.extend_from_slice(data);
        then(&all);
    }
}

fn opens_with_a_size(data: &[u8]) {
    if let Ok(reader) = Reader::open(Cursor::new(data)) {
        let info = reader.info();
        assert!(
            info.width > 0 && info.height > 0,
            "a video that opens has a size"
        );
    }
}

/// Read `data` as the payload of a frame index, and write back what was read.
pub fn frame_index(data: &[u8]) {
    if let Ok(index) = FrameIndex::decode(data) {
        for i in 0..index.entries.len().min(4) {
            let _ = index.signature(i);
        }
        let again = index.encode().expect("an index that decodes encodes");
        assert_eq!(
            FrameIndex::decode(&again).ok().as_ref(),
            Some(&index),
            "what is written reads back the same"
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The fuzz targets' seeds (`fuzz/corpus/<target>/`), which must be valid inputs for the
    /// fuzzer to start from the readers' deep paths.
    fn seeds(target: &str) -> Vec<(String, Vec<u8>)> {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../fuzz/corpus")
            .join(target);
        let mut seeds: Vec<_> = std::fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .map(|e| e.unwrap().path())
            .map(|p| (p.display().to_string(), std::fs::read(&p).unwrap()))
            .collect();
        seeds.sort();
        assert!(!seeds.is_empty(), "no seeds in {}", dir.display());
        seeds
    }

    /// Inputs the fuzzer found that once hung or crashed a reader (`video/testdata/`): each
    /// is refused with its reason, at once.
    #[test]
    fn what_the_fuzzer_found_stays_fixed() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata");
        let found = [
            // A `meta` child smaller than its own header, inside `udta`: the mp4 crate looped.
            ("meta-child-box-smaller-than-its-header.mp4", "declares"),
            // An `mvhd` that ends 3 bytes before its `moov`: the crate read a header past the
            // end, found a box of 0 bytes and skipped it for ever.
            ("moov-child-loop.mp4", "stray bytes"),
            // A `url ` entry of 0 bytes inside a `dref` that declares 2113011712 entries: the
            // crate read the entry again and again, one turn for each entry declared.
            (
                "dref-entry-of-0-bytes.mp4",
                "\"url \" inside \"dref\" declares 0 bytes",
            ),
            // A `trun` of 4294967295 samples that carry no fields of their own (all take the
            // defaults): the crate's loop over them ran for 13 s under the fuzzer.
            (
                "trun-of-four-billion-default-samples.mp4",
                "a fragment (trun) declares 4294967295 samples",
            ),
            // A WebM whose segment starts with a CRC-32 element: matroska-demuxer's search
            // for the SeekHead went back to the segment's start each turn, for ever.
            (
                "crc32-first-in-segment-loops.webm",
                "point back into one another",
            ),
        ];
        for (file, reason) in found {
            let input = std::fs::read(dir.join(file)).unwrap();
            let started = std::time::Instant::now();
            let refused = Reader::open(Cursor::new(&input))
                .err()
                .map(|e| e.to_string());
            assert!(
                refused.as_deref().is_some_and(|e| e.contains(reason)),
                "{file}: {refused:?}"
            );
            assert!(started.elapsed().as_secs() < 5, "{file}");
        }
    }

    /// Every box header of the seeds given each size a hostile file may declare: 0, a
    /// 64-bit size of 0 or 8, less than a header, a few bytes less than the box (leaving
    /// stray bytes in its parent) or one byte more. Opening ends, within a second or so.
    #[test]
    fn no_box_size_makes_opening_hang() {
        let videos = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/seeds");
        let files: Vec<Vec<u8>> = std::fs::read_dir(&videos)
            .unwrap()
            .map(|e| std::fs::read(e.unwrap().path()).unwrap())
            .collect();
        let (done, finished) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let mut opened = 0;
            for bytes in &files {
                // Anything that looks like a box header: a size, then four letters.
                for at in 0..bytes.len().saturating_sub(16) {
                    let kind = &bytes[at + 4..at + 8];
                    if !kind.iter().all(|b| b.is_ascii_alphanumeric() || *b == b' ') {
                        continue;
                    }
                    let size = u32::from_be_bytes(bytes[at..at + 4].try_into().unwrap());
                    let sizes = [0, 4, 7, size.wrapping_sub(3), size.wrapping_add(1)];
                    let large = sizes
                        .iter()
                        .map(|&s| (s, None))
                        .chain([(1, Some(0u64)), (1, Some(8))]);
                    for (size, large) in large {
                        let mut copy = bytes.clone();
                        copy[at..at + 4].copy_from_slice(&size.to_be_bytes());
                        if let Some(large) = large {
                            copy[at + 8..at + 16].copy_from_slice(&large.to_be_bytes());
                        }
                        mp4_container(&copy);
                        opened += 1;
                    }
                }
            }
            done.send(opened).unwrap();
        });
        let opened = finished
            .recv_timeout(std::time::Duration::from_secs(60))
            .expect("opening a file with a bad box size did not end");
        assert!(opened > 500, "{opened}");
    }

    #[test]
    fn every_seed_is_a_valid_input() {
        let containers = [
            "mp4_container",
            "matroska_container",
            "ogg_container",
            "webp_container",
        ];
        for (name, bytes) in containers.iter().flat_map(|t| seeds(t)) {
            let reader =
                Reader::open(Cursor::new(&bytes)).unwrap_or_else(|e| panic!("{name}: {e}"));
            assert!(reader.info().frames > 0, "{name}");
            mp4_container(&bytes);
            matroska_container(&bytes);
            ogg_container(&bytes);
            webp_container(&bytes);
        }
        for (name, bytes) in seeds("frame_index") {
            let index = FrameIndex::decode(&bytes).unwrap_or_else(|e| panic!("{name}: {e}"));
            assert!(!index.entries.is_empty(), "{name}");
            frame_index(&bytes);
        }
    }
}
