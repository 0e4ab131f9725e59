-- Review events (issue 18): one row per question a student answered, in an exam or in Repaso, synced
-- from the device's append-only log. The event id is made on the device; (student, id) makes replays
-- idempotent, and the first arrival of an id is the one kept.
CREATE TABLE review_events (
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  id uuid NOT NULL,
  question_id text NOT NULL,
  correct boolean NOT NULL,
  answered_at timestamptz NOT NULL,
  source text NOT NULL CHECK (source IN ('exam', 'review')),
  -- The exam attempt the answer belongs to (source 'exam'); attempts may arrive later or never.
  attempt_id uuid,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (student_id, id)
);

-- GET /api/progress/events pages through a student's events oldest first, ties broken by id.
CREATE INDEX review_events_student_answered_id ON review_events (student_id, answered_at, id);
