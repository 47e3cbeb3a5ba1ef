//! Capture and input backends behind one trait.
//!
//! A [`Backend`] is the device's screen as the rest of the agent sees it: its displays, its
//! top-level windows, a way to grab pixels of either, and a way to inject pointer and keyboard
//! input. Every consumer (screenshots today; recording, live view, sequences and screen memory
//! later) goes through this trait, so a new platform is one new module here.
//!
//! Methods are blocking: callers run them on a blocking thread (`tokio::task::spawn_blocking`).
//!
//! The window systems' backends are the crate's features `x11`, `wayland` and `vnc` (all on
//! by default); the synthetic screen is always built.

pub(crate) mod consumer;
// Only the window systems' input speaks in keysyms; the synthetic screen reads characters.
#[cfg(any(feature = "x11", feature = "wayland", feature = "vnc"))]
pub(crate) mod keysyms;
pub(crate) mod summary;
pub mod synthetic;
#[cfg(feature = "vnc")]
pub mod vnc;
#[cfg(feature = "wayland")]
pub mod wayland;
#[cfg(feature = "x11")]
pub mod x11;

use std::time::{Duration, Instant};

use proto::{AgentError, AgentErrorCode, Capability, Display, InputRequest, Rect, Target, Window};

use self::consumer::ConsumerId;

/// One captured image: BGRA, 4 bytes a pixel, rows `stride` bytes apart.
///
/// Made with [`Frame::new`] or [`Frame::empty`]: each frame, a clone too, is a consumer of
/// its own to backends that skip grabs into a frame already up to date (`consumer`).
#[derive(Debug)]
pub struct Frame {
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// Bytes from one row to the next (at least `width * 4`).
    pub stride: usize,
    /// Pixel bytes, B, G, R, A order; alpha is meaningless and may be 0.
    pub data: Vec<u8>,
    /// The captured area in device pixels, global coordinates.
    pub source: Rect,
    /// When the pixels were read.
    pub captured_at: Instant,
    /// The window's title when a window was captured.
    pub title: Option<String>,
    /// Which consumer's pixels these are; grabs into the frame keep it.
    consumer: ConsumerId,
}

impl Clone for Frame {
    /// A copy with an id of its own: from here its pixels go their own way, so a grab into
    /// it must not be skipped because the original is up to date.
    fn clone(&self) -> Frame {
        Frame {
            width: self.width,
            height: self.height,
            stride: self.stride,
            data: self.data.clone(),
            source: self.source,
            captured_at: self.captured_at,
            title: self.title.clone(),
            consumer: ConsumerId::fresh(),
        }
    }
}

impl Frame {
    /// A frame of `data` (`height` rows `stride` bytes apart, `width` pixels used in each)
    /// showing `source`, captured now, without a title.
    pub fn new(width: u32, height: u32, stride: usize, data: Vec<u8>, source: Rect) -> Frame {
        Frame {
            width,
            height,
            stride,
            data,
            source,
            captured_at: Instant::now(),
            title: None,
            consumer: ConsumerId::fresh(),
        }
    }

    /// A frame holding nothing yet, for a consumer that grabs into it again and again
    /// ([`Backend::grab_into`] fills it on the first grab).
    pub fn empty() -> Frame {
        let nowhere = Rect {
            x: 0,
            y: 0,
            width: 0,
            height: 0,
        };
        Frame::new(0, 0, 0, Vec::new(), nowhere)
    }

    /// Who grabs into this frame, for a backend remembering what each consumer holds.
    pub(crate) fn consumer(&self) -> ConsumerId {
        self.consumer
    }

    /// The frame's pixels lent as a view.
    pub fn view(&self) -> FrameView<'_> {
        FrameView {
            width: self.width,
            height: self.height,
            stride: self.stride,
            data: &self.data,
            source: self.source,
            title: self.title.as_deref(),
        }
    }
}

/// A grab's pixels where the backend holds them, lent for one use ([`Backend::grab_view`]):
/// BGRA, 4 bytes a pixel, rows `stride` bytes apart, as in [`Frame`].
#[derive(Debug, Clone, Copy)]
pub struct FrameView<'a> {
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// Bytes from one row to the next (at least `width * 4`).
    pub stride: usize,
    /// Pixel bytes, B, G, R, A order.
    pub data: &'a [u8],
    /// The captured area in device pixels, global coordinates.
    pub source: Rect,
    /// The window's title when a window was captured.
    pub title: Option<&'a str>,
}

/// What a grab into an earlier frame changed ([`Backend::grab_changes_into`]).
#[derive(Debug, Clone, PartialEq)]
pub enum Changed {
    /// No pixel.
    Nothing,
    /// Only pixels inside these rectangles (the frame's own coordinates, inside it); the
    /// frame's size is the same.
    Parts(Vec<Rect>),
    /// Anything, the size included.
    All,
}

/// Why a backend call failed.
#[derive(Debug, thiserror::Error)]
pub enum BackendError {
    /// The display or window does not exist (any more).
    #[error("{0}")]
    NotFound(String),
    /// A parameter the backend cannot honour.
    #[error("{0}")]
    Invalid(String),
    /// The backend cannot do this at all.
    #[error("{0}")]
    Unsupported(String),
    /// Talking to the window system failed.
    #[error("{0}")]
    Failed(String),
}

impl BackendError {
    /// Convert into the wire error, classifying failures as capture or input ones.
    pub(crate) fn into_agent_error(self, failed_code: AgentErrorCode) -> AgentError {
        let code = match &self {
            BackendError::NotFound(_) => AgentErrorCode::TargetNotFound,
            BackendError::Invalid(_) => AgentErrorCode::InvalidArgument,
            BackendError::Unsupported(_) => AgentErrorCode::Unsupported,
            BackendError::Failed(_) => failed_code,
        };
        AgentError::new(code, self.to_string())
    }
}

/// A device's screen and input, as one object.
pub trait Backend: Send + Sync {
    /// Short name: `x11`, `synthetic`.
    fn name(&self) -> &'static str;
    /// What this backend supports.
    fn capabilities(&self) -> Vec<Capability>;
    /// Capabilities this backend lacks on this device and why (a compositor without the
    /// protocol, say): the hello carries them so that a refusal can say what to change.
    fn unavailable(&self) -> Vec<proto::Unavailable> {
        Vec::new()
    }
    /// Current displays; never empty.
    fn displays(&self) -> Result<Vec<Display>, BackendError>;
    /// Current top-level windows, bottom to top in stacking order.
    fn windows(&self) -> Result<Vec<Window>, BackendError>;
    /// Grab the pixels of a display or of a window (as it shows on screen).
    fn grab(&self, target: Target) -> Result<Frame, BackendError>;
    /// Grab the target and lend its pixels to `read` where the backend holds them, without
    /// copying them out if it can: a screenshot is encoded straight from them. The backend
    /// may be busy until `read` returns, so `read` should be one short piece of work (an
    /// encode). The default grabs a [`Frame`] and lends that.
    fn grab_view(
        &self,
        target: Target,
        read: &mut dyn FnMut(FrameView<'_>),
    ) -> Result<(), BackendError> {
        let frame = self.grab(target)?;
        read(frame.view());
        Ok(())
    }
    /// Grab into `frame`, reusing its buffer, and say whether its pixels changed (a new
    /// size counts as a change). A recorder grabs 30 times a second and most grabs of a
    /// quiet screen change nothing, so a backend that can compare in place before copying
    /// should. The default grabs a new frame and compares.
    fn grab_into(&self, target: Target, frame: &mut Frame) -> Result<bool, BackendError> {
        let new = self.grab(target)?;
        let changed = new.width != frame.width
            || new.height != frame.height
            || new.stride != frame.stride
            || new.data != frame.data;
        // The pixels are new; the consumer is the same.
        *frame = Frame {
            consumer: frame.consumer,
            ..new
        };
        Ok(changed)
    }
    /// [`Backend::grab_into`], saying where the pixels changed when the backend knows: a
    /// recorder then hands its encoder those rectangles, not a copy of the whole screen. The
    /// default knows nothing finer than "changed".
    fn grab_changes_into(
        &self,
        target: Target,
        frame: &mut Frame,
    ) -> Result<Changed, BackendError> {
        Ok(if self.grab_into(target, frame)? {
            Changed::All
        } else {
            Changed::Nothing
        })
    }
    /// Grab only `part` of the target (a rectangle in the target's own pixels, clipped to it)
    /// into `frame`, as [`Backend::grab_into`] does for the whole; `frame.source` is the part
    /// in device pixels. A viewport watch of a big window then copies only its viewport. The
    /// default grabs the whole target and cuts the part out; a backend that can read a part
    /// directly should.
    fn grab_part_into(
        &self,
        target: Target,
        part: Rect,
        frame: &mut Frame,
    ) -> Result<bool, BackendError> {
        let whole = self.grab(target)?;
        let cut = part_of(part, whole.width, whole.height)?;
        let row = cut.width as usize * 4;
        let mut data = Vec::with_capacity(row * cut.height as usize);
        for y in cut.y as usize..(cut.y as usize + cut.height as usize) {
            let start = y * whole.stride + cut.x as usize * 4;
            data.extend_from_slice(whole.data.get(start..start + row).ok_or_else(|| {
                BackendError::Failed("the backend returned a short frame".into())
            })?);
        }
        let changed = (frame.width, frame.height) != (cut.width, cut.height) || frame.data != data;
        *frame = Frame {
            width: cut.width,
            height: cut.height,
            stride: row,
            data,
            source: Rect {
                x: whole.source.x + cut.x,
                y: whole.source.y + cut.y,
                width: cut.width,
                height: cut.height,
            },
            captured_at: whole.captured_at,
            title: whole.title,
            consumer: frame.consumer,
        };
        Ok(changed)
    }
    /// Inject one input action in device pixels; returns a short description of what was done.
    fn inject(&self, input: &InputRequest) -> Result<String, BackendError>;
    /// Whether [`Backend::pointer_event`] and [`Backend::key_event`] work (a live viewer may
    /// then take control).
    fn raw_input(&self) -> bool {
        false
    }
    /// Move the pointer to (x, y) in device pixels with exactly `buttons` held (bit 0 left,
    /// 1 middle, 2 right, 3/4 wheel up/down, 5/6 wheel left/right), as an RFB viewer reports
    /// it: the backend presses and releases whatever differs from the previous event.
    fn pointer_event(&self, x: i32, y: i32, buttons: u8) -> Result<(), BackendError> {
        let _ = (x, y, buttons);
        Err(BackendError::Unsupported(
            "this backend cannot take raw pointer input".into(),
        ))
    }
    /// Press (`down`) or release the key that types X keysym `keysym`.
    fn key_event(&self, keysym: u32, down: bool) -> Result<(), BackendError> {
        let _ = (keysym, down);
        Err(BackendError::Unsupported(
            "this backend cannot take raw key input".into(),
        ))
    }
    /// The pointer's current image and position, if the backend knows them. A live view
    /// calls this every few tens of milliseconds, so it should cost at most one round trip.
    fn cursor(&self) -> Option<CursorImage> {
        None
    }
    /// Wait up to `timeout` for the focus, the window list or the focused window's title to
    /// change; true when they may have (the caller then reads [`Backend::windows`] again).
    /// A backend that cannot tell sleeps the whole timeout and answers true, so its caller
    /// polls at the pace of its timeouts.
    fn wait_window_change(&self, timeout: Duration) -> Result<bool, BackendError> {
        std::thread::sleep(timeout);
        Ok(true)
    }
}

/// Clip a requested rect to an image of w x h: None when they do not overlap.
pub(crate) fn clip(rect: Rect, width: u32, height: u32) -> Option<Rect> {
    let span = |start: i32, len: u32, limit: u32| -> Option<(u32, u32)> {
        let start = i64::from(start);
        let from = start.max(0);
        let to = (start + i64::from(len)).min(i64::from(limit));
        // Both ends lie in 0..=limit, so they fit in u32.
        (from < to).then(|| (from as u32, (to - from) as u32))
    };
    let (x, w) = span(rect.x, rect.width, width)?;
    let (y, h) = span(rect.y, rect.height, height)?;
    Some(Rect {
        x: i32::try_from(x).ok()?,
        y: i32::try_from(y).ok()?,
        width: w,
        height: h,
    })
}

/// `part` (relative to a target of `width` x `height`) clipped to the target, or why it
/// cannot be grabbed.
pub(crate) fn part_of(part: Rect, width: u32, height: u32) -> Result<Rect, BackendError> {
    clip(part, width, height).ok_or_else(|| {
        BackendError::Invalid(format!(
            "viewport {},{} {}x{} lies outside the target ({width}x{height})",
            part.x, part.y, part.width, part.height
        ))
    })
}

/// The pointer's image: straight (not premultiplied) RGBA rows, its hot spot and where the
/// hot spot is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CursorImage {
    /// Changes whenever the image does, so callers resend only a new one.
    pub serial: u64,
    /// Width in pixels.
    pub width: u16,
    /// Height in pixels.
    pub height: u16,
    /// The hot spot's column.
    pub hot_x: u16,
    /// The hot spot's row.
    pub hot_y: u16,
    /// `width * height` pixels, 4 bytes each: R, G, B, A.
    pub rgba: Vec<u8>,
    /// Where the hot spot is, in device pixels (global coordinates, like [`Frame::source`]).
    /// `None` when the backend does not know, or when its captures already show the pointer
    /// (a view-only live session then draws no second one).
    pub position: Option<(i32, i32)>,
}
