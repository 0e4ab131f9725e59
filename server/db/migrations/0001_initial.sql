-- Students, courses, enrollments and synced exam attempts.
CREATE TABLE students (
  id serial PRIMARY KEY,
  email text NOT NULL UNIQUE,
  name text NOT NULL,
  password_hash text NOT NULL,
  -- Bumped by logout and password change: tokens carrying an older version are revoked.
  token_version integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE courses (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  description text NOT NULL,
  duration text NOT NULL,
  thumbnail_url text,
  permalink text
);

CREATE TABLE enrollments (
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  course_id integer NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
  granted_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (student_id, course_id)
);

-- The attempt id is made on the device; (student, id) makes replays idempotent.
CREATE TABLE attempts (
  student_id integer NOT NULL REFERENCES students(id) ON DELETE CASCADE,
  id uuid NOT NULL,
  exam_id text NOT NULL,
  started_at timestamptz NOT NULL,
  finished_at timestamptz NOT NULL,
  answers jsonb NOT NULL,
  score integer NOT NULL,
  correct integer NOT NULL,
  total integer NOT NULL,
  content_hash text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (student_id, id)
);

CREATE INDEX attempts_student_finished ON attempts (student_id, finished_at DESC);

-- The course is product data (its material ships with the app), so it exists in every environment.
INSERT INTO courses (slug, name, description, duration, thumbnail_url, permalink) VALUES (
  'examen-de-naturalizacion',
  'Examen de Naturalización',
  'Prepárate para el examen escrito de naturalización: historia, geografía, Constitución, cultura y actualidad del Perú, con 24 exámenes de práctica.',
  '20 temas · 24 exámenes de práctica',
  '/illustrations/curso-naturalizacion.svg',
  '/courses/examen-de-naturalizacion'
);
