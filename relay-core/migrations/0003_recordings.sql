-- Recordings started through screen_recording: who started which, and how it ended. The
-- device is the authority while it records, this row answers when it is offline, and names
-- the key for the audit. The file itself is an artifact (0002) with the same id.
CREATE TABLE recordings (
    id TEXT PRIMARY KEY,
    device_id TEXT NOT NULL,
    key_id TEXT NOT NULL,
    started_at TEXT NOT NULL,
    fps BIGINT,
    max_duration_seconds BIGINT NOT NULL,
    stopped_at TEXT,
    stop_reason TEXT
);

CREATE INDEX recordings_device ON recordings (device_id, started_at);
