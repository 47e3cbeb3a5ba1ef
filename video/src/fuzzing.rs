//! Entry points of the fuzz targets (`fuzz/`). A video handed to `video_frames` and the
//! frame index inside a recording a device uploaded are bytes from outside: reading them
//! must never panic, hang or allocate beyond the bounds the readers set.

use std::io::Cursor;

use crate::index::FrameIndex;
use crate::reader::Reader;

/// Open `data` as a video (container and sample table; nothing is decoded).
///
/// Not yet a target of `tests/fuzz`: under cargo-fuzz it keeps finding trees the `mp4`
/// crate reads in a loop that never ends. Two are fixed in `container.rs`'s checks (see the
/// test below); a third, `video/testdata/open-hang-3.mp4`, is still open, and the target
/// joins CI once a minute of fuzzing finds none.
pub fn mp4_container(data: &[u8]) {
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

    /// Inputs the fuzzer found that once hung or crashed a reader (`video/testdata/`).
    #[test]
    fn what_the_fuzzer_found_stays_fixed() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata");
        // A `meta` child smaller than its own header, inside `udta`: the mp4 crate looped.
        let hang = std::fs::read(dir.join("meta-child-box-smaller-than-its-header.mp4")).unwrap();
        let started = std::time::Instant::now();
        let refused = Reader::open(Cursor::new(&hang))
            .err()
            .map(|e| e.to_string());
        assert!(
            refused.as_deref().is_some_and(|e| e.contains("declares")),
            "{refused:?}"
        );
        assert!(started.elapsed().as_secs() < 5);
        // An `mvhd` that ends 3 bytes before its `moov`: the crate read a header past the
        // end, found a box of 0 bytes and skipped it for ever.
        let hang = std::fs::read(dir.join("moov-child-loop.mp4")).unwrap();
        let started = std::time::Instant::now();
        let refused = Reader::open(Cursor::new(&hang))
            .err()
            .map(|e| e.to_string());
        assert!(
            refused
                .as_deref()
                .is_some_and(|e| e.contains("stray bytes")),
            "{refused:?}"
        );
        assert!(started.elapsed().as_secs() < 5);
    }

    #[test]
    fn every_seed_is_a_valid_input() {
        let videos = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/seeds");
        for entry in std::fs::read_dir(&videos).unwrap() {
            let path = entry.unwrap().path();
            let (name, bytes) = (path.display().to_string(), std::fs::read(&path).unwrap());
            let reader =
                Reader::open(Cursor::new(&bytes)).unwrap_or_else(|e| panic!("{name}: {e}"));
            assert!(reader.info().frames > 0, "{name}");
            mp4_container(&bytes);
        }
        for (name, bytes) in seeds("frame_index") {
            let index = FrameIndex::decode(&bytes).unwrap_or_else(|e| panic!("{name}: {e}"));
            assert!(!index.entries.is_empty(), "{name}");
            frame_index(&bytes);
        }
    }
}
