//! Sending one artifact to the relay over plain HTTP(S): offer, `PUT` the parts not yet
//! acknowledged (noted in `<id>.upload.json`, so a retry resumes), complete. Every error
//! is kept free of the signed URLs it may have met ([`crate::redact`]).

use std::io::SeekFrom;
use std::path::{Path, PathBuf};
use std::time::Duration;

use proto::{
    ArtifactOffer, ArtifactState, CompleteResult, CompleteUpload, CompletedPart, RecordingReport,
    UploadPlan, WatchFileOffer,
};
use serde::{Deserialize, Serialize};
use tokio::io::{AsyncReadExt, AsyncSeekExt};

use super::Uploads;
use super::spool::{file_data_path, progress_path};
use crate::digest::{self, FileDigests};
use crate::record;
use crate::redact::redact;

/// How long one part may take before the attempt is abandoned (64 MiB at ~1 MB/s).
const PART_TIMEOUT: Duration = Duration::from_secs(120);

/// Where uploads go and as whom.
#[derive(Clone)]
pub struct Target {
    /// The relay's HTTP(S) base URL, without a trailing slash.
    pub base: String,
    /// The device token, sent as the bearer of offers and completions (never to a part
    /// URL, which carries its own signature).
    pub token: String,
    /// An HTTP client trusting the same roots as the control link.
    pub client: reqwest::Client,
}

/// Why one attempt failed.
#[derive(Debug, thiserror::Error)]
pub(super) enum UploadError {
    /// Worth retrying later (network, relay or store unavailable).
    #[error("{0}")]
    Retry(String),
    /// Retrying cannot help; the artifact is failed.
    #[error("{0}")]
    Fatal(String),
}

/// Parts already acknowledged, persisted beside the file.
#[derive(Default, Serialize, Deserialize)]
struct Progress {
    parts: Vec<CompletedPart>,
}

/// A transport error, retryable, without the URL reqwest would print (a part URL is a
/// signed credential).
fn retry(what: &str) -> impl Fn(reqwest::Error) -> UploadError + '_ {
    move |e| UploadError::Retry(redact(&format!("{what}: {}", e.without_url())))
}

/// Turn a non-success HTTP answer into an error: 4xx other than 401/404/408/429 cannot be
/// fixed by retrying; everything else may.
async fn check(response: reqwest::Response, what: &str) -> Result<reqwest::Response, UploadError> {
    let status = response.status();
    if status.is_success() {
        return Ok(response);
    }
    let body = response.text().await.unwrap_or_default();
    let body: String = body.chars().take(300).collect();
    // A store's error document may echo what was signed.
    let message = redact(&format!("{what}: HTTP {status}: {body}"));
    if status.is_client_error() && ![401, 404, 408, 429].contains(&status.as_u16()) {
        Err(UploadError::Fatal(message))
    } else {
        Err(UploadError::Retry(message))
    }
}

fn absolute(base: &str, url: &str) -> String {
    if url.starts_with("http://") || url.starts_with("https://") {
        url.to_string()
    } else {
        format!("{base}/{}", url.trim_start_matches('/'))
    }
}

/// The part digests of one recording, by id.
#[derive(Default)]
pub(super) struct Digested(Option<(String, Vec<String>)>);

/// The digests of `path` off the async threads.
async fn digests_of(path: &Path) -> Result<FileDigests, UploadError> {
    let owned = path.to_path_buf();
    tokio::task::spawn_blocking(move || digest::of_file(&owned))
        .await
        .map_err(|e| UploadError::Retry(format!("hashing the file: {e}")))?
        .map_err(|e| UploadError::Fatal(format!("{}: {e}", path.display())))
}

/// The headers a part's URL was signed with, which the `PUT` must carry; only `x-amz-`
/// headers are taken from the relay, so a plan cannot make the agent send anything else
/// (credentials, hop-by-hop headers).
fn signed_headers(
    part: &proto::UploadPart,
) -> Result<Vec<(reqwest::header::HeaderName, reqwest::header::HeaderValue)>, UploadError> {
    part.headers
        .iter()
        .map(|(name, value)| {
            let bad = || {
                UploadError::Fatal(format!(
                    "the relay's plan asks part {} to carry header {name:?}, which the agent does not send",
                    part.number
                ))
            };
            if !name.to_ascii_lowercase().starts_with("x-amz-") {
                return Err(bad());
            }
            Ok((
                reqwest::header::HeaderName::from_bytes(name.as_bytes()).map_err(|_| bad())?,
                reqwest::header::HeaderValue::from_str(value).map_err(|_| bad())?,
            ))
        })
        .collect()
}

pub(super) async fn upload_one(
    target: &Target,
    dir: &Path,
    report: &RecordingReport,
    uploads: &Uploads,
    digested: &mut Digested,
) -> Result<(), UploadError> {
    let id = &report.recording_id;
    let path = record::mp4_path(dir, id);
    let size = tokio::fs::metadata(&path)
        .await
        .map_err(|e| UploadError::Fatal(format!("the recording file {}: {e}", path.display())))?
        .len();
    let sha256 = report
        .sha256
        .clone()
        .ok_or_else(|| UploadError::Fatal("the recording's report has no SHA-256".into()))?;
    if size != report.size_bytes {
        return Err(UploadError::Fatal(format!(
            "the recording file is {size} bytes but its report says {}",
            report.size_bytes
        )));
    }
    let part_sha256 = match &digested.0 {
        Some((hashed, parts)) if hashed == id => parts.clone(),
        _ => {
            let digests = digests_of(&path).await?;
            if digests.size != size || digests.sha256 != sha256 {
                return Err(UploadError::Fatal(
                    "the recording file no longer matches the SHA-256 in its report".into(),
                ));
            }
            digested.0 = Some((id.clone(), digests.part_sha256.clone()));
            digests.part_sha256
        }
    };
    let offer = ArtifactOffer {
        recording_id: id.clone(),
        size_bytes: size,
        sha256,
        content_type: proto::RECORDING_CONTENT_TYPE.into(),
        report: report.clone(),
        part_sha256,
    };
    let item = Sending {
        id,
        noun: "recording",
        path: &path,
        size,
        content_type: "video/mp4",
        progress_file: progress_path(dir, id),
    };
    send(target, &item, &offer, &|sent| {
        uploads.update(id, |r| r.uploaded_bytes = Some(sent));
    })
    .await
}

/// Upload one queued watch file.
pub(super) async fn upload_file(
    target: &Target,
    dir: &Path,
    offer: &WatchFileOffer,
) -> Result<(), UploadError> {
    let id = &offer.artifact_id;
    let path = file_data_path(dir, id);
    let size = tokio::fs::metadata(&path)
        .await
        .map_err(|e| UploadError::Fatal(format!("the queued file {}: {e}", path.display())))?
        .len();
    if size != offer.size_bytes {
        return Err(UploadError::Fatal(format!(
            "the queued file is {size} bytes but its offer says {}",
            offer.size_bytes
        )));
    }
    // Files queued by an agent from before part digests were offered.
    let mut offer = std::borrow::Cow::Borrowed(offer);
    if offer.part_sha256.is_empty() {
        offer.to_mut().part_sha256 = digests_of(&path).await?.part_sha256;
    }
    let item = Sending {
        id,
        noun: "file",
        path: &path,
        size,
        content_type: &offer.content_type,
        progress_file: progress_path(dir, id),
    };
    send(target, &item, offer.as_ref(), &|_| {}).await
}

/// What [`send`] moves.
struct Sending<'a> {
    /// The artifact id.
    id: &'a str,
    /// "recording" or "file", for messages.
    noun: &'static str,
    /// The file whose bytes are sent, read part by part.
    path: &'a Path,
    /// Their size, checked against the offer.
    size: u64,
    /// Sent with every part.
    content_type: &'a str,
    /// Where acknowledged parts are noted.
    progress_file: PathBuf,
}

/// Offer, send the parts not yet acknowledged, complete; `Ok` once the relay says `ready`.
/// `on_progress` hears the bytes acknowledged so far.
async fn send(
    target: &Target,
    item: &Sending<'_>,
    offer: &impl Serialize,
    on_progress: &(dyn Fn(u64) + Send + Sync),
) -> Result<(), UploadError> {
    let Sending {
        id,
        noun,
        path,
        size,
        content_type,
        ..
    } = *item;
    let offering = format!("offering the {noun}");
    let offer_url = format!("{}{}", target.base, proto::AGENT_ARTIFACTS_PATH);
    let response = target
        .client
        .post(&offer_url)
        .bearer_auth(&target.token)
        .json(offer)
        .timeout(Duration::from_secs(30))
        .send()
        .await
        .map_err(retry(&offering))?;
    let plan: UploadPlan = check(response, &offering)
        .await?
        .json()
        .await
        .map_err(retry("reading the upload plan"))?;
    match plan.state {
        ArtifactState::Ready => return Ok(()),
        ArtifactState::Failed => {
            return Err(UploadError::Fatal(
                plan.error
                    .unwrap_or_else(|| format!("the relay refused the {noun}")),
            ));
        }
        ArtifactState::Uploading => {}
    }
    let progress_file = &item.progress_file;
    let mut progress: Progress = std::fs::read(progress_file)
        .ok()
        .and_then(|b| serde_json::from_slice(&b).ok())
        .unwrap_or_default();
    let total_parts = plan.parts.len();
    let mut sent: u64 = plan
        .parts
        .iter()
        .filter(|p| progress.parts.iter().any(|d| d.number == p.number))
        .map(|p| p.length)
        .sum();
    on_progress(sent);
    for part in &plan.parts {
        if part.offset.saturating_add(part.length) > size {
            return Err(UploadError::Fatal(format!(
                "the relay's plan has part {} beyond the file's {size} bytes",
                part.number
            )));
        }
        if progress.parts.iter().any(|d| d.number == part.number) {
            continue;
        }
        let mut file = tokio::fs::File::open(path)
            .await
            .map_err(|e| UploadError::Fatal(format!("{}: {e}", path.display())))?;
        file.seek(SeekFrom::Start(part.offset))
            .await
            .map_err(|e| UploadError::Fatal(format!("{}: {e}", path.display())))?;
        let body =
            reqwest::Body::wrap_stream(tokio_util::io::ReaderStream::new(file.take(part.length)));
        let what = format!("sending part {}/{total_parts}", part.number);
        let mut request = target
            .client
            .put(absolute(&target.base, &part.url))
            .header(reqwest::header::CONTENT_LENGTH, part.length)
            .header(reqwest::header::CONTENT_TYPE, content_type);
        for (name, value) in signed_headers(part)? {
            request = request.header(name, value);
        }
        let response = request
            .body(body)
            .timeout(PART_TIMEOUT)
            .send()
            .await
            .map_err(retry(&what))?;
        let response = check(response, &what).await?;
        let etag = response
            .headers()
            .get(reqwest::header::ETAG)
            .and_then(|v| v.to_str().ok())
            .unwrap_or("")
            .to_string();
        progress.parts.push(CompletedPart {
            number: part.number,
            etag,
        });
        if let Ok(bytes) = serde_json::to_vec(&progress) {
            let _ = std::fs::write(progress_file, bytes);
        }
        sent += part.length;
        on_progress(sent);
        tracing::info!(
            artifact_id = %id,
            part = part.number,
            parts = total_parts,
            sent_mib = sent as f64 / 1_048_576.0,
            total_mib = size as f64 / 1_048_576.0,
            "upload progress"
        );
    }
    let mut parts: Vec<CompletedPart> = progress
        .parts
        .iter()
        .filter(|d| plan.parts.iter().any(|p| p.number == d.number))
        .cloned()
        .collect();
    parts.sort_by_key(|p| p.number);
    let complete_url = format!(
        "{}{}/{id}/complete",
        target.base,
        proto::AGENT_ARTIFACTS_PATH
    );
    let response = target
        .client
        .post(&complete_url)
        .bearer_auth(&target.token)
        .json(&CompleteUpload { parts })
        // Verifying means reading the whole object back in the store.
        .timeout(Duration::from_secs(600))
        .send()
        .await
        .map_err(retry("completing the upload"))?;
    let result: CompleteResult = check(response, "completing the upload")
        .await?
        .json()
        .await
        .map_err(retry("reading the completion"))?;
    match result.state {
        ArtifactState::Ready => Ok(()),
        ArtifactState::Failed => Err(UploadError::Fatal(
            result
                .error
                .unwrap_or_else(|| "the relay refused the upload".into()),
        )),
        ArtifactState::Uploading => {
            // The store lost or mangled parts: send them all again.
            let _ = std::fs::remove_file(progress_file);
            Err(UploadError::Retry(result.error.unwrap_or_else(|| {
                "the relay asked for the parts again".into()
            })))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn relative_part_urls_resolve_against_the_relay() {
        assert_eq!(
            absolute("http://r:1", "/v1/uploads/x/1?sig=a"),
            "http://r:1/v1/uploads/x/1?sig=a"
        );
        assert_eq!(absolute("http://r:1", "https://s3/x"), "https://s3/x");
    }

    #[test]
    fn a_plan_can_make_a_put_carry_only_x_amz_headers() {
        let part = |name: &str, value: &str| proto::UploadPart {
            number: 1,
            offset: 0,
            length: 1,
            url: "/v1/uploads/x/1".into(),
            headers: [(name.to_string(), value.to_string())].into(),
        };
        let ok = signed_headers(&part("x-amz-checksum-sha256", "abc=")).unwrap();
        assert_eq!(ok.len(), 1);
        assert_eq!(ok[0].0.as_str(), "x-amz-checksum-sha256");
        // A hostile relay asks for credentials, a hop-by-hop header, a header injection.
        for (name, value) in [
            ("authorization", "Bearer stolen"),
            ("connection", "close"),
            ("x-amz-meta", "a\r\nb: c"),
            ("x-amz-\n", "v"),
        ] {
            assert!(
                matches!(
                    signed_headers(&part(name, value)),
                    Err(UploadError::Fatal(_))
                ),
                "{name:?}: {value:?}"
            );
        }
    }
}
