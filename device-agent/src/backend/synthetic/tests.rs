//! The synthetic screen against its documented picture and input rules, through the
//! `Backend` trait as the agent uses it.

use std::time::{Duration, Instant};

use proto::keys::parse_chords;
use proto::{InputRequest, MouseButton, Rect, Target};

use super::Synthetic;
use super::draw::{BAND, BLUE, BOX, GREEN, MAGENTA, RED, WHITE, YELLOW};
use super::input::{MAX_ECHO_CHARS, MAX_MARKS};
use crate::backend::{Backend, BackendError, Frame};
use crate::canvas::Rgb;

fn rgb(frame: &Frame, x: u32, y: u32) -> Rgb {
    let i = y as usize * frame.stride + x as usize * 4;
    (frame.data[i + 2], frame.data[i + 1], frame.data[i])
}

fn window_rects(s: &Synthetic) -> Vec<(i32, i32, u32, u32)> {
    s.windows()
        .unwrap()
        .iter()
        .filter_map(|w| w.rect)
        .map(|r| (r.x, r.y, r.width, r.height))
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
fn a_frame_given_a_dropped_frames_buffer_is_drawn_though_the_picture_did_not_change() {
    let s = Synthetic::new(256, 192);
    let target = Target::Display { display: 0 };
    let mut a = s.grab(target).unwrap();
    s.grab_into(target, &mut a).unwrap();
    // Another consumer takes A's buffer, at the same address, with stale pixels in it.
    let (width, height, stride, source) = (a.width, a.height, a.stride, a.source);
    let mut data = std::mem::take(&mut a.data);
    drop(a);
    data.fill(0);
    let address = data.as_ptr();
    let mut b = Frame::new(width, height, stride, data, source);
    assert_eq!(b.data.as_ptr(), address);
    assert!(s.grab_into(target, &mut b).unwrap(), "B is a new consumer");
    assert!(b.data.iter().any(|&byte| byte != 0), "B holds the picture");
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
