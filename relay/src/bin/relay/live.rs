//! `relay live`: the open live sessions, and ending one, for people or (`--json`) scripts.

use clap::Subcommand;
use relay::live::operator;
use relay_core::audit::Audit;

use crate::{StoreArgs, open_store};

#[derive(Subcommand)]
pub(crate) enum LiveCmd {
    /// Every open live session.
    List {
        #[command(flatten)]
        store: StoreArgs,
        /// One JSON object on stdout.
        #[arg(long)]
        json: bool,
    },
    /// End a live session: the viewer and the device are told it was ended by an
    /// administrator (within seconds, by the relay serving it); audited with the reason.
    End {
        /// The session id (`ls_…`).
        id: String,
        /// Why, for the audit log.
        #[arg(long)]
        reason: String,
        #[command(flatten)]
        store: StoreArgs,
        /// One JSON object on stdout.
        #[arg(long)]
        json: bool,
    },
    /// Make a one-time link for one more person to watch an open session (view only, until
    /// it ends); print it once. Audited.
    Invite {
        /// The session id (`ls_…`).
        id: String,
        /// The relay's public URL, which the link is under (as `relay serve --public-url`).
        #[arg(long)]
        public_url: String,
        #[command(flatten)]
        store: StoreArgs,
        /// One JSON object on stdout.
        #[arg(long)]
        json: bool,
    },
    /// Remove an observer from a session: its link dies and the relay serving the session
    /// closes its socket within seconds. Audited.
    RemoveObserver {
        /// The session id (`ls_…`).
        id: String,
        /// The observer's id (`lo_…`).
        observer: String,
        #[command(flatten)]
        store: StoreArgs,
        /// One JSON object on stdout.
        #[arg(long)]
        json: bool,
    },
}

/// Run one `relay live` command.
pub(crate) async fn run(cmd: LiveCmd) -> anyhow::Result<()> {
    match cmd {
        LiveCmd::List { store, json } => {
            let db = open_store(&store).await?;
            let sessions = operator::open_sessions(&db).await?;
            if json {
                println!("{}", serde_json::json!({ "sessions": sessions }));
            } else if sessions.is_empty() {
                println!("no open live sessions");
            } else {
                for s in &sessions {
                    println!(
                        "{:<22} device={:<22} key={:<22} {:<7} {:<13} until {}  {:?}",
                        s.id,
                        s.device_id,
                        s.key_id,
                        serde_json::to_value(s.mode)?.as_str().unwrap_or(""),
                        if s.viewer_connected {
                            "viewer"
                        } else {
                            "no viewer"
                        },
                        s.expires_at,
                        s.reason
                    );
                }
            }
        }
        LiveCmd::End {
            id,
            reason,
            store,
            json,
        } => {
            if reason.chars().count() > 300 {
                anyhow::bail!("reason: at most 300 characters");
            }
            let db = open_store(&store).await?;
            let audit = Audit::new(db.clone());
            if !operator::end(&db, &audit, &id, &reason).await? {
                anyhow::bail!("no open live session {id}");
            }
            if json {
                println!(
                    "{}",
                    serde_json::json!({"id": id, "ended": true, "why": "ended_by_admin"})
                );
            } else {
                println!("ended live session {id}");
            }
        }
        LiveCmd::Invite {
            id,
            public_url,
            store,
            json,
        } => {
            let url = url::Url::parse(&public_url)
                .map_err(|e| anyhow::anyhow!("--public-url: not a URL ({e})"))?;
            if !matches!(url.scheme(), "http" | "https") {
                anyhow::bail!("--public-url: must be http:// or https://");
            }
            let db = open_store(&store).await?;
            let audit = Audit::new(db.clone());
            let (observer, link) =
                match operator::invite_observer(&db, &audit, public_url.as_str(), &id).await? {
                    Ok(made) => made,
                    Err(why) => anyhow::bail!("{why}"),
                };
            if json {
                println!(
                    "{}",
                    serde_json::json!({"session_id": id, "observer_id": observer, "url": link})
                );
            } else {
                println!(
                    "observer {observer} of live session {id}; send this link to one person (it works once, until the session ends):"
                );
                println!("{link}");
            }
        }
        LiveCmd::RemoveObserver {
            id,
            observer,
            store,
            json,
        } => {
            let db = open_store(&store).await?;
            let audit = Audit::new(db.clone());
            if !operator::remove_observer(&db, &audit, &id, &observer).await? {
                anyhow::bail!("live session {id} has no observer {observer} to remove");
            }
            if json {
                println!(
                    "{}",
                    serde_json::json!({"session_id": id, "observer_id": observer, "removed": true})
                );
            } else {
                println!("removed observer {observer} from live session {id}");
            }
        }
    }
    Ok(())
}
