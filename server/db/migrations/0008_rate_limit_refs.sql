-- A hit may name what it counts (an attempt's id): the same thing is counted once per key, so an
-- attempt whose upload was cut off after it was counted (a crash) is not counted again when the
-- device sends it anew (issue 31; server/lib/rate-limit.ts).
ALTER TABLE rate_limit_hits ADD COLUMN ref text;
CREATE UNIQUE INDEX rate_limit_hits_key_ref ON rate_limit_hits (key, ref) WHERE ref IS NOT NULL;
