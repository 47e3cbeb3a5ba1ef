-- The replicas of a scaled-out relay (--nats-url) and the URL each is reached at by the
-- others (--advertise-url), good until lease_until (Unix milliseconds) and renewed with
-- the replica's presence rows. A live session's sockets may arrive at any replica. They
-- are carried to the replica named in its row (the one holding the device's control
-- socket when it opened), and a session whose replica's lease ran out is ended.
CREATE TABLE relay_replicas (
    id TEXT PRIMARY KEY,
    url TEXT NOT NULL,
    lease_until BIGINT NOT NULL
)
;
ALTER TABLE live_sessions ADD COLUMN replica_id TEXT
