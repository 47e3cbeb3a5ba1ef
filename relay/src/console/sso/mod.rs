//! Single sign-on to the console through an OpenID Connect provider (`--oidc-issuer`), beside
//! the one-time links, which stay.
//!
//! The flow is the authorization code flow with PKCE, `state` and `nonce` ([`login`]): the
//! provider's documents come from its discovery document and its keys from its JWKS
//! ([`provider`], fetched again once when a token names a key id it has not seen, so a key
//! rotation is followed); the ID token is checked in [`id_token`] (signature by a key of the
//! JWKS with the algorithm the key names, never `none` or a shared secret; issuer, audience,
//! expiry, nonce). A person's groups claim maps them ([`people`]) to the admin or the QA
//! view, to a device allowlist and to the tool scopes they may grant OAuth clients; the
//! session then acts as a key the relay keeps for that person, replaced (the old one
//! revoked, with its grants) whenever the mapping gives them something else, so a key never
//! changes what it may do.

mod id_token;
mod login;
mod people;
mod provider;

use axum::Router;
use axum::routing::get;
use rustls::pki_types::CertificateDer;

use crate::state::AppState;

pub(crate) use provider::Provider;

/// How the console signs people in through an OpenID provider.
#[derive(Clone)]
pub struct SsoSettings {
    /// The provider's issuer URL (https, or http on loopback).
    pub issuer: String,
    /// This relay's client id at the provider.
    pub client_id: String,
    /// Its client secret (read from a file; never logged).
    pub client_secret: String,
    /// The scopes asked for (`openid` and whatever makes the provider name groups).
    pub scopes: Vec<String>,
    /// The claim listing a person's groups.
    pub groups_claim: String,
    /// Groups whose members get the admin view (every device).
    pub admin_groups: Vec<String>,
    /// Groups whose members get the QA view, each with the device patterns it allows.
    pub qa_groups: Vec<(String, Vec<String>)>,
    /// Tool scopes everyone signed in this way may grant OAuth clients, on their devices.
    pub tool_scopes: Vec<String>,
    /// Certificates trusted besides the web's roots (a provider with an internal CA).
    pub extra_roots: Vec<CertificateDer<'static>>,
}

impl std::fmt::Debug for SsoSettings {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SsoSettings")
            .field("issuer", &self.issuer)
            .field("client_id", &self.client_id)
            .field("client_secret", &"…")
            .field("groups_claim", &self.groups_claim)
            .field("admin_groups", &self.admin_groups)
            .field("qa_groups", &self.qa_groups)
            .field("tool_scopes", &self.tool_scopes)
            .finish_non_exhaustive()
    }
}

impl SsoSettings {
    /// A `GROUP=PATTERN,PATTERN` argument of `--oidc-qa-group`, checked.
    pub fn parse_qa_group(arg: &str) -> Result<(String, Vec<String>), String> {
        let (group, patterns) = arg
            .split_once('=')
            .ok_or_else(|| format!("oidc-qa-group: {arg:?} is not GROUP=DEVICE-PATTERNS"))?;
        let group = group.trim();
        if group.is_empty() {
            return Err("oidc-qa-group: the group name is empty".into());
        }
        let patterns = relay_core::access::scope::parse_patterns(patterns)
            .map_err(|e| format!("oidc-qa-group {group}: {e}"))?;
        Ok((group.to_string(), patterns))
    }
}

/// The console's single sign-on routes (present, and saying "off", without a provider).
pub(crate) fn routes() -> Router<AppState> {
    Router::new()
        .route("/v1/console/sso", get(login::info))
        .route("/v1/console/sso/start", get(login::start))
        .route("/v1/console/sso/callback", get(login::callback))
}
