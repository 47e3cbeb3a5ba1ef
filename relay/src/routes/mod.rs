//! The HTTP handlers of the data and live planes: the agent's offers and completions, its
//! recordings' actions (muxed as their timed-text track), the
//! filesystem store's part uploads, downloads by signed link, share links, the live WebSockets and the
//! viewer page's ticket questions.
//!
//! Handlers call down into [`relay_core`] (artifacts, access, audit), which cannot name
//! axum or [`crate::AppState`]: a handler hands the domain only the parts it uses.

pub(crate) mod download;
pub(crate) mod health;
pub(crate) mod live_bridge;
pub(crate) mod live_ticket;
pub(crate) mod offer;
pub(crate) mod recording_actions;
pub(crate) mod share;
pub(crate) mod signed_link;
pub(crate) mod upload;
pub(crate) mod videos;
