//! Drawing the synthetic picture: its layers bottom to top (background, status strip,
//! moving box, windows, corner markers, cursor, click marks) as the module doc specifies
//! them, and cutting a window's grab out of the whole screen.

use std::time::Duration;

use proto::Rect;

use super::Synthetic;
use super::input::InputState;
use super::layout::WindowSpec;
use crate::backend::Frame;
use crate::canvas::{Canvas, Clip, GLYPH, Rgb};

/// Side of each corner marker.
const MARKER: i32 = 32;
/// Text scale and line pitch.
const SCALE: i32 = 2;
const LINE: i32 = 20;
const TITLE_BAR: i32 = 24;

pub(super) const RED: Rgb = (255, 0, 0);
pub(super) const GREEN: Rgb = (0, 255, 0);
pub(super) const BLUE: Rgb = (0, 0, 255);
pub(super) const WHITE: Rgb = (255, 255, 255);
pub(super) const MAGENTA: Rgb = (255, 0, 255);
pub(super) const YELLOW: Rgb = (255, 255, 0);
const STRIP: Rgb = (24, 24, 24);
const STRIP_TEXT: Rgb = (230, 230, 230);
pub(super) const BAND: Rgb = (0, 0, 0);
pub(super) const BOX: Rgb = (255, 128, 0);
const TITLE_TEXT: Rgb = (255, 255, 224);

impl Synthetic {
    pub(super) fn draw(&self, elapsed: Duration, state: &InputState) -> Canvas {
        let (w, h) = (self.width as i32, self.height as i32);
        let mut canvas = Canvas::new(self.width, self.height);

        for y in 0..self.height {
            let v = (u64::from(y) * 128 / u64::from(self.height)) as u8;
            canvas.fill_row(y, (32, 64 + v, 128 + v));
        }

        let tenths = elapsed.as_millis() / 100;
        let clock = format!(
            "frame {tenths}  {:02}:{:02}:{:02}.{}",
            tenths / 36_000,
            tenths / 600 % 60,
            tenths / 10 % 60,
            tenths % 10
        );
        let strip = Clip::rect(MARKER, 0, w - 2 * MARKER, 32);
        canvas.fill_rect(strip.left, 0, w - 2 * MARKER, 32, STRIP);
        canvas.text(40, 8, &clock, SCALE, STRIP_TEXT, strip);

        canvas.fill_rect(MARKER, 40, w - 2 * MARKER, 16, BAND);
        let travel = u128::from(self.width - 80);
        let box_x = 32 + (tenths * 8 % travel) as i32;
        canvas.fill_rect(box_x, 40, 16, 16, BOX);

        for spec in self.layout() {
            self.draw_window(&mut canvas, &spec, state);
        }

        for (x, y, colour) in [
            (0, 0, RED),
            (w - MARKER, 0, GREEN),
            (0, h - MARKER, BLUE),
            (w - MARKER, h - MARKER, WHITE),
        ] {
            canvas.fill_rect(x, y, MARKER, MARKER, colour);
        }

        if let Some((x, y)) = state.pointer {
            canvas.fill_rect(x - 2, y - 2, 5, 5, YELLOW);
        }
        for &(x, y) in &state.marks {
            canvas.fill_rect(x - 4, y - 4, 9, 9, MAGENTA);
        }
        canvas
    }

    fn draw_window(&self, canvas: &mut Canvas, spec: &WindowSpec, state: &InputState) {
        let r = spec.rect;
        let (x, y, w, h) = (r.x, r.y, r.width as i32, r.height as i32);
        let window = Clip::rect(x, y, w, h);
        canvas.fill_rect_clipped(x, y, w, TITLE_BAR, spec.bar, window);
        canvas.fill_rect_clipped(x, y + TITLE_BAR, w, h - TITLE_BAR, spec.body, window);
        let title = self.title_of(spec, state);
        canvas.text(
            x + 8,
            y + 4,
            &title,
            SCALE,
            TITLE_TEXT,
            Clip::rect(x, y, w - 4, TITLE_BAR),
        );

        let body = Clip::rect(x + 4, y + TITLE_BAR, w - 8, h - TITLE_BAR - 4);
        let lines: Vec<String> = match spec.id {
            1 => ["$ echo hello", "hello", "$ _"].map(String::from).to_vec(),
            2 => ["fn main() {", "    println!(\"synthetic\");", "}"]
                .map(String::from)
                .to_vec(),
            _ => {
                let mut lines = vec![
                    state.last_action.clone(),
                    format!("scroll x={} y={}", state.scroll.0, state.scroll.1),
                    String::new(),
                ];
                let columns = ((w - 16) / (GLYPH * SCALE)).max(1) as usize;
                let rows = ((h - TITLE_BAR - 8) / LINE).max(0) as usize;
                let wrapped = wrap(&state.echo, columns);
                let room = rows.saturating_sub(lines.len());
                lines.extend(
                    wrapped[wrapped.len().saturating_sub(room)..]
                        .iter()
                        .cloned(),
                );
                lines
            }
        };
        for (i, line) in lines.iter().enumerate() {
            canvas.text(
                x + 8,
                y + 32 + i as i32 * LINE,
                line,
                SCALE,
                spec.text,
                body,
            );
        }
    }
}

/// Split `text` at newlines and wrap each line at `columns` characters.
fn wrap(text: &str, columns: usize) -> Vec<String> {
    let mut lines = Vec::new();
    for paragraph in text.split('\n') {
        let chars: Vec<char> = paragraph.chars().collect();
        if chars.is_empty() {
            lines.push(String::new());
        }
        for chunk in chars.chunks(columns) {
            lines.push(chunk.iter().collect());
        }
    }
    lines
}

/// The part of `screen` under `rect` (which the layout keeps on screen) as a frame.
pub(super) fn crop(screen: &Canvas, rect: Rect, title: String) -> Frame {
    let stride = screen.width as usize * 4;
    let row = rect.width as usize * 4;
    let mut data = Vec::with_capacity(row * rect.height as usize);
    for y in rect.y as usize..rect.y as usize + rect.height as usize {
        let start = y * stride + rect.x as usize * 4;
        data.extend_from_slice(&screen.data[start..start + row]);
    }
    let mut frame = Frame::new(rect.width, rect.height, row, data, rect);
    frame.title = Some(title);
    frame
}
