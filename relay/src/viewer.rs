//! `/view/`: the live viewer page and noVNC, embedded in the binary at build time.
//!
//! `build.rs` turns `viewer/static/**` and the pinned `@novnc/novnc` package's `core/` and
//! `vendor/` into a static table; a request is a lookup in it, so no path ever reaches the
//! filesystem (no traversal to guard against) and anything not in the table is a 404.
//! The page holds the ticket in its fragment: it must never leak through a `Referer`, and
//! it may only talk to this relay, which the headers below enforce.

use axum::Router;
use axum::extract::Path;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::get;

use crate::state::AppState;

include!(concat!(env!("OUT_DIR"), "/viewer_files.rs"));

/// The page may load only its own files and open WebSockets to this relay.
const CSP: &str = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; \
     connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'none'";

/// The routes serving the viewer.
pub(crate) fn routes() -> Router<AppState> {
    Router::new()
        .route("/view", get(|| async { Redirect::permanent("/view/") }))
        .route("/view/", get(|| async { serve("index.html") }))
        .route(
            "/view/{*path}",
            get(|Path(path): Path<String>| async move { serve(&path) }),
        )
}

/// The embedded file at `path` below `/view/`.
pub fn lookup(path: &str) -> Option<(&'static str, &'static [u8])> {
    let path = if path.is_empty() { "index.html" } else { path };
    FILES
        .iter()
        .find(|(p, _, _)| *p == path)
        .map(|(_, ctype, bytes)| (*ctype, *bytes))
}

fn serve(path: &str) -> Response {
    let Some((ctype, bytes)) = lookup(path) else {
        return (StatusCode::NOT_FOUND, "not found").into_response();
    };
    // The page is small and carries the ticket logic: always fetch it fresh. The library
    // files only change with the relay; revalidating them is cheap.
    let cache = if path.ends_with(".html") {
        "no-store"
    } else {
        "no-cache"
    };
    (
        [
            (header::CONTENT_TYPE, ctype),
            (header::CACHE_CONTROL, cache),
            (header::REFERRER_POLICY, "no-referrer"),
            (header::CONTENT_SECURITY_POLICY, CSP),
            (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
        ],
        bytes,
    )
        .into_response()
}
