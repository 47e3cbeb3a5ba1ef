//! The ID token, checked before anything in it is believed: signed by a key of the
//! provider's JWKS with an asymmetric algorithm (never `none`, never a shared secret, never
//! an algorithm other than the key's own), for this relay's client id (and, among several
//! audiences, authorized for it), by the configured issuer, unexpired, and carrying the
//! nonce this sign-in sent.

use base64::Engine as _;
use jsonwebtoken::{Algorithm, DecodingKey, Validation, errors::ErrorKind};
use serde_json::Value;

use super::provider::{Provider, ProviderError};

/// What the relay takes from a checked ID token.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Person {
    /// The provider's stable id of the person.
    pub(crate) subject: String,
    /// Their e-mail, if given.
    pub(crate) email: Option<String>,
    /// A name for people to read (name, preferred username, e-mail or subject).
    pub(crate) display: String,
    /// Their groups, from the configured claim.
    pub(crate) groups: Vec<String>,
}

/// Why an ID token was refused.
#[derive(Debug, thiserror::Error)]
pub(crate) enum IdTokenError {
    /// Not a JWT.
    #[error("the ID token is not a JWT")]
    Malformed,
    /// `none`, a shared-secret algorithm, or one its key does not name.
    #[error("the ID token's algorithm {0:?} is refused")]
    Algorithm(String),
    /// No key of the provider has its key id.
    #[error("the ID token names a key the provider does not publish")]
    UnknownKey,
    /// The signature does not verify.
    #[error("the ID token's signature does not verify")]
    Signature,
    /// Another issuer.
    #[error("the ID token is from another issuer")]
    Issuer,
    /// Not for this relay.
    #[error("the ID token is for another client (audience)")]
    Audience,
    /// Past its expiry.
    #[error("the ID token has expired")]
    Expired,
    /// Not this sign-in's.
    #[error("the ID token's nonce is not this sign-in's")]
    Nonce,
    /// No subject.
    #[error("the ID token names no subject")]
    Subject,
    /// The provider could not be asked.
    #[error(transparent)]
    Provider(#[from] ProviderError),
}

const ASYMMETRIC: &[Algorithm] = &[
    Algorithm::RS256,
    Algorithm::RS384,
    Algorithm::RS512,
    Algorithm::PS256,
    Algorithm::PS384,
    Algorithm::PS512,
    Algorithm::ES256,
    Algorithm::ES384,
    Algorithm::EdDSA,
];

/// The `alg` and `kid` of a token's header, read by hand so that `none` (which the JWT
/// library cannot even parse) is refused by name.
fn header(token: &str) -> Result<(String, Option<String>), IdTokenError> {
    let first = token.split('.').next().ok_or(IdTokenError::Malformed)?;
    let bytes = base64::engine::general_purpose::URL_SAFE_NO_PAD
        .decode(first.trim_end_matches('='))
        .map_err(|_| IdTokenError::Malformed)?;
    let v: Value = serde_json::from_slice(&bytes).map_err(|_| IdTokenError::Malformed)?;
    let alg = v["alg"]
        .as_str()
        .ok_or(IdTokenError::Malformed)?
        .to_string();
    Ok((alg, v["kid"].as_str().map(str::to_string)))
}

/// Check `token` from `provider` for this sign-in's `nonce`.
pub(crate) async fn check(
    provider: &Provider,
    token: &str,
    nonce: &str,
) -> Result<Person, IdTokenError> {
    if token.len() > 16 * 1024 || token.split('.').count() != 3 {
        return Err(IdTokenError::Malformed);
    }
    let (alg_name, kid) = header(token)?;
    let alg: Algorithm = alg_name
        .parse()
        .map_err(|_| IdTokenError::Algorithm(alg_name.clone()))?;
    if !ASYMMETRIC.contains(&alg) {
        return Err(IdTokenError::Algorithm(alg_name));
    }
    let jwk = provider
        .key(kid.as_deref())
        .await?
        .ok_or(IdTokenError::UnknownKey)?;
    if let Some(named) = jwk.common.key_algorithm
        && named.to_string() != alg_name
    {
        return Err(IdTokenError::Algorithm(alg_name));
    }
    let key = DecodingKey::from_jwk(&jwk).map_err(|_| IdTokenError::UnknownKey)?;
    let settings = &provider.settings;
    let mut validation = Validation::new(alg);
    validation.set_issuer(&[
        settings.issuer.trim_end_matches('/'),
        settings.issuer.as_str(),
    ]);
    validation.set_audience(&[&settings.client_id]);
    validation.set_required_spec_claims(&["exp", "iat", "iss", "aud", "sub"]);
    validation.leeway = 60;
    let claims: Value = match jsonwebtoken::decode::<Value>(token, &key, &validation) {
        Ok(data) => data.claims,
        Err(e) => {
            return Err(match e.kind() {
                ErrorKind::ExpiredSignature => IdTokenError::Expired,
                ErrorKind::InvalidAudience => IdTokenError::Audience,
                ErrorKind::InvalidIssuer => IdTokenError::Issuer,
                ErrorKind::InvalidSignature => IdTokenError::Signature,
                ErrorKind::InvalidAlgorithm => IdTokenError::Algorithm(alg_name),
                _ => IdTokenError::Malformed,
            });
        }
    };
    // Several audiences: the token must be authorized for this relay in particular.
    if claims["aud"].as_array().is_some_and(|a| a.len() > 1)
        && claims["azp"].as_str() != Some(settings.client_id.as_str())
    {
        return Err(IdTokenError::Audience);
    }
    if claims["nonce"].as_str() != Some(nonce) {
        return Err(IdTokenError::Nonce);
    }
    let subject = claims["sub"]
        .as_str()
        .filter(|s| !s.is_empty() && s.len() <= 255)
        .ok_or(IdTokenError::Subject)?;
    let text = |k: &str| {
        claims[k].as_str().map(|s| {
            s.chars()
                .filter(|c| !c.is_control())
                .take(200)
                .collect::<String>()
        })
    };
    let email = text("email");
    let display = text("name")
        .or_else(|| text("preferred_username"))
        .or_else(|| email.clone())
        .unwrap_or_else(|| subject.to_string());
    let groups = match &claims[settings.groups_claim.as_str()] {
        Value::Array(a) => a
            .iter()
            .filter_map(Value::as_str)
            .take(1000)
            .map(str::to_string)
            .collect(),
        Value::String(s) => vec![s.clone()],
        _ => Vec::new(),
    };
    Ok(Person {
        subject: subject.to_string(),
        email,
        display,
        groups,
    })
}
