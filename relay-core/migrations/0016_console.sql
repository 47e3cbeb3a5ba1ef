-- The console: one-time sign-in links and the browser sessions they open, and the indexes
-- its pages read through. Same dialect rules as 0001: TEXT and BIGINT only, timestamps as
-- RFC 3339 UTC text. Only hashes of links and session cookies are kept, as with tickets.
CREATE TABLE console_links (
    token_hash TEXT PRIMARY KEY,
    key_id TEXT NOT NULL,
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    used_at TEXT
)
;
CREATE TABLE console_sessions (
    id TEXT PRIMARY KEY,
    secret_hash TEXT NOT NULL UNIQUE,
    key_id TEXT NOT NULL,
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    ended_at TEXT,
    address TEXT,
    user_agent TEXT
)
;
CREATE INDEX console_sessions_key ON console_sessions (key_id)
;
-- Recordings and files, newest first, a page at a time (keyset on created_at, id).
CREATE INDEX artifacts_created ON artifacts (created_at, id)
;
-- The audit page's filters by key and by tool, newest first.
CREATE INDEX audit_events_key ON audit_events (key_id, seq)
;
CREATE INDEX audit_events_tool ON audit_events (tool, seq)
;
CREATE INDEX recordings_key ON recordings (key_id, started_at)
;
-- The Devices page: what runs now. A recording runs until its row is stopped, a watch until
-- the relay following it saw it end (at most its 5-minute timeout, and a minute of grace).
CREATE INDEX recordings_running ON recordings (stopped_at)
;
ALTER TABLE watches ADD COLUMN ended_at TEXT
;
CREATE INDEX watches_started ON watches (started_at)
