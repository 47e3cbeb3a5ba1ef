//! `relay leases`: who holds which device (`device_lease`), and an admin breaking a lease,
//! for people or (`--json`) scripts.

use clap::Subcommand;
use relay_core::access::keys;
use relay_core::audit::Audit;
use relay_core::leases::{self, Breaker};
use serde::Serialize;

use crate::{StoreArgs, open_store};

#[derive(Subcommand)]
pub(crate) enum LeasesCmd {
    /// Every lease in force.
    List {
        #[command(flatten)]
        store: StoreArgs,
        /// One JSON object on stdout.
        #[arg(long)]
        json: bool,
    },
    /// Break the lease on a device: its holder loses it at once, and the other keys may act
    /// on the device again; audited with the reason.
    Break {
        /// The device id.
        device: String,
        /// Why, for the audit log.
        #[arg(long)]
        reason: String,
        #[command(flatten)]
        store: StoreArgs,
        /// One JSON object on stdout.
        #[arg(long)]
        json: bool,
    },
}

/// A lease as listed.
#[derive(Serialize)]
struct Listed {
    device_id: String,
    key_id: String,
    key_name: Option<String>,
    reason: String,
    acquired_at: String,
    expires_at: String,
}

/// Run one `relay leases` command.
pub(crate) async fn run(cmd: LeasesCmd) -> anyhow::Result<()> {
    match cmd {
        LeasesCmd::List { store, json } => {
            let db = open_store(&store).await?;
            let mut listed = Vec::new();
            for l in leases::all_current(&db).await? {
                let key_name = keys::get(&db, &l.key_id).await?.map(|k| k.name);
                listed.push(Listed {
                    device_id: l.device_id,
                    key_id: l.key_id,
                    key_name,
                    reason: l.reason,
                    acquired_at: l.acquired_at,
                    expires_at: l.expires_at,
                });
            }
            if json {
                println!("{}", serde_json::json!({ "leases": listed }));
            } else if listed.is_empty() {
                println!("no device is leased");
            } else {
                for l in &listed {
                    println!(
                        "{:<22} key={:<22} until {}  {:?}",
                        l.device_id,
                        l.key_name.as_deref().unwrap_or(&l.key_id),
                        l.expires_at,
                        l.reason
                    );
                }
            }
        }
        LeasesCmd::Break {
            device,
            reason,
            store,
            json,
        } => {
            let chars = reason.trim().chars().count();
            if chars == 0 || chars > 300 {
                anyhow::bail!("reason: 1 to 300 characters (got {chars})");
            }
            let db = open_store(&store).await?;
            let audit = Audit::new(db.clone());
            let breaker = Breaker {
                key_id: None,
                by: "cli",
                reason: reason.trim(),
            };
            let Some(lease) = leases::break_lease(&db, &audit, &device, &breaker).await? else {
                anyhow::bail!("device {device} is not leased");
            };
            if json {
                println!(
                    "{}",
                    serde_json::json!({"device_id": device, "broken": true, "holder": lease.key_id})
                );
            } else {
                println!("broke the lease of key {} on {device}", lease.key_id);
            }
        }
    }
    Ok(())
}
