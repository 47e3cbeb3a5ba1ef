//! Step 3 of a viewer's live socket: its ticket spent, here where the session is answered
//! for. One guarded `UPDATE` lets exactly one of two racing viewers win.

use super::{Here, Refusal, Visitor, refuse_ticket};
use crate::live::{LiveSession, session};
use crate::state::AppState;

/// A viewer whose ticket it spent itself. Only [`admit`] makes one.
#[derive(Debug)]
pub(crate) struct Admitted {
    visitor: Visitor,
    session: LiveSession,
}

impl Admitted {
    /// Who is watching.
    pub(crate) fn visitor(&self) -> &Visitor {
        &self.visitor
    }

    /// The session, as read when the ticket was spent.
    pub(crate) fn session(&self) -> &LiveSession {
        &self.session
    }
}

/// Spend the ticket: the viewer is admitted when this call is the one that spent it.
pub(crate) async fn admit(state: &AppState, here: Here) -> Result<Admitted, Refusal> {
    let authorized = here.into_authorized();
    let hash = authorized.ticket_hash().to_string();
    let visitor = authorized.into_visitor();
    match session::consume(state.db(), &hash).await {
        Ok(Some(session)) => Ok(Admitted { visitor, session }),
        Ok(None) => {
            // Spent meanwhile, or its session ended: read again to tell which.
            let row = session::by_ticket_hash(state.db(), &hash)
                .await
                .ok()
                .flatten();
            Err(refuse_ticket(state, &visitor, row.as_ref()))
        }
        Err(e) => {
            tracing::error!(error = %e, "ticket lookup failed");
            Err(Refusal::Unavailable)
        }
    }
}
