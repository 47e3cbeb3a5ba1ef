//! The state every handler shares, passed explicitly (no globals).

use std::sync::Arc;

use tokio_util::sync::CancellationToken;

use crate::audit::Audit;
use crate::auth::AuthFailures;
use crate::hub::Hub;
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
    auth_failures: AuthFailures,
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
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            allowed_hosts: Vec::new(),
            heartbeat_ms: proto::DEFAULT_HEARTBEAT_MS,
            revocation_check_ms: 5_000,
        }
    }
}

impl AppState {
    /// State over an opened database; `shutdown` is cancelled when the relay stops.
    pub fn new(db: Db, settings: Settings, shutdown: CancellationToken) -> Self {
        let audit = Audit::new(db.clone());
        AppState {
            inner: Arc::new(Inner {
                db,
                audit,
                hub: Hub::default(),
                settings,
                shutdown,
                auth_failures: AuthFailures::default(),
            }),
        }
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

    /// Connected agents.
    pub fn hub(&self) -> &Hub {
        &self.inner.hub
    }

    /// The throttle of `auth_failed` audit events.
    pub fn auth_failures(&self) -> &AuthFailures {
        &self.inner.auth_failures
    }

    /// Settings.
    pub fn settings(&self) -> &Settings {
        &self.inner.settings
    }
}
