-- Share links: an expiring, revocable, view-only link to a player page for a few recordings,
-- for people without an account (auditors, a QA team reviewing a run). Only the SHA-256 of
-- a link's token is kept, as with console links. Same dialect rules as 0001.
CREATE TABLE shares (
    id TEXT PRIMARY KEY,
    token_hash TEXT NOT NULL UNIQUE,
    title TEXT NOT NULL,
    created_by TEXT NOT NULL,
    key_id TEXT,
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    revoked_at TEXT,
    revoked_by TEXT
)
;
CREATE INDEX shares_created ON shares (created_at)
;
-- The recordings of a share, in the order they play.
CREATE TABLE share_artifacts (
    share_id TEXT NOT NULL,
    artifact_id TEXT NOT NULL,
    position BIGINT NOT NULL,
    PRIMARY KEY (share_id, artifact_id)
)
;
CREATE INDEX share_artifacts_artifact ON share_artifacts (artifact_id)
;
