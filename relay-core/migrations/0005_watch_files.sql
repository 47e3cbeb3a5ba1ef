-- A watch's files are artifacts too (kind 'watch_file', meta holding the watch id and the
-- file name). watch_id is the key a watch's files are listed by, NULL for recordings.
-- Same dialect rules as 0001: TEXT and BIGINT only.
ALTER TABLE artifacts ADD COLUMN watch_id TEXT;

CREATE INDEX artifacts_watch ON artifacts (device_id, watch_id);
