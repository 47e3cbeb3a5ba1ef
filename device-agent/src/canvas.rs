//! A BGRA pixel buffer with the two drawing operations the synthetic screen and the contact
//! sheets of sequences need: clipped solid rectangles and 8x8 bitmap text.
//!
//! Kept apart from the pictures' layouts so a layout reads as a description of the picture,
//! not as pixel arithmetic. Every operation clips, so no coordinate can index out of bounds.

use font8x8::{BASIC_FONTS, LATIN_FONTS, UnicodeFonts};

/// An RGB colour.
pub(crate) type Rgb = (u8, u8, u8);

/// Width and height of one glyph at scale 1.
pub(crate) const GLYPH: i32 = 8;

/// A clip rectangle: left, top, right (exclusive), bottom (exclusive).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Clip {
    pub left: i32,
    pub top: i32,
    pub right: i32,
    pub bottom: i32,
}

impl Clip {
    /// The rectangle at (x, y) of size w x h.
    pub(crate) fn rect(x: i32, y: i32, w: i32, h: i32) -> Clip {
        Clip {
            left: x,
            top: y,
            right: x.saturating_add(w),
            bottom: y.saturating_add(h),
        }
    }
}

/// Packed BGRA pixels, alpha 255.
pub(crate) struct Canvas {
    pub width: u32,
    pub height: u32,
    pub data: Vec<u8>,
}

fn bgra((r, g, b): Rgb) -> [u8; 4] {
    [b, g, r, 255]
}

/// Fill `row` with one pixel value by doubling what is already written, which the compiler
/// turns into a few large memcpys instead of a per-pixel loop.
fn fill_pixels(row: &mut [u8], px: [u8; 4]) {
    if row.len() < 4 {
        return;
    }
    row[..4].copy_from_slice(&px);
    let mut filled = 4;
    while filled < row.len() {
        let n = filled.min(row.len() - filled);
        row.copy_within(0..n, filled);
        filled += n;
    }
}

impl Canvas {
    /// A canvas of the given size, black.
    pub(crate) fn new(width: u32, height: u32) -> Canvas {
        Canvas {
            width,
            height,
            data: vec![0; width as usize * height as usize * 4],
        }
    }

    fn stride(&self) -> usize {
        self.width as usize * 4
    }

    /// Fill whole row `y` with `colour`.
    pub(crate) fn fill_row(&mut self, y: u32, colour: Rgb) {
        if y >= self.height {
            return;
        }
        let stride = self.stride();
        let start = y as usize * stride;
        fill_pixels(&mut self.data[start..start + stride], bgra(colour));
    }

    /// Fill the part of the rectangle (x, y, w, h) that lies inside `clip` and the canvas.
    pub(crate) fn fill_rect_clipped(
        &mut self,
        x: i32,
        y: i32,
        w: i32,
        h: i32,
        colour: Rgb,
        clip: Clip,
    ) {
        let left = x.max(clip.left).max(0);
        let top = y.max(clip.top).max(0);
        let right = x.saturating_add(w).min(clip.right).min(self.width as i32);
        let bottom = y.saturating_add(h).min(clip.bottom).min(self.height as i32);
        if left >= right || top >= bottom {
            return;
        }
        let stride = self.stride();
        let (l, r) = (left as usize * 4, right as usize * 4);
        let first = top as usize * stride;
        fill_pixels(&mut self.data[first + l..first + r], bgra(colour));
        for row in top as usize + 1..bottom as usize {
            let start = row * stride;
            self.data.copy_within(first + l..first + r, start + l);
        }
    }

    /// Fill the rectangle (x, y, w, h), clipped to the canvas.
    pub(crate) fn fill_rect(&mut self, x: i32, y: i32, w: i32, h: i32, colour: Rgb) {
        self.fill_rect_clipped(x, y, w, h, colour, Clip::rect(0, 0, i32::MAX, i32::MAX));
    }

    /// Copy packed BGRA pixels of size `width` x `height` with their top-left corner at
    /// (x, y), clipped to the canvas. Rows `pixels` is too short for are left as they were.
    pub(crate) fn blit(&mut self, x: u32, y: u32, width: u32, height: u32, pixels: &[u8]) {
        let (x, y) = (x.min(self.width) as usize, y.min(self.height) as usize);
        let row = width as usize * 4;
        let visible = (width as usize).min(self.width as usize - x) * 4;
        let stride = self.stride();
        let rows = pixels.chunks_exact(row.max(1)).take(height as usize);
        for (dy, src) in rows.take(self.height as usize - y).enumerate() {
            let start = (y + dy) * stride + x * 4;
            self.data[start..start + visible].copy_from_slice(&src[..visible]);
        }
    }

    /// Draw `text` with its top-left corner at (x, y), each font pixel `scale` x `scale`,
    /// clipped to `clip`. Characters without a glyph are drawn as `?`.
    pub(crate) fn text(&mut self, x: i32, y: i32, text: &str, scale: i32, colour: Rgb, clip: Clip) {
        let advance = GLYPH * scale;
        let mut pen = x;
        for c in text.chars() {
            if pen >= clip.right {
                break;
            }
            let glyph = BASIC_FONTS
                .get(c)
                .or_else(|| LATIN_FONTS.get(c))
                .or_else(|| BASIC_FONTS.get('?'))
                .unwrap_or([0; 8]);
            for (row, bits) in glyph.iter().enumerate() {
                for col in 0..GLYPH {
                    // font8x8 stores the leftmost pixel in bit 0.
                    if bits & (1 << col) != 0 {
                        let px = pen + col * scale;
                        let py = y + row as i32 * scale;
                        self.fill_rect_clipped(px, py, scale, scale, colour, clip);
                    }
                }
            }
            pen = pen.saturating_add(advance);
        }
    }
}
