-- A student's record can be corrected and deleted (Ley 29733; issue 54 §3). Deleting keeps the row as
-- an anonymous 'deleted' account: its name and email are replaced, its access, links, settings and
-- devices removed, while its attempts and answers stay, so the academy's item analysis (and a rebuild
-- of it) still counts them. A deleted account is neither a student nor an operator: every list, count
-- and trigger that reads role = 'student' leaves it out, and nobody can sign in to it.
ALTER TABLE students DROP CONSTRAINT IF EXISTS students_role_check;
ALTER TABLE students ADD CONSTRAINT students_role_check CHECK (role IN ('student', 'operator', 'deleted'));
ALTER TABLE students ADD COLUMN deleted_at timestamptz;

-- The audit log filtered by action, newest first ('Actividad', issue 54 §10).
CREATE INDEX audit_log_action_at ON audit_log (action, at DESC, id DESC);
