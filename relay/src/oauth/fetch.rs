//! Fetching a client's metadata document (its client id is the document's HTTPS URL),
//! treating the URL as hostile: HTTPS only, at most [`MAX_BYTES`] within [`TIMEOUT`], no
//! redirect off the URL's own origin, and (outside `relay dev`) no address that is
//! loopback, private, link-local or otherwise not on the public internet, checked on the
//! addresses the connection really uses (the resolver refuses them), so a name that
//! resolves to an inner service, at first or on a later lookup, reaches nothing.

use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;
use std::time::Duration;

use reqwest::Url;
use rustls::pki_types::CertificateDer;

/// The largest document read.
pub(crate) const MAX_BYTES: usize = 16 * 1024;
/// The whole fetch, connection to last byte.
pub(crate) const TIMEOUT: Duration = Duration::from_secs(5);
/// Redirects followed, each within the URL's origin.
const MAX_REDIRECTS: usize = 3;

/// Where client metadata documents may be fetched from.
#[derive(Debug, Clone, Default)]
pub struct FetchPolicy {
    /// Allow loopback and private addresses (`relay dev` on one machine; never a deployment).
    pub private_addresses: bool,
    /// Certificates trusted besides the web PKI's roots (an internal CA, `--client-metadata-ca`).
    pub extra_roots: Vec<CertificateDer<'static>>,
}

/// Why a document could not be had.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub(crate) enum FetchError {
    /// Not `https://host/path`.
    #[error(
        "client_id: a metadata document URL must be https:// with a path, no credentials or fragment"
    )]
    NotHttps,
    /// An address not on the public internet.
    #[error(
        "client_id: {0} is not a public address; metadata documents are fetched from the internet only"
    )]
    PrivateAddress(String),
    /// A redirect to another origin.
    #[error("client_id: the metadata document redirects off its own origin")]
    Redirected,
    /// More than [`MAX_BYTES`].
    #[error("client_id: the metadata document is larger than {MAX_BYTES} bytes")]
    TooLarge,
    /// More than [`TIMEOUT`].
    #[error("client_id: the metadata document did not arrive within {} s", TIMEOUT.as_secs())]
    Timeout,
    /// Not a 200.
    #[error("client_id: fetching the metadata document answered HTTP {0}")]
    Status(u16),
    /// Could not connect or read.
    #[error("client_id: the metadata document could not be fetched ({0})")]
    Unreachable(String),
}

/// Fetches client metadata documents under a [`FetchPolicy`].
#[derive(Debug, Clone)]
pub(crate) struct Fetcher {
    client: reqwest::Client,
    private_addresses: bool,
}

impl Fetcher {
    /// A fetcher that keeps `policy`.
    pub(crate) fn new(policy: &FetchPolicy) -> Self {
        let builder = crate::http_client::builder(&policy.extra_roots)
            .timeout(TIMEOUT)
            .https_only(true)
            .redirect(reqwest::redirect::Policy::custom(|attempt| {
                let first = attempt.previous().first().cloned();
                if attempt.previous().len() > MAX_REDIRECTS {
                    attempt.error("too many redirects")
                } else if first.is_some_and(|f| f.origin() == attempt.url().origin()) {
                    attempt.follow()
                } else {
                    attempt.error(OffOrigin)
                }
            }))
            .dns_resolver(Arc::new(Resolver {
                private_addresses: policy.private_addresses,
            }));
        Fetcher {
            // Only a TLS backend missing at build time fails here; fall back to the default.
            client: builder.build().unwrap_or_default(),
            private_addresses: policy.private_addresses,
        }
    }

    /// The document at `url`, at most [`MAX_BYTES`].
    pub(crate) async fn fetch(&self, url: &str) -> Result<Vec<u8>, FetchError> {
        let url = check_url(url)?;
        // A literal address never reaches the resolver, so it is checked here.
        if let Some(ip) = literal_ip(&url)
            && !self.private_addresses
            && !is_public(ip)
        {
            return Err(FetchError::PrivateAddress(ip.to_string()));
        }
        let response = self
            .client
            .get(url)
            .header(reqwest::header::ACCEPT, "application/json")
            .send()
            .await
            .map_err(classify)?;
        if response.status() != reqwest::StatusCode::OK {
            return Err(FetchError::Status(response.status().as_u16()));
        }
        crate::http_client::bounded_body(response, MAX_BYTES)
            .await
            .map_err(|e| match e {
                crate::http_client::BodyError::TooLarge => FetchError::TooLarge,
                crate::http_client::BodyError::Read(e) => classify(e),
            })
    }
}

/// The redirect policy's refusal, found again in the error chain.
#[derive(Debug)]
struct OffOrigin;

impl std::fmt::Display for OffOrigin {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("redirect off origin")
    }
}

impl std::error::Error for OffOrigin {}

/// A refused address, found again in the error chain.
#[derive(Debug)]
struct NotPublic(IpAddr);

impl std::fmt::Display for NotPublic {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} is not a public address", self.0)
    }
}

impl std::error::Error for NotPublic {}

fn classify(e: reqwest::Error) -> FetchError {
    if e.is_timeout() {
        return FetchError::Timeout;
    }
    let mut source: Option<&(dyn std::error::Error + 'static)> = Some(&e);
    while let Some(s) = source {
        if s.is::<OffOrigin>() {
            return FetchError::Redirected;
        }
        if let Some(NotPublic(ip)) = s.downcast_ref::<NotPublic>() {
            return FetchError::PrivateAddress(ip.to_string());
        }
        source = s.source();
    }
    if e.is_redirect() {
        return FetchError::Redirected;
    }
    // reqwest's errors name the URL, which is the client's own id: not a secret.
    FetchError::Unreachable(e.without_url().to_string())
}

/// `url` parsed, if it may name a metadata document: https, a host, a path other than
/// `/`, no user info, no fragment.
pub(crate) fn check_url(url: &str) -> Result<Url, FetchError> {
    let parsed = Url::parse(url).map_err(|_| FetchError::NotHttps)?;
    let ok = parsed.scheme() == "https"
        && parsed.host().is_some()
        && parsed.path() != "/"
        && !parsed.path().is_empty()
        && parsed.username().is_empty()
        && parsed.password().is_none()
        && parsed.fragment().is_none()
        && url.len() <= 2000;
    ok.then_some(parsed).ok_or(FetchError::NotHttps)
}

fn literal_ip(url: &Url) -> Option<IpAddr> {
    match url.host()? {
        url::Host::Ipv4(ip) => Some(IpAddr::V4(ip)),
        url::Host::Ipv6(ip) => Some(IpAddr::V6(ip)),
        url::Host::Domain(_) => None,
    }
}

/// Whether `ip` is an address on the public internet.
pub(crate) fn is_public(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => {
            let [a, b, ..] = v4.octets();
            !(v4.is_private()
                || v4.is_loopback()
                || v4.is_link_local()
                || v4.is_unspecified()
                || v4.is_broadcast()
                || v4.is_documentation()
                || v4.is_multicast()
                || a == 0
                || (a == 100 && (64..128).contains(&b)) // shared address space
                || (a == 192 && b == 0 && v4.octets()[2] == 0) // IETF protocol assignments
                || (a == 198 && (b == 18 || b == 19)) // benchmarking
                || a >= 240)
        }
        IpAddr::V6(v6) => {
            if let Some(v4) = v6.to_ipv4_mapped() {
                return is_public(IpAddr::V4(v4));
            }
            let first = v6.segments()[0];
            !(v6.is_loopback()
                || v6.is_unspecified()
                || v6.is_multicast()
                || (first & 0xfe00) == 0xfc00 // unique local
                || (first & 0xffc0) == 0xfe80 // link-local
                || first == 0x2001 && v6.segments()[1] == 0x0db8 // documentation
                || first == 0x0064 && v6.segments()[1] == 0xff9b) // NAT64
        }
    }
}

/// Resolves names and refuses any answer that is not public (unless allowed), so the
/// connection can only go where the check looked.
struct Resolver {
    private_addresses: bool,
}

impl reqwest::dns::Resolve for Resolver {
    fn resolve(&self, name: reqwest::dns::Name) -> reqwest::dns::Resolving {
        let private_addresses = self.private_addresses;
        let host = name.as_str().to_string();
        Box::pin(async move {
            let addrs: Vec<SocketAddr> =
                tokio::net::lookup_host((host.as_str(), 0)).await?.collect();
            if !private_addresses && let Some(bad) = addrs.iter().find(|a| !is_public(a.ip())) {
                return Err(
                    Box::new(NotPublic(bad.ip())) as Box<dyn std::error::Error + Send + Sync>
                );
            }
            Ok(Box::new(addrs.into_iter()) as reqwest::dns::Addrs)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_public_addresses_are_public() {
        for private in [
            "127.0.0.1",
            "10.1.2.3",
            "172.16.0.1",
            "192.168.1.1",
            "169.254.169.254",
            "100.64.0.1",
            "0.0.0.0",
            "::1",
            "fd00::1",
            "fe80::1",
            "::ffff:127.0.0.1",
            "::ffff:10.0.0.1",
        ] {
            assert!(!is_public(private.parse().unwrap()), "{private}");
        }
        for public in ["8.8.8.8", "1.1.1.1", "2606:4700::1111"] {
            assert!(is_public(public.parse().unwrap()), "{public}");
        }
    }

    #[test]
    fn metadata_urls_are_https_with_a_path() {
        assert!(check_url("https://client.example.com/oauth/metadata.json").is_ok());
        for bad in [
            "http://client.example.com/m.json",
            "https://client.example.com/",
            "https://client.example.com",
            "https://user:pw@client.example.com/m.json",
            "https://client.example.com/m.json#x",
            "javascript:alert(1)",
            "not a url",
        ] {
            assert_eq!(check_url(bad).unwrap_err(), FetchError::NotHttps, "{bad}");
        }
    }
}
