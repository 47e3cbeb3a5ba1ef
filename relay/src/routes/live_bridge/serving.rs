//! Which replica serves a session, for both sides' `route` step.

use crate::live::LiveSession;
use crate::state::AppState;
use relay_core::store::Db;

/// This replica's id when relays scale out; `None` for a relay that is one process (which
/// serves every session it knows).
pub(super) fn this_replica(state: &AppState) -> Option<&str> {
    state.cluster().map(|c| c.replica_id())
}

/// The URL of the replica serving `row`'s session, when that is another replica whose
/// lease holds. `this_replica` is a parameter rather than read from the state so that the
/// choice can be tested without a NATS server.
pub(super) async fn elsewhere(
    db: &Db,
    this_replica: Option<&str>,
    row: &LiveSession,
) -> Option<String> {
    let this_replica = this_replica?;
    let replica = row.replica_id.as_deref()?;
    if replica == this_replica {
        return None;
    }
    match relay_core::cluster::replicas::url_of(db, replica).await {
        Ok(url) => url,
        Err(e) => {
            tracing::error!(error = %e, "could not look up a replica's URL");
            None
        }
    }
}
