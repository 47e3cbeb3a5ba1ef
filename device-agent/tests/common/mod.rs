//! Helpers shared by test binaries.
//!
//! Tests wait for what the code under test does on other threads or tasks by polling with
//! [`eventually`] (or [`eventually_async`] on a runtime), never by a guessed sleep.

pub(crate) mod rfb_client;

use std::time::{Duration, Instant};

/// How often the `eventually` helpers ask again.
const POLL: Duration = Duration::from_millis(20);

/// Ask `check` until it answers `Some` and return that answer; fail the test, naming
/// `what`, if `within` passes first. Blocks the thread between polls.
#[allow(dead_code)]
pub(crate) fn eventually<T>(
    within: Duration,
    what: &str,
    mut check: impl FnMut() -> Option<T>,
) -> T {
    let deadline = Instant::now() + within;
    loop {
        if let Some(found) = check() {
            return found;
        }
        assert!(
            Instant::now() < deadline,
            "timed out after {within:?} waiting for {what}"
        );
        std::thread::sleep(POLL);
    }
}

/// [`eventually`] for async tests: sleeps on the runtime between polls, so the tasks under
/// test keep running on a single-threaded runtime.
#[allow(dead_code)]
pub(crate) async fn eventually_async<T>(
    within: Duration,
    what: &str,
    mut check: impl FnMut() -> Option<T>,
) -> T {
    let deadline = Instant::now() + within;
    loop {
        if let Some(found) = check() {
            return found;
        }
        assert!(
            Instant::now() < deadline,
            "timed out after {within:?} waiting for {what}"
        );
        tokio::time::sleep(POLL).await;
    }
}
