//! The cursor pseudo-encoding: the pointer's image and hot spot, drawn by the viewer itself,
//! so pointer motion costs no framebuffer update at all.

use super::super::pixel::PixelFormat;
use super::super::{Rect, enc, rect_header};
use crate::backend::CursorImage;

/// Alpha from which a cursor pixel counts as opaque (RFB's cursor mask is one bit).
const OPAQUE: u8 = 128;

/// Append `cursor` as a Cursor pseudo-rectangle: pixels in the client's format, then a
/// bitmask of opaque pixels (rows padded to a byte, MSB first).
pub(crate) fn encode(cursor: &CursorImage, pf: &PixelFormat, out: &mut Vec<u8>) {
    let (w, h) = (usize::from(cursor.width), usize::from(cursor.height));
    // A malformed image (wrong length) is sent as an empty cursor rather than misread.
    let valid = cursor.rgba.len() == w * h * 4;
    let (w16, h16) = if valid {
        (cursor.width, cursor.height)
    } else {
        (0, 0)
    };
    let rect = Rect {
        x: cursor.hot_x.min(w16.saturating_sub(1)),
        y: cursor.hot_y.min(h16.saturating_sub(1)),
        w: w16,
        h: h16,
    };
    rect_header(rect, enc::CURSOR, out);
    if !valid {
        return;
    }
    for px in cursor.rgba.chunks_exact(4) {
        pf.put(pf.value(px[0], px[1], px[2]), out);
    }
    for row in cursor.rgba.chunks_exact(w * 4) {
        let mut byte = 0u8;
        for (i, px) in row.chunks_exact(4).enumerate() {
            if px[3] >= OPAQUE {
                byte |= 0x80 >> (i % 8);
            }
            if i % 8 == 7 {
                out.push(byte);
                byte = 0;
            }
        }
        if w % 8 != 0 {
            out.push(byte);
        }
    }
}
