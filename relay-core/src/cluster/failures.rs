//! Failed authentications told between replicas, so that the limits of
//! [`crate::access::rate_limit`] count a client's failures on every replica.
//!
//! Each replica publishes the failures it counted ([`FailureNote`]: the client's address and
//! the hash of the credential's prefix) on its deployment's subject ([`subject`]) and counts
//! the others' notes as if it had seen them, without auditing them again. Notes are bounded in size and
//! checked field by field like any peer's input; a replica's own notes come back to it over
//! the subject and are skipped.

use std::net::IpAddr;
use std::sync::Arc;

use futures_util::StreamExt as _;
use proto::cluster::{
    AUTH_FAILURES_SUBJECT, CLUSTER_PROTOCOL_VERSION, FailureNote, MAX_FAILURE_NOTE_BYTES,
};
use tokio_util::sync::CancellationToken;

use super::Cluster;
use crate::access::rate_limit::Failures;

/// Failures waiting to be published at most; beyond it they are not shared.
pub(super) const QUEUE: usize = 1024;

/// The deployment's subject: [`AUTH_FAILURES_SUBJECT`] and a token derived from the root
/// secret all its replicas share (one-way: it tells nothing of the secret or its other keys).
pub fn subject(root: &crate::access::secret::RootSecret) -> String {
    let token = hex::encode(&root.derive("nats_auth_failures_subject_v1").bytes()[..8]);
    format!("{AUTH_FAILURES_SUBJECT}.{token}")
}

/// Publish this replica's failures on `subject` and count the others' until `shutdown`.
pub async fn share_failures(
    cluster: Arc<Cluster>,
    failures: Arc<Failures>,
    subject: String,
    shutdown: CancellationToken,
) {
    let queue = cluster
        .failures_queue
        .lock()
        .unwrap_or_else(|p| p.into_inner())
        .take();
    let Some(mut queue) = queue else {
        return;
    };
    let nats = cluster.nats().clone();
    let mut notes = match nats.subscribe(subject.clone()).await {
        Ok(s) => s,
        Err(e) => {
            tracing::error!(error = %e, "cannot hear other replicas' failed authentications; limits count this replica's only");
            return;
        }
    };
    loop {
        tokio::select! {
            () = shutdown.cancelled() => return,
            Some((address, prefix)) = queue.recv() => {
                let note = FailureNote {
                    v: CLUSTER_PROTOCOL_VERSION,
                    replica: cluster.replica_id().to_string(),
                    address: address.map(|a| a.to_string()),
                    prefix,
                };
                let Ok(bytes) = serde_json::to_vec(&note) else { continue };
                if let Err(e) = nats.publish(subject.clone(), bytes.into()).await {
                    tracing::warn!(error = %e, "could not tell other replicas of a failed authentication");
                }
            }
            message = notes.next() => {
                let Some(message) = message else { return };
                if let Some((address, prefix)) = read(&message.payload, cluster.replica_id()) {
                    failures.failed_elsewhere(address, prefix.as_deref());
                }
            }
        }
    }
}

/// Another replica's note, checked: the address and the prefix hash, or `None` for our own
/// note or anything malformed.
fn read(payload: &[u8], own_replica: &str) -> Option<(Option<IpAddr>, Option<String>)> {
    if payload.len() > MAX_FAILURE_NOTE_BYTES {
        return None;
    }
    let note: FailureNote = serde_json::from_slice(payload).ok()?;
    if note.v != CLUSTER_PROTOCOL_VERSION || note.replica == own_replica {
        return None;
    }
    let address = match note.address {
        Some(a) => Some(a.parse().ok()?),
        None => None,
    };
    Some((address, note.prefix))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn note(replica: &str, address: Option<&str>) -> Vec<u8> {
        serde_json::to_vec(&FailureNote {
            v: CLUSTER_PROTOCOL_VERSION,
            replica: replica.into(),
            address: address.map(str::to_string),
            prefix: Some("0".repeat(32)),
        })
        .unwrap_or_default()
    }

    #[test]
    fn deployments_with_other_root_secrets_use_other_subjects() {
        let root = crate::access::secret::RootSecret::random();
        assert_eq!(subject(&root), subject(&root.clone()));
        assert_ne!(
            subject(&root),
            subject(&crate::access::secret::RootSecret::random())
        );
        assert!(subject(&root).starts_with("relay.auth.failures."));
    }

    #[test]
    fn notes_are_read_from_other_replicas_only_and_checked() {
        let read_ok = read(&note("b", Some("10.1.2.3")), "a");
        assert_eq!(
            read_ok,
            Some((Some(IpAddr::from([10, 1, 2, 3])), Some("0".repeat(32))))
        );
        assert_eq!(read(&note("a", Some("10.1.2.3")), "a"), None, "our own");
        assert_eq!(read(&note("b", Some("not an address")), "a"), None);
        assert_eq!(read(b"{", "a"), None);
        let mut big = note("b", None);
        big.resize(MAX_FAILURE_NOTE_BYTES + 1, b' ');
        assert_eq!(read(&big, "a"), None, "over the bound");
    }
}
