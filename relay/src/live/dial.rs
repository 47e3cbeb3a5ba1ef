//! Dial tokens: what lets a device's live socket in on `/v1/live/device`.
//!
//! A dial token is a JWT (HS256, claims [`proto::DialClaims`], audience
//! [`proto::DIAL_AUDIENCE`]) valid for [`proto::DIAL_TOKEN_TTL_SECONDS`]: the agent gets it
//! in `LiveStart` and dials at once. Its key is derived from the operator's root secret like
//! the URL-signing key (never stored), so any relay given that secret accepts a token another
//! one signed. Tokens are never logged.

use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation, errors::ErrorKind};
use proto::DialClaims;

use relay_core::access::secret::{DerivedKey, RootSecret};
use relay_core::store::time::unix_now;

/// The purpose the dial-token key is derived for.
const SECRET_NAME: &str = "live_dial_v1";

/// Why a dial token was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum DialError {
    /// Not a token we signed for this audience.
    #[error("invalid dial token")]
    Invalid,
    /// Signed by us, but too old.
    #[error("expired dial token")]
    Expired,
}

/// Signs and checks dial tokens with a key derived from the root secret.
#[derive(Debug)]
pub struct DialSigner {
    key: DerivedKey,
}

impl DialSigner {
    /// A signer with the dial-token key of `root`.
    pub fn new(root: &RootSecret) -> Self {
        DialSigner {
            key: root.derive(SECRET_NAME),
        }
    }

    /// A token for session `session_id` of `device_id`, valid for the usual minute.
    pub fn sign(&self, session_id: &str, device_id: &str) -> String {
        let now = unix_now() as i64;
        self.sign_claims(&DialClaims {
            sub: session_id.to_string(),
            dev: device_id.to_string(),
            aud: proto::DIAL_AUDIENCE.to_string(),
            exp: now + proto::DIAL_TOKEN_TTL_SECONDS,
            iat: now,
        })
    }

    /// A token with exactly these claims (tests make expired or foreign ones with it).
    pub fn sign_claims(&self, claims: &DialClaims) -> String {
        let key = EncodingKey::from_secret(self.key.bytes());
        // Serializing plain strings and integers with HS256 cannot fail.
        jsonwebtoken::encode(&Header::new(Algorithm::HS256), claims, &key).unwrap_or_default()
    }

    /// Check a token's signature, algorithm, audience and expiry; its claims if it holds.
    pub fn verify(&self, token: &str) -> Result<DialClaims, DialError> {
        let key = DecodingKey::from_secret(self.key.bytes());
        let mut validation = Validation::new(Algorithm::HS256);
        validation.set_audience(&[proto::DIAL_AUDIENCE]);
        validation.set_required_spec_claims(&["exp", "aud", "sub"]);
        // The token lives a minute; clocks of one relay fleet agree closer than that.
        validation.leeway = 5;
        match jsonwebtoken::decode::<DialClaims>(token, &key, &validation) {
            Ok(data) => Ok(data.claims),
            Err(e) if matches!(e.kind(), ErrorKind::ExpiredSignature) => Err(DialError::Expired),
            Err(_) => Err(DialError::Invalid),
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[test]
    fn tokens_verify_and_refuse_tampering_and_expiry() {
        let root = RootSecret::random();
        let signer = DialSigner::new(&root);
        let token = signer.sign("ls_1", "d_1");
        let claims = signer.verify(&token).unwrap();
        assert_eq!((claims.sub.as_str(), claims.dev.as_str()), ("ls_1", "d_1"));
        // A second signer given the same root secret shares the key; another does not.
        assert!(DialSigner::new(&root).verify(&token).is_ok());
        assert_eq!(
            DialSigner::new(&RootSecret::random()).verify(&token),
            Err(DialError::Invalid)
        );
        let mut bad = token.clone();
        bad.pop();
        assert_eq!(signer.verify(&bad), Err(DialError::Invalid));
        let old = signer.sign_claims(&DialClaims {
            sub: "ls_1".into(),
            dev: "d_1".into(),
            aud: proto::DIAL_AUDIENCE.into(),
            exp: 1_000,
            iat: 900,
        });
        assert_eq!(signer.verify(&old), Err(DialError::Expired));
        let other_aud = signer.sign_claims(&DialClaims {
            sub: "ls_1".into(),
            dev: "d_1".into(),
            aud: "someone-else".into(),
            exp: unix_now() as i64 + 60,
            iat: 0,
        });
        assert_eq!(signer.verify(&other_aud), Err(DialError::Invalid));
    }
}
