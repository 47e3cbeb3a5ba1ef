//! The screen memory of a build without the `screen-memory` feature: there is none, so the
//! handler and the link, which hold an optional memory, always hold `None`.

use proto::{AgentError, MemoryFrames, MemoryReadRequest, MemoryState};
use tokio::sync::watch;

/// A screen memory that cannot exist (the type has no values): every method is dead code
/// the compiler proves unreachable, with the signature of the real one.
pub(crate) enum ScreenMemory {}

impl ScreenMemory {
    /// Never called: no memory exists.
    pub(crate) fn watch_state(&self) -> watch::Receiver<MemoryState> {
        match *self {}
    }

    /// Never called: no memory exists.
    pub(crate) fn state(&self) -> MemoryState {
        match *self {}
    }

    /// Never called: no memory exists.
    pub(crate) async fn read(
        &self,
        _req: &MemoryReadRequest,
    ) -> Result<(MemoryFrames, Vec<u8>), AgentError> {
        match *self {}
    }

    /// Never called: no memory exists.
    pub(crate) async fn stop(&self) {
        match *self {}
    }
}
