-- Study settings per student (issue 30): the date of the student's naturalization exam ('Fecha de mi
-- examen'), which shapes the schedule and the daily goal, synced so every device plans alike. The
-- device sets it offline first; updated_at is when the student set it there, and the newest wins.
CREATE TABLE study_settings (
  student_id integer PRIMARY KEY REFERENCES students(id) ON DELETE CASCADE,
  exam_date date,
  updated_at timestamptz NOT NULL
);
