//! Signed checkpoints of the audit chain, kept outside the database.
//!
//! The hash chain catches an edited or deleted row, unless whoever edits the database also
//! recomputes every hash after the edit: the chain then holds again. A checkpoint is the
//! chain's head (a seq and its hash) signed with an Ed25519 key derived from the root
//! secret, written as an object of the artifact store at intervals and when the relay
//! stops. Rewriting the database no longer suffices: an event at or below a checkpointed
//! seq must still have the hash the checkpoint signed, and a log cut below a checkpoint
//! lacks events the checkpoint vouches for. Forging a checkpoint needs the root secret,
//! which is in neither the database nor the store. An auditor needs only the public key
//! (`relay audit public-key`) to check the checkpoints with `relay audit verify`.

use std::path::Path;
use std::time::Duration;

use ring::signature::{ED25519, Ed25519KeyPair, KeyPair as _, UnparsedPublicKey};
use serde::{Deserialize, Serialize};

use super::Audit;
use crate::access::secret::RootSecret;
use crate::artifacts::{ArtifactStore, StoreError};
use crate::store::DbError;

/// Where checkpoints live in the artifact store: `audit-checkpoints/<seq, 20 digits>.json`.
pub const PREFIX: &str = "audit-checkpoints/";

/// The first line of every signed message, so that the key signs nothing else by accident.
const CONTEXT: &str = "relay audit checkpoint v1";

/// The largest checkpoint object read back (one is about 300 bytes).
const MAX_CHECKPOINT_BYTES: u64 = 4096;

/// The signing key of checkpoints, derived from the root secret: every replica sharing the
/// secret signs with the same key.
pub struct CheckpointKey {
    pair: Ed25519KeyPair,
}

impl std::fmt::Debug for CheckpointKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // The public half only: the private key is never printed.
        f.debug_struct("CheckpointKey")
            .field("public_key", &self.public_hex())
            .finish()
    }
}

impl CheckpointKey {
    /// The key of the deployment whose root secret is `root`.
    pub fn from_root(root: &RootSecret) -> Self {
        let seed = root.derive("audit_checkpoint_ed25519_v1");
        let pair = Ed25519KeyPair::from_seed_unchecked(seed.bytes())
            .unwrap_or_else(|_| unreachable!("any 32 bytes are an Ed25519 seed"));
        CheckpointKey { pair }
    }

    /// The public key's 32 bytes.
    pub fn public_key(&self) -> &[u8] {
        self.pair.public_key().as_ref()
    }

    /// The public key, lowercase hex (64 digits): what auditors are given.
    pub fn public_hex(&self) -> String {
        hex::encode(self.public_key())
    }

    fn sign(&self, seq: i64, hash: &str, signed_at: &str) -> Checkpoint {
        let signature = self.pair.sign(&message(seq, hash, signed_at));
        Checkpoint {
            format: 1,
            seq,
            hash: hash.to_string(),
            signed_at: signed_at.to_string(),
            public_key: self.public_hex(),
            signature: hex::encode(signature.as_ref()),
        }
    }
}

/// A public key given by an auditor, `--public-key` (64 hex digits).
pub fn parse_public_key(hex_text: &str) -> Result<Vec<u8>, String> {
    match hex::decode(hex_text.trim()) {
        Ok(bytes) if bytes.len() == 32 => Ok(bytes),
        _ => Err(format!(
            "public-key: expected 64 hexadecimal digits (an Ed25519 public key), got {} characters",
            hex_text.trim().len()
        )),
    }
}

/// One checkpoint as stored (JSON).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Checkpoint {
    /// Always 1.
    pub format: u32,
    /// The seq of the chain's head when signed.
    pub seq: i64,
    /// That event's hash.
    pub hash: String,
    /// When it was signed (RFC 3339, UTC).
    pub signed_at: String,
    /// The signing key's public half, lowercase hex (informative: checks use the key the
    /// auditor trusts, never this one).
    pub public_key: String,
    /// The Ed25519 signature of the message [`message`] builds, lowercase hex.
    pub signature: String,
}

impl Checkpoint {
    /// Whether the signature is `public_key`'s over this seq, hash and time.
    pub fn signed_by(&self, public_key: &[u8]) -> bool {
        let Ok(signature) = hex::decode(&self.signature) else {
            return false;
        };
        UnparsedPublicKey::new(&ED25519, public_key)
            .verify(&message(self.seq, &self.hash, &self.signed_at), &signature)
            .is_ok()
    }
}

/// The bytes signed: unambiguous lines, each field on its own.
fn message(seq: i64, hash: &str, signed_at: &str) -> Vec<u8> {
    format!("{CONTEXT}\nseq {seq}\nhash {hash}\nsigned_at {signed_at}\n").into_bytes()
}

/// The object key of the checkpoint of `seq` (zero-padded, so keys sort as seqs do).
pub fn object_key(seq: i64) -> String {
    format!("{PREFIX}{seq:020}.json")
}

/// Why a checkpoint could not be written or read.
#[derive(Debug, thiserror::Error)]
pub enum CheckpointError {
    /// The database failed.
    #[error(transparent)]
    Db(#[from] DbError),
    /// The artifact store failed.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// The scratch file could not be written or read.
    #[error("audit checkpoint scratch file: {0}")]
    Io(#[from] std::io::Error),
}

/// Sign the chain's head and store it, unless the head is `last` (nothing new since the
/// previous checkpoint) or the log is empty. Returns the seq checkpointed.
pub async fn write(
    audit: &Audit,
    store: &dyn ArtifactStore,
    key: &CheckpointKey,
    scratch: &Path,
    last: Option<i64>,
) -> Result<Option<i64>, CheckpointError> {
    let Some((seq, hash)) = audit.head().await? else {
        return Ok(None);
    };
    if last == Some(seq) {
        return Ok(None);
    }
    let signed_at = time::OffsetDateTime::now_utc()
        .format(&time::format_description::well_known::Rfc3339)
        .unwrap_or_else(|_| unreachable!("a UTC time always formats as RFC 3339"));
    let body = serde_json::to_vec(&key.sign(seq, &hash, &signed_at))
        .unwrap_or_else(|_| unreachable!("a checkpoint always serialises"));
    tokio::fs::create_dir_all(scratch).await?;
    let file = scratch.join(format!(
        "checkpoint-{}",
        crate::access::secret::short_id("")
    ));
    tokio::fs::write(&file, &body).await?;
    let digest = {
        use sha2::Digest as _;
        hex::encode(sha2::Sha256::digest(&body))
    };
    let stored = store
        .put_file(&object_key(seq), &file, body.len() as u64, &digest)
        .await;
    // The filesystem store moves the file away; any other leaves it here.
    let _ = tokio::fs::remove_file(&file).await;
    stored?;
    Ok(Some(seq))
}

/// Checkpoint the chain every `interval` until `shutdown` (the relay writes the last one
/// itself, after its drain, so that it covers the events the drain wrote).
pub async fn run(
    audit: Audit,
    store: std::sync::Arc<dyn ArtifactStore>,
    key: std::sync::Arc<CheckpointKey>,
    scratch: std::path::PathBuf,
    interval: Duration,
    shutdown: tokio_util::sync::CancellationToken,
) {
    let mut last = None;
    loop {
        tokio::select! {
            () = tokio::time::sleep(interval) => {}
            () = shutdown.cancelled() => return,
        }
        match write(&audit, store.as_ref(), &key, &scratch, last).await {
            Ok(Some(seq)) => {
                tracing::debug!(seq, "audit checkpoint written");
                last = Some(seq);
            }
            Ok(None) => {}
            Err(e) => tracing::warn!(error = %e, "could not write an audit checkpoint"),
        }
    }
}

/// What checking the stored checkpoints against the log found.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct CheckpointReport {
    /// Whether every checkpoint is signed by the key and matches the log.
    pub ok: bool,
    /// The public key checked against, lowercase hex.
    pub public_key: String,
    /// Checkpoints that hold.
    pub verified: usize,
    /// The highest seq a checkpoint that holds vouches for.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_seq: Option<i64>,
    /// When that checkpoint was signed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_signed_at: Option<String>,
    /// The first checkpoint that does not hold, and why.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub problem: Option<String>,
}

/// Check every checkpoint in `store` against `public_key` and the log, in seq order, and
/// report the first that does not hold.
pub async fn verify(
    audit: &Audit,
    store: &dyn ArtifactStore,
    public_key: &[u8],
    scratch: &Path,
) -> Result<CheckpointReport, CheckpointError> {
    let mut keys = store.list_keys(PREFIX).await?;
    keys.sort();
    let mut report = CheckpointReport {
        ok: true,
        public_key: hex::encode(public_key),
        verified: 0,
        last_seq: None,
        last_signed_at: None,
        problem: None,
    };
    for object in keys {
        let checkpoint = match read(store, &object, scratch).await? {
            Ok(c) => c,
            Err(why) => return Ok(report.broken(format!("{object}: {why}"))),
        };
        if object != object_key(checkpoint.seq) {
            return Ok(report.broken(format!(
                "{object}: it holds the checkpoint of event {}, which belongs elsewhere",
                checkpoint.seq
            )));
        }
        if !checkpoint.signed_by(public_key) {
            return Ok(report.broken(format!(
                "{object}: its signature is not the key's (it names the key {}): forged or signed by another deployment",
                checkpoint.public_key
            )));
        }
        match audit.hash_of(checkpoint.seq).await? {
            None => {
                return Ok(report.broken(format!(
                    "event {} is missing from the log, but a checkpoint signed at {} vouches for it: the log was cut",
                    checkpoint.seq, checkpoint.signed_at
                )));
            }
            Some(hash) if hash != checkpoint.hash => {
                return Ok(report.broken(format!(
                    "event {}'s hash is not the one the checkpoint signed at {} holds: the log was rewritten at or before it",
                    checkpoint.seq, checkpoint.signed_at
                )));
            }
            Some(_) => {}
        }
        report.verified += 1;
        report.last_seq = Some(checkpoint.seq);
        report.last_signed_at = Some(checkpoint.signed_at);
    }
    Ok(report)
}

impl CheckpointReport {
    fn broken(mut self, problem: String) -> Self {
        self.ok = false;
        self.problem = Some(problem);
        self
    }
}

/// The whole verification, as `relay audit verify --json`, the console and
/// `GET /v1/admin/audit/verify` report it: the chain's report (`events`, `first_broken`,
/// `reason`), the checkpoints' own, and `ok` for both.
#[derive(Debug, Clone, Serialize)]
pub struct VerifyReport {
    /// The chain holds and so does every checkpoint that was checked.
    pub ok: bool,
    /// The chain holds.
    pub chain_ok: bool,
    /// Events read.
    pub events: i64,
    /// The first event that breaks the chain.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub first_broken: Option<i64>,
    /// Why it breaks.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    /// The signed checkpoints, when a key to check them was at hand.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub checkpoints: Option<CheckpointReport>,
    /// Why the checkpoints were not checked.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub checkpoints_unchecked: Option<String>,
}

impl VerifyReport {
    /// The chain's verification with the checkpoints' (`Err(why)` when they were not
    /// checked).
    pub fn new(chain: super::Verification, checkpoints: Result<CheckpointReport, String>) -> Self {
        let (checkpoints, unchecked) = match checkpoints {
            Ok(c) => (Some(c), None),
            Err(why) => (None, Some(why)),
        };
        VerifyReport {
            ok: chain.ok && checkpoints.as_ref().is_none_or(|c| c.ok),
            chain_ok: chain.ok,
            events: chain.events,
            first_broken: chain.first_broken,
            reason: chain.reason,
            checkpoints,
            checkpoints_unchecked: unchecked,
        }
    }
}

/// The chain and the checkpoints in `store`, checked against `public_key`.
pub async fn verify_all(
    audit: &Audit,
    store: &dyn ArtifactStore,
    public_key: &[u8],
    scratch: &Path,
) -> Result<VerifyReport, CheckpointError> {
    let chain = audit.verify().await?;
    let checkpoints = verify(audit, store, public_key, scratch).await?;
    Ok(VerifyReport::new(chain, Ok(checkpoints)))
}

/// Read one stored checkpoint: `Ok(Err(why))` when the object is not one.
async fn read(
    store: &dyn ArtifactStore,
    object: &str,
    scratch: &Path,
) -> Result<Result<Checkpoint, String>, CheckpointError> {
    let copy = store.local_copy(object, scratch).await?;
    let size = tokio::fs::metadata(copy.path()).await?.len();
    if size > MAX_CHECKPOINT_BYTES {
        return Ok(Err(format!(
            "{size} bytes, more than a checkpoint's {MAX_CHECKPOINT_BYTES}"
        )));
    }
    let bytes = tokio::fs::read(copy.path()).await?;
    Ok(serde_json::from_slice::<Checkpoint>(&bytes)
        .map_err(|e| format!("not a checkpoint ({e})"))
        .and_then(|c| {
            if c.format == 1 {
                Ok(c)
            } else {
                Err(format!("format {} is not 1", c.format))
            }
        }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_checkpoint_verifies_with_its_key_only_and_only_as_signed() {
        let key = CheckpointKey::from_root(&RootSecret::random());
        let public = key.public_key().to_vec();
        let c = key.sign(7, "ab", "2026-12-07T00:00:00Z");
        assert!(c.signed_by(&public));
        let other = CheckpointKey::from_root(&RootSecret::random());
        assert!(!c.signed_by(other.public_key()));
        for changed in [
            Checkpoint {
                seq: 8,
                ..c.clone()
            },
            Checkpoint {
                hash: "ac".into(),
                ..c.clone()
            },
            Checkpoint {
                signed_at: "2026-12-08T00:00:00Z".into(),
                ..c.clone()
            },
            Checkpoint {
                signature: "zz".into(),
                ..c.clone()
            },
        ] {
            assert!(!changed.signed_by(&public), "{changed:?}");
        }
        // The same root secret gives the same key on every replica.
        let root = RootSecret::random();
        assert_eq!(
            CheckpointKey::from_root(&root).public_hex(),
            CheckpointKey::from_root(&root.clone()).public_hex()
        );
        // Its Debug form shows the public half, never the seed.
        let seed = hex::encode(root.derive("audit_checkpoint_ed25519_v1").bytes());
        let shown = format!("{:?}", CheckpointKey::from_root(&root));
        assert!(
            shown.contains("public_key") && !shown.contains(&seed),
            "{shown}"
        );
    }

    /// A log of `n` events in a fresh data directory, with its filesystem store.
    async fn log_of(
        n: i64,
    ) -> (
        Audit,
        crate::store::Db,
        crate::artifacts::fs::FsStore,
        tempfile::TempDir,
    ) {
        let dir = tempfile::tempdir().unwrap();
        let db = crate::store::Db::open(dir.path(), None).await.unwrap();
        let audit = Audit::new(db.clone());
        for i in 0..n {
            audit
                .append(
                    super::super::NewEvent::new(super::super::Kind::ToolCall)
                        .detail(serde_json::json!({ "i": i })),
                )
                .await
                .unwrap();
        }
        let store =
            crate::artifacts::fs::FsStore::new(dir.path().join("artifacts"), &RootSecret::random());
        (audit, db, store, dir)
    }

    /// Rewrite event `seq`'s detail and recompute its hash and every later one's, as someone
    /// with the database but not the root secret would.
    async fn rewrite_from(db: &crate::store::Db, seq: i64) {
        use sqlx::Row as _;
        let rows = sqlx::query(crate::sql!(
            "SELECT {} FROM audit_events WHERE seq >= $1 ORDER BY seq",
            super::super::COLUMNS
        ))
        .bind(seq)
        .fetch_all(db.pool())
        .await
        .unwrap();
        let mut prev: String = sqlx::query("SELECT hash FROM audit_events WHERE seq = $1")
            .bind(seq - 1)
            .fetch_one(db.pool())
            .await
            .unwrap()
            .try_get("hash")
            .unwrap();
        for row in rows {
            let e = super::super::read_row(&row).unwrap();
            let detail = if e.event.seq == seq {
                r#"{"i":"forged"}"#.to_string()
            } else {
                e.detail_text
            };
            let hash = super::super::event_hash(
                e.event.seq,
                &e.event.ts,
                &e.event.kind,
                e.event.key_id.as_deref(),
                e.event.device_id.as_deref(),
                e.event.tool.as_deref(),
                e.event.action.as_deref(),
                e.event.outcome.as_deref(),
                e.event.duration_ms,
                &detail,
                &prev,
            );
            sqlx::query(
                "UPDATE audit_events SET detail = $1, prev_hash = $2, hash = $3 WHERE seq = $4",
            )
            .bind(&detail)
            .bind(&prev)
            .bind(&hash)
            .bind(e.event.seq)
            .execute(db.pool())
            .await
            .unwrap();
            prev = hash;
        }
    }

    #[tokio::test]
    async fn a_database_rewritten_with_recomputed_hashes_fails_the_checkpoints() {
        let (audit, db, store, dir) = log_of(5).await;
        let key = CheckpointKey::from_root(&RootSecret::random());
        let public = key.public_key().to_vec();
        let scratch = dir.path().join("tmp");
        assert_eq!(
            write(&audit, &store, &key, &scratch, None).await.unwrap(),
            Some(5)
        );
        // Nothing new since: no second checkpoint.
        assert_eq!(
            write(&audit, &store, &key, &scratch, Some(5))
                .await
                .unwrap(),
            None
        );
        let report = verify(&audit, &store, &public, &scratch).await.unwrap();
        assert!(
            report.ok && report.verified == 1 && report.last_seq == Some(5),
            "{report:?}"
        );
        // Events after the checkpoint are the chain's alone to vouch for.
        for _ in 0..2 {
            audit
                .append(super::super::NewEvent::new(super::super::Kind::ToolCall))
                .await
                .unwrap();
        }
        assert!(verify(&audit, &store, &public, &scratch).await.unwrap().ok);

        rewrite_from(&db, 3).await;
        assert!(
            audit.verify().await.unwrap().ok,
            "the chain alone is fooled"
        );
        let report = verify(&audit, &store, &public, &scratch).await.unwrap();
        assert!(!report.ok && report.verified == 0, "{report:?}");
        let problem = report.problem.unwrap();
        assert!(
            problem.contains("event 5's hash is not the one the checkpoint signed")
                && problem.contains("rewritten"),
            "{problem}"
        );

        // Another deployment's key (or a forger's) does not verify the same checkpoint.
        let stranger = CheckpointKey::from_root(&RootSecret::random());
        let report = verify(&audit, &store, stranger.public_key(), &scratch)
            .await
            .unwrap();
        assert!(
            !report.ok
                && report
                    .problem
                    .unwrap()
                    .contains("its signature is not the key's")
        );
    }

    #[tokio::test]
    async fn a_log_cut_below_a_checkpoint_and_a_foreign_object_are_caught() {
        let (audit, db, store, dir) = log_of(4).await;
        let key = CheckpointKey::from_root(&RootSecret::random());
        let public = key.public_key().to_vec();
        let scratch = dir.path().join("tmp");
        write(&audit, &store, &key, &scratch, None).await.unwrap();
        sqlx::query("DELETE FROM audit_events WHERE seq >= 3")
            .execute(db.pool())
            .await
            .unwrap();
        assert!(
            audit.verify().await.unwrap().ok,
            "a cut tail leaves a valid chain"
        );
        let report = verify(&audit, &store, &public, &scratch).await.unwrap();
        assert!(
            report
                .problem
                .unwrap()
                .contains("event 4 is missing from the log")
        );

        // A checkpoint copied under another seq's name, and an object that is not one.
        let (audit, _db, store, dir) = log_of(2).await;
        let scratch = dir.path().join("tmp");
        write(&audit, &store, &key, &scratch, None).await.unwrap();
        let objects = dir.path().join("artifacts/objects");
        std::fs::copy(objects.join(object_key(2)), objects.join(object_key(1))).unwrap();
        let report = verify(&audit, &store, &public, &scratch).await.unwrap();
        assert!(report.problem.unwrap().contains("belongs elsewhere"));
        std::fs::write(objects.join(object_key(1)), vec![b'x'; 5000]).unwrap();
        let report = verify(&audit, &store, &public, &scratch).await.unwrap();
        assert!(
            report
                .problem
                .unwrap()
                .contains("more than a checkpoint's 4096")
        );
        std::fs::write(objects.join(object_key(1)), b"{}").unwrap();
        let report = verify(&audit, &store, &public, &scratch).await.unwrap();
        assert!(report.problem.unwrap().contains("not a checkpoint"));
    }

    #[test]
    fn public_keys_are_checked_for_their_length() {
        assert!(parse_public_key(&"ab".repeat(32)).is_ok());
        let e = parse_public_key("abc").unwrap_err();
        assert!(
            e.starts_with("public-key: expected 64 hexadecimal digits"),
            "{e}"
        );
        assert!(parse_public_key(&"zz".repeat(32)).is_err());
    }
}
