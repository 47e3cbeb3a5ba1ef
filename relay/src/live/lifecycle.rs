//! Opening and ending live sessions: the one path every start, stop, expiry, departure and
//! revocation goes through, so the row, the sockets, the agent and the audit agree.

use std::sync::Arc;
use std::time::Duration;

use proto::{LiveChannelSpec, LiveStartRequest, LiveStopRequest};
use serde_json::json;
use tokio_util::sync::CancellationToken;

use super::registry::{Registry, Slot};
use super::{EndReason, LiveSession, owner, session, ticket};
use relay_core::audit::{Audit, Kind, NewEvent};
use relay_core::cluster::Cluster;
use relay_core::hub::{AgentConn, Hub, HubError};
use relay_core::store::{Db, DbError, time};

/// How long the agent gets to dial the live endpoint before answering `LiveStart`.
const START_TIMEOUT: Duration = Duration::from_secs(20);
/// How long `LiveStop` may take; it is best effort.
const STOP_TIMEOUT: Duration = Duration::from_secs(10);

/// The longest a session's audit recording may run: its TTL and a minute, a backstop on the
/// device for a session whose end it never hears of.
fn live_recording_max(ttl_seconds: u32) -> u32 {
    ttl_seconds.saturating_add(60)
}

/// Why opening a session failed.
#[derive(Debug, thiserror::Error)]
pub(crate) enum OpenError {
    /// The database failed.
    #[error(transparent)]
    Db(#[from] DbError),
    /// The device did not start its side.
    #[error(transparent)]
    Device(#[from] HubError),
}

/// A session just opened or found running.
#[derive(Debug)]
pub(crate) struct Opened {
    /// The session.
    pub session: LiveSession,
    /// The ticket, only for a new session (the stored hash cannot give it back).
    pub ticket: Option<String>,
}

/// The `ws://`/`wss://` form of the public URL, for the device to dial.
pub(crate) fn ws_base(public_url: &str) -> String {
    let base = public_url.trim_end_matches('/');
    if let Some(rest) = base.strip_prefix("https://") {
        format!("wss://{rest}")
    } else if let Some(rest) = base.strip_prefix("http://") {
        format!("ws://{rest}")
    } else {
        base.to_string()
    }
}

/// The link a human opens: the ticket rides in the fragment, which browsers never send.
pub(crate) fn viewer_url(public_url: &str, ticket: &str) -> String {
    format!("{}/view/#t={ticket}", public_url.trim_end_matches('/'))
}

/// What opening and ending a session touches: the table, the audit, the agents (to start
/// and stop their side), this process's slots and, scaled out, the other replicas. Cheap to
/// clone: a session's TTL timer holds one.
#[derive(Clone, Debug)]
pub(crate) struct Sessions {
    db: Db,
    audit: Arc<Audit>,
    hub: Arc<Hub>,
    registry: Arc<Registry>,
    public_url: Arc<str>,
    shutdown: CancellationToken,
    cluster: Option<Arc<Cluster>>,
    /// Where ends are told to the other replicas.
    ended_subject: Arc<str>,
}

impl Sessions {
    /// Sessions over these parts; devices dial `public_url`'s WebSocket form; scaled out,
    /// ends are told to the other replicas of the deployment `root` names.
    #[allow(
        clippy::too_many_arguments,
        reason = "the parts of AppState a session touches"
    )]
    pub(crate) fn new(
        db: Db,
        audit: Arc<Audit>,
        hub: Arc<Hub>,
        registry: Arc<Registry>,
        public_url: &str,
        shutdown: CancellationToken,
        cluster: Option<Arc<Cluster>>,
        root: &relay_core::access::secret::RootSecret,
    ) -> Self {
        Sessions {
            db,
            audit,
            hub,
            registry,
            public_url: public_url.into(),
            shutdown,
            cluster,
            ended_subject: owner::ended_subject(root).into(),
        }
    }

    /// The subject ends are told on.
    pub(super) fn ended_subject(&self) -> &str {
        &self.ended_subject
    }

    /// A new ticket for session `s`, which runs but whose link nobody used yet, for `key_id`:
    /// the old ticket dies. `None` when a viewer took the link meanwhile (or the session ended).
    pub(crate) async fn reissue_ticket(
        &self,
        key_id: &str,
        s: &LiveSession,
    ) -> Result<Option<String>, DbError> {
        let ticket = ticket::mint();
        if !session::replace_ticket(&self.db, &s.id, &relay_core::access::secret::hash(&ticket))
            .await?
        {
            return Ok(None);
        }
        self.audit
            .record(
                NewEvent::new(Kind::LiveTicketReissued)
                    .key(key_id)
                    .device(&s.device_id)
                    .detail(json!({"session_id": s.id, "expires_at": s.expires_at})),
            )
            .await;
        Ok(Some(ticket))
    }

    /// Open a live session on the device whose socket `conn` is, for `key_id` (or return the
    /// one running: start is idempotent), and have the agent dial in. The session is served
    /// by this process (this replica), which holds the device's socket.
    pub(crate) async fn open(
        &self,
        key_id: &str,
        conn: &AgentConn,
        spec: &LiveChannelSpec,
    ) -> Result<Opened, OpenError> {
        let registry = &self.registry;
        let device_id = conn.device_id.as_str();
        // Held from the check to the insert only: once the row exists, a concurrent start finds
        // it running, and a slow device does not hold up starts on other devices.
        let one_at_a_time = registry.start_lock.lock().await;
        self.mark_expired(device_id).await?;
        if let Some(running) = session::active_for_device(&self.db, device_id).await? {
            return Ok(Opened {
                session: running,
                ticket: None,
            });
        }
        let now = time::now();
        let s = LiveSession {
            id: relay_core::access::secret::short_id("ls_"),
            device_id: device_id.to_string(),
            key_id: key_id.to_string(),
            mode: spec.mode,
            reason: spec.reason.clone(),
            ttl_seconds: spec.ttl_seconds,
            created_at: time::format(now),
            expires_at: time::format(now + Duration::from_secs(spec.ttl_seconds.into())),
            used_at: None,
            viewer_address: None,
            viewer_user_agent: None,
            viewer_connected_at: None,
            viewer_left_at: None,
            ended_at: None,
            end_reason: None,
            replica_id: self.cluster.as_ref().map(|c| c.replica_id().to_string()),
            recording_id: spec
                .recorded
                .then(|| relay_core::access::secret::short_id(proto::LIVE_RECORDING_ID_PREFIX)),
            agent_paused_at: None,
        };
        // The recording's row exists before the device hears its id: the device may offer
        // a file only under an id issued to it.
        if let Some(recording_id) = &s.recording_id {
            relay_core::recordings::insert(
                &self.db,
                &relay_core::recordings::Recording {
                    id: recording_id.clone(),
                    device_id: device_id.to_string(),
                    key_id: key_id.to_string(),
                    started_at: s.created_at.clone(),
                    fps: Some(proto::LIVE_RECORDING_FPS),
                    max_duration_seconds: live_recording_max(spec.ttl_seconds),
                    stopped_at: None,
                    stop_reason: None,
                    discarded_by: None,
                    live_session_id: Some(s.id.clone()),
                },
            )
            .await?;
        }
        let ticket = ticket::mint();
        session::insert(&self.db, &s, &relay_core::access::secret::hash(&ticket)).await?;
        let slot = Arc::new(Slot::new(&s.id, device_id));
        registry.insert(slot.clone());
        drop(one_at_a_time);
        self.audit
            .record(
                NewEvent::new(Kind::LiveOpened)
                    .key(key_id)
                    .device(device_id)
                    .detail(json!({
                        "session_id": s.id,
                        "mode": s.mode.as_str(),
                        "ttl_seconds": s.ttl_seconds,
                        "reason": s.reason,
                        "expires_at": s.expires_at,
                        "recording_id": s.recording_id,
                    })),
            )
            .await;
        // Audited before the device is asked, so that a device failing to start shows as an
        // opened session that ended with device_left.
        let started = self.start_on_device(&s, conn).await;
        if let Err(e) = started {
            self.end(&s.id, &s.device_id, EndReason::DeviceLeft).await;
            return Err(e);
        }
        // The TTL: whatever else happens, the session ends at expires_at.
        let (sessions, id, device_id) = (self.clone(), s.id.clone(), s.device_id.clone());
        let ttl = Duration::from_secs(spec.ttl_seconds.into());
        tokio::spawn(async move {
            let shutdown = sessions.shutdown.clone();
            tokio::select! {
                () = tokio::time::sleep(ttl) => {
                    sessions.end(&id, &device_id, EndReason::Expired).await;
                }
                _ = slot.ended() => {}
                // The next relay's start ends what this one leaves (`end_orphans`).
                () = shutdown.cancelled() => {}
            }
        });
        Ok(Opened {
            session: s,
            ticket: Some(ticket),
        })
    }

    async fn start_on_device(&self, s: &LiveSession, conn: &AgentConn) -> Result<(), OpenError> {
        let token = self.registry.dial().sign(&s.id, &s.device_id);
        let expires_at_unix = time::parse(&s.expires_at)
            .map(|t| t.unix_timestamp())
            .unwrap_or_default();
        let request = LiveStartRequest {
            session_id: s.id.clone(),
            url: format!("{}{}", ws_base(&self.public_url), proto::LIVE_DEVICE_PATH),
            token,
            // The device shows a moderated session as it shows one to watch (and an older
            // agent knows no other word).
            mode: match s.mode {
                proto::LiveMode::Moderate => proto::LiveMode::View,
                mode => mode,
            },
            expires_at_unix,
            record: s.recording_id.as_ref().map(|id| proto::LiveRecording {
                recording_id: id.clone(),
                fps: proto::LIVE_RECORDING_FPS,
                max_duration_seconds: live_recording_max(s.ttl_seconds),
            }),
            // Observers may be invited at any time while it runs.
            shared: true,
        };
        let started = conn.call(request, START_TIMEOUT).await?;
        if started.shared {
            if let Some(slot) = self.registry.get(&s.id) {
                slot.set_shared();
            }
            if let Err(e) = super::observers::mark_shared(&self.db, &s.id).await {
                tracing::warn!(session = %s.id, error = %e, "could not note that the session can be shared");
            }
        }
        if let Some(id) = &s.recording_id
            && let Err(e) = relay_core::recordings::mark_answered(&self.db, &s.device_id, id).await
        {
            tracing::warn!(session = %s.id, error = %e, "could not note when the session's recording started");
        }
        Ok(())
    }

    /// Mark (and audit) the device's sessions whose TTL passed while no timer ran for them.
    async fn mark_expired(&self, device_id: &str) -> Result<(), DbError> {
        for id in session::expired_unmarked(&self.db, device_id).await? {
            self.end(&id, device_id, EndReason::Expired).await;
        }
        Ok(())
    }

    /// End session `id` of `device_id` for `reason`: close its sockets, tell the agent, mark
    /// the row, audit, and (scaled out) tell the replica serving it. Only the first call for
    /// a session does anything; returns whether this one did.
    pub(crate) async fn end(&self, id: &str, device_id: &str, reason: EndReason) -> bool {
        self.end_by(id, device_id, reason, None).await
    }

    /// [`Sessions::end`], by someone: `by` is the key that asked and what else the audit
    /// event names (the console session).
    pub(crate) async fn end_by(
        &self,
        id: &str,
        device_id: &str,
        reason: EndReason,
        by: Option<(&str, serde_json::Value)>,
    ) -> bool {
        // The row first: closing the sockets makes the bridge end the session too (with the
        // same reason), and the first to mark the row writes the one event, which must be
        // this call's, with who asked.
        let first = match session::end(&self.db, id, reason).await {
            Ok(first) => first,
            Err(e) => {
                tracing::error!(session = %id, error = %e, "could not mark a live session ended");
                false
            }
        };
        self.finish_here(id, reason);
        if !first {
            return false;
        }
        tracing::info!(session = %id, device = %device_id, why = reason.as_str(), "live session ended");
        // The end names the session's recording too, so its audit row links to it.
        let recording_id = match session::get(&self.db, id).await {
            Ok(row) => row.and_then(|s| s.recording_id),
            Err(_) => None,
        };
        let mut event = NewEvent::new(Kind::LiveEnded).device(device_id).detail(
            json!({"session_id": id, "why": reason.as_str(), "recording_id": recording_id}),
        );
        if let Some((key_id, extra)) = by {
            event = event.key(key_id);
            event.detail["by"] = extra;
        }
        self.audit.record(event).await;
        self.stop_on_device(id, device_id);
        if let Some(cluster) = &self.cluster {
            owner::tell_ended(cluster, &self.ended_subject, id, device_id, reason).await;
        }
        true
    }

    /// Another replica ended session `id` (and marked and audited it): close its sockets if
    /// they meet here, and tell the agent if its socket is here.
    pub(crate) fn ended_elsewhere(&self, id: &str, device_id: &str, reason: EndReason) {
        self.finish_here(id, reason);
        self.stop_on_device(id, device_id);
    }

    /// Close the sessions served here whose rows another process ended (`relay live end`):
    /// their sockets get the row's reason and the agent is told. Returns how many.
    pub(crate) async fn close_ended_rows(&self) -> Result<usize, DbError> {
        let mut closed = 0;
        for slot in self.registry.all() {
            let Some(row) = session::get(&self.db, &slot.id).await? else {
                continue;
            };
            if row.ended_at.is_some() {
                let reason = row.end_reason.unwrap_or(EndReason::Stopped);
                self.ended_elsewhere(&slot.id, &slot.device_id, reason);
                closed += 1;
            } else if slot.fanout().observer_count() > 0 {
                // Observers removed on another replica (or by the CLI).
                for id in super::observers::removed_watching(&self.db, &slot.id).await? {
                    slot.fanout().remove_observer(&id);
                }
            }
        }
        Ok(closed)
    }

    /// End every session this process serves (it is shutting down): `relay_left`.
    pub(crate) async fn end_all_here(&self) -> usize {
        let slots = self.registry.all();
        for slot in &slots {
            self.end(&slot.id, &slot.device_id, EndReason::RelayLeft)
                .await;
        }
        slots.len()
    }

    /// End (`relay_left`) the sessions whose serving replica's lease ran out: it died
    /// without ending them. Returns how many this call ended.
    pub(crate) async fn end_orphaned(&self) -> Result<usize, DbError> {
        let mut ended = 0;
        for (id, device_id) in relay_core::cluster::replicas::orphaned_sessions(&self.db).await? {
            if self.end(&id, &device_id, EndReason::RelayLeft).await {
                ended += 1;
            }
        }
        Ok(ended)
    }

    /// Close the sockets of session `id` if they meet in this process.
    fn finish_here(&self, id: &str, reason: EndReason) {
        if let Some(slot) = self.registry.remove(id) {
            slot.finish(reason);
        }
    }

    /// The agent may still hold its side (a timer not yet fired, a socket half-open): tell
    /// it, when its socket is here, without making anyone wait for the answer.
    fn stop_on_device(&self, id: &str, device_id: &str) {
        if let Some(conn) = self.hub.get(device_id) {
            let request = LiveStopRequest {
                session_id: id.to_string(),
            };
            let id = id.to_string();
            tokio::spawn(async move {
                if let Err(e) = conn.call(request, STOP_TIMEOUT).await {
                    tracing::debug!(session = %id, error = %e, "LiveStop not acknowledged");
                }
            });
        }
    }
}

/// At relay start no live socket exists, whatever an earlier process left behind: every
/// session not yet ended is ended and audited (`device_left` for one still in its TTL,
/// since its sockets are gone; `expired` past it), so that a control session cannot keep
/// `input` paused until its TTL. Returns how many were ended.
pub async fn end_orphans(
    db: &relay_core::store::Db,
    audit: &relay_core::audit::Audit,
) -> Result<usize, DbError> {
    let now = time::format(time::now());
    let mut ended = 0;
    for (id, device_id, expires_at) in session::unended(db).await? {
        let reason = if expires_at <= now {
            EndReason::Expired
        } else {
            EndReason::DeviceLeft
        };
        if session::end(db, &id, reason).await? {
            ended += 1;
            audit
                .record(NewEvent::new(Kind::LiveEnded).device(&device_id).detail(
                    json!({"session_id": id, "why": reason.as_str(), "relay_restarted": true}),
                ))
                .await;
        }
    }
    Ok(ended)
}
