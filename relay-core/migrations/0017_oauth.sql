-- The relay as an OAuth 2.1 authorization server for its MCP endpoint (src/oauth/). Same
-- dialect rules as 0001: TEXT and BIGINT only, timestamps as RFC 3339 UTC text. Codes,
-- refresh tokens and client secrets are kept only as SHA-256 hashes.

-- Clients: registered dynamically (RFC 7591, ids `oc_…`) or identified by the URL of their
-- metadata document (the id is the URL, and the row caches what was fetched last).
CREATE TABLE oauth_clients (
    id TEXT PRIMARY KEY,
    kind TEXT NOT NULL,
    name TEXT NOT NULL,
    client_uri TEXT,
    redirect_uris TEXT NOT NULL,
    secret_hash TEXT,
    auth_method TEXT NOT NULL,
    created_at TEXT NOT NULL,
    fetched_at TEXT
)
;
CREATE INDEX oauth_clients_created ON oauth_clients (kind, created_at)
;
-- An authorization request waiting for the person's consent in the console.
CREATE TABLE oauth_requests (
    id TEXT PRIMARY KEY,
    client_id TEXT NOT NULL,
    redirect_uri TEXT NOT NULL,
    state TEXT,
    code_challenge TEXT NOT NULL,
    scopes TEXT NOT NULL,
    resource TEXT NOT NULL,
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    decided_at TEXT
)
;
-- A person's consent: what one client may do, within the person's key, until revoked.
CREATE TABLE oauth_grants (
    id TEXT PRIMARY KEY,
    client_id TEXT NOT NULL,
    client_name TEXT NOT NULL,
    key_id TEXT NOT NULL,
    scopes TEXT NOT NULL,
    devices TEXT NOT NULL,
    console_session TEXT,
    created_at TEXT NOT NULL,
    revoked_at TEXT
)
;
CREATE INDEX oauth_grants_key ON oauth_grants (key_id)
;
-- One authorization code, spent once. `family_id` names the tokens it gave, so a replay
-- revokes them.
CREATE TABLE oauth_codes (
    code_hash TEXT PRIMARY KEY,
    grant_id TEXT NOT NULL,
    client_id TEXT NOT NULL,
    redirect_uri TEXT NOT NULL,
    code_challenge TEXT NOT NULL,
    scopes TEXT NOT NULL,
    resource TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    used_at TEXT,
    family_id TEXT
)
;
-- The tokens one code gave and every refresh since: revoked together.
CREATE TABLE oauth_families (
    id TEXT PRIMARY KEY,
    grant_id TEXT NOT NULL,
    scopes TEXT NOT NULL,
    created_at TEXT NOT NULL,
    revoked_at TEXT,
    revoked_why TEXT
)
;
CREATE INDEX oauth_families_grant ON oauth_families (grant_id)
;
-- Refresh tokens: each used once (rotation). A used one presented again revokes its family.
CREATE TABLE oauth_refresh_tokens (
    token_hash TEXT PRIMARY KEY,
    family_id TEXT NOT NULL,
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    used_at TEXT
)
;
