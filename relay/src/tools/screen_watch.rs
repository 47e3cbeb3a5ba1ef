//! `screen_watch`: a background capture of a device while the agent acts through `input`,
//! which notes each action's span in the watch; `stop` returns the receipt (contact sheet,
//! actions with their frames, the frames that changed most, and the files).

use std::time::Duration;

use proto::{
    ScreenWatchArgs, SequenceMeta, SequenceRef, WatchReceipt, WatchSpec, WatchStartRequest,
    WatchStopRequest,
};
use rmcp::model::{ContentBlock, JsonObject};
use serde::Serialize;
use serde_json::json;

use super::screen_sequence::{agent_error, image_blocks, sequence_device, summary, tiles_text};
use super::views::{WatchFileState, WatchFileView};
use super::{CallCtx, Done, ToolError, parse_args, structured};
use crate::state::AppState;
use relay_core::audit::{Kind, NewEvent};
use relay_core::hub::{HubError, WatchStatus};

/// The structured answer to status: the watch's metadata and its files.
#[derive(Debug, Serialize)]
struct StatusAnswer<'a> {
    watch: &'a SequenceMeta,
    files: &'a [WatchFileView],
}

/// How long a device gets to take a watch's first frame.
const START_TIMEOUT: Duration = Duration::from_secs(20);
/// How long a device gets to report a watch.
const STATUS_TIMEOUT: Duration = Duration::from_secs(10);
/// How long a device gets to stop a watch and build its receipt (up to 3000 frames).
const STOP_TIMEOUT: Duration = Duration::from_secs(120);
/// How often the relay asks a running watch whether it has ended.
const FOLLOW_EVERY: Duration = Duration::from_secs(2);
/// How long past its timeout a watch is followed while its device is offline.
const FOLLOW_GRACE: Duration = Duration::from_secs(60);

/// Follow a watch until it ends (stopped, or by itself: timeout, limits, its window gone,
/// its key revoked) and audit its outcome once, as `watch_ended`: a watch that stops itself
/// while nobody asks would otherwise leave no trace of how it ended.
fn follow(
    state: AppState,
    device_id: String,
    key_id: String,
    sequence: SequenceRef,
    timeout_ms: u32,
) {
    tokio::spawn(async move {
        let give_up =
            tokio::time::Instant::now() + Duration::from_millis(timeout_ms.into()) + FOLLOW_GRACE;
        let detail = loop {
            tokio::select! {
                () = tokio::time::sleep(FOLLOW_EVERY) => {}
                () = state.shutdown().cancelled() => return,
            }
            let Ok(Some(conn)) = crate::reach::find(&state, &device_id, None).await else {
                if tokio::time::Instant::now() >= give_up {
                    break json!({"sequence_id": sequence.id,
                        "stop_reason": null, "error": "the device stayed offline; the outcome is unknown"});
                }
                continue;
            };
            match conn
                .call(WatchStatus(sequence.clone()), STATUS_TIMEOUT)
                .await
            {
                Ok(meta) if meta.running => {}
                Ok(meta) => {
                    break json!({"sequence_id": meta.sequence_id, "stop_reason": meta.stop_reason,
                        "stop_detail": meta.stop_detail, "frames": meta.frame_count,
                        "distinct": meta.distinct_frames, "elapsed_ms": meta.elapsed_ms,
                        "actual_fps": meta.actual_fps, "actions": meta.actions.len()});
                }
                Err(HubError::Unexpected) => return,
                Err(HubError::Agent(a)) => {
                    let reason = match a.code {
                        proto::AgentErrorCode::AccessRevoked => Some("access_revoked"),
                        _ => None,
                    };
                    break json!({"sequence_id": sequence.id, "stop_reason": reason,
                        "error": a.message});
                }
                // Disconnected or slow: ask again, the device may be back.
                Err(_) => {}
            }
        };
        let mut event = NewEvent::new(Kind::WatchEnded).key(&key_id).detail(detail);
        event.device_id = Some(device_id);
        state.audit().record(event).await;
        if let Err(e) = relay_core::sequences::watch_ended(state.db(), &sequence.id).await {
            tracing::warn!(watch = %sequence.id, error = %e, "could not mark a watch ended");
        }
    });
}

/// The sequence `id` of the calling key (an empty id: the key's one running watch).
fn owned(ctx: &CallCtx<'_>, id: String) -> SequenceRef {
    SequenceRef {
        id,
        owner: ctx.key.id.clone(),
    }
}

/// Run the tool.
pub(crate) async fn run(
    ctx: &mut CallCtx<'_>,
    args: Option<JsonObject>,
) -> Result<Done, ToolError> {
    let args: ScreenWatchArgs = parse_args(args)?;
    ctx.device_id = Some(args.device_id.chars().take(64).collect());
    match args.validate()? {
        WatchSpec::Start {
            device_id,
            settings,
        } => {
            ctx.action = Some("start".into());
            let (device, conn) = sequence_device(ctx, &device_id, Some(settings.target)).await?;
            let sequence = owned(ctx, relay_core::sequences::new_id());
            let sequence_id = sequence.id.clone();
            relay_core::sequences::issue_watch(
                ctx.state.db(),
                &sequence.id,
                &device.id,
                &ctx.key.id,
            )
            .await?;
            relay_core::sequences::note_owner(ctx.state.db(), &ctx.key.id, &device.id).await?;
            let meta = conn
                .call(WatchStartRequest { sequence, settings }, START_TIMEOUT)
                .await
                .map_err(agent_error)?;
            if meta.sequence_id != sequence_id {
                // The device answered for a watch it was not asked to start.
                return Err(HubError::Unexpected.into());
            }
            follow(
                ctx.state.clone(),
                device.id.clone(),
                ctx.key.id.clone(),
                owned(ctx, meta.sequence_id.clone()),
                settings.timeout_ms,
            );
            let text = format!(
                "{}.\nThe watch runs in the background (fps {}, stops by itself after {} ms). Act with input as usual: each action aimed at what is watched (a pointer inside it, a key while it has the focus) is noted with the frames captured during it; input elsewhere is not. screen_watch status or stop with sequence_id \"{}\"; read frames meanwhile with screen_sequence action frames (for example select last).",
                summary(&meta, &device),
                settings.fps,
                settings.timeout_ms,
                meta.sequence_id
            );
            Ok(Done {
                content: vec![ContentBlock::text(text)],
                detail: json!({"sequence_id": meta.sequence_id, "target": meta.target,
                    "fps": settings.fps, "timeout_ms": settings.timeout_ms}),
                structured: Some(structured(&meta)?),
            })
        }
        WatchSpec::Status {
            device_id,
            sequence_id,
        } => {
            ctx.action = Some("status".into());
            let (device, conn) = sequence_device(ctx, &device_id, None).await?;
            let sequence = owned(ctx, sequence_id.unwrap_or_default());
            let meta = conn
                .call(WatchStatus(sequence), STATUS_TIMEOUT)
                .await
                .map_err(agent_error)?;
            let files = files_view(ctx, &device.id, &meta.sequence_id, &meta.files).await?;
            let mut text = summary(&meta, &device);
            text.push_str(&files_text(&files));
            for a in &meta.actions {
                text.push_str(&format!(
                    "\naction {:?} {:.0}..{:.0} ms, frames {:?}",
                    a.name, a.start_ms, a.end_ms, a.frames
                ));
            }
            Ok(Done {
                content: vec![ContentBlock::text(text)],
                detail: json!({"sequence_id": meta.sequence_id, "running": meta.running,
                    "frames": meta.frame_count, "stop_reason": meta.stop_reason}),
                structured: Some(structured(&StatusAnswer {
                    watch: &meta,
                    files: &files,
                })?),
            })
        }
        WatchSpec::Stop {
            device_id,
            sequence_id,
            video,
        } => {
            ctx.action = Some("stop".into());
            let (device, conn) = sequence_device(ctx, &device_id, None).await?;
            let sequence = owned(ctx, sequence_id.unwrap_or_default());
            let (receipt, payload) = conn
                .call_with_payload(WatchStopRequest { sequence, video }, STOP_TIMEOUT)
                .await
                .map_err(agent_error)?;
            let mut content = vec![ContentBlock::text(summary(&receipt.meta, &device))];
            if let Some(sheet) = &receipt.sheet {
                content.extend(image_blocks(std::slice::from_ref(sheet), &payload)?);
            }
            let files =
                files_view(ctx, &device.id, &receipt.meta.sequence_id, &receipt.files).await?;
            content.push(ContentBlock::text(
                receipt_text(&receipt) + &files_text(&files),
            ));
            // The receipt as the device wrote it, its files as the relay knows them.
            let mut answer = structured(&receipt)?;
            answer["files"] = structured(&files)?;
            Ok(Done {
                content,
                detail: json!({"sequence_id": receipt.meta.sequence_id,
                    "frames": receipt.meta.frame_count, "distinct": receipt.meta.distinct_frames,
                    "actions": receipt.meta.actions.len(), "stop_reason": receipt.meta.stop_reason,
                    "files": receipt.files.len()}),
                structured: Some(answer),
            })
        }
    }
}

/// A watch's files with where each is: `queued` on the device, `uploading`, `ready` (with
/// its `download_url`) or `failed`.
async fn files_view(
    ctx: &CallCtx<'_>,
    device_id: &str,
    watch_id: &str,
    files: &[proto::WatchFile],
) -> Result<Vec<WatchFileView>, ToolError> {
    if files.is_empty() {
        return Ok(Vec::new());
    }
    let stored = ctx
        .state
        .downloads()
        .watch_files(&ctx.key.id, device_id, watch_id)
        .await
        .map_err(|e| {
            tracing::error!(error = %e, "listing a watch's files");
            ToolError::error("the relay cannot list the watch's files now; retry shortly")
        })?;
    Ok(files
        .iter()
        .map(|f| {
            let known = stored.iter().find(|s| s.artifact_id == f.artifact_id);
            WatchFileView {
                name: f.name.clone(),
                artifact_id: f.artifact_id.clone(),
                size_bytes: f.size_bytes,
                content_type: f.content_type.clone(),
                state: known.map_or(WatchFileState::Queued, |k| WatchFileState::Stored(k.state)),
                download_url: known.and_then(|k| k.download_url.clone()),
            }
        })
        .collect())
}

/// One line a file.
fn files_text(files: &[WatchFileView]) -> String {
    let mut text = String::new();
    for f in files {
        text.push_str(&format!(
            "\nfile {} ({} bytes): {}",
            f.name,
            f.size_bytes,
            match &f.download_url {
                Some(url) => url.to_string(),
                None => format!(
                    "{} (not downloadable yet; screen_watch status gives the link once ready)",
                    f.state.as_str()
                ),
            }
        ));
    }
    text
}

/// The receipt as a model reads it, after the sheet.
fn receipt_text(r: &WatchReceipt) -> String {
    let mut text = format!(
        "contact sheet: the {} frames that differ from the one before, and the last{}:\n{}",
        r.tiles.len(),
        if r.sheet_omitted > 0 {
            format!(
                " ({} more left out; kept the first, the last and those around each action)",
                r.sheet_omitted
            )
        } else {
            String::new()
        },
        tiles_text(&r.tiles)
    );
    if r.meta.actions.is_empty() {
        text.push_str("\nno input actions during the watch");
    }
    for a in &r.meta.actions {
        text.push_str(&format!(
            "\naction {:?}{} from {:.0} to {:.0} ms: frames during {:?}, before #{}, after #{}",
            a.name,
            if a.failed { " (failed)" } else { "" },
            a.start_ms,
            a.end_ms,
            a.frames,
            a.frame_before.map_or("-".into(), |f| f.to_string()),
            a.frame_after.map_or("-".into(), |f| f.to_string()),
        ));
    }
    for c in &r.most_changed {
        text.push_str(&format!(
            "\nframe #{} changed {:.1}% of its pixels against the frame before, in {},{} {}x{}",
            c.frame,
            c.share * 100.0,
            c.rect.x,
            c.rect.y,
            c.rect.width,
            c.rect.height
        ));
    }
    text
}
