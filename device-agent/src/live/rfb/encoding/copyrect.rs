//! CopyRect, and finding a move worth sending as one: a vertical scroll, or a small object
//! (a dragged icon, a sprite, a window nudged) moved in any direction.
//!
//! When a scrolled area changes, most of its rows are rows the client already has, moved.
//! We hash the rows of the changed area before and after, let the distinctive new rows vote
//! for an offset, and take the longest run of rows (compared byte for byte, not by hash)
//! that the offset explains. A small changed area is instead searched directly: every
//! offset up to [`MAX_MOVE`] pixels is tried, each rejected at its first differing row.
//! The caller sends the move as a CopyRect first and then only the tiles the copy did not fix.

use std::collections::HashMap;

use super::super::tiles::{TILE, tighten};
use super::super::{Rect, Screen, enc, rect_header};

/// Fewest rows a scroll must move to be worth a CopyRect.
const MIN_RUN: u16 = 32;
/// Fewest distinct rows voting for the winning offset.
const MIN_VOTES: u32 = 4;
/// Farthest an object may move between two updates, per axis, to be found (pixels).
const MAX_MOVE: i32 = 24;
/// Largest changed area searched for a moved object: the search tries (2·24+1)² offsets.
const MAX_MOVE_AREA: usize = 320 * 320;
/// Smallest moved object worth a CopyRect.
const MIN_MOVE_AREA: usize = 24 * 24;
/// Bytes the move search may compare before it gives up (about a millisecond): offsets are
/// mostly rejected at their first row, but a flat area lets wrong offsets match for many
/// rows, and the search must never cost the viewer latency.
const MOVE_SEARCH_BUDGET: usize = 8 << 20;

/// A CopyRect worth sending: `dest` gets the client's own pixels from (`src_x`, `src_y`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Moved {
    /// Where the pixels go.
    pub dest: Rect,
    /// Left column of the source.
    pub src_x: u16,
    /// Top row of the source.
    pub src_y: u16,
}

/// Append a CopyRect: `dest` comes from the client's own pixels at (`src_x`, `src_y`).
pub(crate) fn encode(dest: Rect, src_x: u16, src_y: u16, out: &mut Vec<u8>) {
    rect_header(dest, enc::COPY_RECT, out);
    out.extend_from_slice(&src_x.to_be_bytes());
    out.extend_from_slice(&src_y.to_be_bytes());
}

/// A fast hash of a row (not cryptographic; matches are verified by comparing bytes).
fn row_hash(row: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    let mut words = row.chunks_exact(8);
    for w in &mut words {
        let mut b = [0u8; 8];
        b.copy_from_slice(w);
        h = (h ^ u64::from_le_bytes(b))
            .wrapping_mul(0x0100_0000_01b3)
            .rotate_left(29);
    }
    for &b in words.remainder() {
        h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
    }
    h
}

/// A vertical scroll inside `area`: rows of `new` that equal rows of `old` `dy` lower (or
/// higher). Returns the destination rectangle and the source row of its top.
pub(crate) fn detect_scroll(old: &Screen<'_>, new: &Screen<'_>, area: Rect) -> Option<(Rect, u16)> {
    if area.h < MIN_RUN * 2 || area.w < 16 {
        return None;
    }
    let old_rows: Vec<&[u8]> = old.rows(area).collect();
    let new_rows: Vec<&[u8]> = new.rows(area).collect();
    let old_hash: Vec<u64> = old_rows.iter().map(|r| row_hash(r)).collect();
    let new_hash: Vec<u64> = new_rows.iter().map(|r| row_hash(r)).collect();
    let mut where_old: HashMap<u64, Vec<usize>> = HashMap::new();
    for (i, &h) in old_hash.iter().enumerate() {
        where_old.entry(h).or_default().push(i);
    }
    let mut votes: HashMap<isize, u32> = HashMap::new();
    for (i, &h) in new_hash.iter().enumerate() {
        // Rows like their neighbour (blank lines, flat colour) say nothing about an offset.
        if i > 0 && new_hash[i - 1] == h || old_hash[i] == h {
            continue;
        }
        if let Some(rows) = where_old.get(&h).filter(|r| r.len() <= 4) {
            for &j in rows {
                *votes.entry(j as isize - i as isize).or_default() += 1;
            }
        }
    }
    let (&dy, &count) = votes.iter().max_by_key(|(dy, c)| (**c, -dy.abs()))?;
    if count < MIN_VOTES || dy == 0 {
        return None;
    }
    // The longest run of rows that the offset explains, byte for byte.
    let n = new_rows.len() as isize;
    let (mut best, mut start, mut run) = ((0, 0), 0, 0);
    for i in 0..n {
        let j = i + dy;
        let same = (0..n).contains(&j) && new_rows[i as usize] == old_rows[j as usize];
        if same {
            if run == 0 {
                start = i;
            }
            run += 1;
            if run > best.1 {
                best = (start, run);
            }
        } else {
            run = 0;
        }
    }
    let (first, len) = best;
    if len < MIN_RUN as isize {
        return None;
    }
    let dest = Rect {
        x: area.x,
        y: area.y + first as u16,
        w: area.w,
        h: len as u16,
    };
    Some((dest, (dest.y as isize + dy) as u16))
}

/// The columns of `area` where `old` and `new` differ at all: a scrolled pane inside a
/// window leaves the margins around it (and the tiles' overhang onto other windows) alone,
/// and those columns would spoil the row comparison.
pub(crate) fn changed_columns(old: &Screen<'_>, new: &Screen<'_>, area: Rect) -> Option<Rect> {
    tighten(old, new, area).map(|changed| Rect {
        y: area.y,
        h: area.h,
        ..changed
    })
}

/// The biggest vertical scroll inside any cluster of touching changed `rects` (a scrolled
/// pane's dirty tiles rarely form one rectangle: short lines dirty fewer tiles).
pub(crate) fn find_scroll(
    old: &Screen<'_>,
    new: &Screen<'_>,
    rects: &[Rect],
) -> Option<(Rect, u16)> {
    clusters(rects)
        .into_iter()
        .filter(|r| r.h >= MIN_RUN * 2)
        .filter_map(|r| changed_columns(old, new, r))
        .filter_map(|r| detect_scroll(old, new, r))
        .max_by_key(|(dest, _)| dest.area())
}

/// The best CopyRect for the changed `rects`: the biggest vertical scroll, else the biggest
/// small object moved in any direction.
pub(crate) fn find_copy(old: &Screen<'_>, new: &Screen<'_>, rects: &[Rect]) -> Option<Moved> {
    if let Some((dest, src_y)) = find_scroll(old, new, rects) {
        return Some(Moved {
            dest,
            src_x: dest.x,
            src_y,
        });
    }
    clusters(rects)
        .into_iter()
        .filter(could_hold_a_small_move)
        .filter_map(|r| tighten(old, new, r))
        .filter_map(|r| detect_move(old, new, r))
        .max_by_key(|m| m.dest.area())
}

/// Whether a cluster of dirty tiles can tighten to a box small enough for [`detect_move`].
/// Its edge tiles are dirty, so the changed pixels span all but at most a tile less a pixel
/// at each side: a big cluster (full-screen motion) is skipped without comparing a pixel.
fn could_hold_a_small_move(cluster: &Rect) -> bool {
    let margin = 2 * (usize::from(TILE) - 1);
    let w = usize::from(cluster.w).saturating_sub(margin).max(1);
    let h = usize::from(cluster.h).saturating_sub(margin).max(1);
    w * h <= MAX_MOVE_AREA
}

/// An object that moved inside `area` (the box of what changed): the largest part of the
/// box whose new pixels are the old pixels some offset away. The box holds the object at
/// both places, so moved by (dx, dy) it is the box less a |dx| by |dy| margin.
fn detect_move(old: &Screen<'_>, new: &Screen<'_>, area: Rect) -> Option<Moved> {
    if area.area() > MAX_MOVE_AREA {
        return None;
    }
    let mut best: Option<Moved> = None;
    let mut budget = MOVE_SEARCH_BUDGET;
    for dy in -MAX_MOVE..=MAX_MOVE {
        for dx in -MAX_MOVE..=MAX_MOVE {
            let (w, h) = (i32::from(area.w) - dx.abs(), i32::from(area.h) - dy.abs());
            if (dx, dy) == (0, 0) || w <= 0 || h <= 0 || ((w * h) as usize) < MIN_MOVE_AREA {
                continue;
            }
            let dest = Rect {
                x: (i32::from(area.x) + dx.max(0)) as u16,
                y: (i32::from(area.y) + dy.max(0)) as u16,
                w: w as u16,
                h: h as u16,
            };
            if best.is_some_and(|b| b.dest.area() >= dest.area()) {
                continue;
            }
            let src = Rect {
                x: (i32::from(dest.x) - dx) as u16,
                y: (i32::from(dest.y) - dy) as u16,
                ..dest
            };
            let row_bytes = usize::from(dest.w) * 4;
            let same = new.rows(dest).zip(old.rows(src)).all(|(a, b)| {
                budget = budget.saturating_sub(row_bytes);
                a == b
            });
            if same {
                best = Some(Moved {
                    dest,
                    src_x: src.x,
                    src_y: src.y,
                });
            }
            if budget == 0 {
                return best;
            }
        }
    }
    best
}

/// Bounding boxes of groups of rectangles that touch or overlap.
fn clusters(rects: &[Rect]) -> Vec<Rect> {
    let touch = |a: &Rect, b: &Rect| {
        let (ar, ab) = (
            u32::from(a.x) + u32::from(a.w),
            u32::from(a.y) + u32::from(a.h),
        );
        let (br, bb) = (
            u32::from(b.x) + u32::from(b.w),
            u32::from(b.y) + u32::from(b.h),
        );
        u32::from(a.x) <= br && u32::from(b.x) <= ar && u32::from(a.y) <= bb && u32::from(b.y) <= ab
    };
    let union = |a: Rect, b: Rect| {
        let (l, t) = (a.x.min(b.x), a.y.min(b.y));
        let r = (a.x + a.w).max(b.x + b.w);
        let bt = (a.y + a.h).max(b.y + b.h);
        Rect {
            x: l,
            y: t,
            w: r - l,
            h: bt - t,
        }
    };
    let mut groups: Vec<Rect> = Vec::new();
    for &r in rects {
        let mut merged = r;
        // Absorb every group this one touches, until none is left to absorb.
        while let Some(i) = groups.iter().position(|g| touch(g, &merged)) {
            merged = union(groups.swap_remove(i), merged);
        }
        groups.push(merged);
    }
    groups
}

/// Apply a CopyRect to our copy of the client's framebuffer (`data`, `stride` bytes a row).
pub(crate) fn apply(data: &mut [u8], stride: usize, m: Moved) {
    let Moved { dest, src_x, src_y } = m;
    let left = usize::from(dest.x) * 4;
    let src_left = usize::from(src_x) * 4;
    let len = usize::from(dest.w) * 4;
    let rows: Vec<usize> = (0..usize::from(dest.h)).collect();
    // Copy in the order that never reads a row already overwritten.
    let order: Box<dyn Iterator<Item = &usize>> = if src_y > dest.y {
        Box::new(rows.iter())
    } else {
        Box::new(rows.iter().rev())
    };
    for &r in order {
        let from = (usize::from(src_y) + r) * stride + src_left;
        let to = (usize::from(dest.y) + r) * stride + left;
        data.copy_within(from..from + len, to);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn screen(data: &[u8], w: u16, h: u16) -> Screen<'_> {
        Screen {
            data,
            stride: usize::from(w) * 4,
            width: w,
            height: h,
        }
    }

    #[test]
    fn finds_a_scroll_and_applies_it() {
        let (w, h) = (64u16, 256u16);
        // Every row distinct.
        let row = |y: usize| -> Vec<u8> {
            (0..w as usize * 4)
                .map(|i| ((y * 7 + i * 13) % 251) as u8)
                .collect()
        };
        let old: Vec<u8> = (0..h as usize).flat_map(row).collect();
        // Scrolled up by 20 rows, new rows at the bottom.
        let new: Vec<u8> = (0..h as usize).flat_map(|y| row(y + 20)).collect();
        let area = Rect { x: 0, y: 0, w, h };
        let (dest, src_y) = detect_scroll(&screen(&old, w, h), &screen(&new, w, h), area).unwrap();
        assert_eq!((dest.y, dest.h, src_y), (0, h - 20, 20));
        let mut fixed = old.clone();
        let m = Moved {
            dest,
            src_x: dest.x,
            src_y,
        };
        apply(&mut fixed, usize::from(w) * 4, m);
        let n = usize::from(dest.h) * usize::from(w) * 4;
        assert_eq!(fixed[..n], new[..n]);
        // No scroll in a still picture.
        assert!(detect_scroll(&screen(&old, w, h), &screen(&old, w, h), area).is_none());
    }

    #[test]
    fn finds_a_sprite_moved_diagonally_and_applies_it() {
        let (w, h) = (160u16, 120u16);
        let stride = usize::from(w) * 4;
        let field = |buf: &mut Vec<u8>| buf.resize(stride * usize::from(h), 40);
        let draw = |buf: &mut [u8], x0: usize, y0: usize| {
            for y in 0..40 {
                for x in 0..40 {
                    let i = (y0 + y) * stride + (x0 + x) * 4;
                    buf[i..i + 4].copy_from_slice(&[
                        (x * 6) as u8,
                        (y * 6) as u8,
                        (x ^ y) as u8,
                        0,
                    ]);
                }
            }
        };
        let (mut old, mut new) = (Vec::new(), Vec::new());
        field(&mut old);
        field(&mut new);
        draw(&mut old, 30, 20);
        draw(&mut new, 35, 16);
        let (a, b) = (screen(&old, w, h), screen(&new, w, h));
        let everything = [Rect { x: 0, y: 0, w, h }];
        let m = find_copy(&a, &b, &everything).unwrap();
        assert_eq!(
            m,
            Moved {
                dest: Rect {
                    x: 35,
                    y: 16,
                    w: 40,
                    h: 40
                },
                src_x: 30,
                src_y: 20
            }
        );
        let mut fixed = old.clone();
        apply(&mut fixed, stride, m);
        for (fr, nr) in screen(&fixed, w, h)
            .rows(m.dest)
            .zip(screen(&new, w, h).rows(m.dest))
        {
            assert_eq!(fr, nr);
        }
        // Nothing moved in a still picture.
        assert!(find_copy(&a, &a, &everything).is_none());
    }
}
