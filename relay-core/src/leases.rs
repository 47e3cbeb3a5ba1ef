//! Device leases: one key holds a device for a while, so two agents sharing a fleet do not
//! drive one device at once.
//!
//! A lease is a row of `device_leases` (one per device, its key, a reason, when it ends).
//! While it lasts, the other keys' input, recording starts and live control soft-fail naming
//! the holder; what only looks (a screenshot, a sequence) stays open to them. A lease ends
//! when its holder releases it, when an admin breaks it, or by itself at `expires_at`: an
//! expired row is no lease to anyone (every read compares it with the clock) and the next
//! acquire replaces it. Acquiring is one `INSERT … ON CONFLICT DO NOTHING`, so of two
//! replicas acquiring at once exactly one wins; the database is the only state, so a lease
//! holds across restarts and replicas.

use std::time::Duration;

use sqlx::Row;
use sqlx::any::AnyRow;

use crate::audit::{Audit, Kind, NewEvent};
use crate::store::{Db, DbError, time};

/// One device's lease.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Lease {
    /// The device held.
    pub device_id: String,
    /// The key holding it.
    pub key_id: String,
    /// Why, as the holder said.
    pub reason: String,
    /// When it was acquired.
    pub acquired_at: String,
    /// When it ends unless renewed.
    pub expires_at: String,
}

/// What an acquire, renew or release came to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Claim {
    /// The caller holds the lease (now, or until the new expiry).
    Held(Lease),
    /// Another key holds it.
    HeldByOther(Lease),
    /// Nobody holds it (a renew or release of a lease that ended).
    Free,
}

const COLUMNS: &str = "device_id, key_id, reason, acquired_at, expires_at";

fn read(row: &AnyRow) -> Result<Lease, sqlx::Error> {
    Ok(Lease {
        device_id: row.try_get("device_id")?,
        key_id: row.try_get("key_id")?,
        reason: row.try_get("reason")?,
        acquired_at: row.try_get("acquired_at")?,
        expires_at: row.try_get("expires_at")?,
    })
}

fn until(ttl: Duration) -> String {
    time::format(time::now() + ttl)
}

/// The lease on `device_id` now, if any.
pub async fn current(db: &Db, device_id: &str) -> Result<Option<Lease>, DbError> {
    let row = sqlx::query(crate::sql!(
        "SELECT {COLUMNS} FROM device_leases WHERE device_id = $1 AND expires_at > $2"
    ))
    .bind(device_id)
    .bind(time::format(time::now()))
    .fetch_optional(db.pool())
    .await?;
    Ok(row.as_ref().map(read).transpose()?)
}

/// Every lease in force, by device id.
pub async fn all_current(db: &Db) -> Result<Vec<Lease>, DbError> {
    let rows = sqlx::query(crate::sql!(
        "SELECT {COLUMNS} FROM device_leases WHERE expires_at > $1 ORDER BY device_id"
    ))
    .bind(time::format(time::now()))
    .fetch_all(db.pool())
    .await?;
    Ok(rows.iter().map(read).collect::<Result<_, _>>()?)
}

/// Acquire `device_id` for `key_id` for `ttl`; the holder acquiring again renews it (with
/// the new reason).
pub async fn acquire(
    db: &Db,
    device_id: &str,
    key_id: &str,
    reason: &str,
    ttl: Duration,
) -> Result<Claim, DbError> {
    let now = time::format(time::now());
    let lease = Lease {
        device_id: device_id.to_string(),
        key_id: key_id.to_string(),
        reason: reason.to_string(),
        acquired_at: now.clone(),
        expires_at: until(ttl),
    };
    // An ended lease is nobody's: out of the way of the insert.
    sqlx::query("DELETE FROM device_leases WHERE device_id = $1 AND expires_at <= $2")
        .bind(device_id)
        .bind(&now)
        .execute(db.pool())
        .await?;
    let inserted = sqlx::query(crate::sql!(
        "INSERT INTO device_leases ({COLUMNS}) VALUES ($1, $2, $3, $4, $5) \
         ON CONFLICT (device_id) DO NOTHING"
    ))
    .bind(&lease.device_id)
    .bind(&lease.key_id)
    .bind(&lease.reason)
    .bind(&lease.acquired_at)
    .bind(&lease.expires_at)
    .execute(db.pool())
    .await?;
    if inserted.rows_affected() == 1 {
        return Ok(Claim::Held(lease));
    }
    let updated = sqlx::query(
        "UPDATE device_leases SET expires_at = $1, reason = $2 \
         WHERE device_id = $3 AND key_id = $4 AND expires_at > $5",
    )
    .bind(&lease.expires_at)
    .bind(reason)
    .bind(device_id)
    .bind(key_id)
    .bind(&now)
    .execute(db.pool())
    .await?;
    settle(db, device_id, key_id, updated.rows_affected()).await
}

/// Extend the caller's lease on `device_id` to `ttl` from now.
pub async fn renew(
    db: &Db,
    device_id: &str,
    key_id: &str,
    ttl: Duration,
) -> Result<Claim, DbError> {
    let updated = sqlx::query(
        "UPDATE device_leases SET expires_at = $1 \
         WHERE device_id = $2 AND key_id = $3 AND expires_at > $4",
    )
    .bind(until(ttl))
    .bind(device_id)
    .bind(key_id)
    .bind(time::format(time::now()))
    .execute(db.pool())
    .await?;
    settle(db, device_id, key_id, updated.rows_affected()).await
}

/// Give back the caller's lease on `device_id`; another key's is left alone.
pub async fn release(db: &Db, device_id: &str, key_id: &str) -> Result<Claim, DbError> {
    let held = current(db, device_id).await?;
    match held {
        Some(lease) if lease.key_id == key_id => {
            sqlx::query("DELETE FROM device_leases WHERE device_id = $1 AND key_id = $2")
                .bind(device_id)
                .bind(key_id)
                .execute(db.pool())
                .await?;
            Ok(Claim::Free)
        }
        Some(other) => Ok(Claim::HeldByOther(other)),
        None => Ok(Claim::Free),
    }
}

/// After an update of `changed` rows: the caller's lease, another's, or none.
async fn settle(db: &Db, device_id: &str, key_id: &str, changed: u64) -> Result<Claim, DbError> {
    Ok(match current(db, device_id).await? {
        Some(lease) if changed == 1 && lease.key_id == key_id => Claim::Held(lease),
        Some(lease) if lease.key_id != key_id => Claim::HeldByOther(lease),
        Some(lease) => Claim::Held(lease),
        None => Claim::Free,
    })
}

/// Who broke a lease, for the audit.
#[derive(Debug, Clone)]
pub struct Breaker<'a> {
    /// The admin's key (none from the CLI).
    pub key_id: Option<&'a str>,
    /// Where: `cli` or `console`.
    pub by: &'a str,
    /// Why, as the admin said.
    pub reason: &'a str,
}

/// End whatever lease `device_id` is under, audited as `lease_broken`; the lease that was
/// broken, if there was one.
pub async fn break_lease(
    db: &Db,
    audit: &Audit,
    device_id: &str,
    breaker: &Breaker<'_>,
) -> Result<Option<Lease>, DbError> {
    let Some(lease) = current(db, device_id).await? else {
        return Ok(None);
    };
    let deleted = sqlx::query(
        "DELETE FROM device_leases WHERE device_id = $1 AND key_id = $2 AND acquired_at = $3",
    )
    .bind(device_id)
    .bind(&lease.key_id)
    .bind(&lease.acquired_at)
    .execute(db.pool())
    .await?;
    if deleted.rows_affected() == 0 {
        // Released or replaced meanwhile: nothing of this lease is left to break.
        return Ok(None);
    }
    let mut event = NewEvent::new(Kind::LeaseBroken).detail(serde_json::json!({
        "holder": lease.key_id,
        "lease_reason": lease.reason,
        "expires_at": lease.expires_at,
        "by": breaker.by,
        "reason": breaker.reason,
    }));
    event.key_id = breaker.key_id.map(String::from);
    event.device_id = Some(device_id.to_string());
    audit.append(event).await?;
    Ok(Some(lease))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A fresh SQLite database, with the directory that holds it.
    async fn db() -> (Db, tempfile::TempDir) {
        let dir = tempfile::tempdir().unwrap();
        (Db::open(dir.path(), None).await.unwrap(), dir)
    }

    const MIN: Duration = Duration::from_secs(60);

    #[tokio::test]
    async fn one_key_holds_a_device_until_it_gives_it_back() {
        let (db, _dir) = db().await;
        let Claim::Held(lease) = acquire(&db, "dev_1", "k_a", "ci run 42", MIN)
            .await
            .unwrap()
        else {
            panic!("a free device is leased");
        };
        assert_eq!(
            (lease.key_id.as_str(), lease.reason.as_str()),
            ("k_a", "ci run 42")
        );
        // Another key is told who holds it, whatever it tries.
        for claim in [
            acquire(&db, "dev_1", "k_b", "mine", MIN).await.unwrap(),
            renew(&db, "dev_1", "k_b", MIN).await.unwrap(),
            release(&db, "dev_1", "k_b").await.unwrap(),
        ] {
            assert!(
                matches!(&claim, Claim::HeldByOther(l) if l.key_id == "k_a"),
                "{claim:?}"
            );
        }
        assert_eq!(current(&db, "dev_1").await.unwrap(), Some(lease.clone()));
        // The holder acquiring again renews, with its new reason.
        let Claim::Held(again) = acquire(&db, "dev_1", "k_a", "ci run 43", 2 * MIN)
            .await
            .unwrap()
        else {
            panic!("the holder keeps it");
        };
        assert!(again.expires_at > lease.expires_at && again.reason == "ci run 43");
        assert_eq!(again.acquired_at, lease.acquired_at);
        assert_eq!(release(&db, "dev_1", "k_a").await.unwrap(), Claim::Free);
        assert_eq!(current(&db, "dev_1").await.unwrap(), None);
        assert!(matches!(
            acquire(&db, "dev_1", "k_b", "mine", MIN).await.unwrap(),
            Claim::Held(l) if l.key_id == "k_b"
        ));
    }

    #[tokio::test]
    async fn a_lease_ends_by_itself() {
        let (db, _dir) = db().await;
        acquire(&db, "dev_1", "k_a", "short", Duration::from_millis(50))
            .await
            .unwrap();
        tokio::time::sleep(Duration::from_millis(80)).await;
        assert_eq!(current(&db, "dev_1").await.unwrap(), None);
        assert!(all_current(&db).await.unwrap().is_empty());
        assert_eq!(renew(&db, "dev_1", "k_a", MIN).await.unwrap(), Claim::Free);
        assert!(matches!(
            acquire(&db, "dev_1", "k_b", "next", MIN).await.unwrap(),
            Claim::Held(l) if l.key_id == "k_b"
        ));
    }

    #[tokio::test]
    async fn an_admin_breaks_a_lease_audited() {
        let (db, _dir) = db().await;
        let audit = Audit::new(db.clone());
        acquire(&db, "dev_1", "k_a", "stuck job", MIN)
            .await
            .unwrap();
        let breaker = Breaker {
            key_id: Some("k_admin"),
            by: "console",
            reason: "the job hung",
        };
        let broken = break_lease(&db, &audit, "dev_1", &breaker).await.unwrap();
        assert_eq!(broken.map(|l| l.key_id), Some("k_a".into()));
        assert_eq!(current(&db, "dev_1").await.unwrap(), None);
        assert_eq!(
            break_lease(&db, &audit, "dev_1", &breaker).await.unwrap(),
            None
        );
        let events = audit.list(&crate::audit::Filter::default()).await.unwrap();
        let e = events.iter().find(|e| e.kind == "lease_broken").unwrap();
        assert_eq!(e.detail["holder"], "k_a");
        assert_eq!(e.detail["reason"], "the job hung");
        assert_eq!(e.key_id.as_deref(), Some("k_admin"));
    }
}
