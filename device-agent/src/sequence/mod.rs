//! Temporal capture: timed frame sequences and background watches, kept on the device.
//!
//! The relay only forwards: a sequence's frames stay here, in [`Sequences`], the device's
//! store, and are read back selected or composed (`frames`). The store keeps the newest
//! [`proto::STORE_SEQUENCES`] sequences within [`proto::STORE_BYTES`] of decoded image bytes
//! and remembers what it dropped, so a later call can say why an id stopped working.
//!
//! Each sequence belongs to the API key that made it (the relay says which); a request from
//! another key is answered exactly like one for a missing sequence. When a key loses its
//! access the relay tells the device, which stops that key's captures and watches and drops
//! their frames ([`Sequences::key_revoked`]).
//!
//! - [`capture`]: the timed capture loop (slots, skips, stop reasons);
//! - [`watch`]: the background watch and the input actions it notes;
//! - [`read`]: selection and composition of stored frames;
//! - [`receipt`]: what stopping a watch returns and the files it leaves;
//! - [`delivery`]: stopping a watch: its receipt, made once, and its files queued for upload;
//! - [`frame`]: a stored frame; [`compose`]: images, sheets, composites; [`webp`]: the
//!   animated WebP of a watch.

pub(crate) mod compose;
pub(crate) mod frame;
pub(crate) mod webp;

pub(crate) mod capture;
pub(crate) mod delivery;
mod read;
pub(crate) mod receipt;
#[cfg(test)]
mod tests;
pub(crate) mod watch;

pub(crate) use self::capture::run as run_capture;
pub(crate) use self::read::frames as read_frames;
pub(crate) use self::watch::{ANONYMOUS, ActionSpan, Aim};

use std::collections::VecDeque;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Instant;

use proto::{
    AgentError, AgentErrorCode, FrameMeta, Intervals, SequenceMeta, SequenceRef, SequenceStop,
    Target,
};

use crate::backend::{Backend, BackendError};

use self::frame::StoredFrame;

/// Evicted ids remembered, so later calls can say what happened to them.
const EVICTED_REMEMBERED: usize = 16;

/// Whether a sequence is a timed capture or a watch.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Kind {
    /// `screen_sequence` capture.
    Capture,
    /// `screen_watch`.
    Watch,
}

impl Kind {
    fn as_str(self) -> &'static str {
        match self {
            Kind::Capture => "capture",
            Kind::Watch => "watch",
        }
    }
}

/// What identifies a window beyond its id, which a window system may reuse.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct WindowIdentity {
    id: u64,
    pid: Option<u32>,
    class: Option<String>,
}

impl WindowIdentity {
    /// The window `id` as it is now, or why it cannot be captured.
    pub(crate) fn of(backend: &dyn Backend, id: u64) -> Result<WindowIdentity, AgentError> {
        let windows = backend
            .windows()
            .map_err(|e| e.into_agent_error(AgentErrorCode::CaptureFailed))?;
        windows
            .into_iter()
            .find(|w| w.id == id)
            .map(|w| WindowIdentity {
                id,
                pid: w.pid,
                class: w.class,
            })
            .ok_or_else(|| {
                AgentError::new(
                    AgentErrorCode::TargetNotFound,
                    format!("no top-level window {id} on this device (see list_devices with include_windows)"),
                )
            })
    }

    /// The identity of `target` when it is a window (displays have none); a display or a
    /// window that does not exist is refused here, before any capture (a wrong argument,
    /// not a capture that failed).
    pub(crate) fn of_target(
        backend: &dyn Backend,
        target: Target,
    ) -> Result<Option<WindowIdentity>, AgentError> {
        match target {
            Target::Window { window } => WindowIdentity::of(backend, window).map(Some),
            Target::Display { display } => {
                let displays = backend
                    .displays()
                    .map_err(|e| e.into_agent_error(AgentErrorCode::CaptureFailed))?;
                if displays.iter().any(|d| d.id == display) {
                    Ok(None)
                } else {
                    Err(AgentError::new(
                        AgentErrorCode::TargetNotFound,
                        format!(
                            "no display {display} on this device; it has {} (see list_devices)",
                            displays
                                .iter()
                                .map(|d| d.id.to_string())
                                .collect::<Vec<_>>()
                                .join(", ")
                        ),
                    ))
                }
            }
        }
    }

    /// Whether the same window still exists.
    pub(crate) fn still_there(&self, backend: &dyn Backend) -> bool {
        WindowIdentity::of(backend, self.id).is_ok_and(|now| &now == self)
    }
}

/// A sequence's changing part.
#[derive(Debug, Default)]
pub(crate) struct State {
    /// Frames in index order.
    pub(crate) frames: Vec<StoredFrame>,
    /// Slots that passed unsampled.
    pub(crate) skipped: Vec<u32>,
    /// Slots an early stop left unsampled.
    pub(crate) pending: u32,
    /// Why it stopped, once it did.
    pub(crate) stop: Option<(SequenceStop, Option<String>)>,
    /// Capturing still.
    pub(crate) running: bool,
    /// The whole call's length, once it ended.
    pub(crate) elapsed_ms: Option<f64>,
    /// Decoded bytes of the frames that hold their own pixels (a repeat holds none).
    pub(crate) bytes: u64,
    /// Its key lost access: frames dropped.
    pub(crate) revoked: bool,
    /// Title of the captured window.
    pub(crate) window_title: Option<String>,
    /// Input actions noted (watch).
    pub(crate) actions: Vec<proto::ActionMeta>,
    /// A stopped watch's files.
    pub(crate) files: Vec<proto::WatchFile>,
    /// A watch's receipt was made (by the first `stop`).
    pub(crate) receipt_made: bool,
    /// Indexes into `actions` of those still running.
    pub(crate) open_actions: Vec<usize>,
}

/// One sequence in the store.
#[derive(Debug)]
pub(crate) struct Entry {
    pub(crate) id: String,
    pub(crate) owner: String,
    pub(crate) kind: Kind,
    pub(crate) target: Target,
    /// The window's identity at the start, for a window sequence.
    pub(crate) identity: Option<WindowIdentity>,
    /// When the request arrived.
    pub(crate) started: Instant,
    /// A stop asked from outside (cancel, revocation, watch stop).
    stop_request: Mutex<Option<SequenceStop>>,
    state: Mutex<State>,
}

impl Entry {
    pub(crate) fn new(
        sequence: &SequenceRef,
        kind: Kind,
        target: Target,
        identity: Option<WindowIdentity>,
    ) -> Entry {
        Entry {
            id: sequence.id.clone(),
            owner: sequence.owner.clone(),
            kind,
            target,
            identity,
            started: Instant::now(),
            stop_request: Mutex::new(None),
            state: Mutex::new(State {
                running: true,
                ..State::default()
            }),
        }
    }

    pub(crate) fn state(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Ask the capture to stop for `reason` (the first request wins).
    pub(crate) fn request_stop(&self, reason: SequenceStop) {
        let mut stop = self.stop_request.lock().unwrap_or_else(|p| p.into_inner());
        stop.get_or_insert(reason);
    }

    /// The stop asked from outside, if any.
    pub(crate) fn stop_requested(&self) -> Option<SequenceStop> {
        *self.stop_request.lock().unwrap_or_else(|p| p.into_inner())
    }

    fn elapsed_ms(&self) -> f64 {
        self.started.elapsed().as_secs_f64() * 1000.0
    }

    /// The metadata, with every frame's when `with_frames`.
    pub(crate) fn meta(&self, with_frames: bool, evicted: Vec<String>) -> SequenceMeta {
        let state = self.state();
        let frames: Vec<&FrameMeta> = state.frames.iter().map(|f| &f.meta).collect();
        let (actual_fps, interval_ms) = rate(&frames);
        SequenceMeta {
            sequence_id: self.id.clone(),
            origin: self.kind.as_str().into(),
            target: self.target,
            window_title: state.window_title.clone(),
            running: state.running,
            frame_count: frames.len() as u32,
            distinct_frames: frames.iter().filter(|f| f.changed).count() as u32,
            frames: if with_frames {
                frames.into_iter().cloned().collect()
            } else {
                Vec::new()
            },
            actual_fps,
            interval_ms,
            elapsed_ms: state.elapsed_ms.unwrap_or_else(|| self.elapsed_ms()),
            skipped_slots: state.skipped.clone(),
            pending_slots: state.pending,
            stop_reason: state.stop.as_ref().map(|s| s.0),
            stop_detail: state.stop.as_ref().and_then(|s| s.1.clone()),
            stored_bytes: state.bytes,
            actions: state.actions.clone(),
            files: state.files.clone(),
            evicted,
        }
    }
}

/// `actual_fps` as the spec defines it, `(n - 1) / span`, and the intervals; none for fewer
/// than two frames (or frames all at one instant).
pub(crate) fn rate(frames: &[&FrameMeta]) -> (Option<f64>, Option<Intervals>) {
    if frames.len() < 2 {
        return (None, None);
    }
    let gaps: Vec<f64> = frames
        .windows(2)
        .map(|w| w[1].timestamp_ms - w[0].timestamp_ms)
        .collect();
    let span = frames[frames.len() - 1].timestamp_ms - frames[0].timestamp_ms;
    let fps = (span > 0.0).then(|| (frames.len() - 1) as f64 / (span / 1000.0));
    let intervals = Intervals {
        min: gaps.iter().copied().fold(f64::INFINITY, f64::min),
        max: gaps.iter().copied().fold(f64::NEG_INFINITY, f64::max),
        mean: span / gaps.len() as f64,
    };
    (fps, Some(intervals))
}

#[derive(Debug, Default)]
struct Store {
    /// Oldest first.
    entries: Vec<Arc<Entry>>,
    /// Ids dropped, oldest first.
    evicted: VecDeque<String>,
}

/// The device's sequences.
pub struct Sequences {
    backend: Arc<dyn Backend>,
    store: Mutex<Store>,
}

impl Sequences {
    /// An empty store capturing through `backend`.
    pub fn new(backend: Arc<dyn Backend>) -> Sequences {
        Sequences {
            backend,
            store: Mutex::new(Store::default()),
        }
    }

    fn store(&self) -> MutexGuard<'_, Store> {
        self.store.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Add a new sequence (as the newest) and make room.
    pub(crate) fn insert(&self, entry: Arc<Entry>) -> Result<(), AgentError> {
        let mut store = self.store();
        if store.entries.iter().any(|e| e.id == entry.id) {
            return Err(AgentError::new(
                AgentErrorCode::InvalidArgument,
                format!("sequence {} exists already", entry.id),
            ));
        }
        store.entries.push(entry);
        Self::trim(&mut store);
        Ok(())
    }

    /// Drop the oldest finished sequences until at most three remain within the byte limit.
    /// Running ones are never dropped (a running capture is bounded by its own limits).
    fn trim(store: &mut Store) {
        loop {
            let total: u64 = store.entries.iter().map(|e| e.state().bytes).sum();
            let over = store.entries.len() > proto::STORE_SEQUENCES || total > proto::STORE_BYTES;
            if !over {
                return;
            }
            let Some(pos) = store.entries.iter().position(|e| !e.state().running) else {
                return;
            };
            let gone = store.entries.remove(pos);
            tracing::debug!(sequence = %gone.id, "sequence evicted from the store");
            store.evicted.push_back(gone.id.clone());
            while store.evicted.len() > EVICTED_REMEMBERED {
                store.evicted.pop_front();
            }
        }
    }

    /// Forget a sequence that never got going.
    pub(crate) fn remove(&self, id: &str) {
        self.store().entries.retain(|e| e.id != id);
    }

    /// Make room after a sequence grew or finished.
    pub(crate) fn grew(&self) {
        Self::trim(&mut self.store());
    }

    /// Ids dropped recently, oldest first.
    pub(crate) fn evicted(&self) -> Vec<String> {
        self.store().evicted.iter().cloned().collect()
    }

    /// The sequence `r` names, if its owner asks; else why not.
    pub(crate) fn find(&self, r: &SequenceRef) -> Result<Arc<Entry>, AgentError> {
        let store = self.store();
        if let Some(e) = store
            .entries
            .iter()
            .find(|e| e.id == r.id && e.owner == r.owner)
        {
            if e.state().revoked {
                return Err(AgentError::new(
                    AgentErrorCode::AccessRevoked,
                    format!(
                        "access_revoked: the key that made sequence {} lost its access; its frames and metadata are withheld",
                        r.id
                    ),
                ));
            }
            return Ok(e.clone());
        }
        if store.evicted.contains(&r.id) {
            return Err(AgentError::new(
                AgentErrorCode::NoSequence,
                format!(
                    "sequence {} was evicted: a device keeps its newest {} sequences within {} MiB of decoded frames",
                    r.id,
                    proto::STORE_SEQUENCES,
                    proto::STORE_BYTES >> 20
                ),
            ));
        }
        Err(AgentError::new(
            AgentErrorCode::NoSequence,
            format!(
                "no sequence {} of this key on this device (it may have been dropped when the device agent restarted)",
                r.id
            ),
        ))
    }

    /// The running watches, for noting input actions.
    pub(crate) fn running(&self, kind: Kind) -> Vec<Arc<Entry>> {
        self.store()
            .entries
            .iter()
            .filter(|e| e.kind == kind && e.state().running)
            .cloned()
            .collect()
    }

    /// The owner's running watch, when it has exactly one.
    pub(crate) fn only_running_watch(&self, owner: &str) -> Result<Arc<Entry>, AgentError> {
        let mine: Vec<_> = self
            .running(Kind::Watch)
            .into_iter()
            .filter(|e| e.owner == owner)
            .collect();
        match mine.as_slice() {
            [one] => Ok(one.clone()),
            [] => Err(AgentError::new(
                AgentErrorCode::NoSequence,
                "no running watch of this key on this device; pass sequence_id to read a stopped one",
            )),
            _ => Err(AgentError::new(
                AgentErrorCode::InvalidArgument,
                format!(
                    "sequence_id: this key has {} running watches on this device ({}); name one",
                    mine.len(),
                    mine.iter()
                        .map(|e| e.id.as_str())
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
            )),
        }
    }

    /// The watch `r` names, or (id empty) the owner's one running watch.
    pub(crate) fn watch(&self, r: &SequenceRef) -> Result<Arc<Entry>, AgentError> {
        let entry = if r.id.is_empty() {
            self.only_running_watch(&r.owner)?
        } else {
            self.find(r)?
        };
        if entry.kind != Kind::Watch {
            return Err(AgentError::new(
                AgentErrorCode::InvalidArgument,
                format!(
                    "sequence_id: {} is a capture, not a watch; read it with screen_sequence",
                    entry.id
                ),
            ));
        }
        Ok(entry)
    }

    /// A key lost its access: stop its captures and watches and drop their frames.
    pub fn key_revoked(&self, key_id: &str) -> usize {
        let store = self.store();
        let mut n = 0;
        for e in store.entries.iter().filter(|e| e.owner == key_id) {
            e.request_stop(SequenceStop::AccessRevoked);
            let mut state = e.state();
            state.revoked = true;
            state.frames.clear();
            state.bytes = 0;
            n += 1;
        }
        n
    }

    /// Stop the capture `r` names because its caller went away.
    pub fn cancel(&self, r: &SequenceRef) -> bool {
        match self.find(r) {
            Ok(e) => {
                e.request_stop(SequenceStop::Cancelled);
                true
            }
            Err(_) => false,
        }
    }

    /// The backend captures and watches grab from; also asked whether a window sequence's
    /// window still exists before its frames are read.
    pub(crate) fn backend(&self) -> &Arc<dyn Backend> {
        &self.backend
    }
}

/// A backend failure during capture, as a stop reason and its detail.
pub(crate) fn stop_for(error: &BackendError) -> (SequenceStop, Option<String>) {
    match error {
        BackendError::NotFound(m) => (SequenceStop::TargetLost, Some(m.clone())),
        other => (SequenceStop::CaptureFailed, Some(other.to_string())),
    }
}
