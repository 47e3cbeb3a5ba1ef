//! `screen_recording`: start, stop and report a device's recording: the `file` channel in
//! [`super::file_channel`], the `live` channel in [`super::live_channel`], one result
//! object per channel, combined here.
//!
//! The device records and encodes on its own; this tool only starts it, stops it and reads
//! its state, merging three sources: the device's own report (authoritative while it records
//! or uploads), the artifact row (authoritative once the file reached the store: `ready`
//! with a `download_url`, or `failed`), and the relay's recording row (what to say while the
//! device is offline). No video bytes ever pass through here.

use proto::{RecordingAction, ScreenRecordingArgs};
use rmcp::model::{ContentBlock, JsonObject};
use serde::Serialize;
use serde_json::{Value, json};

use super::file_channel::{self, Channel};
use super::views::{FileView, LiveView};
use super::{CallCtx, Done, ToolError, live_channel, parse_args, structured};
use relay_core::access::devices::Device;

/// Run the tool.
pub(crate) async fn run(
    ctx: &mut CallCtx<'_>,
    args: Option<JsonObject>,
) -> Result<Done, ToolError> {
    let args: ScreenRecordingArgs = parse_args(args)?;
    ctx.device_id = Some(args.device_id.chars().take(64).collect());
    ctx.action = Some(
        match args.action {
            RecordingAction::Start => "start",
            RecordingAction::Stop => "stop",
            RecordingAction::Status => "status",
        }
        .into(),
    );
    // Scopes first: a key without the live channel learns nothing of its arguments.
    let grants = ctx.key.grants();
    if let Some(live) = &args.live {
        let mode = (args.action == RecordingAction::Start).then(|| live.mode.unwrap_or_default());
        live_channel::check_scope(&grants, mode)?;
    }
    let spec = args.validate()?;
    let device = ctx.device(&spec.device_id).await?;
    // Stop and status with no channel named mean every channel this key may see.
    let implied =
        spec.action != RecordingAction::Start && spec.file.is_none() && spec.live.is_none();
    let want_file = spec.file.is_some() || implied;
    let want_live = spec.live.is_some() || (implied && grants.has(live_channel::LIVE_VIEW));
    let live = if want_live {
        Some(match (spec.action, &spec.live) {
            (RecordingAction::Start, Some(l)) => {
                live_channel::start(ctx, &device, l).await.map(Some)
            }
            (RecordingAction::Stop, _) => live_channel::stop(ctx, &device).await,
            (_, live) => {
                let invite = live.as_ref().map_or(0, |l| l.invite_observers);
                live_channel::status(ctx, &device, invite).await
            }
        })
    } else {
        None
    };
    let discard = spec.discard;
    let file = if want_file {
        Some(match (spec.action, spec.file) {
            (RecordingAction::Start, Some(file)) => file_channel::start(ctx, &device, file).await,
            (RecordingAction::Stop, _) => file_channel::stop(ctx, &device, discard).await,
            _ => file_channel::status(ctx, &device).await,
        })
    } else {
        None
    };
    let action = ctx.action.clone().unwrap_or_default();
    combine(&device, &action, implied, file, live)
}

/// The structured result: one object per channel asked for.
#[derive(Debug, Serialize)]
struct Answer {
    device_id: String,
    action: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    file: Option<ChannelView<FileView>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    live: Option<ChannelView<LiveView>>,
    message: String,
}

/// A channel's object, or its error when another channel succeeded.
#[derive(Debug, Serialize)]
#[serde(untagged)]
enum ChannelView<V> {
    Ok(V),
    Failed { error: String },
}

/// What a channel's object says in the text line and in the audit.
trait ChannelObject {
    /// The channel in one line.
    fn line(&self) -> String;
    /// The audit's detail of the channel.
    fn audit(&self) -> Value;
}

impl ChannelObject for FileView {
    fn line(&self) -> String {
        super::file_view::file_line(self)
    }
    fn audit(&self) -> Value {
        json!({"state": self.state, "size_bytes": self.size_bytes, "duration_ms": self.duration_ms})
    }
}

impl ChannelObject for LiveView {
    fn line(&self) -> String {
        live_line(self)
    }
    fn audit(&self) -> Value {
        json!({"state": self.state})
    }
}

/// Note a channel's outcome in the text line, the messages and the audit detail.
fn channel_outcome<V: ChannelObject>(
    name: &str,
    channel: Result<Channel<V>, ToolError>,
    line: &mut String,
    messages: &mut Vec<String>,
    detail: &mut serde_json::Map<String, Value>,
) -> ChannelView<V> {
    match channel {
        Ok((view, message)) => {
            line.push_str(&format!(" {name} {};", view.line()));
            detail.insert(name.into(), view.audit());
            messages.push(message);
            ChannelView::Ok(view)
        }
        Err(e) => {
            line.push_str(&format!(" {name} error: {};", e.message));
            detail.insert(name.into(), json!({"error": e.message}));
            ChannelView::Failed { error: e.message }
        }
    }
}

/// One result from the channels' outcomes. A failed channel fails the call unless another
/// channel succeeded, in which case its error is in its object; with no channel named, a
/// device that never had a live session gets no `live` object.
fn combine(
    device: &Device,
    action: &str,
    implied: bool,
    file: Option<Result<Channel<FileView>, ToolError>>,
    live: Option<Result<Option<Channel<LiveView>>, ToolError>>,
) -> Result<Done, ToolError> {
    let live = match live {
        Some(Ok(None)) if implied => None,
        Some(Ok(None)) => Some(Err(ToolError::error(format!(
            "live: no live session {} on device {} ({}); start one with live: {{enabled: true}}",
            if action == "stop" {
                "is running"
            } else {
                "was ever opened"
            },
            device.id,
            device.name
        )))),
        Some(Ok(Some(c))) => Some(Ok(c)),
        Some(Err(e)) => Some(Err(e)),
        None => None,
    };
    if !matches!(file, Some(Ok(_))) && !matches!(live, Some(Ok(_))) {
        let mut errors: Vec<ToolError> = [file.and_then(Result::err), live.and_then(Result::err)]
            .into_iter()
            .flatten()
            .collect();
        if errors.len() == 1 {
            return Err(errors.remove(0));
        }
        let all: Vec<String> = errors.into_iter().map(|e| e.message).collect();
        return Err(ToolError::error(all.join("; ")));
    }
    let mut line = format!("{} ({}):", device.name, device.id);
    let mut messages = Vec::new();
    let mut detail = serde_json::Map::new();
    let file = file.map(|c| channel_outcome("file", c, &mut line, &mut messages, &mut detail));
    let live = live.map(|c| channel_outcome("live", c, &mut line, &mut messages, &mut detail));
    let message = messages.join("; ");
    line.pop();
    line.push_str(&format!(". {message}"));
    let answer = Answer {
        device_id: device.id.clone(),
        action: action.to_string(),
        file,
        live,
        message,
    };
    Ok(Done {
        content: vec![ContentBlock::text(line)],
        structured: Some(structured(&answer)?),
        detail: Value::Object(detail),
    })
}

fn live_line(live: &LiveView) -> String {
    let mut line = format!(
        "{} (mode {}, until {})",
        live.state.as_str(),
        live.mode.as_str(),
        live.expires_at
    );
    if let Some(url) = &live.viewer_url {
        line.push_str(&format!(", viewer_url: {url}"));
    }
    if let Some(why) = live.ended_reason {
        line.push_str(&format!(", ended: {why}"));
    }
    line
}
