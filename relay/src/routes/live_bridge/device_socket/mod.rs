//! A device's live socket (`/v1/live/device`), in the order its steps must run:
//! [`authorize`] → [`route`] → [`claim`] → [`attach`]. Every step runs before the upgrade,
//! so each refusal is an HTTP status the agent reads. Each step's output is a value only
//! that step can make (its fields are private to the step's module), and the next step
//! takes it by value: the order is the types', not the caller's care.

mod attach;
mod authorize;
mod route;
#[cfg(test)]
mod tests;

pub(crate) use attach::{attach, claim};
pub(crate) use authorize::{Authorized, authorize};
pub(crate) use route::{Here, Route, route};

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};

use relay_core::access::rate_limit::Limited;

/// Why a device's live socket was refused, before its upgrade.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Refusal {
    /// No `Authorization: Bearer` header.
    MissingToken,
    /// Too many failed attempts from this address.
    Limited(Limited),
    /// A hop header that does not verify.
    InvalidHop,
    /// A dial token past its expiry.
    DialExpired,
    /// A dial token that does not verify.
    DialInvalid,
    /// The database failed.
    Unavailable,
    /// No session has the dial token's id.
    NoSuchSession,
    /// The token (or the hop) is for another device or session.
    NotThisDevice,
    /// The session ended or its TTL passed.
    Over,
    /// The session runs on no replica this one can carry the socket to.
    NotServedHere,
    /// The session's device socket is already there.
    AlreadyConnected,
    /// The serving replica refused the carried socket; its answer is passed on as it is.
    Upstream {
        /// Its status.
        status: StatusCode,
        /// Its body.
        body: String,
    },
    /// The serving replica could not be reached.
    Unreachable,
}

impl Refusal {
    /// The HTTP status the agent gets.
    pub(crate) fn status(&self) -> StatusCode {
        match self {
            Refusal::MissingToken
            | Refusal::InvalidHop
            | Refusal::DialExpired
            | Refusal::DialInvalid
            | Refusal::NotThisDevice => StatusCode::UNAUTHORIZED,
            Refusal::Limited(_) => StatusCode::TOO_MANY_REQUESTS,
            Refusal::Unavailable => StatusCode::SERVICE_UNAVAILABLE,
            Refusal::NoSuchSession | Refusal::NotServedHere => StatusCode::NOT_FOUND,
            Refusal::Over => StatusCode::GONE,
            Refusal::AlreadyConnected => StatusCode::CONFLICT,
            Refusal::Upstream { status, .. } => *status,
            Refusal::Unreachable => StatusCode::BAD_GATEWAY,
        }
    }

    /// The sentence in the refusal's body; `None` for a rate limit, whose body says when to
    /// retry, and a serving replica's refusal, whose body is its own.
    pub(crate) fn reason(&self) -> Option<&'static str> {
        Some(match self {
            Refusal::MissingToken => {
                "missing dial token: send Authorization: Bearer <token from LiveStart>"
            }
            Refusal::InvalidHop => "invalid hop token",
            Refusal::DialExpired => "dial token expired",
            Refusal::DialInvalid => "invalid dial token",
            Refusal::Unavailable => "relay database unavailable, retry",
            Refusal::NoSuchSession => "no such live session",
            Refusal::NotThisDevice => "dial token is not for this session's device",
            Refusal::Over => "live session is over",
            Refusal::NotServedHere => "live session is not served by this relay",
            Refusal::AlreadyConnected => "a device socket is already connected for this session",
            Refusal::Unreachable => "the relay serving this live session is unreachable",
            Refusal::Limited(_) | Refusal::Upstream { .. } => return None,
        })
    }
}

impl IntoResponse for Refusal {
    fn into_response(self) -> Response {
        match self {
            Refusal::Limited(limited) => crate::api_error::ApiError::from(limited).into_response(),
            Refusal::Upstream { status, body } => (status, body).into_response(),
            other => match other.reason() {
                Some(reason) => (other.status(), reason).into_response(),
                None => other.status().into_response(),
            },
        }
    }
}
