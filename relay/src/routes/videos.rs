//! `POST /v1/videos`: a key with `video_frames` uploads a video for that tool to read.
//!
//! The body is the file itself (its media type as `Content-Type`, an optional
//! `X-Filename`); the answer is `{"artifact_id": …}` and what was found in it. The video
//! belongs to the key that sent it: no other key reads it. Every upload, taken or refused
//! after the key was checked, is audited (`video_uploaded`).

use axum::Extension;
use axum::body::Body;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Json, Response};
use serde::Serialize;

use crate::api_error::ApiError;
use crate::auth::Caller;
use crate::state::AppState;
use relay_core::artifacts::video_upload::{
    self, MAX_VIDEO_BYTES, UploadError, VIDEO_CONTENT_TYPES,
};
use relay_core::audit::{Kind, NewEvent, Outcome};

/// The scope a key needs to upload (the tool that reads what it uploads).
const SCOPE: &str = "video_frames";

/// What an upload answers.
#[derive(Debug, Serialize)]
struct Answer {
    /// Pass it to `video_frames` as `video`.
    artifact_id: String,
    filename: Option<String>,
    /// `mp4`, `mov`, `m4v`, `webm`, `mkv` or `ogg` (told by the file's first bytes).
    container: String,
    /// The codec as the container names it (`avc1`, `V_VP9`, `V_AV1`, `theora`, …).
    codec: String,
    content_type: &'static str,
    width: u32,
    height: u32,
    duration_seconds: f64,
    frames: usize,
    size_bytes: u64,
    sha256: String,
}

/// `POST /v1/videos`.
pub(crate) async fn upload(
    State(state): State<AppState>,
    Extension(caller): Extension<Caller>,
    headers: HeaderMap,
    body: Body,
) -> Result<Response, ApiError> {
    let key = &caller.key;
    if !key.grants().has(SCOPE) {
        return Err(ApiError::refused(
            StatusCode::FORBIDDEN,
            format!(
                "this key (id {}) lacks scope {SCOPE:?} needed to upload videos",
                key.id
            ),
        ));
    }
    let refused = |status: StatusCode, message: String| {
        let audit = state.audit();
        let key_id = key.id.clone();
        let message2 = message.clone();
        async move {
            let mut event = NewEvent::new(Kind::VideoUploaded)
                .key(key_id)
                .detail(serde_json::json!({ "error": message2 }));
            event.outcome = Some(Outcome::Error);
            audit.record(event).await;
            ApiError::refused(status, message)
        }
    };
    if let Some(declared) = headers
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<u64>().ok())
        && declared > MAX_VIDEO_BYTES
    {
        return Err(refused(
            StatusCode::PAYLOAD_TOO_LARGE,
            format!(
                "{} (this request declares {declared})",
                UploadError::TooLarge
            ),
        )
        .await);
    }
    if let Some(given) = headers.get(header::CONTENT_TYPE) {
        let media = given
            .to_str()
            .unwrap_or("")
            .split(';')
            .next()
            .unwrap_or("")
            .trim()
            .to_ascii_lowercase();
        if !VIDEO_CONTENT_TYPES.contains(&media.as_str()) {
            return Err(refused(
                StatusCode::UNSUPPORTED_MEDIA_TYPE,
                format!(
                    "Content-Type: video_frames reads MP4, M4V, MOV, WebM, Matroska and Ogg; send \
                     one of {}",
                    VIDEO_CONTENT_TYPES.join(", ")
                ),
            )
            .await);
        }
    }
    let filename = match headers.get("x-filename") {
        None => None,
        // A value that is not visible ASCII reads as one with a control character.
        Some(v) => match video_upload::check_filename(v.to_str().unwrap_or("\n")) {
            Ok(name) => Some(name),
            Err(message) => return Err(refused(StatusCode::BAD_REQUEST, message).await),
        },
    };

    let scratch = state.settings().data_dir.join("tmp");
    let received = video_upload::receive(
        state.db(),
        state.artifacts().as_ref(),
        &scratch,
        &key.id,
        filename,
        // A key's videos share the bound a device's artifacts have.
        state.settings().device_quota_bytes,
        body.into_data_stream(),
    )
    .await;
    let uploaded = match received {
        Ok(u) => u,
        Err(UploadError::Store(e)) => {
            return Err(ApiError::unavailable("artifact store unavailable", e));
        }
        Err(UploadError::Db(e)) => return Err(e.into()),
        Err(UploadError::Io(e)) => {
            return Err(ApiError::unavailable(
                "the relay could not keep the upload",
                e,
            ));
        }
        Err(e) => {
            let status = match e {
                UploadError::TooLarge => StatusCode::PAYLOAD_TOO_LARGE,
                UploadError::Quota { .. } => StatusCode::INSUFFICIENT_STORAGE,
                UploadError::NotAVideo(_) => StatusCode::UNPROCESSABLE_ENTITY,
                _ => StatusCode::BAD_REQUEST,
            };
            return Err(refused(status, e.to_string()).await);
        }
    };
    let meta = uploaded.meta;
    let mut event = NewEvent::new(Kind::VideoUploaded)
        .key(&key.id)
        .detail(serde_json::json!({
            "artifact_id": uploaded.id,
            "bytes": uploaded.size_bytes,
            "container": meta.container,
            "codec": meta.codec,
            "duration_seconds": meta.duration_seconds,
        }));
    event.outcome = Some(Outcome::Ok);
    state.audit().record(event).await;
    let answer = Answer {
        artifact_id: uploaded.id,
        filename: meta.filename,
        container: meta.container,
        codec: meta.codec,
        content_type: uploaded.content_type,
        width: meta.width,
        height: meta.height,
        duration_seconds: meta.duration_seconds,
        frames: meta.frames,
        size_bytes: uploaded.size_bytes,
        sha256: uploaded.sha256,
    };
    Ok((StatusCode::CREATED, Json(answer)).into_response())
}
