/**
 * Real results, measured (issue 49 §4): after their exam date a student says how the real exam went,
 * and the console compares that with the readiness the model gave them on the morning of the exam.
 * Shared by the device (the outcome it queues), the server (the body it takes, the table it answers)
 * and the tests (the table computed by hand). Pure: no DOM, no node:.
 *
 * The model's pass probability. Readiness is the expected score T on an exam like ours with a 90 %
 * range for T (shared/learning/readiness.ts). The real exam has REAL_EXAM_QUESTIONS questions and
 * asks for PASS_PERCENT: a student passes with at least PASS_CORRECT right. We take T ~ Beta with the
 * readiness as its mean and a standard deviation of the range's width / (2 × 1.645) (a normal's 90 %
 * range), and the number right as binomial given T, so the pass probability is the beta-binomial's
 * P(X ≥ PASS_CORRECT): the range's uncertainty and the luck of ten questions, both in it.
 *
 * Enough answers. A band's observed pass rate is shown as a measure only with MIN_BAND_ANSWERS
 * passed-or-failed answers: a 95 % interval for a share is ±1.96·√(p(1−p)/n), widest at p = ½, and
 * narrower than ±15 points only from n ≥ (1.96 · 0.5 / 0.15)² = 42.7, so 43. Until then the console
 * marks the band 'pocas respuestas' and students see the model's words (an estimate with its range),
 * never a promise of passing.
 */
import { PASS_PERCENT } from './scoring';

/** What a student says of the real exam: 'Aprobé', 'No aprobé', 'Todavía no'. */
export const OUTCOME_RESULTS = ['passed', 'failed', 'not-yet'] as const;
export type OutcomeResult = (typeof OUTCOME_RESULTS)[number];

export const OUTCOME_LABELS: Record<OutcomeResult, string> = { passed: 'Aprobé', failed: 'No aprobé', 'not-yet': 'Todavía no' };

/** Questions of the real exam (as the 'Simulacro oficial' draws them: content/simulacro.ts). */
export const REAL_EXAM_QUESTIONS = 10;
/** Right answers needed to pass the real exam (60 % of 10). */
export const PASS_CORRECT = Math.ceil((REAL_EXAM_QUESTIONS * PASS_PERCENT) / 100);
/** Passed-or-failed answers a band needs before its observed rate is a measure (±15 points at 95 %). */
export const MIN_BAND_ANSWERS = 43;
/** z of a 90 % two-sided range. */
const Z90 = 1.6449;

/** The outcome as the device queues it and posts it (POST /api/outcomes). */
export interface ExamOutcome {
  /** Made on the device: a replay is stored once. */
  id: string;
  /** The exam date it is about (YYYY-MM-DD): the student's own, else their group's. */
  examDate: string;
  result: OutcomeResult;
  answeredAt: string;
}

/** Readiness as of the exam date, as the server computed and keeps it with the outcome. */
export interface OutcomeReadiness {
  expected: number;
  low: number;
  high: number;
}

/** The server's answer: the outcome and the readiness kept with it (null: too few answers by then). */
export interface StoredOutcome extends ExamOutcome {
  readiness: OutcomeReadiness | null;
  /** The model's pass probability (0–1) for that readiness, or null. */
  passProbability: number | null;
}

/**
 * P(at least PASS_CORRECT of REAL_EXAM_QUESTIONS right) for a readiness and its 90 % range (see the
 * header). A range of zero width is a known T (a plain binomial).
 */
export function passProbability({ expected, low, high }: OutcomeReadiness, questions = REAL_EXAM_QUESTIONS, needed = PASS_CORRECT): number {
  const mean = Math.min(1 - 1e-6, Math.max(1e-6, expected / 100));
  const sd = Math.max(0, high - low) / 100 / (2 * Z90);
  // A Beta's variance is below mean(1 − mean); the widest range allowed is the flattest Beta of that mean.
  const variance = Math.min(sd * sd, mean * (1 - mean) * 0.999);
  let total = 0;
  for (let k = needed; k <= questions; k += 1) total += variance <= 1e-12 ? binomial(questions, k, mean) : betaBinomial(questions, k, mean, variance);
  return Math.min(1, Math.max(0, total));
}

function choose(n: number, k: number): number {
  let c = 1;
  for (let i = 1; i <= k; i += 1) c = (c * (n - k + i)) / i;
  return c;
}

function binomial(n: number, k: number, p: number): number {
  return choose(n, k) * p ** k * (1 - p) ** (n - k);
}

/** P(X = k), X ~ BetaBinomial(n, a, b) with the Beta of that mean and variance (rising products, no gamma). */
function betaBinomial(n: number, k: number, mean: number, variance: number): number {
  const size = (mean * (1 - mean)) / variance - 1;
  const a = mean * size;
  const b = (1 - mean) * size;
  let value = choose(n, k);
  for (let i = 0; i < k; i += 1) value *= a + i;
  for (let j = 0; j < n - k; j += 1) value *= b + j;
  for (let m = 0; m < n; m += 1) value /= a + b + m;
  return value;
}

/** The console's readiness bands (lower bound included, upper excluded). */
export const READINESS_BANDS = [
  { key: 'lt40', label: 'Menos de 40', from: 0, to: 40 },
  { key: '40-60', label: '40 a 59', from: 40, to: 60 },
  { key: '60-75', label: '60 a 74', from: 60, to: 75 },
  { key: '75+', label: '75 o más', from: 75, to: 101 },
] as const;
export type ReadinessBand = (typeof READINESS_BANDS)[number]['key'];

export function bandOf(readiness: number): ReadinessBand {
  return (READINESS_BANDS.find((band) => readiness >= band.from && readiness < band.to) ?? READINESS_BANDS[0]).key;
}

/** One outcome as the table reads it. */
export interface OutcomeForTable {
  result: OutcomeResult;
  readiness: number | null;
  passProbability: number | null;
  group: { id: number; name: string } | null;
}

/** A row of 'Resultados del examen'. */
export interface OutcomeTableRow {
  /** 'all', or the group's id ('none': no group). */
  group: { id: number | 'none' | 'all'; name: string };
  band: ReadinessBand | 'all';
  bandLabel: string;
  /** Passed-or-failed answers with a readiness (the ones measured). */
  n: number;
  passed: number;
  /** Mean of the model's pass probabilities, 0–1 (null: n = 0). */
  predicted: number | null;
  /** passed / n (null: n = 0). */
  observed: number | null;
  /** Mean of (probability − outcome)², 0 best; null: n = 0. */
  brier: number | null;
  /** n ≥ MIN_BAND_ANSWERS. */
  enough: boolean;
}

export interface OutcomeTable {
  rows: OutcomeTableRow[];
  /** 'Todavía no' answers (not measured). */
  notYet: number;
  /** Passed-or-failed answers without a readiness (too few answers by the exam date). */
  withoutReadiness: number;
  minAnswers: number;
}

function row(group: OutcomeTableRow['group'], band: ReadinessBand | 'all', items: readonly OutcomeForTable[]): OutcomeTableRow {
  const n = items.length;
  const passed = items.filter((i) => i.result === 'passed').length;
  const sum = (f: (i: OutcomeForTable) => number) => items.reduce((s, i) => s + f(i), 0);
  return {
    group,
    band,
    bandLabel: band === 'all' ? 'Todas' : READINESS_BANDS.find((b) => b.key === band)!.label,
    n,
    passed,
    predicted: n === 0 ? null : sum((i) => i.passProbability!) / n,
    observed: n === 0 ? null : passed / n,
    brier: n === 0 ? null : sum((i) => (i.passProbability! - (i.result === 'passed' ? 1 : 0)) ** 2) / n,
    enough: n >= MIN_BAND_ANSWERS,
  };
}

/**
 * The table: for everyone, then each group in name order (no group last), a row per band and a row
 * for all bands. Only 'Aprobé' and 'No aprobé' with a readiness are measured.
 */
export function outcomeTable(outcomes: readonly OutcomeForTable[]): OutcomeTable {
  const measured = outcomes.filter((o) => o.result !== 'not-yet' && o.readiness !== null && o.passProbability !== null);
  const groups = new Map<number | 'none', { id: number | 'none'; name: string }>();
  for (const o of measured) groups.set(o.group?.id ?? 'none', o.group ?? { id: 'none', name: 'Sin grupo' });
  const ordered = [...groups.values()].sort((a, b) => (a.id === 'none' ? 1 : b.id === 'none' ? -1 : a.name.localeCompare(b.name, 'es') || Number(a.id) - Number(b.id)));
  const rows: OutcomeTableRow[] = [];
  const rowsOf = (group: OutcomeTableRow['group'], items: readonly OutcomeForTable[]) => {
    for (const band of READINESS_BANDS) rows.push(row(group, band.key, items.filter((i) => bandOf(i.readiness!) === band.key)));
    rows.push(row(group, 'all', items));
  };
  rowsOf({ id: 'all', name: 'Todos' }, measured);
  for (const group of ordered) rowsOf(group, measured.filter((o) => (o.group?.id ?? 'none') === group.id));
  return {
    rows,
    notYet: outcomes.filter((o) => o.result === 'not-yet').length,
    withoutReadiness: outcomes.filter((o) => o.result !== 'not-yet' && (o.readiness === null || o.passProbability === null)).length,
    minAnswers: MIN_BAND_ANSWERS,
  };
}
