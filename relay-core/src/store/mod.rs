//! Persistence: the database (keys, devices, audit) behind one connection pool.
//!
//! The relay runs on SQLite in its data directory by default and on PostgreSQL for a
//! scaled-out deployment. Both go through sqlx's `Any` driver with one set of migrations
//! written in the SQL both understand, so no query exists in two dialects.

pub(crate) mod db;
pub mod time;

pub use db::{Db, DbError};

/// A list kept in one `TEXT` column, comma-joined (scopes, device patterns): its items,
/// empty ones dropped.
pub fn split_list(stored: &str) -> Vec<String> {
    stored
        .split(',')
        .filter(|p| !p.is_empty())
        .map(String::from)
        .collect()
}

/// Build a query string from our own constant fragments (column lists, placeholders).
/// Never interpolate a value: values are bound. The macro marks the string as audited
/// for sqlx, which refuses unmarked dynamic SQL.
#[macro_export]
macro_rules! sql {
    ($($t:tt)*) => { sqlx::AssertSqlSafe(format!($($t)*)) };
}
