-- The academy's console (issue 20): operators, course access with an end date, the operators' audit
-- log and the students' reports of errors in questions.

-- Students and operators share the accounts table and the sign-in; the role decides what they see.
ALTER TABLE students ADD COLUMN role text NOT NULL DEFAULT 'student' CHECK (role IN ('student', 'operator'));

-- The last day (inclusive, in Lima) of a student's access to the course; null: no end date.
ALTER TABLE enrollments ADD COLUMN ends_at date;

-- Every change an operator makes: who, what, on whom, when. Rows outlive the accounts they name
-- (ON DELETE SET NULL), so the record stays when an account is removed.
CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL,
  operator_id integer REFERENCES students(id) ON DELETE SET NULL,
  action text NOT NULL,
  target_id integer REFERENCES students(id) ON DELETE SET NULL,
  details jsonb NOT NULL DEFAULT '{}'::jsonb
);

CREATE INDEX audit_log_at_id ON audit_log (at DESC, id DESC);

-- 'Reportar un error': a student's note on a question. The id is made on the device, so a replay of
-- the same report is stored once.
CREATE TABLE question_reports (
  id uuid PRIMARY KEY,
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  question_id text NOT NULL,
  exam_id text,
  attempt_id uuid,
  text text NOT NULL,
  created_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved')),
  resolved_at timestamptz,
  resolved_by integer REFERENCES students(id) ON DELETE SET NULL,
  note text
);

CREATE INDEX question_reports_status_created ON question_reports (status, created_at DESC);
