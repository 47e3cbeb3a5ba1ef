//! Fuzz target: `video::fuzzing::frame_index`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| video::fuzzing::frame_index(data));
