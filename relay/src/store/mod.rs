//! Persistence: the database (keys, devices, audit) behind one connection pool.
//!
//! The relay runs on SQLite in its data directory by default and on PostgreSQL for a
//! scaled-out deployment. Both go through sqlx's `Any` driver with one set of migrations
//! written in the SQL both understand, so no query exists in two dialects.

pub mod db;
pub mod time;

pub use db::{Db, DbError};

/// Build a query string from our own constant fragments (column lists, placeholders).
/// Never interpolate a value: values are bound. The macro marks the string as audited
/// for sqlx, which refuses unmarked dynamic SQL.
#[macro_export]
macro_rules! sql {
    ($($t:tt)*) => { sqlx::AssertSqlSafe(format!($($t)*)) };
}

/// A database in a fresh directory that is removed on drop, for unit tests.
#[cfg(test)]
pub(crate) struct ScratchDb {
    /// The database.
    pub db: Db,
    dir: std::path::PathBuf,
}

#[cfg(test)]
impl ScratchDb {
    /// A new one; `tag` names the directory.
    pub(crate) async fn new(tag: &str) -> Self {
        let dir = std::env::temp_dir().join(format!("relay-{tag}-{}", crate::secret::short_id("")));
        std::fs::create_dir_all(&dir).expect("create a scratch directory");
        let db = Db::open(&dir, None).await.expect("open a scratch database");
        ScratchDb { db, dir }
    }
}

#[cfg(test)]
impl Drop for ScratchDb {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}
