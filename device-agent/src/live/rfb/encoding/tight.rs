//! Tight: each rectangle as a solid fill, a two-colour bitmap, an indexed palette, a JPEG
//! (photographic content, when the client asked for a quality level) or plain pixels, the
//! lossless kinds through four zlib streams that last the session (as the Tight spec wants:
//! stream 0 full colour, 1 two-colour, 2 palette).
//!
//! Pixels ("TPIXEL") are 3 bytes R, G, B when the client's format holds 8-bit channels in
//! 32 bits, else the client's pixel as is. JPEG needs the 3-byte case.
//!
//! In a shared session (one the relay may copy to observers who join at any update) every
//! rectangle decodes on its own: the stream it uses is reset before it and its control
//! byte tells the client to reset its inflater too, at the cost of the history a stream
//! would carry from one rectangle to the next.

use flate2::Compress;

use super::super::pixel::PixelFormat;
use super::super::{Rect, Screen, enc, rect_header};
use super::{Prefs, deflate, pack_indices, zlib_level};

/// Size of the pieces a rectangle is cut into (Tight allows at most 2048 across, and a
/// compressed length of 22 bits). Small pieces keep each one's colours few, so flat areas
/// and text stay lossless palettes and only photographic pieces become JPEG.
const PIECE_WIDTH: u16 = 512;
const PIECE_HEIGHT: u16 = 64;
/// Data shorter than this is sent without zlib, as the spec requires.
const MIN_TO_COMPRESS: usize = 12;
/// JPEG quality for quality levels 0..=9 (the scale TigerVNC uses).
const JPEG_QUALITY: [u8; 10] = [15, 29, 41, 42, 62, 77, 79, 86, 92, 100];

/// Stream numbers.
const STREAM_FULL: usize = 0;
const STREAM_MONO: usize = 1;
const STREAM_PALETTE: usize = 2;

/// The Tight encoder of one session.
pub(crate) struct Tight {
    /// Made at first use, with the level the client asked for then.
    streams: Option<[Compress; 4]>,
    /// Each rectangle's stream is reset before it (a shared session).
    self_contained: bool,
}

impl Tight {
    /// No streams yet; `self_contained` for a shared session.
    pub(crate) fn new(self_contained: bool) -> Tight {
        Tight {
            streams: None,
            self_contained,
        }
    }

    /// Append `rect` as Tight rectangles (split to Tight's size limits); returns how many.
    pub(crate) fn encode(
        &mut self,
        prefs: &Prefs,
        screen: &Screen<'_>,
        rect: Rect,
        pf: &PixelFormat,
        out: &mut Vec<u8>,
    ) -> u16 {
        let streams = self.streams.get_or_insert_with(|| {
            let level = zlib_level(prefs.compress);
            std::array::from_fn(|_| Compress::new(level, true))
        });
        let mut count = 0;
        for piece in rect.pieces(PIECE_WIDTH, PIECE_HEIGHT) {
            encode_one(streams, self.self_contained, prefs, screen, piece, pf, out);
            count += 1;
        }
        count
    }
}

/// Append a Tight TPIXEL.
fn tpixel(pf: &PixelFormat, v: u32, out: &mut Vec<u8>) {
    if pf.is_rgb888() {
        out.extend_from_slice(&[
            (v >> pf.red_shift) as u8,
            (v >> pf.green_shift) as u8,
            (v >> pf.blue_shift) as u8,
        ]);
    } else {
        pf.put(v, out);
    }
}

/// Append Tight's compact length (1 to 3 bytes, 7 bits each but the last).
pub(crate) fn compact_len(n: usize, out: &mut Vec<u8>) {
    let more = |cond: bool| if cond { 0x80 } else { 0 };
    out.push((n & 0x7f) as u8 | more(n > 0x7f));
    if n > 0x7f {
        out.push(((n >> 7) & 0x7f) as u8 | more(n > 0x3fff));
        if n > 0x3fff {
            out.push((n >> 14) as u8);
        }
    }
}

/// Append data as the spec wants: short data as is, else compact length and zlib bytes.
fn put_data(z: &mut Compress, data: &[u8], out: &mut Vec<u8>) {
    if data.len() < MIN_TO_COMPRESS {
        out.extend_from_slice(data);
        return;
    }
    let mut zdata = Vec::new();
    deflate(z, data, &mut zdata);
    compact_len(zdata.len(), out);
    out.extend_from_slice(&zdata);
}

/// The control byte's bits for using `stream` (`kind` is the rest): the stream's reset bit
/// too when every rectangle decodes on its own, and then the stream is reset here.
fn use_stream(streams: &mut [Compress; 4], self_contained: bool, stream: usize, kind: u8) -> u8 {
    let control = ((stream as u8) << 4) | kind;
    if !self_contained {
        return control;
    }
    streams[stream].reset();
    control | (1 << stream)
}

fn encode_one(
    streams: &mut [Compress; 4],
    self_contained: bool,
    prefs: &Prefs,
    screen: &Screen<'_>,
    rect: Rect,
    pf: &PixelFormat,
    out: &mut Vec<u8>,
) {
    rect_header(rect, enc::TIGHT, out);
    let pixels: Vec<u32> = screen
        .rows(rect)
        .flat_map(|row| row.chunks_exact(4).map(|px| pf.value_of_bgrx(px)))
        .collect();
    let jpeg = prefs
        .quality
        .filter(|_| pf.is_rgb888() && rect.w >= 8 && rect.h >= 8);
    // With JPEG at hand, many colours mean a photograph: JPEG does better than a palette.
    let palette_max = if jpeg.is_some() { 64 } else { 256 };
    // Palette and indices in one pass; runs of one colour skip the search.
    let mut palette: Vec<u32> = Vec::new();
    let mut indices: Vec<u8> = Vec::with_capacity(pixels.len());
    let mut prev: Option<(u32, u8)> = None;
    let mut many = false;
    for &p in &pixels {
        let index = match prev {
            Some((q, i)) if q == p => i,
            _ => match palette.iter().position(|&c| c == p) {
                Some(i) => i as u8,
                None if palette.len() == palette_max => {
                    many = true;
                    break;
                }
                None => {
                    palette.push(p);
                    (palette.len() - 1) as u8
                }
            },
        };
        indices.push(index);
        prev = Some((p, index));
    }
    let n = palette.len();
    if n == 1 && !many {
        out.push(0x80);
        tpixel(pf, palette[0], out);
        return;
    }
    if !many {
        let (stream, data) = if n == 2 {
            let mut bits = Vec::new();
            pack_indices(&indices, usize::from(rect.w), 1, &mut bits);
            (STREAM_MONO, bits)
        } else {
            (STREAM_PALETTE, indices)
        };
        // Basic compression, explicit filter: palette.
        out.push(use_stream(streams, self_contained, stream, 0x40));
        out.push(1);
        out.push((n - 1) as u8);
        for &c in &palette {
            tpixel(pf, c, out);
        }
        put_data(&mut streams[stream], &data, out);
        return;
    }
    if let Some(level) = jpeg {
        let bgrx = screen.packed(rect);
        let mut jpeg_bytes = Vec::new();
        let quality = JPEG_QUALITY[usize::from(level.min(9))];
        // Standard Huffman tables: jpeg-encoder's fitted ones are smaller, but some
        // decoders (zune-jpeg, used by the `image` crate) misread them.
        let encoder = jpeg_encoder::Encoder::new(&mut jpeg_bytes, quality);
        if encoder
            .encode(&bgrx, rect.w, rect.h, jpeg_encoder::ColorType::Bgra)
            .is_ok()
        {
            out.push(0x90);
            compact_len(jpeg_bytes.len(), out);
            out.extend_from_slice(&jpeg_bytes);
            return;
        }
    }
    // Basic compression, no filter: plain pixels on the full-colour stream.
    out.push(use_stream(streams, self_contained, STREAM_FULL, 0));
    let mut data = Vec::with_capacity(pixels.len() * 3);
    for &p in &pixels {
        tpixel(pf, p, &mut data);
    }
    put_data(&mut streams[STREAM_FULL], &data, out);
}
