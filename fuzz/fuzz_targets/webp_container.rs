//! Fuzz target: `video::fuzzing::webp_container` (WebP, a watch's animation).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| video::fuzzing::webp_container(data));
