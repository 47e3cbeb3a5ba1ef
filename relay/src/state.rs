//! The state every handler shares, passed explicitly (no globals).

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use tokio_util::sync::CancellationToken;
use tokio_util::task::TaskTracker;

use crate::live::{Registry, Sessions};
use relay_core::artifacts::ArtifactStore;
use relay_core::artifacts::Downloads;
use relay_core::artifacts::fs::FsStore;
use relay_core::audit::Audit;
use relay_core::hub::Hub;
use relay_core::store::Db;

/// Most `video_frames` reads one relay runs at once; more wait their turn.
pub(crate) const VIDEO_READS_AT_ONCE: usize = 2;

/// Shared state of one relay process.
#[derive(Clone, Debug)]
pub struct AppState {
    inner: Arc<Inner>,
}

#[derive(Debug)]
struct Inner {
    db: Db,
    audit: Arc<Audit>,
    hub: Arc<Hub>,
    settings: Settings,
    shutdown: CancellationToken,
    failures: Arc<relay_core::access::rate_limit::Failures>,
    artifacts: Arc<dyn ArtifactStore>,
    registry: Arc<Registry>,
    sessions: Sessions,
    downloads: Downloads,
    video_reads: tokio::sync::Semaphore,
    cluster: Option<Arc<relay_core::cluster::Cluster>>,
    metrics: Arc<relay_core::metrics::Metrics>,
    sockets: TaskTracker,
    oauth: crate::oauth::Server,
    sso: Option<crate::console::sso::Provider>,
}

/// Tunables of a running relay.
#[derive(Clone, Debug)]
pub struct Settings {
    /// Host names (or `host:port`) the MCP endpoint answers to; empty means any. The
    /// endpoint is bearer-key protected, so host checks guard against nothing a key does not.
    pub allowed_hosts: Vec<String>,
    /// How often agents send heartbeats, in milliseconds.
    pub heartbeat_ms: u64,
    /// How often connected devices are checked against revoked or removed tokens.
    pub revocation_check_ms: u64,
    /// The data directory; the default artifact store lives in its `artifacts/`.
    pub data_dir: PathBuf,
    /// The relay's URL as people and devices reach it (download links are built on it).
    pub public_url: String,
    /// How long a download link works.
    pub download_ttl: Duration,
    /// How often the audit chain's head is signed into the artifact store (and once more
    /// when the relay stops): `relay_core::audit::checkpoint`.
    pub audit_checkpoint_interval: Duration,
    /// How long an upload part link works.
    pub upload_ttl: Duration,
    /// Bytes one device may keep in the artifact store (ready and uploading, by offered
    /// size); an offer beyond it waits (507) until space is freed.
    pub device_quota_bytes: u64,
    /// Artifacts one device may have uploading at once; an agent sends one at a time, so
    /// more means a stuck or hostile device (429).
    pub max_uploads_per_device: u64,
    /// An upload untouched for this long is abandoned: its parts are deleted from the store
    /// (the row stays `uploading`, so the device can offer it again and start over).
    pub abandoned_upload_after: Duration,
    /// How long, and how many bytes of, the files of devices with a label are kept
    /// (`--retention`, `--retention-quota`); none by default: files stay until deleted.
    pub retention: relay_core::artifacts::retention::Retention,
    /// How often the retention rules are applied.
    pub retention_interval: Duration,
    /// Which live sessions are recorded for the audit, for keys without their own policy.
    pub record_live_sessions: relay_core::access::record_live::RecordLive,
    /// Reverse proxies whose `X-Forwarded-For` names the client (`--trusted-proxy`).
    pub trusted_proxies: Vec<relay_core::access::rate_limit::Cidr>,
    /// The root every signing key (download and upload links, dial tokens) is derived from;
    /// relays that must accept each other's links share it. Random by default.
    pub secret: relay_core::access::secret::RootSecret,
    /// Where OAuth clients' metadata documents may be fetched from.
    pub client_metadata: crate::oauth::fetch::FetchPolicy,
    /// How long an OAuth access token works (its refresh token gets the client a new one).
    pub oauth_access_ttl: Duration,
    /// The console's single sign-on through an OpenID provider, if any.
    pub sso: Option<crate::console::sso::SsoSettings>,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            allowed_hosts: Vec::new(),
            heartbeat_ms: proto::DEFAULT_HEARTBEAT_MS,
            revocation_check_ms: 5_000,
            data_dir: PathBuf::from("relay-data"),
            public_url: "http://127.0.0.1:8780".into(),
            download_ttl: Duration::from_secs(24 * 3600),
            audit_checkpoint_interval: Duration::from_secs(300),
            upload_ttl: Duration::from_secs(3600),
            device_quota_bytes: 50 * 1024 * 1024 * 1024,
            max_uploads_per_device: 64,
            abandoned_upload_after: Duration::from_secs(24 * 3600),
            retention: Default::default(),
            retention_interval: Duration::from_secs(600),
            record_live_sessions: Default::default(),
            trusted_proxies: Vec::new(),
            secret: relay_core::access::secret::RootSecret::random(),
            client_metadata: Default::default(),
            oauth_access_ttl: Duration::from_secs(600),
            sso: None,
        }
    }
}

/// Builds an [`AppState`] once, every part made from the same settings and database.
#[derive(Debug)]
#[must_use = "a builder does nothing until build() is called"]
pub struct Builder {
    db: Db,
    settings: Settings,
    shutdown: CancellationToken,
    artifacts: Option<Arc<dyn ArtifactStore>>,
    cluster: Option<Arc<relay_core::cluster::Cluster>>,
}

impl Builder {
    /// Serve as one replica of several (`--nats-url`): devices whose sockets other
    /// replicas hold are reached through them.
    pub fn cluster(mut self, cluster: Arc<relay_core::cluster::Cluster>) -> Self {
        self.cluster = Some(cluster);
        self
    }

    /// Keep artifacts' bytes in `store` instead of the data directory (an S3 bucket, or a
    /// filesystem store with test-sized parts).
    pub fn artifact_store(mut self, store: Arc<dyn ArtifactStore>) -> Self {
        self.artifacts = Some(store);
        self
    }

    /// The state, ready to be shared by every handler.
    pub fn build(self) -> AppState {
        let Builder {
            db,
            settings,
            shutdown,
            artifacts,
            cluster,
        } = self;
        let artifacts = artifacts.unwrap_or_else(|| {
            Arc::new(FsStore::new(
                settings.data_dir.join("artifacts"),
                &settings.secret,
            ))
        });
        let audit = Arc::new(Audit::new(db.clone()));
        let hub = Arc::new(Hub::default());
        let registry = Arc::new(Registry::new(&settings.secret));
        let sessions = Sessions::new(
            db.clone(),
            audit.clone(),
            hub.clone(),
            registry.clone(),
            &settings.public_url,
            shutdown.clone(),
            cluster.clone(),
            &settings.secret,
        );
        let downloads = Downloads::new(
            db.clone(),
            audit.clone(),
            relay_core::artifacts::sign::Signer::new(&settings.secret),
            &settings.public_url,
            settings.download_ttl,
            artifacts.kind(),
        );
        let mut metrics = relay_core::metrics::Metrics::new();
        let mut failures =
            relay_core::access::rate_limit::Failures::new(settings.trusted_proxies.clone());
        if let Some(cluster) = &cluster {
            metrics = metrics.with_round_trips(cluster.round_trips());
            failures = failures.sharing(cluster.failure_outbox());
        }
        let failures = Arc::new(failures);
        let oauth = crate::oauth::Server::new(&settings);
        let sso = settings.sso.clone().map(crate::console::sso::Provider::new);
        AppState {
            inner: Arc::new(Inner {
                db,
                audit,
                hub,
                settings,
                shutdown,
                failures,
                artifacts,
                registry,
                sessions,
                downloads,
                video_reads: tokio::sync::Semaphore::new(VIDEO_READS_AT_ONCE),
                cluster,
                metrics: Arc::new(metrics),
                sockets: TaskTracker::new(),
                oauth,
                sso,
            }),
        }
    }
}

impl AppState {
    /// State over an opened database with the filesystem store in `settings.data_dir`;
    /// `shutdown` is cancelled when the relay stops. [`AppState::builder`] picks another
    /// store.
    pub fn new(db: Db, settings: Settings, shutdown: CancellationToken) -> Self {
        Self::builder(db, settings, shutdown).build()
    }

    /// A builder for state whose parts are not all the defaults.
    pub fn builder(db: Db, settings: Settings, shutdown: CancellationToken) -> Builder {
        Builder {
            db,
            settings,
            shutdown,
            artifacts: None,
            cluster: None,
        }
    }

    /// Where artifacts' bytes are kept.
    pub fn artifacts(&self) -> &Arc<dyn ArtifactStore> {
        &self.inner.artifacts
    }

    /// Cancelled when the relay stops: long-lived connections close themselves.
    pub fn shutdown(&self) -> &CancellationToken {
        &self.inner.shutdown
    }

    /// The upgraded sockets (agents' links, live sessions' ends) being served. The HTTP
    /// server's graceful shutdown stops tracking a connection once it is upgraded, so
    /// [`crate::server::run`] waits on these for their close frames to go out.
    pub(crate) fn sockets(&self) -> &TaskTracker {
        &self.inner.sockets
    }

    /// The database every table lives in (SQLite in the data directory, or PostgreSQL).
    pub fn db(&self) -> &Db {
        &self.inner.db
    }

    /// The hash-chained audit log every access is appended to.
    pub fn audit(&self) -> &Audit {
        &self.inner.audit
    }

    /// Live sessions running in this process: their sockets and dial tokens.
    pub fn live_registry(&self) -> &Registry {
        &self.inner.registry
    }

    /// Opens and ends live sessions.
    pub(crate) fn sessions(&self) -> &Sessions {
        &self.inner.sessions
    }

    /// Issues download links and lists of files to keys.
    pub fn downloads(&self) -> &Downloads {
        &self.inner.downloads
    }

    /// This replica's place among others, when relays scale out (`--nats-url`).
    pub fn cluster(&self) -> Option<&Arc<relay_core::cluster::Cluster>> {
        self.inner.cluster.as_ref()
    }

    /// The figures `GET /metrics` reports.
    pub fn metrics(&self) -> &relay_core::metrics::Metrics {
        &self.inner.metrics
    }

    /// Connected agents.
    pub fn hub(&self) -> &Hub {
        &self.inner.hub
    }

    /// Failed authentications: rate limits and their throttled audit.
    pub fn failures(&self) -> &Arc<relay_core::access::rate_limit::Failures> {
        &self.inner.failures
    }

    /// Turns to run a `video_frames` read (decoding takes every core, so a few at once).
    pub(crate) fn video_reads(&self) -> &tokio::sync::Semaphore {
        &self.inner.video_reads
    }

    /// Signs and checks the relay's download links.
    pub(crate) fn links(&self) -> &relay_core::artifacts::sign::Signer {
        self.inner.downloads.signer()
    }

    /// The OAuth authorization server's URLs, token signer and metadata fetcher.
    pub(crate) fn oauth(&self) -> &crate::oauth::Server {
        &self.inner.oauth
    }

    /// The console's OpenID provider, when single sign-on is configured.
    pub(crate) fn sso(&self) -> Option<&crate::console::sso::Provider> {
        self.inner.sso.as_ref()
    }

    /// Settings.
    pub fn settings(&self) -> &Settings {
        &self.inner.settings
    }
}
