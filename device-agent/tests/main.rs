//! The device-agent's integration tests, built as one binary: each file beside this one is a
//! module of it (the parts they share are in `common/`), so the agent and its dependencies
//! are linked once. Run one file's tests with
//! `cargo test -p device-agent --test integration <module>::`.

#![allow(clippy::unwrap_used)]

mod common;

mod live_rfb;
mod live_tunnel;
#[cfg(feature = "x11")]
mod x11;
