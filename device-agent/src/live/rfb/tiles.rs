//! Which parts of the screen changed since the client's copy: 64x64 tiles compared byte for
//! byte, merged into few rectangles (runs of dirty tiles in a tile row, then runs of equal
//! runs down the rows), so an update carries only changed tiles in few headers.

use super::{Rect, Screen};

/// Tile side in pixels.
pub(crate) const TILE: u16 = 64;

/// Dirty flags of every tile, row by row.
pub(crate) struct TileMap {
    /// Tiles across.
    pub cols: usize,
    /// Tiles down.
    pub rows: usize,
    /// `cols * rows` flags.
    pub dirty: Vec<bool>,
    width: u16,
    height: u16,
}

impl TileMap {
    /// Compare `old` and `new` (the same size) tile by tile.
    pub(crate) fn diff(old: &Screen<'_>, new: &Screen<'_>) -> TileMap {
        TileMap::diff_where(old, new, |_| true)
    }

    /// Compare `old` and `new` (the same size) only in the tiles that meet one of `areas`
    /// (when only a known part can have changed, such as under a moved pointer).
    pub(crate) fn diff_in(old: &Screen<'_>, new: &Screen<'_>, areas: &[Rect]) -> TileMap {
        TileMap::diff_where(old, new, |tile| {
            areas.iter().any(|a| {
                a.w > 0
                    && a.h > 0
                    && u32::from(a.x) < u32::from(tile.x) + u32::from(tile.w)
                    && u32::from(tile.x) < u32::from(a.x) + u32::from(a.w)
                    && u32::from(a.y) < u32::from(tile.y) + u32::from(tile.h)
                    && u32::from(tile.y) < u32::from(a.y) + u32::from(a.h)
            })
        })
    }

    fn diff_where(old: &Screen<'_>, new: &Screen<'_>, look: impl Fn(Rect) -> bool) -> TileMap {
        let (width, height) = (new.width, new.height);
        let cols = usize::from(width).div_ceil(usize::from(TILE));
        let rows = usize::from(height).div_ceil(usize::from(TILE));
        let mut dirty = vec![false; cols * rows];
        for ty in 0..rows {
            for tx in 0..cols {
                let tile = tile_rect(tx, ty, width, height);
                let changed = look(tile) && old.rows(tile).zip(new.rows(tile)).any(|(a, b)| a != b);
                dirty[ty * cols + tx] = changed;
            }
        }
        TileMap {
            cols,
            rows,
            dirty,
            width,
            height,
        }
    }

    /// Every tile of a `width` x `height` screen marked dirty.
    pub(crate) fn all(width: u16, height: u16) -> TileMap {
        let cols = usize::from(width).div_ceil(usize::from(TILE));
        let rows = usize::from(height).div_ceil(usize::from(TILE));
        TileMap {
            cols,
            rows,
            dirty: vec![true; cols * rows],
            width,
            height,
        }
    }

    /// Whether any tile is dirty.
    pub(crate) fn any(&self) -> bool {
        self.dirty.iter().any(|&d| d)
    }

    /// The dirty tiles as rectangles, clipped to the screen.
    pub(crate) fn rects(&self) -> Vec<Rect> {
        let mut done: Vec<Rect> = Vec::new();
        // Runs of the previous tile row that may still grow downwards: (index in done).
        let mut open: Vec<usize> = Vec::new();
        for ty in 0..self.rows {
            let mut next_open = Vec::new();
            let mut tx = 0;
            while tx < self.cols {
                if !self.dirty[ty * self.cols + tx] {
                    tx += 1;
                    continue;
                }
                let start = tx;
                while tx < self.cols && self.dirty[ty * self.cols + tx] {
                    tx += 1;
                }
                let first = tile_rect(start, ty, self.width, self.height);
                let last = tile_rect(tx - 1, ty, self.width, self.height);
                let run = Rect {
                    x: first.x,
                    y: first.y,
                    w: last.x + last.w - first.x,
                    h: first.h,
                };
                let grown = open.iter().copied().find(|&i| {
                    let r = done[i];
                    r.x == run.x && r.w == run.w && r.y + r.h == run.y
                });
                match grown {
                    Some(i) => {
                        done[i].h += run.h;
                        next_open.push(i);
                    }
                    None => {
                        done.push(run);
                        next_open.push(done.len() - 1);
                    }
                }
            }
            open = next_open;
        }
        done
    }
}

/// The smallest rectangle inside `rect` that holds every pixel differing between `old` and
/// `new`, or `None` when nothing does. Tiles find changes cheaply but are coarse: a 64x64
/// sprite moving a few pixels dirties up to nine tiles, while the pixels that really changed
/// fill a box a third of that. Sending the box keeps small motion small on the wire.
pub(crate) fn tighten(old: &Screen<'_>, new: &Screen<'_>, rect: Rect) -> Option<Rect> {
    let last_col = usize::from(rect.w).checked_sub(1)?;
    let mut top = None;
    let (mut bottom, mut left, mut right) = (0, last_col, 0);
    for (i, (a, b)) in old.rows(rect).zip(new.rows(rect)).enumerate() {
        if a == b {
            continue;
        }
        top.get_or_insert(i);
        bottom = i;
        if left == 0 && right == last_col {
            // Already as wide as the rectangle: only the rows matter now.
            continue;
        }
        let pixels = || a.chunks_exact(4).zip(b.chunks_exact(4));
        if let Some(first) = pixels().position(|(p, q)| p != q) {
            left = left.min(first);
        }
        if let Some(last) = pixels().rposition(|(p, q)| p != q) {
            right = right.max(last);
        }
    }
    let top = top?;
    Some(Rect {
        x: rect.x + left as u16,
        y: rect.y + top as u16,
        w: (right - left + 1) as u16,
        h: (bottom - top + 1) as u16,
    })
}

/// Tile (`tx`, `ty`) of a `width` x `height` screen, clipped to it.
fn tile_rect(tx: usize, ty: usize, width: u16, height: u16) -> Rect {
    let x = (tx * usize::from(TILE)) as u16;
    let y = (ty * usize::from(TILE)) as u16;
    Rect {
        x,
        y,
        w: TILE.min(width - x),
        h: TILE.min(height - y),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn merges_dirty_tiles_into_rectangles() {
        let (w, h) = (200u16, 150u16);
        let old = vec![0u8; usize::from(w) * usize::from(h) * 4];
        let mut new = old.clone();
        let stride = usize::from(w) * 4;
        // Change pixels in tiles (0,0), (1,0), (0,1), (1,1) and the clipped corner (3,2).
        for (x, y) in [(10usize, 10usize), (70, 5), (5, 70), (100, 100), (199, 149)] {
            new[y * stride + x * 4] = 1;
        }
        fn s(d: &[u8], stride: usize, w: u16, h: u16) -> Screen<'_> {
            Screen {
                data: d,
                stride,
                width: w,
                height: h,
            }
        }
        let (a, b) = (s(&old, stride, w, h), s(&new, stride, w, h));
        let map = TileMap::diff(&a, &b);
        assert!(map.any());
        assert_eq!(
            map.rects(),
            vec![
                Rect {
                    x: 0,
                    y: 0,
                    w: 128,
                    h: 128
                },
                Rect {
                    x: 192,
                    y: 128,
                    w: 8,
                    h: 22
                }
            ]
        );
        assert!(!TileMap::diff(&a, &a).any());
        // Only the tiles meeting the areas are looked at.
        let area = Rect {
            x: 60,
            y: 60,
            w: 8,
            h: 2,
        };
        let dirty: Vec<bool> = TileMap::diff_in(&a, &b, &[area]).dirty;
        let expected: Vec<bool> = (0..12).map(|i| i == 0 || i == 1).collect();
        assert_eq!(dirty, expected);
        assert_eq!(TileMap::all(w, h).rects(), vec![Rect { x: 0, y: 0, w, h }]);
    }

    #[test]
    fn tighten_finds_the_box_of_changed_pixels() {
        let (w, h) = (128u16, 128u16);
        let stride = usize::from(w) * 4;
        let old = vec![0u8; stride * usize::from(h)];
        let mut new = old.clone();
        for (x, y) in [(70usize, 5usize), (90, 40), (75, 60)] {
            new[y * stride + x * 4 + 2] = 9;
        }
        let screen = |d| Screen {
            data: d,
            stride,
            width: w,
            height: h,
        };
        let (old, new) = (&old[..], &new[..]);
        let whole = Rect {
            x: 64,
            y: 0,
            w: 64,
            h: 64,
        };
        assert_eq!(
            tighten(&screen(old), &screen(new), whole),
            Some(Rect {
                x: 70,
                y: 5,
                w: 21,
                h: 56
            })
        );
        assert_eq!(tighten(&screen(old), &screen(old), whole), None);
    }
}
