//! API keys: created by an admin, shown once, stored as a hash, checked on every request.

use serde::Serialize;
use sqlx::Row;
use sqlx::any::AnyRow;

use crate::access::record_live::RecordLive;
use crate::access::scope::Grants;
use crate::access::secret;
use crate::audit::{Audit, Kind, NewEvent};
use crate::store::{Db, DbError, time};

/// A key as listed (never with its secret).
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct ApiKey {
    /// Public id, `k_…`.
    pub id: String,
    /// Human label.
    pub name: String,
    /// Scopes held.
    pub scopes: Vec<String>,
    /// Device allowlist.
    pub devices: Vec<String>,
    /// Creation time.
    pub created_at: String,
    /// Expiry, if any.
    pub expires_at: Option<String>,
    /// Revocation time, if revoked.
    pub revoked_at: Option<String>,
    /// Which of its live sessions are recorded, when an admin set it for this key (else the
    /// relay's `--record-live-sessions`).
    pub record_live: Option<RecordLive>,
}

impl ApiKey {
    /// The key's rights.
    pub fn grants(&self) -> Grants {
        Grants {
            scopes: self.scopes.clone(),
            devices: self.devices.clone(),
        }
    }

    /// Whether the key is usable at `now` (not revoked, not expired).
    pub fn usable_at(&self, now: &str) -> Result<(), AuthError> {
        if self.revoked_at.is_some() {
            return Err(AuthError::Revoked);
        }
        if let Some(exp) = &self.expires_at
            && exp.as_str() <= now
        {
            return Err(AuthError::Expired);
        }
        Ok(())
    }
}

/// Why a key was not accepted.
#[derive(Debug, thiserror::Error, PartialEq, Eq, Clone, Copy)]
pub enum AuthError {
    /// No `Authorization: Bearer` header.
    #[error("missing bearer key: send Authorization: Bearer rk_…")]
    Missing,
    /// No key with that secret.
    #[error("unknown API key")]
    Unknown,
    /// Revoked.
    #[error("API key revoked")]
    Revoked,
    /// Past its expiry.
    #[error("API key expired")]
    Expired,
}

/// A key just created: the only time its secret exists outside the caller's hands.
#[derive(Debug, Clone, Serialize)]
pub struct CreatedKey {
    /// The stored key.
    #[serde(flatten)]
    pub key: ApiKey,
    /// The secret to give to the client.
    pub secret: String,
}

/// Errors of key administration.
#[derive(Debug, thiserror::Error)]
pub enum KeyError {
    /// Database failure.
    #[error(transparent)]
    Db(#[from] DbError),
    /// No such key.
    #[error("no key {0}")]
    NotFound(String),
    /// Bad name.
    #[error("name: must be 1 to 100 characters")]
    BadName,
}

impl From<sqlx::Error> for KeyError {
    fn from(e: sqlx::Error) -> Self {
        KeyError::Db(DbError::Sqlx(e))
    }
}

const COLUMNS: &str = "id, name, scopes, devices, created_at, expires_at, revoked_at, record_live";

fn read(row: &AnyRow) -> Result<ApiKey, sqlx::Error> {
    let split = |s: String| crate::store::split_list(&s);
    Ok(ApiKey {
        id: row.try_get("id")?,
        name: row.try_get("name")?,
        scopes: split(row.try_get("scopes")?),
        devices: split(row.try_get("devices")?),
        created_at: row.try_get("created_at")?,
        expires_at: row.try_get("expires_at")?,
        revoked_at: row.try_get("revoked_at")?,
        // A value this relay does not know (a newer one's) reads as unset: the relay's policy.
        record_live: row
            .try_get::<Option<String>, _>("record_live")?
            .and_then(|s| s.parse().ok()),
    })
}

/// Create a key with already-validated scopes and patterns.
pub async fn create(
    db: &Db,
    audit: &Audit,
    name: &str,
    scopes: Vec<String>,
    devices: Vec<String>,
    expires_in: Option<std::time::Duration>,
) -> Result<CreatedKey, KeyError> {
    let name = name.trim();
    if name.is_empty() || name.chars().count() > 100 {
        return Err(KeyError::BadName);
    }
    let now = time::now();
    let expires_at = expires_in.map(|d| time::format(now + d));
    let secret = secret::generate(secret::KEY_PREFIX);
    let key = ApiKey {
        id: secret::short_id("k_"),
        name: name.to_string(),
        scopes,
        devices,
        created_at: time::format(now),
        expires_at,
        revoked_at: None,
        record_live: None,
    };
    sqlx::query(crate::sql!(
        "INSERT INTO api_keys ({COLUMNS}, secret_hash) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)"
    ))
    .bind(&key.id)
    .bind(&key.name)
    .bind(key.scopes.join(","))
    .bind(key.devices.join(","))
    .bind(&key.created_at)
    .bind(key.expires_at.as_deref())
    .bind(None::<String>)
    .bind(None::<String>)
    .bind(secret::hash(&secret))
    .execute(db.pool())
    .await?;
    audit
        .append(NewEvent::new(Kind::KeyCreated).key(&key.id).detail(serde_json::json!({
            "name": key.name, "scopes": key.scopes, "devices": key.devices, "expires_at": key.expires_at,
        })))
        .await?;
    Ok(CreatedKey { key, secret })
}

/// All keys, oldest first.
pub async fn list(db: &Db) -> Result<Vec<ApiKey>, KeyError> {
    let rows = sqlx::query(crate::sql!(
        "SELECT {COLUMNS} FROM api_keys ORDER BY created_at, id"
    ))
    .fetch_all(db.pool())
    .await?;
    Ok(rows.iter().map(read).collect::<Result<_, _>>()?)
}

/// What a key opened and is still open: rows of `table` (with `id`, `device_id`, `key_id`)
/// whose `open_until` column is still NULL, made by a key that can no longer be used at
/// `now` (revoked, or past its expiry: [`ApiKey::usable_at`]'s rule in SQL), or by an OAuth
/// grant (`key_id` `og_…`) that is revoked or whose person's key can no longer be used, as
/// (id, device id, key id). `table` and `open_until` are our own constants.
pub async fn opened_by_unusable_keys(
    db: &Db,
    table: &'static str,
    open_until: &'static str,
    now: &str,
) -> Result<Vec<(String, String, String)>, DbError> {
    let rows = sqlx::query(crate::sql!(
        "SELECT x.id, x.device_id, x.key_id FROM {table} x JOIN api_keys k ON k.id = x.key_id \
         WHERE x.{open_until} IS NULL \
         AND (k.revoked_at IS NOT NULL OR (k.expires_at IS NOT NULL AND k.expires_at <= $1)) \
         UNION ALL \
         SELECT x.id, x.device_id, x.key_id FROM {table} x JOIN oauth_grants g ON g.id = x.key_id \
         JOIN api_keys k ON k.id = g.key_id WHERE x.{open_until} IS NULL \
         AND (g.revoked_at IS NOT NULL OR k.revoked_at IS NOT NULL \
         OR (k.expires_at IS NOT NULL AND k.expires_at <= $1))"
    ))
    .bind(now)
    .fetch_all(db.pool())
    .await?;
    Ok(rows
        .iter()
        .map(|r| {
            Ok((
                r.try_get("id")?,
                r.try_get("device_id")?,
                r.try_get("key_id")?,
            ))
        })
        .collect::<Result<_, sqlx::Error>>()?)
}

/// One key by id (revoked and expired ones included).
pub async fn get(db: &Db, id: &str) -> Result<Option<ApiKey>, DbError> {
    let row = sqlx::query(crate::sql!("SELECT {COLUMNS} FROM api_keys WHERE id = $1"))
        .bind(id)
        .fetch_optional(db.pool())
        .await?;
    Ok(row.as_ref().map(read).transpose()?)
}

/// Set which of key `id`'s live sessions are recorded (`None`: the relay's policy), by
/// `by` (the admin's key, or `None` for the CLI); audited as `key_record_live_set`.
pub async fn set_record_live(
    db: &Db,
    audit: &Audit,
    id: &str,
    policy: Option<RecordLive>,
    by: Option<&str>,
) -> Result<ApiKey, KeyError> {
    let done = sqlx::query("UPDATE api_keys SET record_live = $1 WHERE id = $2")
        .bind(policy.map(|p| p.as_str()))
        .bind(id)
        .execute(db.pool())
        .await?;
    if done.rows_affected() == 0 {
        return Err(KeyError::NotFound(id.to_string()));
    }
    let mut event = NewEvent::new(Kind::KeyRecordLiveSet).detail(serde_json::json!({
        "key": id,
        "record_live": policy.map_or("relay_default", |p| p.as_str()),
    }));
    if let Some(by) = by {
        event = event.key(by);
    }
    audit.append(event).await?;
    get(db, id)
        .await?
        .ok_or_else(|| KeyError::NotFound(id.to_string()))
}

/// Revoke a key; revoking twice is not an error.
pub async fn revoke(db: &Db, audit: &Audit, id: &str) -> Result<ApiKey, KeyError> {
    let now = time::format(time::now());
    let done =
        sqlx::query("UPDATE api_keys SET revoked_at = $1 WHERE id = $2 AND revoked_at IS NULL")
            .bind(&now)
            .bind(id)
            .execute(db.pool())
            .await?;
    let row = sqlx::query(crate::sql!("SELECT {COLUMNS} FROM api_keys WHERE id = $1"))
        .bind(id)
        .fetch_optional(db.pool())
        .await?
        .ok_or_else(|| KeyError::NotFound(id.to_string()))?;
    if done.rows_affected() > 0 {
        audit
            .append(NewEvent::new(Kind::KeyRevoked).key(id))
            .await?;
        // What the person granted OAuth clients ends with the key (their tokens were
        // refused from the key's revocation on; this shows it in the grants' list).
        crate::access::grant::revoke_for_key(db, audit, id)
            .await
            .map_err(|e| match e {
                crate::access::grant::GrantError::Db(d) => KeyError::Db(d),
                crate::access::grant::GrantError::NotFound(n) => KeyError::NotFound(n),
            })?;
    }
    Ok(read(&row)?)
}

/// Find the key whose secret is `secret`, and check it is usable now.
pub async fn authenticate(db: &Db, secret: &str) -> Result<Result<ApiKey, AuthError>, DbError> {
    if !secret.starts_with(secret::KEY_PREFIX) || secret.len() > 200 {
        return Ok(Err(AuthError::Unknown));
    }
    let row = sqlx::query(crate::sql!(
        "SELECT {COLUMNS} FROM api_keys WHERE secret_hash = $1"
    ))
    .bind(secret::hash(secret))
    .fetch_optional(db.pool())
    .await?;
    let Some(row) = row else {
        return Ok(Err(AuthError::Unknown));
    };
    let key = read(&row)?;
    Ok(key.usable_at(&time::format(time::now())).map(|()| key))
}
