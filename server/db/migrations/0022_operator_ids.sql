-- The operators' ids, a handful (issue 29): the console's list by a learning figure reads that
-- figure's index alone and leaves out any operator by id (console.repository.ts), instead of
-- reading a student row for every entry before the page it shows.
CREATE INDEX students_operator_ids ON students (id) WHERE role <> 'student';
