-- Observers of live sessions: further one-time tickets for a running session, always to
-- watch. One row per ticket issued, by the session's key or an administrator (issued_by
-- names the key, or the console person or CLI operator), and what became of it: used,
-- joined, left, removed and by whom. A session whose device serves a stream observers can
-- join (the agent's own RFB server, every rectangle decodable on its own) has shared = 1.
-- Same dialect rules as 0001.
CREATE TABLE live_observers (
    id TEXT PRIMARY KEY,
    session_id TEXT NOT NULL,
    ticket_hash TEXT NOT NULL UNIQUE,
    issued_by TEXT NOT NULL,
    issued_at TEXT NOT NULL,
    used_at TEXT,
    address TEXT,
    user_agent TEXT,
    joined_at TEXT,
    left_at TEXT,
    removed_at TEXT,
    removed_by TEXT
)
;
CREATE INDEX live_observers_session ON live_observers (session_id)
;
ALTER TABLE live_sessions ADD COLUMN shared BIGINT NOT NULL DEFAULT 0
;
