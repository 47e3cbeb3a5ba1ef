//! How every plain-HTTP route of the relay says no: one error type that is a response.
//!
//! Handlers return `Result<_, ApiError>` and use `?`; extractors (device tokens, signed
//! links) reject with it too, so a refusal is written once, where it is decided. A refusal
//! is plain text naming the field or the reason (agents and people read it); a failed
//! dependency (database, store, disk) is logged with its source and answered 503, which an
//! agent retries, so an outage loses nothing. (The MCP endpoint answers JSON-RPC instead.)

use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};

use relay_core::access::rate_limit::Limited;
use relay_core::store::DbError;

/// A refusal or a failure of an HTTP route.
#[derive(Debug, thiserror::Error)]
pub(crate) enum ApiError {
    /// The request is refused, for the reason given.
    #[error("{1}")]
    Refused(StatusCode, String),
    /// Something the relay depends on failed: nothing was changed, the caller retries.
    #[error("{what}: {source}")]
    Unavailable {
        /// What could not be done, said to the caller ("relay database unavailable").
        what: &'static str,
        /// Why, for the log only.
        #[source]
        source: Box<dyn std::error::Error + Send + Sync>,
    },
    /// Too many failed attempts from this client or with this credential.
    #[error("rate limited")]
    Limited(Limited),
}

impl ApiError {
    /// A refusal with `status` and a message for the caller.
    pub(crate) fn refused(status: StatusCode, message: impl Into<String>) -> Self {
        ApiError::Refused(status, message.into())
    }

    /// A failed dependency: `what` is said to the caller, `source` only logged.
    pub(crate) fn unavailable(
        what: &'static str,
        source: impl std::error::Error + Send + Sync + 'static,
    ) -> Self {
        ApiError::Unavailable {
            what,
            source: Box::new(source),
        }
    }
}

impl From<DbError> for ApiError {
    fn from(e: DbError) -> Self {
        ApiError::unavailable("relay database unavailable", e)
    }
}

impl From<Limited> for ApiError {
    fn from(l: Limited) -> Self {
        ApiError::Limited(l)
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        match self {
            ApiError::Refused(status, message) => (status, message).into_response(),
            ApiError::Unavailable { what, source } => {
                tracing::error!(error = %source, "{what}");
                (
                    StatusCode::SERVICE_UNAVAILABLE,
                    format!("{what}; retry later"),
                )
                    .into_response()
            }
            ApiError::Limited(limited) => {
                let mut r = (
                    StatusCode::TOO_MANY_REQUESTS,
                    format!(
                        "too many failed attempts; retry in {} s",
                        limited.retry_after_secs
                    ),
                )
                    .into_response();
                r.headers_mut().insert(
                    header::RETRY_AFTER,
                    HeaderValue::from(limited.retry_after_secs),
                );
                r
            }
        }
    }
}
