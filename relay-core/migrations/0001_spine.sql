-- One schema for SQLite and PostgreSQL: only TEXT and BIGINT columns, timestamps as RFC 3339
-- UTC text with milliseconds (so they sort as text), booleans as 0/1.
CREATE TABLE api_keys (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    secret_hash TEXT NOT NULL UNIQUE,
    scopes TEXT NOT NULL,
    devices TEXT NOT NULL,
    created_at TEXT NOT NULL,
    expires_at TEXT,
    revoked_at TEXT
);

CREATE TABLE devices (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    labels TEXT NOT NULL,
    token_hash TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL,
    online BIGINT NOT NULL DEFAULT 0,
    connected_at TEXT,
    last_seen_at TEXT
);

CREATE TABLE audit_events (
    seq BIGINT PRIMARY KEY,
    ts TEXT NOT NULL,
    kind TEXT NOT NULL,
    key_id TEXT,
    device_id TEXT,
    tool TEXT,
    action TEXT,
    outcome TEXT,
    duration_ms BIGINT,
    detail TEXT NOT NULL,
    prev_hash TEXT NOT NULL,
    hash TEXT NOT NULL
);

CREATE INDEX audit_events_device ON audit_events (device_id, seq);
CREATE INDEX audit_events_ts ON audit_events (ts);
