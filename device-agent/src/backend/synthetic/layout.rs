//! The synthetic screen's fixed windows: where each sits for a screen size (the table in
//! the module doc), its colours, and its title (the echo window's follows the echo text).

use proto::Rect;

use super::Synthetic;
use super::input::InputState;
use crate::canvas::Rgb;

/// Characters of echo text shown in the echo window's title.
const TITLE_ECHO_CHARS: usize = 40;

/// Id of the echo window, the one that shows input.
pub(super) const ECHO_ID: u64 = 3;

/// One window of the fixed layout.
pub(super) struct WindowSpec {
    pub(super) id: u64,
    pub(super) title: &'static str,
    pub(super) class: &'static str,
    pub(super) rect: Rect,
    pub(super) bar: Rgb,
    pub(super) body: Rgb,
    pub(super) text: Rgb,
}

impl Synthetic {
    pub(super) fn layout(&self) -> [WindowSpec; 3] {
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

    pub(super) fn title_of(&self, spec: &WindowSpec, state: &InputState) -> String {
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
}
