-- Live sessions recorded for the audit: the session names its recording (an ordinary row of
-- `recordings`, id `lsr_…`, which names the session back), and a key may carry its own
-- policy (`off`, `control` or `all`, or NULL for the relay's `--record-live-sessions`). Same
-- dialect rules as 0001.
ALTER TABLE live_sessions ADD COLUMN recording_id TEXT
;
ALTER TABLE recordings ADD COLUMN live_session_id TEXT
;
ALTER TABLE api_keys ADD COLUMN record_live TEXT
;
