//! Fuzz target: `device_agent::fuzzing::rfb_view_filter`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| device_agent::fuzzing::rfb_view_filter(data));
