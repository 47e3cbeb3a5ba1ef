//! `/console/` and `/share/`: the console's pages and a share link's player page, embedded
//! in the binary at build time from `console/static/**` (see `build.rs`), served like the
//! viewer: a lookup in a static table, so no path reaches the filesystem, with headers that
//! keep the page to this relay.

use axum::Router;
use axum::extract::{Path, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::get;

use crate::state::AppState;

include!(concat!(env!("OUT_DIR"), "/console_files.rs"));

/// The pages load only their own files and talk only to this relay; videos play from it,
/// or from the artifact store a download is redirected to (S3's presigned URLs).
fn csp(media: Option<&str>) -> String {
    format!(
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; \
         media-src 'self'{}; connect-src 'self'; object-src 'none'; base-uri 'none'; \
         frame-ancestors 'none'; form-action 'none'",
        media.map_or(String::new(), |origin| format!(" {origin}"))
    )
}

/// The routes serving the pages.
pub(super) fn routes() -> Router<AppState> {
    Router::new()
        .route(
            "/console",
            get(|| async { Redirect::permanent("/console/") }),
        )
        .route(
            "/console/",
            get(|State(state): State<AppState>| async move { serve(&state, "index.html") }),
        )
        .route(
            "/console/{*path}",
            get(
                |State(state): State<AppState>, Path(path): Path<String>| async move {
                    serve(&state, &path)
                },
            ),
        )
        // A share link's player page (`/share/#<token>`), for people without an account.
        .route("/share", get(|| async { Redirect::permanent("/share/") }))
        .route(
            "/share/",
            get(|State(state): State<AppState>| async move { serve(&state, "share.html") }),
        )
}

fn serve(state: &AppState, path: &str) -> Response {
    let Some((_, ctype, bytes)) = FILES.iter().find(|(p, _, _)| *p == path) else {
        return (StatusCode::NOT_FOUND, "not found").into_response();
    };
    let csp = csp(state.artifacts().download_origin().as_deref());
    (
        [
            (header::CONTENT_TYPE, *ctype),
            (header::CACHE_CONTROL, "no-cache"),
            (header::REFERRER_POLICY, "no-referrer"),
            (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
        ],
        [(header::CONTENT_SECURITY_POLICY, csp)],
        *bytes,
    )
        .into_response()
}
