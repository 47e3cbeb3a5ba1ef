//! Input on the device: one actor at a time, each action noted in the running watches.
//!
//! Two paths drive a device: the `input` tool (through the relay, on behalf of a key) and a
//! human's viewer in a live control session. They take turns under one lock, so their events
//! never interleave. A running watch notes the span of every action aimed at what it watches
//! (a pointer event inside its window or on its display, a key while its window has the
//! focus or on a display); input elsewhere on the device is not its business. It notes its
//! owner's own actions with their names (never typed text), and anyone else's (another key, a
//! human in live control) only as an anonymous span, `ANONYMOUS`, without coordinates or keys.

use std::sync::Arc;

use crate::sequence::{ActionSpan, Aim, Sequences};

/// The device's input turns and the watches that note them.
pub struct InputTurns {
    lock: tokio::sync::Mutex<()>,
    sequences: Option<Arc<Sequences>>,
}

impl InputTurns {
    /// Turns noted in `sequences`' running watches (none: nothing is noted).
    pub fn new(sequences: Option<Arc<Sequences>>) -> Self {
        InputTurns {
            lock: tokio::sync::Mutex::new(()),
            sequences,
        }
    }

    /// Wait for the turn to act.
    pub(crate) async fn turn(&self) -> tokio::sync::MutexGuard<'_, ()> {
        self.lock.lock().await
    }

    /// An action named `name` begins, on behalf of key `by` (`None`: a human viewer), its
    /// events going to `aims`. It may ask the window system where the watched windows are:
    /// call it on a blocking thread.
    pub(crate) fn begin(&self, name: &str, by: Option<&str>, aims: &[Aim]) -> Option<ActionSpan> {
        self.sequences
            .as_ref()
            .map(|s| s.begin_action(name, by, aims))
    }

    /// The action of `span` ended.
    pub(crate) fn end(&self, span: Option<ActionSpan>, failed: bool) {
        if let (Some(s), Some(span)) = (&self.sequences, span) {
            s.end_action(span, failed);
        }
    }
}
