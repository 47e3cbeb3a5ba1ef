//! Fuzz target: `video::fuzzing::mp4_container`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| video::fuzzing::mp4_container(data));
