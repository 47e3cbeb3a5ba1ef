//! The one low-priority worker that scales, encodes and stores the frames the capture loop
//! keeps.
//!
//! Encoding a WebP costs tens of milliseconds, far more than grabbing and hashing, so it
//! runs apart from the capture loop on a thread the kernel schedules last (nice 19): the
//! memory yields to whatever the device's owner is doing. The queue between them is short
//! and drops its oldest frame when full: under load the newest picture is the one worth
//! keeping, and the capture loop never waits.

use std::collections::VecDeque;
use std::sync::{Condvar, Mutex};

use proto::MAX_STORED_EDGE;

use super::picture::Picture;
use super::store::{FrameRow, Store};
use super::webp::encode_lossy;
use crate::encode::{resize, scaled_size};

/// Frames waiting to be encoded, at most.
const QUEUE_LEN: usize = 4;

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

/// The queue from the capture loop to the worker.
#[derive(Default)]
pub(crate) struct Queue {
    inner: Mutex<(VecDeque<Pending>, bool)>,
    ready: Condvar,
}

impl Queue {
    /// Adds a frame, dropping the oldest waiting one when full.
    pub(crate) fn push(&self, frame: Pending) {
        let mut inner = self.inner.lock().unwrap_or_else(|p| p.into_inner());
        if inner.0.len() >= QUEUE_LEN {
            inner.0.pop_front();
            tracing::debug!("screen memory: encoder behind, oldest waiting frame dropped");
        }
        inner.0.push_back(frame);
        self.ready.notify_one();
    }

    /// Ends the worker once the frames waiting are stored.
    pub(crate) fn close(&self) {
        self.inner.lock().unwrap_or_else(|p| p.into_inner()).1 = true;
        self.ready.notify_all();
    }

    /// The next frame, or None once closed and empty.
    fn next(&self) -> Option<Pending> {
        let mut inner = self.inner.lock().unwrap_or_else(|p| p.into_inner());
        loop {
            if let Some(frame) = inner.0.pop_front() {
                return Some(frame);
            }
            if inner.1 {
                return None;
            }
            inner = self.ready.wait(inner).unwrap_or_else(|p| p.into_inner());
        }
    }
}

/// Runs the worker on this thread until the queue is closed.
pub(crate) fn run(queue: &Queue, store: &Store, runtime: &tokio::runtime::Handle) {
    lower_priority();
    while let Some(frame) = queue.next() {
        if let Err(e) = store_one(frame, store, runtime) {
            tracing::warn!(error = %e, "screen memory: a frame could not be stored");
        }
    }
}

fn store_one(
    frame: Pending,
    store: &Store,
    runtime: &tokio::runtime::Handle,
) -> Result<(), Box<dyn std::error::Error>> {
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
    runtime.block_on(store.insert(&row, &webp))?;
    Ok(())
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
