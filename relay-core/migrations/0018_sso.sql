-- Single sign-on to the console through an OpenID provider (src/console/sso/). Same dialect
-- rules as 0001. A started sign-in: its state kept as a hash, with the nonce and PKCE verifier
-- it needs at the callback, spent once, for ten minutes.
CREATE TABLE sso_logins (
    state_hash TEXT PRIMARY KEY,
    nonce TEXT NOT NULL,
    verifier TEXT NOT NULL,
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    used_at TEXT
)
;
-- The key a person signed in by a provider acts as (replaced when their groups change).
CREATE TABLE sso_identities (
    issuer TEXT NOT NULL,
    subject TEXT NOT NULL,
    key_id TEXT NOT NULL,
    email TEXT,
    name TEXT,
    created_at TEXT NOT NULL,
    last_login_at TEXT NOT NULL,
    PRIMARY KEY (issuer, subject)
)
;
