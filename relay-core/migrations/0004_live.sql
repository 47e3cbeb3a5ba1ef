-- Live sessions of screen_recording's live channel: one row per session, from start to end.
-- Only the SHA-256 of the one-time viewer ticket is kept (ticket_hash), and the ticket is
-- consumed by setting used_at in one guarded UPDATE, so two viewers cannot both win it.
-- Same dialect rules as 0001: TEXT and BIGINT only, timestamps as RFC 3339 UTC text.
CREATE TABLE live_sessions (
    id TEXT PRIMARY KEY,
    device_id TEXT NOT NULL,
    key_id TEXT NOT NULL,
    mode TEXT NOT NULL,
    reason TEXT NOT NULL,
    ttl_seconds BIGINT NOT NULL,
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    ticket_hash TEXT NOT NULL UNIQUE,
    used_at TEXT,
    viewer_address TEXT,
    viewer_user_agent TEXT,
    viewer_connected_at TEXT,
    viewer_left_at TEXT,
    ended_at TEXT,
    end_reason TEXT
);

CREATE INDEX live_sessions_device ON live_sessions (device_id, created_at);
