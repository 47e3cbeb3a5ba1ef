//! Fuzz target: `proto::fuzzing::artifact_offer`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| proto::fuzzing::artifact_offer(data));
