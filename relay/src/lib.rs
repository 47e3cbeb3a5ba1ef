//! The relay: the central service devices dial and AI agents, people and QA teams reach.
//!
//! Start at [`server::run`] (serve a router on a listener) and [`app::app`] (the router).
//! Requests from MCP clients enter through [`mcp`], are authenticated by [`auth`] (an API
//! key) or [`oauth`] (an access token of the relay's own authorization server), and run
//! as [`tools`]; tools reach devices through the [`hub`] of agent connections that
//! [`agent_link`] accepts. [`keys`], [`devices`] and [`audit`] own their tables in the
//! [`store`]. Recordings' files reach the [`artifacts`] store over the data plane. People
//! use the [`console`]'s pages, beside the live viewer. The
//! `relay` binary adds the admin CLI and `relay dev`.

mod agent_link;
mod api_error;
mod app;
pub mod artifacts;
pub mod audit;
mod auth;
pub mod cli_time;
pub mod cluster;
pub mod console;
pub mod devices;
pub mod failures;
mod http_client;
pub mod hub;
mod jsonrpc_guard;
pub mod keys;
pub mod live;
mod mcp;
pub mod metrics;
pub mod oauth;
mod reach;
pub mod recordings;
mod refusal_page;
pub mod revocation;
pub mod revoked_keys;
mod routes;
pub mod scope;
pub mod secret;
pub mod sequences;
mod server;
mod state;
pub mod store;
pub mod tools;
pub mod viewer;
mod viewports;

pub use app::app;
pub use server::{TlsFiles, run};
pub use state::{AppState, Builder, Settings};
