-- The course gained topic 21, 'Actualidad (2024–2026)' (issue 51): the course card's content line,
-- written by 0001 as '20 temas', counts the topics of src/content/course.ts (test/server/auth.api.test.ts
-- fails when the two differ).
UPDATE courses SET duration = '21 temas · 24 exámenes de práctica' WHERE slug = 'examen-de-naturalizacion';
