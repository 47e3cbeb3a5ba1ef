//! Turning changed rectangles into RFB rectangles, in the encoding the client prefers.
//!
//! The client lists encodings in order of preference; we take the first of Tight, ZRLE and
//! Raw it names (Raw when it names none), and use CopyRect, the cursor and desktop-size
//! pseudo-encodings only when it lists them. The zlib streams of ZRLE and Tight live as long
//! as the session, as both encodings require (the client keeps the matching inflaters).
//! A shared session, which observers may join at any update, takes Tight whenever the
//! client lists it (ZRLE's one stream cannot be reset) and resets Tight's streams for every
//! rectangle ([`tight`]).

pub(crate) mod copyrect;
pub(crate) mod cursor;
pub(crate) mod raw;
pub(crate) mod tight;
pub(crate) mod zrle;

use super::pixel::PixelFormat;
use super::{Rect, Screen, enc};

/// What the client's SetEncodings allows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Prefs {
    /// The pixel encoding to use: Tight, ZRLE or Raw.
    pub main: i32,
    /// CopyRect may be used.
    pub copy_rect: bool,
    /// The cursor pseudo-encoding may be used.
    pub cursor: bool,
    /// The desktop-size pseudo-encoding may be used.
    pub desktop_size: bool,
    /// Tight JPEG quality level 0..=9; JPEG only when the client asked for one.
    pub quality: Option<u8>,
    /// Tight zlib level 0..=9.
    pub compress: Option<u8>,
}

impl Default for Prefs {
    fn default() -> Self {
        Prefs::from_list(&[])
    }
}

impl Prefs {
    /// Read a SetEncodings list (client order is preference order).
    pub(crate) fn from_list(list: &[i32]) -> Prefs {
        let main = list
            .iter()
            .copied()
            .find(|e| matches!(*e, enc::TIGHT | enc::ZRLE | enc::RAW))
            .unwrap_or(enc::RAW);
        let level = |base: i32| {
            list.iter()
                .copied()
                .find(|e| (base..=base + 9).contains(e))
                .map(|e| (e - base) as u8)
        };
        Prefs {
            main,
            copy_rect: list.contains(&enc::COPY_RECT),
            cursor: list.contains(&enc::CURSOR),
            desktop_size: list.contains(&enc::DESKTOP_SIZE),
            quality: level(enc::QUALITY_0),
            compress: level(enc::COMPRESS_0),
        }
    }

    /// Read a SetEncodings list for a shared session: Tight whenever it is listed.
    pub(crate) fn from_list_shared(list: &[i32]) -> Prefs {
        let prefs = Prefs::from_list(list);
        if list.contains(&enc::TIGHT) {
            Prefs {
                main: enc::TIGHT,
                ..prefs
            }
        } else {
            prefs
        }
    }
}

/// The session's encoders and their persistent zlib streams.
pub(crate) struct Encoders {
    zrle: zrle::Zrle,
    tight: tight::Tight,
}

impl Encoders {
    /// Fresh encoders for a new session (`shared`: one observers may join).
    pub(crate) fn new(shared: bool) -> Encoders {
        Encoders {
            zrle: zrle::Zrle::new(),
            tight: tight::Tight::new(shared),
        }
    }

    /// Append `rect` of `screen` as one or more RFB rectangles; returns how many.
    pub(crate) fn encode(
        &mut self,
        prefs: &Prefs,
        screen: &Screen<'_>,
        rect: Rect,
        pf: &PixelFormat,
        out: &mut Vec<u8>,
    ) -> u16 {
        match prefs.main {
            enc::TIGHT => self.tight.encode(prefs, screen, rect, pf, out),
            enc::ZRLE => {
                self.zrle.encode(screen, rect, pf, out);
                1
            }
            _ => {
                raw::encode(screen, rect, pf, out);
                1
            }
        }
    }
}

/// Append the number of palette-index bits a pixel takes in ZRLE and Tight packed rows.
pub(crate) fn index_bits(colours: usize) -> usize {
    match colours {
        0..=2 => 1,
        3..=4 => 2,
        5..=16 => 4,
        _ => 8,
    }
}

/// Append `indices` (each < 2^bits) packed MSB first, `width` a row, rows padded to a byte.
pub(crate) fn pack_indices(indices: &[u8], width: usize, bits: usize, out: &mut Vec<u8>) {
    for row in indices.chunks(width.max(1)) {
        let mut byte = 0u8;
        let mut used = 0;
        for &i in row {
            byte |= i << (8 - bits - used);
            used += bits;
            if used == 8 {
                out.push(byte);
                byte = 0;
                used = 0;
            }
        }
        if used > 0 {
            out.push(byte);
        }
    }
}

/// Compress `data` on a persistent zlib stream, ending on a sync flush so the client can
/// inflate everything sent so far; appends to `out`.
pub(crate) fn deflate(z: &mut flate2::Compress, data: &[u8], out: &mut Vec<u8>) {
    let mut input = data;
    loop {
        out.reserve((input.len() / 2).max(1024));
        let (before_in, before_out) = (z.total_in(), out.len());
        let status = z.compress_vec(input, out, flate2::FlushCompress::Sync);
        let consumed = (z.total_in() - before_in) as usize;
        input = &input[consumed.min(input.len())..];
        // Finished when all input is in and the flush left room to spare; stop too on an
        // error or when nothing moved.
        let done = input.is_empty() && out.len() < out.capacity();
        let stuck = consumed == 0 && out.len() == before_out;
        if status.is_err() || done || stuck {
            break;
        }
    }
}

/// Zlib's level for a client's compress level (none given: fast).
pub(crate) fn zlib_level(compress: Option<u8>) -> flate2::Compression {
    flate2::Compression::new(u32::from(compress.unwrap_or(1).clamp(1, 9)))
}
