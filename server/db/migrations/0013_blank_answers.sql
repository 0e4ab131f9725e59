-- Blanks are not answers (issue 30): a question left blank in an exam scores 0 there but is no
-- evidence of what the student knows, so the log holds no event for it (eventsFromAttempt). Removes
-- the events recorded for blanks before; the projections are rebuilt once after this migration
-- (backfillAnswerLog, marker '0013_blank_answers.rebuild').
DELETE FROM review_events e
USING attempts a, jsonb_array_elements(a.answers) AS answer
WHERE e.source = 'exam'
  AND e.attempt_id = a.id
  AND e.student_id = a.student_id
  AND answer->>'questionId' = e.question_id
  AND jsonb_array_length(answer->'selectedOptions') = 0;
