-- How the real exam went (issue 49 §4): after their exam date a student says 'Aprobé', 'No aprobé' or
-- 'Todavía no', once per exam date, with an id made on the device (a replay is stored once). The
-- readiness as of the morning of the exam date is computed by the server from the log and kept with
-- it, with the model's pass probability, and the student's group when they answered (the console's
-- table is per group).
CREATE TABLE exam_outcomes (
  id uuid PRIMARY KEY,
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  exam_date date NOT NULL,
  result text NOT NULL CHECK (result IN ('passed', 'failed', 'not-yet')),
  answered_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  group_id integer REFERENCES groups(id) ON DELETE SET NULL,
  readiness smallint,
  readiness_low smallint,
  readiness_high smallint,
  pass_probability double precision,
  UNIQUE (student_id, exam_date)
);
