//! Which parts of a picture changed since the picture encoded before it.
//!
//! Three things want to know: the colour conversion, which then converts only the rows that
//! changed (the I420 picture it keeps already holds the others), the quantiser choice
//! (`quality.rs`), which codes a picture where most of the screen moved more coarsely than
//! one where a cursor or a clock did, and the frame's colour signature, which reads again
//! only the cells that changed blocks touch. All look at the picture in 16x16 blocks, the
//! encoder's macroblocks.
//!
//! A row that did not change at all is found with one compare, so a screen where a small
//! part moves costs about one read of both frames; only the rows that differ are compared
//! block by block.

use std::ops::Range;

use crate::backend::Frame;

/// Side of a block (an H.264 macroblock), pixels.
pub(super) const BLOCK: u32 = 16;

/// What changed between two frames of the same size, in blocks.
#[derive(Debug, Default, Clone, PartialEq)]
pub(super) struct Change {
    /// Blocks with at least one pixel changed.
    pub(super) blocks: u32,
    /// Blocks in the picture.
    pub(super) total: u32,
    /// Pixel rows to convert again: runs of whole block rows with a change, in order.
    pub(super) rows: Vec<Range<u32>>,
    /// Blocks in a row of blocks.
    per_row: u32,
    /// Whether each block changed, row by row.
    marks: Vec<bool>,
}

impl Change {
    /// Everything changed (the first picture, or a frame that cannot be compared).
    pub(super) fn all(width: u32, height: u32) -> Change {
        let per_row = width.div_ceil(BLOCK);
        let total = per_row * height.div_ceil(BLOCK);
        Change {
            blocks: total,
            total,
            rows: if height > 0 {
                std::iter::once(0..height).collect()
            } else {
                Vec::new()
            },
            per_row,
            marks: vec![true; total as usize],
        }
    }

    /// The share of blocks that changed, 0 ..= 1.
    pub(super) fn fraction(&self) -> f32 {
        if self.total == 0 {
            0.0
        } else {
            self.blocks as f32 / self.total as f32
        }
    }

    /// Whether any block that overlaps these pixel columns and rows changed.
    pub(super) fn touches(&self, columns: Range<u32>, rows: Range<u32>) -> bool {
        if columns.is_empty() || rows.is_empty() || self.per_row == 0 {
            return false;
        }
        let first = columns.start / BLOCK;
        let last = ((columns.end - 1) / BLOCK).min(self.per_row - 1);
        (rows.start / BLOCK..=(rows.end - 1) / BLOCK).any(|r| {
            let row = (r * self.per_row) as usize;
            self.marks
                .get(row + first as usize..=row + last as usize)
                .is_some_and(|m| m.contains(&true))
        })
    }

    /// What changed from `before` to `after` in their top-left `width` x `height` pixels.
    pub(super) fn between(before: &Frame, after: &Frame, width: u32, height: u32) -> Change {
        let fits = |f: &Frame| {
            f.width >= width
                && f.height >= height
                && f.stride >= width as usize * 4
                && f.data.len() >= f.stride * height as usize
        };
        if width == 0 || height == 0 || !fits(before) || !fits(after) {
            return Change::all(width, height);
        }
        let per_row = width.div_ceil(BLOCK) as usize;
        let row_bytes = width as usize * 4;
        let block_bytes = BLOCK as usize * 4;
        let total = per_row as u32 * height.div_ceil(BLOCK);
        let mut change = Change {
            blocks: 0,
            total,
            rows: Vec::new(),
            per_row: per_row as u32,
            marks: Vec::new(),
        };
        let mut marks = vec![false; total as usize];
        for (top, marked) in (0..height)
            .step_by(BLOCK as usize)
            .zip(marks.chunks_exact_mut(per_row))
        {
            let bottom = (top + BLOCK).min(height);
            let mut in_band = 0usize;
            for y in top..bottom {
                let a = &before.data[y as usize * before.stride..][..row_bytes];
                let b = &after.data[y as usize * after.stride..][..row_bytes];
                if a == b {
                    continue;
                }
                for (i, seen) in marked.iter_mut().enumerate() {
                    if *seen {
                        continue;
                    }
                    let span = i * block_bytes..((i + 1) * block_bytes).min(row_bytes);
                    if a[span.clone()] != b[span] {
                        *seen = true;
                        in_band += 1;
                    }
                }
                if in_band == per_row {
                    break;
                }
            }
            if in_band > 0 {
                change.blocks += in_band as u32;
                match change.rows.last_mut() {
                    Some(run) if run.end == top => run.end = bottom,
                    _ => change.rows.push(top..bottom),
                }
            }
        }
        change.marks = marks;
        change
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::convert::tests::solid;

    fn frame(w: u32, h: u32, pad: usize) -> Frame {
        solid(w, h, [7, 7, 7, 7], pad)
    }

    fn poke(f: &mut Frame, x: u32, y: u32) {
        f.data[y as usize * f.stride + x as usize * 4] ^= 0xff;
    }

    #[test]
    fn same_frames_change_nothing() {
        let (a, b) = (frame(100, 50, 8), frame(100, 50, 8));
        let c = Change::between(&a, &b, 100, 50);
        // 7 x 4 blocks; the last column and row are partial.
        assert_eq!((c.blocks, c.total), (0, 28));
        assert!(c.rows.is_empty());
        assert_eq!(c.fraction(), 0.0);
    }

    #[test]
    fn changed_pixels_mark_their_blocks_and_block_rows() {
        let a = frame(100, 50, 8);
        let mut b = frame(100, 50, 8);
        poke(&mut b, 0, 0);
        poke(&mut b, 17, 3);
        poke(&mut b, 99, 49);
        let c = Change::between(&a, &b, 100, 50);
        assert_eq!(c.blocks, 3);
        assert_eq!(c.rows, vec![0..16, 48..50]);
        // Blocks (0, 0), (1, 0) and (6, 3).
        assert!(c.touches(0..1, 0..1));
        assert!(c.touches(20..40, 10..20));
        assert!(c.touches(90..100, 40..50));
        assert!(!c.touches(32..96, 0..48));
        assert!(!c.touches(0..100, 16..48));
        assert!(!c.touches(5..5, 0..50));
        assert!(Change::all(100, 50).touches(50..51, 20..21));
        // A change in the padding or beyond the compared size is no change.
        let mut d = frame(100, 50, 8);
        d.data[100 * 4 + 3] ^= 1;
        assert_eq!(Change::between(&a, &d, 100, 50).blocks, 0);
        poke(&mut d, 99, 20);
        assert_eq!(Change::between(&a, &d, 98, 50).blocks, 0);
    }

    #[test]
    fn adjacent_block_rows_merge_and_mismatched_frames_are_all_changed() {
        let a = frame(64, 64, 0);
        let mut b = frame(64, 64, 0);
        poke(&mut b, 5, 15);
        poke(&mut b, 5, 16);
        poke(&mut b, 5, 60);
        let c = Change::between(&a, &b, 64, 64);
        assert_eq!(c.rows, vec![0..32, 48..64]);
        assert_eq!((c.blocks, c.total), (3, 16));
        let small = frame(32, 64, 0);
        assert_eq!(Change::between(&small, &b, 64, 64), Change::all(64, 64));
        assert_eq!(Change::all(64, 64).fraction(), 1.0);
    }
}
