//! The `live_observers` table: the further one-time tickets of a running live session, each
//! to watch, and what became of each (used, joined, left, removed).
//!
//! An observer's ticket is spent like the viewer's, by one guarded `UPDATE`, and opens
//! only while its session runs and nobody removed it. Removing an observer marks its row;
//! the process serving the session closes its socket at once when it is the one that
//! removed it, else at its next sweep ([`super::Sessions::close_ended_rows`]).

use sqlx::Row;
use sqlx::any::AnyRow;

use relay_core::store::{Db, DbError, time};

/// Most observers one session may have had tickets issued for: a session is a few people
/// watching, and every ticket is a row.
pub(crate) const MAX_PER_SESSION: i64 = 50;

/// One observer's ticket as stored.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub(crate) struct Observer {
    /// `lo_…`.
    pub id: String,
    /// The session watched.
    pub session_id: String,
    /// Who issued the ticket: a key id, or `console:<key id>`, or `cli`.
    pub issued_by: String,
    /// When.
    pub issued_at: String,
    /// When the ticket was spent.
    pub used_at: Option<String>,
    /// The observer's address.
    pub address: Option<String>,
    /// The observer's user agent.
    pub user_agent: Option<String>,
    /// When its stream began.
    pub joined_at: Option<String>,
    /// When it left.
    pub left_at: Option<String>,
    /// When it was removed.
    pub removed_at: Option<String>,
    /// Who removed it.
    pub removed_by: Option<String>,
}

impl Observer {
    /// Whether it watches now (joined, not gone).
    pub(crate) fn watching(&self) -> bool {
        self.joined_at.is_some() && self.left_at.is_none() && self.removed_at.is_none()
    }
}

const COLUMNS: &str = "id, session_id, issued_by, issued_at, used_at, address, user_agent, \
     joined_at, left_at, removed_at, removed_by";

fn read(row: &AnyRow) -> Result<Observer, sqlx::Error> {
    Ok(Observer {
        id: row.try_get("id")?,
        session_id: row.try_get("session_id")?,
        issued_by: row.try_get("issued_by")?,
        issued_at: row.try_get("issued_at")?,
        used_at: row.try_get("used_at")?,
        address: row.try_get("address")?,
        user_agent: row.try_get("user_agent")?,
        joined_at: row.try_get("joined_at")?,
        left_at: row.try_get("left_at")?,
        removed_at: row.try_get("removed_at")?,
        removed_by: row.try_get("removed_by")?,
    })
}

/// Store a new observer's ticket (by its hash) for `session_id`, issued by `issued_by`;
/// `None` when the session has had [`MAX_PER_SESSION`] already.
pub(crate) async fn insert(
    db: &Db,
    session_id: &str,
    issued_by: &str,
    ticket_hash: &str,
) -> Result<Option<Observer>, DbError> {
    let issued: i64 =
        sqlx::query_scalar("SELECT COUNT(*) FROM live_observers WHERE session_id = $1")
            .bind(session_id)
            .fetch_one(db.pool())
            .await?;
    if issued >= MAX_PER_SESSION {
        return Ok(None);
    }
    let o = Observer {
        id: relay_core::access::secret::short_id("lo_"),
        session_id: session_id.to_string(),
        issued_by: issued_by.to_string(),
        issued_at: time::format(time::now()),
        used_at: None,
        address: None,
        user_agent: None,
        joined_at: None,
        left_at: None,
        removed_at: None,
        removed_by: None,
    };
    sqlx::query(
        "INSERT INTO live_observers (id, session_id, issued_by, issued_at, ticket_hash) VALUES ($1, $2, $3, $4, $5)",
    )
    .bind(&o.id)
    .bind(&o.session_id)
    .bind(&o.issued_by)
    .bind(&o.issued_at)
    .bind(ticket_hash)
    .execute(db.pool())
    .await?;
    Ok(Some(o))
}

/// The observer a ticket is for, by the ticket's hash (not spending it).
pub(crate) async fn by_ticket_hash(db: &Db, hash: &str) -> Result<Option<Observer>, DbError> {
    let row = sqlx::query(relay_core::sql!(
        "SELECT {COLUMNS} FROM live_observers WHERE ticket_hash = $1"
    ))
    .bind(hash)
    .fetch_optional(db.pool())
    .await?;
    Ok(row.as_ref().map(read).transpose()?)
}

/// Every observer's ticket of a session, oldest first.
pub(crate) async fn for_session(db: &Db, session_id: &str) -> Result<Vec<Observer>, DbError> {
    let rows = sqlx::query(relay_core::sql!(
        "SELECT {COLUMNS} FROM live_observers WHERE session_id = $1 ORDER BY issued_at, id"
    ))
    .bind(session_id)
    .fetch_all(db.pool())
    .await?;
    Ok(rows.iter().map(read).collect::<Result<_, _>>()?)
}

/// Spend an observer's ticket: exactly one caller wins, and only while the ticket is
/// unused and not removed (the caller checks its session runs). Returns the observer on
/// success.
pub(crate) async fn consume(db: &Db, hash: &str) -> Result<Option<Observer>, DbError> {
    let done = sqlx::query(
        "UPDATE live_observers SET used_at = $1 \
         WHERE ticket_hash = $2 AND used_at IS NULL AND removed_at IS NULL",
    )
    .bind(time::format(time::now()))
    .bind(hash)
    .execute(db.pool())
    .await?;
    if done.rows_affected() != 1 {
        return Ok(None);
    }
    by_ticket_hash(db, hash).await
}

/// Note the observer whose stream began.
pub(crate) async fn joined(
    db: &Db,
    id: &str,
    address: &str,
    user_agent: &str,
) -> Result<(), DbError> {
    sqlx::query(
        "UPDATE live_observers SET address = $1, user_agent = $2, joined_at = $3 WHERE id = $4",
    )
    .bind(address)
    .bind(user_agent)
    .bind(time::format(time::now()))
    .bind(id)
    .execute(db.pool())
    .await?;
    Ok(())
}

/// Note that the observer left.
pub(crate) async fn left(db: &Db, id: &str) -> Result<(), DbError> {
    sqlx::query("UPDATE live_observers SET left_at = $1 WHERE id = $2 AND left_at IS NULL")
        .bind(time::format(time::now()))
        .bind(id)
        .execute(db.pool())
        .await?;
    Ok(())
}

/// Remove observer `id` of `session_id` (its ticket dies, its socket is closed); true when
/// this call removed it.
pub(crate) async fn remove(db: &Db, session_id: &str, id: &str, by: &str) -> Result<bool, DbError> {
    let done = sqlx::query(
        "UPDATE live_observers SET removed_at = $1, removed_by = $2 \
         WHERE id = $3 AND session_id = $4 AND removed_at IS NULL AND left_at IS NULL",
    )
    .bind(time::format(time::now()))
    .bind(by)
    .bind(id)
    .bind(session_id)
    .execute(db.pool())
    .await?;
    Ok(done.rows_affected() > 0)
}

/// The session's observers removed but whose sockets may still be open (not left).
pub(crate) async fn removed_watching(db: &Db, session_id: &str) -> Result<Vec<String>, DbError> {
    let ids = sqlx::query_scalar(
        "SELECT id FROM live_observers WHERE session_id = $1 AND removed_at IS NOT NULL AND joined_at IS NOT NULL AND left_at IS NULL",
    )
    .bind(session_id)
    .fetch_all(db.pool())
    .await?;
    Ok(ids)
}

/// The session a ticket (by its hash) opens and, for an observer's ticket, the observer.
pub(crate) async fn ticket_holder(
    db: &Db,
    hash: &str,
) -> Result<Option<(super::LiveSession, Option<Observer>)>, DbError> {
    if let Some(s) = super::session::by_ticket_hash(db, hash).await? {
        return Ok(Some((s, None)));
    }
    let Some(o) = by_ticket_hash(db, hash).await? else {
        return Ok(None);
    };
    Ok(super::session::get(db, &o.session_id)
        .await?
        .map(|s| (s, Some(o))))
}

/// Note that session `id`'s device serves a stream observers can join.
pub(crate) async fn mark_shared(db: &Db, session_id: &str) -> Result<(), DbError> {
    sqlx::query("UPDATE live_sessions SET shared = 1 WHERE id = $1")
        .bind(session_id)
        .execute(db.pool())
        .await?;
    Ok(())
}

/// Whether session `id`'s device serves a stream observers can join.
pub(crate) async fn is_shared(db: &Db, session_id: &str) -> Result<bool, DbError> {
    let shared: Option<i64> = sqlx::query_scalar("SELECT shared FROM live_sessions WHERE id = $1")
        .bind(session_id)
        .fetch_optional(db.pool())
        .await?;
    Ok(shared == Some(1))
}
