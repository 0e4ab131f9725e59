-- Rate-limit hits kept in the database, so that every server instance on one PostgreSQL counts the
-- same sign-in failures, password checks and attempt uploads (server/lib/rate-limit.ts).
CREATE TABLE rate_limit_hits (
  id bigserial PRIMARY KEY,
  key text NOT NULL,
  at timestamptz NOT NULL,
  -- When this hit stops counting: its key's window after `at`. A sweep deletes expired hits.
  expires_at timestamptz NOT NULL
);

CREATE INDEX rate_limit_hits_key_expires ON rate_limit_hits (key, expires_at);
CREATE INDEX rate_limit_hits_expires ON rate_limit_hits (expires_at);

-- GET /api/attempts pages through a student's attempts newest first, ties broken by id.
DROP INDEX attempts_student_finished;
CREATE INDEX attempts_student_finished_id ON attempts (student_id, finished_at DESC, id DESC);
