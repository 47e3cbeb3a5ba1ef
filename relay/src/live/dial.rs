//! Dial tokens: what lets a device's live socket in on `/v1/live/device`.
//!
//! A dial token is a JWT (HS256, claims [`proto::DialClaims`], audience
//! [`proto::DIAL_AUDIENCE`]) valid for [`proto::DIAL_TOKEN_TTL_SECONDS`]: the agent gets it
//! in `LiveStart` and dials at once. Its key lives in `relay_secrets` like the URL-signing
//! key, so any relay on the database accepts a token another one signed. Tokens are never
//! logged.

use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation, errors::ErrorKind};
use proto::DialClaims;

use crate::artifacts::sign::unix_now;
use crate::store::{Db, DbError};

/// Name of the dial-token key in `relay_secrets`.
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

/// Signs and checks dial tokens with the database's shared key, loaded once.
#[derive(Debug)]
pub struct DialSigner {
    key: crate::secret::SharedSecret,
}

impl DialSigner {
    /// A signer whose key lives in `db`.
    pub fn new(db: Db) -> Self {
        DialSigner {
            key: crate::secret::SharedSecret::new(db, SECRET_NAME),
        }
    }

    /// A token for session `session_id` of `device_id`, valid for the usual minute.
    pub async fn sign(&self, session_id: &str, device_id: &str) -> Result<String, DbError> {
        let now = unix_now() as i64;
        self.sign_claims(&DialClaims {
            sub: session_id.to_string(),
            dev: device_id.to_string(),
            aud: proto::DIAL_AUDIENCE.to_string(),
            exp: now + proto::DIAL_TOKEN_TTL_SECONDS,
            iat: now,
        })
        .await
    }

    /// A token with exactly these claims (tests make expired or foreign ones with it).
    pub async fn sign_claims(&self, claims: &DialClaims) -> Result<String, DbError> {
        let key = EncodingKey::from_secret(self.key.get().await?);
        // Serializing plain strings and integers with HS256 cannot fail.
        Ok(jsonwebtoken::encode(&Header::new(Algorithm::HS256), claims, &key).unwrap_or_default())
    }

    /// Check a token's signature, algorithm, audience and expiry; its claims if it holds.
    pub async fn verify(&self, token: &str) -> Result<Result<DialClaims, DialError>, DbError> {
        let key = DecodingKey::from_secret(self.key.get().await?);
        let mut validation = Validation::new(Algorithm::HS256);
        validation.set_audience(&[proto::DIAL_AUDIENCE]);
        validation.set_required_spec_claims(&["exp", "aud", "sub"]);
        // The token lives a minute; clocks of one relay fleet agree closer than that.
        validation.leeway = 5;
        Ok(
            match jsonwebtoken::decode::<DialClaims>(token, &key, &validation) {
                Ok(data) => Ok(data.claims),
                Err(e) if matches!(e.kind(), ErrorKind::ExpiredSignature) => {
                    Err(DialError::Expired)
                }
                Err(_) => Err(DialError::Invalid),
            },
        )
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[tokio::test]
    async fn tokens_verify_and_refuse_tampering_and_expiry() {
        let scratch = crate::store::ScratchDb::new("dial").await;
        let db = scratch.db.clone();
        let signer = DialSigner::new(db.clone());
        let token = signer.sign("ls_1", "d_1").await.unwrap();
        let claims = signer.verify(&token).await.unwrap().unwrap();
        assert_eq!((claims.sub.as_str(), claims.dev.as_str()), ("ls_1", "d_1"));
        // A second signer on the same database shares the key.
        assert!(DialSigner::new(db).verify(&token).await.unwrap().is_ok());
        let mut bad = token.clone();
        bad.pop();
        assert_eq!(signer.verify(&bad).await.unwrap(), Err(DialError::Invalid));
        let old = signer
            .sign_claims(&DialClaims {
                sub: "ls_1".into(),
                dev: "d_1".into(),
                aud: proto::DIAL_AUDIENCE.into(),
                exp: 1_000,
                iat: 900,
            })
            .await
            .unwrap();
        assert_eq!(signer.verify(&old).await.unwrap(), Err(DialError::Expired));
        let other_aud = signer
            .sign_claims(&DialClaims {
                sub: "ls_1".into(),
                dev: "d_1".into(),
                aud: "someone-else".into(),
                exp: unix_now() as i64 + 60,
                iat: 0,
            })
            .await
            .unwrap();
        assert_eq!(
            signer.verify(&other_aud).await.unwrap(),
            Err(DialError::Invalid)
        );
    }
}
