//! Console sessions: the browser's cookie after a sign-in link was spent, and the CSRF token
//! every state-changing request must carry.
//!
//! The cookie (`relay_console`) holds a 256-bit secret; the database keeps its SHA-256 and
//! the key the session acts as, so every replica checks it alike and a sign-out or a revoked
//! key ends it everywhere at once. It is `HttpOnly` (no script reads it), `SameSite=Strict`
//! (no other site's page sends it) and `Secure` unless the relay is plain HTTP on loopback.
//! A session lasts [`SESSION_TTL`], never past its key's expiry, and is refused as soon as
//! its key is revoked.
//!
//! The CSRF token is an HMAC of the session's public id under a key derived from the root
//! secret: nothing to store, different per session, and readable only through
//! `GET /v1/console/api/me`, which another site's page cannot read. The [`Console`]
//! extractor checks it on every method but GET and HEAD, so no handler can forget it.

use std::net::SocketAddr;
use std::time::Duration;

use axum::extract::{ConnectInfo, FromRequestParts};
use axum::http::request::Parts;
use axum::http::{HeaderMap, Method, StatusCode, header};
use base64::Engine as _;
use hmac::Mac as _;
use sqlx::Row;

use crate::api_error::ApiError;
use crate::state::AppState;
use relay_core::access::keys::{self, ApiKey};
use relay_core::access::rate_limit::{Credential, Failure};
use relay_core::access::scope::{self, Grants};
use relay_core::store::{Db, DbError, time};

/// The session cookie's name.
pub(crate) const COOKIE: &str = "relay_console";
/// The header carrying the CSRF token.
pub(crate) const CSRF_HEADER: &str = "x-csrf-token";
/// How long a session lasts (never past its key's expiry).
pub(crate) const SESSION_TTL: Duration = Duration::from_secs(12 * 3600);
/// The cookie secret's prefix (its shape is checked before any lookup).
const SECRET_PREFIX: &str = "cs_";

/// Which pages a session sees.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub(crate) enum View {
    /// Everything: devices, files, live sessions, audit, keys.
    Admin,
    /// The devices and files the key's allowlist matches.
    Qa,
}

/// A signed-in console session, as a handler sees it.
#[derive(Debug, Clone)]
pub(crate) struct Console {
    /// The session's public id (`cn_…`), named in the audit.
    pub(crate) id: String,
    /// The key it acts as, as it is now.
    pub(crate) key: ApiKey,
    /// The key's rights, read once (pages filter a fleet's devices through them).
    grants: Grants,
    /// When it ends.
    pub(crate) expires_at: String,
}

impl Console {
    /// Session `id`, acting as `key`, until `expires_at`.
    pub(crate) fn new(id: String, key: ApiKey, expires_at: String) -> Self {
        Console {
            id,
            grants: key.grants(),
            key,
            expires_at,
        }
    }

    /// The view the key's scopes give.
    pub(crate) fn view(&self) -> View {
        if self.grants.has(scope::ADMIN) {
            View::Admin
        } else {
            View::Qa
        }
    }

    /// Whether the key's allowlist matches every device.
    pub(crate) fn allows_every_device(&self) -> bool {
        self.grants.allows_every_device()
    }

    /// Refuse unless this is the admin view.
    pub(crate) fn require_admin(&self) -> Result<(), ApiError> {
        match self.view() {
            View::Admin => Ok(()),
            View::Qa => Err(ApiError::refused(
                StatusCode::FORBIDDEN,
                "this console session's key lacks scope \"admin\"",
            )),
        }
    }

    /// Whether the key's allowlist matches this device.
    pub(crate) fn allows_device(&self, id: &str, name: &str, labels: &[String]) -> bool {
        self.grants.allows_device(id, name, labels)
    }

    /// What the audit names as the actor besides the key.
    pub(crate) fn actor(&self) -> serde_json::Value {
        serde_json::json!({"console_session": self.id})
    }
}

/// The MAC of session `id` that is its CSRF token.
fn csrf_mac(state: &AppState, id: &str) -> hmac::Hmac<sha2::Sha256> {
    let key = state.settings().secret.derive("console_csrf_v1");
    let mut mac = <hmac::Hmac<sha2::Sha256> as hmac::Mac>::new_from_slice(key.bytes())
        .unwrap_or_else(|_| unreachable!("HMAC accepts any key length"));
    mac.update(id.as_bytes());
    mac
}

/// The CSRF token of session `id`.
pub(crate) fn csrf_token(state: &AppState, id: &str) -> String {
    base64::engine::general_purpose::URL_SAFE_NO_PAD
        .encode(csrf_mac(state, id).finalize().into_bytes())
}

/// Whether `token` is session `id`'s CSRF token, compared in constant time.
fn csrf_matches(state: &AppState, id: &str, token: &str) -> bool {
    base64::engine::general_purpose::URL_SAFE_NO_PAD
        .decode(token)
        .is_ok_and(|given| csrf_mac(state, id).verify_slice(&given).is_ok())
}

/// A session just begun: its public id, the cookie's secret and when it ends.
pub(crate) struct Begun {
    pub(crate) id: String,
    pub(crate) secret: String,
    pub(crate) expires_at: String,
    pub(crate) max_age: Duration,
}

/// Begin a session acting as `key` (usable, checked by the caller), from `address` with
/// `user_agent`.
pub(crate) async fn begin(
    db: &Db,
    key: &ApiKey,
    address: Option<String>,
    user_agent: Option<String>,
) -> Result<Begun, DbError> {
    let now = time::now();
    let mut ends = now + SESSION_TTL;
    if let Some(exp) = key.expires_at.as_deref().and_then(time::parse) {
        ends = ends.min(exp);
    }
    let max_age = Duration::try_from(ends - now).unwrap_or_default();
    let secret = relay_core::access::secret::generate(SECRET_PREFIX);
    let id = relay_core::access::secret::short_id("cn_");
    let expires_at = time::format(ends);
    sqlx::query(
        "INSERT INTO console_sessions (id, secret_hash, key_id, created_at, expires_at, address, user_agent) \
         VALUES ($1, $2, $3, $4, $5, $6, $7)",
    )
    .bind(&id)
    .bind(relay_core::access::secret::hash(&secret))
    .bind(&key.id)
    .bind(time::format(now))
    .bind(&expires_at)
    .bind(address)
    .bind(user_agent.map(|u| u.chars().take(300).collect::<String>()))
    .execute(db.pool())
    .await?;
    Ok(Begun {
        id,
        secret,
        expires_at,
        max_age,
    })
}

/// End session `id` (its sign-out); ending twice is not an error. Returns whether this call
/// ended it.
pub(crate) async fn end(db: &Db, id: &str) -> Result<bool, DbError> {
    let done =
        sqlx::query("UPDATE console_sessions SET ended_at = $1 WHERE id = $2 AND ended_at IS NULL")
            .bind(time::format(time::now()))
            .bind(id)
            .execute(db.pool())
            .await?;
    Ok(done.rows_affected() == 1)
}

/// The live session whose cookie secret is `secret`, with its key as it is now; `None` if
/// unknown, ended, expired, or its key is no longer usable.
async fn authenticate(db: &Db, secret: &str) -> Result<Option<Console>, DbError> {
    if !secret.starts_with(SECRET_PREFIX) || secret.len() > 100 {
        return Ok(None);
    }
    let now = time::format(time::now());
    let row = sqlx::query(
        "SELECT id, key_id, expires_at FROM console_sessions \
         WHERE secret_hash = $1 AND ended_at IS NULL AND expires_at > $2",
    )
    .bind(relay_core::access::secret::hash(secret))
    .bind(&now)
    .fetch_optional(db.pool())
    .await?;
    let Some(row) = row else {
        return Ok(None);
    };
    let key_id: String = row.try_get("key_id")?;
    let Some(key) = keys::get(db, &key_id).await? else {
        return Ok(None);
    };
    if key.usable_at(&now).is_err() || !super::sign_in_link::may_use_console(&key) {
        return Ok(None);
    }
    Ok(Some(Console::new(
        row.try_get("id")?,
        key,
        row.try_get("expires_at")?,
    )))
}

/// The session cookie's value in a request's `Cookie` headers.
fn cookie(headers: &HeaderMap) -> Option<&str> {
    cookie_value(headers, COOKIE)
}

/// The value of cookie `name` in a request's `Cookie` headers.
pub(crate) fn cookie_value<'h>(headers: &'h HeaderMap, name: &str) -> Option<&'h str> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .find_map(|pair| {
            let (key, value) = pair.trim().split_once('=')?;
            (key == name).then_some(value.trim())
        })
}

/// Whether the cookie may go without `Secure`: only for plain HTTP on loopback, where a
/// browser would not send a `Secure` cookie back.
pub(crate) fn insecure_ok(public_url: &str) -> bool {
    let Some(rest) = public_url.strip_prefix("http://") else {
        return false;
    };
    let host = rest.split('/').next().unwrap_or("");
    let host = match host.rsplit_once(':') {
        Some((h, port)) if port.bytes().all(|b| b.is_ascii_digit()) => h,
        _ => host,
    };
    let host = host.trim_start_matches('[').trim_end_matches(']');
    host == "localhost"
        || host
            .parse::<std::net::IpAddr>()
            .is_ok_and(|ip| ip.is_loopback())
}

/// The `Set-Cookie` value starting a session with `secret`, kept `max_age`.
pub(crate) fn set_cookie(state: &AppState, secret: &str, max_age: Duration) -> String {
    let secure = if insecure_ok(&state.settings().public_url) {
        ""
    } else {
        "; Secure"
    };
    format!(
        "{COOKIE}={secret}; Path=/; HttpOnly; SameSite=Strict; Max-Age={}{secure}",
        max_age.as_secs()
    )
}

/// The `Set-Cookie` value removing the session cookie.
pub(crate) fn clear_cookie(state: &AppState) -> String {
    set_cookie(state, "", Duration::ZERO)
}

impl FromRequestParts<AppState> for Console {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, ApiError> {
        let not_signed_in = || {
            ApiError::refused(
                StatusCode::UNAUTHORIZED,
                "not signed in to the console: open a console link (relay console-link)",
            )
        };
        let Some(secret) = cookie(&parts.headers).filter(|s| !s.is_empty()) else {
            return Err(not_signed_in());
        };
        let peer = parts
            .extensions
            .get::<ConnectInfo<SocketAddr>>()
            .map(|c| c.0);
        let failures = state.failures();
        let client = failures.client(peer, &parts.headers);
        failures.check(client, Some(secret))?;
        let Some(console) = authenticate(state.db(), secret).await? else {
            failures.failed(
                Failure::new(
                    Credential::ConsoleSession,
                    "unknown, ended or expired console session",
                    parts.uri.path(),
                    client,
                ),
                client,
                Some(secret),
            );
            return Err(not_signed_in());
        };
        if parts.method != Method::GET && parts.method != Method::HEAD {
            let token = parts
                .headers
                .get(CSRF_HEADER)
                .and_then(|v| v.to_str().ok())
                .unwrap_or("");
            if !csrf_matches(state, &console.id, token) {
                return Err(ApiError::refused(
                    StatusCode::FORBIDDEN,
                    "missing or wrong CSRF token: send the X-CSRF-Token header that GET /v1/console/api/me gives",
                ));
            }
        }
        Ok(console)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cookie_is_secure_except_on_loopback_http() {
        assert!(insecure_ok("http://127.0.0.1:8780"));
        assert!(insecure_ok("http://localhost:8780/"));
        assert!(insecure_ok("http://[::1]:80"));
        assert!(!insecure_ok("http://relay.example.com"));
        assert!(!insecure_ok("http://10.0.0.5:8780"));
        assert!(!insecure_ok("https://127.0.0.1:8780"));
    }

    #[test]
    fn the_cookie_is_found_among_others() {
        let mut h = HeaderMap::new();
        h.append(
            header::COOKIE,
            "a=1; relay_console=cs_x; b=2".parse().unwrap(),
        );
        assert_eq!(cookie(&h), Some("cs_x"));
        let mut h = HeaderMap::new();
        h.append(header::COOKIE, "relay_consoleX=cs_y".parse().unwrap());
        assert_eq!(cookie(&h), None);
    }
}
