//! The relay's own outgoing HTTPS (an OAuth client's metadata document, an OpenID
//! provider's documents and token endpoint): one TLS configuration on ring with the web's
//! roots and the operator's own, and answers read within a bound, never more.

use std::sync::Arc;

use futures_util::StreamExt as _;
use rustls::pki_types::CertificateDer;

/// The TLS configuration trusting the web PKI's roots and `extra_roots`.
pub(crate) fn tls_config(extra_roots: &[CertificateDer<'static>]) -> Option<rustls::ClientConfig> {
    let mut roots = rustls::RootCertStore::empty();
    roots.extend(webpki_roots::TLS_SERVER_ROOTS.iter().cloned());
    for cert in extra_roots {
        // A certificate the operator named that rustls cannot use was refused at start.
        let _ = roots.add(cert.clone());
    }
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    rustls::ClientConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .ok()
        .map(|b| b.with_root_certificates(roots).with_no_client_auth())
}

/// A client builder with that TLS configuration and no proxy from the environment.
pub(crate) fn builder(extra_roots: &[CertificateDer<'static>]) -> reqwest::ClientBuilder {
    let builder = reqwest::Client::builder().no_proxy();
    match tls_config(extra_roots) {
        Some(tls) => builder.use_preconfigured_tls(tls),
        None => builder,
    }
}

/// Why a body was not read.
#[derive(Debug)]
pub(crate) enum BodyError {
    /// Longer than allowed.
    TooLarge,
    /// The connection failed while reading.
    Read(reqwest::Error),
}

/// The body of `response`, refused past `max` bytes (by its length header, or as it streams).
pub(crate) async fn bounded_body(
    response: reqwest::Response,
    max: usize,
) -> Result<Vec<u8>, BodyError> {
    if response.content_length().is_some_and(|n| n > max as u64) {
        return Err(BodyError::TooLarge);
    }
    let mut body = Vec::new();
    let mut stream = response.bytes_stream();
    while let Some(chunk) = stream.next().await {
        let chunk = chunk.map_err(BodyError::Read)?;
        if body.len() + chunk.len() > max {
            return Err(BodyError::TooLarge);
        }
        body.extend_from_slice(&chunk);
    }
    Ok(body)
}
