//! The relay: the central service devices dial and AI agents, people and QA teams reach.
//!
//! This crate holds the relay's surfaces and its composition root; the domain and the
//! tables beneath them are [`relay_core`]'s. Start at [`server::run`] (serve a router on a
//! listener) and [`app::app`] (the router), which take an [`AppState`] built once from
//! [`Settings`]. Requests from MCP clients enter through [`mcp`], are authenticated by
//! [`auth`] (an API key) or [`oauth`] (an access token of the relay's own authorization
//! server), and run as [`tools`]; tools reach a device through [`reach`]: its agent's
//! socket here ([`agent_link`] accepts them into `relay_core::hub`) or the replica that
//! holds it ([`replica`]). The data plane's [`routes`] take offers, uploads and downloads
//! by signed link; [`live`] opens live sessions and bridges their sockets. People use the
//! [`console`]'s pages, beside the live [`viewer`]. The `relay` binary adds the admin CLI
//! and `relay dev`.

mod agent_link;
mod api_error;
mod app;
mod auth;
pub mod console;
mod http_client;
pub mod live;
mod mcp;
pub mod metrics_listener;
pub mod oauth;
mod reach;
mod refusal_page;
mod replica;
pub mod revocation;
mod routes;
mod server;
mod state;
pub mod tools;
pub mod viewer;

pub use app::app;
pub use server::{TlsFiles, run};
pub use state::{AppState, Builder, Settings};
