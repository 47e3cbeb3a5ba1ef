//! The filesystem artifact store, under `<data dir>/artifacts/`: the default, needing
//! nothing but the relay itself.
//!
//! The relay plays the object store: part URLs point at its own `PUT /v1/uploads/{id}/{n}`
//! and download URLs at `GET /v1/artifacts/{id}/download`, both signed ([`super::sign`]).
//! Layout: `objects/<key>` holds finished objects, `uploads/<id>/<n>` received parts. A
//! part is written to a temporary file next to its place, bounded to its exact length, and
//! renamed into place only when whole and of the SHA-256 its URL was signed for, so a part
//! file is either absent or exactly what was offered; an object likewise appears only
//! whole. Parts are joined at completion and the object read back for its SHA-256, which is
//! what proves integrity (the part ETags are informative).

use std::io::{Read as _, Write as _};
use std::path::{Path, PathBuf};
use std::time::Duration;

use bytes::Bytes;
use futures_util::{Stream, StreamExt};
use proto::CompletedPart;
use sha2::{Digest, Sha256};
use tokio::io::AsyncWriteExt;

use super::sign::{Grant, Signer};
use super::{
    ArtifactStore, LocalCopy, ObjectDigest, PartRequest, PartTarget, Served, StoreError,
    StoreFuture,
};

/// Read and copy buffer size.
const BUF: usize = 256 * 1024;

/// Artifacts kept in a directory of the relay's host.
#[derive(Debug)]
pub struct FsStore {
    root: PathBuf,
    signer: Signer,
    part_bytes: u64,
}

/// Why a part upload was refused.
#[derive(Debug, thiserror::Error)]
pub enum ReceiveError {
    /// More bytes than the part holds.
    #[error("part {part} is longer than its {length} bytes")]
    TooLong {
        /// Part number.
        part: u32,
        /// Declared length.
        length: u64,
    },
    /// The body ended early.
    #[error("part {part} ended after {got} of its {length} bytes")]
    TooShort {
        /// Part number.
        part: u32,
        /// Bytes received.
        got: u64,
        /// Declared length.
        length: u64,
    },
    /// The bytes are not the ones the part was offered with.
    #[error(
        "part {part}'s bytes do not match the SHA-256 it was offered with; send the offered bytes"
    )]
    Digest {
        /// Part number.
        part: u32,
    },
    /// The connection failed mid-body.
    #[error("the upload was interrupted: {0}")]
    Body(#[source] Box<dyn std::error::Error + Send + Sync>),
    /// The disk failed.
    #[error("could not store the part: {0}")]
    Io(#[from] std::io::Error),
}

fn io_unavailable(what: &str, e: std::io::Error) -> StoreError {
    StoreError::Unavailable(format!("{what}: {e}"))
}

impl FsStore {
    /// A store under `root` (created as needed), signing its upload URLs with a key derived
    /// from `secret`.
    pub fn new(root: impl Into<PathBuf>, secret: &crate::access::secret::RootSecret) -> Self {
        FsStore {
            root: root.into(),
            signer: Signer::new(secret),
            part_bytes: proto::UPLOAD_PART_BYTES,
        }
    }

    /// Use parts of `bytes` instead of [`proto::UPLOAD_PART_BYTES`] (for tests: many parts
    /// without big files).
    pub fn with_part_bytes(mut self, bytes: u64) -> Self {
        self.part_bytes = bytes.max(1);
        self
    }

    /// The URL signer (the HTTP handlers check with it).
    pub fn signer(&self) -> &Signer {
        &self.signer
    }

    /// Where a finished object lives.
    pub fn object_path(&self, key: &str) -> PathBuf {
        self.root.join("objects").join(key)
    }

    fn upload_dir(&self, artifact_id: &str) -> PathBuf {
        self.root.join("uploads").join(artifact_id)
    }

    /// Receive part `part` of `artifact_id`, exactly `length` bytes from `body` whose
    /// SHA-256 is `sha256` (lowercase hex); returns its ETag (quoted, derived from it).
    pub async fn receive_part<S, E>(
        &self,
        artifact_id: &str,
        part: u32,
        length: u64,
        sha256: &str,
        mut body: S,
    ) -> Result<String, ReceiveError>
    where
        S: Stream<Item = Result<Bytes, E>> + Unpin,
        E: std::error::Error + Send + Sync + 'static,
    {
        let dir = self.upload_dir(artifact_id);
        tokio::fs::create_dir_all(&dir).await?;
        let tmp = dir.join(format!(
            "{part}.tmp-{}",
            crate::access::secret::short_id("")
        ));
        let result = async {
            let mut file = tokio::fs::File::create(&tmp).await?;
            let mut hasher = Sha256::new();
            let mut got = 0u64;
            while let Some(chunk) = body.next().await {
                let chunk = chunk.map_err(|e| ReceiveError::Body(Box::new(e)))?;
                got += chunk.len() as u64;
                if got > length {
                    return Err(ReceiveError::TooLong { part, length });
                }
                hasher.update(&chunk);
                file.write_all(&chunk).await?;
            }
            if got < length {
                return Err(ReceiveError::TooShort { part, got, length });
            }
            let digest = hasher.finalize();
            if hex::encode(digest) != sha256 {
                return Err(ReceiveError::Digest { part });
            }
            file.sync_all().await?;
            Ok(digest)
        }
        .await;
        match result {
            Ok(digest) => {
                tokio::fs::rename(&tmp, dir.join(part.to_string())).await?;
                Ok(format!("\"{}\"", hex::encode(&digest[..16])))
            }
            Err(e) => {
                let _ = tokio::fs::remove_file(&tmp).await;
                Err(e)
            }
        }
    }
}

/// Join parts `1..=count` from `dir` into `target` (blocking; run off the async threads).
fn join_parts(dir: &Path, target: &Path, count: u32) -> Result<(), StoreError> {
    for n in 1..=count {
        if !dir.join(n.to_string()).is_file() {
            return Err(StoreError::Incomplete(format!(
                "part {n} was not received; offer again and send it"
            )));
        }
    }
    let parent = target.parent().unwrap_or(dir);
    std::fs::create_dir_all(parent).map_err(|e| io_unavailable("creating the store", e))?;
    let tmp = parent.join(format!(".join-{}", crate::access::secret::short_id("")));
    let joined = (|| {
        let mut out = std::fs::File::create(&tmp)?;
        for n in 1..=count {
            let mut part = std::fs::File::open(dir.join(n.to_string()))?;
            std::io::copy(&mut part, &mut out)?;
        }
        out.flush()?;
        out.sync_all()?;
        std::fs::rename(&tmp, target)
    })();
    if let Err(e) = joined {
        let _ = std::fs::remove_file(&tmp);
        return Err(io_unavailable("joining the parts", e));
    }
    let _ = std::fs::remove_dir_all(dir);
    Ok(())
}

/// Stream a file through SHA-256.
fn digest_file(path: &Path) -> Result<ObjectDigest, StoreError> {
    let mut file = match std::fs::File::open(path) {
        Ok(f) => f,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Err(StoreError::NotFound),
        Err(e) => return Err(io_unavailable("reading the object", e)),
    };
    let mut hasher = Sha256::new();
    let mut buf = vec![0u8; BUF];
    let mut size = 0u64;
    loop {
        let n = file
            .read(&mut buf)
            .map_err(|e| io_unavailable("reading the object", e))?;
        if n == 0 {
            break;
        }
        size += n as u64;
        hasher.update(&buf[..n]);
    }
    Ok(ObjectDigest {
        size_bytes: size,
        sha256: hex::encode(hasher.finalize()),
    })
}

/// Run blocking file work off the async threads.
async fn blocking<T: Send + 'static>(
    f: impl FnOnce() -> Result<T, StoreError> + Send + 'static,
) -> Result<T, StoreError> {
    tokio::task::spawn_blocking(f)
        .await
        .map_err(|e| StoreError::Unavailable(format!("store task failed: {e}")))?
}

impl ArtifactStore for FsStore {
    fn kind(&self) -> &'static str {
        "fs"
    }

    fn reachable(&self) -> StoreFuture<'_, ()> {
        Box::pin(async move {
            tokio::fs::create_dir_all(&self.root)
                .await
                .map_err(|e| StoreError::Unavailable(format!("{}: {e}", self.root.display())))
        })
    }

    fn part_bytes(&self) -> u64 {
        self.part_bytes
    }

    fn begin_upload<'a>(
        &'a self,
        _key: &'a str,
        _size: u64,
        _existing: Option<&'a str>,
    ) -> StoreFuture<'a, Option<String>> {
        Box::pin(async { Ok(None) })
    }

    fn part_request<'a>(
        &'a self,
        part: PartTarget<'a>,
        ttl: Duration,
    ) -> StoreFuture<'a, PartRequest> {
        Box::pin(async move {
            let grant = Grant::UploadPart {
                id: part.artifact_id,
                part: part.number,
                length: part.length,
                sha256: part.sha256,
            };
            let query = self.signer.sign(&grant, ttl);
            Ok(PartRequest {
                url: format!(
                    "/v1/uploads/{}/{}?len={}&sha={}&{query}",
                    part.artifact_id, part.number, part.length, part.sha256
                ),
                headers: Default::default(),
            })
        })
    }

    fn complete<'a>(
        &'a self,
        artifact_id: &'a str,
        key: &'a str,
        _upload_id: Option<&'a str>,
        parts: &'a [CompletedPart],
        _part_sha256: &'a [String],
    ) -> StoreFuture<'a, ()> {
        Box::pin(async move {
            let count = u32::try_from(parts.len()).unwrap_or(u32::MAX);
            let dir = self.upload_dir(artifact_id);
            let target = self.object_path(key);
            blocking(move || join_parts(&dir, &target, count)).await
        })
    }

    fn verify<'a>(&'a self, key: &'a str) -> StoreFuture<'a, ObjectDigest> {
        let path = self.object_path(key);
        Box::pin(blocking(move || digest_file(&path)))
    }

    fn delete<'a>(
        &'a self,
        artifact_id: &'a str,
        key: &'a str,
        _upload_id: Option<&'a str>,
    ) -> StoreFuture<'a, ()> {
        let object = self.object_path(key);
        let uploads = self.upload_dir(artifact_id);
        Box::pin(async move {
            for r in [
                tokio::fs::remove_file(&object).await,
                tokio::fs::remove_dir_all(&uploads).await,
            ] {
                match r {
                    Ok(()) => {}
                    Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
                    Err(e) => return Err(io_unavailable("deleting", e)),
                }
            }
            Ok(())
        })
    }

    fn direct_download_url<'a>(
        &'a self,
        _key: &'a str,
        _served: Served<'a>,
        _ttl: Duration,
    ) -> StoreFuture<'a, Option<String>> {
        // The relay's download route serves these bytes itself.
        Box::pin(async { Ok(None) })
    }

    fn put_file<'a>(
        &'a self,
        key: &'a str,
        path: &'a Path,
        _size: u64,
        _sha256: &'a str,
    ) -> StoreFuture<'a, ()> {
        let (from, target) = (path.to_path_buf(), self.object_path(key));
        Box::pin(blocking(move || move_into(&from, &target)))
    }

    fn local_copy<'a>(&'a self, key: &'a str, _scratch: &'a Path) -> StoreFuture<'a, LocalCopy> {
        let path = self.object_path(key);
        Box::pin(async move {
            match tokio::fs::metadata(&path).await {
                Ok(_) => Ok(LocalCopy::stored(path)),
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => Err(StoreError::NotFound),
                Err(e) => Err(io_unavailable("reading the object", e)),
            }
        })
    }

    fn list_keys<'a>(&'a self, prefix: &'a str) -> StoreFuture<'a, Vec<String>> {
        let objects = self.root.join("objects");
        let prefix = prefix.to_string();
        Box::pin(blocking(move || {
            list_under(&objects, &prefix).map_err(|e| io_unavailable("listing the store", e))
        }))
    }

    fn as_fs(&self) -> Option<&FsStore> {
        Some(self)
    }
}

/// The keys under `objects` that start with `prefix`: the directory the prefix names (up
/// to its last `/`) walked, files only, temporary files (`.put-…`) left out.
fn list_under(objects: &Path, prefix: &str) -> std::io::Result<Vec<String>> {
    let (dir, _) = prefix.rsplit_once('/').unwrap_or(("", prefix));
    let mut keys = Vec::new();
    let mut pending = vec![dir.to_string()];
    while let Some(relative) = pending.pop() {
        let entries = match std::fs::read_dir(objects.join(&relative)) {
            Ok(entries) => entries,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => continue,
            Err(e) => return Err(e),
        };
        for entry in entries {
            let entry = entry?;
            let Ok(name) = entry.file_name().into_string() else {
                continue;
            };
            let key = if relative.is_empty() {
                name.clone()
            } else {
                format!("{relative}/{name}")
            };
            if entry.file_type()?.is_dir() {
                pending.push(key);
            } else if !name.starts_with(".put-") && key.starts_with(prefix) {
                keys.push(key);
            }
        }
    }
    Ok(keys)
}

/// Move a whole file to `target` (renamed when on the same file system, else copied under
/// a temporary name and renamed), so the object appears only whole.
fn move_into(from: &Path, target: &Path) -> Result<(), StoreError> {
    let parent = target.parent().unwrap_or(Path::new("."));
    std::fs::create_dir_all(parent).map_err(|e| io_unavailable("creating the store", e))?;
    if std::fs::rename(from, target).is_ok() {
        return Ok(());
    }
    let tmp = parent.join(format!(".put-{}", crate::access::secret::short_id("")));
    let copied = (|| {
        std::fs::copy(from, &tmp)?;
        std::fs::File::open(&tmp)?.sync_all()?;
        std::fs::rename(&tmp, target)
    })();
    if let Err(e) = copied {
        let _ = std::fs::remove_file(&tmp);
        return Err(io_unavailable("storing the file", e));
    }
    let _ = std::fs::remove_file(from);
    Ok(())
}
