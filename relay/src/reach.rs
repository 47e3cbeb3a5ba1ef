//! Reaching a device for a tool call: its socket in this process, or, when relays scale
//! out, through the replica that holds it.
//!
//! Tools ask [`find`] for a device's [`Reached`] and call it as they would a local
//! connection; a link to another replica's device sends each request over NATS
//! ([`relay_core::cluster::routing`]) and knows the agent's hello and screen memory state from the
//! presence row. Work that must run where the socket is (opening a live session) matches on
//! the link: the socket here, or the [`Remote`] replica to ask.

use std::collections::{HashMap, HashSet};
use std::sync::Arc;
use std::time::Duration;

use proto::{Hello, RequestBody, ResponseBody};

use crate::state::AppState;
use relay_core::cluster::Cluster;
use relay_core::cluster::presence::{self, Presence};
use relay_core::hub::{AgentConn, Call, HubError};
use relay_core::store::DbError;

/// A device's agent, wherever its socket is.
#[derive(Debug, Clone)]
pub(crate) enum Reached {
    /// This process holds the socket.
    Here(Arc<AgentConn>),
    /// Another replica holds it.
    Elsewhere(Arc<Remote>),
}

/// A device whose socket another replica holds.
#[derive(Debug)]
pub(crate) struct Remote {
    cluster: Arc<Cluster>,
    presence: Presence,
    /// The tool call's id, sent along so that both replicas' logs name it.
    request_id: Option<String>,
}

impl Remote {
    /// This replica's place in the cluster.
    pub(crate) fn cluster(&self) -> &Arc<Cluster> {
        &self.cluster
    }

    /// The replica holding the device's socket.
    pub(crate) fn replica_id(&self) -> &str {
        &self.presence.replica_id
    }
}

impl Reached {
    /// What the agent said at connect.
    pub(crate) fn hello(&self) -> &Hello {
        match self {
            Reached::Here(c) => &c.hello,
            Reached::Elsewhere(r) => &r.presence.hello,
        }
    }

    /// When its socket was accepted (RFC 3339).
    pub(crate) fn connected_at(&self) -> &str {
        match self {
            Reached::Here(c) => &c.connected_at,
            Reached::Elsewhere(r) => &r.presence.connected_at,
        }
    }

    /// The screen memory's state as the agent last reported it.
    pub(crate) fn memory_state(&self) -> proto::MemoryState {
        match self {
            Reached::Here(c) => c.memory_state(),
            Reached::Elsewhere(r) => r.presence.screen_memory.clone(),
        }
    }

    /// Whether the agent advertised a capability.
    pub(crate) fn has(&self, capability: proto::Capability) -> bool {
        self.hello().capabilities.contains(&capability)
    }

    /// Why the agent lacks `capability`, as its hello said (`None` when it gave no reason,
    /// as an older agent does).
    pub(crate) fn why_not(&self, capability: proto::Capability) -> Option<&str> {
        self.hello()
            .unavailable
            .iter()
            .find(|u| u.capability == capability)
            .map(|u| u.reason.as_str())
    }

    /// Send a request on behalf of key `by` and wait for its answer and payload.
    pub(crate) async fn request_by(
        &self,
        body: RequestBody,
        by: Option<&str>,
        timeout: Duration,
    ) -> Result<(ResponseBody, Vec<u8>), HubError> {
        match self {
            Reached::Here(c) => c.request_by(body, by, timeout).await,
            Reached::Elsewhere(r) => {
                let to = relay_core::cluster::routing::Route {
                    device_id: &r.presence.device_id,
                    by,
                    request_id: r.request_id.as_deref(),
                };
                relay_core::cluster::routing::call(&r.cluster, to, body, timeout).await
            }
        }
    }

    /// Send a request and wait for its reply, of the kind the request calls for.
    pub(crate) async fn call<C: Call>(
        &self,
        request: C,
        timeout: Duration,
    ) -> Result<C::Reply, HubError> {
        Ok(self.exchange(request, None, timeout).await?.0)
    }

    /// [`Reached::call`], also returning the answer's binary payload (images).
    pub(crate) async fn call_with_payload<C: Call>(
        &self,
        request: C,
        timeout: Duration,
    ) -> Result<(C::Reply, Vec<u8>), HubError> {
        self.exchange(request, None, timeout).await
    }

    /// [`Reached::call`] on behalf of key `by`.
    pub(crate) async fn call_by<C: Call>(
        &self,
        request: C,
        by: Option<&str>,
        timeout: Duration,
    ) -> Result<C::Reply, HubError> {
        Ok(self.exchange(request, by, timeout).await?.0)
    }

    async fn exchange<C: Call>(
        &self,
        request: C,
        by: Option<&str>,
        timeout: Duration,
    ) -> Result<(C::Reply, Vec<u8>), HubError> {
        relay_core::hub::typed::<C>(self.request_by(request.into_body(), by, timeout).await?)
    }
}

/// The device's agent if it is online: here, or (scaled out) on the replica whose presence
/// lease holds, for the tool call `request_id` when there is one.
pub(crate) async fn find(
    state: &AppState,
    device_id: &str,
    request_id: Option<&str>,
) -> Result<Option<Reached>, DbError> {
    if let Some(conn) = state.hub().get(device_id) {
        return Ok(Some(Reached::Here(conn)));
    }
    let Some(cluster) = state.cluster() else {
        return Ok(None);
    };
    Ok(presence::get(state.db(), device_id)
        .await?
        .filter(|p| p.replica_id != cluster.replica_id())
        .map(|presence| {
            Reached::Elsewhere(Arc::new(Remote {
                cluster: cluster.clone(),
                presence,
                request_id: request_id.map(str::to_string),
            }))
        }))
}

/// The ids of every online device: held here or, scaled out, under a lease anywhere (ids
/// only, so that filtering a fleet reads no agent's hello).
pub(crate) async fn online_ids(state: &AppState) -> Result<HashSet<String>, DbError> {
    let mut ids: HashSet<String> = state
        .hub()
        .all()
        .into_iter()
        .map(|c| c.device_id.clone())
        .collect();
    if state.cluster().is_some() {
        ids.extend(presence::online_ids(state.db()).await?);
    }
    Ok(ids)
}

/// The agents of those of `ids` that are online, by device id.
pub(crate) async fn links_of(
    state: &AppState,
    ids: &[&str],
) -> Result<HashMap<String, Reached>, DbError> {
    let mut links = HashMap::new();
    if let Some(cluster) = state.cluster() {
        for (id, presence) in presence::of_devices(state.db(), ids).await? {
            if presence.replica_id != cluster.replica_id() {
                let remote = Remote {
                    cluster: cluster.clone(),
                    presence,
                    request_id: None,
                };
                links.insert(id, Reached::Elsewhere(Arc::new(remote)));
            }
        }
    }
    for id in ids {
        if let Some(conn) = state.hub().get(id) {
            links.insert(id.to_string(), Reached::Here(conn));
        }
    }
    Ok(links)
}
