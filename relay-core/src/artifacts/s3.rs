//! The S3 artifact store: any S3-protocol service (AWS, MinIO, Ceph, …) through
//! `aws-sdk-s3`, with credentials from the standard AWS chain (environment, profile, web
//! identity, instance metadata).
//!
//! Bytes never pass through the relay: an agent `PUT`s every part of a file to a presigned
//! `UploadPart` URL of a multipart upload the relay created (and remembers in the artifact's
//! row, so a repeated offer resumes it), each URL signed for the part's length and SHA-256
//! (an empty file is one presigned `PutObject`). The relay completes the multipart upload with the agent's ETags, reads the
//! object back through SHA-256, and hands out presigned `GetObject` URLs. Every failure to
//! reach the service is [`StoreError::Unavailable`]: the agent keeps its file and retries.
//! The HTTP client is rustls on ring (the SDK's default client would pull in aws-lc).
//!
//! With [`Encryption`] set, every object is created asking the service to encrypt it at rest
//! (SSE-S3 or SSE-KMS): the multipart upload, the presigned single `PUT` (whose headers the
//! agent copies) and the relay's own writes. Parts of a multipart upload need no header.

use std::path::Path;
use std::time::Duration;

use aws_sdk_s3::Client;
use aws_sdk_s3::config::retry::RetryConfig;
use aws_sdk_s3::config::timeout::TimeoutConfig;
use aws_sdk_s3::config::{
    BehaviorVersion, Credentials, Region, RequestChecksumCalculation, ResponseChecksumValidation,
};
use aws_sdk_s3::error::{DisplayErrorContext, ProvideErrorMetadata, SdkError};
use aws_sdk_s3::presigning::PresigningConfig;
use aws_sdk_s3::primitives::ByteStream;
use aws_sdk_s3::types::{
    ChecksumAlgorithm, CompletedMultipartUpload, CompletedPart as S3Part, ServerSideEncryption,
};
use aws_smithy_http_client::tls;
use proto::CompletedPart;
use sha2::{Digest, Sha256};
use tokio::io::AsyncWriteExt;

use super::{
    ArtifactStore, LocalCopy, ObjectDigest, PartRequest, PartTarget, Served, StoreError,
    StoreFuture,
};

/// How to reach the bucket.
#[derive(Debug, Clone)]
pub struct S3Config {
    /// Bucket name.
    pub bucket: String,
    /// Endpoint URL (`https://…`); `None` means AWS's own for the region.
    pub endpoint: Option<String>,
    /// Region (`us-east-1` when the service does not care).
    pub region: String,
    /// Path-style addressing (`endpoint/bucket/key`), which most non-AWS services need.
    pub path_style: bool,
    /// Prepended to every key (e.g. `relay/`).
    pub prefix: String,
    /// Static access key and secret; `None` uses the standard AWS credential chain.
    pub static_credentials: Option<(String, String)>,
    /// Server-side encryption asked for every object; `None` leaves it to the bucket's
    /// default.
    pub encryption: Option<Encryption>,
}

/// Server-side encryption of the stored objects.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Encryption {
    /// SSE-S3: keys the service manages (`AES256`).
    S3Managed,
    /// SSE-KMS, with this KMS key (id, ARN or alias), or the account's default key.
    Kms {
        /// The KMS key; `None` for the service's default.
        key_id: Option<String>,
    },
}

impl Encryption {
    fn algorithm(&self) -> ServerSideEncryption {
        match self {
            Encryption::S3Managed => ServerSideEncryption::Aes256,
            Encryption::Kms { .. } => ServerSideEncryption::AwsKms,
        }
    }

    fn kms_key(&self) -> Option<String> {
        match self {
            Encryption::Kms { key_id } => key_id.clone(),
            Encryption::S3Managed => None,
        }
    }
}

/// Artifacts kept in an S3 bucket.
#[derive(Debug)]
pub struct S3Store {
    client: Client,
    bucket: String,
    prefix: String,
    encryption: Option<Encryption>,
    /// Where presigned downloads point (see [`origin_of`]).
    origin: Option<String>,
}

/// The origin presigned URLs of `config` point at: the endpoint's (path-style), or the
/// bucket's own host under it (virtual-hosted, as the SDK addresses a bucket by default);
/// AWS's regional endpoint when none is given. `None` for an endpoint that is not a URL.
fn origin_of(config: &S3Config) -> Option<String> {
    let endpoint = config
        .endpoint
        .clone()
        .unwrap_or_else(|| format!("https://s3.{}.amazonaws.com", config.region));
    let url = url::Url::parse(&endpoint).ok()?;
    let host = url.host_str()?;
    let host = if config.path_style {
        host.to_string()
    } else {
        format!("{}.{host}", config.bucket)
    };
    let port = url.port().map_or(String::new(), |p| format!(":{p}"));
    Some(format!("{}://{host}{port}", url.scheme()))
}

/// Sort an SDK error into what the data plane does about it.
fn classify<E>(what: &str, e: SdkError<E, aws_sdk_s3::config::http::HttpResponse>) -> StoreError
where
    E: ProvideErrorMetadata + std::error::Error + Send + Sync + 'static,
{
    if let SdkError::ServiceError(service) = &e {
        let status = service.raw().status().as_u16();
        let code = service.err().code().unwrap_or_default();
        let message = service.err().message().unwrap_or_default();
        match code {
            "NoSuchKey" | "NoSuchUpload" => return StoreError::NotFound,
            "InvalidPart" | "InvalidPartOrder" | "EntityTooSmall" => {
                return StoreError::Incomplete(format!(
                    "the store refused the parts ({code}: {message}); send them again"
                ));
            }
            _ if status == 404 => return StoreError::NotFound,
            _ => {
                return StoreError::Unavailable(format!("{what}: {status} {code} {message}"));
            }
        }
    }
    StoreError::Unavailable(format!("{what}: {}", DisplayErrorContext(&e)))
}

/// A lowercase hex SHA-256 (checked by the offer) as S3 wants it: base64 of the bytes.
fn base64_digest(hex_digest: &str) -> Result<String, StoreError> {
    use base64::Engine as _;
    let bytes = hex::decode(hex_digest)
        .map_err(|_| StoreError::Incomplete(format!("{hex_digest:?} is not a SHA-256")))?;
    Ok(base64::engine::general_purpose::STANDARD.encode(bytes))
}

fn presigning(ttl: Duration) -> Result<PresigningConfig, StoreError> {
    PresigningConfig::expires_in(ttl.max(Duration::from_secs(1)))
        .map_err(|e| StoreError::Unavailable(format!("presigning: {e}")))
}

impl S3Store {
    /// A client for `config` (credentials are resolved lazily, at the first request).
    pub async fn connect(config: S3Config) -> Self {
        let http = aws_smithy_http_client::Builder::new()
            .tls_provider(tls::Provider::Rustls(
                tls::rustls_provider::CryptoMode::Ring,
            ))
            .build_https();
        let mut loader = aws_config::defaults(BehaviorVersion::latest())
            .region(Region::new(config.region.clone()))
            .http_client(http);
        if let Some((key, secret)) = &config.static_credentials {
            loader = loader.credentials_provider(Credentials::new(
                key.clone(),
                secret.clone(),
                None,
                None,
                "relay-settings",
            ));
        }
        let shared = loader.load().await;
        let mut builder = aws_sdk_s3::config::Builder::from(&shared)
            .force_path_style(config.path_style)
            // Checksums the SDK would add to presigned URLs make agents' plain PUTs fail;
            // integrity is checked end to end with the offer's SHA-256 instead.
            .request_checksum_calculation(RequestChecksumCalculation::WhenRequired)
            .response_checksum_validation(ResponseChecksumValidation::WhenRequired)
            // An outage should surface quickly as a retryable answer, not hang the agent.
            .retry_config(RetryConfig::standard().with_max_attempts(2))
            .timeout_config(
                TimeoutConfig::builder()
                    .connect_timeout(Duration::from_secs(5))
                    .read_timeout(Duration::from_secs(60))
                    .build(),
            );
        if let Some(endpoint) = &config.endpoint {
            builder = builder.endpoint_url(endpoint);
        }
        let origin = origin_of(&config);
        S3Store {
            client: Client::from_conf(builder.build()),
            bucket: config.bucket,
            prefix: config.prefix,
            origin,
            encryption: config.encryption,
        }
    }

    fn key(&self, key: &str) -> String {
        format!("{}{key}", self.prefix)
    }

    /// The stored object's bytes, as a stream.
    async fn object_body(&self, key: &str) -> Result<ByteStream, StoreError> {
        let object = self
            .client
            .get_object()
            .bucket(&self.bucket)
            .key(self.key(key))
            .send()
            .await
            .map_err(|e| classify("reading the object", e))?;
        Ok(object.body)
    }

    /// Whether a multipart upload is still open.
    async fn upload_alive(&self, key: &str, upload_id: &str) -> Result<bool, StoreError> {
        match self
            .client
            .list_parts()
            .bucket(&self.bucket)
            .key(key)
            .upload_id(upload_id)
            .max_parts(1)
            .send()
            .await
        {
            Ok(_) => Ok(true),
            Err(e) => match classify("listing parts", e) {
                StoreError::NotFound => Ok(false),
                other => Err(other),
            },
        }
    }
}

impl ArtifactStore for S3Store {
    fn kind(&self) -> &'static str {
        "s3"
    }

    fn reachable(&self) -> StoreFuture<'_, ()> {
        Box::pin(async move {
            self.client
                .head_bucket()
                .bucket(&self.bucket)
                .send()
                .await
                .map_err(|e| classify("reaching the bucket", e))?;
            Ok(())
        })
    }

    fn begin_upload<'a>(
        &'a self,
        key: &'a str,
        size: u64,
        existing: Option<&'a str>,
    ) -> StoreFuture<'a, Option<String>> {
        Box::pin(async move {
            // Every non-empty file is a multipart upload, even in one part: its part URLs are
            // bound to the upload, which completing ends, so once an artifact is verified no
            // URL it was sent through can replace the object. (An empty file is one PUT bound
            // to zero bytes.)
            if size == 0 {
                return Ok(None);
            }
            let key = self.key(key);
            if let Some(id) = existing
                && self.upload_alive(&key, id).await?
            {
                return Ok(Some(id.to_string()));
            }
            let created = self
                .client
                .create_multipart_upload()
                .bucket(&self.bucket)
                .key(&key)
                .content_type("video/mp4")
                // Every part is then sent with its SHA-256, which the store checks.
                .checksum_algorithm(ChecksumAlgorithm::Sha256)
                .set_server_side_encryption(self.encryption.as_ref().map(Encryption::algorithm))
                .set_ssekms_key_id(self.encryption.as_ref().and_then(Encryption::kms_key))
                .send()
                .await
                .map_err(|e| classify("creating the multipart upload", e))?;
            created
                .upload_id()
                .map(|id| Some(id.to_string()))
                .ok_or_else(|| {
                    StoreError::Unavailable("the store created an upload without an id".into())
                })
        })
    }

    fn part_request<'a>(
        &'a self,
        part: PartTarget<'a>,
        ttl: Duration,
    ) -> StoreFuture<'a, PartRequest> {
        Box::pin(async move {
            let key = self.key(part.key);
            let checksum = base64_digest(part.sha256)?;
            // Length and checksum are signed: the store refuses a body of any other length,
            // and any other bytes (it checks them against the checksum header).
            let length = i64::try_from(part.length).unwrap_or(i64::MAX);
            let presigned = match part.upload_id {
                None => self
                    .client
                    .put_object()
                    .bucket(&self.bucket)
                    .key(&key)
                    .content_length(length)
                    .checksum_sha256(checksum)
                    .set_server_side_encryption(self.encryption.as_ref().map(Encryption::algorithm))
                    .set_ssekms_key_id(self.encryption.as_ref().and_then(Encryption::kms_key))
                    .presigned(presigning(ttl)?)
                    .await
                    .map_err(|e| classify("presigning a put", e))?,
                Some(upload_id) => self
                    .client
                    .upload_part()
                    .bucket(&self.bucket)
                    .key(&key)
                    .upload_id(upload_id)
                    .part_number(i32::try_from(part.number).unwrap_or(i32::MAX))
                    .content_length(length)
                    .checksum_sha256(checksum)
                    .presigned(presigning(ttl)?)
                    .await
                    .map_err(|e| classify("presigning a part", e))?,
            };
            // Content-Length the agent sends anyway; the store's own headers it must copy.
            let headers = presigned
                .headers()
                .filter(|(name, _)| name.to_ascii_lowercase().starts_with("x-amz-"))
                .map(|(name, value)| (name.to_ascii_lowercase(), value.to_string()))
                .collect();
            Ok(PartRequest {
                url: presigned.uri().to_string(),
                headers,
            })
        })
    }

    fn complete<'a>(
        &'a self,
        _artifact_id: &'a str,
        key: &'a str,
        upload_id: Option<&'a str>,
        parts: &'a [CompletedPart],
        part_sha256: &'a [String],
    ) -> StoreFuture<'a, ()> {
        Box::pin(async move {
            // A single PUT is complete once it succeeded; verification finds out.
            let Some(upload_id) = upload_id else {
                return Ok(());
            };
            let completed = CompletedMultipartUpload::builder()
                .set_parts(Some(
                    parts
                        .iter()
                        .zip(part_sha256)
                        .map(|(p, sha256)| {
                            Ok(S3Part::builder()
                                .part_number(i32::try_from(p.number).unwrap_or(i32::MAX))
                                .e_tag(&p.etag)
                                // The upload was created for SHA-256 checksums, so the
                                // store wants each part's again.
                                .checksum_sha256(base64_digest(sha256)?)
                                .build())
                        })
                        .collect::<Result<Vec<_>, StoreError>>()?,
                ))
                .build();
            match self
                .client
                .complete_multipart_upload()
                .bucket(&self.bucket)
                .key(self.key(key))
                .upload_id(upload_id)
                .multipart_upload(completed)
                .send()
                .await
            {
                Ok(_) => Ok(()),
                Err(e) => match classify("completing the upload", e) {
                    // Completed before (an answer lost on the way): the object decides.
                    StoreError::NotFound => Ok(()),
                    other => Err(other),
                },
            }
        })
    }

    fn verify<'a>(&'a self, key: &'a str) -> StoreFuture<'a, ObjectDigest> {
        Box::pin(async move {
            let mut body = self.object_body(key).await?;
            let mut hasher = Sha256::new();
            let mut size = 0u64;
            while let Some(chunk) = body.next().await {
                let chunk = chunk
                    .map_err(|e| StoreError::Unavailable(format!("reading the object: {e}")))?;
                size += chunk.len() as u64;
                hasher.update(&chunk);
            }
            Ok(ObjectDigest {
                size_bytes: size,
                sha256: hex::encode(hasher.finalize()),
            })
        })
    }

    fn put_file<'a>(
        &'a self,
        key: &'a str,
        path: &'a Path,
        _size: u64,
        sha256: &'a str,
    ) -> StoreFuture<'a, ()> {
        Box::pin(async move {
            let body = ByteStream::from_path(path)
                .await
                .map_err(|e| StoreError::Unavailable(format!("reading the file to store: {e}")))?;
            self.client
                .put_object()
                .bucket(&self.bucket)
                .key(self.key(key))
                .checksum_sha256(base64_digest(sha256)?)
                .set_server_side_encryption(self.encryption.as_ref().map(Encryption::algorithm))
                .set_ssekms_key_id(self.encryption.as_ref().and_then(Encryption::kms_key))
                .body(body)
                .send()
                .await
                .map_err(|e| classify("storing the object", e))?;
            Ok(())
        })
    }

    fn local_copy<'a>(&'a self, key: &'a str, scratch: &'a Path) -> StoreFuture<'a, LocalCopy> {
        Box::pin(async move {
            let mut body = self.object_body(key).await?;
            tokio::fs::create_dir_all(scratch).await.map_err(|e| {
                StoreError::Unavailable(format!("creating {}: {e}", scratch.display()))
            })?;
            // Removed on drop from here on, also when the fetch fails half way.
            let copy = LocalCopy::fetched(
                scratch.join(format!("fetch-{}", crate::access::secret::short_id(""))),
            );
            let mut file = tokio::fs::File::create(copy.path())
                .await
                .map_err(|e| StoreError::Unavailable(format!("writing a local copy: {e}")))?;
            while let Some(chunk) = body.next().await {
                let chunk = chunk
                    .map_err(|e| StoreError::Unavailable(format!("reading the object: {e}")))?;
                file.write_all(&chunk)
                    .await
                    .map_err(|e| StoreError::Unavailable(format!("writing a local copy: {e}")))?;
            }
            file.flush()
                .await
                .map_err(|e| StoreError::Unavailable(format!("writing a local copy: {e}")))?;
            Ok(copy)
        })
    }

    fn list_keys<'a>(&'a self, prefix: &'a str) -> StoreFuture<'a, Vec<String>> {
        Box::pin(async move {
            let mut keys = Vec::new();
            let mut pages = self
                .client
                .list_objects_v2()
                .bucket(&self.bucket)
                .prefix(self.key(prefix))
                .into_paginator()
                .send();
            while let Some(page) = pages.next().await {
                let page = page.map_err(|e| classify("listing the bucket", e))?;
                for object in page.contents() {
                    if let Some(key) = object.key().and_then(|k| k.strip_prefix(&self.prefix)) {
                        keys.push(key.to_string());
                    }
                }
            }
            Ok(keys)
        })
    }

    fn delete<'a>(
        &'a self,
        _artifact_id: &'a str,
        key: &'a str,
        upload_id: Option<&'a str>,
    ) -> StoreFuture<'a, ()> {
        Box::pin(async move {
            let key = self.key(key);
            if let Some(upload_id) = upload_id {
                match self
                    .client
                    .abort_multipart_upload()
                    .bucket(&self.bucket)
                    .key(&key)
                    .upload_id(upload_id)
                    .send()
                    .await
                {
                    Ok(_) => {}
                    Err(e) => match classify("aborting the upload", e) {
                        StoreError::NotFound => {}
                        other => return Err(other),
                    },
                }
            }
            match self
                .client
                .delete_object()
                .bucket(&self.bucket)
                .key(&key)
                .send()
                .await
            {
                Ok(_) => Ok(()),
                Err(e) => match classify("deleting the object", e) {
                    StoreError::NotFound => Ok(()),
                    other => Err(other),
                },
            }
        })
    }

    fn download_origin(&self) -> Option<String> {
        self.origin.clone()
    }

    fn direct_download_url<'a>(
        &'a self,
        key: &'a str,
        served: Served<'a>,
        ttl: Duration,
    ) -> StoreFuture<'a, Option<String>> {
        Box::pin(async move {
            let presigned = self
                .client
                .get_object()
                .bucket(&self.bucket)
                .key(self.key(key))
                .response_content_type(served.content_type)
                .response_content_disposition(format!(
                    "attachment; filename=\"{}\"",
                    served.filename
                ))
                .presigned(presigning(ttl)?)
                .await
                .map_err(|e| classify("presigning a download", e))?;
            Ok(Some(presigned.uri().to_string()))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn config(endpoint: Option<&str>, path_style: bool) -> S3Config {
        S3Config {
            bucket: "recordings".into(),
            endpoint: endpoint.map(String::from),
            region: "eu-west-1".into(),
            path_style,
            prefix: String::new(),
            static_credentials: None,
            encryption: None,
        }
    }

    #[test]
    fn presigned_downloads_point_at_the_bucket_s_origin() {
        let cases = [
            (
                None,
                false,
                Some("https://recordings.s3.eu-west-1.amazonaws.com"),
            ),
            (None, true, Some("https://s3.eu-west-1.amazonaws.com")),
            (
                Some("http://127.0.0.1:9000/"),
                true,
                Some("http://127.0.0.1:9000"),
            ),
            (
                Some("https://minio.example.com"),
                false,
                Some("https://recordings.minio.example.com"),
            ),
            (Some("not a url"), true, None),
        ];
        for (endpoint, path_style, want) in cases {
            assert_eq!(
                origin_of(&config(endpoint, path_style)).as_deref(),
                want,
                "{endpoint:?} {path_style}"
            );
        }
    }
}
