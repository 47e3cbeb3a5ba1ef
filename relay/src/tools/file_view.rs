//! The `file` object of a `screen_recording` result: its state and metadata taken from the
//! best source at hand (the device's report while it records or uploads, the artifact row
//! once the file reached the store, the relay's recording row while the device is
//! offline), its download link, and the one line a model reads.

use proto::{ArtifactState, FileState, RecordingReport};

use super::CallCtx;
use super::views::{FileStopReason, FileView};
use relay_core::access::devices::Device;
use relay_core::artifacts::Artifact;
use relay_core::recordings::Recording;
use relay_core::store::time;

/// The `file` object of a result: state and metadata from the best source at hand.
pub(super) async fn view(
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
    use serde_json::{Value, json};

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
            live_session_id: None,
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
