//! The state every handler shares, passed explicitly (no globals).

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use tokio_util::sync::CancellationToken;

use crate::artifacts::ArtifactStore;
use crate::artifacts::fs::FsStore;
use crate::audit::Audit;
use crate::hub::Hub;
use crate::live::Registry;
use crate::store::Db;

/// Shared state of one relay process.
#[derive(Clone, Debug)]
pub struct AppState {
    inner: Arc<Inner>,
}

#[derive(Debug)]
struct Inner {
    db: Db,
    audit: Audit,
    hub: Hub,
    settings: Settings,
    shutdown: CancellationToken,
    failures: Arc<crate::failures::Failures>,
    artifacts: Arc<dyn ArtifactStore>,
    live: Registry,
    sequence_owners: crate::sequences::Owners,
    links: crate::artifacts::sign::Signer,
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
    /// Reverse proxies whose `X-Forwarded-For` names the client (`--trusted-proxy`).
    pub trusted_proxies: Vec<crate::failures::Cidr>,
    /// The root every signing key (download and upload links, dial tokens) is derived from;
    /// relays that must accept each other's links share it. Random by default.
    pub secret: crate::secret::RootSecret,
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
            upload_ttl: Duration::from_secs(3600),
            device_quota_bytes: 50 * 1024 * 1024 * 1024,
            max_uploads_per_device: 64,
            abandoned_upload_after: Duration::from_secs(24 * 3600),
            trusted_proxies: Vec::new(),
            secret: crate::secret::RootSecret::random(),
        }
    }
}

impl AppState {
    /// State over an opened database; `shutdown` is cancelled when the relay stops.
    /// Artifacts go to the filesystem store in `settings.data_dir` unless
    /// [`AppState::with_artifact_store`] says otherwise.
    pub fn new(db: Db, settings: Settings, shutdown: CancellationToken) -> Self {
        let audit = Audit::new(db.clone());
        let artifacts: Arc<dyn ArtifactStore> = Arc::new(FsStore::new(
            settings.data_dir.join("artifacts"),
            &settings.secret,
        ));
        let failures = Arc::new(crate::failures::Failures::new(
            settings.trusted_proxies.clone(),
        ));
        let live = Registry::new(&settings.secret);
        let links = crate::artifacts::sign::Signer::new(&settings.secret);
        AppState {
            inner: Arc::new(Inner {
                audit,
                hub: Hub::default(),
                settings,
                shutdown,
                failures,
                live,
                sequence_owners: Default::default(),
                links,
                db,
                artifacts,
            }),
        }
    }

    /// The same state with artifacts kept in `store`. Call before the state is shared
    /// (clones made earlier keep the old store).
    pub fn with_artifact_store(self, store: Arc<dyn ArtifactStore>) -> Self {
        let inner = Arc::try_unwrap(self.inner).unwrap_or_else(|shared| Inner {
            db: shared.db.clone(),
            audit: Audit::new(shared.db.clone()),
            hub: Hub::default(),
            settings: shared.settings.clone(),
            shutdown: shared.shutdown.clone(),
            failures: shared.failures.clone(),
            artifacts: shared.artifacts.clone(),
            live: Registry::new(&shared.settings.secret),
            sequence_owners: Default::default(),
            links: shared.links.clone(),
        });
        AppState {
            inner: Arc::new(Inner {
                artifacts: store,
                ..inner
            }),
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

    /// The database.
    pub fn db(&self) -> &Db {
        &self.inner.db
    }

    /// The audit log.
    pub fn audit(&self) -> &Audit {
        &self.inner.audit
    }

    /// Live sessions running in this process.
    pub fn live(&self) -> &Registry {
        &self.inner.live
    }

    /// Keys with sequences on devices (for revocation).
    pub fn sequence_owners(&self) -> &crate::sequences::Owners {
        &self.inner.sequence_owners
    }

    /// Connected agents.
    pub fn hub(&self) -> &Hub {
        &self.inner.hub
    }

    /// Failed authentications: rate limits and their throttled audit.
    pub fn failures(&self) -> &Arc<crate::failures::Failures> {
        &self.inner.failures
    }

    /// Signs and checks the relay's download links.
    pub(crate) fn links(&self) -> &crate::artifacts::sign::Signer {
        &self.inner.links
    }

    /// Settings.
    pub fn settings(&self) -> &Settings {
        &self.inner.settings
    }
}
