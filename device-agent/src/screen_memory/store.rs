//! The screen memory on disk: one WebP file a kept frame, one row each in a SQLite table,
//! ten minutes of them.
//!
//! Pictures are files (`<data>/screen/<UTC yyyyMMdd-HH>/<at ms>-<display>.webp`) so the
//! database stays small and a picture is read with one bounded file read; the rows
//! (`<data>/screen.sqlite`, table `screen_frames`) are what a read searches by time, app and
//! title. A file is written whole (temporary name, fsync, rename) before its row is inserted,
//! so a row never names a half-written picture; a crash between the two leaves a file with no
//! row, which the sweep at [`Store::open`] deletes.
//!
//! Retention is by the clock, not by count: [`Store::sweep`] (every second) deletes rows and
//! files older than [`RETENTION_MS`] and empty hour directories, and [`Store::read`] never
//! returns an older frame even before a sweep has run. [`super::leftovers::forget`] deletes
//! everything.
//! File-system changes (insert, sweep) are serialised by one lock, so a sweep never removes
//! an hour directory an insert is about to write into.

mod files;
mod read;

use std::collections::HashSet;
use std::io;
use std::path::{Component, Path, PathBuf};
use std::sync::Arc;

use proto::screen_memory::{MAX_LABEL_BYTES, MemoryFrame};
use sqlx::Row as _;
use sqlx::sqlite::{
    SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions, SqliteSynchronous,
};

use super::Clock;
use super::leftovers::{DB_FILE, DB_SIDE_FILES, SCREEN_DIR};
use crate::fsutil;
use files::{disk_bytes, remove_empty_hours, remove_file, remove_orphans};

/// How long a frame is kept, and so the oldest one a read returns (10 minutes).
pub(crate) const RETENTION_MS: i64 = proto::screen_memory::RETENTION_MS;
/// The table of kept frames.
const SCHEMA: &str = "CREATE TABLE IF NOT EXISTS screen_frames (
    at_ms INTEGER NOT NULL,
    display INTEGER NOT NULL,
    app TEXT NOT NULL,
    title TEXT NOT NULL,
    width INTEGER NOT NULL,
    height INTEGER NOT NULL,
    bytes INTEGER NOT NULL,
    hash INTEGER NOT NULL,
    path TEXT NOT NULL,
    PRIMARY KEY (at_ms, display)
)";

/// A kept frame's description, as inserted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct FrameRow {
    /// When it was captured (Unix ms).
    pub at_ms: i64,
    /// The display it shows.
    pub display: u32,
    /// The focused window's application (its class), empty when unknown.
    pub app: String,
    /// The focused window's title, empty when it has none.
    pub title: String,
    /// Width of the stored picture.
    pub width: u32,
    /// Height of the stored picture.
    pub height: u32,
    /// Its perceptual hash (stored as the `i64` of the same bits).
    pub hash: u64,
}

/// What a sweep removed.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct Swept {
    /// Rows deleted.
    pub rows: u64,
    /// Files deleted (old pictures, and at open the files no row names).
    pub files: u64,
    /// Empty hour directories removed.
    pub dirs: u64,
}

/// The answer to a read: the frames picked, their pictures one after another in `payload`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Read {
    /// The frames picked, oldest first; `bytes` of each is its share of `payload`.
    pub frames: Vec<MemoryFrame>,
    /// Frames in the range that matched the filter (before picking).
    pub matched: u32,
    /// The oldest frame the memory holds now (within retention), if any.
    pub oldest_ms: Option<i64>,
    /// The pictures of the frames sent, in their order.
    pub payload: Vec<u8>,
}

/// What the memory takes on disk.
#[allow(
    dead_code,
    reason = "for the benchmark and list_devices, not wired yet"
)]
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct Usage {
    /// Rows (kept frames, including any older than retention not yet swept).
    pub frames: u64,
    /// Bytes of every file of the memory: the pictures, the database and its side files.
    pub bytes: u64,
}

/// Why the memory could not do what was asked.
#[derive(Debug, thiserror::Error)]
pub(crate) enum StoreError {
    /// The database failed.
    #[error("screen memory database {}: {what}: {source}", path.display())]
    Db {
        /// The database file.
        path: PathBuf,
        /// What was being done.
        what: &'static str,
        /// What SQLite said.
        #[source]
        source: sqlx::Error,
    },
    /// A file or directory of the memory failed.
    #[error("screen memory: cannot {what} {}: {source}", path.display())]
    Io {
        /// What was being done (`write`, `remove`, …).
        what: &'static str,
        /// The file or directory.
        path: PathBuf,
        /// What the system said.
        #[source]
        source: io::Error,
    },
    /// A frame's time has no UTC date (and so no hour directory).
    #[error("screen memory: frame time {0} ms is out of the range of dates")]
    BadTime(i64),
    /// A blocking file task did not finish.
    #[error("screen memory: a file task failed: {0}")]
    Task(String),
}

/// The screen memory of one data directory.
#[derive(Clone)]
pub(crate) struct Store {
    inner: Arc<Inner>,
}

/// What the clones of a [`Store`] share.
struct Inner {
    /// Connections to `screen.sqlite`.
    pool: SqlitePool,
    /// The data directory (holding `screen/` and `screen.sqlite`).
    data_dir: PathBuf,
    /// `screen.sqlite`, for errors.
    db_path: PathBuf,
    /// Now, in Unix ms.
    clock: Clock,
    /// Held by whatever changes files (insert, sweep): a sweep removing an empty hour
    /// directory must not race an insert writing into it.
    writing: tokio::sync::Mutex<()>,
}

impl Store {
    /// Opens (creating) the memory under `data_dir` and runs the start sweep: rows older
    /// than [`RETENTION_MS`] and their files deleted, files with no row deleted (orphans, e.g.
    /// a crash between file and row), empty hour directories removed.
    ///
    /// `screen/` is made readable by the owner only: it holds pictures of the screen.
    pub(crate) async fn open(data_dir: &Path, clock: Clock) -> Result<Store, StoreError> {
        let screen = data_dir.join(SCREEN_DIR);
        let dir = screen.clone();
        blocking(move || {
            use std::os::unix::fs::{DirBuilderExt as _, PermissionsExt as _};
            std::fs::DirBuilder::new()
                .recursive(true)
                .mode(0o700)
                .create(&dir)
                .map_err(io_error("create", &dir))?;
            std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o700))
                .map_err(io_error("restrict", &dir))
        })
        .await?;
        let db_path = data_dir.join(DB_FILE);
        let db = |what| {
            let path = db_path.clone();
            move |source| StoreError::Db { path, what, source }
        };
        let options = SqliteConnectOptions::new()
            .filename(&db_path)
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            // Durable enough: a crash may lose the last rows, whose files the next start
            // sweep then deletes.
            .synchronous(SqliteSynchronous::Normal);
        let pool = SqlitePoolOptions::new()
            .max_connections(2)
            .connect_with(options)
            .await
            .map_err(db("open"))?;
        sqlx::query(SCHEMA)
            .execute(&pool)
            .await
            .map_err(db("create the table"))?;
        // The loopback endpoint's grants live beside the frames: forgetting ends them too.
        sqlx::query(super::grants::SCHEMA)
            .execute(&pool)
            .await
            .map_err(db("create the grants table"))?;
        {
            use std::os::unix::fs::PermissionsExt as _;
            // The rows name the windows that were on screen: the owner's only. SQLite gives
            // the -wal and -shm files the database's permissions.
            tokio::fs::set_permissions(&db_path, std::fs::Permissions::from_mode(0o600))
                .await
                .map_err(io_error("restrict", &db_path))?;
        }
        let store = Store {
            inner: Arc::new(Inner {
                pool,
                data_dir: data_dir.to_path_buf(),
                db_path,
                clock,
                writing: tokio::sync::Mutex::new(()),
            }),
        };
        store.start_sweep().await?;
        Ok(store)
    }

    /// Keep a frame: its WebP written whole as its file, then its row. The same display and
    /// time again replaces the frame.
    pub(crate) async fn insert(&self, row: &FrameRow, webp: &[u8]) -> Result<(), StoreError> {
        let relative = relative_path(row.at_ms, row.display)?;
        let path = self.inner.data_dir.join(&relative);
        let bytes = webp.to_vec();
        let _writing = self.inner.writing.lock().await;
        let file = path.clone();
        blocking(move || {
            if let Some(hour) = file.parent() {
                std::fs::create_dir_all(hour).map_err(io_error("create", hour))?;
            }
            fsutil::write_atomic(&file, &bytes).map_err(io_error("write", &file))
        })
        .await?;
        let inserted = sqlx::query(
            "INSERT OR REPLACE INTO screen_frames
                (at_ms, display, app, title, width, height, bytes, hash, path)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
        )
        .bind(row.at_ms)
        .bind(i64::from(row.display))
        .bind(label(&row.app))
        .bind(label(&row.title))
        .bind(i64::from(row.width))
        .bind(i64::from(row.height))
        .bind(i64::try_from(webp.len()).unwrap_or(i64::MAX))
        // The same 64 bits: SQLite integers are signed.
        .bind(row.hash as i64)
        .bind(&relative)
        .execute(&self.inner.pool)
        .await;
        if let Err(source) = inserted {
            // No row will ever name the file: do not leave it for the start sweep.
            let _ = tokio::fs::remove_file(&path).await;
            return Err(self.db_error("insert a frame", source));
        }
        Ok(())
    }

    /// Rows and files older than [`RETENTION_MS`] by the clock, and empty hour directories.
    /// Called every second by the capture loop, paused or not.
    pub(crate) async fn sweep(&self) -> Result<Swept, StoreError> {
        let _writing = self.inner.writing.lock().await;
        self.sweep_locked().await
    }

    /// [`Store::sweep`] with the writing lock held.
    async fn sweep_locked(&self) -> Result<Swept, StoreError> {
        let cutoff = self.now().saturating_sub(RETENTION_MS);
        let old: Vec<String> = sqlx::query("SELECT path FROM screen_frames WHERE at_ms < ?1")
            .bind(cutoff)
            .fetch_all(&self.inner.pool)
            .await
            .map_err(|e| self.db_error("find old frames", e))?
            .iter()
            .filter_map(|r| r.try_get::<String, _>(0).ok())
            .collect();
        if old.is_empty() {
            // Most seconds: nothing is due, and an hour directory only empties when its last
            // file goes. (Writes wait for the lock held here, so no older row can appear.)
            return Ok(Swept::default());
        }
        let data_dir = self.inner.data_dir.clone();
        // Files first: a crash after this leaves rows without files (skipped by reads, deleted
        // by the next sweep), never files without rows.
        let (files, dirs) = blocking(move || {
            let mut files = 0;
            for relative in &old {
                if let Some(path) = stored_path(&data_dir, relative) {
                    files += u64::from(remove_file(&path)?);
                }
            }
            Ok((files, remove_empty_hours(&data_dir)?))
        })
        .await?;
        let rows = sqlx::query("DELETE FROM screen_frames WHERE at_ms < ?1")
            .bind(cutoff)
            .execute(&self.inner.pool)
            .await
            .map_err(|e| self.db_error("delete old frames", e))?
            .rows_affected();
        Ok(Swept { rows, files, dirs })
    }

    /// The sweep at open: [`Store::sweep`], then every file under `screen/` that no row
    /// names (a picture whose row was lost, a temporary file of an interrupted write).
    async fn start_sweep(&self) -> Result<Swept, StoreError> {
        let _writing = self.inner.writing.lock().await;
        let mut swept = self.sweep_locked().await?;
        let known: HashSet<String> = sqlx::query("SELECT path FROM screen_frames")
            .fetch_all(&self.inner.pool)
            .await
            .map_err(|e| self.db_error("list frames", e))?
            .iter()
            .filter_map(|r| r.try_get::<String, _>(0).ok())
            .collect();
        let data_dir = self.inner.data_dir.clone();
        let (files, dirs) = blocking(move || remove_orphans(&data_dir, &known)).await?;
        swept.files += files;
        swept.dirs += dirs;
        if swept != Swept::default() {
            tracing::info!(
                rows = swept.rows,
                files = swept.files,
                dirs = swept.dirs,
                "screen memory: start sweep"
            );
        }
        Ok(swept)
    }

    /// Frames and bytes on disk now (for the benchmark and `list_devices`).
    #[allow(
        dead_code,
        reason = "for the benchmark and list_devices, not wired yet"
    )]
    pub(crate) async fn usage(&self) -> Result<Usage, StoreError> {
        let frames: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM screen_frames")
            .fetch_one(&self.inner.pool)
            .await
            .map_err(|e| self.db_error("count frames", e))?;
        let data_dir = self.inner.data_dir.clone();
        let bytes = blocking(move || Ok(disk_bytes(&data_dir))).await?;
        Ok(Usage {
            frames: u64::try_from(frames).unwrap_or(0),
            bytes,
        })
    }

    /// Close the database connections (waiting for those in use).
    pub(crate) async fn close(&self) {
        self.inner.pool.close().await;
    }

    /// Now, by the store's clock.
    fn now(&self) -> i64 {
        (self.inner.clock)()
    }

    /// A database error naming what was being done.
    fn db_error(&self, what: &'static str, source: sqlx::Error) -> StoreError {
        StoreError::Db {
            path: self.inner.db_path.clone(),
            what,
            source,
        }
    }
}

/// A frame's file, relative to the data directory:
/// `screen/<UTC yyyyMMdd-HH of at_ms>/<at_ms>-<display>.webp`.
fn relative_path(at_ms: i64, display: u32) -> Result<String, StoreError> {
    let at = time::OffsetDateTime::from_unix_timestamp_nanos(i128::from(at_ms) * 1_000_000)
        .map_err(|_| StoreError::BadTime(at_ms))?;
    let hour = at
        .format(time::macros::format_description!(
            "[year][month][day]-[hour]"
        ))
        .map_err(|_| StoreError::BadTime(at_ms))?;
    Ok(format!("{SCREEN_DIR}/{hour}/{at_ms}-{display}.webp"))
}

/// The file a row's `path` names, if it is one of ours: `screen/<hour>/<file>` of plain
/// names, so a damaged row cannot make a read or sweep touch anything else.
fn stored_path(data_dir: &Path, relative: &str) -> Option<PathBuf> {
    let path = Path::new(relative);
    let components: Vec<Component<'_>> = path.components().collect();
    let ours = matches!(
        components.as_slice(),
        [Component::Normal(screen), Component::Normal(_), Component::Normal(_)]
            if *screen == SCREEN_DIR
    );
    ours.then(|| data_dir.join(path))
}

/// `text` cut to at most [`MAX_LABEL_BYTES`] on a character boundary.
fn label(text: &str) -> &str {
    if text.len() <= MAX_LABEL_BYTES {
        return text;
    }
    let mut end = MAX_LABEL_BYTES;
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    &text[..end]
}

/// An I/O error of the memory, naming what was done to which path.
fn io_error(what: &'static str, path: &Path) -> impl FnOnce(io::Error) -> StoreError {
    let path = path.to_path_buf();
    move |source| StoreError::Io { what, path, source }
}

/// Run blocking file work off the async threads.
async fn blocking<T: Send + 'static>(
    work: impl FnOnce() -> Result<T, StoreError> + Send + 'static,
) -> Result<T, StoreError> {
    tokio::task::spawn_blocking(work)
        .await
        .map_err(|e| StoreError::Task(e.to_string()))?
}

#[cfg(test)]
mod tests;
