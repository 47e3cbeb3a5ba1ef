-- How many devices are enrolled, kept as one row that enrolling and removing a device change
-- in the same transaction. list_devices' default page answers with the fleet's total, and
-- counting 20,000 rows took 2.6 ms of its 3.2 ms query on PostgreSQL (seq scan), on every call.
CREATE TABLE device_count (
    id BIGINT PRIMARY KEY,
    n BIGINT NOT NULL
)
;
INSERT INTO device_count (id, n) SELECT 1, count(*) FROM devices
