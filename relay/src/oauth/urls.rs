//! The authorization server's and the protected resource's URLs, all built once from the
//! relay's public URL, so the metadata, the tokens' `iss` and `aud` and the challenge agree.

use super::{ISSUER_PATH, MCP_PATH};

/// Every URL the OAuth documents name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Urls {
    /// The issuer (`<public>/oauth`): tokens' `iss`, the authorization response's `iss`.
    pub(crate) issuer: String,
    /// The MCP resource (`<public>/oauth/mcp`): tokens' `aud`, the `resource` parameter.
    pub(crate) resource: String,
    /// Where the resource's metadata is (RFC 9728), named in the 401 challenge.
    pub(crate) resource_metadata: String,
    /// Where the issuer's metadata is (RFC 8414).
    pub(crate) issuer_metadata: String,
    /// The authorization endpoint.
    pub(crate) authorize: String,
    /// The token endpoint.
    pub(crate) token: String,
    /// The registration endpoint (RFC 7591).
    pub(crate) register: String,
    /// The revocation endpoint (RFC 7009).
    pub(crate) revoke: String,
    /// The console page where a person decides on a request.
    pub(crate) consent: String,
}

impl Urls {
    /// The URLs of a relay reached at `public_url` (no trailing slash).
    pub(crate) fn new(public_url: &str) -> Self {
        let base = public_url.trim_end_matches('/');
        // The well-known documents sit at the origin, followed by the path they describe.
        let (origin, prefix) = split_origin(base);
        Urls {
            issuer: format!("{base}{ISSUER_PATH}"),
            resource: format!("{base}{MCP_PATH}"),
            resource_metadata: format!(
                "{origin}/.well-known/oauth-protected-resource{prefix}{MCP_PATH}"
            ),
            issuer_metadata: format!(
                "{origin}/.well-known/oauth-authorization-server{prefix}{ISSUER_PATH}"
            ),
            authorize: format!("{base}/oauth/authorize"),
            token: format!("{base}/oauth/token"),
            register: format!("{base}/oauth/register"),
            revoke: format!("{base}/oauth/revoke"),
            consent: format!("{base}/console/#consent?r="),
        }
    }
}

/// `https://host:port` and the path after it (empty or starting with `/`).
fn split_origin(url: &str) -> (&str, &str) {
    let after_scheme = url.find("://").map_or(0, |i| i + 3);
    match url[after_scheme..].find('/') {
        Some(i) => url.split_at(after_scheme + i),
        None => (url, ""),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn documents_sit_under_the_paths_they_describe() {
        let u = Urls::new("https://relay.example.com/");
        assert_eq!(u.issuer, "https://relay.example.com/oauth");
        assert_eq!(u.resource, "https://relay.example.com/oauth/mcp");
        assert_eq!(
            u.resource_metadata,
            "https://relay.example.com/.well-known/oauth-protected-resource/oauth/mcp"
        );
        assert_eq!(
            u.issuer_metadata,
            "https://relay.example.com/.well-known/oauth-authorization-server/oauth"
        );
        let p = Urls::new("https://example.com/relay");
        assert_eq!(
            p.resource_metadata,
            "https://example.com/.well-known/oauth-protected-resource/relay/oauth/mcp"
        );
    }
}
