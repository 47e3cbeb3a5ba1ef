//! Many relay replicas as one, when the relay runs with `--nats-url`.
//!
//! Replicas share the database (PostgreSQL) and the artifact store (S3); what they must
//! tell each other at once travels over NATS. [`presence`] records which replica holds each
//! device's control socket, good while that replica's lease in [`replicas`] holds;
//! [`routing`] carries a tool call from the replica that received it to the one holding the
//! socket (request/reply on the device's subject, large answers in chunks). Without `--nats-url` there is no [`Cluster`] and the relay is one
//! process whose hub holds every socket.

mod failures;
pub mod presence;
pub mod replicas;
pub mod routing;

pub use failures::{share_failures, subject as failures_subject};

use std::time::Duration;

/// How long a replica's lease (and so its devices' presence) holds without renewal, unless
/// configured otherwise.
pub const DEFAULT_LEASE: Duration = Duration::from_secs(15);

/// Why the cluster could not be joined.
#[derive(Debug, thiserror::Error)]
pub enum ClusterError {
    /// The NATS server could not be reached or refused us.
    #[error("NATS at {url}: {error}")]
    Connect {
        /// The server's URL, without credentials.
        url: String,
        /// What failed.
        error: String,
    },
    /// A setting is out of its bounds.
    #[error("{0}")]
    Invalid(String),
}

/// This replica's place among the others.
#[derive(Debug)]
pub struct Cluster {
    replica_id: String,
    advertise_url: String,
    /// The deployment's token in subjects (derived from the root secret).
    deployment: String,
    nats: async_nats::Client,
    lease: Duration,
    round_trips: crate::metrics::RoundTrips,
    /// Failed authentications counted here, waiting to be told to the other replicas.
    failures_out: tokio::sync::mpsc::Sender<crate::access::rate_limit::Shared>,
    failures_queue:
        std::sync::Mutex<Option<tokio::sync::mpsc::Receiver<crate::access::rate_limit::Shared>>>,
}

impl Cluster {
    /// Join the cluster through the NATS server at `url` as `replica_id` (letters, digits,
    /// `-`, `_`, `.`, at most 64), holding its lease for `lease` (1 s to 10 min),
    /// reached by the other replicas at `advertise_url` (`http://` or `https://`, host and
    /// port, no path), in the deployment whose replicas share `root`.
    pub async fn connect(
        url: &str,
        replica_id: &str,
        lease: Duration,
        advertise_url: &str,
        root: &crate::access::secret::RootSecret,
    ) -> Result<Self, ClusterError> {
        let valid = !replica_id.is_empty()
            && replica_id.len() <= 64
            && replica_id
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'));
        if !valid {
            return Err(ClusterError::Invalid(format!(
                "replica id {replica_id:?}: 1 to 64 letters, digits, '-', '_' or '.'"
            )));
        }
        if !(Duration::from_secs(1)..=Duration::from_secs(600)).contains(&lease) {
            return Err(ClusterError::Invalid(format!(
                "presence lease {lease:?}: from 1 s to 600 s"
            )));
        }
        let advertise_url = check_advertise_url(advertise_url)?;
        let shown = redact(url);
        let nats = async_nats::ConnectOptions::new()
            .name(format!("relay {replica_id}"))
            .connect(url)
            .await
            .map_err(|e| ClusterError::Connect {
                url: shown.clone(),
                error: e.to_string(),
            })?;
        tracing::info!(replica = %replica_id, nats = %shown, "joined the cluster");
        let (failures_out, queue) = tokio::sync::mpsc::channel(failures::QUEUE);
        Ok(Cluster {
            replica_id: replica_id.to_string(),
            advertise_url,
            deployment: hex::encode(&root.derive("nats_deployment_subjects_v1").bytes()[..8]),
            nats,
            lease,
            round_trips: Default::default(),
            failures_out,
            failures_queue: std::sync::Mutex::new(Some(queue)),
        })
    }

    /// This replica's id, as presence rows name it.
    pub fn replica_id(&self) -> &str {
        &self.replica_id
    }

    /// The subject of device `device_id`'s routed requests in this deployment.
    pub fn device_subject(&self, device_id: &str) -> String {
        proto::cluster::device_subject(&self.deployment, device_id)
    }

    /// The subject of replica `replica_id`'s requests in this deployment.
    pub fn replica_subject(&self, replica_id: &str) -> String {
        proto::cluster::replica_subject(&self.deployment, replica_id)
    }

    /// Where the other replicas reach this one (live sockets carried to it).
    pub fn advertise_url(&self) -> &str {
        &self.advertise_url
    }

    /// How long this replica's lease holds without renewal.
    pub fn lease(&self) -> Duration {
        self.lease
    }

    /// The NATS connection.
    pub fn nats(&self) -> &async_nats::Client {
        &self.nats
    }

    /// The latency of the requests this replica routed, by outcome (for `/metrics`).
    pub fn round_trips(&self) -> &crate::metrics::RoundTrips {
        &self.round_trips
    }

    /// Where [`crate::access::rate_limit::Failures`] hands failures for the other replicas.
    pub fn failure_outbox(&self) -> tokio::sync::mpsc::Sender<crate::access::rate_limit::Shared> {
        self.failures_out.clone()
    }

    /// Whether the NATS connection is up (for `/readyz`).
    pub fn nats_connected(&self) -> bool {
        self.nats.connection_state() == async_nats::connection::State::Connected
    }
}

/// An advertised URL checked: `http://` or `https://`, a host (and port), no user, path,
/// query or fragment; returned without a trailing `/`.
fn check_advertise_url(url: &str) -> Result<String, ClusterError> {
    let bad = || {
        ClusterError::Invalid(format!(
            "advertise URL {url:?}: http:// or https:// with a host and port, no path (how the other replicas reach this one)"
        ))
    };
    let trimmed = url.trim_end_matches('/');
    let rest = trimmed
        .strip_prefix("http://")
        .or_else(|| trimmed.strip_prefix("https://"))
        .ok_or_else(bad)?;
    let fine = !rest.is_empty()
        && rest.len() <= 255
        && rest
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | ':' | '[' | ']' | '_'));
    if !fine {
        return Err(bad());
    }
    Ok(trimmed.to_string())
}

/// A URL as it may be shown: without a user or password.
fn redact(url: &str) -> String {
    match url.split_once("://") {
        Some((scheme, rest)) => match rest.rsplit_once('@') {
            Some((_, host)) => format!("{scheme}://…@{host}"),
            None => url.to_string(),
        },
        None => url.rsplit_once('@').map_or(url, |(_, h)| h).to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::redact;

    #[test]
    fn advertised_urls_are_a_scheme_and_a_host() {
        use super::check_advertise_url as check;
        assert_eq!(
            check("http://10.0.0.7:8080/").unwrap(),
            "http://10.0.0.7:8080"
        );
        assert_eq!(
            check("https://relay-a.internal").unwrap(),
            "https://relay-a.internal"
        );
        assert!(check("http://[::1]:80").is_ok());
        for bad in [
            "",
            "10.0.0.7:8080",
            "ws://h:1",
            "http://",
            "http://u@h:1",
            "http://h:1/x",
            "http://h:1?q",
        ] {
            assert!(check(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn urls_are_shown_without_credentials() {
        assert_eq!(
            redact("nats://u:secret@127.0.0.1:4222"),
            "nats://…@127.0.0.1:4222"
        );
        assert_eq!(redact("nats://127.0.0.1:4222"), "nats://127.0.0.1:4222");
        assert_eq!(redact("tok@host:1"), "host:1");
    }
}
