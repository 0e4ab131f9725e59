/**
 * Readiness against simulated students (issues 30 and 49; the laws are in learning-world.ts), over the
 * academy's exam questions as the app calls it, in two worlds: students who learn and forget, and the
 * same students with fixed knowledge (seeing a solution teaches nothing). In each world the 90 % range
 * must hold the true expected score on the academy's exams 88–94 % of the time overall and in every
 * subgroup (weak, average and strong thirds of students; few (≤ 5) and many (≥ 15) exams behind them),
 * with the mean bias within ±2 points in each; 'estimación temprana' is shown by the range's width
 * (wider than EARLY_MAX_WIDTH), never by a count of answers. Part of `npm test`; `npm run calibration`
 * runs it alone. A larger run: CALIBRATION_STUDENTS=200 CALIBRATION_SEED=31 npm run calibration (it
 * prints the same table; the thresholds are asserted only at the default 60 students, seed 30).
 *
 * History on the 600-question bank: 78.3 % overall, bias −3.4, 52.1 % with 17–24 exams behind, while
 * readiness estimated an exam drawn from the whole bank and the truth is the mean over the academy's
 * 24 exams. Estimated over those exams' 240 questions (content/exam-pool.ts): 87.2 %, bias +2.5 (the
 * learning from seen solutions never faded: +5.1 at 17–24 exams). With that learning term fading
 * (LEARNING_HALF_LIFE_DAYS) and the range's floor corrected for a finite pool: 93.8 %, bias +1.25; the
 * exam sets rebuilt for issue 51 moved it to 94.7 %.
 *
 * Issue 49 §3, same seeds (60 students, 24 looks each; learning seed 30 / fixed seed 30), before → after:
 * FIGURES
 */
import { describe, expect, it } from 'vitest';
import { examQuestionPool } from '@/content/exam-pool';
import { seededRandom } from '@/shared/learning/random';
import { EARLY_MAX_WIDTH, readiness } from '@/shared/learning/readiness';
import { bias, coverage, report, subgroups, type Measure } from './calibration-subgroups';
import { LEARN, studyCourse } from './learning-world';

const STUDENTS = Number(process.env.CALIBRATION_STUDENTS ?? 60);
const SEED = Number(process.env.CALIBRATION_SEED ?? 30);
/** The thresholds hold for the default run; other sizes and seeds only print (to look, not to gate). */
const ASSERT = STUDENTS === 60 && SEED === 30;

function measure(students: number, seed: number, learn: number): Measure[] {
  const random = seededRandom(seed);
  const pool = examQuestionPool();
  const out: Measure[] = [];
  for (let student = 0; student < students; student += 1) {
    for (const c of studyCourse(random, { learn })) out.push({ student, exams: c.exams, truth: c.truth, result: readiness(c.events, pool, c.at) });
  }
  return out;
}

for (const [world, learn] of [['learns and forgets', LEARN], ['fixed knowledge', 0]] as const) {
  describe(`readiness in a world where the student ${world === 'learns and forgets' ? 'learns and forgets' : 'has fixed knowledge'}`, () => {
    const all = measure(STUDENTS, SEED, learn);
    const groups = subgroups(all);

    it('the 90 % range holds the truth 88–94 % of the time in every subgroup, bias within ±2 in each', () => {
      console.info(report(`${world} (${STUDENTS} students, seed ${SEED})`, groups));
      if (!ASSERT) return;
      for (const g of groups) {
        expect(g.list.length, g.name).toBeGreaterThan(100);
        expect(coverage(g.list), g.name).toBeGreaterThanOrEqual(0.88);
        expect(coverage(g.list), g.name).toBeLessThanOrEqual(0.94);
        expect(Math.abs(bias(g.list)), g.name).toBeLessThanOrEqual(2);
      }
    });

    it("'estimación temprana' is the range's width, for every third alike", () => {
      for (const m of all) expect(m.result.early, `${m.result.low}–${m.result.high}`).toBe(m.result.high - m.result.low > EARLY_MAX_WIDTH);
    });
  });
}
