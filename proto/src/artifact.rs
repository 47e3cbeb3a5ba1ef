//! The data plane: how an agent moves a finished recording to the artifact store.
//!
//! Plain HTTP(S), separate from the control socket, authenticated with the device token:
//!
//! 1. `POST /v1/agent/artifacts` with an [`ArtifactOffer`] (idempotent per recording id)
//!    answers an [`UploadPlan`]: the file cut into parts of [`UPLOAD_PART_BYTES`] (one part up
//!    to that size), each with a URL to `PUT` its bytes to, without any other credential (a
//!    presigned S3 URL, or a signed URL of the relay's own upload endpoint). The offer carries
//!    every part's SHA-256 and each URL is bound to its part's length and digest, so a URL
//!    that leaks can only ever deliver the bytes that were offered. The answer to a `PUT`
//!    carries an `ETag` header.
//! 2. `POST /v1/agent/artifacts/{id}/complete` with a [`CompleteUpload`] listing every part's
//!    ETag. The relay joins the parts, checks size and SHA-256, and answers a
//!    [`CompleteResult`]; `ready` means the device may delete its copy.
//!
//! Every step may be repeated after a failure: a new offer gets fresh URLs for the same
//! upload, so parts already sent need not be sent again.
//!
//! An offer is a recording's ([`ArtifactOffer`], no `kind` on the wire, as agents have
//! always sent it) or a watch's file ([`crate::WatchFileOffer`], `"kind": "watch_file"`);
//! the relay reads [`OfferHead`] first to tell them apart. Both take the same steps.

use serde::{Deserialize, Serialize};

use crate::recording::RecordingReport;

/// Path of the offer endpoint; `{AGENT_ARTIFACTS_PATH}/{id}/complete` completes.
pub const AGENT_ARTIFACTS_PATH: &str = "/v1/agent/artifacts";

/// Size of every upload part but the last (S3 multipart above this size).
pub const UPLOAD_PART_BYTES: u64 = 64 * 1024 * 1024;

/// Most parts an upload may have: S3's limit.
pub const MAX_UPLOAD_PARTS: usize = 10_000;

/// Largest artifact the relay accepts: [`MAX_UPLOAD_PARTS`] parts.
pub const MAX_ARTIFACT_BYTES: u64 = UPLOAD_PART_BYTES * MAX_UPLOAD_PARTS as u64;

/// What an artifact holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ArtifactKind {
    /// A screen recording's MP4 (an offer without `kind` is one).
    #[default]
    Recording,
    /// One file of a watch: a PNG frame, `watch.json` or `watch.webp`.
    WatchFile,
    /// A video a key uploaded (`POST /v1/videos`) for `video_frames`; the relay's own,
    /// never offered by a device.
    Video,
}

impl ArtifactKind {
    /// The name on the wire and in the relay's database.
    pub fn as_str(self) -> &'static str {
        match self {
            ArtifactKind::Recording => "recording",
            ArtifactKind::WatchFile => "watch_file",
            ArtifactKind::Video => "video",
        }
    }
}

/// The part of any offer that says which kind it is (other fields ignored).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize)]
pub struct OfferHead {
    /// Absent for a recording.
    #[serde(default)]
    pub kind: ArtifactKind,
}

/// An agent's offer of a finished recording.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ArtifactOffer {
    /// The recording it holds (the artifact id).
    pub recording_id: String,
    /// Exact size in bytes.
    pub size_bytes: u64,
    /// SHA-256 of the whole file, lowercase hex.
    pub sha256: String,
    /// MIME type, `video/mp4`.
    pub content_type: String,
    /// The recording's metadata as the device last knew it.
    pub report: RecordingReport,
    /// SHA-256 of every part of [`part_layout`] at [`UPLOAD_PART_BYTES`], in order, lowercase
    /// hex; each part's upload URL is bound to its digest.
    #[serde(default)]
    pub part_sha256: Vec<String>,
}

/// The content type of every recording.
pub const RECORDING_CONTENT_TYPE: &str = "video/mp4";

impl ArtifactOffer {
    /// Check every field; the error names the field.
    pub fn validate(&self) -> Result<(), crate::ArgError> {
        use crate::ArgError;
        crate::validate_recording_id(&self.recording_id)?;
        if self.size_bytes > crate::MAX_ARTIFACT_BYTES {
            return Err(ArgError::new(
                "size_bytes",
                format!(
                    "{} is over the largest artifact, {} bytes",
                    self.size_bytes,
                    crate::MAX_ARTIFACT_BYTES
                ),
            ));
        }
        if !crate::is_sha256_hex(&self.sha256) {
            return Err(ArgError::new(
                "sha256",
                "must be 64 lowercase hex characters",
            ));
        }
        if self.content_type != RECORDING_CONTENT_TYPE {
            return Err(ArgError::new(
                "content_type",
                format!(
                    "{:?} is not accepted; only {RECORDING_CONTENT_TYPE}",
                    self.content_type
                ),
            ));
        }
        if self.report.recording_id != self.recording_id {
            return Err(ArgError::new(
                "report.recording_id",
                "must equal recording_id",
            ));
        }
        check_part_digests(&self.part_sha256)
    }
}

/// Check the form of an offer's `part_sha256` (how many there must be depends on the
/// relay's part size: [`check_part_count`]).
pub fn check_part_digests(digests: &[String]) -> Result<(), crate::ArgError> {
    use crate::ArgError;
    if digests.is_empty() {
        return Err(ArgError::new(
            "part_sha256",
            "is required: the SHA-256 of every part, in order",
        ));
    }
    if digests.len() > MAX_UPLOAD_PARTS {
        return Err(ArgError::new(
            "part_sha256",
            format!(
                "{} digests; an upload has at most {MAX_UPLOAD_PARTS} parts",
                digests.len()
            ),
        ));
    }
    if let Some(i) = digests.iter().position(|d| !crate::is_sha256_hex(d)) {
        return Err(ArgError::new(
            "part_sha256",
            format!("item {i} must be 64 lowercase hex characters"),
        ));
    }
    Ok(())
}

/// Check that `digests` name every part of a file of `size` bytes cut into parts of
/// `part_bytes`: one digest per part of [`part_layout`].
pub fn check_part_count(
    digests: &[String],
    size: u64,
    part_bytes: u64,
) -> Result<(), crate::ArgError> {
    // Counted, not laid out: the size is the peer's, the list would be as long.
    let parts = size.div_ceil(part_bytes.max(1)).max(1);
    if digests.len() as u64 != parts {
        return Err(crate::ArgError::new(
            "part_sha256",
            format!(
                "{} digests for {parts} parts of up to {part_bytes} bytes; send one per part",
                digests.len()
            ),
        ));
    }
    Ok(())
}

/// Where an artifact is on the relay's side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ArtifactState {
    /// Waiting for (more of) its bytes.
    Uploading,
    /// Stored and verified.
    Ready,
    /// Given up on; `error` says why.
    Failed,
}

/// The relay's answer to an offer.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct UploadPlan {
    /// The artifact's id (the recording id).
    pub artifact_id: String,
    /// When `ready`, nothing is left to send; when `failed`, stop trying.
    pub state: ArtifactState,
    /// The parts, in order, covering the file exactly.
    pub parts: Vec<UploadPart>,
    /// Why it failed, when it did.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}

/// One part to send.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct UploadPart {
    /// 1-based part number.
    pub number: u32,
    /// First byte of the file in this part.
    pub offset: u64,
    /// Bytes in this part.
    pub length: u64,
    /// Where to `PUT` it: absolute, or a path relative to the relay's URL.
    pub url: String,
    /// Headers the `PUT` must carry exactly as given, because the URL's signature covers
    /// them (an S3 part's `x-amz-checksum-sha256`). Only `x-amz-` headers are ever asked.
    #[serde(default, skip_serializing_if = "std::collections::BTreeMap::is_empty")]
    pub headers: std::collections::BTreeMap<String, String>,
}

/// The agent's claim that every part was sent.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CompleteUpload {
    /// Every part with the ETag its `PUT` answered.
    pub parts: Vec<CompletedPart>,
}

/// A part that was sent.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CompletedPart {
    /// 1-based part number.
    pub number: u32,
    /// The ETag header of the `PUT`'s answer.
    pub etag: String,
}

/// The relay's answer to a completion.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CompleteResult {
    /// `ready`: done, delete the local copy. `uploading`: send the parts again (offer again
    /// for fresh URLs). `failed`: give up.
    pub state: ArtifactState,
    /// What went wrong.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}

/// Cut a file of `size` bytes into upload parts `(number, offset, length)` of `part_bytes`
/// ([`UPLOAD_PART_BYTES`] on the wire; smaller in tests), one empty part for an empty file.
/// The size is checked against [`MAX_ARTIFACT_BYTES`] before anyone calls this.
pub fn part_layout(size: u64, part_bytes: u64) -> Vec<(u32, u64, u64)> {
    let part_bytes = part_bytes.max(1);
    if size == 0 {
        return vec![(1, 0, 0)];
    }
    let mut parts = Vec::new();
    let mut offset = 0;
    let mut number = 1;
    while offset < size {
        let length = part_bytes.min(size - offset);
        parts.push((number, offset, length));
        offset += length;
        number += 1;
    }
    parts
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parts_cover_the_file() {
        assert_eq!(part_layout(10, UPLOAD_PART_BYTES), vec![(1, 0, 10)]);
        assert_eq!(part_layout(0, UPLOAD_PART_BYTES), vec![(1, 0, 0)]);
        assert_eq!(part_layout(10, 4), vec![(1, 0, 4), (2, 4, 4), (3, 8, 2)]);
        assert_eq!(
            part_layout(UPLOAD_PART_BYTES, UPLOAD_PART_BYTES),
            vec![(1, 0, UPLOAD_PART_BYTES)]
        );
        let p = part_layout(UPLOAD_PART_BYTES * 2 + 5, UPLOAD_PART_BYTES);
        assert_eq!(p.len(), 3);
        assert_eq!(p[2], (3, UPLOAD_PART_BYTES * 2, 5));
    }

    #[test]
    fn part_digests_are_checked_by_form_and_count() {
        let good = || vec!["a".repeat(64), "b".repeat(64)];
        assert!(check_part_digests(&good()).is_ok());
        assert_eq!(
            check_part_digests(&[]).map_err(|e| e.field),
            Err("part_sha256")
        );
        let mut bad = good();
        bad[1] = "B".repeat(64);
        let e = check_part_digests(&bad).unwrap_err();
        assert_eq!(e.field, "part_sha256");
        assert!(e.message.contains("item 1"), "{e}");
        let many = vec!["a".repeat(64); MAX_UPLOAD_PARTS + 1];
        assert!(check_part_digests(&many).is_err());
        assert!(check_part_count(&good(), 10, 5).is_ok());
        assert!(check_part_count(&good(), 11, 5).is_err());
        assert!(check_part_count(&good(), 10, 10).is_err());
        assert!(check_part_count(&good()[..1], 0, 10).is_ok());
    }
}
