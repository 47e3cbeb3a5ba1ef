//! One RFB session: the handshake, then three parts running side by side until the stream
//! ends or the session is cancelled.
//!
//! - The **reader** (async) parses client messages: pixel format and encodings go into the
//!   shared state, an update request wakes the updater, input goes to the input task (in
//!   control mode; in view mode it is dropped here).
//! - The **updater** (a thread of its own, since grabbing and encoding block) waits until the
//!   client has asked for an update, then grabs the primary display with
//!   [`Backend::grab_into`] every [`POLL`] (a still X screen costs no grab thanks to DAMAGE)
//!   and, as soon as a tile differs from the client's copy (or the cursor changed), encodes
//!   only those tiles and hands the message to the writer. No tick, no deferral: latency is
//!   the time to notice plus the time to encode. Nothing is sent while the screen is still.
//!
//! The pointer: in control mode the viewer's mouse *is* the device's pointer, so its image
//! goes with the cursor pseudo-encoding and the viewer draws it at its own mouse, which costs
//! no update when it moves. In view mode the viewer's mouse is unrelated to the device's
//! pointer, so the device's pointer is composited into the picture instead ([`pointer`]) and
//! the pseudo-encoding is not used (noVNC then draws no local cursor in view-only mode).
//! - The **writer** (async) writes each message and flushes.
//!
//! The updater keeps its own copy of the client's framebuffer (`sent`), so "changed" always
//! means "differs from what the client shows", however many grabs happened in between.

use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use proto::Target;
use tokio::io::{AsyncRead, AsyncWrite, AsyncWriteExt};
use tokio::sync::mpsc;
use tokio_util::sync::CancellationToken;

use super::encoding::{Encoders, Prefs, copyrect, cursor};
use super::pixel::PixelFormat;
use super::pointer::Composer;
use super::protocol::{self, ClientMessage, ProtocolError};
use super::tiles::{self, TileMap};
use super::{Rect, Screen, enc, rect_header};
use crate::backend::{Backend, BackendError, Frame};
use crate::input_turns::InputTurns;
use crate::sequence::Aim;

/// How often the updater looks at the screen while the client waits for an update.
pub(crate) const POLL: Duration = Duration::from_millis(4);
/// How often the cursor image is asked for.
const CURSOR_POLL: Duration = Duration::from_millis(30);
/// Input events handled in one turn of the input lock.
const INPUT_BATCH: usize = 64;

/// What a session serves.
#[derive(Clone)]
pub(crate) struct SessionConfig {
    /// The desktop name the viewer shows.
    pub name: String,
    /// Whether the viewer's input reaches the device.
    pub control: bool,
    /// The relay may copy the stream to observers, who join at any update: every
    /// rectangle decodes on its own.
    pub shared: bool,
}

/// What the reader and the updater share.
struct State {
    pf: PixelFormat,
    prefs: Prefs,
    /// An update request is outstanding; `Some(false)` when it was not incremental.
    request: Option<bool>,
    /// The session is over.
    closed: bool,
    /// Device coordinates of the framebuffer's top-left pixel.
    origin: (i32, i32),
    /// The framebuffer size the client knows.
    size: (u16, u16),
}

struct Shared {
    state: Mutex<State>,
    wake: Condvar,
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|p| p.into_inner())
    }

    fn close(&self) {
        self.lock().closed = true;
        self.wake.notify_all();
    }
}

/// One viewer input event.
#[derive(Debug, Clone, Copy)]
enum InputEvent {
    Pointer { x: i32, y: i32, buttons: u8 },
    Key { keysym: u32, down: bool },
}

/// The display a live session shows: the primary one (else the first).
fn primary(backend: &dyn Backend) -> Result<Target, BackendError> {
    let displays = backend.displays()?;
    let display = displays
        .iter()
        .find(|d| d.primary)
        .or(displays.first())
        .ok_or_else(|| BackendError::NotFound("the device has no display".into()))?;
    Ok(Target::Display {
        display: display.id,
    })
}

fn size_of(frame: &Frame) -> (u16, u16) {
    (
        u16::try_from(frame.width).unwrap_or(u16::MAX),
        u16::try_from(frame.height).unwrap_or(u16::MAX),
    )
}

/// Serve one RFB session over `stream` until it closes, the client breaks the protocol or
/// `cancel` fires.
pub(crate) async fn serve<S>(
    mut stream: S,
    backend: Arc<dyn Backend>,
    input_turns: Arc<InputTurns>,
    config: SessionConfig,
    cancel: CancellationToken,
) -> Result<(), ProtocolError>
where
    S: AsyncRead + AsyncWrite + Unpin + Send + 'static,
{
    let b = backend.clone();
    let (target, frame) = tokio::task::spawn_blocking(move || {
        let target = primary(b.as_ref())?;
        let frame = b.grab(target)?;
        Ok::<_, BackendError>((target, frame))
    })
    .await
    .map_err(|e| ProtocolError::Refused(format!("capture task: {e}")))?
    .map_err(|e| ProtocolError::Refused(format!("cannot capture the screen: {e}")))?;
    let size = size_of(&frame);
    let pf = PixelFormat::NATIVE;
    let version = tokio::select! {
        v = protocol::handshake(&mut stream, size.0, size.1, &pf, &config.name) => v?,
        () = cancel.cancelled() => return Ok(()),
    };
    tracing::debug!(
        ?version,
        width = size.0,
        height = size.1,
        "RFB handshake done"
    );

    let shared = Arc::new(Shared {
        state: Mutex::new(State {
            pf,
            prefs: Prefs::default(),
            request: None,
            closed: false,
            origin: (frame.source.x, frame.source.y),
            size,
        }),
        wake: Condvar::new(),
    });
    let (out_tx, mut out_rx) = mpsc::channel::<Vec<u8>>(2);
    let updater = {
        let (control, shared_session) = (config.control, config.shared);
        let shared = shared.clone();
        let backend = backend.clone();
        std::thread::Builder::new()
            .name("live-rfb".into())
            .spawn(move || {
                // A shared session's observers have no pointer of their own on the device's
                // screen: the device's pointer is drawn into the picture for everyone (a
                // cursor shape would follow each viewer's own mouse).
                let composer = (!control || shared_session).then(Composer::new);
                let encoders = Encoders::new(shared_session);
                Updater::new(backend, target, frame, shared, out_tx, composer, encoders).run()
            })
            .map_err(ProtocolError::Io)?
    };

    let (mut reader, mut writer) = tokio::io::split(stream);
    let write = async move {
        while let Some(message) = out_rx.recv().await {
            writer.write_all(&message).await?;
            writer.flush().await?;
        }
        Ok::<(), std::io::Error>(())
    };
    let (input_tx, input_rx) = mpsc::channel::<InputEvent>(256);
    let input = run_input(backend, input_turns, input_rx);
    let read = async {
        loop {
            let message = protocol::read_message(&mut reader).await?;
            handle(&shared, &config, &input_tx, message).await?;
        }
    };
    let result = tokio::select! {
        r = read => r,
        r = write => r.map_err(ProtocolError::Io),
        () = input => Ok(()),
        () = cancel.cancelled() => Ok(()),
    };
    shared.close();
    // The updater sees `closed` within one poll; it never blocks on the writer for long
    // since the writer's channel is gone.
    let _ = tokio::task::spawn_blocking(move || updater.join()).await;
    result
}

/// Act on one client message.
async fn handle(
    shared: &Shared,
    config: &SessionConfig,
    input: &mpsc::Sender<InputEvent>,
    message: ClientMessage,
) -> Result<(), ProtocolError> {
    match message {
        ClientMessage::SetPixelFormat(pf) => {
            pf.check()
                .map_err(|why| ProtocolError::Refused(format!("SetPixelFormat refused: {why}")))?;
            shared.lock().pf = pf;
        }
        ClientMessage::SetEncodings(list) => {
            shared.lock().prefs = if config.shared {
                Prefs::from_list_shared(&list)
            } else {
                Prefs::from_list(&list)
            };
        }
        ClientMessage::UpdateRequest { incremental, .. } => {
            let mut state = shared.lock();
            state.request = Some(incremental && state.request.unwrap_or(true));
            drop(state);
            shared.wake.notify_all();
        }
        ClientMessage::Key { down, keysym } => {
            if config.control {
                let _ = input.send(InputEvent::Key { keysym, down }).await;
            }
        }
        ClientMessage::Pointer { buttons, x, y } => {
            if config.control {
                let (origin, size) = {
                    let s = shared.lock();
                    (s.origin, s.size)
                };
                let x = i32::from(x.min(size.0.saturating_sub(1))) + origin.0;
                let y = i32::from(y.min(size.1.saturating_sub(1))) + origin.1;
                let _ = input.send(InputEvent::Pointer { x, y, buttons }).await;
            }
        }
        ClientMessage::CutText => {}
    }
    Ok(())
}

/// Apply the viewer's input in arrival order, a batch at a time in the agent's input turns,
/// so the `input` tool and the viewer never interleave; running watches note each batch aimed
/// at what they watch as anonymous input. Consecutive pointer moves with the same buttons collapse into the last
/// one: only where the pointer ends up matters.
async fn run_input(
    backend: Arc<dyn Backend>,
    turns: Arc<InputTurns>,
    mut rx: mpsc::Receiver<InputEvent>,
) {
    while let Some(first) = rx.recv().await {
        let mut batch = vec![first];
        while batch.len() < INPUT_BATCH {
            match rx.try_recv() {
                Ok(e) => batch.push(e),
                Err(_) => break,
            }
        }
        let mut events: Vec<InputEvent> = Vec::with_capacity(batch.len());
        for e in batch {
            if let (
                Some(InputEvent::Pointer { buttons: held, .. }),
                InputEvent::Pointer { buttons, .. },
            ) = (events.last(), e)
                && *held == buttons
            {
                events.pop();
            }
            events.push(e);
        }
        let _turn = turns.turn().await;
        let (backend, noted) = (backend.clone(), turns.clone());
        let applied = tokio::task::spawn_blocking(move || {
            // Watches note the batch when it is aimed at what they watch (asking the window
            // system where that is, hence here on a blocking thread).
            let aims: Vec<Aim> = events
                .iter()
                .map(|e| match *e {
                    InputEvent::Pointer { x, y, .. } => Aim::Point { x, y },
                    InputEvent::Key { .. } => Aim::Keys,
                })
                .collect();
            let span = noted.begin(crate::sequence::ANONYMOUS, None, &aims);
            for e in events {
                let result = match e {
                    InputEvent::Pointer { x, y, buttons } => backend.pointer_event(x, y, buttons),
                    InputEvent::Key { keysym, down } => backend.key_event(keysym, down),
                };
                if let Err(error) = result {
                    tracing::debug!(%error, "live input not applied");
                }
            }
            noted.end(span, false);
        })
        .await;
        if applied.is_err() {
            return;
        }
    }
    // The reader is gone; wait for the session to end from the other side.
    std::future::pending::<()>().await
}

/// The capture-and-encode side of a session.
struct Updater {
    backend: Arc<dyn Backend>,
    target: Target,
    /// The latest grab.
    current: Frame,
    /// The client's framebuffer as we sent it, `size.0 * 4` bytes a row.
    sent: Vec<u8>,
    /// The framebuffer size the client knows.
    size: (u16, u16),
    /// Everything must be sent (first update, non-incremental request, new size).
    full: bool,
    /// The grab differs from `sent` somewhere (not yet sent).
    pending: bool,
    encoders: Encoders,
    cursor_serial: Option<u64>,
    cursor_checked: Option<Instant>,
    /// View mode: the device's pointer drawn into the picture sent (and no cursor
    /// pseudo-encoding).
    composer: Option<Composer>,
    shared: Arc<Shared>,
    out: mpsc::Sender<Vec<u8>>,
}

/// What one update carries besides pixels.
struct Extras {
    cursor: Option<crate::backend::CursorImage>,
}

impl Updater {
    fn new(
        backend: Arc<dyn Backend>,
        target: Target,
        current: Frame,
        shared: Arc<Shared>,
        out: mpsc::Sender<Vec<u8>>,
        composer: Option<Composer>,
        encoders: Encoders,
    ) -> Updater {
        let size = size_of(&current);
        Updater {
            backend,
            target,
            sent: vec![0; usize::from(size.0) * usize::from(size.1) * 4],
            size,
            current,
            full: true,
            pending: true,
            encoders,
            cursor_serial: None,
            cursor_checked: None,
            composer,
            shared,
            out,
        }
    }

    /// Wait until a request is outstanding and answer the settings to serve it with;
    /// `None` once the session is closed.
    fn wait_request(&self) -> Option<(PixelFormat, Prefs, bool)> {
        let mut state = self.shared.lock();
        loop {
            if state.closed {
                return None;
            }
            if let Some(incremental) = state.request {
                // The caller sends everything for a non-incremental request: what stays
                // outstanding is an incremental one, so that a non-incremental request
                // arriving while this update is made is not lost when it is answered.
                state.request = Some(true);
                return Some((state.pf, state.prefs, incremental));
            }
            state = self
                .shared
                .wake
                .wait_timeout(state, Duration::from_millis(500))
                .unwrap_or_else(|p| p.into_inner())
                .0;
        }
    }

    fn run(mut self) {
        loop {
            let Some((pf, prefs, incremental)) = self.wait_request() else {
                return;
            };
            if !incremental {
                self.full = true;
            }
            match self.backend.grab_into(self.target, &mut self.current) {
                Ok(changed) => self.pending |= changed,
                Err(error) => {
                    tracing::debug!(%error, "live grab failed");
                    // The frame may be half written: look at all of it after the next grab.
                    self.pending = true;
                    // The display may have gone (a monitor unplugged): pick the primary again.
                    if let Ok(t) = primary(self.backend.as_ref()) {
                        self.target = t;
                    }
                    if self.sleep_unless_closed(Duration::from_millis(100)) {
                        return;
                    }
                    continue;
                }
            }
            let message = match self.update(&pf, &prefs) {
                Some(m) => m,
                None => {
                    // Nothing to send yet: look again shortly (or sooner if woken).
                    if self.sleep_unless_closed(POLL) {
                        return;
                    }
                    continue;
                }
            };
            {
                let mut state = self.shared.lock();
                // Answered, unless a non-incremental request came meanwhile (a relay
                // starting an observer asks for one between its viewer's requests).
                if state.request == Some(true) {
                    state.request = None;
                }
                state.origin = (self.current.source.x, self.current.source.y);
                state.size = self.size;
            }
            if self.out.blocking_send(message).is_err() {
                return;
            }
        }
    }

    /// Sleep up to `d` (woken early by any client message); true once the session is closed.
    fn sleep_unless_closed(&self, d: Duration) -> bool {
        let state = self.shared.lock();
        if state.closed {
            return true;
        }
        let (state, _) = self
            .shared
            .wake
            .wait_timeout(state, d)
            .unwrap_or_else(|p| p.into_inner());
        state.closed
    }

    /// The next FramebufferUpdate, or `None` when nothing changed.
    fn update(&mut self, pf: &PixelFormat, prefs: &Prefs) -> Option<Vec<u8>> {
        let now = size_of(&self.current);
        if now != self.size && prefs.desktop_size {
            // Tell the client the new size first; the full picture follows on its next
            // request.
            self.size = now;
            self.sent = vec![0; usize::from(now.0) * usize::from(now.1) * 4];
            self.full = true;
            self.pending = true;
            let mut m = vec![0, 0, 0, 1];
            rect_header(
                Rect {
                    x: 0,
                    y: 0,
                    w: now.0,
                    h: now.1,
                },
                enc::DESKTOP_SIZE,
                &mut m,
            );
            return Some(m);
        }
        let extras = Extras {
            cursor: self.cursor_change(prefs),
        };
        // Without DesktopSize the client keeps its size; we show what fits.
        let width = now.0.min(self.size.0);
        let height = now.1.min(self.size.1);
        // View mode: the picture sent is the grab with the pointer on it; `moved` is where
        // only the pointer changed it.
        let (current, moved) = match &mut self.composer {
            Some(composer) => {
                composer.poll(self.backend.as_ref());
                let moved = composer.compose(&self.current, self.pending);
                (composer.screen(&self.current, width, height), moved)
            }
            None => (
                Screen {
                    data: &self.current.data,
                    stride: self.current.stride,
                    width,
                    height,
                },
                Vec::new(),
            ),
        };
        let stride = usize::from(self.size.0) * 4;
        let sent = Screen {
            data: &self.sent,
            stride,
            width,
            height,
        };
        let map = if self.full {
            Some(TileMap::all(width, height))
        } else if self.pending {
            Some(TileMap::diff(&sent, &current)).filter(TileMap::any)
        } else if !moved.is_empty() {
            Some(TileMap::diff_in(&sent, &current, &moved)).filter(TileMap::any)
        } else {
            None
        };
        self.pending = false;
        if map.is_none() && extras.cursor.is_none() {
            return None;
        }
        let mut body = Vec::new();
        let mut count: u16 = 0;
        if let Some(mut map) = map {
            if prefs.copy_rect && !self.full {
                let sent = Screen {
                    data: &self.sent,
                    stride,
                    width,
                    height,
                };
                if let Some(moved) = copyrect::find_copy(&sent, &current, &map.rects()) {
                    copyrect::encode(moved.dest, moved.src_x, moved.src_y, &mut body);
                    count += 1;
                    copyrect::apply(&mut self.sent, stride, moved);
                    let sent = Screen {
                        data: &self.sent,
                        stride,
                        width,
                        height,
                    };
                    map = TileMap::diff(&sent, &current);
                }
            }
            let rects = if self.full {
                map.rects()
            } else {
                let sent = Screen {
                    data: &self.sent,
                    stride,
                    width,
                    height,
                };
                let tight = |r| tiles::tighten(&sent, &current, r);
                map.rects().into_iter().filter_map(tight).collect()
            };
            for rect in rects {
                count = count
                    .saturating_add(self.encoders.encode(prefs, &current, rect, pf, &mut body));
                // The client now has these pixels.
                for (i, row) in current.rows(rect).enumerate() {
                    let start = (usize::from(rect.y) + i) * stride + usize::from(rect.x) * 4;
                    self.sent[start..start + row.len()].copy_from_slice(row);
                }
            }
        }
        if let Some(image) = &extras.cursor {
            cursor::encode(image, pf, &mut body);
            count += 1;
        }
        self.full = false;
        let mut message = Vec::with_capacity(4 + body.len());
        message.extend_from_slice(&[0, 0]);
        message.extend_from_slice(&count.to_be_bytes());
        message.extend_from_slice(&body);
        Some(message)
    }

    /// The cursor image when the client takes it, the session is in control mode and it
    /// changed since last sent.
    fn cursor_change(&mut self, prefs: &Prefs) -> Option<crate::backend::CursorImage> {
        if !prefs.cursor || self.composer.is_some() {
            return None;
        }
        if self
            .cursor_checked
            .is_some_and(|t| t.elapsed() < CURSOR_POLL)
        {
            return None;
        }
        self.cursor_checked = Some(Instant::now());
        let image = self.backend.cursor()?;
        if self.cursor_serial == Some(image.serial) {
            return None;
        }
        self.cursor_serial = Some(image.serial);
        Some(image)
    }
}
