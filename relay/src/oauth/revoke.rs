//! Token revocation (RFC 7009, `POST /oauth/revoke`): a client ends its own tokens.
//!
//! Revoking either token of an authorization revokes its whole family (the access tokens and
//! the refresh token), since the family is what every request checks. A token that is
//! unknown, already revoked or another client's is answered 200 like a revoked one (§2.2),
//! and another client's is left alone.

use axum::Form;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use serde::Deserialize;
use sqlx::Row;

use super::client;
use super::error::{OAuthError, no_store};
use crate::state::AppState;

/// The form of a revocation request.
#[derive(Deserialize)]
pub(crate) struct RevokeForm {
    token: Option<String>,
    #[allow(dead_code, reason = "a hint only; the token's shape says what it is")]
    token_type_hint: Option<String>,
    client_id: Option<String>,
    client_secret: Option<String>,
}

/// `POST /oauth/revoke`.
pub(crate) async fn revoke(
    State(state): State<AppState>,
    headers: HeaderMap,
    form: Result<Form<RevokeForm>, axum::extract::rejection::FormRejection>,
) -> Result<Response, OAuthError> {
    let Form(form) = form.map_err(|e| {
        OAuthError::request(format!(
            "the body is not a revocation request: {}",
            e.body_text()
        ))
    })?;
    let id = form
        .client_id
        .clone()
        .or_else(|| client::basic(&headers).map(|(id, _)| id))
        .ok_or_else(|| OAuthError::client("client_id: required"))?;
    let client = client::get(state.db(), &id)
        .await?
        .ok_or_else(|| OAuthError::client("client_id: no such client"))?;
    client.authenticate(&headers, form.client_secret.as_deref())?;
    let token = form
        .token
        .ok_or_else(|| OAuthError::request("token: required"))?;
    if let Some(family) = family_of(&state, &token, &client.id).await? {
        super::token::revoke_family(
            state.db(),
            state.audit(),
            &family,
            "revoked by its client",
            &client.id,
        )
        .await?;
    }
    let mut response = StatusCode::OK.into_response();
    no_store(&mut response);
    Ok(response)
}

/// The family of `token` when it is this client's.
async fn family_of(
    state: &AppState,
    token: &str,
    client_id: &str,
) -> Result<Option<String>, OAuthError> {
    if token.starts_with("ort_") && token.len() <= 100 {
        let row = sqlx::query(
            "SELECT r.family_id, g.client_id FROM oauth_refresh_tokens r \
             JOIN oauth_families f ON f.id = r.family_id JOIN oauth_grants g ON g.id = f.grant_id \
             WHERE r.token_hash = $1",
        )
        .bind(relay_core::access::secret::hash(token))
        .fetch_optional(state.db().pool())
        .await?;
        return Ok(match row {
            Some(r) if r.try_get::<String, _>("client_id")? == client_id => {
                Some(r.try_get("family_id")?)
            }
            _ => None,
        });
    }
    Ok(state
        .oauth()
        .tokens
        .verify(token, true)
        .ok()
        .filter(|c| c.client_id == client_id)
        .map(|c| c.fam))
}
