/**
 * The academy's FSRS weights on the device (issue 49 §5): what GET /api/settings delivers is kept on
 * the device (offline, across reloads), a PUT's answer (which does not carry it) leaves it, null goes
 * back to the defaults, and the device's schedule uses the kept weights.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { questionBank } from '@/content/question-bank';
import { deriveLearning, foldEvent } from '@/learning/learning-model';
import type { ReviewEvent } from '@/shared/learning/events';
import { DEFAULT_WEIGHTS } from '@/shared/learning/memory';
import { fsrsWeightsOf, keepServerSettings } from '@/sync/study-settings-sync';
import { TRUE_WEIGHTS } from '../server/fsrs-simulated-log';
import { ANA, stubDevice } from './support';

const store = new Map<string, string>();
beforeEach(() => {
  store.clear();
  stubDevice(store);
});
afterEach(() => vi.unstubAllGlobals());

const STUDENT = ANA.studentId;
/** Noon in Lima. */
const NOW = Date.parse('2026-11-29T17:00:00.000Z');
const DAY = 86_400_000;
const [q1, q2] = questionBank;
const right = (questionId: string, at: number, id: string): ReviewEvent => ({ id, questionId, correct: true, answeredAt: new Date(at).toISOString(), source: 'review' });

describe('the delivered FSRS weights', () => {
  it('are kept from the GET answer, left by a PUT answer, dropped by null', () => {
    expect(fsrsWeightsOf(STUDENT)).toBeNull();
    expect(keepServerSettings(STUDENT, { settings: null, groupExamDate: null, fsrsParameters: { version: 3, weights: TRUE_WEIGHTS } })).toBe(true);
    expect(fsrsWeightsOf(STUDENT)).toEqual(TRUE_WEIGHTS);
    // Kept in the device's storage: a reload (a new read) still has them.
    expect([...store.values()].some((v) => v.includes('"version":3'))).toBe(true);
    expect(keepServerSettings(STUDENT, { settings: null, groupExamDate: null })).toBe(false);
    expect(fsrsWeightsOf(STUDENT)).toEqual(TRUE_WEIGHTS);
    // A malformed set is not used.
    keepServerSettings(STUDENT, { settings: null, groupExamDate: null, fsrsParameters: { version: 4, weights: [1, 2, 3] } });
    expect(fsrsWeightsOf(STUDENT)).toBeNull();
    keepServerSettings(STUDENT, { settings: null, groupExamDate: null, fsrsParameters: { version: 3, weights: TRUE_WEIGHTS } });
    expect(keepServerSettings(STUDENT, { settings: null, groupExamDate: null, fsrsParameters: null })).toBe(true);
    expect(fsrsWeightsOf(STUDENT)).toBeNull();
  });

  it("schedule the device's Repaso: a question answered right yesterday is due today with a faster-forgetting set, not with the defaults", () => {
    keepServerSettings(STUDENT, { settings: null, groupExamDate: null, fsrsParameters: { version: 1, weights: TRUE_WEIGHTS } });
    const events = [right(q1.id, NOW - DAY, '00000000-0000-4000-8000-000000000001')];
    const input = { attempts: [], reviewEvents: events, questions: questionBank, now: NOW, timeZone: 'America/Lima' };
    const withDefaults = deriveLearning(input);
    const withDelivered = deriveLearning({ ...input, weights: fsrsWeightsOf(STUDENT) });
    expect(withDefaults.due).not.toContain(q1.id);
    expect(withDelivered.due).toContain(q1.id);
    expect(withDelivered.memory.get(q1.id)!.stability).toBeCloseTo(TRUE_WEIGHTS[2], 6);
    expect(withDefaults.memory.get(q1.id)!.stability).toBeCloseTo(DEFAULT_WEIGHTS[2], 6);
    // One more answer folded in keeps the delivered weights.
    const folded = foldEvent(withDelivered, right(q2.id, NOW - 60_000, '00000000-0000-4000-8000-000000000002'), questionBank, NOW)!;
    expect(folded.memory.get(q2.id)!.stability).toBeCloseTo(TRUE_WEIGHTS[2], 6);
  });
});
