//! Observers invited to a running live session and removed from it: the one path the
//! console, the CLI and `screen_recording` share, so the table, the sockets and the audit
//! agree. Who may invite or remove (the session's key, an administrator) is the caller's
//! check; this module checks the session (running, served shared).

use serde_json::json;

use super::observers::{self, Observer};
use super::{LiveSession, Registry, ticket, viewer_url};
use relay_core::audit::{Audit, Kind, NewEvent};
use relay_core::store::{Db, DbError, time};

/// Who acts on a session's observers, for the table and the audit.
#[derive(Debug, Clone)]
pub(crate) enum Actor<'a> {
    /// A key through MCP (the session's own).
    Key(&'a str),
    /// A person in the console, signed in with this key.
    Console {
        /// Their key.
        key_id: &'a str,
        /// Their console session (for the audit).
        session: &'a str,
    },
    /// An operator's CLI on the database.
    Cli,
}

impl Actor<'_> {
    /// How the table names it.
    fn stored(&self) -> String {
        match self {
            Actor::Key(k) => (*k).to_string(),
            Actor::Console { key_id, .. } => format!("console:{key_id}"),
            Actor::Cli => "cli".into(),
        }
    }

    /// The audit event, with its key when there is one.
    fn event(&self, kind: Kind, s: &LiveSession, mut detail: serde_json::Value) -> NewEvent {
        let event = NewEvent::new(kind).device(&s.device_id);
        let (event, by) = match self {
            Actor::Key(k) => (event.key(*k), json!({"key": true})),
            Actor::Console { key_id, session } => {
                (event.key(*key_id), json!({"console_session": session}))
            }
            Actor::Cli => (event, json!({"cli": true})),
        };
        detail["by"] = by;
        detail["session_id"] = json!(s.id);
        NewEvent { detail, ..event }
    }
}

/// A new observer's link.
#[derive(Debug)]
pub(crate) struct Invited {
    /// The observer's row.
    pub observer: Observer,
    /// The link to send them (the ticket in its fragment): shown once.
    pub url: String,
}

/// Why no link was made.
#[derive(Debug, thiserror::Error)]
pub(crate) enum InviteError {
    /// The database failed.
    #[error(transparent)]
    Db(#[from] DbError),
    /// The session is over.
    #[error("live session {0} is over; observers can only join a running session")]
    Over(String),
    /// Its device does not serve a shared stream.
    #[error(
        "live session {0} cannot have observers: its device streams from a stock VNC server or runs an agent that cannot share a session"
    )]
    NotShared(String),
    /// Too many links were made for it.
    #[error("live session {0} has had {max} observer links already, the most one session may have", max = observers::MAX_PER_SESSION)]
    TooMany(String),
}

/// Make a one-time link, under `public_url`, for another person to watch session `s`.
pub(crate) async fn invite(
    db: &Db,
    audit: &Audit,
    public_url: &str,
    s: &LiveSession,
    by: &Actor<'_>,
) -> Result<Invited, InviteError> {
    if s.is_over(&time::format(time::now())) {
        return Err(InviteError::Over(s.id.clone()));
    }
    if !observers::is_shared(db, &s.id).await? {
        return Err(InviteError::NotShared(s.id.clone()));
    }
    let ticket = ticket::mint();
    let hash = relay_core::access::secret::hash(&ticket);
    let Some(observer) = observers::insert(db, &s.id, &by.stored(), &hash).await? else {
        return Err(InviteError::TooMany(s.id.clone()));
    };
    audit
        .record(by.event(
            Kind::ObserverInvited,
            s,
            json!({"observer_id": observer.id, "expires_at": s.expires_at}),
        ))
        .await;
    Ok(Invited {
        url: viewer_url(public_url, &ticket),
        observer,
    })
}

/// Remove observer `id` from session `s`: its link dies and its socket closes (at once
/// when `registry`, this process's, serves the session; else at the serving process's next
/// sweep). False when it was not there to remove (unknown, gone, removed already).
pub(crate) async fn remove(
    db: &Db,
    audit: &Audit,
    registry: Option<&Registry>,
    s: &LiveSession,
    id: &str,
    by: &Actor<'_>,
) -> Result<bool, DbError> {
    if !observers::remove(db, &s.id, id, &by.stored()).await? {
        return Ok(false);
    }
    if let Some(slot) = registry.and_then(|r| r.get(&s.id)) {
        slot.fanout().remove_observer(id);
    }
    audit
        .record(by.event(Kind::ObserverRemoved, s, json!({"observer_id": id})))
        .await;
    Ok(true)
}
