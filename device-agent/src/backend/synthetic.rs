//! A fake screen drawn in memory, for tests and demos without a window system.
//!
//! End-to-end tests need a device whose pixels they can predict, that changes over time (so
//! a stale screenshot is caught) and that visibly reacts to input (so injected input can be
//! checked by looking at a screenshot, as a model would). The picture is a pure function of
//! the time since [`Synthetic::new`] and of the input received so far; nothing is random.
//!
//! # The picture
//!
//! `W` x `H` is the screen size (default 1280x800; clamped to 256x192 ..= 8192x8192). All
//! colours are (R, G, B); alpha is 255. Integer division throughout. Layers, bottom to top:
//!
//! 1. **Background**, a vertical gradient: row `y` has colour `(32, 64 + v, 128 + v)` with
//!    `v = y * 128 / H`. Column `x = W / 2` is pure background for `y` in `32..40` and
//!    `56..H`.
//! 2. **Status strip**: `x` in `32..W-32`, `y` in `0..32`, colour `(24, 24, 24)`, with the text
//!    `frame N  HH:MM:SS.d` at (40, 8) in `(230, 230, 230)`, where `N = elapsed_ms / 100` and
//!    the clock is the elapsed time in tenths of a second (`frame 123  00:00:12.3`).
//! 3. **Moving box band**: `x` in `32..W-32`, `y` in `40..56`, black, with a 16x16 box of
//!    `(255, 128, 0)` at `x = 32 + (N * 8) % (W - 80)`, `y = 40`.
//! 4. **Windows**, bottom to top, none overlapping. Each has a 24 px title bar with its title at
//!    (x + 8, y + 4) and a body below it. Rectangles (x, y, width, height):
//!
//!    | id | title        | class                | rectangle                                  |
//!    |----|--------------|----------------------|--------------------------------------------|
//!    | 1  | `Terminal`   | `synthetic-terminal` | `(48, 72, W/2 - 64, (H - 120)/2 - 8)`      |
//!    | 2  | `Editor`     | `synthetic-editor`   | `(W/2 + 16, 72, W/2 - 64, H - 120)`        |
//!    | 3  | `Input echo` | `synthetic-echo`     | `(48, 88 + TH, W/2 - 64, H - 136 - TH)`    |
//!
//!    where `TH` is the terminal's height. At 1280x800: terminal `(48, 72, 576, 332)`, editor
//!    `(656, 72, 576, 680)`, echo `(48, 420, 576, 332)`. At 1920x1080: terminal
//!    `(48, 72, 896, 472)`, editor `(976, 72, 896, 960)`, echo `(48, 560, 896, 472)`.
//!
//!    Colours (title bar / body / body text): terminal `(60, 60, 60)` / `(16, 16, 16)` /
//!    `(0, 220, 0)`; editor `(40, 80, 160)` / `(240, 240, 240)` / `(0, 0, 0)`; echo
//!    `(120, 40, 120)` / `(230, 240, 255)` / `(0, 0, 0)`. Title text is `(255, 255, 224)`.
//!    Only the echo window has a pid (this process's) and it is the focused one.
//! 5. **Corner markers**, 32x32: top-left `(255, 0, 0)`, top-right `(0, 255, 0)`, bottom-left
//!    `(0, 0, 255)`, bottom-right `(255, 255, 255)`.
//! 6. **Cursor**: after any pointer action, a 5x5 `(255, 255, 0)` square centred on the
//!    pointer.
//! 7. **Click marks**: each click and double click, and both ends of each drag, leave a 9x9
//!    `(255, 0, 255)` square centred on the point (the last 32 are kept).
//!
//! Text is font8x8 at scale 2: 16x16 px a character, lines 20 px apart; characters outside
//! Latin-1 are drawn as `?`. Window bodies' text starts at (x + 8, y + 32). A window grab is
//! the window's rectangle cut from the whole picture, cursor and click marks included.
//! `Synthetic::render_at` and [`Synthetic::grab_at`] draw the picture for a given elapsed
//! time, so tests need not sleep.
//!
//! # Input
//!
//! Points must lie on the screen (`0..W`, `0..H`), else [`BackendError::Invalid`]. `type`
//! appends its text to the *echo text*; `key` appends each chord: a bare character chord
//! appends the character, a bare `enter` a newline, anything else its name in brackets, e.g.
//! `[ctrl+shift+t]`, `[tab]`. The echo text keeps its last 4096 characters. Once it is not
//! empty, the echo window's title is `Input echo: ` plus its last 40 characters with newlines
//! shown as spaces. The echo body shows, from its top-left (x + 8, y + 32): the last action
//! (`click left 100,200`, `double_click right 5,6`, `move 5,6`, `drag left 1,2 -> 3,4`,
//! `scroll 0,3 at 5,6`, `type 5 chars`, `key ctrl+c enter`; `no input yet` at first), then
//! `scroll x=DX y=DY` with the summed scroll steps, then a blank line, then the echo text
//! wrapped at the body width (its last lines when it does not fit). The action line is also
//! what [`Backend::inject`] returns.

use std::collections::VecDeque;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Mutex, MutexGuard};
use std::time::{Duration, Instant};

use proto::keys::{Chord, Key};
use proto::{Capability, Display, InputRequest, Rect, Target, Window};

use crate::canvas::{Canvas, Clip, GLYPH, Rgb};

use super::summary::{chord_name, summary};
use super::{Backend, BackendError, CursorImage, Frame};

/// Smallest screen the layout fits.
const MIN_SIZE: (u32, u32) = (256, 192);
/// Largest screen, to bound memory.
const MAX_EDGE: u32 = 8192;
/// Side of each corner marker.
const MARKER: i32 = 32;
/// Click marks kept.
const MAX_MARKS: usize = 32;
/// Characters of echo text kept.
const MAX_ECHO_CHARS: usize = 4096;
/// Characters of echo text shown in the echo window's title.
const TITLE_ECHO_CHARS: usize = 40;
/// Text scale and line pitch.
const SCALE: i32 = 2;
const LINE: i32 = 20;
const TITLE_BAR: i32 = 24;

const RED: Rgb = (255, 0, 0);
const GREEN: Rgb = (0, 255, 0);
const BLUE: Rgb = (0, 0, 255);
const WHITE: Rgb = (255, 255, 255);
const MAGENTA: Rgb = (255, 0, 255);
const YELLOW: Rgb = (255, 255, 0);
const STRIP: Rgb = (24, 24, 24);
const STRIP_TEXT: Rgb = (230, 230, 230);
const BAND: Rgb = (0, 0, 0);
const BOX: Rgb = (255, 128, 0);
const TITLE_TEXT: Rgb = (255, 255, 224);

/// Id of the echo window, the one that shows input.
const ECHO_ID: u64 = 3;

/// A deterministic, animated fake screen with three windows that records input.
pub struct Synthetic {
    width: u32,
    height: u32,
    created: Instant,
    state: Mutex<InputState>,
    /// Input actions so far: with the clock's tenth, what the picture depends on.
    changes: AtomicU64,
    /// What each `grab_into` consumer's frame last showed, keyed by its buffer's address.
    seen: Mutex<Vec<(usize, PictureKey)>>,
}

/// What a picture is a function of: the clock's tenth, the input so far and the target.
type PictureKey = (u128, u64, Target);

/// Everything input changes; the picture is drawn from a copy of it.
#[derive(Debug, Clone)]
struct InputState {
    pointer: Option<(i32, i32)>,
    marks: VecDeque<(i32, i32)>,
    echo: String,
    echo_chars: usize,
    last_action: String,
    scroll: (i64, i64),
    /// Buttons held as of the last raw pointer event (RFB's mask).
    buttons: u8,
}

impl Default for InputState {
    fn default() -> Self {
        InputState {
            pointer: None,
            marks: VecDeque::new(),
            echo: String::new(),
            echo_chars: 0,
            last_action: "no input yet".into(),
            scroll: (0, 0),
            buttons: 0,
        }
    }
}

/// One window of the fixed layout.
struct WindowSpec {
    id: u64,
    title: &'static str,
    class: &'static str,
    rect: Rect,
    bar: Rgb,
    body: Rgb,
    text: Rgb,
}

impl Synthetic {
    /// A screen of `width` x `height` pixels (clamped to 256x192 ..= 8192x8192) whose clock
    /// starts now.
    pub fn new(width: u32, height: u32) -> Synthetic {
        Synthetic {
            width: width.clamp(MIN_SIZE.0, MAX_EDGE),
            height: height.clamp(MIN_SIZE.1, MAX_EDGE),
            created: Instant::now(),
            state: Mutex::new(InputState::default()),
            changes: AtomicU64::new(0),
            seen: Mutex::new(Vec::new()),
        }
    }

    /// Screen width in pixels (the size may be clamped by `new`).
    #[cfg(test)]
    pub(crate) fn width(&self) -> u32 {
        self.width
    }

    /// Screen height in pixels (the size may be clamped by `new`).
    #[cfg(test)]
    pub(crate) fn height(&self) -> u32 {
        self.height
    }

    /// The whole screen as it looks `elapsed` after creation with the input received so far.
    pub(crate) fn render_at(&self, elapsed: Duration) -> Frame {
        let state = self.lock().clone();
        let canvas = self.draw(elapsed, &state);
        Frame {
            width: self.width,
            height: self.height,
            stride: self.width as usize * 4,
            data: canvas.data,
            source: Rect {
                x: 0,
                y: 0,
                width: self.width,
                height: self.height,
            },
            captured_at: Instant::now(),
            title: None,
        }
    }

    /// [`Backend::grab`] as of `elapsed` after creation, so tests can control the clock.
    pub fn grab_at(&self, target: Target, elapsed: Duration) -> Result<Frame, BackendError> {
        match target {
            Target::Display { display: 0 } => Ok(self.render_at(elapsed)),
            Target::Display { display } => Err(BackendError::NotFound(format!(
                "no display {display} on this device"
            ))),
            Target::Window { window } => {
                let spec = self
                    .layout()
                    .into_iter()
                    .find(|w| w.id == window)
                    .ok_or_else(|| {
                        BackendError::NotFound(format!("no window {window} on this device"))
                    })?;
                let state = self.lock().clone();
                let title = self.title_of(&spec, &state);
                let screen = self.draw(elapsed, &state);
                Ok(crop(&screen, spec.rect, title))
            }
        }
    }

    fn lock(&self) -> MutexGuard<'_, InputState> {
        // The state is valid after every statement, so a panic elsewhere cannot leave it torn.
        self.state
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    fn layout(&self) -> [WindowSpec; 3] {
        let (w, h) = (self.width as i32, self.height as i32);
        let half = w / 2 - 64;
        let term_h = (h - 120) / 2 - 8;
        let rect = |x: i32, y: i32, width: i32, height: i32| Rect {
            x,
            y,
            width: width.max(1) as u32,
            height: height.max(1) as u32,
        };
        [
            WindowSpec {
                id: 1,
                title: "Terminal",
                class: "synthetic-terminal",
                rect: rect(48, 72, half, term_h),
                bar: (60, 60, 60),
                body: (16, 16, 16),
                text: (0, 220, 0),
            },
            WindowSpec {
                id: 2,
                title: "Editor",
                class: "synthetic-editor",
                rect: rect(w / 2 + 16, 72, half, h - 120),
                bar: (40, 80, 160),
                body: (240, 240, 240),
                text: (0, 0, 0),
            },
            WindowSpec {
                id: ECHO_ID,
                title: "Input echo",
                class: "synthetic-echo",
                rect: rect(48, 88 + term_h, half, h - 136 - term_h),
                bar: (120, 40, 120),
                body: (230, 240, 255),
                text: (0, 0, 0),
            },
        ]
    }

    fn title_of(&self, spec: &WindowSpec, state: &InputState) -> String {
        if spec.id != ECHO_ID || state.echo.is_empty() {
            return spec.title.to_string();
        }
        let skip = state.echo_chars.saturating_sub(TITLE_ECHO_CHARS);
        let tail: String = state
            .echo
            .chars()
            .skip(skip)
            .map(|c| if c == '\n' { ' ' } else { c })
            .collect();
        format!("{}: {tail}", spec.title)
    }

    fn draw(&self, elapsed: Duration, state: &InputState) -> Canvas {
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

    fn check_point(&self, x: i32, y: i32) -> Result<(), BackendError> {
        if x < 0 || y < 0 || x >= self.width as i32 || y >= self.height as i32 {
            return Err(BackendError::Invalid(format!(
                "point {x},{y} is outside the display: x must be in 0..{}, y in 0..{}",
                self.width, self.height
            )));
        }
        Ok(())
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
fn crop(screen: &Canvas, rect: Rect, title: String) -> Frame {
    let stride = screen.width as usize * 4;
    let row = rect.width as usize * 4;
    let mut data = Vec::with_capacity(row * rect.height as usize);
    for y in rect.y as usize..rect.y as usize + rect.height as usize {
        let start = y * stride + rect.x as usize * 4;
        data.extend_from_slice(&screen.data[start..start + row]);
    }
    Frame {
        width: rect.width,
        height: rect.height,
        stride: row,
        data,
        source: rect,
        captured_at: Instant::now(),
        title: Some(title),
    }
}

/// What a chord adds to the echo text.
fn chord_echo(chord: &Chord) -> String {
    match (&chord.key, chord.modifiers.is_empty()) {
        (Some(Key::Char(c)), true) => c.to_string(),
        (Some(Key::Named(name)), true) if name == "enter" => "\n".into(),
        _ => format!("[{}]", chord_name(chord)),
    }
}

impl InputState {
    fn mark(&mut self, x: i32, y: i32) {
        if self.marks.len() == MAX_MARKS {
            self.marks.pop_front();
        }
        self.marks.push_back((x, y));
    }

    /// Remove the last character of the echo text (BackSpace).
    fn pop_echo(&mut self) {
        if self.echo.pop().is_some() {
            self.echo_chars -= 1;
        }
    }

    fn append_echo(&mut self, text: &str) {
        self.echo.push_str(text);
        self.echo_chars += text.chars().count();
        if self.echo_chars > MAX_ECHO_CHARS {
            let drop = self.echo_chars - MAX_ECHO_CHARS;
            let cut = self
                .echo
                .char_indices()
                .nth(drop)
                .map_or(self.echo.len(), |(i, _)| i);
            self.echo.drain(..cut);
            self.echo_chars = MAX_ECHO_CHARS;
        }
    }
}

impl Backend for Synthetic {
    fn name(&self) -> &'static str {
        "synthetic"
    }

    fn capabilities(&self) -> Vec<Capability> {
        vec![
            Capability::Screenshot,
            Capability::Windows,
            Capability::Input,
        ]
    }

    fn displays(&self) -> Result<Vec<Display>, BackendError> {
        Ok(vec![Display {
            id: 0,
            name: "synthetic".into(),
            x: 0,
            y: 0,
            width: self.width,
            height: self.height,
            primary: true,
            refresh_hz: Some(60.0),
        }])
    }

    fn windows(&self) -> Result<Vec<Window>, BackendError> {
        let state = self.lock().clone();
        Ok(self
            .layout()
            .iter()
            .map(|spec| Window {
                id: spec.id,
                title: self.title_of(spec, &state),
                class: Some(spec.class.to_string()),
                pid: (spec.id == ECHO_ID).then(std::process::id),
                x: spec.rect.x,
                y: spec.rect.y,
                width: spec.rect.width,
                height: spec.rect.height,
                visible: true,
                focused: spec.id == ECHO_ID,
            })
            .collect())
    }

    fn grab(&self, target: Target) -> Result<Frame, BackendError> {
        self.grab_at(target, self.created.elapsed())
    }

    fn inject(&self, input: &InputRequest) -> Result<String, BackendError> {
        match *input {
            InputRequest::Click { x, y, .. }
            | InputRequest::DoubleClick { x, y, .. }
            | InputRequest::Move { x, y }
            | InputRequest::Scroll { x, y, .. } => self.check_point(x, y)?,
            InputRequest::Drag {
                x, y, to_x, to_y, ..
            } => {
                self.check_point(x, y)?;
                self.check_point(to_x, to_y)?;
            }
            InputRequest::Type { .. } | InputRequest::Key { .. } => {}
        }
        let mut state = self.lock();
        match input {
            InputRequest::Click { x, y, .. } | InputRequest::DoubleClick { x, y, .. } => {
                state.pointer = Some((*x, *y));
                state.mark(*x, *y);
            }
            InputRequest::Move { x, y } => state.pointer = Some((*x, *y)),
            InputRequest::Drag {
                x, y, to_x, to_y, ..
            } => {
                state.pointer = Some((*to_x, *to_y));
                state.mark(*x, *y);
                state.mark(*to_x, *to_y);
            }
            InputRequest::Scroll { x, y, dx, dy } => {
                state.pointer = Some((*x, *y));
                state.scroll.0 = state.scroll.0.saturating_add(i64::from(*dx));
                state.scroll.1 = state.scroll.1.saturating_add(i64::from(*dy));
            }
            InputRequest::Type { text } => state.append_echo(text),
            InputRequest::Key { chords } => {
                for chord in chords {
                    state.append_echo(&chord_echo(chord));
                }
            }
        }
        let action = summary(input);
        state.last_action.clone_from(&action);
        self.changes.fetch_add(1, Ordering::AcqRel);
        Ok(action)
    }

    fn grab_into(&self, target: Target, frame: &mut Frame) -> Result<bool, BackendError> {
        // The picture only changes each tenth of a second and on input, so a consumer
        // polling faster (a live session does) costs no drawing in between.
        let elapsed = self.created.elapsed();
        let key = (
            elapsed.as_millis() / 100,
            self.changes.load(Ordering::Acquire),
            target,
        );
        let addr = frame.data.as_ptr() as usize;
        let mut seen = self.seen.lock().unwrap_or_else(|p| p.into_inner());
        if !frame.data.is_empty() && seen.contains(&(addr, key)) {
            frame.captured_at = Instant::now();
            return Ok(false);
        }
        drop(seen);
        let new = self.grab_at(target, elapsed)?;
        let changed =
            (new.width, new.height) != (frame.width, frame.height) || new.data != frame.data;
        if frame.data.len() == new.data.len() {
            frame.data.copy_from_slice(&new.data);
        } else {
            frame.data = new.data;
        }
        frame.width = new.width;
        frame.height = new.height;
        frame.stride = new.stride;
        frame.source = new.source;
        frame.captured_at = new.captured_at;
        frame.title = new.title;
        seen = self.seen.lock().unwrap_or_else(|p| p.into_inner());
        let addr = frame.data.as_ptr() as usize;
        seen.retain(|(a, _)| *a != addr);
        seen.push((addr, key));
        if seen.len() > 8 {
            seen.remove(0);
        }
        Ok(changed)
    }

    fn raw_input(&self) -> bool {
        true
    }

    fn pointer_event(&self, x: i32, y: i32, buttons: u8) -> Result<(), BackendError> {
        self.check_point(x, y)?;
        let mut state = self.lock();
        let pressed = buttons & !state.buttons;
        state.buttons = buttons;
        state.pointer = Some((x, y));
        // A press of left, middle or right leaves a mark, as a click does.
        if pressed & 0b111 != 0 {
            state.mark(x, y);
            state.last_action = format!("press {x},{y}");
        }
        // Wheel buttons count one step a press: 4 up, 5 down, 6 left, 7 right.
        for (bit, dx, dy) in [(3, 0, -1), (4, 0, 1), (5, -1, 0), (6, 1, 0)] {
            if pressed & (1 << bit) != 0 {
                state.scroll.0 = state.scroll.0.saturating_add(dx);
                state.scroll.1 = state.scroll.1.saturating_add(dy);
            }
        }
        self.changes.fetch_add(1, Ordering::AcqRel);
        Ok(())
    }

    fn key_event(&self, keysym: u32, down: bool) -> Result<(), BackendError> {
        if !down {
            return Ok(());
        }
        let mut state = self.lock();
        match keysym {
            RETURN_KEYSYM | KP_ENTER_KEYSYM => state.append_echo("\n"),
            BACKSPACE_KEYSYM => state.pop_echo(),
            TAB_KEYSYM => state.append_echo("[tab]"),
            _ => {
                // Latin-1 keysyms are their characters; Unicode ones are 0x0100_0000 + code.
                let code = match keysym {
                    0x20..=0x7e | 0xa0..=0xff => Some(keysym),
                    0x0100_0000..=0x0110_ffff => Some(keysym - 0x0100_0000),
                    _ => None,
                };
                // Modifiers, function keys and the like type nothing.
                match code.and_then(char::from_u32).filter(|c| !c.is_control()) {
                    Some(c) => state.append_echo(c.encode_utf8(&mut [0; 4])),
                    None => return Ok(()),
                }
            }
        }
        state.last_action = format!("key 0x{keysym:x}");
        self.changes.fetch_add(1, Ordering::AcqRel);
        Ok(())
    }

    fn cursor(&self) -> Option<CursorImage> {
        Some(arrow_cursor())
    }
}

/// `Return`, `KP_Enter`, `BackSpace` and `Tab` keysyms.
const RETURN_KEYSYM: u32 = 0xff0d;
const KP_ENTER_KEYSYM: u32 = 0xff8d;
const BACKSPACE_KEYSYM: u32 = 0xff08;
const TAB_KEYSYM: u32 = 0xff09;

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

#[cfg(test)]
mod tests {
    use proto::MouseButton;
    use proto::keys::parse_chords;

    use super::*;

    fn rgb(frame: &Frame, x: u32, y: u32) -> Rgb {
        let i = y as usize * frame.stride + x as usize * 4;
        (frame.data[i + 2], frame.data[i + 1], frame.data[i])
    }

    fn window_rects(s: &Synthetic) -> Vec<(i32, i32, u32, u32)> {
        s.windows()
            .unwrap()
            .iter()
            .map(|w| (w.x, w.y, w.width, w.height))
            .collect()
    }

    #[test]
    fn corners_have_their_marker_colours() {
        let s = Synthetic::new(1280, 800);
        let f = s.grab(Target::Display { display: 0 }).unwrap();
        assert_eq!((f.width, f.height, f.stride), (1280, 800, 1280 * 4));
        for (x, y, colour) in [
            (0, 0, RED),
            (31, 31, RED),
            (1279, 0, GREEN),
            (1248, 31, GREEN),
            (0, 799, BLUE),
            (31, 768, BLUE),
            (1279, 799, WHITE),
            (1248, 768, WHITE),
        ] {
            assert_eq!(rgb(&f, x, y), colour, "pixel {x},{y}");
        }
        // Just inside the markers is something else.
        assert_ne!(rgb(&f, 32, 32), RED);
        // The documented background column.
        assert_eq!(rgb(&f, 640, 400), (32, 64 + 64, 128 + 64));
        assert_eq!(rgb(&f, 640, 35), (32, 64 + 5, 128 + 5));
    }

    #[test]
    fn layout_matches_the_documented_rectangles() {
        assert_eq!(
            window_rects(&Synthetic::new(1280, 800)),
            vec![(48, 72, 576, 332), (656, 72, 576, 680), (48, 420, 576, 332)]
        );
        assert_eq!(
            window_rects(&Synthetic::new(1920, 1080)),
            vec![(48, 72, 896, 472), (976, 72, 896, 960), (48, 560, 896, 472)]
        );
        // Tiny and huge sizes are clamped rather than producing nonsense.
        let tiny = Synthetic::new(0, 0);
        assert_eq!((tiny.width(), tiny.height()), (256, 192));
        for (x, y, w, h) in window_rects(&tiny) {
            assert!(x >= 0 && y >= 0 && w >= 1 && h >= 1);
            assert!(x as u32 + w <= 256 && y as u32 + h <= 192);
        }
        let _ = tiny.grab(Target::Window { window: 3 }).unwrap();
    }

    #[test]
    fn windows_are_described() {
        let s = Synthetic::new(1280, 800);
        let windows = s.windows().unwrap();
        let titles: Vec<&str> = windows.iter().map(|w| w.title.as_str()).collect();
        assert_eq!(titles, ["Terminal", "Editor", "Input echo"]);
        assert_eq!(windows[0].class.as_deref(), Some("synthetic-terminal"));
        assert_eq!(windows[2].pid, Some(std::process::id()));
        assert!(windows.iter().all(|w| w.visible));
        assert!(windows[2].focused && !windows[0].focused);
        let displays = s.displays().unwrap();
        assert_eq!(displays.len(), 1);
        assert_eq!(
            (displays[0].width, displays[0].height, displays[0].primary),
            (1280, 800, true)
        );
    }

    #[test]
    fn window_grabs_cut_out_the_window() {
        let s = Synthetic::new(1280, 800);
        let f = s.grab(Target::Window { window: 1 }).unwrap();
        assert_eq!((f.width, f.height), (576, 332));
        assert_eq!(
            f.source,
            Rect {
                x: 48,
                y: 72,
                width: 576,
                height: 332
            }
        );
        assert_eq!(f.title.as_deref(), Some("Terminal"));
        assert_eq!(rgb(&f, 2, 2), (60, 60, 60));
        assert_eq!(rgb(&f, 2, 300), (16, 16, 16));
        let editor = s.grab(Target::Window { window: 2 }).unwrap();
        assert_eq!(rgb(&editor, 570, 670), (240, 240, 240));

        let err = s.grab(Target::Window { window: 9 }).unwrap_err();
        assert!(matches!(err, BackendError::NotFound(_)));
        assert_eq!(err.to_string(), "no window 9 on this device");
        let err = s.grab(Target::Display { display: 1 }).unwrap_err();
        assert_eq!(err.to_string(), "no display 1 on this device");
    }

    #[test]
    fn clicks_leave_a_mark_and_moves_a_cursor() {
        let s = Synthetic::new(1280, 800);
        let summary = s
            .inject(&InputRequest::Click {
                x: 700,
                y: 300,
                button: MouseButton::Left,
            })
            .unwrap();
        assert_eq!(summary, "click left 700,300");
        s.inject(&InputRequest::Move { x: 100, y: 600 }).unwrap();
        let f = s.grab(Target::Display { display: 0 }).unwrap();
        for (x, y) in [(700, 300), (696, 296), (704, 304), (696, 304)] {
            assert_eq!(rgb(&f, x, y), MAGENTA, "pixel {x},{y}");
        }
        assert_ne!(rgb(&f, 705, 300), MAGENTA);
        assert_ne!(rgb(&f, 700, 295), MAGENTA);
        assert_eq!(rgb(&f, 100, 600), YELLOW);
        assert_eq!(rgb(&f, 102, 602), YELLOW);
        assert_ne!(rgb(&f, 103, 600), YELLOW);

        // Marks near the edge are clipped, not a crash; only the last 32 stay.
        s.inject(&InputRequest::DoubleClick {
            x: 0,
            y: 799,
            button: MouseButton::Right,
        })
        .unwrap();
        for i in 0..40 {
            s.inject(&InputRequest::Click {
                x: 300 + i,
                y: 700,
                button: MouseButton::Left,
            })
            .unwrap();
        }
        assert_eq!(s.lock().marks.len(), MAX_MARKS);
    }

    #[test]
    fn drag_marks_both_ends() {
        let s = Synthetic::new(1280, 800);
        let summary = s
            .inject(&InputRequest::Drag {
                x: 200,
                y: 500,
                to_x: 400,
                to_y: 550,
                button: MouseButton::Left,
            })
            .unwrap();
        assert_eq!(summary, "drag left 200,500 -> 400,550");
        let f = s.grab(Target::Display { display: 0 }).unwrap();
        assert_eq!(rgb(&f, 200, 500), MAGENTA);
        assert_eq!(rgb(&f, 400, 550), MAGENTA);
        assert_ne!(rgb(&f, 300, 525), MAGENTA);
    }

    #[test]
    fn points_off_screen_are_refused_with_the_bounds() {
        let s = Synthetic::new(1280, 800);
        for input in [
            InputRequest::Click {
                x: 1280,
                y: 0,
                button: MouseButton::Left,
            },
            InputRequest::Move { x: -1, y: 5 },
            InputRequest::Scroll {
                x: 5,
                y: 800,
                dx: 0,
                dy: 1,
            },
            InputRequest::Drag {
                x: 1,
                y: 1,
                to_x: 5000,
                to_y: 1,
                button: MouseButton::Left,
            },
        ] {
            let err = s.inject(&input).unwrap_err();
            assert!(matches!(err, BackendError::Invalid(_)), "{input:?}");
            assert!(err.to_string().contains("0..1280"), "{err}");
            assert!(err.to_string().contains("0..800"), "{err}");
        }
        assert_eq!(s.lock().last_action, "no input yet");
    }

    #[test]
    fn typing_shows_in_the_echo_title_and_body() {
        let s = Synthetic::new(1280, 800);
        assert_eq!(
            s.inject(&InputRequest::Type {
                text: "hello".into()
            })
            .unwrap(),
            "type 5 chars"
        );
        assert_eq!(s.windows().unwrap()[2].title, "Input echo: hello");
        let chords = parse_chords("ctrl+shift+t enter x tab").unwrap();
        assert_eq!(
            s.inject(&InputRequest::Key { chords }).unwrap(),
            "key ctrl+shift+t enter x tab"
        );
        assert_eq!(
            s.windows().unwrap()[2].title,
            "Input echo: hello[ctrl+shift+t] x[tab]"
        );
        let f = s.grab(Target::Window { window: 3 }).unwrap();
        assert_eq!(
            f.title.as_deref(),
            Some("Input echo: hello[ctrl+shift+t] x[tab]")
        );

        s.inject(&InputRequest::Type {
            text: "a".repeat(100),
        })
        .unwrap();
        assert_eq!(
            s.windows().unwrap()[2].title,
            format!("Input echo: {}", "a".repeat(40))
        );
        s.inject(&InputRequest::Scroll {
            x: 1,
            y: 1,
            dx: -2,
            dy: 3,
        })
        .unwrap();
        assert_eq!(s.lock().scroll, (-2, 3));
    }

    #[test]
    fn echo_text_is_bounded_and_unicode_safe() {
        let s = Synthetic::new(1280, 800);
        s.inject(&InputRequest::Type {
            text: "é€😀\n".repeat(2000),
        })
        .unwrap();
        let state = s.lock().clone();
        assert_eq!(state.echo_chars, MAX_ECHO_CHARS);
        assert_eq!(state.echo.chars().count(), MAX_ECHO_CHARS);
        let _ = s.grab(Target::Window { window: 3 }).unwrap();
    }

    #[test]
    fn typed_text_changes_the_echo_window_pixels() {
        let s = Synthetic::new(1280, 800);
        let at = Duration::from_secs(1);
        let before = s.grab_at(Target::Window { window: 3 }, at).unwrap();
        s.inject(&InputRequest::Type { text: "hi".into() }).unwrap();
        let after = s.grab_at(Target::Window { window: 3 }, at).unwrap();
        assert_ne!(before.data, after.data);
    }

    #[test]
    fn the_picture_is_animated_and_deterministic() {
        let s = Synthetic::new(1280, 800);
        let a = s.render_at(Duration::from_millis(1000));
        let b = s.render_at(Duration::from_millis(1150));
        let again = s.render_at(Duration::from_millis(1000));
        assert_ne!(a.data, b.data);
        assert_eq!(a.data, again.data);
        // The box moved 8 px: frame 10 puts it at x = 32 + 80.
        assert_eq!(rgb(&a, 32 + 80, 45), BOX);
        assert_eq!(rgb(&b, 32 + 88, 45), BOX);
        assert_eq!(rgb(&b, 32 + 80, 45), BAND);
        // Other instances draw the same picture.
        assert_eq!(
            Synthetic::new(1280, 800)
                .render_at(Duration::from_millis(1000))
                .data,
            a.data
        );
    }

    #[test]
    fn raw_input_marks_scrolls_and_types() {
        let s = Synthetic::new(1280, 800);
        s.pointer_event(700, 300, 0).unwrap();
        s.pointer_event(700, 300, 1).unwrap();
        s.pointer_event(710, 300, 1).unwrap();
        s.pointer_event(710, 300, 0).unwrap();
        // Only the press leaves a mark; wheel presses scroll.
        assert_eq!(s.lock().marks.len(), 1);
        s.pointer_event(10, 10, 16).unwrap();
        s.pointer_event(10, 10, 0).unwrap();
        s.pointer_event(10, 10, 8).unwrap();
        s.pointer_event(10, 10, 0).unwrap();
        s.pointer_event(10, 10, 16).unwrap();
        assert_eq!(s.lock().scroll, (0, 1));
        assert!(s.pointer_event(1280, 0, 0).is_err());
        for (sym, down) in [
            (0x61, true),
            (0x61, false),
            (0xffe1, true),
            (0x42, true),
            (0xffe1, false),
            (0x63, true),
            (0xff08, true),
            (0x0100_20ac, true),
            (0xff0d, true),
        ] {
            s.key_event(sym, down).unwrap();
        }
        assert_eq!(s.lock().echo, "aB€\n");
    }

    #[test]
    fn grab_into_draws_only_when_the_picture_can_have_changed() {
        let s = Synthetic::new(256, 192);
        let target = Target::Display { display: 0 };
        let mut a = s.grab(target).unwrap();
        s.grab_into(target, &mut a).unwrap();
        // Within the same tenth of a second and without input, nothing is drawn.
        let t = Instant::now();
        let mut unchanged = false;
        while t.elapsed() < Duration::from_millis(500) && !unchanged {
            unchanged = !s.grab_into(target, &mut a).unwrap();
        }
        assert!(unchanged);
        s.pointer_event(100, 100, 1).unwrap();
        assert!(s.grab_into(target, &mut a).unwrap(), "input redraws");
    }

    #[test]
    fn backend_is_send_and_sync() {
        fn check<T: Send + Sync>() {}
        check::<Synthetic>();
    }

    #[test]
    #[ignore = "timing measurement; run in release by hand"]
    fn render_timing() {
        let s = Synthetic::new(1920, 1080);
        s.inject(&InputRequest::Type {
            text: "hello world ".repeat(30),
        })
        .unwrap();
        let start = Instant::now();
        for i in 0..20 {
            let _ = s.render_at(Duration::from_millis(i * 100));
        }
        println!(
            "render 1920x1080: {:.2} ms",
            start.elapsed().as_secs_f64() * 1000.0 / 20.0
        );
    }
}
