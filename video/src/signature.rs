//! A frame's signature: the mean colour of ~576 near-square cells.
//!
//! Screens change locally (a dialog opens, a line of output appears), which a whole-frame
//! average barely registers, so the distance between two frames is the share of cells whose
//! colour moved past a noise floor: codec noise moves no cell, a dialog moves many. The
//! cells stay square whatever the aspect (32x18 landscape, 18x32 portrait), so a change
//! registers in proportion to the area it covers; and they keep colour, not luma, so a
//! status flipping from red to green of equal brightness is a change.

use std::ops::Range;

/// About how many cells a signature has.
pub const TARGET_CELLS: u32 = 576;

/// How far (0-255, in any channel) a cell's mean colour must move to count as changed:
/// above what re-encoding moves a cell's mean, below what a line of text appearing does.
pub const NOISE_FLOOR: f32 = 6.0;

/// How the bytes of a frame are laid out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Layout {
    /// Blue, green, red, unused: what the device-agent captures.
    Bgra,
    /// Red, green, blue.
    Rgb,
}

impl Layout {
    fn bytes_per_pixel(self) -> usize {
        match self {
            Layout::Bgra => 4,
            Layout::Rgb => 3,
        }
    }

    /// The byte offsets of red, green and blue in a pixel.
    fn rgb(self) -> [usize; 3] {
        match self {
            Layout::Bgra => [2, 1, 0],
            Layout::Rgb => [0, 1, 2],
        }
    }
}

/// A frame's pixels, borrowed.
#[derive(Debug, Clone, Copy)]
pub struct Pixels<'a> {
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// Bytes from one row to the next (at least `width` pixels).
    pub stride: usize,
    /// How a pixel is stored.
    pub layout: Layout,
    /// The rows, `stride` bytes apart.
    pub data: &'a [u8],
}

/// Why pixels cannot be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PixelsError {
    /// A dimension is zero.
    #[error("a frame of {width}x{height} has no pixels")]
    Empty {
        /// Width given.
        width: u32,
        /// Height given.
        height: u32,
    },
    /// The buffer is shorter than its dimensions say, or a row is shorter than its width.
    #[error("{len} bytes cannot hold {width}x{height} pixels at a stride of {stride}")]
    Short {
        /// Width given.
        width: u32,
        /// Height given.
        height: u32,
        /// Stride given.
        stride: usize,
        /// Bytes given.
        len: usize,
    },
}

/// Why stored cells do not make a signature.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{cells} cells do not fill a grid of {cols}x{rows}")]
pub struct CellsError {
    /// Columns given.
    pub cols: u32,
    /// Rows given.
    pub rows: u32,
    /// Cells given.
    pub cells: usize,
}

/// The grid for a frame: (columns, rows) of near-square cells, about [`TARGET_CELLS`] of
/// them, never more cells than pixels in either direction.
pub fn grid_for(width: u32, height: u32) -> (u32, u32) {
    let (w, h) = (f64::from(width.max(1)), f64::from(height.max(1)));
    let cols = (f64::from(TARGET_CELLS) * w / h).sqrt().round().max(1.0);
    let rows = (f64::from(TARGET_CELLS) / cols).round().max(1.0);
    (
        (cols as u32).clamp(1, width.max(1)),
        (rows as u32).clamp(1, height.max(1)),
    )
}

/// Mean cell colours (red, green, blue) of one frame, row by row.
#[derive(Debug, Clone, PartialEq)]
pub struct Signature {
    cols: u32,
    rows: u32,
    cells: Vec<[f32; 3]>,
}

impl Signature {
    /// The signature of `pixels`, every pixel read.
    pub fn of(pixels: &Pixels<'_>) -> Result<Self, PixelsError> {
        Signature::of_sampled(pixels, 1)
    }

    /// The signature of `pixels` read from every `step`-th pixel of every `step`-th row
    /// (`step` 0 is taken as 1). A cell of a 1080p frame spans 60x60 pixels, so a step of 2
    /// still averages 900 of them: a quarter of the reads, the same cells to within
    /// rounding on screen content.
    pub fn of_sampled(pixels: &Pixels<'_>, step: u32) -> Result<Self, PixelsError> {
        let step = step.max(1) as usize;
        let (bpp, row_bytes) = check(pixels)?;
        let (width, height, stride, data) =
            (pixels.width, pixels.height, pixels.stride, pixels.data);
        let (cols, rows) = grid_for(width, height);
        let mut sums = vec![[0u64; 3]; (cols * rows) as usize];
        let mut counts = vec![0u64; (cols * rows) as usize];
        // Which column each pixel falls in, computed once per frame rather than per pixel.
        let col_of: Vec<usize> = (0..width)
            .map(|x| (u64::from(x) * u64::from(cols) / u64::from(width)) as usize)
            .collect();
        let rgb = pixels.layout.rgb();
        for y in (0..height).step_by(step) {
            let row = (u64::from(y) * u64::from(rows) / u64::from(height)) as usize;
            let line = &data[y as usize * stride..][..row_bytes];
            let base = row * cols as usize;
            let pixels = line.chunks_exact(bpp).zip(&col_of);
            let cells = (&mut sums[base..], &mut counts[base..]);
            // Apart, since `step_by(1)` makes a full read about twice as slow.
            if step == 1 {
                accumulate(pixels, cells, rgb);
            } else {
                accumulate(pixels.step_by(step), cells, rgb);
            }
        }
        let cells = sums.iter().zip(&counts).map(|(s, &n)| mean(s, n)).collect();
        Ok(Signature { cols, rows, cells })
    }

    /// The signature [`Signature::of_sampled`] gives, reading only the cells that may have
    /// changed since `previous`: those for which `changed(columns, rows)` (a cell's pixel
    /// ranges) is true. The others are copied from `previous`, which must be the signature of
    /// an earlier frame of the same size read with the same `step` (another grid is read in
    /// full). A recorder that knows which blocks changed reads a fraction of the frame.
    pub fn of_sampled_since(
        pixels: &Pixels<'_>,
        step: u32,
        previous: &Signature,
        changed: impl Fn(Range<u32>, Range<u32>) -> bool,
    ) -> Result<Self, PixelsError> {
        let (bpp, row_bytes) = check(pixels)?;
        let (width, height, stride, data) =
            (pixels.width, pixels.height, pixels.stride, pixels.data);
        let (cols, rows) = grid_for(width, height);
        if previous.grid() != (cols, rows) {
            return Signature::of_sampled(pixels, step);
        }
        let step = step.max(1) as usize;
        let rgb = pixels.layout.rgb();
        // The first pixel of cell `i` of `n` over `len` pixels: the `x` with x * n / len == i.
        let start = |i: u32, n: u32, len: u32| {
            (u64::from(i) * u64::from(len)).div_ceil(u64::from(n)) as u32
        };
        let mut cells = previous.cells.clone();
        let mut dirty = vec![false; cols as usize];
        for row in 0..rows {
            let ys = start(row, rows, height)..start(row + 1, rows, height);
            for (col, d) in dirty.iter_mut().enumerate() {
                let col = col as u32;
                *d = changed(
                    start(col, cols, width)..start(col + 1, cols, width),
                    ys.clone(),
                );
            }
            if !dirty.contains(&true) {
                continue;
            }
            for (col, _) in dirty.iter().enumerate().filter(|(_, d)| **d) {
                let xs = start(col as u32, cols, width)..start(col as u32 + 1, cols, width);
                // The pixels `of_sampled` reads: multiples of `step` in both directions.
                let x0 = (xs.start as usize).next_multiple_of(step);
                let y0 = (ys.start as usize).next_multiple_of(step);
                let (mut sum, mut count) = ([0u64; 3], 0u64);
                for y in (y0..ys.end as usize).step_by(step) {
                    let line = &data[y * stride..][..row_bytes];
                    let span = line.get(x0 * bpp..xs.end as usize * bpp).unwrap_or(&[]);
                    for px in span.chunks_exact(bpp).step_by(step) {
                        sum[0] += u64::from(px[rgb[0]]);
                        sum[1] += u64::from(px[rgb[1]]);
                        sum[2] += u64::from(px[rgb[2]]);
                        count += 1;
                    }
                }
                cells[(row * cols) as usize + col] = mean(&sum, count);
            }
        }
        Ok(Signature { cols, rows, cells })
    }

    /// A signature from stored cells (red, green, blue, 0-255, row by row), as
    /// [`Signature::cells`] gives them: how a recording's index (`crate::index`) is read back.
    pub fn from_cells(cols: u32, rows: u32, cells: &[[u8; 3]]) -> Result<Self, CellsError> {
        let wanted = u64::from(cols) * u64::from(rows);
        if cols == 0 || rows == 0 || wanted != cells.len() as u64 {
            return Err(CellsError {
                cols,
                rows,
                cells: cells.len(),
            });
        }
        let cells = cells
            .iter()
            .map(|c| [f32::from(c[0]), f32::from(c[1]), f32::from(c[2])])
            .collect();
        Ok(Signature { cols, rows, cells })
    }

    /// The grid: (columns, rows).
    pub fn grid(&self) -> (u32, u32) {
        (self.cols, self.rows)
    }

    /// The mean cell colours (red, green, blue) row by row, rounded to whole levels: what a
    /// recording's index stores. Rounding moves a cell by at most half a level, far below
    /// [`NOISE_FLOOR`], so distances read from stored cells are those of the frames.
    pub fn cells(&self) -> Vec<[u8; 3]> {
        let level = |v: f32| v.round().clamp(0.0, 255.0) as u8;
        self.cells
            .iter()
            .map(|c| [level(c[0]), level(c[1]), level(c[2])])
            .collect()
    }

    /// The share of cells (0 to 1) whose colour moved past [`NOISE_FLOOR`] in any channel.
    /// Signatures of different grids (frames of different sizes) are wholly different.
    pub fn distance(&self, other: &Signature) -> f64 {
        if self.grid() != other.grid() {
            return 1.0;
        }
        let moved = self
            .cells
            .iter()
            .zip(&other.cells)
            .filter(|(a, b)| {
                a.iter()
                    .zip(b.iter())
                    .any(|(x, y)| (x - y).abs() > NOISE_FLOOR)
            })
            .count();
        moved as f64 / self.cells.len() as f64
    }
}

/// The bytes per pixel and per row of `pixels`, once they are known to hold what they say.
fn check(pixels: &Pixels<'_>) -> Result<(usize, usize), PixelsError> {
    let Pixels {
        width,
        height,
        stride,
        layout,
        data,
    } = *pixels;
    if width == 0 || height == 0 {
        return Err(PixelsError::Empty { width, height });
    }
    let bpp = layout.bytes_per_pixel();
    let row_bytes = width as usize * bpp;
    let needed = stride
        .checked_mul(height as usize - 1)
        .and_then(|n| n.checked_add(row_bytes));
    if stride < row_bytes || needed.is_none_or(|n| data.len() < n) {
        return Err(PixelsError::Short {
            width,
            height,
            stride,
            len: data.len(),
        });
    }
    Ok((bpp, row_bytes))
}

/// A cell's mean colour from its sums over `n` pixels.
fn mean(sum: &[u64; 3], n: u64) -> [f32; 3] {
    let n = n.max(1) as f32;
    [sum[0] as f32 / n, sum[1] as f32 / n, sum[2] as f32 / n]
}

/// Add each pixel's red, green and blue (at byte offsets `rgb`) to its cell's sums.
#[inline(always)]
fn accumulate<'a>(
    pixels: impl Iterator<Item = (&'a [u8], &'a usize)>,
    (sums, counts): (&mut [[u64; 3]], &mut [u64]),
    [r, g, b]: [usize; 3],
) {
    for (px, &col) in pixels {
        let cell = &mut sums[col];
        cell[0] += u64::from(px[r]);
        cell[1] += u64::from(px[g]);
        cell[2] += u64::from(px[b]);
        counts[col] += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A frame of `w`x`h` in `colour` (RGB), with `paint(x, y)` overriding pixels.
    fn frame(
        w: u32,
        h: u32,
        colour: [u8; 3],
        paint: impl Fn(u32, u32) -> Option<[u8; 3]>,
    ) -> Vec<u8> {
        let mut data = Vec::with_capacity((w * h * 3) as usize);
        for y in 0..h {
            for x in 0..w {
                data.extend_from_slice(&paint(x, y).unwrap_or(colour));
            }
        }
        data
    }

    fn sig(w: u32, h: u32, data: &[u8]) -> Signature {
        Signature::of(&Pixels {
            width: w,
            height: h,
            stride: w as usize * 3,
            layout: Layout::Rgb,
            data,
        })
        .unwrap()
    }

    #[test]
    fn the_grid_follows_the_aspect_with_near_square_cells() {
        assert_eq!(grid_for(1920, 1080), (32, 18));
        assert_eq!(grid_for(2560, 1440), (32, 18));
        assert_eq!(grid_for(1080, 1920), (18, 32));
        assert_eq!(grid_for(2296, 3916), (18, 32));
        assert_eq!(grid_for(1000, 1000), (24, 24));
        assert_eq!(grid_for(4, 3), (4, 3));
        assert_eq!(grid_for(1, 1), (1, 1));
        assert_eq!(grid_for(10_000, 1), (2400, 1));
        let (c, r) = grid_for(2296, 3916);
        let (cw, ch) = (2296.0 / f64::from(c), 3916.0 / f64::from(r));
        assert!((cw / ch - 1.0).abs() < 0.1, "cells {cw:.0}x{ch:.0}");
    }

    #[test]
    fn still_frames_and_codec_noise_are_the_same_frame() {
        let a = frame(320, 180, [40, 40, 40], |_, _| None);
        let noisy = frame(320, 180, [40, 40, 40], |x, y| {
            Some([40 + ((x * 7 + y * 3) % 5) as u8, 40, 39])
        });
        assert_eq!(sig(320, 180, &a).distance(&sig(320, 180, &a)), 0.0);
        assert_eq!(sig(320, 180, &a).distance(&sig(320, 180, &noisy)), 0.0);
    }

    #[test]
    fn a_local_change_counts_by_the_area_it_covers() {
        let a = frame(320, 180, [240, 240, 240], |_, _| None);
        // A dialog covering the middle quarter.
        let b = frame(320, 180, [240, 240, 240], |x, y| {
            ((80..240).contains(&x) && (45..135).contains(&y)).then_some([30, 30, 120])
        });
        let d = sig(320, 180, &a).distance(&sig(320, 180, &b));
        assert!((0.2..0.3).contains(&d), "{d}");
    }

    #[test]
    fn red_to_green_of_equal_luma_is_a_change() {
        // BT.601 luma of (200, 40, 0) and (0, 102, 0) are both about 83.
        let red = frame(320, 180, [200, 40, 0], |_, _| None);
        let green = frame(320, 180, [0, 102, 0], |_, _| None);
        assert_eq!(sig(320, 180, &red).distance(&sig(320, 180, &green)), 1.0);
    }

    #[test]
    fn a_thin_strip_in_a_portrait_frame_registers() {
        // A 18x32 grid on 360x640 makes 20x20 cells; a strip 16 px tall across the width
        // collapsing is one row of cells in 32 (3 %), not averaged away.
        let (w, h) = (360, 640);
        let open = frame(w, h, [250, 250, 250], |_, y| {
            (300..316).contains(&y).then_some([20, 20, 20])
        });
        let closed = frame(w, h, [250, 250, 250], |_, _| None);
        let d = sig(w, h, &open).distance(&sig(w, h, &closed));
        assert!(d >= 1.0 / 32.0, "{d}");
    }

    #[test]
    fn bgra_and_rgb_read_the_same_colours() {
        let rgb = frame(64, 36, [10, 20, 30], |_, _| None);
        let bgra: Vec<u8> = rgb
            .chunks(3)
            .flat_map(|p| [p[2], p[1], p[0], 255])
            .collect();
        let a = sig(64, 36, &rgb);
        let b = Signature::of(&Pixels {
            width: 64,
            height: 36,
            stride: 64 * 4,
            layout: Layout::Bgra,
            data: &bgra,
        })
        .unwrap();
        assert_eq!(a, b);
    }

    #[test]
    fn stored_cells_give_the_same_distances() {
        let a = frame(320, 180, [240, 240, 240], |_, _| None);
        let b = frame(320, 180, [240, 240, 240], |x, y| {
            ((80..240).contains(&x) && (45..135).contains(&y)).then_some([30, 30, 120])
        });
        let (sa, sb) = (sig(320, 180, &a), sig(320, 180, &b));
        let (cols, rows) = sa.grid();
        let stored_a = Signature::from_cells(cols, rows, &sa.cells()).unwrap();
        let stored_b = Signature::from_cells(cols, rows, &sb.cells()).unwrap();
        assert_eq!(stored_a.cells(), sa.cells());
        assert_eq!(stored_a.distance(&sa), 0.0);
        assert_eq!(stored_a.distance(&stored_b), sa.distance(&sb));
        assert_eq!(stored_a.distance(&sb), sa.distance(&sb));
        assert!(Signature::from_cells(cols, rows, &sa.cells()[1..]).is_err());
        assert!(Signature::from_cells(0, rows, &[]).is_err());
        assert!(Signature::from_cells(u32::MAX, u32::MAX, &[[0; 3]]).is_err());
    }

    #[test]
    fn a_sampled_signature_reads_screen_content_alike() {
        // Text-like content: thin dark strokes on a light background, a coloured panel.
        let (w, h) = (640, 360);
        let data = frame(w, h, [245, 245, 245], |x, y| {
            if (100..300).contains(&x) && (50..200).contains(&y) {
                Some([30, 90, 200])
            } else if y % 12 < 2 && x % 7 < 5 {
                Some([20, 20, 20])
            } else {
                None
            }
        });
        let pixels = Pixels {
            width: w,
            height: h,
            stride: w as usize * 3,
            layout: Layout::Rgb,
            data: &data,
        };
        let full = Signature::of(&pixels).unwrap();
        assert_eq!(Signature::of_sampled(&pixels, 1).unwrap(), full);
        assert_eq!(Signature::of_sampled(&pixels, 0).unwrap(), full);
        let half = Signature::of_sampled(&pixels, 2).unwrap();
        assert_eq!(half.grid(), full.grid());
        assert_eq!(half.distance(&full), 0.0);
        // And a change is still a change.
        let moved = frame(w, h, [245, 245, 245], |x, y| {
            ((300..500).contains(&x) && (50..200).contains(&y)).then_some([30, 90, 200])
        });
        let moved = Signature::of_sampled(
            &Pixels {
                data: &moved,
                ..pixels
            },
            2,
        )
        .unwrap();
        assert!(moved.distance(&half) > 0.1);
    }

    #[test]
    fn reading_only_the_changed_cells_gives_the_full_signature() {
        // Sizes that do not divide into the grid, odd steps, a stride with padding.
        for (w, h, step) in [
            (643u32, 361u32, 2u32),
            (640, 360, 1),
            (333, 517, 3),
            (7, 5, 2),
        ] {
            let stride = w as usize * 4 + 12;
            let draw = |paint: &dyn Fn(u32, u32) -> Option<[u8; 3]>| {
                let mut data = vec![0u8; stride * h as usize];
                for y in 0..h {
                    for x in 0..w {
                        let [r, g, b] =
                            paint(x, y).unwrap_or([(x % 251) as u8, (y % 241) as u8, 90]);
                        data[y as usize * stride + x as usize * 4..][..4]
                            .copy_from_slice(&[b, g, r, 255]);
                    }
                }
                data
            };
            let before = draw(&|_, _| None);
            let box_ = (w / 5..w / 2, h / 3..h * 3 / 4);
            let after =
                draw(&|x, y| (box_.0.contains(&x) && box_.1.contains(&y)).then_some([250, 10, 10]));
            fn px(w: u32, h: u32, stride: usize, data: &[u8]) -> Pixels<'_> {
                Pixels {
                    width: w,
                    height: h,
                    stride,
                    layout: Layout::Bgra,
                    data,
                }
            }
            let px = |data| px(w, h, stride, data);
            let old = Signature::of_sampled(&px(&before), step).unwrap();
            let full = Signature::of_sampled(&px(&after), step).unwrap();
            let overlaps = |a: &Range<u32>, b: &Range<u32>| a.start < b.end && b.start < a.end;
            let since = Signature::of_sampled_since(&px(&after), step, &old, |xs, ys| {
                overlaps(&xs, &box_.0) && overlaps(&ys, &box_.1)
            })
            .unwrap();
            assert_eq!(since, full, "{w}x{h} step {step}");
            assert!(full.distance(&old) > 0.0);
            // Nothing marked: the earlier signature as it was; everything: the full one.
            assert_eq!(
                Signature::of_sampled_since(&px(&after), step, &old, |_, _| false).unwrap(),
                old
            );
            assert_eq!(
                Signature::of_sampled_since(&px(&after), step, &old, |_, _| true).unwrap(),
                full
            );
            // Another grid is read in full.
            let other = Signature::from_cells(2, 2, &[[0; 3]; 4]).unwrap();
            assert_eq!(
                Signature::of_sampled_since(&px(&after), step, &other, |_, _| false).unwrap(),
                full
            );
        }
    }

    /// Timing on this machine: `cargo test --release -p video --lib signature::tests::timing
    /// -- --ignored --nocapture`.
    #[test]
    #[ignore = "timing measurement; run in release by hand"]
    fn timing() {
        let (w, h) = (1920u32, 1080u32);
        let data: Vec<u8> = (0..w * h)
            .flat_map(|i| {
                let (x, y) = (i % w, i / w);
                [(x * 7) as u8, (y * 3) as u8, (x ^ y) as u8, 255]
            })
            .collect();
        let pixels = Pixels {
            width: w,
            height: h,
            stride: w as usize * 4,
            layout: Layout::Bgra,
            data: &data,
        };
        for step in [1, 2, 3, 4] {
            let mut times = Vec::new();
            for _ in 0..30 {
                let start = std::time::Instant::now();
                std::hint::black_box(Signature::of_sampled(&pixels, step).unwrap());
                times.push(start.elapsed().as_secs_f64() * 1000.0);
            }
            times.sort_by(f64::total_cmp);
            println!(
                "Signature::of_sampled 1920x1080 BGRA, step {step}: min {:.2} ms, median {:.2} ms",
                times[0],
                times[times.len() / 2]
            );
        }
    }

    #[test]
    fn short_or_empty_buffers_are_refused() {
        let data = vec![0u8; 100];
        let short = Pixels {
            width: 10,
            height: 10,
            stride: 30,
            layout: Layout::Rgb,
            data: &data,
        };
        assert!(matches!(
            Signature::of(&short),
            Err(PixelsError::Short { .. })
        ));
        let narrow = Pixels { stride: 2, ..short };
        assert!(matches!(
            Signature::of(&narrow),
            Err(PixelsError::Short { .. })
        ));
        let empty = Pixels { width: 0, ..short };
        assert!(matches!(
            Signature::of(&empty),
            Err(PixelsError::Empty { .. })
        ));
        let huge = Pixels {
            height: u32::MAX,
            stride: usize::MAX / 2,
            ..short
        };
        assert!(matches!(
            Signature::of(&huge),
            Err(PixelsError::Short { .. })
        ));
    }
}
