//! The connection pool and the migrations.

use std::path::Path;
use std::str::FromStr;
use std::time::Duration;

use sqlx::any::{AnyConnectOptions, AnyPoolOptions};
use sqlx::{AnyPool, Executor, Row};

/// Migrations in order; each runs once, recorded in `schema_migrations`.
const MIGRATIONS: &[(i64, &str)] = &[
    (1, include_str!("../../migrations/0001_spine.sql")),
    (2, include_str!("../../migrations/0002_artifacts.sql")),
    (3, include_str!("../../migrations/0003_recordings.sql")),
    (4, include_str!("../../migrations/0004_live.sql")),
    (5, include_str!("../../migrations/0005_watch_files.sql")),
    (6, include_str!("../../migrations/0006_watches.sql")),
    (
        7,
        include_str!("../../migrations/0007_no_stored_secrets.sql"),
    ),
    (8, include_str!("../../migrations/0008_part_digests.sql")),
    (9, include_str!("../../migrations/0009_videos.sql")),
    (10, include_str!("../../migrations/0010_presence.sql")),
    (
        11,
        include_str!("../../migrations/0011_sequence_owners.sql"),
    ),
    (12, include_str!("../../migrations/0012_live_replicas.sql")),
    (13, include_str!("../../migrations/0013_replica_leases.sql")),
    (14, include_str!("../../migrations/0014_device_status.sql")),
    (15, include_str!("../../migrations/0015_device_count.sql")),
    (16, include_str!("../../migrations/0016_console.sql")),
    (17, include_str!("../../migrations/0017_oauth.sql")),
    (18, include_str!("../../migrations/0018_sso.sql")),
    (19, include_str!("../../migrations/0019_mcp_tasks.sql")),
    (
        20,
        include_str!("../../migrations/0020_recording_discard.sql"),
    ),
    (21, include_str!("../../migrations/0021_shares.sql")),
    (
        22,
        include_str!("../../migrations/0022_live_recordings.sql"),
    ),
    (23, include_str!("../../migrations/0023_shared_devices.sql")),
    (24, include_str!("../../migrations/0024_live_observers.sql")),
];

/// A database error, with what was being done.
#[derive(Debug, thiserror::Error)]
pub enum DbError {
    /// sqlx failed.
    #[error("database: {0}")]
    Sqlx(#[from] sqlx::Error),
    /// The URL is not one we support.
    #[error("database URL {0:?}: use sqlite://PATH or postgres://…")]
    BadUrl(String),
}

/// The relay's database.
#[derive(Clone, Debug)]
pub struct Db {
    pool: AnyPool,
}

/// Which engine the pool talks to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Backend {
    /// SQLite file.
    Sqlite,
    /// PostgreSQL server.
    Postgres,
}

impl Db {
    /// Open the database at `url`, or `relay.db` in `data_dir` when no URL is given, and
    /// bring its schema up to date.
    pub async fn open(data_dir: &Path, url: Option<&str>) -> Result<Db, DbError> {
        sqlx::any::install_default_drivers();
        let url = match url {
            Some(u) => u.to_string(),
            None => format!("sqlite://{}?mode=rwc", data_dir.join("relay.db").display()),
        };
        let backend = if url.starts_with("sqlite:") {
            Backend::Sqlite
        } else if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            Backend::Postgres
        } else {
            return Err(DbError::BadUrl(url));
        };
        let options = AnyConnectOptions::from_str(&url)?;
        let pool = AnyPoolOptions::new()
            .max_connections(if backend == Backend::Sqlite { 4 } else { 16 })
            .acquire_timeout(Duration::from_secs(10))
            .after_connect(move |conn, _meta| {
                Box::pin(async move {
                    if backend == Backend::Sqlite {
                        // WAL lets the CLI read and write while a relay runs on the same
                        // file; the busy timeout makes writers wait instead of failing.
                        conn.execute("PRAGMA journal_mode=WAL").await?;
                        conn.execute("PRAGMA busy_timeout=10000").await?;
                        conn.execute("PRAGMA synchronous=NORMAL").await?;
                    }
                    Ok(())
                })
            })
            .connect_with(options)
            .await?;
        let db = Db { pool };
        db.migrate(backend).await?;
        Ok(db)
    }

    /// The pool, for the modules that own the tables.
    pub fn pool(&self) -> &AnyPool {
        &self.pool
    }

    async fn migrate(&self, backend: Backend) -> Result<(), DbError> {
        let created = self
            .pool
            .execute("CREATE TABLE IF NOT EXISTS schema_migrations (version BIGINT PRIMARY KEY, applied_at TEXT NOT NULL)")
            .await;
        // PostgreSQL's IF NOT EXISTS is not atomic: a process migrating at the same moment
        // can make it fail on the catalog's unique index. The table exists then, which is
        // all this statement is for.
        if let Err(e) = created {
            self.pool
                .execute("SELECT version FROM schema_migrations WHERE version = 0")
                .await
                .map_err(|_| e)?;
        }
        for (version, sql) in MIGRATIONS {
            let mut tx = self.pool.begin().await?;
            if backend == Backend::Postgres {
                // Relays starting together take turns: the second finds the version done
                // instead of failing on a table the first is creating. (SQLite's writer
                // lock already serializes them.)
                tx.execute("SELECT pg_advisory_xact_lock(4242)").await?;
            }
            let done = sqlx::query("SELECT version FROM schema_migrations WHERE version = $1")
                .bind(*version)
                .fetch_optional(&mut *tx)
                .await?;
            if done.is_some() {
                continue;
            }
            // Statements are split at `;`, so migrations keep semicolons out of comments.
            for statement in sql
                .split(';')
                .map(str::trim)
                .filter(|s| !s.is_empty() && !s.lines().all(|l| l.trim_start().starts_with("--")))
            {
                tx.execute(statement).await?;
            }
            let inserted =
                sqlx::query("INSERT INTO schema_migrations (version, applied_at) VALUES ($1, $2)")
                    .bind(*version)
                    .bind(super::time::format(super::time::now()))
                    .execute(&mut *tx)
                    .await;
            match inserted {
                Ok(_) => tx.commit().await?,
                // Another process migrated concurrently; its schema is the same.
                Err(_) => tx.rollback().await?,
            }
        }
        let _ = self.pool.fetch_one("SELECT 1").await.map(|r| r.len());
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::MIGRATIONS;

    /// The statements are split at `;`: one in a comment would cut a statement in two, and
    /// the relay would fail at start with a syntax error far from the cause.
    #[test]
    fn no_migration_comment_holds_a_semicolon() {
        for (version, sql) in MIGRATIONS {
            for (n, line) in sql.lines().enumerate() {
                if let Some((_, comment)) = line.split_once("--") {
                    assert!(
                        !comment.contains(';'),
                        "migration {version}, line {}: a `;` in a comment: {line}",
                        n + 1
                    );
                }
            }
        }
        let versions: Vec<i64> = MIGRATIONS.iter().map(|(v, _)| *v).collect();
        let expected: Vec<i64> = (1..=versions.len() as i64).collect();
        assert_eq!(
            versions, expected,
            "migrations are numbered 1, 2, 3… in order"
        );
    }
}
