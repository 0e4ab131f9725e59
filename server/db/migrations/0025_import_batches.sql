-- Import batches (issue 54 §2): an import of a class list is a batch on the server, and each account
-- it created remembers whether its way in reached anyone. Before, an import cut after its accounts
-- were saved (the page left, the connection lost, the server restarted) left accounts whose
-- generated passwords nobody had ever seen; now the console lists the batch with its accounts still
-- waiting for their access and hands them new passwords or welcome links until they are delivered.
CREATE TABLE import_batches (
  id serial PRIMARY KEY,
  created_at timestamptz NOT NULL,
  operator_id integer REFERENCES students(id) ON DELETE SET NULL,
  -- The uploaded file's name, as the operator's computer called it ('' when not given).
  file_name text NOT NULL DEFAULT '' CHECK (char_length(file_name) <= 200),
  -- Generated passwords are handed over in files; each file is a generation, counted here, so the
  -- console's word that a file was saved marks only the accounts whose passwords are in it.
  generation integer NOT NULL DEFAULT 1
);

CREATE TABLE import_batch_students (
  student_id integer PRIMARY KEY REFERENCES students(id) ON DELETE CASCADE,
  batch_id integer NOT NULL REFERENCES import_batches(id) ON DELETE CASCADE,
  -- The spreadsheet row the account came from.
  file_row integer NOT NULL,
  -- 'pending': no way in has reached anyone yet; 'handed': its password is in a file the operator
  -- saved; 'mailed': the mail server accepted its welcome link.
  credentials text NOT NULL DEFAULT 'pending' CHECK (credentials IN ('pending', 'handed', 'mailed')),
  -- The batch's generation its current generated password belongs to; null: none was generated.
  generation integer,
  delivered_at timestamptz
);

CREATE INDEX import_batch_students_batch ON import_batch_students (batch_id);
