-- Which keys made sequences or watches on which devices, until the key is unusable and the
-- device has been told (it then drops that key's frames). In the database rather than one
-- relay's memory, so that a restart forgets nothing and every replica tells the devices
-- whose sockets it holds.
CREATE TABLE sequence_owners (
    key_id TEXT NOT NULL,
    device_id TEXT NOT NULL,
    noted_at TEXT NOT NULL,
    PRIMARY KEY (key_id, device_id)
)
