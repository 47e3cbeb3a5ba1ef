//! Fuzz target: `video::fuzzing::ogg_container` (Ogg).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| video::fuzzing::ogg_container(data));
