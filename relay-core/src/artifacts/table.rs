//! The `artifacts` table: the truth about every artifact (`uploading` → `ready`, or
//! `failed`), what each device offered, and what the data plane needs to resume an upload.

use proto::{ArtifactKind, ArtifactState, RecordingReport};
use serde::Serialize;
use sqlx::Row as _;
use sqlx::any::AnyRow;

use crate::store::{Db, DbError, time};

/// Which watch a watch file belongs to, and its name there.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, serde::Deserialize)]
pub struct WatchFileRef {
    /// The watch, `seq_…`.
    pub watch_id: String,
    /// The file name, e.g. `frame-0003.png`.
    pub name: String,
}

/// What the relay found in a video a key uploaded.
#[derive(Debug, Clone, PartialEq, Serialize, serde::Deserialize)]
pub struct VideoMeta {
    /// The name it was uploaded under (`X-Filename`), when given.
    pub filename: Option<String>,
    /// `mp4`, `mov`, `m4v`, `webm`, `mkv` or `ogg` (as `video::VideoInfo` names it).
    pub container: String,
    /// The video track's codec as its container names it (`avc1`, `V_VP9`, `theora`, …).
    pub codec: String,
    /// Width as displayed.
    pub width: u32,
    /// Height as displayed.
    pub height: u32,
    /// Length in seconds.
    pub duration_seconds: f64,
    /// Frames in the video track.
    pub frames: usize,
}

/// An artifact as stored.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Artifact {
    /// The recording id, or the watch file's `wf_…` id.
    pub id: String,
    /// A recording or a watch file.
    pub kind: ArtifactKind,
    /// The device that offered it (and alone may upload it); empty for an uploaded video.
    pub device_id: String,
    /// The key an uploaded video belongs to (`None` for what devices offer).
    pub owner_key_id: Option<String>,
    /// MIME type, as offered.
    pub content_type: String,
    /// For a watch file: its watch and name.
    pub watch_file: Option<WatchFileRef>,
    /// For an uploaded video: what was found in it.
    pub video: Option<VideoMeta>,
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
pub struct Row {
    /// What the tools and the console see of it.
    pub artifact: Artifact,
    /// Where its bytes are in the store.
    pub store_key: String,
    /// The store's multipart upload, while one is open.
    pub upload_id: Option<String>,
    /// Completions whose stored bytes did not match the offer (bounded; then it fails).
    pub verify_failures: i64,
    /// The digest of every part as last offered (empty for rows offered before digests).
    pub part_sha256: Vec<String>,
}

pub(super) const COLUMNS: &str = "id, kind, device_id, content_type, state, size_bytes, sha256, interrupted, meta, error, created_at, ready_at, store_key, upload_id, verify_failures, part_sha256, owner_key_id";

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
pub const MAX_VERIFY_FAILURES: i64 = 3;

fn state_name(s: ArtifactState) -> &'static str {
    match s {
        ArtifactState::Uploading => "uploading",
        ArtifactState::Ready => "ready",
        ArtifactState::Failed => "failed",
    }
}

pub(super) fn read(row: &AnyRow) -> Result<Row, sqlx::Error> {
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
        "video" => ArtifactKind::Video,
        other => {
            return Err(sqlx::Error::Decode(
                format!("artifact kind {other:?}").into(),
            ));
        }
    };
    let meta: String = row.try_get("meta")?;
    let (report, watch_file, video) = match kind {
        ArtifactKind::Recording => (serde_json::from_str(&meta).ok(), None, None),
        ArtifactKind::WatchFile => (None, serde_json::from_str(&meta).ok(), None),
        ArtifactKind::Video => (None, None, serde_json::from_str(&meta).ok()),
    };
    Ok(Row {
        artifact: Artifact {
            id: row.try_get("id")?,
            kind,
            device_id: row.try_get("device_id")?,
            owner_key_id: row.try_get("owner_key_id")?,
            content_type: row.try_get("content_type")?,
            watch_file,
            video,
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

/// Artifact `id` of whichever device: for operators (the admin CLI). Tools use [`get`],
/// which looks an id up within one device.
pub async fn lookup(db: &Db, id: &str) -> Result<Option<Artifact>, DbError> {
    Ok(get_row(db, id).await?.map(|r| r.artifact))
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

/// A watch file's name (empty for a recording).
pub(super) fn file_name(a: &Artifact) -> &str {
    a.watch_file.as_ref().map_or("", |w| w.name.as_str())
}

/// Artifacts, newest first, at most `limit`; only `device_id`'s when given, only those
/// created at or after `since` when given.
pub async fn list(
    db: &Db,
    device_id: Option<&str>,
    since: Option<&str>,
    limit: i64,
) -> Result<Vec<Artifact>, DbError> {
    let rows = super::browse(
        db,
        &super::Browse {
            device_ids: device_id.map(|d| vec![d.to_string()]),
            since: since.map(str::to_string),
            limit,
            ..Default::default()
        },
    )
    .await?;
    Ok(rows.into_iter().map(|b| b.artifact).collect())
}

/// Delete the row of `id`; returns whether there was one.
pub(crate) async fn delete_row(db: &Db, id: &str) -> Result<bool, DbError> {
    let done = sqlx::query("DELETE FROM artifacts WHERE id = $1")
        .bind(id)
        .execute(db.pool())
        .await?;
    Ok(done.rows_affected() > 0)
}

/// The row with the data-plane columns.
pub async fn get_row(db: &Db, id: &str) -> Result<Option<Row>, DbError> {
    let row = sqlx::query(crate::sql!("SELECT {COLUMNS} FROM artifacts WHERE id = $1"))
        .bind(id)
        .fetch_optional(db.pool())
        .await?;
    Ok(row.as_ref().map(read).transpose()?)
}

/// The store key of a device's recording (ids are checked to be path-safe).
pub fn store_key(device_id: &str, id: &str) -> String {
    format!("recordings/{device_id}/{id}.mp4")
}

/// The store key of a device's watch file (watch ids, artifact ids and names are checked
/// to be path-safe).
pub fn watch_store_key(device_id: &str, watch_id: &str, id: &str, name: &str) -> String {
    format!("watches/{device_id}/{watch_id}/{id}-{name}")
}

/// What an offer stores.
pub struct NewArtifact<'a> {
    /// The artifact's id (a recording's or a watch file's, issued by the relay).
    pub id: &'a str,
    /// Recording, watch file or uploaded video.
    pub kind: ArtifactKind,
    /// The device it comes from.
    pub device_id: &'a str,
    /// Its size as offered.
    pub size_bytes: u64,
    /// Its SHA-256 as offered, lowercase hex.
    pub sha256: &'a str,
    /// Its media type.
    pub content_type: &'a str,
    /// Where its bytes go.
    pub store_key: String,
    /// The watch of a watch file.
    pub watch_id: Option<&'a str>,
    /// A recording's report, or a watch file's [`WatchFileRef`], as JSON.
    pub meta: String,
    /// A recording recovered after its agent died.
    pub interrupted: bool,
    /// Every part's SHA-256, checked against the store's layout.
    pub part_sha256: &'a [String],
}

fn db_size(size: u64) -> i64 {
    i64::try_from(size).unwrap_or(i64::MAX)
}

/// What one device holds in the store, not counting artifact `except`: bytes of its ready
/// and uploading artifacts (as offered) and how many are uploading.
pub async fn device_usage(db: &Db, device_id: &str, except: &str) -> Result<(u64, u64), DbError> {
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

/// Bytes of the videos key `key_id` uploaded.
pub async fn key_video_bytes(db: &Db, key_id: &str) -> Result<u64, DbError> {
    let row = sqlx::query(
        "SELECT CAST(COALESCE(SUM(size_bytes), 0) AS BIGINT) AS bytes \
         FROM artifacts WHERE owner_key_id = $1 AND kind = 'video'",
    )
    .bind(key_id)
    .fetch_one(db.pool())
    .await?;
    let bytes: i64 = row.try_get("bytes")?;
    Ok(u64::try_from(bytes).unwrap_or(0))
}

/// Create the row of a first offer; an existing row (a repeat or a race) is left alone.
pub async fn insert(db: &Db, new: &NewArtifact<'_>) -> Result<(), DbError> {
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

/// A video a key uploaded, already stored and checked by the relay.
#[derive(Debug)]
pub struct NewVideo<'a> {
    pub(crate) id: &'a str,
    pub(crate) owner_key_id: &'a str,
    pub(crate) size_bytes: u64,
    pub(crate) sha256: &'a str,
    pub(crate) content_type: &'a str,
    pub(crate) store_key: &'a str,
    pub(crate) meta: &'a VideoMeta,
}

/// The row of an uploaded video: `ready` at once, since the relay wrote and hashed the
/// object itself.
pub async fn insert_video(db: &Db, new: &NewVideo<'_>) -> Result<(), DbError> {
    let now = time::format(time::now());
    let meta = serde_json::to_string(new.meta).unwrap_or_else(|_| "null".into());
    sqlx::query(
        "INSERT INTO artifacts (id, device_id, kind, state, size_bytes, sha256, content_type, store_key, upload_id, interrupted, meta, error, verify_failures, created_at, updated_at, ready_at, watch_id, part_sha256, owner_key_id) \
         VALUES ($1, '', 'video', 'ready', $2, $3, $4, $5, NULL, 0, $6, NULL, 0, $7, $7, $7, NULL, '', $8)",
    )
    .bind(new.id)
    .bind(db_size(new.size_bytes))
    .bind(new.sha256)
    .bind(new.content_type)
    .bind(new.store_key)
    .bind(&meta)
    .bind(&now)
    .bind(new.owner_key_id)
    .execute(db.pool())
    .await?;
    Ok(())
}

/// The store key of an uploaded video (key and artifact ids are checked to be path-safe).
pub fn video_store_key(key_id: &str, id: &str) -> String {
    format!("videos/{key_id}/{id}")
}

/// A repeated offer while uploading: keep the newest metadata; a changed file (size or
/// digests) starts over without an upload.
pub async fn update_offer(db: &Db, new: &NewArtifact<'_>, changed: bool) -> Result<(), DbError> {
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
pub async fn set_upload_id(db: &Db, id: &str, upload_id: Option<&str>) -> Result<(), DbError> {
    sqlx::query("UPDATE artifacts SET upload_id = $1, updated_at = $2 WHERE id = $3")
        .bind(upload_id)
        .bind(time::format(time::now()))
        .bind(id)
        .execute(db.pool())
        .await?;
    Ok(())
}

/// Note that an upload is alive (a part arrived), so it is not swept as abandoned.
pub async fn touch(db: &Db, id: &str) -> Result<(), DbError> {
    sqlx::query("UPDATE artifacts SET updated_at = $1 WHERE id = $2")
        .bind(time::format(time::now()))
        .bind(id)
        .execute(db.pool())
        .await?;
    Ok(())
}

/// Verified: ready from now on. Returns the ready time.
pub async fn mark_ready(db: &Db, id: &str) -> Result<String, DbError> {
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
pub async fn record_verify_failure(
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

/// Uploads untouched since `before` (RFC 3339) that still hold parts or a store upload,
/// at most `limit`: the abandoned ones [`super::sweep::sweep`] clears.
pub(super) async fn abandoned(db: &Db, before: &str, limit: i64) -> Result<Vec<Row>, DbError> {
    let rows = sqlx::query(crate::sql!(
        "SELECT {COLUMNS} FROM artifacts WHERE state = 'uploading' AND updated_at < $1 ORDER BY updated_at LIMIT $2"
    ))
    .bind(before)
    .bind(limit)
    .fetch_all(db.pool())
    .await?;
    Ok(rows.iter().map(read).collect::<Result<_, _>>()?)
}
