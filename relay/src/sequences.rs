//! Which keys own sequences and watches on which devices, so a key's revocation reaches them.
//!
//! Frames of `screen_sequence` and `screen_watch` stay on the device that captured them, each
//! sequence tagged with the key that made it. A revoked (or expired) key cannot call again,
//! but its captures may still run and its frames still sit on devices. The revocation sweep
//! asks [`Owners`] which keys to check, and tells each device a key touched that the key lost
//! its access; the device stops that key's captures and watches and drops their frames. A
//! device that is offline then, or does not answer, is told at a later sweep. (The map lives
//! in the relay's memory: after a relay restart, a dead key's frames stay on devices until
//! their agent restarts, unreadable, since the key is refused.)

use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex};

use crate::hub::Hub;
use crate::store::{Db, DbError, time};

/// A new sequence id: `seq_` and 96 random bits in hex.
pub fn new_id() -> String {
    format!("seq_{}", hex::encode(crate::secret::random_bytes::<12>()))
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

/// Whether the relay issued watch `id` to `device_id`.
pub(crate) async fn watch_issued_to(db: &Db, device_id: &str, id: &str) -> Result<bool, DbError> {
    let row = sqlx::query("SELECT id FROM watches WHERE id = $1 AND device_id = $2")
        .bind(id)
        .bind(device_id)
        .fetch_optional(db.pool())
        .await?;
    Ok(row.is_some())
}

/// Keys with sequences, and the devices they are on (in this relay process).
#[derive(Debug, Default)]
pub struct Owners {
    keys: Mutex<HashMap<String, HashSet<String>>>,
}

impl Owners {
    /// Note that `key_id` made a sequence on `device_id`.
    pub fn note(&self, key_id: &str, device_id: &str) {
        self.keys
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .entry(key_id.to_string())
            .or_default()
            .insert(device_id.to_string());
    }

    /// The devices `key_id` has sequences on, as far as this relay knows.
    pub fn devices_of(&self, key_id: &str) -> Vec<String> {
        let mut devices: Vec<String> = self
            .keys
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .get(key_id)
            .map(|d| d.iter().cloned().collect())
            .unwrap_or_default();
        devices.sort();
        devices
    }

    fn snapshot(&self) -> Vec<String> {
        self.keys
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .keys()
            .cloned()
            .collect()
    }

    fn take(&self, key_id: &str) -> HashSet<String> {
        self.keys
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .remove(key_id)
            .unwrap_or_default()
    }
}

/// Tell devices about owners that can no longer use their keys; returns how many keys.
pub async fn sweep_once(
    owners: &Arc<Owners>,
    db: &Db,
    hub: &Hub,
) -> Result<usize, crate::keys::KeyError> {
    let owned = owners.snapshot();
    if owned.is_empty() {
        return Ok(0);
    }
    let now = crate::store::time::format(crate::store::time::now());
    let usable: HashSet<String> = crate::keys::list(db)
        .await?
        .into_iter()
        .filter(|k| k.usable_at(&now).is_ok())
        .map(|k| k.id)
        .collect();
    let mut gone = 0;
    for key in owned.into_iter().filter(|k| !usable.contains(k)) {
        gone += 1;
        for device in owners.take(&key) {
            let Some(conn) = hub.get(&device) else {
                // Offline: its frames stay in its memory; tell it once it is back.
                owners.note(&key, &device);
                continue;
            };
            tracing::info!(%device, key_id = %key, "telling a device that a key lost its access");
            let told = crate::hub::KeyRevoked {
                key_id: key.clone(),
            };
            let (owners, key) = (owners.clone(), key.clone());
            tokio::spawn(async move {
                if let Err(e) = conn.call(told, std::time::Duration::from_secs(10)).await {
                    tracing::warn!(error = %e, "a device did not take a key's revocation; retrying at the next sweep");
                    owners.note(&key, &device);
                }
            });
        }
    }
    Ok(gone)
}
