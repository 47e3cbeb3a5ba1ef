//! The relay as an OAuth 2.1 authorization server for its MCP endpoint, so that clients
//! which take OAuth or nothing (Claude.ai's and ChatGPT's connectors) can connect.
//!
//! Two MCP endpoints serve the same tools: `/mcp` takes API keys and advertises no OAuth at
//! all (Cursor drops its configured headers once a server answers OAuth discovery), and
//! [`MCP_PATH`] (`/oauth/mcp`), the connector URL, takes this server's access tokens (and
//! keys, for clients that mix). Nothing OAuth answers at the origin's root well-known
//! paths: the issuer is `<public URL>/oauth`, whose metadata lives under its path (RFC 8414
//! §3.1), and the resource's metadata under the resource's path (RFC 9728 §3.1).
//!
//! The flow: a client is identified by the URL of its metadata document ([`client`],
//! fetched by [`fetch`] within bounds) or registers itself (RFC 7591); [`authorize`] checks
//! the request (exact redirect URI, PKCE S256, the resource) and parks it for the person's
//! consent in the console ([`consent`]), where they pick scopes and devices within their
//! own key; the approval makes a grant ([`grant`], an audit principal of its own, `og_…`)
//! and a one-time code; [`token`] trades the code (with the PKCE verifier) for a short-lived
//! access token ([`access`], a JWT bound to this relay's MCP resource) and a refresh token
//! that rotates, a reused one revoking its whole family; [`revoke`] is RFC 7009.
//!
//! Keys and grants never widen: a grant holds a subset of its person's key's tool scopes
//! and devices (keys and devices cannot be edited, so that holds for ever), and every
//! request checks the grant, its token family and the key as they are now.

pub(crate) mod access;
mod authorize;
pub(crate) mod client;
pub(crate) mod consent;
mod error;
pub mod fetch;
mod metadata;
mod revoke;
mod token;
mod urls;

use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::routing::{get, post};

use crate::state::AppState;

pub(crate) use authorize::with_query;
pub(crate) use token::s256;
pub(crate) use urls::Urls;

/// The MCP endpoint that takes OAuth access tokens (the connector URL's path).
pub const MCP_PATH: &str = "/oauth/mcp";
/// The issuer's path under the public URL.
pub(crate) const ISSUER_PATH: &str = "/oauth";

/// What the OAuth endpoints share, made once from the settings.
#[derive(Debug)]
pub(crate) struct Server {
    /// Every URL the documents and tokens name.
    pub(crate) urls: Urls,
    /// Signs and checks access tokens.
    pub(crate) tokens: access::Signer,
    /// Fetches clients' metadata documents.
    pub(crate) fetcher: fetch::Fetcher,
}

impl Server {
    /// The server of a relay with these settings.
    pub(crate) fn new(settings: &crate::Settings) -> Self {
        let urls = Urls::new(&settings.public_url);
        Server {
            tokens: access::Signer::new(&settings.secret, &urls, settings.oauth_access_ttl),
            fetcher: fetch::Fetcher::new(&settings.client_metadata),
            urls,
        }
    }
}

/// Largest form or JSON body the OAuth endpoints read.
const MAX_BODY: usize = 16 * 1024;

/// The authorization server's routes and both metadata documents.
pub(crate) fn routes() -> Router<AppState> {
    Router::new()
        .route(
            &format!("/.well-known/oauth-protected-resource{MCP_PATH}"),
            get(metadata::protected_resource),
        )
        .route(
            &format!("/.well-known/oauth-authorization-server{ISSUER_PATH}"),
            get(metadata::authorization_server),
        )
        .route("/oauth/authorize", get(authorize::authorize))
        .route("/oauth/token", post(token::token))
        .route("/oauth/register", post(client::register))
        .route("/oauth/revoke", post(revoke::revoke))
        .layer(DefaultBodyLimit::max(MAX_BODY))
        .layer(axum::middleware::from_fn(cors))
}

/// Browser-based clients (an inspector in a page) read the metadata and call the token
/// endpoint from another origin; none of these routes reads a cookie, so any origin may.
async fn cors(
    request: axum::extract::Request,
    next: axum::middleware::Next,
) -> axum::response::Response {
    use axum::http::{HeaderValue, Method, StatusCode, header};
    use axum::response::IntoResponse as _;
    let preflight = request.method() == Method::OPTIONS;
    let mut response = if preflight {
        StatusCode::NO_CONTENT.into_response()
    } else {
        next.run(request).await
    };
    let h = response.headers_mut();
    h.insert(
        header::ACCESS_CONTROL_ALLOW_ORIGIN,
        HeaderValue::from_static("*"),
    );
    if preflight {
        h.insert(
            header::ACCESS_CONTROL_ALLOW_METHODS,
            HeaderValue::from_static("GET, POST, OPTIONS"),
        );
        h.insert(
            header::ACCESS_CONTROL_ALLOW_HEADERS,
            HeaderValue::from_static("authorization, content-type, mcp-protocol-version"),
        );
        h.insert(
            header::ACCESS_CONTROL_MAX_AGE,
            HeaderValue::from_static("600"),
        );
    }
    response
}
