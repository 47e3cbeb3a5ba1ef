//! Tool calls routed between replicas over NATS.
//!
//! The replica holding a device's socket subscribes to the device's subject
//! ([`proto::cluster::device_subject`]) for as long as the socket is open ([`serve_device`]).
//! Another replica's call ([`call`]) publishes a [`RoutedRequest`] there with an inbox of its
//! own and joins the chunks of the answer: the control plane's binary frame (response header,
//! then payload), cut at the server's `max_payload`, so a 30 MiB frame batch crosses a server
//! that takes 1 MiB messages. Nothing is buffered beyond one answer, and that answer is
//! bounded as the device's own frames are.

use std::sync::Arc;
use std::time::Duration;

use async_nats::HeaderMap;
use futures_util::StreamExt;
use proto::cluster::{
    CLUSTER_PROTOCOL_VERSION, HEADER_CHUNK, HEADER_LAST, HEADER_REPLICA, HEADER_REQUEST_ID,
    MAX_ROUTED_REQUEST_BYTES, RoutedRequest,
};
use proto::{Outcome, RequestBody, Response, ResponseBody};
use tokio_util::sync::CancellationToken;

use super::Cluster;
use crate::hub::{AgentConn, HubError};

/// Header on a one-chunk answer that carries no device response: why the holding replica
/// could not ask the device (`disconnected`, `timeout`, `refused`).
const HEADER_FAILED: &str = "Relay-Failed";

/// The longest a routed call may ask the holding replica to wait for the device.
const MAX_ROUTED_TIMEOUT: Duration = Duration::from_secs(15 * 60);

/// Extra time the calling replica waits beyond the device's timeout, for the hops.
const HOP_MARGIN: Duration = Duration::from_secs(5);

/// Largest answer a replica joins: the device's largest binary frame.
const MAX_ANSWER_BYTES: usize = 4 + proto::MAX_TEXT_FRAME_BYTES + proto::MAX_PAYLOAD_BYTES;

/// Take the device's routed requests (before its presence row says where it is).
pub async fn subscribe(
    cluster: &Cluster,
    device_id: &str,
) -> Result<async_nats::Subscriber, async_nats::SubscribeError> {
    cluster
        .nats()
        .subscribe(cluster.device_subject(device_id))
        .await
}

/// Answer the routed requests for `conn`'s device until `stop` is cancelled (its socket
/// closed). Without a subscription (NATS refused it) there is nothing to answer.
pub async fn serve_device(
    cluster: Arc<Cluster>,
    conn: Arc<AgentConn>,
    requests: Option<async_nats::Subscriber>,
    stop: CancellationToken,
) {
    let Some(mut requests) = requests else {
        return;
    };
    loop {
        let message = tokio::select! {
            m = requests.next() => match m {
                Some(m) => m,
                None => return,
            },
            () = stop.cancelled() => break,
        };
        let Some(reply) = message.reply.clone() else {
            continue;
        };
        let cluster = cluster.clone();
        let conn = conn.clone();
        let request_id = request_id(message.headers.as_ref());
        tokio::spawn(async move {
            let started = std::time::Instant::now();
            let answer = answer(&conn, &message.payload).await;
            let outcome = match &answer {
                Answer::Frame(_) => "answered",
                Answer::Failed(why) => *why,
            };
            tracing::info!(
                request_id = %request_id,
                device = %conn.device_id,
                outcome,
                ms = started.elapsed().as_millis() as u64,
                "routed request"
            );
            if let Err(e) = send_answer(&cluster, reply.as_str(), answer).await {
                tracing::warn!(request_id = %request_id, error = %e, device = %conn.device_id, "could not send a routed answer");
            }
        });
    }
    let _ = requests.unsubscribe().await;
}

/// The calling replica's id for the request, as it may be logged: at most 64 letters,
/// digits, `_` or `-` (another replica's header is bounded like any peer's input).
fn request_id(headers: Option<&HeaderMap>) -> String {
    let id = headers
        .and_then(|h| h.get(HEADER_REQUEST_ID))
        .map(|v| v.as_str())
        .unwrap_or("");
    let fine = id.len() <= 64
        && id
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '-'));
    if fine { id } else { "invalid" }.to_string()
}

/// What the holding replica sends back: the device's frame, or why there is none.
enum Answer {
    Frame(Vec<u8>),
    Failed(&'static str),
}

async fn answer(conn: &AgentConn, request: &[u8]) -> Answer {
    if request.len() > MAX_ROUTED_REQUEST_BYTES {
        return Answer::Failed("refused");
    }
    let Ok(request) = serde_json::from_slice::<RoutedRequest>(request) else {
        return Answer::Failed("refused");
    };
    if request.v != CLUSTER_PROTOCOL_VERSION || request.device_id != conn.device_id {
        return Answer::Failed("refused");
    }
    let timeout = Duration::from_millis(request.timeout_ms).min(MAX_ROUTED_TIMEOUT);
    match conn
        .exchange_raw(request.body, request.by.as_deref(), timeout)
        .await
    {
        Ok((outcome, payload)) => {
            match proto::encode_binary(&Response { id: 0, outcome }, &payload) {
                Ok(frame) => Answer::Frame(frame),
                Err(_) => Answer::Failed("refused"),
            }
        }
        Err(HubError::Timeout(_)) => Answer::Failed("timeout"),
        Err(_) => Answer::Failed("disconnected"),
    }
}

async fn send_answer(cluster: &Cluster, inbox: &str, answer: Answer) -> Result<(), String> {
    let nats = cluster.nats();
    let headers = |chunk: usize, last: bool| {
        let mut h = HeaderMap::new();
        h.insert(HEADER_REPLICA, cluster.replica_id());
        h.insert(HEADER_CHUNK, chunk.to_string().as_str());
        if last {
            h.insert(HEADER_LAST, "1");
        }
        h
    };
    match answer {
        Answer::Frame(frame) => {
            // Headers take a few hundred bytes of the server's limit.
            let size = nats
                .server_info()
                .max_payload
                .saturating_sub(1024)
                .max(4096);
            let frame = bytes::Bytes::from(frame);
            let count = frame.len().div_ceil(size).max(1);
            for i in 0..count {
                let piece = frame.slice(i * size..((i + 1) * size).min(frame.len()));
                nats.publish_with_headers(inbox.to_string(), headers(i, i + 1 == count), piece)
                    .await
                    .map_err(|e| e.to_string())?;
            }
        }
        Answer::Failed(why) => {
            let mut h = headers(0, true);
            h.insert(HEADER_FAILED, why);
            nats.publish_with_headers(inbox.to_string(), h, bytes::Bytes::new())
                .await
                .map_err(|e| e.to_string())?;
        }
    }
    // Published messages wait in the client's buffer; the caller is waiting now.
    nats.flush().await.map_err(|e| e.to_string())
}

/// Where a routed request goes and on whose behalf.
#[derive(Clone, Copy, Debug)]
pub struct Route<'a> {
    /// The device whose socket another replica holds.
    pub device_id: &'a str,
    /// The key the request is made for (the device notes input by key).
    pub by: Option<&'a str>,
    /// The tool call's id, logged by the holding replica too.
    pub request_id: Option<&'a str>,
}

/// Ask the device's agent, whose socket another replica holds, and wait for its answer;
/// the round trip is timed for `/metrics`.
pub async fn call(
    cluster: &Cluster,
    to: Route<'_>,
    body: RequestBody,
    timeout: Duration,
) -> Result<(ResponseBody, Vec<u8>), HubError> {
    let started = std::time::Instant::now();
    let result = exchange(cluster, to, body, timeout).await;
    let outcome = match &result {
        Ok(_) => "ok",
        Err(HubError::Agent(_)) => "device_error",
        Err(HubError::Timeout(_)) => "timeout",
        Err(HubError::NoResponders) => "no_responders",
        Err(HubError::Disconnected) => "disconnected",
        Err(HubError::Unexpected | HubError::Unreachable(_)) => "unreachable",
    };
    cluster.round_trips().observe(outcome, started.elapsed());
    result
}

/// Why a routed request failed while this replica's NATS connection is down.
const NATS_DOWN: &str =
    "this replica has lost its NATS connection to the others; retry in a few seconds";

async fn exchange(
    cluster: &Cluster,
    to: Route<'_>,
    body: RequestBody,
    timeout: Duration,
) -> Result<(ResponseBody, Vec<u8>), HubError> {
    let nats = cluster.nats();
    let unreachable = |e: &dyn std::fmt::Display| HubError::Unreachable(e.to_string());
    // Without NATS the request would wait in the client's buffer until the timeout and be
    // reported as the device's silence (found by `bench/soak.py`'s NATS restart).
    let nats_down = || HubError::Unreachable(NATS_DOWN.into());
    if !cluster.nats_connected() {
        return Err(nats_down());
    }
    let request = RoutedRequest {
        v: CLUSTER_PROTOCOL_VERSION,
        device_id: to.device_id.to_string(),
        timeout_ms: u64::try_from(timeout.as_millis()).unwrap_or(u64::MAX),
        by: to.by.map(str::to_string),
        body,
    };
    let request = serde_json::to_vec(&request).map_err(|e| unreachable(&e))?;
    let inbox = nats.new_inbox();
    let mut answers = nats
        .subscribe(inbox.clone())
        .await
        .map_err(|e| unreachable(&e))?;
    let mut headers = HeaderMap::new();
    if let Some(id) = to.request_id {
        headers.insert(HEADER_REQUEST_ID, id);
    }
    nats.publish_with_reply_and_headers(
        cluster.device_subject(to.device_id),
        inbox,
        headers,
        request.into(),
    )
    .await
    .map_err(|e| unreachable(&e))?;
    let deadline = tokio::time::Instant::now() + timeout.min(MAX_ROUTED_TIMEOUT) + HOP_MARGIN;
    let mut joined = Joined {
        timeout,
        ..Joined::default()
    };
    let frame = loop {
        let message = match tokio::time::timeout_at(deadline, answers.next()).await {
            Err(_) if !cluster.nats_connected() => return Err(nats_down()),
            Err(_) => return Err(HubError::Timeout(timeout)),
            Ok(None) => return Err(HubError::Unreachable("the NATS connection closed".into())),
            Ok(Some(m)) => m,
        };
        if message.status == Some(async_nats::StatusCode::NO_RESPONDERS) {
            // The holding replica is gone or has not taken the device's subject (again) yet.
            return Err(HubError::NoResponders);
        }
        if let Some(frame) = joined.take(&message)? {
            break frame;
        }
    };
    let _ = answers.unsubscribe().await;
    let (response, payload) = proto::decode_binary(&frame)
        .map_err(|e| HubError::Unreachable(format!("the holding replica's answer: {e}")))?;
    match response.outcome {
        Outcome::Ok { result } => Ok((result, payload.to_vec())),
        Outcome::Error { error } => Err(HubError::Agent(error)),
    }
}

/// The chunks of one answer, joined in order, from the first replica that answered.
#[derive(Default)]
struct Joined {
    /// The device's timeout, for the error when the holding replica reports it.
    timeout: Duration,
    replica: Option<String>,
    next: usize,
    bytes: Vec<u8>,
}

impl Joined {
    /// Take one message; the whole frame once its last chunk is in.
    fn take(&mut self, message: &async_nats::Message) -> Result<Option<Vec<u8>>, HubError> {
        let header = |name: &str| {
            message
                .headers
                .as_ref()
                .and_then(|h| h.get(name))
                .map(|v| v.as_str().to_string())
        };
        let Some(replica) = header(HEADER_REPLICA) else {
            return Ok(None);
        };
        match &self.replica {
            None => self.replica = Some(replica),
            // A second responder (a replica that still thinks it holds the socket).
            Some(first) if *first != replica => return Ok(None),
            Some(_) => {}
        }
        let broken =
            || HubError::Unreachable("the holding replica's answer arrived out of order".into());
        let chunk: usize = header(HEADER_CHUNK)
            .and_then(|c| c.parse().ok())
            .ok_or_else(broken)?;
        if chunk != self.next {
            return Err(broken());
        }
        self.next += 1;
        if let Some(why) = header(HEADER_FAILED) {
            return Err(match why.as_str() {
                "timeout" => HubError::Timeout(self.timeout),
                "disconnected" => HubError::Disconnected,
                _ => HubError::Unreachable("the holding replica refused the request".into()),
            });
        }
        if self.bytes.len() + message.payload.len() > MAX_ANSWER_BYTES {
            return Err(HubError::Unreachable(format!(
                "the holding replica's answer is over {MAX_ANSWER_BYTES} bytes"
            )));
        }
        self.bytes.extend_from_slice(&message.payload);
        Ok(header(HEADER_LAST)
            .is_some()
            .then(|| std::mem::take(&mut self.bytes)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_request_id_from_another_replica_is_logged_only_when_it_is_plain_and_short() {
        let with = |id: &str| {
            let mut h = HeaderMap::new();
            h.insert(HEADER_REQUEST_ID, id);
            request_id(Some(&h))
        };
        assert_eq!(with("rq_0123abcd"), "rq_0123abcd");
        assert_eq!(with(&"a".repeat(65)), "invalid");
        assert_eq!(with("rq_1\"} forged=\"yes"), "invalid");
        assert_eq!(with("rq_\u{202e}x"), "invalid");
        assert_eq!(request_id(None), "");
    }

    fn chunk(replica: &str, n: usize, last: bool, payload: &[u8]) -> async_nats::Message {
        let mut headers = HeaderMap::new();
        headers.insert(HEADER_REPLICA, replica);
        headers.insert(HEADER_CHUNK, n.to_string().as_str());
        if last {
            headers.insert(HEADER_LAST, "1");
        }
        async_nats::Message {
            subject: "_INBOX.x".into(),
            reply: None,
            payload: bytes::Bytes::copy_from_slice(payload),
            headers: Some(headers),
            status: None,
            description: None,
            length: payload.len(),
        }
    }

    fn joined() -> Joined {
        Joined {
            timeout: Duration::from_secs(1),
            ..Joined::default()
        }
    }

    #[test]
    fn chunks_join_in_order_from_the_first_responder_only() {
        let mut j = joined();
        assert_eq!(j.take(&chunk("b", 0, false, b"he")).unwrap(), None);
        // A second replica answering the same request is ignored, whatever it says.
        assert_eq!(j.take(&chunk("c", 0, true, b"XX")).unwrap(), None);
        assert_eq!(j.take(&chunk("b", 1, false, b"ll")).unwrap(), None);
        assert_eq!(
            j.take(&chunk("b", 2, true, b"o")).unwrap(),
            Some(b"hello".to_vec())
        );
    }

    #[test]
    fn a_missing_chunk_is_an_error_not_a_wrong_answer() {
        let mut j = joined();
        j.take(&chunk("b", 0, false, b"he")).unwrap();
        assert!(matches!(
            j.take(&chunk("b", 2, true, b"o")),
            Err(HubError::Unreachable(_))
        ));
    }

    #[test]
    fn an_answer_over_the_bound_is_refused_before_it_grows() {
        let mut j = joined();
        let piece = vec![0u8; 1024 * 1024];
        let mut n = 0;
        let outcome = loop {
            match j.take(&chunk("b", n, false, &piece)) {
                Ok(None) => n += 1,
                other => break other,
            }
        };
        assert!(matches!(outcome, Err(HubError::Unreachable(_))));
        assert!(j.bytes.len() <= MAX_ANSWER_BYTES);
    }

    #[test]
    fn the_holding_replica_s_failures_read_as_the_hub_s() {
        let mut failed = chunk("b", 0, true, b"");
        if let Some(h) = failed.headers.as_mut() {
            h.insert(HEADER_FAILED, "timeout");
        }
        assert!(
            matches!(joined().take(&failed), Err(HubError::Timeout(t)) if t == Duration::from_secs(1))
        );
        if let Some(h) = failed.headers.as_mut() {
            h.insert(HEADER_FAILED, "disconnected");
        }
        assert!(matches!(
            joined().take(&failed),
            Err(HubError::Disconnected)
        ));
    }
}
