//! A video a key uploads for `video_frames` (`POST /v1/videos`): received into a scratch
//! file within [`MAX_VIDEO_BYTES`], checked to be a video the reader can read, then stored
//! as an artifact of kind `video` that belongs to that key.
//!
//! Nothing is allocated from what the client declares: the body is streamed to disk and
//! counted as it arrives, refused the moment it passes the cap, and the scratch file goes
//! whatever happens. Only a file that opens as a video (container, codec, dimensions,
//! sample table all within the reader's bounds) reaches the store.

use std::path::{Path, PathBuf};

use bytes::Bytes;
use futures_util::{Stream, StreamExt};
use sha2::{Digest, Sha256};
use tokio::io::AsyncWriteExt;

use super::table::{self, NewVideo, VideoMeta};
use super::{ArtifactStore, StoreError};
use crate::store::{Db, DbError};

/// Largest video accepted: the spec's 256 MB.
pub const MAX_VIDEO_BYTES: u64 = 256 * 1024 * 1024;

/// Longest `X-Filename` kept.
pub const MAX_FILENAME_CHARS: usize = 255;

/// Media types a video may be sent as (anything else is refused before a byte is read).
/// The type only gates the request: the container is told by the file's first bytes.
pub const VIDEO_CONTENT_TYPES: &[&str] = &[
    "video/mp4",
    "video/quicktime",
    "video/x-m4v",
    "video/webm",
    "video/x-matroska",
    "video/matroska",
    "video/ogg",
    "application/ogg",
    "application/octet-stream",
];

/// The media type a video of `container` (as the reader names it) is served as.
pub(crate) fn media_type(container: &str) -> &'static str {
    match container {
        "mov" => "video/quicktime",
        "m4v" => "video/x-m4v",
        "webm" => "video/webm",
        "mkv" => "video/x-matroska",
        "ogg" => "video/ogg",
        _ => "video/mp4",
    }
}

/// The file extension a video of `container` is saved with.
pub(crate) fn extension(container: &str) -> &'static str {
    match container {
        "mov" => "mov",
        "m4v" => "m4v",
        "webm" => "webm",
        "mkv" => "mkv",
        "ogg" => "ogv",
        _ => "mp4",
    }
}

/// Why an upload was refused or failed.
#[derive(Debug, thiserror::Error)]
pub enum UploadError {
    /// More bytes than the cap (declared or sent).
    #[error(
        "the video is larger than the cap of 256 MB ({MAX_VIDEO_BYTES} bytes); send a shorter \
         or smaller file"
    )]
    TooLarge,
    /// No bytes.
    #[error("the body is empty: send the video file itself as the request body")]
    Empty,
    /// The key's uploaded videos would pass its quota.
    #[error(
        "this key's uploaded videos would pass its quota of {quota} bytes ({used} stored); \
         delete some (relay artifacts delete) first"
    )]
    Quota {
        /// Bytes the key's videos take now.
        used: u64,
        /// The quota.
        quota: u64,
    },
    /// The bytes are not a video the reader can read.
    #[error("not a video video_frames can read: {0}")]
    NotAVideo(String),
    /// The connection failed mid-body.
    #[error("the upload was interrupted: {0}")]
    Body(String),
    /// The relay's disk failed.
    #[error("could not keep the upload: {0}")]
    Io(#[from] std::io::Error),
    /// The store failed.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// The database failed.
    #[error(transparent)]
    Db(#[from] DbError),
}

/// A video stored.
#[derive(Debug, Clone)]
pub struct Uploaded {
    /// Its artifact id, `vid_…`.
    pub id: String,
    /// Bytes.
    pub size_bytes: u64,
    /// SHA-256, lowercase hex.
    pub sha256: String,
    /// What was found in it.
    pub meta: VideoMeta,
    /// The media type it is served as.
    pub content_type: &'static str,
}

/// A scratch file removed on drop (once the store has moved it away, nothing is left).
struct Scratch(PathBuf);

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

/// Receive `body` into `scratch_dir`, check it, store it as a `video` artifact of key
/// `owner_key_id` under the name `filename` (already checked by the caller), as long as
/// the key's videos stay within `quota` bytes.
pub async fn receive<S, E>(
    db: &Db,
    store: &dyn ArtifactStore,
    scratch_dir: &Path,
    owner_key_id: &str,
    filename: Option<String>,
    quota: u64,
    mut body: S,
) -> Result<Uploaded, UploadError>
where
    S: Stream<Item = Result<Bytes, E>> + Unpin,
    E: std::fmt::Display,
{
    let used = table::key_video_bytes(db, owner_key_id).await?;
    let room = quota.saturating_sub(used);
    tokio::fs::create_dir_all(scratch_dir).await?;
    let id = crate::access::secret::short_id("vid_");
    let scratch = Scratch(scratch_dir.join(format!("upload-{id}")));
    let mut file = tokio::fs::File::create(&scratch.0).await?;
    let mut hasher = Sha256::new();
    let mut size = 0u64;
    while let Some(chunk) = body.next().await {
        let chunk = chunk.map_err(|e| UploadError::Body(e.to_string()))?;
        size += chunk.len() as u64;
        if size > MAX_VIDEO_BYTES {
            return Err(UploadError::TooLarge);
        }
        if size > room {
            return Err(UploadError::Quota { used, quota });
        }
        hasher.update(&chunk);
        file.write_all(&chunk).await?;
    }
    if size == 0 {
        return Err(UploadError::Empty);
    }
    file.sync_all().await?;
    drop(file);
    let sha256 = hex::encode(hasher.finalize());

    let path = scratch.0.clone();
    let info = tokio::task::spawn_blocking(move || {
        let file = std::fs::File::open(&path)?;
        video::Reader::open(std::io::BufReader::new(file)).map(|r| r.info().clone())
    })
    .await
    .map_err(|e| UploadError::NotAVideo(format!("the check failed: {e}")))?
    .map_err(|e| UploadError::NotAVideo(e.to_string()))?;
    let content_type = media_type(info.container);
    let meta = VideoMeta {
        filename,
        container: info.container.to_string(),
        codec: info.codec.clone(),
        width: info.width,
        height: info.height,
        duration_seconds: info.duration,
        frames: info.frames,
    };

    let store_key = table::video_store_key(owner_key_id, &id);
    store
        .put_file(&store_key, &scratch.0, size, &sha256)
        .await?;
    let stored = table::insert_video(
        db,
        &NewVideo {
            id: &id,
            owner_key_id,
            size_bytes: size,
            sha256: &sha256,
            content_type,
            store_key: &store_key,
            meta: &meta,
        },
    )
    .await;
    if let Err(e) = stored {
        // No row, no object: nothing would ever find it again.
        let _ = store.delete(&id, &store_key, None).await;
        return Err(e.into());
    }
    Ok(Uploaded {
        id,
        size_bytes: size,
        sha256,
        meta,
        content_type,
    })
}

/// The name a video was sent under, from `X-Filename`: its last path component, at most
/// [`MAX_FILENAME_CHARS`] characters, no control characters.
pub fn check_filename(raw: &str) -> Result<String, String> {
    let name = raw.rsplit(['/', '\\']).next().unwrap_or("").trim();
    if name.is_empty()
        || name.chars().count() > MAX_FILENAME_CHARS
        || name.chars().any(char::is_control)
        || name == "."
        || name == ".."
    {
        return Err(format!(
            "X-Filename: give a file name of 1 to {MAX_FILENAME_CHARS} characters without \
             control characters"
        ));
    }
    Ok(name.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_names_keep_their_last_component_only() {
        assert_eq!(
            check_filename("Screen Recording.mov").unwrap(),
            "Screen Recording.mov"
        );
        assert_eq!(check_filename("../../etc/passwd").unwrap(), "passwd");
        assert_eq!(check_filename("C:\\videos\\a.mp4").unwrap(), "a.mp4");
        assert!(check_filename("dir/").is_err());
        assert!(check_filename("a\nb.mp4").is_err());
        assert!(check_filename("..").is_err());
        assert!(check_filename(&"x".repeat(256)).is_err());
    }
}
