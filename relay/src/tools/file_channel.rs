//! The `file` channel of `screen_recording`: start, stop and report the device's recording
//! to a file, merging the device's report (authoritative while it records or uploads), the
//! artifact row (once the file reached the store: `ready` with a `download_url`, or
//! `failed`) and the relay's recording row (what to say while the device is offline).

use std::time::Duration;

use proto::{
    AgentErrorCode, ArtifactState, Capability, FileChannelSpec, FileState, RecordingReport,
    RecordingStartRequest,
};

use serde_json::json;

use super::file_view::view;
use super::views::FileView;
use super::{CallCtx, ToolError};
use crate::reach::Reached;
use relay_core::access::devices::Device;
use relay_core::artifacts;
use relay_core::audit::{Kind, NewEvent};
use relay_core::hub::{HubError, RecordingStatus, RecordingStop};
use relay_core::recordings::{self, Recording};
use relay_core::store::time;

/// How long starting may take (the first frame is grabbed before the answer).
const START_TIMEOUT: Duration = Duration::from_secs(30);
/// How long stopping may take: the device finishes the MP4 before it answers.
const STOP_TIMEOUT: Duration = Duration::from_secs(120);
/// How long a status query may take.
const STATUS_TIMEOUT: Duration = Duration::from_secs(10);

/// A channel's object and its message.
pub(super) type Channel<V> = (V, String);

async fn recorder(ctx: &CallCtx<'_>, device: &Device) -> Result<Reached, ToolError> {
    let conn = ctx.online(device).await?;
    if !conn.has(Capability::Recording) {
        return Err(cannot_record(device, &conn));
    }
    Ok(conn)
}

fn cannot_record(device: &Device, conn: &Reached) -> ToolError {
    super::lacking(
        conn,
        Capability::Recording,
        &format!("device {} ({}) cannot record", device.id, device.name),
        format!(
            "device {} ({}) runs an agent that cannot record; update its device-agent",
            device.id, device.name
        ),
    )
}

/// The device named a recording this relay never started on it: nothing of that id is
/// looked up (it may be another device's).
fn foreign_recording(device: &Device, id: &str) -> ToolError {
    tracing::warn!(device_id = %device.id, recording = %id.chars().take(64).collect::<String>(), "device reported a recording it was not issued");
    ToolError::error(format!(
        "device {} ({}) reports a recording this relay did not start on it; stop it on the device",
        device.id, device.name
    ))
}

fn agent_error(e: HubError) -> ToolError {
    match e {
        HubError::Agent(a) if a.code == AgentErrorCode::TargetNotFound => {
            ToolError::error(format!("the device has no display to record: {a}"))
        }
        // The device's own message says the disk is full and why (said twice before the
        // soak read it); what to do is the relay's to add.
        HubError::Agent(a) if a.code == AgentErrorCode::DiskFull => {
            ToolError::error(format!("{a}; free space on the device and start again"))
        }
        other => ToolError::from(other),
    }
}

pub(super) async fn start(
    ctx: &mut CallCtx<'_>,
    device: &Device,
    file: FileChannelSpec,
) -> Result<Channel<FileView>, ToolError> {
    super::device_lease::guard(ctx, device, "screen_recording start").await?;
    let conn = recorder(ctx, device).await?;
    let db = ctx.state.db();
    let recording_id = format!(
        "rec_{}",
        hex::encode(relay_core::access::secret::random_bytes::<12>())
    );
    // The row exists before the device hears the id: an offer of a recording is accepted
    // only under an id this relay issued to that device, and a relay crash between the
    // device's answer and a later write must not orphan the file.
    let issued = Recording {
        id: recording_id.clone(),
        device_id: device.id.clone(),
        key_id: ctx.key.id.clone(),
        started_at: time::format(time::now()),
        fps: file.fps,
        max_duration_seconds: file.max_duration_seconds,
        stopped_at: None,
        stop_reason: None,
        discarded_by: None,
        live_session_id: None,
    };
    recordings::insert(db, &issued).await?;
    let request = RecordingStartRequest {
        recording_id: recording_id.clone(),
        // The spec's tool has no display choice: the primary display is recorded.
        display: 0,
        fps: file.fps,
        max_duration_seconds: file.max_duration_seconds,
    };
    let report = match conn.call(request, START_TIMEOUT).await {
        Ok(report) => report,
        Err(e) => {
            recordings::delete(db, &device.id, &recording_id).await?;
            return Err(agent_error(e));
        }
    };
    if report.recording_id != recording_id {
        // Not started: the issued id was never used.
        recordings::delete(db, &device.id, &recording_id).await?;
        if !report.already_running {
            return Err(ToolError::from(HubError::Unexpected));
        }
    } else {
        recordings::mark_answered(db, &device.id, &recording_id).await?;
    }
    // A live session's audit recording is the relay's: the file channel never names it.
    let row = match recordings::get(db, &device.id, &report.recording_id).await? {
        Some(row) if row.live_session_id.is_none() => row,
        _ => return Err(foreign_recording(device, &report.recording_id)),
    };
    if !report.already_running {
        ctx.state
            .audit()
            .record(
                NewEvent::new(Kind::RecordingStarted)
                    .key(&ctx.key.id)
                    .device(&device.id)
                    .detail(json!({
                        "recording_id": report.recording_id,
                        "width": report.width,
                        "height": report.height,
                        "fps": report.fps,
                        "max_duration_seconds": file.max_duration_seconds,
                    })),
            )
            .await;
    }
    let message = if report.already_running {
        format!(
            "a recording was already running on this device since {}; start is idempotent, so this is that recording (stop it to start another)",
            started_at(&report, &row)
        )
    } else {
        "recording started; keep driving the device, then call stop".to_string()
    };
    let file_view = view(ctx, device, Some(&report), None, Some(&row)).await;
    Ok((file_view, message))
}

pub(super) async fn stop(
    ctx: &mut CallCtx<'_>,
    device: &Device,
    discard: bool,
) -> Result<Channel<FileView>, ToolError> {
    let conn = match ctx.online(device).await {
        Ok(c) if !c.has(Capability::Recording) => return Err(cannot_record(device, &c)),
        Ok(c) => c,
        Err(_) => {
            return Err(ToolError::error(format!(
                "device {} ({}) is offline; a recording keeps going on the device and can be stopped once it reconnects (its cap stops it otherwise)",
                device.id, device.name
            )));
        }
    };
    if discard
        && let Some(running) = recordings::latest_for_device(ctx.state.db(), &device.id).await?
        && running.stopped_at.is_none()
        && running.key_id != ctx.key.id
    {
        // Deleting evidence is for the key that made it; anyone may still stop it.
        return Err(ToolError::denied(format!(
            "discard: only the key that started recording {} may discard it; stop it without discard",
            running.id
        )));
    }
    let report = match conn.call(RecordingStop, STOP_TIMEOUT).await {
        Ok(report) => report,
        Err(HubError::Agent(a)) if a.code == AgentErrorCode::NoRecording => {
            let latest = recordings::latest_for_device(ctx.state.db(), &device.id).await?;
            // A run whose recording its cap (or the device) stopped is still discarded by
            // the key that started it; one somebody stopped on purpose is another run's.
            if discard
                && let Some(row) = latest.as_ref().filter(|r| {
                    r.key_id == ctx.key.id
                        && r.discarded_by.is_none()
                        && r.stop_reason.as_deref() != Some("requested")
                })
            {
                return discard_stopped(ctx, device, row.clone()).await;
            }
            let hint = match latest {
                Some(row) => {
                    let artifact = artifacts::get(ctx.state.db(), &device.id, &row.id).await?;
                    let state = match artifact.as_ref().map(|a| a.state) {
                        Some(ArtifactState::Ready) => "ready",
                        Some(ArtifactState::Failed) => "failed",
                        Some(ArtifactState::Uploading) => "uploading",
                        None => "stopped",
                    };
                    format!(
                        "; the latest one (started {}) is {state}: see action status",
                        row.started_at
                    )
                }
                None => "; nothing was ever recorded on it".to_string(),
            };
            return Err(ToolError::error(format!(
                "no recording is running on device {} ({}){hint}",
                device.id, device.name
            )));
        }
        Err(HubError::Timeout(_)) => {
            return Err(ToolError::error(
                "the device is still finishing the file; call status in a few seconds",
            ));
        }
        Err(e) => return Err(agent_error(e)),
    };
    let db = ctx.state.db();
    let row = recordings::get(db, &device.id, &report.recording_id).await?;
    if row.as_ref().is_none_or(|r| r.live_session_id.is_some()) {
        return Err(foreign_recording(device, &report.recording_id));
    }
    note_stopped(ctx, device, &report).await?;
    let row = if discard {
        recordings::mark_discarded(db, &device.id, &report.recording_id, &ctx.key.id).await?;
        discard_stored(ctx, device, &report.recording_id).await;
        row.map(|r| Recording {
            discarded_by: r.discarded_by.or_else(|| Some(ctx.key.id.clone())),
            ..r
        })
    } else {
        row
    };
    let artifact = artifacts::get(db, &device.id, &report.recording_id).await?;
    let file_view = view(ctx, device, Some(&report), artifact.as_ref(), row.as_ref()).await;
    let message = match (report.state, file_view.state) {
        (_, FileState::Discarded) => DISCARDED.to_string(),
        (FileState::Failed, _) => "recording stopped, but its file could not be finished".to_string(),
        (_, FileState::Ready) => ready_line(&report.recording_id),
        _ => "recording stopped; the device uploads it now: poll status until file.state is ready for download_url".to_string(),
    };
    Ok((file_view, message))
}

pub(super) async fn status(
    ctx: &mut CallCtx<'_>,
    device: &Device,
) -> Result<Channel<FileView>, ToolError> {
    let db = ctx.state.db();
    let latest = recordings::latest_for_device(db, &device.id).await?;
    let conn = crate::reach::find(ctx.state, &device.id, Some(&ctx.request_id)).await?;
    let mut report = None;
    if let Some(conn) = &conn
        && conn.has(Capability::Recording)
    {
        match conn.call(RecordingStatus, STATUS_TIMEOUT).await {
            Ok(r) => report = r,
            // An answer of another kind: nothing to merge.
            Err(HubError::Unexpected) => {}
            Err(e) => {
                tracing::warn!(device_id = %device.id, error = %e, "recording status from the device failed")
            }
        }
    }
    // The device's report wins when it is the newest recording (a running one always is);
    // otherwise the relay's latest row names the recording to report.
    let id = match (&report, &latest) {
        (Some(r), _) if r.state == FileState::Recording => r.recording_id.clone(),
        (_, Some(row)) => row.id.clone(),
        (Some(r), None) => r.recording_id.clone(),
        (None, None) => {
            let artifact = artifacts::latest_for_device(db, &device.id).await?;
            match artifact {
                Some(a) => a.id,
                None => {
                    return Err(ToolError::error(format!(
                        "no recording on device {} ({}) yet; start one with action start",
                        device.id, device.name
                    )));
                }
            }
        }
    };
    let report = report.filter(|r| r.recording_id == id);
    let row = match &latest {
        Some(row) if row.id == id => Some(row.clone()),
        _ => recordings::get(db, &device.id, &id).await?,
    };
    if let Some(r) = &report
        && r.stop_reason.is_some()
    {
        note_stopped(ctx, device, r).await?;
    }
    if row.is_none() && report.is_some() {
        return Err(foreign_recording(device, &id));
    }
    if row.as_ref().is_some_and(|r| r.discarded_by.is_some()) {
        // A deletion that failed when the file was stored is tried again here.
        discard_stored(ctx, device, &id).await;
    }
    let artifact = artifacts::get(db, &device.id, &id).await?;
    let file_view = view(
        ctx,
        device,
        report.as_ref(),
        artifact.as_ref(),
        row.as_ref(),
    )
    .await;
    let message = match file_view.state {
        FileState::Recording => "recording".to_string(),
        FileState::Discarded => DISCARDED.to_string(),
        FileState::Ready => ready_line(&id),
        FileState::Failed => "failed: see error".to_string(),
        s if conn.is_none() => format!(
            "{}; the device is offline, so its upload resumes when it reconnects",
            s.as_str()
        ),
        s => format!("{}; poll again for download_url", s.as_str()),
    };
    Ok((file_view, message))
}

/// Discard `row`, a recording of this key that stopped by itself before `stop` came.
async fn discard_stopped(
    ctx: &mut CallCtx<'_>,
    device: &Device,
    row: Recording,
) -> Result<Channel<FileView>, ToolError> {
    let db = ctx.state.db();
    recordings::mark_discarded(db, &device.id, &row.id, &ctx.key.id).await?;
    discard_stored(ctx, device, &row.id).await;
    let why = row
        .stop_reason
        .as_deref()
        .map_or(String::new(), |r| format!(" ({r})"));
    let row = Recording {
        discarded_by: Some(ctx.key.id.clone()),
        ..row
    };
    let artifact = artifacts::get(db, &device.id, &row.id).await?;
    let file_view = view(ctx, device, None, artifact.as_ref(), Some(&row)).await;
    Ok((
        file_view,
        format!("the recording had already stopped by itself{why}; {DISCARDED}"),
    ))
}

/// What a discarded recording's answer says.
const DISCARDED: &str = "recording stopped and discarded: its file is deleted as soon as the device has stored it (audited as artifact_deleted); there is nothing to download";

/// Delete a discarded recording's stored file if it is there; a failure is logged (the
/// next status tries again), never the caller's error: the stop itself succeeded.
async fn discard_stored(ctx: &CallCtx<'_>, device: &Device, id: &str) {
    if let Err(e) = recordings::delete_if_discarded(
        ctx.state.db(),
        ctx.state.audit(),
        ctx.state.artifacts().as_ref(),
        &device.id,
        id,
    )
    .await
    {
        tracing::warn!(error = %e, recording = %id, "could not delete a discarded recording yet");
    }
}

/// What a ready file's answer says: where the MP4 is, and that `video_frames` reads it.
fn ready_line(id: &str) -> String {
    format!(
        "ready: download_url serves the MP4; to see what happened in it, video_frames \
         {{video: \"{id}\"}} returns its distinct moments as a few stills"
    )
}

/// Record (once) that a recording stopped, with its reason, in the table and the audit.
async fn note_stopped(
    ctx: &CallCtx<'_>,
    device: &Device,
    report: &RecordingReport,
) -> Result<(), ToolError> {
    recordings::note_stopped(
        ctx.state.db(),
        ctx.state.audit(),
        &ctx.key.id,
        &device.id,
        report,
        None,
    )
    .await?;
    Ok(())
}

fn started_at(report: &RecordingReport, row: &Recording) -> String {
    if report.started_at_ms > 0 {
        time::format_unix_ms(report.started_at_ms).unwrap_or_else(|| row.started_at.clone())
    } else {
        row.started_at.clone()
    }
}
