-- Device leases: one key holds a device for a while (`device_lease`), and the other keys'
-- input, recording starts and live control soft-fail meanwhile. One row per leased device;
-- a row whose expires_at has passed is no lease, and the next acquire replaces it. Same
-- dialect rules as 0001.
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
