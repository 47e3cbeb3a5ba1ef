//! `GET` / `HEAD /v1/artifacts/{id}/download`: every store's downloads, by a link issued to
//! one key.
//!
//! The link (made by [`super::download_url`]) carries its key under the signature. It works
//! while unexpired, while its key is usable and while the artifact's device is enrolled, so
//! revoking a key or removing a device ends its links for new downloads. Every request that
//! passes is audited, whatever its method and range. The filesystem store's bytes are served
//! here with ranges; another store's request is redirected to a presigned URL of a minute.

use std::net::SocketAddr;

use axum::body::Body;
use axum::extract::{ConnectInfo, Path, Query, State};
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, header};
use axum::response::{IntoResponse, Response};
use proto::ArtifactState;
use tokio::io::{AsyncReadExt as _, AsyncSeekExt as _};

use super::http::{SignedQuery, text, unavailable};
use super::sign::{Grant, SignatureError};
use crate::audit::{Kind, NewEvent};
use crate::devices;
use crate::state::AppState;

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

/// The shape of a key id (`k_…`), checked before it is signed over or looked up.
fn is_key_id(id: &str) -> bool {
    (3..=64).contains(&id.len())
        && id.starts_with("k_")
        && id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
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
    Path(id): Path<String>,
    Query(query): Query<SignedQuery>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    method: Method,
    headers: HeaderMap,
) -> Response {
    const INVALID: &str = "this download link is not valid";
    let (Some((exp, sig)), Some(key_id)) = (query.exp_sig(), query.k.as_deref()) else {
        return text(StatusCode::FORBIDDEN, INVALID);
    };
    if proto::validate_recording_id(&id).is_err() || !is_key_id(key_id) {
        return text(StatusCode::FORBIDDEN, INVALID);
    }
    let grant = Grant::Download {
        id: &id,
        key: key_id,
    };
    match state.links().check(&grant, exp, sig) {
        Ok(()) => {}
        Err(SignatureError::Expired) => {
            return text(StatusCode::FORBIDDEN, "this download link has expired");
        }
        Err(SignatureError::Invalid) => return text(StatusCode::FORBIDDEN, INVALID),
    }
    let now = crate::store::time::format(crate::store::time::now());
    match crate::keys::get(state.db(), key_id).await {
        Ok(Some(key)) if key.usable_at(&now).is_ok() => {}
        Ok(_) => {
            return text(
                StatusCode::FORBIDDEN,
                "this download link was issued to a key that has been revoked or has expired",
            );
        }
        Err(e) => return unavailable("relay database unavailable", &e),
    }
    let gone = || text(StatusCode::NOT_FOUND, "this file is no longer available");
    let row = match super::get_row(state.db(), &id).await {
        Ok(Some(row)) if row.artifact.state == ArtifactState::Ready => row,
        Ok(_) => return gone(),
        Err(e) => return unavailable("relay database unavailable", &e),
    };
    // A removed device's files go with it.
    match devices::get(state.db(), &row.artifact.device_id).await {
        Ok(Some(_)) => {}
        Ok(None) => return gone(),
        Err(e) => return unavailable("relay database unavailable", &e),
    }
    let Some(store) = state.artifacts().as_fs() else {
        audit_download(&state, &row, key_id, peer, &method, &headers, None).await;
        return redirect(&state, &row).await;
    };
    let path = store.object_path(&row.store_key);
    let mut file = match tokio::fs::File::open(&path).await {
        Ok(f) => f,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return gone(),
        Err(e) => return unavailable("could not read the file", &e),
    };
    let size = match file.metadata().await {
        Ok(m) => m.len(),
        Err(e) => return unavailable("could not read the file", &e),
    };
    let range = parse_range(
        headers.get(header::RANGE).and_then(|v| v.to_str().ok()),
        size,
    );
    audit_download(&state, &row, key_id, peer, &method, &headers, Some(range)).await;
    let (status, start, length) = match range {
        RangeRequest::Full => (StatusCode::OK, 0, size),
        RangeRequest::Partial(start, end) => (StatusCode::PARTIAL_CONTENT, start, end - start + 1),
        RangeRequest::Unsatisfiable => {
            let mut r = text(
                StatusCode::RANGE_NOT_SATISFIABLE,
                format!("the range is outside the file's {size} bytes"),
            );
            if let Ok(v) = HeaderValue::from_str(&format!("bytes */{size}")) {
                r.headers_mut().insert(header::CONTENT_RANGE, v);
            }
            return r;
        }
    };
    let body = if method == Method::HEAD {
        Body::empty()
    } else {
        if start > 0
            && let Err(e) = file.seek(std::io::SeekFrom::Start(start)).await
        {
            return unavailable("could not read the file", &e);
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
        HeaderValue::from_static(super::served_type(&row.artifact)),
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
    let filename = super::download_name(&row.artifact);
    if let Ok(v) = HeaderValue::from_str(&format!("attachment; filename=\"{filename}\"")) {
        h.insert(header::CONTENT_DISPOSITION, v);
    }
    if status == StatusCode::PARTIAL_CONTENT
        && let Ok(v) =
            HeaderValue::from_str(&format!("bytes {start}-{}/{size}", start + length - 1))
    {
        h.insert(header::CONTENT_RANGE, v);
    }
    response
}

/// One `artifact_downloaded` event per request that passed the link's checks.
async fn audit_download(
    state: &AppState,
    row: &super::Row,
    key_id: &str,
    peer: SocketAddr,
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
    state
        .audit()
        .record(
            NewEvent::new(Kind::ArtifactDownloaded)
                .key(key_id)
                .device(&row.artifact.device_id)
                .detail(serde_json::json!({
                    "artifact_id": row.artifact.id,
                    "method": method.as_str(),
                    "address": peer.to_string(),
                    "user_agent": agent,
                    "bytes": bytes,
                    "range": range,
                    "redirected": state.artifacts().as_fs().is_none(),
                })),
        )
        .await;
}

/// Send the client to the store's own short-lived URL for the object.
async fn redirect(state: &AppState, row: &super::Row) -> Response {
    let filename = super::download_name(&row.artifact);
    let served = super::Served {
        content_type: super::served_type(&row.artifact),
        filename: &filename,
    };
    let url = match state
        .artifacts()
        .direct_download_url(&row.store_key, served, REDIRECT_TTL)
        .await
    {
        Ok(Some(url)) => url,
        Ok(None) => return text(StatusCode::NOT_FOUND, "this file is no longer available"),
        Err(e) => return unavailable("artifact store unavailable", &e),
    };
    let Ok(location) = HeaderValue::from_str(&url) else {
        return unavailable("artifact store unavailable", &"an unusable URL");
    };
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
    response
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
