/**
 * Exam scoring, shared by the PWA (instant result, offline) and the API (which rescores every synced
 * attempt from the bank and never trusts the device's score). Pure: no DOM, no node:.
 * Rules (DECISIONS.md 'Exams'): an answer is correct only when the selected set equals the correct set;
 * unanswered counts as incorrect; score = correct / total questions × 100, rounded; pass at 60 %.
 */

export const PASS_PERCENT = 60;

export const FAIL_MESSAGE = 'Necesitas 60% para aprobar. ¡Sigue practicando!';

/** What scoring needs from a question; the bank's `Question` satisfies it. */
export interface ScorableQuestion {
  id: string;
  /** Indexes of the correct options. */
  correct: readonly number[];
}

export interface AnswerInput {
  questionId: string;
  /** Option ids: 'a', 'b', 'c'… */
  selectedOptions: readonly string[];
}

export interface QuestionResult {
  questionId: string;
  selectedOptions: string[];
  isCorrect: boolean;
}

export interface ScoreResult {
  correct: number;
  incorrect: number;
  total: number;
  /** Rounded correct / total × 100 (0 for an exam without questions). */
  percent: number;
  passed: boolean;
  /** One entry per exam question, in exam order. */
  perQuestion: QuestionResult[];
}

export type BadgeTone = 'green' | 'blue' | 'yellow' | 'red';

export interface Badge {
  label: 'Excelente' | 'Muy Bien' | 'Aprobado' | 'Necesita Mejorar';
  tone: BadgeTone;
}

const FIRST_LETTER = 'a'.charCodeAt(0);
const LETTERS = 26;

/** Option id of the option at `index`: 0 → 'a', 1 → 'b'… */
export function optionId(index: number): string {
  if (!Number.isInteger(index) || index < 0 || index >= LETTERS) throw new RangeError(`No option letter for index ${index}`);
  return String.fromCharCode(FIRST_LETTER + index);
}

/** Index of an option id: 'a' → 0; -1 for anything that is not a single lowercase letter. */
export function optionIndex(id: string): number {
  return /^[a-z]$/.test(id) ? id.charCodeAt(0) - FIRST_LETTER : -1;
}

/** Exact-set match between the selected option ids and the question's correct options. */
export function isCorrect(question: ScorableQuestion, selected: readonly string[]): boolean {
  const chosen = new Set(selected.map(optionIndex));
  const expected = new Set(question.correct);
  if (chosen.size !== expected.size) return false;
  for (const index of chosen) if (!expected.has(index)) return false;
  return true;
}

/** Scores answers against the exam's questions; questions without an answer count as incorrect. */
export function scoreAnswers(questions: readonly ScorableQuestion[], answers: readonly AnswerInput[]): ScoreResult {
  const byQuestion = new Map(answers.map((a) => [a.questionId, a.selectedOptions]));
  const perQuestion = questions.map((question): QuestionResult => {
    const selectedOptions = [...(byQuestion.get(question.id) ?? [])];
    return { questionId: question.id, selectedOptions, isCorrect: isCorrect(question, selectedOptions) };
  });
  const total = questions.length;
  const correct = perQuestion.filter((r) => r.isCorrect).length;
  const percent = total === 0 ? 0 : Math.round((correct / total) * 100);
  return { correct, incorrect: total - correct, total, percent, passed: percent >= PASS_PERCENT, perQuestion };
}

/** Result badge for a score percent. */
export function badgeFor(percent: number): Badge {
  if (percent >= 90) return { label: 'Excelente', tone: 'green' };
  if (percent >= 80) return { label: 'Muy Bien', tone: 'blue' };
  if (percent >= PASS_PERCENT) return { label: 'Aprobado', tone: 'yellow' };
  return { label: 'Necesita Mejorar', tone: 'red' };
}
