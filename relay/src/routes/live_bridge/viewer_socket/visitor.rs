//! Who is at a viewer socket's end and what it presents, read from its upgrade request.

use std::net::{IpAddr, SocketAddr};

use axum::http::{HeaderMap, header};
use proto::cluster::HopClaims;

use crate::live::hop::{HopRefused, Side};
use crate::live::ticket;
use crate::state::AppState;
use relay_core::access::rate_limit::Limited;

/// Longest user agent kept.
const MAX_USER_AGENT: usize = 256;

/// Who is at the viewer's end, as this replica knows it, within the rate limits. Only
/// [`Visitor::arrived`] makes one.
pub(crate) struct Visitor {
    client: Option<IpAddr>,
    address: String,
    user_agent: String,
    hop: Result<Option<HopClaims>, HopRefused>,
    ticket: Option<String>,
}

// By hand, so the ticket is never printed.
impl std::fmt::Debug for Visitor {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Visitor")
            .field("address", &self.address)
            .field("carried", &matches!(self.hop, Ok(Some(_))))
            .finish_non_exhaustive()
    }
}

impl Visitor {
    /// The visitor of an upgrade request from `peer`, unless its address is over the rate
    /// limits. The ticket is taken out of the subprotocols here (only a well-formed one) and
    /// never logged; a socket carried here by another replica comes with its client's
    /// address and user agent, vouched for by the hop token.
    pub(crate) fn arrived(
        state: &AppState,
        peer: SocketAddr,
        headers: &HeaderMap,
    ) -> Result<Visitor, Limited> {
        let offered = headers
            .get(header::SEC_WEBSOCKET_PROTOCOL)
            .and_then(|v| v.to_str().ok());
        let ticket = ticket::from_subprotocols(offered)
            .filter(|t| ticket::well_formed(t))
            .map(str::to_string);
        let hop = state
            .live_registry()
            .hop()
            .carried_by(headers, Side::Viewer);
        let visitor = match &hop {
            Ok(Some(h)) => Visitor {
                client: h.addr.parse().ok(),
                address: h.addr.clone(),
                user_agent: h.ua.chars().take(MAX_USER_AGENT).collect(),
                hop: hop.clone(),
                ticket,
            },
            _ => Visitor {
                client: state.failures().client(Some(peer), headers),
                address: peer.to_string(),
                user_agent: headers
                    .get(header::USER_AGENT)
                    .and_then(|v| v.to_str().ok())
                    .unwrap_or("")
                    .chars()
                    .take(MAX_USER_AGENT)
                    .collect(),
                hop,
                ticket,
            },
        };
        state.failures().check(visitor.client, None)?;
        Ok(visitor)
    }

    /// The address rate limits count against.
    pub(crate) fn client(&self) -> Option<IpAddr> {
        self.client
    }

    /// The address audited.
    pub(crate) fn address(&self) -> &str {
        &self.address
    }

    /// The browser's user agent, bounded.
    pub(crate) fn user_agent(&self) -> &str {
        &self.user_agent
    }

    /// The hop that carried the socket here, if one did, or why its token was refused.
    pub(crate) fn hop(&self) -> Result<Option<&HopClaims>, HopRefused> {
        self.hop.as_ref().map(Option::as_ref).map_err(|e| *e)
    }

    /// The ticket offered, if it has a ticket's shape.
    pub(crate) fn ticket(&self) -> Option<&str> {
        self.ticket.as_deref()
    }
}
