-- How many students there are, per group (0: in no group), kept by triggers (issue 29): the console's
-- list shows its total on every page, and a count(*) reads every student, so each page grew with the
-- academy. Statement-level triggers add one change per group per statement, in group order (two
-- concurrent bulk moves lock the counters in the same order). Kept whichever code writes (the API,
-- the imports, the seeds, a test reset's TRUNCATE). Operators are not counted.
CREATE TABLE student_totals (group_key integer PRIMARY KEY, total integer NOT NULL);
INSERT INTO student_totals SELECT coalesce(group_id, 0), count(*) FROM students WHERE role = 'student' GROUP BY 1;

CREATE FUNCTION students_keep_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO student_totals
      SELECT coalesce(group_id, 0), count(*) FROM new_rows WHERE role = 'student' GROUP BY 1 ORDER BY 1
      ON CONFLICT (group_key) DO UPDATE SET total = student_totals.total + excluded.total;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO student_totals
      SELECT coalesce(group_id, 0), -count(*) FROM old_rows WHERE role = 'student' GROUP BY 1 ORDER BY 1
      ON CONFLICT (group_key) DO UPDATE SET total = student_totals.total + excluded.total;
  ELSE
    -- Only the rows whose role or group changed move a count.
    INSERT INTO student_totals
      SELECT key, sum(change)::int FROM (
        SELECT coalesce(o.group_id, 0) AS key, -1 AS change FROM old_rows o JOIN new_rows n ON n.id = o.id
          WHERE o.role = 'student' AND (n.role IS DISTINCT FROM o.role OR n.group_id IS DISTINCT FROM o.group_id)
        UNION ALL
        SELECT coalesce(n.group_id, 0), 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
          WHERE n.role = 'student' AND (n.role IS DISTINCT FROM o.role OR n.group_id IS DISTINCT FROM o.group_id)
      ) moved GROUP BY key HAVING sum(change) <> 0 ORDER BY key
      ON CONFLICT (group_key) DO UPDATE SET total = student_totals.total + excluded.total;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER students_totals_insert AFTER INSERT ON students REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION students_keep_totals();
CREATE TRIGGER students_totals_delete AFTER DELETE ON students REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION students_keep_totals();
CREATE TRIGGER students_totals_update AFTER UPDATE ON students REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION students_keep_totals();

CREATE FUNCTION students_clear_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM student_totals;
  RETURN NULL;
END $$;
CREATE TRIGGER students_totals_truncate AFTER TRUNCATE ON students
  FOR EACH STATEMENT EXECUTE FUNCTION students_clear_totals();
