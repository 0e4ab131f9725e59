-- A reminder's claim is a lease (issue 55): the instance that claims a student's day has it until
-- lease_until; an instance killed between the claim and the outcome leaves the row 'claimed', and once
-- the lease has run out a later round (on any instance) claims it again and sends that day's reminder.
-- Rows claimed before this migration get the lease they would have had.
ALTER TABLE reminder_sends ADD COLUMN lease_until timestamptz;
UPDATE reminder_sends SET lease_until = claimed_at + interval '2 minutes';
ALTER TABLE reminder_sends ALTER COLUMN lease_until SET NOT NULL;
