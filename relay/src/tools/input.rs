//! `input`: one pointer or keyboard action, with coordinates mapped from the caller's last
//! screenshot of the device to device pixels. While a human holds live control of the
//! device, it soft-fails instead (see [`super::live_channel::input_paused`]), as it does
//! while another key holds the device's lease ([`super::device_lease::guard`]).

use std::time::Duration;

use proto::{InputArgs, InputRequest, InputSpec, Point};
use rmcp::model::{ContentBlock, JsonObject};
use serde_json::json;

use super::{CallCtx, Done, ToolError, parse_args};
use relay_core::hub::Viewport;

/// Typing 4096 characters at a human-ish pace takes a while.
const TIMEOUT: Duration = Duration::from_secs(60);

/// Map a point of the screenshot to the device; `field` names the x field for errors.
fn map(
    view: Option<Viewport>,
    p: Point,
    fx: &'static str,
    fy: &'static str,
) -> Result<(i32, i32), ToolError> {
    let Some(v) = view else {
        // No screenshot yet: the caller speaks device pixels.
        return Ok((p.x as i32, p.y as i32));
    };
    if p.x >= i64::from(v.image_width) {
        return Err(ToolError::error(format!(
            "invalid argument {fx}: {} is outside your last screenshot (0..{})",
            p.x, v.image_width
        )));
    }
    if p.y >= i64::from(v.image_height) {
        return Err(ToolError::error(format!(
            "invalid argument {fy}: {} is outside your last screenshot (0..{})",
            p.y, v.image_height
        )));
    }
    // Plain proportional scaling (x * W / w, rounded): what a model computes itself when it
    // reasons about the image, so both agree on where a click lands.
    let scale = |c: i64, img: u32, src: u32| -> i64 {
        let v = (c as f64 * f64::from(src) / f64::from(img)).round() as i64;
        v.clamp(0, i64::from(src) - 1)
    };
    let x = i64::from(v.source.x) + scale(p.x, v.image_width, v.source.width);
    let y = i64::from(v.source.y) + scale(p.y, v.image_height, v.source.height);
    Ok((x as i32, y as i32))
}

/// Run the tool.
pub(crate) async fn run(
    ctx: &mut CallCtx<'_>,
    args: Option<JsonObject>,
) -> Result<Done, ToolError> {
    let args: InputArgs = parse_args(args)?;
    ctx.device_id = Some(args.device_id.chars().take(64).collect());
    ctx.action = Some(proto::kind_name(args.action).to_string());
    let (device_id, spec) = args.validate()?;
    let device = ctx.device(&device_id).await?;
    // A human driving the device live wins: nothing is sent while the session lasts.
    if let Some(reason) = super::live_channel::input_paused(ctx, &device.id).await? {
        return Err(ToolError::soft_fail(reason));
    }
    // So does another key holding the device's lease.
    super::device_lease::guard(ctx, &device, "input").await?;
    let conn = ctx.online(&device).await?;
    if !conn.has(proto::Capability::Input) {
        let what = format!("device {} does not accept input", device.id);
        return Err(super::lacking(
            &conn,
            proto::Capability::Input,
            &what,
            what.clone(),
        ));
    }
    let view = crate::tools::viewports::recall(ctx.state, &ctx.key.id, &device.id).await?;
    let request = match &spec {
        InputSpec::Click(p, button) => {
            let (x, y) = map(view, *p, "x", "y")?;
            InputRequest::Click {
                x,
                y,
                button: *button,
            }
        }
        InputSpec::DoubleClick(p, button) => {
            let (x, y) = map(view, *p, "x", "y")?;
            InputRequest::DoubleClick {
                x,
                y,
                button: *button,
            }
        }
        InputSpec::Move(p) => {
            let (x, y) = map(view, *p, "x", "y")?;
            InputRequest::Move { x, y }
        }
        InputSpec::Drag(from, to, button) => {
            let (x, y) = map(view, *from, "x", "y")?;
            let (to_x, to_y) = map(view, *to, "to_x", "to_y")?;
            InputRequest::Drag {
                x,
                y,
                to_x,
                to_y,
                button: *button,
            }
        }
        InputSpec::Scroll(p, dx, dy) => {
            let (x, y) = map(view, *p, "x", "y")?;
            InputRequest::Scroll {
                x,
                y,
                dx: *dx,
                dy: *dy,
            }
        }
        InputSpec::Type(text) => InputRequest::Type { text: text.clone() },
        InputSpec::Key(chords) => InputRequest::Key {
            chords: chords.clone(),
        },
    };
    let summary = conn
        .call_by(request.clone(), Some(&ctx.key.id), TIMEOUT)
        .await?;
    let mapped = match (&spec, view) {
        (InputSpec::Type(_) | InputSpec::Key(_), _) => String::new(),
        (_, Some(_)) => {
            " (coordinates mapped from your last screenshot to device pixels)".to_string()
        }
        (_, None) => " (no screenshot yet, so coordinates were taken as device pixels)".to_string(),
    };
    // The audit keeps the action and where it landed, never the typed text.
    let detail = match &request {
        InputRequest::Type { text } => json!({"chars": text.chars().count()}),
        InputRequest::Key { chords } => json!({"chords": chords.len()}),
        other => json!({"device_input": other}),
    };
    Ok(Done {
        content: vec![ContentBlock::text(format!("{summary}{mapped}"))],
        structured: None,
        detail,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use proto::Rect;

    #[test]
    fn maps_screenshot_pixels_to_device_pixels() {
        let v = Viewport {
            source: Rect {
                x: 100,
                y: 50,
                width: 1920,
                height: 1080,
            },
            image_width: 960,
            image_height: 540,
        };
        assert_eq!(
            map(Some(v), Point { x: 0, y: 0 }, "x", "y").unwrap(),
            (100, 50)
        );
        assert_eq!(
            map(Some(v), Point { x: 480, y: 270 }, "x", "y").unwrap(),
            (100 + 960, 50 + 540)
        );
        assert_eq!(
            map(Some(v), Point { x: 959, y: 539 }, "x", "y").unwrap(),
            (100 + 1918, 50 + 1078)
        );
        assert!(
            map(Some(v), Point { x: 960, y: 0 }, "x", "y")
                .unwrap_err()
                .message
                .contains("x: 960")
        );
        assert_eq!(map(None, Point { x: 7, y: 9 }, "x", "y").unwrap(), (7, 9));
    }
}
