/**
 * Two devices that studied offline converge: whatever order their logs arrive in, and however often
 * an event is delivered again (retries, the same attempt imported on both), the union replays to the
 * same schedule, mastery and readiness. No last write wins: both devices' answers count.
 */
import { describe, expect, it } from 'vitest';
import { questionBank } from '@/content/question-bank';
import { eventsFromAttempt, mergeEvents, type ReviewEvent } from '@/shared/learning/events';
import { scheduleOf } from '@/shared/learning/memory';
import { seededRandom, type Random } from '@/shared/learning/random';
import { readiness, topicMastery } from '@/shared/learning/readiness';
import { DAY, event, HOUR, MINUTE, shuffled, T0 } from './helpers';

const questions = questionBank.slice(0, 40);
const NOW = T0 + 20 * DAY;

/** A device's log: a few exams and Repaso sessions over two weeks, at times of its own. */
function deviceLog(random: Random, offset: number): ReviewEvent[] {
  const log: ReviewEvent[] = [];
  for (let day = 0; day < 14; day += 2) {
    const at = T0 + day * DAY + offset;
    const answers = Array.from({ length: 10 }, () => {
      const q = questions[Math.floor(random() * questions.length)];
      return { questionId: q.id, selectedOptions: random() < 0.6 ? q.correct.map((i) => String.fromCharCode(97 + i)) : [] };
    });
    log.push(...eventsFromAttempt({ id: `attempt-${offset}-${day}`, finishedAt: new Date(at).toISOString(), answers }, (id) => questions.find((q) => q.id === id)));
    for (let i = 0; i < 5; i += 1) {
      const q = questions[Math.floor(random() * questions.length)];
      log.push(event(q.id, random() < 0.5, at + HOUR + i * MINUTE));
    }
  }
  return log;
}

describe('merging two devices’ logs', () => {
  const random = seededRandom(2026);
  const phone = deviceLog(random, 0);
  const laptop = deviceLog(random, 7 * MINUTE);
  // The laptop also imported one of the phone's attempts (same deterministic ids).
  const imported = phone.filter((e) => e.attemptId === 'attempt-0-4');
  laptop.push(...imported);
  const union = mergeEvents(phone, laptop);
  const reference = {
    schedule: scheduleOf(union, NOW),
    mastery: topicMastery(union, questions, NOW),
    readiness: readiness(union, questions, NOW),
  };

  it('keeps both devices’ answers, each once', () => {
    expect(union).toHaveLength(new Set([...phone, ...laptop].map((e) => e.id)).size);
    expect(imported.length).toBeGreaterThan(0);
    expect(union.length).toBe(phone.length + laptop.length - imported.length);
  });

  it('replays any interleaving, split or duplication of the logs to the same state (200 trials)', () => {
    for (let trial = 0; trial < 200; trial += 1) {
      // What one side may have received: both logs shuffled together, some events twice, in chunks.
      const delivered = shuffled([...phone, ...laptop, ...phone.filter(() => random() < 0.2)], random);
      const cut = Math.floor(random() * delivered.length);
      const received = mergeEvents(delivered.slice(cut), delivered.slice(0, cut));
      expect(received).toEqual(union);
      expect(scheduleOf(delivered, NOW)).toEqual(reference.schedule);
      expect(topicMastery(delivered, questions, NOW)).toEqual(reference.mastery);
      expect(readiness(delivered, questions, NOW)).toEqual(reference.readiness);
    }
  });

  it('counts an answer made offline earlier even when it arrives later', () => {
    const offline = event('q101', true, T0, 'review', 'offline');
    const online = event('q101', false, T0 + HOUR, 'review', 'online');
    const arrivedLate = scheduleOf([online, offline], T0 + 2 * HOUR).get('q101');
    expect(arrivedLate).toEqual(scheduleOf([offline, online], T0 + 2 * HOUR).get('q101'));
    expect(arrivedLate).toMatchObject({ reps: 2, lapses: 1, state: 'relearning' });
  });
});
