//! The X11 backend: screenshots, windows and input of an X display, over the X protocol only.
//!
//! It speaks the protocol directly (x11rb's pure-Rust connection), so the agent needs no
//! Xlib or XCB at run time and one binary works on any X server. Pieces, each in its own
//! module: pixels come from MIT-SHM or `GetImage` (`capture`), monitors from RandR
//! (`displays`), windows from the EWMH properties of the window manager (`windows`) and
//! input from XTEST (`input`).
//!
//! Coordinates are root-window pixels, which are the device's global coordinates. A window
//! grab is the window's rectangle cut from the root window, i.e. what is on screen there,
//! including anything overlapping it, clipped to the screen; the rectangle is the client area
//! (the application's own window, without the window manager's frame).
//!
//! The connection is shared by all threads (x11rb's connection is `Sync`); the SHM segment and
//! the keyboard remapping each sit behind their own mutex.

mod capture;
mod damage;
mod displays;
mod focus;
mod input;
mod keymap;
mod pixels;
mod windows;

use std::sync::{Mutex, MutexGuard};
use std::time::{Duration, Instant};

use proto::{Capability, Display, InputRequest, Rect, Target, Window};
use x11rb::connection::{Connection, RequestConnection};
use x11rb::protocol::shm::{self, ConnectionExt as _};
use x11rb::protocol::xfixes::{self, ConnectionExt as _};
use x11rb::protocol::xproto::{ConnectionExt as _, ImageOrder, Window as XWindow};
use x11rb::protocol::xtest;
use x11rb::rust_connection::RustConnection;

pub use self::capture::CaptureMethod;
use self::capture::{Area, Capturer};
use self::damage::DamageWatch;
use self::focus::FocusWatch;
use self::pixels::PixelLayout;
use self::windows::Atoms;
use super::consumer::{ConsumerId, LastGrabs};
use super::summary::summary;
use super::{Backend, BackendError, Changed, CursorImage, Frame};

/// Choices for [`X11::connect_with`].
#[derive(Debug, Clone, Copy, Default)]
pub struct Options {
    /// Never use MIT-SHM, always `GetImage` (for tests and for servers whose SHM misbehaves).
    pub force_get_image: bool,
}

/// An X display as a [`Backend`].
pub struct X11 {
    conn: RustConnection,
    root: XWindow,
    layout: PixelLayout,
    atoms: Atoms,
    has_xtest: bool,
    has_monitors: bool,
    capture: Mutex<Capturer>,
    /// Whether anything was drawn since the last `grab_into` (`None`: no DAMAGE extension).
    damage: Option<DamageWatch>,
    /// The damage generation each `grab_into` consumer last grabbed at, with the part it
    /// asked for (a new part is always read).
    seen: Mutex<LastGrabs<(u64, Option<Rect>)>>,
    /// Held for a whole input action, so two actions never borrow the same spare keycode.
    input: Mutex<()>,
    /// Raw (live viewer) input state: the buttons held and the keys pressed or borrowed.
    raw: Mutex<RawInput>,
    /// Whether XFixes 2+ is there to read the cursor image.
    has_xfixes: bool,
    /// The display connected to (`None`: `$DISPLAY`), for the focus watch's connection.
    display_name: Option<String>,
    /// The focus watch: not opened yet, open, or failed to open (then callers poll).
    focus: Mutex<Option<Option<FocusWatch>>>,
}

/// What raw pointer and key events need to remember between events.
#[derive(Default)]
struct RawInput {
    buttons: u8,
    keys: input::RawKeys,
}

fn failed(what: &str, error: impl std::fmt::Display) -> BackendError {
    BackendError::Failed(format!("{what}: {error}"))
}

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    // Both guarded values are consistent between statements, so a poisoned lock is usable.
    mutex
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

impl X11 {
    /// Connect to `display_name` (`None`: `$DISPLAY`) with default options.
    pub fn connect(display_name: Option<&str>) -> Result<X11, BackendError> {
        X11::connect_with(display_name, Options::default())
    }

    /// Connect to `display_name` (`None`: `$DISPLAY`).
    pub fn connect_with(display_name: Option<&str>, options: Options) -> Result<X11, BackendError> {
        let shown = display_name.unwrap_or("$DISPLAY");
        let (conn, screen_num) = RustConnection::connect(display_name)
            .map_err(|e| BackendError::Failed(format!("cannot open X display {shown}: {e}")))?;
        let setup = conn.setup();
        let screen = setup.roots.get(screen_num).ok_or_else(|| {
            BackendError::Failed(format!("X display {shown} has no screen {screen_num}"))
        })?;
        let root = screen.root;
        let format = setup
            .pixmap_formats
            .iter()
            .find(|f| f.depth == screen.root_depth)
            .ok_or_else(|| {
                BackendError::Failed(format!("no pixmap format for depth {}", screen.root_depth))
            })?;
        let visual = screen
            .allowed_depths
            .iter()
            .flat_map(|d| d.visuals.iter())
            .find(|v| v.visual_id == screen.root_visual)
            .ok_or_else(|| BackendError::Failed("the root visual is not described".into()))?;
        let layout = PixelLayout {
            bits_per_pixel: format.bits_per_pixel,
            scanline_pad: format.scanline_pad,
            msb_first: setup.image_byte_order == ImageOrder::MSB_FIRST,
            red_mask: visual.red_mask,
            green_mask: visual.green_mask,
            blue_mask: visual.blue_mask,
        };

        let atoms = Atoms::new(&conn)
            .map_err(|e| failed("InternAtom", e))?
            .reply()
            .map_err(|e| failed("InternAtom", e))?;
        let has_xtest = conn
            .extension_information(xtest::X11_EXTENSION_NAME)
            .map_err(|e| failed("QueryExtension", e))?
            .is_some();
        let has_monitors = displays::has_monitors(&conn);
        let (method, reason) = choose_capture(&conn, options);
        // XFixes must be told our version before any other request; 2.0 has GetCursorImage's
        // serial, which tells a changed cursor from the same one, and the regions damage is
        // fetched as.
        let has_xfixes = conn
            .extension_information(xfixes::X11_EXTENSION_NAME)
            .ok()
            .flatten()
            .is_some()
            && conn
                .xfixes_query_version(4, 0)
                .ok()
                .and_then(|c| c.reply().ok())
                .is_some_and(|v| v.major_version >= 2);
        let damage = DamageWatch::new(&conn, root, has_xfixes);
        tracing::info!(display = shown, method = ?method, reason, xtest = has_xtest, damage = damage.is_some(), "X11 backend ready");

        Ok(X11 {
            root,
            layout,
            atoms,
            has_xtest,
            has_monitors,
            capture: Mutex::new(Capturer::new(method)),
            damage,
            seen: Mutex::new(LastGrabs::new()),
            input: Mutex::new(()),
            raw: Mutex::new(RawInput::default()),
            has_xfixes,
            display_name: display_name.map(str::to_owned),
            focus: Mutex::new(None),
            conn,
        })
    }

    /// How the next grab will read pixels (SHM can fall back to `GetImage` after a failure).
    pub fn capture_method(&self) -> CaptureMethod {
        lock(&self.capture).method()
    }

    fn root_size(&self) -> Result<(u32, u32), BackendError> {
        let g = self
            .conn
            .get_geometry(self.root)
            .map_err(|e| failed("GetGeometry", e))?
            .reply()
            .map_err(|e| failed("GetGeometry", e))?;
        Ok((g.width.into(), g.height.into()))
    }

    /// The rectangle a target covers now, its title (windows) and its name for messages.
    fn resolve(&self, target: Target) -> Result<(Rect, Option<String>, String), BackendError> {
        match target {
            Target::Display { display } => {
                let d = displays::list(&self.conn, self.root, self.has_monitors, false)?
                    .into_iter()
                    .find(|d| d.id == display)
                    .ok_or_else(|| {
                        BackendError::NotFound(format!("no display {display} on this device"))
                    })?;
                let rect = Rect {
                    x: d.x,
                    y: d.y,
                    width: d.width,
                    height: d.height,
                };
                Ok((rect, None, format!("display {display}")))
            }
            Target::Window { window } => {
                let info = windows::info(&self.conn, self.root, &self.atoms, window)?;
                if !info.viewable {
                    return Err(BackendError::Invalid(format!(
                        "window {window} is not visible (minimized or unmapped)"
                    )));
                }
                Ok((
                    info.rect,
                    Some(info.window.title),
                    format!("window {window}"),
                ))
            }
        }
    }

    /// Read `rect` of the root window, clipped to the screen.
    fn grab_rect(
        &self,
        rect: Rect,
        title: Option<String>,
        what: &str,
    ) -> Result<Frame, BackendError> {
        let (width, height) = self.root_size()?;
        let area = clip(rect, width, height)
            .ok_or_else(|| BackendError::Invalid(format!("{what} is entirely off screen")))?;
        let data = lock(&self.capture).grab(&self.conn, self.root, &self.layout, area)?;
        let source = Rect {
            x: area.x.into(),
            y: area.y.into(),
            width: area.width.into(),
            height: area.height.into(),
        };
        let mut frame = Frame::new(
            area.width.into(),
            area.height.into(),
            usize::from(area.width) * 4,
            data,
            source,
        );
        frame.title = title;
        Ok(frame)
    }

    /// Run one raw (live viewer) input event through XTEST, serialized with other input.
    fn raw_event(
        &self,
        event: impl FnOnce(input::Injector<'_>, &mut RawInput) -> Result<(), BackendError>,
    ) -> Result<(), BackendError> {
        if !self.has_xtest {
            return Err(BackendError::Unsupported(
                "this X server has no XTEST extension, so input cannot be injected".into(),
            ));
        }
        let _serial = lock(&self.input);
        let mut raw = lock(&self.raw);
        let result = event(input::Injector::new(&self.conn, self.root), &mut raw);
        // Injecting drains the event queue, damage reports included.
        if let Some(damage) = &self.damage {
            damage.mark_dirty();
        }
        result
    }

    fn check_point(&self, x: i32, y: i32, size: (u32, u32)) -> Result<(), BackendError> {
        let inside = x >= 0 && y >= 0 && (x as u32) < size.0 && (y as u32) < size.1;
        if inside {
            Ok(())
        } else {
            Err(BackendError::Invalid(format!(
                "point {x},{y} is outside the screen: x must be in 0..{}, y in 0..{}",
                size.0, size.1
            )))
        }
    }

    /// [`Backend::grab_into`] of the whole target or of `part` of it: MIT-SHM reads only
    /// that rectangle of the screen.
    fn grab_area_into(
        &self,
        target: Target,
        part: Option<Rect>,
        frame: &mut Frame,
    ) -> Result<Changed, BackendError> {
        // Nothing drawn since this consumer's last grab: the frame still holds the screen.
        // (A recording and a live session both grab; each has its own frame.)
        let generation = match &self.damage {
            Some(damage) => Some(damage.generation(&self.conn)?),
            None => None,
        };
        let consumer = frame.consumer();
        if let Some(g) = generation
            && !frame.data.is_empty()
            && lock(&self.seen).of(consumer) == Some(&(g, part))
        {
            frame.captured_at = Instant::now();
            return Ok(Changed::Nothing);
        }
        let (rect, title, what) = self.resolve(target)?;
        let rect = match part {
            None => rect,
            Some(part) => {
                let cut = super::part_of(part, rect.width, rect.height)?;
                Rect {
                    x: rect.x + cut.x,
                    y: rect.y + cut.y,
                    ..cut
                }
            }
        };
        let (width, height) = self.root_size()?;
        let area = clip(rect, width, height)
            .ok_or_else(|| BackendError::Invalid(format!("{what} is entirely off screen")))?;
        let same_area = frame.source
            == Rect {
                x: area.x.into(),
                y: area.y.into(),
                width: area.width.into(),
                height: area.height.into(),
            };
        // Where drawing happened in this area since the frame's last grab, if known.
        let damaged = match &self.damage {
            Some(damage) if !frame.data.is_empty() && same_area => self
                .seen_at(consumer, part)
                .and_then(|since| damage.damaged_since(since, frame.source)),
            _ => None,
        };
        if let (Some(rects), Some(g)) = (damaged, generation) {
            // Nothing drawn here: the frame still holds this area. Drawn in a few places:
            // read only those (a video playing in a corner costs its own pixels, not the
            // screen's).
            let parts: Vec<Area> = rects
                .iter()
                .filter_map(|r| clip(*r, width, height))
                .collect();
            let changed = if parts.is_empty() {
                Some(Vec::new())
            } else {
                lock(&self.capture).grab_parts_into(
                    &self.conn,
                    self.root,
                    &self.layout,
                    area,
                    &parts,
                    &mut frame.data,
                )?
            };
            if let Some(changed) = changed {
                lock(&self.seen).note(consumer, (g, part));
                frame.captured_at = Instant::now();
                frame.title = title;
                // In the frame's own coordinates.
                let local = |p: &Area| Rect {
                    x: i32::from(p.x) - i32::from(area.x),
                    y: i32::from(p.y) - i32::from(area.y),
                    width: p.width.into(),
                    height: p.height.into(),
                };
                return Ok(if changed.is_empty() {
                    Changed::Nothing
                } else {
                    Changed::Parts(changed.iter().map(local).collect())
                });
            }
        }
        let resized = (frame.width, frame.height) != (area.width.into(), area.height.into());
        let changed = lock(&self.capture).grab_into(
            &self.conn,
            self.root,
            &self.layout,
            area,
            &mut frame.data,
        )?;
        frame.width = area.width.into();
        frame.height = area.height.into();
        frame.stride = usize::from(area.width) * 4;
        frame.source = Rect {
            x: area.x.into(),
            y: area.y.into(),
            width: area.width.into(),
            height: area.height.into(),
        };
        frame.captured_at = Instant::now();
        frame.title = title;
        if let Some(g) = generation {
            lock(&self.seen).note(consumer, (g, part));
        }
        Ok(if changed || resized {
            Changed::All
        } else {
            Changed::Nothing
        })
    }

    /// The generation `consumer` last grabbed `part` at.
    fn seen_at(&self, consumer: ConsumerId, part: Option<Rect>) -> Option<u64> {
        lock(&self.seen)
            .of(consumer)
            .filter(|(_, p)| *p == part)
            .map(|(g, _)| *g)
    }
}

/// Pick SHM when allowed and the server has MIT-SHM 1.2 (server-created segments); say why.
fn choose_capture(conn: &RustConnection, options: Options) -> (CaptureMethod, &'static str) {
    if options.force_get_image {
        return (CaptureMethod::GetImage, "GetImage forced by options");
    }
    match conn.extension_information(shm::X11_EXTENSION_NAME) {
        Ok(Some(_)) => {}
        _ => return (CaptureMethod::GetImage, "server has no MIT-SHM"),
    }
    let version = conn.shm_query_version().ok().and_then(|c| c.reply().ok());
    match version {
        Some(v) if (v.major_version, v.minor_version) >= (1, 2) => {
            (CaptureMethod::Shm, "MIT-SHM 1.2 available")
        }
        _ => (
            CaptureMethod::GetImage,
            "server's MIT-SHM is older than 1.2",
        ),
    }
}

/// The part of `rect` on a `width` x `height` screen, if any.
fn clip(rect: Rect, width: u32, height: u32) -> Option<Area> {
    let left = i64::from(rect.x).max(0);
    let top = i64::from(rect.y).max(0);
    let right = (i64::from(rect.x) + i64::from(rect.width)).min(i64::from(width));
    let bottom = (i64::from(rect.y) + i64::from(rect.height)).min(i64::from(height));
    if left >= right || top >= bottom {
        return None;
    }
    // X coordinates are 16-bit, so a screen is at most 32767 pixels across.
    Some(Area {
        x: i16::try_from(left).ok()?,
        y: i16::try_from(top).ok()?,
        width: u16::try_from(right - left).ok()?,
        height: u16::try_from(bottom - top).ok()?,
    })
}

impl Backend for X11 {
    fn name(&self) -> &'static str {
        "x11"
    }

    fn capabilities(&self) -> Vec<Capability> {
        let mut caps = vec![Capability::Screenshot, Capability::Windows];
        if self.has_xtest {
            caps.push(Capability::Input);
        }
        caps
    }

    fn displays(&self) -> Result<Vec<Display>, BackendError> {
        displays::list(&self.conn, self.root, self.has_monitors, true)
    }

    fn windows(&self) -> Result<Vec<Window>, BackendError> {
        windows::list(&self.conn, self.root, &self.atoms)
    }

    fn wait_window_change(&self, timeout: Duration) -> Result<bool, BackendError> {
        let mut focus = lock(&self.focus);
        let watch = focus.get_or_insert_with(|| {
            FocusWatch::open(self.display_name.as_deref())
                .inspect_err(|e| {
                    tracing::warn!(error = %e, "no focus watch: the window list is polled instead");
                })
                .ok()
        });
        let Some(watch) = watch else {
            drop(focus);
            std::thread::sleep(timeout);
            return Ok(true);
        };
        let changed = watch.wait(timeout);
        if changed.is_err() {
            // Opened again at the next call.
            *focus = None;
        }
        changed
    }

    fn grab(&self, target: Target) -> Result<Frame, BackendError> {
        let (rect, title, what) = self.resolve(target)?;
        self.grab_rect(rect, title, &what)
    }

    fn grab_into(&self, target: Target, frame: &mut Frame) -> Result<bool, BackendError> {
        Ok(self.grab_area_into(target, None, frame)? != Changed::Nothing)
    }

    fn grab_changes_into(
        &self,
        target: Target,
        frame: &mut Frame,
    ) -> Result<Changed, BackendError> {
        self.grab_area_into(target, None, frame)
    }

    fn grab_part_into(
        &self,
        target: Target,
        part: Rect,
        frame: &mut Frame,
    ) -> Result<bool, BackendError> {
        Ok(self.grab_area_into(target, Some(part), frame)? != Changed::Nothing)
    }

    fn inject(&self, input: &InputRequest) -> Result<String, BackendError> {
        if !self.has_xtest {
            return Err(BackendError::Unsupported(
                "this X server has no XTEST extension, so input cannot be injected".into(),
            ));
        }
        let size = self.root_size()?;
        match input {
            InputRequest::Click { x, y, .. }
            | InputRequest::DoubleClick { x, y, .. }
            | InputRequest::Move { x, y } => self.check_point(*x, *y, size)?,
            InputRequest::Drag {
                x, y, to_x, to_y, ..
            } => {
                self.check_point(*x, *y, size)?;
                self.check_point(*to_x, *to_y, size)?;
            }
            InputRequest::Scroll { x, y, dx, dy } => {
                self.check_point(*x, *y, size)?;
                let max = proto::MAX_SCROLL_STEPS;
                if i64::from(dx.unsigned_abs()) > max || i64::from(dy.unsigned_abs()) > max {
                    return Err(BackendError::Invalid(format!(
                        "scroll: dx and dy must be in -{max}..={max}"
                    )));
                }
            }
            InputRequest::Type { text } => {
                let n = text.chars().count();
                if n > proto::MAX_TYPE_CHARS {
                    return Err(BackendError::Invalid(format!(
                        "text: {n} characters; at most {} allowed",
                        proto::MAX_TYPE_CHARS
                    )));
                }
            }
            InputRequest::Key { .. } => {}
        }
        let _serial = lock(&self.input);
        let result = input::Injector::new(&self.conn, self.root).run(input);
        // Injecting drains the event queue, damage reports included.
        if let Some(damage) = &self.damage {
            damage.mark_dirty();
        }
        result?;
        Ok(summary(input))
    }

    fn raw_input(&self) -> bool {
        self.has_xtest
    }

    fn pointer_event(&self, x: i32, y: i32, buttons: u8) -> Result<(), BackendError> {
        self.raw_event(|injector, raw| {
            injector.raw_pointer(x, y, raw.buttons, buttons)?;
            raw.buttons = buttons;
            Ok(())
        })
    }

    fn key_event(&self, keysym: u32, down: bool) -> Result<(), BackendError> {
        self.raw_event(|injector, raw| injector.raw_key(keysym, down, &mut raw.keys))
    }

    fn cursor(&self) -> Option<CursorImage> {
        if !self.has_xfixes {
            return None;
        }
        let reply = self.conn.xfixes_get_cursor_image().ok()?.reply().ok()?;
        let mut rgba = Vec::with_capacity(reply.cursor_image.len() * 4);
        for argb in reply.cursor_image {
            // XFixes gives premultiplied ARGB; RFB's cursor wants straight colour and a mask.
            let a = (argb >> 24) as u8;
            let straight = |c: u32| {
                let c = (c & 0xff) as u16;
                if a == 0 {
                    0
                } else {
                    (c * 255 / u16::from(a)).min(255) as u8
                }
            };
            rgba.extend_from_slice(&[straight(argb >> 16), straight(argb >> 8), straight(argb), a]);
        }
        Some(CursorImage {
            serial: reply.cursor_serial.into(),
            width: reply.width,
            height: reply.height,
            hot_x: reply.xhot,
            hot_y: reply.yhot,
            rgba,
            // Root coordinates, which are the device's global pixels.
            position: Some((reply.x.into(), reply.y.into())),
        })
    }
}

impl Drop for X11 {
    fn drop(&mut self) {
        lock(&self.capture).release(&self.conn);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clip_keeps_the_on_screen_part() {
        let r = |x, y, width, height| Rect {
            x,
            y,
            width,
            height,
        };
        let a = clip(r(-10, -5, 100, 50), 1280, 800).unwrap();
        assert_eq!((a.x, a.y, a.width, a.height), (0, 0, 90, 45));
        let a = clip(r(1200, 700, 200, 200), 1280, 800).unwrap();
        assert_eq!((a.x, a.y, a.width, a.height), (1200, 700, 80, 100));
        assert!(clip(r(1280, 0, 10, 10), 1280, 800).is_none());
        assert!(clip(r(-20, 0, 10, 10), 1280, 800).is_none());
        assert!(clip(r(0, 0, 0, 10), 1280, 800).is_none());
    }
}
