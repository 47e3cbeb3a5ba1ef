//! How the agent reaches its relay: the URLs derived from `--relay`, the rule that a device
//! token never crosses the network in clear, and the one TLS configuration that the control
//! link, the uploads and the live sockets all use.

use std::sync::Arc;

/// Why the relay cannot be reached as configured.
#[derive(Debug, thiserror::Error)]
pub enum NetError {
    /// The relay URL cannot be used.
    #[error("relay URL {0:?}: {1}")]
    BadUrl(String, String),
    /// The CA certificate cannot be used.
    #[error("CA certificate: {0}")]
    Tls(String),
    /// The TLS library refused the configuration.
    #[error("CA certificate: {0}")]
    Rustls(#[source] rustls::Error),
}

/// The WebSocket URL of the relay's agent endpoint.
pub(crate) fn connect_url(relay_url: &str) -> Result<String, NetError> {
    let base = relay_url.trim_end_matches('/');
    let (scheme, rest) = base.split_once("://").ok_or_else(|| {
        NetError::BadUrl(relay_url.into(), "expected http(s):// or ws(s)://".into())
    })?;
    let scheme = match scheme {
        "http" | "ws" => "ws",
        "https" | "wss" => "wss",
        other => {
            return Err(NetError::BadUrl(
                relay_url.into(),
                format!("unsupported scheme {other:?}"),
            ));
        }
    };
    if rest.is_empty() {
        return Err(NetError::BadUrl(relay_url.into(), "no host".into()));
    }
    Ok(format!("{scheme}://{rest}{}", proto::AGENT_CONNECT_PATH))
}

/// Refuse to send the device token in clear over the network: a plain `http://`/`ws://`
/// relay URL is accepted only for a loopback host, or with `insecure`.
pub(crate) fn check_transport(relay_url: &str, insecure: bool) -> Result<(), NetError> {
    let url = connect_url(relay_url)?;
    let Some(rest) = url.strip_prefix("ws://") else {
        return Ok(());
    };
    let authority = rest.split('/').next().unwrap_or("");
    let host = match authority.strip_prefix('[') {
        Some(v6) => v6.split(']').next().unwrap_or(""),
        None => authority.rsplit_once(':').map_or(authority, |(h, _)| h),
    };
    let loopback = host.eq_ignore_ascii_case("localhost")
        || host
            .parse::<std::net::IpAddr>()
            .is_ok_and(|ip| ip.is_loopback());
    if loopback || insecure {
        return Ok(());
    }
    Err(NetError::BadUrl(
        relay_url.into(),
        format!(
            "{host} is not loopback and the URL is not https: the device token would cross the network in clear; use https:// (or wss://), or pass --insecure"
        ),
    ))
}

/// The relay's HTTP(S) base URL (for the data plane), without a trailing slash.
pub(crate) fn http_base(relay_url: &str) -> Result<String, NetError> {
    let ws = connect_url(relay_url)?;
    let base = ws
        .strip_suffix(proto::AGENT_CONNECT_PATH)
        .unwrap_or(&ws)
        .to_string();
    Ok(match base.split_once("://") {
        Some(("wss", rest)) => format!("https://{rest}"),
        Some((_, rest)) => format!("http://{rest}"),
        None => base,
    })
}

/// The TLS client configuration of every connection to the relay (control link, uploads,
/// live sockets): the web PKI roots, plus the PEM certificates of `ca_cert` when given.
pub(crate) fn tls_config(
    ca_cert: Option<&std::path::Path>,
) -> Result<Arc<rustls::ClientConfig>, NetError> {
    let mut roots = rustls::RootCertStore::empty();
    roots.extend(webpki_roots::TLS_SERVER_ROOTS.iter().cloned());
    if let Some(path) = ca_cert {
        let pem =
            std::fs::read(path).map_err(|e| NetError::Tls(format!("{}: {e}", path.display())))?;
        let mut added = 0;
        for cert in rustls_pemfile::certs(&mut pem.as_slice()) {
            let cert = cert.map_err(|e| NetError::Tls(format!("{}: {e}", path.display())))?;
            roots
                .add(cert)
                .map_err(|e| NetError::Tls(format!("{}: {e}", path.display())))?;
            added += 1;
        }
        if added == 0 {
            return Err(NetError::Tls(format!(
                "{}: no PEM certificate found",
                path.display()
            )));
        }
    }
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let config = rustls::ClientConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .map_err(NetError::Rustls)?
        .with_root_certificates(roots)
        .with_no_client_auth();
    Ok(Arc::new(config))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_transport_only_on_loopback_or_when_insecure() {
        for ok in [
            "https://relay.example.com",
            "wss://relay.example.com:8443",
            "http://127.0.0.1:8780",
            "ws://localhost:1/",
            "http://[::1]:8780",
        ] {
            assert!(check_transport(ok, false).is_ok(), "{ok}");
        }
        for bad in [
            "http://relay.example.com",
            "ws://10.0.0.2:8780",
            "http://[fe80::1]:1",
        ] {
            let e = check_transport(bad, false).unwrap_err().to_string();
            assert!(e.contains("--insecure"), "{bad}: {e}");
            assert!(check_transport(bad, true).is_ok(), "{bad}");
        }
    }

    #[test]
    fn builds_the_connect_url() {
        assert_eq!(
            connect_url("http://127.0.0.1:8780").unwrap(),
            "ws://127.0.0.1:8780/v1/agent/connect"
        );
        assert_eq!(
            connect_url("https://relay.example.com/").unwrap(),
            "wss://relay.example.com/v1/agent/connect"
        );
        assert!(connect_url("ftp://x").is_err());
        assert!(connect_url("relay").is_err());
        assert_eq!(
            http_base("wss://relay.example.com/").unwrap(),
            "https://relay.example.com"
        );
        assert_eq!(
            http_base("http://127.0.0.1:1").unwrap(),
            "http://127.0.0.1:1"
        );
    }
}
