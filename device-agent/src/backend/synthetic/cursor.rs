//! The synthetic screen's pointer image, which a live session's cursor pseudo-encoding
//! sends; kept apart from the picture, which draws its own pointer.

use crate::backend::CursorImage;

/// The synthetic screen's pointer: a fixed 12x19 black arrow with a white outline, hot spot
/// at its tip; its serial never changes. It has no position: the picture already draws the
/// pointer (layer 6, the yellow square), so a view-only live session, which composites the
/// pointer it is told about, draws no second one, and the live picture stays exactly the
/// documented one that tests compare against screenshots.
pub fn arrow_cursor() -> CursorImage {
    const ROWS: [&str; 19] = [
        "X           ",
        "XX          ",
        "X.X         ",
        "X..X        ",
        "X...X       ",
        "X....X      ",
        "X.....X     ",
        "X......X    ",
        "X.......X   ",
        "X........X  ",
        "X.........X ",
        "X......XXXXX",
        "X...X..X    ",
        "X..XX..X    ",
        "X.X  X..X   ",
        "XX   X..X   ",
        "X     X..X  ",
        "      X..X  ",
        "       XX   ",
    ];
    let mut rgba = Vec::with_capacity(12 * 19 * 4);
    for row in ROWS {
        for c in row.bytes() {
            rgba.extend_from_slice(match c {
                b'X' => &[255, 255, 255, 255],
                b'.' => &[0, 0, 0, 255],
                _ => &[0, 0, 0, 0],
            });
        }
    }
    CursorImage {
        serial: 1,
        width: 12,
        height: 19,
        hot_x: 0,
        hot_y: 0,
        rgba,
        position: None,
    }
}
