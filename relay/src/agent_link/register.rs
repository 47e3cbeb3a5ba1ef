//! Step 3 of an agent's link: the greeted device registered where tools find it (this
//! process's hub and, scaled out, its presence row and routed requests), online, audited.

use std::sync::Arc;

use proto::RelayMessage;
use tokio::sync::mpsc;

use super::Greeted;
use super::routed::Routed;
use crate::state::AppState;
use relay_core::access::devices::{self, Device};
use relay_core::audit::Kind;
use relay_core::hub::AgentConn;
use relay_core::store::time;

/// A greeted device whose connection tools can reach, with its socket. Only [`register`]
/// makes one.
pub(crate) struct Registered<S, R> {
    /// The device.
    pub(super) device: Device,
    /// Its connection in the hub.
    pub(super) conn: Arc<AgentConn>,
    /// What the relay sends the agent, drained by the socket's writer.
    pub(super) outbound: mpsc::Receiver<RelayMessage>,
    /// Its part in the cluster, when scaled out.
    pub(super) routed: Option<Routed>,
    /// The socket's writing half.
    pub(super) sink: S,
    /// The socket's reading half.
    pub(super) stream: R,
    _only_register: (),
}

/// Put the connection in the hub (replacing an older one of the device's), mark the device
/// online, take its part in the cluster, audit the connection.
pub(crate) async fn register<S, R>(state: &AppState, greeted: Greeted<S, R>) -> Registered<S, R> {
    let Greeted {
        device,
        token_hash,
        peer,
        hello,
        sink,
        stream,
        ..
    } = greeted;
    let connected_at = time::format(time::now());
    let (conn, outbound, replaced) =
        state
            .hub()
            .connect(&device.id, token_hash, hello.clone(), connected_at);
    if let Err(e) = devices::set_online(state.db(), &device.id, true).await {
        tracing::error!(error = %e, device = %device.id, "could not mark device online");
    }
    let routed = Routed::start(state, &conn).await;
    devices::audit_event(
        state.audit(),
        Kind::DeviceConnected,
        &device.id,
        serde_json::json!({
            "address": peer.to_string(),
            "display_name": hello.display_name,
            "agent_version": hello.agent_version,
            "platform": hello.platform,
            "replaced_connection": replaced,
        }),
    )
    .await;
    tracing::info!(device = %device.id, name = %device.name, %peer, "agent connected");
    Registered {
        device,
        conn,
        outbound,
        routed,
        sink,
        stream,
        _only_register: (),
    }
}
