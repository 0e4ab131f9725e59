/**
 * What the learning screens derive (learning/learning-model.ts), with a fixed clock: a wrong exam answer
 * puts the question in today's Repaso, a right Repaso answer takes it out, an attempt known from the
 * device and from the server counts once, and the exam date drives the days left and today's goal.
 */
import { describe, expect, it } from 'vitest';
import { questionBank } from '@/content/question-bank';
import { daysUntil, deriveLearning, foldEvent, goalInWords } from '@/learning/learning-model';
import { mergeAttemptLists } from '@/learning/learning-store';
import { eventsFromAttempt, examEventId, type ReviewEvent } from '@/shared/learning/events';
import type { Attempt } from '@/shared/attempt';
import { optionId } from '@/shared/scoring';

const NOW = new Date(2026, 10, 24, 15, 0, 0).getTime();
const [q1, q2, q3] = questionBank;

/** An attempt with q1 right, q2 wrong and q3 unanswered, finished an hour before NOW. */
function attempt(id = '11111111-1111-4111-8111-111111111111'): Attempt {
  const wrong = q2.options.map((_, i) => i).find((i) => !q2.correct.includes(i))!;
  return {
    id,
    examId: 'principal-01',
    startedAt: new Date(NOW - 2 * 3600_000).toISOString(),
    finishedAt: new Date(NOW - 3600_000).toISOString(),
    answers: [
      { questionId: q1.id, selectedOptions: q1.correct.map(optionId) },
      { questionId: q2.id, selectedOptions: [optionId(wrong)] },
      { questionId: q3.id, selectedOptions: [] },
    ],
    score: 33,
    correct: 1,
    total: 3,
  };
}

describe('deriveLearning', () => {
  it('a wrong exam answer is due today; a right one is not; a blank is a wrong answer (issue 49): due today', () => {
    const data = deriveLearning({ attempts: [attempt()], reviewEvents: [], questions: questionBank, now: NOW });
    expect([...data.due].sort()).toEqual([q2.id, q3.id].sort());
    expect(data.unseen).toBe(questionBank.length - 3);
    expect(data.events).toHaveLength(3);
  });

  it('the event the server recorded for a blank is the device\'s own event, counted once', () => {
    const fromServer = { id: examEventId(attempt().id, q3.id), questionId: q3.id, correct: false, answeredAt: attempt().finishedAt, source: 'exam' as const, attemptId: attempt().id };
    const data = deriveLearning({ attempts: [attempt()], reviewEvents: [fromServer], questions: questionBank, now: NOW });
    expect([...data.due].sort()).toEqual([q2.id, q3.id].sort());
    expect(data.events).toHaveLength(3);
  });

  it('a right Repaso answer takes the question out of today’s queue; a wrong one keeps it', () => {
    const right = { id: 'aaaaaaaa-0000-4000-8000-000000000001', questionId: q2.id, correct: true, answeredAt: new Date(NOW - 60_000).toISOString(), source: 'review' as const };
    const wrong = { id: 'aaaaaaaa-0000-4000-8000-000000000002', questionId: q3.id, correct: false, answeredAt: new Date(NOW - 60_000).toISOString(), source: 'review' as const, syncedAt: 'x' };
    const data = deriveLearning({ attempts: [attempt()], reviewEvents: [right, wrong], questions: questionBank, now: NOW });
    expect(data.due).toEqual([q3.id]);
    expect(data.memory.get(q2.id)!.due.getTime()).toBeGreaterThan(NOW + 12 * 3600_000);
    // The device's sync mark is no part of the model's input.
    expect(data.events.find((e) => e.id === wrong.id)).not.toHaveProperty('syncedAt');
  });

  it('an attempt known from the device and from the server counts once', () => {
    const local = [{ ...attempt(), syncedAt: '2026-11-24T14:10:00.000Z' }];
    const remote = [attempt(), attempt('22222222-2222-4222-8222-222222222222')];
    const merged = mergeAttemptLists(local, remote);
    expect(merged.map((a) => a.id).sort()).toEqual(['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222']);
    expect(merged.find((a) => a.id === local[0].id)?.syncedAt).toBe(local[0].syncedAt);
    const once = deriveLearning({ attempts: [attempt()], reviewEvents: [], questions: questionBank, now: NOW });
    const twice = deriveLearning({ attempts: [attempt(), attempt()], reviewEvents: [], questions: questionBank, now: NOW });
    expect(twice.events).toEqual(once.events);
  });

  it('the exam date gives the days left and today’s goal', () => {
    expect(daysUntil('2026-12-04', NOW)).toBe(10);
    expect(daysUntil('2026-11-24', NOW)).toBe(0);
    expect(daysUntil(null, NOW)).toBeNull();
    const data = deriveLearning({ attempts: [attempt()], reviewEvents: [], questions: questionBank, now: NOW, examDate: '2026-12-04' });
    expect(data.daysLeft).toBe(10);
    // Two due today (the wrong answer and the blank) plus an even share over ten days of the questions
    // unseen this morning (all of them: the attempt an hour ago gave its three first), less those three.
    expect(data.goal).toBe(2 + Math.ceil(questionBank.length / 10) - 3);
    // And no question is due after the exam day.
    for (const m of data.memory.values()) expect(m.due.getTime()).toBeLessThan(Date.parse('2026-12-05T00:00:00-05:00'));
    expect(deriveLearning({ attempts: [], reviewEvents: [], questions: questionBank, now: NOW }).goal).toBe(10);
  });
});

describe('foldEvent (a Repaso answer without replaying the log)', () => {
  /** A long history: 40 exams' worth of answers over 60 days before NOW, plus Repaso answers. */
  function history(): ReviewEvent[] {
    const events: ReviewEvent[] = [];
    for (let i = 0; i < 400; i += 1) {
      const q = questionBank[(i * 7) % 120];
      events.push({ id: `bbbbbbbb-0000-4000-8000-${String(i).padStart(12, '0')}`, questionId: q.id, correct: i % 3 !== 0, answeredAt: new Date(NOW - (400 - i) * 3.6 * 3600_000).toISOString(), source: 'review' });
    }
    return events;
  }

  it('gives exactly the figures a full replay gives, answer after answer', () => {
    let data = deriveLearning({ attempts: [attempt()], reviewEvents: history(), questions: questionBank, now: NOW });
    const log = [...history()];
    for (let k = 0; k < 12; k += 1) {
      const at = NOW + k * 20_000;
      const event: ReviewEvent = { id: `cccccccc-0000-4000-8000-${String(k).padStart(12, '0')}`, questionId: data.due[0] ?? q1.id, correct: k % 2 === 0, answeredAt: new Date(at).toISOString(), source: 'review' };
      log.push(event);
      const folded = foldEvent(data, event, questionBank, at + 1000)!;
      const full = deriveLearning({ attempts: [attempt()], reviewEvents: log, questions: questionBank, now: at + 1000 });
      expect(folded.due).toEqual(full.due);
      expect(folded.unseen).toBe(full.unseen);
      expect(folded.goal).toBe(full.goal);
      expect(folded.events.map((e) => e.id)).toEqual(full.events.map((e) => e.id));
      const { retrievability: _a, ...foldedMemory } = folded.memory.get(event.questionId)!;
      const { retrievability: _b, ...fullMemory } = full.memory.get(event.questionId)!;
      expect(foldedMemory).toEqual(fullMemory);
      data = folded;
    }
  });

  it('new questions answered today count towards today’s goal, which shrinks to what is due once the new share is met', () => {
    let data = deriveLearning({ attempts: [attempt()], reviewEvents: [], questions: questionBank, now: NOW, examDate: '2026-12-04' });
    const share = data.goal - data.due.length;
    // The attempt an hour ago gave three questions for the first time (one left blank): today's share counts them.
    expect(data.newToday).toBe(3);
    expect(share).toBe(Math.ceil((data.unseen + 3) / 10) - 3);
    const log: ReviewEvent[] = [];
    const fresh = questionBank.filter((q) => !data.memory.has(q.id)).slice(0, share + 2);
    fresh.forEach((q, k) => {
      const at = NOW + (k + 1) * 20_000;
      const event: ReviewEvent = { id: `eeeeeeee-0000-4000-8000-${String(k).padStart(12, '0')}`, questionId: q.id, correct: true, answeredAt: new Date(at).toISOString(), source: 'review' };
      log.push(event);
      const folded = foldEvent(data, event, questionBank, at + 1000)!;
      const full = deriveLearning({ attempts: [attempt()], reviewEvents: log, questions: questionBank, now: at + 1000, examDate: '2026-12-04' });
      expect(folded.newToday).toBe(full.newToday);
      expect(folded.goal).toBe(full.goal);
      expect(full.newToday).toBe(3 + k + 1);
      // One fewer new question left each time, never below what is due.
      expect(full.goal).toBe(full.due.length + Math.max(0, share - (k + 1)));
      data = folded;
    });
    // The next local day brings a fresh share (and the fold declines to carry today's count over).
    const tomorrow = NOW + 24 * 3600_000;
    const next = deriveLearning({ attempts: [attempt()], reviewEvents: log, questions: questionBank, now: tomorrow, examDate: '2026-12-04' });
    expect(next.newToday).toBe(0);
    expect(next.goal - next.due.length).toBe(Math.ceil(next.unseen / 9));
    const late: ReviewEvent = { id: 'eeeeeeee-0000-4000-8000-999999999999', questionId: fresh[0].id, correct: true, answeredAt: new Date(tomorrow).toISOString(), source: 'review' };
    expect(foldEvent(data, late, questionBank, tomorrow)).toBeNull();
  });

  it('declines an answer older than the newest one (a clock set back) and ignores an id it has', () => {
    const data = deriveLearning({ attempts: [attempt()], reviewEvents: [], questions: questionBank, now: NOW });
    const [first] = eventsFromAttempt(attempt(), (id) => questionBank.find((q) => q.id === id));
    expect(foldEvent(data, { ...first, id: 'dddddddd-0000-4000-8000-000000000001', answeredAt: new Date(NOW - 5 * 3600_000).toISOString() }, questionBank, NOW)).toBeNull();
    expect(foldEvent(data, first, questionBank, NOW)).toBe(data);
  });
});

describe('goalInWords (issue 50 §4)', () => {
  it('names what is due apart from the new questions, and never promises new ones that are not there', () => {
    expect(goalInWords({ due: 0, goal: 10 })).toBe('10 preguntas nuevas');
    expect(goalInWords({ due: 4, goal: 10 })).toBe('4 preguntas para repasar y 6 nuevas');
    expect(goalInWords({ due: 4, goal: 4 })).toBe('4 preguntas para repasar');
    expect(goalInWords({ due: 1, goal: 2 })).toBe('1 pregunta para repasar y 1 nueva');
    expect(goalInWords({ due: 0, goal: 1 })).toBe('1 pregunta nueva');
    expect(goalInWords({ due: 0, goal: 0 })).toBe('nada pendiente');
  });
});
