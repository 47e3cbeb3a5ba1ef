//! Top-level windows as the window manager sees them.
//!
//! With an EWMH window manager the authoritative list is `_NET_CLIENT_LIST_STACKING` on the
//! root (bottom to top), or `_NET_CLIENT_LIST` when only that is kept. Those are client
//! windows, which a reparenting manager puts inside a frame; the rectangle reported is the
//! client's own (no title bar or border), so that the id, the geometry and a window
//! screenshot all describe the same application window whatever the manager draws around
//! it. Without a window manager the mapped children of the root that carry a
//! `WM_NAME` are listed instead.
//!
//! All requests for all windows are sent before the first reply is read, so listing costs
//! about one round trip, not eight per window.

use x11rb::cookie::Cookie;
use x11rb::errors::{ConnectionError, ReplyError};
use x11rb::protocol::ErrorKind;
use x11rb::protocol::xproto::{
    Atom, AtomEnum, ConnectionExt as _, GetGeometryReply, GetPropertyReply,
    GetWindowAttributesReply, MapState, TranslateCoordinatesReply, Window,
};
use x11rb::rust_connection::RustConnection;

use crate::backend::BackendError;

x11rb::atom_manager! {
    /// The atoms window listing needs, interned once per connection.
    pub Atoms: AtomsCookie {
        _NET_CLIENT_LIST_STACKING,
        _NET_CLIENT_LIST,
        _NET_ACTIVE_WINDOW,
        _NET_WM_NAME,
        _NET_WM_PID,
        UTF8_STRING,
    }
}

/// A window and whether it is viewable (mapped, with mapped ancestors).
#[derive(Debug, Clone)]
pub(super) struct Info {
    pub window: proto::Window,
    /// Where it is: X11 always says, so this is the window's `rect`, unwrapped.
    pub rect: proto::Rect,
    pub viewable: bool,
}

/// Property bytes read per request; titles longer than this are cut.
const PROPERTY_LONGS: u32 = 1024;

/// Outstanding requests about one window.
struct Pending<'c> {
    id: Window,
    net_name: Cookie<'c, RustConnection, GetPropertyReply>,
    wm_name: Cookie<'c, RustConnection, GetPropertyReply>,
    class: Cookie<'c, RustConnection, GetPropertyReply>,
    pid: Cookie<'c, RustConnection, GetPropertyReply>,
    attributes: Cookie<'c, RustConnection, GetWindowAttributesReply>,
    geometry: Cookie<'c, RustConnection, GetGeometryReply>,
    origin: Cookie<'c, RustConnection, TranslateCoordinatesReply>,
}

fn property<'c>(
    conn: &'c RustConnection,
    window: Window,
    atom: impl Into<Atom>,
) -> Result<Cookie<'c, RustConnection, GetPropertyReply>, ConnectionError> {
    conn.get_property(false, window, atom, AtomEnum::ANY, 0, PROPERTY_LONGS)
}

fn request<'c>(
    conn: &'c RustConnection,
    root: Window,
    atoms: &Atoms,
    id: Window,
) -> Result<Pending<'c>, ConnectionError> {
    Ok(Pending {
        id,
        net_name: property(conn, id, atoms._NET_WM_NAME)?,
        wm_name: property(conn, id, AtomEnum::WM_NAME)?,
        class: property(conn, id, AtomEnum::WM_CLASS)?,
        pid: property(conn, id, atoms._NET_WM_PID)?,
        attributes: conn.get_window_attributes(id)?,
        geometry: conn.get_geometry(id)?,
        origin: conn.translate_coordinates(id, root, 0, 0)?,
    })
}

/// Whether an error means the window is gone.
pub(super) fn is_gone(error: &ReplyError) -> bool {
    matches!(error, ReplyError::X11Error(e)
        if matches!(e.error_kind, ErrorKind::Window | ErrorKind::Drawable))
}

fn failed(what: &str, error: impl std::fmt::Display) -> BackendError {
    BackendError::Failed(format!("{what}: {error}"))
}

/// Decode a title: `_NET_WM_NAME` is UTF-8; `WM_NAME` of type STRING is Latin-1.
fn decode_text(reply: &GetPropertyReply) -> Option<String> {
    if reply.value.is_empty() {
        return None;
    }
    if reply.type_ == u32::from(AtomEnum::STRING) {
        return Some(reply.value.iter().map(|&b| char::from(b)).collect());
    }
    Some(String::from_utf8_lossy(&reply.value).into_owned())
}

/// The class part of `WM_CLASS` ("instance\0class\0").
fn class_of(value: &[u8]) -> Option<String> {
    let class = value.split(|&b| b == 0).nth(1)?;
    (!class.is_empty()).then(|| String::from_utf8_lossy(class).into_owned())
}

impl Pending<'_> {
    fn resolve(self, active: Window) -> Result<Info, ReplyError> {
        let net_name = self.net_name.reply()?;
        let wm_name = self.wm_name.reply()?;
        let class = self.class.reply()?;
        let pid = self.pid.reply()?;
        let attributes = self.attributes.reply()?;
        let geometry = self.geometry.reply()?;
        let origin = self.origin.reply()?;

        let title = decode_text(&net_name)
            .or_else(|| decode_text(&wm_name))
            .unwrap_or_default();
        let pid = pid.value32().and_then(|mut v| v.next()).filter(|&p| p != 0);
        let x = i64::from(origin.dst_x);
        let y = i64::from(origin.dst_y);
        let width = i64::from(geometry.width);
        let height = i64::from(geometry.height);
        let rect = proto::Rect {
            x: x as i32,
            y: y as i32,
            width: width as u32,
            height: height as u32,
        };
        Ok(Info {
            rect,
            window: proto::Window {
                id: self.id.into(),
                title,
                class: class_of(&class.value),
                pid,
                rect: Some(rect),
                visible: attributes.map_state == MapState::VIEWABLE,
                focused: self.id == active && active != 0,
            },
            viewable: attributes.map_state == MapState::VIEWABLE,
        })
    }
}

/// A window list (or any list of 32-bit values) kept on the root; `None` when the root has
/// no such property.
pub(super) fn window_list(
    conn: &RustConnection,
    root: Window,
    atom: Atom,
) -> Result<Option<Vec<Window>>, BackendError> {
    let reply = property(conn, root, atom)
        .map_err(|e| failed("GetProperty", e))?
        .reply()
        .map_err(|e| failed("GetProperty", e))?;
    if reply.type_ == u32::from(AtomEnum::NONE) {
        return Ok(None);
    }
    Ok(Some(
        reply.value32().map(|v| v.collect()).unwrap_or_default(),
    ))
}

/// Top-level windows, bottom to top.
pub(super) fn list(
    conn: &RustConnection,
    root: Window,
    atoms: &Atoms,
) -> Result<Vec<proto::Window>, BackendError> {
    let managed = match window_list(conn, root, atoms._NET_CLIENT_LIST_STACKING)? {
        Some(list) => Some(list),
        None => window_list(conn, root, atoms._NET_CLIENT_LIST)?,
    };
    let (ids, active, only_named) = match managed {
        Some(ids) => {
            let active = property(conn, root, atoms._NET_ACTIVE_WINDOW)
                .map_err(|e| failed("GetProperty", e))?
                .reply()
                .map_err(|e| failed("GetProperty", e))?
                .value32()
                .and_then(|mut v| v.next())
                .unwrap_or(0);
            (ids, active, false)
        }
        None => {
            // No window manager: the root's children, in stacking order (bottom first).
            let tree = conn
                .query_tree(root)
                .map_err(|e| failed("QueryTree", e))?
                .reply()
                .map_err(|e| failed("QueryTree", e))?;
            let focus = conn
                .get_input_focus()
                .map_err(|e| failed("GetInputFocus", e))?
                .reply()
                .map_err(|e| failed("GetInputFocus", e))?
                .focus;
            (tree.children, focus, true)
        }
    };

    let pending = ids
        .iter()
        .map(|&id| request(conn, root, atoms, id))
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| failed("window properties", e))?;
    let mut windows = Vec::with_capacity(pending.len());
    for p in pending {
        match p.resolve(active) {
            Ok(info) => {
                if only_named && (!info.viewable || info.window.title.is_empty()) {
                    continue;
                }
                windows.push(info.window);
            }
            // Closed while we were asking: not an error, it is simply not there any more.
            Err(e) if is_gone(&e) => {}
            Err(e) => return Err(failed("window properties", e)),
        }
    }
    Ok(windows)
}

/// One window, whether or not it is in the window manager's list.
pub(super) fn info(
    conn: &RustConnection,
    root: Window,
    atoms: &Atoms,
    id: u64,
) -> Result<Info, BackendError> {
    let not_found = || BackendError::NotFound(format!("no window {id} on this device"));
    let xid = Window::try_from(id).map_err(|_| not_found())?;
    if xid == 0 || xid == root {
        return Err(not_found());
    }
    let pending = request(conn, root, atoms, xid).map_err(|e| failed("window properties", e))?;
    match pending.resolve(0) {
        Ok(info) => Ok(info),
        Err(e) if is_gone(&e) => Err(not_found()),
        Err(e) => Err(failed("window properties", e)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn class_is_the_second_string() {
        assert_eq!(class_of(b"xlogo\0XLogo\0").as_deref(), Some("XLogo"));
        assert_eq!(class_of(b"xlogo\0"), None);
        assert_eq!(class_of(b""), None);
    }
}
