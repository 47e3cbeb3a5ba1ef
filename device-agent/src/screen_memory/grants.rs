//! Who may read the screen memory on the device's own loopback endpoint: one bearer token a
//! run (an AI agent's run on this machine), granted and revoked by the device's owner with
//! `device-agent screen-memory grant|revoke RUN`.
//!
//! Only each token's SHA-256 is kept (table `screen_grants` in `screen.sqlite`, beside the
//! frames, so forgetting the memory ends every grant with it); the token itself is shown once,
//! at grant. The endpoint looks the hash up on every request, so a revoke made by another
//! process (the CLI) holds from the next request on. A grant is refused while the endpoint is
//! not answering: a token for a memory that is off would be a promise nothing keeps.

use std::path::{Path, PathBuf};
use std::time::Duration;

use base64::Engine as _;
use serde::Serialize;
use sha2::{Digest as _, Sha256};
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions};

use super::leftovers::{DB_FILE, ENDPOINT_FILE};

/// The grants table, created with the frames' table when the store opens.
pub(crate) const SCHEMA: &str = "CREATE TABLE IF NOT EXISTS screen_grants (
    run TEXT PRIMARY KEY,
    token_sha256 TEXT NOT NULL UNIQUE,
    created_ms INTEGER NOT NULL
)";
/// What every token starts with, so a leaked one is recognisable.
pub(crate) const TOKEN_PREFIX: &str = "smt_";
/// Random bytes of a token (256 bits).
const TOKEN_BYTES: usize = 32;
/// Longest token shape the endpoint hashes at all (the prefix and 43 base64url characters).
pub(crate) const MAX_TOKEN_CHARS: usize = 64;
/// Longest RUN name, in characters.
pub(crate) const MAX_RUN_CHARS: usize = 64;
/// How long a grant waits for the endpoint to accept a connection.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(2);

/// Why a grant or a revoke could not be made.
#[derive(Debug, thiserror::Error)]
pub enum ScreenGrantError {
    /// RUN is not a run name.
    #[error(
        "RUN {0:?} is not valid: RUN must be 1 to 64 characters, each a letter, a digit, '.', '_' or '-'"
    )]
    BadRun(String),
    /// No agent serves the memory's endpoint for this data directory.
    #[error("screen memory is off: start the agent with --screen-memory")]
    Off,
    /// Nothing was granted to this run.
    #[error("no screen memory grant for run {0:?}")]
    UnknownRun(String),
    /// The grants' database failed.
    #[error("screen memory grants {}: {what}: {source}", path.display())]
    Db {
        /// The database file.
        path: PathBuf,
        /// What was being done.
        what: &'static str,
        /// What SQLite said.
        #[source]
        source: sqlx::Error,
    },
    /// The system's random source failed.
    #[error("screen memory grant: no random token: {0}")]
    Random(String),
}

/// A grant as `device-agent screen-memory grant` shows it (`--json`: this object).
#[derive(Debug, Clone, Serialize)]
pub struct ScreenGrant {
    /// The run it is for.
    pub run: String,
    /// The endpoint's URL (`http://127.0.0.1:PORT/mcp`).
    pub url: String,
    /// The bearer token, shown this once (only its hash is kept).
    pub token: String,
    /// A ready MCP client configuration naming the endpoint and the token.
    pub(crate) mcp_config: McpConfig,
}

impl ScreenGrant {
    /// The MCP client configuration as pretty JSON.
    pub fn mcp_config_json(&self) -> String {
        serde_json::to_string_pretty(&self.mcp_config).unwrap_or_default()
    }
}

/// `{"mcpServers": {"screen": …}}`, the shape MCP clients read.
#[derive(Debug, Clone, Serialize)]
pub(crate) struct McpConfig {
    /// The servers, by name.
    #[serde(rename = "mcpServers")]
    mcp_servers: McpServers,
}

/// The one server of an [`McpConfig`].
#[derive(Debug, Clone, Serialize)]
struct McpServers {
    /// The screen memory's endpoint.
    screen: McpServer,
}

/// An HTTP MCP server with a bearer header.
#[derive(Debug, Clone, Serialize)]
struct McpServer {
    /// Always `http` (Streamable HTTP).
    #[serde(rename = "type")]
    kind: &'static str,
    /// The endpoint's URL.
    url: String,
    /// The headers every request carries.
    headers: McpHeaders,
}

/// The `Authorization` header of an [`McpServer`].
#[derive(Debug, Clone, Serialize)]
struct McpHeaders {
    /// `Bearer smt_…`.
    #[serde(rename = "Authorization")]
    authorization: String,
}

/// Check a RUN name: 1..=[`MAX_RUN_CHARS`] characters of `[A-Za-z0-9._-]`.
pub(crate) fn validate_run(run: &str) -> Result<(), ScreenGrantError> {
    let ok = !run.is_empty()
        && run.chars().count() <= MAX_RUN_CHARS
        && run
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-'));
    if ok {
        Ok(())
    } else {
        Err(ScreenGrantError::BadRun(
            run.chars().take(MAX_RUN_CHARS + 1).collect(),
        ))
    }
}

/// A new token: `smt_` and 32 random bytes in base64url without padding.
fn new_token() -> Result<String, ScreenGrantError> {
    let mut bytes = [0u8; TOKEN_BYTES];
    getrandom::fill(&mut bytes).map_err(|e| ScreenGrantError::Random(e.to_string()))?;
    Ok(format!(
        "{TOKEN_PREFIX}{}",
        base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes)
    ))
}

/// The hex SHA-256 a token is kept and looked up as.
fn token_hash(token: &str) -> String {
    hex::encode(Sha256::digest(token.as_bytes()))
}

/// The grants of one data directory's memory.
#[derive(Clone)]
pub(crate) struct Grants {
    /// Connections to `screen.sqlite`.
    pool: SqlitePool,
    /// `screen.sqlite`, for errors.
    db_path: PathBuf,
}

impl Grants {
    /// Opens the grants of `data_dir`'s memory; `create` makes the database when it is
    /// missing (the endpoint), otherwise a missing one reads as a memory that is off.
    pub(crate) async fn open(data_dir: &Path, create: bool) -> Result<Grants, ScreenGrantError> {
        let db_path = data_dir.join(DB_FILE);
        if !create && !tokio::fs::try_exists(&db_path).await.unwrap_or(false) {
            return Err(ScreenGrantError::Off);
        }
        let options = SqliteConnectOptions::new()
            .filename(&db_path)
            .create_if_missing(create)
            .journal_mode(SqliteJournalMode::Wal)
            .busy_timeout(Duration::from_secs(5));
        let pool = SqlitePoolOptions::new()
            .max_connections(2)
            .connect_with(options)
            .await
            .map_err(|source| ScreenGrantError::Db {
                path: db_path.clone(),
                what: "open",
                source,
            })?;
        let grants = Grants { pool, db_path };
        sqlx::query(SCHEMA)
            .execute(&grants.pool)
            .await
            .map_err(|e| grants.db_error("create the table", e))?;
        Ok(grants)
    }

    /// Grants `run` a new token (replacing any it had) and returns the token, whose hash
    /// alone is stored.
    pub(crate) async fn grant(&self, run: &str, now_ms: i64) -> Result<String, ScreenGrantError> {
        validate_run(run)?;
        let token = new_token()?;
        sqlx::query(
            "INSERT OR REPLACE INTO screen_grants (run, token_sha256, created_ms)
             VALUES (?1, ?2, ?3)",
        )
        .bind(run)
        .bind(token_hash(&token))
        .bind(now_ms)
        .execute(&self.pool)
        .await
        .map_err(|e| self.db_error("store a grant", e))?;
        Ok(token)
    }

    /// Ends `run`'s grant; a run with none is [`ScreenGrantError::UnknownRun`].
    pub(crate) async fn revoke(&self, run: &str) -> Result<(), ScreenGrantError> {
        validate_run(run)?;
        let deleted = sqlx::query("DELETE FROM screen_grants WHERE run = ?1")
            .bind(run)
            .execute(&self.pool)
            .await
            .map_err(|e| self.db_error("delete a grant", e))?
            .rows_affected();
        if deleted == 0 {
            return Err(ScreenGrantError::UnknownRun(run.to_string()));
        }
        Ok(())
    }

    /// The run `token` was granted to, if it is granted now. A token of the wrong shape is
    /// not looked up.
    pub(crate) async fn check(&self, token: &str) -> Result<Option<String>, ScreenGrantError> {
        if !token.starts_with(TOKEN_PREFIX) || token.len() > MAX_TOKEN_CHARS {
            return Ok(None);
        }
        sqlx::query_scalar("SELECT run FROM screen_grants WHERE token_sha256 = ?1")
            .bind(token_hash(token))
            .fetch_optional(&self.pool)
            .await
            .map_err(|e| self.db_error("look a token up", e))
    }

    /// Close the connections.
    pub(crate) async fn close(&self) {
        self.pool.close().await;
    }

    /// A database error naming what was being done.
    fn db_error(&self, what: &'static str, source: sqlx::Error) -> ScreenGrantError {
        ScreenGrantError::Db {
            path: self.db_path.clone(),
            what,
            source,
        }
    }
}

/// The URL in `<data>/screen-endpoint` if an endpoint accepts connections there now;
/// otherwise the memory is off ([`ScreenGrantError::Off`]).
async fn running_endpoint(data_dir: &Path) -> Result<String, ScreenGrantError> {
    let text = tokio::fs::read_to_string(data_dir.join(ENDPOINT_FILE))
        .await
        .map_err(|_| ScreenGrantError::Off)?;
    let url = text.trim().to_string();
    let addr: std::net::SocketAddr = url
        .strip_prefix("http://")
        .and_then(|rest| rest.strip_suffix("/mcp"))
        .and_then(|authority| authority.parse().ok())
        .filter(|a: &std::net::SocketAddr| a.ip().is_loopback())
        .ok_or(ScreenGrantError::Off)?;
    match tokio::time::timeout(CONNECT_TIMEOUT, tokio::net::TcpStream::connect(addr)).await {
        Ok(Ok(_)) => Ok(url),
        _ => Err(ScreenGrantError::Off),
    }
}

/// `device-agent screen-memory grant RUN`: a new token for `run` on the running endpoint
/// of `data_dir`'s memory, with the URL and a ready MCP client configuration.
pub(crate) async fn grant(
    data_dir: &Path,
    run: &str,
    now_ms: i64,
) -> Result<ScreenGrant, ScreenGrantError> {
    validate_run(run)?;
    let url = running_endpoint(data_dir).await?;
    let grants = Grants::open(data_dir, false).await?;
    let token = grants.grant(run, now_ms).await;
    grants.close().await;
    let token = token?;
    let mcp_config = McpConfig {
        mcp_servers: McpServers {
            screen: McpServer {
                kind: "http",
                url: url.clone(),
                headers: McpHeaders {
                    authorization: format!("Bearer {token}"),
                },
            },
        },
    };
    Ok(ScreenGrant {
        run: run.to_string(),
        url,
        token,
        mcp_config,
    })
}

/// `device-agent screen-memory revoke RUN`: ends `run`'s grant, whether or not the agent
/// runs.
pub(crate) async fn revoke(data_dir: &Path, run: &str) -> Result<(), ScreenGrantError> {
    validate_run(run)?;
    let grants = match Grants::open(data_dir, false).await {
        Ok(g) => g,
        // No database: nothing was ever granted here.
        Err(ScreenGrantError::Off) => return Err(ScreenGrantError::UnknownRun(run.to_string())),
        Err(e) => return Err(e),
    };
    let result = grants.revoke(run).await;
    grants.close().await;
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    async fn stored(grants: &Grants) -> Vec<(String, String)> {
        sqlx::query_as("SELECT run, token_sha256 FROM screen_grants ORDER BY run")
            .fetch_all(&grants.pool)
            .await
            .unwrap()
    }

    #[tokio::test]
    async fn only_the_hash_is_stored_and_the_token_checks() {
        let dir = tempfile::TempDir::new().unwrap();
        let grants = Grants::open(dir.path(), true).await.unwrap();
        let token = grants.grant("run-1", 5).await.unwrap();
        assert!(
            token.starts_with("smt_") && token.len() == 4 + 43,
            "{token}"
        );
        let rows = stored(&grants).await;
        assert_eq!(rows, [("run-1".to_string(), token_hash(&token))]);
        assert!(!rows[0].1.contains(&token[4..]));
        let db = std::fs::read(dir.path().join(DB_FILE)).unwrap_or_default();
        let wal = std::fs::read(dir.path().join("screen.sqlite-wal")).unwrap_or_default();
        for bytes in [db, wal] {
            assert!(
                !bytes.windows(token.len()).any(|w| w == token.as_bytes()),
                "the token itself is on disk"
            );
        }
        assert_eq!(
            grants.check(&token).await.unwrap().as_deref(),
            Some("run-1")
        );
        assert_eq!(grants.check("smt_nope").await.unwrap(), None);
        assert_eq!(grants.check(&token[4..]).await.unwrap(), None);
    }

    #[tokio::test]
    async fn a_second_grant_replaces_the_token_and_a_revoke_ends_it() {
        let dir = tempfile::TempDir::new().unwrap();
        let grants = Grants::open(dir.path(), true).await.unwrap();
        let first = grants.grant("run-1", 1).await.unwrap();
        let other = grants.grant("run-2", 1).await.unwrap();
        let second = grants.grant("run-1", 2).await.unwrap();
        assert_ne!(first, second);
        assert_eq!(grants.check(&first).await.unwrap(), None);
        assert_eq!(
            grants.check(&second).await.unwrap().as_deref(),
            Some("run-1")
        );
        assert_eq!(stored(&grants).await.len(), 2);
        grants.revoke("run-1").await.unwrap();
        assert_eq!(grants.check(&second).await.unwrap(), None);
        assert_eq!(
            grants.check(&other).await.unwrap().as_deref(),
            Some("run-2")
        );
        let e = grants.revoke("run-1").await.unwrap_err();
        assert!(
            matches!(e, ScreenGrantError::UnknownRun(ref r) if r == "run-1"),
            "{e}"
        );
        assert!(e.to_string().contains("\"run-1\""), "{e}");
    }

    #[test]
    fn run_names_are_checked_and_the_error_names_run_and_the_rule() {
        let (longest, too_long) = ("x".repeat(MAX_RUN_CHARS), "x".repeat(MAX_RUN_CHARS + 1));
        for good in ["run-1", "a", "A.b_c-9", longest.as_str()] {
            assert!(validate_run(good).is_ok(), "{good}");
        }
        for bad in ["", "run 1", "run/1", "ü", too_long.as_str(), "a\nb"] {
            let e = validate_run(bad).unwrap_err().to_string();
            assert!(e.starts_with("RUN "), "{e}");
            assert!(e.contains("1 to 64 characters"), "{e}");
        }
    }

    #[tokio::test]
    async fn grant_refuses_while_no_endpoint_answers_and_revoke_names_unknown_runs() {
        let dir = tempfile::TempDir::new().unwrap();
        let e = grant(dir.path(), "run-1", 0).await.unwrap_err();
        assert!(matches!(e, ScreenGrantError::Off), "{e}");
        assert_eq!(
            e.to_string(),
            "screen memory is off: start the agent with --screen-memory"
        );
        // A URL left by an agent that stopped: nothing answers there.
        let port = {
            let l = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
            l.local_addr().unwrap().port()
        };
        std::fs::write(
            dir.path().join(ENDPOINT_FILE),
            format!("http://127.0.0.1:{port}/mcp\n"),
        )
        .unwrap();
        assert!(matches!(
            grant(dir.path(), "run-1", 0).await.unwrap_err(),
            ScreenGrantError::Off
        ));
        assert!(matches!(
            grant(dir.path(), "bad run", 0).await.unwrap_err(),
            ScreenGrantError::BadRun(_)
        ));
        assert!(matches!(
            revoke(dir.path(), "run-1").await.unwrap_err(),
            ScreenGrantError::UnknownRun(_)
        ));
    }

    #[tokio::test]
    async fn grant_answers_with_the_url_the_token_and_a_client_configuration() {
        let dir = tempfile::TempDir::new().unwrap();
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let url = format!("http://{}/mcp", listener.local_addr().unwrap());
        std::fs::write(dir.path().join(ENDPOINT_FILE), format!("{url}\n")).unwrap();
        Grants::open(dir.path(), true).await.unwrap().close().await;
        let g = grant(dir.path(), "run-1", 0).await.unwrap();
        assert_eq!(g.url, url);
        let json = serde_json::to_value(&g).unwrap();
        assert_eq!(
            json,
            serde_json::json!({"run": "run-1", "url": url, "token": g.token, "mcp_config": {
                "mcpServers": {"screen": {"type": "http", "url": url,
                    "headers": {"Authorization": format!("Bearer {}", g.token)}}}}})
        );
        revoke(dir.path(), "run-1").await.unwrap();
    }
}
