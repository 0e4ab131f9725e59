-- One answer log, one learning state (issue 29).
--
-- Every answer a student gives, in an exam or in Repaso, is a row of review_events: an attempt's
-- answers are recorded with it, in the same transaction (the backfill of attempts stored before this
-- migration runs once at start-up, server/lib/answer-log.ts, because event ids and correctness are
-- computed by the shared TypeScript code).
--
-- `seq` orders a student's events by arrival, for the incremental pull (GET /api/progress/events
-- ?since=). Each ingest holds a per-student advisory lock until it commits and takes its seq values
-- after taking the lock, so for one student seq order is commit order: a reader that has seen seq n
-- has seen every event of that student numbered below n, whatever instance wrote it.
ALTER TABLE review_events ADD COLUMN seq bigserial;
CREATE UNIQUE INDEX review_events_student_seq ON review_events (student_id, seq);

-- Each student's learning state as the console shows it: a projection of the log, written in the
-- transaction that adds events, with the shared functions the device uses (src/shared/learning).
-- `npm run admin -- rebuild-learning` recomputes every row from the log (after a model change).
CREATE TABLE student_learning (
  student_id integer PRIMARY KEY REFERENCES students(id) ON DELETE CASCADE,
  events integer NOT NULL,
  answered_questions integer NOT NULL,
  -- Readiness (percent) and its range; null without a single answer.
  readiness integer,
  readiness_low integer,
  readiness_high integer,
  readiness_early boolean,
  -- When each answered question is due next (epoch ms, ascending): 'due today' at any later time.
  due_times jsonb NOT NULL,
  -- [{ topic, mastery, answered, questions }] in topic order.
  mastery jsonb NOT NULL,
  -- Attempts at published exams ('Repetir solo mis errores' left out) and the best percent of them.
  attempts integer NOT NULL,
  best_score integer,
  last_activity_at timestamptz,
  computed_at timestamptz NOT NULL
);
CREATE INDEX student_learning_readiness ON student_learning (readiness, student_id);
CREATE INDEX student_learning_attempts ON student_learning (attempts, student_id);
CREATE INDEX student_learning_best_score ON student_learning (best_score, student_id);
CREATE INDEX student_learning_last_activity ON student_learning (last_activity_at, student_id);

-- The item analysis kept as sufficient statistics over each student's first attempt at each
-- published exam: enough for facility, option counts and the point-biserial correlation with the
-- rest score (x = right 0/1, y = rest score: n, Σx, Σy, Σy², Σxy).
CREATE TABLE item_first_attempts (
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  exam_id text NOT NULL,
  attempt_id uuid NOT NULL,
  finished_at timestamptz NOT NULL,
  PRIMARY KEY (student_id, exam_id)
);

CREATE TABLE item_statistics (
  question_id text PRIMARY KEY,
  answers integer NOT NULL,
  correct integer NOT NULL,
  sum_rest bigint NOT NULL,
  sum_rest_squared bigint NOT NULL,
  sum_right_rest bigint NOT NULL,
  -- Attempts that selected each option, by option index.
  chosen integer[] NOT NULL
);

-- Students listed and searched in SQL.
CREATE INDEX students_role_name ON students (role, lower(name), id);
