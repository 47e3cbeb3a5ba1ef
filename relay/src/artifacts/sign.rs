//! Signed URLs for the relay's own upload and download endpoints.
//!
//! A URL carries its expiry (`exp`, Unix seconds) and `sig`, an HMAC-SHA256 over what it
//! grants (purpose, artifact id, part and length, expiry) under a 256-bit secret kept in
//! the `relay_secrets` table. The secret is created on first use by whichever relay gets
//! there first, so every relay on one database accepts the URLs any of them signed. A URL
//! is therefore a bearer credential for one object (or one part) until it expires; it is
//! never logged.

use std::time::{Duration, SystemTime, UNIX_EPOCH};

use base64::Engine as _;
use hmac::{Hmac, Mac};
use sha2::Sha256;

use crate::store::{Db, DbError};

/// The longest a signed link may live: longer asks are cut to it when signing, and a link
/// that claims a later expiry is refused however it was signed.
pub(crate) const MAX_LINK_TTL: Duration = Duration::from_secs(7 * 24 * 3600);

/// Name of the URL-signing secret in `relay_secrets`.
const SECRET_NAME: &str = "url_signing_v1";

/// What a signed URL grants.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Grant<'a> {
    /// `PUT` one part of an upload: artifact id, part number, exact length.
    UploadPart {
        /// Artifact id.
        id: &'a str,
        /// 1-based part number.
        part: u32,
        /// Exact bytes of the part.
        length: u64,
    },
    /// `GET` (or `HEAD`) one ready artifact, for as long as the key it was issued to is
    /// usable (the key is checked at every download, so revoking it ends the link).
    Download {
        /// Artifact id.
        id: &'a str,
        /// The key the link was issued to, `k_…`.
        key: &'a str,
    },
}

impl Grant<'_> {
    /// The signed message: fields joined by newlines, which none of them may contain
    /// (ids are checked to be `[a-z0-9_-]`).
    fn message(&self, exp: u64) -> String {
        match self {
            Grant::UploadPart { id, part, length } => {
                format!("upload\n{id}\n{part}\n{length}\n{exp}")
            }
            Grant::Download { id, key } => format!("download\n{id}\n{key}\n{exp}"),
        }
    }
}

/// Why a signed URL was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub(crate) enum SignatureError {
    /// The signature does not match (tampered, or made for something else).
    #[error("invalid signature")]
    Invalid,
    /// The signature matches but the URL's time is up.
    #[error("expired")]
    Expired,
}

/// Signs and checks URLs with the database's shared secret, loaded once.
#[derive(Debug)]
pub(crate) struct Signer {
    key: crate::secret::SharedSecret,
}

/// Seconds since the Unix epoch, now.
pub(crate) fn unix_now() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0)
}

impl Signer {
    /// A signer whose secret lives in `db`.
    pub(crate) fn new(db: Db) -> Self {
        Signer {
            key: crate::secret::SharedSecret::new(db, SECRET_NAME),
        }
    }

    fn mac(key: &[u8], grant: &Grant<'_>, exp: u64) -> Hmac<Sha256> {
        // HMAC takes keys of any length; this cannot fail.
        let mut mac = <Hmac<Sha256> as Mac>::new_from_slice(key)
            .unwrap_or_else(|_| unreachable!("HMAC accepts any key length"));
        mac.update(grant.message(exp).as_bytes());
        mac
    }

    /// The query string (`exp=…&sig=…`) granting `grant` for `ttl` from now.
    pub(crate) async fn sign(&self, grant: &Grant<'_>, ttl: Duration) -> Result<String, DbError> {
        let ttl = ttl.min(MAX_LINK_TTL).as_secs().max(1);
        let exp = unix_now().saturating_add(ttl);
        self.sign_until(grant, exp).await
    }

    /// The query string granting `grant` until `exp` (Unix seconds).
    pub(crate) async fn sign_until(&self, grant: &Grant<'_>, exp: u64) -> Result<String, DbError> {
        let key = self.key.get().await?;
        let sig = Self::mac(key, grant, exp).finalize().into_bytes();
        Ok(format!(
            "exp={exp}&sig={}",
            base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(sig)
        ))
    }

    /// Check `sig` for `grant` until `exp`, in constant time; a valid but past URL is
    /// `Expired`, so a person can be told which.
    pub(crate) async fn check(
        &self,
        grant: &Grant<'_>,
        exp: u64,
        sig: &str,
    ) -> Result<Result<(), SignatureError>, DbError> {
        let key = self.key.get().await?;
        let Ok(sig) = base64::engine::general_purpose::URL_SAFE_NO_PAD.decode(sig) else {
            return Ok(Err(SignatureError::Invalid));
        };
        if Self::mac(key, grant, exp).verify_slice(&sig).is_err() {
            return Ok(Err(SignatureError::Invalid));
        }
        let now = unix_now();
        if exp > now.saturating_add(MAX_LINK_TTL.as_secs()) {
            return Ok(Err(SignatureError::Invalid));
        }
        if exp < now {
            return Ok(Err(SignatureError::Expired));
        }
        Ok(Ok(()))
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    fn parse(q: &str) -> (u64, String) {
        let mut exp = 0;
        let mut sig = String::new();
        for kv in q.split('&') {
            match kv.split_once('=').unwrap() {
                ("exp", v) => exp = v.parse().unwrap(),
                ("sig", v) => sig = v.to_string(),
                _ => {}
            }
        }
        (exp, sig)
    }

    #[tokio::test]
    async fn signatures_bind_every_field_and_expire() {
        let scratch = crate::store::ScratchDb::new("sign").await;
        let db = scratch.db.clone();
        let signer = Signer::new(db.clone());
        let grant = Grant::UploadPart {
            id: "rec_abcdefgh",
            part: 2,
            length: 10,
        };
        let (exp, sig) = parse(&signer.sign(&grant, Duration::from_secs(60)).await.unwrap());
        assert_eq!(signer.check(&grant, exp, &sig).await.unwrap(), Ok(()));
        let other = Grant::UploadPart {
            id: "rec_abcdefgh",
            part: 2,
            length: 11,
        };
        assert_eq!(
            signer.check(&other, exp, &sig).await.unwrap(),
            Err(SignatureError::Invalid)
        );
        assert_eq!(
            signer.check(&grant, exp + 1, &sig).await.unwrap(),
            Err(SignatureError::Invalid)
        );
        // A second signer on the same database shares the secret.
        let again = Signer::new(db);
        assert_eq!(again.check(&grant, exp, &sig).await.unwrap(), Ok(()));
        // However it was signed, a link living past the cap is refused.
        let far = unix_now() + MAX_LINK_TTL.as_secs() + 60;
        let (far, sig) = parse(&signer.sign_until(&grant, far).await.unwrap());
        assert_eq!(
            signer.check(&grant, far, &sig).await.unwrap(),
            Err(SignatureError::Invalid)
        );
        let (past, sig) = parse(&signer.sign_until(&grant, 1_000).await.unwrap());
        assert_eq!(
            signer.check(&grant, past, &sig).await.unwrap(),
            Err(SignatureError::Expired)
        );
    }
}
