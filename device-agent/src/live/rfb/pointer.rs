//! The device's pointer drawn into the picture of a view-only session.
//!
//! Why: a capture holds no pointer (X11 draws it apart from the framebuffer), and the cursor
//! pseudo-encoding makes the viewer draw the image at the *viewer's* mouse. That is right when
//! the viewer drives the device, but someone watching an agent drive it would never see where
//! the device's pointer is. So a view session reads the pointer's image and position from the
//! backend and alpha-blends it into a copy of the grab, and sends that copy.
//!
//! The grab itself is never painted on: `grab_into` compares new pixels against the frame's
//! buffer to tell whether anything changed. The composed copy is refreshed in full only when
//! the grab changed; a pointer that only moved costs restoring its old rectangle and painting
//! the new one, and the session then compares only the tiles under both. A still pointer
//! costs one backend call every [`POINTER_POLL`] and nothing else.

use std::time::{Duration, Instant};

use super::{Rect, Screen};
use crate::backend::{Backend, CursorImage, Frame};

/// How often the pointer is asked for (one round trip on X11): about one display refresh.
pub(crate) const POINTER_POLL: Duration = Duration::from_millis(16);

/// The grab with the device's pointer composited on it.
pub(crate) struct Composer {
    /// The grab's pixels with the pointer on top, laid out as the grab (same stride).
    composed: Vec<u8>,
    /// The pointer as last read; only one with a position is kept.
    cursor: Option<CursorImage>,
    /// The pointer changed since it was last painted.
    moved: bool,
    /// Where the pointer is painted in `composed` (clipped to the frame).
    drawn: Option<Rect>,
    checked: Option<Instant>,
}

impl Composer {
    /// A composer with nothing composed yet (the first [`Composer::compose`] copies the grab).
    pub(crate) fn new() -> Composer {
        Composer {
            composed: Vec::new(),
            cursor: None,
            moved: false,
            drawn: None,
            checked: None,
        }
    }

    /// Ask the backend where the pointer is and what it looks like, at most every
    /// [`POINTER_POLL`].
    pub(crate) fn poll(&mut self, backend: &dyn Backend) {
        if self.checked.is_some_and(|t| t.elapsed() < POINTER_POLL) {
            return;
        }
        self.checked = Some(Instant::now());
        let now = backend.cursor().filter(|c| c.position.is_some());
        if now != self.cursor {
            self.cursor = now;
            self.moved = true;
        }
    }

    /// Bring the composed picture up to date with `frame` (`changed`: its pixels may differ
    /// from the last call's) and the pointer. Answers the rectangles that changed because the
    /// pointer moved or changed, when the frame did not (when it did, everything may differ).
    pub(crate) fn compose(&mut self, frame: &Frame, changed: bool) -> Vec<Rect> {
        if changed || self.composed.len() != frame.data.len() {
            self.composed.clear();
            self.composed.extend_from_slice(&frame.data);
            self.drawn = self.paint(frame);
            self.moved = false;
            return Vec::new();
        }
        if !self.moved {
            return Vec::new();
        }
        self.moved = false;
        let mut dirty = Vec::new();
        if let Some(old) = self.drawn.take() {
            let (left, len) = (usize::from(old.x) * 4, usize::from(old.w) * 4);
            for y in usize::from(old.y)..usize::from(old.y) + usize::from(old.h) {
                let start = y * frame.stride + left;
                if let (Some(dst), Some(src)) = (
                    self.composed.get_mut(start..start + len),
                    frame.data.get(start..start + len),
                ) {
                    dst.copy_from_slice(src);
                }
            }
            dirty.push(old);
        }
        if let Some(new) = self.paint(frame) {
            self.drawn = Some(new);
            dirty.push(new);
        }
        dirty
    }

    /// The composed picture as a screen of `width` x `height` (at most the frame's size).
    pub(crate) fn screen(&self, frame: &Frame, width: u16, height: u16) -> Screen<'_> {
        Screen {
            data: &self.composed,
            stride: frame.stride,
            width,
            height,
        }
    }

    /// Blend the pointer into `composed` at its position less the hot spot; answers the
    /// rectangle painted (clipped to the frame), `None` when nothing shows.
    fn paint(&mut self, frame: &Frame) -> Option<Rect> {
        let cursor = self.cursor.as_ref()?;
        let (px, py) = cursor.position?;
        let (cw, ch) = (i64::from(cursor.width), i64::from(cursor.height));
        // A malformed image (wrong length) is not drawn rather than misread.
        if cursor.rgba.len() as u64 != (cw * ch * 4) as u64 {
            return None;
        }
        let fw = i64::from(frame.width.min(u32::from(u16::MAX)));
        let fh = i64::from(frame.height.min(u32::from(u16::MAX)));
        // A frame whose buffer is shorter than its size says is not drawn on either.
        if frame.stride < (fw * 4) as usize || self.composed.len() < frame.stride * fh as usize {
            return None;
        }
        let left = i64::from(px) - i64::from(frame.source.x) - i64::from(cursor.hot_x);
        let top = i64::from(py) - i64::from(frame.source.y) - i64::from(cursor.hot_y);
        let (x0, y0) = (left.max(0), top.max(0));
        let (x1, y1) = ((left + cw).min(fw), (top + ch).min(fh));
        if x0 >= x1 || y0 >= y1 {
            return None;
        }
        for y in y0..y1 {
            for x in x0..x1 {
                let s = (((y - top) * cw + (x - left)) * 4) as usize;
                let d = y as usize * frame.stride + x as usize * 4;
                let (Some(src), Some(dst)) =
                    (cursor.rgba.get(s..s + 4), self.composed.get_mut(d..d + 3))
                else {
                    continue;
                };
                let a = u32::from(src[3]);
                if a == 0 {
                    continue;
                }
                // The frame is B, G, R; the image R, G, B, straight alpha.
                for (dst, src) in dst.iter_mut().zip([src[2], src[1], src[0]]) {
                    *dst = ((u32::from(src) * a + u32::from(*dst) * (255 - a) + 127) / 255) as u8;
                }
            }
        }
        Some(Rect {
            x: x0 as u16,
            y: y0 as u16,
            w: (x1 - x0) as u16,
            h: (y1 - y0) as u16,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn frame(w: u32, h: u32, source: (i32, i32)) -> Frame {
        let source = proto::Rect {
            x: source.0,
            y: source.1,
            width: w,
            height: h,
        };
        let data = vec![100; w as usize * h as usize * 4];
        Frame::new(w, h, w as usize * 4, data, source)
    }

    fn cursor(at: (i32, i32)) -> CursorImage {
        // 2x2: opaque red, transparent, half-transparent white, opaque blue; hot spot 1,1.
        CursorImage {
            serial: 1,
            width: 2,
            height: 2,
            hot_x: 1,
            hot_y: 1,
            rgba: vec![
                255, 0, 0, 255, 9, 9, 9, 0, 255, 255, 255, 128, 0, 0, 255, 255,
            ],
            position: Some(at),
        }
    }

    fn px(c: &Composer, f: &Frame, x: usize, y: usize) -> [u8; 3] {
        let i = y * f.stride + x * 4;
        [c.composed[i], c.composed[i + 1], c.composed[i + 2]]
    }

    #[test]
    fn blends_at_the_position_less_the_hot_spot_and_restores_when_moved() {
        // The display starts at 100,50 of the device.
        let f = frame(8, 6, (100, 50));
        let mut c = Composer::new();
        c.cursor = Some(cursor((103, 53)));
        assert!(c.compose(&f, true).is_empty());
        assert_eq!(px(&c, &f, 2, 2), [0, 0, 255], "red, as B G R");
        assert_eq!(px(&c, &f, 3, 2), [100; 3], "transparent");
        // (255 * 128 + 100 * 127 + 127) / 255 = 178.
        assert_eq!(px(&c, &f, 2, 3), [178; 3], "blended");
        assert_eq!(px(&c, &f, 3, 3), [255, 0, 0]);
        assert!(f.data.iter().all(|&b| b == 100), "the grab is untouched");
        // Nothing moved: nothing to send.
        assert!(c.compose(&f, false).is_empty());
        // Moved to the corner, half off the frame: old and new rectangles, old restored.
        c.cursor = Some(cursor((100, 50)));
        c.moved = true;
        let dirty = c.compose(&f, false);
        let r = |x, y, w, h| Rect { x, y, w, h };
        assert_eq!(dirty, vec![r(2, 2, 2, 2), r(0, 0, 1, 1)]);
        assert_eq!(px(&c, &f, 2, 2), [100; 3]);
        assert_eq!(px(&c, &f, 0, 0), [255, 0, 0], "blue");
        // Off the frame, or no image: nothing drawn, the old place restored.
        c.cursor = Some(cursor((-500, 7)));
        c.moved = true;
        assert_eq!(c.compose(&f, false), vec![r(0, 0, 1, 1)]);
        assert!(c.composed.iter().all(|&b| b == 100));
    }

    #[test]
    fn malformed_images_and_frames_are_not_drawn() {
        let f = frame(8, 6, (0, 0));
        let mut c = Composer::new();
        let mut bad = cursor((3, 3));
        bad.rgba.pop();
        c.cursor = Some(bad);
        c.compose(&f, true);
        assert!(c.composed.iter().all(|&b| b == 100));
        let mut short = frame(8, 6, (0, 0));
        short.data.truncate(10);
        c.cursor = Some(cursor((3, 3)));
        assert!(c.compose(&short, true).is_empty());
        assert_eq!(c.composed.len(), 10);
        let huge = CursorImage {
            width: u16::MAX,
            height: u16::MAX,
            ..cursor((i32::MAX, i32::MIN))
        };
        c.cursor = Some(huge);
        c.compose(&f, true);
        assert!(c.composed.iter().all(|&b| b == 100));
    }
}
