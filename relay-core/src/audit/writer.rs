//! The writer of this process's appends. Appends that arrive while another write is under
//! way wait, and the next write takes them all (group commit): one multi-row `INSERT` on top
//! of the chain's head as this process last wrote or read it, retried on a fresh head when
//! another process appended meanwhile (the `INSERT` then collides on `seq`).

use std::time::Duration;

use sqlx::Row;
use tokio::sync::Mutex;

use super::COLUMNS;
use super::event::{GENESIS, NewEvent, Outcome, event_hash};
use crate::store::{Db, DbError, time};

/// Writes the appends of this process, one transaction at a time.
#[derive(Debug)]
pub(super) struct Writer {
    db: Db,
    // Serializes this process's writes and holds the chain's head as this process last saw
    // it (`None`: read it from the database); other processes are handled by the seq key.
    head: Mutex<Option<Head>>,
    // Appends waiting for the next write, in arrival order.
    waiting: std::sync::Mutex<Vec<Waiting>>,
}

/// An append waiting for a writer, and where its seq goes.
#[derive(Debug)]
pub(super) struct Waiting {
    pub(super) event: NewEvent,
    pub(super) done: tokio::sync::oneshot::Sender<Result<i64, String>>,
}

/// The last event of the chain: the next one's seq follows `seq` and carries `hash`.
#[derive(Debug, Clone)]
struct Head {
    seq: i64,
    hash: String,
}

/// Most events one `INSERT` writes (12 parameters each: 3,072 in all, under SQLite's and
/// PostgreSQL's limits).
const MAX_BATCH: usize = 256;

impl Writer {
    /// A writer of appends to `db`, which reads the chain's head at its first write.
    pub(super) fn new(db: Db) -> Writer {
        Writer {
            db,
            head: Mutex::new(None),
            waiting: std::sync::Mutex::new(Vec::new()),
        }
    }

    /// The appends waiting for the next write.
    pub(super) fn queue(&self) -> std::sync::MutexGuard<'_, Vec<Waiting>> {
        self.waiting.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Write everything waiting: whoever holds the lock takes what queued meanwhile (this
    /// task's event included, unless an earlier holder took it already).
    pub(super) async fn drain(&self) {
        let mut head = self.head.lock().await;
        loop {
            let batch: Vec<Waiting> = {
                let mut queue = self.queue();
                let n = queue.len().min(MAX_BATCH);
                queue.drain(..n).collect()
            };
            if batch.is_empty() {
                return;
            }
            self.write(&mut head, batch).await;
        }
    }

    /// Write `batch`, retrying when another process appended meanwhile, and tell each waiter
    /// its seq.
    async fn write(&self, head: &mut Option<Head>, batch: Vec<Waiting>) {
        let events: Vec<&NewEvent> = batch.iter().map(|w| &w.event).collect();
        let mut attempt = 0u32;
        let result = loop {
            attempt += 1;
            match self.try_append(head, &events).await {
                Ok(first) => break Ok(first),
                // Lost a race with another process (same seq) or the file was busy: the
                // head is read again before the next attempt. (Should the failed write have
                // landed after all, that read finds it and the retry goes on top of it.)
                Err(e) if attempt < 50 => {
                    *head = None;
                    tracing::debug!(error = %e, attempt, "audit append retry");
                    tokio::time::sleep(Duration::from_millis(2 + u64::from(attempt) * 3)).await;
                }
                Err(e) => {
                    *head = None;
                    break Err(e.to_string());
                }
            }
        };
        for (i, w) in batch.into_iter().enumerate() {
            let seq = result.clone().map(|first| first + i as i64);
            let _ = w.done.send(seq);
        }
    }

    /// The chain's last event as the database has it.
    async fn read_head(&self) -> Result<Head, DbError> {
        let last = sqlx::query("SELECT seq, hash FROM audit_events ORDER BY seq DESC LIMIT 1")
            .fetch_optional(self.db.pool())
            .await?;
        Ok(match last {
            Some(row) => Head {
                seq: row.try_get("seq")?,
                hash: row.try_get("hash")?,
            },
            None => Head {
                seq: 0,
                hash: GENESIS.to_string(),
            },
        })
    }

    /// Append `events` in order in one statement on top of `head` (read first when not
    /// known), and move `head` to the last of them; returns the first one's seq.
    async fn try_append(
        &self,
        head: &mut Option<Head>,
        events: &[&NewEvent],
    ) -> Result<i64, DbError> {
        let start = match head {
            Some(h) => h.clone(),
            None => self.read_head().await?,
        };
        let mut rows = Vec::with_capacity(events.len());
        let mut prev_hash = start.hash;
        for (i, event) in events.iter().enumerate() {
            let seq = start.seq + 1 + i as i64;
            let detail = event.detail.to_string();
            let kind = event.kind.as_str();
            let outcome = event.outcome.map(Outcome::as_str);
            let ts = time::format(time::now());
            let hash = event_hash(
                seq,
                &ts,
                kind,
                event.key_id.as_deref(),
                event.device_id.as_deref(),
                event.tool.as_deref(),
                event.action.as_deref(),
                outcome,
                event.duration_ms,
                &detail,
                &prev_hash,
            );
            rows.push((seq, ts, detail, prev_hash, hash.clone()));
            prev_hash = hash;
        }
        let placeholders: Vec<String> = (0..events.len())
            .map(|r| {
                let p: Vec<String> = (1..=12).map(|c| format!("${}", r * 12 + c)).collect();
                format!("({})", p.join(", "))
            })
            .collect();
        let mut query = sqlx::query(crate::sql!(
            "INSERT INTO audit_events ({COLUMNS}) VALUES {}",
            placeholders.join(", ")
        ));
        for (event, (seq, ts, detail, prev, hash)) in events.iter().zip(&rows) {
            query = query
                .bind(*seq)
                .bind(ts.as_str())
                .bind(event.kind.as_str())
                .bind(event.key_id.as_deref())
                .bind(event.device_id.as_deref())
                .bind(event.tool.as_deref())
                .bind(event.action.as_deref())
                .bind(event.outcome.map(Outcome::as_str))
                .bind(event.duration_ms)
                .bind(detail.as_str())
                .bind(prev.as_str())
                .bind(hash.as_str());
        }
        query.execute(self.db.pool()).await?;
        let last = rows.last().map(|(seq, _, _, _, hash)| Head {
            seq: *seq,
            hash: hash.clone(),
        });
        if let Some(last) = last {
            *head = Some(last);
        }
        Ok(start.seq + 1)
    }
}
