//! The connection to a wlroots compositor: the globals the backend uses, what each output
//! says about itself, and dispatching with a deadline.
//!
//! Everything lives on one event queue owned by [`Compositor`], which the backend keeps
//! behind a mutex: a request and the events answering it are handled by one caller at a
//! time, and nothing runs between calls (no thread of our own reads the socket).

use std::os::fd::AsRawFd;
use std::time::{Duration, Instant};

use wayland_client::globals::{GlobalList, GlobalListContents, registry_queue_init};
use wayland_client::protocol::{
    wl_buffer, wl_callback, wl_output, wl_registry, wl_seat, wl_shm, wl_shm_pool,
};
use wayland_client::{Connection, Dispatch, EventQueue, QueueHandle, WEnum, delegate_noop};
use wayland_protocols_misc::zwp_virtual_keyboard_v1::client::{
    zwp_virtual_keyboard_manager_v1::ZwpVirtualKeyboardManagerV1,
    zwp_virtual_keyboard_v1::ZwpVirtualKeyboardV1,
};
use wayland_protocols_wlr::foreign_toplevel::v1::client::zwlr_foreign_toplevel_manager_v1::ZwlrForeignToplevelManagerV1;
use wayland_protocols_wlr::screencopy::v1::client::{
    zwlr_screencopy_frame_v1::{self, ZwlrScreencopyFrameV1},
    zwlr_screencopy_manager_v1::ZwlrScreencopyManagerV1,
};
use wayland_protocols_wlr::virtual_pointer::v1::client::{
    zwlr_virtual_pointer_manager_v1::ZwlrVirtualPointerManagerV1,
    zwlr_virtual_pointer_v1::ZwlrVirtualPointerV1,
};

use super::toplevels::Toplevels;
use crate::backend::BackendError;

/// How long the compositor may take to answer.
const ANSWER_TIMEOUT: Duration = Duration::from_secs(5);

/// What one output said about itself.
#[derive(Debug, Default, Clone)]
pub(super) struct OutputInfo {
    pub name: String,
    pub x: i32,
    pub y: i32,
    pub width: i32,
    pub height: i32,
    /// Refresh rate in mHz, 0 when not said.
    pub refresh_mhz: i32,
}

/// A screencopy frame's progress, as its events arrive.
#[derive(Debug, Default)]
pub(super) struct FrameState {
    /// The first shared-memory buffer layout offered that we can read.
    pub buffer: Option<BufferSpec>,
    /// Every buffer layout has been offered (version 3), or the version has no such event.
    pub buffer_done: bool,
    pub y_invert: bool,
    pub ready: bool,
    /// When the copied frame was drawn, on the compositor's clock (`ready`'s timestamp),
    /// unless the timestamp was malformed.
    pub presented: Option<Duration>,
    pub failed: bool,
}

/// A shared-memory buffer layout the compositor will copy into.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct BufferSpec {
    pub format: wl_shm::Format,
    pub width: u32,
    pub height: u32,
    pub stride: u32,
}

impl BufferSpec {
    /// Whether the bytes are B, G, R, X (else R, G, B, X).
    pub(super) fn is_bgr(&self) -> bool {
        matches!(
            self.format,
            wl_shm::Format::Xrgb8888 | wl_shm::Format::Argb8888
        )
    }
}

/// Which screencopy frame an event is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Slot {
    /// The copy a grab is waiting for.
    Grab,
    /// Output `n`'s damage sensor (see [`super::screencopy`]).
    Sensor(usize),
}

/// The state the event handlers write to.
#[derive(Debug, Default)]
pub(super) struct State {
    pub outputs: Vec<OutputInfo>,
    pub frame: FrameState,
    /// Each output's damage sensor, by output index.
    pub sensors: Vec<FrameState>,
    /// How many sync callbacks have fired (round trips done).
    pub syncs: u64,
    /// The top-level windows, when the compositor lists them.
    pub toplevels: Toplevels,
}

impl State {
    /// The progress of the frame in `slot`.
    pub(super) fn slot(&mut self, slot: Slot) -> Option<&mut FrameState> {
        match slot {
            Slot::Grab => Some(&mut self.frame),
            Slot::Sensor(n) => self.sensors.get_mut(n),
        }
    }
}

/// The compositor's globals this backend binds, and the queue their events arrive on.
pub(super) struct Compositor {
    pub queue: EventQueue<State>,
    pub state: State,
    pub qh: QueueHandle<State>,
    pub shm: wl_shm::WlShm,
    pub outputs: Vec<wl_output::WlOutput>,
    pub screencopy: Option<ZwlrScreencopyManagerV1>,
    pub pointer: Option<ZwlrVirtualPointerV1>,
    pub keyboard: Option<ZwpVirtualKeyboardV1>,
    /// Kept so that the compositor goes on announcing windows; `None` when it lists none.
    pub toplevel_manager: Option<ZwlrForeignToplevelManagerV1>,
    /// The protocols a capability lacks, by name, for the refusals.
    pub missing: Vec<&'static str>,
    connection: Connection,
}

impl Compositor {
    /// Connect to the compositor `WAYLAND_DISPLAY` names and bind what it offers.
    pub(super) fn connect() -> Result<Compositor, BackendError> {
        let connection = Connection::connect_to_env().map_err(|e| {
            BackendError::Failed(format!(
                "cannot connect to the Wayland compositor (WAYLAND_DISPLAY, XDG_RUNTIME_DIR): {e}"
            ))
        })?;
        let (globals, queue) = registry_queue_init::<State>(&connection)
            .map_err(|e| BackendError::Failed(format!("Wayland registry: {e}")))?;
        let qh = queue.handle();
        let shm = globals
            .bind::<wl_shm::WlShm, _, _>(&qh, 1..=1, ())
            .map_err(|e| BackendError::Failed(format!("the compositor offers no wl_shm: {e}")))?;
        let outputs = bind_outputs(&globals, &qh);
        let mut missing = Vec::new();
        let screencopy = globals
            .bind::<ZwlrScreencopyManagerV1, _, _>(&qh, 1..=3, ())
            .ok();
        if screencopy.is_none() {
            missing.push("zwlr_screencopy_manager_v1");
        }
        let seat = globals.bind::<wl_seat::WlSeat, _, _>(&qh, 1..=1, ()).ok();
        let pointer = globals
            .bind::<ZwlrVirtualPointerManagerV1, _, _>(&qh, 1..=1, ())
            .ok()
            .map(|m| m.create_virtual_pointer(seat.as_ref(), &qh, ()));
        if pointer.is_none() {
            missing.push("zwlr_virtual_pointer_manager_v1");
        }
        let keyboard = match (
            &seat,
            globals
                .bind::<ZwpVirtualKeyboardManagerV1, _, _>(&qh, 1..=1, ())
                .ok(),
        ) {
            (Some(seat), Some(m)) => Some(m.create_virtual_keyboard(seat, &qh, ())),
            _ => None,
        };
        if keyboard.is_none() {
            missing.push("zwp_virtual_keyboard_manager_v1 (and a wl_seat)");
        }
        let toplevel_manager = globals
            .bind::<ZwlrForeignToplevelManagerV1, _, _>(&qh, 1..=3, ())
            .ok();
        if toplevel_manager.is_none() {
            missing.push("zwlr_foreign_toplevel_manager_v1");
        }
        let mut compositor = Compositor {
            queue,
            state: State {
                outputs: vec![OutputInfo::default(); outputs.len()],
                frame: FrameState::default(),
                sensors: (0..outputs.len()).map(|_| FrameState::default()).collect(),
                syncs: 0,
                toplevels: Toplevels::default(),
            },
            qh,
            shm,
            outputs,
            screencopy,
            pointer,
            keyboard,
            toplevel_manager,
            missing,
            connection,
        };
        compositor.round_trip("the outputs' descriptions and the windows")?;
        Ok(compositor)
    }

    /// Send what is queued and handle every event the compositor sends before answering a
    /// sync: a round trip.
    pub(super) fn round_trip(&mut self, what: &str) -> Result<(), BackendError> {
        let want = self.state.syncs + 1;
        self.connection.display().sync(&self.qh, ());
        self.dispatch_until(what, |s| s.syncs >= want)
    }

    /// Dispatch events until `done` holds, for at most [`ANSWER_TIMEOUT`].
    pub(super) fn dispatch_until(
        &mut self,
        what: &str,
        done: impl Fn(&State) -> bool,
    ) -> Result<(), BackendError> {
        let deadline = Instant::now() + ANSWER_TIMEOUT;
        if self.dispatch_until_or(deadline, &done)? {
            return Ok(());
        }
        Err(BackendError::Failed(format!(
            "the Wayland compositor did not answer ({what}) within {} s",
            ANSWER_TIMEOUT.as_secs()
        )))
    }

    /// Send what is queued and handle the events that have arrived, without waiting.
    pub(super) fn dispatch_arrived(&mut self) -> Result<(), BackendError> {
        self.dispatch_until_or(Instant::now(), |_| false)
            .map(|_| ())
    }

    /// Dispatch events until `done` holds (true) or `deadline` passes (false).
    pub(super) fn dispatch_until_or(
        &mut self,
        deadline: Instant,
        done: impl Fn(&State) -> bool,
    ) -> Result<bool, BackendError> {
        let lost = |e: &dyn std::fmt::Display| {
            BackendError::Failed(format!("the Wayland compositor connection failed: {e}"))
        };
        let mut looked = false;
        loop {
            self.queue
                .dispatch_pending(&mut self.state)
                .map_err(|e| lost(&e))?;
            if done(&self.state) {
                return Ok(true);
            }
            self.queue.flush().map_err(|e| lost(&e))?;
            let Some(guard) = self.queue.prepare_read() else {
                continue;
            };
            let left = deadline.saturating_duration_since(Instant::now());
            // Past the deadline the socket is still read once, without waiting, so that
            // what has arrived counts.
            if left.is_zero() && looked {
                return Ok(false);
            }
            looked = true;
            let mut fd = libc::pollfd {
                fd: guard.connection_fd().as_raw_fd(),
                events: libc::POLLIN,
                revents: 0,
            };
            let ms = match left.as_nanos() {
                0 => 0,
                // Rounded up, so that a wait never ends before its deadline.
                n => i32::try_from(n.div_ceil(1_000_000)).unwrap_or(i32::MAX),
            };
            // SAFETY: one pollfd, valid for the call.
            if unsafe { libc::poll(&mut fd, 1, ms) } > 0 {
                guard.read().map_err(|e| lost(&e))?;
            }
        }
    }
}

/// A file in memory of `size` bytes, for handing to the compositor (a screencopy buffer,
/// a keymap).
pub(super) fn memory_file(name: &std::ffi::CStr, size: u64) -> std::io::Result<std::fs::File> {
    use std::os::fd::{FromRawFd, OwnedFd};

    // SAFETY: a NUL-terminated name and flags; the returned descriptor is checked.
    let fd = unsafe { libc::memfd_create(name.as_ptr(), libc::MFD_CLOEXEC) };
    if fd < 0 {
        return Err(std::io::Error::last_os_error());
    }
    // SAFETY: `fd` was just created and is owned by nothing else.
    let file = std::fs::File::from(unsafe { OwnedFd::from_raw_fd(fd) });
    file.set_len(size)?;
    Ok(file)
}

fn bind_outputs(globals: &GlobalList, qh: &QueueHandle<State>) -> Vec<wl_output::WlOutput> {
    let offered: Vec<(u32, u32)> = globals.contents().with_list(|list| {
        list.iter()
            .filter(|g| g.interface == "wl_output")
            .map(|g| (g.name, g.version))
            .collect()
    });
    offered
        .into_iter()
        .enumerate()
        .map(|(i, (name, version))| {
            globals
                .registry()
                .bind::<wl_output::WlOutput, _, _>(name, version.min(4), qh, i)
        })
        .collect()
}

impl Dispatch<wl_registry::WlRegistry, GlobalListContents> for State {
    fn event(
        _: &mut Self,
        _: &wl_registry::WlRegistry,
        _: wl_registry::Event,
        _: &GlobalListContents,
        _: &Connection,
        _: &QueueHandle<Self>,
    ) {
        // Outputs plugged in later are not followed: the agent's displays are read at start.
    }
}

impl Dispatch<wl_output::WlOutput, usize> for State {
    fn event(
        state: &mut Self,
        _: &wl_output::WlOutput,
        event: wl_output::Event,
        index: &usize,
        _: &Connection,
        _: &QueueHandle<Self>,
    ) {
        let Some(o) = state.outputs.get_mut(*index) else {
            return;
        };
        match event {
            wl_output::Event::Geometry { x, y, .. } => (o.x, o.y) = (x, y),
            wl_output::Event::Mode {
                flags: WEnum::Value(flags),
                width,
                height,
                refresh,
            } if flags.contains(wl_output::Mode::Current) => {
                (o.width, o.height, o.refresh_mhz) = (width, height, refresh);
            }
            wl_output::Event::Name { name } => o.name = name,
            _ => {}
        }
    }
}

impl Dispatch<ZwlrScreencopyFrameV1, Slot> for State {
    fn event(
        state: &mut Self,
        _: &ZwlrScreencopyFrameV1,
        event: zwlr_screencopy_frame_v1::Event,
        slot: &Slot,
        _: &Connection,
        _: &QueueHandle<Self>,
    ) {
        use zwlr_screencopy_frame_v1::Event;
        let Some(frame) = state.slot(*slot) else {
            return;
        };
        match event {
            Event::Buffer {
                format: WEnum::Value(format),
                width,
                height,
                stride,
            } => {
                let readable = matches!(
                    format,
                    wl_shm::Format::Xrgb8888
                        | wl_shm::Format::Argb8888
                        | wl_shm::Format::Xbgr8888
                        | wl_shm::Format::Abgr8888
                );
                if readable && frame.buffer.is_none() {
                    frame.buffer = Some(BufferSpec {
                        format,
                        width,
                        height,
                        stride,
                    });
                }
            }
            Event::Flags {
                flags: WEnum::Value(flags),
            } => {
                frame.y_invert = flags.contains(zwlr_screencopy_frame_v1::Flags::YInvert);
            }
            Event::BufferDone => frame.buffer_done = true,
            Event::Ready {
                tv_sec_hi,
                tv_sec_lo,
                tv_nsec,
            } => {
                frame.ready = true;
                let seconds = (u64::from(tv_sec_hi) << 32) | u64::from(tv_sec_lo);
                frame.presented =
                    (tv_nsec < 1_000_000_000).then(|| Duration::new(seconds, tv_nsec));
            }
            Event::Failed => frame.failed = true,
            _ => {}
        }
    }
}

impl Dispatch<wl_callback::WlCallback, ()> for State {
    fn event(
        state: &mut Self,
        _: &wl_callback::WlCallback,
        _: wl_callback::Event,
        _: &(),
        _: &Connection,
        _: &QueueHandle<Self>,
    ) {
        state.syncs += 1;
    }
}

delegate_noop!(State: ignore wl_shm::WlShm);
delegate_noop!(State: ignore wl_shm_pool::WlShmPool);
delegate_noop!(State: ignore wl_buffer::WlBuffer);
delegate_noop!(State: ignore wl_seat::WlSeat);
delegate_noop!(State: ignore ZwlrScreencopyManagerV1);
delegate_noop!(State: ignore ZwlrVirtualPointerManagerV1);
delegate_noop!(State: ignore ZwlrVirtualPointerV1);
delegate_noop!(State: ignore ZwpVirtualKeyboardManagerV1);
delegate_noop!(State: ignore ZwpVirtualKeyboardV1);
