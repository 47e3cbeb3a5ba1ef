//! The store interface: where an artifact's bytes live ([`super::fs::FsStore`] in the data
//! directory, [`super::s3::S3Store`] in a bucket), behind one object-safe trait so the data
//! plane neither knows nor cares which.

use std::future::Future;
use std::path::{Path, PathBuf};
use std::pin::Pin;
use std::time::Duration;

use proto::CompletedPart;

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

    /// Whether the store answers (for `/readyz`): the bucket or the directory is there.
    fn reachable(&self) -> StoreFuture<'_, ()>;

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

    /// Store the file at `path` (`size` bytes whose SHA-256 is `sha256`, lowercase hex)
    /// as the object `key`: how the relay keeps what it received itself (an uploaded
    /// video), where devices send parts instead. The file may be moved away.
    fn put_file<'a>(
        &'a self,
        key: &'a str,
        path: &'a Path,
        size: u64,
        sha256: &'a str,
    ) -> StoreFuture<'a, ()>;

    /// The object's bytes as a file on this host: the stored file itself when the store
    /// keeps files here, else a copy fetched into the directory `scratch` and deleted
    /// when the [`LocalCopy`] is dropped.
    fn local_copy<'a>(&'a self, key: &'a str, scratch: &'a Path) -> StoreFuture<'a, LocalCopy>;

    /// The keys of the objects whose keys start with `prefix`, in no particular order.
    fn list_keys<'a>(&'a self, prefix: &'a str) -> StoreFuture<'a, Vec<String>>;

    /// The filesystem store, when this is it (it serves its own upload and download routes).
    fn as_fs(&self) -> Option<&super::fs::FsStore> {
        None
    }

    /// The origin (`scheme://host[:port]`) that [`ArtifactStore::direct_download_url`]'s
    /// links point at, when not the relay's own: a page that plays a recording redirected
    /// there must allow it as a media source.
    fn download_origin(&self) -> Option<String> {
        None
    }
}

/// An object readable as a file: the store's own, or a fetched copy removed on drop.
#[derive(Debug)]
pub struct LocalCopy {
    path: PathBuf,
    fetched: bool,
}

impl LocalCopy {
    /// The store's own file, left alone on drop.
    pub(crate) fn stored(path: PathBuf) -> Self {
        LocalCopy {
            path,
            fetched: false,
        }
    }

    /// A copy fetched for this read, removed on drop.
    #[cfg_attr(not(feature = "s3"), allow(dead_code))] // only a remote store fetches
    pub(crate) fn fetched(path: PathBuf) -> Self {
        LocalCopy {
            path,
            fetched: true,
        }
    }

    /// Where the bytes are.
    pub fn path(&self) -> &Path {
        &self.path
    }
}

impl Drop for LocalCopy {
    fn drop(&mut self) {
        if self.fetched {
            let _ = std::fs::remove_file(&self.path);
        }
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
