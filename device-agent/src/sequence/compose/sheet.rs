//! Contact sheets: frames laid out in time order, scaled by one factor, each under a label
//! bar (orange for a frame captured during an action), on a dark background.

use serde::Serialize;

use super::{ComposeError, Image, to_i32};
use crate::canvas::{Canvas, Clip, GLYPH, Rgb};

/// Background of a sheet: the padding between cells and the cell area a tile leaves free.
pub(super) const BACKGROUND: Rgb = (24, 24, 24);
/// Label bar of an ordinary tile, and its text.
pub(super) const LABEL_BAR: Rgb = (64, 64, 64);
/// Text on an ordinary label bar.
pub(super) const LABEL_TEXT: Rgb = (230, 230, 230);
/// Label bar of a tile captured during an action.
pub(super) const ACTION_BAR: Rgb = (255, 140, 0);
/// Text on an action's label bar (dark on orange reads best).
pub(super) const ACTION_TEXT: Rgb = (0, 0, 0);
/// Padding around and between cells.
const PAD: u32 = 4;
/// Space between the label text and the edges of its bar, at font scale 1.
const LABEL_MARGIN: u32 = 2;
/// The most columns a sheet has.
pub(super) const MAX_COLUMNS: u32 = 10;
/// Drawn in place of the end of a label that does not fit its bar.
const TRUNCATED: char = '»';

/// One tile of a contact sheet.
#[derive(Debug, Clone)]
pub(crate) struct Tile<'a> {
    /// The picture.
    pub image: &'a Image,
    /// Label drawn above the tile, e.g. "#3 · 1.250 s" (U+00B7 middle dot must render).
    pub label: String,
    /// When set, the label background is orange (255,140,0) and this action name is
    /// appended to the label ("#3 · 1.250 s · click"); else the label bar is dark grey with
    /// light text.
    pub action: Option<String>,
}

impl Tile<'_> {
    /// The text of the label bar.
    fn text(&self) -> String {
        match &self.action {
            Some(action) => format!("{} · {action}", self.label),
            None => self.label.clone(),
        }
    }
}

/// Where a tile landed on the sheet.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub(crate) struct Placed {
    /// Row of the tile's cell, from 0 at the top.
    pub row: u32,
    /// Column of the tile's cell, from 0 at the left.
    pub column: u32,
    /// Left edge of the tile's image area on the sheet.
    pub x: u32,
    /// Top edge of the tile's image area (below its label bar).
    pub y: u32,
    /// Width of the tile as drawn (after scaling).
    pub width: u32,
    /// Height of the tile as drawn (after scaling).
    pub height: u32,
}

/// Lay tiles out left to right, top to bottom in the given order. columns: given (1..=10)
/// or automatic (about square: ceil(sqrt(n)), at most 10). All tiles are scaled by ONE
/// common factor (<= 1, never enlarged) so the whole sheet's long edge fits max_long_edge,
/// each keeping its aspect ratio; a cell is as big as the largest scaled tile; each tile has
/// a label bar above it (font8x8, scale 1 or 2, at least 12 px tall; fit text, truncate with
/// no panic). Padding between cells >= 2 px of a dark background. Return the sheet and the
/// placement of each tile's IMAGE area (not the label) so tests can check tile pixels.
///
/// Given columns beyond the number of tiles are not drawn (3 tiles in 5 columns make one row
/// of 3). Labels use font scale 2 when every label fits its bar whole at that scale, else
/// scale 1; a label still too long ends in `»`. A tile is centred in its cell under a label
/// bar as wide as the cell.
pub(crate) fn sheet(
    tiles: &[Tile],
    columns: Option<u32>,
    max_long_edge: u32,
) -> Result<(Image, Vec<Placed>), ComposeError> {
    if tiles.is_empty() {
        return Err(ComposeError::NoImages);
    }
    if let Some((index, tile)) = tiles.iter().enumerate().find(|(_, t)| t.image.is_empty()) {
        return Err(ComposeError::EmptyImage {
            index,
            width: tile.image.width,
            height: tile.image.height,
        });
    }
    let count = u32::try_from(tiles.len()).unwrap_or(u32::MAX);
    let columns = match columns {
        Some(c) if (1..=MAX_COLUMNS).contains(&c) => c.min(count),
        Some(c) => return Err(ComposeError::Columns(c)),
        None => auto_columns(count),
    };
    let rows = count.div_ceil(columns);
    let texts: Vec<String> = tiles.iter().map(Tile::text).collect();
    let longest = texts.iter().map(|t| t.chars().count()).max().unwrap_or(0);
    let widest = tiles.iter().map(|t| t.image.width).max().unwrap_or(1);
    let tallest = tiles.iter().map(|t| t.image.height).max().unwrap_or(1);

    // Scale 2 when it fits and every label fits whole at it; else scale 1.
    let large = Grid::fit(columns, rows, (widest, tallest), 2, max_long_edge)
        .filter(|grid| grid.label_chars() >= longest);
    let grid = large
        .or_else(|| Grid::fit(columns, rows, (widest, tallest), 1, max_long_edge))
        .ok_or(ComposeError::TooSmall {
            max_long_edge,
            columns,
            rows,
        })?;

    let (width, height) = grid.size();
    let mut canvas = Canvas::new(width, height);
    canvas.fill_rect(0, 0, to_i32(width), to_i32(height), BACKGROUND);
    let mut placed = Vec::with_capacity(tiles.len());
    for (i, (tile, text)) in tiles.iter().zip(&texts).enumerate() {
        let i = u32::try_from(i).unwrap_or(u32::MAX);
        let (row, column) = (i / columns, i % columns);
        let (cell_x, cell_y) = grid.cell_origin(row, column);
        let (bar, text_colour) = match tile.action {
            Some(_) => (ACTION_BAR, ACTION_TEXT),
            None => (LABEL_BAR, LABEL_TEXT),
        };
        grid.draw_label(&mut canvas, (cell_x, cell_y), text, bar, text_colour);

        let (tile_width, tile_height) = grid.scaled(tile.image.width, tile.image.height);
        let x = cell_x + (grid.cell.0 - tile_width) / 2;
        let y = cell_y + grid.bar;
        if (tile_width, tile_height) == (tile.image.width, tile.image.height) {
            canvas.blit(x, y, tile_width, tile_height, &tile.image.pixels());
        } else {
            let scaled = tile.image.resized(tile_width, tile_height);
            canvas.blit(x, y, tile_width, tile_height, &scaled.data);
        }
        placed.push(Placed {
            row,
            column,
            x,
            y,
            width: tile_width,
            height: tile_height,
        });
    }
    let image = Image {
        width: canvas.width,
        height: canvas.height,
        data: canvas.data,
    };
    Ok((image, placed))
}

/// About square: the fewest columns `c` with `c * c >= count`, at most [`MAX_COLUMNS`].
pub(super) fn auto_columns(count: u32) -> u32 {
    (1..MAX_COLUMNS)
        .find(|c| c * c >= count)
        .unwrap_or(MAX_COLUMNS)
}

/// The geometry of a sheet: cells, label bars and the common scale factor.
#[derive(Debug, Clone, Copy)]
struct Grid {
    columns: u32,
    rows: u32,
    /// Font scale of the labels.
    scale: u32,
    /// Height of a label bar.
    bar: u32,
    /// Width and height of a cell's image area (the largest scaled tile).
    cell: (u32, u32),
    /// The common scale factor as the fraction numerator / denominator, at most 1.
    factor: (u64, u64),
}

impl Grid {
    /// The grid whose tiles, the largest being `largest`, are shrunk by one factor (never
    /// enlarged) until the sheet's long edge fits `max_long_edge`; None when even 1-pixel
    /// tiles would not fit beside the labels and padding.
    fn fit(
        columns: u32,
        rows: u32,
        largest: (u32, u32),
        scale: u32,
        max_long_edge: u32,
    ) -> Option<Grid> {
        let bar = GLYPH.unsigned_abs() * scale + 2 * LABEL_MARGIN * scale;
        let limit = u64::from(max_long_edge);
        let (columns_64, rows_64) = (u64::from(columns), u64::from(rows));
        // Room left for the tiles in each direction once padding and labels are placed.
        let room_x = limit.checked_sub((columns_64 + 1) * u64::from(PAD))?;
        let room_y =
            limit.checked_sub((rows_64 + 1) * u64::from(PAD) + rows_64 * u64::from(bar))?;
        if room_x < columns_64 || room_y < rows_64 {
            return None;
        }
        // The smallest of 1, room_x / needed_x and room_y / needed_y, compared as fractions.
        let needed_x = columns_64 * u64::from(largest.0.max(1));
        let needed_y = rows_64 * u64::from(largest.1.max(1));
        let mut factor = (1, 1);
        for candidate in [(room_x, needed_x), (room_y, needed_y)] {
            if u128::from(candidate.0) * u128::from(factor.1)
                < u128::from(factor.0) * u128::from(candidate.1)
            {
                factor = candidate;
            }
        }
        let mut grid = Grid {
            columns,
            rows,
            scale,
            bar,
            cell: (0, 0),
            factor,
        };
        grid.cell = grid.scaled(largest.0, largest.1);
        Some(grid)
    }

    /// A tile's size on the sheet: each edge times the factor, rounded down, at least 1.
    fn scaled(&self, width: u32, height: u32) -> (u32, u32) {
        let (num, den) = self.factor;
        let edge = |e: u32| -> u32 {
            // The factor is at most 1, so the result is at most `e`.
            u32::try_from(u64::from(e) * num / den.max(1))
                .unwrap_or(e)
                .max(1)
        };
        (edge(width), edge(height))
    }

    /// How many characters fit on a label bar.
    fn label_chars(&self) -> usize {
        let usable = self.cell.0.saturating_sub(2 * LABEL_MARGIN * self.scale);
        (usable / (GLYPH.unsigned_abs() * self.scale)) as usize
    }

    /// Width and height of the whole sheet.
    fn size(&self) -> (u32, u32) {
        let width = self.columns * self.cell.0 + (self.columns + 1) * PAD;
        let height = self.rows * (self.bar + self.cell.1) + (self.rows + 1) * PAD;
        (width, height)
    }

    /// Top-left corner of a cell's label bar.
    fn cell_origin(&self, row: u32, column: u32) -> (u32, u32) {
        (
            PAD + column * (self.cell.0 + PAD),
            PAD + row * (self.bar + self.cell.1 + PAD),
        )
    }

    /// Fill the label bar of the cell at `origin` with `bar` and write `text` on it,
    /// truncated to fit.
    fn draw_label(&self, canvas: &mut Canvas, origin: (u32, u32), text: &str, bar: Rgb, ink: Rgb) {
        let (x, y) = (to_i32(origin.0), to_i32(origin.1));
        let (width, height) = (to_i32(self.cell.0), to_i32(self.bar));
        canvas.fill_rect(x, y, width, height, bar);
        let fits = self.label_chars();
        let shown: String = if text.chars().count() > fits {
            let kept = fits.saturating_sub(1);
            text.chars()
                .take(kept)
                .chain([TRUNCATED])
                .take(fits)
                .collect()
        } else {
            text.to_owned()
        };
        let margin = to_i32(LABEL_MARGIN * self.scale);
        let clip = Clip::rect(x, y, width, height);
        let scale = to_i32(self.scale);
        canvas.text(x + margin, y + margin, &shown, scale, ink, clip);
    }
}
