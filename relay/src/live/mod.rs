//! The live plane: a device's RFB stream bridged to one human's browser for a bounded time.
//!
//! A session is opened by `screen_recording` (see [`crate::tools::live_channel`]): a row in
//! `live_sessions` ([`session`]), a one-time viewer [`ticket`] handed back in the viewer
//! URL, and a short-lived [`dial`] token sent to the agent in `LiveStart`. The agent dials
//! `/v1/live/device`, the browser `/v1/live/viewer` with the ticket, and [`crate::routes::live_bridge`] copies
//! WebSocket messages between them. [`crate::routes::live_ticket`] answers the viewer page's questions about its
//! ticket without consuming it.
//!
//! The database row is the durable truth (used, connected, ended and why); the sockets
//! and the timer live in this process's [`Registry`] as one [`Slot`] per running session.
//!
//! Scaled out, a session is served by the replica holding the device's control socket when
//! it opened (its row names it): a start on another replica asks that one to open it
//! ([`owner`]), and a live socket (device's or viewer's) that reaches another replica
//! through the load balancer is carried to it over one relay-to-relay WebSocket ([`hop`]).
//! An end on any replica is told to all ([`owner::serve`]), and a session whose replica
//! went away is ended by the others ([`Sessions::end_orphaned`]).
//! Ending is one path, [`Sessions::end`], whoever triggers it (stop, TTL, a side leaving): it closes
//! the sockets with the reason's close code, tells the agent `LiveStop`, marks the row and
//! writes the one `live_ended` event. An operator's CLI ends a session in the database
//! ([`operator`]); the process serving it closes it at its next sweep.

pub(crate) mod dial;
pub(crate) mod fanout;
pub(crate) mod hop;
pub(crate) mod input_rate;
pub(crate) mod invite;
mod lifecycle;
pub(crate) mod observers;
pub mod operator;
pub(crate) mod owner;
mod registry;
pub(crate) mod session;
pub(crate) mod ticket;

pub(crate) use lifecycle::Sessions;
pub use lifecycle::end_orphans;
pub(crate) use lifecycle::{OpenError, Opened, viewer_url};
pub(crate) use registry::ViewerHandoff;
pub(crate) use registry::{Registry, Slot};
pub(crate) use session::LiveSession;

/// Why a live session ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EndReason {
    /// `screen_recording` stop.
    Stopped,
    /// The TTL ran out.
    Expired,
    /// The device's socket went away (or never came).
    DeviceLeft,
    /// The viewer's socket went away.
    ViewerLeft,
    /// The key that opened it was revoked or expired.
    KeyRevoked,
    /// The relay serving it shut down or died.
    RelayLeft,
    /// An administrator ended it from the console or the CLI.
    EndedByAdmin,
}

impl EndReason {
    /// The stored and wire name.
    pub fn as_str(self) -> &'static str {
        match self {
            EndReason::Stopped => "stopped",
            EndReason::Expired => "expired",
            EndReason::DeviceLeft => "device_left",
            EndReason::ViewerLeft => "viewer_left",
            EndReason::KeyRevoked => "key_revoked",
            EndReason::RelayLeft => "relay_left",
            EndReason::EndedByAdmin => "ended_by_admin",
        }
    }

    /// Read a stored name.
    pub fn parse(s: &str) -> Option<Self> {
        [
            EndReason::Stopped,
            EndReason::Expired,
            EndReason::DeviceLeft,
            EndReason::ViewerLeft,
            EndReason::KeyRevoked,
            EndReason::RelayLeft,
            EndReason::EndedByAdmin,
        ]
        .into_iter()
        .find(|r| r.as_str() == s)
    }

    /// The close frame the *other* side gets (the side that left gets none).
    pub fn close_frame(self) -> (u16, &'static str) {
        match self {
            EndReason::Stopped => (proto::CLOSE_STOPPED, "session stopped"),
            EndReason::Expired => (proto::CLOSE_EXPIRED, "session expired"),
            EndReason::DeviceLeft => (proto::CLOSE_PEER_LEFT, "device left"),
            EndReason::ViewerLeft => (proto::CLOSE_PEER_LEFT, "viewer left"),
            EndReason::KeyRevoked => (proto::CLOSE_REVOKED, "access revoked"),
            EndReason::RelayLeft => (proto::CLOSE_RELAY_LEFT, "relay went away"),
            EndReason::EndedByAdmin => (proto::CLOSE_ENDED_BY_ADMIN, "ended by an administrator"),
        }
    }
}
