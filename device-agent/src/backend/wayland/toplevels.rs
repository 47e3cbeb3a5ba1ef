//! The compositor's top-level windows, as `wlr-foreign-toplevel-management` tells them: a
//! title, an app id, and whether each is minimized or activated (has the focus).
//!
//! The protocol says nothing about where a window is, so the windows it lists carry no
//! rectangle and cannot be captured alone; they serve `list_devices` and the screen
//! memory's denylist, which needs only the focus and the names. The compositor announces
//! each window as an object of its own and sends its properties in batches closed by `done`;
//! a batch is applied whole, so a reader never sees a title without the state that came
//! with it.

use wayland_client::{Connection, Dispatch, QueueHandle, event_created_child};
use wayland_protocols_wlr::foreign_toplevel::v1::client::{
    zwlr_foreign_toplevel_handle_v1::{self, ZwlrForeignToplevelHandleV1},
    zwlr_foreign_toplevel_manager_v1::{self, ZwlrForeignToplevelManagerV1},
};

use super::compositor::State;

/// The most windows kept: a compositor announcing more is not followed past this (the rest
/// are destroyed as they come), so its word cannot grow the agent without bound.
pub(super) const MAX_TOPLEVELS: usize = 1024;
/// Longest title or app id kept, in characters.
const MAX_NAME_CHARS: usize = 1024;

/// What one window said about itself.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(super) struct Described {
    pub title: String,
    pub app_id: String,
    pub minimized: bool,
    pub activated: bool,
}

/// One window the compositor announced.
#[derive(Debug)]
struct Toplevel {
    /// Our id for it: handed out in announcement order and never reused, so an id taken
    /// from a list cannot name a later window.
    id: u64,
    handle: ZwlrForeignToplevelHandleV1,
    /// As of its last `done`; `None` until the first.
    current: Option<Described>,
    /// What has arrived since.
    pending: Described,
}

/// Every window the compositor has announced and not closed.
#[derive(Debug, Default)]
pub(super) struct Toplevels {
    list: Vec<Toplevel>,
    last_id: u64,
}

impl Toplevels {
    /// The windows as of their last complete batch, with our ids.
    pub(super) fn described(&self) -> impl Iterator<Item = (u64, &Described)> {
        self.list
            .iter()
            .filter_map(|t| t.current.as_ref().map(|d| (t.id, d)))
    }

    fn get(&mut self, handle: &ZwlrForeignToplevelHandleV1) -> Option<&mut Toplevel> {
        self.list.iter_mut().find(|t| t.handle == *handle)
    }
}

/// A name as the compositor sent it, cut to [`MAX_NAME_CHARS`].
fn bounded(name: String) -> String {
    match name.char_indices().nth(MAX_NAME_CHARS) {
        Some((cut, _)) => name[..cut].to_owned(),
        None => name,
    }
}

impl Dispatch<ZwlrForeignToplevelManagerV1, ()> for State {
    fn event(
        state: &mut Self,
        _: &ZwlrForeignToplevelManagerV1,
        event: zwlr_foreign_toplevel_manager_v1::Event,
        _: &(),
        _: &Connection,
        _: &QueueHandle<Self>,
    ) {
        let windows = &mut state.toplevels;
        match event {
            zwlr_foreign_toplevel_manager_v1::Event::Toplevel { toplevel } => {
                if windows.list.len() >= MAX_TOPLEVELS {
                    toplevel.destroy();
                    return;
                }
                windows.last_id += 1;
                windows.list.push(Toplevel {
                    id: windows.last_id,
                    handle: toplevel,
                    current: None,
                    pending: Described::default(),
                });
            }
            zwlr_foreign_toplevel_manager_v1::Event::Finished => windows.list.clear(),
            _ => {}
        }
    }

    event_created_child!(State, ZwlrForeignToplevelManagerV1, [
        zwlr_foreign_toplevel_manager_v1::EVT_TOPLEVEL_OPCODE => (ZwlrForeignToplevelHandleV1, ()),
    ]);
}

impl Dispatch<ZwlrForeignToplevelHandleV1, ()> for State {
    fn event(
        state: &mut Self,
        handle: &ZwlrForeignToplevelHandleV1,
        event: zwlr_foreign_toplevel_handle_v1::Event,
        _: &(),
        _: &Connection,
        _: &QueueHandle<Self>,
    ) {
        use zwlr_foreign_toplevel_handle_v1::{Event, State as Shown};
        let windows = &mut state.toplevels;
        if let Event::Closed = event {
            windows.list.retain(|t| t.handle != *handle);
            handle.destroy();
            return;
        }
        let Some(window) = windows.get(handle) else {
            return;
        };
        match event {
            Event::Title { title } => window.pending.title = bounded(title),
            Event::AppId { app_id } => window.pending.app_id = bounded(app_id),
            Event::State { state } => {
                // An array of native-endian u32 values from the protocol's `state` enum.
                let states: Vec<_> = state
                    .chunks_exact(4)
                    .filter_map(|b| {
                        Shown::try_from(u32::from_ne_bytes([b[0], b[1], b[2], b[3]])).ok()
                    })
                    .collect();
                window.pending.minimized = states.contains(&Shown::Minimized);
                window.pending.activated = states.contains(&Shown::Activated);
            }
            Event::Done => window.current = Some(window.pending.clone()),
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_cut_at_the_bound_on_a_character_boundary() {
        assert_eq!(bounded("foot".into()), "foot");
        let long = "é".repeat(MAX_NAME_CHARS + 5);
        let cut = bounded(long);
        assert_eq!(cut.chars().count(), MAX_NAME_CHARS);
    }
}
