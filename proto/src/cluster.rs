//! Relay-to-relay messages: a tool call routed over NATS to the replica that holds the
//! device's control socket.
//!
//! A replica that receives a call for a device connected elsewhere publishes a
//! [`RoutedRequest`] on the device's subject ([`device_subject`]) with a reply inbox of its
//! own. The replica holding the device answers with the device's response in the control
//! plane's binary frame ([`crate::encode_binary`]: the response header, then its payload),
//! cut into chunks no larger than the NATS server's `max_payload`, each chunk a message to the
//! inbox with the headers below. Chunks from one publisher arrive in order, so the inbox
//! joins them until [`HEADER_LAST`]; [`HEADER_REPLICA`] lets it ignore a second responder (a
//! replica that has not yet noticed its socket to the device is gone).
//!
//! Every failed authentication is also told to the other replicas ([`FailureNote`] on a
//! subject under [`AUTH_FAILURES_SUBJECT`]), so that a client guessing credentials is limited
//! by the failures it had on all of them.

use serde::{Deserialize, Serialize};

use crate::control::RequestBody;
use crate::live::LiveChannelSpec;

/// Version of the routed messages; a replica refuses requests of another version.
pub const CLUSTER_PROTOCOL_VERSION: u32 = 1;

/// Header naming the answering replica on every chunk of a reply.
pub const HEADER_REPLICA: &str = "Relay-Replica";
/// Header numbering a reply's chunks from 0.
pub const HEADER_CHUNK: &str = "Relay-Chunk";
/// Header present (value `1`) on a reply's last chunk.
pub const HEADER_LAST: &str = "Relay-Last";
/// Header carrying the request id of the call that caused the message, for the logs of both
/// replicas.
pub const HEADER_REQUEST_ID: &str = "Relay-Request-Id";

/// The subject every replica publishes its failed authentications under and listens to; the
/// last token is the deployment's (derived from the root secret the replicas share, so two
/// deployments on one NATS server do not count each other's failures).
pub const AUTH_FAILURES_SUBJECT: &str = "relay.auth.failures";

/// Largest [`FailureNote`] a replica reads, in bytes.
pub const MAX_FAILURE_NOTE_BYTES: usize = 512;

/// One failed authentication on one replica, for the others' counters (never audited
/// there: the replica where it happened audits it).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FailureNote {
    /// Must equal [`CLUSTER_PROTOCOL_VERSION`].
    pub v: u32,
    /// The replica it happened on (which ignores its own notes).
    pub replica: String,
    /// The client's address, as text.
    pub address: Option<String>,
    /// The presented credential's counted prefix, hashed (32 hex characters): no character of
    /// a credential leaves the replica that saw it.
    pub prefix: Option<String>,
}

/// Largest routed request body, in bytes (requests carry arguments, never images).
pub const MAX_ROUTED_REQUEST_BYTES: usize = 256 * 1024;

/// A control request for a device, sent to the replica that holds its socket.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RoutedRequest {
    /// Must equal [`CLUSTER_PROTOCOL_VERSION`].
    pub v: u32,
    /// The device the request is for (also in the subject; both must agree).
    pub device_id: String,
    /// How long the caller waits for the device's answer, in milliseconds.
    pub timeout_ms: u64,
    /// The key on whose behalf the request acts, as in [`crate::Request::by`].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub by: Option<String>,
    /// The request itself.
    pub body: RequestBody,
}

/// The subject every replica hears a live session's end on; the last token is the
/// deployment's, as for [`AUTH_FAILURES_SUBJECT`].
pub const LIVE_ENDED_SUBJECT: &str = "relay.live.ended";

/// Largest [`ReplicaRequest`] or [`LiveEnded`] a replica reads, in bytes.
pub const MAX_REPLICA_MESSAGE_BYTES: usize = 8 * 1024;

/// A request to the replica that holds a device's control socket, which owns the device's
/// live sessions: the session's sockets meet there, wherever they arrived.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ReplicaRequest {
    /// Must equal [`CLUSTER_PROTOCOL_VERSION`].
    pub v: u32,
    /// What to do.
    pub body: ReplicaRequestBody,
}

/// What a [`ReplicaRequest`] asks.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ReplicaRequestBody {
    /// Open (or find running) the live session of a device this replica holds, for a key
    /// another replica authenticated and checked.
    OpenLive {
        /// The device.
        device_id: String,
        /// The key opening it.
        key_id: String,
        /// The `live` arguments, already validated by the caller.
        spec: LiveChannelSpec,
    },
}

/// The answer to [`ReplicaRequestBody::OpenLive`].
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum OpenLiveReply {
    /// The session, and its ticket when it is new (the stored hash cannot give it back).
    Opened {
        /// The session id.
        session_id: String,
        /// The viewer ticket, only for a new session.
        ticket: Option<String>,
    },
    /// Why it could not be opened (a sentence for the tool's answer).
    Failed {
        /// The reason.
        message: String,
    },
}

/// A live session ended on some replica: the replica whose process holds its sockets closes
/// them (the one that ended it already marked the row and audited).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LiveEnded {
    /// Must equal [`CLUSTER_PROTOCOL_VERSION`].
    pub v: u32,
    /// The replica that ended it (which ignores its own notes).
    pub replica: String,
    /// The session.
    pub session_id: String,
    /// Its device (the replica holding the device's socket tells the agent).
    pub device_id: String,
    /// Why it ended, as stored (`stopped`, `expired`, …).
    pub why: String,
}

/// The subject of the requests for replica `replica_id` of deployment `deployment` (a
/// token of lowercase hex, derived from the root secret the replicas share, so that two
/// deployments on one NATS server never answer each other's requests):
/// `relay.v1.<deployment>.replica.` and the replica id in lowercase hex.
pub fn replica_subject(deployment: &str, replica_id: &str) -> String {
    let mut subject = format!("relay.v1.{deployment}.replica.");
    push_hex(&mut subject, replica_id);
    subject
}

/// Claims of a live hop: a replica that received a live socket for a session another
/// replica serves carries it there and vouches, with this JWT (HS256, a key derived from
/// the root secret), for the client's address and user agent, which the serving replica
/// would otherwise see as the forwarding replica's.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct HopClaims {
    /// The live session id.
    pub sub: String,
    /// Which socket: `device` or `viewer`.
    pub side: String,
    /// The client's address, as the forwarding replica saw it.
    pub addr: String,
    /// The client's user agent (viewers; at most 256 characters).
    #[serde(default)]
    pub ua: String,
    /// Audience, always [`HOP_AUDIENCE`].
    pub aud: String,
    /// Expiry, Unix seconds.
    pub exp: i64,
}

/// The `aud` of every hop token.
pub const HOP_AUDIENCE: &str = "live-hop";
/// How long a hop token is valid: the forwarding replica dials at once.
pub const HOP_TOKEN_TTL_SECONDS: i64 = 30;
/// HTTP header carrying a hop token on the forwarded live socket's upgrade request.
pub const HEADER_LIVE_HOP: &str = "relay-live-hop";

/// The NATS subject of a device's routed requests in deployment `deployment` (as for
/// [`replica_subject`]): `relay.v1.<deployment>.device.` and the id in lowercase hex, since
/// a device id may hold `.`, which separates subject tokens.
pub fn device_subject(deployment: &str, device_id: &str) -> String {
    let mut subject = format!("relay.v1.{deployment}.device.");
    push_hex(&mut subject, device_id);
    subject
}

/// An id as one subject token: its bytes in lowercase hex, since an id may hold `.`.
fn push_hex(subject: &mut String, id: &str) {
    for b in id.bytes() {
        subject.push(char::from(HEX[usize::from(b >> 4)]));
        subject.push(char::from(HEX[usize::from(b & 0xf)]));
    }
}

const HEX: &[u8; 16] = b"0123456789abcdef";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn subjects_hold_one_token_whatever_the_id() {
        assert_eq!(
            device_subject("0f", "d_a.b"),
            "relay.v1.0f.device.645f612e62"
        );
        assert_ne!(device_subject("0f", "ab"), device_subject("0f", "a.b"));
        assert_ne!(device_subject("0f", "ab"), device_subject("1e", "ab"));
        assert!(!device_subject("0f", "x.*>").contains(['*', '>']));
    }

    #[test]
    fn replica_messages_read_back() {
        assert_eq!(replica_subject("0f", "a.1"), "relay.v1.0f.replica.612e31");
        let r = ReplicaRequest {
            v: CLUSTER_PROTOCOL_VERSION,
            body: ReplicaRequestBody::OpenLive {
                device_id: "d_1".into(),
                key_id: "k_1".into(),
                spec: LiveChannelSpec {
                    mode: crate::LiveMode::View,
                    ttl_seconds: 60,
                    reason: "look".into(),
                    recorded: true,
                    invite_observers: 0,
                },
            },
        };
        let text = serde_json::to_string(&r).unwrap();
        assert_eq!(serde_json::from_str::<ReplicaRequest>(&text).unwrap(), r);
        let reply = OpenLiveReply::Opened {
            session_id: "ls_1".into(),
            ticket: None,
        };
        let text = serde_json::to_string(&reply).unwrap();
        assert_eq!(serde_json::from_str::<OpenLiveReply>(&text).unwrap(), reply);
    }

    #[test]
    fn a_routed_request_reads_back() {
        let r = RoutedRequest {
            v: CLUSTER_PROTOCOL_VERSION,
            device_id: "d_1".into(),
            timeout_ms: 5000,
            by: Some("k_1".into()),
            body: RequestBody::Describe,
        };
        let text = serde_json::to_string(&r).unwrap();
        assert_eq!(serde_json::from_str::<RoutedRequest>(&text).unwrap(), r);
    }
}
