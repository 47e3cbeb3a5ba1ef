//! The X11 backend against a real X server: each test starts its own Xvfb (and, where a window
//! manager matters, openbox), so nothing depends on the developer's display.
//!
//! These tests need the Debian packages `xvfb`, `openbox` and `x11-apps`; when a program is
//! missing they fail and say which package to install, rather than being skipped.

// The harness helpers are not `#[test]` functions, but a failed X call in them should fail the
// test just the same.
#![allow(clippy::unwrap_used)]

use std::collections::HashMap;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicU32, Ordering};
use std::thread;
use std::time::{Duration, Instant};

use device_agent::backend::x11::{CaptureMethod, Options, X11};
use device_agent::backend::{Backend, BackendError, CursorImage, Frame};
use device_agent::live::{serve_passthrough, serve_rfb};
use proto::keys::parse_chords;
use proto::{Capability, InputRequest, MouseButton, Target};
use proto::{LiveMode, Rect};
use x11rb::connection::Connection;
use x11rb::protocol::Event;
use x11rb::protocol::xproto::{
    AtomEnum, ConnectionExt as _, CreateWindowAux, EventMask, InputFocus, KeyButMask, PropMode,
    WindowClass,
};
use x11rb::rust_connection::RustConnection;
use x11rb::wrapper::ConnectionExt as _;

use crate::common;
use common::eventually;
use common::rfb_client::{CURSOR, Client, TIGHT, ZRLE, rgb_of};

const PACKAGES: &str = "apt-get install -y xvfb openbox x11-apps";

/// Display numbers handed to tests of this binary, so parallel tests never race for one.
static NEXT_DISPLAY: AtomicU32 = AtomicU32::new(0);

/// An Xvfb server and the programs started against it; all are killed on drop.
struct Session {
    display: String,
    server: Child,
    clients: Vec<Child>,
}

fn spawn(program: &str, args: &[&str], display: Option<&str>) -> std::io::Result<Child> {
    let mut cmd = Command::new(program);
    cmd.args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    if let Some(d) = display {
        cmd.env("DISPLAY", d);
    }
    cmd.spawn()
}

fn must_spawn(program: &str, args: &[&str], display: Option<&str>) -> Child {
    match spawn(program, args, display) {
        Ok(child) => child,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            panic!("`{program}` is not installed; the X11 tests need it: {PACKAGES}")
        }
        Err(e) => panic!("cannot start `{program}`: {e}"),
    }
}

impl Session {
    /// Start `Xvfb :N -screen 0 1280x800x24` on a free display number.
    fn start() -> Session {
        Session::start_with(false)
    }

    /// Like [`Session::start`]; with `tcp`, the server also listens on TCP port 6000 + N and
    /// admits anyone, so a client can reach it as a remote display would be reached.
    fn start_with(tcp: bool) -> Session {
        let base = 200 + (std::process::id() % 400) * 20;
        for _ in 0..40 {
            let n = base + NEXT_DISPLAY.fetch_add(1, Ordering::SeqCst);
            if Path::new(&format!("/tmp/.X11-unix/X{n}")).exists()
                || Path::new(&format!("/tmp/.X{n}-lock")).exists()
            {
                continue;
            }
            let display = format!(":{n}");
            let mut args = vec![display.as_str(), "-screen", "0", "1280x800x24", "-noreset"];
            if tcp {
                args.extend(["-listen", "tcp", "-ac"]);
            } else {
                args.extend(["-nolisten", "tcp"]);
            }
            let mut server = must_spawn("Xvfb", &args, None);
            let deadline = Instant::now() + Duration::from_secs(10);
            loop {
                if let Ok(Some(_)) = server.try_wait() {
                    break; // Lost a race for this number: try the next one.
                }
                if RustConnection::connect(Some(&display)).is_ok() {
                    return Session {
                        display,
                        server,
                        clients: Vec::new(),
                    };
                }
                if Instant::now() > deadline {
                    let _ = server.kill();
                    let _ = server.wait();
                    panic!("Xvfb on {display} did not come up within 10 s");
                }
                thread::sleep(Duration::from_millis(20));
            }
        }
        panic!("no free X display number found");
    }

    /// Start a client program on this display.
    fn run(&mut self, program: &str, args: &[&str]) -> u32 {
        let child = must_spawn(program, args, Some(&self.display));
        let pid = child.id();
        self.clients.push(child);
        pid
    }

    /// Kill the client started with `pid`.
    fn kill(&mut self, pid: u32) {
        if let Some(i) = self.clients.iter().position(|c| c.id() == pid) {
            let mut child = self.clients.remove(i);
            let _ = child.kill();
            let _ = child.wait();
        }
    }

    /// Start openbox and wait until it manages the screen.
    fn window_manager(&mut self) {
        self.run("openbox", &["--sm-disable"]);
        let conn = self.conn();
        let root = conn.setup().roots[0].root;
        let atom = conn
            .intern_atom(false, b"_NET_SUPPORTING_WM_CHECK")
            .unwrap()
            .reply()
            .unwrap()
            .atom;
        eventually(Duration::from_secs(8), "openbox to start", || {
            let reply = conn
                .get_property(false, root, atom, AtomEnum::WINDOW, 0, 1)
                .ok()?
                .reply()
                .ok()?;
            (reply.value_len > 0).then_some(())
        });
    }

    fn conn(&self) -> RustConnection {
        RustConnection::connect(Some(&self.display))
            .expect("connect to Xvfb")
            .0
    }

    fn backend(&self) -> X11 {
        X11::connect(Some(&self.display)).expect("X11 backend connects")
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        for child in self.clients.iter_mut().rev() {
            let _ = child.kill();
            let _ = child.wait();
        }
        // SIGTERM lets Xvfb remove its lock file and socket; SIGKILL only if it hangs.
        if let Ok(pid) = i32::try_from(self.server.id()) {
            // SAFETY: kill(2) on our own child's pid has no memory-safety preconditions.
            unsafe { libc::kill(pid, libc::SIGTERM) };
        }
        let deadline = Instant::now() + Duration::from_secs(2);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.server.try_wait() {
                return;
            }
            thread::sleep(Duration::from_millis(10));
        }
        let _ = self.server.kill();
        let _ = self.server.wait();
    }
}

/// The atom named `name` on `conn`'s server.
fn intern(conn: &RustConnection, name: &str) -> u32 {
    conn.intern_atom(false, name.as_bytes())
        .unwrap()
        .reply()
        .unwrap()
        .atom
}

/// A window of our own, with known properties and a solid background colour.
struct Probe {
    conn: RustConnection,
    window: u32,
}

struct ProbeSpec<'a> {
    title: &'a str,
    class: &'a str,
    rgb: u32,
    x: i16,
    y: i16,
    width: u16,
    height: u16,
}

impl Probe {
    fn open(display: &str, spec: &ProbeSpec) -> Probe {
        let (conn, screen_num) = RustConnection::connect(Some(display)).expect("connect");
        let screen = &conn.setup().roots[screen_num];
        let root = screen.root;
        let window = conn.generate_id().unwrap();
        let events = EventMask::KEY_PRESS
            | EventMask::BUTTON_PRESS
            | EventMask::BUTTON_RELEASE
            | EventMask::STRUCTURE_NOTIFY
            | EventMask::EXPOSURE;
        conn.create_window(
            screen.root_depth,
            window,
            root,
            spec.x,
            spec.y,
            spec.width,
            spec.height,
            0,
            WindowClass::INPUT_OUTPUT,
            0,
            // A 24-bit TrueColor root takes 0xRRGGBB as the pixel value.
            &CreateWindowAux::new()
                .background_pixel(spec.rgb)
                .event_mask(events),
        )
        .unwrap();
        let atom = |name: &str| intern(&conn, name);
        let (net_name, utf8, pid) = (
            atom("_NET_WM_NAME"),
            atom("UTF8_STRING"),
            atom("_NET_WM_PID"),
        );
        conn.change_property8(
            PropMode::REPLACE,
            window,
            AtomEnum::WM_NAME,
            AtomEnum::STRING,
            b"probe",
        )
        .unwrap();
        conn.change_property8(
            PropMode::REPLACE,
            window,
            net_name,
            utf8,
            spec.title.as_bytes(),
        )
        .unwrap();
        let class = format!("{}\0{}\0", spec.class.to_lowercase(), spec.class);
        conn.change_property8(
            PropMode::REPLACE,
            window,
            AtomEnum::WM_CLASS,
            AtomEnum::STRING,
            class.as_bytes(),
        )
        .unwrap();
        conn.change_property32(
            PropMode::REPLACE,
            window,
            pid,
            AtomEnum::CARDINAL,
            &[std::process::id()],
        )
        .unwrap();
        // openbox drops map requests that arrive while it is still starting up, after it has
        // claimed the screen; asking again is harmless once the window is up.
        let deadline = Instant::now() + Duration::from_secs(5);
        'mapped: loop {
            conn.map_window(window).unwrap();
            conn.flush().unwrap();
            let retry = Instant::now() + Duration::from_millis(300);
            while Instant::now() < retry {
                if let Ok(Some(Event::Expose(_))) = conn.poll_for_event() {
                    break 'mapped;
                }
                thread::sleep(Duration::from_millis(5));
            }
            assert!(Instant::now() < deadline, "probe window never exposed");
        }
        Probe { conn, window }
    }

    fn focus(&self) {
        self.conn
            .set_input_focus(InputFocus::PARENT, self.window, x11rb::CURRENT_TIME)
            .unwrap();
        self.conn.sync().unwrap();
    }

    /// Collect what the window receives on another thread until `done` says enough (or 5 s),
    /// then hand the probe back with what it got.
    fn collect(
        self,
        done: impl Fn(&[Received]) -> bool + Send + 'static,
    ) -> thread::JoinHandle<(Probe, Vec<Received>)> {
        thread::spawn(move || {
            let mut keymap = Keymap::fetch(&self.conn);
            let mut got = Vec::new();
            let deadline = Instant::now() + Duration::from_secs(5);
            while !done(&got) && Instant::now() < deadline {
                match self.conn.poll_for_event() {
                    Ok(Some(Event::MappingNotify(_))) => keymap = Keymap::fetch(&self.conn),
                    Ok(Some(Event::KeyPress(e))) => {
                        let state = u16::from(e.state);
                        let held = |m: KeyButMask| state & u16::from(m) != 0;
                        let keysym = keymap.keysym(
                            e.detail,
                            held(KeyButMask::SHIFT),
                            held(KeyButMask::LOCK),
                        );
                        got.push(Received::Key {
                            keysym,
                            ctrl: held(KeyButMask::CONTROL),
                        });
                    }
                    Ok(Some(Event::ButtonPress(e))) => got.push(Received::Button {
                        button: e.detail,
                        x: e.event_x,
                        y: e.event_y,
                        press: true,
                    }),
                    Ok(Some(Event::ButtonRelease(e))) => got.push(Received::Button {
                        button: e.detail,
                        x: e.event_x,
                        y: e.event_y,
                        press: false,
                    }),
                    Ok(Some(_)) => {}
                    Ok(None) => thread::sleep(Duration::from_millis(1)),
                    Err(e) => panic!("probe connection: {e}"),
                }
            }
            (self, got)
        })
    }
}

#[derive(Debug, Clone, PartialEq)]
enum Received {
    Key {
        keysym: u32,
        ctrl: bool,
    },
    Button {
        button: u8,
        x: i16,
        y: i16,
        press: bool,
    },
}

/// A test client's own view of the keyboard mapping, refreshed on MappingNotify.
struct Keymap {
    min: u8,
    per: usize,
    syms: Vec<u32>,
}

impl Keymap {
    fn fetch(conn: &RustConnection) -> Keymap {
        let setup = conn.setup();
        let (min, max) = (setup.min_keycode, setup.max_keycode);
        let reply = conn
            .get_keyboard_mapping(min, max - min + 1)
            .unwrap()
            .reply()
            .unwrap();
        Keymap {
            min,
            per: reply.keysyms_per_keycode.into(),
            syms: reply.keysyms,
        }
    }

    /// The keysym a key produces; Lock inverts Shift for letters, as in XKB's ALPHABETIC type.
    fn keysym(&self, keycode: u8, shift: bool, lock: bool) -> u32 {
        let row = &self.syms[(keycode - self.min) as usize * self.per..][..self.per];
        let plain = row[0];
        let letter = char::from_u32(plain).is_some_and(|c| c.is_ascii_lowercase());
        if !(shift ^ (lock && letter)) {
            return plain;
        }
        match row.get(1) {
            Some(&s) if s != 0 => s,
            // Only letters are needed here: the core rule for an empty shifted level.
            _ if letter => plain - u32::from(b'a' - b'A'),
            _ => plain,
        }
    }
}

/// Text from keysyms as the probe received them: printable keys only, Return as newline.
fn text_of(received: &[Received]) -> String {
    received
        .iter()
        .filter_map(|r| match r {
            Received::Key { keysym: 0xff0d, .. } => Some('\n'),
            Received::Key { keysym, .. } if *keysym >= 0x0100_0000 => {
                char::from_u32(keysym - 0x0100_0000)
            }
            Received::Key { keysym, .. } if *keysym < 0x100 => char::from_u32(*keysym),
            _ => None,
        })
        .collect()
}

/// The button events among what a probe received.
fn buttons_of(got: Vec<Received>) -> Vec<Received> {
    got.into_iter()
        .filter(|r| matches!(r, Received::Button { .. }))
        .collect()
}

/// A button event as the probe sees it.
fn button(button: u8, x: i16, y: i16, press: bool) -> Received {
    Received::Button {
        button,
        x,
        y,
        press,
    }
}

fn rgb_at(frame: &Frame, x: u32, y: u32) -> (u8, u8, u8) {
    let i = y as usize * frame.stride + x as usize * 4;
    (frame.data[i + 2], frame.data[i + 1], frame.data[i])
}

#[test]
fn displays_and_both_capture_paths() {
    let session = Session::start();
    let probe = Probe::open(
        &session.display,
        &ProbeSpec {
            title: "colour",
            class: "Probe",
            rgb: 0x20_80_c0,
            x: 100,
            y: 150,
            width: 200,
            height: 100,
        },
    );
    let x11 = session.backend();
    assert_eq!(x11.name(), "x11");
    assert_eq!(
        x11.capabilities(),
        vec![
            Capability::Screenshot,
            Capability::Windows,
            Capability::Input
        ]
    );

    let displays = x11.displays().unwrap();
    assert_eq!(displays.len(), 1, "{displays:?}");
    let d = &displays[0];
    assert_eq!(
        (d.id, d.x, d.y, d.width, d.height, d.primary),
        (0, 0, 0, 1280, 800, true)
    );
    assert!(!d.name.is_empty());
    println!("{displays:?}");

    assert_eq!(
        x11.capture_method(),
        CaptureMethod::Shm,
        "Xvfb offers MIT-SHM 1.2"
    );
    // A small grab first, so the full-screen one must replace the segment with a larger one.
    let small = x11
        .grab(Target::Window {
            window: u64::from(probe.window),
        })
        .unwrap();
    assert_eq!((small.width, small.height), (200, 100));
    assert_eq!(rgb_at(&small, 0, 0), (0x20, 0x80, 0xc0));
    let shm = x11.grab(Target::Display { display: 0 }).unwrap();
    assert_eq!(
        x11.capture_method(),
        CaptureMethod::Shm,
        "SHM grab fell back to GetImage"
    );
    assert_eq!((shm.width, shm.height, shm.stride), (1280, 800, 1280 * 4));
    assert_eq!(shm.data.len(), 1280 * 800 * 4);
    assert_eq!(rgb_at(&shm, 200, 200), (0x20, 0x80, 0xc0));
    // The segment is reused for a smaller grab and survives a second one.
    let again = x11.grab(Target::Display { display: 0 }).unwrap();
    assert_eq!(again.data, shm.data);

    let slow = X11::connect_with(
        Some(&session.display),
        Options {
            force_get_image: true,
        },
    )
    .unwrap();
    assert_eq!(slow.capture_method(), CaptureMethod::GetImage);
    let plain = slow.grab(Target::Display { display: 0 }).unwrap();
    assert_eq!((plain.width, plain.height), (1280, 800));
    // Alpha may differ between paths; colours may not.
    let colours = |f: &Frame| -> Vec<[u8; 3]> {
        f.data.chunks_exact(4).map(|p| [p[0], p[1], p[2]]).collect()
    };
    assert!(
        colours(&plain) == colours(&shm),
        "SHM and GetImage grabs differ"
    );

    let err = x11.grab(Target::Display { display: 3 }).unwrap_err();
    assert!(matches!(err, BackendError::NotFound(_)), "{err}");

    // Grabbing into a reused frame: an undrawn screen is reported unchanged (DAMAGE says
    // so without a grab), drawing is seen and copied in, and an empty frame is filled.
    let display = Target::Display { display: 0 };
    let mut reused = x11.grab(display).unwrap();
    assert!(
        !x11.grab_into(display, &mut reused).unwrap(),
        "nothing changed"
    );
    assert!(
        !x11.grab_into(display, &mut reused).unwrap(),
        "still nothing"
    );
    assert_eq!(reused.data, shm.data);
    let _drawn = Probe::open(
        &session.display,
        &ProbeSpec {
            title: "drawn",
            class: "Probe",
            rgb: 0xd0_40_10,
            x: 600,
            y: 500,
            width: 50,
            height: 50,
        },
    );
    eventually(
        Duration::from_secs(5),
        "the new window's drawing to be reported",
        || {
            (x11.grab_into(display, &mut reused).unwrap()
                && rgb_at(&reused, 620, 520) == (0xd0, 0x40, 0x10))
                .then_some(())
        },
    );
    let mut empty = reused.clone();
    empty.data = Vec::new();
    empty.width = 0;
    empty.height = 0;
    assert!(x11.grab_into(display, &mut empty).unwrap(), "a new size");
    assert_eq!(
        (empty.width, empty.height, empty.stride),
        (1280, 800, 1280 * 4)
    );
    assert_eq!(empty.data, reused.data);

    let timing = Instant::now();
    for _ in 0..10 {
        x11.grab(Target::Display { display: 0 }).unwrap();
    }
    let shm_ms = timing.elapsed().as_secs_f64() * 100.0;
    let timing = Instant::now();
    for _ in 0..10 {
        slow.grab(Target::Display { display: 0 }).unwrap();
    }
    let get_image_ms = timing.elapsed().as_secs_f64() * 100.0;
    println!("1280x800 grab: SHM {shm_ms:.2} ms, GetImage {get_image_ms:.2} ms");
}

#[test]
fn shm_falls_back_to_get_image_on_a_remote_display() {
    let session = Session::start_with(true);
    let _probe = Probe::open(
        &session.display,
        &ProbeSpec {
            title: "tcp",
            class: "Probe",
            rgb: 0xc0_10_60,
            x: 0,
            y: 0,
            width: 50,
            height: 40,
        },
    );
    // Over TCP the server cannot hand us a segment's file descriptor.
    let remote = format!("127.0.0.1{}", session.display);
    let x11 = X11::connect(Some(&remote)).unwrap();
    assert_eq!(x11.capture_method(), CaptureMethod::Shm);
    let frame = x11.grab(Target::Display { display: 0 }).unwrap();
    assert_eq!(x11.capture_method(), CaptureMethod::GetImage);
    assert_eq!((frame.width, frame.height), (1280, 800));
    assert_eq!(rgb_at(&frame, 10, 10), (0xc0, 0x10, 0x60));
    // And it keeps working without trying SHM again.
    let again = x11.grab(Target::Display { display: 0 }).unwrap();
    assert_eq!(rgb_at(&again, 49, 39), (0xc0, 0x10, 0x60));
}

#[test]
fn windows_under_a_window_manager() {
    let mut session = Session::start();
    session.window_manager();
    let probe = Probe::open(
        &session.display,
        &ProbeSpec {
            title: "Prøbe wïndow ✓",
            class: "Probe",
            rgb: 0x00_c0_40,
            x: 300,
            y: 200,
            width: 320,
            height: 240,
        },
    );
    let logo = session.run(
        "xlogo",
        &[
            "-bg",
            "#00c000",
            "-fg",
            "#0000ff",
            "-geometry",
            "300x200+700+150",
            "-title",
            "Logo test",
        ],
    );
    let x11 = session.backend();

    // A window manager lists a client before it maps it: wait for both to be shown too.
    let windows = eventually(
        Duration::from_secs(8),
        "both windows to be listed and shown",
        || {
            let windows = x11.windows().ok()?;
            let has = |title: &str| windows.iter().any(|w| w.title == title && w.visible);
            (has("Prøbe wïndow ✓") && has("Logo test")).then_some(windows)
        },
    );
    let mine = windows
        .iter()
        .find(|w| w.title == "Prøbe wïndow ✓")
        .unwrap();
    assert_eq!(mine.id, u64::from(probe.window));
    assert_eq!(mine.class.as_deref(), Some("Probe"));
    assert_eq!(mine.pid, Some(std::process::id()));
    assert!(mine.visible);
    // The client area, without openbox's decorations.
    let rect = mine.rect.expect("an X11 window has a place");
    assert_eq!((rect.width, rect.height), (320, 240), "{mine:?}");
    let xlogo = windows.iter().find(|w| w.title == "Logo test").unwrap();
    assert_eq!(xlogo.class.as_deref(), Some("XLogo"));
    assert!(xlogo.visible);
    let logo_rect = xlogo.rect.expect("an X11 window has a place");
    assert!(
        logo_rect.width >= 300 && logo_rect.height >= 200,
        "{xlogo:?}"
    );
    // At most one window has the focus.
    assert!(windows.iter().filter(|w| w.focused).count() <= 1);

    let frame = x11.grab(Target::Window { window: mine.id }).unwrap();
    assert_eq!((frame.width, frame.height), (rect.width, rect.height));
    assert_eq!((frame.source.x, frame.source.y), (rect.x, rect.y));
    assert_eq!(frame.title.as_deref(), Some("Prøbe wïndow ✓"));
    assert_eq!(
        rgb_at(&frame, frame.width / 2, frame.height / 2 + 10),
        (0x00, 0xc0, 0x40)
    );

    let logo_frame = eventually(Duration::from_secs(5), "xlogo to paint", || {
        let f = x11.grab(Target::Window { window: xlogo.id }).ok()?;
        let mut counts: HashMap<(u8, u8, u8), usize> = HashMap::new();
        for p in f.data.chunks_exact(4) {
            *counts.entry((p[2], p[1], p[0])).or_default() += 1;
        }
        let total = (f.width * f.height) as usize;
        let green = counts.get(&(0, 0xc0, 0)).copied().unwrap_or(0);
        let blue = counts.get(&(0, 0, 0xff)).copied().unwrap_or(0);
        (green > total / 4 && blue > total / 50).then_some(f)
    });
    assert_eq!(logo_frame.title.as_deref(), Some("Logo test"));

    // A part of the window is read on its own, and holds exactly those pixels of the window.
    let part = Rect {
        x: 10,
        y: 20,
        width: 50,
        height: 30,
    };
    let mut part_frame = logo_frame.clone();
    part_frame.data.clear();
    x11.grab_part_into(Target::Window { window: xlogo.id }, part, &mut part_frame)
        .unwrap();
    assert_eq!((part_frame.width, part_frame.height), (50, 30));
    assert_eq!(
        (part_frame.source.x, part_frame.source.y),
        (logo_frame.source.x + 10, logo_frame.source.y + 20)
    );
    for y in 0..30 {
        for x in 0..50 {
            assert_eq!(
                rgb_at(&part_frame, x, y),
                rgb_at(&logo_frame, x + 10, y + 20),
                "pixel {x},{y} of the part"
            );
        }
    }
    let outside = Rect { x: 5000, ..part };
    let err = x11
        .grab_part_into(
            Target::Window { window: xlogo.id },
            outside,
            &mut part_frame,
        )
        .unwrap_err();
    assert!(err.to_string().contains("outside the target"), "{err}");

    session.kill(logo);
    eventually(Duration::from_secs(5), "xlogo to disappear", || {
        (!x11.windows().ok()?.iter().any(|w| w.id == xlogo.id)).then_some(())
    });
    let err = x11.grab(Target::Window { window: xlogo.id }).unwrap_err();
    assert!(matches!(err, BackendError::NotFound(_)), "{err}");
    assert_eq!(
        err.to_string(),
        format!("no window {} on this device", xlogo.id)
    );
    let err = x11.grab(Target::Window { window: 1 << 40 }).unwrap_err();
    assert!(matches!(err, BackendError::NotFound(_)), "{err}");
}

#[test]
fn windows_without_a_window_manager() {
    let session = Session::start();
    let probe = Probe::open(
        &session.display,
        &ProbeSpec {
            title: "bare",
            class: "Bare",
            rgb: 0xff_ff_00,
            x: 10,
            y: 20,
            width: 64,
            height: 48,
        },
    );
    let x11 = session.backend();
    let windows = x11.windows().unwrap();
    let bare = windows
        .iter()
        .find(|w| w.id == u64::from(probe.window))
        .expect("listed");
    assert_eq!(bare.title, "bare");
    assert_eq!(
        bare.rect,
        Some(proto::Rect {
            x: 10,
            y: 20,
            width: 64,
            height: 48
        })
    );
    let frame = x11.grab(Target::Window { window: bare.id }).unwrap();
    assert_eq!(rgb_at(&frame, 0, 0), (0xff, 0xff, 0));
    assert_eq!(rgb_at(&frame, 63, 47), (0xff, 0xff, 0));
}

/// The window the input tests type and click into.
const KEYS_PROBE: ProbeSpec = ProbeSpec {
    title: "keys",
    class: "Keys",
    rgb: 0x40_40_40,
    x: 100,
    y: 100,
    width: 400,
    height: 300,
};

#[test]
fn input_reaches_a_client() {
    let session = Session::start();
    let probe = Probe::open(&session.display, &KEYS_PROBE);
    probe.focus();
    let x11 = session.backend();

    // Typing: ASCII with and without Shift, a newline, and characters the US layout lacks.
    let text = "Hello, World! 123\né€ü✓";
    let expected = text.chars().count();
    let events = probe.collect(move |got| text_of(got).chars().count() >= expected);
    assert_eq!(
        x11.inject(&InputRequest::Type { text: text.into() })
            .unwrap(),
        "type 22 chars"
    );
    let (probe, got) = events.join().unwrap();
    assert_eq!(text_of(&got), text);

    // With Caps Lock on, typed text still comes out as given.
    let capslock = InputRequest::Key {
        chords: parse_chords("capslock").unwrap(),
    };
    let events = probe.collect(|got| text_of(got).chars().count() >= 4);
    x11.inject(&capslock).unwrap();
    x11.inject(&InputRequest::Type {
        text: "aB c".into(),
    })
    .unwrap();
    x11.inject(&capslock).unwrap();
    let (_probe, got) = events.join().unwrap();
    assert_eq!(text_of(&got), "aB c");

    // Refusals come before anything is sent.
    let err = x11
        .inject(&InputRequest::Type {
            text: "a\u{7}".into(),
        })
        .unwrap_err();
    assert!(matches!(err, BackendError::Invalid(_)), "{err}");
    let err = x11
        .inject(&InputRequest::Click {
            x: 1280,
            y: 5,
            button: MouseButton::Left,
        })
        .unwrap_err();
    assert!(
        err.to_string().contains("0..1280") && err.to_string().contains("0..800"),
        "{err}"
    );
}

#[test]
fn chords_and_pointer_reach_a_client() {
    let session = Session::start();
    let probe = Probe::open(&session.display, &KEYS_PROBE);
    probe.focus();
    let x11 = session.backend();
    let events = probe.collect(|got| {
        got.iter()
            .filter(|r| matches!(r, Received::Button { press: false, .. }))
            .count()
            >= 6
    });

    let chords = parse_chords("ctrl+a shift+b enter F5").unwrap();
    assert_eq!(
        x11.inject(&InputRequest::Key { chords }).unwrap(),
        "key ctrl+a shift+b enter f5"
    );
    x11.inject(&InputRequest::Click {
        x: 110,
        y: 120,
        button: MouseButton::Left,
    })
    .unwrap();
    x11.inject(&InputRequest::DoubleClick {
        x: 200,
        y: 150,
        button: MouseButton::Right,
    })
    .unwrap();
    x11.inject(&InputRequest::Scroll {
        x: 300,
        y: 300,
        dx: 0,
        dy: 2,
    })
    .unwrap();
    x11.inject(&InputRequest::Drag {
        x: 120,
        y: 130,
        to_x: 220,
        to_y: 230,
        button: MouseButton::Middle,
    })
    .unwrap();
    let (_probe, got) = events.join().unwrap();

    let keys: Vec<&Received> = got
        .iter()
        .filter(|r| matches!(r, Received::Key { .. }))
        .collect();
    let control_l = 0xffe3;
    let shift_l = 0xffe1;
    assert_eq!(
        keys,
        [
            &Received::Key {
                keysym: control_l,
                ctrl: false
            },
            &Received::Key {
                keysym: u32::from(b'a'),
                ctrl: true
            },
            &Received::Key {
                keysym: shift_l,
                ctrl: false
            },
            &Received::Key {
                keysym: u32::from(b'B'),
                ctrl: false
            },
            &Received::Key {
                keysym: 0xff0d,
                ctrl: false
            },
            &Received::Key {
                keysym: 0xffc2,
                ctrl: false
            },
        ]
    );
    let buttons = buttons_of(got);
    let b = button;
    assert_eq!(
        buttons,
        [
            b(1, 10, 20, true),
            b(1, 10, 20, false),
            b(3, 100, 50, true),
            b(3, 100, 50, false),
            b(3, 100, 50, true),
            b(3, 100, 50, false),
            b(5, 200, 200, true),
            b(5, 200, 200, false),
            b(5, 200, 200, true),
            b(5, 200, 200, false),
            b(2, 20, 30, true),
            b(2, 120, 130, false),
        ]
    );
}

#[test]
fn raw_live_input_and_the_cursor_image() {
    let session = Session::start();
    let probe = Probe::open(&session.display, &KEYS_PROBE);
    probe.focus();
    let x11 = session.backend();
    assert!(x11.raw_input());
    let events = probe.collect(|got| {
        text_of(got).chars().count() >= 4
            && got
                .iter()
                .filter(|r| matches!(r, Received::Button { press: false, .. }))
                .count()
                >= 2
    });
    // As a viewer sends them: keysyms with their own down and up, Shift not held for 'I'
    // (the backend holds it), '€' missing from the layout, then Return.
    for keysym in [0x68, 0x49, 0x0100_20ac, 0xff0d] {
        x11.key_event(keysym, true).unwrap();
        x11.key_event(keysym, false).unwrap();
    }
    // Left press and release, then a wheel step up (RFB bit 3 = X button 4).
    for (x, y, buttons) in [
        (110, 120, 0),
        (110, 120, 1),
        (110, 120, 0),
        (300, 300, 8),
        (300, 300, 0),
    ] {
        x11.pointer_event(x, y, buttons).unwrap();
    }
    let (_probe, got) = events.join().unwrap();
    assert_eq!(text_of(&got), "hI€\n");
    let buttons = buttons_of(got);
    let b = button;
    assert_eq!(
        buttons,
        [
            b(1, 10, 20, true),
            b(1, 10, 20, false),
            b(4, 200, 200, true),
            b(4, 200, 200, false)
        ]
    );

    let cursor = x11.cursor().expect("XFixes gives the cursor image");
    assert!(cursor.width > 0 && cursor.height > 0);
    assert_eq!(
        cursor.rgba.len(),
        usize::from(cursor.width) * usize::from(cursor.height) * 4
    );
    assert_eq!(
        x11.cursor().unwrap().serial,
        cursor.serial,
        "same cursor, same serial"
    );
}

#[test]
fn two_grab_into_consumers_both_see_a_change() {
    let mut session = Session::start();
    let x11 = session.backend();
    let target = Target::Display { display: 0 };
    let mut a = x11.grab(target).unwrap();
    let mut b = x11.grab(target).unwrap();
    x11.grab_into(target, &mut a).unwrap();
    x11.grab_into(target, &mut b).unwrap();
    assert!(!x11.grab_into(target, &mut a).unwrap());
    assert!(!x11.grab_into(target, &mut b).unwrap());
    // Draw something: a recording and a live session must both notice.
    let _probe = Probe::open(&session.display, &KEYS_PROBE);
    session.window_manager();
    let first = eventually(Duration::from_secs(5), "a change on the screen", || {
        x11.grab_into(target, &mut a).unwrap().then_some(true)
    });
    assert!(first, "first consumer");
    assert!(x11.grab_into(target, &mut b).unwrap(), "second consumer");
}

#[test]
fn a_live_session_shows_the_x_screen_and_pushes_changes() {
    let session = Session::start();
    let x11: std::sync::Arc<dyn Backend> = std::sync::Arc::new(session.backend());
    let runtime = tokio::runtime::Runtime::new().unwrap();
    runtime.block_on(async {
        let (ours, theirs) = tokio::io::duplex(8 << 20);
        // Control mode: the cursor goes as the pseudo-encoding, the picture is the screen's.
        tokio::spawn(serve_rfb(
            theirs,
            x11.clone(),
            LiveMode::Control,
            false,
            "x",
        ));
        let mut client = Client::connect(ours).await;
        assert_eq!((client.w, client.h), (1280, 800));
        client.set_encodings(&[TIGHT, ZRLE, CURSOR]).await;
        client.request(false).await;
        let update = client.update().await;
        assert!(update.cursor.is_some(), "XFixes cursor sent");
        let screen = x11.grab(Target::Display { display: 0 }).unwrap();
        assert!(client.fb == rgb_of(&screen));

        // A still screen sends nothing.
        client.request(true).await;
        assert!(client.silent_for(Duration::from_millis(300)).await);

        // A window appears: only its tiles come, promptly.
        let shown = Instant::now();
        let _probe = Probe::open(&session.display, &KEYS_PROBE);
        let update = client.update().await;
        eprintln!("window to update: {:?}", shown.elapsed());
        for &(x, y, w, h, _) in &update.rects {
            assert!(
                x >= 64 && y >= 64 && x + w <= 512 && y + h <= 448,
                "{:?}",
                update.rects
            );
        }
        assert_eq!(client.at(150, 150), [0x40, 0x40, 0x40]);
        let screen = x11.grab(Target::Display { display: 0 }).unwrap();
        assert!(client.fb == rgb_of(&screen));
    });
}

/// The screen as a view session should show it: `cursor` blended in at its position.
fn composited(screen: &Frame, cursor: &CursorImage) -> Vec<[u8; 3]> {
    let mut rgb = rgb_of(screen);
    let (px, py) = cursor.position.unwrap();
    let (left, top) = (px - i32::from(cursor.hot_x), py - i32::from(cursor.hot_y));
    for (i, p) in cursor.rgba.chunks_exact(4).enumerate() {
        let x = left + (i % usize::from(cursor.width)) as i32;
        let y = top + (i / usize::from(cursor.width)) as i32;
        if p[3] == 0 || x < 0 || y < 0 || x >= screen.width as i32 || y >= screen.height as i32 {
            continue;
        }
        let a = u32::from(p[3]);
        let dst = &mut rgb[y as usize * screen.width as usize + x as usize];
        for c in 0..3 {
            dst[c] = ((u32::from(p[c]) * a + u32::from(dst[c]) * (255 - a) + 127) / 255) as u8;
        }
    }
    rgb
}

/// The 64x64 tiles the cursor's box covers.
fn cursor_tiles(cursor: &CursorImage) -> Vec<(i32, i32)> {
    let (px, py) = cursor.position.unwrap();
    let (left, top) = (px - i32::from(cursor.hot_x), py - i32::from(cursor.hot_y));
    let mut out = Vec::new();
    for ty in top.max(0) / 64..=(top + i32::from(cursor.height) - 1) / 64 {
        for tx in left.max(0) / 64..=(left + i32::from(cursor.width) - 1) / 64 {
            out.push((tx, ty));
        }
    }
    out
}

#[test]
fn a_view_session_draws_the_device_pointer_where_xtest_moves_it() {
    let session = Session::start();
    let x11: std::sync::Arc<dyn Backend> = std::sync::Arc::new(session.backend());
    x11.pointer_event(200, 200, 0).unwrap();
    let first = x11.cursor().expect("XFixes gives the cursor");
    assert_eq!(first.position, Some((200, 200)));
    let runtime = tokio::runtime::Runtime::new().unwrap();
    runtime.block_on(async {
        let (ours, theirs) = tokio::io::duplex(8 << 20);
        tokio::spawn(serve_rfb(theirs, x11.clone(), LiveMode::View, false, "x"));
        let mut client = Client::connect(ours).await;
        client.set_encodings(&[ZRLE, CURSOR]).await;
        client.request(false).await;
        let update = client.update().await;
        assert!(
            update.cursor.is_none(),
            "no cursor pseudo-rectangle in view mode"
        );
        let screen = x11.grab(Target::Display { display: 0 }).unwrap();
        let expected = composited(&screen, &first);
        assert!(
            expected != rgb_of(&screen),
            "the cursor shows on this background"
        );
        assert!(client.fb == expected, "the pointer is drawn at 200,200");

        // XTEST moves the pointer: only the tiles under its old and new places come.
        client.request(true).await;
        x11.pointer_event(600, 400, 0).unwrap();
        let update = client.update().await;
        let moved = x11.cursor().unwrap();
        assert_eq!(moved.position, Some((600, 400)));
        let mut allowed = cursor_tiles(&first);
        allowed.extend(cursor_tiles(&moved));
        for &(x, y, w, h, _) in &update.rects {
            for ty in i32::from(y) / 64..(i32::from(y) + i32::from(h) + 63) / 64 {
                for tx in i32::from(x) / 64..(i32::from(x) + i32::from(w) + 63) / 64 {
                    assert!(
                        allowed.contains(&(tx, ty)),
                        "rect {x},{y} {w}x{h} covers tile {tx},{ty}"
                    );
                }
            }
        }
        let screen = x11.grab(Target::Display { display: 0 }).unwrap();
        assert!(
            client.fb == composited(&screen, &moved),
            "the pointer moved"
        );
    });
}

#[test]
fn passthrough_to_x11vnc_shows_the_screen_and_filters_input_in_view_mode() {
    for mode in [LiveMode::View, LiveMode::Control, LiveMode::Moderate] {
        let mut session = Session::start();
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let port_arg = port.to_string();
        session.run(
            "x11vnc",
            &[
                "-localhost",
                "-rfbport",
                &port_arg,
                "-nopw",
                "-forever",
                "-quiet",
                "-nocursor",
            ],
        );
        let addr: std::net::SocketAddr = format!("127.0.0.1:{port}").parse().unwrap();
        eventually(Duration::from_secs(10), "x11vnc to listen", || {
            std::net::TcpStream::connect(addr).ok()
        });
        let probe = Probe::open(&session.display, &KEYS_PROBE);
        probe.focus();
        let events = probe.collect(|got| !got.is_empty());
        let x11 = session.backend();
        let runtime = tokio::runtime::Runtime::new().unwrap();
        runtime.block_on(async {
            let (ours, theirs) = tokio::io::duplex(8 << 20);
            tokio::spawn(serve_passthrough(theirs, addr, mode));
            let mut client = Client::connect(ours).await;
            assert_eq!((client.w, client.h), (1280, 800));
            client.set_encodings(&[ZRLE]).await;
            client.request(false).await;
            client.update().await;
            let screen = x11.grab(Target::Display { display: 0 }).unwrap();
            assert!(
                client.fb == rgb_of(&screen),
                "x11vnc's picture through the tunnel"
            );
            // A click and a key inside the probe window.
            client.pointer(150, 150, 0).await;
            client.pointer(150, 150, 1).await;
            client.pointer(150, 150, 0).await;
            client.key(0x61, true).await;
            client.key(0x61, false).await;
            client.request(false).await;
            client.update().await;
        });
        let (_probe, got) = events.join().unwrap();
        match mode {
            LiveMode::View | LiveMode::Moderate => {
                assert!(got.is_empty(), "{mode:?} let input through: {got:?}")
            }
            LiveMode::Control => assert!(!got.is_empty(), "control mode input arrived"),
        }
    }
}

#[test]
fn a_part_grab_sees_drawing_inside_it_and_not_elsewhere() {
    let session = Session::start();
    let x11 = session.backend();
    let target = Target::Display { display: 0 };
    let part = Rect {
        x: 100,
        y: 100,
        width: 300,
        height: 200,
    };
    let mut frame = Frame::empty();
    assert!(x11.grab_part_into(target, part, &mut frame).unwrap());
    assert_eq!(frame.source, part);
    assert!(!x11.grab_part_into(target, part, &mut frame).unwrap());
    let probe = |title, rgb, x, y| ProbeSpec {
        title,
        class: "Probe",
        rgb,
        x,
        y,
        width: 100,
        height: 100,
    };
    // A window drawn far from the part: damage is reported, but not there.
    let _elsewhere = Probe::open(&session.display, &probe("elsewhere", 0xc0_00_00, 600, 400));
    for _ in 0..3 {
        assert!(!x11.grab_part_into(target, part, &mut frame).unwrap());
    }
    // One that overlaps its corner: seen, with its colour in the frame.
    let _inside = Probe::open(&session.display, &probe("inside", 0x00_00_c0, 350, 250));
    let changed = eventually(
        Duration::from_secs(5),
        "the drawing inside the part",
        || {
            x11.grab_part_into(target, part, &mut frame)
                .unwrap()
                .then_some(true)
        },
    );
    assert!(changed);
    assert_eq!(rgb_at(&frame, 299, 199), (0, 0, 0xc0));
    assert!(!x11.grab_part_into(target, part, &mut frame).unwrap());
}

#[test]
fn a_whole_screen_grab_that_reads_only_the_damage_matches_a_fresh_grab() {
    let session = Session::start();
    let x11 = session.backend();
    let target = Target::Display { display: 0 };
    // `often` grabs after each drawing; `seldom` only at the end, so its grab has to read
    // what several generations damaged.
    let mut often = Frame::empty();
    let mut seldom = Frame::empty();
    assert!(x11.grab_into(target, &mut often).unwrap());
    assert!(x11.grab_into(target, &mut seldom).unwrap());
    let probe = |title, rgb, x, y| ProbeSpec {
        title,
        class: "Probe",
        rgb,
        x,
        y,
        width: 120,
        height: 90,
    };
    let mut probes = Vec::new();
    for (i, (rgb, x, y)) in [
        (0xc0_00_00, 10, 20),
        (0x00_c0_00, 600, 350),
        (0x00_00_c0, 1100, 650),
    ]
    .into_iter()
    .enumerate()
    {
        probes.push(Probe::open(
            &session.display,
            &probe(["first", "second", "third"][i], rgb, x, y),
        ));
        let (cx, cy) = (x as u32 + 60, y as u32 + 45);
        eventually(Duration::from_secs(5), "the probe in the frame", || {
            x11.grab_into(target, &mut often).unwrap();
            (rgb_at(&often, cx, cy) == ((rgb >> 16) as u8, (rgb >> 8) as u8, rgb as u8))
                .then_some(())
        });
    }
    assert!(x11.grab_into(target, &mut seldom).unwrap());
    let fresh = x11.grab(target).unwrap();
    let rows = |f: &Frame| {
        f.data
            .chunks(f.stride)
            .map(|r| r[..f.width as usize * 4].to_vec())
            .collect::<Vec<_>>()
    };
    assert_eq!((often.width, often.height), (fresh.width, fresh.height));
    assert!(
        rows(&often) == rows(&fresh),
        "the often-grabbed frame differs from a fresh grab"
    );
    assert!(
        rows(&seldom) == rows(&fresh),
        "the seldom-grabbed frame differs from a fresh grab"
    );
    drop(probes);
}

/// A frame that another consumer builds from `old`'s buffer (the same address, as a recycled
/// buffer has), its pixels stale.
fn take_over(mut old: Frame) -> Frame {
    let (width, height, stride, source) = (old.width, old.height, old.stride, old.source);
    let mut data = std::mem::take(&mut old.data);
    drop(old);
    data.fill(0x55);
    let address = data.as_ptr();
    let new = Frame::new(width, height, stride, data, source);
    assert_eq!(new.data.as_ptr(), address);
    new
}

#[test]
fn a_frame_given_a_dropped_frames_buffer_is_grabbed_in_full() {
    let session = Session::start();
    let x11 = session.backend();
    let target = Target::Display { display: 0 };
    let rows = |f: &Frame| {
        f.data
            .chunks(f.stride)
            .map(|r| r[..f.width as usize * 4].to_vec())
            .collect::<Vec<_>>()
    };

    // Nothing drawn since A's last grab: B's pixels are stale all the same.
    let mut a = Frame::empty();
    assert!(x11.grab_into(target, &mut a).unwrap());
    assert!(!x11.grab_into(target, &mut a).unwrap(), "a still screen");
    let mut b = take_over(a);
    assert!(
        x11.grab_into(target, &mut b).unwrap(),
        "B is grabbed for real"
    );
    assert!(
        rows(&b) == rows(&x11.grab(target).unwrap()),
        "B shows the screen"
    );

    // Drawn in a corner since A's last grab: B needs more than the damaged part.
    let mut a = Frame::empty();
    assert!(x11.grab_into(target, &mut a).unwrap());
    let mut b = take_over(a);
    let spec = ProbeSpec {
        title: "corner",
        class: "Probe",
        rgb: 0x00_c0_00,
        x: 40,
        y: 30,
        width: 100,
        height: 80,
    };
    let _probe = Probe::open(&session.display, &spec);
    eventually(Duration::from_secs(5), "the probe in the frame", || {
        x11.grab_into(target, &mut b).unwrap();
        (rgb_at(&b, 90, 70) == (0, 0xc0, 0)).then_some(())
    });
    assert!(
        rows(&b) == rows(&x11.grab(target).unwrap()),
        "B shows the whole screen, not only the probe"
    );
}

#[test]
fn a_window_change_wait_wakes_on_the_focus_and_its_title_under_a_window_manager() {
    let session = Session::start();
    let x11 = session.backend();
    let spec = |title| ProbeSpec {
        title,
        class: "Probe",
        rgb: 0x40_40_40,
        x: 10,
        y: 10,
        width: 50,
        height: 50,
    };
    let (a, b) = (
        Probe::open(&session.display, &spec("first")),
        Probe::open(&session.display, &spec("second")),
    );
    let conn = session.conn();
    let root = conn.setup().roots[0].root;
    let atom = |name: &str| intern(&conn, name);
    let (clients, active, net_name, utf8) = (
        atom("_NET_CLIENT_LIST"),
        atom("_NET_ACTIVE_WINDOW"),
        atom("_NET_WM_NAME"),
        atom("UTF8_STRING"),
    );
    let activate = |window: u32| {
        conn.change_property32(PropMode::REPLACE, root, active, AtomEnum::WINDOW, &[window])
            .unwrap();
        conn.sync().unwrap();
    };
    let retitle = |window: u32, title: &str| {
        conn.change_property8(PropMode::REPLACE, window, net_name, utf8, title.as_bytes())
            .unwrap();
        conn.sync().unwrap();
    };
    let quiet = |x11: &X11| {
        // Whatever came before is read; then nothing changes for a while.
        while x11.wait_window_change(Duration::from_millis(100)).unwrap() {}
        assert!(!x11.wait_window_change(Duration::from_millis(300)).unwrap());
    };
    let woken = |x11: &X11, what: &str| {
        let t0 = Instant::now();
        assert!(
            x11.wait_window_change(Duration::from_secs(5)).unwrap(),
            "no wake for {what}"
        );
        assert!(
            t0.elapsed() < Duration::from_secs(2),
            "{what}: {:?}",
            t0.elapsed()
        );
    };
    let focused = |x11: &X11| {
        let windows = x11.windows().unwrap();
        windows
            .into_iter()
            .find(|w| w.focused)
            .map(|w| (w.id, w.title))
    };

    // No window manager: the X input focus moves without a word, so the caller polls.
    let t0 = Instant::now();
    assert!(x11.wait_window_change(Duration::from_millis(300)).unwrap());
    assert!(
        t0.elapsed() >= Duration::from_millis(250),
        "{:?}",
        t0.elapsed()
    );
    // A manager (this test plays one) keeps its client list and the active window.
    conn.change_property32(
        PropMode::REPLACE,
        root,
        clients,
        AtomEnum::WINDOW,
        &[a.window, b.window],
    )
    .unwrap();
    conn.sync().unwrap();
    quiet(&x11);
    activate(a.window);
    woken(&x11, "the focus on the first window");
    assert_eq!(focused(&x11), Some((u64::from(a.window), "first".into())));
    quiet(&x11);
    retitle(a.window, "first, renamed");
    woken(&x11, "the focused window's new title");
    assert_eq!(
        focused(&x11),
        Some((u64::from(a.window), "first, renamed".into()))
    );
    // A window without the focus renames itself: no wake.
    quiet(&x11);
    retitle(b.window, "second, renamed");
    assert!(!x11.wait_window_change(Duration::from_millis(500)).unwrap());
    activate(b.window);
    woken(&x11, "the focus on the second window");
    // The watch follows the focus: the first window's titles no longer wake it.
    quiet(&x11);
    retitle(a.window, "first again");
    assert!(!x11.wait_window_change(Duration::from_millis(500)).unwrap());
    retitle(b.window, "second again");
    woken(&x11, "the newly focused window's title");
}
