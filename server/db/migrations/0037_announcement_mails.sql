-- A notice's mail as a durable job (issue 54 §12): publishing a mailed notice stores one row per
-- recipient in the notice's own transaction, and a round every instance runs (a few seconds apart)
-- claims rows and sends them. A claim is a lease, as the reminders' (0024): the instance that set
-- lease_until has the row until then; one killed mid-send leaves it unsent, and once the lease has
-- run out a later round (on any instance) claims it again. sent_at: delivered (or given up: failed).
-- The recipient's address is read when sent, so an account corrected or deleted meanwhile is honoured.
CREATE TABLE announcement_mails (
  announcement_id integer NOT NULL REFERENCES announcements(id) ON DELETE CASCADE,
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  lease_until timestamptz NOT NULL DEFAULT '-infinity',
  attempts integer NOT NULL DEFAULT 0,
  sent_at timestamptz,
  outcome text CHECK (outcome IN ('sent', 'failed', 'skipped')),
  PRIMARY KEY (announcement_id, student_id)
);

CREATE INDEX announcement_mails_waiting ON announcement_mails (lease_until) WHERE sent_at IS NULL;

-- An edited notice (issue 54 §12) keeps its id and so its 'Cerrado por'; edited_at says when.
ALTER TABLE announcements ADD COLUMN edited_at timestamptz;
