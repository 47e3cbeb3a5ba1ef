//! The audit log: append-only events, each carrying the hash of the one before it.
//!
//! Event `n` stores `prev_hash` (event `n-1`'s hash) and `hash`, the SHA-256 of its own
//! fields and `prev_hash`. Editing a row breaks its own hash; deleting one leaves a gap in
//! `seq` and a `prev_hash` that matches nothing; [`Audit::verify`] names the first such row.
//! Appends from several processes (the relay and the CLI, or several relays on PostgreSQL)
//! stay one chain because `seq` is the primary key: a writer that lost the race retries on
//! top of the winner. Within one process, appends that arrive while another is being
//! written go together in the next write (group commit), so a thousand agents connecting at
//! once cost a few commits, not a thousand. A write is one multi-row `INSERT`, atomic on its
//! own, on top of the chain's head as this process last wrote or read it: one database round
//! trip per batch, which a tool call waits for before it answers. A head gone stale (another
//! process appended since) makes the `INSERT` collide on `seq`; the writer then reads the
//! head again and retries.
//! Image bytes and typed text are never recorded.
//!
//! What an event is and how it is hashed live in `event`, the group commit in `writer`,
//! the signed checkpoints that catch a rewritten database in [`checkpoint`]; this module
//! is the log itself: append, list and verify.

use sqlx::Row;
use sqlx::any::AnyRow;

use crate::store::{Db, DbError};

pub mod checkpoint;
mod event;
mod writer;

pub use event::{Event, Filter, Kind, NewEvent, Outcome, Verification};
use event::{GENESIS, event_hash};
use writer::{Waiting, Writer};

/// The audit log.
#[derive(Debug)]
pub struct Audit {
    db: Db,
    writer: std::sync::Arc<Writer>,
}

/// The columns of `audit_events`, in the order events are written and read.
const COLUMNS: &str =
    "seq, ts, kind, key_id, device_id, tool, action, outcome, duration_ms, detail, prev_hash, hash";

struct RawEvent {
    event: Event,
    detail_text: String,
}

fn read_row(row: &AnyRow) -> Result<RawEvent, sqlx::Error> {
    let detail_text: String = row.try_get("detail")?;
    Ok(RawEvent {
        event: Event {
            seq: row.try_get("seq")?,
            ts: row.try_get("ts")?,
            kind: row.try_get("kind")?,
            key_id: row.try_get("key_id")?,
            device_id: row.try_get("device_id")?,
            tool: row.try_get("tool")?,
            action: row.try_get("action")?,
            outcome: row.try_get("outcome")?,
            duration_ms: row.try_get("duration_ms")?,
            detail: serde_json::from_str(&detail_text)
                .unwrap_or(serde_json::Value::String(detail_text.clone())),
            prev_hash: row.try_get("prev_hash")?,
            hash: row.try_get("hash")?,
        },
        detail_text,
    })
}

impl Audit {
    /// The log stored in `db`.
    pub fn new(db: Db) -> Self {
        Audit {
            writer: std::sync::Arc::new(Writer::new(db.clone())),
            db,
        }
    }

    /// Append an event; returns its seq.
    pub async fn append(&self, event: NewEvent) -> Result<i64, DbError> {
        let (done, seq) = tokio::sync::oneshot::channel();
        self.writer.queue().push(Waiting { event, done });
        // The write runs on a task of its own, so that a caller that gives up (a cancelled
        // request) never abandons a batch holding other callers' events.
        let writer = self.writer.clone();
        tokio::spawn(async move { writer.drain().await });
        match seq.await {
            Ok(Ok(seq)) => Ok(seq),
            Ok(Err(message)) => Err(DbError::Sqlx(sqlx::Error::Protocol(message))),
            Err(_) => Err(DbError::Sqlx(sqlx::Error::Protocol(
                "the audit writer went away".into(),
            ))),
        }
    }
}

impl Audit {
    /// Append, logging instead of failing: for events whose loss must not fail the
    /// operation that caused them (the log line says so, so the gap is visible).
    pub async fn record(&self, event: NewEvent) {
        let kind = event.kind.as_str();
        if let Err(e) = self.append(event).await {
            tracing::error!(error = %e, kind, "could not write audit event");
        }
    }

    /// Events matching `filter`, oldest first (the newest `limit` of them).
    pub async fn list(&self, filter: &Filter) -> Result<Vec<Event>, DbError> {
        let mut sql = format!("SELECT {COLUMNS} FROM audit_events WHERE 1=1");
        let mut binds: Vec<String> = Vec::new();
        let mut text = |column: &str, op: &str, value: &Option<String>, sql: &mut String| {
            if let Some(v) = value {
                binds.push(v.clone());
                sql.push_str(&format!(" AND {column} {op} ${}", binds.len()));
            }
        };
        text("device_id", "=", &filter.device_id, &mut sql);
        text("ts", ">=", &filter.since, &mut sql);
        text("key_id", "=", &filter.key_id, &mut sql);
        text("tool", "=", &filter.tool, &mut sql);
        text("outcome", "=", &filter.outcome, &mut sql);
        text("kind", "=", &filter.kind, &mut sql);
        text("ts", "<", &filter.until, &mut sql);
        // The detail is stored as compact JSON, so an id as a value reads `"<id>"`; ids are
        // checked for their alphabet, so no LIKE wildcard but `_` (a harmless one) gets in.
        let about = filter
            .about
            .as_ref()
            .filter(|a| {
                !a.is_empty()
                    && a.len() <= 64
                    && a.bytes()
                        .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
            })
            .map(|a| format!("%\"{a}\"%"));
        if filter.about.is_some() && about.is_none() {
            return Ok(Vec::new());
        }
        text("detail", "LIKE", &about, &mut sql);
        let mut n = binds.len();
        if filter.before_seq.is_some() {
            n += 1;
            sql.push_str(&format!(" AND seq < ${n}"));
        }
        sql.push_str(" ORDER BY seq DESC");
        if filter.limit.is_some() {
            n += 1;
            sql.push_str(&format!(" LIMIT ${n}"));
        }
        let mut q = sqlx::query(sqlx::AssertSqlSafe(sql));
        for b in &binds {
            q = q.bind(b);
        }
        if let Some(s) = filter.before_seq {
            q = q.bind(s);
        }
        if let Some(l) = filter.limit {
            q = q.bind(l);
        }
        let rows = q.fetch_all(self.db.pool()).await?;
        let mut events = rows
            .iter()
            .map(|r| read_row(r).map(|e| e.event))
            .collect::<Result<Vec<_>, _>>()?;
        events.reverse();
        Ok(events)
    }

    /// The chain's head: the last event's seq and hash, `None` while the log is empty.
    pub async fn head(&self) -> Result<Option<(i64, String)>, DbError> {
        let row = sqlx::query("SELECT seq, hash FROM audit_events ORDER BY seq DESC LIMIT 1")
            .fetch_optional(self.db.pool())
            .await?;
        Ok(match row {
            Some(r) => Some((r.try_get("seq")?, r.try_get("hash")?)),
            None => None,
        })
    }

    /// The hash stored with event `seq`, `None` when there is no such event.
    pub async fn hash_of(&self, seq: i64) -> Result<Option<String>, DbError> {
        let row = sqlx::query("SELECT hash FROM audit_events WHERE seq = $1")
            .bind(seq)
            .fetch_optional(self.db.pool())
            .await?;
        Ok(match row {
            Some(r) => Some(r.try_get("hash")?),
            None => None,
        })
    }

    /// Walk the whole chain and report the first event that does not hold.
    pub async fn verify(&self) -> Result<Verification, DbError> {
        let mut expected_seq = 1i64;
        let mut prev_hash = GENESIS.to_string();
        let mut count = 0i64;
        loop {
            let rows = sqlx::query(crate::sql!(
                "SELECT {COLUMNS} FROM audit_events WHERE seq >= $1 ORDER BY seq LIMIT 1000"
            ))
            .bind(expected_seq)
            .fetch_all(self.db.pool())
            .await?;
            if rows.is_empty() {
                break;
            }
            for row in &rows {
                let RawEvent {
                    event: e,
                    detail_text,
                } = read_row(row)?;
                count += 1;
                let broken = |reason: String| Verification {
                    ok: false,
                    events: count,
                    first_broken: Some(e.seq),
                    reason: Some(reason),
                };
                if e.seq != expected_seq {
                    let missing = if e.seq - expected_seq == 1 {
                        format!("event {expected_seq} is missing (deleted)")
                    } else {
                        format!("events {expected_seq}..{} are missing (deleted)", e.seq - 1)
                    };
                    return Ok(broken(missing));
                }
                if e.prev_hash != prev_hash {
                    return Ok(broken(format!(
                        "prev_hash does not match the hash of event {}",
                        e.seq - 1
                    )));
                }
                let recomputed = event_hash(
                    e.seq,
                    &e.ts,
                    &e.kind,
                    e.key_id.as_deref(),
                    e.device_id.as_deref(),
                    e.tool.as_deref(),
                    e.action.as_deref(),
                    e.outcome.as_deref(),
                    e.duration_ms,
                    &detail_text,
                    &e.prev_hash,
                );
                if recomputed != e.hash {
                    return Ok(broken(format!(
                        "event {} was modified: its content does not match its hash",
                        e.seq
                    )));
                }
                prev_hash = e.hash;
                expected_seq += 1;
            }
        }
        Ok(Verification {
            ok: true,
            events: count,
            first_broken: None,
            reason: None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    async fn audit() -> (Audit, Db, std::path::PathBuf) {
        let dir = std::env::temp_dir().join(format!(
            "relay-audit-test-{}",
            crate::access::secret::short_id("")
        ));
        std::fs::create_dir_all(&dir).unwrap();
        let db = Db::open(&dir, None).await.unwrap();
        (Audit::new(db.clone()), db, dir)
    }

    #[tokio::test]
    async fn chain_verifies_and_detects_edits_and_deletions() {
        let (audit, db, dir) = audit().await;
        for i in 0..5 {
            audit
                .append(
                    NewEvent::new(Kind::ToolCall)
                        .key("k")
                        .detail(serde_json::json!({"i": i})),
                )
                .await
                .unwrap();
        }
        let v = audit.verify().await.unwrap();
        assert!(v.ok, "{v:?}");
        assert_eq!(v.events, 5);

        sqlx::query("UPDATE audit_events SET outcome = 'ok' WHERE seq = 3")
            .execute(db.pool())
            .await
            .unwrap();
        let v = audit.verify().await.unwrap();
        assert_eq!((v.ok, v.first_broken), (false, Some(3)), "{v:?}");

        sqlx::query("UPDATE audit_events SET outcome = NULL WHERE seq = 3")
            .execute(db.pool())
            .await
            .unwrap();
        assert!(audit.verify().await.unwrap().ok);
        sqlx::query("DELETE FROM audit_events WHERE seq = 2")
            .execute(db.pool())
            .await
            .unwrap();
        let v = audit.verify().await.unwrap();
        assert_eq!((v.ok, v.first_broken), (false, Some(3)), "{v:?}");
        assert!(v.reason.unwrap().contains("event 2 is missing"));
        std::fs::remove_dir_all(dir).ok();
    }

    #[tokio::test]
    async fn concurrent_writers_keep_one_chain() {
        let (audit, db, dir) = audit().await;
        let other = Audit::new(db.clone());
        let a = async {
            for _ in 0..20 {
                audit.append(NewEvent::new(Kind::ToolCall)).await.unwrap();
            }
        };
        let b = async {
            for _ in 0..20 {
                other.append(NewEvent::new(Kind::KeyCreated)).await.unwrap();
            }
        };
        tokio::join!(a, b);
        let v = audit.verify().await.unwrap();
        assert!(v.ok && v.events == 40, "{v:?}");
        std::fs::remove_dir_all(dir).ok();
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn appends_that_arrive_together_are_written_together_each_told_its_seq() {
        let (audit, _db, dir) = audit().await;
        let audit = std::sync::Arc::new(audit);
        // 300 appends at once: more than one batch, each told its own seq.
        let tasks: Vec<_> = (0..300)
            .map(|i| {
                let audit = audit.clone();
                tokio::spawn(async move {
                    let seq = audit
                        .append(NewEvent::new(Kind::ToolCall).detail(serde_json::json!({"i": i})))
                        .await
                        .unwrap();
                    (i, seq)
                })
            })
            .collect();
        let mut seqs = Vec::new();
        for t in tasks {
            seqs.push(t.await.unwrap());
        }
        let mut only_seqs: Vec<i64> = seqs.iter().map(|(_, s)| *s).collect();
        only_seqs.sort();
        assert_eq!(only_seqs, (1..=300).collect::<Vec<i64>>());
        // Each caller's seq is the row holding its own event.
        let events = audit
            .list(&Filter {
                limit: Some(1000),
                ..Default::default()
            })
            .await
            .unwrap();
        for (i, seq) in seqs {
            let e = events.iter().find(|e| e.seq == seq).unwrap();
            assert_eq!(e.detail["i"], serde_json::json!(i));
        }
        let v = audit.verify().await.unwrap();
        assert!(v.ok && v.events == 300, "{v:?}");
        std::fs::remove_dir_all(dir).ok();
    }
}
