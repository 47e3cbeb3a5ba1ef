//! The admin CLI: keys, devices and the audit log, for people or (`--json`) scripts.
//!
//! These commands open the same database as a running relay (SQLite in WAL mode or
//! PostgreSQL), so they work while it serves.

use std::path::PathBuf;

use anyhow::{Context as _, bail};
use clap::{Args, Subcommand};
use relay_core::access::record_live::RecordLive;
use relay_core::access::{devices, keys, scope};
use relay_core::audit::checkpoint::{self, CheckpointKey};
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
    /// Set which of a key's live sessions the device records for the audit: off, control
    /// or all, or default for the relay's --record-live-sessions (audited).
    RecordLive {
        /// Key id (k_…).
        id: String,
        /// off, control, all, or default.
        #[arg(value_parser = parse_record_live)]
        policy: KeyPolicy,
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
    /// Check the hash chain and the signed checkpoints in the artifact store; exits 1 and
    /// names the first event or checkpoint that does not hold.
    Verify {
        #[command(flatten)]
        store: StoreArgs,
        #[command(flatten)]
        s3: crate::S3Args,
        #[command(flatten)]
        key: CheckpointKeyArgs,
        /// One JSON object on stdout.
        #[arg(long)]
        json: bool,
    },
    /// Print the public key the relay signs audit checkpoints with, for auditors to keep.
    PublicKey {
        #[command(flatten)]
        store: StoreArgs,
        /// The root secret (default: relay.secret in the data directory).
        #[arg(long, env = "RELAY_SECRET_FILE")]
        secret_file: Option<PathBuf>,
        /// One JSON object on stdout.
        #[arg(long)]
        json: bool,
    },
}

/// Which key checkpoints are checked against.
#[derive(Args)]
struct CheckpointKeyArgs {
    /// The checkpoints' public key as `relay audit public-key` printed it (64 hex digits):
    /// how an auditor without the root secret checks them.
    #[arg(long, value_name = "HEX")]
    public_key: Option<String>,
    /// Else the root secret the key derives from (default: relay.secret in the data
    /// directory; it must exist).
    #[arg(long, env = "RELAY_SECRET_FILE", conflicts_with = "public_key")]
    secret_file: Option<PathBuf>,
}

/// The root secret at `file`, else the data directory's; never created here.
fn existing_secret(
    file: Option<PathBuf>,
    store: &StoreArgs,
) -> anyhow::Result<relay_core::access::secret::RootSecret> {
    let path = file.unwrap_or_else(|| store.data.join("relay.secret"));
    relay_core::access::secret::RootSecret::load(&path).with_context(|| {
        format!(
            "reading the root secret {} (give --public-key to check the checkpoints without it)",
            path.display()
        )
    })
}

/// The checkpoints' public key of the deployment whose root secret is `root`.
fn key_of(root: &relay_core::access::secret::RootSecret) -> Vec<u8> {
    CheckpointKey::from_root(root).public_key().to_vec()
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
                    let record = k
                        .record_live
                        .map_or(String::new(), |p| format!(" record-live={}", p.as_str()));
                    println!(
                        "{:<16} {:<20} scopes={} devices={}{record} ({state})",
                        k.id,
                        k.name,
                        k.scopes.join(","),
                        k.devices.join(",")
                    );
                }
            }
        }
        KeysCmd::RecordLive {
            id,
            policy,
            store,
            json,
        } => {
            let (db, audit) = open_audited(&store).await?;
            let key = keys::set_record_live(&db, &audit, &id, policy.0, None).await?;
            let shown = key.record_live.map_or("default", RecordLive::as_str);
            if json {
                print_json(&serde_json::json!({"id": key.id, "record_live": shown}));
            } else {
                println!(
                    "key {} ({}) now records live sessions: {shown}{}",
                    key.id,
                    key.name,
                    if key.record_live.is_none() {
                        " (the relay's --record-live-sessions)"
                    } else {
                        ""
                    }
                );
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

/// A key's live-session recording policy as typed; `None` (`default`): the relay's.
#[derive(Debug, Clone, Copy)]
pub(crate) struct KeyPolicy(Option<RecordLive>);

fn parse_record_live(s: &str) -> Result<KeyPolicy, String> {
    match s {
        "default" => Ok(KeyPolicy(None)),
        other => other
            .parse()
            .map(|p| KeyPolicy(Some(p)))
            .map_err(|_| format!("{other:?}: use off, control, all or default")),
    }
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

/// `relay audit verify`: the chain, then the checkpoints; exits 1 when either fails.
async fn verify(
    store: StoreArgs,
    s3: crate::S3Args,
    key: CheckpointKeyArgs,
    json: bool,
) -> anyhow::Result<()> {
    let public_key = match (key.public_key, key.secret_file) {
        (Some(hex_text), _) => {
            Some(checkpoint::parse_public_key(&hex_text).map_err(anyhow::Error::msg)?)
        }
        // A secret named on the command line must be there; the data directory's default
        // may not be (replicas given one shared --secret-file): the chain is still checked.
        (None, Some(file)) => Some(key_of(&existing_secret(Some(file), &store)?)),
        (None, None) => match existing_secret(None, &store) {
            Ok(root) => Some(key_of(&root)),
            Err(_) if !store.data.join("relay.secret").exists() => None,
            Err(e) => return Err(e),
        },
    };
    let db = open_store(&store).await?;
    let audit = Audit::new(db);
    let chain = audit.verify().await.context("reading the audit log")?;
    let checkpoints = match &public_key {
        Some(public_key) => {
            let artifacts = crate::artifacts::store_of(&store, s3).await?;
            Ok(checkpoint::verify(
                &audit,
                artifacts.as_ref(),
                public_key,
                &store.data.join("tmp"),
            )
            .await
            .context("reading the audit checkpoints")?)
        }
        None => Err(format!(
            "no root secret at {} and no --public-key: the signed checkpoints were not checked, only the chain",
            store.data.join("relay.secret").display()
        )),
    };
    let report = checkpoint::VerifyReport::new(chain, checkpoints);
    let ok = report.ok;
    if json {
        print_json(&serde_json::to_value(&report)?);
    } else {
        if report.chain_ok {
            println!("audit chain intact: {} events", report.events);
        } else {
            println!(
                "audit chain BROKEN at event {}: {}",
                report.first_broken.unwrap_or_default(),
                report.reason.as_deref().unwrap_or("")
            );
        }
        match &report.checkpoints {
            None => println!(
                "audit checkpoints NOT CHECKED: {}",
                report.checkpoints_unchecked.as_deref().unwrap_or_default()
            ),
            Some(c) => match (&c.problem, c.last_seq) {
                (Some(problem), _) => println!("audit checkpoints BROKEN: {problem}"),
                (None, Some(seq)) => println!(
                    "audit checkpoints hold: {} signed by {}, the last at event {seq} (signed {})",
                    c.verified,
                    c.public_key,
                    c.last_signed_at.as_deref().unwrap_or("")
                ),
                (None, None) => println!(
                    "no audit checkpoints yet: the relay signs one every few minutes and when it stops; until then only the chain vouches for the log"
                ),
            },
        }
    }
    if !ok {
        std::process::exit(1);
    }
    Ok(())
}

pub(crate) async fn audit(args: AuditArgs) -> anyhow::Result<()> {
    match args.verify {
        Some(AuditCmd::Verify {
            store,
            s3,
            key,
            json,
        }) => return verify(store, s3, key, json).await,
        Some(AuditCmd::PublicKey {
            store,
            secret_file,
            json,
        }) => {
            let key = CheckpointKey::from_root(&existing_secret(secret_file, &store)?);
            if json {
                print_json(&serde_json::json!({ "public_key": key.public_hex() }));
            } else {
                println!("{}", key.public_hex());
            }
            return Ok(());
        }
        None => {}
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
