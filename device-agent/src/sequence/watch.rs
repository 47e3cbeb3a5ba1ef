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
//! its key loses access; `watch stop` stops it as `completed`. Input actions are noted by
//! [`Sequences::begin_action`] / [`Sequences::end_action`] around every `input` call.

use std::collections::BTreeMap;
use std::sync::Arc;
use std::sync::mpsc::{self, RecvTimeoutError};
use std::time::{Duration, Instant};

use proto::{ActionMeta, AgentError, SequenceStop, WatchSettings};

use super::capture::{Sample, Sampler, store_frame};
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
        let added = frame.pixels.stored_bytes();
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
            let _ = commit(&entry, 0, sample, &mut previous);
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
    state.stop = Some(stop);
    state.running = false;
    state.pending = 0;
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

/// Anonymous actions less than this apart are one span.
/// The name a watch gives an action of someone other than its owner.
pub(crate) const ANONYMOUS: &str = "input by another party";

const ANONYMOUS_GAP_MS: f64 = 1000.0;

/// The spans of one input action in the running watches.
pub struct ActionSpan {
    notes: Vec<(Arc<Entry>, usize)>,
}

impl Sequences {
    /// Note that an input action named `name` begins on behalf of key `by` (`None`: a human
    /// viewer), in every running watch: by its owner's name in that owner's watches, and as
    /// [`ANONYMOUS`] in anyone else's. Anonymous actions close together
    /// (a human moving the pointer) make one span.
    pub fn begin_action(&self, name: &str, by: Option<&str>) -> ActionSpan {
        let notes = self
            .running(Kind::Watch)
            .into_iter()
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
    pub fn end_action(&self, span: ActionSpan, failed: bool) {
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
