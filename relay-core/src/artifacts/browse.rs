//! Artifacts a page at a time, newest first, with who started each: the console's
//! *Recordings and files* and `relay artifacts list`.
//!
//! Pages are keyset-paged on (`created_at`, `id`) through the `artifacts_created` index
//! (migration 0016), so the thousandth page costs what the first does. Who started an
//! artifact is the key of its recording (`recordings`), of its watch (`watches`), or the key
//! that uploaded it (a video); it is looked up per row by primary key.

use serde::Serialize;

use super::table::{Artifact, COLUMNS, read};
use crate::store::{Db, DbError};

/// Most device ids one query may name (a label or an allowlist turned into ids).
pub const MAX_DEVICE_IDS: usize = 5000;

/// What to list.
#[derive(Debug, Clone, Default)]
pub struct Browse {
    /// Only these devices' artifacts (`None`: every device's, and keys' videos).
    pub device_ids: Option<Vec<String>>,
    /// Only devices' artifacts (not the videos keys uploaded).
    pub devices_only: bool,
    /// Only the artifact of this id.
    pub id: Option<String>,
    /// Only those started or uploaded by this key.
    pub key_id: Option<String>,
    /// Only those created at or after this time (RFC 3339).
    pub since: Option<String>,
    /// Only those created before this time.
    pub until: Option<String>,
    /// The page after this (`created_at`, `id`): the last row of the previous page.
    pub after: Option<(String, String)>,
    /// At most this many.
    pub limit: i64,
}

/// One artifact as listed.
#[derive(Debug, Clone, Serialize)]
pub struct Browsed {
    /// The artifact.
    #[serde(flatten)]
    pub artifact: Artifact,
    /// The key that started its recording or watch, or uploaded it.
    pub(crate) started_by: Option<String>,
}

/// The page `b` asks for, newest first.
pub async fn browse(db: &Db, b: &Browse) -> Result<Vec<Browsed>, DbError> {
    if b.device_ids.as_ref().is_some_and(Vec::is_empty) {
        return Ok(Vec::new());
    }
    let started_by = "COALESCE((SELECT r.key_id FROM recordings r WHERE r.id = artifacts.id), \
         (SELECT w.key_id FROM watches w WHERE w.id = artifacts.watch_id), owner_key_id)";
    let mut sql = format!("SELECT {COLUMNS}, {started_by} AS started_by FROM artifacts WHERE 1=1");
    let mut n = 0;
    let mut next = || {
        n += 1;
        format!("${n}")
    };
    if let Some(ids) = &b.device_ids {
        let marks: Vec<String> = ids.iter().map(|_| next()).collect();
        sql.push_str(&format!(" AND device_id IN ({})", marks.join(", ")));
    }
    if b.devices_only {
        sql.push_str(" AND device_id <> ''");
    }
    if b.id.is_some() {
        sql.push_str(&format!(" AND id = {}", next()));
    }
    if b.key_id.is_some() {
        sql.push_str(&format!(" AND {started_by} = {}", next()));
    }
    if b.since.is_some() {
        sql.push_str(&format!(" AND created_at >= {}", next()));
    }
    if b.until.is_some() {
        sql.push_str(&format!(" AND created_at < {}", next()));
    }
    if b.after.is_some() {
        let (t1, t2, id) = (next(), next(), next());
        sql.push_str(&format!(
            " AND (created_at < {t1} OR (created_at = {t2} AND id < {id}))"
        ));
    }
    sql.push_str(&format!(
        " ORDER BY created_at DESC, id DESC LIMIT {}",
        next()
    ));
    let mut q = sqlx::query(sqlx::AssertSqlSafe(sql));
    for id in b.device_ids.iter().flatten() {
        q = q.bind(id);
    }
    for v in [&b.id, &b.key_id, &b.since, &b.until].into_iter().flatten() {
        q = q.bind(v);
    }
    if let Some((t, id)) = &b.after {
        q = q.bind(t).bind(t).bind(id);
    }
    let rows = q.bind(b.limit).fetch_all(db.pool()).await?;
    rows.iter()
        .map(|r| {
            Ok(Browsed {
                artifact: read(r)?.artifact,
                started_by: sqlx::Row::try_get(r, "started_by")?,
            })
        })
        .collect::<Result<_, sqlx::Error>>()
        .map_err(DbError::from)
}
