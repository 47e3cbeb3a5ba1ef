//! `device-agent`: capture this device's screen and inject input for a relay.

use std::path::PathBuf;

use anyhow::Context as _;
use clap::{Parser, Subcommand};
use device_agent::{AgentConfig, LiveOptions, ScreenMemoryOptions, SourceSpec, VncPassword};
use tokio_util::sync::CancellationToken;

#[derive(Parser)]
#[command(
    name = "device-agent",
    version,
    about = "Device agent: dials a relay and serves its screen",
    args_conflicts_with_subcommands = true
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    #[command(flatten)]
    run: Args,
}

#[derive(Subcommand)]
enum Command {
    /// The screen memory this device keeps (see --screen-memory).
    #[command(subcommand)]
    ScreenMemory(MemoryCommand),
}

// A build without the screen memory parses every command, to refuse all but `forget` by
// name, and so reads few of their fields.
#[derive(Subcommand)]
#[cfg_attr(not(feature = "screen-memory"), allow(dead_code))]
enum MemoryCommand {
    /// Delete every frame and row of the screen memory kept in the data directory.
    Forget {
        /// The agent's state directory.
        #[arg(long, env = "DEVICE_AGENT_DATA", default_value = "device-agent-data")]
        data: PathBuf,
    },
    /// Give an agent run a token for this device's loopback screen memory endpoint (the
    /// agent must be running with --screen-memory); prints the URL, the token once and a
    /// ready MCP client configuration. A second grant for the same RUN replaces its token.
    Grant {
        /// The run's name: 1 to 64 characters of A-Z a-z 0-9 . _ -
        run: String,
        /// The agent's state directory.
        #[arg(long, env = "DEVICE_AGENT_DATA", default_value = "device-agent-data")]
        data: PathBuf,
        /// Print one JSON object {run, url, token, mcp_config}.
        #[arg(long)]
        json: bool,
    },
    /// Pause the screen memory, as the device's owner: nothing is captured until the pause
    /// ends (with --for) or `resume`; nothing kept is deleted for it (frames still go after
    /// their 10 minutes). The running agent sees it within about a second, and list_devices
    /// shows `paused(owner)`.
    Pause {
        /// How long: numbers with a unit s, m, h or d (30m, 2h, 1h30m), from 1s to 7d.
        /// Without it, until `resume`.
        #[arg(long = "for", value_name = "DURATION")]
        duration: Option<String>,
        /// The agent's state directory.
        #[arg(long, env = "DEVICE_AGENT_DATA", default_value = "device-agent-data")]
        data: PathBuf,
        /// Print one JSON object {paused, reason, until_ms, until}.
        #[arg(long)]
        json: bool,
    },
    /// End the owner's pause: capture starts again within about a second.
    Resume {
        /// The agent's state directory.
        #[arg(long, env = "DEVICE_AGENT_DATA", default_value = "device-agent-data")]
        data: PathBuf,
        /// Print one JSON object {paused, was_paused}.
        #[arg(long)]
        json: bool,
    },
    /// End a run's token: its next request is refused.
    Revoke {
        /// The run's name.
        run: String,
        /// The agent's state directory.
        #[arg(long, env = "DEVICE_AGENT_DATA", default_value = "device-agent-data")]
        data: PathBuf,
    },
}

#[derive(clap::Args)]
struct Args {
    /// The relay's URL, e.g. https://relay.example.com.
    #[arg(long, env = "DEVICE_AGENT_RELAY")]
    relay: Option<String>,
    /// The device token from `relay devices add` (prefer the env variable or --token-file,
    /// which other users cannot read from the process list).
    #[arg(
        long,
        env = "DEVICE_AGENT_TOKEN",
        hide_env_values = true,
        conflicts_with = "token_file"
    )]
    token: Option<String>,
    /// A file holding the device token.
    #[arg(long)]
    token_file: Option<PathBuf>,
    /// Name shown to people (default: the host name).
    #[arg(long)]
    name: Option<String>,
    /// Capture backend: x11, x11:DISPLAY, synthetic, synthetic:WIDTHxHEIGHT, wayland (the
    /// wlroots compositor WAYLAND_DISPLAY names), or vnc://HOST[:PORT] (a VNC server; its
    /// password from --vnc-password-file or DEVICE_AGENT_VNC_PASSWORD). A build without
    /// the feature of that name (x11, wayland, vnc) refuses it.
    #[arg(long, default_value = "x11")]
    source: SourceSpec,
    /// A file holding the VNC server's password, for --source vnc://… (never on the command
    /// line, where other users could read it).
    #[arg(long, value_name = "FILE")]
    vnc_password_file: Option<PathBuf>,
    /// Extra CA certificate (PEM) to trust for an https relay.
    #[arg(long)]
    ca_cert: Option<PathBuf>,
    /// State directory: recordings in progress and files waiting for upload survive
    /// restarts here.
    #[arg(long, env = "DEVICE_AGENT_DATA", default_value = "device-agent-data")]
    data: PathBuf,
    /// Serve live sessions by tunnelling a stock VNC server on this device's loopback
    /// (e.g. x11vnc -localhost -rfbport 5900) instead of the agent's own RFB server;
    /// HOST:PORT must be a loopback address. In view mode the viewer's input is filtered out.
    #[arg(long, value_name = "127.0.0.1:PORT", value_parser = device_agent::config::parse_live_vnc)]
    live_vnc: Option<std::net::SocketAddr>,
    /// Allow a plain http:// or ws:// relay URL on a host that is not loopback (the device
    /// token then crosses the network in clear).
    #[arg(long)]
    insecure: bool,
    /// Keep a memory of the last 10 minutes of the screen for get_screenshots: every display
    /// once a second and on focus changes, deduplicated, denylisted windows kept out, frames
    /// older than 10 minutes deleted. Off by default; the relay cannot turn it on. Starting
    /// without it deletes a memory left from an earlier run.
    #[arg(long)]
    screen_memory: bool,
    /// A denylist file replacing the built-in one: JSON {"apps": [...], "titles": [...]},
    /// matched case-insensitively as substrings of a window's class and title.
    #[arg(long, value_name = "FILE", requires = "screen_memory")]
    screen_memory_denylist: Option<PathBuf>,
    /// The port of the screen memory's MCP endpoint, always on 127.0.0.1 (0: the system
    /// picks one; the URL is written to <data>/screen-endpoint). `device-agent screen-memory
    /// grant RUN` gives an agent run its token.
    #[arg(
        long,
        value_name = "PORT",
        default_value_t = 0,
        requires = "screen_memory"
    )]
    screen_memory_port: u16,
}

fn main() -> anyhow::Result<()> {
    let cli = Cli::parse();
    tracing_subscriber::fmt()
        .with_writer(std::io::stderr)
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_env("DEVICE_AGENT_LOG")
                .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info")),
        )
        .init();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    if let Some(Command::ScreenMemory(command)) = cli.command {
        return runtime.block_on(screen_memory(command));
    }
    let args = cli.run;
    #[cfg(not(feature = "screen-memory"))]
    if args.screen_memory {
        anyhow::bail!("--screen-memory: {}", device_agent::NO_SCREEN_MEMORY);
    }
    let relay = args
        .relay
        .context("relay: give --relay URL or DEVICE_AGENT_RELAY")?;
    let token = match (args.token, args.token_file) {
        (Some(t), _) => t,
        (None, Some(path)) => std::fs::read_to_string(&path)
            .with_context(|| format!("reading the token file {}", path.display()))?
            .trim()
            .to_string(),
        (None, None) => anyhow::bail!("token: give --token, DEVICE_AGENT_TOKEN or --token-file"),
    };
    let mut source = args.source;
    if let SourceSpec::Vnc { password, .. } = &mut source {
        *password = match (
            args.vnc_password_file,
            std::env::var("DEVICE_AGENT_VNC_PASSWORD"),
        ) {
            (Some(path), _) => Some(
                std::fs::read_to_string(&path)
                    .with_context(|| format!("reading the VNC password file {}", path.display()))?
                    .trim_end_matches(['\r', '\n'])
                    .to_string(),
            ),
            (None, Ok(p)) => Some(p),
            (None, Err(_)) => None,
        }
        .map(VncPassword);
    } else if args.vnc_password_file.is_some() {
        anyhow::bail!("--vnc-password-file is for --source vnc://…");
    }
    let config = AgentConfig {
        relay_url: relay,
        token,
        display_name: args.name,
        source,
        ca_cert: args.ca_cert,
        data_dir: args.data,
        insecure: args.insecure,
        screen_memory: args.screen_memory.then_some(ScreenMemoryOptions {
            denylist: args.screen_memory_denylist,
            port: args.screen_memory_port,
        }),
    };
    let live = LiveOptions { vnc: args.live_vnc };
    runtime.block_on(async move {
        let shutdown = CancellationToken::new();
        let token = shutdown.clone();
        tokio::spawn(async move {
            let mut term =
                tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()).ok();
            let sigterm = async {
                match term.as_mut() {
                    Some(t) => {
                        t.recv().await;
                    }
                    None => std::future::pending::<()>().await,
                }
            };
            tokio::select! {
                _ = tokio::signal::ctrl_c() => {}
                () = sigterm => {}
            }
            token.cancel();
        });
        device_agent::run_with(config, live, shutdown)
            .await
            .context("device-agent stopped")
    })
}

/// `device-agent screen-memory forget`: any build can forget a memory, kept by this one or
/// by another.
async fn forget(data: PathBuf) -> anyhow::Result<()> {
    device_agent::forget_screen_memory(&data)
        .await
        .with_context(|| format!("forgetting the screen memory in {}", data.display()))?;
    println!(
        "screen memory in {} forgotten: every frame and row deleted",
        data.display()
    );
    Ok(())
}

/// `device-agent screen-memory …` in a build without the memory: only `forget`.
#[cfg(not(feature = "screen-memory"))]
async fn screen_memory(command: MemoryCommand) -> anyhow::Result<()> {
    let name = match command {
        MemoryCommand::Forget { data } => return forget(data).await,
        MemoryCommand::Grant { .. } => "grant",
        MemoryCommand::Pause { .. } => "pause",
        MemoryCommand::Resume { .. } => "resume",
        MemoryCommand::Revoke { .. } => "revoke",
    };
    anyhow::bail!("screen-memory {name}: {}", device_agent::NO_SCREEN_MEMORY)
}

/// `device-agent screen-memory …`.
#[cfg(feature = "screen-memory")]
async fn screen_memory(command: MemoryCommand) -> anyhow::Result<()> {
    match command {
        MemoryCommand::Forget { data } => forget(data).await?,
        MemoryCommand::Grant { run, data, json } => {
            let grant = device_agent::grant_screen_memory(&data, &run).await?;
            if json {
                println!("{}", serde_json::to_string(&grant)?);
            } else {
                println!("screen memory granted to run {}", grant.run);
                println!("url:   {}", grant.url);
                println!("token: {} (shown once: only its hash is kept)", grant.token);
                println!("MCP client configuration:");
                println!("{}", grant.mcp_config_json());
                println!(
                    "end it with: device-agent screen-memory revoke {} --data {}",
                    grant.run,
                    data.display()
                );
            }
        }
        MemoryCommand::Pause {
            duration,
            data,
            json,
        } => {
            let pause = device_agent::pause_screen_memory(&data, duration.as_deref())?;
            let until = pause.until_ms.map(proto::format_ms);
            if json {
                let out = serde_json::json!({
                    "paused": true,
                    "reason": "owner",
                    "until_ms": pause.until_ms,
                    "until": until,
                });
                println!("{out}");
            } else {
                let when = until.map_or_else(
                    || "until you resume it".to_string(),
                    |t| format!("until {t}"),
                );
                println!(
                    "screen memory in {} paused {when}: nothing is captured meanwhile and nothing kept is deleted for it (frames still go after their 10 minutes); resume with: device-agent screen-memory resume --data {}",
                    data.display(),
                    data.display()
                );
            }
        }
        MemoryCommand::Resume { data, json } => {
            let was = device_agent::resume_screen_memory(&data)?;
            if json {
                println!(
                    "{}",
                    serde_json::json!({"paused": false, "was_paused": was})
                );
            } else if was {
                println!(
                    "screen memory in {} resumed: capture starts again within a second",
                    data.display()
                );
            } else {
                println!(
                    "screen memory in {} was not paused by its owner: nothing to resume",
                    data.display()
                );
            }
        }
        MemoryCommand::Revoke { run, data } => {
            device_agent::revoke_screen_memory(&data, &run).await?;
            println!("screen memory grant of run {run} revoked: its token is refused from now on");
        }
    }
    Ok(())
}
