-- Which replica holds which device's control socket, when relays scale out (--nats-url).
-- A row is good until lease_until (Unix milliseconds), and its replica renews it while the
-- socket is open, so a replica that dies without cleaning up leaves its devices online for
-- at most one lease. session tells one connection from the next, so the cleanup of an old
-- socket cannot remove a newer one's row. hello and screen_memory are the agent's JSON, for
-- the replicas that serve tools for the device without holding its socket.
CREATE TABLE device_presence (
    device_id TEXT PRIMARY KEY,
    replica_id TEXT NOT NULL,
    session TEXT NOT NULL,
    connected_at TEXT NOT NULL,
    hello TEXT NOT NULL,
    screen_memory TEXT NOT NULL,
    lease_until BIGINT NOT NULL
);
CREATE INDEX device_presence_replica ON device_presence (replica_id);
CREATE INDEX device_presence_lease ON device_presence (lease_until)
;
-- The geometry of the last screenshot a key took of a device (input coordinates are in
-- that image's pixels), shared by replicas since the next call may land on another one.
CREATE TABLE key_viewports (
    key_id TEXT NOT NULL,
    device_id TEXT NOT NULL,
    x BIGINT NOT NULL,
    y BIGINT NOT NULL,
    width BIGINT NOT NULL,
    height BIGINT NOT NULL,
    image_width BIGINT NOT NULL,
    image_height BIGINT NOT NULL,
    PRIMARY KEY (key_id, device_id)
)
