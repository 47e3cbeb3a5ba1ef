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
pub(crate) const DEVICE_TOKEN_PREFIX: &str = "dt_";

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

/// The operator's root secret: every signing key of the relay is derived from it
/// ([`RootSecret::derive`]), so no signing key is ever stored, in the database or anywhere
/// else. Relays that must accept each other's links and dial tokens (several replicas on
/// one database) are given the same root secret file.
#[derive(Clone)]
pub struct RootSecret([u8; 32]);

impl std::fmt::Debug for RootSecret {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("RootSecret(…)")
    }
}

/// Why the root secret file cannot be used.
#[derive(Debug, thiserror::Error)]
pub enum SecretFileError {
    /// Reading or creating it failed.
    #[error("secret file {0}: {1}")]
    Io(String, std::io::Error),
    /// Others may read it.
    #[error(
        "secret file {0} is readable by other users (mode {1:o}); chmod 600 it (or 440 with its group the relay's own)"
    )]
    Exposed(String, u32),
    /// Too short or not base64url.
    #[error(
        "secret file {0}: must hold at least 43 base64url characters (256 bits), as `relay` writes it"
    )]
    Malformed(String),
}

impl RootSecret {
    /// A fresh random secret (tests, and a relay that keeps nothing).
    pub fn random() -> Self {
        RootSecret(random_bytes::<32>())
    }

    /// The secret in `path`, created (256 random bits, base64url, mode 0600) when missing.
    pub fn load_or_create(path: &std::path::Path) -> Result<Self, SecretFileError> {
        use std::io::Write as _;
        use std::os::unix::fs::OpenOptionsExt as _;
        let name = path.display().to_string();
        let io = |e| SecretFileError::Io(name.clone(), e);
        match std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .mode(0o600)
            .open(path)
        {
            Ok(mut f) => {
                let text =
                    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(random_bytes::<32>());
                f.write_all(format!("{text}\n").as_bytes()).map_err(io)?;
                f.sync_all().map_err(io)?;
            }
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {}
            Err(e) => return Err(io(e)),
        }
        Self::load(path)
    }

    /// The secret in `path`, which must exist (`relay audit verify` reads the deployment's
    /// secret; it never makes one).
    pub fn load(path: &std::path::Path) -> Result<Self, SecretFileError> {
        use std::os::unix::fs::PermissionsExt as _;
        let name = path.display().to_string();
        let io = |e| SecretFileError::Io(name.clone(), e);
        let meta = std::fs::metadata(path).map_err(io)?;
        let mode = meta.permissions().mode() & 0o777;
        if !is_private(mode, std::os::unix::fs::MetadataExt::gid(&meta)) {
            return Err(SecretFileError::Exposed(name, mode));
        }
        let text = std::fs::read_to_string(path).map_err(io)?;
        let bytes = base64::engine::general_purpose::URL_SAFE_NO_PAD
            .decode(text.trim())
            .ok()
            .filter(|b| b.len() >= 32)
            .ok_or_else(|| SecretFileError::Malformed(name.clone()))?;
        // Any length of operator secret becomes the 32-byte root.
        Ok(RootSecret(Sha256::digest(&bytes).into()))
    }

    /// The key for one purpose (`url_signing_v1`, `live_dial_v1`): HMAC-SHA256 of the purpose
    /// under the root, so keys of different purposes are unrelated.
    pub fn derive(&self, purpose: &str) -> DerivedKey {
        use hmac::Mac as _;
        let mut mac = <hmac::Hmac<Sha256> as hmac::Mac>::new_from_slice(&self.0)
            .unwrap_or_else(|_| unreachable!("HMAC accepts any key length"));
        mac.update(b"relay key v1\n");
        mac.update(purpose.as_bytes());
        DerivedKey(mac.finalize().into_bytes().into())
    }
}

/// A key derived from the [`RootSecret`] for one purpose.
#[derive(Clone)]
pub struct DerivedKey([u8; 32]);

impl std::fmt::Debug for DerivedKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("DerivedKey(…)")
    }
}

impl DerivedKey {
    /// Its bytes.
    pub fn bytes(&self) -> &[u8] {
        &self.0
    }
}

/// Whether a secret file with `mode` and group `file_gid` is readable only by this process's
/// user: mode 0600 or 0400, or also group-readable (never writable) when the group is the
/// process's own effective group. The second is how Kubernetes mounts a Secret for a pod
/// with an `fsGroup` (mode 0440, owned by that group), which no one outside the pod holds.
fn is_private(mode: u32, file_gid: u32) -> bool {
    let group = mode & 0o070;
    mode & 0o007 == 0 && (group == 0 || (group == 0o040 && file_gid == effective_gid()))
}

fn effective_gid() -> u32 {
    // SAFETY: getegid has no preconditions and cannot fail (POSIX).
    unsafe { libc::getegid() }
}

/// The stored form of a secret.
pub fn hash(secret: &str) -> String {
    hex::encode(Sha256::digest(secret.as_bytes()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_secret_file_may_be_shared_only_with_the_process_own_group() {
        let own = effective_gid();
        let other = own.wrapping_add(1);
        for mode in [0o600, 0o400, 0o640, 0o440] {
            assert!(is_private(mode, own), "{mode:o}");
        }
        for mode in [0o640, 0o440] {
            assert!(!is_private(mode, other), "{mode:o} of another group");
        }
        for mode in [0o644, 0o604, 0o660, 0o620, 0o610, 0o400 | 0o001] {
            assert!(!is_private(mode, own), "{mode:o}");
        }
    }

    #[test]
    fn the_root_secret_file_is_made_private_and_keys_differ_by_purpose() {
        use std::os::unix::fs::PermissionsExt as _;
        let dir = std::env::temp_dir().join(format!("relay-secret-{}", short_id("")));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("relay.secret");
        let a = RootSecret::load_or_create(&path).unwrap();
        let mode = std::fs::metadata(&path).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o600);
        let again = RootSecret::load_or_create(&path).unwrap();
        assert_eq!(
            a.derive("x").bytes(),
            again.derive("x").bytes(),
            "read back the same"
        );
        assert_ne!(a.derive("x").bytes(), a.derive("y").bytes());
        assert_ne!(
            a.derive("x").bytes(),
            RootSecret::random().derive("x").bytes()
        );
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o644)).unwrap();
        assert!(matches!(
            RootSecret::load_or_create(&path),
            Err(SecretFileError::Exposed(..))
        ));
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o440)).unwrap();
        assert!(
            RootSecret::load_or_create(&path).is_ok(),
            "group-readable by the process's own group, as a Kubernetes Secret under fsGroup"
        );
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o600)).unwrap();
        std::fs::write(&path, "short").unwrap();
        assert!(matches!(
            RootSecret::load_or_create(&path),
            Err(SecretFileError::Malformed(_))
        ));
        let _ = std::fs::remove_dir_all(&dir);
        assert!(!format!("{a:?}").contains(&hex::encode(a.0)));
    }

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
