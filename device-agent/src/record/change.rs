//! Which parts of a picture changed since the picture encoded before it.
//!
//! Three things want to know: the colour conversion, which then converts only the blocks that
//! changed (the I420 picture it keeps already holds the others), the quantiser choice
//! (`quality.rs`), which codes a picture where most of the screen moved more coarsely than
//! one where a cursor or a clock did, and the frame's colour signature, which reads again
//! only the cells that changed blocks touch. All look at the picture in 16x16 blocks, the
//! encoder's macroblocks.
//!
//! A row that did not change at all is found with one compare, so a screen where a small
//! part moves costs about one read of both frames; only the rows that differ are compared
//! block by block. When the backend said where it redrew (a patch from the capture thread),
//! only the patch is compared, against the picture it is written into.

use std::ops::Range;

use super::capture::Patch;
use crate::backend::Frame;

/// Side of a block (an H.264 macroblock), pixels.
pub(super) const BLOCK: u32 = 16;

/// Unchanged blocks between two changed ones in a row of blocks that still join them into one
/// area to convert: the `yuv` crate's per-call cost outweighs converting a few blocks again.
const GAP: usize = 1;

/// What changed between two frames of the same size, in blocks.
#[derive(Debug, Default, Clone, PartialEq)]
pub(super) struct Change {
    /// Blocks with at least one pixel changed.
    pub(super) blocks: u32,
    /// Blocks in the picture.
    pub(super) total: u32,
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

    /// The changed blocks as rectangles of pixels, `(columns, rows)`, to convert again: the
    /// runs of changed blocks in each row of blocks (a gap of one block joined in, cheaper
    /// than a call of its own), a run joined with the one above it when their columns are
    /// the same. Bounds are whole blocks; the caller clips them to the picture.
    pub(super) fn areas(&self) -> Vec<(Range<u32>, Range<u32>)> {
        let per_row = self.per_row as usize;
        let mut areas: Vec<(Range<u32>, Range<u32>)> = Vec::new();
        if per_row == 0 {
            return areas;
        }
        // The areas that reach down to the row of blocks being looked at.
        let mut open: Vec<usize> = Vec::new();
        for (band, marked) in self.marks.chunks(per_row).enumerate() {
            let top = band as u32 * BLOCK;
            let mut reaching = Vec::new();
            let mut x = 0;
            while x < per_row {
                if !marked[x] {
                    x += 1;
                    continue;
                }
                let start = x;
                let mut end = x + 1;
                while end < per_row && marked[end..].iter().take(GAP + 1).any(|m| *m) {
                    end += 1;
                }
                while !marked[end - 1] {
                    end -= 1;
                }
                let columns = start as u32 * BLOCK..end as u32 * BLOCK;
                match open.iter().find(|&&i| areas[i].0 == columns) {
                    Some(&i) => {
                        areas[i].1.end = top + BLOCK;
                        reaching.push(i);
                    }
                    None => {
                        areas.push((columns, top..top + BLOCK));
                        reaching.push(areas.len() - 1);
                    }
                }
                x = end;
            }
            open = reaching;
        }
        areas
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
            change.blocks += in_band as u32;
        }
        change.marks = marks;
        change
    }
}

impl Change {
    /// Write `patch` into `frame` (the picture encoded before it) and say what changed, in
    /// the top-left `width` x `height` pixels: only the patch's pixels are read, so a change
    /// in a corner costs its own size, not the screen's.
    pub(super) fn apply(frame: &mut Frame, patch: &Patch, width: u32, height: u32) -> Change {
        let per_row = width.div_ceil(BLOCK) as usize;
        let total = per_row as u32 * height.div_ceil(BLOCK);
        let mut marks = vec![false; total as usize];
        let stride = frame.stride;
        for (part, rows) in patch.parts() {
            let (Ok(left), Ok(top)) = (u32::try_from(part.x), u32::try_from(part.y)) else {
                continue;
            };
            let row_bytes = part.width as usize * 4;
            let fits = left.saturating_add(part.width) <= frame.width
                && top.saturating_add(part.height) <= frame.height
                && frame.stride >= frame.width as usize * 4
                && frame.data.len() >= frame.stride * frame.height as usize
                && rows.len() == row_bytes * part.height as usize;
            if !fits || row_bytes == 0 {
                continue;
            }
            for (y, new) in (top..).zip(rows.chunks_exact(row_bytes)) {
                let at = y as usize * stride + left as usize * 4;
                let old = &mut frame.data[at..at + row_bytes];
                if old == new {
                    continue;
                }
                if y < height {
                    let band = (y / BLOCK) as usize * per_row;
                    // Block columns the part spans, each compared on its share of the row.
                    for bx in left / BLOCK..(left + part.width).min(width).div_ceil(BLOCK) {
                        let mark = &mut marks[band + bx as usize];
                        if *mark {
                            continue;
                        }
                        let x0 = (bx * BLOCK).max(left) - left;
                        let x1 = ((bx + 1) * BLOCK).min(left + part.width) - left;
                        let span = x0 as usize * 4..x1 as usize * 4;
                        *mark = old[span.clone()] != new[span];
                    }
                }
                old.copy_from_slice(new);
            }
        }
        Change {
            blocks: marks.iter().filter(|m| **m).count() as u32,
            total,
            per_row: per_row as u32,
            marks,
        }
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
        assert!(c.areas().is_empty());
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
        assert_eq!(c.areas(), vec![(0..32, 0..16), (96..112, 48..64)]);
        // Blocks (0, 0), (1, 0) and (6, 3).
        assert!(c.touches(0..1, 0..1));
        assert!(c.touches(20..40, 10..20));
        assert!(c.touches(90..100, 40..50));
        assert!(!c.touches(32..96, 0..48));
        assert!(!c.touches(0..100, 16..48));
        assert!(!c.touches(5..5, 0..50));
        assert!(Change::all(100, 50).touches(50..51, 20..21));
        assert_eq!(Change::all(100, 50).areas(), vec![(0..112, 0..64)]);
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
        assert_eq!(c.areas(), vec![(0..16, 0..32), (0..16, 48..64)]);
        // One block apart: one area; two apart: two.
        let mut d = frame(64, 64, 0);
        poke(&mut d, 0, 0);
        poke(&mut d, 32, 0);
        poke(&mut d, 0, 16);
        poke(&mut d, 48, 16);
        let gaps = Change::between(&a, &d, 64, 64);
        assert_eq!(
            gaps.areas(),
            vec![(0..48, 0..16), (0..16, 16..32), (48..64, 16..32)]
        );
        assert_eq!((c.blocks, c.total), (3, 16));
        let small = frame(32, 64, 0);
        assert_eq!(Change::between(&small, &b, 64, 64), Change::all(64, 64));
        assert_eq!(Change::all(64, 64).fraction(), 1.0);
    }

    #[test]
    fn a_patch_applied_changes_what_the_whole_compare_finds() {
        use crate::record::capture::Patch;
        use proto::Rect;

        let before = frame(100, 50, 8);
        let mut after = before.clone();
        // A change inside the first part, none in the second; the third reaches into the
        // odd column and row beyond the even 98 x 48 that is encoded.
        poke(&mut after, 20, 5);
        poke(&mut after, 33, 17);
        poke(&mut after, 97, 47);
        poke(&mut after, 99, 49);
        let parts = vec![
            Rect {
                x: 16,
                y: 0,
                width: 30,
                height: 20,
            },
            Rect {
                x: 60,
                y: 20,
                width: 10,
                height: 10,
            },
            Rect {
                x: 90,
                y: 40,
                width: 10,
                height: 10,
            },
        ];
        let mut data = Frame::empty();
        for p in &parts {
            for y in p.y as usize..(p.y as u32 + p.height) as usize {
                let at = y * after.stride + p.x as usize * 4;
                data.data
                    .extend_from_slice(&after.data[at..at + p.width as usize * 4]);
            }
        }
        let patch = Patch {
            parts,
            data,
            captured_at: after.captured_at,
        };
        let mut patched = before.clone();
        let change = Change::apply(&mut patched, &patch, 98, 48);
        assert_eq!(patched.data, after.data);
        assert_eq!(change, Change::between(&before, &after, 98, 48));
        // Blocks (1, 0), (2, 1) and (6, 2); the pixel at 99, 49 is beyond what is encoded.
        assert_eq!(change.blocks, 3);
        assert_eq!(
            change.areas(),
            vec![(16..32, 0..16), (32..48, 16..32), (96..112, 32..48)]
        );
        // A part that does not fit the frame, or whose rows are short, is left out.
        let bad = Patch {
            parts: vec![
                Rect {
                    x: 95,
                    y: 0,
                    width: 10,
                    height: 1,
                },
                Rect {
                    x: 0,
                    y: 0,
                    width: 2,
                    height: 2,
                },
            ],
            data: {
                let mut short = Frame::empty();
                short.data = vec![0; 40 + 4];
                short
            },
            captured_at: after.captured_at,
        };
        let mut same = before.clone();
        assert_eq!(Change::apply(&mut same, &bad, 98, 48).blocks, 0);
        assert_eq!(same.data, before.data);
    }
}
