//! The MCP tools: their catalogue (name, scope, description, schema) and the shared path
//! every call takes: scope check, argument parsing, device resolution, audit.
//!
//! A tool module exposes `run(ctx, args) -> Result<Done, ToolError>`; this module turns that
//! into an MCP result and one audit event. Tool errors become results with `is_error` set
//! (the model reads them), never JSON-RPC errors.
//!
//! Structured results are typed structs serialised once ([`structured`]); the objects more
//! than one tool shows are in [`views`]. Requests to a device go through
//! [`AgentConn::call`], which answers with the reply type of the request.

pub(crate) mod device_lease;
mod file_channel;
mod file_view;
pub(crate) mod get_screenshots;
mod hints;
pub(crate) mod input;
pub(crate) mod list_devices;
pub(crate) mod live_channel;
pub mod progress;
pub(crate) mod screen_recording;
pub(crate) mod screen_sequence;
pub(crate) mod screen_watch;
pub(crate) mod screenshot;
pub(crate) mod video_frames;
pub(crate) mod viewports;
pub(crate) mod views;

use std::sync::Arc;
use std::time::Instant;

use rmcp::model::{CallToolResult, ContentBlock, JsonObject, Tool};
use tokio_util::sync::CancellationToken;
use tracing::Instrument as _;

use crate::reach::Reached;
use crate::state::AppState;
use relay_core::access::devices::{self, Device};
use relay_core::access::keys::ApiKey;
use relay_core::access::scope::Grants;
use relay_core::audit::{Kind, NewEvent, Outcome};
use relay_core::hub::HubError;

/// One tool of the catalogue.
pub(crate) struct ToolDef {
    /// Name in `tools/list`; also the scope that grants it.
    pub name: &'static str,
    /// What a model reads to decide to call it.
    pub description: &'static str,
    /// JSON schema of its arguments.
    pub schema: fn() -> Arc<JsonObject>,
}

fn schema<T: schemars::JsonSchema + std::any::Any>() -> Arc<JsonObject> {
    // The argument types are ours and all are objects; a failure here is a bug caught by
    // the catalogue test below.
    rmcp::handler::server::tool::schema_for_input::<T>().unwrap_or_default()
}

/// Every tool this relay serves, in `tools/list` order.
pub(crate) const CATALOGUE: &[ToolDef] = &[
    ToolDef {
        name: "list_devices",
        description: "List the devices this key may use: id (pass it as device_id to other tools), name, labels, online or offline since when, platform, displays (id, geometry) and capabilities. With include_windows: true, online devices also list their top-level windows (id, title, class, pid, geometry, focused) so screenshot can capture one window; where the window system does not say where windows are (Wayland), the geometry is absent and such a window cannot be captured alone. Each device's lease (device_lease) says which key holds it until when; available: true lists only the devices no other key holds.",
        schema: schema::<proto::ListDevicesArgs>,
    },
    ToolDef {
        name: "screenshot",
        description: "Capture a device's display (default: display 0) or one top-level window (window_id from list_devices with include_windows) as an image, downscaled so its longer edge is at most max_long_edge (default 1568). Returns the image and one line giving its size and source. Coordinates you pass to input afterwards are in this image's pixels; they are scaled to the device for you.",
        schema: schema::<proto::ScreenshotArgs>,
    },
    ToolDef {
        name: "input",
        description: "Send one input action to a device: click, double_click, move, drag (x,y to to_x,to_y), scroll (dx, dy wheel steps at x,y), type (text) or key (chords such as \"ctrl+shift+t\", \"enter\", \"ctrl+a delete\"). x/y are pixels of your last screenshot of this device (display or window), mapped to the device; take a screenshot first. Fails with a reason while a human holds live control of the device.",
        schema: schema::<proto::InputArgs>,
    },
    ToolDef {
        name: "screen_recording",
        description: RECORDING_FILE,
        schema: schema::<proto::ScreenRecordingArgs>,
    },
    ToolDef {
        name: "screen_sequence",
        description: "Capture a timed series of frames of a device's display or one window, then read chosen frames. action capture (duration_ms 1..=60000 required; fps 1..=30, default 4, a goal not a promise; max_frames 1..=300, default 40; timeout_ms duration_ms..=90000, default 15000, so a duration_ms over 15000 needs its own; max_long_edge 64..=4096, default 1568; scale 0.05..=1; region {x,y,width,height} in the first frame's pixels) returns metadata only and a sequence_id: every frame's index, slot, timestamp_ms, capture and sample latency, size, whether it changed; actual_fps, interval min/mean/max, elapsed_ms, skipped_slots, pending_slots and stop_reason (completed, frame_limit, byte_limit, cancelled, timeout, target_lost, access_revoked, capture_failed). Read them before choosing frames. action frames (sequence_id; select all, first, last, endpoints, changed, {indexes: [0, 2]} or {from: 1, to: 3}; at most 40 frames a call, a larger selection is capped to its first 40 with a note naming the rest) returns each frame as an image with its metadata, or with as \"sheet\" one contact sheet (columns 1..=10; max_long_edge default 1600) or as \"max\"/\"min\" a per-pixel composite; region crops every frame first. A device keeps its newest 3 sequences within 48 MiB of decoded frames (width x height x 4 each; a frame equal to the one before adds nothing). The frames are the past: take a screenshot before input.",
        schema: schema::<proto::ScreenSequenceArgs>,
    },
    ToolDef {
        name: "screen_watch",
        description: "Watch a device's display or one window in the background while you act with input, then get a receipt. action start (display or window_id; viewport {x,y,width,height} of it, captured at its own resolution; fps 1..=30, default 10; timeout_ms 1..=300000, default 60000, after which the watch stops itself; max_long_edge 64..=4096, default 800) returns a sequence_id once the first frame is in. Every input meanwhile that is aimed at what is watched is noted with its span: a pointer action inside the window (or on the display), a key while the window has the focus (on a display, every key); input elsewhere on the device is not. action status reports frames so far, elapsed time and rate; action stop (sequence_id, or this key's one running watch; video: true adds an animated WebP) returns a contact sheet of the frames that differ from the one before plus the last (frames during an action carry its name on an orange label), the actions with their spans and frames, the frames that changed most, and the files (a PNG per distinct frame and watch.json) with download URLs. A frame equal to the one before costs nothing; 3000 frames or 48 MiB of distinct frames (decoded) stop the watch; a watch stopped by such a limit reports the slots up to its timeout it never sampled as pending_slots. Read its frames any time with screen_sequence action frames.",
        schema: schema::<proto::ScreenWatchArgs>,
    },
    ToolDef {
        name: "video_frames",
        description: VIDEO_FRAMES,
        schema: schema::<proto::VideoFramesArgs>,
    },
    ToolDef {
        name: "get_screenshots",
        description: GET_SCREENSHOTS,
        schema: schema::<proto::GetScreenshotsArgs>,
    },
    ToolDef {
        name: "device_lease",
        description: DEVICE_LEASE,
        schema: schema::<proto::DeviceLeaseArgs>,
    },
];

/// `device_lease` as a model reads it.
const DEVICE_LEASE: &str = "Hold a device for yourself while you work on it, so that other keys sharing the fleet do not drive it meanwhile. action acquire (reason required, 1..=200 characters, shown to the keys turned away; ttl_seconds 10..=86400, default 900) takes a free device, or extends your own lease; while you hold it, other keys' input, screen_recording start and live control are refused with your key's name and when the lease ends, and their screenshots and other reads still work. action renew (ttl_seconds) extends your lease from now; release gives the device back; status says who holds it and until when. A lease ends by itself at expires_at unless renewed, and an admin can break it. list_devices shows each device's lease and, with available: true, lists only the devices no other key holds. When another key holds a device you need, wait until its lease ends or pick another device.";

/// `get_screenshots` as a model reads it: what the memory is, who has one, the caps (the
/// numbers are `proto::screen_memory`'s, checked by a test in `get_screenshots`).
const GET_SCREENSHOTS: &str = "See what was on a device's screen during a recent time range (\"what was I looking at when I said that?\"), from its screen memory: the last 10 minutes of its displays as deduplicated frames (about one a second, and at each focus or title change), kept on the device. Only devices whose owner turned screen memory on have one (list_devices shows each online device's screen_memory: off, active, or paused with a reason; while paused, for instance while a password manager or a private browsing window has the focus, or because the device's owner paused it, nothing is captured, and what was kept stays). Frames older than 10 minutes do not exist: ask soon after the moment that matters. Arguments: device_id; from and to, RFC 3339 times such as 2026-12-02T09:30:00Z (default: the last 60 s up to now; a range reaching further back than 10 minutes starts at 10 minutes ago); filter, a case-insensitive piece of the focused application's name or window title. Returns a summary (the range, frames matched and shown, the memory's state) and then up to 4 frames of the displays present now, evenly picked in time across the range, oldest first, each a line \"time · app — title\" (unknown / untitled when the device could not tell) followed by its WebP image (at most 1568 px on the longer edge). A picture over 1 MiB, or past 4 MiB for the whole call, is named with its line but not sent. These frames are the past: take a screenshot before input.";

/// `video_frames` as a model reads it (the spec's arguments, and what comes back).
const VIDEO_FRAMES: &str = "Read a video as a few visually distinct stills instead of watching it: a screen recording (its artifact id, rec_…, or its download_url from screen_recording status), a watch (its id, seq_…, or its watch.webp file, wf_…) or a video uploaded to the relay (vid_…: MP4/MOV, WebM/MKV or OGV in H.264, VP8, VP9, AV1 or Theora). Returns a manifest (size, length, the sampling interval and what it cannot see, one line per frame with its role: before, NN% changed, after) and then each frame as a JPEG image preceded by its name (frame-3.386s.jpg, frame-01-23.450.jpg, frame-00-01-23.450.jpg), named for its absolute position so you can quote it or pass it back as start/end. A still video comes back as one frame; every change comes bracketed by the frames before and after it. Arguments: video (required); start, end (default the whole video; seconds as 12.5 or \"12.5s\", \"mm:ss\", \"hh:mm:ss\" or a frame name); max_frames (default 10, at most 60: images, not changes; a change costs up to 3 with its context); sensitivity (low: only major transitions, normal (default), high: a changed line of text); interval (seconds between samples, default the window over ~120 samples; clamped, never refused); max_width (longest edge of the frames, 64..=3840, default 1280); around: \"actions\" (a screen recording only) shows instead the frame just before and the frame after each action done on the device while it recorded (input calls, live sessions, viewers), two images an action within max_frames, each action named in the manifest. Narrow start/end to see brief events: the same ~120 samples then cover less time. Audio is never decoded.";

/// `screen_recording` as every key with the tool sees it: the file channel.
const RECORDING_FILE: &str = "Record a device's screen (its primary display) to a full-quality H.264 MP4 file while you keep driving it. action start with file: {enabled: true} (optional fps 1..=60, default the display's native rate; format \"mp4\"; max_duration_seconds 1..=86400, default 3600, a safety cap that stops the recording) begins it; start is idempotent (one recording per device, so device_id is the whole session key). action stop ends it and returns duration, width, height, fps, size and codec; the device then uploads the file (stop with discard: true deletes it instead, as soon as it is stored: for runs whose video you keep only when they fail). action status reports file.state (recording, stopped, uploading, ready, failed or discarded) and, once ready, file.download_url: a link anyone can open in a browser or player, so hand it to a person rather than fetching it. No video bytes are ever returned.";

/// What a key with `screen_recording:live_view` reads in addition.
const RECORDING_LIVE: &str = " Live channel: action start with live: {enabled: true, reason: \"short note shown to the human\", ttl_seconds 5..=28800 (default 600), mode \"view\" (or \"moderate\": the human watches and can pause every agent's input on the device with one button, and give it back; your input tool then fails saying so)} opens a live session and returns live.viewer_url, a one-time link to give a human (it opens the screen in their browser; it works once and expires with the TTL; it is shown only in that answer), and live.expires_at. Both channels may be passed together. status reports live.state (waiting_for_viewer, viewer_connected or ended, with ended_reason); stop with only live: {} ends only the live session, stop with no channel ends both. live.recorded says whether the device records the session for the audit (the relay's policy; such a recording is not the file channel's). More people can watch a session you opened: start or status with live: {invite_observers: N} (1..=10) returns live.observer_urls, N more one-time links, each for one person to watch (never control) until the session ends; the device encodes once whoever watches.";

/// What a key with `screen_recording:live_control` reads in addition.
const RECORDING_CONTROL: &str = " mode \"control\" lets the human drive the pointer and keyboard; while it lasts your input tool is paused.";

/// The catalogue entry for `name`.
pub(crate) fn find(name: &str) -> Option<&'static ToolDef> {
    CATALOGUE.iter().find(|t| t.name == name)
}

/// The MCP description of a tool.
pub(crate) fn describe(def: &ToolDef) -> Tool {
    hints::decorate(Tool::new(def.name, def.description, (def.schema)()))
}

/// The tools a key may call, described as that key may see them: `screen_recording`
/// mentions and accepts the live channel only for a key with its scope.
pub fn list_for(grants: &Grants) -> Vec<Tool> {
    CATALOGUE
        .iter()
        .filter(|t| grants.has(t.name))
        .map(|def| {
            if def.name != "screen_recording" {
                return describe(def);
            }
            let mut schema = (def.schema)();
            let mut description = RECORDING_FILE.to_string();
            if grants.has(live_channel::LIVE_VIEW) {
                description.push_str(RECORDING_LIVE);
                if grants.has(live_channel::LIVE_CONTROL) {
                    description.push_str(RECORDING_CONTROL);
                }
            } else {
                let object = Arc::make_mut(&mut schema);
                if let Some(serde_json::Value::Object(props)) = object.get_mut("properties") {
                    props.remove("live");
                }
                // The channel's own definitions go too, so nothing of it shows.
                if let Some(serde_json::Value::Object(defs)) = object.get_mut("$defs") {
                    defs.retain(|name, _| !name.starts_with("Live"));
                }
            }
            hints::decorate(Tool::new(def.name, description, schema))
        })
        .collect()
}

/// A failed call: what the model is told, and how it is audited.
#[derive(Debug)]
pub(crate) struct ToolError {
    /// Audited outcome: error or denied.
    pub outcome: Outcome,
    /// Message for the model.
    pub message: String,
    /// What the audit records instead of `message`, when the message quotes what a caller
    /// typed (the audit never holds typed text).
    pub audited: Option<String>,
}

/// Arguments whose values are typed text: an error about them names the field, never the
/// value, in the audit.
const TYPED_FIELDS: [&str; 2] = ["text", "keys"];

impl ToolError {
    /// The message as the audit records it.
    pub(crate) fn audit_message(&self) -> &str {
        self.audited.as_deref().unwrap_or(&self.message)
    }

    /// An error the caller can fix or retry.
    pub(crate) fn error(message: impl Into<String>) -> Self {
        ToolError {
            outcome: Outcome::Error,
            message: message.into(),
            audited: None,
        }
    }

    /// A refusal to act now that is nobody's fault (a human holds live control).
    pub(crate) fn soft_fail(message: impl Into<String>) -> Self {
        ToolError {
            outcome: Outcome::SoftFailed,
            message: message.into(),
            audited: None,
        }
    }

    /// A refusal for lack of rights.
    pub(crate) fn denied(message: impl Into<String>) -> Self {
        ToolError {
            outcome: Outcome::Denied,
            message: message.into(),
            audited: None,
        }
    }
}

impl From<proto::ArgError> for ToolError {
    fn from(e: proto::ArgError) -> Self {
        let mut error = ToolError::error(format!("invalid argument {e}"));
        if TYPED_FIELDS.contains(&e.field) {
            error.audited = Some(format!(
                "invalid argument {}: refused (the value is not recorded)",
                e.field
            ));
        }
        error
    }
}

impl From<relay_core::store::DbError> for ToolError {
    fn from(e: relay_core::store::DbError) -> Self {
        tracing::error!(error = %e, "database error in a tool call");
        ToolError::error("the relay's database is unavailable; retry shortly")
    }
}

impl From<HubError> for ToolError {
    fn from(e: HubError) -> Self {
        ToolError::error(e.to_string())
    }
}

/// A successful call: the content, and what to audit beyond the basics.
pub(crate) struct Done {
    /// Result content blocks.
    pub content: Vec<ContentBlock>,
    /// Structured result, when the tool has one.
    pub structured: Option<serde_json::Value>,
    /// Extra audit detail (never pixels or typed text).
    pub detail: serde_json::Value,
}

/// The refusal for a device whose agent lacks `capability`: `what` it cannot do and the
/// agent's own reason (a compositor without the protocol, say), or `otherwise` when the
/// agent gave none.
pub(crate) fn lacking(
    link: &Reached,
    capability: proto::Capability,
    what: &str,
    otherwise: String,
) -> ToolError {
    ToolError::error(match link.why_not(capability) {
        Some(why) => format!("{what}: {why}"),
        None => otherwise,
    })
}

/// Refuse a window target on a device that cannot capture single windows (an older agent,
/// or a window system that does not say where windows are).
pub(crate) fn check_window_target(
    link: &Reached,
    device_id: &str,
    target: &proto::Target,
) -> Result<(), ToolError> {
    if matches!(target, proto::Target::Window { .. }) && !link.has(proto::Capability::Windows) {
        return Err(lacking(
            link,
            proto::Capability::Windows,
            "window_id: this device cannot capture single windows",
            format!("window_id: device {device_id} cannot capture single windows"),
        ));
    }
    Ok(())
}

/// A tool's typed answer as the structured result.
pub(crate) fn structured<T: serde::Serialize>(answer: &T) -> Result<serde_json::Value, ToolError> {
    serde_json::to_value(answer).map_err(|e| {
        tracing::error!(error = %e, "cannot encode a tool's answer");
        ToolError::error("the relay could not encode its answer")
    })
}

/// What a tool call knows about its caller.
pub(crate) struct CallCtx<'a> {
    /// Shared state.
    pub state: &'a AppState,
    /// The caller's key.
    pub key: &'a ApiKey,
    /// Filled by the tool for the audit event.
    pub device_id: Option<String>,
    /// Filled by the tool for the audit event.
    pub action: Option<String>,
    /// Cancelled when the caller hangs up (or the relay stops): long tools stop early.
    pub cancel: CancellationToken,
    /// Where long tools report progress, when the client asked for it.
    pub progress: Option<progress::Progress>,
    /// This call's id in the logs, on this replica and on the one holding the device.
    pub request_id: String,
}

impl CallCtx<'_> {
    /// Resolve a device the key may use, refusing unknown and disallowed ones alike (a key
    /// does not learn which devices exist beyond its allowlist).
    pub(crate) async fn device(&mut self, id: &str) -> Result<Device, ToolError> {
        proto::validate_device_id(id)?;
        self.device_id = Some(id.to_string());
        let device = devices::get(self.state.db(), id).await?;
        match device {
            Some(d) if self.key.grants().allows_device(&d.id, &d.name, &d.labels) => Ok(d),
            Some(_) => Err(ToolError::denied(format!(
                "no device {id} that this key may use; see list_devices"
            ))),
            None => Err(ToolError::error(format!(
                "no device {id} that this key may use; see list_devices"
            ))),
        }
    }

    /// The device's agent, here or on the replica holding its socket, or why there is none.
    pub(crate) async fn online(&self, device: &Device) -> Result<Reached, ToolError> {
        let link = crate::reach::find(self.state, &device.id, Some(&self.request_id)).await?;
        link.ok_or_else(|| {
            let since = match &device.last_seen_at {
                Some(t) => t.clone(),
                None => format!("{} (it has never connected)", device.created_at),
            };
            ToolError::error(format!(
                "device {} ({}) is offline since {since}",
                device.id, device.name
            ))
        })
    }
}

/// Parse tool arguments, naming the field of any type error.
pub(crate) fn parse_args<T: serde::de::DeserializeOwned>(
    args: Option<JsonObject>,
) -> Result<T, ToolError> {
    let value = serde_json::Value::Object(args.unwrap_or_default());
    serde_path_to_error::deserialize(value).map_err(|e| {
        let path = e.path().to_string();
        let inner = e.into_inner().to_string();
        if path == "." {
            ToolError::error(format!("invalid arguments: {inner}"))
        } else {
            let mut error = ToolError::error(format!("invalid argument {path}: {inner}"));
            // A type error quotes the value given.
            if TYPED_FIELDS
                .iter()
                .any(|f| path.split('.').next() == Some(f))
            {
                error.audited = Some(format!(
                    "invalid argument {path}: wrong type (the value is not recorded)"
                ));
            }
            error
        }
    })
}

/// Run a tool call for `key`: check the scope, run it, audit it, shape the result.
pub async fn call(
    state: &AppState,
    key: &ApiKey,
    name: &str,
    args: Option<JsonObject>,
    cancel: CancellationToken,
    progress: Option<progress::Progress>,
) -> CallToolResult {
    let started = Instant::now();
    let mut ctx = CallCtx {
        state,
        key,
        device_id: None,
        action: None,
        cancel,
        progress,
        request_id: relay_core::access::secret::short_id("rq_"),
    };
    let def = find(name);
    // Whatever the tool logs carries the call's id.
    let span = tracing::info_span!("tool_call", request_id = %ctx.request_id);
    let result = async {
        match def {
            None => Err(ToolError::error(format!(
                "unknown tool {name:?}; tools: {}",
                CATALOGUE
                    .iter()
                    .map(|t| t.name)
                    .collect::<Vec<_>>()
                    .join(", ")
            ))),
            Some(def) if !key.grants().has(def.name) => {
                // Note what the call would have touched, so the denial is useful in the audit.
                if let Some(id) = args
                    .as_ref()
                    .and_then(|a| a.get("device_id"))
                    .and_then(|v| v.as_str())
                {
                    ctx.device_id = Some(id.chars().take(64).collect());
                }
                Err(ToolError::denied(format!(
                    "this key (id {}) lacks scope {:?} needed by tool {}",
                    key.id, def.name, def.name
                )))
            }
            Some(def) => match def.name {
                "list_devices" => list_devices::run(&mut ctx, args).await,
                "screenshot" => screenshot::run(&mut ctx, args).await,
                "input" => input::run(&mut ctx, args).await,
                "screen_recording" => screen_recording::run(&mut ctx, args).await,
                "screen_sequence" => screen_sequence::run(&mut ctx, args).await,
                "screen_watch" => screen_watch::run(&mut ctx, args).await,
                "video_frames" => video_frames::run(&mut ctx, args).await,
                "get_screenshots" => get_screenshots::run(&mut ctx, args).await,
                "device_lease" => device_lease::run(&mut ctx, args).await,
                _ => Err(ToolError::error(format!("tool {name} is not available"))),
            },
        }
    }
    .instrument(span)
    .await;
    let took = started.elapsed();
    let duration_ms = took.as_millis() as i64;
    let (outcome, detail, response) = match result {
        Ok(done) => {
            let mut r = CallToolResult::success(done.content);
            r.structured_content = done.structured;
            (Outcome::Ok, done.detail, r)
        }
        Err(e) => (
            e.outcome,
            serde_json::json!({"error": e.audit_message()}),
            CallToolResult::error(vec![ContentBlock::text(e.message)]),
        ),
    };
    let mut event = NewEvent::new(Kind::ToolCall).key(&key.id).detail(detail);
    event.tool = Some(name.chars().take(64).collect());
    let device = ctx.device_id.clone().unwrap_or_default();
    event.device_id = ctx.device_id;
    event.action = ctx.action;
    event.outcome = Some(outcome);
    event.duration_ms = Some(duration_ms);
    state.audit().record(event).await;
    // Named by the catalogue's name only, so a caller cannot add series or log lines' tools.
    let tool = def.map_or("unknown", |d| d.name);
    state.metrics().tool_call(tool, outcome.as_str(), took);
    tracing::info!(
        request_id = %ctx.request_id,
        tool,
        key = %key.id,
        device = %device,
        outcome = outcome.as_str(),
        ms = duration_ms,
        "tool call"
    );
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_schema_is_an_object_with_properties() {
        for def in CATALOGUE {
            let schema = (def.schema)();
            assert_eq!(
                schema.get("type").and_then(|t| t.as_str()),
                Some("object"),
                "{}",
                def.name
            );
            assert!(schema.contains_key("properties"), "{}", def.name);
            assert!(
                relay_core::access::scope::ALL_SCOPES.contains(&def.name),
                "{} has no scope",
                def.name
            );
        }
    }

    #[test]
    fn typed_text_never_reaches_the_audit_through_an_error() {
        let args: proto::InputArgs = serde_json::from_value(serde_json::json!({
            "device_id": "d1", "action": "key", "keys": "ctrl+hunter2"
        }))
        .unwrap();
        let e = ToolError::from(args.validate().unwrap_err());
        assert!(
            e.message.contains("hunter2"),
            "the caller is told: {}",
            e.message
        );
        assert!(
            !e.audit_message().contains("hunter2"),
            "{}",
            e.audit_message()
        );
        assert!(e.audit_message().contains("keys"));
        let mut obj = serde_json::Map::new();
        obj.insert("device_id".into(), "d1".into());
        obj.insert("action".into(), "type".into());
        obj.insert("text".into(), serde_json::json!({"secret": "s3cr3t"}));
        let e = parse_args::<proto::InputArgs>(Some(obj)).unwrap_err();
        assert!(
            !e.audit_message().contains("s3cr3t"),
            "{}",
            e.audit_message()
        );
        // Other fields keep their whole message.
        let e = ToolError::from(proto::ArgError::new("x", "-3 is out of bounds"));
        assert_eq!(e.audit_message(), e.message);
    }
}
