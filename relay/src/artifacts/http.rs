//! The data plane's HTTP handlers: the agent's offer and completion (device token), and the
//! filesystem store's signed part uploads. (Downloads: [`super::download`].)
//!
//! An artifact belongs to the device that first offered it: every other device gets 404,
//! the same as for an artifact that does not exist. Refusals are plain text that names the
//! field or the reason; a store or database outage is a 503 the agent retries.

use std::net::SocketAddr;

use axum::body::{Body, Bytes};
use axum::extract::{ConnectInfo, Path, Query, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Json, Response};
use proto::{
    ArtifactKind, ArtifactOffer, ArtifactState, CompleteResult, CompleteUpload, OfferHead,
    UploadPart, UploadPlan, WatchFileOffer,
};
use serde::Deserialize;

use super::sign::{Grant, SignatureError};
use super::{NewArtifact, PartTarget, StoreError, WatchFileRef};
use crate::audit::{Kind, NewEvent};
use crate::devices::{self, Device};
use crate::failures::{Credential, Failure};
use crate::state::AppState;

/// Largest offer or completion body: room for [`proto::MAX_UPLOAD_PARTS`] part digests or
/// ETags (about 70 bytes each).
pub(crate) const MAX_JSON_BODY: usize = 1024 * 1024;

/// Longest ETag accepted in a completion.
const MAX_ETAG: usize = 256;

pub(super) fn text(status: StatusCode, message: impl Into<String>) -> Response {
    (status, message.into()).into_response()
}

/// A refusal in plain text (small, unlike a built `Response`, to pass around in `Err`).
struct Refusal(StatusCode, String);

impl IntoResponse for Refusal {
    fn into_response(self) -> Response {
        text(self.0, self.1)
    }
}

fn unavailable_refusal(what: &str, error: &dyn std::fmt::Display) -> Refusal {
    tracing::error!(error = %error, "{what}");
    Refusal(
        StatusCode::SERVICE_UNAVAILABLE,
        format!("{what}; retry later"),
    )
}

pub(super) fn unavailable(what: &str, error: &dyn std::fmt::Display) -> Response {
    unavailable_refusal(what, error).into_response()
}

fn not_found(id: &str) -> Response {
    text(
        StatusCode::NOT_FOUND,
        format!("no artifact {id:?} for this device"),
    )
}

/// An offer under an id this relay did not issue to the offering device. The answer is
/// the same whether or not another device holds the id, and 403 tells the agent that
/// retrying cannot help.
fn not_issued(field: &str, id: &str) -> Response {
    text(
        StatusCode::FORBIDDEN,
        format!("{field}: {id:?} was not issued to this device by this relay"),
    )
}

/// The device presenting the request's token, or the refusal (429 for a client or token
/// prefix that failed too often, before any lookup).
async fn device(
    state: &AppState,
    peer: SocketAddr,
    headers: &HeaderMap,
    path: &str,
) -> Result<Device, Response> {
    let Some(token) = crate::agent_link::bearer(headers) else {
        return Err(text(
            StatusCode::UNAUTHORIZED,
            "missing device token: send Authorization: Bearer dt_…",
        ));
    };
    let failures = state.failures();
    let client = failures.client(Some(peer), headers);
    failures
        .check(client, Some(token))
        .map_err(IntoResponse::into_response)?;
    match devices::authenticate(state.db(), token).await {
        Ok(Some(d)) => Ok(d),
        Ok(None) => {
            failures.failed(
                Failure {
                    credential: Credential::DeviceToken,
                    reason: "unknown device token".into(),
                    path: path.chars().take(200).collect(),
                    address: client.map(|c| c.to_string()),
                },
                client,
                Some(token),
            );
            Err(text(StatusCode::UNAUTHORIZED, "unknown device token"))
        }
        Err(e) => Err(unavailable("relay database unavailable", &e)),
    }
}

/// Parse a JSON body; the refusal names the field that did not parse.
fn parse_json<T: serde::de::DeserializeOwned>(body: &[u8], what: &str) -> Result<T, Refusal> {
    let de = &mut serde_json::Deserializer::from_slice(body);
    serde_path_to_error::deserialize(de).map_err(|e| {
        let path = e.path().to_string();
        let field = if path == "." {
            String::new()
        } else {
            format!("{path}: ")
        };
        Refusal(
            StatusCode::BAD_REQUEST,
            format!("invalid {what}: {field}{}", e.into_inner()),
        )
    })
}

fn plan(id: &str, state: ArtifactState, parts: Vec<UploadPart>, error: Option<String>) -> Response {
    Json(UploadPlan {
        artifact_id: id.to_string(),
        state,
        parts,
        error,
    })
    .into_response()
}

/// `POST /v1/agent/artifacts`: an offer, answered with an upload plan.
pub(crate) async fn offer(
    State(state): State<AppState>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    let device = match device(&state, peer, &headers, proto::AGENT_ARTIFACTS_PATH).await {
        Ok(d) => d,
        Err(r) => return r,
    };
    let head: OfferHead = match parse_json(&body, "offer") {
        Ok(h) => h,
        Err(r) => return r.into_response(),
    };
    match head.kind {
        ArtifactKind::Recording => {
            let offer: ArtifactOffer = match parse_json(&body, "offer") {
                Ok(o) => o,
                Err(r) => return r.into_response(),
            };
            if let Err(e) = offer.validate().and_then(|()| {
                proto::check_part_count(
                    &offer.part_sha256,
                    offer.size_bytes,
                    state.artifacts().part_bytes(),
                )
            }) {
                return text(StatusCode::BAD_REQUEST, e.to_string());
            }
            match crate::recordings::get(state.db(), &device.id, &offer.recording_id).await {
                Ok(Some(_)) => {}
                Ok(None) => return not_issued("recording_id", &offer.recording_id),
                Err(e) => return unavailable("relay database unavailable", &e),
            }
            let new = NewArtifact {
                id: &offer.recording_id,
                kind: ArtifactKind::Recording,
                device_id: &device.id,
                size_bytes: offer.size_bytes,
                sha256: &offer.sha256,
                content_type: &offer.content_type,
                store_key: super::store_key(&device.id, &offer.recording_id),
                watch_id: None,
                meta: serde_json::to_string(&offer.report).unwrap_or_else(|_| "null".into()),
                interrupted: offer.report.interrupted,
                part_sha256: &offer.part_sha256,
            };
            plan_upload(&state, &device, &new).await
        }
        ArtifactKind::WatchFile => {
            let offer: WatchFileOffer = match parse_json(&body, "offer") {
                Ok(o) => o,
                Err(r) => return r.into_response(),
            };
            if let Err(e) = offer.validate().and_then(|()| {
                proto::check_part_count(
                    &offer.part_sha256,
                    offer.size_bytes,
                    state.artifacts().part_bytes(),
                )
            }) {
                return text(StatusCode::BAD_REQUEST, e.to_string());
            }
            match crate::sequences::watch_issued_to(state.db(), &device.id, &offer.watch_id).await {
                Ok(true) => {}
                Ok(false) => return not_issued("watch_id", &offer.watch_id),
                Err(e) => return unavailable("relay database unavailable", &e),
            }
            let meta = WatchFileRef {
                watch_id: offer.watch_id.clone(),
                name: offer.name.clone(),
            };
            let new = NewArtifact {
                id: &offer.artifact_id,
                kind: ArtifactKind::WatchFile,
                device_id: &device.id,
                size_bytes: offer.size_bytes,
                sha256: &offer.sha256,
                content_type: &offer.content_type,
                store_key: super::watch_store_key(
                    &device.id,
                    &offer.watch_id,
                    &offer.artifact_id,
                    &offer.name,
                ),
                watch_id: Some(&offer.watch_id),
                meta: serde_json::to_string(&meta).unwrap_or_else(|_| "null".into()),
                interrupted: false,
                part_sha256: &offer.part_sha256,
            };
            plan_upload(&state, &device, &new).await
        }
    }
}

/// Record a checked offer (or find it again) and plan its upload.
async fn plan_upload(state: &AppState, device: &Device, new: &NewArtifact<'_>) -> Response {
    let db = state.db();
    let existing = match super::get_row(db, new.id).await {
        Ok(r) => r,
        Err(e) => return unavailable("relay database unavailable", &e),
    };
    let grows = match &existing {
        None => true,
        Some(row) => {
            row.artifact.device_id == device.id
                && row.artifact.state == ArtifactState::Uploading
                && row.artifact.size_bytes != new.size_bytes
        }
    };
    if grows && let Err(refusal) = within_limits(state, device, new).await {
        return refusal.into_response();
    }
    let row = match existing {
        Some(row) => row,
        None => {
            let inserted = super::insert(db, new).await;
            match inserted {
                Ok(()) => {}
                Err(e) => return unavailable("relay database unavailable", &e),
            }
            match super::get_row(db, new.id).await {
                Ok(Some(row)) => row,
                Ok(None) => {
                    return text(
                        StatusCode::SERVICE_UNAVAILABLE,
                        "the artifact was not recorded; retry later",
                    );
                }
                Err(e) => return unavailable("relay database unavailable", &e),
            }
        }
    };
    let artifact = &row.artifact;
    if artifact.device_id != device.id {
        return not_found(new.id);
    }
    if row.store_key != new.store_key {
        return text(
            StatusCode::CONFLICT,
            format!(
                "artifact {:?} already holds another file (a {} at {:?}); offer this one under a new id",
                new.id,
                artifact.kind.as_str(),
                super::download_name(artifact)
            ),
        );
    }
    match artifact.state {
        ArtifactState::Ready => return plan(new.id, ArtifactState::Ready, Vec::new(), None),
        ArtifactState::Failed => {
            return plan(
                new.id,
                ArtifactState::Failed,
                Vec::new(),
                artifact.error.clone(),
            );
        }
        ArtifactState::Uploading => {}
    }
    let store = state.artifacts();
    // Other digests are another file (or an upload begun before parts had digests, whose
    // store upload cannot take them): what was sent so far is worthless.
    let changed = artifact.size_bytes != new.size_bytes
        || artifact.sha256.as_deref() != Some(new.sha256)
        || row.part_sha256 != new.part_sha256;
    let mut upload_id = row.upload_id.clone();
    if changed {
        // A different file under the same id: what was sent of the old one is worthless.
        if let Err(e) = store
            .delete(new.id, &row.store_key, upload_id.as_deref())
            .await
        {
            tracing::warn!(error = %e, artifact = new.id, "could not drop the superseded upload");
        }
        upload_id = None;
    }
    if let Err(e) = super::update_offer(db, new, changed).await {
        return unavailable("relay database unavailable", &e);
    }
    let begun = match store
        .begin_upload(&row.store_key, new.size_bytes, upload_id.as_deref())
        .await
    {
        Ok(u) => u,
        Err(e) => return unavailable("artifact store unavailable", &e),
    };
    if begun != upload_id
        && let Err(e) = super::set_upload_id(db, new.id, begun.as_deref()).await
    {
        return unavailable("relay database unavailable", &e);
    }
    let ttl = state.settings().upload_ttl;
    let mut parts = Vec::new();
    let layout = proto::part_layout(new.size_bytes, store.part_bytes());
    for ((number, offset, length), sha256) in layout.into_iter().zip(new.part_sha256) {
        let target = PartTarget {
            artifact_id: new.id,
            key: &row.store_key,
            upload_id: begun.as_deref(),
            number,
            length,
            sha256,
        };
        match store.part_request(target, ttl).await {
            Ok(request) => parts.push(UploadPart {
                number,
                offset,
                length,
                url: request.url,
                headers: request.headers,
            }),
            Err(e) => return unavailable("artifact store unavailable", &e),
        }
    }
    plan(
        new.id,
        ArtifactState::Uploading,
        parts,
        row.artifact.error.clone(),
    )
}

/// Whether the device may have one more upload (a new offer) or a changed size: its
/// storage quota and its bound on uploads in flight (the limits a hostile device meets
/// first; an honest agent sends one file at a time). Both are retryable.
async fn within_limits(
    state: &AppState,
    device: &Device,
    new: &NewArtifact<'_>,
) -> Result<(), Refusal> {
    let settings = state.settings();
    let (bytes, uploading) = super::device_usage(state.db(), &device.id, new.id)
        .await
        .map_err(|e| unavailable_refusal("relay database unavailable", &e))?;
    if uploading >= settings.max_uploads_per_device {
        return Err(Refusal(
            StatusCode::TOO_MANY_REQUESTS,
            format!(
                "this device already has {uploading} uploads in flight, the most it may have; finish one first"
            ),
        ));
    }
    if bytes.saturating_add(new.size_bytes) > settings.device_quota_bytes {
        return Err(Refusal(
            StatusCode::INSUFFICIENT_STORAGE,
            format!(
                "size_bytes: {} bytes would take this device over its storage quota of {} bytes ({bytes} in use); retry when space is freed",
                new.size_bytes, settings.device_quota_bytes
            ),
        ));
    }
    Ok(())
}

fn result(state: ArtifactState, error: Option<String>) -> Response {
    Json(CompleteResult { state, error }).into_response()
}

/// `POST /v1/agent/artifacts/{id}/complete`: join, verify, and mark ready.
pub(crate) async fn complete(
    State(state): State<AppState>,
    Path(id): Path<String>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    let device = match device(&state, peer, &headers, proto::AGENT_ARTIFACTS_PATH).await {
        Ok(d) => d,
        Err(r) => return r,
    };
    if proto::validate_recording_id(&id).is_err() {
        return not_found(&id);
    }
    let request: CompleteUpload = match parse_json(&body, "completion") {
        Ok(c) => c,
        Err(r) => return r.into_response(),
    };
    let db = state.db();
    let row = match super::get_row(db, &id).await {
        Ok(Some(row)) if row.artifact.device_id == device.id => row,
        Ok(_) => return not_found(&id),
        Err(e) => return unavailable("relay database unavailable", &e),
    };
    match row.artifact.state {
        ArtifactState::Ready => return result(ArtifactState::Ready, None),
        ArtifactState::Failed => return result(ArtifactState::Failed, row.artifact.error),
        ArtifactState::Uploading => {}
    }
    let store = state.artifacts();
    let expected = proto::part_layout(row.artifact.size_bytes, store.part_bytes());
    let in_order = request.parts.len() == expected.len()
        && request
            .parts
            .iter()
            .zip(&expected)
            .all(|(p, e)| p.number == e.0);
    if !in_order {
        return text(
            StatusCode::BAD_REQUEST,
            format!(
                "parts: must list every part, 1 to {}, in order",
                expected.len()
            ),
        );
    }
    if request
        .parts
        .iter()
        .any(|p| p.etag.is_empty() || p.etag.len() > MAX_ETAG)
    {
        return text(
            StatusCode::BAD_REQUEST,
            format!("parts.etag: must be 1 to {MAX_ETAG} characters"),
        );
    }
    let upload_id = row.upload_id.as_deref();
    match store
        .complete(
            &id,
            &row.store_key,
            upload_id,
            &request.parts,
            &row.part_sha256,
        )
        .await
    {
        Ok(()) => {}
        Err(StoreError::Incomplete(message)) => {
            return result(ArtifactState::Uploading, Some(message));
        }
        Err(StoreError::NotFound) => {
            return result(
                ArtifactState::Uploading,
                Some("the upload is unknown to the store; offer again".into()),
            );
        }
        Err(e @ StoreError::Unavailable(_)) => {
            return unavailable("artifact store unavailable", &e);
        }
    }
    let digest = match store.verify(&row.store_key).await {
        Ok(d) => d,
        Err(StoreError::NotFound) | Err(StoreError::Incomplete(_)) => {
            if let Err(e) = super::set_upload_id(db, &id, None).await {
                return unavailable("relay database unavailable", &e);
            }
            return result(
                ArtifactState::Uploading,
                Some("the stored object is missing; offer again and send every part".into()),
            );
        }
        Err(e @ StoreError::Unavailable(_)) => {
            return unavailable("artifact store unavailable", &e);
        }
    };
    let offered_sha = row.artifact.sha256.clone().unwrap_or_default();
    if digest.size_bytes != row.artifact.size_bytes || digest.sha256 != offered_sha {
        let error = format!(
            "verification failed: the store holds {} bytes with SHA-256 {}, the offer said {} bytes with SHA-256 {}; send the file again",
            digest.size_bytes, digest.sha256, row.artifact.size_bytes, offered_sha
        );
        tracing::warn!(artifact = %id, device = %device.id, %error, "artifact verification failed");
        if let Err(e) = store.delete(&id, &row.store_key, None).await {
            tracing::warn!(error = %e, artifact = %id, "could not delete the bad object");
        }
        return match super::record_verify_failure(db, &row, &error).await {
            Ok(state) => result(state, Some(error)),
            Err(e) => unavailable("relay database unavailable", &e),
        };
    }
    if let Err(e) = super::mark_ready(db, &id).await {
        return unavailable("relay database unavailable", &e);
    }
    state
        .audit()
        .record(
            NewEvent::new(Kind::ArtifactReady)
                .device(&device.id)
                .detail(serde_json::json!({
                    "artifact_id": id,
                    "size_bytes": digest.size_bytes,
                    "sha256": digest.sha256,
                    "interrupted": row.artifact.interrupted,
                    "kind": row.artifact.kind.as_str(),
                    "store": store.kind(),
                })),
        )
        .await;
    tracing::info!(artifact = %id, device = %device.id, size = digest.size_bytes, "artifact ready");
    result(ArtifactState::Ready, None)
}

/// The query of a signed URL; every field optional so that a mangled one is refused in
/// words rather than by the extractor.
#[derive(Debug, Deserialize)]
pub(crate) struct SignedQuery {
    exp: Option<String>,
    sig: Option<String>,
    len: Option<String>,
    /// An upload part's SHA-256.
    sha: Option<String>,
    /// The key a download link was issued to.
    pub(super) k: Option<String>,
}

impl SignedQuery {
    pub(super) fn exp_sig(&self) -> Option<(u64, &str)> {
        Some((self.exp.as_deref()?.parse().ok()?, self.sig.as_deref()?))
    }
}

/// `PUT /v1/uploads/{id}/{part}`: one part into the filesystem store.
pub(crate) async fn upload_part(
    State(state): State<AppState>,
    Path((id, part)): Path<(String, String)>,
    Query(query): Query<SignedQuery>,
    headers: HeaderMap,
    body: Body,
) -> Response {
    const INVALID: &str = "this upload link is not valid";
    let Some(store) = state.artifacts().as_fs() else {
        return text(
            StatusCode::NOT_FOUND,
            "this relay's artifacts are uploaded to its object store",
        );
    };
    let (Some((exp, sig)), Ok(part), Some(Ok(length)), Some(sha256)) = (
        query.exp_sig(),
        part.parse::<u32>(),
        query.len.as_deref().map(str::parse::<u64>),
        query.sha.as_deref(),
    ) else {
        return text(StatusCode::FORBIDDEN, INVALID);
    };
    if proto::validate_recording_id(&id).is_err() || part == 0 || !proto::is_sha256_hex(sha256) {
        return text(StatusCode::FORBIDDEN, INVALID);
    }
    let grant = Grant::UploadPart {
        id: &id,
        part,
        length,
        sha256,
    };
    match store.signer().check(&grant, exp, sig) {
        Ok(()) => {}
        Err(SignatureError::Expired) => {
            return text(
                StatusCode::FORBIDDEN,
                "this upload link has expired; offer the artifact again for fresh links",
            );
        }
        Err(SignatureError::Invalid) => return text(StatusCode::FORBIDDEN, INVALID),
    }
    match super::get_row(state.db(), &id).await {
        Ok(Some(row)) if row.artifact.state == ArtifactState::Uploading => {}
        Ok(_) => {
            return text(
                StatusCode::CONFLICT,
                format!("artifact {id:?} is not waiting for an upload"),
            );
        }
        Err(e) => return unavailable("relay database unavailable", &e),
    }
    if let Some(declared) = headers
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<u64>().ok())
    {
        if declared > length {
            return text(
                StatusCode::PAYLOAD_TOO_LARGE,
                format!("part {part} is {length} bytes; the request declares {declared}"),
            );
        }
        if declared < length {
            return text(
                StatusCode::BAD_REQUEST,
                format!("part {part} is {length} bytes; the request declares only {declared}"),
            );
        }
    }
    match store
        .receive_part(&id, part, length, sha256, body.into_data_stream())
        .await
    {
        Ok(etag) => {
            // A part arriving is the upload being alive: not abandoned.
            if let Err(e) = super::touch(state.db(), &id).await {
                tracing::warn!(error = %e, artifact = %id, "could not note a received part");
            }
            let mut response = StatusCode::OK.into_response();
            if let Ok(v) = HeaderValue::from_str(&etag) {
                response.headers_mut().insert(header::ETAG, v);
            }
            response
        }
        Err(e @ super::fs::ReceiveError::TooLong { .. }) => {
            text(StatusCode::PAYLOAD_TOO_LARGE, e.to_string())
        }
        Err(
            e @ (super::fs::ReceiveError::TooShort { .. }
            | super::fs::ReceiveError::Digest { .. }
            | super::fs::ReceiveError::Body(_)),
        ) => text(StatusCode::BAD_REQUEST, e.to_string()),
        Err(e @ super::fs::ReceiveError::Io(_)) => unavailable("could not store the part", &e),
    }
}
