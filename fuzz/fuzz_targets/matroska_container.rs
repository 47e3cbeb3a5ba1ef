//! Fuzz target: `video::fuzzing::matroska_container` (WebM / Matroska).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| video::fuzzing::matroska_container(data));
