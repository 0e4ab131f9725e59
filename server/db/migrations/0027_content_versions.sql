-- Content as versioned data (issue 48). Every question and study-page section has an append-only
-- history: the repository's baseline is seeded as versions on start, and each publish from the
-- console adds a version (retiring and restoring a question are versions too). `content_version` is
-- one number across all items, increasing with every publish: a device asks for what changed after
-- the number it holds (GET /api/content/delta?since=N). Publishes take a table lock, so a number is
-- never visible before a smaller one.
CREATE TABLE content_versions (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('question', 'section')),
  item_key text NOT NULL,
  version integer NOT NULL CHECK (version > 0),
  content_version bigint NOT NULL UNIQUE,
  state text NOT NULL CHECK (state IN ('published', 'retired')),
  origin text NOT NULL CHECK (origin IN ('baseline', 'academy')),
  body jsonb NOT NULL,
  -- The hash of the baseline this version stands on: the baseline's own hash for a baseline version,
  -- the hash of the baseline under the version it was edited from for an academy edit. A start whose
  -- build brings another baseline for the item adds that baseline as a new version.
  baseline_hash text NOT NULL,
  note text,
  created_by integer REFERENCES students (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  UNIQUE (kind, item_key, version)
);

-- The delta reads the versions after a number, newest per item.
CREATE INDEX content_versions_delta ON content_versions (content_version) WHERE version > 1;

-- An operator's unpublished edit, one per item: saved, replaced, discarded; never served to students.
CREATE TABLE content_drafts (
  kind text NOT NULL CHECK (kind IN ('question', 'section')),
  item_key text NOT NULL,
  body jsonb NOT NULL,
  state text NOT NULL CHECK (state IN ('published', 'retired')),
  base_version integer NOT NULL,
  updated_by integer REFERENCES students (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (kind, item_key)
);

-- The version of each question an answer was given on (step 3 of issue 48); null: before versions.
ALTER TABLE review_events ADD COLUMN question_version integer;

-- The version of each question an attempt was given on ({ "q102": 2, … }); null: before versions
-- (every question then counts as its first version).
ALTER TABLE attempts ADD COLUMN question_versions jsonb;
