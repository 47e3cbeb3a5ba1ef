-- Artifacts (recordings moved off devices) and the relay's own secrets. Same dialect rules
-- as 0001: TEXT and BIGINT only, timestamps as RFC 3339 UTC text, booleans as 0/1.
CREATE TABLE artifacts (
    id TEXT PRIMARY KEY,
    device_id TEXT NOT NULL,
    kind TEXT NOT NULL,
    state TEXT NOT NULL,
    size_bytes BIGINT NOT NULL,
    sha256 TEXT,
    content_type TEXT NOT NULL,
    store_key TEXT NOT NULL,
    upload_id TEXT,
    interrupted BIGINT NOT NULL DEFAULT 0,
    meta TEXT NOT NULL,
    error TEXT,
    verify_failures BIGINT NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    ready_at TEXT
);

CREATE INDEX artifacts_device ON artifacts (device_id, created_at);

-- Secrets the relays on one database share (the URL-signing key), created on first use.
CREATE TABLE relay_secrets (
    name TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
