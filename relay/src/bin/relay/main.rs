//! `relay`: serve the relay, administer keys and devices, read and verify the audit log,
//! or run everything locally with `relay dev`.

mod admin;
mod artifacts;
mod console;
#[cfg(feature = "dev")]
mod dev;
mod leases;
mod live;
mod oauth;
mod share;

use std::net::SocketAddr;
use std::path::PathBuf;

use anyhow::Context as _;
use clap::{Args, Parser, Subcommand};
use tokio_util::sync::CancellationToken;

#[derive(Parser)]
#[command(
    name = "relay",
    version,
    about = "Relay for a fleet of devices driven over MCP"
)]
struct Cli {
    /// Log lines on stderr for people (`text`) or as JSON objects, one a line, for a log
    /// collector (`json`).
    #[arg(long, global = true, value_enum, default_value_t = LogFormat::Text, env = "RELAY_LOG_FORMAT")]
    log_format: LogFormat,
    #[command(subcommand)]
    command: Command,
}

/// How log lines are written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
enum LogFormat {
    /// For people.
    Text,
    /// One JSON object a line.
    Json,
}

/// Where the relay's state lives; every command takes it.
#[derive(Args, Clone, Debug)]
pub(crate) struct StoreArgs {
    /// Data directory (SQLite database, artifacts).
    #[arg(long, env = "RELAY_DATA", default_value = "relay-data")]
    pub data: PathBuf,
    /// Database URL instead of SQLite in the data directory (postgres://…).
    #[arg(long, env = "RELAY_DATABASE_URL")]
    pub database_url: Option<String>,
}

#[derive(Subcommand)]
enum Command {
    /// Serve the relay.
    Serve(Box<ServeArgs>),
    /// Create, list and revoke API keys.
    #[command(subcommand)]
    Keys(admin::KeysCmd),
    /// Enrol and list devices.
    #[command(subcommand)]
    Devices(admin::DevicesCmd),
    /// Read the audit log, or `audit verify` its hash chain.
    Audit(admin::AuditArgs),
    /// List, show, download and delete stored artifacts (recordings, watch files).
    #[command(subcommand)]
    Artifacts(artifacts::ArtifactsCmd),
    /// Print a one-time link that signs a browser in to the console as a key.
    ConsoleLink(console::ConsoleLinkArgs),
    /// List the open live sessions, or end one.
    #[command(subcommand)]
    Live(live::LiveCmd),
    /// List the devices' leases (`device_lease`), or break one.
    #[command(subcommand)]
    Leases(leases::LeasesCmd),
    /// List the grants people gave OAuth clients in the console, or revoke one.
    #[command(subcommand)]
    Oauth(oauth::OauthCmd),
    /// Make, list and revoke share links: view-only pages of recordings for people
    /// without an account.
    #[command(subcommand)]
    Share(share::ShareCmd),
    /// Run a relay on loopback with one local device and a key, for trying it out.
    #[cfg(feature = "dev")]
    Dev(dev::DevArgs),
}

#[derive(Args)]
struct ServeArgs {
    /// Address to listen on (port 0 picks a free port).
    #[arg(long, default_value = "127.0.0.1:8780")]
    listen: SocketAddr,
    #[command(flatten)]
    store: StoreArgs,
    /// TLS certificate chain (PEM); serves HTTPS with --tls-key.
    #[arg(long, requires = "tls_key")]
    tls_cert: Option<PathBuf>,
    /// TLS private key (PEM).
    #[arg(long, requires = "tls_cert")]
    tls_key: Option<PathBuf>,
    /// Host names the MCP endpoint answers to (repeatable); default any, since every
    /// request needs a key.
    #[arg(long = "allowed-host")]
    allowed_hosts: Vec<String>,
    /// Print one JSON line with the listening address first.
    #[arg(long)]
    json: bool,
    /// The relay's URL as devices and people reach it, for download links (default: the
    /// listening address and scheme).
    #[arg(long)]
    public_url: Option<String>,
    /// How long a download link works, in seconds (1 to 604800, 7 days).
    #[arg(long, default_value_t = 86_400, value_parser = clap::value_parser!(u64).range(1..=604_800))]
    download_ttl_seconds: u64,
    /// A reverse proxy (address or block, repeatable) whose X-Forwarded-For names the
    /// client, for the per-address limits on failed authentication.
    #[arg(long = "trusted-proxy", value_name = "ADDR[/BITS]")]
    trusted_proxies: Vec<relay_core::access::rate_limit::Cidr>,
    /// The root secret every signing key is derived from (default: relay.secret in the data
    /// directory, created with 256 random bits and mode 0600 when missing). Relays sharing a
    /// database must be given the same file, so that each accepts the others' links.
    #[arg(long, env = "RELAY_SECRET_FILE")]
    secret_file: Option<PathBuf>,
    /// How often the audit chain's head is signed into the artifact store, in seconds (1 to
    /// 86400); the relay also signs it when it stops. `relay audit verify` checks them.
    #[arg(long, default_value_t = 300, value_parser = clap::value_parser!(u64).range(1..=86_400))]
    audit_checkpoint_seconds: u64,
    /// Keep the files of devices with a label for this long (repeatable, LABEL=AGE such as
    /// ci=7d; `*` for every device); older ones are deleted, audited. Default: kept until
    /// deleted by hand.
    #[arg(long = "retention", value_name = "LABEL=AGE")]
    retention: Vec<String>,
    /// Keep at most this many bytes of the files of devices with a label (repeatable,
    /// LABEL=SIZE such as ci=20GiB); the oldest are deleted first, audited.
    #[arg(long = "retention-quota", value_name = "LABEL=SIZE")]
    retention_quota: Vec<String>,
    /// How often the retention rules are applied, in seconds (1 to 86400).
    #[arg(long, default_value_t = 600, value_parser = clap::value_parser!(u64).range(1..=86_400))]
    retention_sweep_seconds: u64,
    /// Which live sessions the device records for the audit, the whole session, into an
    /// artifact linked from its audit rows: off, control (default) or all. An admin may set
    /// it otherwise for one key (`relay keys record-live`).
    #[arg(long, env = "RELAY_RECORD_LIVE_SESSIONS", default_value = "control", value_parser = |s: &str| s.parse::<relay_core::access::record_live::RecordLive>())]
    record_live_sessions: relay_core::access::record_live::RecordLive,
    /// Bytes one device may keep in the artifact store (default 50 GiB).
    #[arg(long, default_value_t = 50 * 1024 * 1024 * 1024, value_parser = clap::value_parser!(u64).range(1..))]
    device_quota_bytes: u64,
    /// Serve Prometheus metrics (`GET /metrics`, OpenMetrics text) on this address, apart
    /// from the public listener: 127.0.0.1:9464, or the pod's address for a scraper in the
    /// cluster. Off by default.
    #[arg(long, env = "RELAY_METRICS_LISTEN", value_name = "ADDR:PORT")]
    metrics_listen: Option<SocketAddr>,
    /// How long an OAuth access token works, in seconds (60 to 3600); a client refreshes it.
    #[arg(long, default_value_t = 600, value_parser = clap::value_parser!(u64).range(60..=3600))]
    oauth_access_ttl_seconds: u64,
    /// PEM certificates trusted, besides the web's roots, when fetching an OAuth client's
    /// metadata document (an internal CA for in-house clients).
    #[arg(long, value_name = "FILE")]
    client_metadata_ca: Option<PathBuf>,
    #[command(flatten)]
    s3: S3Args,
    #[command(flatten)]
    cluster: ClusterArgs,
    #[command(flatten)]
    sso: SsoArgs,
}

/// Single sign-on to the console through an OpenID Connect provider.
#[derive(Args, Clone, Debug)]
struct SsoArgs {
    /// The OpenID provider's issuer URL (https, or http on loopback); turns single sign-on on.
    #[arg(long, env = "RELAY_OIDC_ISSUER", requires_all = ["oidc_client_id", "oidc_client_secret_file"])]
    oidc_issuer: Option<String>,
    /// This relay's client id at the provider (its redirect URI is <public URL>/v1/console/sso/callback).
    #[arg(long, env = "RELAY_OIDC_CLIENT_ID", requires = "oidc_issuer")]
    oidc_client_id: Option<String>,
    /// A file holding the client secret.
    #[arg(long, env = "RELAY_OIDC_CLIENT_SECRET_FILE", requires = "oidc_issuer")]
    oidc_client_secret_file: Option<PathBuf>,
    /// The ID token claim listing a person's groups.
    #[arg(long, default_value = "groups", requires = "oidc_issuer")]
    oidc_groups_claim: String,
    /// A group whose members get the console's admin view (repeatable).
    #[arg(
        long = "oidc-admin-group",
        value_name = "GROUP",
        requires = "oidc_issuer"
    )]
    oidc_admin_groups: Vec<String>,
    /// A group whose members get the QA view on these devices: GROUP=PATTERN,PATTERN (repeatable).
    #[arg(long = "oidc-qa-group", value_name = "GROUP=DEVICES", value_parser = relay::console::sso::SsoSettings::parse_qa_group, requires = "oidc_issuer")]
    oidc_qa_groups: Vec<(String, Vec<String>)>,
    /// Tool scopes everyone signed in this way may grant OAuth clients (comma-separated).
    #[arg(long, default_value = "", requires = "oidc_issuer")]
    oidc_tool_scopes: String,
    /// A scope to ask for besides openid, email and profile (repeatable), such as groups.
    #[arg(long = "oidc-scope", value_name = "SCOPE", requires = "oidc_issuer")]
    oidc_scopes: Vec<String>,
    /// PEM certificates trusted when talking to the provider (an internal CA).
    #[arg(long, value_name = "FILE", requires = "oidc_issuer")]
    oidc_ca: Option<PathBuf>,
}

impl SsoArgs {
    /// The settings these flags give, checked; `None` without `--oidc-issuer`.
    fn settings(self) -> anyhow::Result<Option<relay::console::sso::SsoSettings>> {
        let Some(issuer) = self.oidc_issuer else {
            return Ok(None);
        };
        let plain_loopback = issuer.strip_prefix("http://").is_some_and(|rest| {
            let host = rest.split(['/', ':']).next().unwrap_or("");
            host == "localhost"
                || host
                    .parse::<std::net::IpAddr>()
                    .is_ok_and(|ip| ip.is_loopback())
        });
        if !issuer.starts_with("https://") && !plain_loopback {
            anyhow::bail!("oidc-issuer: {issuer:?} must be https:// (plain http only on loopback)");
        }
        let secret_file = self
            .oidc_client_secret_file
            .context("oidc-client-secret-file: required with --oidc-issuer")?;
        let client_secret = std::fs::read_to_string(&secret_file)
            .with_context(|| format!("oidc-client-secret-file: reading {}", secret_file.display()))?
            .trim()
            .to_string();
        if client_secret.is_empty() {
            anyhow::bail!(
                "oidc-client-secret-file: {} is empty",
                secret_file.display()
            );
        }
        if self.oidc_admin_groups.is_empty() && self.oidc_qa_groups.is_empty() {
            anyhow::bail!(
                "oidc: map at least one group (--oidc-admin-group or --oidc-qa-group), or nobody can sign in"
            );
        }
        let tool_scopes = if self.oidc_tool_scopes.trim().is_empty() {
            Vec::new()
        } else {
            let scopes = relay_core::access::scope::parse_scopes(&self.oidc_tool_scopes)
                .map_err(|e| anyhow::anyhow!("oidc-tool-scopes: {e}"))?;
            if let Some(s) = scopes.iter().find(|s| *s == "admin" || *s == "console") {
                anyhow::bail!(
                    "oidc-tool-scopes: {s} is not a tool scope; the groups give the console views"
                );
            }
            scopes
        };
        let mut scopes: Vec<String> = ["openid", "email", "profile"].map(String::from).to_vec();
        for s in self.oidc_scopes {
            if !scopes.contains(&s) {
                scopes.push(s);
            }
        }
        Ok(Some(relay::console::sso::SsoSettings {
            issuer: issuer.trim_end_matches('/').to_string(),
            client_id: self
                .oidc_client_id
                .context("oidc-client-id: required with --oidc-issuer")?,
            client_secret,
            scopes,
            groups_claim: self.oidc_groups_claim,
            admin_groups: self.oidc_admin_groups,
            qa_groups: self.oidc_qa_groups,
            tool_scopes,
            extra_roots: match &self.oidc_ca {
                Some(path) => load_roots("oidc-ca", path)?,
                None => Vec::new(),
            },
        }))
    }
}

/// Several replicas as one relay: NATS between them, the database and store shared.
#[derive(Args, Clone, Debug)]
struct ClusterArgs {
    /// Serve as one replica of several: the NATS server (nats://HOST:PORT) that carries tool
    /// calls to the replica holding a device's socket. The replicas share --database-url
    /// (PostgreSQL), the artifact store (--s3-bucket) and --secret-file. Without it the relay
    /// is one process that holds every device's socket.
    #[arg(long, env = "RELAY_NATS_URL")]
    nats_url: Option<String>,
    /// This replica's id among the others (letters, digits, '-', '_', '.'; default: the
    /// host name and the process id).
    #[arg(long, requires = "nats_url")]
    replica_id: Option<String>,
    /// How long a device stays online after its replica stops renewing its presence, in
    /// seconds (a replica that dies leaves its devices online this long at most).
    #[arg(long, default_value_t = 15, requires = "nats_url", value_parser = clap::value_parser!(u64).range(1..=600))]
    presence_lease_seconds: u64,
    /// How the other replicas reach this one, http://HOST:PORT (live sessions' sockets that
    /// reached another replica are carried here). Default: the --listen address, which must
    /// then not be 0.0.0.0 or [::].
    #[arg(long, env = "RELAY_ADVERTISE_URL", requires = "nats_url")]
    advertise_url: Option<String>,
}

/// Where artifacts go when not in the data directory.
#[derive(Args, Clone, Debug)]
pub(crate) struct S3Args {
    /// Keep artifacts in this S3 bucket instead of the data directory (credentials from the
    /// standard AWS chain: AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, profile, …).
    #[arg(long)]
    s3_bucket: Option<String>,
    /// S3 endpoint URL (MinIO, Ceph, …); default AWS.
    #[arg(long, requires = "s3_bucket")]
    s3_endpoint: Option<String>,
    /// S3 region.
    #[arg(long, default_value = "us-east-1")]
    s3_region: String,
    /// Path-style S3 addressing (endpoint/bucket/key), which most non-AWS services need.
    #[arg(long, requires = "s3_bucket")]
    s3_path_style: bool,
    /// Prefix of every artifact key in the bucket.
    #[arg(long, default_value = "", requires = "s3_bucket")]
    s3_prefix: String,
    /// Ask the service to encrypt every artifact at rest: `aes256` (SSE-S3) or `aws:kms`
    /// (SSE-KMS); default the bucket's own setting.
    #[arg(long, value_name = "aes256|aws:kms", requires = "s3_bucket", value_parser = ["aes256", "aws:kms"])]
    s3_sse: Option<String>,
    /// The KMS key (id, ARN or alias) for `--s3-sse aws:kms`; default the account's key.
    #[arg(long, requires = "s3_sse")]
    s3_sse_kms_key_id: Option<String>,
}

fn main() -> anyhow::Result<()> {
    let cli = Cli::parse();
    let logs = tracing_subscriber::fmt()
        .with_writer(std::io::stderr)
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_env("RELAY_LOG")
                .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info,sqlx=warn")),
        );
    match cli.log_format {
        LogFormat::Text => logs.init(),
        LogFormat::Json => logs.json().init(),
    }
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    runtime.block_on(async move {
        match cli.command {
            Command::Serve(args) => serve(*args).await,
            Command::Keys(cmd) => admin::keys(cmd).await,
            Command::Devices(cmd) => admin::devices(cmd).await,
            Command::Audit(args) => admin::audit(args).await,
            Command::Artifacts(cmd) => artifacts::run(cmd).await,
            Command::ConsoleLink(args) => console::console_link(args).await,
            Command::Live(cmd) => live::run(cmd).await,
            Command::Leases(cmd) => leases::run(cmd).await,
            Command::Oauth(cmd) => oauth::run(cmd).await,
            Command::Share(cmd) => share::run(cmd).await,
            #[cfg(feature = "dev")]
            Command::Dev(args) => dev::run(args).await,
        }
    })
}

/// Open the database named by the store arguments, creating the data directory.
pub(crate) async fn open_store(store: &StoreArgs) -> anyhow::Result<relay_core::store::Db> {
    std::fs::create_dir_all(&store.data)
        .with_context(|| format!("creating data directory {}", store.data.display()))?;
    relay_core::store::Db::open(&store.data, store.database_url.as_deref())
        .await
        .context("opening the database")
}

/// Cancel `token` on Ctrl-C or SIGTERM.
pub(crate) fn cancel_on_signal(token: CancellationToken) {
    tokio::spawn(async move {
        let mut term =
            match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
                Ok(s) => s,
                Err(e) => {
                    tracing::error!(error = %e, "cannot listen for SIGTERM");
                    let _ = tokio::signal::ctrl_c().await;
                    token.cancel();
                    return;
                }
            };
        tokio::select! {
            _ = tokio::signal::ctrl_c() => {}
            _ = term.recv() => {}
        }
        tracing::info!("shutting down");
        token.cancel();
    });
}

async fn serve(args: ServeArgs) -> anyhow::Result<()> {
    let retention =
        relay_core::artifacts::retention::Retention::parse(&args.retention, &args.retention_quota)
            .map_err(anyhow::Error::msg)?;
    let db = open_store(&args.store).await?;
    let listener = tokio::net::TcpListener::bind(args.listen)
        .await
        .with_context(|| format!("listening on {}", args.listen))?;
    let addr = listener.local_addr()?;
    let tls = match (args.tls_cert, args.tls_key) {
        (Some(cert), Some(key)) => Some(relay::TlsFiles { cert, key }),
        _ => None,
    };
    let scheme = if tls.is_some() { "https" } else { "http" };
    let url = format!("{scheme}://{addr}");
    let secret = relay_core::access::secret::RootSecret::load_or_create(
        &args
            .secret_file
            .unwrap_or_else(|| args.store.data.join("relay.secret")),
    )?;
    let cluster = match &args.cluster.nats_url {
        Some(nats) => {
            let replica = args
                .cluster
                .replica_id
                .clone()
                .unwrap_or_else(default_replica_id);
            let lease = std::time::Duration::from_secs(args.cluster.presence_lease_seconds);
            let advertise = match &args.cluster.advertise_url {
                Some(u) => u.clone(),
                None if addr.ip().is_unspecified() => anyhow::bail!(
                    "--advertise-url is needed with --nats-url when listening on {addr}: the URL the other replicas reach this one at"
                ),
                None => url.clone(),
            };
            Some(std::sync::Arc::new(
                relay_core::cluster::Cluster::connect(nats, &replica, lease, &advertise, &secret)
                    .await?,
            ))
        }
        // One process holds every socket and live session: none is open before it starts.
        None => {
            relay_core::access::devices::mark_all_offline(&db).await?;
            relay::live::end_orphans(&db, &relay_core::audit::Audit::new(db.clone())).await?;
            None
        }
    };
    let client_metadata = relay::oauth::fetch::FetchPolicy {
        private_addresses: false,
        extra_roots: match &args.client_metadata_ca {
            Some(path) => load_roots("client-metadata-ca", path)?,
            None => Vec::new(),
        },
    };
    let sso = args.sso.settings()?;
    let public_url = args
        .public_url
        .map(|u| u.trim_end_matches('/').to_string())
        .unwrap_or(url.clone());
    let connector = format!("{public_url}{}", relay::oauth::MCP_PATH);
    if args.json {
        println!(
            "{}",
            serde_json::json!({"listen": addr.to_string(), "url": url, "mcp_url": format!("{url}/mcp"), "connector_url": connector})
        );
    } else {
        println!(
            "relay listening on {url} (MCP endpoint for keys {url}/mcp; connector URL for OAuth clients {connector})"
        );
    }
    let shutdown = CancellationToken::new();
    cancel_on_signal(shutdown.clone());
    let settings = relay::Settings {
        allowed_hosts: args.allowed_hosts,
        data_dir: args.store.data.clone(),
        public_url,
        client_metadata,
        oauth_access_ttl: std::time::Duration::from_secs(args.oauth_access_ttl_seconds),
        sso,
        download_ttl: std::time::Duration::from_secs(args.download_ttl_seconds),
        audit_checkpoint_interval: std::time::Duration::from_secs(args.audit_checkpoint_seconds),
        trusted_proxies: args.trusted_proxies,
        secret,
        device_quota_bytes: args.device_quota_bytes,
        retention,
        retention_interval: std::time::Duration::from_secs(args.retention_sweep_seconds),
        record_live_sessions: args.record_live_sessions,
        ..Default::default()
    };
    let mut state = relay::AppState::builder(db, settings, shutdown);
    if let Some(store) = s3_store(args.s3).await? {
        state = state.artifact_store(store);
    }
    if let Some(cluster) = cluster {
        state = state.cluster(cluster);
    }
    let state = state.build();
    if let Some(addr) = args.metrics_listen {
        let metrics = tokio::net::TcpListener::bind(addr)
            .await
            .with_context(|| format!("metrics-listen: listening on {addr}"))?;
        tracing::info!(address = %metrics.local_addr()?, "serving /metrics");
        let state = state.clone();
        tokio::spawn(async move {
            if let Err(e) = relay::metrics_listener::serve(metrics, state).await {
                tracing::error!(error = %e, "the metrics listener failed");
            }
        });
    }
    relay::run(listener, state, tls).await?;
    Ok(())
}

/// The PEM certificates in `path`, for trusting an internal CA; an error names the file.
pub(crate) fn load_roots(
    flag: &str,
    path: &std::path::Path,
) -> anyhow::Result<Vec<rustls::pki_types::CertificateDer<'static>>> {
    let pem = std::fs::read(path).with_context(|| format!("{flag}: reading {}", path.display()))?;
    let certs = rustls_pemfile::certs(&mut pem.as_slice())
        .collect::<Result<Vec<_>, _>>()
        .with_context(|| format!("{flag}: {} is not PEM", path.display()))?;
    if certs.is_empty() {
        anyhow::bail!("{flag}: no certificate in {}", path.display());
    }
    Ok(certs)
}

/// A replica id unique on the network: the host name and the process id.
fn default_replica_id() -> String {
    let host = std::fs::read_to_string("/proc/sys/kernel/hostname").unwrap_or_default();
    let host: String = host
        .trim()
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'))
        .take(40)
        .collect();
    let host = if host.is_empty() {
        "relay".into()
    } else {
        host
    };
    format!("{host}-{}", std::process::id())
}

/// The S3 store the arguments name, if they name a bucket.
#[cfg(feature = "s3")]
pub(crate) async fn s3_store(
    s3: S3Args,
) -> anyhow::Result<Option<std::sync::Arc<dyn relay_core::artifacts::ArtifactStore>>> {
    use relay_core::artifacts::s3::{Encryption, S3Config, S3Store};
    let Some(bucket) = s3.s3_bucket else {
        return Ok(None);
    };
    let encryption = match (s3.s3_sse.as_deref(), s3.s3_sse_kms_key_id) {
        (None, _) => None,
        (Some("aws:kms"), key_id) => Some(Encryption::Kms { key_id }),
        (Some(_), Some(_)) => anyhow::bail!("--s3-sse-kms-key-id: only with --s3-sse aws:kms"),
        (Some(_), None) => Some(Encryption::S3Managed),
    };
    let store = S3Store::connect(S3Config {
        bucket,
        endpoint: s3.s3_endpoint,
        region: s3.s3_region,
        path_style: s3.s3_path_style,
        prefix: s3.s3_prefix,
        static_credentials: None,
        encryption,
    })
    .await;
    Ok(Some(std::sync::Arc::new(store)))
}

/// A build without the `s3` feature has no S3 store: naming a bucket is an error, never a
/// silent fall back to the data directory.
#[cfg(not(feature = "s3"))]
pub(crate) async fn s3_store(
    s3: S3Args,
) -> anyhow::Result<Option<std::sync::Arc<dyn relay_core::artifacts::ArtifactStore>>> {
    match s3.s3_bucket {
        Some(_) => anyhow::bail!(
            "--s3-bucket: this relay was built without the `s3` feature (cargo build -p relay --features s3)"
        ),
        None => Ok(None),
    }
}
