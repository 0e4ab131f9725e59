/**
 * Readiness when nothing but time passes (issue 30): a student who answered the whole bank once at a
 * true 60 % is shown 60 ± 2 at once and 7, 90 and 365 days later; same-sitting retries move nothing.
 * (The fixed-knowledge world is kept in readiness.test.ts; the world that learns and forgets is
 * calibration-learning.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { activeQuestions } from '@/content/question-bank';
import { readiness } from '@/shared/learning/readiness';
import { DAY, event, MINUTE, T0 } from './helpers';

describe('the bank answered once at a true 60 %', () => {
  it('reads 60 ± 2 at once and 7, 90 and 365 days later', () => {
    // Exactly 60 % right in every topic (every fifth question pattern: right, right, right, wrong, wrong).
    const events = activeQuestions.map((q, i) => event(q.id, i % 5 < 3, T0 + i * MINUTE, 'review'));
    const end = T0 + activeQuestions.length * MINUTE;
    const figures = [0, 7, 90, 365].map((days) => readiness(events, activeQuestions, end + days * DAY).expected);
    console.info(`bank once at 60 %: ${figures.join(', ')}`);
    for (const f of figures) expect(Math.abs(f - 60)).toBeLessThanOrEqual(2);
  });
});

describe('same-sitting retries', () => {
  it('are out of everything the estimate uses: retrying the misses at once does not move it', () => {
    // Three exams at 4/10, two days apart; in the second world every miss is retried (right) at once.
    const ids = activeQuestions.map((q) => q.id);
    const exams = [0, 1, 2].map((e) => ids.slice(e * 10, e * 10 + 10));
    const plain = exams.flatMap((exam, e) => exam.map((id, i) => event(id, i < 4, T0 + e * 2 * DAY, 'exam')));
    const retried = [...plain, ...exams.flatMap((exam, e) => exam.slice(4).map((id) => event(id, true, T0 + e * 2 * DAY + 5 * MINUTE, 'exam')))];
    const at = T0 + 5 * DAY;
    // Before issue 30: 43 without the retries and 52 with them.
    expect(readiness(retried, activeQuestions, at).expected).toBe(readiness(plain, activeQuestions, at).expected);
  });
});
