//! The `live` channel of `screen_recording`: start, status and stop of a live session, and
//! what a key without the live scopes may see of it.
//!
//! The session itself (row, ticket, dial token, sockets, ending) is [`crate::live`]; this
//! module checks the scopes and the device's capabilities, and shapes the `live` object of
//! the result. The viewer URL exists only in the answer to the start that minted it: the
//! ticket is stored hashed, so a repeated start cannot show it again; while nobody has used
//! it, a repeated start mints a fresh one for the same session and the old one dies.

use super::views::{LiveState, LiveView};
use super::{CallCtx, ToolError};
use crate::live::{self, EndReason, LiveSession, OpenError, Opened, owner, session};
use crate::reach::Reached;
use proto::{Capability, LiveChannelSpec, LiveMode};
use relay_core::access::devices::Device;
use relay_core::access::record_live::RecordLive;
use relay_core::access::scope::Grants;
use relay_core::store::time;

/// Scope needed for any use of the live channel.
pub(crate) const LIVE_VIEW: &str = "screen_recording:live_view";
/// Scope needed for a control session.
pub(crate) const LIVE_CONTROL: &str = "screen_recording:live_control";

/// Refuse a key that may not use the live channel, or not in this mode.
pub(crate) fn check_scope(grants: &Grants, mode: Option<LiveMode>) -> Result<(), ToolError> {
    if !grants.has(LIVE_VIEW) {
        return Err(ToolError::denied(format!(
            "live: this key lacks scope {LIVE_VIEW:?}, needed to stream a device to a human; use the file channel, or ask an admin for a key with that scope"
        )));
    }
    if mode == Some(LiveMode::Control) && !grants.has(LIVE_CONTROL) {
        return Err(ToolError::denied(format!(
            "live.mode: \"control\" needs scope {LIVE_CONTROL:?}, which this key lacks; use mode \"view\""
        )));
    }
    Ok(())
}

/// Start (or find running) the device's live session.
pub(crate) async fn start(
    ctx: &CallCtx<'_>,
    device: &Device,
    spec: &LiveChannelSpec,
) -> Result<(LiveView, String), ToolError> {
    if spec.mode == LiveMode::Control {
        super::device_lease::guard(ctx, device, "a live control session").await?;
    }
    let link = ctx.online(device).await?;
    if !link.has(Capability::LiveView) {
        return Err(super::lacking(
            &link,
            Capability::LiveView,
            &format!(
                "live: device {} ({}) cannot serve a live view",
                device.id, device.name
            ),
            format!(
                "live: device {} ({}) runs an agent that cannot serve a live view; update its device-agent",
                device.id, device.name
            ),
        ));
    }
    if spec.mode == LiveMode::Control && !link.has(Capability::LiveControl) {
        return Err(ToolError::error(format!(
            "live.mode: device {} ({}) cannot take a viewer's input (its agent or platform offers view only); use mode \"view\"",
            device.id, device.name
        )));
    }
    // Recorded or not is decided here, by the replica the call reached, and carried in the
    // spec to the one serving the session.
    let policy = RecordLive::for_key(
        ctx.key.record_live,
        ctx.state.settings().record_live_sessions,
    );
    let spec = &LiveChannelSpec {
        recorded: policy.records(spec.mode),
        ..spec.clone()
    };
    if spec.recorded && !link.has(Capability::LiveRecording) {
        return Err(ToolError::error(format!(
            "live: this relay records {} live sessions for the audit (policy {}), and device {} ({}) runs an agent that cannot record them; update its device-agent",
            spec.mode.as_str(),
            policy.as_str(),
            device.id,
            device.name
        )));
    }
    // The session is served where the device's socket is: here, or the replica holding it.
    let opened = match &link {
        Reached::Here(conn) => ctx
            .state
            .sessions()
            .open(&ctx.key.id, conn, spec)
            .await
            .map_err(|e| match e {
                OpenError::Db(e) => ToolError::from(e),
                OpenError::Device(e) => ToolError::error(format!(
                    "live: the device could not start its live session: {e}"
                )),
            })?,
        Reached::Elsewhere(remote) => {
            let (cluster, replica) = (remote.cluster(), remote.replica_id());
            let (id, ticket) = owner::open_on(cluster, replica, &device.id, &ctx.key.id, spec)
                .await
                .map_err(ToolError::error)?;
            let Some(session) = session::get(ctx.state.db(), &id).await? else {
                return Err(ToolError::error(format!(
                    "live: the session {id} opened by another replica is not in the database; retry"
                )));
            };
            Opened { session, ticket }
        }
    };
    let mut view = describe(&opened.session);
    let message = match &opened.ticket {
        Some(ticket) => {
            view.viewer_url = Some(live::viewer_url(&ctx.state.settings().public_url, ticket));
            view.already_running = Some(false);
            format!(
                "live session open; give viewer_url to the human: it works once, until {}",
                opened.session.expires_at
            )
        }
        None => {
            view.already_running = Some(true);
            let s = &opened.session;
            let mut m = format!(
                "a live session was already running on this device since {}; start is idempotent, so this is that session",
                s.created_at
            );
            if s.mode != spec.mode {
                m.push_str(&format!(
                    " (it runs in mode {}, not {})",
                    s.mode.as_str(),
                    spec.mode.as_str()
                ));
            }
            // Only the hash of the first link is stored: while nobody used it, a fresh link
            // replaces it (for a key that may use the session's mode).
            let may = check_scope(&ctx.key.grants(), Some(s.mode)).is_ok();
            let fresh = match (&s.used_at, may) {
                (None, true) => ctx.state.sessions().reissue_ticket(&ctx.key.id, s).await?,
                _ => None,
            };
            match fresh {
                Some(ticket) => {
                    view.viewer_url =
                        Some(live::viewer_url(&ctx.state.settings().public_url, &ticket));
                    m.push_str(&format!(
                        ". No viewer has connected yet, so here is a fresh viewer_url (the earlier link no longer works); it works once, until {}",
                        s.expires_at
                    ));
                }
                None if view.viewer_connected => m.push_str(&format!(
                    ". A viewer is connected (since {}), so its link is used and no new one is made; stop and start again for a new session",
                    s.viewer_connected_at.as_deref().unwrap_or("?")
                )),
                None if !may => m.push_str(
                    ". Its link cannot be shown again (only a hash is kept), and this key may not take a new one for a session in this mode",
                ),
                None => m.push_str(
                    ". Its link was used, so no new one is made; stop and start again for a new session",
                ),
            }
            m
        }
    };
    let mut message = if view.recorded {
        format!("{message}. The device records this session for the audit (the relay's policy)")
    } else {
        message
    };
    invite_observers(
        ctx,
        &opened.session,
        spec.invite_observers,
        &mut view,
        &mut message,
    )
    .await?;
    Ok((view, message))
}

/// The device's current or latest session; `invite` observer links made for it.
pub(crate) async fn status(
    ctx: &CallCtx<'_>,
    device: &Device,
    invite: u32,
) -> Result<Option<(LiveView, String)>, ToolError> {
    let Some(s) = session::latest_for_device(ctx.state.db(), &device.id).await? else {
        return Ok(None);
    };
    let mut view = describe(&s);
    let mut message = match view.state {
        LiveState::ViewerConnected => "a human is watching".to_string(),
        LiveState::WaitingForViewer => "waiting for the human to open viewer_url".to_string(),
        LiveState::Ended => format!(
            "the latest live session ended ({})",
            view.ended_reason.unwrap_or("?")
        ),
    };
    invite_observers(ctx, &s, invite, &mut view, &mut message).await?;
    Ok(Some((view, message)))
}

/// End the device's running session; `None` when none runs.
pub(crate) async fn stop(
    ctx: &CallCtx<'_>,
    device: &Device,
) -> Result<Option<(LiveView, String)>, ToolError> {
    let Some(s) = session::active_for_device(ctx.state.db(), &device.id).await? else {
        return Ok(None);
    };
    ctx.state
        .sessions()
        .end(&s.id, &s.device_id, EndReason::Stopped)
        .await;
    let after = session::get(ctx.state.db(), &s.id).await?.unwrap_or(s);
    let view = describe(&after);
    let message = format!(
        "live session ended ({})",
        view.ended_reason.unwrap_or("stopped")
    );
    Ok(Some((view, message)))
}

/// The `live` object of a result.
pub(crate) fn describe(s: &LiveSession) -> LiveView {
    let now = time::format(time::now());
    let over = s.over_reason(&now);
    let connected = s.viewer_connected(&now);
    let (state, since) = match over {
        Some(_) => (
            LiveState::Ended,
            s.ended_at.clone().unwrap_or_else(|| s.expires_at.clone()),
        ),
        None if connected => (
            LiveState::ViewerConnected,
            s.viewer_connected_at.clone().unwrap_or_default(),
        ),
        None => (LiveState::WaitingForViewer, s.created_at.clone()),
    };
    LiveView {
        state,
        viewer_connected: connected,
        since,
        started_at: s.created_at.clone(),
        expires_at: s.expires_at.clone(),
        ttl_seconds: s.ttl_seconds,
        mode: s.mode,
        reason: s.reason.clone(),
        ended_reason: over.map(EndReason::as_str),
        recorded: s.recording_id.is_some(),
        viewer_url: None,
        already_running: None,
        observer_urls: Vec::new(),
    }
}

/// Make `count` observer links for session `s` into `view`, saying so in `message`; only
/// the key that opened the session may.
async fn invite_observers(
    ctx: &CallCtx<'_>,
    s: &LiveSession,
    count: u32,
    view: &mut LiveView,
    message: &mut String,
) -> Result<(), ToolError> {
    if count == 0 {
        return Ok(());
    }
    if s.key_id != ctx.key.id {
        return Err(ToolError::denied(format!(
            "live.invite_observers: live session {} was opened by another key; only that key (or an administrator, in the console) may invite observers",
            s.id
        )));
    }
    let state = ctx.state;
    for _ in 0..count {
        let invited = live::invite::invite(
            state.db(),
            state.audit(),
            &state.settings().public_url,
            s,
            &live::invite::Actor::Key(&ctx.key.id),
        )
        .await
        .map_err(|e| match e {
            live::invite::InviteError::Db(e) => ToolError::from(e),
            e => ToolError::error(format!("live.invite_observers: {e}")),
        })?;
        view.observer_urls.push(invited.url);
    }
    message.push_str(&format!(
        ". Made {count} observer link(s) in observer_urls: each lets one more person watch (never control) this session, once, until it ends; send each to one person"
    ));
    Ok(())
}

/// Why `input` must not act on `device_id` now: a human's viewer is connected to a control
/// session there, or the person in a control or moderated session paused the agents' input.
pub(crate) async fn input_paused(
    ctx: &CallCtx<'_>,
    device_id: &str,
) -> Result<Option<String>, ToolError> {
    let Some(s) = session::active_for_device(ctx.state.db(), device_id).await? else {
        return Ok(None);
    };
    if let Some(since) = &s.agent_paused_at {
        return Ok(Some(format!(
            "the person in live session {} paused the agents' input on this device at {since}; input is refused until they give it back or the session ends (at {} at the latest)",
            s.id, s.expires_at
        )));
    }
    // Paused only while a human is really there to hold the controls: an unopened link or a
    // viewer who left does not stop the agent.
    let now = relay_core::store::time::format(relay_core::store::time::now());
    if s.mode != LiveMode::Control || !s.viewer_connected(&now) {
        return Ok(None);
    }
    let reason = if s.reason.is_empty() {
        String::new()
    } else {
        format!(" (reason: {})", s.reason)
    };
    let since = s.viewer_connected_at.as_deref().unwrap_or(&s.created_at);
    Ok(Some(format!(
        "a human has live control of this device since {since} until {}{reason}; input is paused while their viewer is connected (screen_recording status shows it; stop ends it)",
        s.expires_at
    )))
}
