//! CopyRect, and finding a vertical scroll worth sending as one.
//!
//! When a scrolled area changes, most of its rows are rows the client already has, moved.
//! We hash the rows of the changed area before and after, let the distinctive new rows vote
//! for an offset, and take the longest run of rows (compared byte for byte, not by hash)
//! that the offset explains. The caller sends that run as a CopyRect first and then only the
//! tiles the copy did not fix.

use std::collections::HashMap;

use super::super::{Rect, Screen, enc, rect_header};

/// Fewest rows a scroll must move to be worth a CopyRect.
const MIN_RUN: u16 = 32;
/// Fewest distinct rows voting for the winning offset.
const MIN_VOTES: u32 = 4;

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
    let (mut left, mut right) = (usize::MAX, 0);
    for (a, b) in old.rows(area).zip(new.rows(area)) {
        if a == b {
            continue;
        }
        let first = a
            .chunks_exact(4)
            .zip(b.chunks_exact(4))
            .position(|(p, q)| p != q);
        let last = a
            .chunks_exact(4)
            .zip(b.chunks_exact(4))
            .rposition(|(p, q)| p != q);
        if let (Some(f), Some(l)) = (first, last) {
            left = left.min(f);
            right = right.max(l + 1);
        }
    }
    (left < right).then(|| Rect {
        x: area.x + left as u16,
        y: area.y,
        w: (right - left) as u16,
        h: area.h,
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
pub(crate) fn apply(data: &mut [u8], stride: usize, dest: Rect, src_y: u16) {
    let left = usize::from(dest.x) * 4;
    let len = usize::from(dest.w) * 4;
    let rows: Vec<usize> = (0..usize::from(dest.h)).collect();
    // Copy in the order that never reads a row already overwritten.
    let order: Box<dyn Iterator<Item = &usize>> = if src_y > dest.y {
        Box::new(rows.iter())
    } else {
        Box::new(rows.iter().rev())
    };
    for &r in order {
        let from = (usize::from(src_y) + r) * stride + left;
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
        apply(&mut fixed, usize::from(w) * 4, dest, src_y);
        let n = usize::from(dest.h) * usize::from(w) * 4;
        assert_eq!(fixed[..n], new[..n]);
        // No scroll in a still picture.
        assert!(detect_scroll(&screen(&old, w, h), &screen(&old, w, h), area).is_none());
    }
}
