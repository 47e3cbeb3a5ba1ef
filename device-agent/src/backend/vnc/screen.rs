//! The VNC server's framebuffer as this agent keeps it: BGRA pixels updated by the server's
//! rectangles, with a count of changes so a grab of an unchanged screen copies nothing.
//!
//! Every rectangle comes from the server, a peer: its bounds and its data's length are
//! checked against the framebuffer before a byte is copied, and a bad one ends the
//! connection (the session redials) rather than the agent.

use std::time::Instant;

/// Largest framebuffer side accepted from a server (RFB sizes are 16-bit; this bounds the
/// allocation at 8192 x 8192 x 4 bytes = 256 MiB).
pub(super) const MAX_SIDE: u16 = 8192;

/// Why a server's update was refused.
#[derive(Debug, thiserror::Error)]
pub(super) enum ScreenError {
    /// A rectangle outside the framebuffer.
    #[error("the server sent a rectangle {0} outside its {1}x{2} framebuffer")]
    OutOfBounds(String, u16, u16),
    /// A rectangle's data does not match its size.
    #[error("the server sent {got} bytes for a {width}x{height} rectangle")]
    BadLength {
        /// Bytes received.
        got: usize,
        /// Rectangle width.
        width: u16,
        /// Rectangle height.
        height: u16,
    },
    /// A framebuffer size of zero or over [`MAX_SIDE`].
    #[error("the server's framebuffer {0}x{1} is outside 1x1..={MAX_SIDE}x{MAX_SIDE}")]
    BadSize(u16, u16),
    /// A JPEG rectangle that does not decode to its size.
    #[error("the server sent a JPEG rectangle that does not decode: {0}")]
    Jpeg(String),
}

/// A rectangle of the framebuffer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Area {
    pub x: u16,
    pub y: u16,
    pub width: u16,
    pub height: u16,
}

impl std::fmt::Display for Area {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{},{} {}x{}", self.x, self.y, self.width, self.height)
    }
}

/// The pixels and what is known of them.
#[derive(Debug)]
pub(super) struct Screen {
    pub width: u16,
    pub height: u16,
    /// BGRA, `width * 4` bytes a row.
    pub data: Vec<u8>,
    /// When the pixels last changed (a new size counts).
    pub changed_at: Instant,
    /// Pixels covered since the framebuffer was made; the screen is whole once it reaches
    /// `width * height` (servers answer a full request with every pixel).
    covered: u64,
    /// Served to grabs: whole, or given up waiting for it.
    pub ready: bool,
}

impl Screen {
    /// A black framebuffer of the server's size.
    pub(super) fn new(width: u16, height: u16) -> Result<Screen, ScreenError> {
        if width == 0 || height == 0 || width > MAX_SIDE || height > MAX_SIDE {
            return Err(ScreenError::BadSize(width, height));
        }
        Ok(Screen {
            width,
            height,
            data: vec![0; usize::from(width) * usize::from(height) * 4],
            changed_at: Instant::now(),
            covered: 0,
            ready: false,
        })
    }

    /// Whether every pixel has arrived since the framebuffer was (re)made.
    pub(super) fn whole(&self) -> bool {
        self.covered >= u64::from(self.width) * u64::from(self.height)
    }

    fn check(&self, area: Area) -> Result<(), ScreenError> {
        let fits = |start: u16, len: u16, limit: u16| {
            u32::from(start) + u32::from(len) <= u32::from(limit)
        };
        if fits(area.x, area.width, self.width) && fits(area.y, area.height, self.height) {
            Ok(())
        } else {
            Err(ScreenError::OutOfBounds(
                area.to_string(),
                self.width,
                self.height,
            ))
        }
    }

    fn touched(&mut self, area: Area) {
        self.covered += u64::from(area.width) * u64::from(area.height);
        self.changed_at = Instant::now();
    }

    /// Put `bgra` (the rectangle's pixels, row after row) at `area`.
    pub(super) fn blit(&mut self, area: Area, bgra: &[u8]) -> Result<(), ScreenError> {
        self.check(area)?;
        let row = usize::from(area.width) * 4;
        if bgra.len() != row * usize::from(area.height) {
            return Err(ScreenError::BadLength {
                got: bgra.len(),
                width: area.width,
                height: area.height,
            });
        }
        let stride = usize::from(self.width) * 4;
        if row > 0 {
            for (i, line) in bgra.chunks_exact(row).enumerate() {
                let at = (usize::from(area.y) + i) * stride + usize::from(area.x) * 4;
                self.data[at..at + row].copy_from_slice(line);
            }
        }
        self.touched(area);
        Ok(())
    }

    /// Copy the pixels at `from` to `to` (CopyRect: a window moved or a region scrolled).
    pub(super) fn copy(&mut self, to: Area, from: Area) -> Result<(), ScreenError> {
        self.check(to)?;
        self.check(Area {
            width: to.width,
            height: to.height,
            ..from
        })?;
        let (row, stride) = (usize::from(to.width) * 4, usize::from(self.width) * 4);
        let line = |y: u16, i: usize, x: u16| (usize::from(y) + i) * stride + usize::from(x) * 4;
        // Rows are copied in the order that never reads a row already overwritten.
        let rows: Box<dyn Iterator<Item = usize>> = if to.y > from.y {
            Box::new((0..usize::from(to.height)).rev())
        } else {
            Box::new(0..usize::from(to.height))
        };
        for i in rows {
            let src = line(from.y, i, from.x);
            self.data.copy_within(src..src + row, line(to.y, i, to.x));
        }
        self.touched(to);
        Ok(())
    }

    /// Decode a JPEG rectangle (Tight's) and put it at `area`.
    pub(super) fn jpeg(&mut self, area: Area, jpeg: &[u8]) -> Result<(), ScreenError> {
        self.check(area)?;
        let options = zune_jpeg::zune_core::options::DecoderOptions::default()
            .jpeg_set_out_colorspace(zune_jpeg::zune_core::colorspace::ColorSpace::BGRA)
            .set_max_width(usize::from(MAX_SIDE))
            .set_max_height(usize::from(MAX_SIDE));
        let mut decoder =
            zune_jpeg::JpegDecoder::new_with_options(std::io::Cursor::new(jpeg), options);
        let pixels = decoder
            .decode()
            .map_err(|e| ScreenError::Jpeg(e.to_string()))?;
        self.blit(area, &pixels)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn area(x: u16, y: u16, width: u16, height: u16) -> Area {
        Area {
            x,
            y,
            width,
            height,
        }
    }

    fn pixel(s: &Screen, x: usize, y: usize) -> [u8; 4] {
        let at = (y * usize::from(s.width) + x) * 4;
        s.data[at..at + 4].try_into().unwrap()
    }

    #[test]
    fn rectangles_land_where_they_say_and_the_screen_is_whole_once_covered() {
        let mut s = Screen::new(4, 3).unwrap();
        assert!(!s.whole());
        s.blit(area(0, 0, 4, 2), &[7; 4 * 2 * 4]).unwrap();
        assert!(!s.whole());
        s.blit(area(1, 2, 2, 1), &[1, 2, 3, 4, 5, 6, 7, 8]).unwrap();
        assert_eq!(pixel(&s, 1, 2), [1, 2, 3, 4]);
        assert_eq!(pixel(&s, 2, 2), [5, 6, 7, 8]);
        assert_eq!(pixel(&s, 0, 2), [0; 4]);
        s.blit(area(0, 2, 4, 1), &[9; 16]).unwrap();
        assert!(s.whole());
    }

    #[test]
    fn a_hostile_server_cannot_write_outside_the_framebuffer() {
        let mut s = Screen::new(4, 3).unwrap();
        assert!(matches!(
            s.blit(area(3, 0, 2, 1), &[0; 8]),
            Err(ScreenError::OutOfBounds(..))
        ));
        assert!(matches!(
            s.blit(area(u16::MAX, u16::MAX, 2, 2), &[0; 16]),
            Err(ScreenError::OutOfBounds(..))
        ));
        assert!(matches!(
            s.blit(area(0, 0, 2, 2), &[0; 15]),
            Err(ScreenError::BadLength { got: 15, .. })
        ));
        assert!(matches!(
            s.copy(area(0, 0, 2, 2), area(3, 2, 2, 2)),
            Err(ScreenError::OutOfBounds(..))
        ));
        assert!(s.jpeg(area(0, 0, 2, 2), b"not a jpeg").is_err());
        assert!(Screen::new(0, 10).is_err());
        assert!(Screen::new(MAX_SIDE + 1, 10).is_err());
    }

    #[test]
    fn an_overlapping_copy_moves_the_pixels_whole() {
        let mut s = Screen::new(1, 4).unwrap();
        let rows: Vec<u8> = (0..4u8).flat_map(|r| [r; 4]).collect();
        s.blit(area(0, 0, 1, 4), &rows).unwrap();
        // Scroll down by one row: rows 0..3 to 1..4.
        s.copy(area(0, 1, 1, 3), area(0, 0, 1, 3)).unwrap();
        let got: Vec<u8> = (0..4).map(|y| pixel(&s, 0, y)[0]).collect();
        assert_eq!(got, [0, 0, 1, 2]);
        // And back up by two.
        s.copy(area(0, 0, 1, 2), area(0, 2, 1, 2)).unwrap();
        let got: Vec<u8> = (0..4).map(|y| pixel(&s, 0, y)[0]).collect();
        assert_eq!(got, [1, 2, 1, 2]);
    }
}
