/**
 * The 'Simulacro oficial' series (issue 34): practice in the format known of the real exam (every item
 * reported in January 2026 had one answer among 3 options), its questions weighted by the subjects
 * Law 32421 lists (history, geography, the Constitution, art, culture, current affairs), drawn afresh
 * for each run. Bank-free, like the catalog: the draw reads the frozen pool of question numbers
 * (simulacro-pool.ts), and a drawn exam's id names its questions ('simulacro-2t-gu-…', numbers in
 * base 36), so the device, the exam screen and the server rebuild the same exam from the id alone,
 * offline and after any later change of the pool.
 */
import type { Exam } from './exam-catalog';
import type { Question, TopicId } from './types';

export const SIMULACRO_PREFIX = 'simulacro-';
export const SIMULACRO_TITLE = 'Simulacro oficial';
/** The course's format until Migraciones publishes the real one (the exam screen says so). */
export const SIMULACRO_QUESTIONS = 10;
export const SIMULACRO_MINUTES = 30;
/** The day the format was last checked against what is published (Introducción, 'examen-real'). */
export const SIMULACRO_CHECKED = '2026-11-27';

/** The law's subjects, the balotario topics that teach each, and how many questions each gets. */
export const SIMULACRO_SUBJECTS: readonly { subject: string; topics: readonly TopicId[]; questions: number }[] = [
  { subject: 'Historia', topics: [1, 3, 5, 13, 18], questions: 2 },
  { subject: 'Geografía', topics: [2, 7, 12], questions: 2 },
  { subject: 'Constitución y Estado', topics: [6, 8, 11, 17], questions: 2 },
  { subject: 'Arte', topics: [10, 20], questions: 1 },
  { subject: 'Cultura', topics: [4, 9, 14, 19], questions: 2 },
  { subject: 'Actualidad', topics: [15, 16, 21], questions: 1 },
];

/** A question in the real exam's known format: one answer among exactly 3 options. */
export function fitsSimulacro(q: Question): boolean {
  return q.correct.length === 1 && q.options.length === 3;
}

const ID = new RegExp(`^${SIMULACRO_PREFIX}([0-9a-z]{1,4})(-[0-9a-z]{1,4}){${SIMULACRO_QUESTIONS - 1}}$`);

export function isSimulacroId(id: string): boolean {
  return ID.test(id);
}

/** The exam a simulacro id names; undefined for another id or one that repeats a question. */
export function simulacroExam(id: string): Exam | undefined {
  if (!isSimulacroId(id)) return undefined;
  const questionIds = id.slice(SIMULACRO_PREFIX.length).split('-').map((part) => `q${parseInt(part, 36)}`);
  if (new Set(questionIds).size !== questionIds.length) return undefined;
  return {
    id,
    series: 'simulacro',
    number: 1,
    title: SIMULACRO_TITLE,
    description: 'Una sola respuesta entre 3 alternativas, con los temas que fija la Ley N.° 32421.',
    totalPoints: 20,
    passingScore: 12,
    timeLimit: SIMULACRO_MINUTES,
    questionIds,
  };
}

/** How a simulacro went in one of the law's subjects. */
export interface SubjectScore {
  subject: string;
  correct: number;
  asked: number;
}

/**
 * Correct and asked per subject, in SIMULACRO_SUBJECTS' order (the result's 'Resultado por materia'):
 * each answer counts under the subject whose topics hold its question's topic; a subject the exam did
 * not ask (a mistakes exam asks only some) is left out.
 */
export function scoreBySubject(answers: readonly { topic: TopicId; correct: boolean }[]): SubjectScore[] {
  return SIMULACRO_SUBJECTS.map(({ subject, topics }) => {
    const mine = answers.filter((a) => topics.includes(a.topic));
    return { subject, correct: mine.filter((a) => a.correct).length, asked: mine.length };
  }).filter((s) => s.asked > 0);
}
