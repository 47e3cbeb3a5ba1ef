//! `GET` / `HEAD /v1/artifacts/{id}/download`: every store's downloads, by a link issued to
//! one key.
//!
//! The link (made by [`relay_core::artifacts::Downloads::download_url`]) carries its key under the signature. It works
//! while unexpired, while its key is usable and while the artifact's device is enrolled, so
//! revoking a key or removing a device ends its links for new downloads. Every request that
//! passes is audited, whatever its method and range. The filesystem store's bytes are served
//! here with ranges; another store's request is redirected to a presigned URL of a minute.
//! Share links' requests ([`super::share`]) are served by the same [`serve`].

use std::net::SocketAddr;

use axum::body::Body;
use axum::extract::{ConnectInfo, State};
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, header};
use axum::response::{IntoResponse, Response};
use proto::ArtifactState;
use tokio::io::{AsyncReadExt as _, AsyncSeekExt as _};

use relay_core::artifacts::link::DownloadLink;

use super::signed_link::Signed;
use crate::api_error::ApiError;
use crate::state::AppState;
use relay_core::access::devices;
use relay_core::artifacts::{self as table, Row, Served};
use relay_core::audit::{Kind, NewEvent};

/// What a `Range` header asks for, against an object of known size.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum RangeRequest {
    /// No usable range: the whole object.
    Full,
    /// Bytes `start..=end`.
    Partial(u64, u64),
    /// A range outside the object.
    Unsatisfiable,
}

/// Read a `Range` header: one `bytes` range; anything else (other units, several
/// ranges, syntax errors) is ignored and the whole object served, as HTTP allows.
pub(crate) fn parse_range(value: Option<&str>, size: u64) -> RangeRequest {
    let Some(spec) = value.and_then(|v| v.trim().strip_prefix("bytes=")) else {
        return RangeRequest::Full;
    };
    if spec.contains(',') {
        return RangeRequest::Full;
    }
    let Some((first, last)) = spec.trim().split_once('-') else {
        return RangeRequest::Full;
    };
    let (first, last) = (first.trim(), last.trim());
    if first.is_empty() {
        // A suffix: the last n bytes.
        return match last.parse::<u64>() {
            Ok(0) => RangeRequest::Unsatisfiable,
            Ok(_) if size == 0 => RangeRequest::Unsatisfiable,
            Ok(n) => RangeRequest::Partial(size.saturating_sub(n), size - 1),
            Err(_) => RangeRequest::Full,
        };
    }
    let Ok(start) = first.parse::<u64>() else {
        return RangeRequest::Full;
    };
    let end = if last.is_empty() {
        None
    } else {
        match last.parse::<u64>() {
            Ok(e) if e >= start => Some(e),
            _ => return RangeRequest::Full,
        }
    };
    if start >= size {
        return RangeRequest::Unsatisfiable;
    }
    let end = end.map_or(size - 1, |e| e.min(size - 1));
    RangeRequest::Partial(start, end)
}

/// How long the presigned URL a download is redirected to (S3) works: only long enough to
/// follow the redirect, so a leaked one dies at once; the relay's link is what lasts.
const REDIRECT_TTL: std::time::Duration = std::time::Duration::from_secs(60);

/// `GET` / `HEAD /v1/artifacts/{id}/download`: a ready artifact by a link issued to a key.
/// The link works while it is unexpired, its key usable and its device enrolled; every
/// request that passes is audited (any method, any range). The filesystem store's bytes
/// are served here; another store's request is redirected to a presigned URL of a minute.
pub(crate) async fn handler(
    State(state): State<AppState>,
    Signed(DownloadLink { id, key_id }): Signed<DownloadLink>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    method: Method,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let now = relay_core::store::time::format(relay_core::store::time::now());
    match relay_core::access::keys::get(state.db(), &key_id).await? {
        Some(key) if key.usable_at(&now).is_ok() => {}
        _ => {
            return Err(ApiError::refused(
                StatusCode::FORBIDDEN,
                "this download link was issued to a key that has been revoked or has expired",
            ));
        }
    }
    let gone = || ApiError::refused(StatusCode::NOT_FOUND, "this file is no longer available");
    let row = match table::get_row(state.db(), &id).await? {
        Some(row) if row.artifact.state == ArtifactState::Ready => row,
        _ => return Err(gone()),
    };
    // A removed device's files go with it.
    if devices::get(state.db(), &row.artifact.device_id)
        .await?
        .is_none()
    {
        return Err(gone());
    }
    let reader = Reader {
        key_id: Some(&key_id),
        share_id: None,
        peer,
    };
    serve(&state, &row, reader, &method, &headers).await
}

/// Who reads an artifact through a link, for its audit event.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Reader<'a> {
    /// The key a download link was issued to.
    pub(crate) key_id: Option<&'a str>,
    /// The share a share link belongs to.
    pub(crate) share_id: Option<&'a str>,
    /// The client's address.
    pub(crate) peer: SocketAddr,
}

/// Serve a ready artifact whose link was checked: the filesystem store's bytes with ranges,
/// or a redirect to another store's presigned URL of a minute; audited either way.
pub(crate) async fn serve(
    state: &AppState,
    row: &Row,
    reader: Reader<'_>,
    method: &Method,
    headers: &HeaderMap,
) -> Result<Response, ApiError> {
    let gone = || ApiError::refused(StatusCode::NOT_FOUND, "this file is no longer available");
    let Some(store) = state.artifacts().as_fs() else {
        audit_download(state, row, reader, method, headers, None).await;
        return redirect(state, row).await;
    };
    let unreadable = |e| ApiError::unavailable("could not read the file", e);
    let path = store.object_path(&row.store_key);
    let mut file = match tokio::fs::File::open(&path).await {
        Ok(f) => f,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Err(gone()),
        Err(e) => return Err(unreadable(e)),
    };
    let size = file.metadata().await.map_err(unreadable)?.len();
    let range = parse_range(
        headers.get(header::RANGE).and_then(|v| v.to_str().ok()),
        size,
    );
    audit_download(state, row, reader, method, headers, Some(range)).await;
    let (status, start, length) = match range {
        RangeRequest::Full => (StatusCode::OK, 0, size),
        RangeRequest::Partial(start, end) => (StatusCode::PARTIAL_CONTENT, start, end - start + 1),
        RangeRequest::Unsatisfiable => {
            let mut r = (
                StatusCode::RANGE_NOT_SATISFIABLE,
                format!("the range is outside the file's {size} bytes"),
            )
                .into_response();
            if let Ok(v) = HeaderValue::from_str(&format!("bytes */{size}")) {
                r.headers_mut().insert(header::CONTENT_RANGE, v);
            }
            return Ok(r);
        }
    };
    let body = if *method == Method::HEAD {
        Body::empty()
    } else {
        if start > 0 {
            file.seek(std::io::SeekFrom::Start(start))
                .await
                .map_err(unreadable)?;
        }
        Body::from_stream(tokio_util::io::ReaderStream::with_capacity(
            file.take(length),
            256 * 1024,
        ))
    };
    let mut response = Response::new(body);
    *response.status_mut() = status;
    let h = response.headers_mut();
    h.insert(header::ACCEPT_RANGES, HeaderValue::from_static("bytes"));
    h.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static(table::served_type(&row.artifact)),
    );
    // The type is ours, not a guess: a browser must not sniff a PNG into a page.
    h.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    h.insert(header::CONTENT_LENGTH, HeaderValue::from(length));
    h.insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static("private, no-store"),
    );
    let filename = table::download_name(&row.artifact);
    if let Ok(v) = HeaderValue::from_str(&format!("attachment; filename=\"{filename}\"")) {
        h.insert(header::CONTENT_DISPOSITION, v);
    }
    if status == StatusCode::PARTIAL_CONTENT
        && let Ok(v) =
            HeaderValue::from_str(&format!("bytes {start}-{}/{size}", start + length - 1))
    {
        h.insert(header::CONTENT_RANGE, v);
    }
    Ok(response)
}

/// One `artifact_downloaded` event per request that passed the link's checks, naming the
/// key (a download link) or the share (a share link).
async fn audit_download(
    state: &AppState,
    row: &Row,
    reader: Reader<'_>,
    method: &Method,
    headers: &HeaderMap,
    range: Option<RangeRequest>,
) {
    let agent = headers
        .get(header::USER_AGENT)
        .and_then(|v| v.to_str().ok())
        .map(|s| s.chars().take(256).collect::<String>());
    let (range, bytes) = match range {
        Some(RangeRequest::Partial(start, end)) => {
            (Some(format!("{start}-{end}")), end - start + 1)
        }
        Some(RangeRequest::Unsatisfiable) => (Some("unsatisfiable".into()), 0),
        Some(RangeRequest::Full) => (None, row.artifact.size_bytes),
        // Redirected: the store answers the range.
        None => (None, 0),
    };
    let bytes = if *method == Method::HEAD { 0 } else { bytes };
    let mut event = NewEvent::new(Kind::ArtifactDownloaded).device(&row.artifact.device_id);
    if let Some(key_id) = reader.key_id {
        event = event.key(key_id);
    }
    let mut detail = serde_json::json!({
        "artifact_id": row.artifact.id,
        "method": method.as_str(),
        "address": reader.peer.to_string(),
        "user_agent": agent,
        "bytes": bytes,
        "range": range,
        "redirected": state.artifacts().as_fs().is_none(),
    });
    if let Some(share_id) = reader.share_id {
        detail["share_id"] = share_id.into();
    }
    state.audit().record(event.detail(detail)).await;
}

/// Send the client to the store's own short-lived URL for the object.
async fn redirect(state: &AppState, row: &Row) -> Result<Response, ApiError> {
    let filename = table::download_name(&row.artifact);
    let served = Served {
        content_type: table::served_type(&row.artifact),
        filename: &filename,
    };
    let store_unavailable = |e| ApiError::unavailable("artifact store unavailable", e);
    let url = state
        .artifacts()
        .direct_download_url(&row.store_key, served, REDIRECT_TTL)
        .await
        .map_err(store_unavailable)?
        .ok_or_else(|| {
            ApiError::refused(StatusCode::NOT_FOUND, "this file is no longer available")
        })?;
    let location = HeaderValue::from_str(&url)
        .map_err(|e| ApiError::unavailable("artifact store unavailable", e))?;
    let mut response = StatusCode::FOUND.into_response();
    let h = response.headers_mut();
    h.insert(header::LOCATION, location);
    h.insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static("private, no-store"),
    );
    h.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    Ok(response)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges() {
        use RangeRequest::*;
        assert_eq!(parse_range(None, 10), Full);
        assert_eq!(parse_range(Some("bytes=0-"), 10), Partial(0, 9));
        assert_eq!(parse_range(Some("bytes=2-4"), 10), Partial(2, 4));
        assert_eq!(parse_range(Some("bytes=2-400"), 10), Partial(2, 9));
        assert_eq!(parse_range(Some("bytes=-3"), 10), Partial(7, 9));
        assert_eq!(parse_range(Some("bytes=-30"), 10), Partial(0, 9));
        assert_eq!(parse_range(Some("bytes=10-"), 10), Unsatisfiable);
        assert_eq!(parse_range(Some("bytes=-0"), 10), Unsatisfiable);
        assert_eq!(parse_range(Some("bytes=0-"), 0), Unsatisfiable);
        assert_eq!(parse_range(Some("bytes=0-1,4-5"), 10), Full);
        assert_eq!(parse_range(Some("items=0-1"), 10), Full);
        assert_eq!(parse_range(Some("bytes=5-2"), 10), Full);
    }
}
