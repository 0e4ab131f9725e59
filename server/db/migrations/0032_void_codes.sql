-- Voided access codes (issue 54 §11): an operator can void a code that was not used (sold by mistake,
-- leaked, refunded). A voided code is refused at redemption and listed as 'Anulado'; the row stays,
-- with who voided it and when, for the audit.
ALTER TABLE access_codes ADD COLUMN voided_at timestamptz;
ALTER TABLE access_codes ADD COLUMN voided_by integer REFERENCES students(id) ON DELETE SET NULL;
