//! `device-agent`: capture this device's screen and inject input for a relay.

use std::path::PathBuf;

use anyhow::Context as _;
use clap::Parser;
use device_agent::{AgentConfig, LiveOptions, SourceSpec};
use tokio_util::sync::CancellationToken;

#[derive(Parser)]
#[command(
    name = "device-agent",
    version,
    about = "Device agent: dials a relay and serves its screen"
)]
struct Args {
    /// The relay's URL, e.g. https://relay.example.com.
    #[arg(long, env = "DEVICE_AGENT_RELAY")]
    relay: String,
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
    /// Capture backend: x11, x11:DISPLAY, synthetic or synthetic:WIDTHxHEIGHT.
    #[arg(long, default_value = "x11")]
    source: SourceSpec,
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
}

fn main() -> anyhow::Result<()> {
    let args = Args::parse();
    tracing_subscriber::fmt()
        .with_writer(std::io::stderr)
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_env("DEVICE_AGENT_LOG")
                .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info")),
        )
        .init();
    let token = match (args.token, args.token_file) {
        (Some(t), _) => t,
        (None, Some(path)) => std::fs::read_to_string(&path)
            .with_context(|| format!("reading the token file {}", path.display()))?
            .trim()
            .to_string(),
        (None, None) => anyhow::bail!("token: give --token, DEVICE_AGENT_TOKEN or --token-file"),
    };
    let config = AgentConfig {
        relay_url: args.relay,
        token,
        display_name: args.name,
        source: args.source,
        ca_cert: args.ca_cert,
        data_dir: args.data,
        insecure: args.insecure,
    };
    let live = LiveOptions { vnc: args.live_vnc };
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
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
