//! Which keys own sequences and watches on which devices, so a key's revocation reaches them.
//!
//! Frames of `screen_sequence` and `screen_watch` stay on the device that captured them, each
//! sequence tagged with the key that made it. A revoked (or expired) key cannot call again,
//! but its captures may still run and its frames still sit on devices. The revocation sweep
//! reads which keys to check, and tells each device a key touched that the key lost
//! its access; the device stops that key's captures and watches and drops their frames. A
//! device that is offline then, or does not answer, is told at a later sweep. Who owes whom
//! the news is the `sequence_owners` table, so it survives a relay restart and every replica
//! sees it: each tells the devices whose sockets it holds.

use std::collections::{HashMap, HashSet};

use sqlx::Row as _;

use crate::hub::Hub;
use crate::store::{Db, DbError, time};

/// A new sequence id: `seq_` and 96 random bits in hex.
pub fn new_id() -> String {
    format!(
        "seq_{}",
        hex::encode(crate::access::secret::random_bytes::<12>())
    )
}

/// Note that the relay issued watch `id` to `device_id` for `key_id` (before the device
/// hears it), so the device may later offer that watch's files.
pub async fn issue_watch(db: &Db, id: &str, device_id: &str, key_id: &str) -> Result<(), DbError> {
    sqlx::query("INSERT INTO watches (id, device_id, key_id, started_at) VALUES ($1, $2, $3, $4)")
        .bind(id)
        .bind(device_id)
        .bind(key_id)
        .bind(time::format(time::now()))
        .execute(db.pool())
        .await?;
    Ok(())
}

/// The device watch `id` was issued to, if the relay issued it.
pub async fn watch_device(db: &Db, id: &str) -> Result<Option<String>, DbError> {
    let row = sqlx::query("SELECT device_id FROM watches WHERE id = $1")
        .bind(id)
        .fetch_optional(db.pool())
        .await?;
    Ok(row.map(|r| r.try_get("device_id")).transpose()?)
}

/// Note that watch `id` ended (the relay following it saw it end).
pub async fn watch_ended(db: &Db, id: &str) -> Result<(), DbError> {
    sqlx::query("UPDATE watches SET ended_at = $1 WHERE id = $2 AND ended_at IS NULL")
        .bind(time::format(time::now()))
        .bind(id)
        .execute(db.pool())
        .await?;
    Ok(())
}

/// A watch that may still run: issued within `MAX_WATCH_TIMEOUT_MS` and a minute, and not
/// seen to end.
#[derive(Debug, Clone, serde::Serialize)]
pub struct RunningWatch {
    /// The watch (`seq_…`).
    pub(crate) id: String,
    /// The device it runs on.
    pub device_id: String,
    /// The key that started it.
    pub(crate) key_id: String,
    /// When it started.
    pub(crate) started_at: String,
}

/// The watches that may still run, oldest first.
pub async fn running_watches(db: &Db) -> Result<Vec<RunningWatch>, DbError> {
    let longest = std::time::Duration::from_millis(
        u64::try_from(proto::sequence::MAX_WATCH_TIMEOUT_MS).unwrap_or(300_000),
    ) + std::time::Duration::from_secs(60);
    let rows = sqlx::query(
        "SELECT id, device_id, key_id, started_at FROM watches \
         WHERE started_at > $1 AND ended_at IS NULL ORDER BY started_at",
    )
    .bind(time::format(time::now() - longest))
    .fetch_all(db.pool())
    .await?;
    rows.iter()
        .map(|r| {
            Ok(RunningWatch {
                id: r.try_get("id")?,
                device_id: r.try_get("device_id")?,
                key_id: r.try_get("key_id")?,
                started_at: r.try_get("started_at")?,
            })
        })
        .collect::<Result<_, sqlx::Error>>()
        .map_err(DbError::from)
}

/// Whether the relay issued watch `id` to `device_id`.
pub async fn watch_issued_to(db: &Db, device_id: &str, id: &str) -> Result<bool, DbError> {
    let row = sqlx::query("SELECT id FROM watches WHERE id = $1 AND device_id = $2")
        .bind(id)
        .bind(device_id)
        .fetch_optional(db.pool())
        .await?;
    Ok(row.is_some())
}

/// Note that `key_id` made a sequence or a watch on `device_id` (kept until the key is
/// unusable and the device was told).
pub async fn note_owner(db: &Db, key_id: &str, device_id: &str) -> Result<(), DbError> {
    sqlx::query(
        "INSERT INTO sequence_owners (key_id, device_id, noted_at) VALUES ($1, $2, $3) \
         ON CONFLICT (key_id, device_id) DO NOTHING",
    )
    .bind(key_id)
    .bind(device_id)
    .bind(time::format(time::now()))
    .execute(db.pool())
    .await?;
    Ok(())
}

/// The devices `key_id` has sequences on that were not told yet of its end, sorted.
pub async fn owned_devices(db: &Db, key_id: &str) -> Result<Vec<String>, DbError> {
    let rows =
        sqlx::query("SELECT device_id FROM sequence_owners WHERE key_id = $1 ORDER BY device_id")
            .bind(key_id)
            .fetch_all(db.pool())
            .await?;
    rows.iter()
        .map(|r| r.try_get("device_id").map_err(DbError::from))
        .collect()
}

/// Take the row of `key_id` on `device_id`; whether it was there (so that of two sweeps,
/// on this replica or another, one tells the device).
async fn claim(db: &Db, key_id: &str, device_id: &str) -> Result<bool, DbError> {
    let done = sqlx::query("DELETE FROM sequence_owners WHERE key_id = $1 AND device_id = $2")
        .bind(key_id)
        .bind(device_id)
        .execute(db.pool())
        .await?;
    Ok(done.rows_affected() == 1)
}

/// Tell the devices connected to this relay process about owners that can no longer use
/// their keys; returns how many such keys still own sequences anywhere. A device connected
/// elsewhere is told by the replica holding it; one that is offline, or does not take the
/// news, at a later sweep.
pub async fn sweep_once(db: &Db, hub: &Hub) -> Result<usize, crate::access::keys::KeyError> {
    let rows = sqlx::query("SELECT key_id, device_id FROM sequence_owners")
        .fetch_all(db.pool())
        .await
        .map_err(DbError::from)?;
    if rows.is_empty() {
        return Ok(0);
    }
    let mut owned: HashMap<String, Vec<String>> = HashMap::new();
    for row in &rows {
        let key: String = row.try_get("key_id").map_err(DbError::from)?;
        let device: String = row.try_get("device_id").map_err(DbError::from)?;
        owned.entry(key).or_default().push(device);
    }
    let now = time::format(time::now());
    let mut usable: HashSet<String> = crate::access::keys::list(db)
        .await?
        .into_iter()
        .filter(|k| k.usable_at(&now).is_ok())
        .map(|k| k.id)
        .collect();
    // OAuth grants own sequences under their own ids.
    usable.extend(crate::access::grant::usable_ids(db, &now).await?);
    let mut gone = 0;
    for (key, devices) in owned.into_iter().filter(|(k, _)| !usable.contains(k)) {
        gone += 1;
        for device in devices {
            let Some(conn) = hub.get(&device) else {
                continue;
            };
            if !claim(db, &key, &device).await? {
                continue;
            }
            tracing::info!(%device, key_id = %key, "telling a device that a key lost its access");
            let told = crate::hub::KeyRevoked {
                key_id: key.clone(),
            };
            let (db, key) = (db.clone(), key.clone());
            tokio::spawn(async move {
                if let Err(e) = conn.call(told, std::time::Duration::from_secs(10)).await {
                    tracing::warn!(error = %e, "a device did not take a key's revocation; retrying at the next sweep");
                    if let Err(e) = note_owner(&db, &key, &device).await {
                        tracing::error!(error = %e, "could not keep a key's revocation owed to a device");
                    }
                }
            });
        }
    }
    Ok(gone)
}
