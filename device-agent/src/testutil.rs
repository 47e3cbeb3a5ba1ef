//! Helpers of the unit tests.
//!
//! A test that waits for something another thread does must poll for it, not sleep a guessed
//! time: a fixed sleep is either too short on a loaded machine (a flaky failure) or longer
//! than needed everywhere else. Sleeps that are the scenario itself (letting a recording run
//! for a while) stay sleeps.

use std::time::{Duration, Instant};

/// How often [`eventually`] asks again.
const POLL: Duration = Duration::from_millis(20);

/// Ask `check` until it answers `Some` and return that answer; fail the test, naming
/// `what`, if `within` passes first.
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
