//! A viewer's live socket (`/v1/live/viewer`), in the order its steps must run:
//! [`Visitor::arrived`] (rate limits, before the upgrade) → [`authorize`] → [`route`] →
//! [`admit`] → [`attach`]. A browser cannot read an HTTP refusal but can read a close code,
//! so every step after the upgrade refuses with a close frame ([`Refusal`]).
//!
//! The ticket is spent by [`admit`], after [`route`]: a socket carried to the replica
//! serving its session is admitted there, which spends the ticket itself, so a ticket is
//! spent once, where it is used. [`authorize`] only reads it.
//!
//! Each step's output is a value only that step can make (its fields are private to the
//! step's module), and the next step takes it by value: the order is the types', not the
//! caller's care.

mod admit;
mod attach;
mod authorize;
mod route;
#[cfg(test)]
mod tests;
mod visitor;

pub(crate) use admit::{Admitted, admit};
pub(crate) use attach::attach;
pub(crate) use authorize::{Authorized, authorize};
pub(crate) use route::{Here, Route, route};
pub(crate) use visitor::Visitor;

use axum::extract::ws::WebSocket;

use crate::live::LiveSession;
use crate::live::observers::{self, Observer};
use crate::routes::live_bridge::bridge;
use crate::state::AppState;
use relay_core::access::rate_limit::{Credential, Failure};
use relay_core::store::time;

/// Why a viewer's socket was refused, after its upgrade.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Refusal {
    /// The database failed.
    Unavailable,
    /// A hop header that does not verify.
    InvalidHop,
    /// A hop token for another session than the ticket's.
    HopForAnotherSession,
    /// The ticket was spent already (its session still runs).
    Used,
    /// No such ticket, or its session is over.
    Unknown,
}

impl Refusal {
    /// The close frame the viewer gets.
    pub(crate) fn close_frame(self) -> (u16, &'static str) {
        match self {
            Refusal::Unavailable => (1011, "relay database unavailable"),
            Refusal::InvalidHop => (proto::CLOSE_TICKET_INVALID, "invalid hop token"),
            Refusal::HopForAnotherSession | Refusal::Unknown => {
                (proto::CLOSE_TICKET_INVALID, "ticket unknown or expired")
            }
            Refusal::Used => (proto::CLOSE_TICKET_USED, "ticket already used"),
        }
    }

    /// Close the viewer's socket with this refusal's frame.
    pub(crate) async fn close(self, socket: &mut WebSocket) {
        bridge::close(socket, self.close_frame()).await;
    }
}

/// Count a failed viewer credential against the visitor's address.
fn count_failure(state: &AppState, visitor: &Visitor, reason: &'static str) {
    let client = visitor.client();
    state.failures().failed(
        Failure::new(
            Credential::ViewerTicket,
            reason,
            proto::LIVE_VIEWER_PATH,
            client,
        ),
        client,
        None,
    );
}

/// Whose place in a session a ticket is for.
#[derive(Debug, Clone)]
pub(crate) enum Seat {
    /// The session's own viewer (the ticket `screen_recording` handed out).
    Viewer,
    /// An observer, always watching only ([`crate::live::observers`]).
    Observer(Box<Observer>),
}

impl Seat {
    /// Whether the ticket was spent already, as `session` was read.
    fn used(&self, session: &LiveSession) -> bool {
        match self {
            Seat::Viewer => session.used_at.is_some(),
            Seat::Observer(o) => o.used_at.is_some() || o.removed_at.is_some(),
        }
    }
}

/// The session a ticket (by its hash) opens, and for whom: the session's viewer's ticket,
/// or one of its observers'.
async fn lookup(
    state: &AppState,
    hash: &str,
) -> Result<Option<(LiveSession, Seat)>, relay_core::store::DbError> {
    Ok(observers::ticket_holder(state.db(), hash)
        .await?
        .map(|(s, o)| (s, o.map_or(Seat::Viewer, |o| Seat::Observer(Box::new(o))))))
}

/// The refusal for a ticket that opens nothing (yet): "used" when `found`, as read after the
/// ticket was tried, shows it spent while its session runs (the page can explain), else
/// "unknown or expired". Counted as a failure and logged.
fn refuse_ticket(
    state: &AppState,
    visitor: &Visitor,
    found: Option<&(LiveSession, Seat)>,
) -> Refusal {
    let now = time::format(time::now());
    let refusal = match found {
        Some((s, seat)) if seat.used(s) && !s.is_over(&now) => Refusal::Used,
        _ => Refusal::Unknown,
    };
    let (code, reason) = refusal.close_frame();
    count_failure(state, visitor, reason);
    tracing::info!(address = %visitor.address(), code, "live viewer refused");
    refusal
}
