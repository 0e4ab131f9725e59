/**
 * The subgroups readiness's 90 % range must hold for (issue 49 §3): weak, average and strong thirds of
 * students, few (≤ 5) and many (≥ 15) exams behind them, in each world. One place for how they are
 * cut and printed, so the calibration test and `npm run calibration` report the same figures.
 */
import type { Readiness } from '@/shared/learning/readiness';

/** One look at Mi progreso: the student, how many exams were behind them, the truth and the figure shown. */
export interface Measure {
  student: number;
  exams: number;
  truth: number;
  result: Readiness;
}

export interface Subgroup {
  name: string;
  list: Measure[];
}

export const covered = (m: Measure) => m.result.low <= m.truth && m.truth <= m.result.high;
export const coverage = (list: readonly Measure[]) => list.filter(covered).length / Math.max(1, list.length);
export const bias = (list: readonly Measure[]) => list.reduce((sum, m) => sum + m.result.expected - m.truth, 0) / Math.max(1, list.length);
const width = (list: readonly Measure[]) => list.reduce((sum, m) => sum + m.result.high - m.result.low, 0) / Math.max(1, list.length);
const early = (list: readonly Measure[]) => list.filter((m) => m.result.early).length / Math.max(1, list.length);

/** At most this many exams behind: 'few'. */
export const FEW_EXAMS = 5;
/** At least this many exams behind: 'many'. */
export const MANY_EXAMS = 15;

/**
 * The students in thirds by their mean true score over their looks (a student stays in one third as
 * they learn), then the few- and many-exam looks; 'all' first.
 */
export function subgroups(all: readonly Measure[]): Subgroup[] {
  const byStudent = new Map<number, number[]>();
  for (const m of all) byStudent.set(m.student, [...(byStudent.get(m.student) ?? []), m.truth]);
  const ranked = [...byStudent.entries()]
    .map(([student, truths]) => ({ student, level: truths.reduce((a, b) => a + b, 0) / truths.length }))
    .sort((a, b) => a.level - b.level || a.student - b.student);
  const third = new Map(ranked.map((s, i) => [s.student, Math.min(2, Math.floor((3 * i) / ranked.length))]));
  return [
    { name: 'all', list: [...all] },
    ...['weak third', 'average third', 'strong third'].map((name, i) => ({ name, list: all.filter((m) => third.get(m.student) === i) })),
    { name: `few exams (≤ ${FEW_EXAMS})`, list: all.filter((m) => m.exams <= FEW_EXAMS) },
    { name: `many exams (≥ ${MANY_EXAMS})`, list: all.filter((m) => m.exams >= MANY_EXAMS) },
  ];
}

/** One line per subgroup: coverage, bias, mean width, the share labelled 'estimación temprana', n. */
export function report(world: string, groups: readonly Subgroup[]): string {
  const lines = groups.map(
    (g) =>
      `  ${g.name.padEnd(20)} ${(100 * coverage(g.list)).toFixed(1).padStart(5)} %  bias ${bias(g.list).toFixed(2).padStart(5)}  width ${width(g.list).toFixed(1).padStart(4)}  early ${(100 * early(g.list)).toFixed(0).padStart(3)} %  n ${g.list.length}`,
  );
  return `${world}\n${lines.join('\n')}`;
}
