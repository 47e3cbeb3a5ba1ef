//! Step 4 of a viewer's live socket: the session's viewer place taken, the device's socket
//! waited for, the viewer noted and handed to the device's side of the bridge.

use std::time::Duration;

use axum::extract::ws::WebSocket;
use serde_json::json;

use super::Admitted;
use crate::live::{EndReason, ViewerHandoff, session};
use crate::routes::live_bridge::bridge;
use crate::state::AppState;
use relay_core::audit::{Kind, NewEvent};

/// How long a viewer waits for the device's socket after its ticket was accepted.
const DEVICE_WAIT: Duration = Duration::from_secs(10);

/// Join the admitted viewer to its session: anything short of a hand-over closes it and
/// ends the session as the device's leaving (its ticket is spent; nothing else can join).
pub(crate) async fn attach(state: &AppState, admitted: Admitted, mut socket: WebSocket) {
    if matches!(admitted.seat(), super::Seat::Observer(_)) {
        return crate::routes::live_bridge::observer::serve(state, admitted, socket).await;
    }
    let row = admitted.session();
    let Some(slot) = state
        .live_registry()
        .get(&row.id)
        .filter(|s| s.claim_viewer())
    else {
        // The session's sockets are not here (a restarted relay): nothing can be bridged.
        bridge::close(&mut socket, EndReason::DeviceLeft.close_frame()).await;
        state
            .sessions()
            .end(&row.id, &row.device_id, EndReason::DeviceLeft)
            .await;
        return;
    };
    if !slot.wait_for_device(DEVICE_WAIT).await {
        let frame = if slot.is_ended() {
            slot.ended().await.close_frame()
        } else {
            (proto::CLOSE_PEER_LEFT, "device did not connect")
        };
        bridge::close(&mut socket, frame).await;
        state
            .sessions()
            .end(&row.id, &row.device_id, EndReason::DeviceLeft)
            .await;
        return;
    }
    let visitor = admitted.visitor();
    let (address, user_agent) = (visitor.address(), visitor.user_agent());
    // Noted before the hand-over, so that the bridge's own "left" always comes after it.
    if let Err(e) = session::viewer_connected(state.db(), &row.id, address, user_agent).await {
        tracing::error!(session = %row.id, error = %e, "could not note the viewer");
    }
    state
        .audit()
        .record(
            NewEvent::new(Kind::ViewerConnected)
                .device(&row.device_id)
                .detail(json!({
                    "session_id": row.id,
                    "address": address,
                    "user_agent": user_agent,
                    "mode": row.mode.as_str(),
                })),
        )
        .await;
    let handoff = Box::new(ViewerHandoff {
        socket,
        address: address.to_string(),
        mode: row.mode,
        key_id: row.key_id.clone(),
    });
    if let Err(mut back) = slot.hand_viewer(handoff) {
        bridge::close(&mut back.socket, EndReason::DeviceLeft.close_frame()).await;
        bridge::note_viewer_left(state, &row.id, &row.device_id, row.mode, &back.address, 0).await;
        state
            .sessions()
            .end(&row.id, &row.device_id, EndReason::DeviceLeft)
            .await;
    }
}
