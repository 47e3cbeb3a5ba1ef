-- A presence row now holds while its replica's lease in relay_replicas does, so renewing a
-- replica is one row rather than a rewrite of every device row it holds (which contended
-- with a fleet connecting at once).
DROP INDEX device_presence_lease
;
ALTER TABLE device_presence DROP COLUMN lease_until
