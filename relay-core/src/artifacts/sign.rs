//! Signed URLs for the relay's own upload and download endpoints.
//!
//! A URL carries its expiry (`exp`, Unix seconds, at most [`MAX_LINK_TTL`] ahead) and
//! `sig`, an HMAC-SHA256 over what it grants (purpose, artifact id, part, length and digest
//! or the key it was issued to, expiry) under a key derived from the operator's root secret
//! ([`crate::access::secret::RootSecret`]; never stored), so relays given the same secret accept
//! each other's URLs. A URL is a bearer credential for one object (or one part) until it
//! expires; it is never logged.

use std::time::Duration;

use base64::Engine as _;
use hmac::{Hmac, Mac};
use sha2::Sha256;

use crate::access::secret::{DerivedKey, RootSecret};
use crate::store::time::unix_now;

/// The longest a signed link may live: longer asks are cut to it when signing, and a link
/// that claims a later expiry is refused however it was signed.
pub(crate) const MAX_LINK_TTL: Duration = Duration::from_secs(7 * 24 * 3600);

/// The purpose the URL-signing key is derived for.
const SECRET_NAME: &str = "url_signing_v1";

/// What a signed URL grants.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Grant<'a> {
    /// `PUT` one part of an upload: artifact id, part number, exact length and digest.
    UploadPart {
        /// Artifact id.
        id: &'a str,
        /// 1-based part number.
        part: u32,
        /// Exact bytes of the part.
        length: u64,
        /// Their SHA-256, lowercase hex.
        sha256: &'a str,
    },
    /// `GET` (or `HEAD`) one ready artifact, for as long as the key it was issued to is
    /// usable (the key is checked at every download, so revoking it ends the link).
    Download {
        /// Artifact id.
        id: &'a str,
        /// The key the link was issued to, `k_…`.
        key: &'a str,
    },
    /// `GET` (or `HEAD`) one recording of a share link, for as long as the share is neither
    /// revoked nor expired (checked at every request, so revoking it ends the link).
    Share {
        /// The share, `sh_…`.
        share: &'a str,
        /// Artifact id.
        id: &'a str,
    },
}

impl Grant<'_> {
    /// The signed message: fields joined by newlines, which none of them may contain
    /// (ids are checked to be `[a-z0-9_-]`).
    fn message(&self, exp: u64) -> String {
        match self {
            Grant::UploadPart {
                id,
                part,
                length,
                sha256,
            } => format!("upload\n{id}\n{part}\n{length}\n{sha256}\n{exp}"),
            Grant::Download { id, key } => format!("download\n{id}\n{key}\n{exp}"),
            Grant::Share { share, id } => format!("share\n{share}\n{id}\n{exp}"),
        }
    }
}

/// Why a signed URL was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum SignatureError {
    /// The signature does not match (tampered, or made for something else).
    #[error("invalid signature")]
    Invalid,
    /// The signature matches but the URL's time is up.
    #[error("expired")]
    Expired,
}

/// Signs and checks URLs with a key derived from the root secret.
#[derive(Debug, Clone)]
pub struct Signer {
    key: DerivedKey,
}

impl Signer {
    /// A signer with the URL-signing key of `root`.
    pub fn new(root: &RootSecret) -> Self {
        Signer {
            key: root.derive(SECRET_NAME),
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
    pub(crate) fn sign(&self, grant: &Grant<'_>, ttl: Duration) -> String {
        let ttl = ttl.min(MAX_LINK_TTL).as_secs().max(1);
        let exp = unix_now().saturating_add(ttl);
        self.sign_until(grant, exp)
    }

    /// The query string granting `grant` until `exp` (Unix seconds).
    pub(crate) fn sign_until(&self, grant: &Grant<'_>, exp: u64) -> String {
        let sig = Self::mac(self.key.bytes(), grant, exp)
            .finalize()
            .into_bytes();
        format!(
            "exp={exp}&sig={}",
            base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(sig)
        )
    }

    /// Check `sig` for `grant` until `exp`, in constant time; a valid but past URL is
    /// `Expired`, so a person can be told which.
    pub(crate) fn check(
        &self,
        grant: &Grant<'_>,
        exp: u64,
        sig: &str,
    ) -> Result<(), SignatureError> {
        let Ok(sig) = base64::engine::general_purpose::URL_SAFE_NO_PAD.decode(sig) else {
            return Err(SignatureError::Invalid);
        };
        if Self::mac(self.key.bytes(), grant, exp)
            .verify_slice(&sig)
            .is_err()
        {
            return Err(SignatureError::Invalid);
        }
        let now = unix_now();
        if exp > now.saturating_add(MAX_LINK_TTL.as_secs()) {
            return Err(SignatureError::Invalid);
        }
        if exp < now {
            return Err(SignatureError::Expired);
        }
        Ok(())
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

    #[test]
    fn signatures_bind_every_field_and_expire() {
        let root = RootSecret::random();
        let signer = Signer::new(&root);
        let digest = "a".repeat(64);
        let grant = Grant::UploadPart {
            id: "rec_abcdefgh",
            part: 2,
            length: 10,
            sha256: &digest,
        };
        let (exp, sig) = parse(&signer.sign(&grant, Duration::from_secs(60)));
        assert_eq!(signer.check(&grant, exp, &sig), Ok(()));
        let longer = Grant::UploadPart {
            id: "rec_abcdefgh",
            part: 2,
            length: 11,
            sha256: &digest,
        };
        let other_digest = "b".repeat(64);
        let other_bytes = Grant::UploadPart {
            id: "rec_abcdefgh",
            part: 2,
            length: 10,
            sha256: &other_digest,
        };
        for other in [longer, other_bytes] {
            assert_eq!(
                signer.check(&other, exp, &sig),
                Err(SignatureError::Invalid)
            );
        }
        assert_eq!(
            signer.check(&grant, exp + 1, &sig),
            Err(SignatureError::Invalid)
        );
        // A second signer (another relay) given the same root secret agrees; another does not.
        assert_eq!(
            Signer::new(&RootSecret::random()).check(&grant, exp, &sig),
            Err(SignatureError::Invalid)
        );
        let again = Signer::new(&root);
        assert_eq!(again.check(&grant, exp, &sig), Ok(()));
        // However it was signed, a link living past the cap is refused.
        let far = unix_now() + MAX_LINK_TTL.as_secs() + 60;
        let (far, sig) = parse(&signer.sign_until(&grant, far));
        assert_eq!(
            signer.check(&grant, far, &sig),
            Err(SignatureError::Invalid)
        );
        let (past, sig) = parse(&signer.sign_until(&grant, 1_000));
        assert_eq!(
            signer.check(&grant, past, &sig),
            Err(SignatureError::Expired)
        );
    }
}
