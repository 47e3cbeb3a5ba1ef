//! One-time console sign-in links: how a person gets into the console without a password
//! database.
//!
//! An operator (`relay console-link`) or an admin key (`POST /v1/console/link`) issues a link
//! for one key; it carries a 256-bit token in its fragment (`/console/#l=…`), which browsers
//! never send, so it stays out of access logs and `Referer`s. Only the token's SHA-256 is
//! stored. Opening the link spends it in one guarded `UPDATE` (two browsers cannot both win
//! it) and starts a session bound to that key ([`super::session`]). The token has the shape
//! of a viewer ticket and is checked for it before it is hashed or looked up.

use std::time::Duration;

use serde::Serialize;
use sqlx::Row;

use crate::live::ticket;
use relay_core::access::keys::{self, ApiKey};
use relay_core::access::scope;
use relay_core::audit::{Audit, Kind, NewEvent};
use relay_core::store::{Db, DbError, time};

/// How long a link works unless told otherwise.
pub const DEFAULT_TTL: Duration = Duration::from_secs(10 * 60);
/// The shortest and longest a link may work.
pub const TTL_BOUNDS: (Duration, Duration) =
    (Duration::from_secs(1), Duration::from_secs(24 * 3600));

/// Why a link was not issued.
#[derive(Debug, thiserror::Error)]
pub enum LinkError {
    /// The database failed.
    #[error(transparent)]
    Db(#[from] DbError),
    /// No key with that id.
    #[error("key_id: no key {0}")]
    NoKey(String),
    /// The key is revoked or expired.
    #[error("key_id: key {0} is revoked or expired")]
    Unusable(String),
    /// The key may not use the console.
    #[error("key_id: key {0} holds neither scope \"console\" nor \"admin\"")]
    NoConsoleScope(String),
    /// A TTL outside [`TTL_BOUNDS`].
    #[error("ttl: must be between 1 s and 24 h")]
    BadTtl,
}

impl From<sqlx::Error> for LinkError {
    fn from(e: sqlx::Error) -> Self {
        LinkError::Db(DbError::Sqlx(e))
    }
}

/// A link just issued: the only time its token exists outside the person's hands.
#[derive(Debug, Clone, Serialize)]
pub struct IssuedLink {
    /// Open this in a browser: `<public URL>/console/#l=<token>`.
    pub url: String,
    /// The key the session will act as.
    pub key_id: String,
    /// The link stops working at this time (RFC 3339), or once used.
    pub expires_at: String,
}

/// Whether a key may sign in to the console, and in which view.
pub(crate) fn may_use_console(key: &ApiKey) -> bool {
    let grants = key.grants();
    grants.has(scope::CONSOLE) || grants.has(scope::ADMIN)
}

/// Issue a one-time link signing in as key `key_id`, working for `ttl`, on `public_url`;
/// `by` says who asked (`cli`, or the admin key's id), for the audit.
pub async fn issue(
    db: &Db,
    audit: &Audit,
    public_url: &str,
    key_id: &str,
    ttl: Duration,
    by: &str,
) -> Result<IssuedLink, LinkError> {
    if ttl < TTL_BOUNDS.0 || ttl > TTL_BOUNDS.1 {
        return Err(LinkError::BadTtl);
    }
    let key = keys::get(db, key_id)
        .await?
        .ok_or_else(|| LinkError::NoKey(key_id.to_string()))?;
    let now = time::now();
    if key.usable_at(&time::format(now)).is_err() {
        return Err(LinkError::Unusable(key.id));
    }
    if !may_use_console(&key) {
        return Err(LinkError::NoConsoleScope(key.id));
    }
    let token = ticket::mint();
    let expires_at = time::format(now + ttl);
    sqlx::query(
        "INSERT INTO console_links (token_hash, key_id, created_at, expires_at) VALUES ($1, $2, $3, $4)",
    )
    .bind(relay_core::access::secret::hash(&token))
    .bind(&key.id)
    .bind(time::format(now))
    .bind(&expires_at)
    .execute(db.pool())
    .await?;
    audit
        .append(
            NewEvent::new(Kind::ConsoleLinkIssued)
                .key(&key.id)
                .detail(serde_json::json!({"expires_at": expires_at, "by": by})),
        )
        .await?;
    Ok(IssuedLink {
        url: format!("{}/console/#l={token}", public_url.trim_end_matches('/')),
        key_id: key.id,
        expires_at,
    })
}

/// Spend the link whose token is `token`: the key it was issued for, if it was unused and
/// unexpired (and is now used); `None` for anything else, never telling which.
pub(crate) async fn consume(db: &Db, token: &str) -> Result<Option<String>, DbError> {
    let Some(hash) = ticket::hash(token) else {
        return Ok(None);
    };
    let now = time::format(time::now());
    let spent = sqlx::query(
        "UPDATE console_links SET used_at = $1 \
         WHERE token_hash = $2 AND used_at IS NULL AND expires_at > $1",
    )
    .bind(&now)
    .bind(&hash)
    .execute(db.pool())
    .await?;
    if spent.rows_affected() != 1 {
        return Ok(None);
    }
    let row = sqlx::query("SELECT key_id FROM console_links WHERE token_hash = $1")
        .bind(&hash)
        .fetch_optional(db.pool())
        .await?;
    Ok(row.map(|r| r.try_get("key_id")).transpose()?)
}
