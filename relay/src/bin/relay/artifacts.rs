//! `relay artifacts`: the stored recordings and watch files, listed, shown, downloaded and
//! deleted by an operator, for people or (`--json`) scripts.
//!
//! Downloading and deleting need the store the relay serves from: the data directory, or
//! the same `--s3-*` arguments `relay serve` is given.

use std::sync::Arc;

use std::io::IsTerminal as _;

use anyhow::Context as _;
use clap::Subcommand;
use relay_core::artifacts::{self, Artifact, ArtifactStore};
use relay_core::audit::Audit;

use crate::{S3Args, StoreArgs, open_store, s3_store};

/// Most artifacts `list` prints unless told otherwise.
const DEFAULT_LIMIT: i64 = 100;

#[derive(Subcommand)]
pub(crate) enum ArtifactsCmd {
    /// Artifacts, newest first.
    List {
        /// Only this device's (its id).
        #[arg(long)]
        device: Option<String>,
        /// Only those created since this time (RFC 3339, or a duration ago: 10m, 7d).
        #[arg(long)]
        since: Option<String>,
        /// At most this many (1 to 100000).
        #[arg(long, default_value_t = DEFAULT_LIMIT, value_parser = clap::value_parser!(i64).range(1..=100_000))]
        limit: i64,
        #[command(flatten)]
        store: StoreArgs,
        /// One JSON object on stdout.
        #[arg(long)]
        json: bool,
    },
    /// One artifact, whole.
    Show {
        /// The artifact id (`rec_…`, `wf_…`).
        id: String,
        #[command(flatten)]
        store: StoreArgs,
        /// One JSON object on stdout.
        #[arg(long)]
        json: bool,
    },
    /// Copy a ready artifact's bytes to a file, checked against its SHA-256; audited.
    Download {
        /// The artifact id.
        id: String,
        /// The file to write.
        #[arg(short = 'o', long = "output")]
        output: std::path::PathBuf,
        #[command(flatten)]
        store: StoreArgs,
        #[command(flatten)]
        s3: S3Args,
        /// One JSON object on stdout.
        #[arg(long)]
        json: bool,
    },
    /// Delete an artifact: its bytes in the store, then its row; audited. Download links
    /// to it stop working.
    Delete {
        /// The artifact id.
        id: String,
        #[command(flatten)]
        store: StoreArgs,
        #[command(flatten)]
        s3: S3Args,
        /// One JSON object on stdout.
        #[arg(long)]
        json: bool,
    },
}

/// Run one `relay artifacts` command.
pub(crate) async fn run(cmd: ArtifactsCmd) -> anyhow::Result<()> {
    match cmd {
        ArtifactsCmd::List {
            device,
            since,
            limit,
            store,
            json,
        } => {
            let since = since
                .as_deref()
                .map(relay_core::time_input::parse_since)
                .transpose()
                .map_err(anyhow::Error::msg)?;
            let db = open_store(&store).await?;
            let list = artifacts::list(&db, device.as_deref(), since.as_deref(), limit).await?;
            if json {
                println!("{}", serde_json::json!({ "artifacts": list }));
            } else if list.is_empty() {
                println!("no artifacts");
            } else {
                for a in &list {
                    println!("{}", line(a));
                }
            }
        }
        ArtifactsCmd::Show { id, store, json } => {
            let db = open_store(&store).await?;
            let a = find(&db, &id).await?;
            if json {
                println!("{}", serde_json::to_value(&a)?);
            } else {
                println!("{}", line(&a));
                if let Some(sha) = &a.sha256 {
                    println!("  sha256 {sha}");
                }
                if let Some(e) = &a.error {
                    println!("  error: {e}");
                }
                if let Some(r) = &a.report {
                    println!(
                        "  {}x{} at {} fps, {} frames, {} ms",
                        r.width, r.height, r.fps, r.frames, r.duration_ms
                    );
                }
            }
        }
        ArtifactsCmd::Download {
            id,
            output,
            store,
            s3,
            json,
        } => {
            let db = open_store(&store).await?;
            let audit = Audit::new(db.clone());
            let bytes = store_of(&store, s3).await?;
            let mut shown = Progress::new(!json && std::io::stderr().is_terminal());
            let a = artifacts::export(
                &db,
                &audit,
                bytes.as_ref(),
                &id,
                &output,
                "cli",
                |done, total| shown.update(done, total),
            )
            .await
            .with_context(|| format!("downloading artifact {id}"))?;
            shown.finish();
            let beside = write_actions(&db, &audit, &a, &output).await?;
            if json {
                let mut out = serde_json::json!({"id": a.id, "path": output, "size_bytes": a.size_bytes, "sha256": a.sha256});
                if let Some(b) = &beside {
                    out["actions"] =
                        serde_json::json!({"count": b.count, "json": b.json, "vtt": b.vtt});
                }
                println!("{out}");
            } else {
                println!(
                    "wrote {} ({} bytes) to {}",
                    a.id,
                    a.size_bytes,
                    output.display()
                );
                if let Some(b) = &beside {
                    println!(
                        "wrote its {} action(s) beside it: {} and {}",
                        b.count,
                        b.json.display(),
                        b.vtt.display()
                    );
                }
            }
        }
        ArtifactsCmd::Delete {
            id,
            store,
            s3,
            json,
        } => {
            let db = open_store(&store).await?;
            let audit = Audit::new(db.clone());
            let bytes = store_of(&store, s3).await?;
            let a = artifacts::delete(&db, &audit, bytes.as_ref(), &id, "cli")
                .await
                .with_context(|| format!("deleting artifact {id}"))?;
            if json {
                println!(
                    "{}",
                    serde_json::json!({"id": a.id, "deleted": true, "size_bytes": a.size_bytes})
                );
            } else {
                println!("deleted artifact {} ({} bytes)", a.id, a.size_bytes);
            }
        }
    }
    Ok(())
}

/// A recording's actions, written beside its downloaded file.
struct Beside {
    count: usize,
    json: std::path::PathBuf,
    vtt: std::path::PathBuf,
}

/// Write a recording's actions (from the audit log) beside its file `output`, as
/// `<name>.actions.json` and `<name>.vtt` (a player loads the latter as subtitles); `None`
/// for an artifact that is not a recording.
async fn write_actions(
    db: &relay_core::store::Db,
    audit: &Audit,
    a: &Artifact,
    output: &std::path::Path,
) -> anyhow::Result<Option<Beside>> {
    let Some(track) = relay_core::actions::of_recording(db, audit, a).await? else {
        return Ok(None);
    };
    let json = output.with_extension("actions.json");
    let vtt = output.with_extension("vtt");
    std::fs::write(&json, serde_json::to_vec_pretty(&track)?)
        .with_context(|| format!("writing {}", json.display()))?;
    std::fs::write(&vtt, relay_core::actions::webvtt(&track))
        .with_context(|| format!("writing {}", vtt.display()))?;
    Ok(Some(Beside {
        count: track.actions.len(),
        json,
        vtt,
    }))
}

/// The store the relay serves from: S3 when the arguments name a bucket, else the data
/// directory's.
pub(crate) async fn store_of(
    store: &StoreArgs,
    s3: S3Args,
) -> anyhow::Result<Arc<dyn ArtifactStore>> {
    Ok(match s3_store(s3).await? {
        Some(s3) => s3,
        // Reading and deleting sign nothing, so the store needs no real signing key.
        None => Arc::new(artifacts::fs::FsStore::new(
            store.data.join("artifacts"),
            &relay_core::access::secret::RootSecret::random(),
        )),
    })
}

/// A copy's progress on a terminal: one line rewritten, at most every whole percent.
struct Progress {
    on: bool,
    last: Option<u64>,
}

impl Progress {
    fn new(on: bool) -> Self {
        Progress { on, last: None }
    }

    fn update(&mut self, done: u64, total: u64) {
        if !self.on {
            return;
        }
        let percent = done.saturating_mul(100) / total.max(1);
        if self.last != Some(percent) {
            self.last = Some(percent);
            eprint!("\r{percent:>3} %  {done} of {total} bytes");
        }
    }

    fn finish(&self) {
        if self.on && self.last.is_some() {
            eprintln!();
        }
    }
}

async fn find(db: &relay_core::store::Db, id: &str) -> anyhow::Result<Artifact> {
    let found = artifacts::lookup(db, id).await?;
    found.with_context(|| format!("no artifact {id}"))
}

/// One artifact in a line: id, kind, owner (device or key), state, size, when, and a
/// watch file's or uploaded video's name.
fn line(a: &Artifact) -> String {
    let name = match (&a.watch_file, &a.video) {
        (Some(w), _) => format!(" {}/{}", w.watch_id, w.name),
        (None, Some(v)) => v
            .filename
            .as_ref()
            .map(|f| format!(" {f}"))
            .unwrap_or_default(),
        (None, None) => String::new(),
    };
    let owner = match &a.owner_key_id {
        Some(key) => format!("key={key}"),
        None => format!("device={}", a.device_id),
    };
    format!(
        "{:<24} {:<10} {:<23} {:<9} {:>12} bytes  {}{name}",
        a.id,
        a.kind.as_str(),
        owner,
        serde_json::to_value(a.state)
            .ok()
            .and_then(|v| v.as_str().map(String::from))
            .unwrap_or_default(),
        a.size_bytes,
        a.created_at,
    )
}
