-- The console's student list reads a page in index order whatever the academy's size (issue 29):
-- the name as it sorts and is searched (lower case, accents folded, the same expression as
-- console.repository.ts), the e-mail in lower case, and trigram indexes for searching inside both.
-- pg_trgm is a trusted extension (PostgreSQL 13+); PGlite loads it at start (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
DROP INDEX IF EXISTS students_role_name;
CREATE INDEX students_role_folded_name ON students (role, translate(lower(name), 'áàäâãéèëêíìïîóòöôõúùüûñç', 'aaaaaeeeeiiiiooooouuuunc'), id);
CREATE INDEX students_role_email ON students (role, lower(email), id);
CREATE INDEX students_folded_name_trgm ON students USING gin (translate(lower(name), 'áàäâãéèëêíìïîóòöôõúùüûñç', 'aaaaaeeeeiiiiooooouuuunc') gin_trgm_ops);
CREATE INDEX students_folded_email_trgm ON students USING gin (translate(lower(email), 'áàäâãéèëêíìïîóòöôõúùüûñç', 'aaaaaeeeeiiiiooooouuuunc') gin_trgm_ops);
