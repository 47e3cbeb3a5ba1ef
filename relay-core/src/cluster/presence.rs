//! Presence: which replica holds which device's control socket, in the database.
//!
//! Every replica sees the same rows (PostgreSQL when scaled out), so any replica can tell
//! whether a device is online and what its agent said at connect. A row holds while its
//! replica's lease does (`relay_replicas`, [`super::replicas`]): renewing one row per
//! replica keeps a whole fleet's rows good, where a lease per row would rewrite every
//! device's row every few seconds and contend with the devices connecting. A replica that
//! dies without cleaning up leaves its devices "online" for at most one lease, and the
//! sweep then removes its rows and marks the devices offline in `devices` too.

use std::collections::HashMap;
use std::time::Duration;

use sqlx::Row;
use sqlx::any::AnyRow;

use crate::store::{Db, DbError};

/// A device's control socket as some replica holds it.
#[derive(Debug, Clone)]
pub struct Presence {
    /// The device.
    pub device_id: String,
    /// The replica holding its socket.
    pub replica_id: String,
    /// When the socket was accepted (RFC 3339).
    pub connected_at: String,
    /// What the agent said at connect.
    pub hello: proto::Hello,
    /// The screen memory's state as the agent last reported it.
    pub screen_memory: proto::MemoryState,
}

/// One connection's claim: the replica and the connection, so its cleanup removes only its
/// own row.
#[derive(Debug, Clone)]
pub struct Claim {
    /// The device.
    pub device_id: String,
    /// The replica holding the socket.
    pub replica_id: String,
    /// Random per connection.
    pub session: String,
}

/// The presence rows whose replica's lease holds, as a `FROM` clause (aliases `p`, `r`).
const LIVE_ROWS: &str =
    "device_presence p JOIN relay_replicas r ON r.id = p.replica_id AND r.lease_until > $1";

pub(super) fn now_ms() -> i64 {
    let t = crate::store::time::now();
    i64::try_from(t.unix_timestamp_nanos() / 1_000_000).unwrap_or(i64::MAX)
}

pub(super) fn until(lease: Duration) -> i64 {
    now_ms().saturating_add(i64::try_from(lease.as_millis()).unwrap_or(i64::MAX))
}

/// Record that this replica now holds the device's socket (a newer connection anywhere
/// replaces an older row).
pub async fn claim(
    db: &Db,
    claim: &Claim,
    connected_at: &str,
    hello: &proto::Hello,
) -> Result<(), DbError> {
    let memory = serde_json::to_string(&hello.screen_memory).unwrap_or_default();
    let hello = serde_json::to_string(hello).unwrap_or_default();
    sqlx::query(
        "INSERT INTO device_presence (device_id, replica_id, session, connected_at, hello, screen_memory) \
         VALUES ($1, $2, $3, $4, $5, $6) \
         ON CONFLICT (device_id) DO UPDATE SET replica_id = excluded.replica_id, session = excluded.session, \
         connected_at = excluded.connected_at, hello = excluded.hello, \
         screen_memory = excluded.screen_memory",
    )
    .bind(&claim.device_id)
    .bind(&claim.replica_id)
    .bind(&claim.session)
    .bind(connected_at)
    .bind(hello)
    .bind(memory)
    .execute(db.pool())
    .await?;
    Ok(())
}

/// Note the screen memory's new state on the claim's row.
pub async fn set_memory(db: &Db, claim: &Claim, state: &proto::MemoryState) -> Result<(), DbError> {
    sqlx::query(
        "UPDATE device_presence SET screen_memory = $1 WHERE device_id = $2 AND session = $3",
    )
    .bind(serde_json::to_string(state).unwrap_or_default())
    .bind(&claim.device_id)
    .bind(&claim.session)
    .execute(db.pool())
    .await?;
    Ok(())
}

/// Remove the claim's row, unless a newer connection has replaced it.
pub async fn release(db: &Db, claim: &Claim) -> Result<(), DbError> {
    sqlx::query("DELETE FROM device_presence WHERE device_id = $1 AND session = $2")
        .bind(&claim.device_id)
        .bind(&claim.session)
        .execute(db.pool())
        .await?;
    Ok(())
}

/// Mark the device offline (seen now) unless some replica holds a socket for it: the device
/// may have redialled another replica before this one noticed its old socket closing.
pub async fn offline_unless_held(db: &Db, device_id: &str) -> Result<(), DbError> {
    sqlx::query(crate::sql!(
        "UPDATE device_status SET online = 0, last_seen_at = $2 WHERE device_id = $3 \
         AND NOT EXISTS (SELECT 1 FROM {LIVE_ROWS} WHERE p.device_id = device_status.device_id)",
    ))
    .bind(now_ms())
    .bind(crate::store::time::format(crate::store::time::now()))
    .bind(device_id)
    .execute(db.pool())
    .await?;
    Ok(())
}

/// Remove the rows of replicas whose lease ran out, mark devices held nowhere offline, and
/// forget those replicas; returns how many rows went.
pub async fn expire(db: &Db) -> Result<u64, DbError> {
    let now = now_ms();
    let gone = sqlx::query(
        "DELETE FROM device_presence WHERE replica_id NOT IN \
         (SELECT id FROM relay_replicas WHERE lease_until > $1)",
    )
    .bind(now)
    .execute(db.pool())
    .await?
    .rows_affected();
    sqlx::query(crate::sql!(
        "UPDATE device_status SET online = 0 WHERE online <> 0 \
         AND NOT EXISTS (SELECT 1 FROM {LIVE_ROWS} WHERE p.device_id = device_status.device_id)"
    ))
    .bind(now)
    .execute(db.pool())
    .await?;
    super::replicas::forget_lapsed(db, now).await?;
    Ok(gone)
}

const COLUMNS: &str = "p.device_id, p.replica_id, p.connected_at, p.hello, p.screen_memory";

fn read(row: &AnyRow) -> Result<Presence, sqlx::Error> {
    let hello: String = row.try_get("hello")?;
    let memory: String = row.try_get("screen_memory")?;
    let decode = |e: serde_json::Error| sqlx::Error::Decode(Box::new(e));
    Ok(Presence {
        device_id: row.try_get("device_id")?,
        replica_id: row.try_get("replica_id")?,
        connected_at: row.try_get("connected_at")?,
        hello: serde_json::from_str(&hello).map_err(decode)?,
        screen_memory: serde_json::from_str(&memory).map_err(decode)?,
    })
}

/// The device's presence, if its lease holds.
pub async fn get(db: &Db, device_id: &str) -> Result<Option<Presence>, DbError> {
    let row = sqlx::query(crate::sql!(
        "SELECT {COLUMNS} FROM {LIVE_ROWS} WHERE p.device_id = $2"
    ))
    .bind(now_ms())
    .bind(device_id)
    .fetch_optional(db.pool())
    .await?;
    Ok(row.as_ref().map(read).transpose()?)
}

/// The ids of the devices whose lease holds (ids only: a fleet's rows stay in the database).
pub async fn online_ids(db: &Db) -> Result<Vec<String>, DbError> {
    Ok(
        sqlx::query_scalar(crate::sql!("SELECT p.device_id FROM {LIVE_ROWS}"))
            .bind(now_ms())
            .fetch_all(db.pool())
            .await?,
    )
}

/// The rows of those of `ids` whose lease holds, by device id.
pub async fn of_devices(db: &Db, ids: &[&str]) -> Result<HashMap<String, Presence>, DbError> {
    let mut found = HashMap::new();
    // Well under every engine's limit on bound parameters.
    for chunk in ids.chunks(500) {
        let marks: Vec<String> = (0..chunk.len()).map(|i| format!("${}", i + 2)).collect();
        let sql = crate::sql!(
            "SELECT {COLUMNS} FROM {LIVE_ROWS} WHERE p.device_id IN ({})",
            marks.join(", ")
        );
        let mut query = sqlx::query(sql).bind(now_ms());
        for id in chunk {
            query = query.bind(*id);
        }
        for row in query.fetch_all(db.pool()).await? {
            let p = read(&row)?;
            found.insert(p.device_id.clone(), p);
        }
    }
    Ok(found)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hello() -> proto::Hello {
        proto::Hello {
            protocol_version: proto::PROTOCOL_VERSION,
            agent_version: "t".into(),
            display_name: "t".into(),
            platform: proto::Platform {
                os: "linux".into(),
                arch: "x86_64".into(),
                backend: "test".into(),
            },
            displays: Vec::new(),
            capabilities: vec![proto::Capability::Screenshot],
            screen_memory: proto::MemoryState::Active,
            unavailable: Vec::new(),
        }
    }

    fn claim_of(replica: &str, session: &str) -> Claim {
        Claim {
            device_id: "d_1".into(),
            replica_id: replica.into(),
            session: session.into(),
        }
    }

    async fn replica(db: &Db, id: &str) {
        let fresh = super::super::replicas::renew(db, id, "http://127.0.0.1:1", LEASE)
            .await
            .unwrap();
        assert!(!fresh, "a new replica had no lease to keep");
    }

    const LEASE: Duration = Duration::from_secs(30);

    #[tokio::test]
    async fn a_newer_claim_wins_and_an_older_cleanup_leaves_it() {
        let dir = tempfile::tempdir().unwrap();
        let db = Db::open(dir.path(), None).await.unwrap();
        replica(&db, "a").await;
        replica(&db, "b").await;
        let old = claim_of("a", "s_old");
        claim(&db, &old, "2026-01-01T00:00:00.000Z", &hello())
            .await
            .unwrap();
        let p = get(&db, "d_1").await.unwrap().unwrap();
        assert_eq!(p.replica_id, "a");
        assert_eq!(p.hello.capabilities, vec![proto::Capability::Screenshot]);
        assert_eq!(p.screen_memory, proto::MemoryState::Active);

        // The device redials replica b before a notices its old socket closing.
        let new = claim_of("b", "s_new");
        claim(&db, &new, "2026-01-01T00:00:01.000Z", &hello())
            .await
            .unwrap();
        release(&db, &old).await.unwrap();
        set_memory(&db, &old, &proto::MemoryState::Off)
            .await
            .unwrap();
        let p = get(&db, "d_1").await.unwrap().unwrap();
        assert_eq!(
            (p.replica_id.as_str(), p.screen_memory),
            ("b", proto::MemoryState::Active)
        );
        release(&db, &new).await.unwrap();
        assert!(get(&db, "d_1").await.unwrap().is_none());
    }

    #[tokio::test]
    async fn a_lapsed_replica_leaves_its_devices_offline_and_is_swept() {
        let dir = tempfile::tempdir().unwrap();
        let db = Db::open(dir.path(), None).await.unwrap();
        replica(&db, "dead").await;
        replica(&db, "alive").await;
        claim(
            &db,
            &claim_of("dead", "s_1"),
            "2026-01-01T00:00:00.000Z",
            &hello(),
        )
        .await
        .unwrap();
        let mut other = claim_of("alive", "s_2");
        other.device_id = "d_2".into();
        claim(&db, &other, "2026-01-01T00:00:00.000Z", &hello())
            .await
            .unwrap();
        let mut ids = online_ids(&db).await.unwrap();
        ids.sort();
        assert_eq!(ids, ["d_1", "d_2"]);
        assert_eq!(of_devices(&db, &["d_1", "d_2"]).await.unwrap().len(), 2);

        sqlx::query("UPDATE relay_replicas SET lease_until = $1 WHERE id = 'dead'")
            .bind(now_ms() - 1)
            .execute(db.pool())
            .await
            .unwrap();
        assert!(get(&db, "d_1").await.unwrap().is_none());
        assert_eq!(online_ids(&db).await.unwrap(), ["d_2"]);
        assert_eq!(
            of_devices(&db, &["d_1", "d_2"])
                .await
                .unwrap()
                .into_keys()
                .collect::<Vec<_>>(),
            ["d_2"]
        );
        assert_eq!(expire(&db).await.unwrap(), 1, "the dead replica's row");
        assert_eq!(expire(&db).await.unwrap(), 0);
        let replicas: Vec<String> = sqlx::query_scalar("SELECT id FROM relay_replicas")
            .fetch_all(db.pool())
            .await
            .unwrap();
        assert_eq!(replicas, ["alive"]);

        // The dead one comes back: its renewal says the lease had lapsed, so it knows to
        // give up what it thought it held; the live one's says it held.
        let renew = super::super::replicas::renew;
        assert!(
            !renew(&db, "dead", "http://127.0.0.1:1", LEASE)
                .await
                .unwrap()
        );
        assert!(
            renew(&db, "alive", "http://127.0.0.1:1", LEASE)
                .await
                .unwrap()
        );
    }
}
