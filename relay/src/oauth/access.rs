//! Access tokens and the door of the OAuth MCP endpoint.
//!
//! An access token is a JWT (HS256 under a key derived from the root secret, so every
//! replica checks it and nothing is stored) with this relay's issuer as `iss` and its MCP
//! resource as `aud` (RFC 8707): a token minted for anything else, or by anyone else, is
//! refused. It lives `--oauth-access-ttl-seconds` (10 minutes by default). It names its grant (`sub`) and its token family
//! (`fam`), and [`require_token`] reads both with the person's key on every request, so a
//! revoked grant, a revoked family or an unusable key stops a token at once, however long
//! it had to live. Tokens are never logged.

use std::net::SocketAddr;

use axum::extract::{ConnectInfo, Request, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation, errors::ErrorKind};
use serde::{Deserialize, Serialize};
use sqlx::Row;

use super::Urls;
use crate::auth::Caller;
use crate::state::AppState;
use relay_core::access::keys::ApiKey;
use relay_core::access::rate_limit::{Credential, Failure};
use relay_core::access::secret::{DerivedKey, RootSecret};
use relay_core::store::{Db, DbError, split_list, time};

/// The purpose the signing key is derived for.
const SECRET_NAME: &str = "oauth_access_v1";

/// What an access token says.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
pub(crate) struct AccessClaims {
    /// This relay's issuer.
    pub(crate) iss: String,
    /// This relay's MCP resource.
    pub(crate) aud: String,
    /// The grant (`og_…`).
    pub(crate) sub: String,
    /// The token family (one per code exchanged, kept through refreshes).
    pub(crate) fam: String,
    /// The client.
    pub(crate) client_id: String,
    /// Space-separated scopes.
    pub(crate) scope: String,
    /// Issued at, Unix seconds.
    pub(crate) iat: i64,
    /// Expiry, Unix seconds.
    pub(crate) exp: i64,
    /// Unique id.
    pub(crate) jti: String,
}

/// Why a token was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub(crate) enum TokenError {
    /// Not a token this relay signed for this resource.
    #[error("invalid access token")]
    Invalid,
    /// Signed here, but past its expiry.
    #[error("access token expired")]
    Expired,
    /// Its grant or family was revoked, or its person's key cannot be used.
    #[error("access token revoked")]
    Revoked,
}

/// Signs and checks access tokens.
#[derive(Debug)]
pub(crate) struct Signer {
    key: DerivedKey,
    issuer: String,
    audience: String,
    /// How long a token works, in seconds.
    pub(crate) ttl_seconds: i64,
}

impl Signer {
    /// The signer of a relay with root secret `root` at `urls`.
    pub(crate) fn new(root: &RootSecret, urls: &Urls, ttl: std::time::Duration) -> Self {
        Signer {
            key: root.derive(SECRET_NAME),
            issuer: urls.issuer.clone(),
            audience: urls.resource.clone(),
            ttl_seconds: ttl.as_secs() as i64,
        }
    }

    /// A token for `grant` in `family`, with `scopes`.
    pub(crate) fn issue(
        &self,
        grant: &str,
        family: &str,
        client_id: &str,
        scopes: &[String],
    ) -> String {
        let now = time::unix_now() as i64;
        self.sign(&AccessClaims {
            iss: self.issuer.clone(),
            aud: self.audience.clone(),
            sub: grant.to_string(),
            fam: family.to_string(),
            client_id: client_id.to_string(),
            scope: scopes.join(" "),
            iat: now,
            exp: now + self.ttl_seconds,
            jti: relay_core::access::secret::short_id("at_"),
        })
    }

    /// A token with exactly these claims (tests make foreign and expired ones with it).
    pub(crate) fn sign(&self, claims: &AccessClaims) -> String {
        let key = EncodingKey::from_secret(self.key.bytes());
        // Serializing plain strings and integers with HS256 cannot fail.
        jsonwebtoken::encode(&Header::new(Algorithm::HS256), claims, &key).unwrap_or_default()
    }

    /// The claims of a token this relay signed for its resource; with `expired_ok`, also
    /// one past its expiry (revocation names expired tokens too).
    pub(crate) fn verify(&self, token: &str, expired_ok: bool) -> Result<AccessClaims, TokenError> {
        if token.len() > 4096 {
            return Err(TokenError::Invalid);
        }
        let key = DecodingKey::from_secret(self.key.bytes());
        let mut validation = Validation::new(Algorithm::HS256);
        validation.set_audience(&[&self.audience]);
        validation.set_issuer(&[&self.issuer]);
        validation.set_required_spec_claims(&["exp", "aud", "iss", "sub"]);
        validation.leeway = 5;
        validation.validate_exp = !expired_ok;
        match jsonwebtoken::decode::<AccessClaims>(token, &key, &validation) {
            Ok(data) => Ok(data.claims),
            Err(e) if matches!(e.kind(), ErrorKind::ExpiredSignature) => Err(TokenError::Expired),
            Err(_) => Err(TokenError::Invalid),
        }
    }
}

/// The principal a token acts as: its grant, shaped as a key (id `og_…`, the grant's scopes
/// within the token's, the grant's devices, the person's key's expiry and live-session
/// recording policy), if the grant, the
/// family and the key all hold now.
pub(crate) async fn principal(db: &Db, claims: &AccessClaims) -> Result<Option<ApiKey>, DbError> {
    let row = sqlx::query(
        "SELECT f.revoked_at AS f_revoked, g.id AS g_id, g.client_name, g.scopes, g.devices, \
         g.revoked_at AS g_revoked, g.created_at, k.name AS k_name, k.expires_at AS k_expires, \
         k.revoked_at AS k_revoked, k.record_live AS k_record_live \
         FROM oauth_families f JOIN oauth_grants g ON g.id = f.grant_id \
         JOIN api_keys k ON k.id = g.key_id WHERE f.id = $1",
    )
    .bind(&claims.fam)
    .fetch_optional(db.pool())
    .await?;
    let Some(row) = row else {
        return Ok(None);
    };
    let grant: String = row.try_get("g_id")?;
    let f_revoked: Option<String> = row.try_get("f_revoked")?;
    let g_revoked: Option<String> = row.try_get("g_revoked")?;
    let k_revoked: Option<String> = row.try_get("k_revoked")?;
    let k_expires: Option<String> = row.try_get("k_expires")?;
    let now = time::format(time::now());
    if grant != claims.sub
        || f_revoked.is_some()
        || g_revoked.is_some()
        || k_revoked.is_some()
        || k_expires.as_deref().is_some_and(|e| e <= now.as_str())
    {
        return Ok(None);
    }
    let granted = split_list(&row.try_get::<String, _>("scopes")?);
    let asked: Vec<&str> = claims.scope.split(' ').collect();
    let client_name: String = row.try_get("client_name")?;
    let key_name: String = row.try_get("k_name")?;
    Ok(Some(ApiKey {
        id: grant,
        name: format!("{client_name} (OAuth, for {key_name})"),
        scopes: granted
            .into_iter()
            .filter(|s| asked.contains(&s.as_str()))
            .collect(),
        devices: split_list(&row.try_get::<String, _>("devices")?),
        created_at: row.try_get("created_at")?,
        expires_at: k_expires,
        revoked_at: None,
        // The person's key's policy reaches the clients they grant.
        record_live: row
            .try_get::<Option<String>, _>("k_record_live")?
            .and_then(|s| s.parse().ok()),
    }))
}

/// Middleware of the OAuth MCP endpoint: an access token of this relay (or an API key, for
/// clients that mix), else 401 with the challenge that starts OAuth discovery.
pub(crate) async fn require_token(
    State(state): State<AppState>,
    mut request: Request,
    next: Next,
) -> Response {
    let Some(token) = crate::auth::bearer(request.headers()).map(str::to_string) else {
        return challenge(&state, None);
    };
    if token.starts_with(relay_core::access::secret::KEY_PREFIX) {
        return crate::auth::require_key(State(state), request, next).await;
    }
    let peer = request
        .extensions()
        .get::<ConnectInfo<SocketAddr>>()
        .map(|c| c.0);
    let failures = state.failures();
    let client = failures.client(peer, request.headers());
    if let Err(limited) = failures.check(client, None) {
        return crate::api_error::ApiError::from(limited).into_response();
    }
    let result = match state.oauth().tokens.verify(&token, false) {
        Ok(claims) => match principal(state.db(), &claims).await {
            Ok(Some(key)) => Ok(key),
            Ok(None) => Err(TokenError::Revoked),
            Err(e) => {
                tracing::error!(error = %e, "access token lookup failed");
                return (
                    StatusCode::SERVICE_UNAVAILABLE,
                    "relay database unavailable, retry",
                )
                    .into_response();
            }
        },
        Err(e) => Err(e),
    };
    match result {
        Ok(key) => {
            request.extensions_mut().insert(Caller { key });
            next.run(request).await
        }
        Err(e) => {
            failures.failed(
                Failure::new(
                    Credential::AccessToken,
                    e.to_string(),
                    request.uri().path(),
                    client,
                ),
                client,
                None,
            );
            challenge(&state, Some(&e))
        }
    }
}

/// 401 naming where the resource's metadata is (RFC 9728 §5.1), and why a token failed.
fn challenge(state: &AppState, error: Option<&TokenError>) -> Response {
    let urls = &state.oauth().urls;
    let mut value = format!("Bearer resource_metadata=\"{}\"", urls.resource_metadata);
    if let Some(e) = error {
        value.push_str(&format!(
            ", error=\"invalid_token\", error_description=\"{e}\""
        ));
    }
    let message = match error {
        Some(e) => format!("unauthorized: {e}"),
        None => "unauthorized: sign in with OAuth (see WWW-Authenticate) or send Authorization: Bearer rk_…".into(),
    };
    let body = serde_json::json!({
        "jsonrpc": "2.0", "id": null, "error": {"code": -32001, "message": message},
    });
    let mut response = (
        StatusCode::UNAUTHORIZED,
        [(header::CONTENT_TYPE, "application/json")],
        body.to_string(),
    )
        .into_response();
    if let Ok(v) = HeaderValue::from_str(&value) {
        response.headers_mut().insert(header::WWW_AUTHENTICATE, v);
    }
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    const TTL: std::time::Duration = std::time::Duration::from_secs(600);

    fn claims(signer: &Signer) -> AccessClaims {
        let now = time::unix_now() as i64;
        AccessClaims {
            iss: signer.issuer.clone(),
            aud: signer.audience.clone(),
            sub: "og_1".into(),
            fam: "of_1".into(),
            client_id: "oc_1".into(),
            scope: "screenshot".into(),
            iat: now,
            exp: now + 60,
            jti: "at_1".into(),
        }
    }

    #[test]
    fn tokens_are_bound_to_this_resource_and_issuer() {
        let root = RootSecret::random();
        let urls = Urls::new("https://relay.example.com");
        let signer = Signer::new(&root, &urls, TTL);
        let good = claims(&signer);
        assert_eq!(signer.verify(&signer.sign(&good), false).unwrap(), good);
        // Another resource, another issuer, another relay's key, expiry.
        let other_aud = AccessClaims {
            aud: "https://other.example.com/mcp".into(),
            ..good.clone()
        };
        assert_eq!(
            signer.verify(&signer.sign(&other_aud), false),
            Err(TokenError::Invalid)
        );
        let other_iss = AccessClaims {
            iss: "https://evil.example.com/oauth".into(),
            ..good.clone()
        };
        assert_eq!(
            signer.verify(&signer.sign(&other_iss), false),
            Err(TokenError::Invalid)
        );
        let other_root = Signer::new(&RootSecret::random(), &urls, TTL);
        assert_eq!(
            signer.verify(&other_root.sign(&good), false),
            Err(TokenError::Invalid)
        );
        let old = AccessClaims {
            exp: 1000,
            iat: 900,
            ..good.clone()
        };
        assert_eq!(
            signer.verify(&signer.sign(&old), false),
            Err(TokenError::Expired)
        );
        assert!(signer.verify(&signer.sign(&old), true).is_ok());
        // The same relay behind another public URL is another resource.
        let moved = Signer::new(&root, &Urls::new("https://relay2.example.com"), TTL);
        assert_eq!(
            moved.verify(&signer.sign(&good), false),
            Err(TokenError::Invalid)
        );
    }

    #[test]
    fn unsigned_tokens_are_refused() {
        use base64::Engine as _;
        let signer = Signer::new(
            &RootSecret::random(),
            &Urls::new("https://relay.example.com"),
            TTL,
        );
        let b64 = |v: &serde_json::Value| {
            base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(v.to_string())
        };
        let body = serde_json::to_value(claims(&signer)).unwrap();
        let none = format!(
            "{}.{}.",
            b64(&serde_json::json!({"alg": "none", "typ": "JWT"})),
            b64(&body)
        );
        assert_eq!(signer.verify(&none, false), Err(TokenError::Invalid));
    }
}
