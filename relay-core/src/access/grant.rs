//! Grants: a person's consent that one OAuth client may act for them, within their key.
//!
//! A grant is an audit principal of its own (`og_…`): the tools it calls, the sequences,
//! recordings and live sessions it opens are all under its id, and its `oauth_granted`
//! event names the client and the person's key. Its scopes are a subset of the key's tool
//! scopes and its devices a subset of the key's allowlist (the key's own patterns, or
//! device ids the key reaches), checked when the person consents; keys and devices cannot
//! be edited afterwards, so that holds for ever. A grant ends when it is revoked (console,
//! `relay oauth revoke`) or with its key; its tokens are refused from that moment, since
//! every request reads the grant and the key.

use serde::Serialize;
use sqlx::Row;

use crate::access::keys::ApiKey;
use crate::audit::{Audit, Kind, NewEvent};
use crate::store::{Db, DbError, time};

/// A grant as listed.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct Grant {
    /// `og_…`: the principal named in the audit.
    pub id: String,
    /// The client: `oc_…` or its metadata document's URL.
    pub client_id: String,
    /// The client's name when the person consented.
    pub client_name: String,
    /// The person's key.
    pub key_id: String,
    /// The tool scopes granted.
    pub scopes: Vec<String>,
    /// The device patterns and ids granted.
    pub devices: Vec<String>,
    /// The console session the person consented in.
    pub console_session: Option<String>,
    /// When.
    pub created_at: String,
    /// Revocation time, if revoked.
    pub revoked_at: Option<String>,
}

/// Errors of grant administration.
#[derive(Debug, thiserror::Error)]
pub enum GrantError {
    /// The database failed.
    #[error(transparent)]
    Db(#[from] DbError),
    /// No such grant.
    #[error("no OAuth grant {0}")]
    NotFound(String),
}

impl From<sqlx::Error> for GrantError {
    fn from(e: sqlx::Error) -> Self {
        GrantError::Db(DbError::Sqlx(e))
    }
}

const COLUMNS: &str =
    "id, client_id, client_name, key_id, scopes, devices, console_session, created_at, revoked_at";

fn split(s: String) -> Vec<String> {
    crate::store::split_list(&s)
}

fn read(row: &sqlx::any::AnyRow) -> Result<Grant, sqlx::Error> {
    Ok(Grant {
        id: row.try_get("id")?,
        client_id: row.try_get("client_id")?,
        client_name: row.try_get("client_name")?,
        key_id: row.try_get("key_id")?,
        scopes: split(row.try_get("scopes")?),
        devices: split(row.try_get("devices")?),
        console_session: row.try_get("console_session")?,
        created_at: row.try_get("created_at")?,
        revoked_at: row.try_get("revoked_at")?,
    })
}

/// The client a person consented to, as the consent page showed it.
#[derive(Debug, Clone, Copy)]
pub struct GrantedClient<'a> {
    /// Its client id (a metadata document's URL, or a registered id).
    pub id: &'a str,
    /// Its name.
    pub name: &'a str,
    /// Its home page, if it gave one.
    pub uri: Option<&'a str>,
}

/// Record a person's consent; audited as `oauth_granted` under the person's key.
pub async fn create(
    db: &Db,
    audit: &Audit,
    client: &GrantedClient<'_>,
    key: &ApiKey,
    scopes: &[String],
    devices: &[String],
    console_session: &str,
) -> Result<Grant, DbError> {
    let grant = Grant {
        id: crate::access::secret::short_id("og_"),
        client_id: client.id.to_string(),
        client_name: client.name.to_string(),
        key_id: key.id.clone(),
        scopes: scopes.to_vec(),
        devices: devices.to_vec(),
        console_session: Some(console_session.to_string()),
        created_at: time::format(time::now()),
        revoked_at: None,
    };
    sqlx::query(crate::sql!(
        "INSERT INTO oauth_grants ({COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, NULL)"
    ))
    .bind(&grant.id)
    .bind(&grant.client_id)
    .bind(&grant.client_name)
    .bind(&grant.key_id)
    .bind(grant.scopes.join(","))
    .bind(grant.devices.join(","))
    .bind(console_session)
    .bind(&grant.created_at)
    .execute(db.pool())
    .await?;
    audit
        .append(NewEvent::new(Kind::OAuthGranted).key(&key.id).detail(serde_json::json!({
            "grant_id": grant.id, "client_id": grant.client_id, "client_name": grant.client_name,
            "client_uri": client.uri, "scopes": grant.scopes, "devices": grant.devices,
            "console_session": console_session,
        })))
        .await?;
    Ok(grant)
}

/// Every grant, newest first.
pub async fn list(db: &Db) -> Result<Vec<Grant>, GrantError> {
    let rows = sqlx::query(crate::sql!(
        "SELECT {COLUMNS} FROM oauth_grants ORDER BY created_at DESC, id"
    ))
    .fetch_all(db.pool())
    .await?;
    Ok(rows.iter().map(read).collect::<Result<_, _>>()?)
}

/// The grants made under `key_id`, newest first.
pub async fn for_key(db: &Db, key_id: &str) -> Result<Vec<Grant>, DbError> {
    let rows = sqlx::query(crate::sql!(
        "SELECT {COLUMNS} FROM oauth_grants WHERE key_id = $1 ORDER BY created_at DESC, id"
    ))
    .bind(key_id)
    .fetch_all(db.pool())
    .await?;
    Ok(rows.iter().map(read).collect::<Result<_, _>>()?)
}

/// One grant by id.
pub async fn get(db: &Db, id: &str) -> Result<Option<Grant>, DbError> {
    let row = sqlx::query(crate::sql!(
        "SELECT {COLUMNS} FROM oauth_grants WHERE id = $1"
    ))
    .bind(id)
    .fetch_optional(db.pool())
    .await?;
    Ok(row.as_ref().map(read).transpose()?)
}

/// Revoke grant `id` (its tokens are refused at once); revoking twice is not an error.
/// `by` names who did it in the audit (`cli`, a console session).
pub async fn revoke(db: &Db, audit: &Audit, id: &str, by: &str) -> Result<Grant, GrantError> {
    let now = time::format(time::now());
    let done =
        sqlx::query("UPDATE oauth_grants SET revoked_at = $1 WHERE id = $2 AND revoked_at IS NULL")
            .bind(&now)
            .bind(id)
            .execute(db.pool())
            .await?;
    let grant = get(db, id)
        .await?
        .ok_or_else(|| GrantError::NotFound(id.to_string()))?;
    if done.rows_affected() > 0 {
        audit
            .append(
                NewEvent::new(Kind::OAuthGrantRevoked)
                    .key(&grant.id)
                    .detail(serde_json::json!({
                        "client_id": grant.client_id, "person_key_id": grant.key_id, "by": by,
                    })),
            )
            .await?;
    }
    Ok(grant)
}

/// Revoke every grant of `key_id` (the key itself was revoked).
pub(crate) async fn revoke_for_key(
    db: &Db,
    audit: &Audit,
    key_id: &str,
) -> Result<usize, GrantError> {
    let mut n = 0;
    for g in for_key(db, key_id).await? {
        if g.revoked_at.is_none() {
            revoke(db, audit, &g.id, "key_revoked").await?;
            n += 1;
        }
    }
    Ok(n)
}

/// Ids of the grants usable at `now`: not revoked, and their key not revoked or expired.
pub(crate) async fn usable_ids(db: &Db, now: &str) -> Result<Vec<String>, DbError> {
    let rows = sqlx::query(
        "SELECT g.id FROM oauth_grants g JOIN api_keys k ON k.id = g.key_id \
         WHERE g.revoked_at IS NULL AND k.revoked_at IS NULL \
         AND (k.expires_at IS NULL OR k.expires_at > $1)",
    )
    .bind(now)
    .fetch_all(db.pool())
    .await?;
    Ok(rows
        .iter()
        .map(|r| r.try_get("id"))
        .collect::<Result<_, sqlx::Error>>()?)
}

/// Whether grant `id` is usable at `now` (the rule of [`usable_ids`], for one grant).
pub async fn is_usable(db: &Db, id: &str, now: &str) -> Result<bool, DbError> {
    let row = sqlx::query(
        "SELECT g.id FROM oauth_grants g JOIN api_keys k ON k.id = g.key_id \
         WHERE g.id = $1 AND g.revoked_at IS NULL AND k.revoked_at IS NULL \
         AND (k.expires_at IS NULL OR k.expires_at > $2)",
    )
    .bind(id)
    .bind(now)
    .fetch_optional(db.pool())
    .await?;
    Ok(row.is_some())
}
