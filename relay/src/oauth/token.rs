//! The token endpoint (`POST /oauth/token`): a code for tokens, a refresh token for new
//! ones.
//!
//! A code works once, within [`CODE_TTL`], for the client it was issued to, with the
//! redirect URI it was issued for and the PKCE verifier whose S256 hash the request
//! carried; it is spent before anything else is checked, so a wrong verifier burns it. A
//! code that comes back after being spent revokes the tokens it gave (RFC 6749 §4.1.2).
//! Each code starts a token family; a refresh token works once and is replaced by a new one
//! in the same family, and a spent one presented again revokes the family (OAuth 2.1
//! §4.3.1): whoever holds the newer one, thief or client, has to ask the person again.

use axum::Form;
use axum::Json;
use axum::extract::{ConnectInfo, State};
use axum::http::HeaderMap;
use axum::response::{IntoResponse, Response};
use base64::Engine as _;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use sqlx::Row;
use std::net::SocketAddr;
use std::time::Duration;

use super::client::{self, Client};
use super::error::{OAuthError, no_store};
use crate::state::AppState;
use relay_core::access::rate_limit::{Credential, Failure};
use relay_core::audit::{Audit, Kind, NewEvent};
use relay_core::store::{Db, DbError, time};

/// How long a code may wait for its exchange.
pub(crate) const CODE_TTL: Duration = Duration::from_secs(60);
/// How long a refresh token works if unused.
pub(crate) const REFRESH_TTL: Duration = Duration::from_secs(30 * 86_400);
/// Prefix of codes and refresh tokens (their shape is checked before any lookup).
const CODE_PREFIX: &str = "ocd_";
const REFRESH_PREFIX: &str = "ort_";

/// The scopes an OAuth client may hold: the tools' (never `console` or `admin`, which are
/// the console's and the HTTP admin API's).
pub(crate) fn tool_scopes() -> impl Iterator<Item = &'static str> {
    relay_core::access::scope::ALL_SCOPES
        .iter()
        .copied()
        .filter(|s| {
            *s != relay_core::access::scope::CONSOLE && *s != relay_core::access::scope::ADMIN
        })
}

/// A space-separated scope parameter, each a tool scope, without repeats.
pub(crate) fn parse_scope(s: &str) -> Result<Vec<String>, OAuthError> {
    let mut out: Vec<String> = Vec::new();
    for part in s.split(' ').filter(|p| !p.is_empty()) {
        if !tool_scopes().any(|t| t == part) {
            return Err(OAuthError::bad(
                "invalid_scope",
                format!(
                    "scope: {:?} is not offered; scopes are {}",
                    part.chars().take(64).collect::<String>(),
                    tool_scopes().collect::<Vec<_>>().join(" ")
                ),
            ));
        }
        if !out.iter().any(|o| o == part) {
            out.push(part.to_string());
        }
    }
    Ok(out)
}

/// The S256 challenge of a PKCE verifier.
pub(crate) fn s256(verifier: &str) -> String {
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(Sha256::digest(verifier.as_bytes()))
}

/// Whether `s` is a PKCE verifier or S256 challenge: 43 to 128 unreserved characters.
pub(crate) fn pkce_shaped(s: &str) -> bool {
    (43..=128).contains(&s.len())
        && s.bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'~'))
}

/// What a code was issued for.
pub(crate) struct NewCode<'a> {
    pub(crate) grant_id: &'a str,
    pub(crate) client_id: &'a str,
    pub(crate) redirect_uri: &'a str,
    pub(crate) code_challenge: &'a str,
    pub(crate) scopes: &'a [String],
    pub(crate) resource: &'a str,
}

/// A new one-time code (only its hash is kept).
pub(crate) async fn issue_code(db: &Db, code: NewCode<'_>) -> Result<String, DbError> {
    let secret = relay_core::access::secret::generate(CODE_PREFIX);
    sqlx::query(
        "INSERT INTO oauth_codes (code_hash, grant_id, client_id, redirect_uri, code_challenge, scopes, resource, expires_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
    )
    .bind(relay_core::access::secret::hash(&secret))
    .bind(code.grant_id)
    .bind(code.client_id)
    .bind(code.redirect_uri)
    .bind(code.code_challenge)
    .bind(code.scopes.join(","))
    .bind(code.resource)
    .bind(time::format(time::now() + CODE_TTL))
    .execute(db.pool())
    .await?;
    Ok(secret)
}

/// The form of a token request (a repeated parameter is refused by the form parser).
#[derive(Deserialize)]
pub(crate) struct TokenForm {
    grant_type: Option<String>,
    code: Option<String>,
    redirect_uri: Option<String>,
    code_verifier: Option<String>,
    client_id: Option<String>,
    client_secret: Option<String>,
    refresh_token: Option<String>,
    resource: Option<String>,
    scope: Option<String>,
}

/// A successful answer (RFC 6749 §5.1).
#[derive(Serialize)]
struct Tokens {
    access_token: String,
    token_type: &'static str,
    expires_in: i64,
    refresh_token: String,
    scope: String,
}

/// `POST /oauth/token`.
pub(crate) async fn token(
    State(state): State<AppState>,
    extensions: axum::http::Extensions,
    headers: HeaderMap,
    form: Result<Form<TokenForm>, axum::extract::rejection::FormRejection>,
) -> Result<Response, OAuthError> {
    let failures = state.failures();
    let address = failures.client(
        extensions.get::<ConnectInfo<SocketAddr>>().map(|c| c.0),
        &headers,
    );
    failures.check(address, None).map_err(|_| {
        OAuthError::bad(
            "slow_down",
            "too many failed requests from this address; retry in a minute",
        )
    })?;
    let Form(form) = form.map_err(|e| {
        OAuthError::request(format!(
            "the body is not a token request: {}",
            e.body_text()
        ))
    })?;
    let request = Request {
        state: &state,
        address,
        headers: &headers,
    };
    let client = request.client(&form).await?;
    if let Some(resource) = &form.resource
        && *resource != state.oauth().urls.resource
    {
        return Err(request
            .refuse(
                &client,
                "invalid_target",
                "resource: this relay issues tokens only for its own MCP resource",
                serde_json::json!({"resource": resource.chars().take(200).collect::<String>()}),
            )
            .await);
    }
    let tokens = match form.grant_type.as_deref() {
        Some("authorization_code") => request.exchange_code(&client, &form).await?,
        Some("refresh_token") => request.refresh(&client, &form).await?,
        Some(other) => {
            return Err(OAuthError::bad(
                "unsupported_grant_type",
                format!(
                    "grant_type: {:?} is not offered; authorization_code and refresh_token are",
                    other.chars().take(64).collect::<String>()
                ),
            ));
        }
        None => return Err(OAuthError::request("grant_type: required")),
    };
    let mut response = Json(tokens).into_response();
    no_store(&mut response);
    Ok(response)
}

/// One token request being answered.
struct Request<'a> {
    state: &'a AppState,
    address: Option<std::net::IpAddr>,
    headers: &'a HeaderMap,
}

impl Request<'_> {
    /// The client the request is from, authenticated.
    async fn client(&self, form: &TokenForm) -> Result<Client, OAuthError> {
        let basic = client::basic(self.headers);
        let id = match (&form.client_id, &basic) {
            (Some(f), Some((b, _))) if f != b => {
                return Err(OAuthError::request(
                    "client_id: the form and HTTP Basic name different clients",
                ));
            }
            (Some(f), _) => f.clone(),
            (None, Some((b, _))) => b.clone(),
            (None, None) => return Err(OAuthError::client("client_id: required")),
        };
        let Some(client) = client::get(self.state.db(), &id).await? else {
            self.failed("unknown client");
            return Err(OAuthError::client(
                "client_id: no such client; register it, or use it at the authorization endpoint first",
            ));
        };
        client
            .authenticate(self.headers, form.client_secret.as_deref())
            .inspect_err(|_| self.failed("wrong client secret"))?;
        Ok(client)
    }

    /// Count a failure against the address (rate limit, throttled audit).
    fn failed(&self, reason: &str) {
        self.state.failures().failed(
            Failure::new(
                Credential::OAuthClient,
                reason,
                "/oauth/token",
                self.address,
            ),
            self.address,
            None,
        );
    }

    /// Audit a refusal worth an event of its own, and say it.
    async fn refuse(
        &self,
        client: &Client,
        code: &'static str,
        description: &str,
        detail: serde_json::Value,
    ) -> OAuthError {
        refused(
            self.state.audit(),
            &client.id,
            description,
            self.address,
            detail,
        )
        .await;
        OAuthError::bad(code, description)
    }

    async fn exchange_code(&self, client: &Client, form: &TokenForm) -> Result<Tokens, OAuthError> {
        let db = self.state.db();
        let code = form
            .code
            .as_deref()
            .ok_or_else(|| OAuthError::request("code: required"))?;
        if !code.starts_with(CODE_PREFIX) || code.len() > 100 {
            self.failed("malformed code");
            return Err(OAuthError::grant("code: unknown, expired or already used"));
        }
        let hash = relay_core::access::secret::hash(code);
        let row = sqlx::query(
            "SELECT grant_id, client_id, redirect_uri, code_challenge, scopes, resource, expires_at, used_at, family_id \
             FROM oauth_codes WHERE code_hash = $1",
        )
        .bind(&hash)
        .fetch_optional(db.pool())
        .await?;
        let Some(row) = row else {
            self.failed("unknown code");
            return Err(OAuthError::grant("code: unknown, expired or already used"));
        };
        let code_client: String = row.try_get("client_id")?;
        let grant_id: String = row.try_get("grant_id")?;
        let now = time::format(time::now());
        // Spent first, whatever follows: a code is tried once.
        let spent = sqlx::query(
            "UPDATE oauth_codes SET used_at = $1 WHERE code_hash = $2 AND used_at IS NULL",
        )
        .bind(&now)
        .bind(&hash)
        .execute(db.pool())
        .await?;
        if spent.rows_affected() == 0 {
            let family: Option<String> = row.try_get("family_id")?;
            if let Some(family) = &family {
                revoke_family(
                    db,
                    self.state.audit(),
                    family,
                    "authorization code replayed",
                    &code_client,
                )
                .await?;
            }
            return Err(self
                .refuse(
                    client,
                    "invalid_grant",
                    "code: already used; the tokens it gave are revoked",
                    serde_json::json!({"grant_id": grant_id, "family_id": family}),
                )
                .await);
        }
        if code_client != client.id {
            return Err(self
                .refuse(
                    client,
                    "invalid_grant",
                    "code: issued to another client",
                    serde_json::json!({"grant_id": grant_id}),
                )
                .await);
        }
        let expires_at: String = row.try_get("expires_at")?;
        if expires_at <= now {
            return Err(OAuthError::grant("code: expired; codes work for a minute"));
        }
        let redirect_uri: String = row.try_get("redirect_uri")?;
        if form.redirect_uri.as_deref() != Some(redirect_uri.as_str()) {
            return Err(self
                .refuse(
                    client,
                    "invalid_grant",
                    "redirect_uri: differs from the authorization request's",
                    serde_json::json!({"grant_id": grant_id}),
                )
                .await);
        }
        let challenge: String = row.try_get("code_challenge")?;
        match form.code_verifier.as_deref() {
            None => {
                return Err(self
                    .refuse(
                        client,
                        "invalid_grant",
                        "code_verifier: required (PKCE)",
                        serde_json::json!({"grant_id": grant_id}),
                    )
                    .await);
            }
            Some(v) if !pkce_shaped(v) || s256(v) != challenge => {
                return Err(self
                    .refuse(
                        client,
                        "invalid_grant",
                        "code_verifier: does not match the code_challenge (PKCE S256)",
                        serde_json::json!({"grant_id": grant_id}),
                    )
                    .await);
            }
            Some(_) => {}
        }
        let resource: String = row.try_get("resource")?;
        if resource != self.state.oauth().urls.resource {
            return Err(OAuthError::bad(
                "invalid_target",
                "resource: this code was issued for another resource",
            ));
        }
        let scopes: Vec<String> = split(row.try_get("scopes")?);
        if !relay_core::access::grant::is_usable(db, &grant_id, &now).await? {
            return Err(OAuthError::grant(
                "the grant was revoked, or its person's key can no longer be used",
            ));
        }
        let family = relay_core::access::secret::short_id("of_");
        sqlx::query(
            "INSERT INTO oauth_families (id, grant_id, scopes, created_at) VALUES ($1, $2, $3, $4)",
        )
        .bind(&family)
        .bind(&grant_id)
        .bind(scopes.join(","))
        .bind(&now)
        .execute(db.pool())
        .await?;
        sqlx::query("UPDATE oauth_codes SET family_id = $1 WHERE code_hash = $2")
            .bind(&family)
            .bind(&hash)
            .execute(db.pool())
            .await?;
        self.issue(client, &grant_id, &family, &scopes).await
    }

    async fn refresh(&self, client: &Client, form: &TokenForm) -> Result<Tokens, OAuthError> {
        let db = self.state.db();
        let token = form
            .refresh_token
            .as_deref()
            .ok_or_else(|| OAuthError::request("refresh_token: required"))?;
        if !token.starts_with(REFRESH_PREFIX) || token.len() > 100 {
            self.failed("malformed refresh token");
            return Err(OAuthError::grant(
                "refresh_token: unknown, expired or revoked",
            ));
        }
        let hash = relay_core::access::secret::hash(token);
        let row = sqlx::query(
            "SELECT r.family_id, r.expires_at, r.used_at, f.grant_id, f.scopes, f.revoked_at, g.client_id \
             FROM oauth_refresh_tokens r JOIN oauth_families f ON f.id = r.family_id \
             JOIN oauth_grants g ON g.id = f.grant_id WHERE r.token_hash = $1",
        )
        .bind(&hash)
        .fetch_optional(db.pool())
        .await?;
        let Some(row) = row else {
            self.failed("unknown refresh token");
            return Err(OAuthError::grant(
                "refresh_token: unknown, expired or revoked",
            ));
        };
        let family: String = row.try_get("family_id")?;
        let grant_id: String = row.try_get("grant_id")?;
        let owner: String = row.try_get("client_id")?;
        if owner != client.id {
            return Err(self
                .refuse(
                    client,
                    "invalid_grant",
                    "refresh_token: issued to another client",
                    serde_json::json!({"grant_id": grant_id}),
                )
                .await);
        }
        let now = time::format(time::now());
        let spent = sqlx::query("UPDATE oauth_refresh_tokens SET used_at = $1 WHERE token_hash = $2 AND used_at IS NULL")
            .bind(&now)
            .bind(&hash)
            .execute(db.pool())
            .await?;
        if spent.rows_affected() == 0 {
            revoke_family(
                db,
                self.state.audit(),
                &family,
                "refresh token reused",
                &client.id,
            )
            .await?;
            return Err(self
                .refuse(client, "invalid_grant", "refresh_token: already used; every token of this authorization is revoked, ask the person again", serde_json::json!({"grant_id": grant_id, "family_id": family}))
                .await);
        }
        let revoked: Option<String> = row.try_get("revoked_at")?;
        let expires_at: String = row.try_get("expires_at")?;
        if revoked.is_some() || expires_at <= now {
            return Err(OAuthError::grant(
                "refresh_token: unknown, expired or revoked",
            ));
        }
        if !relay_core::access::grant::is_usable(db, &grant_id, &now).await? {
            return Err(OAuthError::grant(
                "the grant was revoked, or its person's key can no longer be used",
            ));
        }
        let granted: Vec<String> = split(row.try_get("scopes")?);
        let scopes = match form.scope.as_deref() {
            None => granted,
            Some(s) => {
                let asked = parse_scope(s)?;
                if let Some(extra) = asked.iter().find(|a| !granted.contains(a)) {
                    return Err(OAuthError::bad(
                        "invalid_scope",
                        format!(
                            "scope: {extra} was not granted; a refresh may only narrow the scopes"
                        ),
                    ));
                }
                asked
            }
        };
        self.issue(client, &grant_id, &family, &scopes).await
    }

    /// An access token and a new refresh token in `family`.
    async fn issue(
        &self,
        client: &Client,
        grant: &str,
        family: &str,
        scopes: &[String],
    ) -> Result<Tokens, OAuthError> {
        let refresh = relay_core::access::secret::generate(REFRESH_PREFIX);
        let now = time::now();
        sqlx::query("INSERT INTO oauth_refresh_tokens (token_hash, family_id, created_at, expires_at) VALUES ($1, $2, $3, $4)")
            .bind(relay_core::access::secret::hash(&refresh))
            .bind(family)
            .bind(time::format(now))
            .bind(time::format(now + REFRESH_TTL))
            .execute(self.state.db().pool())
            .await?;
        Ok(Tokens {
            access_token: self
                .state
                .oauth()
                .tokens
                .issue(grant, family, &client.id, scopes),
            token_type: "Bearer",
            expires_in: self.state.oauth().tokens.ttl_seconds,
            refresh_token: refresh,
            scope: scopes.join(" "),
        })
    }
}

fn split(s: String) -> Vec<String> {
    relay_core::store::split_list(&s)
}

/// An `oauth_refused` event: a client's request refused for a reason worth keeping.
pub(crate) async fn refused(
    audit: &Audit,
    client_id: &str,
    reason: &str,
    address: Option<std::net::IpAddr>,
    detail: serde_json::Value,
) {
    let mut d = serde_json::json!({
        "client_id": client_id.chars().take(200).collect::<String>(),
        "reason": reason,
        "address": address.map(|a| a.to_string()),
    });
    if let (Some(d), serde_json::Value::Object(extra)) = (d.as_object_mut(), detail) {
        d.extend(extra);
    }
    audit
        .record(NewEvent::new(Kind::OAuthRefused).detail(d))
        .await;
}

/// Revoke token family `family` (its access and refresh tokens are refused from now on);
/// audited once, with `why`.
pub(crate) async fn revoke_family(
    db: &Db,
    audit: &Audit,
    family: &str,
    why: &str,
    client_id: &str,
) -> Result<(), DbError> {
    let done = sqlx::query("UPDATE oauth_families SET revoked_at = $1, revoked_why = $2 WHERE id = $3 AND revoked_at IS NULL")
        .bind(time::format(time::now()))
        .bind(why)
        .bind(family)
        .execute(db.pool())
        .await?;
    if done.rows_affected() > 0 {
        audit
            .append(
                NewEvent::new(Kind::OAuthTokensRevoked).detail(serde_json::json!({
                    "family_id": family, "client_id": client_id, "why": why,
                })),
            )
            .await?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pkce_s256_matches_rfc_7636_appendix_b() {
        let verifier = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";
        assert!(pkce_shaped(verifier));
        assert_eq!(
            s256(verifier),
            "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM"
        );
        assert!(!pkce_shaped("short"));
        assert!(!pkce_shaped(&"a".repeat(129)));
        assert!(!pkce_shaped(&format!("{}+", "a".repeat(43))));
    }

    #[test]
    fn scopes_are_tool_scopes_only() {
        assert_eq!(
            parse_scope("screenshot  input screenshot").unwrap(),
            vec!["screenshot", "input"]
        );
        assert_eq!(parse_scope("admin").unwrap_err().code, "invalid_scope");
        assert_eq!(parse_scope("console").unwrap_err().code, "invalid_scope");
        assert!(parse_scope("").unwrap().is_empty());
    }
}
