//! A watch's files on the data plane: the PNG frames, `watch.json` and `watch.webp` a watch
//! leaves, each moved to the artifact store as its own artifact.
//!
//! They take the recordings' steps ([`crate::artifact`]) with a different offer, so that a
//! file is named by its watch and its file name instead of a recording report. Everything
//! in an offer ends up in a store key or a download's headers, so every field is checked
//! here, where the agent and the relay both see the same rules.

use serde::{Deserialize, Serialize};

use crate::artifact::ArtifactKind;
use crate::tools::ArgError;

/// Prefix of a watch file's artifact id (`wf_` and lowercase hex).
pub const WATCH_FILE_ID_PREFIX: &str = "wf_";

/// Longest watch file name.
pub const MAX_WATCH_FILE_NAME: usize = 64;

/// Largest watch file the relay accepts.
pub const MAX_WATCH_FILE_BYTES: u64 = 256 * 1024 * 1024;

/// Content types a watch file may have.
pub const WATCH_FILE_CONTENT_TYPES: &[&str] = &["image/png", "application/json", "image/webp"];

/// An agent's offer of one finished file of a watch.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct WatchFileOffer {
    /// Always [`ArtifactKind::WatchFile`]; what tells this offer from a recording's.
    pub kind: ArtifactKind,
    /// The artifact id, `wf_` and hex (see [`validate_watch_file_id`]).
    pub artifact_id: String,
    /// The watch it belongs to, `seq_…`.
    pub watch_id: String,
    /// File name within the watch, e.g. `frame-0003.png`, `watch.json`, `watch.webp`.
    pub name: String,
    /// Exact size in bytes.
    pub size_bytes: u64,
    /// SHA-256 of the whole file, lowercase hex.
    pub sha256: String,
    /// MIME type, one of [`WATCH_FILE_CONTENT_TYPES`].
    pub content_type: String,
    /// SHA-256 of every part, as in [`crate::ArtifactOffer::part_sha256`].
    #[serde(default)]
    pub part_sha256: Vec<String>,
}

impl WatchFileOffer {
    /// Check every field; the error names the one that is wrong.
    pub fn validate(&self) -> Result<(), ArgError> {
        if self.kind != ArtifactKind::WatchFile {
            return Err(ArgError::new("kind", "must be \"watch_file\""));
        }
        validate_watch_file_id(&self.artifact_id)?;
        validate_watch_id(&self.watch_id)?;
        validate_watch_file_name(&self.name)?;
        if self.size_bytes > MAX_WATCH_FILE_BYTES {
            return Err(ArgError::new(
                "size_bytes",
                format!(
                    "{} is over the largest watch file, {MAX_WATCH_FILE_BYTES} bytes",
                    self.size_bytes
                ),
            ));
        }
        if !is_sha256_hex(&self.sha256) {
            return Err(ArgError::new(
                "sha256",
                "must be 64 lowercase hex characters",
            ));
        }
        if !WATCH_FILE_CONTENT_TYPES.contains(&self.content_type.as_str()) {
            return Err(ArgError::new(
                "content_type",
                format!(
                    "{:?} is not accepted; allowed: {}",
                    self.content_type,
                    WATCH_FILE_CONTENT_TYPES.join(", ")
                ),
            ));
        }
        crate::check_part_digests(&self.part_sha256)
    }
}

/// Whether `s` is a SHA-256 digest in lowercase hex.
pub fn is_sha256_hex(s: &str) -> bool {
    s.len() == 64
        && s.bytes()
            .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
}

/// Check a watch file's artifact id: `wf_` then 8 to 61 lowercase hex digits (it is also a
/// valid artifact id for the upload and download routes).
pub fn validate_watch_file_id(id: &str) -> Result<(), ArgError> {
    let ok = id.strip_prefix(WATCH_FILE_ID_PREFIX).is_some_and(|hex| {
        (8..=64 - WATCH_FILE_ID_PREFIX.len()).contains(&hex.len())
            && hex
                .bytes()
                .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
    });
    if ok {
        Ok(())
    } else {
        Err(ArgError::new(
            "artifact_id",
            "must be \"wf_\" followed by 8 to 61 lowercase hex digits",
        ))
    }
}

/// Check a watch id: a sequence id (`seq_` and 24 hex digits), named `watch_id` here.
pub fn validate_watch_id(id: &str) -> Result<(), ArgError> {
    crate::sequence::validate_sequence_id(id).map_err(|e| ArgError::new("watch_id", e.message))
}

/// Check a watch file name: 1 to 64 characters of A-Z, a-z, 0-9, '.', '_' or '-', not
/// starting with a dot (so never `.` or `..`, and never a path).
pub fn validate_watch_file_name(name: &str) -> Result<(), ArgError> {
    let ok = (1..=MAX_WATCH_FILE_NAME).contains(&name.len())
        && !name.starts_with('.')
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'_' | b'-'));
    if ok {
        Ok(())
    } else {
        Err(ArgError::new(
            "name",
            format!(
                "must be 1 to {MAX_WATCH_FILE_NAME} characters of A-Z, a-z, 0-9, '.', '_' or '-', not starting with '.'"
            ),
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn offer() -> WatchFileOffer {
        WatchFileOffer {
            kind: ArtifactKind::WatchFile,
            artifact_id: "wf_0123456789abcdef".into(),
            watch_id: "seq_0123456789abcdef01234567".into(),
            name: "frame-0003.png".into(),
            size_bytes: 10,
            sha256: "a".repeat(64),
            content_type: "image/png".into(),
            part_sha256: vec!["a".repeat(64)],
        }
    }

    #[test]
    fn names() {
        for good in [
            "frame-0003.png",
            "watch.json",
            "watch.webp",
            "a",
            "A_b-c.d.e",
        ] {
            assert!(validate_watch_file_name(good).is_ok(), "{good}");
        }
        let long = "x".repeat(65);
        for bad in [
            "", ".", "..", ".hidden", "a/b", "a\\b", "a b", "é.png", "a\n", &long,
        ] {
            assert_eq!(
                validate_watch_file_name(bad).map_err(|e| e.field),
                Err("name"),
                "{bad:?}"
            );
        }
        assert!(validate_watch_file_name(&"x".repeat(64)).is_ok());
    }

    #[test]
    fn ids() {
        assert!(validate_watch_file_id("wf_0123456789abcdef").is_ok());
        assert!(validate_watch_file_id(&format!("wf_{}", "a".repeat(61))).is_ok());
        for bad in [
            "wf_",
            "wf_0123456",
            "wf_0123456789ABCDEF",
            "rec_0123456789",
            "wf_../../etc00",
            &format!("wf_{}", "a".repeat(62)),
        ] {
            assert!(validate_watch_file_id(bad).is_err(), "{bad}");
        }
        // A watch file id is an artifact id too.
        assert!(crate::validate_recording_id("wf_0123456789abcdef").is_ok());
        assert!(validate_watch_id("seq_0123456789abcdef01234567").is_ok());
        for bad in ["seq_", "abc", "seq_A", "seq_a/b", "seq_a.b", "seq_abc-1_2"] {
            assert!(validate_watch_id(bad).is_err(), "{bad}");
        }
        assert!(validate_watch_id(&format!("seq_{}", "a".repeat(25))).is_err());
    }

    #[test]
    fn offers_are_checked_field_by_field() {
        assert!(offer().validate().is_ok());
        type Change = fn(&mut WatchFileOffer);
        let cases: Vec<(&str, Change)> = vec![
            ("kind", |o| o.kind = ArtifactKind::Recording),
            ("artifact_id", |o| o.artifact_id = "rec_0123456789".into()),
            ("watch_id", |o| o.watch_id = "w1".into()),
            ("name", |o| o.name = "../x".into()),
            ("size_bytes", |o| o.size_bytes = MAX_WATCH_FILE_BYTES + 1),
            ("sha256", |o| o.sha256 = "A".repeat(64)),
            ("content_type", |o| o.content_type = "video/mp4".into()),
        ];
        for (field, change) in cases {
            let mut o = offer();
            change(&mut o);
            assert_eq!(o.validate().map_err(|e| e.field), Err(field));
        }
    }

    #[test]
    fn the_wire_form_names_its_kind() {
        let v = serde_json::to_value(offer()).unwrap();
        assert_eq!(v["kind"], "watch_file");
        let head: crate::OfferHead = serde_json::from_value(v).unwrap();
        assert_eq!(head.kind, ArtifactKind::WatchFile);
        // A recording's offer, as agents have always sent it, has no kind.
        let head: crate::OfferHead =
            serde_json::from_str(r#"{"recording_id":"rec_0123456789"}"#).unwrap();
        assert_eq!(head.kind, ArtifactKind::Recording);
    }
}
