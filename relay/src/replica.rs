//! This replica's life among the others (`--nats-url`): joining the cluster before the
//! listener serves, renewing its lease, and giving up what it holds when the lease lapsed.
//! The tables and the bus are [`relay_core::cluster`]'s; what a lapse ends (live sessions,
//! agents' sockets) is this crate's.

use relay_core::cluster::{Cluster, presence, replicas};
use relay_core::store::DbError;
use tokio_util::sync::CancellationToken;

use crate::state::AppState;

/// Take this replica's place: whatever an earlier process under the same id left (presence
/// rows, live sessions not ended) is cleared as if its lease had run out, then the lease is
/// taken. Called before the listener serves, so no device is claimed under a lapsed lease.
pub(crate) async fn join(state: &AppState, cluster: &Cluster) -> Result<(), DbError> {
    let db = state.db();
    replicas::leave(db, cluster.replica_id()).await?;
    presence::expire(db).await?;
    state.sessions().end_orphaned().await?;
    replicas::renew(
        db,
        cluster.replica_id(),
        cluster.advertise_url(),
        cluster.lease(),
    )
    .await?;
    Ok(())
}

/// Renew this replica's lease and expire other replicas' lapsed ones, every third of a
/// lease, until `shutdown` (when the replica's row goes).
pub(crate) async fn run_presence(
    state: AppState,
    cluster: std::sync::Arc<Cluster>,
    shutdown: CancellationToken,
) {
    let (db, replica_id, lease) = (state.db().clone(), cluster.replica_id(), cluster.lease());
    let mut tick = tokio::time::interval(lease / 3);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    tick.tick().await; // join took the first lease
    loop {
        tokio::select! {
            _ = tick.tick() => {}
            () = shutdown.cancelled() => {
                if let Err(e) = replicas::leave(&db, replica_id).await {
                    tracing::warn!(error = %e, "could not remove this replica's row");
                }
                return;
            }
        }
        match replicas::renew(&db, replica_id, cluster.advertise_url(), lease).await {
            Ok(true) => {}
            Ok(false) => lapsed(&state).await,
            Err(e) => tracing::error!(error = %e, "could not renew this replica's lease"),
        }
        match presence::expire(&db).await {
            Ok(0) => {}
            Ok(n) => tracing::info!(
                devices = n,
                "presence leases ran out; those devices are offline"
            ),
            Err(e) => tracing::error!(error = %e, "could not expire presence leases"),
        }
    }
}

/// This replica's lease ran out before it renewed it (the database was out of reach for a
/// lease, or the process stalled): the others may have removed its devices' presence and
/// ended its sessions. Give up what it held so that nothing is served from here that the
/// database says is gone: live sessions end (`relay_left`) and agents redial at once,
/// through the balancer, and claim anew.
async fn lapsed(state: &AppState) {
    let devices = state.hub().all();
    tracing::warn!(
        devices = devices.len(),
        "this replica's lease ran out before it was renewed; its agents are asked to redial"
    );
    state.sessions().end_all_here().await;
    for conn in devices {
        conn.close(
            proto::CLOSE_RELAY_DRAINING,
            "the relay lost its lease; redial",
        );
    }
}
