//! A link's part in the cluster (scaled out only): its presence row and the answering of
//! other replicas' requests for its device.

use std::sync::Arc;

use crate::state::AppState;
use relay_core::cluster::{presence, routing};
use relay_core::hub::AgentConn;

/// A socket's part in the cluster (scaled out only): its presence row, good while this
/// replica's lease holds, and the subscription answering other replicas' requests.
pub(super) struct Routed {
    /// The presence row claimed.
    pub(super) row: PresenceRow,
    responder: tokio::task::JoinHandle<()>,
    stop: tokio_util::sync::CancellationToken,
}

impl Routed {
    /// Take the device's requests and claim its presence row; `None` when the relay is one
    /// process.
    pub(super) async fn start(state: &AppState, conn: &Arc<AgentConn>) -> Option<Routed> {
        let cluster = state.cluster()?.clone();
        // Subscribed before the presence row says where the device is, so no request
        // finds the row but nobody answering.
        let requests = match routing::subscribe(&cluster, &conn.device_id).await {
            Ok(s) => Some(s),
            Err(e) => {
                tracing::error!(error = %e, device = %conn.device_id, "cannot take routed requests for the device");
                None
            }
        };
        let claim = presence::Claim {
            device_id: conn.device_id.clone(),
            replica_id: cluster.replica_id().to_string(),
            session: relay_core::access::secret::short_id("s_"),
        };
        let claimed = presence::claim(state.db(), &claim, &conn.connected_at, &conn.hello).await;
        if let Err(e) = claimed {
            tracing::error!(error = %e, device = %conn.device_id, "could not record the device's presence");
        }
        let stop = tokio_util::sync::CancellationToken::new();
        let responder = tokio::spawn(routing::serve_device(
            cluster,
            conn.clone(),
            requests,
            stop.clone(),
        ));
        Some(Routed {
            row: PresenceRow {
                db: state.db().clone(),
                claim,
            },
            responder,
            stop,
        })
    }

    /// Stop answering for the device and give up its presence row (unless a newer socket
    /// has taken it).
    pub(super) async fn stop(self) {
        self.stop.cancel();
        let _ = self.responder.await;
        let PresenceRow { db, claim } = self.row;
        if let Err(e) = presence::release(&db, &claim).await {
            tracing::error!(error = %e, device = %claim.device_id, "could not remove the device's presence");
        }
    }
}

/// The socket's presence row.
#[derive(Clone)]
pub(super) struct PresenceRow {
    db: relay_core::store::Db,
    claim: presence::Claim,
}

impl PresenceRow {
    /// Tell the other replicas the screen memory's new state.
    pub(super) fn memory_changed(&self, memory: &proto::MemoryState) {
        let (db, claim, memory) = (self.db.clone(), self.claim.clone(), memory.clone());
        tokio::spawn(async move {
            if let Err(e) = presence::set_memory(&db, &claim, &memory).await {
                tracing::warn!(error = %e, "could not record the screen memory's state");
            }
        });
    }
}
