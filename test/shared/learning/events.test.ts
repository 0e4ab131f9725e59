/**
 * The review log: merging two devices' logs, and the events an exam attempt yields (deterministic
 * ids, so the same attempt imported twice is stored once). Convergence of the derived state is in
 * convergence.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { Attempt } from '@/shared/attempt';
import { eventsFromAttempt, examEventId, mergeEvents, nameBasedId, type ReviewEvent } from '@/shared/learning/events';
import { seededRandom } from '@/shared/learning/random';
import { event, MINUTE, shuffled, T0 } from './helpers';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

describe('mergeEvents', () => {
  const a = event('q1', true, T0 + MINUTE, 'review', 'id-a');
  const b = event('q2', false, T0, 'exam', 'id-b');
  const c = event('q3', true, T0 + MINUTE, 'review', 'id-c');

  it('sorts the union by time, then by id', () => {
    expect(mergeEvents([c, a], [b])).toEqual([b, a, c]);
  });

  it('keeps each id once, the first occurrence', () => {
    const copy: ReviewEvent = { ...a, correct: false };
    expect(mergeEvents([a, b], [copy, c, b])).toEqual([b, a, c]);
    expect(mergeEvents([copy], [a])[0].correct).toBe(false);
  });

  it('compares instants, not strings, across offsets', () => {
    const lima = { ...event('q4', true, 0, 'review', 'id-lima'), answeredAt: '2026-03-02T09:00:00-05:00' };
    const utc = { ...event('q5', true, 0, 'review', 'id-utc'), answeredAt: '2026-03-02T13:59:00Z' };
    expect(mergeEvents([lima, utc]).map((e) => e.id)).toEqual(['id-utc', 'id-lima']);
  });

  it('keeps events whose time does not parse, last', () => {
    const broken = { ...a, id: 'id-0', answeredAt: 'no es fecha' };
    expect(mergeEvents([broken, b])).toEqual([b, broken]);
  });

  it('does not depend on how the logs were split or ordered', () => {
    const random = seededRandom(3);
    const all = Array.from({ length: 40 }, (_, i) => event(`q${i % 7}`, i % 3 === 0, T0 + (i % 5) * MINUTE));
    const expected = mergeEvents(all);
    for (let trial = 0; trial < 50; trial += 1) {
      const cut = Math.floor(random() * all.length);
      const mixed = shuffled(all, random);
      expect(mergeEvents(mixed.slice(cut), mixed.slice(0, cut), mixed.slice(0, cut))).toEqual(expected);
    }
  });
});

describe('eventsFromAttempt', () => {
  const bank = new Map([
    ['q1', { id: 'q1', correct: [0] }],
    ['q2', { id: 'q2', correct: [1, 2] }],
    ['q3', { id: 'q3', correct: [2] }],
  ]);
  const attempt: Pick<Attempt, 'id' | 'finishedAt' | 'answers'> = {
    id: '3b241101-e2bb-4255-8caf-4136c566a962',
    finishedAt: '2026-03-02T10:25:00.000Z',
    answers: [
      { questionId: 'q1', selectedOptions: ['a'] },
      { questionId: 'q2', selectedOptions: ['b'] }, // half of a several-answer question: wrong
      { questionId: 'q3', selectedOptions: [] }, // left blank: a wrong answer (issue 49)
      { questionId: 'q404', selectedOptions: ['a'] }, // no longer in the bank
    ],
  };

  it('yields one exam event per banked question given, right only for the exact set, at finishedAt; a blank is wrong', () => {
    const events = eventsFromAttempt(attempt, bank);
    expect(events.map(({ questionId, correct }) => ({ questionId, correct }))).toEqual([
      { questionId: 'q1', correct: true },
      { questionId: 'q2', correct: false },
      { questionId: 'q3', correct: false },
    ]);
    for (const e of events) {
      expect(e).toMatchObject({ source: 'exam', attemptId: attempt.id, answeredAt: attempt.finishedAt });
      expect(e.id).toMatch(UUID);
    }
  });

  it('accepts a lookup function (findQuestion) as well as a map', () => {
    expect(eventsFromAttempt(attempt, (id) => bank.get(id))).toEqual(eventsFromAttempt(attempt, bank));
  });

  it('gives the same ids for the same attempt on any device, so the merge keeps one copy', () => {
    const onPhone = eventsFromAttempt(attempt, bank);
    const onLaptop = eventsFromAttempt(structuredClone(attempt), bank);
    expect(onLaptop.map((e) => e.id)).toEqual(onPhone.map((e) => e.id));
    expect(mergeEvents(onPhone, onLaptop)).toHaveLength(3);
  });

  it('gives distinct, UUID-shaped ids for distinct (attempt, question) pairs', () => {
    const random = seededRandom(11);
    const hex = (n: number) => Array.from({ length: n }, () => Math.floor(random() * 16).toString(16)).join('');
    const attempts = Array.from({ length: 200 }, () => `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`);
    attempts.push('a', 'ab', 'a"b', ''); // odd ids cannot collide through concatenation either
    const ids = attempts.flatMap((attemptId) => Array.from({ length: 60 }, (_, q) => examEventId(attemptId, `q${q + 1}`)));
    expect(ids.filter((id) => !UUID.test(id) || id[14] !== '5' || !'89ab'.includes(id[19]))).toEqual([]);
    expect(new Set(ids).size).toBe(attempts.length * 60);
    expect(examEventId('ab', 'q1')).not.toBe(examEventId('a', 'bq1'));
  });

  it('is a pure function of the name (pinned, so a change that would break cross-version dedup fails here)', () => {
    expect(nameBasedId('naturalizacion-peru')).toBe(nameBasedId('naturalizacion-peru'));
    expect(nameBasedId('a')).not.toBe(nameBasedId('b'));
    expect(examEventId('3b241101-e2bb-4255-8caf-4136c566a962', 'q1')).toBe('ed987e71-f6df-5a73-89fd-223a817102b5');
  });

  it('keeps one event when the attempt lists a question twice', () => {
    const twice = { ...attempt, answers: [attempt.answers[0], { questionId: 'q1', selectedOptions: ['b'] }] };
    expect(eventsFromAttempt(twice, bank)).toHaveLength(1);
  });
});
