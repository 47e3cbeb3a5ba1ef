//! Our RFB 3.8 server, spoken over any byte stream (the live WebSocket, or a test pipe).
//!
//! Why our own and not the `rustvncserver` crate: that crate listens on TCP (0.0.0.0) and
//! speaks only over `TcpStream`, polls the screen on a 16 ms tick with a deferral and a 33 ms
//! minimum interval (too slow for a glass-to-glass p50 under 35 ms), has no cursor
//! pseudo-encoding, needs the turbojpeg C library for Tight JPEG and keeps a global client
//! counter. Here a session is one value over one stream, and updates are pushed as soon as
//! the client may have one and a tile changed.
//!
//! Pieces: `rfb_wire` (handshake and client messages, all lengths bounded; pixel formats;
//! rectangles), [`encoding`] (Raw, CopyRect, ZRLE, Tight, cursor and desktop size),
//! [`tiles`] (which 64x64 tiles changed, merged into rectangles), [`pointer`](mod@pointer) (the device's
//! pointer composited into a view-only session's picture), [`session`] (the session:
//! reader, capture-and-encode thread, writer, input).

pub(crate) mod encoding;
pub(crate) mod pointer;
pub(crate) mod session;
pub(crate) mod tiles;

// The wire format a viewer sends is its own crate, so the fuzz targets build it alone.
pub(crate) use rfb_wire::{Rect, Screen, enc, pixel, protocol, rect_header};
