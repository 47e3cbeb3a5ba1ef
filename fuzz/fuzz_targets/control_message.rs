//! Fuzz target: `proto::fuzzing::control_message`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| proto::fuzzing::control_message(data));
