-- Watches started through screen_watch: the id the relay issued, to which device, for which
-- key. A watch file's offer is accepted only under a watch id issued to the offering device,
-- as a recording's only under a recording id issued to it (0003), so a device cannot file
-- artifacts under another device's ids. Same dialect rules as 0001: TEXT and BIGINT only.
CREATE TABLE watches (
    id TEXT PRIMARY KEY,
    device_id TEXT NOT NULL,
    key_id TEXT NOT NULL,
    started_at TEXT NOT NULL
);

CREATE INDEX watches_device ON watches (device_id, id);
