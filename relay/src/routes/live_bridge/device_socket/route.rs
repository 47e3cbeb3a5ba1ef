//! Step 2 of a device's live socket: the session's slot is in this process, or the socket
//! is carried to the replica serving it.

use std::sync::Arc;

use axum::extract::ws::WebSocketUpgrade;
use axum::response::{IntoResponse, Response};

use super::{Authorized, Refusal};
use crate::live::Slot;
use crate::live::hop::{self, DialFailed, Side};
use crate::routes::live_bridge::{MAX_DEVICE_MESSAGE, serving};
use crate::state::AppState;

/// Where an authorized device socket goes.
#[derive(Debug)]
pub(crate) enum Route {
    /// Its session runs in this process.
    Here(Here),
    /// Its session runs on another replica (boxed: it holds the whole authorization, and
    /// `Here` a pointer).
    Hop(Box<Hop>),
}

/// An authorized device socket whose session's slot is in this process. Only [`route`]
/// makes one.
#[derive(Debug)]
pub(crate) struct Here {
    slot: Arc<Slot>,
}

impl Here {
    /// The session's slot.
    pub(crate) fn slot(&self) -> &Arc<Slot> {
        &self.slot
    }
}

/// An authorized device socket to carry to the replica serving its session. Only
/// [`route`] makes one.
pub(crate) struct Hop {
    base: String,
    authorized: Authorized,
}

// By hand: the authorization holds the dial token, which is never printed.
impl std::fmt::Debug for Hop {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Hop")
            .field("base", &self.base)
            .field("authorized", &self.authorized)
            .finish()
    }
}

impl Hop {
    /// The serving replica's URL.
    #[cfg(test)]
    pub(crate) fn base(&self) -> &str {
        &self.base
    }

    /// Dial the serving replica with the device's token and a hop token vouching for its
    /// address, then upgrade and copy both ways. Dialled before the upgrade, so the serving
    /// replica's refusal is the device's.
    pub(crate) async fn carry(self: Box<Self>, state: &AppState, ws: WebSocketUpgrade) -> Response {
        let Hop { base, authorized } = *self;
        let session = authorized.session();
        let address = authorized.address().to_string();
        let hop_token = state
            .live_registry()
            .hop()
            .sign(&session.id, Side::Device, &address, "");
        let headers = vec![
            ("authorization", format!("Bearer {}", authorized.token())),
            (proto::cluster::HEADER_LIVE_HOP, hop_token),
        ];
        match hop::dial(&base, proto::LIVE_DEVICE_PATH, headers).await {
            Ok(upstream) => ws
                .protocols([proto::LIVE_SUBPROTOCOL])
                .max_message_size(MAX_DEVICE_MESSAGE)
                .on_upgrade({
                    let sockets = state.sockets().clone();
                    move |socket| sockets.track_future(hop::forward(socket, upstream))
                }),
            Err(DialFailed::Refused { status, body }) => {
                Refusal::Upstream { status, body }.into_response()
            }
            Err(e) => {
                tracing::warn!(session = %session.id, error = %e, "could not carry a device's live socket to its relay");
                Refusal::Unreachable.into_response()
            }
        }
    }
}

/// Find where the session runs: its slot in this process, else (for a socket not already
/// carried here) the replica that serves it. `this_replica` is
/// [`serving::this_replica`]'s answer.
pub(crate) async fn route(
    state: &AppState,
    this_replica: Option<&str>,
    authorized: Authorized,
) -> Result<Route, Refusal> {
    let session = authorized.session();
    if let Some(slot) = state.live_registry().get(&session.id) {
        return Ok(Route::Here(Here { slot }));
    }
    if !authorized.carried()
        && let Some(base) = serving::elsewhere(state.db(), this_replica, session).await
    {
        return Ok(Route::Hop(Box::new(Hop { base, authorized })));
    }
    Err(Refusal::NotServedHere)
}
