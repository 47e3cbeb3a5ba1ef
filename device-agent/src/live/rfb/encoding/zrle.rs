//! ZRLE: the rectangle in 64x64 tiles, each solid, packed-palette, palette-RLE or raw
//! (whichever is smallest), all through one zlib stream that lasts the session.

use flate2::{Compress, Compression};

use super::super::pixel::PixelFormat;
use super::super::{Rect, Screen, enc, rect_header};
use super::{deflate, index_bits, pack_indices};

/// ZRLE's tile side.
const TILE: u16 = 64;
/// Most colours a palette-RLE tile may have.
const MAX_RLE_COLOURS: usize = 127;

/// The ZRLE encoder of one session.
pub(crate) struct Zrle {
    z: Compress,
    tile: Vec<u8>,
    zout: Vec<u8>,
}

impl Zrle {
    /// A fresh zlib stream.
    pub(crate) fn new() -> Zrle {
        Zrle {
            z: Compress::new(Compression::new(1), true),
            tile: Vec::new(),
            zout: Vec::new(),
        }
    }

    /// Append `rect` as one ZRLE rectangle.
    pub(crate) fn encode(
        &mut self,
        screen: &Screen<'_>,
        rect: Rect,
        pf: &PixelFormat,
        out: &mut Vec<u8>,
    ) {
        rect_header(rect, enc::ZRLE, out);
        self.tile.clear();
        let (first, len) = pf.cpixel();
        for tile in rect.pieces(TILE, TILE) {
            encode_tile(screen, tile, pf, (first, len), &mut self.tile);
        }
        self.zout.clear();
        deflate(&mut self.z, &self.tile, &mut self.zout);
        out.extend_from_slice(&(self.zout.len() as u32).to_be_bytes());
        out.extend_from_slice(&self.zout);
    }
}

/// Append one CPIXEL.
fn cpixel(pf: &PixelFormat, v: u32, (first, len): (usize, usize), out: &mut Vec<u8>) {
    if pf.bits_per_pixel != 32 {
        pf.put(v, out);
        return;
    }
    let wire = if pf.big_endian {
        v.to_be_bytes()
    } else {
        v.to_le_bytes()
    };
    out.extend_from_slice(&wire[first..first + len]);
}

fn encode_tile(
    screen: &Screen<'_>,
    tile: Rect,
    pf: &PixelFormat,
    cp: (usize, usize),
    out: &mut Vec<u8>,
) {
    let pixels: Vec<u32> = screen
        .rows(tile)
        .flat_map(|row| row.chunks_exact(4).map(|px| pf.value_of_bgrx(px)))
        .collect();
    // Palette (up to 128 colours, then give up) and runs.
    let mut palette: Vec<u32> = Vec::new();
    let mut run_bytes = 0usize;
    let mut prev = None;
    let mut run_len = 0usize;
    for &p in &pixels {
        if prev != Some(p) && palette.len() <= MAX_RLE_COLOURS && !palette.contains(&p) {
            palette.push(p);
        }
        if prev == Some(p) {
            run_len += 1;
        } else {
            if prev.is_some() {
                run_bytes += rle_len(run_len);
            }
            prev = Some(p);
            run_len = 1;
        }
    }
    run_bytes += rle_len(run_len);
    let n = palette.len();
    let cpx = cp.1;
    if n == 1 {
        out.push(1);
        cpixel(pf, palette[0], cp, out);
        return;
    }
    let raw_size = pixels.len() * cpx;
    let width = usize::from(tile.w);
    let packed_size = if n <= 16 {
        n * cpx + (width * index_bits(n)).div_ceil(8) * usize::from(tile.h)
    } else {
        usize::MAX
    };
    let rle_size = if n <= MAX_RLE_COLOURS {
        n * cpx + run_bytes
    } else {
        usize::MAX
    };
    let index = |p: u32| palette.iter().position(|&c| c == p).unwrap_or(0) as u8;
    if packed_size <= rle_size && packed_size < raw_size {
        out.push(n as u8);
        for &c in &palette {
            cpixel(pf, c, cp, out);
        }
        let indices: Vec<u8> = pixels.iter().map(|&p| index(p)).collect();
        pack_indices(&indices, width, index_bits(n), out);
    } else if rle_size < raw_size {
        out.push(128 + n as u8);
        for &c in &palette {
            cpixel(pf, c, cp, out);
        }
        let mut i = 0;
        while i < pixels.len() {
            let p = pixels[i];
            let mut j = i + 1;
            while j < pixels.len() && pixels[j] == p {
                j += 1;
            }
            let len = j - i;
            if len == 1 {
                out.push(index(p));
            } else {
                out.push(index(p) | 128);
                let mut rest = len - 1;
                while rest >= 255 {
                    out.push(255);
                    rest -= 255;
                }
                out.push(rest as u8);
            }
            i = j;
        }
    } else {
        out.push(0);
        for &p in &pixels {
            cpixel(pf, p, cp, out);
        }
    }
}

/// Bytes a palette-RLE run of `len` pixels takes.
fn rle_len(len: usize) -> usize {
    if len <= 1 { 1 } else { 1 + (len - 1) / 255 + 1 }
}
