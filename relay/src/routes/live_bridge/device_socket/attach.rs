//! Steps 3 and 4 of a device's live socket: the session's one device place taken, then
//! the upgrade, after which the socket is parked in the slot and bridged.

use std::sync::Arc;

use axum::extract::ws::WebSocketUpgrade;
use axum::response::Response;

use super::{Here, Refusal};
use crate::live::Slot;
use crate::routes::live_bridge::{MAX_DEVICE_MESSAGE, bridge};
use crate::state::AppState;

/// A device socket holding its session's device place. Only [`claim`] makes one.
#[derive(Debug)]
pub(crate) struct Claimed {
    slot: Arc<Slot>,
}

/// Take the session's device place: one device socket per session.
pub(crate) fn claim(here: Here) -> Result<Claimed, Refusal> {
    let slot = here.slot().clone();
    if !slot.claim_device() {
        return Err(Refusal::AlreadyConnected);
    }
    Ok(Claimed { slot })
}

/// Upgrade the claimed socket and serve its side of the bridge.
pub(crate) fn attach(state: AppState, claimed: Claimed, ws: WebSocketUpgrade) -> Response {
    let Claimed { slot } = claimed;
    let unclaim = slot.clone();
    ws.protocols([proto::LIVE_SUBPROTOCOL])
        .max_message_size(MAX_DEVICE_MESSAGE)
        // A handshake that fails half-way leaves the place free for the agent's retry.
        .on_failed_upgrade(move |_| unclaim.release_device())
        .on_upgrade(move |socket| {
            let sockets = state.sockets().clone();
            sockets.track_future(bridge::device_side(state, slot, socket))
        })
}
