//! Our RFB 3.8 server, spoken over any byte stream (the live WebSocket, or a test pipe).
//!
//! Why our own and not the `rustvncserver` crate: that crate listens on TCP (0.0.0.0) and
//! speaks only over `TcpStream`, polls the screen on a 16 ms tick with a deferral and a 33 ms
//! minimum interval (too slow for a glass-to-glass p50 under 35 ms), has no cursor
//! pseudo-encoding, needs the turbojpeg C library for Tight JPEG and keeps a global client
//! counter. Here a session is one value over one stream, and updates are pushed as soon as
//! the client may have one and a tile changed.
//!
//! Pieces: [`protocol`] (handshake and client messages, all lengths bounded), [`pixel`]
//! (pixel formats), [`encoding`] (Raw, CopyRect, ZRLE, Tight, cursor and desktop size),
//! [`tiles`] (which 64x64 tiles changed, merged into rectangles), [`pointer`](mod@pointer) (the device's
//! pointer composited into a view-only session's picture), [`session`] (the session:
//! reader, capture-and-encode thread, writer, input).

pub(crate) mod encoding;
pub(crate) mod pixel;
pub(crate) mod pointer;
pub(crate) mod protocol;
pub(crate) mod session;
pub(crate) mod tiles;

/// A rectangle of the framebuffer, in the protocol's 16-bit coordinates.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Rect {
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
    pub(crate) fn area(&self) -> usize {
        usize::from(self.w) * usize::from(self.h)
    }

    /// The rectangle cut into pieces at most `max_w` x `max_h`, row by row.
    pub(crate) fn pieces(self, max_w: u16, max_h: u16) -> impl Iterator<Item = Rect> {
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
pub(crate) struct Screen<'a> {
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
    pub(crate) fn rows(&self, rect: Rect) -> impl Iterator<Item = &'a [u8]> + 'a {
        let (data, stride) = (self.data, self.stride);
        let left = usize::from(rect.x) * 4;
        let len = usize::from(rect.w) * 4;
        (usize::from(rect.y)..usize::from(rect.y) + usize::from(rect.h)).map(move |y| {
            let start = y * stride + left;
            &data[start..start + len]
        })
    }

    /// The BGRX pixels of `rect` as one packed buffer.
    pub(crate) fn packed(&self, rect: Rect) -> Vec<u8> {
        let mut out = Vec::with_capacity(rect.area() * 4);
        for row in self.rows(rect) {
            out.extend_from_slice(row);
        }
        out
    }
}

/// Encoding numbers of the RFB protocol that this server knows.
pub(crate) mod enc {
    /// Raw pixels.
    pub(crate) const RAW: i32 = 0;
    /// Copy a rectangle the client already has.
    pub(crate) const COPY_RECT: i32 = 1;
    /// Tight (zlib with filters, fill, JPEG).
    pub(crate) const TIGHT: i32 = 7;
    /// ZRLE (zlib, 64x64 tiles, palettes and runs).
    pub(crate) const ZRLE: i32 = 16;
    /// Pseudo-encoding: the cursor image.
    pub(crate) const CURSOR: i32 = -239;
    /// Pseudo-encoding: the framebuffer changed size.
    pub(crate) const DESKTOP_SIZE: i32 = -223;
    /// Pseudo-encodings -32..=-23: Tight JPEG quality levels 0..=9.
    pub(crate) const QUALITY_0: i32 = -32;
    /// Pseudo-encodings -256..=-247: Tight zlib compression levels 0..=9.
    pub(crate) const COMPRESS_0: i32 = -256;
}

/// Append a rectangle header: position, size, encoding.
pub(crate) fn rect_header(rect: Rect, encoding: i32, out: &mut Vec<u8>) {
    out.extend_from_slice(&rect.x.to_be_bytes());
    out.extend_from_slice(&rect.y.to_be_bytes());
    out.extend_from_slice(&rect.w.to_be_bytes());
    out.extend_from_slice(&rect.h.to_be_bytes());
    out.extend_from_slice(&encoding.to_be_bytes());
}
