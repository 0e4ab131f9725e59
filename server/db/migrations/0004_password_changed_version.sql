-- The token version the student's latest password change set (change-password, the CLI's
-- reset-password); null while the password never changed. Logout and a password change both bump
-- token_version; a token older than this version was revoked by the password change, so the device
-- it was on is told why it was signed out (401 reason 'password_changed').
ALTER TABLE students ADD COLUMN password_changed_version integer;
