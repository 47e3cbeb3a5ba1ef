-- A recording whose stop asked for it to be discarded (`screen_recording` stop with
-- `discard: true`) names the key that asked, and its artifact is deleted as soon as it is
-- stored. Same dialect rules as 0001.
ALTER TABLE recordings ADD COLUMN discarded_by TEXT
;
