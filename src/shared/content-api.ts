/**
 * The content editor's API as zod schemas (issue 48, CONSOLE-API.md 'Content'): the bodies
 * /api/admin/content accepts and the shapes it answers. Like console-api.ts, the PWA imports only the
 * types; the server validates with the schemas.
 */
import { z } from 'zod';

export const CONTENT_NOTE_MAX = 1000;
const TEXT_MAX = 2000;

export const stateSchema = z.enum(['published', 'retired']);

export const questionFieldsSchema = z.object({
  topic: z.number().int(),
  text: z.string().max(TEXT_MAX, `El enunciado admite hasta ${TEXT_MAX} caracteres.`),
  options: z.array(z.string().max(500, 'Una opción admite hasta 500 caracteres.')).max(8, 'La pregunta admite hasta 8 opciones.'),
  correct: z.array(z.number().int()).max(8),
  explanation: z.string().max(TEXT_MAX, `La explicación admite hasta ${TEXT_MAX} caracteres.`),
  source: z.object({ path: z.string().max(200), anchor: z.string().max(100) }),
});

/** A study-page section as edited: a block of the page (content/types.ts `Block`); its kind and anchor stay. */
export const blockSchema = z.looseObject({ kind: z.string(), id: z.string() });

const noteSchema = z
  .string({ error: 'Escribe por qué cambia (la nota queda en el registro de actividad).' })
  .trim()
  .min(1, 'Escribe por qué cambia (la nota queda en el registro de actividad).')
  .max(CONTENT_NOTE_MAX, `La nota admite hasta ${CONTENT_NOTE_MAX} caracteres.`);

/** PUT /content/questions/:id/draft */
export const questionDraftSchema = z.object({ baseVersion: z.number().int().positive(), state: stateSchema.default('published'), question: questionFieldsSchema });

/** POST /content/questions/:id/publish */
export const questionPublishSchema = questionDraftSchema.extend({
  note: noteSchema,
  /** Resolve the question's open reports with this note ('Corregido: …' for the students who sent them). */
  resolveReports: z.boolean().default(false),
});

/** POST /content/questions/:id/regrade: the version the dry run showed, and why ('Recalificar'). */
export const regradeApplySchema = z.object({ version: z.number().int().positive(), note: noteSchema });

/** PUT /content/sections/:key/draft */
export const sectionDraftSchema = z.object({ baseVersion: z.number().int().positive(), block: blockSchema });

/** POST /content/sections/:key/publish */
export const sectionPublishSchema = sectionDraftSchema.extend({ note: noteSchema });

export interface PersonRef {
  id: number;
  name: string;
  email: string;
}

/** One version of an item as the console shows it. */
export interface VersionView<Body> {
  version: number;
  contentVersion: number;
  state: 'published' | 'retired';
  origin: 'baseline' | 'academy';
  body: Body;
  note: string | null;
  at: string;
  by: PersonRef | null;
}

export interface DraftView<Body> {
  baseVersion: number;
  state: 'published' | 'retired';
  body: Body;
  at: string;
  by: PersonRef | null;
  /** What would stop it from being published (Spanish); empty when nothing. */
  problems: string[];
}

/** GET /content/questions */
export interface ContentQuestionList {
  version: number;
  questions: { id: string; topic: number; text: string; version: number; state: 'published' | 'retired'; origin: 'baseline' | 'academy'; at: string; hasDraft: boolean }[];
}

/** GET /content/questions/:id and /content/sections/:key */
export interface ContentItem<Body> {
  key: string;
  current: VersionView<Body>;
  versions: VersionView<Body>[];
  draft: DraftView<Body> | null;
  /** Open reports on the question (0 for sections). */
  openReports: number;
}

/** GET /content/sections: the study pages in the course's order, each with its sections' newest versions. */
export interface ContentSectionList {
  version: number;
  pages: {
    path: string;
    number: string;
    title: string;
    sections: { key: string; anchor: string; kind: string; title: string | null; version: number; origin: 'baseline' | 'academy'; at: string; checkedAt: string | null; hasDraft: boolean }[];
  }[];
}

/** One attempt 'Recalificar' changes (GET/POST /content/questions/:id/regrade). */
export interface RegradeRow {
  attemptId: string;
  examId: string;
  finishedAt: string;
  student: PersonRef;
  /** The question's version the attempt was scored on. */
  fromVersion: number;
  selected: string[];
  wasRight: boolean;
  isRight: boolean;
  from: { score: number; correct: number };
  to: { score: number; correct: number };
  total: number;
}

/** GET /content/questions/:id/regrade (the dry run) and the answer of POST (what was applied). */
export interface RegradeView {
  questionId: string;
  /** The current version the attempts are rescored with. */
  version: number;
  correct: number[];
  /** Attempts scored on an older version with another key. */
  attempts: number;
  students: number;
  /** Of them, attempts whose score changes. */
  changedScores: number;
  rows: RegradeRow[];
}
