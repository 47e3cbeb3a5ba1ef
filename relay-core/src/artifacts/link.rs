//! The grammar of the data plane's signed links: what each kind of link grants, read from
//! its path and query, and checked against its signature and time.
//!
//! Both links carry `exp` and `sig` ([`super::sign`]); what else they carry is the grant: a
//! part's number, length and digest for an upload, the key it was issued to for a download.
//! A link of the wrong shape is refused with the same words as a forged one, so probing
//! learns nothing; an expired but genuine one is told so, since its holder can ask again.
//! The relay's routes take links through an extractor built on [`check`]; `video_frames`
//! reads a download link given as text with [`DownloadLink::from_url`].

use std::collections::HashMap;

use serde::Deserialize;

use super::sign::{Grant, SignatureError, Signer};

/// A signed URL's query; every field optional so that a mangled one is refused in words
/// rather than by the parser.
#[derive(Debug, Default, Deserialize)]
pub struct SignedQuery {
    exp: Option<String>,
    sig: Option<String>,
    /// An upload part's length.
    len: Option<String>,
    /// An upload part's SHA-256.
    sha: Option<String>,
    /// The key a download link was issued to.
    k: Option<String>,
}

/// What one kind of signed link grants, read from its path and query.
pub trait LinkKind: Sized + Send {
    /// The refusal of a link that is not genuine (or not of this shape).
    const INVALID: &'static str;
    /// The refusal of a genuine link whose time is up.
    const EXPIRED: &'static str;
    /// The fields of the grant, if the path and query have the shape of one.
    fn parse(path: &HashMap<String, String>, query: &SignedQuery) -> Option<Self>;
    /// What the signature must cover.
    fn grant(&self) -> Grant<'_>;
}

/// The refusal of an upload link on a relay whose store takes uploads itself (S3).
pub const UPLOADS_GO_TO_THE_STORE: &str = "this relay's artifacts are uploaded to its object store";

/// The grant of a link of kind `L` read from its path and query, if its signature covers
/// it and its time is not up.
pub fn check<L: LinkKind>(
    signer: &Signer,
    path: &HashMap<String, String>,
    query: &SignedQuery,
) -> Result<L, SignatureError> {
    let exp = query.exp.as_deref().and_then(|e| e.parse::<u64>().ok());
    let (Some(exp), Some(sig), Some(link)) = (exp, query.sig.as_deref(), L::parse(path, query))
    else {
        return Err(SignatureError::Invalid);
    };
    signer.check(&link.grant(), exp, sig)?;
    Ok(link)
}

/// `PUT /v1/uploads/{id}/{part}?len=…&sha=…`: one part of a filesystem-store upload.
#[derive(Debug)]
pub struct UploadLink {
    /// The artifact.
    pub id: String,
    /// 1-based part number.
    pub part: u32,
    /// Exact bytes of the part.
    pub length: u64,
    /// Their SHA-256, lowercase hex.
    pub sha256: String,
}

impl LinkKind for UploadLink {
    const INVALID: &'static str = "this upload link is not valid";
    const EXPIRED: &'static str =
        "this upload link has expired; offer the artifact again for fresh links";

    fn parse(path: &HashMap<String, String>, query: &SignedQuery) -> Option<Self> {
        let id = path.get("id")?;
        let part = path.get("part")?.parse::<u32>().ok().filter(|p| *p > 0)?;
        let length = query.len.as_deref()?.parse::<u64>().ok()?;
        let sha256 = query.sha.as_deref().filter(|s| proto::is_sha256_hex(s))?;
        proto::validate_recording_id(id).ok()?;
        Some(UploadLink {
            id: id.clone(),
            part,
            length,
            sha256: sha256.to_string(),
        })
    }

    fn grant(&self) -> Grant<'_> {
        Grant::UploadPart {
            id: &self.id,
            part: self.part,
            length: self.length,
            sha256: &self.sha256,
        }
    }
}

/// `GET /v1/artifacts/{id}/download?k=…`: a ready artifact, by a link issued to one key.
#[derive(Debug)]
pub struct DownloadLink {
    /// The artifact.
    pub id: String,
    /// The key the link was issued to, `k_…`.
    pub key_id: String,
}

impl DownloadLink {
    /// A download URL given as text (`video_frames` takes one), checked as the download
    /// route checks it: any host, a path ending in `/v1/artifacts/{id}/download`, and a
    /// query whose signature covers the artifact and key and whose time is not up.
    pub fn from_url(signer: &Signer, url: &str) -> Result<DownloadLink, SignatureError> {
        let rest = url
            .split_once("://")
            .map_or(url, |(_, rest)| rest)
            .split('#')
            .next()
            .unwrap_or_default();
        let Some(slash) = rest.find('/') else {
            return Err(SignatureError::Invalid);
        };
        let (path, query) = rest[slash..]
            .split_once('?')
            .unwrap_or((&rest[slash..], ""));
        let segments: Vec<&str> = path.split('/').collect();
        let [.., "v1", "artifacts", id, "download"] = segments.as_slice() else {
            return Err(SignatureError::Invalid);
        };
        let query: SignedQuery = parse_query(query).ok_or(SignatureError::Invalid)?;
        let path = HashMap::from([("id".to_string(), (*id).to_string())]);
        check::<DownloadLink>(signer, &path, &query)
    }
}

/// A query string as a [`SignedQuery`], read as the routes read it (URL-encoded form).
fn parse_query(query: &str) -> Option<SignedQuery> {
    serde_urlencoded::from_str(query).ok()
}

/// The shape of a key id (`k_…`), checked before it is signed over or looked up.
fn is_key_id(id: &str) -> bool {
    (3..=64).contains(&id.len())
        && id.starts_with("k_")
        && id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
}

impl LinkKind for DownloadLink {
    const INVALID: &'static str = "this download link is not valid";
    const EXPIRED: &'static str = "this download link has expired";

    fn parse(path: &HashMap<String, String>, query: &SignedQuery) -> Option<Self> {
        let id = path.get("id")?;
        let key_id = query.k.as_deref().filter(|k| is_key_id(k))?;
        proto::validate_recording_id(id).ok()?;
        Some(DownloadLink {
            id: id.clone(),
            key_id: key_id.to_string(),
        })
    }

    fn grant(&self) -> Grant<'_> {
        Grant::Download {
            id: &self.id,
            key: &self.key_id,
        }
    }
}

/// `GET /v1/shares/{share}/artifacts/{id}`: one recording of a share link, for its player
/// page. The signature binds the share and the artifact; the share's own state (revoked,
/// expired) is checked by the route at every request.
#[derive(Debug)]
pub struct ShareLink {
    /// The share, `sh_…`.
    pub share_id: String,
    /// The artifact.
    pub id: String,
}

impl LinkKind for ShareLink {
    const INVALID: &'static str = "this share link is not valid";
    const EXPIRED: &'static str = "this page's links have expired; reload the share link";

    fn parse(path: &HashMap<String, String>, _query: &SignedQuery) -> Option<Self> {
        let share_id = path
            .get("share")
            .filter(|s| crate::shares::is_share_id(s))?;
        let id = path.get("id")?;
        proto::validate_recording_id(id).ok()?;
        Some(ShareLink {
            share_id: share_id.clone(),
            id: id.clone(),
        })
    }

    fn grant(&self) -> Grant<'_> {
        Grant::Share {
            share: &self.share_id,
            id: &self.id,
        }
    }
}
