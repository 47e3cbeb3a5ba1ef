//! Fuzz target: `proto::fuzzing::tool_arguments`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| proto::fuzzing::tool_arguments(data));
