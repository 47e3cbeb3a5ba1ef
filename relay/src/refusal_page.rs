//! A refusal a browser shows: a small page of our own with the reason as escaped text, no
//! script, no outside resource, never framed and never cached. Used where a person arrives
//! by a redirect (an OAuth authorization request, a single sign-on) and a JSON error would
//! mean nothing to them.

use axum::http::{StatusCode, header};
use axum::response::{Html, IntoResponse, Response};

/// `text` with the characters HTML gives a meaning escaped.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '&' => out.push_str("&amp;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// A page titled `title` saying `reason` (in `<p id="reason">`) and what to do next.
pub(crate) fn page(status: StatusCode, title: &str, reason: &str, next: &str) -> Response {
    let body = format!(
        "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>{title}</title></head>\
         <body><main><h1>{title}</h1><p id=\"reason\">{reason}</p><p>{next}</p></main></body></html>",
        title = escape(title),
        reason = escape(reason),
        next = escape(next),
    );
    (
        status,
        [
            (
                header::CONTENT_SECURITY_POLICY,
                "default-src 'none'; frame-ancestors 'none'",
            ),
            (header::CACHE_CONTROL, "no-store"),
        ],
        Html(body),
    )
        .into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markup_in_a_reason_is_text() {
        assert_eq!(escape("<script>&\"'"), "&lt;script&gt;&amp;&quot;&#39;");
    }
}
