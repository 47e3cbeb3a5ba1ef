//! Screen memory: the last ten minutes of the device's screen, kept on the device, so an
//! agent can ask what was on it at a moment ("what was I looking at when I said that").
//!
//! The memory is deduplicated frames: a picture is kept only when it differs from the
//! display's last kept one (or its focused app or title changed), so ten minutes of a still
//! screen cost one frame. What is kept never leaves the device except as the answer to a
//! read, and never outlives [`store::RETENTION_MS`]. Windows that must never be kept
//! (password managers, private browsing, banking) are named by a denylist.
//!
//! One concept per module:
//! - [`phash`]: the 64-bit perceptual hash that decides whether two pictures are the same;
//! - [`webp`]: the lossy WebP a kept picture is stored as;
//! - [`denylist`]: which windows are never kept (by class and by title);
//! - [`store`]: the files and rows of the memory, their retention, the reads of a range;
//! - [`grants`]: the per-run tokens of the loopback endpoint, kept as hashes;
//! - [`pause`]: the owner's pause (`screen-memory pause` / `resume`), a file the capture
//!   loop reads;
//! - [`endpoint`]: that endpoint, `get_screenshots` for an agent on this machine;
//! - [`leftovers`]: the memory's files and forgetting them.
//!
//! The capture loop that feeds the store, and the wiring to the relay's requests, live beside
//! these modules. All but [`leftovers`] are the crate feature `screen-memory`; without it
//! `absent` stands in for [`ScreenMemory`], a type with no values.

#[cfg(feature = "screen-memory")]
pub(crate) mod denylist;
#[cfg(feature = "screen-memory")]
pub(crate) mod endpoint;
#[cfg(feature = "screen-memory")]
pub(crate) mod grants;
pub(crate) mod leftovers;
#[cfg(feature = "screen-memory")]
pub(crate) mod pause;
#[cfg(feature = "screen-memory")]
pub(crate) mod phash;
#[cfg(feature = "screen-memory")]
pub(crate) mod store;
#[cfg(all(test, feature = "screen-memory"))]
mod test_picture;
#[cfg(feature = "screen-memory")]
pub(crate) mod webp;

#[cfg(not(feature = "screen-memory"))]
mod absent;
#[cfg(feature = "screen-memory")]
mod budget;
#[cfg(feature = "screen-memory")]
mod capture;
#[cfg(feature = "screen-memory")]
mod picture;
#[cfg(feature = "screen-memory")]
mod service;
#[cfg(feature = "screen-memory")]
mod worker;

#[cfg(not(feature = "screen-memory"))]
pub(crate) use absent::ScreenMemory;
#[cfg(feature = "screen-memory")]
pub(crate) use denylist::Denylist;
pub(crate) use leftovers::forget;
#[cfg(feature = "screen-memory")]
pub(crate) use service::ScreenMemory;

/// Unix milliseconds now; tests pass their own clock.
#[cfg(feature = "screen-memory")]
pub(crate) type Clock = std::sync::Arc<dyn Fn() -> i64 + Send + Sync>;

/// The system's wall clock as a [`Clock`] (a time before 1970 reads as 0).
#[cfg(feature = "screen-memory")]
pub(crate) fn system_clock() -> Clock {
    std::sync::Arc::new(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
            .unwrap_or(0)
    })
}

#[cfg(all(test, feature = "screen-memory"))]
mod tests {
    use super::*;

    #[test]
    fn the_system_clock_reads_unix_milliseconds() {
        let now = system_clock()();
        // After 2024-01-01 and before 2100-01-01.
        assert!(
            (1_704_067_200_000..4_102_444_800_000).contains(&now),
            "{now}"
        );
    }
}
