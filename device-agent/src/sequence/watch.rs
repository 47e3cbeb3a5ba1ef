//! A watch: a sequence captured in the background while the agent acts.
//!
//! A scheduler thread owns the slots (one each `1 / fps`) and two capture workers, each with
//! its own grab buffer. When a capture takes longer than the interval, the next slot starts a
//! second capture on the idle worker, so at most two are in flight; a slot that finds both
//! busy is skipped. Results are committed in the order their captures started (a reorder
//! buffer keyed by start number), so frame order is time order even when the second capture
//! finishes first. A frame equal to the one before shares its pixels and costs nothing.
//!
//! The watch stops by itself at its timeout, at [`proto::MAX_WATCH_FRAMES`] frames, at
//! [`proto::STORE_BYTES`] of distinct frames, when its window closes or is replaced, and when
//! its key loses access; `watch stop` stops it as `completed`. Input actions aimed at what it
//! watches (by their place on screen, see [`Aim`]) are noted by [`Sequences::begin_action`] /
//! [`Sequences::end_action`] around every `input` call and live viewer's batch.

use std::collections::BTreeMap;
use std::sync::Arc;
use std::sync::mpsc::{self, RecvTimeoutError};
use std::time::{Duration, Instant};

use proto::{ActionMeta, AgentError, InputRequest, Rect, SequenceStop, Target, WatchSettings};

use super::capture::{Sample, Sampler, slots, store_frame};
use super::compose::Image;
use super::{Entry, Kind, Sequences, State};
use crate::backend::Backend;

/// Captures in flight at most.
const WORKERS: usize = 2;

type Outcome = Result<Sample, (SequenceStop, Option<String>)>;

/// A job for a worker: the start number and the slot.
struct Job {
    number: u64,
    slot: u32,
}

/// Commit `sample` as the next frame; `Some(stop)` when a limit is reached.
fn commit(
    entry: &Entry,
    slot: u32,
    sample: Sample,
    previous: &mut Option<Image>,
) -> Option<(SequenceStop, Option<String>)> {
    let mut state = entry.state();
    if state.frames.len() >= proto::MAX_WATCH_FRAMES {
        return Some((
            SequenceStop::FrameLimit,
            Some(format!("{} frames reached", proto::MAX_WATCH_FRAMES)),
        ));
    }
    let prev = state.frames.last().zip(previous.as_ref());
    let mut frame = store_frame(
        entry.started,
        state.frames.len() as u32,
        slot,
        &sample,
        prev,
    );
    if frame.meta.changed {
        let added = frame.pixels.decoded_bytes();
        if state.bytes + added > proto::STORE_BYTES {
            return Some((
                SequenceStop::ByteLimit,
                Some(format!(
                    "{} MiB of distinct frames reached",
                    proto::STORE_BYTES >> 20
                )),
            ));
        }
        state.bytes += added;
    }
    if state.window_title.is_none() {
        state.window_title = sample.title.clone();
    }
    note_frame(&mut state, &mut frame);
    state.frames.push(frame);
    *previous = Some(sample.image);
    None
}

/// Record which actions a new frame's capture overlapped.
fn note_frame(state: &mut State, frame: &mut super::frame::StoredFrame) {
    let (began, done) = (frame.started_ms, frame.meta.timestamp_ms);
    for (i, action) in state.actions.iter_mut().enumerate() {
        let end = if state.open_actions.contains(&i) {
            f64::INFINITY
        } else {
            action.end_ms
        };
        if began <= end && done >= action.start_ms {
            action.frames.push(frame.meta.index);
            frame.meta.actions.push(action.name.clone());
        }
    }
}

/// Run a watch until it stops. The first frame's outcome goes to `first` (an error there
/// means the settings cannot be met, and nothing was kept).
pub(crate) fn run(
    sequences: Arc<Sequences>,
    entry: Arc<Entry>,
    settings: WatchSettings,
    first: std::sync::mpsc::SyncSender<Result<(), AgentError>>,
) {
    let backend = sequences.backend().clone();
    let mut sampler = Sampler::new(
        settings.target,
        settings.viewport,
        None,
        settings.max_long_edge,
        1.0,
    );
    let mut previous = None;
    match sampler.sample(backend.as_ref()) {
        Ok(sample) => {
            let (width, height) = (sample.image.width, sample.image.height);
            // A first frame over the whole budget would leave a watch of no frames running:
            // the settings cannot be met, and the caller is told which one to lower.
            if commit(&entry, 0, sample, &mut previous).is_some() {
                let _ = first.send(Err(AgentError::new(
                    proto::AgentErrorCode::InvalidArgument,
                    format!(
                        "max_long_edge: a frame of {width}x{height} holds {} MiB decoded, more than the {} MiB a watch may hold; lower max_long_edge or watch a viewport",
                        (u64::from(width) * u64::from(height) * 4) >> 20,
                        proto::STORE_BYTES >> 20
                    ),
                )));
                return;
            }
        }
        Err(Err(refused)) => {
            let _ = first.send(Err(refused));
            return;
        }
        Err(Ok((reason, detail))) => {
            let _ = first.send(Err(AgentError::new(
                if reason == SequenceStop::TargetLost {
                    proto::AgentErrorCode::TargetNotFound
                } else {
                    proto::AgentErrorCode::CaptureFailed
                },
                detail.unwrap_or_else(|| reason.as_str().to_string()),
            )));
            return;
        }
    }
    let _ = first.send(Ok(()));
    let stop = schedule(&backend, &entry, &settings, sampler, previous);
    let mut state = entry.state();
    // The timeout is the watch's whole schedule: stopped there, or by `watch stop` (its
    // timeout only a safety limit), nothing is left. A limit, a lost window or a revoked key
    // stop it early: the slots up to its timeout that were neither sampled nor skipped are
    // pending, as a capture's are.
    state.pending = match stop.0 {
        SequenceStop::Completed | SequenceStop::Timeout => 0,
        _ => slots(settings.timeout_ms, settings.fps)
            .saturating_sub(state.frames.len() as u32)
            .saturating_sub(state.skipped.len() as u32),
    };
    state.stop = Some(stop);
    state.running = false;
    state.elapsed_ms = Some(entry.started.elapsed().as_secs_f64() * 1000.0);
    let end = state.elapsed_ms.unwrap_or_default();
    let open: Vec<usize> = std::mem::take(&mut state.open_actions);
    for i in open {
        state.actions[i].end_ms = end;
    }
    drop(state);
    sequences.grew();
}

/// The slot loop after the first frame; returns why it stopped.
fn schedule(
    backend: &Arc<dyn Backend>,
    entry: &Arc<Entry>,
    settings: &WatchSettings,
    sampler: Sampler,
    mut previous: Option<Image>,
) -> (SequenceStop, Option<String>) {
    let interval = Duration::from_secs_f64(1.0 / f64::from(settings.fps));
    let deadline = entry.started + Duration::from_millis(settings.timeout_ms.into());
    let (done_tx, done_rx) = mpsc::channel::<(usize, u64, u32, Outcome)>();
    let mut workers = Vec::with_capacity(WORKERS);
    // The first worker keeps the first frame's sampler (and its grab buffer); the others get
    // twins with the same frozen settings.
    let mut samplers: Vec<Sampler> = (1..WORKERS).map(|_| sampler.twin()).collect();
    samplers.insert(0, sampler);
    for (id, mut twin) in samplers.into_iter().enumerate() {
        let (job_tx, job_rx) = mpsc::channel::<Job>();
        let backend = backend.clone();
        let entry = entry.clone();
        let done = done_tx.clone();
        let spawned = std::thread::Builder::new()
            .name(format!("watch-{id}"))
            .spawn(move || {
                for job in job_rx {
                    let outcome = match twin.sample(backend.as_ref()) {
                        Ok(sample) => match &entry.identity {
                            Some(identity) if !identity.still_there(backend.as_ref()) => Err((
                                SequenceStop::TargetLost,
                                Some(format!("window {} closed or was replaced", identity.id)),
                            )),
                            _ => Ok(sample),
                        },
                        Err(Ok(stop)) => Err(stop),
                        Err(Err(e)) => Err((SequenceStop::CaptureFailed, Some(e.message))),
                    };
                    if done.send((id, job.number, job.slot, outcome)).is_err() {
                        return;
                    }
                }
            });
        match spawned {
            Ok(_) => workers.push((job_tx, false)),
            Err(e) => {
                return (
                    SequenceStop::CaptureFailed,
                    Some(format!("cannot start a capture thread: {e}")),
                );
            }
        }
    }
    drop(done_tx);
    let mut next_number = 0u64;
    let mut next_commit = 0u64;
    let mut waiting: BTreeMap<u64, (u32, Outcome)> = BTreeMap::new();
    let mut slot = 1u32;
    loop {
        if let Some(reason) = entry.stop_requested() {
            return (reason, None);
        }
        let now = Instant::now();
        if now >= deadline {
            return (
                SequenceStop::Timeout,
                Some(format!("timeout_ms {} reached", settings.timeout_ms)),
            );
        }
        let due = entry.started + interval * slot;
        if now >= due {
            // Slots whose interval passed while both workers were busy are skipped.
            if now >= due + interval {
                let missed = ((now - due).as_secs_f64() / interval.as_secs_f64()) as u32;
                let mut state = entry.state();
                state.skipped.extend(slot..slot + missed);
                slot += missed;
                continue;
            }
            match workers.iter_mut().position(|(_, busy)| !*busy) {
                Some(w) => {
                    let job = Job {
                        number: next_number,
                        slot,
                    };
                    if workers[w].0.send(job).is_err() {
                        return (
                            SequenceStop::CaptureFailed,
                            Some("a capture thread ended".into()),
                        );
                    }
                    workers[w].1 = true;
                    next_number += 1;
                }
                None => entry.state().skipped.push(slot),
            }
            slot += 1;
            continue;
        }
        let wait = (due - now).min(Duration::from_millis(20));
        match done_rx.recv_timeout(wait) {
            Ok((worker, number, job_slot, outcome)) => {
                workers[worker].1 = false;
                waiting.insert(number, (job_slot, outcome));
                while let Some((job_slot, outcome)) = waiting.remove(&next_commit) {
                    next_commit += 1;
                    let sample = match outcome {
                        Ok(s) => s,
                        Err(stop) => return stop,
                    };
                    if let Some(stop) = commit(entry, job_slot, sample, &mut previous) {
                        return stop;
                    }
                }
            }
            Err(RecvTimeoutError::Timeout) => {}
            Err(RecvTimeoutError::Disconnected) => {
                return (
                    SequenceStop::CaptureFailed,
                    Some("the capture threads ended".into()),
                );
            }
        }
    }
}

/// Start a watch: insert it, start its thread, wait for its first frame.
pub(crate) fn start(
    sequences: &Arc<Sequences>,
    entry: Arc<Entry>,
    settings: WatchSettings,
) -> Result<(), AgentError> {
    sequences.insert(entry.clone())?;
    let (first_tx, first_rx) = mpsc::sync_channel(1);
    let (seqs, e) = (sequences.clone(), entry.clone());
    let spawned = std::thread::Builder::new()
        .name("watch".into())
        .spawn(move || run(seqs, e, settings, first_tx));
    let first = match spawned {
        Ok(_) => first_rx.recv().unwrap_or_else(|_| {
            Err(AgentError::new(
                proto::AgentErrorCode::Internal,
                "the watch ended before its first frame",
            ))
        }),
        Err(e) => Err(AgentError::new(
            proto::AgentErrorCode::Internal,
            format!("cannot start the watch: {e}"),
        )),
    };
    if first.is_err() {
        sequences.remove(&entry.id);
    }
    first
}

/// Stop a running watch and wait until its thread has finished the frame it was on.
pub(crate) fn stop(entry: &Entry) {
    entry.request_stop(SequenceStop::Completed);
    let until = Instant::now() + Duration::from_secs(10);
    while entry.state().running && Instant::now() < until {
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// The name a watch gives an action of someone other than its owner.
pub(crate) const ANONYMOUS: &str = "input by another party";

/// Anonymous actions less than this apart are one span.
const ANONYMOUS_GAP_MS: f64 = 1000.0;

/// Where one input event goes, which decides the watches that note it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Aim {
    /// A pointer event at this point, in global device coordinates.
    Point {
        /// Device x.
        x: i32,
        /// Device y.
        y: i32,
    },
    /// A key event: it goes to the window with the focus.
    Keys,
}

impl Aim {
    /// Where the events of an `input` request go: a pointer action's points (a drag's press
    /// and release), or the keyboard.
    pub(crate) fn of_request(input: &InputRequest) -> Vec<Aim> {
        match *input {
            InputRequest::Click { x, y, .. }
            | InputRequest::DoubleClick { x, y, .. }
            | InputRequest::Move { x, y }
            | InputRequest::Scroll { x, y, .. } => vec![Aim::Point { x, y }],
            InputRequest::Drag {
                x, y, to_x, to_y, ..
            } => vec![Aim::Point { x, y }, Aim::Point { x: to_x, y: to_y }],
            InputRequest::Type { .. } | InputRequest::Key { .. } => vec![Aim::Keys],
        }
    }
}

/// Whether `(x, y)` lies inside `rect`.
fn inside(rect: Rect, x: i32, y: i32) -> bool {
    let (x, y) = (i64::from(x), i64::from(y));
    x >= i64::from(rect.x)
        && y >= i64::from(rect.y)
        && x < i64::from(rect.x) + i64::from(rect.width)
        && y < i64::from(rect.y) + i64::from(rect.height)
}

/// The screen as it is when an action begins: the window list and the displays, each asked
/// of the backend once, and only when a running watch needs it (`None` inside: it failed).
struct Screen<'a> {
    backend: &'a dyn Backend,
    windows: Option<Option<Vec<proto::Window>>>,
    displays: Option<Option<Vec<proto::Display>>>,
}

/// Where a watched window or display is now, as far as the window system says.
enum Place {
    /// The listing failed.
    Unknown,
    /// Not listed any more: it receives nothing (its watch stops by itself).
    Gone,
    /// Its rectangle (when known) and whether key events go to it.
    At { rect: Option<Rect>, keys: bool },
}

/// A listing, or `None` (logged) when it failed.
fn listed<T>(list: Result<Vec<T>, crate::backend::BackendError>, what: &str) -> Option<Vec<T>> {
    list.inspect_err(|e| tracing::debug!(error = %e, "{what} not listed for a watch's action"))
        .ok()
}

impl Screen<'_> {
    fn place(&mut self, target: Target) -> Place {
        let backend = self.backend;
        match target {
            Target::Window { window } => {
                let windows = self
                    .windows
                    .get_or_insert_with(|| listed(backend.windows(), "windows"));
                match windows {
                    None => Place::Unknown,
                    Some(ws) => {
                        ws.iter()
                            .find(|w| w.id == window)
                            .map_or(Place::Gone, |w| Place::At {
                                rect: w.rect,
                                keys: w.focused,
                            })
                    }
                }
            }
            Target::Display { display } => {
                let displays = self
                    .displays
                    .get_or_insert_with(|| listed(backend.displays(), "displays"));
                match displays {
                    None => Place::Unknown,
                    // Every key event is input on the display, wherever the focus is.
                    Some(ds) => ds
                        .iter()
                        .find(|d| d.id == display)
                        .map_or(Place::Gone, |d| Place::At {
                            rect: Some(Rect {
                                x: d.x,
                                y: d.y,
                                width: d.width,
                                height: d.height,
                            }),
                            keys: true,
                        }),
                }
            }
        }
    }

    /// Whether an action whose events go to `aims` is aimed at what `target` watches: a
    /// pointer event inside the watched window's rectangle or on the watched display, a key
    /// event while the watched window has the focus (on a display, always). When the window
    /// system cannot say (a failed listing, a window without a rectangle), the action is
    /// noted: a span too many shows for what it is, a missing one is not seen at all.
    fn aimed_at(&mut self, target: Target, aims: &[Aim]) -> bool {
        match self.place(target) {
            Place::Unknown => true,
            Place::Gone => false,
            Place::At { rect, keys } => aims.iter().any(|aim| match *aim {
                Aim::Point { x, y } => rect.is_none_or(|r| inside(r, x, y)),
                Aim::Keys => keys,
            }),
        }
    }
}

/// The spans of one input action in the running watches.
pub(crate) struct ActionSpan {
    notes: Vec<(Arc<Entry>, usize)>,
}

impl Sequences {
    /// Note that an input action named `name` begins on behalf of key `by` (`None`: a human
    /// viewer), in every running watch it is aimed at (its events `aims`, see
    /// [`Aim`]): by its owner's name in that owner's watches, and as [`ANONYMOUS`] in anyone
    /// else's. Input elsewhere on the device is no action on what a watch watches and is not
    /// noted there. Anonymous actions close together (a human moving the pointer) make one
    /// span. Where the windows are is asked of the window system (a blocking call), once an
    /// action and only while a watch runs.
    pub(crate) fn begin_action(&self, name: &str, by: Option<&str>, aims: &[Aim]) -> ActionSpan {
        let mut screen = Screen {
            backend: self.backend().as_ref(),
            windows: None,
            displays: None,
        };
        let notes = self
            .running(Kind::Watch)
            .into_iter()
            .filter(|entry| screen.aimed_at(entry.target, aims))
            .map(|entry| {
                let start_ms = entry.started.elapsed().as_secs_f64() * 1000.0;
                let own = by == Some(entry.owner.as_str());
                let name = if own { name } else { ANONYMOUS };
                let mut state = entry.state();
                let last = state.actions.len().checked_sub(1);
                let joins = !own
                    && last.is_some_and(|i| {
                        let a = &state.actions[i];
                        a.name == name && start_ms - a.end_ms < ANONYMOUS_GAP_MS
                    });
                let i = match last {
                    Some(i) if joins => i,
                    _ => {
                        state.actions.push(ActionMeta {
                            name: name.to_string(),
                            start_ms,
                            end_ms: start_ms,
                            frames: Vec::new(),
                            frame_before: None,
                            frame_after: None,
                            failed: false,
                        });
                        state.actions.len() - 1
                    }
                };
                if !state.open_actions.contains(&i) {
                    state.open_actions.push(i);
                }
                drop(state);
                (entry, i)
            })
            .collect();
        ActionSpan { notes }
    }

    /// Note that the action of `span` ended (and whether it failed).
    pub(crate) fn end_action(&self, span: ActionSpan, failed: bool) {
        for (entry, i) in span.notes {
            let end_ms = entry.started.elapsed().as_secs_f64() * 1000.0;
            let mut state = entry.state();
            state.open_actions.retain(|&o| o != i);
            if let Some(action) = state.actions.get_mut(i) {
                action.end_ms = end_ms;
                action.failed = failed;
            }
        }
    }
}
