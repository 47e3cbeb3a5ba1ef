//! Step 1 of a device's live socket: its dial token (and the hop that carried it, if one
//! did) names a session of this device that is not over.

use std::net::{IpAddr, SocketAddr};

use axum::http::HeaderMap;

use super::Refusal;
use crate::auth::bearer;
use crate::live::dial::DialError;
use crate::live::hop::Side;
use crate::live::{LiveSession, session};
use crate::state::AppState;
use relay_core::access::rate_limit::{Credential, Failure};
use relay_core::store::time;

/// A device's socket whose dial token holds for a session that is not over. Only
/// [`authorize`] makes one.
pub(crate) struct Authorized {
    token: String,
    session: LiveSession,
    carried: bool,
    client: Option<IpAddr>,
    peer: SocketAddr,
}

// By hand, so the dial token is never printed.
impl std::fmt::Debug for Authorized {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Authorized")
            .field("session", &self.session.id)
            .field("carried", &self.carried)
            .finish_non_exhaustive()
    }
}

impl Authorized {
    /// The session the dial token opens.
    pub(crate) fn session(&self) -> &LiveSession {
        &self.session
    }

    /// The dial token, passed on when the socket is carried to another replica.
    pub(crate) fn token(&self) -> &str {
        &self.token
    }

    /// Whether another replica carried the socket here (a socket never hops twice).
    pub(crate) fn carried(&self) -> bool {
        self.carried
    }

    /// The client's address as vouched for or seen (what a hop passes on).
    pub(crate) fn address(&self) -> IpAddr {
        self.client.unwrap_or(self.peer.ip())
    }
}

/// Check a device's upgrade request: the bearer dial token, the rate limits, the hop token
/// if one is there, the dial token itself, then its session (exists, this device's, the
/// hop's, not over). Each failed credential is counted against the client.
pub(crate) async fn authorize(
    state: &AppState,
    peer: SocketAddr,
    headers: &HeaderMap,
) -> Result<Authorized, Refusal> {
    let Some(token) = bearer(headers) else {
        return Err(Refusal::MissingToken);
    };
    let failures = state.failures();
    // A socket carried here by another replica comes with its client's address, vouched for.
    let hop = state
        .live_registry()
        .hop()
        .carried_by(headers, Side::Device);
    let client = match &hop {
        Ok(Some(h)) => h.addr.parse().ok(),
        _ => failures.client(Some(peer), headers),
    };
    failures.check(client, None).map_err(Refusal::Limited)?;
    let refused = |reason: String| {
        Failure::new(
            Credential::DialToken,
            reason,
            proto::LIVE_DEVICE_PATH,
            client,
        )
    };
    let hop = match hop {
        Ok(hop) => hop,
        Err(e) => {
            failures.failed(refused(e.to_string()), client, None);
            return Err(Refusal::InvalidHop);
        }
    };
    let claims = match state.live_registry().dial().verify(token) {
        Ok(c) => c,
        Err(e) => {
            failures.failed(refused(e.to_string()), client, None);
            return Err(match e {
                DialError::Expired => Refusal::DialExpired,
                DialError::Invalid => Refusal::DialInvalid,
            });
        }
    };
    let row = match session::get(state.db(), &claims.sub).await {
        Ok(Some(row)) => row,
        Ok(None) => return Err(Refusal::NoSuchSession),
        Err(e) => {
            tracing::error!(error = %e, "live lookup failed");
            return Err(Refusal::Unavailable);
        }
    };
    if hop.as_ref().is_some_and(|h| h.sub != row.id) || row.device_id != claims.dev {
        tracing::warn!(%peer, session = %row.id, "live device refused: token for another device or session");
        return Err(Refusal::NotThisDevice);
    }
    if row.is_over(&time::format(time::now())) {
        return Err(Refusal::Over);
    }
    Ok(Authorized {
        token: token.to_string(),
        session: row,
        carried: hop.is_some(),
        client,
        peer,
    })
}
