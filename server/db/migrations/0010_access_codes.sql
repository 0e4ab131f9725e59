-- Access codes (issue 36 §5): batches of single-use codes an operator makes to sell seats. A code
-- gives the course for `days` days to whoever redeems it first, until its last day `expires_on`
-- (Lima, inclusive). `used_by` and `used_at` are set once, by the redemption that wins.
CREATE TABLE access_code_batches (
  id serial PRIMARY KEY,
  created_at timestamptz NOT NULL,
  created_by integer REFERENCES students(id) ON DELETE SET NULL,
  days integer NOT NULL CHECK (days BETWEEN 1 AND 3650),
  expires_on date NOT NULL,
  size integer NOT NULL CHECK (size BETWEEN 1 AND 1000)
);

CREATE TABLE access_codes (
  code text PRIMARY KEY,
  batch_id integer NOT NULL REFERENCES access_code_batches(id) ON DELETE CASCADE,
  used_by integer REFERENCES students(id) ON DELETE SET NULL,
  used_at timestamptz
);

CREATE INDEX access_codes_batch ON access_codes (batch_id);
