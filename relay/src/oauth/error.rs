//! How the token, registration and revocation endpoints say no: RFC 6749 §5.2's JSON
//! (`error`, `error_description`), never cached.

use axum::Json;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::Serialize;

use relay_core::store::DbError;

/// A refusal of an OAuth endpoint.
#[derive(Debug)]
pub(crate) struct OAuthError {
    status: StatusCode,
    /// The RFC's error code (`invalid_grant`, `invalid_client`, …).
    pub(crate) code: &'static str,
    /// Words for the developer reading it: the field and why.
    pub(crate) description: String,
}

#[derive(Serialize)]
struct Body<'a> {
    error: &'a str,
    error_description: &'a str,
}

impl OAuthError {
    /// `code` with HTTP 400.
    pub(crate) fn bad(code: &'static str, description: impl Into<String>) -> Self {
        OAuthError {
            status: StatusCode::BAD_REQUEST,
            code,
            description: description.into(),
        }
    }

    /// `invalid_request`: a parameter missing, repeated or malformed.
    pub(crate) fn request(description: impl Into<String>) -> Self {
        Self::bad("invalid_request", description)
    }

    /// `invalid_grant`: a code or refresh token that is unknown, spent, expired or not this
    /// client's.
    pub(crate) fn grant(description: impl Into<String>) -> Self {
        Self::bad("invalid_grant", description)
    }

    /// `invalid_client` (401): the client could not be authenticated.
    pub(crate) fn client(description: impl Into<String>) -> Self {
        OAuthError {
            status: StatusCode::UNAUTHORIZED,
            code: "invalid_client",
            description: description.into(),
        }
    }

    /// `temporarily_unavailable` (503): a dependency failed; nothing was changed.
    pub(crate) fn unavailable(what: &str, source: impl std::fmt::Display) -> Self {
        tracing::error!(error = %source, "{what}");
        OAuthError {
            status: StatusCode::SERVICE_UNAVAILABLE,
            code: "temporarily_unavailable",
            description: format!("{what}; retry later"),
        }
    }
}

impl From<DbError> for OAuthError {
    fn from(e: DbError) -> Self {
        OAuthError::unavailable("relay database unavailable", e)
    }
}

impl From<sqlx::Error> for OAuthError {
    fn from(e: sqlx::Error) -> Self {
        OAuthError::unavailable("relay database unavailable", e)
    }
}

impl IntoResponse for OAuthError {
    fn into_response(self) -> Response {
        let mut response = (
            self.status,
            Json(Body {
                error: self.code,
                error_description: &self.description,
            }),
        )
            .into_response();
        no_store(&mut response);
        if self.status == StatusCode::UNAUTHORIZED {
            response.headers_mut().insert(
                header::WWW_AUTHENTICATE,
                HeaderValue::from_static("Basic realm=\"relay oauth\""),
            );
        }
        response
    }
}

/// Mark a response as not to be stored by any cache (tokens, refusals about them).
pub(crate) fn no_store(response: &mut Response) {
    let h = response.headers_mut();
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    h.insert(header::PRAGMA, HeaderValue::from_static("no-cache"));
}
