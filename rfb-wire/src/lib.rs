//! The RFB protocol (RFC 6143) as a live viewer speaks it to a device: what the device-agent
//! reads from the network and must never trust.
//!
//! The agent's RFB server (`device-agent/src/live/rfb/`) and its passthrough to a stock VNC
//! server build on these pieces; they are a crate of their own so that the fuzz targets
//! (`fuzz/`, built under sanitizers) compile them without the rest of the agent.
//!
//! - [`protocol`]: the handshake and the client's messages, every length bounded before it is
//!   read.
//! - [`pixel`]: pixel formats, and our BGRX pixels put into the one a client asked for.
//! - [`filter`]: the view-only filter that takes a viewer's input out of its stream to a
//!   stock VNC server.
//! - [`client_stream`]: the client's messages read from pieces as they arrive, for the same
//!   relay (the primary's format and encodings, where it may slip in a request).
//! - [`server_stream`]: the server's messages cut where each ends, for a relay that copies
//!   one device's stream to several viewers.
//! - [`Rect`], [`Screen`], [`enc`], [`rect_header`]: the framebuffer's pieces as the wire
//!   names them.

pub mod client_stream;
pub mod filter;
pub mod fuzzing;
pub mod pixel;
pub mod protocol;
pub mod server_stream;

/// A rectangle of the framebuffer, in the protocol's 16-bit coordinates.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rect {
    /// Left column.
    pub x: u16,
    /// Top row.
    pub y: u16,
    /// Width in pixels.
    pub w: u16,
    /// Height in pixels.
    pub h: u16,
}

impl Rect {
    /// Pixels in the rectangle.
    pub fn area(&self) -> usize {
        usize::from(self.w) * usize::from(self.h)
    }

    /// The rectangle cut into pieces at most `max_w` x `max_h`, row by row.
    pub fn pieces(self, max_w: u16, max_h: u16) -> impl Iterator<Item = Rect> {
        let (max_w, max_h) = (max_w.max(1), max_h.max(1));
        let rows = (0..self.h.div_ceil(max_h)).map(move |i| {
            let y = self.y + i * max_h;
            (y, max_h.min(self.y + self.h - y))
        });
        rows.flat_map(move |(y, h)| {
            (0..self.w.div_ceil(max_w)).map(move |j| {
                let x = self.x + j * max_w;
                Rect {
                    x,
                    y,
                    w: max_w.min(self.x + self.w - x),
                    h,
                }
            })
        })
    }
}

/// A read-only view of BGRX pixels.
#[derive(Clone, Copy)]
pub struct Screen<'a> {
    /// Pixel bytes.
    pub data: &'a [u8],
    /// Bytes from one row to the next.
    pub stride: usize,
    /// Width in pixels.
    pub width: u16,
    /// Height in pixels.
    pub height: u16,
}

impl<'a> Screen<'a> {
    /// The rows of `rect` (which lies inside the screen), each `rect.w * 4` bytes.
    pub fn rows(&self, rect: Rect) -> impl Iterator<Item = &'a [u8]> + 'a {
        let (data, stride) = (self.data, self.stride);
        let left = usize::from(rect.x) * 4;
        let len = usize::from(rect.w) * 4;
        (usize::from(rect.y)..usize::from(rect.y) + usize::from(rect.h)).map(move |y| {
            let start = y * stride + left;
            &data[start..start + len]
        })
    }

    /// The BGRX pixels of `rect` as one packed buffer.
    pub fn packed(&self, rect: Rect) -> Vec<u8> {
        let mut out = Vec::with_capacity(rect.area() * 4);
        for row in self.rows(rect) {
            out.extend_from_slice(row);
        }
        out
    }
}

/// Encoding numbers of the RFB protocol that this server knows.
pub mod enc {
    /// Raw pixels.
    pub const RAW: i32 = 0;
    /// Copy a rectangle the client already has.
    pub const COPY_RECT: i32 = 1;
    /// Tight (zlib with filters, fill, JPEG).
    pub const TIGHT: i32 = 7;
    /// ZRLE (zlib, 64x64 tiles, palettes and runs).
    pub const ZRLE: i32 = 16;
    /// Pseudo-encoding: the cursor image.
    pub const CURSOR: i32 = -239;
    /// Pseudo-encoding: the framebuffer changed size.
    pub const DESKTOP_SIZE: i32 = -223;
    /// Pseudo-encodings -32..=-23: Tight JPEG quality levels 0..=9.
    pub const QUALITY_0: i32 = -32;
    /// Pseudo-encodings -256..=-247: Tight zlib compression levels 0..=9.
    pub const COMPRESS_0: i32 = -256;
}

/// Append a rectangle header: position, size, encoding.
pub fn rect_header(rect: Rect, encoding: i32, out: &mut Vec<u8>) {
    out.extend_from_slice(&rect.x.to_be_bytes());
    out.extend_from_slice(&rect.y.to_be_bytes());
    out.extend_from_slice(&rect.w.to_be_bytes());
    out.extend_from_slice(&rect.h.to_be_bytes());
    out.extend_from_slice(&encoding.to_be_bytes());
}
