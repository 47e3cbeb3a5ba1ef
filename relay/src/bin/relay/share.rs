//! `relay share create|list|revoke`: share links, view-only player pages for a few
//! recordings that people without an account can open (an auditor, a QA team), until they
//! expire or are revoked. The console makes them too, within a person's reach.

use clap::Subcommand;
use relay_core::shares::{self, NewShare, Share};

use crate::admin::{open_audited, print_json};
use crate::{StoreArgs, open_store};

#[derive(Subcommand)]
pub(crate) enum ShareCmd {
    /// Make a share link to one or several ready recordings; prints its URL (the only time
    /// it is shown).
    Create {
        /// A recording (or uploaded video) id; repeat for several, in the order they play.
        #[arg(long = "artifact", required = true)]
        artifacts: Vec<String>,
        /// The page's heading.
        #[arg(long)]
        title: String,
        /// How long the link works (1s to 30d).
        #[arg(long, default_value = "7d")]
        ttl: String,
        /// The relay's URL as the browser reaches it.
        #[arg(
            long,
            env = "RELAY_PUBLIC_URL",
            default_value = "http://127.0.0.1:8780"
        )]
        url: String,
        #[command(flatten)]
        store: StoreArgs,
        /// One JSON object on stdout.
        #[arg(long)]
        json: bool,
    },
    /// List share links, newest first (never their tokens).
    List {
        #[command(flatten)]
        store: StoreArgs,
        /// One JSON object on stdout.
        #[arg(long)]
        json: bool,
    },
    /// Revoke a share link by id (sh_…): its page and its recordings' links stop at once.
    Revoke {
        /// Share id (sh_…).
        id: String,
        #[command(flatten)]
        store: StoreArgs,
        /// One JSON object on stdout.
        #[arg(long)]
        json: bool,
    },
}

/// Most shares listed.
const LIST_LIMIT: i64 = 500;

fn describe(s: &Share) -> String {
    format!(
        "{}  {:<8} {} recording(s), until {}, by {}: {}",
        s.id,
        s.state(),
        s.artifact_ids.len(),
        s.expires_at,
        s.created_by,
        s.title
    )
}

pub(crate) async fn run(cmd: ShareCmd) -> anyhow::Result<()> {
    match cmd {
        ShareCmd::Create {
            artifacts,
            title,
            ttl,
            url,
            store,
            json,
        } => {
            let ttl =
                relay_core::time_input::parse_duration("ttl", &ttl).map_err(anyhow::Error::msg)?;
            let (db, audit) = open_audited(&store).await?;
            let new = NewShare {
                title,
                artifact_ids: artifacts,
                ttl,
                created_by: "cli".into(),
                key_id: None,
            };
            let created = shares::create(&db, &audit, &url, new).await?;
            if json {
                print_json(&serde_json::to_value(&created)?);
            } else {
                println!("{}", created.url);
                eprintln!("{}", describe(&created.share));
            }
        }
        ShareCmd::List { store, json } => {
            let db = open_store(&store).await?;
            let list = shares::list(&db, None, LIST_LIMIT).await?;
            if json {
                print_json(&serde_json::json!({ "shares": list }));
            } else if list.is_empty() {
                println!(
                    "no share links; make one with `relay share create --artifact ID --title …` or from the console"
                );
            } else {
                for s in &list {
                    println!("{}", describe(s));
                }
            }
        }
        ShareCmd::Revoke { id, store, json } => {
            let (db, audit) = open_audited(&store).await?;
            let s = shares::revoke(&db, &audit, &id, "cli").await?;
            if json {
                print_json(
                    &serde_json::json!({"id": s.id, "revoked": true, "revoked_at": s.revoked_at}),
                );
            } else {
                println!("revoked share {} ({})", s.id, s.title);
            }
        }
    }
    Ok(())
}
