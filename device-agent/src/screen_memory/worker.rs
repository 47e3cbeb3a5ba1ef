//! The one low-priority worker that scales, encodes and stores the frames the capture loop
//! keeps.
//!
//! Encoding a WebP costs tens of milliseconds, far more than grabbing and hashing, so it
//! runs apart from the capture loop on a thread the kernel schedules last (nice 19), and it
//! spends at most its [`budget`](super::budget) of CPU: the memory yields to whatever the
//! device's owner is doing. Between the two there is one waiting frame per display: a newer
//! frame of a display replaces its older waiting one, because when the encoder is behind
//! the newest picture is the one worth keeping, and it is the one the capture loop compares
//! the next grab with. The capture loop never waits.

use std::collections::BTreeMap;
use std::sync::{Condvar, Mutex};
use std::time::Instant;

use proto::MAX_STORED_EDGE;

use super::budget::{BURST, Budget, SHARE, thread_cpu};
use super::picture::Picture;
use super::store::{FrameRow, Store};
use super::webp::encode_lossy;
use crate::encode::{resize, scaled_size};

/// A frame kept by the capture loop, not yet stored.
pub(crate) struct Pending {
    /// When it was grabbed (Unix ms).
    pub(crate) at_ms: i64,
    /// The display it shows.
    pub(crate) display: u32,
    /// The focused window's class, empty when none.
    pub(crate) app: String,
    /// The focused window's title.
    pub(crate) title: String,
    /// Its perceptual hash.
    pub(crate) hash: u64,
    /// The pixels, cropped and with denylisted windows black.
    pub(crate) picture: Picture,
}

/// The frames waiting for the worker: at most one per display.
#[derive(Default)]
pub(crate) struct Queue {
    inner: Mutex<Waiting>,
    ready: Condvar,
}

#[derive(Default)]
struct Waiting {
    by_display: BTreeMap<u32, Pending>,
    closed: bool,
    /// When the worker will take its next frame, if it is waiting for its budget.
    not_before: Option<Instant>,
}

impl Queue {
    /// Adds a frame, replacing its display's waiting one.
    pub(crate) fn push(&self, frame: Pending) {
        let mut inner = self.inner.lock().unwrap_or_else(|p| p.into_inner());
        if inner.by_display.insert(frame.display, frame).is_some() {
            tracing::trace!(
                "screen memory: encoder behind, a waiting frame replaced by a newer one"
            );
        }
        self.ready.notify_one();
    }

    /// When the next frame pushed would be taken at the earliest (a time past when the
    /// worker is not waiting for its budget).
    pub(crate) fn taken_after(&self) -> Instant {
        let inner = self.inner.lock().unwrap_or_else(|p| p.into_inner());
        inner.not_before.unwrap_or_else(Instant::now)
    }

    /// Ends the worker once the frames waiting are stored.
    pub(crate) fn close(&self) {
        self.inner.lock().unwrap_or_else(|p| p.into_inner()).closed = true;
        self.ready.notify_all();
    }

    /// The oldest waiting frame once `not_before` has passed (at once after [`Queue::close`]),
    /// or None once closed and empty.
    fn next(&self, not_before: Instant) -> Option<Pending> {
        let mut inner = self.inner.lock().unwrap_or_else(|p| p.into_inner());
        inner.not_before = Some(not_before);
        loop {
            let now = Instant::now();
            if !inner.by_display.is_empty() && (now >= not_before || inner.closed) {
                let display = inner
                    .by_display
                    .iter()
                    .min_by_key(|(_, f)| f.at_ms)
                    .map(|(d, _)| *d)?;
                return inner.by_display.remove(&display);
            }
            if inner.closed {
                return None;
            }
            inner = if inner.by_display.is_empty() {
                self.ready.wait(inner).unwrap_or_else(|p| p.into_inner())
            } else {
                let waited = self.ready.wait_timeout(inner, not_before - now);
                waited.unwrap_or_else(|p| p.into_inner()).0
            };
        }
    }
}

/// Runs the worker on this thread until the queue is closed.
pub(crate) fn run(queue: &Queue, store: &Store, runtime: &tokio::runtime::Handle) {
    lower_priority();
    let mut budget = Budget::new(SHARE, BURST, Instant::now());
    while let Some(frame) = queue.next(budget.ready_at(Instant::now())) {
        let cpu = thread_cpu();
        let encoded = encode(frame);
        // The insert's work happens on the database's and the file system's threads: its
        // wall time is charged instead.
        let inserting = Instant::now();
        let stored =
            encoded.and_then(|(row, webp)| Ok(runtime.block_on(store.insert(&row, &webp))?));
        budget.spend(
            thread_cpu().saturating_sub(cpu) + inserting.elapsed(),
            Instant::now(),
        );
        if let Err(e) = stored {
            tracing::warn!(error = %e, "screen memory: a frame could not be stored");
        }
    }
}

/// The row and the WebP of a kept frame.
fn encode(frame: Pending) -> Result<(FrameRow, Vec<u8>), Box<dyn std::error::Error>> {
    let Pending {
        at_ms,
        display,
        app,
        title,
        hash,
        picture,
    } = frame;
    let (width, height) = scaled_size(picture.width, picture.height, MAX_STORED_EDGE);
    let webp = if (width, height) == (picture.width, picture.height) {
        encode_lossy(&picture.bgra, width, height, width as usize * 4)?
    } else {
        let scaled = resize(
            &picture.bgra,
            picture.width as usize * 4,
            (picture.width, picture.height),
            (width, height),
        )?;
        encode_lossy(scaled.buffer(), width, height, width as usize * 4)?
    };
    let row = FrameRow {
        at_ms,
        display,
        app,
        title,
        width,
        height,
        hash,
    };
    Ok((row, webp))
}

/// Nice 19 for this thread only (on Linux a thread is its own scheduling entity).
fn lower_priority() {
    // SAFETY: gettid takes no arguments; setpriority reads only its integer arguments.
    let ok = unsafe {
        let tid = libc::syscall(libc::SYS_gettid) as libc::id_t;
        libc::setpriority(libc::PRIO_PROCESS, tid, 19) == 0
    };
    if !ok {
        tracing::debug!("screen memory: could not lower the encoder's priority");
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    fn frame(display: u32, at_ms: i64) -> Pending {
        Pending {
            at_ms,
            display,
            app: String::new(),
            title: String::new(),
            hash: 0,
            picture: Picture {
                width: 1,
                height: 1,
                bgra: vec![0; 4],
            },
        }
    }

    #[test]
    fn a_newer_frame_replaces_its_displays_waiting_one_and_the_oldest_goes_first() {
        let q = Queue::default();
        q.push(frame(0, 10));
        q.push(frame(1, 20));
        q.push(frame(0, 30));
        let now = Instant::now();
        assert_eq!(q.next(now).map(|f| (f.display, f.at_ms)), Some((1, 20)));
        assert_eq!(q.next(now).map(|f| (f.display, f.at_ms)), Some((0, 30)));
        q.close();
        assert!(q.next(now).is_none());
    }

    #[test]
    fn the_worker_waits_for_its_budget_unless_closed_and_says_until_when() {
        let q = Queue::default();
        q.push(frame(0, 10));
        let later = Instant::now() + Duration::from_millis(200);
        let t0 = Instant::now();
        assert!(q.next(later).is_some());
        assert!(
            t0.elapsed() >= Duration::from_millis(150),
            "{:?}",
            t0.elapsed()
        );
        // Waiting with nothing queued: the capture loop learns when a frame would be taken.
        let far = Instant::now() + Duration::from_secs(60);
        std::thread::scope(|s| {
            s.spawn(|| {
                q.push(frame(0, 20));
                while q.taken_after() < far {
                    std::thread::sleep(Duration::from_millis(5));
                }
                q.close();
            });
            // Closed while waiting for the budget: what waits is stored at once.
            let t1 = Instant::now();
            assert_eq!(q.next(far).map(|f| f.at_ms), Some(20));
            assert!(t1.elapsed() < Duration::from_secs(5));
        });
    }
}
