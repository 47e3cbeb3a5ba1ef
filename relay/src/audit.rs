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

use std::time::Duration;

use serde::Serialize;
use sha2::{Digest, Sha256};
use sqlx::Row;
use sqlx::any::AnyRow;
use tokio::sync::Mutex;

use crate::store::{Db, DbError, time};

/// `prev_hash` of the first event.
pub(crate) const GENESIS: &str = "0000000000000000000000000000000000000000000000000000000000000000";

/// What happened.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// An API key was created.
    KeyCreated,
    /// An API key was revoked.
    KeyRevoked,
    /// A device was enrolled.
    DeviceAdded,
    /// A device's token was replaced.
    DeviceTokenReset,
    /// A device was removed.
    DeviceRemoved,
    /// A device's agent connected.
    DeviceConnected,
    /// A device's agent left.
    DeviceDisconnected,
    /// An agent was refused at connect.
    DeviceRefused,
    /// An MCP tool was called (whatever the outcome).
    ToolCall,
    /// A request was refused for lack of a valid key.
    AuthFailed,
    /// A device token, dial token or viewer ticket was refused.
    CredentialRefused,
    /// A recording started on a device.
    RecordingStarted,
    /// A recording stopped on a device.
    RecordingStopped,
    /// An artifact was uploaded and verified.
    ArtifactReady,
    /// A download request passed its link's checks (any method, any range, either store).
    ArtifactDownloaded,
    /// An artifact was deleted (its bytes and its row).
    ArtifactDeleted,
    /// A download link was issued to a key (artifact, expiry).
    DownloadLinkIssued,
    /// A live session was opened (key, device, mode, TTL, reason).
    LiveOpened,
    /// A repeated start gave a running session, whose link nobody used, a new link.
    LiveTicketReissued,
    /// A viewer's bytes started flowing in a live session (address, user agent).
    ViewerConnected,
    /// The viewer of a live session left (address, seconds connected).
    ViewerLeft,
    /// A live session ended (why).
    LiveEnded,
    /// A watch ended, by a stop or by itself (why, frames, actions).
    WatchEnded,
    /// A key uploaded a video for `video_frames` (artifact, bytes, what was found), or
    /// was refused one (why).
    VideoUploaded,
    /// A one-time console sign-in link was issued for a key (expiry, by whom).
    ConsoleLinkIssued,
    /// A console sign-in link was used: a browser session began (session, address).
    ConsoleSignedIn,
    /// A console session was ended by its sign-out.
    ConsoleSignedOut,
}

impl Kind {
    /// The stored name.
    pub fn as_str(self) -> &'static str {
        match self {
            Kind::KeyCreated => "key_created",
            Kind::KeyRevoked => "key_revoked",
            Kind::DeviceAdded => "device_added",
            Kind::DeviceTokenReset => "device_token_reset",
            Kind::DeviceRemoved => "device_removed",
            Kind::DeviceConnected => "device_connected",
            Kind::DeviceDisconnected => "device_disconnected",
            Kind::DeviceRefused => "device_refused",
            Kind::ToolCall => "tool_call",
            Kind::AuthFailed => "auth_failed",
            Kind::CredentialRefused => "credential_refused",
            Kind::RecordingStarted => "recording_started",
            Kind::RecordingStopped => "recording_stopped",
            Kind::ArtifactReady => "artifact_ready",
            Kind::ArtifactDownloaded => "artifact_downloaded",
            Kind::ArtifactDeleted => "artifact_deleted",
            Kind::DownloadLinkIssued => "download_link_issued",
            Kind::LiveOpened => "live_opened",
            Kind::LiveTicketReissued => "live_ticket_reissued",
            Kind::ViewerConnected => "viewer_connected",
            Kind::ViewerLeft => "viewer_left",
            Kind::LiveEnded => "live_ended",
            Kind::WatchEnded => "watch_ended",
            Kind::VideoUploaded => "video_uploaded",
            Kind::ConsoleLinkIssued => "console_link_issued",
            Kind::ConsoleSignedIn => "console_signed_in",
            Kind::ConsoleSignedOut => "console_signed_out",
        }
    }
}

/// Outcome of a tool call.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// Done.
    Ok,
    /// Tried and failed (bad argument, device offline, backend error).
    Error,
    /// Refused: scope or allowlist.
    Denied,
    /// Not done on purpose, for a reason the caller must wait out (input while a human holds
    /// live control).
    SoftFailed,
}

impl Outcome {
    /// The stored name.
    pub fn as_str(self) -> &'static str {
        match self {
            Outcome::Ok => "ok",
            Outcome::Error => "error",
            Outcome::Denied => "denied",
            Outcome::SoftFailed => "soft_failed",
        }
    }
}

/// An event to append.
#[derive(Debug, Clone)]
pub struct NewEvent {
    /// What happened.
    pub kind: Kind,
    /// The key that acted, if any.
    pub key_id: Option<String>,
    /// The device concerned, if any.
    pub device_id: Option<String>,
    /// The tool called.
    pub tool: Option<String>,
    /// The tool's action (`click`, `start`, …).
    pub action: Option<String>,
    /// Outcome.
    pub outcome: Option<Outcome>,
    /// How long it took.
    pub duration_ms: Option<i64>,
    /// Anything else worth keeping (never secrets, pixels or typed text).
    pub detail: serde_json::Value,
}

impl NewEvent {
    /// An event of `kind` with nothing else set.
    pub fn new(kind: Kind) -> Self {
        NewEvent {
            kind,
            key_id: None,
            device_id: None,
            tool: None,
            action: None,
            outcome: None,
            duration_ms: None,
            detail: serde_json::Value::Object(Default::default()),
        }
    }

    /// Set the key.
    pub fn key(mut self, id: impl Into<String>) -> Self {
        self.key_id = Some(id.into());
        self
    }

    /// Set the device.
    pub fn device(mut self, id: impl Into<String>) -> Self {
        self.device_id = Some(id.into());
        self
    }

    /// Set the detail object.
    pub fn detail(mut self, detail: serde_json::Value) -> Self {
        self.detail = detail;
        self
    }
}

/// A stored event.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct Event {
    /// Position in the chain, from 1.
    pub seq: i64,
    /// When, RFC 3339 UTC.
    pub ts: String,
    /// What happened.
    pub kind: String,
    /// Key that acted.
    pub key_id: Option<String>,
    /// Device concerned.
    pub device_id: Option<String>,
    /// Tool called.
    pub tool: Option<String>,
    /// Tool action.
    pub action: Option<String>,
    /// ok, error, denied.
    pub outcome: Option<String>,
    /// Duration of a call.
    pub duration_ms: Option<i64>,
    /// Extra fields.
    pub detail: serde_json::Value,
    /// Hash of the previous event.
    pub prev_hash: String,
    /// Hash of this event.
    pub hash: String,
}

/// Filter for [`Audit::list`]: every field that is set must hold.
#[derive(Debug, Clone, Default)]
pub struct Filter {
    /// Only events about this device.
    pub device_id: Option<String>,
    /// Only events at or after this time (RFC 3339).
    pub since: Option<String>,
    /// At most this many, newest kept.
    pub limit: Option<i64>,
    /// Only events of this key.
    pub key_id: Option<String>,
    /// Only calls of this tool.
    pub tool: Option<String>,
    /// Only this outcome (`ok`, `error`, `denied`, `soft_failed`).
    pub outcome: Option<String>,
    /// Only events of this kind (`tool_call`, `live_ended`, …).
    pub kind: Option<String>,
    /// Only events before this time (RFC 3339).
    pub until: Option<String>,
    /// Only events older than this sequence number (the next page, newest first).
    pub before_seq: Option<i64>,
    /// Only events whose detail names this id as a value (an artifact, a live session);
    /// letters, digits, `_` and `-` only.
    pub about: Option<String>,
}

/// What [`Audit::verify`] found.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct Verification {
    /// Whether the whole chain holds.
    pub ok: bool,
    /// Events read.
    pub events: i64,
    /// The first event that breaks the chain.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub first_broken: Option<i64>,
    /// Why it breaks.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
}

/// The audit log.
#[derive(Debug)]
pub struct Audit {
    db: Db,
    writer: std::sync::Arc<Writer>,
}

/// Writes the appends of this process, one transaction at a time.
#[derive(Debug)]
struct Writer {
    db: Db,
    // Serializes this process's writes and holds the chain's head as this process last saw
    // it (`None`: read it from the database); other processes are handled by the seq key.
    head: Mutex<Option<Head>>,
    // Appends waiting for the next write, in arrival order.
    waiting: std::sync::Mutex<Vec<Waiting>>,
}

/// An append waiting for a writer, and where its seq goes.
#[derive(Debug)]
struct Waiting {
    event: NewEvent,
    done: tokio::sync::oneshot::Sender<Result<i64, String>>,
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

/// The hash of one event's content and the hash before it.
#[allow(clippy::too_many_arguments)]
fn event_hash(
    seq: i64,
    ts: &str,
    kind: &str,
    key_id: Option<&str>,
    device_id: Option<&str>,
    tool: Option<&str>,
    action: Option<&str>,
    outcome: Option<&str>,
    duration_ms: Option<i64>,
    detail: &str,
    prev_hash: &str,
) -> String {
    // A JSON array is an unambiguous encoding: no field can bleed into the next.
    let canonical = serde_json::json!([
        seq,
        ts,
        kind,
        key_id,
        device_id,
        tool,
        action,
        outcome,
        duration_ms,
        detail,
        prev_hash
    ]);
    hex::encode(Sha256::digest(canonical.to_string().as_bytes()))
}

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
            writer: std::sync::Arc::new(Writer {
                db: db.clone(),
                head: Mutex::new(None),
                waiting: std::sync::Mutex::new(Vec::new()),
            }),
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

impl Writer {
    fn queue(&self) -> std::sync::MutexGuard<'_, Vec<Waiting>> {
        self.waiting.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Write everything waiting: whoever holds the lock takes what queued meanwhile (this
    /// task's event included, unless an earlier holder took it already).
    async fn drain(&self) {
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
        let dir =
            std::env::temp_dir().join(format!("relay-audit-test-{}", crate::secret::short_id("")));
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
