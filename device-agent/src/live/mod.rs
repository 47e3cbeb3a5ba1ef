//! The live channel (placeholder while the server is assembled).
pub(crate) mod rfb;
