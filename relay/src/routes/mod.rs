//! The HTTP handlers of the data and live planes: the agent's offers and completions, the
//! filesystem store's part uploads, downloads by signed link, the live WebSockets and the
//! viewer page's ticket questions.
//!
//! Handlers (these, [`crate::agent_link`], [`crate::mcp`] and the [`crate::tools`]) are the
//! only code that sees the whole [`crate::AppState`]; the domain modules they call
//! ([`crate::artifacts`], [`crate::live`], …) take only the parts they use, so dependencies
//! point one way: handlers → state → domain.

pub(crate) mod download;
pub(crate) mod health;
pub(crate) mod link;
pub(crate) mod live_bridge;
pub(crate) mod live_ticket;
pub(crate) mod offer;
pub(crate) mod upload;
pub(crate) mod videos;
