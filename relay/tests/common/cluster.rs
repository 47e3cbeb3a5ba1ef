//! Replicas of a scaled-out relay in one test: a PostgreSQL database of the test's own and
//! the machine's NATS server (`RELAY_TEST_POSTGRES`, default
//! `postgres://postgres@127.0.0.1:5432`, reached with `psql`; `RELAY_TEST_NATS_URL`, default
//! `nats://127.0.0.1:4222`; `tests/run` checks both are up).

use std::sync::Arc;
use std::time::Duration;

use relay_core::artifacts::ArtifactStore;

use super::{ClusterJoin, Relay, start_in};

pub(crate) fn postgres() -> String {
    std::env::var("RELAY_TEST_POSTGRES")
        .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432".into())
}

pub(crate) fn nats() -> String {
    std::env::var("RELAY_TEST_NATS_URL").unwrap_or_else(|_| "nats://127.0.0.1:4222".into())
}

/// A database of its own for one test, dropped when the test ends.
pub(crate) struct Database {
    name: String,
}

impl Database {
    pub(crate) fn new() -> Self {
        let name = format!(
            "relay_cluster_{}",
            relay_core::access::secret::short_id("").to_lowercase()
        );
        psql(&format!("CREATE DATABASE {name}"));
        Database { name }
    }

    pub(crate) fn url(&self) -> String {
        format!("{}/{}", postgres(), self.name)
    }
}

impl Drop for Database {
    fn drop(&mut self) {
        psql(&format!(
            "DROP DATABASE IF EXISTS {} WITH (FORCE)",
            self.name
        ));
    }
}

pub(crate) fn psql(sql: &str) {
    let out = std::process::Command::new("psql")
        .args(["-d", &postgres(), "-v", "ON_ERROR_STOP=1", "-q", "-c", sql])
        .output()
        .expect("psql (postgresql-client) runs");
    assert!(
        out.status.success(),
        "psql {sql}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// Replica `id` on `db`, its presence leased for `lease`, signing with `secret`.
pub(crate) async fn replica(
    db: &Database,
    id: &str,
    lease: Duration,
    secret: &relay_core::access::secret::RootSecret,
) -> Relay {
    replica_with_store(db, id, lease, secret, None).await
}

/// [`replica`] keeping artifacts in `store` (the replicas' shared bucket) rather than a
/// directory of its own.
pub(crate) async fn replica_with_store(
    db: &Database,
    id: &str,
    lease: Duration,
    secret: &relay_core::access::secret::RootSecret,
    store: Option<Arc<dyn ArtifactStore>>,
) -> Relay {
    let secret = secret.clone();
    replica_tuned(db, id, lease, move |s| s.secret = secret, store).await
}

/// Replica `id` on `db` with `tune` applied to its settings (its root secret, a public URL
/// shared with the others as behind a load balancer).
pub(crate) async fn replica_tuned(
    db: &Database,
    id: &str,
    lease: Duration,
    tune: impl FnOnce(&mut relay::Settings),
    store: Option<Arc<dyn ArtifactStore>>,
) -> Relay {
    let join = ClusterJoin {
        nats_url: nats(),
        replica_id: id.to_string(),
        lease,
    };
    start_in(Some(&db.url()), Some(join), tune, |_, _| store).await
}

/// Replicas `a` and `b` on `db` with one root secret and the default lease.
pub(crate) async fn replicas(db: &Database) -> (Relay, Relay) {
    let secret = relay_core::access::secret::RootSecret::random();
    let lease = Duration::from_secs(15);
    (
        replica(db, &replica_id("a"), lease, &secret).await,
        replica(db, &replica_id("b"), lease, &secret).await,
    )
}

/// A unique replica id, so that concurrent tests on one NATS server do not meet.
pub(crate) fn replica_id(name: &str) -> String {
    format!("{name}-{}", relay_core::access::secret::short_id(""))
}
