//! `get_screenshots`: the frames of a recent time range from a device's screen memory (the
//! last ten minutes of its displays, kept on the device only while its owner turned it on).
//!
//! The memory and its pictures stay on the device: the relay clamps the range to what the
//! memory can hold (a range wholly older is answered without asking the device), asks for at
//! most [`MAX_RETURNED_FRAMES`] and passes the WebP pictures on as image content, never
//! storing them. The device is not trusted with what it answers: its frame count, every
//! picture's size and header, the sum of the sizes against the payload, the labels' lengths
//! and the pictures' edges are checked before any of it is used, and an answer breaking one
//! of them is refused whole ([`check`]); a frame dated outside the range asked is dropped.
//!
//! For the model each frame is a text block of one line, `{at} · {app} — {title}`, then its
//! picture, or a text block `picture not sent: {why}` when the device left it out (over a
//! size cap); an empty app reads `unknown` and an empty title `untitled` (the structured
//! result keeps the device's empty strings). These texts and the structured answer are
//! `proto::screen_memory`'s, shared with the device's own loopback endpoint, so a model reads
//! the same words on both. The audit holds the range, the filter's length (not its text:
//! a filter is by design a piece of a window title), the frames returned and their bytes;
//! never a picture, a title or an app.

use std::time::Duration;

use base64::Engine as _;
use proto::screen_memory::{
    RangeText, ScreenshotsAnswer as Answer, ScreenshotsFrame as FrameView, clean, frame_line,
    nothing_text, older_than_memory_text, summary_text,
};
use proto::{
    Capability, GetScreenshotsArgs, GetScreenshotsSpec, MAX_IMAGE_BYTES, MAX_LABEL_BYTES,
    MAX_RETURNED_FRAMES, MAX_STORED_EDGE, MAX_TOTAL_BYTES, MemoryFrame, MemoryFrames,
    MemoryReadRequest, MemoryState, RETENTION_MS, format_ms,
};
use rmcp::model::{ContentBlock, JsonObject};
use serde::Serialize;

use super::{CallCtx, Done, ToolError, parse_args, structured};
use relay_core::access::devices::Device;
use relay_core::hub::HubError;

/// How long a device gets to pick and read its frames.
const TIMEOUT: Duration = Duration::from_secs(15);
/// What the audit records of a call: the range, the filter's length, what came back.
#[derive(Debug, Serialize)]
struct Audited {
    /// Start of the range read.
    from: String,
    /// End of the range read.
    to: String,
    /// The start asked, when the memory's ten minutes cut it.
    #[serde(skip_serializing_if = "Option::is_none")]
    asked_from: Option<String>,
    /// Characters of the filter; `null` without one (its text is not recorded).
    filter_chars: Option<usize>,
    /// `frames`, `none_matched` or `older_than_memory`.
    result: &'static str,
    /// Frames that matched on the device.
    matched: u32,
    /// Frames returned with their picture.
    images: usize,
    /// Frames returned without their picture.
    omitted: usize,
    /// Frames the device dated outside the range, dropped.
    dropped: usize,
    /// Bytes of the pictures returned.
    bytes: usize,
}

/// A frame that passed the checks, with its picture when it was sent.
struct Checked<'a> {
    frame: MemoryFrame,
    picture: Option<&'a [u8]>,
}

/// The frames of an answer that passed the checks, oldest first, and how many were dropped
/// for being outside the range.
struct CheckedFrames<'a> {
    frames: Vec<Checked<'a>>,
    dropped: usize,
}

/// The relay's clock in Unix milliseconds.
fn now_ms() -> i64 {
    i64::try_from(relay_core::store::time::now().unix_timestamp_nanos() / 1_000_000).unwrap_or(0)
}

/// Run the tool.
pub(crate) async fn run(
    ctx: &mut CallCtx<'_>,
    args: Option<JsonObject>,
) -> Result<Done, ToolError> {
    let args: GetScreenshotsArgs = parse_args(args)?;
    ctx.device_id = Some(args.device_id.chars().take(64).collect());
    let now = now_ms();
    let spec = args.validate(now)?;
    let device = ctx.device(&spec.device_id).await?;
    let conn = ctx.online(&device).await?;
    if !conn.has(Capability::ScreenMemory) {
        return Err(super::lacking(
            &conn,
            Capability::ScreenMemory,
            &format!(
                "device {} ({}) keeps no screen memory",
                device.id, device.name
            ),
            format!(
                "device {} ({}) keeps no screen memory: its owner did not start its agent with --screen-memory (the relay cannot turn it on)",
                device.id, device.name
            ),
        ));
    }
    let oldest_kept = now - RETENTION_MS;
    let filter_chars = spec.filter.as_ref().map(|f| f.chars().count());
    if spec.to_ms < oldest_kept {
        return older_than_memory(
            &spec,
            &device,
            conn.memory_state(),
            oldest_kept,
            filter_chars,
        );
    }
    let from_ms = spec.from_ms.max(oldest_kept);
    let request = MemoryReadRequest {
        from_ms,
        to_ms: spec.to_ms,
        filter: spec.filter.clone(),
        max_frames: MAX_RETURNED_FRAMES,
    };
    let (answer, payload) =
        conn.call_with_payload(request, TIMEOUT)
            .await
            .map_err(|e| match e {
                HubError::Agent(a) => {
                    ToolError::error(format!("device {}: {}", device.id, a.message))
                }
                other => other.into(),
            })?;
    let MemoryFrames {
        state,
        matched,
        oldest_ms,
        frames,
    } = answer;
    let checked = check(frames, &payload, from_ms, spec.to_ms).map_err(|why| {
        tracing::warn!(device = %device.id, %why, "a malformed screen memory answer, refused");
        ToolError::error(format!("the device sent a malformed answer: {why}"))
    })?;
    let matched = matched.max(u32::try_from(checked.frames.len()).unwrap_or(u32::MAX));
    let range = RangeText {
        from_ms,
        to_ms: spec.to_ms,
        asked_from_ms: (spec.from_ms < from_ms).then_some(spec.from_ms),
        filter: spec.filter.as_deref(),
        dropped: checked.dropped,
    };
    let mut content = Vec::with_capacity(1 + 2 * checked.frames.len());
    let mut views = Vec::with_capacity(checked.frames.len());
    let (mut images, mut omitted, mut bytes) = (0, 0, 0);
    if checked.frames.is_empty() {
        content.push(ContentBlock::text(nothing_text(
            &range,
            &whose(&device),
            &state,
            oldest_ms,
        )));
    } else {
        content.push(ContentBlock::text(summary_text(
            &range,
            &whose(&device),
            &state,
            matched,
            checked.frames.len(),
        )));
    }
    for Checked { frame, picture } in checked.frames {
        let line = frame_line(&frame);
        match (picture, &frame.omitted) {
            (Some(picture), _) => {
                images += 1;
                bytes += picture.len();
                content.push(ContentBlock::text(line));
                content.push(ContentBlock::image(
                    base64::engine::general_purpose::STANDARD.encode(picture),
                    "image/webp",
                ));
            }
            (None, reason) => {
                omitted += 1;
                // The line stays a block of its own, exactly as for a picture sent.
                content.push(ContentBlock::text(line));
                content.push(ContentBlock::text(format!(
                    "picture not sent: {}",
                    clean(reason.as_deref().unwrap_or("no reason given"))
                )));
            }
        }
        views.push(FrameView::from(frame));
    }
    let answer = Answer {
        from: format_ms(from_ms),
        to: format_ms(spec.to_ms),
        matched,
        state,
        frames: views,
        note: None,
    };
    let audited = Audited {
        from: answer.from.clone(),
        to: answer.to.clone(),
        asked_from: range.asked_from_ms.map(format_ms),
        filter_chars,
        result: if images + omitted == 0 {
            "none_matched"
        } else {
            "frames"
        },
        matched,
        images,
        omitted,
        dropped: checked.dropped,
        bytes,
    };
    Ok(Done {
        content,
        structured: Some(structured(&answer)?),
        detail: structured(&audited)?,
    })
}

/// The answer to a range that ended before the oldest moment the memory can hold: nothing
/// exists there, so the device is not asked.
fn older_than_memory(
    spec: &GetScreenshotsSpec,
    device: &Device,
    state: MemoryState,
    oldest_kept: i64,
    filter_chars: Option<usize>,
) -> Result<Done, ToolError> {
    let (from, to) = (format_ms(spec.from_ms), format_ms(spec.to_ms));
    let text = older_than_memory_text(spec.from_ms, spec.to_ms, &whose(device), oldest_kept);
    let answer = Answer {
        from: from.clone(),
        to: to.clone(),
        matched: 0,
        state,
        frames: Vec::new(),
        note: Some("older_than_memory"),
    };
    let audited = Audited {
        from,
        to,
        asked_from: None,
        filter_chars,
        result: "older_than_memory",
        matched: 0,
        images: 0,
        omitted: 0,
        dropped: 0,
        bytes: 0,
    };
    Ok(Done {
        content: vec![ContentBlock::text(text)],
        structured: Some(structured(&answer)?),
        detail: structured(&audited)?,
    })
}

/// The device as the texts name it: `device {id} ({name})`.
fn whose(device: &Device) -> String {
    format!("device {} ({})", device.id, device.name)
}

/// Check a device's answer against every bound before any of it is used; the reason names
/// the frame, the field and the bound (never a label's text, since the reason is audited).
/// Frames dated outside `from_ms..=to_ms` are dropped, the rest sorted oldest first.
fn check(
    frames: Vec<MemoryFrame>,
    payload: &[u8],
    from_ms: i64,
    to_ms: i64,
) -> Result<CheckedFrames<'_>, String> {
    if frames.len() > MAX_RETURNED_FRAMES as usize {
        return Err(format!(
            "frames: {} frames, at most {MAX_RETURNED_FRAMES} were asked for",
            frames.len()
        ));
    }
    let mut total: u64 = 0;
    for (i, f) in frames.iter().enumerate() {
        for (field, text) in [
            ("app", f.app.as_str()),
            ("title", f.title.as_str()),
            ("omitted", f.omitted.as_deref().unwrap_or("")),
        ] {
            if text.len() > MAX_LABEL_BYTES {
                return Err(format!(
                    "frames[{i}].{field}: {} bytes, at most {MAX_LABEL_BYTES}",
                    text.len()
                ));
            }
        }
        if f.width > MAX_STORED_EDGE || f.height > MAX_STORED_EDGE {
            return Err(format!(
                "frames[{i}]: {}x{}, each edge at most {MAX_STORED_EDGE}",
                f.width, f.height
            ));
        }
        if f.bytes > MAX_IMAGE_BYTES {
            return Err(format!(
                "frames[{i}].bytes: {}, at most {MAX_IMAGE_BYTES}",
                f.bytes
            ));
        }
        match (f.bytes, &f.omitted) {
            (0, None) => {
                return Err(format!(
                    "frames[{i}]: no picture (bytes 0) and no reason omitted"
                ));
            }
            (1.., Some(_)) => {
                return Err(format!(
                    "frames[{i}]: a picture of {} bytes that is also omitted",
                    f.bytes
                ));
            }
            _ => {}
        }
        total += u64::from(f.bytes);
    }
    if total > u64::from(MAX_TOTAL_BYTES) {
        return Err(format!(
            "frames: pictures of {total} bytes in all, at most {MAX_TOTAL_BYTES}"
        ));
    }
    if total != payload.len() as u64 {
        return Err(format!(
            "frames: pictures of {total} bytes in all, but a payload of {} bytes",
            payload.len()
        ));
    }
    let mut offset = 0usize;
    let mut kept = Vec::with_capacity(frames.len());
    let mut dropped = 0;
    for (i, frame) in frames.into_iter().enumerate() {
        // Bounded above: the sizes sum to the payload's length.
        let end = offset + frame.bytes as usize;
        let picture = (frame.bytes > 0).then(|| &payload[offset..end]);
        offset = end;
        if let Some(p) = picture
            && !is_webp(p)
        {
            return Err(format!("frames[{i}]: the picture is not a WebP"));
        }
        if frame.at_ms < from_ms || frame.at_ms > to_ms {
            // A frame of another time is not what was asked; showing it would mislead.
            tracing::warn!(
                at_ms = frame.at_ms,
                from_ms,
                to_ms,
                "a screen memory frame outside the range asked, dropped"
            );
            dropped += 1;
            continue;
        }
        kept.push(Checked { frame, picture });
    }
    kept.sort_by_key(|c| c.frame.at_ms);
    Ok(CheckedFrames {
        frames: kept,
        dropped,
    })
}

/// Whether `picture` starts as a WebP file does: a RIFF header of form `WEBP` and a first
/// chunk of a WebP picture (lossy, lossless or extended).
fn is_webp(picture: &[u8]) -> bool {
    picture.len() >= 20
        && &picture[0..4] == b"RIFF"
        && &picture[8..12] == b"WEBP"
        && matches!(&picture[12..16], b"VP8 " | b"VP8L" | b"VP8X")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The smallest lossless WebP (1x1).
    const WEBP: &[u8] = &[
        0x52, 0x49, 0x46, 0x46, 0x1a, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x4c,
        0x0d, 0, 0, 0, 0x2f, 0, 0, 0, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07, 0,
    ];

    fn frame(at_ms: i64, bytes: usize) -> MemoryFrame {
        MemoryFrame {
            at_ms,
            display: 0,
            app: "firefox".into(),
            title: "Docs".into(),
            width: 1,
            height: 1,
            bytes: bytes as u32,
            omitted: None,
        }
    }

    #[test]
    fn an_honest_answer_passes_sorted_and_out_of_range_frames_drop() {
        let payload = [WEBP, WEBP, WEBP].concat();
        let frames = vec![
            frame(2_000, WEBP.len()),
            frame(1_000, WEBP.len()),
            frame(9_000, WEBP.len()),
            MemoryFrame {
                omitted: Some("over 1 MiB".into()),
                ..frame(1_500, 0)
            },
        ];
        let checked = check(frames, &payload, 1_000, 2_000).unwrap();
        assert_eq!(checked.dropped, 1);
        let at: Vec<_> = checked.frames.iter().map(|c| c.frame.at_ms).collect();
        assert_eq!(at, [1_000, 1_500, 2_000]);
        assert!(checked.frames[1].picture.is_none());
        assert_eq!(checked.frames[2].picture, Some(WEBP));
    }

    #[test]
    fn every_bound_of_an_answer_is_checked_and_named() {
        let one = |f: MemoryFrame, payload: &[u8]| {
            check(vec![f], payload, 0, 10_000).err().unwrap_or_default()
        };
        let good = frame(5, WEBP.len());
        assert!(one(good.clone(), WEBP).is_empty());
        let long = "t".repeat(MAX_LABEL_BYTES + 1);
        let e = one(
            MemoryFrame {
                title: long.clone(),
                ..good.clone()
            },
            WEBP,
        );
        assert!(e.starts_with("frames[0].title: 1025 bytes"), "{e}");
        assert!(!e.contains("ttt"), "the reason never quotes a label: {e}");
        let e = one(
            MemoryFrame {
                app: long,
                ..good.clone()
            },
            WEBP,
        );
        assert!(e.starts_with("frames[0].app"), "{e}");
        let e = one(
            MemoryFrame {
                width: MAX_STORED_EDGE + 1,
                ..good.clone()
            },
            WEBP,
        );
        assert!(e.contains("at most 1568"), "{e}");
        let e = one(good.clone(), &WEBP[1..]);
        assert!(e.contains("payload of 33 bytes"), "{e}");
        let e = one(frame(5, WEBP.len()), &[b"RIFX", &WEBP[4..]].concat());
        assert!(e.contains("not a WebP"), "{e}");
        let e = one(frame(5, 0), &[]);
        assert!(e.contains("no reason omitted"), "{e}");
        let e = one(
            MemoryFrame {
                omitted: Some("x".into()),
                ..good.clone()
            },
            WEBP,
        );
        assert!(e.contains("also omitted"), "{e}");
        let big = MAX_IMAGE_BYTES as usize + 1;
        let e = one(frame(5, big), &vec![0; big]);
        assert!(e.starts_with("frames[0].bytes: 1048577"), "{e}");
        let five = vec![good; 5];
        let e = check(five, &[WEBP; 5].concat(), 0, 10_000)
            .err()
            .unwrap_or_default();
        assert!(e.contains("5 frames, at most 4"), "{e}");
    }

    #[test]
    fn a_frame_line_names_unknowns_and_cannot_forge_lines() {
        let f = MemoryFrame {
            app: String::new(),
            title: "a\nb".into(),
            ..frame(1_796_000_000_250, 1)
        };
        assert_eq!(frame_line(&f), "2026-11-30T00:53:20.250Z · unknown — a b");
        let f = MemoryFrame {
            title: String::new(),
            ..frame(0, 1)
        };
        assert_eq!(
            frame_line(&f),
            "1970-01-01T00:00:00.000Z · firefox — untitled"
        );
    }

    #[test]
    fn the_answer_shows_the_state_flat() {
        let answer = Answer {
            from: "a".into(),
            to: "b".into(),
            matched: 0,
            state: MemoryState::paused(proto::PauseReason::DenylistedWindow),
            frames: Vec::new(),
            note: None,
        };
        assert_eq!(
            serde_json::to_value(&answer).unwrap(),
            serde_json::json!({"from": "a", "to": "b", "matched": 0, "state": "paused",
                "reason": "denylisted_window", "frames": []})
        );
    }

    #[test]
    fn the_description_states_the_caps() {
        let d = super::super::find("get_screenshots").unwrap().description;
        for fact in [
            format!("up to {MAX_RETURNED_FRAMES} frames"),
            format!("{} MiB", MAX_IMAGE_BYTES / (1024 * 1024)),
            format!("{} MiB", MAX_TOTAL_BYTES / (1024 * 1024)),
            format!("{} minutes", RETENTION_MS / 60_000),
            format!("last {} s", proto::DEFAULT_RANGE_MS / 1000),
            format!("{MAX_STORED_EDGE} px"),
        ] {
            assert!(d.contains(&fact), "{fact}: {d}");
        }
    }
}
