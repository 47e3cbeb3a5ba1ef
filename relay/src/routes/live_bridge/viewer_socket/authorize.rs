//! Step 1 of a viewer's live socket, after its upgrade: the hop that carried it (if one
//! did) is for the ticket's session, and the ticket, as read now, is unspent and its
//! session runs. The ticket is only read here; [`super::admit`] spends it.

use super::{Refusal, Seat, Visitor, count_failure, lookup, refuse_ticket};
use crate::live::{LiveSession, ticket};
use crate::state::AppState;
use relay_core::store::time;

/// A viewer whose ticket, when read, was unspent and opened a running session, and whose
/// hop (if one carried it) is for that session. Only [`authorize`] makes one.
pub(crate) struct Authorized {
    visitor: Visitor,
    ticket: String,
    hash: String,
    session: LiveSession,
    seat: Seat,
}

// By hand, so the ticket is never printed.
impl std::fmt::Debug for Authorized {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Authorized")
            .field("visitor", &self.visitor)
            .field("session", &self.session.id)
            .finish_non_exhaustive()
    }
}

impl Authorized {
    /// Who presented the ticket.
    pub(crate) fn visitor(&self) -> &Visitor {
        &self.visitor
    }

    /// The session the ticket opens, as read before it is spent.
    pub(crate) fn session(&self) -> &LiveSession {
        &self.session
    }

    /// Whose ticket it is.
    pub(crate) fn seat(&self) -> &Seat {
        &self.seat
    }

    /// The ticket, passed on when the socket is carried to the serving replica.
    pub(crate) fn ticket(&self) -> &str {
        &self.ticket
    }

    /// The ticket's stored form, which spends it.
    pub(crate) fn ticket_hash(&self) -> &str {
        &self.hash
    }

    /// Whether another replica carried the socket here (a socket never hops twice).
    pub(crate) fn carried(&self) -> bool {
        matches!(self.visitor.hop(), Ok(Some(_)))
    }

    /// The visitor, once the ticket is spent.
    pub(crate) fn into_visitor(self) -> Visitor {
        self.visitor
    }
}

/// Read whose session the ticket opens, check the hop against it, then the ticket: known,
/// unspent, its session not over. Failed credentials are counted against the visitor.
pub(crate) async fn authorize(state: &AppState, visitor: Visitor) -> Result<Authorized, Refusal> {
    let hash = visitor.ticket().and_then(ticket::hash);
    let row = match &hash {
        Some(h) => match lookup(state, h).await {
            Ok(row) => row,
            Err(e) => {
                tracing::error!(error = %e, "ticket lookup failed");
                return Err(Refusal::Unavailable);
            }
        },
        None => None,
    };
    match visitor.hop() {
        Err(_) => {
            count_failure(state, &visitor, "invalid hop token");
            return Err(Refusal::InvalidHop);
        }
        Ok(Some(h)) if row.as_ref().map(|(r, _)| r.id.as_str()) != Some(h.sub.as_str()) => {
            count_failure(state, &visitor, "hop token for another session");
            return Err(Refusal::HopForAnotherSession);
        }
        Ok(_) => {}
    }
    let now = time::format(time::now());
    match (row, visitor.ticket(), hash) {
        (Some((row, seat)), Some(ticket), Some(hash)) if !seat.used(&row) && !row.is_over(&now) => {
            Ok(Authorized {
                ticket: ticket.to_string(),
                hash,
                session: row,
                seat,
                visitor,
            })
        }
        (row, _, _) => Err(refuse_ticket(state, &visitor, row.as_ref())),
    }
}
