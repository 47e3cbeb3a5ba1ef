//! A device asking for the actions of a recording it is finishing
//! (`GET /v1/agent/recordings/{id}/actions`), to mux them as the MP4's timed-text track
//! (see [`proto::actions_track`]).
//!
//! The actions are the relay's own record (its audit log). A device is answered only for a
//! recording this relay issued to it, looked up within that device: any other id, another
//! device's included, is the same 404. The answer holds what the track's JSON and WebVTT
//! hold: the actions' kinds, targets and the names of the keys that acted on this device,
//! never typed text.

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::Json;

use crate::api_error::ApiError;
use crate::auth::DeviceAuth;
use crate::state::AppState;

/// The cues of recording `id` of the asking device, from its start until now.
pub(crate) async fn actions(
    State(state): State<AppState>,
    DeviceAuth { device, .. }: DeviceAuth,
    Path(id): Path<String>,
) -> Result<Json<proto::RecordingActions>, ApiError> {
    let not_found = || {
        ApiError::refused(
            StatusCode::NOT_FOUND,
            format!("no recording {id:?} for this device"),
        )
    };
    if proto::validate_recording_id(&id).is_err() {
        return Err(not_found());
    }
    let track = relay_core::actions::of_finishing(state.db(), state.audit(), &device.id, &id)
        .await?
        .ok_or_else(not_found)?;
    Ok(Json(relay_core::actions::cues(&track)))
}
