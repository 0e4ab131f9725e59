-- The learning state kept between uploads (issue 55 §3): each student's log folded into what the
-- figures of student_learning need (src/shared/learning/learning-state.ts, as JSON text so every
-- double reads back the same), so an upload folds in only what arrived instead of re-reading the
-- student's whole log. A state that is missing, of another version, or behind an event that arrives
-- late is rebuilt from the log by the next ingest; `npm run admin -- rebuild-learning` rebuilds all.
-- Code that removes a student's events must delete their row here (or run the rebuild).
CREATE TABLE student_learning_folds (
  student_id integer PRIMARY KEY REFERENCES students(id) ON DELETE CASCADE,
  state text NOT NULL
);
