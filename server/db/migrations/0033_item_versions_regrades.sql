-- The item analysis per question version (issue 48 §4): a corrected question starts fresh statistics.
-- Each first attempt's answer counts under the version it was scored on (attempts.question_versions;
-- none recorded: the bundled baseline, version 1), with that version's key. The rows kept so far pooled
-- every version under the bundled key: they are emptied here and recomputed by the one-time rebuild
-- that follows this migration (answer-log.repository.ts, marker '0033_item_versions.rebuild').
DELETE FROM item_statistics;
ALTER TABLE item_statistics ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE item_statistics DROP CONSTRAINT item_statistics_pkey;
ALTER TABLE item_statistics ADD PRIMARY KEY (question_id, version);

-- 'Recalificar' reaches every device (issue 48 §4): each rescored attempt takes the next number of
-- this sequence, and a device asks for the attempts rescored after the last number it saw
-- (GET /api/attempts/regraded?since=N), so it takes each new score once.
CREATE SEQUENCE attempt_regrades;
ALTER TABLE attempts ADD COLUMN regraded_seq bigint;
CREATE INDEX attempts_regraded ON attempts (student_id, regraded_seq) WHERE regraded_seq IS NOT NULL;
