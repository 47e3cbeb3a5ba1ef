//! A desktop-like test picture: a wallpaper, a panel, a light editor full of text, a dark
//! terminal and a taskbar, laid out in fractions of the size so the same picture can be drawn
//! at any size. Hashing and encoding are measured on what a screen looks like, not on noise
//! or flat colour (which flatter or punish both).

use crate::canvas::{Canvas, Clip, Rgb};

/// Words the text lines are made of.
const WORDS: &[&str] = &[
    "fn", "let", "mut", "self", "match", "Some(x)", "None", "=>", "return", "Ok(())", "frames",
    "store", "display", "title", "if", "else", "{", "}", "//", "the", "picture",
];

/// A deterministic line of words, different for every `seed`.
fn line(seed: u32, words: usize) -> String {
    let mut state = seed.wrapping_mul(2_654_435_761).wrapping_add(12_345);
    let mut out = String::new();
    for _ in 0..words {
        state = state.wrapping_mul(1_103_515_245).wrapping_add(12_345);
        let word = WORDS[(state >> 16) as usize % WORDS.len()];
        out.push_str(word);
        out.push(' ');
    }
    out
}

/// `part` of `whole`, in whole pixels.
fn frac(whole: u32, part: f64) -> i32 {
    (f64::from(whole) * part).round() as i32
}

/// Draw a window at the given fractions of the screen: a title bar, then lines of text.
fn window(
    c: &mut Canvas,
    (x, y, w, h): (f64, f64, f64, f64),
    title: &str,
    background: Rgb,
    ink: Rgb,
    seed: u32,
    scale: i32,
) {
    let (width, height) = (c.width, c.height);
    let (x, y, w, h) = (
        frac(width, x),
        frac(height, y),
        frac(width, w),
        frac(height, h),
    );
    let bar = 12 * scale;
    c.fill_rect(x, y, w, h, background);
    c.fill_rect(x, y, w, bar, (60, 63, 70));
    let clip = Clip::rect(x, y, w, h);
    c.text(x + 4, y + 2 * scale, title, scale, (230, 230, 230), clip);
    let pitch = 11 * scale;
    let mut row = 0;
    let mut top = y + bar + 4;
    while top + pitch < y + h {
        let indent = (row % 4) * 2 * 8 * scale;
        let words = 3 + (row * 7 % 9) as usize;
        c.text(
            x + 6 + indent,
            top,
            &line(seed + row as u32, words),
            scale,
            ink,
            clip,
        );
        row += 1;
        top += pitch;
    }
}

/// The desktop at `width` x `height`.
pub(super) fn desktop(width: u32, height: u32) -> Canvas {
    let mut c = Canvas::new(width, height);
    let scale = (width / 900).max(1) as i32;
    // Wallpaper: a vertical gradient.
    for y in 0..height {
        let t = (y * 120 / height.max(1)) as u8;
        c.fill_row(y, (20 + t / 3, 40 + t / 2, 90 + t));
    }
    let panel = frac(height, 0.03);
    c.fill_rect(0, 0, width as i32, panel, (32, 32, 36));
    let clip = Clip::rect(0, 0, width as i32, panel);
    c.text(
        8,
        2,
        "Activities   Files   Editor   Terminal",
        scale,
        (220, 220, 220),
        clip,
    );
    window(
        &mut c,
        (0.02, 0.06, 0.58, 0.84),
        "store.rs - Editor",
        (250, 250, 248),
        (30, 30, 40),
        1,
        scale,
    );
    window(
        &mut c,
        (0.62, 0.10, 0.36, 0.70),
        "user@host: ~/work",
        (24, 26, 30),
        (120, 220, 120),
        500,
        scale,
    );
    let taskbar = frac(height, 0.05);
    c.fill_rect(
        0,
        height as i32 - taskbar,
        width as i32,
        taskbar,
        (45, 45, 52),
    );
    c
}
