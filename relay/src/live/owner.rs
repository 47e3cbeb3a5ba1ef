//! Live sessions among replicas: which replica serves a session, and what the others tell it.
//!
//! A session is served by the replica holding the device's control socket when it opens:
//! that replica sends `LiveStart` and `LiveStop` on its own socket, keeps the session's
//! [`super::Slot`] and TTL timer, and is where the device's and the viewer's live sockets
//! meet ([`super::hop`] carries them there from whichever replica the balancer chose). So a
//! start that lands on another replica asks the serving one to open it ([`open_on`], NATS
//! request/reply on the replica's subject); an end on any replica is marked and audited
//! there and told to all ([`tell_ended`]), so the serving one closes the sockets; and when a
//! replica dies, the others end its sessions once its lease runs out
//! ([`super::Sessions::end_orphaned`]).

use std::sync::Arc;
use std::time::Duration;

use futures_util::StreamExt;
use proto::LiveChannelSpec;
use proto::cluster::{
    CLUSTER_PROTOCOL_VERSION, LIVE_ENDED_SUBJECT, LiveEnded, MAX_REPLICA_MESSAGE_BYTES,
    OpenLiveReply, ReplicaRequest, ReplicaRequestBody,
};
use tokio_util::sync::CancellationToken;

use super::EndReason;
use crate::state::AppState;
use relay_core::cluster::Cluster;

/// How long a start waits for the serving replica: its own wait for the agent, and a margin.
const OPEN_TIMEOUT: Duration = Duration::from_secs(25);

/// The deployment's subject for ends: [`LIVE_ENDED_SUBJECT`] and a token derived from the
/// root secret the replicas share, so two deployments on one NATS server stay apart.
pub(crate) fn ended_subject(root: &relay_core::access::secret::RootSecret) -> String {
    let token = hex::encode(&root.derive("nats_live_ended_subject_v1").bytes()[..8]);
    format!("{LIVE_ENDED_SUBJECT}.{token}")
}

/// Tell every replica that session `id` ended; best effort (the serving replica's TTL timer
/// and the orphan sweep end it anyway).
pub(super) async fn tell_ended(
    cluster: &Cluster,
    subject: &str,
    id: &str,
    device_id: &str,
    reason: EndReason,
) {
    let note = LiveEnded {
        v: CLUSTER_PROTOCOL_VERSION,
        replica: cluster.replica_id().to_string(),
        session_id: id.to_string(),
        device_id: device_id.to_string(),
        why: reason.as_str().to_string(),
    };
    let Ok(payload) = serde_json::to_vec(&note) else {
        return;
    };
    if let Err(e) = cluster
        .nats()
        .publish(subject.to_string(), payload.into())
        .await
    {
        tracing::warn!(session = %id, error = %e, "could not tell the other replicas a live session ended");
    }
}

/// Ask replica `replica_id`, which holds `device_id`'s socket, to open (or find running) the
/// device's live session for `key_id`: the session id, and the ticket when it is new. The
/// error is a sentence for the tool's answer.
pub(crate) async fn open_on(
    cluster: &Cluster,
    replica_id: &str,
    device_id: &str,
    key_id: &str,
    spec: &LiveChannelSpec,
) -> Result<(String, Option<String>), String> {
    let request = ReplicaRequest {
        v: CLUSTER_PROTOCOL_VERSION,
        body: ReplicaRequestBody::OpenLive {
            device_id: device_id.to_string(),
            key_id: key_id.to_string(),
            spec: spec.clone(),
        },
    };
    let payload = serde_json::to_vec(&request).map_err(|e| e.to_string())?;
    let answer = cluster
        .nats()
        .send_request(
            cluster.replica_subject(replica_id),
            async_nats::Request::new()
                .payload(payload.into())
                .timeout(Some(OPEN_TIMEOUT)),
        )
        .await
        .map_err(|e| format!("the relay replica holding the device did not answer ({e}); retry"))?;
    if answer.payload.len() > MAX_REPLICA_MESSAGE_BYTES {
        return Err("the relay replica holding the device answered out of bounds".into());
    }
    match serde_json::from_slice::<OpenLiveReply>(&answer.payload) {
        Ok(OpenLiveReply::Opened { session_id, ticket }) => Ok((session_id, ticket)),
        Ok(OpenLiveReply::Failed { message }) => Err(message),
        Err(_) => Err("the relay replica holding the device answered something else".into()),
    }
}

/// Serve this replica's share of the live plane until `shutdown`: open sessions other
/// replicas ask for, close the sockets of sessions ended elsewhere, and every `sweep` end
/// the sessions of replicas whose lease ran out.
pub(crate) async fn serve(
    state: AppState,
    cluster: Arc<Cluster>,
    sweep: Duration,
    shutdown: CancellationToken,
) {
    let nats = cluster.nats();
    let requests = nats
        .subscribe(cluster.replica_subject(cluster.replica_id()))
        .await;
    let ended = nats
        .subscribe(state.sessions().ended_subject().to_string())
        .await;
    let (mut requests, mut ended) = match (requests, ended) {
        (Ok(r), Ok(e)) => (r, e),
        (Err(e), _) | (_, Err(e)) => {
            tracing::error!(error = %e, "cannot subscribe to live-session requests; sessions will not cross replicas");
            return;
        }
    };
    let mut tick = tokio::time::interval(sweep);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tokio::select! {
            () = shutdown.cancelled() => break,
            Some(m) = requests.next() => {
                let (state, cluster) = (state.clone(), cluster.clone());
                tokio::spawn(async move { answer(&state, &cluster, m).await });
            }
            Some(m) = ended.next() => {
                let (state, cluster) = (state.clone(), cluster.clone());
                tokio::spawn(async move { heard_ended(&state, &cluster, &m.payload).await });
            }
            _ = tick.tick() => match state.sessions().end_orphaned().await {
                Ok(0) => {}
                Ok(n) => tracing::info!(sessions = n, "ended the live sessions of a relay replica that went away"),
                Err(e) => tracing::error!(error = %e, "could not sweep the live sessions of gone replicas"),
            },
        }
    }
}

/// Answer one request from another replica.
async fn answer(state: &AppState, cluster: &Cluster, message: async_nats::Message) {
    let Some(reply) = message.reply.clone() else {
        return;
    };
    let answer = match parse(&message.payload) {
        Some(ReplicaRequestBody::OpenLive {
            device_id,
            key_id,
            spec,
        }) => open_here(state, &device_id, &key_id, &spec).await,
        None => OpenLiveReply::Failed {
            message: "the relay replica holding the device refused the request (another version?)"
                .into(),
        },
    };
    let Ok(payload) = serde_json::to_vec(&answer) else {
        return;
    };
    if let Err(e) = cluster.nats().publish(reply, payload.into()).await {
        tracing::warn!(error = %e, "could not answer another replica's live request");
    }
}

fn parse(payload: &[u8]) -> Option<ReplicaRequestBody> {
    if payload.len() > MAX_REPLICA_MESSAGE_BYTES {
        return None;
    }
    let request = serde_json::from_slice::<ReplicaRequest>(payload).ok()?;
    (request.v == CLUSTER_PROTOCOL_VERSION).then_some(request.body)
}

/// Open the session of a device whose socket this replica holds.
async fn open_here(
    state: &AppState,
    device_id: &str,
    key_id: &str,
    spec: &LiveChannelSpec,
) -> OpenLiveReply {
    let failed = |message: String| OpenLiveReply::Failed { message };
    if !spec.within_bounds() {
        return failed("live: the arguments arrived out of bounds".into());
    }
    let Some(conn) = state.hub().get(device_id) else {
        return failed(
            "live: the device just moved to another relay replica; retry in a moment".into(),
        );
    };
    match state.sessions().open(key_id, &conn, spec).await {
        Ok(opened) => OpenLiveReply::Opened {
            session_id: opened.session.id,
            ticket: opened.ticket,
        },
        Err(super::OpenError::Db(e)) => {
            tracing::error!(error = %e, "could not open a live session for another replica");
            failed("live: the relay's database is unavailable; retry".into())
        }
        Err(super::OpenError::Device(e)) => failed(format!(
            "live: the device could not start its live session: {e}"
        )),
    }
}

/// Another replica ended a session: close its sockets here, if they meet here (and the row
/// says it is over: a note alone ends nothing).
async fn heard_ended(state: &AppState, cluster: &Cluster, payload: &[u8]) {
    if payload.len() > MAX_REPLICA_MESSAGE_BYTES {
        return;
    }
    let Ok(note) = serde_json::from_slice::<LiveEnded>(payload) else {
        return;
    };
    if note.v != CLUSTER_PROTOCOL_VERSION || note.replica == cluster.replica_id() {
        return;
    }
    let Some(reason) = EndReason::parse(&note.why) else {
        return;
    };
    match super::session::get(state.db(), &note.session_id).await {
        Ok(Some(row)) if row.ended_at.is_some() && row.device_id == note.device_id => {}
        _ => return,
    }
    state
        .sessions()
        .ended_elsewhere(&note.session_id, &note.device_id, reason);
}
