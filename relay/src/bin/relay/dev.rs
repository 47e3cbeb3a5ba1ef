//! `relay dev`: everything on one machine for trying the product: a relay on loopback with
//! SQLite and the filesystem store, one local device served in-process, and a key with every
//! scope, printed with a ready-to-paste MCP client configuration.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

use anyhow::Context as _;
use clap::Args;
use device_agent::{AgentConfig, SourceSpec};
use relay_core::access::{devices, keys, scope};
use relay_core::audit::Audit;
use tokio_util::sync::CancellationToken;

use crate::{StoreArgs, cancel_on_signal, open_store};

/// Name of the device `relay dev` serves.
const LOCAL_DEVICE: &str = "local";

#[derive(Args)]
pub(crate) struct DevArgs {
    /// Address to listen on (loopback; port 0 picks a free port).
    #[arg(long, default_value = "127.0.0.1:8780")]
    listen: SocketAddr,
    /// Data directory (default: relay-dev in the system's temporary directory).
    #[arg(long)]
    data: Option<PathBuf>,
    /// Capture source of the local device: x11 or synthetic (default: x11 when $DISPLAY
    /// answers, else synthetic).
    #[arg(long)]
    source: Option<SourceSpec>,
    /// Print one JSON line {mcp_url, api_key, device_id, data_dir} first, then serve.
    #[arg(long)]
    json: bool,
    /// PEM certificates trusted when fetching an OAuth client's metadata document (a client
    /// served on this machine with its own CA).
    #[arg(long, value_name = "FILE")]
    client_metadata_ca: Option<PathBuf>,
    /// Let the local device keep a screen memory (get_screenshots), as its owner would with
    /// `device-agent --screen-memory`.
    #[arg(long)]
    screen_memory: bool,
}

fn pick_source(requested: Option<SourceSpec>) -> SourceSpec {
    if let Some(s) = requested {
        return s;
    }
    let x11 = SourceSpec::X11 { display: None };
    if std::env::var_os("DISPLAY").is_some() && device_agent::open_backend(&x11).is_ok() {
        x11
    } else {
        "synthetic".parse().unwrap_or(SourceSpec::Synthetic {
            width: 1280,
            height: 800,
        })
    }
}

pub(crate) async fn run(args: DevArgs) -> anyhow::Result<()> {
    if !args.listen.ip().is_loopback() {
        anyhow::bail!(
            "listen: relay dev serves loopback only (got {}); use `relay serve` to expose a relay",
            args.listen
        );
    }
    let data = args
        .data
        .unwrap_or_else(|| std::env::temp_dir().join("relay-dev"));
    let store = StoreArgs {
        data: data.clone(),
        database_url: None,
    };
    let db = open_store(&store).await?;
    devices::mark_all_offline(&db).await?;
    relay::live::end_orphans(&db, &relay_core::audit::Audit::new(db.clone())).await?;
    let audit = Audit::new(db.clone());

    // The device's token is only stored hashed, so a rerun mints a fresh one.
    let (device_id, token) = match devices::get_by_name(&db, LOCAL_DEVICE).await? {
        Some(d) => (
            d.id.clone(),
            devices::reset_token(&db, &audit, &d.id).await?,
        ),
        None => {
            let e = devices::add(&db, &audit, LOCAL_DEVICE, vec!["dev".into()]).await?;
            (e.device.id.clone(), e.token)
        }
    };
    let all_scopes = scope::ALL_SCOPES.iter().map(|s| s.to_string()).collect();
    let key = keys::create(
        &db,
        &audit,
        "relay dev",
        all_scopes,
        vec!["*".into()],
        Some(Duration::from_secs(7 * 86_400)),
    )
    .await?;

    let listener = tokio::net::TcpListener::bind(args.listen)
        .await
        .with_context(|| format!("listening on {}", args.listen))?;
    let addr = listener.local_addr()?;
    let url = format!("http://{addr}");
    let shutdown = CancellationToken::new();
    cancel_on_signal(shutdown.clone());
    let settings = relay::Settings {
        data_dir: data.clone(),
        public_url: url.clone(),
        secret: relay_core::access::secret::RootSecret::load_or_create(&data.join("relay.secret"))?,
        // Everything runs on this machine: a client's metadata may be served here too.
        client_metadata: relay::oauth::fetch::FetchPolicy {
            private_addresses: true,
            extra_roots: match &args.client_metadata_ca {
                Some(path) => crate::load_roots("client-metadata-ca", path)?,
                None => Vec::new(),
            },
        },
        ..Default::default()
    };
    let state = relay::AppState::new(db, settings, shutdown.clone());
    let server = tokio::spawn(relay::run(listener, state.clone(), None));

    let source = tokio::task::spawn_blocking(move || pick_source(args.source)).await?;
    let source_name = match &source {
        SourceSpec::X11 { .. } => "x11",
        SourceSpec::Synthetic { .. } => "synthetic",
        SourceSpec::Vnc { .. } => "vnc",
        SourceSpec::Wayland => "wayland",
    };
    let agent_config = AgentConfig {
        relay_url: url.clone(),
        token,
        display_name: None,
        source,
        ca_cert: None,
        data_dir: data.join("device"),
        insecure: false,
        screen_memory: args
            .screen_memory
            .then(device_agent::ScreenMemoryOptions::default),
    };
    let agent = tokio::spawn(device_agent::run(agent_config, shutdown.child_token()));

    // Print only once the device is really online, so the key works at once.
    let deadline = tokio::time::Instant::now() + Duration::from_secs(15);
    while state.hub().get(&device_id).is_none() {
        if agent.is_finished() || tokio::time::Instant::now() > deadline {
            shutdown.cancel();
            let outcome = agent.await?;
            anyhow::bail!("the local device did not come online: {outcome:?}");
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let mcp_url = format!("{url}/mcp");
    let connector = format!("{url}{}", relay::oauth::MCP_PATH);
    let console = relay::console::sign_in_link::issue(
        state.db(),
        state.audit(),
        &url,
        &key.key.id,
        Duration::from_secs(3600),
        "relay dev",
    )
    .await?;
    if args.json {
        println!(
            "{}",
            serde_json::json!({"mcp_url": mcp_url, "connector_url": connector, "api_key": key.secret, "device_id": device_id, "data_dir": data.display().to_string(), "console_url": console.url})
        );
    } else {
        let config = serde_json::json!({
            "mcpServers": {"relay-dev": {"type": "http", "url": mcp_url, "headers": {"Authorization": format!("Bearer {}", key.secret)}}}
        });
        println!("relay dev is running (Ctrl-C to stop)");
        println!("  MCP endpoint: {mcp_url} (API keys: Cursor, VS Code, scripts, CI)");
        println!(
            "  connector:    {connector} (OAuth: Claude.ai, ChatGPT; you approve in the console)"
        );
        println!(
            "  API key:      {} (every scope, all devices, expires in 7 days)",
            key.secret
        );
        println!("  device:       {device_id} ({LOCAL_DEVICE}, {source_name} screen)");
        println!("  data:         {}", data.display());
        println!(
            "  console:      {} (works once, within an hour)",
            console.url
        );
        println!(
            "\nMCP client configuration:\n{}",
            serde_json::to_string_pretty(&config)?
        );
    }
    let served = server.await?;
    shutdown.cancel();
    if let Ok(Err(e)) = agent.await {
        tracing::warn!(error = %e, "local device stopped");
    }
    served?;
    Ok(())
}
