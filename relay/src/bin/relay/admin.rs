//! The admin CLI: keys, devices and the audit log, for people or (`--json`) scripts.
//!
//! These commands open the same database as a running relay (SQLite in WAL mode or
//! PostgreSQL), so they work while it serves.

use anyhow::{Context as _, bail};
use clap::{Args, Subcommand};
use relay_core::access::{devices, keys, scope};
use relay_core::audit::{Audit, Filter};
use relay_core::time_input as cli_time;

use crate::{StoreArgs, open_store};

#[derive(Subcommand)]
pub(crate) enum KeysCmd {
    /// Create a key; its secret is printed once.
    Create {
        #[command(flatten)]
        store: StoreArgs,
        /// A label for people.
        #[arg(long)]
        name: String,
        /// Comma-separated scopes (tool names, screen_recording:live_view, …, admin).
        #[arg(long)]
        scopes: String,
        /// Comma-separated device names, ids or labels, '*' wildcards; '*' for all.
        #[arg(long)]
        devices: String,
        /// Lifetime such as 12h or 30d; none means no expiry.
        #[arg(long)]
        expires: Option<String>,
        /// One JSON object on stdout (includes the secret).
        #[arg(long)]
        json: bool,
    },
    /// List keys (never their secrets).
    List {
        #[command(flatten)]
        store: StoreArgs,
        /// One JSON object on stdout.
        #[arg(long)]
        json: bool,
    },
    /// Revoke a key by id.
    Revoke {
        /// Key id (k_…).
        id: String,
        #[command(flatten)]
        store: StoreArgs,
        /// One JSON object on stdout.
        #[arg(long)]
        json: bool,
    },
}

#[derive(Subcommand)]
pub(crate) enum DevicesCmd {
    /// Enrol a device; its token is printed once.
    Add {
        /// Device name (letters, digits, '-', '_', '.').
        name: String,
        /// Comma-separated labels.
        #[arg(long, default_value = "")]
        labels: String,
        #[command(flatten)]
        store: StoreArgs,
        /// One JSON object on stdout (includes the token).
        #[arg(long)]
        json: bool,
    },
    /// Replace a device's token (prints the new one once); the old one stops working and a
    /// connected agent using it is disconnected within seconds.
    ResetToken {
        /// Device id or name.
        device: String,
        #[command(flatten)]
        store: StoreArgs,
        /// One JSON object on stdout (includes the token).
        #[arg(long)]
        json: bool,
    },
    /// Remove a device; its agent is disconnected and its token refused. Its audit history stays.
    Remove {
        /// Device id or name.
        device: String,
        #[command(flatten)]
        store: StoreArgs,
        /// One JSON object on stdout.
        #[arg(long)]
        json: bool,
    },
    /// List devices and whether they are connected.
    List {
        #[command(flatten)]
        store: StoreArgs,
        /// One JSON object on stdout.
        #[arg(long)]
        json: bool,
    },
}

#[derive(Args)]
#[command(args_conflicts_with_subcommands = true)]
pub(crate) struct AuditArgs {
    #[command(subcommand)]
    verify: Option<AuditCmd>,
    #[command(flatten)]
    store: StoreArgs,
    /// Only events about this device id.
    #[arg(long)]
    device: Option<String>,
    /// Only events since an RFC 3339 time or a duration ago (10m, 2h, 7d).
    #[arg(long)]
    since: Option<String>,
    /// At most this many events (the newest).
    #[arg(long, default_value_t = 1000)]
    limit: i64,
    /// One JSON object on stdout.
    #[arg(long)]
    json: bool,
}

#[derive(Subcommand)]
enum AuditCmd {
    /// Check the hash chain; exits 1 and names the first broken event if it does not hold.
    Verify {
        #[command(flatten)]
        store: StoreArgs,
        /// One JSON object on stdout.
        #[arg(long)]
        json: bool,
    },
}

/// The database and its audit log, for commands that change something.
pub(crate) async fn open_audited(
    store: &StoreArgs,
) -> anyhow::Result<(relay_core::store::Db, Audit)> {
    let db = open_store(store).await?;
    let audit = Audit::new(db.clone());
    Ok((db, audit))
}

pub(crate) fn print_json(value: &serde_json::Value) {
    println!("{value}");
}

pub(crate) async fn keys(cmd: KeysCmd) -> anyhow::Result<()> {
    match cmd {
        KeysCmd::Create {
            store,
            name,
            scopes,
            devices,
            expires,
            json,
        } => {
            let scopes = scope::parse_scopes(&scopes)?;
            let devices = scope::parse_patterns(&devices)?;
            let expires = expires
                .map(|e| cli_time::parse_duration("expires", &e))
                .transpose()
                .map_err(anyhow::Error::msg)?;
            let (db, audit) = open_audited(&store).await?;
            let created = keys::create(&db, &audit, &name, scopes, devices, expires).await?;
            if json {
                print_json(&serde_json::to_value(&created)?);
            } else {
                let k = &created.key;
                println!("created key {} ({})", k.id, k.name);
                println!("  scopes:  {}", k.scopes.join(", "));
                println!("  devices: {}", k.devices.join(", "));
                println!("  expires: {}", k.expires_at.as_deref().unwrap_or("never"));
                println!("secret (shown once, store it now):\n  {}", created.secret);
            }
        }
        KeysCmd::List { store, json } => {
            let db = open_store(&store).await?;
            let list = keys::list(&db).await?;
            if json {
                print_json(&serde_json::json!({ "keys": list }));
            } else if list.is_empty() {
                println!(
                    "no keys; create one with: relay keys create --name NAME --scopes list_devices,screenshot --devices '*'"
                );
            } else {
                for k in list {
                    let state = if k.revoked_at.is_some() {
                        "revoked".to_string()
                    } else {
                        format!("expires {}", k.expires_at.as_deref().unwrap_or("never"))
                    };
                    println!(
                        "{:<16} {:<20} scopes={} devices={} ({state})",
                        k.id,
                        k.name,
                        k.scopes.join(","),
                        k.devices.join(",")
                    );
                }
            }
        }
        KeysCmd::Revoke { id, store, json } => {
            let (db, audit) = open_audited(&store).await?;
            let key = keys::revoke(&db, &audit, &id).await?;
            if json {
                print_json(
                    &serde_json::json!({"id": key.id, "revoked": true, "revoked_at": key.revoked_at}),
                );
            } else {
                println!("revoked key {} ({})", key.id, key.name);
            }
        }
    }
    Ok(())
}

pub(crate) async fn devices(cmd: DevicesCmd) -> anyhow::Result<()> {
    match cmd {
        DevicesCmd::Add {
            name,
            labels,
            store,
            json,
        } => {
            let labels = labels
                .split(',')
                .map(str::trim)
                .filter(|l| !l.is_empty())
                .map(String::from)
                .collect();
            let (db, audit) = open_audited(&store).await?;
            let enrolled = devices::add(&db, &audit, &name, labels).await?;
            if json {
                print_json(&serde_json::to_value(&enrolled)?);
            } else {
                println!(
                    "enrolled device {} as {}",
                    enrolled.device.name, enrolled.device.id
                );
                println!(
                    "token (shown once; give it to the device-agent with --token):\n  {}",
                    enrolled.token
                );
            }
        }
        DevicesCmd::ResetToken {
            device,
            store,
            json,
        } => {
            let (db, audit) = open_audited(&store).await?;
            let d = devices::find(&db, &device).await?;
            let token = devices::reset_token(&db, &audit, &d.id).await?;
            if json {
                print_json(&serde_json::json!({"id": d.id, "name": d.name, "token": token}));
            } else {
                println!(
                    "new token for device {} ({}); the old one no longer works:",
                    d.name, d.id
                );
                println!("  {token}");
            }
        }
        DevicesCmd::Remove {
            device,
            store,
            json,
        } => {
            let (db, audit) = open_audited(&store).await?;
            let d = devices::find(&db, &device).await?;
            let removed = devices::remove(&db, &audit, &d.id).await?;
            if json {
                print_json(
                    &serde_json::json!({"id": removed.id, "name": removed.name, "removed": true}),
                );
            } else {
                println!("removed device {} ({})", removed.name, removed.id);
            }
        }
        DevicesCmd::List { store, json } => {
            let db = open_store(&store).await?;
            let list = devices::list(&db).await?;
            if json {
                print_json(&serde_json::json!({ "devices": list }));
            } else if list.is_empty() {
                println!("no devices; enrol one with: relay devices add NAME");
            } else {
                for d in list {
                    let state = if d.online {
                        format!("online since {}", d.connected_at.as_deref().unwrap_or("?"))
                    } else {
                        format!(
                            "offline since {}",
                            d.last_seen_at
                                .as_deref()
                                .unwrap_or("enrolment (never connected)")
                        )
                    };
                    println!(
                        "{:<16} {:<24} labels={:<16} {state}",
                        d.id,
                        d.name,
                        d.labels.join(",")
                    );
                }
            }
        }
    }
    Ok(())
}

pub(crate) async fn audit(args: AuditArgs) -> anyhow::Result<()> {
    if let Some(AuditCmd::Verify { store, json }) = args.verify {
        let db = open_store(&store).await?;
        let v = Audit::new(db)
            .verify()
            .await
            .context("reading the audit log")?;
        if json {
            print_json(&serde_json::to_value(&v)?);
        } else if v.ok {
            println!("audit chain intact: {} events", v.events);
        } else {
            println!(
                "audit chain BROKEN at event {}: {}",
                v.first_broken.unwrap_or_default(),
                v.reason.as_deref().unwrap_or("")
            );
        }
        if !v.ok {
            std::process::exit(1);
        }
        return Ok(());
    }
    if !(1..=1_000_000).contains(&args.limit) {
        bail!("limit: allowed 1..=1000000");
    }
    let since = args
        .since
        .as_deref()
        .map(cli_time::parse_since)
        .transpose()
        .map_err(anyhow::Error::msg)?;
    let db = open_store(&args.store).await?;
    let events = Audit::new(db)
        .list(&Filter {
            device_id: args.device,
            since,
            limit: Some(args.limit),
            ..Default::default()
        })
        .await?;
    if args.json {
        print_json(&serde_json::json!({ "events": events }));
        return Ok(());
    }
    for e in events {
        let mut line = format!("{:>6} {} {:<20}", e.seq, e.ts, e.kind);
        for (label, value) in [
            ("key", &e.key_id),
            ("device", &e.device_id),
            ("tool", &e.tool),
            ("action", &e.action),
            ("outcome", &e.outcome),
        ] {
            if let Some(v) = value {
                line.push_str(&format!(" {label}={v}"));
            }
        }
        if let Some(d) = e.duration_ms {
            line.push_str(&format!(" {d}ms"));
        }
        if e.detail.as_object().is_some_and(|o| !o.is_empty()) {
            line.push_str(&format!(" {}", e.detail));
        }
        println!("{line}");
    }
    Ok(())
}
