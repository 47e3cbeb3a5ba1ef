//! Step 3 of a viewer's live socket: its ticket spent, here where the session is answered
//! for. One guarded `UPDATE` lets exactly one of two racing viewers win.

use super::{Here, Refusal, Seat, Visitor, lookup, refuse_ticket};
use crate::live::{LiveSession, observers, session};
use crate::state::AppState;
use relay_core::store::time;

/// A viewer whose ticket it spent itself. Only [`admit`] makes one.
#[derive(Debug)]
pub(crate) struct Admitted {
    visitor: Visitor,
    session: LiveSession,
    seat: Seat,
}

impl Admitted {
    /// Who is watching.
    pub(crate) fn visitor(&self) -> &Visitor {
        &self.visitor
    }

    /// Whose place it took.
    pub(crate) fn seat(&self) -> &Seat {
        &self.seat
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
    let observer = matches!(authorized.seat(), Seat::Observer(_));
    let visitor = authorized.into_visitor();
    let spent = if observer {
        spend_observer(state, &hash).await
    } else {
        session::consume(state.db(), &hash)
            .await
            .map(|s| s.map(|s| (s, Seat::Viewer)))
    };
    match spent {
        Ok(Some((session, seat))) => Ok(Admitted {
            visitor,
            session,
            seat,
        }),
        Ok(None) => {
            // Spent meanwhile, or its session ended: read again to tell which.
            let found = lookup(state, &hash).await.ok().flatten();
            Err(refuse_ticket(state, &visitor, found.as_ref()))
        }
        Err(e) => {
            tracing::error!(error = %e, "ticket lookup failed");
            Err(Refusal::Unavailable)
        }
    }
}

/// Spend an observer's ticket; its session must still run.
async fn spend_observer(
    state: &AppState,
    hash: &str,
) -> Result<Option<(LiveSession, Seat)>, relay_core::store::DbError> {
    let Some(o) = observers::consume(state.db(), hash).await? else {
        return Ok(None);
    };
    let now = time::format(time::now());
    Ok(session::get(state.db(), &o.session_id)
        .await?
        .filter(|s| !s.is_over(&now))
        .map(|s| (s, Seat::Observer(Box::new(o)))))
}
