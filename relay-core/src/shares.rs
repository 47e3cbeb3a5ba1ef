//! Share links: an expiring, revocable, view-only link to a player page for one or several
//! recordings (a test run, an incident), for people without an account.
//!
//! A share is made by an admin or a QA person (the console, within their key's reach) or by
//! the operator (`relay share create`). Its link carries a 256-bit token in its fragment
//! (`/share/#<token>`), which browsers never send, so it stays out of access logs and
//! `Referer`s; only the token's SHA-256 is stored. The player page trades the token for the
//! share's recordings ([`open`]), each with a signed link bound to the share and the artifact
//! ([`crate::artifacts::link::ShareLink`]); every request on such a link checks the share
//! again ([`Share::refusal`]), so a revocation or the expiry ends playback at once, not when
//! the page's links run out. Every opening is audited; a token that matches nothing is a
//! failed authentication, counted by the rate limit like any other.

use std::time::Duration;

use serde::Serialize;
use sqlx::Row;
use sqlx::any::AnyRow;

use crate::access::{keys, secret};
use crate::artifacts::{self, sign::Signer};
use crate::audit::{Audit, Kind, NewEvent};
use crate::store::{Db, DbError, time};
use proto::{ArtifactKind, ArtifactState};

/// How long a share works unless told otherwise.
pub const DEFAULT_TTL: Duration = Duration::from_secs(7 * 24 * 3600);
/// The shortest and longest a share may work.
pub const TTL_BOUNDS: (Duration, Duration) =
    (Duration::from_secs(1), Duration::from_secs(30 * 24 * 3600));
/// Most recordings one share holds.
pub const MAX_ARTIFACTS: usize = 50;
/// Longest title, in characters.
pub const MAX_TITLE: usize = 200;
/// How long the links a player page is handed work: the share is checked at every request
/// anyway; this only bounds how long a copied link is worth anything.
const STREAM_TTL: Duration = Duration::from_secs(30 * 60);
/// A token's prefix; the rest is 43 characters of base64url.
const TOKEN_PREFIX: &str = "sht_";

/// One share link.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Share {
    /// `sh_…`, what people and the audit call it (not a credential).
    pub id: String,
    /// What the page shows as its heading.
    pub title: String,
    /// The recordings, in the order they play.
    pub artifact_ids: Vec<String>,
    /// Who made it: `cli`, or the console session and its key.
    pub created_by: String,
    /// The key it was made with, if any: the share works only while that key does.
    pub key_id: Option<String>,
    /// When it was made (RFC 3339).
    pub created_at: String,
    /// When it stops working (RFC 3339).
    pub expires_at: String,
    /// When it was revoked.
    pub revoked_at: Option<String>,
    /// Who revoked it.
    pub revoked_by: Option<String>,
}

/// Why a genuine share no longer works.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    /// It was revoked.
    #[error("this share link was revoked")]
    Revoked,
    /// Its time is up.
    #[error("this share link has expired")]
    Expired,
    /// The key it was made with was revoked or has expired.
    #[error("this share link was made by a key that has been revoked or has expired")]
    KeyUnusable,
}

impl Share {
    /// Why the share does not work now, if it does not.
    pub async fn refusal(&self, db: &Db) -> Result<Option<Refusal>, DbError> {
        let now = time::format(time::now());
        if self.revoked_at.is_some() {
            return Ok(Some(Refusal::Revoked));
        }
        if self.expires_at <= now {
            return Ok(Some(Refusal::Expired));
        }
        if let Some(key_id) = &self.key_id {
            match keys::get(db, key_id).await? {
                Some(key) if key.usable_at(&now).is_ok() => {}
                _ => return Ok(Some(Refusal::KeyUnusable)),
            }
        }
        Ok(None)
    }

    /// `active`, `revoked`, `expired` as lists show it (the key is not looked at).
    pub fn state(&self) -> &'static str {
        if self.revoked_at.is_some() {
            "revoked"
        } else if self.expires_at <= time::format(time::now()) {
            "expired"
        } else {
            "active"
        }
    }
}

/// Why a share was not made or changed.
#[derive(Debug, thiserror::Error)]
pub enum ShareError {
    /// The database failed.
    #[error(transparent)]
    Db(#[from] DbError),
    /// An argument out of bounds, naming the field.
    #[error("{0}")]
    Invalid(String),
    /// No share with that id.
    #[error("no share {0}")]
    NotFound(String),
}

impl From<sqlx::Error> for ShareError {
    fn from(e: sqlx::Error) -> Self {
        ShareError::Db(DbError::Sqlx(e))
    }
}

/// What a new share is.
#[derive(Debug, Clone)]
pub struct NewShare {
    /// Its heading, 1 to [`MAX_TITLE`] characters.
    pub title: String,
    /// 1 to [`MAX_ARTIFACTS`] ready recordings (or uploaded videos), no repeats.
    pub artifact_ids: Vec<String>,
    /// How long it works, within [`TTL_BOUNDS`].
    pub ttl: Duration,
    /// Who makes it, for the audit and the list.
    pub created_by: String,
    /// The key it is made with (a console session's), if any.
    pub key_id: Option<String>,
}

/// A share just made: the only time its token exists outside the person's hands.
#[derive(Debug, Clone, Serialize)]
pub struct Created {
    /// The share.
    #[serde(flatten)]
    pub share: Share,
    /// Open this in a browser: `<public URL>/share/#<token>`.
    pub url: String,
}

/// Whether `s` has the shape of a share id (`sh_` and 12 hex digits).
pub fn is_share_id(s: &str) -> bool {
    s.len() == 15
        && s.starts_with("sh_")
        && s[3..]
            .bytes()
            .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
}

/// Whether `s` has the shape of a share token, checked before it is hashed or looked up.
fn is_token(s: &str) -> bool {
    s.len() == TOKEN_PREFIX.len() + 43
        && s.starts_with(TOKEN_PREFIX)
        && s[TOKEN_PREFIX.len()..]
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

fn check_title(title: &str) -> Result<String, ShareError> {
    let title = title.trim();
    let chars = title.chars().count();
    if chars == 0 || chars > MAX_TITLE || title.chars().any(char::is_control) {
        return Err(ShareError::Invalid(format!(
            "title: 1 to {MAX_TITLE} characters, no control characters"
        )));
    }
    Ok(title.to_string())
}

/// Make a share of `new.artifact_ids` on `public_url`; audited.
///
/// Each artifact must be ready, a recording or an uploaded video (something a browser
/// plays), and, when it came from a device, of a device still enrolled. Whether the maker may
/// reach them is the caller's to decide (the console checks its key's allowlist).
pub async fn create(
    db: &Db,
    audit: &Audit,
    public_url: &str,
    new: NewShare,
) -> Result<Created, ShareError> {
    let title = check_title(&new.title)?;
    if new.ttl < TTL_BOUNDS.0 || new.ttl > TTL_BOUNDS.1 {
        return Err(ShareError::Invalid(
            "ttl: between 1 second and 30 days".into(),
        ));
    }
    if new.artifact_ids.is_empty() || new.artifact_ids.len() > MAX_ARTIFACTS {
        return Err(ShareError::Invalid(format!(
            "artifact_ids: 1 to {MAX_ARTIFACTS} recordings"
        )));
    }
    for (i, id) in new.artifact_ids.iter().enumerate() {
        if new.artifact_ids[..i].contains(id) {
            return Err(ShareError::Invalid(format!(
                "artifact_ids: {id} is named twice"
            )));
        }
        let missing = || ShareError::Invalid(format!("artifact_ids: no recording {id}"));
        if proto::validate_recording_id(id).is_err() {
            return Err(missing());
        }
        let a = artifacts::lookup(db, id).await?.ok_or_else(missing)?;
        if !matches!(a.kind, ArtifactKind::Recording | ArtifactKind::Video) {
            return Err(ShareError::Invalid(format!(
                "artifact_ids: {id} is a watch's file; a share holds recordings and videos"
            )));
        }
        if a.state != ArtifactState::Ready {
            return Err(ShareError::Invalid(format!(
                "artifact_ids: {id} is not ready (it is still uploading or failed)"
            )));
        }
        if !a.device_id.is_empty()
            && crate::access::devices::get(db, &a.device_id)
                .await?
                .is_none()
        {
            return Err(missing());
        }
    }
    let token = secret::generate(TOKEN_PREFIX);
    let now = time::now();
    let share = Share {
        id: secret::short_id("sh_"),
        title,
        artifact_ids: new.artifact_ids,
        created_by: new.created_by,
        key_id: new.key_id,
        created_at: time::format(now),
        expires_at: time::format(now + new.ttl),
        revoked_at: None,
        revoked_by: None,
    };
    let mut tx = db.pool().begin().await?;
    sqlx::query(
        "INSERT INTO shares (id, token_hash, title, created_by, key_id, created_at, expires_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7)",
    )
    .bind(&share.id)
    .bind(secret::hash(&token))
    .bind(&share.title)
    .bind(&share.created_by)
    .bind(&share.key_id)
    .bind(&share.created_at)
    .bind(&share.expires_at)
    .execute(&mut *tx)
    .await?;
    for (position, id) in share.artifact_ids.iter().enumerate() {
        sqlx::query(
            "INSERT INTO share_artifacts (share_id, artifact_id, position) VALUES ($1, $2, $3)",
        )
        .bind(&share.id)
        .bind(id)
        .bind(position as i64)
        .execute(&mut *tx)
        .await?;
    }
    tx.commit().await?;
    let mut event = NewEvent::new(Kind::ShareCreated).detail(serde_json::json!({
        "share_id": share.id,
        "title": share.title,
        "artifact_ids": share.artifact_ids,
        "expires_at": share.expires_at,
        "by": share.created_by,
    }));
    if let Some(key) = &share.key_id {
        event = event.key(key);
    }
    audit.append(event).await?;
    let url = format!("{}/share/#{token}", public_url.trim_end_matches('/'));
    Ok(Created { share, url })
}

const COLUMNS: &str =
    "id, title, created_by, key_id, created_at, expires_at, revoked_at, revoked_by";

fn read(row: &AnyRow) -> Result<Share, sqlx::Error> {
    Ok(Share {
        id: row.try_get("id")?,
        title: row.try_get("title")?,
        artifact_ids: Vec::new(),
        created_by: row.try_get("created_by")?,
        key_id: row.try_get("key_id")?,
        created_at: row.try_get("created_at")?,
        expires_at: row.try_get("expires_at")?,
        revoked_at: row.try_get("revoked_at")?,
        revoked_by: row.try_get("revoked_by")?,
    })
}

async fn with_artifacts(db: &Db, mut share: Share) -> Result<Share, DbError> {
    let rows = sqlx::query(
        "SELECT artifact_id FROM share_artifacts WHERE share_id = $1 ORDER BY position",
    )
    .bind(&share.id)
    .fetch_all(db.pool())
    .await?;
    share.artifact_ids = rows
        .iter()
        .map(|r| r.try_get("artifact_id"))
        .collect::<Result<_, _>>()?;
    Ok(share)
}

/// One share by id.
pub async fn get(db: &Db, id: &str) -> Result<Option<Share>, DbError> {
    if !is_share_id(id) {
        return Ok(None);
    }
    let row = sqlx::query(crate::sql!("SELECT {COLUMNS} FROM shares WHERE id = $1"))
        .bind(id)
        .fetch_optional(db.pool())
        .await?;
    match row.as_ref().map(read).transpose()? {
        Some(share) => Ok(Some(with_artifacts(db, share).await?)),
        None => Ok(None),
    }
}

/// The share whose token is `token`, whatever its state (the caller asks
/// [`Share::refusal`]); `None` when the token matches none.
pub async fn by_token(db: &Db, token: &str) -> Result<Option<Share>, DbError> {
    if !is_token(token) {
        return Ok(None);
    }
    let row = sqlx::query(crate::sql!(
        "SELECT {COLUMNS} FROM shares WHERE token_hash = $1"
    ))
    .bind(secret::hash(token))
    .fetch_optional(db.pool())
    .await?;
    match row.as_ref().map(read).transpose()? {
        Some(share) => Ok(Some(with_artifacts(db, share).await?)),
        None => Ok(None),
    }
}

/// The newest `limit` shares, newest first; only those made with `key_id` when given.
pub async fn list(db: &Db, key_id: Option<&str>, limit: i64) -> Result<Vec<Share>, DbError> {
    let rows = match key_id {
        Some(key) => {
            sqlx::query(crate::sql!(
                "SELECT {COLUMNS} FROM shares WHERE key_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2"
            ))
            .bind(key)
            .bind(limit)
            .fetch_all(db.pool())
            .await?
        }
        None => {
            sqlx::query(crate::sql!(
                "SELECT {COLUMNS} FROM shares ORDER BY created_at DESC, id DESC LIMIT $1"
            ))
            .bind(limit)
            .fetch_all(db.pool())
            .await?
        }
    };
    let mut shares = Vec::with_capacity(rows.len());
    for row in &rows {
        shares.push(with_artifacts(db, read(row)?).await?);
    }
    Ok(shares)
}

/// Revoke share `id`, by `by`; audited once (revoking a revoked share changes nothing).
pub async fn revoke(db: &Db, audit: &Audit, id: &str, by: &str) -> Result<Share, ShareError> {
    let now = time::format(time::now());
    let done = sqlx::query(
        "UPDATE shares SET revoked_at = $1, revoked_by = $2 WHERE id = $3 AND revoked_at IS NULL",
    )
    .bind(&now)
    .bind(by)
    .bind(id)
    .execute(db.pool())
    .await?;
    let share = get(db, id)
        .await?
        .ok_or_else(|| ShareError::NotFound(id.to_string()))?;
    if done.rows_affected() == 1 {
        let mut event = NewEvent::new(Kind::ShareRevoked).detail(serde_json::json!({
            "share_id": share.id,
            "by": by,
        }));
        if let Some(key) = &share.key_id {
            event = event.key(key);
        }
        audit.append(event).await?;
    }
    Ok(share)
}

/// The path and query of a signed link to recording `artifact_id` of share `share`, for its
/// player page: it works for [`STREAM_TTL`] or until the share ends, whichever comes first.
pub fn stream_path(signer: &Signer, share: &Share, artifact_id: &str) -> String {
    let left = time::parse(&share.expires_at)
        .map(|end| end - time::now())
        .and_then(|d| Duration::try_from(d).ok())
        .unwrap_or_default();
    let grant = artifacts::sign::Grant::Share {
        share: &share.id,
        id: artifact_id,
    };
    let query = signer.sign(&grant, STREAM_TTL.min(left));
    format!("/v1/shares/{}/artifacts/{artifact_id}?{query}", share.id)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_and_tokens_are_checked_by_shape() {
        assert!(is_share_id(&secret::short_id("sh_")));
        for bad in [
            "sh_",
            "sh_0123456789aB",
            "sh_0123456789abc",
            "xx_0123456789ab",
        ] {
            assert!(!is_share_id(bad), "{bad}");
        }
        assert!(is_token(&secret::generate(TOKEN_PREFIX)));
        let token = secret::generate(TOKEN_PREFIX);
        assert!(!is_token(&token[..token.len() - 1]));
        assert!(!is_token(&token.replacen("sht_", "rk_x", 1)));
        assert!(!is_token(&format!("{}%", &token[..token.len() - 1])));
    }

    #[test]
    fn titles_are_bounded() {
        assert_eq!(check_title("  run 42  ").unwrap(), "run 42");
        assert!(check_title("").is_err());
        assert!(check_title("a\nb").is_err());
        assert!(check_title(&"é".repeat(MAX_TITLE)).is_ok());
        assert!(check_title(&"é".repeat(MAX_TITLE + 1)).is_err());
    }
}
