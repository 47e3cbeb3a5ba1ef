//! The authorization endpoint (`GET /oauth/authorize`): a client's request checked, then
//! parked for the person's consent in the console.
//!
//! Until the client and its redirect URI are known good, a refusal is a page of our own and
//! never a redirect, so the endpoint cannot be used to send a browser anywhere (RFC 6749
//! §4.1.2.1): an unknown client, a redirect URI that is not one of the client's exactly (a
//! lookalike, another port, an added path or query), or a metadata document that cannot be
//! had. After that, refusals go back to the client's redirect URI with `error`, `state` and
//! `iss` (RFC 9207). A request needs `response_type=code`, a PKCE `code_challenge` with
//! method `S256` (never `plain`), tool scopes only, and no `resource` but this relay's MCP
//! resource (RFC 8707). A parameter given twice is refused.

use std::collections::HashMap;
use std::net::SocketAddr;
use std::time::Duration;

use axum::extract::{ConnectInfo, RawQuery, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Redirect, Response};
use sqlx::Row;

use super::client::{self, Client};
use super::token::{parse_scope, pkce_shaped};
use crate::state::AppState;
use relay_core::access::rate_limit::{Credential, Failure};
use relay_core::store::{Db, DbError, time};

/// How long a request waits for the person's decision.
pub(crate) const REQUEST_TTL: Duration = Duration::from_secs(600);
/// Requests waiting at most, over all clients (the endpoint is open to anyone).
const MAX_PENDING: i64 = 10_000;

/// `GET /oauth/authorize`.
pub(crate) async fn authorize(
    State(state): State<AppState>,
    extensions: axum::http::Extensions,
    headers: HeaderMap,
    RawQuery(query): RawQuery,
) -> Response {
    let failures = state.failures();
    let address = failures.client(
        extensions.get::<ConnectInfo<SocketAddr>>().map(|c| c.0),
        &headers,
    );
    // The endpoint is open to anyone: an address refused too often waits, before any work.
    if let Err(limited) = failures.check(address, None) {
        return crate::api_error::ApiError::from(limited).into_response();
    }
    match run(&state, query.as_deref().unwrap_or("")).await {
        Ok(id) => Redirect::to(&format!("{}{id}", state.oauth().urls.consent)).into_response(),
        Err(Refusal::Page(message, client_id)) => {
            // Counted and audited (at most once a minute per address) as a failure, so a
            // flood of junk requests can neither fill the audit log nor go on for ever.
            let client = client_id.as_deref().unwrap_or("(none)");
            failures.failed(
                Failure::new(
                    Credential::OAuthClient,
                    format!("authorization request of client {client} refused: {message}"),
                    "/oauth/authorize",
                    address,
                ),
                address,
                None,
            );
            page(StatusCode::BAD_REQUEST, &message)
        }
        Err(Refusal::Redirect(to)) => Redirect::to(&to).into_response(),
        Err(Refusal::Unavailable(e)) => {
            tracing::error!(error = %e, "authorization request failed");
            page(
                StatusCode::SERVICE_UNAVAILABLE,
                "The relay's database is unavailable; try again.",
            )
        }
    }
}

enum Refusal {
    /// Shown here: the client or its redirect URI is not known good.
    Page(String, Option<String>),
    /// Sent back to the client.
    Redirect(String),
    Unavailable(DbError),
}

impl From<DbError> for Refusal {
    fn from(e: DbError) -> Self {
        Refusal::Unavailable(e)
    }
}

/// The query's parameters, each at most once.
fn params(query: &str) -> Result<HashMap<String, String>, String> {
    let mut out = HashMap::new();
    for (k, v) in url::form_urlencoded::parse(query.as_bytes()) {
        if out.insert(k.to_string(), v.to_string()).is_some() {
            return Err(format!("{k}: given more than once"));
        }
    }
    Ok(out)
}

async fn run(state: &AppState, query: &str) -> Result<String, Refusal> {
    let p = params(query).map_err(|m| Refusal::Page(m, None))?;
    let get = |k: &str| p.get(k).map(String::as_str);
    let client_id =
        get("client_id").ok_or_else(|| Refusal::Page("client_id: required".into(), None))?;
    let client = client::resolve(state, client_id)
        .await
        .map_err(|e| match e {
            client::ClientError::Db(db) => Refusal::Unavailable(db),
            other => Refusal::Page(other.to_string(), Some(client_id.to_string())),
        })?;
    let redirect_uri = match get("redirect_uri") {
        Some(uri) if client.redirect_uris.iter().any(|r| r == uri) => uri.to_string(),
        Some(_) => {
            return Err(Refusal::Page(
                format!(
                    "redirect_uri: not one of the redirect URIs of client {}; nothing was sent there",
                    client.name
                ),
                Some(client.id.clone()),
            ));
        }
        None if client.redirect_uris.len() == 1 => client.redirect_uris[0].clone(),
        None => {
            return Err(Refusal::Page(
                "redirect_uri: required, since the client has several".into(),
                Some(client.id.clone()),
            ));
        }
    };
    let back = Back {
        state,
        client: &client,
        redirect_uri: &redirect_uri,
        client_state: get("state"),
    };
    if get("response_type") != Some("code") {
        return Err(back.error("unsupported_response_type", "response_type: must be code"));
    }
    let challenge = match (get("code_challenge"), get("code_challenge_method")) {
        (None, _) => {
            return Err(back.error(
                "invalid_request",
                "code_challenge: required (PKCE with S256)",
            ));
        }
        (Some(_), m) if m != Some("S256") => {
            return Err(back.error(
                "invalid_request",
                "code_challenge_method: must be S256 (plain is refused)",
            ));
        }
        (Some(c), _) if !pkce_shaped(c) => {
            return Err(back.error(
                "invalid_request",
                "code_challenge: must be 43 to 128 base64url characters",
            ));
        }
        (Some(c), _) => c,
    };
    let resource = &state.oauth().urls.resource;
    if let Some(r) = get("resource")
        && r != resource
    {
        return Err(back.error(
            "invalid_target",
            "resource: this relay issues tokens only for its own MCP resource",
        ));
    }
    let scopes = match get("scope") {
        Some(s) => parse_scope(s).map_err(|e| back.error("invalid_scope", &e.description))?,
        None => Vec::new(),
    };
    if let Some(s) = get("state")
        && s.len() > 1000
    {
        return Err(back.error("invalid_request", "state: at most 1000 characters"));
    }
    let id = park(
        state.db(),
        &client,
        &redirect_uri,
        get("state"),
        challenge,
        &scopes,
        resource,
    )
    .await?;
    if id.is_none() {
        return Err(back.error(
            "temporarily_unavailable",
            "too many authorization requests are waiting; retry later",
        ));
    }
    Ok(id.unwrap_or_default())
}

/// Where refusals go once the client and its redirect URI are known good.
struct Back<'a> {
    state: &'a AppState,
    client: &'a Client,
    redirect_uri: &'a str,
    client_state: Option<&'a str>,
}

impl Back<'_> {
    fn error(&self, code: &str, description: &str) -> Refusal {
        let mut pairs = vec![("error", code), ("error_description", description)];
        if let Some(s) = self.client_state {
            pairs.push(("state", s));
        }
        let iss = self.state.oauth().urls.issuer.clone();
        pairs.push(("iss", &iss));
        tracing::info!(client = %self.client.id, code, "authorization request refused");
        Refusal::Redirect(with_query(self.redirect_uri, &pairs))
    }
}

/// `uri` with `pairs` added to its query.
pub(crate) fn with_query(uri: &str, pairs: &[(&str, &str)]) -> String {
    match url::Url::parse(uri) {
        Ok(mut u) => {
            u.query_pairs_mut().extend_pairs(pairs);
            u.to_string()
        }
        Err(_) => uri.to_string(),
    }
}

/// Keep the request for the person; its id, or `None` when too many wait.
async fn park(
    db: &Db,
    client: &Client,
    redirect_uri: &str,
    client_state: Option<&str>,
    challenge: &str,
    scopes: &[String],
    resource: &str,
) -> Result<Option<String>, DbError> {
    let now = time::now();
    let stamp = time::format(now);
    sqlx::query("DELETE FROM oauth_requests WHERE expires_at <= $1")
        .bind(&stamp)
        .execute(db.pool())
        .await?;
    let waiting: i64 = sqlx::query("SELECT count(*) AS n FROM oauth_requests")
        .fetch_one(db.pool())
        .await?
        .try_get("n")?;
    if waiting >= MAX_PENDING {
        return Ok(None);
    }
    let id = relay_core::access::secret::generate("oar_");
    sqlx::query(
        "INSERT INTO oauth_requests (id, client_id, redirect_uri, state, code_challenge, scopes, resource, created_at, expires_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
    )
    .bind(&id)
    .bind(&client.id)
    .bind(redirect_uri)
    .bind(client_state)
    .bind(challenge)
    .bind(scopes.join(","))
    .bind(resource)
    .bind(&stamp)
    .bind(time::format(now + REQUEST_TTL))
    .execute(db.pool())
    .await?;
    Ok(Some(id))
}

/// A refusal shown as a page.
fn page(status: StatusCode, message: &str) -> Response {
    crate::refusal_page::page(
        status,
        "This authorization request was refused",
        message,
        "Nothing was sent to the application. Close this page and check how the application is set up.",
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn repeated_parameters_are_refused() {
        assert!(params("a=1&b=2").is_ok());
        assert_eq!(params("a=1&a=2").unwrap_err(), "a: given more than once");
    }

    #[test]
    fn the_answer_keeps_the_redirect_uris_own_query() {
        assert_eq!(
            with_query(
                "https://app.example.com/cb?x=1",
                &[("code", "c d"), ("state", "s")]
            ),
            "https://app.example.com/cb?x=1&code=c+d&state=s"
        );
    }
}
