-- Two facts of a student the console's list sorts by, kept on the student's row so that the students
-- WITHOUT them are an index away (issue 29): an anti-join (no enrollment, no learning state) reads
-- every student, so the first page of 'Acceso' or of 'Intentos' ascending grew with the academy.
-- Triggers keep them, whichever code writes enrollments or the projection (the API, the imports,
-- the seeds, a rebuild). The academy has one course (migration 0001), so 'has access' is 'has an
-- enrollment'.
ALTER TABLE students ADD COLUMN has_access boolean NOT NULL DEFAULT false;
ALTER TABLE students ADD COLUMN has_learning boolean NOT NULL DEFAULT false;
UPDATE students s SET
  has_access = EXISTS (SELECT 1 FROM enrollments e WHERE e.student_id = s.id),
  has_learning = EXISTS (SELECT 1 FROM student_learning l WHERE l.student_id = s.id);

CREATE FUNCTION students_keep_has_access() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    UPDATE students SET has_access = true WHERE id = NEW.student_id AND NOT has_access;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    UPDATE students SET has_access = EXISTS (SELECT 1 FROM enrollments WHERE student_id = OLD.student_id) WHERE id = OLD.student_id;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER enrollments_keep_has_access AFTER INSERT OR DELETE OR UPDATE OF student_id ON enrollments
  FOR EACH ROW EXECUTE FUNCTION students_keep_has_access();

CREATE FUNCTION students_keep_has_learning() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE students SET has_learning = true WHERE id = NEW.student_id AND NOT has_learning;
  ELSE
    UPDATE students SET has_learning = false WHERE id = OLD.student_id AND has_learning;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER student_learning_keep_has_learning AFTER INSERT OR DELETE ON student_learning
  FOR EACH ROW EXECUTE FUNCTION students_keep_has_learning();

-- The students without access, by id (the first run of 'Acceso' ascending, the last descending).
CREATE INDEX students_without_access ON students (id) WHERE role = 'student' AND NOT has_access;
-- The students who never answered, by id (the first run of 'Intentos' ascending).
CREATE INDEX students_without_learning ON students (id) WHERE role = 'student' AND NOT has_learning;
-- The enrolled, by the last day of access (ended before active; open-ended last), ties by student.
CREATE INDEX enrollments_course_ends ON enrollments (course_id, ends_at, student_id);
