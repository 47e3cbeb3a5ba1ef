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

use super::views::{FileStopReason, FileView};
use super::{CallCtx, ToolError};
use crate::reach::Reached;
use relay_core::access::devices::Device;
use relay_core::artifacts::{self, Artifact};
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
        HubError::Agent(a) if a.code == AgentErrorCode::DiskFull => {
            ToolError::error(format!("the device's disk is full: {a}"))
        }
        other => ToolError::from(other),
    }
}

pub(super) async fn start(
    ctx: &mut CallCtx<'_>,
    device: &Device,
    file: FileChannelSpec,
) -> Result<Channel<FileView>, ToolError> {
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
    }
    let Some(row) = recordings::get(db, &device.id, &report.recording_id).await? else {
        return Err(foreign_recording(device, &report.recording_id));
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
    if row.is_none() {
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

/// The `file` object of a result: state and metadata from the best source at hand.
async fn view(
    ctx: &CallCtx<'_>,
    device: &Device,
    report: Option<&RecordingReport>,
    artifact: Option<&Artifact>,
    row: Option<&Recording>,
) -> FileView {
    let mut file = stored_view(report, artifact, row);
    // A discarded recording offers no link, even in the moment before its file is deleted.
    if let Some(a) = artifact
        && a.state == ArtifactState::Ready
        && file.state != FileState::Discarded
    {
        file.sha256 = Some(a.sha256.clone());
        match ctx.state.downloads().download_url(&ctx.key.id, a).await {
            Ok(url) => file.download_url = Some(url),
            Err(e) => {
                tracing::error!(device_id = %device.id, error = %e, "cannot make a download URL");
                file.error = Some(format!(
                    "the artifact is stored but no download URL could be made: {e}"
                ));
            }
        }
    }
    file
}

/// The `file` object but its download link: state and metadata from the sources at hand.
fn stored_view(
    report: Option<&RecordingReport>,
    artifact: Option<&Artifact>,
    row: Option<&Recording>,
) -> FileView {
    let meta = report.or(artifact.and_then(|a| a.report.as_ref()));
    let discarded = row.is_some_and(|r| r.discarded_by.is_some());
    let state = match artifact.map(|a| a.state) {
        _ if discarded => FileState::Discarded,
        Some(ArtifactState::Ready) => FileState::Ready,
        Some(ArtifactState::Failed) => FileState::Failed,
        Some(ArtifactState::Uploading) => match report.map(|r| r.state) {
            Some(FileState::Failed) => FileState::Failed,
            _ => FileState::Uploading,
        },
        None => match (report, row) {
            (Some(r), _) => r.state,
            (None, Some(row)) if row.stopped_at.is_some() => FileState::Stopped,
            (None, Some(_)) => FileState::Recording,
            (None, None) => FileState::Stopped,
        },
    };
    let mut file = FileView::new(state);
    file.recording_id = report
        .map(|r| r.recording_id.clone())
        .or_else(|| artifact.map(|a| a.id.clone()))
        .or_else(|| row.map(|r| r.id.clone()));
    if let Some(m) = meta {
        file.duration_ms = Some(m.duration_ms);
        file.width = Some(m.width);
        file.height = Some(m.height);
        file.fps = Some(m.fps);
        file.frames = Some(m.frames);
        file.dropped_frames = Some(m.dropped_frames);
        file.size_bytes = Some(artifact.map(|a| a.size_bytes).unwrap_or(m.size_bytes));
        file.codec = Some(m.codec.clone());
        file.format = Some("mp4");
        file.started_at = Some(m.started_at_ms)
            .filter(|ms| *ms > 0)
            .and_then(time::format_unix_ms);
        file.stop_reason = m.stop_reason.map(FileStopReason::Device);
        file.stop_message.clone_from(&m.stop_message);
        file.interrupted = m.interrupted.then_some(true);
        if state == FileState::Uploading {
            file.uploaded_bytes = m.uploaded_bytes;
        }
    } else if let Some(row) = row {
        file.started_at = Some(row.started_at.clone());
        file.stop_reason = row.stop_reason.clone().map(FileStopReason::Stored);
    }
    if row.is_none() && report.is_none() && artifact.is_none() {
        file.note = Some("nothing is known of this recording");
    }
    let error = artifact
        .and_then(|a| a.error.clone())
        .or_else(|| meta.and_then(|m| m.error.clone()));
    if state != FileState::Ready {
        file.error = error;
    }
    file
}

/// The file channel in one line: state and the metadata a model needs.
pub(super) fn file_line(file: &FileView) -> String {
    let mut line = file.state.as_str().to_string();
    if let (Some(w), Some(h)) = (file.width, file.height) {
        line.push_str(&format!(", {w}x{h}"));
    }
    if let Some(fps) = file.fps {
        line.push_str(&format!(" at {fps} fps"));
    }
    if let Some(ms) = file.duration_ms {
        line.push_str(&format!(", {:.1} s", ms as f64 / 1000.0));
    }
    if let Some(size) = file.size_bytes {
        line.push_str(&format!(", {:.2} MiB", size as f64 / 1_048_576.0));
    }
    if let Some(reason) = &file.stop_message {
        line.push_str(&format!("; {reason}"));
    }
    if let Some(url) = &file.download_url {
        line.push_str(&format!("; download_url: {url}"));
    }
    if let Some(e) = &file.error {
        line.push_str(&format!("; error: {e}"));
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::Value;

    /// The `file` object as the tool built it with `json!` before it was typed.
    fn as_before(report: Option<&RecordingReport>, row: Option<&Recording>) -> Value {
        let meta = report;
        let state = match (report, row) {
            (Some(r), _) => r.state,
            (None, Some(row)) if row.stopped_at.is_some() => FileState::Stopped,
            (None, Some(_)) => FileState::Recording,
            (None, None) => FileState::Stopped,
        };
        let mut file = json!({ "state": state.as_str() });
        if let Some(id) = report.map(|r| &r.recording_id).or(row.map(|r| &r.id)) {
            file["recording_id"] = json!(id);
        }
        if let Some(m) = meta {
            file["duration_ms"] = json!(m.duration_ms);
            file["width"] = json!(m.width);
            file["height"] = json!(m.height);
            file["fps"] = json!(m.fps);
            file["frames"] = json!(m.frames);
            file["dropped_frames"] = json!(m.dropped_frames);
            file["size_bytes"] = json!(m.size_bytes);
            file["codec"] = json!(m.codec);
            file["format"] = json!("mp4");
            if let Some(ms) = Some(m.started_at_ms).filter(|ms| *ms > 0)
                && let Some(t) = time::format_unix_ms(ms)
            {
                file["started_at"] = json!(t);
            }
            if let Some(reason) = m.stop_reason {
                file["stop_reason"] = json!(reason);
            }
            if let Some(msg) = &m.stop_message {
                file["stop_message"] = json!(msg);
            }
            if m.interrupted {
                file["interrupted"] = json!(true);
            }
            if state == FileState::Uploading
                && let Some(sent) = m.uploaded_bytes
            {
                file["uploaded_bytes"] = json!(sent);
            }
        } else if let Some(row) = row {
            file["started_at"] = json!(row.started_at);
            if let Some(reason) = &row.stop_reason {
                file["stop_reason"] = json!(reason);
            }
        }
        if row.is_none() && report.is_none() {
            file["note"] = json!("nothing is known of this recording");
        }
        if let Some(e) = meta.and_then(|m| m.error.clone())
            && state != FileState::Ready
        {
            file["error"] = json!(e);
        }
        file
    }

    #[test]
    fn tools_file_view_is_the_object_it_was() {
        let report = |state, stop: Option<proto::StopReason>, started_at_ms| RecordingReport {
            recording_id: "rec_1".into(),
            state,
            already_running: false,
            started_at_ms,
            duration_ms: 1500,
            width: 640,
            height: 480,
            fps: 30,
            frames: 45,
            dropped_frames: 1,
            size_bytes: 123_456,
            codec: "h264".into(),
            stop_reason: stop,
            stop_message: stop.map(|_| "stopped".into()),
            interrupted: stop == Some(proto::StopReason::Interrupted),
            sha256: None,
            uploaded_bytes: Some(1000),
            error: (state == FileState::Failed).then(|| "broken".into()),
        };
        let row = |stopped: bool| Recording {
            id: "rec_1".into(),
            device_id: "d1".into(),
            key_id: "k1".into(),
            started_at: "2025-01-01T00:00:00Z".into(),
            fps: None,
            max_duration_seconds: 60,
            stopped_at: stopped.then(|| "2025-01-01T00:01:00Z".into()),
            stop_reason: stopped.then(|| "requested".into()),
            discarded_by: None,
        };
        let reports = [
            None,
            Some(report(FileState::Recording, None, 1_700_000_000_000)),
            Some(report(FileState::Uploading, None, 0)),
            Some(report(
                FileState::Stopped,
                Some(proto::StopReason::Interrupted),
                1,
            )),
            Some(report(
                FileState::Failed,
                Some(proto::StopReason::DiskFull),
                1_700_000_000_000,
            )),
        ];
        let rows = [None, Some(row(false)), Some(row(true))];
        for r in &reports {
            for w in &rows {
                let typed = serde_json::to_string(&stored_view(r.as_ref(), None, w.as_ref()));
                let before = serde_json::to_string(&as_before(r.as_ref(), w.as_ref()));
                // Serialised from a `Value`, as the structured result is.
                let typed: Value = serde_json::from_str(&typed.unwrap()).unwrap();
                assert_eq!(
                    serde_json::to_string(&typed).unwrap(),
                    before.unwrap(),
                    "{r:?} {w:?}"
                );
                assert_eq!(
                    file_line(&stored_view(r.as_ref(), None, w.as_ref())),
                    file_line_before(&as_before(r.as_ref(), w.as_ref()))
                );
            }
        }
    }

    fn file_line_before(file: &Value) -> String {
        let mut line = file["state"].as_str().unwrap_or("?").to_string();
        if let (Some(w), Some(h)) = (file["width"].as_u64(), file["height"].as_u64()) {
            line.push_str(&format!(", {w}x{h}"));
        }
        if let Some(fps) = file["fps"].as_u64() {
            line.push_str(&format!(" at {fps} fps"));
        }
        if let Some(ms) = file["duration_ms"].as_u64() {
            line.push_str(&format!(", {:.1} s", ms as f64 / 1000.0));
        }
        if let Some(size) = file["size_bytes"].as_u64() {
            line.push_str(&format!(", {:.2} MiB", size as f64 / 1_048_576.0));
        }
        if let Some(reason) = file["stop_message"].as_str() {
            line.push_str(&format!("; {reason}"));
        }
        if let Some(e) = file["error"].as_str() {
            line.push_str(&format!("; error: {e}"));
        }
        line
    }
}
