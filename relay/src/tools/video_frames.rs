//! `video_frames`: a video a key may read (a recording, a watch file, an uploaded video)
//! returned as a few visually distinct stills with their manifest.
//!
//! The reading itself is `video::survey`; this module finds the artifact within the key's
//! reach (by id or by a download URL the relay issued), gets its bytes as a local file
//! (the fs store's own file, or a copy fetched from S3), runs the read on a blocking
//! thread (at most [`crate::state::VIDEO_READS_AT_ONCE`] at once per relay: decoding takes every core), forwards
//! its progress to the client when asked, and shapes the answer: the manifest, then each
//! frame's name followed by the frame as a JPEG image.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use base64::Engine as _;
use proto::{ArtifactState, VideoRef, VideoSensitivity};
use rmcp::model::{ContentBlock, JsonObject};
use serde::Serialize;
use video::moments::Moment;
use video::select::{Role, Sensitivity};
use video::survey::{self, Request, Survey, SurveyError};

use super::{CallCtx, Done, ToolError, parse_args, structured};
use relay_core::artifacts::Artifact;
use relay_core::artifacts::link::DownloadLink;
use relay_core::artifacts::readable::{self, Reach};
use relay_core::artifacts::sign::SignatureError;

/// How a watch id starts: `video_frames` then reads the watch's animation.
const WATCH_ID_PREFIX: &str = "seq_";

/// The watch file that is the watch as a video (an animated WebP of its frames).
const WATCH_ANIMATION: &str = "watch.webp";

/// Least time between two progress notifications.
const PROGRESS_EVERY: Duration = Duration::from_millis(250);

/// What the structured result says of each frame.
#[derive(Debug, Serialize)]
struct FrameView {
    name: String,
    position_seconds: f64,
    /// `opening`, `before`, `changed` or `after`.
    role: &'static str,
    /// For a change: the share of the frame that moved, in percent.
    #[serde(skip_serializing_if = "Option::is_none")]
    changed_percent: Option<f64>,
    width: u32,
    height: u32,
}

/// The structured result.
#[derive(Debug, Serialize)]
struct Answer {
    video: String,
    container: &'static str,
    codec: String,
    width: u32,
    height: u32,
    duration_seconds: f64,
    samples: usize,
    changes: usize,
    /// Chosen from the recording's frame index, without decoding.
    indexed: bool,
    frames: Vec<FrameView>,
}

/// Run `video_frames`.
pub(crate) async fn run(
    ctx: &mut CallCtx<'_>,
    args: Option<JsonObject>,
) -> Result<Done, ToolError> {
    let spec = parse_args::<proto::VideoFramesArgs>(args)?.validate()?;
    let id = match &spec.video {
        VideoRef::Artifact(id) => id.clone(),
        VideoRef::DownloadUrl(url) => match DownloadLink::from_url(ctx.state.links(), url) {
            Ok(link) => link.id,
            Err(SignatureError::Expired) => {
                return Err(ToolError::error(
                    "video: this download_url has expired; pass the artifact id instead, or ask \
                     for a fresh link",
                ));
            }
            Err(SignatureError::Invalid) => {
                return Err(ToolError::error(
                    "video: not a download_url this relay issued (or it was altered)",
                ));
            }
        },
    };
    // A watch is read as its animation; a refusal then speaks of the watch, never of the
    // artifact it found, so a key beyond the watch's device learns nothing.
    let asked = id;
    let (id, what) = if asked.starts_with(WATCH_ID_PREFIX) {
        (watch_animation(ctx, &asked).await?, "watch")
    } else {
        (asked.clone(), "artifact")
    };
    let missing = || format!("video: no {what} {asked} that this key may read");
    let row = match readable::for_key(ctx.state.db(), ctx.key, &id).await? {
        Reach::Readable(row) => row,
        Reach::Denied => return Err(ToolError::denied(missing())),
        Reach::Missing => return Err(ToolError::error(missing())),
    };
    let artifact = &row.artifact;
    if !artifact.device_id.is_empty() {
        ctx.device_id = Some(artifact.device_id.clone());
    }
    match artifact.state {
        ArtifactState::Ready => {}
        ArtifactState::Uploading => {
            return Err(ToolError::error(format!(
                "video: {id} is still uploading from its device; ask screen_recording status \
                 until file.state is ready"
            )));
        }
        ArtifactState::Failed => {
            return Err(ToolError::error(format!(
                "video: {id} failed to upload ({}); it cannot be read",
                artifact.error.as_deref().unwrap_or("no reason recorded")
            )));
        }
    }

    if let Some(file) = &artifact.watch_file
        && file.name != WATCH_ANIMATION
    {
        return Err(ToolError::error(format!(
            "video: {id} is {} of watch {}, not a video; pass that watch's {WATCH_ANIMATION} or \
             the watch id ({}) to read the watch as a video",
            file.name, file.watch_id, file.watch_id
        )));
    }
    let label = match (&artifact.video, &artifact.watch_file) {
        (Some(video), _) if video.filename.is_some() => {
            format!("{id} ({})", video.filename.as_deref().unwrap_or_default())
        }
        (_, Some(file)) => format!("{id} ({} of watch {})", file.name, file.watch_id),
        _ => id.clone(),
    };
    let request = Request {
        label,
        start: spec.start,
        end: spec.end,
        interval: spec.interval,
        sensitivity: match spec.sensitivity {
            VideoSensitivity::Low => Sensitivity::Low,
            VideoSensitivity::Normal => Sensitivity::Normal,
            VideoSensitivity::High => Sensitivity::High,
        },
        max_frames: spec.max_frames as usize,
        max_frames_limit: proto::MAX_VIDEO_FRAMES as usize,
        max_edge: spec.max_width,
        // Our recordings skip repeated frames, so their rate is in the report, not the file.
        fps: artifact
            .report
            .as_ref()
            .map(|r| f64::from(r.fps))
            .filter(|fps| *fps > 0.0),
    };

    let _turn = ctx
        .state
        .video_reads()
        .acquire()
        .await
        .map_err(|_| ToolError::error("the relay is shutting down"))?;
    let scratch = ctx.state.settings().data_dir.join("tmp");
    let copy = ctx
        .state
        .artifacts()
        .local_copy(&row.store_key, &scratch)
        .await
        .map_err(|e| {
            tracing::error!(error = %e, artifact = %id, "cannot read an artifact for video_frames");
            ToolError::error(format!(
                "video: {id} cannot be read from the artifact store now; retry shortly"
            ))
        })?;

    let moments = match spec.around {
        Some(proto::VideoAround::Actions) => Some(actions(ctx, artifact).await?),
        None => None,
    };
    let survey = read(ctx, copy, request, moments).await?;
    answer(&id, survey)
}

/// The artifact id of watch `watch_id`'s animation, so the watch reads as a video; the key's
/// reach is checked on that artifact as on any other (a watch beyond it reads as missing).
async fn watch_animation(ctx: &CallCtx<'_>, watch_id: &str) -> Result<String, ToolError> {
    let missing = || ToolError::error(format!("video: no watch {watch_id} that this key may read"));
    let db = ctx.state.db();
    let Some(device_id) = relay_core::sequences::watch_device(db, watch_id).await? else {
        return Err(missing());
    };
    let files = relay_core::artifacts::for_watch(db, &device_id, watch_id).await?;
    if let Some(animation) = files.iter().find(|a| {
        a.watch_file
            .as_ref()
            .is_some_and(|f| f.name == WATCH_ANIMATION)
    }) {
        // The key's reach is checked on the artifact, as for any other id.
        return Ok(animation.id.clone());
    }
    // Say why only to a key that reaches the watch's device.
    if !readable::reaches_device(db, ctx.key, &device_id).await? {
        return Err(missing());
    }
    Err(ToolError::error(format!(
        "video: watch {watch_id} has no {WATCH_ANIMATION} yet: a watch writes it when it stops \
         (screen_watch action stop), and its files then upload from the device"
    )))
}

/// The actions done on a recording's device while it recorded, as moments of the video:
/// inputs, live sessions and viewers (the calls that only read the screen are left out).
/// Who acted is said as "you" (this key) or "another key", never another key's name.
async fn actions(ctx: &CallCtx<'_>, artifact: &Artifact) -> Result<Vec<Moment>, ToolError> {
    let none = || {
        ToolError::error(format!(
            "around: actions are known for a recording of a device; {} is not one",
            artifact.id
        ))
    };
    if artifact.kind != proto::ArtifactKind::Recording {
        return Err(none());
    }
    let track = relay_core::actions::of_recording(ctx.state.db(), ctx.state.audit(), artifact)
        .await?
        .ok_or_else(none)?;
    let mine = ctx.key.name.as_str();
    Ok(track
        .actions
        .iter()
        .filter(|a| matches!(a.kind, "input" | "live" | "viewer"))
        .map(|a| Moment {
            start: a.at_ms as f64 / 1000.0,
            end: (a.at_ms + a.duration_ms) as f64 / 1000.0,
            label: match a.actor.as_deref() {
                Some(actor) if actor == mine => format!("{} (you)", a.name),
                Some(_) => format!("{} (another key)", a.name),
                None => a.name.clone(),
            },
        })
        .collect())
}

/// Runs the read on a blocking thread, forwarding its progress and the caller's hang-up:
/// the frames around `moments` when given, else where the picture changed.
async fn read(
    ctx: &CallCtx<'_>,
    copy: relay_core::artifacts::LocalCopy,
    request: Request,
    moments: Option<Vec<Moment>>,
) -> Result<Survey, ToolError> {
    let cancel = Arc::new(AtomicBool::new(false));
    let (tx, mut rx) = tokio::sync::watch::channel((0usize, 0usize));
    let work = {
        let cancel = Arc::clone(&cancel);
        tokio::task::spawn_blocking(move || {
            let report = |done: usize, total: usize| {
                let _ = tx.send((done, total));
            };
            let result = match &moments {
                Some(moments) => {
                    video::moments::around(copy.path(), &request, moments, &report, &cancel)
                }
                None => survey::survey(copy.path(), &request, &report, &cancel),
            };
            drop(copy);
            result
        })
    };
    tokio::pin!(work);
    let mut last: Option<Instant> = None;
    let mut reporting = true;
    let joined = loop {
        tokio::select! {
            joined = &mut work => break joined,
            () = ctx.cancel.cancelled(), if !cancel.load(Ordering::Relaxed) => {
                cancel.store(true, Ordering::Relaxed);
            }
            changed = rx.changed(), if reporting => {
                if changed.is_err() {
                    reporting = false;
                    continue;
                }
                let (done, total) = *rx.borrow_and_update();
                if let Some(p) = &ctx.progress
                    && (last.is_none_or(|t| t.elapsed() >= PROGRESS_EVERY) || done == total)
                {
                    last = Some(Instant::now());
                    p.report(done, total, format!("decoded {done} of {total} frames")).await;
                }
            }
        }
    };
    match joined {
        Ok(Ok(survey)) => Ok(survey),
        Ok(Err(e)) => Err(survey_error(e)),
        Err(e) => {
            tracing::error!(error = %e, "a video_frames read failed");
            Err(ToolError::error(
                "video: reading the video failed inside the relay",
            ))
        }
    }
}

fn survey_error(e: SurveyError) -> ToolError {
    match e {
        SurveyError::PastEnd { .. } => ToolError::error(format!("invalid argument {e}")),
        SurveyError::Cancelled => ToolError::error("cancelled: the caller went away"),
        other => ToolError::error(format!("video: {other}")),
    }
}

fn role_name(role: Role) -> (&'static str, Option<f64>) {
    match role {
        Role::Opening => ("opening", None),
        Role::Before => ("before", None),
        Role::After => ("after", None),
        Role::Changed(share) => ("changed", Some((share * 1000.0).round() / 10.0)),
    }
}

/// The manifest, then each frame's name and image; the structured view; the audit detail.
fn answer(id: &str, survey: Survey) -> Result<Done, ToolError> {
    let b64 = base64::engine::general_purpose::STANDARD;
    let mut content = Vec::with_capacity(1 + survey.frames.len() * 2);
    content.push(ContentBlock::text(survey.manifest.clone()));
    for f in &survey.frames {
        content.push(ContentBlock::text(f.name.clone()));
        content.push(ContentBlock::image(b64.encode(&f.jpeg), "image/jpeg"));
    }
    let info = &survey.info;
    let view = Answer {
        video: id.to_string(),
        container: info.container,
        codec: info.codec.clone(),
        width: info.width,
        height: info.height,
        duration_seconds: info.duration,
        samples: survey.samples,
        changes: survey.changes,
        indexed: survey.indexed,
        frames: survey
            .frames
            .iter()
            .map(|f| {
                let (role, changed_percent) = role_name(f.role);
                FrameView {
                    name: f.name.clone(),
                    position_seconds: f.position,
                    role,
                    changed_percent,
                    width: f.width,
                    height: f.height,
                }
            })
            .collect(),
    };
    Ok(Done {
        content,
        structured: Some(structured(&view)?),
        detail: serde_json::json!({
            "artifact_id": id,
            "frames": survey.frames.len(),
            "samples": survey.samples,
            "decoded": survey.decoded,
            "indexed": survey.indexed,
        }),
    })
}
