-- Reminder settings per student (issue 35), kept with the study settings of 0009 so that every
-- device reads one store: the daily reminder (opt-in), its hour and quiet hours as minutes after
-- local midnight (America/Lima), and the study streak (opt-in). They are set on a device offline
-- first like the exam date, but on their own clock (reminders_updated_at): the newest wins per
-- group, so an exam date and a reminder set on two devices never undo each other.
ALTER TABLE study_settings ALTER COLUMN updated_at DROP NOT NULL;
ALTER TABLE study_settings ADD COLUMN reminders_enabled boolean NOT NULL DEFAULT false;
ALTER TABLE study_settings ADD COLUMN reminder_minute smallint NOT NULL DEFAULT 1140;
-- Both null: no quiet hours. A window may wrap midnight (22:00 to 07:00).
ALTER TABLE study_settings ADD COLUMN quiet_start_minute smallint;
ALTER TABLE study_settings ADD COLUMN quiet_end_minute smallint;
ALTER TABLE study_settings ADD COLUMN streak_enabled boolean NOT NULL DEFAULT false;
ALTER TABLE study_settings ADD COLUMN reminders_updated_at timestamptz;
CREATE INDEX study_settings_reminders ON study_settings (reminder_minute, student_id) WHERE reminders_enabled;
