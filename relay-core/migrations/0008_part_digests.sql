-- Every part of an upload is offered with its SHA-256 and its upload URL is bound to it
-- (the filesystem store's signed URL, S3's x-amz-checksum-sha256), so a leaked URL can only
-- deliver the bytes that were offered. The digests are kept, comma-separated, because S3
-- wants them again when the upload is completed. NULL for rows offered before: such an
-- upload starts over at its next offer. Same dialect rules as 0001: TEXT and BIGINT only.
ALTER TABLE artifacts ADD COLUMN part_sha256 TEXT;
