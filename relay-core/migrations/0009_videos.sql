-- Videos a key uploads for video_frames (POST /v1/videos) are artifacts of kind 'video'.
-- They belong to that key, not to a device: owner_key_id names it (NULL for what devices
-- offer) and device_id is empty. Same dialect rules as 0001: TEXT and BIGINT only.
ALTER TABLE artifacts ADD COLUMN owner_key_id TEXT
