//! The OpenID provider as the relay knows it: its discovery document (endpoints, issuer)
//! and its signing keys, fetched on first use and kept; the keys fetched again when a token
//! names a key id not among them (the provider rotated), at most once per
//! [`REFETCH_EVERY`], so a flood of unknown ids costs the provider nothing.

use std::time::{Duration, Instant};

use jsonwebtoken::jwk::{Jwk, JwkSet};
use serde::Deserialize;
use tokio::sync::Mutex;

use super::SsoSettings;
use crate::http_client::{BodyError, bounded_body};

/// The largest document read from the provider.
const MAX_BYTES: usize = 256 * 1024;
/// One request to the provider, connection to last byte.
const TIMEOUT: Duration = Duration::from_secs(10);
/// The keys are fetched again at most this often.
const REFETCH_EVERY: Duration = Duration::from_secs(10);

/// What the discovery document says that the relay uses.
#[derive(Debug, Clone, Deserialize)]
pub(crate) struct Discovery {
    pub(crate) issuer: String,
    pub(crate) authorization_endpoint: String,
    pub(crate) token_endpoint: String,
    pub(crate) jwks_uri: String,
}

/// Why the provider could not be used.
#[derive(Debug, thiserror::Error)]
pub(crate) enum ProviderError {
    /// Not reachable, not answering 200, or not what it should be.
    #[error("the OpenID provider: {0}")]
    Unusable(String),
}

struct Cached {
    discovery: Discovery,
    keys: JwkSet,
    fetched: Instant,
}

/// The provider of a relay's `--oidc-issuer`.
pub(crate) struct Provider {
    pub(crate) settings: SsoSettings,
    client: reqwest::Client,
    cache: Mutex<Option<Cached>>,
}

impl std::fmt::Debug for Provider {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Provider")
            .field("settings", &self.settings)
            .finish_non_exhaustive()
    }
}

impl Provider {
    /// The provider these settings name (nothing is fetched yet).
    pub(crate) fn new(settings: SsoSettings) -> Self {
        let client = crate::http_client::builder(&settings.extra_roots)
            .timeout(TIMEOUT)
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .unwrap_or_default();
        Provider {
            settings,
            client,
            cache: Mutex::new(None),
        }
    }

    /// The HTTP client the token exchange uses.
    pub(crate) fn client(&self) -> &reqwest::Client {
        &self.client
    }

    /// GET `url` as JSON within [`MAX_BYTES`].
    async fn get<T: serde::de::DeserializeOwned>(
        &self,
        url: &str,
        what: &str,
    ) -> Result<T, ProviderError> {
        let bad = |m: String| ProviderError::Unusable(format!("{what}: {m}"));
        let response = self
            .client
            .get(url)
            .header(reqwest::header::ACCEPT, "application/json")
            .send()
            .await
            .map_err(|e| bad(e.without_url().to_string()))?;
        if !response.status().is_success() {
            return Err(bad(format!("HTTP {}", response.status().as_u16())));
        }
        let body = bounded_body(response, MAX_BYTES)
            .await
            .map_err(|e| match e {
                BodyError::TooLarge => bad(format!("larger than {MAX_BYTES} bytes")),
                BodyError::Read(e) => bad(e.without_url().to_string()),
            })?;
        serde_json::from_slice(&body).map_err(|e| bad(e.to_string()))
    }

    async fn fetch(&self) -> Result<Cached, ProviderError> {
        let issuer = self.settings.issuer.trim_end_matches('/');
        let discovery: Discovery = self
            .get(
                &format!("{issuer}/.well-known/openid-configuration"),
                "discovery",
            )
            .await?;
        if discovery.issuer.trim_end_matches('/') != issuer {
            return Err(ProviderError::Unusable(format!(
                "discovery names issuer {:?}, not the configured {issuer:?}",
                discovery.issuer
            )));
        }
        let keys: JwkSet = self.get(&discovery.jwks_uri, "JWKS").await?;
        Ok(Cached {
            discovery,
            keys,
            fetched: Instant::now(),
        })
    }

    /// The discovery document (fetched once).
    pub(crate) async fn discovery(&self) -> Result<Discovery, ProviderError> {
        let mut cache = self.cache.lock().await;
        if cache.is_none() {
            *cache = Some(self.fetch().await?);
        }
        Ok(cache
            .as_ref()
            .map(|c| c.discovery.clone())
            .unwrap_or_else(|| unreachable!("filled above")))
    }

    /// The key with id `kid` (or the only key when the token names none), fetching the
    /// keys again once if it is unknown and they were not fetched lately.
    pub(crate) async fn key(&self, kid: Option<&str>) -> Result<Option<Jwk>, ProviderError> {
        let mut cache = self.cache.lock().await;
        if cache.is_none() {
            *cache = Some(self.fetch().await?);
        }
        let find = |set: &JwkSet| match kid {
            Some(k) => set.find(k).cloned(),
            None if set.keys.len() == 1 => set.keys.first().cloned(),
            None => None,
        };
        let Some(cached) = cache.as_mut() else {
            return Ok(None);
        };
        if let Some(key) = find(&cached.keys) {
            return Ok(Some(key));
        }
        if cached.fetched.elapsed() < REFETCH_EVERY {
            return Ok(None);
        }
        *cached = self.fetch().await?;
        Ok(find(&cached.keys))
    }
}
