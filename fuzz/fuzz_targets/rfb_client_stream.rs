//! Fuzz target: `rfb_wire::fuzzing::rfb_client_stream`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| rfb_wire::fuzzing::rfb_client_stream(data));
