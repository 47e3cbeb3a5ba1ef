//! What a screen memory leaves in the data directory, and deleting it. Built with or without
//! the `screen-memory` feature: starting the agent without the memory forgets one an earlier
//! run kept, and a build that cannot keep one must still forget what another build kept.

use std::io;
use std::path::{Path, PathBuf};

/// The directory of the pictures, under the data directory.
pub(crate) const SCREEN_DIR: &str = "screen";
/// The database, under the data directory.
pub(crate) const DB_FILE: &str = "screen.sqlite";
/// Files SQLite keeps beside the database (WAL mode; a rollback journal after a mode change).
pub(crate) const DB_SIDE_FILES: [&str; 3] = [
    "screen.sqlite-wal",
    "screen.sqlite-shm",
    "screen.sqlite-journal",
];
/// The file, under the data directory, holding the running endpoint's URL.
pub(crate) const ENDPOINT_FILE: &str = "screen-endpoint";

/// A file or directory of the memory that could not be removed.
#[derive(Debug, thiserror::Error)]
#[error("screen memory: cannot remove {}: {source}", path.display())]
pub(crate) struct ForgetError {
    /// The file or directory.
    path: PathBuf,
    /// What the system said.
    #[source]
    source: io::Error,
}

/// Deletes every frame and row: the `screen/` directory and `screen.sqlite` (with its
/// `-wal`/`-shm`), whether or not a store is open elsewhere in this process (close it
/// first when you have one: an open store keeps writing into the deleted files and makes
/// `screen/` again at its next insert). Leaves nothing of the memory on disk; fine if nothing
/// is there.
pub(crate) async fn forget(data_dir: &Path) -> Result<(), ForgetError> {
    let failed = |path: &Path| {
        let path = path.to_path_buf();
        move |source| ForgetError { path, source }
    };
    let screen = data_dir.join(SCREEN_DIR);
    match tokio::fs::remove_dir_all(&screen).await {
        Ok(()) => {}
        Err(e) if e.kind() == io::ErrorKind::NotFound => {}
        Err(e) => return Err(failed(&screen)(e)),
    }
    for name in std::iter::once(DB_FILE).chain(DB_SIDE_FILES) {
        let path = data_dir.join(name);
        match tokio::fs::remove_file(&path).await {
            Ok(()) => {}
            Err(e) if e.kind() == io::ErrorKind::NotFound => {}
            Err(e) => return Err(failed(&path)(e)),
        }
    }
    Ok(())
}

/// Removes `<data>/screen-endpoint` that an agent which did not stop cleanly left (its URL
/// answers no more, or worse, answers for some other program).
pub(crate) async fn remove_stale_endpoint(data_dir: &Path) {
    remove_endpoint_file(&data_dir.join(ENDPOINT_FILE)).await;
}

/// Removes the endpoint's URL file at `path`, fine if it is not there.
pub(crate) async fn remove_endpoint_file(path: &Path) {
    match tokio::fs::remove_file(path).await {
        Ok(()) => {}
        Err(e) if e.kind() == io::ErrorKind::NotFound => {}
        Err(e) => {
            tracing::warn!(error = %e, path = %path.display(), "cannot remove the screen memory endpoint's file")
        }
    }
}
