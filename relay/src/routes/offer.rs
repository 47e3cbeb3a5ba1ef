//! The agent's side of the data plane, authenticated by its device token: an offer
//! (`POST /v1/agent/artifacts`) answered with an upload plan, and a completion
//! (`POST /v1/agent/artifacts/{id}/complete`) that joins, verifies and marks ready.
//!
//! An offer names only an id this relay issued to the offering device, and an artifact
//! belongs to the device that first offered it: every other device gets 404, the same as
//! for an artifact that does not exist. Both steps may be repeated after any failure.

use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::Json;
use proto::{
    ArtifactKind, ArtifactOffer, ArtifactState, CompleteResult, CompleteUpload, OfferHead,
    UploadPart, UploadPlan, WatchFileOffer,
};

use crate::api_error::ApiError;
use crate::auth::DeviceAuth;
use crate::state::AppState;
use relay_core::access::devices::Device;
use relay_core::artifacts::{self as table, NewArtifact, PartTarget, StoreError, WatchFileRef};
use relay_core::audit::{Kind, NewEvent};

/// Largest offer or completion body: room for [`proto::MAX_UPLOAD_PARTS`] part digests or
/// ETags (about 70 bytes each).
pub(crate) const MAX_JSON_BODY: usize = 1024 * 1024;

/// Longest ETag accepted in a completion.
const MAX_ETAG: usize = 256;

fn bad_request(message: impl Into<String>) -> ApiError {
    ApiError::refused(StatusCode::BAD_REQUEST, message)
}

fn not_found(id: &str) -> ApiError {
    ApiError::refused(
        StatusCode::NOT_FOUND,
        format!("no artifact {id:?} for this device"),
    )
}

/// An offer under an id this relay did not issue to the offering device. The answer is
/// the same whether or not another device holds the id, and 403 tells the agent that
/// retrying cannot help.
fn not_issued(field: &str, id: &str) -> ApiError {
    ApiError::refused(
        StatusCode::FORBIDDEN,
        format!("{field}: {id:?} was not issued to this device by this relay"),
    )
}

fn store_unavailable(e: StoreError) -> ApiError {
    ApiError::unavailable("artifact store unavailable", e)
}

/// Parse a JSON body; the refusal names the field that did not parse.
fn parse_json<T: serde::de::DeserializeOwned>(body: &[u8], what: &str) -> Result<T, ApiError> {
    let de = &mut serde_json::Deserializer::from_slice(body);
    serde_path_to_error::deserialize(de).map_err(|e| {
        let path = e.path().to_string();
        let field = if path == "." {
            String::new()
        } else {
            format!("{path}: ")
        };
        bad_request(format!("invalid {what}: {field}{}", e.into_inner()))
    })
}

fn plan(
    id: &str,
    state: ArtifactState,
    parts: Vec<UploadPart>,
    error: Option<String>,
) -> Json<UploadPlan> {
    Json(UploadPlan {
        artifact_id: id.to_string(),
        state,
        parts,
        error,
    })
}

/// Check an offer's fields and its part digests against this relay's part size.
fn check_offer(
    state: &AppState,
    checked: Result<(), proto::ArgError>,
    part_sha256: &[String],
    size: u64,
) -> Result<(), ApiError> {
    checked
        .and_then(|()| proto::check_part_count(part_sha256, size, state.artifacts().part_bytes()))
        .map_err(|e| bad_request(e.to_string()))
}

/// `POST /v1/agent/artifacts`: an offer, answered with an upload plan.
pub(crate) async fn offer(
    State(state): State<AppState>,
    DeviceAuth { device, .. }: DeviceAuth,
    body: Bytes,
) -> Result<Json<UploadPlan>, ApiError> {
    let head: OfferHead = parse_json(&body, "offer")?;
    match head.kind {
        ArtifactKind::Recording => {
            let offer: ArtifactOffer = parse_json(&body, "offer")?;
            check_offer(
                &state,
                offer.validate(),
                &offer.part_sha256,
                offer.size_bytes,
            )?;
            if relay_core::recordings::get(state.db(), &device.id, &offer.recording_id)
                .await?
                .is_none()
            {
                return Err(not_issued("recording_id", &offer.recording_id));
            }
            let new = NewArtifact {
                id: &offer.recording_id,
                kind: ArtifactKind::Recording,
                device_id: &device.id,
                size_bytes: offer.size_bytes,
                sha256: &offer.sha256,
                content_type: &offer.content_type,
                store_key: table::store_key(&device.id, &offer.recording_id),
                watch_id: None,
                meta: serde_json::to_string(&offer.report).unwrap_or_else(|_| "null".into()),
                interrupted: offer.report.interrupted,
                part_sha256: &offer.part_sha256,
            };
            plan_upload(&state, &device, &new).await
        }
        ArtifactKind::WatchFile => {
            let offer: WatchFileOffer = parse_json(&body, "offer")?;
            check_offer(
                &state,
                offer.validate(),
                &offer.part_sha256,
                offer.size_bytes,
            )?;
            if !relay_core::sequences::watch_issued_to(state.db(), &device.id, &offer.watch_id)
                .await?
            {
                return Err(not_issued("watch_id", &offer.watch_id));
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
                store_key: table::watch_store_key(
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
        ArtifactKind::Video => Err(ApiError::refused(
            StatusCode::BAD_REQUEST,
            "kind: a video is uploaded with a key (POST /v1/videos), never offered by a device",
        )),
    }
}

/// Record a checked offer (or find it again) and plan its upload.
async fn plan_upload(
    state: &AppState,
    device: &Device,
    new: &NewArtifact<'_>,
) -> Result<Json<UploadPlan>, ApiError> {
    let db = state.db();
    let existing = table::get_row(db, new.id).await?;
    let grows = match &existing {
        None => true,
        Some(row) => {
            row.artifact.device_id == device.id
                && row.artifact.state == ArtifactState::Uploading
                && row.artifact.size_bytes != new.size_bytes
        }
    };
    if grows {
        within_limits(state, device, new).await?;
    }
    let row = match existing {
        Some(row) => row,
        None => {
            table::insert(db, new).await?;
            table::get_row(db, new.id).await?.ok_or_else(|| {
                ApiError::refused(
                    StatusCode::SERVICE_UNAVAILABLE,
                    "the artifact was not recorded; retry later",
                )
            })?
        }
    };
    let artifact = &row.artifact;
    if artifact.device_id != device.id {
        return Err(not_found(new.id));
    }
    if row.store_key != new.store_key {
        return Err(ApiError::refused(
            StatusCode::CONFLICT,
            format!(
                "artifact {:?} already holds another file (a {} at {:?}); offer this one under a new id",
                new.id,
                artifact.kind.as_str(),
                table::download_name(artifact)
            ),
        ));
    }
    match artifact.state {
        ArtifactState::Ready => return Ok(plan(new.id, ArtifactState::Ready, Vec::new(), None)),
        ArtifactState::Failed => {
            return Ok(plan(
                new.id,
                ArtifactState::Failed,
                Vec::new(),
                artifact.error.clone(),
            ));
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
        if let Err(e) = store
            .delete(new.id, &row.store_key, upload_id.as_deref())
            .await
        {
            tracing::warn!(error = %e, artifact = new.id, "could not drop the superseded upload");
        }
        upload_id = None;
    }
    table::update_offer(db, new, changed).await?;
    let begun = store
        .begin_upload(&row.store_key, new.size_bytes, upload_id.as_deref())
        .await
        .map_err(store_unavailable)?;
    if begun != upload_id {
        table::set_upload_id(db, new.id, begun.as_deref()).await?;
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
        let request = store
            .part_request(target, ttl)
            .await
            .map_err(store_unavailable)?;
        parts.push(UploadPart {
            number,
            offset,
            length,
            url: request.url,
            headers: request.headers,
        });
    }
    state.metrics().upload_planned(new.kind.as_str());
    Ok(plan(
        new.id,
        ArtifactState::Uploading,
        parts,
        row.artifact.error.clone(),
    ))
}

/// Whether the device may have one more upload (a new offer) or a changed size: its
/// storage quota and its bound on uploads in flight (the limits a hostile device meets
/// first; an honest agent sends one file at a time). Both are retryable.
async fn within_limits(
    state: &AppState,
    device: &Device,
    new: &NewArtifact<'_>,
) -> Result<(), ApiError> {
    let settings = state.settings();
    let (bytes, uploading) = table::device_usage(state.db(), &device.id, new.id).await?;
    if uploading >= settings.max_uploads_per_device {
        return Err(ApiError::refused(
            StatusCode::TOO_MANY_REQUESTS,
            format!(
                "this device already has {uploading} uploads in flight, the most it may have; finish one first"
            ),
        ));
    }
    if bytes.saturating_add(new.size_bytes) > settings.device_quota_bytes {
        return Err(ApiError::refused(
            StatusCode::INSUFFICIENT_STORAGE,
            format!(
                "size_bytes: {} bytes would take this device over its storage quota of {} bytes ({bytes} in use); retry when space is freed",
                new.size_bytes, settings.device_quota_bytes
            ),
        ));
    }
    Ok(())
}

fn result(state: ArtifactState, error: Option<String>) -> Json<CompleteResult> {
    Json(CompleteResult { state, error })
}

/// Check that a completion lists every part of the layout, in order, with usable ETags.
fn check_completion(request: &CompleteUpload, expected: usize) -> Result<(), ApiError> {
    let in_order = request.parts.len() == expected
        && request
            .parts
            .iter()
            .zip(1..)
            .all(|(p, number)| p.number == number);
    if !in_order {
        return Err(bad_request(format!(
            "parts: must list every part, 1 to {expected}, in order"
        )));
    }
    if request
        .parts
        .iter()
        .any(|p| p.etag.is_empty() || p.etag.len() > MAX_ETAG)
    {
        return Err(bad_request(format!(
            "parts.etag: must be 1 to {MAX_ETAG} characters"
        )));
    }
    Ok(())
}

/// `POST /v1/agent/artifacts/{id}/complete`: join, verify, and mark ready.
pub(crate) async fn complete(
    State(state): State<AppState>,
    DeviceAuth { device, .. }: DeviceAuth,
    Path(id): Path<String>,
    body: Bytes,
) -> Result<Json<CompleteResult>, ApiError> {
    if proto::validate_recording_id(&id).is_err() {
        return Err(not_found(&id));
    }
    let request: CompleteUpload = parse_json(&body, "completion")?;
    let db = state.db();
    let row = match table::get_row(db, &id).await? {
        Some(row) if row.artifact.device_id == device.id => row,
        _ => return Err(not_found(&id)),
    };
    match row.artifact.state {
        ArtifactState::Ready => return Ok(result(ArtifactState::Ready, None)),
        ArtifactState::Failed => return Ok(result(ArtifactState::Failed, row.artifact.error)),
        ArtifactState::Uploading => {}
    }
    let store = state.artifacts();
    let expected = proto::part_layout(row.artifact.size_bytes, store.part_bytes()).len();
    check_completion(&request, expected)?;
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
            return Ok(result(ArtifactState::Uploading, Some(message)));
        }
        Err(StoreError::NotFound) => {
            return Ok(result(
                ArtifactState::Uploading,
                Some("the upload is unknown to the store; offer again".into()),
            ));
        }
        Err(e @ StoreError::Unavailable(_)) => return Err(store_unavailable(e)),
    }
    let digest = match store.verify(&row.store_key).await {
        Ok(d) => d,
        Err(StoreError::NotFound) | Err(StoreError::Incomplete(_)) => {
            table::set_upload_id(db, &id, None).await?;
            return Ok(result(
                ArtifactState::Uploading,
                Some("the stored object is missing; offer again and send every part".into()),
            ));
        }
        Err(e @ StoreError::Unavailable(_)) => return Err(store_unavailable(e)),
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
        let state = table::record_verify_failure(db, &row, &error).await?;
        return Ok(result(state, Some(error)));
    }
    table::mark_ready(db, &id).await?;
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
    state
        .metrics()
        .artifact_stored(row.artifact.kind.as_str(), digest.size_bytes);
    // A recording whose stop discarded it is deleted now that it is whole; the device is
    // told it is stored all the same, so it lets its copy go.
    if let Err(e) = relay_core::recordings::delete_if_discarded(
        db,
        state.audit(),
        store.as_ref(),
        &device.id,
        &id,
    )
    .await
    {
        tracing::warn!(error = %e, artifact = %id, "could not delete a discarded recording; its next status retries");
    }
    Ok(result(ArtifactState::Ready, None))
}
