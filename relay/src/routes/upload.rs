//! `PUT /v1/uploads/{id}/{part}`: the filesystem store's part uploads, by signed link.
//!
//! The link ([`relay_core::artifacts::link::UploadLink`]) grants one part of one artifact: its number,
//! exact length and SHA-256. The bytes are refused unless they are exactly those, and only
//! while the artifact is still uploading, so a verified object cannot be replaced through
//! a link it was sent by.

use axum::body::Body;
use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use proto::ArtifactState;

use relay_core::artifacts::link::{UPLOADS_GO_TO_THE_STORE, UploadLink};

use super::signed_link::Signed;
use crate::api_error::ApiError;
use crate::state::AppState;
use relay_core::artifacts::{self as table, fs::ReceiveError};

/// Refuse a request whose declared `Content-Length` is not the part's.
fn check_declared_length(headers: &HeaderMap, part: u32, length: u64) -> Result<(), ApiError> {
    let Some(declared) = headers
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<u64>().ok())
    else {
        return Ok(());
    };
    if declared > length {
        return Err(ApiError::refused(
            StatusCode::PAYLOAD_TOO_LARGE,
            format!("part {part} is {length} bytes; the request declares {declared}"),
        ));
    }
    if declared < length {
        return Err(ApiError::refused(
            StatusCode::BAD_REQUEST,
            format!("part {part} is {length} bytes; the request declares only {declared}"),
        ));
    }
    Ok(())
}

/// `PUT /v1/uploads/{id}/{part}`: one part into the filesystem store.
pub(crate) async fn upload_part(
    State(state): State<AppState>,
    Signed(link): Signed<UploadLink>,
    headers: HeaderMap,
    body: Body,
) -> Result<Response, ApiError> {
    let UploadLink {
        id,
        part,
        length,
        sha256,
    } = link;
    // The extractor found the filesystem store; it cannot have changed since.
    let Some(store) = state.artifacts().as_fs() else {
        return Err(ApiError::refused(
            StatusCode::NOT_FOUND,
            UPLOADS_GO_TO_THE_STORE,
        ));
    };
    match table::get_row(state.db(), &id).await? {
        Some(row) if row.artifact.state == ArtifactState::Uploading => {}
        _ => {
            return Err(ApiError::refused(
                StatusCode::CONFLICT,
                format!("artifact {id:?} is not waiting for an upload"),
            ));
        }
    }
    check_declared_length(&headers, part, length)?;
    let etag = store
        .receive_part(&id, part, length, &sha256, body.into_data_stream())
        .await
        .map_err(|e| match e {
            ReceiveError::TooLong { .. } => {
                ApiError::refused(StatusCode::PAYLOAD_TOO_LARGE, e.to_string())
            }
            ReceiveError::TooShort { .. } | ReceiveError::Digest { .. } | ReceiveError::Body(_) => {
                ApiError::refused(StatusCode::BAD_REQUEST, e.to_string())
            }
            ReceiveError::Io(source) => ApiError::unavailable("could not store the part", source),
        })?;
    state.metrics().upload_part(length);
    // A part arriving is the upload being alive: not abandoned.
    if let Err(e) = table::touch(state.db(), &id).await {
        tracing::warn!(error = %e, artifact = %id, "could not note a received part");
    }
    let mut response = StatusCode::OK.into_response();
    if let Ok(v) = HeaderValue::from_str(&etag) {
        response.headers_mut().insert(header::ETAG, v);
    }
    Ok(response)
}
