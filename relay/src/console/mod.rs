//! The console: the web pages where QA teams find and play recordings and admins see
//! devices, live sessions, the audit log and keys, served by the relay next to the viewer.
//!
//! A person signs in with a one-time link ([`sign_in_link`]) that starts a cookie session bound to
//! one key ([`session`]); everything the pages show comes from the JSON routes here, each of
//! which takes the [`session::Console`] extractor (cookie checked, CSRF token checked on
//! every state-changing method) and answers within that key's reach: the admin view (scope
//! `admin`) sees everything, the QA view (scope `console`) the devices and files its
//! allowlist matches and nothing else. The pages themselves ([`pages`]) are static files
//! embedded at build time, with no framework and no build step.

mod api_audit;
mod api_devices;
mod api_files;
mod api_keys;
mod api_live;
mod api_shares;
mod pages;
pub(crate) mod session;
mod sign_in;
pub mod sign_in_link;
pub mod sso;

use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::routing::{get, post};

use crate::state::AppState;

pub(crate) use api_audit::verification as audit_verification;
pub(crate) use sign_in::issue_link;

/// Largest JSON body a console route accepts.
const MAX_BODY: usize = 16 * 1024;

/// The console's routes: its pages, its sign-in and its JSON API.
pub(crate) fn routes() -> Router<AppState> {
    let api = Router::new()
        .route("/me", get(sign_in::me))
        .route("/signout", post(sign_in::sign_out))
        .route("/devices", get(api_devices::list))
        .route(
            "/devices/{id}/lease/break",
            post(api_devices::break_lease).layer(DefaultBodyLimit::max(4096)),
        )
        .route("/artifacts", get(api_files::list))
        .route("/artifacts/{id}/link", post(api_files::link))
        .route("/artifacts/{id}/actions", get(api_files::actions))
        .route("/artifacts/{id}", axum::routing::delete(api_files::delete))
        .route("/shares", get(api_shares::list).post(api_shares::create))
        .route("/shares/{id}/revoke", post(api_shares::revoke))
        .route("/live", get(api_live::list))
        .route("/live/{id}/end", post(api_live::end))
        .route("/live/{id}/observers", post(api_live::invite))
        .route(
            "/live/{id}/observers/{observer}/remove",
            post(api_live::remove_observer),
        )
        .route("/audit", get(api_audit::list))
        .route("/audit/verify", get(api_audit::verify))
        .route("/audit/export", get(api_audit::export))
        .route("/keys", get(api_keys::list).post(api_keys::create))
        .route("/keys/{id}/revoke", post(api_keys::revoke))
        .route(
            "/oauth/requests/{id}",
            get(crate::oauth::consent::show).post(crate::oauth::consent::decide),
        )
        .route("/oauth/grants", get(crate::oauth::consent::list))
        .route(
            "/oauth/grants/{id}/revoke",
            post(crate::oauth::consent::revoke),
        );
    Router::new()
        .route("/v1/console/session", post(sign_in::sign_in))
        .nest("/v1/console/api", api)
        .layer(DefaultBodyLimit::max(MAX_BODY))
        .merge(pages::routes())
        .merge(sso::routes())
}
