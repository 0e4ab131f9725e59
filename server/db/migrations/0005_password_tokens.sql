-- One-time password links (issue 19): 'reset' from /forgot-password or the CLI, 'welcome' for a new
-- student. Only the SHA-256 of the token is stored, so the table's contents open no account. One row
-- per student and purpose: asking again replaces the row, which makes the earlier link unknown.
CREATE TABLE password_tokens (
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('reset', 'welcome')),
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  -- Set when the link was used (or when another link of the student set the password first).
  used_at timestamptz,
  PRIMARY KEY (student_id, purpose)
);
