-- The students the console's list sorts first or last for lacking something, each set a table of its
-- own kept by triggers (issue 29): an anti-join (no enrollment, no learning state) reads every
-- student, so the first page of 'Acceso' or of 'Intentos' ascending grew with the academy. Apart
-- from `students` so that its rows are never rewritten for it (an update there would copy every
-- index entry of the row, the trigram ones included). Kept whichever code writes (the API, the
-- imports, the seeds, a rebuild). The academy has one course (migration 0001): 'without access' is
-- 'without an enrollment'.
CREATE TABLE students_without_access (student_id integer PRIMARY KEY REFERENCES students(id) ON DELETE CASCADE);
CREATE TABLE students_without_learning (student_id integer PRIMARY KEY REFERENCES students(id) ON DELETE CASCADE);
INSERT INTO students_without_access SELECT s.id FROM students s WHERE NOT EXISTS (SELECT 1 FROM enrollments e WHERE e.student_id = s.id);
INSERT INTO students_without_learning SELECT s.id FROM students s WHERE NOT EXISTS (SELECT 1 FROM student_learning l WHERE l.student_id = s.id);

-- A new account has neither, until its enrollment or its first answer.
CREATE FUNCTION students_start_without() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO students_without_access VALUES (NEW.id);
  INSERT INTO students_without_learning VALUES (NEW.id);
  RETURN NULL;
END $$;
CREATE TRIGGER students_start_without AFTER INSERT ON students FOR EACH ROW EXECUTE FUNCTION students_start_without();

CREATE FUNCTION enrollments_keep_without_access() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    DELETE FROM students_without_access WHERE student_id = NEW.student_id;
  END IF;
  -- The last enrollment gone (not with the student: a deleted student is not listed at all).
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO students_without_access
      SELECT s.id FROM students s
      WHERE s.id = OLD.student_id AND NOT EXISTS (SELECT 1 FROM enrollments e WHERE e.student_id = s.id)
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER enrollments_keep_without_access AFTER INSERT OR DELETE OR UPDATE OF student_id ON enrollments
  FOR EACH ROW EXECUTE FUNCTION enrollments_keep_without_access();

CREATE FUNCTION student_learning_keep_without() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    DELETE FROM students_without_learning WHERE student_id = NEW.student_id;
  ELSE
    INSERT INTO students_without_learning SELECT s.id FROM students s WHERE s.id = OLD.student_id ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER student_learning_keep_without AFTER INSERT OR DELETE ON student_learning
  FOR EACH ROW EXECUTE FUNCTION student_learning_keep_without();

-- The enrolled, by the last day of access (ended before active; open-ended last), ties by student.
CREATE INDEX enrollments_course_ends ON enrollments (course_id, ends_at, student_id);
