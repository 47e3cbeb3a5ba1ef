//! The artifact store: where finished recordings go once they leave the device.
//!
//! An artifact is one file a device offered, a recording's MP4 (identified by the recording
//! id) or one file of a watch (a `wf_…` id, listed by [`for_watch`]), and owned by that device. Its row in `artifacts` is the truth about it
//! (`uploading` → `ready`, or `failed`); its bytes live in an [`ArtifactStore`]: the relay's
//! data directory ([`fs::FsStore`], the default) or an S3 bucket ([`s3::S3Store`]). Bytes
//! never pass through the control socket, and with S3 never through the relay either: the
//! agent `PUT`s parts to presigned URLs and the relay only plans, completes and verifies.
//!
//! A row turns `ready` only after the stored object was read back and matched the size and
//! SHA-256 the device offered, so a device may delete its copy exactly when told `ready`.
//! Store outages are answered as retryable (503): the device keeps its file and tries
//! again, nothing is lost.

pub(crate) mod download;
pub mod fs;
pub(crate) mod link;
pub(crate) mod offer;
pub mod s3;
pub(crate) mod sign;
pub(crate) mod upload;

use std::future::Future;
use std::pin::Pin;
use std::time::Duration;

use proto::{ArtifactKind, ArtifactState, CompletedPart, RECORDING_CONTENT_TYPE, RecordingReport};
use serde::Serialize;
use sqlx::Row as _;
use sqlx::any::AnyRow;

use crate::audit::{Kind, NewEvent};
use crate::state::AppState;
use crate::store::{Db, DbError, time};

/// The future every [`ArtifactStore`] method returns (boxed, so the trait is object-safe).
pub type StoreFuture<'a, T> = Pin<Box<dyn Future<Output = Result<T, StoreError>> + Send + 'a>>;

/// Why the store could not do something.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum StoreError {
    /// The store cannot be reached or failed on its side: retry later, nothing is lost.
    #[error("artifact store unavailable: {0}")]
    Unavailable(String),
    /// The upload is not whole (a part is missing or was refused): send the parts again.
    #[error("{0}")]
    Incomplete(String),
    /// No such object.
    #[error("the stored object does not exist")]
    NotFound,
}

/// What reading a stored object back found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ObjectDigest {
    /// Bytes read.
    pub size_bytes: u64,
    /// SHA-256 of those bytes, lowercase hex.
    pub sha256: String,
}

/// One part an upload URL is wanted for.
#[derive(Debug, Clone, Copy)]
pub struct PartTarget<'a> {
    /// The artifact.
    pub artifact_id: &'a str,
    /// Its key in the store.
    pub key: &'a str,
    /// The multipart upload, when the store made one.
    pub upload_id: Option<&'a str>,
    /// 1-based part number.
    pub number: u32,
    /// Exact bytes of the part.
    pub length: u64,
    /// SHA-256 of those bytes as offered, lowercase hex: the URL delivers nothing else.
    pub sha256: &'a str,
}

/// Where and how to `PUT` one part.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PartRequest {
    /// The URL: absolute, or a path on the relay.
    pub url: String,
    /// Headers the URL's signature covers, to be sent exactly as given.
    pub headers: std::collections::BTreeMap<String, String>,
}

/// Where artifacts' bytes are kept. Held as `Arc<dyn ArtifactStore>` in the state.
pub trait ArtifactStore: Send + Sync + std::fmt::Debug {
    /// A short name for logs (`fs`, `s3`).
    fn kind(&self) -> &'static str;

    /// Size of every part but the last (the wire uses [`proto::UPLOAD_PART_BYTES`]).
    fn part_bytes(&self) -> u64 {
        proto::UPLOAD_PART_BYTES
    }

    /// Begin an upload of `size` bytes to `key`, or resume `existing` (the id this returned
    /// for an earlier offer). Returns the upload id to remember, if the store has one.
    fn begin_upload<'a>(
        &'a self,
        key: &'a str,
        size: u64,
        existing: Option<&'a str>,
    ) -> StoreFuture<'a, Option<String>>;

    /// A request the agent may `PUT` one part with, valid for `ttl` and only for the bytes
    /// of the part's length and digest.
    fn part_request<'a>(
        &'a self,
        part: PartTarget<'a>,
        ttl: Duration,
    ) -> StoreFuture<'a, PartRequest>;

    /// Assemble the parts (listed in order, every one, with the digests they were offered
    /// with) into the object at `key`.
    fn complete<'a>(
        &'a self,
        artifact_id: &'a str,
        key: &'a str,
        upload_id: Option<&'a str>,
        parts: &'a [CompletedPart],
        part_sha256: &'a [String],
    ) -> StoreFuture<'a, ()>;

    /// Read the stored object back (streamed) and measure it.
    fn verify<'a>(&'a self, key: &'a str) -> StoreFuture<'a, ObjectDigest>;

    /// Remove the object and whatever remains of an upload.
    fn delete<'a>(
        &'a self,
        artifact_id: &'a str,
        key: &'a str,
        upload_id: Option<&'a str>,
    ) -> StoreFuture<'a, ()>;

    /// A short-lived URL the store itself serves the object from as `served` (presigned on
    /// S3), which the relay's download route redirects to after its own checks; `None`
    /// when the relay serves the bytes itself (the filesystem store).
    fn direct_download_url<'a>(
        &'a self,
        key: &'a str,
        served: Served<'a>,
        ttl: Duration,
    ) -> StoreFuture<'a, Option<String>>;

    /// The filesystem store, when this is it (it serves its own upload and download routes).
    fn as_fs(&self) -> Option<&fs::FsStore> {
        None
    }
}

/// How a download is served: its content type and the file name it is saved as.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Served<'a> {
    /// `Content-Type`.
    pub content_type: &'a str,
    /// The `Content-Disposition` file name (checked to need no quoting).
    pub filename: &'a str,
}

/// Errors of [`download_url`].
#[derive(Debug, thiserror::Error)]
pub enum ArtifactError {
    /// Database failure.
    #[error(transparent)]
    Db(#[from] DbError),
    /// The store failed.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// No such artifact.
    #[error("no artifact {0}")]
    NotFound(String),
    /// The artifact is not (yet) ready.
    #[error("artifact {0} is not ready")]
    NotReady(String),
}

/// Which watch a watch file belongs to, and its name there.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, serde::Deserialize)]
pub struct WatchFileRef {
    /// The watch, `seq_…`.
    pub watch_id: String,
    /// The file name, e.g. `frame-0003.png`.
    pub name: String,
}

/// An artifact as stored.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Artifact {
    /// The recording id, or the watch file's `wf_…` id.
    pub id: String,
    /// A recording or a watch file.
    pub kind: ArtifactKind,
    /// The device that offered it (and alone may upload it).
    pub device_id: String,
    /// MIME type, as offered.
    pub content_type: String,
    /// For a watch file: its watch and name.
    pub watch_file: Option<WatchFileRef>,
    /// Uploading, ready or failed.
    pub state: ArtifactState,
    /// Exact size, as offered.
    pub size_bytes: u64,
    /// SHA-256 as offered, lowercase hex.
    pub sha256: Option<String>,
    /// The recording was recovered after its agent died mid-recording.
    pub interrupted: bool,
    /// The recording's metadata as last offered (recordings only).
    pub report: Option<RecordingReport>,
    /// What went wrong (the last verification failure, or why it failed).
    pub error: Option<String>,
    /// First offer, RFC 3339.
    pub created_at: String,
    /// When it was verified, RFC 3339.
    pub ready_at: Option<String>,
}

/// An artifact with the columns only the data plane needs.
#[derive(Debug, Clone)]
pub(crate) struct Row {
    pub(crate) artifact: Artifact,
    pub(crate) store_key: String,
    pub(crate) upload_id: Option<String>,
    pub(crate) verify_failures: i64,
    /// The digest of every part as last offered (empty for rows offered before digests).
    pub(crate) part_sha256: Vec<String>,
}

const COLUMNS: &str = "id, kind, device_id, content_type, state, size_bytes, sha256, interrupted, meta, error, created_at, ready_at, store_key, upload_id, verify_failures, part_sha256";

/// Part digests as stored: comma-separated.
fn join_digests(digests: &[String]) -> String {
    digests.join(",")
}

fn split_digests(stored: Option<String>) -> Vec<String> {
    stored
        .filter(|s| !s.is_empty())
        .map(|s| s.split(',').map(str::to_string).collect())
        .unwrap_or_default()
}

/// Verification failures after which an artifact is given up on.
pub(crate) const MAX_VERIFY_FAILURES: i64 = 3;

fn state_name(s: ArtifactState) -> &'static str {
    match s {
        ArtifactState::Uploading => "uploading",
        ArtifactState::Ready => "ready",
        ArtifactState::Failed => "failed",
    }
}

fn read(row: &AnyRow) -> Result<Row, sqlx::Error> {
    let state: String = row.try_get("state")?;
    let state = match state.as_str() {
        "uploading" => ArtifactState::Uploading,
        "ready" => ArtifactState::Ready,
        "failed" => ArtifactState::Failed,
        other => {
            return Err(sqlx::Error::Decode(
                format!("artifact state {other:?}").into(),
            ));
        }
    };
    let kind: String = row.try_get("kind")?;
    let kind = match kind.as_str() {
        "recording" => ArtifactKind::Recording,
        "watch_file" => ArtifactKind::WatchFile,
        other => {
            return Err(sqlx::Error::Decode(
                format!("artifact kind {other:?}").into(),
            ));
        }
    };
    let meta: String = row.try_get("meta")?;
    let (report, watch_file) = match kind {
        ArtifactKind::Recording => (serde_json::from_str(&meta).ok(), None),
        ArtifactKind::WatchFile => (None, serde_json::from_str(&meta).ok()),
    };
    Ok(Row {
        artifact: Artifact {
            id: row.try_get("id")?,
            kind,
            device_id: row.try_get("device_id")?,
            content_type: row.try_get("content_type")?,
            watch_file,
            state,
            size_bytes: u64::try_from(row.try_get::<i64, _>("size_bytes")?).unwrap_or(0),
            sha256: row.try_get("sha256")?,
            interrupted: row.try_get::<i64, _>("interrupted")? != 0,
            report,
            error: row.try_get("error")?,
            created_at: row.try_get("created_at")?,
            ready_at: row.try_get("ready_at")?,
        },
        store_key: row.try_get("store_key")?,
        upload_id: row.try_get("upload_id")?,
        verify_failures: row.try_get("verify_failures")?,
        part_sha256: split_digests(row.try_get("part_sha256")?),
    })
}

/// One artifact of one device by id: another device's artifact of that id is `None`, as a
/// missing one is. Every id that came from a device is looked up through this, so a device
/// can never name another device's artifact.
pub async fn get(db: &Db, device_id: &str, id: &str) -> Result<Option<Artifact>, DbError> {
    Ok(get_row(db, id)
        .await?
        .map(|r| r.artifact)
        .filter(|a| a.device_id == device_id))
}

/// The device's most recently offered recording (watch files are not recordings).
pub async fn latest_for_device(db: &Db, device_id: &str) -> Result<Option<Artifact>, DbError> {
    let row = sqlx::query(crate::sql!(
        "SELECT {COLUMNS} FROM artifacts WHERE device_id = $1 AND kind = 'recording' ORDER BY created_at DESC, id DESC LIMIT 1"
    ))
    .bind(device_id)
    .fetch_optional(db.pool())
    .await?;
    Ok(row.as_ref().map(read).transpose()?.map(|r| r.artifact))
}

/// The files of one watch of one device, by name (each name's newest offer first when a
/// name was offered twice). Another device's watch of the same id lists nothing.
pub async fn for_watch(db: &Db, device_id: &str, watch_id: &str) -> Result<Vec<Artifact>, DbError> {
    let rows = sqlx::query(crate::sql!(
        "SELECT {COLUMNS} FROM artifacts WHERE device_id = $1 AND watch_id = $2 AND kind = 'watch_file' ORDER BY created_at DESC, id DESC"
    ))
    .bind(device_id)
    .bind(watch_id)
    .fetch_all(db.pool())
    .await?;
    let mut files = rows
        .iter()
        .map(|r| read(r).map(|r| r.artifact))
        .collect::<Result<Vec<_>, _>>()?;
    files.sort_by(|a, b| file_name(a).cmp(file_name(b)));
    Ok(files)
}

fn file_name(a: &Artifact) -> &str {
    a.watch_file.as_ref().map_or("", |w| w.name.as_str())
}

/// One file of a watch as a tool shows it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct WatchFileEntry {
    /// File name, e.g. `frame-0003.png`.
    pub name: String,
    /// The artifact id (`wf_…`).
    pub artifact_id: String,
    /// Uploading, ready or failed.
    pub state: ArtifactState,
    /// Exact size in bytes.
    pub size_bytes: u64,
    /// MIME type.
    pub content_type: String,
    /// A link downloading it, valid for the download TTL; only when ready.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub download_url: Option<String>,
    /// Why it failed, or the last verification failure while uploading.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}

/// The files of one watch of one device, with a download URL issued to `key_id` for each
/// ready one (files the device has not offered yet are not known here).
pub async fn watch_files(
    state: &AppState,
    key_id: &str,
    device_id: &str,
    watch_id: &str,
) -> Result<Vec<WatchFileEntry>, ArtifactError> {
    let mut entries = Vec::new();
    for artifact in for_watch(state.db(), device_id, watch_id).await? {
        let download_url = match artifact.state {
            ArtifactState::Ready => Some(download_url(state, key_id, &artifact).await?),
            _ => None,
        };
        entries.push(WatchFileEntry {
            name: file_name(&artifact).to_string(),
            artifact_id: artifact.id,
            state: artifact.state,
            size_bytes: artifact.size_bytes,
            content_type: artifact.content_type,
            download_url,
            error: artifact.error,
        });
    }
    Ok(entries)
}

/// A link downloading a ready artifact, issued to key `key_id` and valid for the download
/// TTL while that key stays usable and the artifact's device stays enrolled. Every store's
/// links point at the relay's download route, which checks, audits, and then serves the
/// bytes (filesystem) or redirects to a presigned URL of a minute (S3). The issuance is
/// audited with the key.
pub async fn download_url(
    state: &AppState,
    key_id: &str,
    artifact: &Artifact,
) -> Result<String, ArtifactError> {
    let row = get_row(state.db(), &artifact.id)
        .await?
        .filter(|r| r.artifact.device_id == artifact.device_id)
        .ok_or_else(|| ArtifactError::NotFound(artifact.id.clone()))?;
    if row.artifact.state != ArtifactState::Ready {
        return Err(ArtifactError::NotReady(artifact.id.clone()));
    }
    let settings = state.settings();
    let ttl = settings.download_ttl.min(sign::MAX_LINK_TTL);
    let grant = sign::Grant::Download {
        id: &row.artifact.id,
        key: key_id,
    };
    let query = state.links().sign(&grant, ttl);
    let url = format!(
        "{}/v1/artifacts/{}/download?k={key_id}&{query}",
        settings.public_url.trim_end_matches('/'),
        row.artifact.id
    );
    let expires_at = time::now() + ttl;
    state
        .audit()
        .record(
            NewEvent::new(Kind::DownloadLinkIssued)
                .key(key_id)
                .device(&row.artifact.device_id)
                .detail(serde_json::json!({
                    "artifact_id": row.artifact.id,
                    "kind": row.artifact.kind.as_str(),
                    "expires_at": time::format(expires_at),
                    "store": state.artifacts().kind(),
                })),
        )
        .await;
    Ok(url)
}

/// The file name a download is saved as: `recording-<id>.mp4`, or the watch file's name.
pub(crate) fn download_name(artifact: &Artifact) -> String {
    match &artifact.watch_file {
        Some(w) if artifact.kind == ArtifactKind::WatchFile => w.name.clone(),
        _ => format!("recording-{}.mp4", artifact.id),
    }
}

/// The content type a download is served with: a recording is always MP4; a watch file
/// has the (checked) type it was offered with.
pub(crate) fn served_type(artifact: &Artifact) -> &'static str {
    match artifact.kind {
        ArtifactKind::Recording => RECORDING_CONTENT_TYPE,
        ArtifactKind::WatchFile => proto::WATCH_FILE_CONTENT_TYPES
            .iter()
            .find(|t| **t == artifact.content_type)
            .copied()
            .unwrap_or("application/octet-stream"),
    }
}

/// The row with the data-plane columns.
pub(crate) async fn get_row(db: &Db, id: &str) -> Result<Option<Row>, DbError> {
    let row = sqlx::query(crate::sql!("SELECT {COLUMNS} FROM artifacts WHERE id = $1"))
        .bind(id)
        .fetch_optional(db.pool())
        .await?;
    Ok(row.as_ref().map(read).transpose()?)
}

/// The store key of a device's recording (ids are checked to be path-safe).
pub(crate) fn store_key(device_id: &str, id: &str) -> String {
    format!("recordings/{device_id}/{id}.mp4")
}

/// The store key of a device's watch file (watch ids, artifact ids and names are checked
/// to be path-safe).
pub(crate) fn watch_store_key(device_id: &str, watch_id: &str, id: &str, name: &str) -> String {
    format!("watches/{device_id}/{watch_id}/{id}-{name}")
}

/// What an offer stores.
pub(crate) struct NewArtifact<'a> {
    pub(crate) id: &'a str,
    pub(crate) kind: ArtifactKind,
    pub(crate) device_id: &'a str,
    pub(crate) size_bytes: u64,
    pub(crate) sha256: &'a str,
    pub(crate) content_type: &'a str,
    /// Where its bytes go.
    pub(crate) store_key: String,
    /// The watch of a watch file.
    pub(crate) watch_id: Option<&'a str>,
    /// A recording's report, or a watch file's [`WatchFileRef`], as JSON.
    pub(crate) meta: String,
    /// A recording recovered after its agent died.
    pub(crate) interrupted: bool,
    /// Every part's SHA-256, checked against the store's layout.
    pub(crate) part_sha256: &'a [String],
}

fn db_size(size: u64) -> i64 {
    i64::try_from(size).unwrap_or(i64::MAX)
}

/// What one device holds in the store, not counting artifact `except`: bytes of its ready
/// and uploading artifacts (as offered) and how many are uploading.
pub(crate) async fn device_usage(
    db: &Db,
    device_id: &str,
    except: &str,
) -> Result<(u64, u64), DbError> {
    let row = sqlx::query(
        "SELECT CAST(COALESCE(SUM(size_bytes), 0) AS BIGINT) AS bytes, \
         CAST(COALESCE(SUM(CASE WHEN state = 'uploading' THEN 1 ELSE 0 END), 0) AS BIGINT) AS uploading \
         FROM artifacts WHERE device_id = $1 AND state <> 'failed' AND id <> $2",
    )
    .bind(device_id)
    .bind(except)
    .fetch_one(db.pool())
    .await?;
    let bytes: i64 = row.try_get("bytes")?;
    let uploading: i64 = row.try_get("uploading")?;
    Ok((
        u64::try_from(bytes).unwrap_or(0),
        u64::try_from(uploading).unwrap_or(0),
    ))
}

/// Uploads untouched since `before` (RFC 3339) that still hold parts or a store upload,
/// at most `limit`: the abandoned ones [`sweep`] clears.
async fn abandoned(db: &Db, before: &str, limit: i64) -> Result<Vec<Row>, DbError> {
    let rows = sqlx::query(crate::sql!(
        "SELECT {COLUMNS} FROM artifacts WHERE state = 'uploading' AND updated_at < $1 ORDER BY updated_at LIMIT $2"
    ))
    .bind(before)
    .bind(limit)
    .fetch_all(db.pool())
    .await?;
    Ok(rows.iter().map(read).collect::<Result<_, _>>()?)
}

/// Delete the parts of uploads nobody touched for `after` (a device that went away
/// mid-upload, or never completed): the store forgets them, the row stays `uploading` with
/// no upload, so an offer starts over. Returns how many were swept.
pub async fn sweep(db: &Db, store: &dyn ArtifactStore, after: Duration) -> Result<usize, DbError> {
    let after = ::time::Duration::try_from(after).unwrap_or(::time::Duration::MAX);
    let cutoff = time::now()
        .checked_sub(after)
        .unwrap_or(::time::OffsetDateTime::UNIX_EPOCH);
    let before = time::format(cutoff);
    let mut swept = 0;
    for row in abandoned(db, &before, 100).await? {
        let id = &row.artifact.id;
        if let Err(e) = store
            .delete(id, &row.store_key, row.upload_id.as_deref())
            .await
        {
            tracing::warn!(artifact = %id, error = %e, "could not delete an abandoned upload; retrying later");
            continue;
        }
        // Touched now, so it is swept again only after another quiet spell.
        set_upload_id(db, id, None).await?;
        tracing::info!(artifact = %id, device = %row.artifact.device_id, "abandoned upload swept");
        swept += 1;
    }
    Ok(swept)
}

/// Sweep abandoned uploads every `interval` until `shutdown`.
pub async fn run_sweeper(
    db: Db,
    store: std::sync::Arc<dyn ArtifactStore>,
    after: Duration,
    interval: Duration,
    shutdown: tokio_util::sync::CancellationToken,
) {
    loop {
        tokio::select! {
            () = tokio::time::sleep(interval) => {}
            () = shutdown.cancelled() => return,
        }
        if let Err(e) = sweep(&db, store.as_ref(), after).await {
            tracing::warn!(error = %e, "abandoned-upload sweep failed");
        }
    }
}

/// Create the row of a first offer; an existing row (a repeat or a race) is left alone.
pub(crate) async fn insert(db: &Db, new: &NewArtifact<'_>) -> Result<(), DbError> {
    let now = time::format(time::now());
    sqlx::query(
        "INSERT INTO artifacts (id, device_id, kind, state, size_bytes, sha256, content_type, store_key, upload_id, interrupted, meta, error, verify_failures, created_at, updated_at, ready_at, watch_id, part_sha256) \
         VALUES ($1, $2, $3, 'uploading', $4, $5, $6, $7, NULL, $8, $9, NULL, 0, $10, $10, NULL, $11, $12) ON CONFLICT (id) DO NOTHING",
    )
    .bind(new.id)
    .bind(new.device_id)
    .bind(new.kind.as_str())
    .bind(db_size(new.size_bytes))
    .bind(new.sha256)
    .bind(new.content_type)
    .bind(&new.store_key)
    .bind(i64::from(new.interrupted))
    .bind(&new.meta)
    .bind(&now)
    .bind(new.watch_id)
    .bind(join_digests(new.part_sha256))
    .execute(db.pool())
    .await?;
    Ok(())
}

/// A repeated offer while uploading: keep the newest metadata; a changed file (size or
/// digests) starts over without an upload.
pub(crate) async fn update_offer(
    db: &Db,
    new: &NewArtifact<'_>,
    changed: bool,
) -> Result<(), DbError> {
    let now = time::format(time::now());
    let sql = if changed {
        "UPDATE artifacts SET size_bytes = $1, sha256 = $2, meta = $3, interrupted = $4, updated_at = $5, part_sha256 = $6, upload_id = NULL, error = NULL WHERE id = $7 AND state = 'uploading'"
    } else {
        "UPDATE artifacts SET size_bytes = $1, sha256 = $2, meta = $3, interrupted = $4, updated_at = $5, part_sha256 = $6 WHERE id = $7 AND state = 'uploading'"
    };
    sqlx::query(sql)
        .bind(db_size(new.size_bytes))
        .bind(new.sha256)
        .bind(&new.meta)
        .bind(i64::from(new.interrupted))
        .bind(&now)
        .bind(join_digests(new.part_sha256))
        .bind(new.id)
        .execute(db.pool())
        .await?;
    Ok(())
}

/// Remember (or forget) the store's multipart upload.
pub(crate) async fn set_upload_id(
    db: &Db,
    id: &str,
    upload_id: Option<&str>,
) -> Result<(), DbError> {
    sqlx::query("UPDATE artifacts SET upload_id = $1, updated_at = $2 WHERE id = $3")
        .bind(upload_id)
        .bind(time::format(time::now()))
        .bind(id)
        .execute(db.pool())
        .await?;
    Ok(())
}

/// Note that an upload is alive (a part arrived), so it is not swept as abandoned.
pub(crate) async fn touch(db: &Db, id: &str) -> Result<(), DbError> {
    sqlx::query("UPDATE artifacts SET updated_at = $1 WHERE id = $2")
        .bind(time::format(time::now()))
        .bind(id)
        .execute(db.pool())
        .await?;
    Ok(())
}

/// Verified: ready from now on. Returns the ready time.
pub(crate) async fn mark_ready(db: &Db, id: &str) -> Result<String, DbError> {
    let now = time::format(time::now());
    sqlx::query(
        "UPDATE artifacts SET state = 'ready', ready_at = $1, updated_at = $1, upload_id = NULL, error = NULL WHERE id = $2",
    )
    .bind(&now)
    .bind(id)
    .execute(db.pool())
    .await?;
    Ok(now)
}

/// A failed verification: counted, the upload forgotten, and after
/// [`MAX_VERIFY_FAILURES`] the artifact failed. Returns the new state.
pub(crate) async fn record_verify_failure(
    db: &Db,
    row: &Row,
    error: &str,
) -> Result<ArtifactState, DbError> {
    let failures = row.verify_failures + 1;
    let state = if failures >= MAX_VERIFY_FAILURES {
        ArtifactState::Failed
    } else {
        ArtifactState::Uploading
    };
    sqlx::query(
        "UPDATE artifacts SET verify_failures = $1, state = $2, error = $3, upload_id = NULL, updated_at = $4 WHERE id = $5",
    )
    .bind(failures)
    .bind(state_name(state))
    .bind(error)
    .bind(time::format(time::now()))
    .bind(&row.artifact.id)
    .execute(db.pool())
    .await?;
    Ok(state)
}
