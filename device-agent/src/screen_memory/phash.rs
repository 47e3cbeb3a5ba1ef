//! The perceptual hash that decides whether a new frame is the same picture as the last one
//! kept for its display.
//!
//! A screen grabbed once a second is mostly the same picture: a blinking caret, a clock's
//! minute, the pointer moving. Keeping each would fill the memory with copies, and comparing
//! pixels exactly would keep them all. So each picture gets a 64-bit hash of its coarse
//! brightness layout, and two pictures whose hashes differ in at most [`SAME_PICTURE_BITS`]
//! bits (with the same app and title) are the same picture.
//!
//! # Definition
//!
//! For a BGRA picture of `width` x `height` pixels (rows `stride` bytes apart):
//!
//! 1. Luma of a pixel: `(77 R + 150 G + 29 B) >> 8` (BT.601 weights summing to 256, so
//!    0..=255). Alpha is ignored.
//! 2. Scale to 64 x 64 by box averaging: cell column `c` covers the pixel columns
//!    `[floor(c w / 64), max(floor((c + 1) w / 64), floor(c w / 64) + 1))`, rows likewise
//!    with `h`. A picture at least 64 pixels each way is partitioned (every pixel in exactly
//!    one cell); a narrower one repeats pixels. The cell's value is the mean luma of its
//!    pixels in 1/16 steps (`floor(16 sum / count)`).
//! 3. Average in 8 x 8 blocks of 8 x 8 cells: block `(bx, by)` is the sum of the cells
//!    `8 by .. 8 by + 8` x `8 bx .. 8 bx + 8` (a sum: the same order as the mean).
//! 4. Bit `8 by + bx` (bit 0 is the top-left block, row by row) is 1 when the block is above
//!    the blocks' median: `2 block > b[31] + b[32]` with `b` the 64 blocks sorted.
//!
//! Comparing against the median makes the hash independent of overall brightness and
//! contrast, and about half the bits are set on any picture with structure. A uniform picture
//! (any colour) hashes to 0, so two uniform pictures of different colours are "the same";
//! with the same app and title that is accepted.

/// Bits of difference at or under which two hashes are the same picture.
///
/// The spec: a distance of at most 5 with the same app and title is a duplicate. A pointer
/// or caret moves no block across the median unless it sits on the median already; five
/// bits absorb those, while a dialog or a scrolled page moves far more.
pub(crate) const SAME_PICTURE_BITS: u32 = 5;

/// Cells of the scaled picture along each edge.
const CELLS: usize = 64;
/// Blocks of the hash along each edge.
const BLOCKS: usize = 8;
/// Cells of a block along each edge.
const CELLS_PER_BLOCK: usize = CELLS / BLOCKS;

/// 64-bit perceptual hash of a BGRA picture (see the module doc for the exact definition).
///
/// A picture its buffer cannot hold (`stride` under `4 width`, or `bgra` shorter than
/// `stride (height - 1) + 4 width`) or with no pixels hashes as 0, like a uniform picture:
/// callers pass pictures they grabbed, so this only keeps a caller's bug from panicking.
pub(crate) fn perceptual_hash(bgra: &[u8], width: u32, height: u32, stride: usize) -> u64 {
    let (w, h) = (width as usize, height as usize);
    let Some(row_bytes) = w.checked_mul(4) else {
        return 0;
    };
    let needed = h
        .checked_sub(1)
        .and_then(|rows| rows.checked_mul(stride))
        .and_then(|n| n.checked_add(row_bytes));
    if w == 0 || stride < row_bytes || needed.is_none_or(|n| n > bgra.len()) {
        return 0;
    }
    let columns: Vec<(usize, usize)> = (0..CELLS).map(|c| span(c, w)).collect();
    let mut cells = [[0u64; CELLS]; CELLS];
    for (cy, cell_row) in cells.iter_mut().enumerate() {
        let (y0, y1) = span(cy, h);
        let mut sums = [0u64; CELLS];
        for y in y0..y1 {
            let row = &bgra[y * stride..y * stride + row_bytes];
            for (sum, &(x0, x1)) in sums.iter_mut().zip(&columns) {
                // A plain loop with the weights inline: this runs for every pixel, and stays
                // fast in a debug build too.
                let mut acc = 0u32;
                for px in row[x0 * 4..x1 * 4].chunks_exact(4) {
                    acc += (77 * u32::from(px[2]) + 150 * u32::from(px[1]) + 29 * u32::from(px[0]))
                        >> 8;
                }
                *sum += u64::from(acc);
            }
        }
        let rows = (y1 - y0) as u64;
        for ((cell, sum), &(x0, x1)) in cell_row.iter_mut().zip(sums).zip(&columns) {
            *cell = 16 * sum / (rows * (x1 - x0) as u64);
        }
    }
    let mut blocks = [0u64; BLOCKS * BLOCKS];
    for (cy, cell_row) in cells.iter().enumerate() {
        for (cx, &cell) in cell_row.iter().enumerate() {
            blocks[(cy / CELLS_PER_BLOCK) * BLOCKS + cx / CELLS_PER_BLOCK] += cell;
        }
    }
    let mut sorted = blocks;
    sorted.sort_unstable();
    let twice_median = sorted[31] + sorted[32];
    blocks
        .iter()
        .enumerate()
        .filter(|&(_, &b)| 2 * b > twice_median)
        .fold(0, |hash, (i, _)| hash | 1 << i)
}

/// Number of bits in which two hashes differ (Hamming distance).
pub(crate) fn distance(a: u64, b: u64) -> u32 {
    (a ^ b).count_ones()
}

/// The pixels `[start, end)` of `len` that cell `index` of [`CELLS`] covers (never empty).
fn span(index: usize, len: usize) -> (usize, usize) {
    let start = index * len / CELLS;
    let end = ((index + 1) * len / CELLS).max(start + 1);
    (start, end)
}

#[cfg(test)]
mod tests {
    use super::super::test_picture::desktop;
    use super::*;
    use crate::canvas::Canvas;

    fn hash(c: &Canvas) -> u64 {
        perceptual_hash(&c.data, c.width, c.height, c.width as usize * 4)
    }

    #[test]
    fn identical_pictures_hash_alike() {
        let a = desktop(1568, 882);
        let b = desktop(1568, 882);
        assert_eq!(distance(hash(&a), hash(&b)), 0);
        // About half the bits are set on a picture with structure.
        let ones = hash(&a).count_ones();
        assert!((20..=44).contains(&ones), "{ones} bits set");
    }

    #[test]
    fn a_few_pixels_or_a_pointer_are_the_same_picture() {
        let base = desktop(1568, 882);
        let h = hash(&base);
        let mut caret = desktop(1568, 882);
        caret.fill_rect(400, 300, 2, 16, (0, 0, 0));
        assert!(distance(h, hash(&caret)) <= SAME_PICTURE_BITS);
        // A pointer-sized blob anywhere on a grid across the screen.
        for y in (0..882).step_by(97) {
            for x in (0..1568).step_by(131) {
                let mut pointer = desktop(1568, 882);
                pointer.fill_rect(x, y, 16, 24, (255, 255, 255));
                pointer.fill_rect(x + 2, y + 2, 12, 20, (0, 0, 0));
                let d = distance(h, hash(&pointer));
                assert!(d <= SAME_PICTURE_BITS, "pointer at {x},{y}: {d} bits");
            }
        }
    }

    #[test]
    fn a_dialog_is_a_new_picture() {
        let base = desktop(1568, 882);
        let mut dialog = desktop(1568, 882);
        // A dark 600x400 dialog over the light editor.
        dialog.fill_rect(200, 200, 600, 400, (40, 40, 48));
        let d = distance(hash(&base), hash(&dialog));
        assert!(d > SAME_PICTURE_BITS, "{d} bits");
        // And a light one over the dark terminal.
        let mut light = desktop(1568, 882);
        light.fill_rect(1000, 150, 500, 400, (240, 240, 240));
        let d = distance(hash(&base), hash(&light));
        assert!(d > SAME_PICTURE_BITS, "{d} bits");
    }

    #[test]
    fn the_same_picture_at_other_sizes_is_close() {
        let big = desktop(1920, 1080);
        let h = hash(&big);
        // The same layout drawn at other sizes.
        for (w, hgt) in [(1568, 882), (1280, 720), (2560, 1440)] {
            let d = distance(h, hash(&desktop(w, hgt)));
            assert!(d <= SAME_PICTURE_BITS, "{w}x{hgt}: {d} bits");
        }
        // The same pixels halved by 2x2 averaging.
        let mut half = Canvas::new(960, 540);
        for y in 0..540 {
            for x in 0..960 {
                for ch in 0..4 {
                    let at = |dx: usize, dy: usize| {
                        u32::from(big.data[((2 * y + dy) * 1920 + 2 * x + dx) * 4 + ch])
                    };
                    let sum = at(0, 0) + at(1, 0) + at(0, 1) + at(1, 1);
                    half.data[(y * 960 + x) * 4 + ch] = (sum / 4) as u8;
                }
            }
        }
        let d = distance(h, hash(&half));
        assert!(d <= 2, "halved: {d} bits");
    }

    #[test]
    fn strides_and_bad_buffers_do_not_panic() {
        let c = desktop(300, 200);
        let h = hash(&c);
        // The same picture in rows padded to 1280 bytes.
        let mut padded = vec![7u8; 1280 * 200];
        for y in 0..200 {
            padded[y * 1280..y * 1280 + 1200].copy_from_slice(&c.data[y * 1200..(y + 1) * 1200]);
        }
        assert_eq!(perceptual_hash(&padded, 300, 200, 1280), h);
        // The last row needs only its pixels, not a whole stride.
        assert_eq!(
            perceptual_hash(&padded[..1280 * 199 + 1200], 300, 200, 1280),
            h
        );
        assert_eq!(perceptual_hash(&c.data[..100], 300, 200, 1200), 0);
        assert_eq!(perceptual_hash(&c.data, 300, 200, 1000), 0);
        assert_eq!(perceptual_hash(&c.data, 0, 200, 0), 0);
        assert_eq!(perceptual_hash(&c.data, 300, 0, 1200), 0);
        assert_eq!(perceptual_hash(&[], u32::MAX, u32::MAX, usize::MAX), 0);
        // Tiny pictures repeat pixels into the 64x64 cells.
        let tiny = desktop(5, 3);
        let _ = hash(&tiny);
        let one = Canvas::new(1, 1);
        assert_eq!(hash(&one), 0);
    }

    /// Times the hash of a 1920x1080 desktop: run with
    /// `cargo test -p device-agent --lib hash_time -- --ignored --nocapture` (a debug build of
    /// this crate is several times slower than a release one).
    #[test]
    #[ignore = "a measurement, not a check"]
    fn hash_time() {
        let c = desktop(1920, 1080);
        let runs = 10;
        let start = std::time::Instant::now();
        for _ in 0..runs {
            std::hint::black_box(hash(&c));
        }
        println!("1920x1080 desktop: {:?} a hash", start.elapsed() / runs);
    }

    #[test]
    fn uniform_pictures_hash_to_zero_and_halves_split() {
        let mut c = Canvas::new(640, 480);
        c.fill_rect(0, 0, 640, 480, (200, 10, 10));
        assert_eq!(hash(&c), 0);
        // The bottom half bright: the bottom four block rows are set.
        c.fill_rect(0, 240, 640, 240, (255, 255, 255));
        assert_eq!(hash(&c), 0xFFFF_FFFF_0000_0000);
        assert_eq!(distance(0, u64::MAX), 64);
    }
}
