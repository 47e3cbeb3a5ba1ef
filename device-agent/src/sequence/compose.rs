//! Turning the frames of a sequence into the pictures a model looks at: crops, scaled copies,
//! contact sheets, per-pixel composites and differences.
//!
//! A model cannot watch a video, but it can read one picture of many frames: a contact sheet
//! shows them in time order under labels, a maximum or minimum composite shows at once what
//! any frame showed, and a difference says how much changed and where. These are pure
//! functions of pixels (no I/O, no threads) so that they are cheap to test exactly; scaling and
//! encoding reuse [`crate::encode`], text the bitmap font of [`crate::canvas`].
//!
//! Every function tolerates an [`Image`] whose buffer disagrees with its size (the fields are
//! public): missing bytes read as black, so nothing here can index out of bounds.
//!
//! The contact sheet, the largest of these, lives in `sheet`.

use std::borrow::Cow;

use proto::{ImageFormat, Rect};

use crate::backend::Frame;
use crate::encode::{self, EncodeError};

/// A packed BGRA image (4 bytes a pixel, rows exactly width*4 bytes, alpha ignored/255).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Image {
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// Pixels, B, G, R, A order, `width * 4` bytes a row, no padding.
    pub data: Vec<u8>,
}

impl Image {
    /// From a backend Frame (which has a stride); copies rows.
    pub(crate) fn from_frame(frame: &Frame) -> Image {
        Image {
            width: frame.width,
            height: frame.height,
            data: encode::pack_rows(&frame.data, frame.stride, frame.width, frame.height),
        }
    }

    /// An image of the given size, every pixel black.
    fn black(width: u32, height: u32) -> Image {
        Image {
            width,
            height,
            data: vec![0; width as usize * height as usize * 4],
        }
    }

    /// Whether the image has no pixels.
    fn is_empty(&self) -> bool {
        self.width == 0 || self.height == 0
    }

    /// Bytes in one row.
    fn row_bytes(&self) -> usize {
        self.width as usize * 4
    }

    /// The pixels, exactly `width * height * 4` bytes: borrowed when the buffer has that
    /// length, else a copy cut or padded with black.
    fn pixels(&self) -> Cow<'_, [u8]> {
        if self.data.len() == self.row_bytes() * self.height as usize {
            Cow::Borrowed(&self.data)
        } else {
            let row = self.row_bytes();
            Cow::Owned(encode::pack_rows(&self.data, row, self.width, self.height))
        }
    }

    /// Cut `rect` (x,y,w,h in this image's pixels; caller has clipped it) out.
    ///
    /// Only the part of `rect` inside the image is cut; a `rect` that misses it gives an empty
    /// (0 x 0) image.
    pub(crate) fn crop(&self, rect: Rect) -> Image {
        let Some(rect) = clip(rect, self.width, self.height) else {
            return Image::black(0, 0);
        };
        let pixels = self.pixels();
        let row = self.row_bytes();
        // `clip` returned a rect inside the image, so x and y are not negative.
        let (x, y) = (
            rect.x.unsigned_abs() as usize,
            rect.y.unsigned_abs() as usize,
        );
        let cut = rect.width as usize * 4;
        let mut data = Vec::with_capacity(cut * rect.height as usize);
        for src in pixels.chunks_exact(row).skip(y).take(rect.height as usize) {
            data.extend_from_slice(&src[x * 4..x * 4 + cut]);
        }
        Image {
            width: rect.width,
            height: rect.height,
            data,
        }
    }

    /// Shrink (never enlarge) so the long edge is <= max_long_edge, keeping the aspect ratio
    /// ([`encode::scaled_size`]); an image that fits is copied exactly. A `max_long_edge` of 0
    /// counts as 1.
    pub(crate) fn fit(&self, max_long_edge: u32) -> Image {
        let (width, height) = encode::scaled_size(self.width, self.height, max_long_edge.max(1));
        self.resized(width, height)
    }

    /// Resize to exactly w x h (used for a frozen scale factor).
    ///
    /// The same size gives an exact copy. An empty image resized to a non-empty size is black.
    pub(crate) fn resized(&self, width: u32, height: u32) -> Image {
        if (width, height) == (self.width, self.height) {
            return Image {
                width,
                height,
                data: self.pixels().into_owned(),
            };
        }
        if self.is_empty() || width == 0 || height == 0 {
            return Image::black(width, height);
        }
        let from = (self.width, self.height);
        match encode::resize(&self.pixels(), self.row_bytes(), from, (width, height)) {
            Ok(scaled) => Image {
                width,
                height,
                data: scaled.into_vec(),
            },
            Err(e) => {
                // Unreachable with a packed buffer of the right length, which `pixels` ensures.
                tracing::warn!(error = %e, "resizing a sequence image failed; using black");
                Image::black(width, height)
            }
        }
    }

    /// Encode as PNG (exact) or JPEG (`quality`, clamped to 1..=100), as screenshots are
    /// encoded. An empty image is an error.
    pub(crate) fn encode(&self, format: ImageFormat, quality: u8) -> Result<Vec<u8>, ComposeError> {
        if self.is_empty() {
            return Err(ComposeError::EmptyImage {
                index: 0,
                width: self.width,
                height: self.height,
            });
        }
        let (width, height) = (self.width, self.height);
        let pixels = self.pixels();
        Ok(encode::encode_pixels(
            &pixels,
            self.row_bytes(),
            width,
            height,
            format,
            quality,
        )?)
    }
}

pub(crate) use crate::backend::clip;

mod sheet;

use sheet::MAX_COLUMNS;
pub(crate) use sheet::{Tile, sheet};

/// Saturating conversion for canvas coordinates (sheets are far smaller than `i32::MAX`).
pub(super) fn to_i32(v: u32) -> i32 {
    i32::try_from(v).unwrap_or(i32::MAX)
}

/// Which per-pixel extreme a composite keeps.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Extreme {
    /// The brightest value of each channel: bright detail of any frame shows.
    Max,
    /// The darkest value of each channel: dark detail of any frame shows.
    Min,
}

/// Per-pixel, per-channel max or min of same-size images; error naming sizes otherwise.
pub(crate) fn composite(images: &[&Image], which: Extreme) -> Result<Image, ComposeError> {
    let (first, rest) = images.split_first().ok_or(ComposeError::NoImages)?;
    if first.is_empty() {
        return Err(ComposeError::EmptyImage {
            index: 0,
            width: first.width,
            height: first.height,
        });
    }
    let size = (first.width, first.height);
    if let Some((index, other)) = rest
        .iter()
        .enumerate()
        .find(|(_, i)| (i.width, i.height) != size)
    {
        return Err(ComposeError::SizeMismatch {
            expected: size,
            index: index + 1,
            found: (other.width, other.height),
        });
    }
    let mut data = first.pixels().into_owned();
    for image in rest {
        let pixels = image.pixels();
        let pairs = data.iter_mut().zip(pixels.iter());
        // One loop a case, so each is a plain byte-wise max or min the compiler vectorises.
        match which {
            Extreme::Max => pairs.for_each(|(out, &value)| *out = (*out).max(value)),
            Extreme::Min => pairs.for_each(|(out, &value)| *out = (*out).min(value)),
        }
    }
    Ok(Image {
        width: first.width,
        height: first.height,
        data,
    })
}

/// Share (0..=1) of pixels that differ between two same-size images, and the bounding box of
/// the differing pixels (None when identical). Different sizes: share 1.0, box = whole `b`.
///
/// A pixel differs when its blue, green or red differs; alpha is ignored.
pub(crate) fn difference(a: &Image, b: &Image) -> (f64, Option<Rect>) {
    if (a.width, a.height) != (b.width, b.height) {
        let whole = Rect {
            x: 0,
            y: 0,
            width: b.width,
            height: b.height,
        };
        return (1.0, Some(whole));
    }
    if a.is_empty() {
        return (0.0, None);
    }
    let (pixels_a, pixels_b) = (a.pixels(), b.pixels());
    let row = a.row_bytes();
    let mut differing: u64 = 0;
    // left, top, right, bottom (inclusive) of the differing pixels so far.
    let mut bounds: Option<(usize, usize, usize, usize)> = None;
    let rows = pixels_a.chunks_exact(row).zip(pixels_b.chunks_exact(row));
    for (y, (row_a, row_b)) in rows.enumerate() {
        if row_a == row_b {
            continue;
        }
        let columns = row_a.chunks_exact(4).zip(row_b.chunks_exact(4));
        for (x, (pa, pb)) in columns.enumerate() {
            if pa[..3] != pb[..3] {
                differing += 1;
                bounds = Some(match bounds {
                    None => (x, y, x, y),
                    Some((l, t, r, _)) => (l.min(x), t, r.max(x), y),
                });
            }
        }
    }
    let total = u64::from(a.width) * u64::from(a.height);
    let share = differing as f64 / total as f64;
    // Coordinates are below the image's u32 size, so they fit.
    let rect = bounds.map(|(l, t, r, bottom)| Rect {
        x: to_i32(l as u32),
        y: to_i32(t as u32),
        width: (r - l + 1) as u32,
        height: (bottom - t + 1) as u32,
    });
    (share, rect)
}

/// Why an image could not be composed.
#[derive(Debug, thiserror::Error)]
pub(crate) enum ComposeError {
    /// Nothing to compose.
    #[error("no images to compose")]
    NoImages,
    /// An image without pixels.
    #[error("image {index} is empty ({width}x{height})")]
    EmptyImage {
        /// Its position in the input.
        index: usize,
        /// Its width.
        width: u32,
        /// Its height.
        height: u32,
    },
    /// Images that must have one size do not.
    #[error(
        "image {index} is {}x{} but the first is {}x{}; these images must have one size",
        found.0, found.1, expected.0, expected.1
    )]
    SizeMismatch {
        /// The size of the first image.
        expected: (u32, u32),
        /// The position of the first image of another size.
        index: usize,
        /// Its size.
        found: (u32, u32),
    },
    /// A column count out of range.
    #[error("columns must be 1..={MAX_COLUMNS}, got {0}")]
    Columns(u32),
    /// The sheet's limit cannot hold the tiles' labels and padding.
    #[error(
        "a sheet of {columns} columns and {rows} rows does not fit a long edge of {max_long_edge} px; allow a larger max_long_edge or select fewer frames"
    )]
    TooSmall {
        /// The requested limit.
        max_long_edge: u32,
        /// Columns of the sheet.
        columns: u32,
        /// Rows of the sheet.
        rows: u32,
    },
    /// PNG or JPEG encoding failed.
    #[error(transparent)]
    Encode(#[from] EncodeError),
}

#[cfg(test)]
mod tests {
    use super::sheet::{
        ACTION_BAR, ACTION_TEXT, BACKGROUND, LABEL_BAR, LABEL_TEXT, Placed, auto_columns,
    };
    use super::*;
    use crate::canvas::Rgb;

    /// An image whose pixel (x, y) is B = x + seed, G = y, R = x ^ y (mod 256), alpha 255.
    fn pattern(width: u32, height: u32, seed: u8) -> Image {
        let mut data = Vec::with_capacity(width as usize * height as usize * 4);
        for y in 0..height {
            for x in 0..width {
                data.extend_from_slice(&[
                    (x as u8).wrapping_add(seed),
                    y as u8,
                    (x ^ y) as u8,
                    255,
                ]);
            }
        }
        Image {
            width,
            height,
            data,
        }
    }

    fn solid(width: u32, height: u32, bgra: [u8; 4]) -> Image {
        Image {
            width,
            height,
            data: bgra.repeat(width as usize * height as usize),
        }
    }

    fn pixel(image: &Image, x: u32, y: u32) -> [u8; 4] {
        let i = (y as usize * image.width as usize + x as usize) * 4;
        let mut px = [0; 4];
        px.copy_from_slice(&image.data[i..i + 4]);
        px
    }

    fn bgra((r, g, b): Rgb) -> [u8; 4] {
        [b, g, r, 255]
    }

    fn tile<'a>(image: &'a Image, label: &str) -> Tile<'a> {
        Tile {
            image,
            label: label.to_owned(),
            action: None,
        }
    }

    fn rect(x: i32, y: i32, width: u32, height: u32) -> Rect {
        Rect {
            x,
            y,
            width,
            height,
        }
    }

    /// Every pixel of `image` sits at `at` on the sheet.
    fn assert_tile_exact(sheet: &Image, at: &Placed, image: &Image) {
        assert_eq!((at.width, at.height), (image.width, image.height));
        for y in 0..image.height {
            let start = ((at.y + y) as usize * sheet.width as usize + at.x as usize) * 4;
            let row = image.width as usize * 4;
            let want = &image.data[y as usize * row..(y as usize + 1) * row];
            assert_eq!(
                &sheet.data[start..start + row],
                want,
                "row {y} of tile at {at:?}"
            );
        }
    }

    #[test]
    fn sheet_at_factor_one_holds_tiles_byte_for_byte() {
        let images = [
            pattern(40, 30, 0),
            pattern(50, 20, 1),
            pattern(30, 45, 2),
            pattern(40, 30, 3),
            pattern(21, 17, 4),
        ];
        let tiles: Vec<Tile> = images
            .iter()
            .enumerate()
            .map(|(i, image)| tile(image, &format!("#{i} · {i}.000 s")))
            .collect();
        let (sheet, placed) = super::sheet(&tiles, None, 4096).unwrap();
        assert_eq!(
            sheet.data.len(),
            sheet.width as usize * sheet.height as usize * 4
        );
        assert_eq!(placed.len(), 5);
        // Five tiles: three columns (ceil(sqrt(5))), two rows, in order.
        let cells: Vec<(u32, u32)> = placed.iter().map(|p| (p.row, p.column)).collect();
        assert_eq!(cells, [(0, 0), (0, 1), (0, 2), (1, 0), (1, 1)]);
        for (at, image) in placed.iter().zip(&images) {
            assert!(at.x + at.width <= sheet.width && at.y + at.height <= sheet.height);
            assert_tile_exact(&sheet, at, image);
        }
        // Cells do not overlap and leave at least 2 px between them.
        for (i, a) in placed.iter().enumerate() {
            for b in &placed[i + 1..] {
                let apart_x = a.x + a.width + 2 <= b.x || b.x + b.width + 2 <= a.x;
                let apart_y = a.y + a.height + 2 <= b.y || b.y + b.height + 2 <= a.y;
                assert!(apart_x || apart_y, "{a:?} and {b:?} touch");
            }
        }
        // The sheet's corner is padding.
        assert_eq!(pixel(&sheet, 0, 0), bgra(BACKGROUND));
    }

    #[test]
    fn sheet_shrinks_all_tiles_by_one_factor_to_fit() {
        let big = solid(400, 300, [0, 0, 255, 255]);
        let small = pattern(200, 100, 0);
        let tiles = [tile(&big, "a"), tile(&small, "b"), tile(&big, "c")];
        let (sheet, placed) = super::sheet(&tiles, None, 300).unwrap();
        assert!(
            sheet.width <= 300 && sheet.height <= 300,
            "{}x{}",
            sheet.width,
            sheet.height
        );
        let (a, b) = (&placed[0], &placed[1]);
        assert!(a.width < 400, "shrunk");
        // One factor for all: the half-width tile is about half as wide, aspect kept.
        assert!(b.width.abs_diff(a.width / 2) <= 1, "{a:?} {b:?}");
        assert!((a.width * 3).abs_diff(a.height * 4) <= 4, "{a:?}");
        assert!((b.width).abs_diff(b.height * 2) <= 2, "{b:?}");
        assert_eq!(placed[2].width, a.width);
        // The scaled solid tile keeps its colour.
        assert_eq!(
            pixel(&sheet, a.x + a.width / 2, a.y + a.height / 2),
            [0, 0, 255, 255]
        );

        // A limit the sheet already fits leaves the tiles alone (never enlarged).
        let (_, placed) = super::sheet(&tiles, None, 4096).unwrap();
        assert_eq!((placed[0].width, placed[0].height), (400, 300));
        // The long edge may be the height.
        let tall = solid(30, 500, [9, 9, 9, 255]);
        let (sheet, _) = super::sheet(&[tile(&tall, "t")], None, 200).unwrap();
        assert!(
            sheet.height <= 200 && sheet.height >= 190,
            "{}",
            sheet.height
        );
    }

    #[test]
    fn sheet_columns_are_honoured() {
        let images: Vec<Image> = (0..7).map(|i| pattern(10, 10, i)).collect();
        let tiles: Vec<Tile> = images.iter().map(|i| tile(i, "x")).collect();
        let (_, placed) = super::sheet(&tiles, Some(2), 4096).unwrap();
        for (i, p) in placed.iter().enumerate() {
            assert_eq!((p.row, p.column), (i as u32 / 2, i as u32 % 2));
        }
        assert_eq!(placed[6].row, 3);
        let (_, placed) = super::sheet(&tiles[..3], Some(10), 4096).unwrap();
        assert!(placed.iter().all(|p| p.row == 0));
        let (_, placed) = super::sheet(&tiles, Some(1), 4096).unwrap();
        assert!(placed.iter().all(|p| p.column == 0));
        assert!(placed.windows(2).all(|w| w[1].y > w[0].y));
        // Automatic: about square, at most 10 columns.
        let many: Vec<Tile> = (0..40).map(|_| tile(&images[0], "x")).collect();
        let (_, placed) = super::sheet(&many, None, 4096).unwrap();
        assert_eq!(placed.iter().map(|p| p.column).max(), Some(6));
        assert_eq!(auto_columns(1), 1);
        assert_eq!(auto_columns(4), 2);
        assert_eq!(auto_columns(5), 3);
        assert_eq!(auto_columns(500), 10);
        for bad in [0, 11] {
            assert!(
                matches!(super::sheet(&tiles, Some(bad), 4096), Err(ComposeError::Columns(c)) if c == bad)
            );
        }
    }

    /// Counts of pixels of each colour in the label bar above `at`.
    fn bar_colours(sheet: &Image, at: &Placed, colours: &[Rgb]) -> Vec<usize> {
        let mut counts = vec![0; colours.len()];
        let mut y = at.y - 1;
        // Walk up through the bar until the padding above it.
        while y > 0 && pixel(sheet, at.x, y) != bgra(BACKGROUND) {
            for x in at.x..at.x + at.width {
                if let Some(i) = colours.iter().position(|&c| bgra(c) == pixel(sheet, x, y)) {
                    counts[i] += 1;
                }
            }
            y -= 1;
        }
        let bar = at.y - y - 1;
        assert!(bar >= 12, "label bar is {bar} px tall");
        counts
    }

    #[test]
    fn labels_are_drawn_and_actions_are_orange() {
        let image = solid(200, 60, [40, 40, 40, 255]);
        let plain = tile(&image, "#3 · 1.250 s");
        let mut acted = tile(&image, "#4 · 1.500 s");
        acted.action = Some("click".into());
        let dot = tile(&image, "·");
        let (sheet, placed) = super::sheet(&[plain, acted, dot], Some(3), 4096).unwrap();
        let colours = [LABEL_BAR, LABEL_TEXT, ACTION_BAR, ACTION_TEXT];

        let plain = bar_colours(&sheet, &placed[0], &colours);
        assert!(plain[0] > 0 && plain[1] > 0, "{plain:?}");
        assert_eq!((plain[2], plain[3]), (0, 0));
        let acted = bar_colours(&sheet, &placed[1], &colours);
        assert!(acted[2] > 0 && acted[3] > 0, "{acted:?}");
        assert_eq!((acted[0], acted[1]), (0, 0));
        // The action's name is appended: its label has more ink than the plain one.
        assert!(acted[3] > plain[1], "{acted:?} {plain:?}");
        // The middle dot has a glyph.
        let dot = bar_colours(&sheet, &placed[2], &colours);
        assert!(dot[1] > 0, "{dot:?}");
    }

    #[test]
    fn long_labels_are_cut_to_their_bar() {
        let image = pattern(16, 16, 0);
        let long = "é·漢".repeat(300);
        let tiles = [tile(&image, &long), tile(&image, "")];
        let (sheet, placed) = super::sheet(&tiles, None, 4096).unwrap();
        assert_tile_exact(&sheet, &placed[0], &image);
        // Even with almost no room for text.
        let tiny = pattern(1, 1, 0);
        let (_, placed) = super::sheet(&[tile(&tiny, &long)], None, 64).unwrap();
        assert_eq!((placed[0].width, placed[0].height), (1, 1));
    }

    #[test]
    fn impossible_sheets_are_errors() {
        let image = pattern(100, 100, 0);
        let many: Vec<Tile> = (0..40).map(|_| tile(&image, "x")).collect();
        let err = super::sheet(&many, None, 64).unwrap_err();
        assert!(
            matches!(
                err,
                ComposeError::TooSmall {
                    columns: 7,
                    rows: 6,
                    ..
                }
            ),
            "{err}"
        );
        assert!(matches!(
            super::sheet(&[], None, 1600),
            Err(ComposeError::NoImages)
        ));
        let empty = Image::black(0, 5);
        let err = super::sheet(&[tile(&image, "a"), tile(&empty, "b")], None, 1600).unwrap_err();
        assert!(matches!(
            err,
            ComposeError::EmptyImage {
                index: 1,
                width: 0,
                height: 5
            }
        ));
    }

    #[test]
    fn composite_takes_the_extreme_of_each_channel() {
        let a = Image {
            width: 2,
            height: 1,
            data: vec![10, 200, 30, 255, 0, 0, 0, 255],
        };
        let b = Image {
            width: 2,
            height: 1,
            data: vec![20, 100, 30, 255, 255, 1, 0, 255],
        };
        let c = Image {
            width: 2,
            height: 1,
            data: vec![15, 150, 5, 255, 7, 0, 9, 255],
        };
        let max = composite(&[&a, &b, &c], Extreme::Max).unwrap();
        assert_eq!(max.data, [20, 200, 30, 255, 255, 1, 9, 255]);
        let min = composite(&[&a, &b, &c], Extreme::Min).unwrap();
        assert_eq!(min.data, [10, 100, 5, 255, 0, 0, 0, 255]);
        assert_eq!(composite(&[&a], Extreme::Max).unwrap(), a);
    }

    #[test]
    fn composite_refuses_images_of_other_sizes() {
        let a = pattern(4, 3, 0);
        let b = pattern(4, 3, 1);
        let c = pattern(3, 4, 0);
        let err = composite(&[&a, &b, &c], Extreme::Min).unwrap_err();
        assert!(matches!(err, ComposeError::SizeMismatch { index: 2, .. }));
        let text = err.to_string();
        assert!(text.contains("3x4") && text.contains("4x3"), "{text}");
        assert!(matches!(
            composite(&[], Extreme::Max),
            Err(ComposeError::NoImages)
        ));
    }

    #[test]
    fn clip_keeps_the_part_inside() {
        assert_eq!(clip(rect(2, 3, 4, 5), 10, 10), Some(rect(2, 3, 4, 5)));
        assert_eq!(clip(rect(-3, -2, 5, 5), 10, 10), Some(rect(0, 0, 2, 3)));
        assert_eq!(clip(rect(8, 9, 5, 5), 10, 10), Some(rect(8, 9, 2, 1)));
        assert_eq!(clip(rect(0, 0, 100, 100), 10, 10), Some(rect(0, 0, 10, 10)));
        assert_eq!(clip(rect(10, 0, 5, 5), 10, 10), None);
        assert_eq!(clip(rect(-5, 0, 5, 5), 10, 10), None);
        assert_eq!(clip(rect(3, 3, 0, 5), 10, 10), None);
        assert_eq!(clip(rect(3, 3, 5, 5), 0, 0), None);
        assert_eq!(clip(rect(i32::MAX, 0, u32::MAX, 1), 10, 10), None);
        assert_eq!(
            clip(rect(i32::MIN, i32::MIN, u32::MAX, u32::MAX), 10, 10),
            Some(rect(0, 0, 10, 10))
        );
    }

    #[test]
    fn crop_copies_the_clipped_rect() {
        let image = pattern(20, 10, 0);
        let cut = image.crop(rect(5, 2, 3, 4));
        assert_eq!((cut.width, cut.height), (3, 4));
        for y in 0..4 {
            for x in 0..3 {
                assert_eq!(pixel(&cut, x, y), pixel(&image, x + 5, y + 2));
            }
        }
        let edge = image.crop(rect(18, 8, 10, 10));
        assert_eq!((edge.width, edge.height), (2, 2));
        assert_eq!(pixel(&edge, 1, 1), pixel(&image, 19, 9));
        let missed = image.crop(rect(30, 0, 5, 5));
        assert_eq!((missed.width, missed.height, missed.data.len()), (0, 0, 0));
        // A short buffer reads as black instead of panicking.
        let mut short = pattern(4, 4, 0);
        short.data.truncate(20);
        assert_eq!(pixel(&short.crop(rect(0, 3, 4, 1)), 3, 0), [0; 4]);
    }

    #[test]
    fn difference_counts_and_boxes_changed_pixels() {
        let a = pattern(10, 5, 0);
        assert_eq!(difference(&a, &a.clone()), (0.0, None));
        let mut b = a.clone();
        // Alpha does not count.
        b.data[3] = 0;
        assert_eq!(difference(&a, &b), (0.0, None));
        for (x, y) in [(2, 3), (7, 1)] {
            b.data[(y * 10 + x) * 4 + 1] ^= 0xFF;
        }
        let (share, bounds) = difference(&a, &b);
        assert!((share - 2.0 / 50.0).abs() < 1e-12, "{share}");
        assert_eq!(bounds, Some(rect(2, 1, 6, 3)));
        let other = pattern(3, 4, 0);
        assert_eq!(difference(&a, &other), (1.0, Some(rect(0, 0, 3, 4))));
    }

    #[test]
    fn frames_scale_and_encode() {
        let stride = 7 * 4 + 5;
        let mut data = vec![0xEE; stride * 3];
        for y in 0..3 {
            for x in 0..7 {
                let i = y * stride + x * 4;
                data[i..i + 4].copy_from_slice(&[x as u8, y as u8, 9, 0]);
            }
        }
        let frame = Frame::new(7, 3, stride, data, rect(0, 0, 7, 3));
        let image = Image::from_frame(&frame);
        assert_eq!(image.data.len(), 7 * 3 * 4);
        assert_eq!(pixel(&image, 6, 2), [6, 2, 9, 0]);

        let big = solid(400, 100, [0, 255, 0, 255]);
        assert_eq!(big.fit(1000), big);
        let fitted = big.fit(100);
        assert_eq!((fitted.width, fitted.height), (100, 25));
        assert_eq!(pixel(&fitted, 50, 12), [0, 255, 0, 255]);
        let resized = big.resized(33, 77);
        assert_eq!(
            (resized.width, resized.height, resized.data.len()),
            (33, 77, 33 * 77 * 4)
        );

        let png = image.encode(ImageFormat::Png, 80).unwrap();
        let decoded = image::load_from_memory(&png).unwrap().to_rgb8();
        assert_eq!(decoded.get_pixel(6, 2).0, [9, 2, 6]);
        let jpeg = big.encode(ImageFormat::Jpeg, 80).unwrap();
        assert_eq!(&jpeg[..2], &[0xFF, 0xD8]);
        assert!(Image::black(0, 0).encode(ImageFormat::Png, 80).is_err());
    }
}
