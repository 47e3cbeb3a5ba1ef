//! Keeping signed URLs out of what the agent says.
//!
//! An upload's part URLs are bearer credentials (the relay's `sig=`, or S3's
//! `X-Amz-Signature`). They must reach only the HTTP client: not a log line, not a
//! report's `error`, not a tool result. Errors from the HTTP client drop their URL at the
//! source (`reqwest::Error::without_url`); what a server answers (an S3 error document can
//! echo the signature it was sent) goes through [`redact`] before it is kept anywhere.

/// Query parameters whose values are secrets.
const SECRET_PARAMS: [&str; 4] = [
    "sig=",
    "x-amz-signature=",
    "x-amz-credential=",
    "x-amz-security-token=",
];

/// XML elements of S3 error documents that can echo what was signed.
const SECRET_ELEMENTS: [&str; 5] = [
    "SignatureProvided",
    "StringToSign",
    "StringToSignBytes",
    "CanonicalRequest",
    "CanonicalRequestBytes",
];

/// `text` with every URL's query string, every secret query parameter's value and every
/// echoed signature element replaced by `…`.
pub(crate) fn redact(text: &str) -> String {
    let mut out = strip_queries(text);
    for element in SECRET_ELEMENTS {
        out = blank_element(&out, element);
    }
    blank_params(&out)
}

fn ends_token(c: char) -> bool {
    c.is_whitespace() || matches!(c, '"' | '\'' | '<' | '>' | ')' | ']')
}

/// Cut the query of every `http://` or `https://` token.
fn strip_queries(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find("http") {
        let (before, from) = rest.split_at(at);
        out.push_str(before);
        if !(from.starts_with("http://") || from.starts_with("https://")) {
            out.push_str("http");
            rest = &from[4..];
            continue;
        }
        let end = from.find(ends_token).unwrap_or(from.len());
        let url = &from[..end];
        match url.find('?') {
            Some(q) => {
                out.push_str(&url[..q]);
                out.push_str("?…");
            }
            None => out.push_str(url),
        }
        rest = &from[end..];
    }
    out.push_str(rest);
    out
}

/// Blank the value of every secret parameter, wherever it appears (case-insensitive).
fn blank_params(text: &str) -> String {
    let lower = text.to_ascii_lowercase();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < text.len() {
        let hit = SECRET_PARAMS
            .iter()
            .find(|p| lower[i..].starts_with(**p) && text.is_char_boundary(i));
        if let Some(p) = hit {
            out.push_str(&text[i..i + p.len()]);
            out.push('…');
            i += p.len();
            while let Some(c) = text[i..].chars().next() {
                if c == '&' || ends_token(c) {
                    break;
                }
                i += c.len_utf8();
            }
        } else {
            let c = text[i..].chars().next().unwrap_or(' ');
            out.push(c);
            i += c.len_utf8();
        }
    }
    out
}

/// Blank the content of every `<name>…</name>`.
fn blank_element(text: &str, name: &str) -> String {
    let open = format!("<{name}>");
    let close = format!("</{name}>");
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find(&open) {
        out.push_str(&rest[..at + open.len()]);
        out.push('…');
        let after = &rest[at + open.len()..];
        match after.find(&close) {
            Some(end) => rest = &after[end..],
            None => {
                rest = "";
            }
        }
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn signed_urls_lose_their_queries() {
        let e = "error sending request for url (http://relay:1/v1/uploads/rec_1/2?len=5&exp=9&sig=abcDEF_-): timed out";
        let r = redact(e);
        assert!(!r.contains("sig=abc"), "{r}");
        assert!(r.contains("http://relay:1/v1/uploads/rec_1/2?…"), "{r}");
        let s3 = "PUT https://s3.example/b/k?partNumber=1&X-Amz-Signature=deadbeef&X-Amz-Credential=AKIA%2F failed";
        let r = redact(s3);
        assert!(!r.contains("deadbeef") && !r.contains("AKIA"), "{r}");
    }

    #[test]
    fn loose_parameters_and_echoed_signatures_are_blanked() {
        let body = "<Error><Code>SignatureDoesNotMatch</Code><SignatureProvided>c0ffee</SignatureProvided><StringToSign>AWS4\nx</StringToSign></Error> X-Amz-Signature=c0ffee sig=Zm9v&next=1";
        let r = redact(body);
        assert!(
            !r.contains("c0ffee") && !r.contains("Zm9v") && !r.contains("AWS4"),
            "{r}"
        );
        assert!(
            r.contains("SignatureDoesNotMatch") && r.contains("next=1"),
            "{r}"
        );
    }

    #[test]
    fn plain_text_is_unchanged() {
        let t = "offering the recording: HTTP 503: relay database unavailable; retry later (see https://relay/x)";
        assert_eq!(redact(t), t);
        assert_eq!(redact("httpx ünïcode"), "httpx ünïcode");
    }
}
