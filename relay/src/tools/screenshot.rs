//! `screenshot`: one still of a display or a window, as MCP image content.

use std::time::Duration;

use base64::Engine as _;
use proto::{ImageFormat, ScreenshotArgs, ScreenshotRequest, Target};
use rmcp::model::{ContentBlock, JsonObject};
use serde_json::json;

use super::{CallCtx, Done, ToolError, parse_args};
use relay_core::hub::{HubError, Viewport};

/// How long a device gets to capture and encode.
const TIMEOUT: Duration = Duration::from_secs(20);

/// Run the tool.
pub(crate) async fn run(
    ctx: &mut CallCtx<'_>,
    args: Option<JsonObject>,
) -> Result<Done, ToolError> {
    let args: ScreenshotArgs = parse_args(args)?;
    ctx.device_id = Some(args.device_id.chars().take(64).collect());
    let spec = args.validate()?;
    let device = ctx.device(&spec.device_id).await?;
    let conn = ctx.online(&device).await?;
    super::check_window_target(&conn, &device.id, &spec.target)?;
    ctx.action = Some(match spec.target {
        Target::Display { .. } => "display".into(),
        Target::Window { .. } => "window".into(),
    });
    let request = ScreenshotRequest {
        target: spec.target,
        max_long_edge: spec.max_long_edge,
        format: spec.format,
        quality: spec.quality,
    };
    let (shot, payload) = conn
        .call_with_payload(request, TIMEOUT)
        .await
        .map_err(|e| match e {
            HubError::Agent(a) if a.code == proto::AgentErrorCode::TargetNotFound => {
                ToolError::error(format!(
                    "{}: {a}",
                    if matches!(spec.target, Target::Window { .. }) {
                        "window_id"
                    } else {
                        "display"
                    }
                ))
            }
            other => other.into(),
        })?;
    if payload.is_empty() || shot.width == 0 || shot.height == 0 {
        return Err(ToolError::error("the device returned an empty image"));
    }
    let view = Viewport {
        source: shot.source,
        image_width: shot.width,
        image_height: shot.height,
    };
    crate::tools::viewports::remember(ctx.state, &ctx.key.id, &device.id, view).await?;
    let format = match shot.format {
        ImageFormat::Png => "png",
        ImageFormat::Jpeg => "jpeg",
    };
    let what = match (spec.target, &shot.window_title) {
        (Target::Window { window }, Some(title)) => format!("window {window} {title:?}"),
        (Target::Window { window }, None) => format!("window {window}"),
        (Target::Display { display }, _) => format!("display {display}"),
    };
    let s = shot.source;
    let line = format!(
        "{}x{} {format}, {} KiB: {what} ({}x{} at {},{}) of device {} ({}); coordinates for input are in this image's pixels",
        shot.width,
        shot.height,
        payload.len().div_ceil(1024),
        s.width,
        s.height,
        s.x,
        s.y,
        device.id,
        device.name,
    );
    let data = base64::engine::general_purpose::STANDARD.encode(&payload);
    Ok(Done {
        content: vec![
            ContentBlock::image(data, shot.format.mime()),
            ContentBlock::text(line),
        ],
        structured: None,
        detail: json!({
            "width": shot.width, "height": shot.height, "format": format, "bytes": payload.len(),
            "source": shot.source, "capture_ms": shot.capture_ms, "encode_ms": shot.encode_ms,
        }),
    })
}
