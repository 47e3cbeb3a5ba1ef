//! Which artifacts a key may read back (as a video, through `video_frames`): a device's
//! recordings and watch files while the device is on the key's allowlist, and the videos
//! the key uploaded itself. Everything else reads as missing, so a key learns nothing of
//! artifacts beyond its reach.

use crate::access::devices;
use crate::access::keys::ApiKey;
use crate::store::{Db, DbError};

use super::table::{Row, get_row};

/// What looking an artifact up for a key found.
#[derive(Debug)]
pub enum Reach {
    /// The key may read it.
    Readable(Box<Row>),
    /// It exists but is beyond the key (audited as denied, answered as missing).
    Denied,
    /// No such artifact.
    Missing,
}

/// Whether device `device_id` is on `key`'s allowlist (a device that is gone is not).
pub async fn reaches_device(db: &Db, key: &ApiKey, device_id: &str) -> Result<bool, DbError> {
    Ok(match devices::get(db, device_id).await? {
        Some(d) => key.grants().allows_device(&d.id, &d.name, &d.labels),
        None => false,
    })
}

/// Artifact `id` as `key` may see it.
pub async fn for_key(db: &Db, key: &ApiKey, id: &str) -> Result<Reach, DbError> {
    let Some(row) = get_row(db, id).await? else {
        return Ok(Reach::Missing);
    };
    let a = &row.artifact;
    let readable = match &a.owner_key_id {
        // An uploaded video is its key's alone.
        Some(owner) => *owner == key.id,
        None => reaches_device(db, key, &a.device_id).await?,
    };
    Ok(if readable {
        Reach::Readable(Box::new(row))
    } else {
        Reach::Denied
    })
}
