-- Announcements ('Avisos', issue 36 §3): short notices an operator writes to every student. A
-- student sees a notice as a banner on Mis Cursos until they close it; `announcement_dismissals`
-- holds who closed which (once: the primary key), which the console counts. A withdrawn notice
-- (`withdrawn_at`) is no longer shown to anyone. `mailed`: it was also sent by mail (SMTP).
CREATE TABLE announcements (
  id serial PRIMARY KEY,
  created_at timestamptz NOT NULL,
  created_by integer REFERENCES students(id) ON DELETE SET NULL,
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 500),
  mailed boolean NOT NULL DEFAULT false,
  withdrawn_at timestamptz
);

CREATE TABLE announcement_dismissals (
  announcement_id integer NOT NULL REFERENCES announcements(id) ON DELETE CASCADE,
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  dismissed_at timestamptz NOT NULL,
  PRIMARY KEY (announcement_id, student_id)
);

CREATE INDEX announcement_dismissals_student ON announcement_dismissals (student_id);
