//! The relay's integration tests, built as one binary: each file beside this one is a
//! module of it (the parts they share are in `common/`), so the relay and its
//! dependencies are linked once rather than once per file. Run one file's tests with
//! `cargo test -p relay --test integration <module>::`.

#![allow(clippy::unwrap_used)]

mod common;

mod agent_link;
mod artifacts_fs;
mod artifacts_s3;
mod cluster;
mod hostile;
mod live;
mod live_cluster;
mod live_recording;
mod oauth;
mod recording_actions;
mod revoked_keys;
mod routes;
mod screen_memory;
mod sequences;
mod sso;
mod tasks;
mod tls;
mod videos;
mod watch_files;
