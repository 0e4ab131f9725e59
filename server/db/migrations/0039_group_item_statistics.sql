-- A group's item analysis kept as a projection (issue 55 §7): the same sufficient statistics as
-- item_statistics (0007, per question version since 0033), summed over the first attempts of the
-- students who are the group's members now (role 'student'). The console read every member's first
-- attempt and scored it for each request, a cost that grew with the group. Kept in the transactions
-- that change those sums or that membership (answer-log.repository.ts: addItemDeltas, shiftGroupItems);
-- filled once by the rebuild that follows this migration (marker '0039_group_item_statistics.rebuild').
-- A deleted group's rows go with it.
CREATE TABLE group_item_statistics (
  group_id integer NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
  question_id text NOT NULL,
  version integer NOT NULL,
  answers integer NOT NULL,
  correct integer NOT NULL,
  sum_rest bigint NOT NULL,
  sum_rest_squared bigint NOT NULL,
  sum_right_rest bigint NOT NULL,
  -- Attempts that selected each option, by option index.
  chosen integer[] NOT NULL,
  PRIMARY KEY (group_id, question_id, version)
);
