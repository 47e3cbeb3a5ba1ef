//! Step 2 of a viewer's live socket: this replica answers for the session, or the socket is
//! carried to the replica serving it, which checks the ticket again and spends it.

use std::net::SocketAddr;

use axum::extract::ws::WebSocket;

use super::Authorized;
use crate::live::EndReason;
use crate::live::hop::{self, Side};
use crate::routes::live_bridge::{bridge, serving};
use crate::state::AppState;

/// Where an authorized viewer socket goes.
#[derive(Debug)]
pub(crate) enum Route {
    /// This replica answers for the session: it serves it, or no replica does any more.
    Here(Here),
    /// Another replica serves the session.
    Hop(Hop),
}

/// An authorized viewer this replica answers for. Only [`route`] makes one.
#[derive(Debug)]
pub(crate) struct Here {
    authorized: Authorized,
}

impl Here {
    /// The authorization routed here.
    #[cfg(test)]
    pub(crate) fn authorized(&self) -> &Authorized {
        &self.authorized
    }

    /// The authorization, for the step that spends its ticket.
    pub(crate) fn into_authorized(self) -> Authorized {
        self.authorized
    }
}

/// An authorized viewer to carry to the replica serving its session. Only [`route`] makes
/// one.
#[derive(Debug)]
pub(crate) struct Hop {
    base: String,
    authorized: Authorized,
}

impl Hop {
    /// The serving replica's URL.
    #[cfg(test)]
    pub(crate) fn base(&self) -> &str {
        &self.base
    }

    /// Dial the serving replica with the ticket and a hop token vouching for the viewer's
    /// address and user agent, then copy both ways; a replica that cannot be reached closes
    /// the viewer as a relay that went away.
    pub(crate) async fn carry(self, state: &AppState, mut socket: WebSocket) {
        let Hop { base, authorized } = self;
        let visitor = authorized.visitor();
        let session = authorized.session();
        let from = visitor
            .client()
            .map_or_else(|| address_ip(visitor.address()), |c| c.to_string());
        let hop_token = state.live_registry().hop().sign(
            &session.id,
            Side::Viewer,
            &from,
            visitor.user_agent(),
        );
        let headers = vec![
            (
                "sec-websocket-protocol",
                format!(
                    "{}, {}{}",
                    proto::LIVE_SUBPROTOCOL,
                    proto::TICKET_SUBPROTOCOL_PREFIX,
                    authorized.ticket()
                ),
            ),
            (proto::cluster::HEADER_LIVE_HOP, hop_token),
        ];
        match hop::dial(&base, proto::LIVE_VIEWER_PATH, headers).await {
            Ok(upstream) => hop::forward(socket, upstream).await,
            Err(e) => {
                tracing::warn!(session = %session.id, error = %e, "could not carry a viewer's socket to its relay");
                bridge::close(&mut socket, EndReason::RelayLeft.close_frame()).await;
            }
        }
    }
}

/// Decide who answers for the session: the replica serving it when that is another one and
/// the socket was not already carried (a socket never hops twice), else this one.
/// `this_replica` is [`serving::this_replica`]'s answer.
pub(crate) async fn route(
    state: &AppState,
    this_replica: Option<&str>,
    authorized: Authorized,
) -> Route {
    if !authorized.carried()
        && let Some(base) = serving::elsewhere(state.db(), this_replica, authorized.session()).await
    {
        return Route::Hop(Hop { base, authorized });
    }
    Route::Here(Here { authorized })
}

/// The IP part of an address as audited (`ip:port` or an IP).
fn address_ip(address: &str) -> String {
    address
        .parse::<SocketAddr>()
        .map(|a| a.ip().to_string())
        .unwrap_or_else(|_| address.to_string())
}
