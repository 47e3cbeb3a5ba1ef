//! Viewer tickets: the one-time secret in a viewer link's fragment.
//!
//! A ticket is 256 random bits in base64url without padding (43 characters). Only its
//! SHA-256 is stored ([`relay_core::access::secret::hash`]), so the database never holds a usable link,
//! and a ticket is checked for its shape before it is hashed or looked up, so a junk value
//! costs nothing. A ticket is never logged or audited.

/// Characters in a ticket: 32 bytes in unpadded base64url.
pub(crate) const TICKET_LEN: usize = 43;

/// A fresh ticket.
pub(crate) fn mint() -> String {
    use base64::Engine as _;
    base64::engine::general_purpose::URL_SAFE_NO_PAD
        .encode(relay_core::access::secret::random_bytes::<32>())
}

/// Whether `s` has the shape of a ticket (length and alphabet).
pub(crate) fn well_formed(s: &str) -> bool {
    s.len() == TICKET_LEN
        && s.bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// The stored form of a well-formed ticket; `None` for anything else.
pub(crate) fn hash(ticket: &str) -> Option<String> {
    well_formed(ticket).then(|| relay_core::access::secret::hash(ticket))
}

/// The ticket a viewer offers among its WebSocket subprotocols (`ticket.<ticket>`).
pub(crate) fn from_subprotocols(header: Option<&str>) -> Option<&str> {
    header?
        .split(',')
        .map(str::trim)
        .find_map(|p| p.strip_prefix(proto::TICKET_SUBPROTOCOL_PREFIX))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tickets_have_one_shape() {
        let t = mint();
        assert!(well_formed(&t), "{t}");
        assert_ne!(t, mint());
        assert!(hash(&t).is_some());
        assert!(hash("short").is_none());
        assert!(hash(&"a/".repeat(22)[..43]).is_none());
        assert_eq!(
            from_subprotocols(Some(&format!("binary, ticket.{t}"))),
            Some(t.as_str())
        );
        assert_eq!(from_subprotocols(Some("binary")), None);
        assert_eq!(from_subprotocols(None), None);
    }
}
