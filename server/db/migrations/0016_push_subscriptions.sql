-- Web push (issue 35). One row per browser push subscription: the endpoint is the device's mailbox at
-- its push service, so it names the device; a device signed in as another student takes the row
-- over (shared phones never get the first student's reminders). token_version is the student's token
-- version when the device subscribed: after a logout or a password change (which sign every device
-- out) the row no longer matches and is never used again.
CREATE TABLE push_subscriptions (
  endpoint text PRIMARY KEY,
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  p256dh text NOT NULL,
  auth text NOT NULL,
  token_version integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX push_subscriptions_student ON push_subscriptions (student_id);

-- One reminder per student per local day, whichever instance gets there first: a round claims the
-- day with INSERT … ON CONFLICT DO NOTHING and only the instance whose insert went in sends. The
-- outcome says what happened ('sent', 'nothing' when nothing was due and the goal was met, 'failed').
CREATE TABLE reminder_sends (
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  day date NOT NULL,
  claimed_at timestamptz NOT NULL,
  outcome text NOT NULL DEFAULT 'claimed',
  due integer,
  devices integer,
  PRIMARY KEY (student_id, day)
);
