/**
 * Readiness against simulated students (issues 30 and 49; the laws are in learning-world.ts), over the
 * academy's exam questions as the app calls it, in two worlds: students who learn and forget, and the
 * same students with fixed knowledge (seeing a solution teaches nothing). In each world the 90 % range
 * must hold the true expected score on the academy's exams 88–94 % of the time overall and in every
 * subgroup (weak, average and strong thirds of students; few (≤ 5) and many (≥ 15) exams behind them),
 * with the mean bias within ±2 points in each; 'estimación temprana' is shown by the range's width
 * (wider than EARLY_MAX_WIDTH), never by a count of answers. Part of `npm test`; `npm run calibration`
 * runs it alone. A larger run: CALIBRATION_STUDENTS=200 CALIBRATION_SEED=31 npm run calibration (it
 * prints the same table; the thresholds are asserted only at the default 150 students, seed 30).
 *
 * History on the 600-question bank: 78.3 % overall, bias −3.4, 52.1 % with 17–24 exams behind, while
 * readiness estimated an exam drawn from the whole bank and the truth is the mean over the academy's
 * 24 exams. Estimated over those exams' 240 questions (content/exam-pool.ts): 87.2 %, bias +2.5 (the
 * learning from seen solutions never faded: +5.1 at 17–24 exams). With that learning term fading
 * (LEARNING_HALF_LIFE_DAYS) and the range's floor corrected for a finite pool: 93.8 %, bias +1.25; the
 * exam sets rebuilt for issue 51 moved it to 94.7 %.
 *
 * Issue 49 §3, seed 30 (60 students, 24 looks each, both worlds), coverage % / bias, before → after
 * (QUESTION_PRIOR_STRENGTH 2 → 4, MODEL_VARIANCE_SCALE 0.4, FLOOR_VARIANCE_SCALE 0.75 in readiness.ts):
 *                       learns and forgets              fixed knowledge
 *   all                 94.7 / +1.01 → 90.8 / −0.46     90.8 / +1.79 → 93.7 / +0.52
 *   weak third          97.1 / +1.09 → 92.9 / −0.36     90.2 / +1.92 → 92.5 / +0.89
 *   average third       94.6 / +0.32 → 89.6 / −1.24     89.8 / +2.07 → 93.3 / +0.77
 *   strong third        92.3 / +1.64 → 90.0 / +0.22     92.5 / +1.39 → 95.2 / −0.10
 *   few exams (≤ 5)     97.3 / −1.22 → 89.3 / −1.52     97.7 / −1.62 → 92.3 / −1.95
 *   many exams (≥ 15)   91.3 / +2.38 → 90.0 / +0.09     81.2 / +3.47 → 91.7 / +1.59
 * 'Estimación temprana' (range wider than EARLY_MAX_WIDTH): 23 % of looks for every third before, 16,
 * 15 and 12 % after (weak, average, strong); at 3 exams it shows for 100, 100 and 95 % before.
 * Seed 31 after (a check, not asserted): learning 88.8 % overall, thirds 89.2 / 91.9 / 85.4, few 89.0,
 * many 85.0; fixed 91.5 %, thirds 94.2 / 92.9 / 87.3, few 94.0, many 86.3; every bias within ±1.8.
 * So the seeds move a subgroup by 3–6 points: at 60 students a third is 20 students, and the strong
 * third and the many-exam looks sit at the lower edge on seed 31 (issue 49 §3 is not met there).
 *
 * The bank grown for issue 51 (743 questions, exams rebuilt) drew other students at 60: learning world
 * thirds 86.0 / 96.9 / 92.1 %, many exams 86.3 %, every bias within ±0.9 — noise of 20-student thirds,
 * not a bias. The default is now 150 students (50 a third; ~2 min): seed 30, learning world all 90.1,
 * thirds 90.0 / 90.6 / 89.7, few 93.2, many exams 86.9 %; fixed world all 92.4, thirds 91.8 / 93.2 / 92.3,
 * few 92.7, many 89.5; biases within ±1.4. The many-exam looks of learners stayed below 88 % (their
 * range, ~8 points wide, was narrow: the error's spread there was 2.8 points against the model's 2.2,
 * while the learning term added ~10 points to their estimate), and the test let every subgroup
 * 1.5 points of slack either side.
 *
 * Issue 49 §3 met without slack: the range adds the learning term's model error (LEARNING_MODEL_ERROR
 * in readiness.ts, a tenth of what the term adds, as a standard deviation). 150 students, coverage % /
 * bias, before → after:
 *                       learns and forgets              fixed knowledge
 *   seed 30  all        90.1 / −0.03 → 91.4 / −0.03     92.4 / +0.71 → 92.4 / +0.71
 *   weak third          90.0 / −0.71 → 91.8 / −0.71     91.8 / +0.94 → 91.8 / +0.94
 *   average third       90.6 / +0.29 → 91.8 / +0.29     93.2 / +0.67 → 93.2 / +0.67
 *   strong third        89.7 / +0.34 → 90.6 / +0.34     92.3 / +0.53 → 92.3 / +0.53
 *   few exams (≤ 5)     93.2 / −0.76 → 93.2 / −0.76     92.7 / −0.28 → 92.7 / −0.28
 *   many exams (≥ 15)   86.9 / +0.40 → 89.7 / +0.40     89.5 / +1.35 → 89.5 / +1.35
 * Many-exam learners' range 8.3 → 9.1 points wide; 'estimación temprana' unchanged (15 / 14 % of
 * looks, 70 / 68 % with ≤ 5 exams, none with ≥ 15).
 * Seed 31 (a check, not asserted), after: learning world all 91.8, thirds 93.6 / 92.6 / 89.3, few
 * 90.0, many 92.4 (88.7 before); fixed world all 91.8, thirds 90.3 / 93.8 / 91.3, few 92.1, many 89.7;
 * every bias within ±1.7. Both seeds hold 88–94 % in every subgroup.
 */
import { describe, expect, it } from 'vitest';
import { examQuestionPool } from '@/content/exam-pool';
import { seededRandom } from '@/shared/learning/random';
import { EARLY_MAX_WIDTH, readiness } from '@/shared/learning/readiness';
import { bias, coverage, report, subgroups, type Measure } from './calibration-subgroups';
import { LEARN, studyCourse } from './learning-world';

const STUDENTS = Number(process.env.CALIBRATION_STUDENTS ?? 150);
const SEED = Number(process.env.CALIBRATION_SEED ?? 30);
/** The thresholds hold for the default run; other sizes and seeds only print (to look, not to gate). */
const ASSERT = STUDENTS === 150 && SEED === 30;

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
  describe(`readiness, students who ${world === 'fixed knowledge' ? 'keep a fixed knowledge' : 'learn and forget'}`, () => {
    const all = measure(STUDENTS, SEED, learn);
    const groups = subgroups(all);

    it('the 90 % range holds the truth 88–94 % of the time in every subgroup, bias within ±2 in each', () => {
      console.info(report(`${world} (${STUDENTS} students, seed ${SEED})`, groups));
      if (!ASSERT) return;
      for (const g of groups) {
        expect(g.list.length, g.name).toBeGreaterThan(100);
        // 88–94 % for everyone and in every subgroup, without exceptions (issue 49 §3).
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
