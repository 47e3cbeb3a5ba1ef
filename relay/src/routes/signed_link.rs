//! The data plane's signed links as extractors: a handler that takes a
//! [`Signed<UploadLink>`], a [`Signed<DownloadLink>`] or a [`Signed<ShareLink>`] runs only for a link whose signature
//! covers exactly what it asks for and whose time is not up. The links' grammar is
//! [`relay_core::artifacts::link`]'s; what this adds is which signer checks each kind here.

use std::collections::HashMap;

use axum::extract::{FromRequestParts, Path, Query};
use axum::http::StatusCode;
use axum::http::request::Parts;
use relay_core::artifacts::link::{
    self, DownloadLink, LinkKind, ShareLink, SignedQuery, UPLOADS_GO_TO_THE_STORE, UploadLink,
};
use relay_core::artifacts::sign::{SignatureError, Signer};

use crate::api_error::ApiError;
use crate::state::AppState;

/// The signer that checks one kind of link on this relay.
pub(crate) trait SignedBy: LinkKind {
    /// The signer, or the refusal of a relay that issues no such links.
    fn signer(state: &AppState) -> Result<&Signer, ApiError>;
}

impl SignedBy for UploadLink {
    fn signer(state: &AppState) -> Result<&Signer, ApiError> {
        state
            .artifacts()
            .as_fs()
            .map(|fs| fs.signer())
            .ok_or_else(|| ApiError::refused(StatusCode::NOT_FOUND, UPLOADS_GO_TO_THE_STORE))
    }
}

impl SignedBy for DownloadLink {
    fn signer(state: &AppState) -> Result<&Signer, ApiError> {
        Ok(state.links())
    }
}

impl SignedBy for ShareLink {
    fn signer(state: &AppState) -> Result<&Signer, ApiError> {
        Ok(state.links())
    }
}

/// A link of kind `L` whose signature was checked.
pub(crate) struct Signed<L>(pub(crate) L);

impl<L: SignedBy> FromRequestParts<AppState> for Signed<L> {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, ApiError> {
        let invalid = || ApiError::refused(StatusCode::FORBIDDEN, L::INVALID);
        let signer = L::signer(state)?;
        let Query(query) = Query::<SignedQuery>::from_request_parts(parts, state)
            .await
            .map_err(|_| invalid())?;
        let Path(path) = Path::<HashMap<String, String>>::from_request_parts(parts, state)
            .await
            .map_err(|_| invalid())?;
        match link::check::<L>(signer, &path, &query) {
            Ok(link) => Ok(Signed(link)),
            Err(SignatureError::Expired) => {
                Err(ApiError::refused(StatusCode::FORBIDDEN, L::EXPIRED))
            }
            Err(SignatureError::Invalid) => Err(invalid()),
        }
    }
}
