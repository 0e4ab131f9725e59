-- Groups ('Grupos', issue 36 §2): a class prepared for one sitting of the exam. A group has a name
-- (unique once trimmed, whatever the case: the console never shows two 'Diciembre' groups) and
-- an optional exam date (Lima's calendar day), which its members get as their 'Fecha de mi examen'
-- unless they set their own. A student belongs to at most one group: the nullable `group_id` on the
-- student. Access-code batches may carry a group (the redeeming student joins it) and announcements
-- may be for one group's members only (`group_id` null: for everyone). Deleting a group leaves its
-- members without a group and its batches without one; its notices are withdrawn in the same
-- transaction (server/repositories/groups.repository.ts), so none turns into a notice for everyone.
CREATE TABLE groups (
  id serial PRIMARY KEY,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100 AND name = btrim(name)),
  exam_date date,
  created_at timestamptz NOT NULL
);

CREATE UNIQUE INDEX groups_name ON groups (lower(name));

ALTER TABLE students ADD COLUMN group_id integer REFERENCES groups(id) ON DELETE SET NULL;
CREATE INDEX students_group ON students (group_id) WHERE group_id IS NOT NULL;

ALTER TABLE access_code_batches ADD COLUMN group_id integer REFERENCES groups(id) ON DELETE SET NULL;

ALTER TABLE announcements ADD COLUMN group_id integer REFERENCES groups(id) ON DELETE SET NULL;
-- The group's name when the notice was written: the console still names the audience of a notice
-- whose group was deleted later.
ALTER TABLE announcements ADD COLUMN group_name text;
