//! `list_devices`: the devices a key may use, merged from the database (enrolment, last
//! seen) and the hub (what a connected agent reported), a page at a time, with each
//! device's live session (none, waiting_for_viewer or viewer_connected) and, for an online
//! device, its screen memory's state as its agent last reported it (an offline device's is
//! not known, so the field is absent with the agent's other fields).
//!
//! The structured result carries every field; the text a model reads is one compact line a
//! device, since a fleet's full JSON would cost a model thousands of tokens per call.

use std::fmt::Write as _;
use std::time::Duration;

use proto::{Capability, Display, ListDevicesArgs, MemoryState, Platform, Window};
use rmcp::model::{ContentBlock, JsonObject};
use serde::Serialize;
use serde_json::json;

use super::device_lease::{KeyNames, LeaseView};
use super::views::LiveSummary;
use super::{CallCtx, Done, ToolError, parse_args, structured};
use relay_core::access::devices;
use relay_core::hub::{Describe, Described};
use relay_core::leases;

/// How long each device gets to list its windows.
const WINDOWS_TIMEOUT: Duration = Duration::from_secs(5);

/// What `list_devices` returns as structured content: the devices the key may see.
#[derive(Debug, Serialize)]
struct Answer {
    devices: Vec<DeviceEntry>,
    total: usize,
    offset: usize,
    /// `null` on the last page.
    next_offset: Option<usize>,
}

/// One device of the list.
#[derive(Debug, Serialize)]
struct DeviceEntry {
    id: String,
    name: String,
    labels: Vec<String>,
    online: bool,
    /// `null` while online, and for a device that never connected.
    offline_since: Option<String>,
    live: LiveSummary,
    /// Its lease (`device_lease`), `null` when nobody holds it.
    lease: Option<LeaseView>,
    /// What the connected agent reported; absent while offline.
    #[serde(flatten)]
    agent: Option<AgentEntry>,
    /// With `include_windows`, when the device listed them.
    #[serde(skip_serializing_if = "Option::is_none")]
    windows: Option<Vec<Window>>,
    /// With `include_windows`, why the device did not list them.
    #[serde(skip_serializing_if = "Option::is_none")]
    windows_error: Option<String>,
}

/// What an online device's agent reported at connect (its displays refreshed with its
/// windows).
#[derive(Debug, Serialize)]
struct AgentEntry {
    display_name: String,
    platform: Platform,
    displays: Vec<Display>,
    capabilities: Vec<Capability>,
    agent_version: String,
    connected_at: String,
    /// `{state: off|active|paused, reason?}`: whether `get_screenshots` has frames to give.
    screen_memory: MemoryState,
    /// Capabilities the device lacks and why (a compositor without the protocol, say).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    unavailable: Vec<proto::Unavailable>,
}

/// Run the tool.
pub(crate) async fn run(
    ctx: &mut CallCtx<'_>,
    args: Option<JsonObject>,
) -> Result<Done, ToolError> {
    let args: ListDevicesArgs = parse_args(args)?;
    let spec = args.validate()?;
    let grants = ctx.key.grants();
    let state = ctx.state;
    // A key allowed every device, listing them all, gets its page from the database; any
    // other filter reads the devices and filters here.
    let listing = async {
        if grants.allows_every_device()
            && spec.device_id.is_none()
            && !spec.online_only
            && !spec.available
        {
            Ok::<_, ToolError>(devices::page(state.db(), spec.offset, spec.limit).await?)
        } else {
            let online = match spec.online_only {
                true => Some(crate::reach::online_ids(state).await?),
                false => None,
            };
            // Held by another key: left out when only the available are asked for.
            let taken: std::collections::HashSet<String> = match spec.available {
                true => leases::all_current(state.db())
                    .await?
                    .into_iter()
                    .filter(|l| l.key_id != ctx.key.id)
                    .map(|l| l.device_id)
                    .collect(),
                false => Default::default(),
            };
            let visible: Vec<_> = devices::list(state.db())
                .await?
                .into_iter()
                .filter(|d| grants.allows_device(&d.id, &d.name, &d.labels))
                .filter(|d| spec.device_id.as_ref().is_none_or(|id| &d.id == id))
                .filter(|d| online.as_ref().is_none_or(|o| o.contains(&d.id)))
                .filter(|d| !taken.contains(&d.id))
                .collect();
            if let Some(id) = &spec.device_id {
                ctx.device_id = Some(id.clone());
                if visible.is_empty() {
                    return Err(ToolError::error(format!(
                        "no device {id} that this key may use"
                    )));
                }
            }
            let total = visible.len();
            let page: Vec<_> = visible
                .into_iter()
                .skip(spec.offset)
                .take(spec.limit)
                .collect();
            Ok((page, total))
        }
    };
    // The open live sessions and the leases do not depend on the page: all at once.
    let sessions =
        async { Ok::<_, ToolError>(crate::live::session::all_active(state.db()).await?) };
    let held = async { Ok::<_, ToolError>(leases::all_current(state.db()).await?) };
    let ((page, total), sessions, held) = tokio::try_join!(listing, sessions, held)?;
    let mut held: std::collections::HashMap<String, leases::Lease> =
        held.into_iter().map(|l| (l.device_id.clone(), l)).collect();
    let next_offset = (spec.offset + page.len() < total).then_some(spec.offset + page.len());
    // The agents' details only for the page.
    let ids: Vec<&str> = page.iter().map(|d| d.id.as_str()).collect();
    let links = crate::reach::links_of(ctx.state, &ids).await?;

    // The sessions that are not over, by device.
    let live: std::collections::HashMap<String, LiveSummary> = sessions
        .into_iter()
        .map(|s| {
            let view = super::live_channel::describe(&s);
            (s.device_id, LiveSummary::from(&view))
        })
        .collect();
    let mut names = KeyNames::default();
    let mut entries = Vec::with_capacity(page.len());
    let mut window_requests = Vec::new();
    for (i, d) in page.iter().enumerate() {
        let conn = links.get(&d.id);
        let agent = conn.map(|c| {
            let hello = c.hello();
            AgentEntry {
                display_name: hello.display_name.clone(),
                platform: hello.platform.clone(),
                displays: hello.displays.clone(),
                capabilities: hello.capabilities.clone(),
                agent_version: hello.agent_version.clone(),
                connected_at: c.connected_at().to_string(),
                screen_memory: c.memory_state(),
                unavailable: hello.unavailable.clone(),
            }
        });
        if let Some(c) = conn
            && spec.include_windows
            && (c.has(Capability::Windows) || c.has(Capability::WindowList))
        {
            let c = c.clone();
            window_requests.push(async move { (i, c.call(Describe, WINDOWS_TIMEOUT).await) });
        }
        entries.push(DeviceEntry {
            id: d.id.clone(),
            name: d.name.clone(),
            labels: d.labels.clone(),
            online: conn.is_some(),
            offline_since: if conn.is_some() {
                None
            } else {
                d.last_seen_at.clone()
            },
            live: live.get(&d.id).cloned().unwrap_or_else(LiveSummary::none),
            lease: match held.remove(&d.id) {
                Some(l) => Some(names.view(state.db(), l, &ctx.key.id).await?),
                None => None,
            },
            agent,
            windows: None,
            windows_error: None,
        });
    }
    for (i, result) in futures_util::future::join_all(window_requests).await {
        let entry = &mut entries[i];
        match result {
            Ok(Described { displays, windows }) => {
                if let Some(agent) = &mut entry.agent {
                    agent.displays = displays;
                }
                entry.windows = Some(windows);
            }
            Err(relay_core::hub::HubError::Unexpected) => {
                entry.windows_error = Some("unexpected answer".into());
            }
            Err(e) => entry.windows_error = Some(e.to_string()),
        }
    }
    let text = summary(&entries, total, spec.offset, next_offset);
    let answer = Answer {
        devices: entries,
        total,
        offset: spec.offset,
        next_offset,
    };
    Ok(Done {
        content: vec![ContentBlock::text(text)],
        structured: Some(structured(&answer)?),
        detail: json!({"devices": page.len(), "total": total}),
    })
}

/// The screen memory's state in a word (and why, when paused), for the compact line.
fn memory_word(state: &MemoryState) -> String {
    match state {
        MemoryState::Off => "off".into(),
        MemoryState::Active => "active".into(),
        // The reasons' wire names, as the structured result has them (with `until_ms`).
        MemoryState::Paused { reason, .. } => format!("paused({})", reason.wire_name()),
    }
}

/// One line a device (and a line a window), for a model to read.
fn summary(
    entries: &[DeviceEntry],
    total: usize,
    offset: usize,
    next_offset: Option<usize>,
) -> String {
    let mut out = String::new();
    let shown = entries.len();
    let _ = writeln!(
        out,
        "{shown} of {total} device(s) this key may use (from #{offset}):"
    );
    for e in entries {
        let state = match (&e.agent, e.online) {
            (Some(agent), true) => {
                let displays: Vec<String> = agent
                    .displays
                    .iter()
                    .map(|d| format!("{}:{}x{}", d.id, d.width, d.height))
                    .collect();
                format!(
                    "online, {} {}, displays {}, screen_memory={}",
                    agent.platform.os,
                    agent.platform.backend,
                    displays.join(" "),
                    memory_word(&agent.screen_memory)
                )
            }
            _ => format!(
                "offline since {}",
                e.offline_since
                    .as_deref()
                    .unwrap_or("enrolment (never connected)")
            ),
        };
        let labels = e.labels.join(",");
        let live = match e.live.state {
            "none" => String::new(),
            state => format!(
                " live={state} mode={} until {}",
                e.live.mode.map_or("?", |m| m.as_str()),
                e.live.expires_at.as_deref().unwrap_or("?")
            ),
        };
        let lease = match &e.lease {
            Some(l) if l.yours => format!(" leased to you until {}", l.expires_at),
            Some(l) => format!(" leased to {:?} until {}", l.holder, l.expires_at),
            None => String::new(),
        };
        let _ = writeln!(
            out,
            "- {} name={} labels=[{labels}] {state}{live}{lease}",
            e.id, e.name
        );
        if let Some(windows) = &e.windows {
            for w in windows {
                let place = match w.rect {
                    Some(r) => format!("{}x{} at {},{}", r.width, r.height, r.x, r.y),
                    None => "place unknown (capture the display)".into(),
                };
                let _ = writeln!(
                    out,
                    "    window {} {:?} class={} pid={} {place}{}{}",
                    w.id,
                    w.title,
                    w.class.as_deref().unwrap_or("-"),
                    w.pid.map_or_else(|| "null".to_string(), |p| p.to_string()),
                    if w.visible { "" } else { " hidden" },
                    if w.focused { " focused" } else { "" }
                );
            }
        }
        if let Some(err) = &e.windows_error {
            let _ = writeln!(out, "    windows unavailable: {err}");
        }
    }
    if let Some(next) = next_offset {
        let _ = writeln!(out, "more: call again with offset={next}");
    }
    out
}
