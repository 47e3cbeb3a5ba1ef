//! What one memory frame shows: the part of a display the focused window covers (only that
//! part is grabbed), with every denylisted window on it filled black.
//!
//! The black goes in before anything else reads the pixels (the hash, the encoder), so a
//! password manager in the background never reaches the disk, not even as hash bits.

use proto::{Rect, Window};

use crate::backend::Frame;

/// A picture ready to hash and store: tightly packed BGRA.
#[derive(Debug, Clone)]
pub(crate) struct Picture {
    /// Width in pixels.
    pub(crate) width: u32,
    /// Height in pixels.
    pub(crate) height: u32,
    /// `width * height` BGRA pixels.
    pub(crate) bgra: Vec<u8>,
}

/// The part of a display to grab: the focused window's area on it when it is on this
/// display, else (or when the backend cannot place the window) the whole display. In the
/// display's own pixels.
pub(crate) fn crop_part(display: Rect, focused: Option<&Window>) -> Rect {
    let whole = Rect {
        x: 0,
        y: 0,
        width: display.width,
        height: display.height,
    };
    let Some(w) = focused.and_then(|w| w.rect) else {
        return whole;
    };
    let local = Rect {
        x: w.x - display.x,
        y: w.y - display.y,
        width: w.width,
        height: w.height,
    };
    crate::backend::clip(local, display.width, display.height).unwrap_or(whole)
}

/// The windows of `hidden` (global coordinates) that overlap `grab`, in its pixels.
fn overlaps(grab: &Frame, hidden: &[Rect]) -> Vec<Rect> {
    hidden
        .iter()
        .filter_map(|rect| {
            let local = Rect {
                x: rect.x - grab.source.x,
                y: rect.y - grab.source.y,
                width: rect.width,
                height: rect.height,
            };
            crate::backend::clip(local, grab.width, grab.height)
        })
        .collect()
}

/// Whether any of `hidden` (global coordinates) shows in `grab`.
pub(crate) fn hides_any(grab: &Frame, hidden: &[Rect]) -> bool {
    !overlaps(grab, hidden).is_empty()
}

/// `grab` tightly packed, with `hidden` (global coordinates, the denylisted windows) black
/// where they overlap it.
pub(crate) fn compose(grab: &Frame, hidden: &[Rect]) -> Picture {
    let (width, height) = (grab.width, grab.height);
    let row = width as usize * 4;
    let mut bgra = vec![0u8; row * height as usize];
    for (y, out) in bgra.chunks_exact_mut(row.max(1)).enumerate() {
        let start = y * grab.stride;
        if let Some(line) = grab.data.get(start..start + row) {
            out.copy_from_slice(line);
        }
    }
    for cut in overlaps(grab, hidden) {
        for y in cut.y as usize..(cut.y as usize + cut.height as usize) {
            let from = y * row + cut.x as usize * 4;
            bgra[from..from + cut.width as usize * 4].fill(0);
        }
    }
    Picture {
        width,
        height,
        bgra,
    }
}

/// Whether window `w` shows on the display grabbed as `grab` (any overlap). A window the
/// backend cannot place may be on any display, so it counts as on each.
pub(crate) fn on_display(w: &Window, display: Rect) -> bool {
    let Some(w) = w.rect else {
        return true;
    };
    let overlap_x = i64::from(w.x) < i64::from(display.x) + i64::from(display.width)
        && i64::from(display.x) < i64::from(w.x) + i64::from(w.width);
    let overlap_y = i64::from(w.y) < i64::from(display.y) + i64::from(display.height)
        && i64::from(display.y) < i64::from(w.y) + i64::from(w.height);
    overlap_x && overlap_y
}

#[cfg(test)]
mod tests {
    use super::*;

    fn grab(width: u32, height: u32, at: (i32, i32)) -> Frame {
        let source = Rect {
            x: at.0,
            y: at.1,
            width,
            height,
        };
        let data = vec![200; width as usize * height as usize * 4];
        Frame::new(width, height, width as usize * 4, data, source)
    }

    fn window(x: i32, y: i32, width: u32, height: u32) -> Window {
        Window {
            id: 1,
            title: "w".into(),
            class: None,
            pid: None,
            rect: Some(Rect {
                x,
                y,
                width,
                height,
            }),
            visible: true,
            focused: true,
        }
    }

    #[test]
    fn the_focused_window_is_cut_out_in_display_pixels() {
        // A second display at x 100: the window's global 110,10 is its 10,10.
        let display = Rect {
            x: 100,
            y: 0,
            width: 64,
            height: 48,
        };
        let area = crop_part(display, Some(&window(110, 10, 20, 30)));
        assert_eq!((area.x, area.y, area.width, area.height), (10, 10, 20, 30));
        // Partly off the display: clipped to it.
        let area = crop_part(display, Some(&window(150, 40, 40, 40)));
        assert_eq!((area.x, area.y, area.width, area.height), (50, 40, 14, 8));
        // Not on it at all, or none focused: the whole display.
        let area = crop_part(display, Some(&window(0, 0, 50, 50)));
        assert_eq!((area.x, area.y, area.width, area.height), (0, 0, 64, 48));
        assert_eq!(crop_part(display, None).width, 64);
    }

    #[test]
    fn denylisted_windows_are_black_where_they_overlap() {
        // The grab of a part at global 8,8 (32x32), in rows padded to 160 bytes.
        let mut g = grab(32, 32, (8, 8));
        g.stride = 160;
        g.data = vec![200; 160 * 32];
        let hidden = [Rect {
            x: 30,
            y: 30,
            width: 100,
            height: 100,
        }];
        assert!(hides_any(&g, &hidden));
        let p = compose(&g, &hidden);
        assert_eq!((p.width, p.height, p.bgra.len()), (32, 32, 32 * 32 * 4));
        let px = |x: usize, y: usize| p.bgra[(y * 32 + x) * 4];
        assert_eq!(px(0, 0), 200);
        assert_eq!(px(21, 21), 200);
        assert_eq!(px(22, 22), 0);
        assert_eq!(px(31, 31), 0);
        // Far away: nothing filled.
        let far = [Rect {
            x: 500,
            y: 500,
            width: 10,
            height: 10,
        }];
        assert!(!hides_any(&g, &far));
        assert!(compose(&g, &far).bgra.iter().all(|&b| b == 200));
    }

    #[test]
    fn windows_belong_to_the_displays_they_overlap() {
        let display = Rect {
            x: 1920,
            y: 0,
            width: 1280,
            height: 1024,
        };
        assert!(on_display(&window(1900, 10, 100, 100), display));
        assert!(!on_display(&window(0, 0, 1920, 1080), display));
    }

    #[test]
    fn a_window_without_a_place_is_on_every_display_and_crops_nothing() {
        let display = Rect {
            x: 1920,
            y: 0,
            width: 1280,
            height: 1024,
        };
        let unplaced = Window {
            rect: None,
            ..window(0, 0, 1, 1)
        };
        assert!(on_display(&unplaced, display));
        let area = crop_part(display, Some(&unplaced));
        assert_eq!(
            (area.x, area.y, area.width, area.height),
            (0, 0, 1280, 1024)
        );
    }
}
