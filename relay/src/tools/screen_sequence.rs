//! `screen_sequence`: capture a timed series of frames on a device (metadata only), then read
//! frames of it, one image each or composed into a contact sheet or a max/min composite.
//!
//! The frames stay on the device; this module forwards, shapes the answer for a model (one
//! compact line per frame, images as MCP image content) and makes sure an abandoned capture
//! stops: when the caller hangs up, the call's cancellation token fires and the device is told
//! to stop (`cancelled`); the call is still audited.

use std::time::Duration;

use base64::Engine as _;
use proto::{
    AgentErrorCode, CaptureSettings, Composition, CropMeta, FrameMeta, FramesResult,
    FramesSettings, ImagePart, ScreenSequenceArgs, SelectionCap, SequenceCaptureRequest,
    SequenceFramesRequest, SequenceMeta, SequenceRef, SequenceSpec, SheetTile, Target,
};
use rmcp::model::{ContentBlock, JsonObject};
use serde::Serialize;
use serde_json::json;

use super::{CallCtx, Done, ToolError, parse_args, structured};
use crate::reach::Reached;
use relay_core::access::devices::Device;
use relay_core::hub::{HubError, SequenceCancel};

/// The structured answer to frames (`region` and `capped` are `null` when absent).
#[derive(Debug, Serialize)]
struct FramesAnswer<'a> {
    meta: &'a SequenceMeta,
    selected: &'a [FrameMeta],
    images: &'a [ImagePart],
    tiles: &'a [SheetTile],
    region: Option<CropMeta>,
    capped: Option<&'a SelectionCap>,
}

/// What a device gets beyond a capture's own timeout to answer.
const ANSWER_MARGIN: Duration = Duration::from_secs(10);
/// How long a device gets to select and compose frames.
const READ_TIMEOUT: Duration = Duration::from_secs(60);

/// Run the tool.
pub(crate) async fn run(
    ctx: &mut CallCtx<'_>,
    args: Option<JsonObject>,
) -> Result<Done, ToolError> {
    let args: ScreenSequenceArgs = parse_args(args)?;
    ctx.device_id = Some(args.device_id.chars().take(64).collect());
    match args.validate()? {
        SequenceSpec::Capture {
            device_id,
            settings,
        } => {
            ctx.action = Some("capture".into());
            capture(ctx, &device_id, settings).await
        }
        SequenceSpec::Frames {
            device_id,
            sequence_id,
            settings,
        } => {
            ctx.action = Some("frames".into());
            frames(ctx, &device_id, sequence_id, settings).await
        }
    }
}

/// The device, online and able to keep sequences (and windows, for a window target).
pub(crate) async fn sequence_device(
    ctx: &mut CallCtx<'_>,
    device_id: &str,
    target: Option<Target>,
) -> Result<(Device, Reached), ToolError> {
    let device = ctx.device(device_id).await?;
    let conn = ctx.online(&device).await?;
    if !conn.has(proto::Capability::Sequences) {
        return Err(super::lacking(
            &conn,
            proto::Capability::Sequences,
            &format!("device {} cannot keep frame sequences", device.id),
            format!(
                "device {} runs a device-agent without frame sequences; update it",
                device.id
            ),
        ));
    }
    if let Some(target) = &target {
        super::check_window_target(&conn, &device.id, target)?;
    }
    Ok((device, conn))
}

/// An agent's refusal as the model should read it.
pub(crate) fn agent_error(e: HubError) -> ToolError {
    match e {
        HubError::Agent(a) if a.code == AgentErrorCode::AccessRevoked => {
            ToolError::denied(a.message)
        }
        HubError::Agent(a) if a.code == AgentErrorCode::TargetNotFound => {
            ToolError::error(if a.message.starts_with("target_lost") {
                a.message
            } else {
                format!("target: {}", a.message)
            })
        }
        HubError::Agent(a) => ToolError::error(a.message),
        other => other.into(),
    }
}

fn target_name(target: Target, title: Option<&str>) -> String {
    match (target, title) {
        (Target::Display { display }, _) => format!("display {display}"),
        (Target::Window { window }, Some(t)) => format!("window {window} {t:?}"),
        (Target::Window { window }, None) => format!("window {window}"),
    }
}

/// One line a frame: what a model needs to choose frames.
pub(crate) fn frame_line(f: &FrameMeta) -> String {
    let mut line = format!(
        "#{} slot {} t={:.1}ms capture {:.1}ms sample {:.1}ms {}x{}",
        f.index,
        f.slot,
        f.timestamp_ms,
        f.capture_latency_ms,
        f.sample_latency_ms,
        f.width,
        f.height
    );
    if f.changed {
        line.push_str(" changed");
    } else {
        line.push_str(" same");
    }
    if f.geometry_changed {
        let s = f.source;
        line.push_str(&format!(
            " geometry-changed({}x{} at {},{})",
            s.width, s.height, s.x, s.y
        ));
    }
    if let Some(c) = f.crop
        && c.applied != c.requested
    {
        line.push_str(&format!(
            " crop-clipped-to({},{} {}x{})",
            c.applied.x, c.applied.y, c.applied.width, c.applied.height
        ));
    }
    for a in &f.actions {
        line.push_str(&format!(" during:{a}"));
    }
    line
}

/// The summary of a sequence a model reads.
pub(crate) fn summary(meta: &SequenceMeta, device: &Device) -> String {
    let mut text = format!(
        "sequence {} ({}) of {} on device {} ({}): {} frames ({} changed) in {:.0} ms",
        meta.sequence_id,
        meta.origin,
        target_name(meta.target, meta.window_title.as_deref()),
        device.id,
        device.name,
        meta.frame_count,
        meta.distinct_frames,
        meta.elapsed_ms,
    );
    match meta.actual_fps {
        Some(fps) => text.push_str(&format!(", actual_fps {fps:.2}")),
        None => text.push_str(", actual_fps none (fewer than two frames)"),
    }
    if let Some(i) = meta.interval_ms {
        text.push_str(&format!(
            ", interval min/mean/max {:.1}/{:.1}/{:.1} ms",
            i.min, i.mean, i.max
        ));
    }
    if meta.running {
        text.push_str("; running");
    } else {
        let reason = meta.stop_reason.map(|r| r.as_str()).unwrap_or("unknown");
        text.push_str(&format!("; stop_reason {reason}"));
        if let Some(d) = &meta.stop_detail {
            text.push_str(&format!(" ({d})"));
        }
        if !matches!(
            meta.stop_reason,
            Some(proto::SequenceStop::Completed | proto::SequenceStop::FrameLimit)
        ) {
            text.push_str(" - a partial capture, not a full success");
        }
    }
    text.push_str(&format!(
        "; skipped_slots {:?}; pending_slots {}; {} KiB stored",
        meta.skipped_slots,
        meta.pending_slots,
        meta.stored_bytes.div_ceil(1024)
    ));
    if !meta.evicted.is_empty() {
        text.push_str(&format!(
            "; evicted from this device's store lately: {}",
            meta.evicted.join(", ")
        ));
    }
    text
}

async fn capture(
    ctx: &mut CallCtx<'_>,
    device_id: &str,
    settings: CaptureSettings,
) -> Result<Done, ToolError> {
    let (device, conn) = sequence_device(ctx, device_id, Some(settings.target)).await?;
    let sequence = SequenceRef {
        id: relay_core::sequences::new_id(),
        owner: ctx.key.id.clone(),
    };
    relay_core::sequences::note_owner(ctx.state.db(), &ctx.key.id, &device.id).await?;
    let timeout = Duration::from_millis(settings.timeout_ms.into()) + ANSWER_MARGIN;
    let request = conn.call(
        SequenceCaptureRequest {
            sequence: sequence.clone(),
            settings,
        },
        timeout,
    );
    tokio::pin!(request);
    let answer = tokio::select! {
        answer = &mut request => answer,
        () = ctx.cancel.cancelled() => {
            // The caller hung up: stop the capture (its frames so far stay readable by id,
            // which only the audit now knows) and let the device answer it.
            tracing::info!(sequence = %sequence.id, "capture abandoned by its caller; cancelling it");
            // Any answer means the device heard it.
            let told = matches!(
                conn.call(SequenceCancel(sequence.clone()), READ_TIMEOUT).await,
                Ok(_) | Err(HubError::Unexpected)
            );
            let frames = match tokio::time::timeout(READ_TIMEOUT, &mut request).await {
                Ok(Ok(meta)) => Some(meta.frame_count),
                _ => None,
            };
            return Err(ToolError::error(format!(
                "cancelled: the caller hung up; sequence {} stopped{} (device told: {told})",
                sequence.id,
                frames.map_or(String::new(), |n| format!(" after {n} frames")),
            )));
        }
    };
    let meta = answer.map_err(agent_error)?;
    if meta.sequence_id != sequence.id {
        return Err(HubError::Unexpected.into());
    }
    let mut text = summary(&meta, &device);
    text.push_str(&format!(
        ".\nNo image is returned by capture. Read frames with screen_sequence action \"frames\", sequence_id \"{}\", select all|first|last|endpoints|changed|{{indexes}}|{{from,to}} (at most {} a call), optionally as \"sheet\", \"max\" or \"min\". Observe again (screenshot) before input: these frames are the past.\nframes:",
        meta.sequence_id,
        proto::MAX_SELECTED
    ));
    for f in &meta.frames {
        text.push('\n');
        text.push_str(&frame_line(f));
    }
    Ok(Done {
        content: vec![ContentBlock::text(text)],
        detail: json!({
            "sequence_id": meta.sequence_id, "target": meta.target, "frames": meta.frame_count,
            "stop_reason": meta.stop_reason, "actual_fps": meta.actual_fps,
            "elapsed_ms": meta.elapsed_ms, "stored_bytes": meta.stored_bytes,
        }),
        structured: Some(structured(&meta)?),
    })
}

/// Image content blocks for `parts` of `payload`; errors when the device's answer does not
/// cover them. The list comes from the device, so it is bounded before anything is made of
/// it: at most [`proto::MAX_SELECTED`] parts, each non-empty, in payload order and without
/// overlap, so the images together never exceed the payload (itself bounded).
pub(crate) fn image_blocks(
    parts: &[ImagePart],
    payload: &[u8],
) -> Result<Vec<ContentBlock>, ToolError> {
    let malformed = || ToolError::error("the device returned a malformed image list");
    if parts.len() > proto::MAX_SELECTED {
        return Err(malformed());
    }
    let mut next = 0usize;
    let mut ranges = Vec::with_capacity(parts.len());
    for p in parts {
        let start = usize::try_from(p.offset).map_err(|_| malformed())?;
        let length = usize::try_from(p.length).map_err(|_| malformed())?;
        let end = start.checked_add(length).ok_or_else(malformed)?;
        if start < next || length == 0 || end > payload.len() {
            return Err(malformed());
        }
        next = end;
        ranges.push((start, end, p.format));
    }
    Ok(ranges
        .into_iter()
        .map(|(s, e, format)| {
            ContentBlock::image(
                base64::engine::general_purpose::STANDARD.encode(&payload[s..e]),
                format.mime(),
            )
        })
        .collect())
}

/// The text listing a sheet's tiles.
pub(crate) fn tiles_text(tiles: &[SheetTile]) -> String {
    tiles
        .iter()
        .map(|t| {
            let mut line = format!(
                "row {} column {}: frame #{} at {:.2}s",
                t.row,
                t.column,
                t.frame,
                t.timestamp_ms / 1000.0
            );
            if let Some(a) = &t.action {
                line.push_str(&format!(" (during {a})"));
            }
            line
        })
        .collect::<Vec<_>>()
        .join("\n")
}

async fn frames(
    ctx: &mut CallCtx<'_>,
    device_id: &str,
    sequence_id: String,
    settings: FramesSettings,
) -> Result<Done, ToolError> {
    let (device, conn) = sequence_device(ctx, device_id, None).await?;
    let compose = settings.compose;
    let (result, payload) = conn
        .call_with_payload(
            SequenceFramesRequest {
                sequence: SequenceRef {
                    id: sequence_id,
                    owner: ctx.key.id.clone(),
                },
                settings,
            },
            READ_TIMEOUT,
        )
        .await
        .map_err(agent_error)?;
    let FramesResult {
        meta,
        selected,
        images,
        tiles,
        region,
        capped,
    } = result;
    let blocks = image_blocks(&images, &payload)?;
    let mut content = vec![ContentBlock::text(summary(&meta, &device))];
    match compose {
        Composition::Frames => {
            for (f, block) in selected.iter().zip(blocks) {
                content.push(ContentBlock::text(frame_line(f)));
                content.push(block);
            }
        }
        Composition::Sheet => {
            content.extend(blocks);
            content.push(ContentBlock::text(format!(
                "contact sheet of {} frames, {}x{}:\n{}",
                selected.len(),
                images.first().map_or(0, |i| i.width),
                images.first().map_or(0, |i| i.height),
                tiles_text(&tiles)
            )));
        }
        Composition::Max | Composition::Min => {
            content.extend(blocks);
            content.push(ContentBlock::text(format!(
                "per-pixel {} of frames {:?}",
                if compose == Composition::Max {
                    "maximum"
                } else {
                    "minimum"
                },
                selected.iter().map(|f| f.index).collect::<Vec<_>>()
            )));
        }
    }
    if let Some(r) = region {
        content.push(ContentBlock::text(format!(
            "region requested {},{} {}x{}, applied {},{} {}x{}",
            r.requested.x,
            r.requested.y,
            r.requested.width,
            r.requested.height,
            r.applied.x,
            r.applied.y,
            r.applied.width,
            r.applied.height
        )));
    }
    if let Some(cap) = &capped {
        content.push(ContentBlock::text(cap.note()));
    }
    content.push(ContentBlock::text(
        "These images are read-only and grant no input; observe again before input.",
    ));
    Ok(Done {
        content,
        detail: json!({
            "sequence_id": meta.sequence_id, "as": compose,
            "frames": selected.iter().map(|f| f.index).collect::<Vec<_>>(),
            "images": images.len(), "bytes": payload.len(),
        }),
        structured: Some(structured(&FramesAnswer {
            meta: &meta,
            selected: &selected,
            images: &images,
            tiles: &tiles,
            region,
            capped: capped.as_ref(),
        })?),
    })
}
