-- Shared devices. Leases: one key holds a device for a while (`device_lease`), and the other
-- keys' input, recording starts and live control soft-fail meanwhile. One row per leased
-- device, and a row whose expires_at has passed is no lease (the next acquire replaces it).
-- A person in a live session may pause the agents' input on its device: agent_paused_at is
-- when, NULL when not paused. Same dialect rules as 0001.
CREATE TABLE device_leases (
    device_id TEXT PRIMARY KEY,
    key_id TEXT NOT NULL,
    reason TEXT NOT NULL,
    acquired_at TEXT NOT NULL,
    expires_at TEXT NOT NULL
)
;
CREATE INDEX device_leases_key ON device_leases (key_id)
;
ALTER TABLE live_sessions ADD COLUMN agent_paused_at TEXT
;
