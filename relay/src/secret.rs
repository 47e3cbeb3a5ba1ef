//! Secrets handed out once (API keys, device tokens) and the hashes we keep instead.
//!
//! A secret is 256 random bits, base64url, behind a prefix that tells a person what it is
//! (`rk_` for relay keys, `dt_` for device tokens). Only its SHA-256 is stored: with that
//! much entropy a fast hash is enough, and a stolen database yields no usable secret.

use base64::Engine as _;
use sha2::{Digest, Sha256};

/// Prefix of API keys.
pub const KEY_PREFIX: &str = "rk_";
/// Prefix of device tokens.
pub const DEVICE_TOKEN_PREFIX: &str = "dt_";

/// Random bytes from the OS.
pub fn random_bytes<const N: usize>() -> [u8; N] {
    let mut buf = [0u8; N];
    // The OS RNG failing means the machine cannot make secrets at all; nothing to recover.
    getrandom::fill(&mut buf).expect("the OS random number generator failed");
    buf
}

/// A new secret with `prefix`.
pub fn generate(prefix: &str) -> String {
    let bytes = random_bytes::<32>();
    format!(
        "{prefix}{}",
        base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes)
    )
}

/// A short random id with `prefix` (not secret; for rows people refer to).
pub fn short_id(prefix: &str) -> String {
    let bytes = random_bytes::<6>();
    format!("{prefix}{}", hex::encode(bytes))
}

/// A secret the relays on one database share (a signing key), named in `relay_secrets`
/// and loaded once: read, or created and then read. Another relay may win the creation
/// race; its value is the one everybody uses.
#[derive(Debug)]
pub(crate) struct SharedSecret {
    db: crate::store::Db,
    name: &'static str,
    value: tokio::sync::OnceCell<Vec<u8>>,
}

impl SharedSecret {
    /// The secret `name` of `db`, not yet loaded.
    pub(crate) fn new(db: crate::store::Db, name: &'static str) -> Self {
        SharedSecret {
            db,
            name,
            value: tokio::sync::OnceCell::new(),
        }
    }

    /// Its bytes.
    pub(crate) async fn get(&self) -> Result<&[u8], crate::store::DbError> {
        self.value
            .get_or_try_init(|| async {
                let fresh = hex::encode(random_bytes::<32>());
                sqlx::query(
                    "INSERT INTO relay_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING",
                )
                .bind(self.name)
                .bind(&fresh)
                .execute(self.db.pool())
                .await?;
                let value: String =
                    sqlx::query_scalar("SELECT value FROM relay_secrets WHERE name = $1")
                        .bind(self.name)
                        .fetch_one(self.db.pool())
                        .await?;
                Ok(hex::decode(&value).unwrap_or_else(|_| value.into_bytes()))
            })
            .await
            .map(Vec::as_slice)
    }
}

/// The stored form of a secret.
pub fn hash(secret: &str) -> String {
    hex::encode(Sha256::digest(secret.as_bytes()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn secrets_are_distinct_and_hash_stably() {
        let a = generate(KEY_PREFIX);
        let b = generate(KEY_PREFIX);
        assert_ne!(a, b);
        assert!(a.starts_with("rk_") && a.len() == 3 + 43);
        assert_eq!(hash(&a), hash(&a));
        assert_ne!(hash(&a), hash(&b));
    }
}
