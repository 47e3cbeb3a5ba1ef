//! Helpers shared by test binaries.

pub mod rfb_client;
