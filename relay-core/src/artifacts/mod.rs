//! The artifact store: where finished recordings go once they leave the device.
//!
//! An artifact is one file a device offered, a recording's MP4 (identified by the recording
//! id) or one file of a watch (a `wf_…` id, listed by [`for_watch`]), and owned by that
//! device; or a video a key uploaded (`vid_…`, owned by that key, [`readable`] says who
//! may read what). Its row in `artifacts` is the truth about it
//! (`uploading` → `ready`, or `failed`); its bytes live in an [`ArtifactStore`]: the relay's
//! data directory ([`fs::FsStore`], the default) or an S3 bucket ([`s3::S3Store`]). Bytes
//! never pass through the control socket, and with S3 never through the relay either: the
//! agent `PUT`s parts to presigned URLs and the relay only plans, completes and verifies.
//!
//! A row turns `ready` only after the stored object was read back and matched the size and
//! SHA-256 the device offered, so a device may delete its copy exactly when told `ready`.
//! Store outages are answered as retryable (503): the device keeps its file and tries
//! again, nothing is lost.

mod browse;
mod downloads;
mod export;
pub mod fs;
pub mod link;
pub mod readable;
mod removal;
pub mod retention;
#[cfg(feature = "s3")]
pub mod s3;
pub mod sign;
mod store;
mod sweep;
mod table;
pub mod video_upload;

pub use browse::{Browse, Browsed, MAX_DEVICE_IDS, browse};
pub use downloads::Downloads;
pub use downloads::{download_name, served_type};
pub use export::export;
pub use removal::delete;
pub use store::ArtifactStore;
pub use store::{
    LocalCopy, ObjectDigest, PartRequest, PartTarget, Served, StoreError, StoreFuture,
};
pub use sweep::run_sweeper;
pub use table::*;
pub use table::{
    Artifact, VideoMeta, WatchFileRef, for_watch, get, latest_for_device, list, lookup,
};

use crate::store::DbError;

/// Errors of issuing a download link ([`Downloads::download_url`]).
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
