//! `relay oauth list|revoke`: the grants people gave OAuth clients (Claude.ai, ChatGPT…),
//! and ending one. A grant ends with its tokens at once; revoking the person's key
//! (`relay keys revoke`) ends all of theirs.

use clap::Subcommand;
use relay_core::access::grant;

use crate::admin::{open_audited, print_json};
use crate::{StoreArgs, open_store};

#[derive(Subcommand)]
pub(crate) enum OauthCmd {
    /// List the grants (client, person's key, scopes, devices, state), newest first.
    List {
        #[command(flatten)]
        store: StoreArgs,
        /// One JSON object on stdout.
        #[arg(long)]
        json: bool,
    },
    /// Revoke a grant by id (og_…): its tokens stop working at once.
    Revoke {
        /// Grant id (og_…).
        id: String,
        #[command(flatten)]
        store: StoreArgs,
        /// One JSON object on stdout.
        #[arg(long)]
        json: bool,
    },
}

pub(crate) async fn run(cmd: OauthCmd) -> anyhow::Result<()> {
    match cmd {
        OauthCmd::List { store, json } => {
            let db = open_store(&store).await?;
            let list = grant::list(&db).await?;
            if json {
                print_json(&serde_json::json!({ "grants": list }));
            } else if list.is_empty() {
                println!(
                    "no OAuth grants; a person grants a client access in the console when the client connects to /oauth/mcp"
                );
            } else {
                for g in list {
                    let state = match &g.revoked_at {
                        Some(t) => format!("revoked {t}"),
                        None => "active".into(),
                    };
                    println!(
                        "{:<16} {:<24} for key {} scopes={} devices={} since {} ({state})",
                        g.id,
                        g.client_name,
                        g.key_id,
                        g.scopes.join(","),
                        g.devices.join(","),
                        g.created_at
                    );
                    println!("{:<16} client {}", "", g.client_id);
                }
            }
        }
        OauthCmd::Revoke { id, store, json } => {
            let (db, audit) = open_audited(&store).await?;
            let g = grant::revoke(&db, &audit, &id, "cli").await?;
            if json {
                print_json(
                    &serde_json::json!({"id": g.id, "revoked": true, "revoked_at": g.revoked_at}),
                );
            } else {
                println!(
                    "revoked grant {} ({} for key {})",
                    g.id, g.client_name, g.key_id
                );
            }
        }
    }
    Ok(())
}
