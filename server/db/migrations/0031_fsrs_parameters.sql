-- FSRS parameters fitted on the academy's own review log (issue 49 §5): `npm run admin -- fit-fsrs`
-- stores each fit as a new version with its held-out scores; at most one version is active (the
-- server's projection and the devices schedule with it from the next sync), none means FSRS's
-- defaults. `rollback-fsrs` retires the active version and activates the one active before it.
CREATE TABLE fsrs_parameter_sets (
  version serial PRIMARY KEY,
  -- The 21 FSRS-6 weights as JSON text, so every double reads back the same.
  weights text NOT NULL,
  reviews integer NOT NULL,
  train_items integer NOT NULL,
  test_items integer NOT NULL,
  log_loss_before double precision NOT NULL,
  log_loss_after double precision NOT NULL,
  rmse_before double precision NOT NULL,
  rmse_after double precision NOT NULL,
  created_at timestamptz NOT NULL,
  -- When it was last activated; null if never. A rolled-back version is not activated again by a rollback.
  activated_at timestamptz,
  rolled_back_at timestamptz,
  active boolean NOT NULL DEFAULT false
);
CREATE UNIQUE INDEX fsrs_parameter_sets_one_active ON fsrs_parameter_sets (active) WHERE active;
