/**
 * Content as versioned data (issue 48): what an edited question or study-page section looks like, the
 * rules a question must keep before it is published (Spanish messages, shared by the console's editor
 * and the server), and the delta a device pulls to bring its bundled content up to date. Pure: no
 * zod, no DOM, no node:, so the device can import it without weight.
 */
import type { Block, Question, TopicId } from './types';

export type ContentKind = 'question' | 'section';

/** A question's editable fields: what a version holds (the id is the item's key; points are always 2). */
export interface QuestionFields {
  topic: TopicId;
  text: string;
  options: string[];
  correct: number[];
  explanation: string;
  source: { path: string; anchor: string };
}

/** A published question version as the device receives it. */
export interface QuestionChange extends QuestionFields {
  id: string;
  version: number;
  /** The academy withdrew it (or the baseline had it retired): in no Repaso, search or topic study. */
  retired: boolean;
}

/** A published section version: the whole block, its anchor and kind unchanged. */
export interface SectionChange {
  path: string;
  anchor: string;
  version: number;
  block: Block;
}

/** GET /api/content/delta?since=N: what changed after content version N, the newest version of each item. */
export interface ContentDelta {
  /** The content version the device is at once it applied this delta (its next `since`). */
  version: number;
  questions: QuestionChange[];
  sections: SectionChange[];
}

/** A section's key: its page path and its block's anchor. */
export function sectionKey(path: string, anchor: string): string {
  return `${path}#${anchor}`;
}

export function parseSectionKey(key: string): { path: string; anchor: string } | undefined {
  const at = key.lastIndexOf('#');
  if (at <= 0 || at === key.length - 1) return undefined;
  return { path: key.slice(0, at), anchor: key.slice(at + 1) };
}

/** The editable fields of a banked question. */
export function fieldsOf(question: Question): QuestionFields {
  return {
    topic: question.topic,
    text: question.text,
    options: [...question.options],
    correct: [...question.correct],
    explanation: question.explanation,
    source: { ...question.source },
  };
}

/** A banked question with a published version's fields laid over it (the id and points stay). */
export function applyQuestionChange(question: Question | undefined, change: QuestionChange): Question {
  const base: Question = question ?? { id: change.id, topic: change.topic, text: '', options: [], correct: [], points: 2, explanation: '', source: change.source };
  const next: Question = {
    ...base,
    topic: change.topic,
    text: change.text,
    options: [...change.options],
    correct: [...change.correct],
    explanation: change.explanation,
    source: { ...change.source },
  };
  if (change.retired) next.retired = base.retired ?? { offExam: 'Retirada por la academia.' };
  else delete next.retired;
  return next;
}

export const MIN_OPTIONS = 3;
export const NOTE_REQUIRED = 'Escribe por qué cambia (la nota queda en el registro de actividad).';

export interface QuestionRuleContext {
  /** Topic ids of the course. */
  topics: ReadonlySet<number>;
  /** Every section anchor that exists, as `sectionKey(path, anchor)`. */
  anchors: ReadonlySet<string>;
  /**
   * How many answers the question must keep: a single-answer question keeps one key (the exams
   * deal several-answer questions apart), so 1 for those; undefined lets the editor choose.
   */
  keys?: 'single' | 'several';
}

/**
 * What is wrong with a question's fields before they can be published, in Spanish, in the order the
 * editor shows its fields; empty when nothing is.
 */
export function questionProblems(fields: QuestionFields, context: QuestionRuleContext): string[] {
  const problems: string[] = [];
  if (!context.topics.has(fields.topic)) problems.push(`El tema ${fields.topic} no existe en el balotario.`);
  if (fields.text.trim() === '') problems.push('Escribe el enunciado de la pregunta.');
  if (fields.options.length < MIN_OPTIONS) problems.push(`La pregunta necesita al menos ${MIN_OPTIONS} opciones.`);
  fields.options.forEach((option, index) => {
    if (option.trim() === '') problems.push(`La opción ${String.fromCharCode(65 + index)} está vacía.`);
  });
  const normalized = fields.options.map((option) => option.trim().toLocaleLowerCase('es'));
  if (new Set(normalized).size !== normalized.length) problems.push('Hay dos opciones iguales.');
  const keys = [...new Set(fields.correct)];
  if (keys.length === 0) problems.push('Marca la respuesta correcta: la pregunta quedaría sin clave.');
  if (keys.some((key) => !Number.isInteger(key) || key < 0 || key >= fields.options.length)) problems.push('La clave señala una opción que no existe.');
  if (keys.length !== fields.correct.length) problems.push('La clave repite una opción.');
  if (context.keys === 'single' && keys.length > 1) problems.push('Es una pregunta de respuesta única: marca una sola opción correcta.');
  if (keys.length > 0 && keys.length >= fields.options.length) problems.push('No todas las opciones pueden ser correctas.');
  if (fields.explanation.trim() === '') problems.push('Escribe la explicación que verá el estudiante en la revisión.');
  if (!context.anchors.has(sectionKey(fields.source.path, fields.source.anchor))) {
    problems.push(`La sección de estudio «${fields.source.path}#${fields.source.anchor}» no existe.`);
  }
  return problems;
}

/** What is wrong with a section's block before it can be published (its kind and anchor never change). */
export function sectionProblems(block: Block, baseline: Block): string[] {
  const problems: string[] = [];
  if (block.kind !== baseline.kind) problems.push('El tipo de la sección no se puede cambiar.');
  if (block.id !== baseline.id) problems.push('El ancla de la sección no se puede cambiar: las preguntas enlazan a ella.');
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  if (block.kind === 'text') {
    const paragraphs: unknown = block.paragraphs;
    if (!Array.isArray(paragraphs) || paragraphs.length === 0 || paragraphs.some((p) => text(p) === '')) {
      problems.push('Un párrafo está vacío: escríbelo o quítalo.');
    }
  }
  if (block.kind === 'callout' && text(block.text) === '') problems.push('El recuadro no puede quedar vacío.');
  for (const field of ['title', 'intro'] as const) {
    if (block[field] !== undefined && typeof block[field] !== 'string') problems.push('El título y la introducción deben ser texto.');
  }
  return problems;
}

/** The published changes a device keeps on top of its bundled content (the sum of the deltas it pulled). */
export interface ContentOverlay {
  version: number;
  questions: Record<string, QuestionChange>;
  /** By `sectionKey(path, anchor)`. */
  sections: Record<string, SectionChange>;
}

export const EMPTY_OVERLAY: ContentOverlay = { version: 0, questions: {}, sections: {} };

/** A delta folded into an overlay: each item keeps its newest version. */
export function foldDelta(overlay: ContentOverlay, delta: ContentDelta): ContentOverlay {
  const questions = { ...overlay.questions };
  for (const change of delta.questions) {
    if ((questions[change.id]?.version ?? 0) <= change.version) questions[change.id] = change;
  }
  const sections = { ...overlay.sections };
  for (const change of delta.sections) {
    const key = sectionKey(change.path, change.anchor);
    if ((sections[key]?.version ?? 0) <= change.version) sections[key] = change;
  }
  return { version: Math.max(overlay.version, delta.version), questions, sections };
}

/** The version of the bundled baseline: what a device shows for a question no delta changed. */
export const BASELINE_VERSION = 1;

/** The version of question `id` a device with `overlay` shows (what its answers record). */
export function questionVersionOf(id: string, overlay: ContentOverlay): number {
  return overlay.questions[id]?.version ?? BASELINE_VERSION;
}

/** A bundled question as the academy last published it (itself when it has no published change). */
export function overlaidQuestion(question: Question, overlay: ContentOverlay): Question {
  const change = overlay.questions[question.id];
  return change ? applyQuestionChange(question, change) : question;
}

/** A bundled study page with the academy's published sections in place of the bundled ones. */
export function overlaidPage<T extends { blocks: Block[] }>(path: string, body: T, overlay: ContentOverlay): T {
  if (!body.blocks.some((block) => overlay.sections[sectionKey(path, block.id)])) return body;
  return { ...body, blocks: body.blocks.map((block) => overlay.sections[sectionKey(path, block.id)]?.block ?? block) };
}
