//! Waiting for the focus or the focused window's title to change, without polling.
//!
//! The screen memory captures the focused window's display at once when the focus or its
//! title changes. Asking the window list several times a second costs round trips all day
//! long; the server can instead tell us: a `PropertyNotify` on the root when the window
//! manager sets `_NET_ACTIVE_WINDOW` (or restacks, or maps a window), and on the active
//! window when its title (`_NET_WM_NAME`, `WM_NAME`) or class changes.
//!
//! That is the word of a window manager (EWMH). Without one, the focus is the X input focus,
//! which moves without any property changing, so the watch then tells its caller to poll,
//! as [`super::windows::list`] reads that focus instead; a manager starting later sets its
//! lists on the root, which the watch hears.
//!
//! The watch has its own connection, opened on first use: the backend's connection is
//! drained of events by the damage tracker, and a backend that nobody asks about the focus
//! keeps a single connection.

use std::os::fd::AsRawFd;
use std::time::Duration;

use x11rb::connection::Connection;
use x11rb::protocol::Event;
use x11rb::protocol::xproto::{
    AtomEnum, ChangeWindowAttributesAux, ConnectionExt as _, EventMask, Window,
};
use x11rb::rust_connection::RustConnection;

use super::windows::{Atoms, window_list};
use crate::backend::BackendError;

/// A connection that hears of focus and title changes.
pub(crate) struct FocusWatch {
    conn: RustConnection,
    root: Window,
    atoms: Atoms,
    /// The window whose property changes are selected (the active one when last looked).
    watched: Window,
    /// Whether a window manager keeps its client list on the root (else: poll).
    managed: bool,
}

fn failed(what: &str, error: impl std::fmt::Display) -> BackendError {
    BackendError::Failed(format!("focus watch: {what}: {error}"))
}

impl FocusWatch {
    /// Opens a connection to `display_name` (None: `$DISPLAY`) and listens on its root.
    pub(crate) fn open(display_name: Option<&str>) -> Result<FocusWatch, BackendError> {
        let (conn, screen_num) =
            RustConnection::connect(display_name).map_err(|e| failed("connect", e))?;
        let root = conn
            .setup()
            .roots
            .get(screen_num)
            .ok_or_else(|| failed("screen", "no such screen"))?
            .root;
        let atoms = Atoms::new(&conn)
            .map_err(|e| failed("InternAtom", e))?
            .reply()
            .map_err(|e| failed("InternAtom", e))?;
        let mut watch = FocusWatch {
            conn,
            root,
            atoms,
            watched: x11rb::NONE,
            managed: false,
        };
        watch.select(root)?;
        watch.look()?;
        Ok(watch)
    }

    /// Asks for `window`'s property changes.
    fn select(&self, window: Window) -> Result<(), BackendError> {
        let aux = ChangeWindowAttributesAux::new().event_mask(EventMask::PROPERTY_CHANGE);
        self.conn
            .change_window_attributes(window, &aux)
            .map_err(|e| failed("ChangeWindowAttributes", e))?;
        self.conn.flush().map_err(|e| failed("flush", e))
    }

    /// Sees whether a window manager keeps its lists, and moves the title watch to the window
    /// `_NET_ACTIVE_WINDOW` names now.
    fn look(&mut self) -> Result<(), BackendError> {
        let (conn, root, atoms) = (&self.conn, self.root, &self.atoms);
        self.managed = window_list(conn, root, atoms._NET_CLIENT_LIST_STACKING)?
            .or(window_list(conn, root, atoms._NET_CLIENT_LIST)?)
            .is_some();
        let active = window_list(conn, root, atoms._NET_ACTIVE_WINDOW)?
            .and_then(|v| v.first().copied())
            .unwrap_or(x11rb::NONE);
        if active == self.watched {
            return Ok(());
        }
        self.watched = active;
        if active != x11rb::NONE {
            // The window may be gone already: its error arrives as an event, ignored below,
            // and the root's next change moves the watch on.
            self.select(active)?;
        }
        Ok(())
    }

    /// Waits up to `timeout` for a change of the focus, the window list or the focused
    /// window's title; true when one came (the caller then reads the window list). Without a
    /// window manager it waits the whole timeout and answers true: the caller polls.
    pub(crate) fn wait(&mut self, timeout: Duration) -> Result<bool, BackendError> {
        let mut changed = self.drain()?;
        if !changed {
            self.poll(timeout)?;
            changed = self.drain()?;
        }
        if changed {
            self.look()?;
        }
        Ok(changed || !self.managed)
    }

    /// Blocks until the server sends something or `timeout` passes.
    fn poll(&self, timeout: Duration) -> Result<(), BackendError> {
        let mut fd = libc::pollfd {
            fd: self.conn.stream().as_raw_fd(),
            events: libc::POLLIN,
            revents: 0,
        };
        let ms = libc::c_int::try_from(timeout.as_millis()).unwrap_or(libc::c_int::MAX);
        // SAFETY: one valid pollfd that lives for the call; the fd stays open (the connection
        // is borrowed).
        if unsafe { libc::poll(&mut fd, 1, ms) } < 0 {
            let e = std::io::Error::last_os_error();
            if e.kind() != std::io::ErrorKind::Interrupted {
                return Err(failed("poll", e));
            }
        }
        Ok(())
    }

    /// Reads every queued event; true when one says something the caller cares about
    /// changed.
    fn drain(&mut self) -> Result<bool, BackendError> {
        let mut changed = false;
        while let Some(event) = self
            .conn
            .poll_for_event()
            .map_err(|e| failed("reading events", e))?
        {
            if let Event::PropertyNotify(e) = event
                && (e.window == self.root
                    || (e.window == self.watched && self.is_title_or_class(e.atom)))
            {
                changed = true;
            }
        }
        Ok(changed)
    }

    fn is_title_or_class(&self, atom: u32) -> bool {
        atom == self.atoms._NET_WM_NAME
            || atom == u32::from(AtomEnum::WM_NAME)
            || atom == u32::from(AtomEnum::WM_CLASS)
    }
}
