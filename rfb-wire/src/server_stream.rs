//! The server's side of an RFB stream after the handshake, cut into whole messages.
//!
//! A relay that copies one device's stream to several viewers can only start a viewer at a
//! message boundary, and only knows where one is by reading every message's length: a
//! framebuffer update's length is its rectangles', each told by its encoding. The bytes
//! come from a device, so nothing in them is trusted: every count and length is checked
//! against [`MAX_MESSAGE`] before the stream waits for that many bytes, an encoding this
//! module cannot measure is an error (the stream cannot be cut after it), and nothing is
//! allocated but the buffer of the message being read.
//!
//! Measured: Raw, CopyRect, RRE, Tight (fill, JPEG, basic with its copy, palette and
//! gradient filters), ZRLE, and the cursor, desktop-size, extended-desktop-size,
//! last-rectangle and pointer-position pseudo-encodings; Bell, SetColourMapEntries,
//! ServerCutText, EndOfContinuousUpdates and ServerFence. Not Hextile: its length is known
//! only tile by tile, and none of our servers sends it to a viewer that lists Tight.
//!
//! Reading restarts from the message's first byte when more bytes arrive, but only once
//! the buffer holds as many as the last attempt showed it needs, so a large update arriving
//! in many pieces is read about once.

use crate::pixel::PixelFormat;
use crate::{Rect, enc};

/// Largest message framed (a full uncompressed 4K update at 32 bits a pixel fits).
pub const MAX_MESSAGE: usize = 64 * 1024 * 1024;
/// Largest ServerCutText payload framed.
pub const MAX_CUT_TEXT: usize = 1 << 20;

/// More encodings than [`enc`] names: those a stock server may send.
mod more {
    /// Rise-and-run-length: a background and solid subrectangles.
    pub(super) const RRE: i32 = 2;
    /// Hextile: 16x16 tiles (not measured).
    pub(super) const HEXTILE: i32 = 5;
    /// Pseudo-encoding: the screen layout changed.
    pub(super) const EXTENDED_DESKTOP_SIZE: i32 = -308;
    /// Pseudo-encoding: the update has no more rectangles.
    pub(super) const LAST_RECT: i32 = -224;
    /// Pseudo-encoding: where the pointer is.
    pub(super) const POINTER_POS: i32 = -232;
}

/// Why the stream cannot be cut into messages (it cannot be read on after this).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum StreamError {
    /// A message type this module does not know.
    #[error("server message type {0} is not one this relay can frame")]
    UnknownMessage(u8),
    /// A rectangle in an encoding whose length this module cannot tell.
    #[error("rectangle encoding {0} is not one this relay can frame")]
    UnknownEncoding(i32),
    /// A message longer than [`MAX_MESSAGE`] (or a cut text longer than [`MAX_CUT_TEXT`]).
    #[error("a server message of {0} bytes or more is over the bound of {MAX_MESSAGE}")]
    TooLong(u64),
    /// A value the protocol does not allow.
    #[error("malformed server message: {0}")]
    Malformed(&'static str),
}

/// What a whole message is, for the relay to decide whom it goes to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// A framebuffer update.
    Update(UpdateInfo),
    /// Anything else (bell, colour map, cut text, fences, end of continuous updates).
    Other(u8),
}

/// What a framebuffer update holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct UpdateInfo {
    /// Rectangles, pseudo-encodings included.
    pub rects: u16,
    /// Pixels its pixel-carrying rectangles cover, CopyRect's excepted (those need what the
    /// viewer already has), counted with overlaps.
    pub painted: u64,
    /// Whether a rectangle copies from the viewer's framebuffer (CopyRect).
    pub copies: bool,
    /// The framebuffer's new size, when the update changes it.
    pub resized: Option<(u16, u16)>,
}

/// One whole server message, as it was on the wire.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Message {
    /// What it is.
    pub kind: Kind,
    /// Its bytes.
    pub bytes: Vec<u8>,
}

/// The reader of one stream's server messages.
#[derive(Debug)]
pub struct ServerStream {
    format: PixelFormat,
    buf: Vec<u8>,
    /// Bytes the buffer must hold before it is worth reading again.
    need: usize,
    /// A stream that failed stays failed.
    failed: Option<StreamError>,
}

impl ServerStream {
    /// A stream whose pixels are in `format` (the one the viewer set, or the ServerInit's).
    pub fn new(format: PixelFormat) -> Self {
        ServerStream {
            format,
            buf: Vec::new(),
            need: 1,
            failed: None,
        }
    }

    /// The viewer asked for another pixel format: the messages after the ones already
    /// buffered are read in it (RFB's own rule for a SetPixelFormat).
    pub fn set_format(&mut self, format: PixelFormat) {
        self.format = format;
        self.need = 1;
    }

    /// Bytes held that are not yet a whole message.
    pub fn pending(&self) -> usize {
        self.buf.len()
    }

    /// Add `data` from the stream and append each message it completes to `out`.
    pub fn feed(&mut self, data: &[u8], out: &mut Vec<Message>) -> Result<(), StreamError> {
        if let Some(e) = &self.failed {
            return Err(e.clone());
        }
        self.buf.extend_from_slice(data);
        while self.buf.len() >= self.need {
            match measure(&self.buf, &self.format) {
                Ok(Measured::Whole(len, kind)) => {
                    let rest = self.buf.split_off(len);
                    let bytes = std::mem::replace(&mut self.buf, rest);
                    out.push(Message { kind, bytes });
                    self.need = 1;
                }
                Ok(Measured::Needs(n)) => {
                    self.need = n;
                    break;
                }
                Err(e) => {
                    self.failed = Some(e.clone());
                    self.buf = Vec::new();
                    return Err(e);
                }
            }
        }
        Ok(())
    }
}

/// What reading a buffer that starts at a message showed.
enum Measured {
    /// A whole message of this many bytes.
    Whole(usize, Kind),
    /// Not yet whole: at least this many bytes are needed to read on.
    Needs(usize),
}

/// A cursor over a buffer whose reads say how many bytes they needed when short.
struct Cursor<'a> {
    b: &'a [u8],
    pos: usize,
}

/// A short read: the total the buffer must hold.
struct Short(usize);

impl Cursor<'_> {
    fn take(&mut self, n: usize) -> Result<&[u8], Short> {
        let end = self.pos.saturating_add(n);
        if end > self.b.len() {
            return Err(Short(end));
        }
        let s = &self.b[self.pos..end];
        self.pos = end;
        Ok(s)
    }

    fn u8(&mut self) -> Result<u8, Short> {
        Ok(self.take(1)?[0])
    }

    fn u16(&mut self) -> Result<u16, Short> {
        let s = self.take(2)?;
        Ok(u16::from_be_bytes([s[0], s[1]]))
    }

    fn u32(&mut self) -> Result<u32, Short> {
        let s = self.take(4)?;
        Ok(u32::from_be_bytes([s[0], s[1], s[2], s[3]]))
    }

    /// Skip `n` bytes of payload, refusing a message that would pass the bound.
    fn skip(&mut self, n: u64) -> Result<Result<(), Short>, StreamError> {
        let end = (self.pos as u64).saturating_add(n);
        if end > MAX_MESSAGE as u64 {
            return Err(StreamError::TooLong(end));
        }
        Ok(self.take(n as usize).map(|_| ()))
    }

    /// Tight's compact length: 1 to 3 bytes, 7 bits each, low first (22 bits at most).
    fn compact_len(&mut self) -> Result<u64, Short> {
        let mut len = 0u64;
        for i in 0..3 {
            let b = self.u8()?;
            let bits = if i == 2 {
                u64::from(b)
            } else {
                u64::from(b & 0x7f)
            };
            len |= bits << (7 * i);
            if i < 2 && b & 0x80 == 0 {
                break;
            }
        }
        Ok(len)
    }
}

/// Read one message from the start of `b`.
fn measure(b: &[u8], format: &PixelFormat) -> Result<Measured, StreamError> {
    let mut c = Cursor { b, pos: 0 };
    match read_message(&mut c, format)? {
        Ok(kind) => Ok(Measured::Whole(c.pos, kind)),
        Err(Short(n)) => Ok(Measured::Needs(n)),
    }
}

/// `?` for a short read inside a function that returns both kinds of failure.
macro_rules! short {
    ($e:expr) => {
        match $e {
            Ok(v) => v,
            Err(short) => return Ok(Err(short)),
        }
    };
}

fn read_message(
    c: &mut Cursor<'_>,
    format: &PixelFormat,
) -> Result<Result<Kind, Short>, StreamError> {
    let kind = short!(c.u8());
    match kind {
        0 => read_update(c, format).map(|r| r.map(Kind::Update)),
        1 => {
            short!(c.take(3));
            let n = short!(c.u16());
            short!(c.skip(u64::from(n) * 6)?);
            Ok(Ok(Kind::Other(kind)))
        }
        // Bell; EndOfContinuousUpdates.
        2 | 150 => Ok(Ok(Kind::Other(kind))),
        3 => {
            short!(c.take(3));
            let len = short!(c.u32());
            if len as usize > MAX_CUT_TEXT {
                return Err(StreamError::TooLong(u64::from(len)));
            }
            short!(c.skip(u64::from(len))?);
            Ok(Ok(Kind::Other(kind)))
        }
        // ServerFence: flags, then a payload of at most 64 bytes.
        248 => {
            short!(c.take(3));
            short!(c.u32());
            let len = short!(c.u8());
            if len > 64 {
                return Err(StreamError::Malformed("a fence payload over 64 bytes"));
            }
            short!(c.skip(u64::from(len))?);
            Ok(Ok(Kind::Other(kind)))
        }
        other => Err(StreamError::UnknownMessage(other)),
    }
}

fn read_update(
    c: &mut Cursor<'_>,
    format: &PixelFormat,
) -> Result<Result<UpdateInfo, Short>, StreamError> {
    short!(c.u8());
    let rects = short!(c.u16());
    let mut info = UpdateInfo {
        rects,
        ..UpdateInfo::default()
    };
    for _ in 0..rects {
        let rect = Rect {
            x: short!(c.u16()),
            y: short!(c.u16()),
            w: short!(c.u16()),
            h: short!(c.u16()),
        };
        let encoding = short!(c.u32()) as i32;
        if encoding == more::LAST_RECT {
            break;
        }
        short!(read_rect(c, format, rect, encoding, &mut info)?);
    }
    Ok(Ok(info))
}

fn read_rect(
    c: &mut Cursor<'_>,
    format: &PixelFormat,
    rect: Rect,
    encoding: i32,
    info: &mut UpdateInfo,
) -> Result<Result<(), Short>, StreamError> {
    let bpp = format.bytes_per_pixel() as u64;
    let area = rect.area() as u64;
    match encoding {
        enc::RAW => {
            short!(c.skip(area * bpp)?);
            info.painted += area;
        }
        enc::COPY_RECT => {
            short!(c.take(4));
            info.copies = true;
        }
        more::RRE => {
            let n = short!(c.u32());
            short!(c.skip(bpp + u64::from(n) * (bpp + 8))?);
            info.painted += area;
        }
        enc::TIGHT => {
            short!(read_tight(c, format, rect)?);
            info.painted += area;
        }
        enc::ZRLE => {
            let len = short!(c.u32());
            short!(c.skip(u64::from(len))?);
            info.painted += area;
        }
        enc::CURSOR => {
            let mask = u64::from(rect.w.div_ceil(8)) * u64::from(rect.h);
            short!(c.skip(area * bpp + mask)?);
        }
        enc::DESKTOP_SIZE => info.resized = Some((rect.w, rect.h)),
        more::EXTENDED_DESKTOP_SIZE => {
            let screens = short!(c.u8());
            short!(c.take(3));
            short!(c.skip(u64::from(screens) * 16)?);
            info.resized = Some((rect.w, rect.h));
        }
        more::POINTER_POS => {}
        more::HEXTILE => return Err(StreamError::UnknownEncoding(encoding)),
        other => return Err(StreamError::UnknownEncoding(other)),
    }
    Ok(Ok(()))
}

/// One Tight rectangle's data (RFC 6143 leaves Tight to its community description).
fn read_tight(
    c: &mut Cursor<'_>,
    format: &PixelFormat,
    rect: Rect,
) -> Result<Result<(), Short>, StreamError> {
    // Tight's pixels are 3 bytes when 8-bit red, green and blue fill a 32-bit pixel.
    let tpixel: u64 = if format.is_rgb888() && format.depth == 24 {
        3
    } else {
        format.bytes_per_pixel() as u64
    };
    let control = short!(c.u8());
    match control >> 4 {
        // Fill: one pixel.
        0x8 => {
            short!(c.skip(tpixel)?);
            return Ok(Ok(()));
        }
        // JPEG (and TightPNG's PNG): a compact length, then the image.
        0x9 | 0xA => {
            let len = short!(c.compact_len());
            short!(c.skip(len)?);
            return Ok(Ok(()));
        }
        0xB..=0xF => {
            return Err(StreamError::Malformed(
                "a Tight compression control over 0xA",
            ));
        }
        _ => {}
    }
    // Basic compression: an optional filter, then the data, raw when under 12 bytes.
    let (w, h) = (u64::from(rect.w), u64::from(rect.h));
    let mut size = w * h * tpixel;
    if control & 0x40 != 0 {
        match short!(c.u8()) {
            // Copy; gradient.
            0 | 2 => {}
            1 => {
                let colours = u64::from(short!(c.u8())) + 1;
                short!(c.skip(colours * tpixel)?);
                size = if colours == 2 {
                    w.div_ceil(8) * h
                } else {
                    w * h
                };
            }
            _ => {
                return Err(StreamError::Malformed(
                    "a Tight filter other than 0, 1 or 2",
                ));
            }
        }
    }
    if size < 12 {
        short!(c.skip(size)?);
    } else {
        let len = short!(c.compact_len());
        short!(c.skip(len)?);
    }
    Ok(Ok(()))
}

/// What a ServerInit says: the framebuffer's size, its pixel format and the desktop's name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ServerInit {
    /// Width in pixels.
    pub width: u16,
    /// Height in pixels.
    pub height: u16,
    /// The server's pixel format.
    pub format: PixelFormat,
    /// The desktop's name (at most [`MAX_NAME`] bytes).
    pub name: Vec<u8>,
}

/// Longest desktop name accepted in a ServerInit.
pub const MAX_NAME: usize = 4096;

impl ServerInit {
    /// Read a whole ServerInit from the start of `b`: `Ok(None)` when `b` holds only part
    /// of it, else the message and its length.
    pub fn parse(b: &[u8]) -> Result<Option<(ServerInit, usize)>, StreamError> {
        if b.len() < 24 {
            return Ok(None);
        }
        let name_len = u32::from_be_bytes([b[20], b[21], b[22], b[23]]) as usize;
        if name_len > MAX_NAME {
            return Err(StreamError::Malformed("a desktop name over 4096 bytes"));
        }
        let Some(name) = b.get(24..24 + name_len) else {
            return Ok(None);
        };
        let mut pf = [0u8; 16];
        pf.copy_from_slice(&b[4..20]);
        let init = ServerInit {
            width: u16::from_be_bytes([b[0], b[1]]),
            height: u16::from_be_bytes([b[2], b[3]]),
            format: PixelFormat::parse(&pf),
            name: name.to_vec(),
        };
        Ok(Some((init, 24 + name_len)))
    }

    /// The message's wire bytes.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(24 + self.name.len());
        out.extend_from_slice(&self.width.to_be_bytes());
        out.extend_from_slice(&self.height.to_be_bytes());
        out.extend_from_slice(&self.format.to_bytes());
        out.extend_from_slice(&(self.name.len() as u32).to_be_bytes());
        out.extend_from_slice(&self.name);
        out
    }
}

#[cfg(test)]
mod tests;
