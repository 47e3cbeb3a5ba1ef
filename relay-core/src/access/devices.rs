//! Enrolled devices: a name, labels and a token hash, plus whether an agent is connected.

use serde::Serialize;
use sqlx::Row;
use sqlx::any::AnyRow;

use crate::access::secret;
use crate::audit::{Audit, Kind, NewEvent};
use crate::store::{Db, DbError, time};

/// A device as stored.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct Device {
    /// Stable id, `d_…`; what tools take as `device_id`.
    pub id: String,
    /// Enrolled name (set by an admin; allowlists match it).
    pub name: String,
    /// Labels (allowlists match them).
    pub labels: Vec<String>,
    /// Enrolment time.
    pub created_at: String,
    /// Whether an agent is connected now.
    pub online: bool,
    /// When the current (or last) connection began.
    pub connected_at: Option<String>,
    /// When the agent was last seen (its disconnect time when offline).
    pub last_seen_at: Option<String>,
}

/// A device just enrolled, with its token (shown once).
#[derive(Debug, Clone, Serialize)]
pub struct EnrolledDevice {
    /// The device.
    #[serde(flatten)]
    pub device: Device,
    /// The token the agent presents.
    pub token: String,
}

/// Errors of device administration.
#[derive(Debug, thiserror::Error)]
pub enum DeviceError {
    /// Database failure.
    #[error(transparent)]
    Db(#[from] DbError),
    /// Name already taken.
    #[error("a device named {0:?} already exists")]
    Exists(String),
    /// Bad name or label.
    #[error("{0}")]
    Invalid(String),
    /// No such device.
    #[error("no device {0}")]
    NotFound(String),
}

impl From<sqlx::Error> for DeviceError {
    fn from(e: sqlx::Error) -> Self {
        DeviceError::Db(DbError::Sqlx(e))
    }
}

/// A device's row and its connection status, which lives apart (`device_status`) so that
/// connects and disconnects never rewrite `devices`.
const COLUMNS: &str =
    "d.id, d.name, d.labels, d.created_at, s.online, s.connected_at, s.last_seen_at";
const FROM: &str = "devices d LEFT JOIN device_status s ON s.device_id = d.id";

fn read(row: &AnyRow) -> Result<Device, sqlx::Error> {
    let labels: String = row.try_get("labels")?;
    Ok(Device {
        id: row.try_get("id")?,
        name: row.try_get("name")?,
        labels: labels
            .split(',')
            .filter(|l| !l.is_empty())
            .map(String::from)
            .collect(),
        created_at: row.try_get("created_at")?,
        // No status row: never connected.
        online: row.try_get::<Option<i64>, _>("online")?.unwrap_or(0) != 0,
        connected_at: row.try_get("connected_at")?,
        last_seen_at: row.try_get("last_seen_at")?,
    })
}

fn valid_word(field: &str, s: &str) -> Result<(), DeviceError> {
    let ok = !s.is_empty()
        && s.len() <= 64
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'));
    if ok {
        Ok(())
    } else {
        Err(DeviceError::Invalid(format!(
            "{field}: {s:?} must be 1 to 64 characters of letters, digits, '-', '_' or '.'"
        )))
    }
}

/// Enrol a device and mint its token.
pub async fn add(
    db: &Db,
    audit: &Audit,
    name: &str,
    labels: Vec<String>,
) -> Result<EnrolledDevice, DeviceError> {
    valid_word("name", name)?;
    for l in &labels {
        valid_word("labels", l)?;
    }
    if sqlx::query("SELECT id FROM devices WHERE name = $1")
        .bind(name)
        .fetch_optional(db.pool())
        .await?
        .is_some()
    {
        return Err(DeviceError::Exists(name.to_string()));
    }
    let token = secret::generate(secret::DEVICE_TOKEN_PREFIX);
    let device = Device {
        id: secret::short_id("d_"),
        name: name.to_string(),
        labels,
        created_at: time::format(time::now()),
        online: false,
        connected_at: None,
        last_seen_at: None,
    };
    let mut tx = db.pool().begin().await?;
    sqlx::query(crate::sql!(
        "INSERT INTO devices (id, name, labels, created_at, token_hash) VALUES ($1, $2, $3, $4, $5)"
    ))
    .bind(&device.id)
    .bind(&device.name)
    .bind(device.labels.join(","))
    .bind(&device.created_at)
    .bind(secret::hash(&token))
    .execute(&mut *tx)
    .await
    .map_err(|e| match e {
        sqlx::Error::Database(d) if d.is_unique_violation() => {
            DeviceError::Exists(name.to_string())
        }
        other => other.into(),
    })?;
    count_changed(&mut tx, 1).await?;
    tx.commit().await?;
    audit
        .append(
            NewEvent::new(Kind::DeviceAdded)
                .device(&device.id)
                .detail(serde_json::json!({"name": name, "labels": device.labels})),
        )
        .await?;
    Ok(EnrolledDevice { device, token })
}

/// Replace a device's token (the old one stops working).
pub async fn reset_token(db: &Db, audit: &Audit, id: &str) -> Result<String, DeviceError> {
    let token = secret::generate(secret::DEVICE_TOKEN_PREFIX);
    let done = sqlx::query("UPDATE devices SET token_hash = $1 WHERE id = $2")
        .bind(secret::hash(&token))
        .bind(id)
        .execute(db.pool())
        .await?;
    if done.rows_affected() == 0 {
        return Err(DeviceError::NotFound(id.to_string()));
    }
    audit
        .append(NewEvent::new(Kind::DeviceTokenReset).device(id))
        .await?;
    Ok(token)
}

/// Remove a device: its token stops working and a connected agent is closed by the relay's
/// next revocation sweep. Its audit history stays.
pub async fn remove(db: &Db, audit: &Audit, id: &str) -> Result<Device, DeviceError> {
    let device = get(db, id)
        .await?
        .ok_or_else(|| DeviceError::NotFound(id.to_string()))?;
    let mut tx = db.pool().begin().await?;
    let gone = sqlx::query("DELETE FROM devices WHERE id = $1")
        .bind(id)
        .execute(&mut *tx)
        .await?
        .rows_affected();
    sqlx::query("DELETE FROM device_status WHERE device_id = $1")
        .bind(id)
        .execute(&mut *tx)
        .await?;
    count_changed(&mut tx, -i64::try_from(gone).unwrap_or(0)).await?;
    tx.commit().await?;
    audit
        .append(
            NewEvent::new(Kind::DeviceRemoved)
                .device(id)
                .detail(serde_json::json!({"name": device.name})),
        )
        .await?;
    Ok(device)
}

/// A device by id, or else by enrolled name (what people type on the command line).
pub async fn find(db: &Db, id_or_name: &str) -> Result<Device, DeviceError> {
    if let Some(d) = get(db, id_or_name).await? {
        return Ok(d);
    }
    get_by_name(db, id_or_name)
        .await?
        .ok_or_else(|| DeviceError::NotFound(id_or_name.to_string()))
}

/// All devices, by name.
pub async fn list(db: &Db) -> Result<Vec<Device>, DbError> {
    let rows = sqlx::query(crate::sql!("SELECT {COLUMNS} FROM {FROM} ORDER BY d.name"))
        .fetch_all(db.pool())
        .await?;
    Ok(rows.iter().map(read).collect::<Result<_, _>>()?)
}

/// Move the enrolled-device count (`device_count`, migration 0015) by `by`, in the
/// transaction that enrols or removes, so that it never drifts from the table.
async fn count_changed(tx: &mut sqlx::Transaction<'_, sqlx::Any>, by: i64) -> Result<(), DbError> {
    sqlx::query("UPDATE device_count SET n = n + $1 WHERE id = 1")
        .bind(by)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

/// A page of every device in name order (`limit` from `offset`), and how many there are:
/// what a key allowed every device lists, without reading the whole fleet. One statement, as
/// a list call waits for each round trip; the total is the kept count, not a count of rows.
pub async fn page(db: &Db, offset: usize, limit: usize) -> Result<(Vec<Device>, usize), DbError> {
    let rows = sqlx::query(crate::sql!(
        "SELECT {COLUMNS}, (SELECT n FROM device_count WHERE id = 1) AS total \
         FROM {FROM} ORDER BY d.name LIMIT $1 OFFSET $2"
    ))
    .bind(i64::try_from(limit).unwrap_or(i64::MAX))
    .bind(i64::try_from(offset).unwrap_or(i64::MAX))
    .fetch_all(db.pool())
    .await?;
    let total: i64 = match rows.first() {
        Some(row) => row.try_get("total")?,
        // A page past the end still says how many there are.
        None => {
            sqlx::query_scalar("SELECT n FROM device_count WHERE id = 1")
                .fetch_one(db.pool())
                .await?
        }
    };
    let devices = rows.iter().map(read).collect::<Result<_, _>>()?;
    Ok((devices, usize::try_from(total).unwrap_or(0)))
}

/// One device by id.
pub async fn get(db: &Db, id: &str) -> Result<Option<Device>, DbError> {
    let row = sqlx::query(crate::sql!("SELECT {COLUMNS} FROM {FROM} WHERE d.id = $1"))
        .bind(id)
        .fetch_optional(db.pool())
        .await?;
    Ok(row.as_ref().map(read).transpose()?)
}

/// One device by enrolled name.
pub async fn get_by_name(db: &Db, name: &str) -> Result<Option<Device>, DbError> {
    let row = sqlx::query(crate::sql!(
        "SELECT {COLUMNS} FROM {FROM} WHERE d.name = $1"
    ))
    .bind(name)
    .fetch_optional(db.pool())
    .await?;
    Ok(row.as_ref().map(read).transpose()?)
}

/// The device whose token is `token`.
pub async fn authenticate(db: &Db, token: &str) -> Result<Option<Device>, DbError> {
    if !token.starts_with(secret::DEVICE_TOKEN_PREFIX) || token.len() > 200 {
        return Ok(None);
    }
    let row = sqlx::query(crate::sql!(
        "SELECT {COLUMNS} FROM {FROM} WHERE d.token_hash = $1"
    ))
    .bind(secret::hash(token))
    .fetch_optional(db.pool())
    .await?;
    Ok(row.as_ref().map(read).transpose()?)
}

/// Record that an agent connected (`online`) or left.
pub async fn set_online(db: &Db, id: &str, online: bool) -> Result<(), DbError> {
    let now = time::format(time::now());
    let sql = if online {
        "INSERT INTO device_status (device_id, online, connected_at, last_seen_at) \
         VALUES ($2, 1, $1, $1) ON CONFLICT (device_id) \
         DO UPDATE SET online = 1, connected_at = $1, last_seen_at = $1"
    } else {
        "INSERT INTO device_status (device_id, online, connected_at, last_seen_at) \
         VALUES ($2, 0, NULL, $1) ON CONFLICT (device_id) \
         DO UPDATE SET online = 0, last_seen_at = $1"
    };
    sqlx::query(sql)
        .bind(now)
        .bind(id)
        .execute(db.pool())
        .await?;
    Ok(())
}

/// At relay start nothing is connected yet, whatever an earlier process left behind.
pub async fn mark_all_offline(db: &Db) -> Result<(), DbError> {
    sqlx::query("UPDATE device_status SET online = 0 WHERE online <> 0")
        .execute(db.pool())
        .await?;
    Ok(())
}

/// Record a device event in the audit log.
pub async fn audit_event(audit: &Audit, kind: Kind, id: &str, detail: serde_json::Value) {
    audit
        .record(NewEvent::new(kind).device(id).detail(detail))
        .await;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn the_kept_count_follows_enrolments_and_removals() {
        let dir = std::env::temp_dir().join(format!(
            "relay-devices-test-{}",
            crate::access::secret::short_id("")
        ));
        std::fs::create_dir_all(&dir).unwrap();
        let db = Db::open(&dir, None).await.unwrap();
        let audit = Audit::new(db.clone());
        let mut ids = Vec::new();
        for name in ["c", "a", "b"] {
            ids.push(add(&db, &audit, name, vec![]).await.unwrap().device.id);
        }
        assert!(matches!(
            add(&db, &audit, "a", vec![]).await,
            Err(DeviceError::Exists(_))
        ));
        remove(&db, &audit, &ids[0]).await.unwrap();
        assert!(remove(&db, &audit, &ids[0]).await.is_err());
        let (page1, total) = page(&db, 0, 1).await.unwrap();
        assert_eq!((page1.len(), page1[0].name.as_str(), total), (1, "a", 2));
        // Past the end: no devices, the same total.
        let (none, total) = page(&db, 5, 10).await.unwrap();
        assert_eq!((none.len(), total), (0, 2));
        std::fs::remove_dir_all(dir).ok();
    }
}
