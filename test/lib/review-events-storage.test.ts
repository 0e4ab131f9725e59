/**
 * The review log on the device (lib/storage/indexed-db.ts): kept per student, append-only (an id is written
 * once: a replayed or pulled copy never overwrites it nor its sync state), pending until the server
 * confirms, and the server's events merged in as synced.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  appendReviewEvents,
  clearLocalData,
  listReviewEvents,
  markReviewEventsSynced,
  pendingReviewEvents,
  storeRemoteReviewEvents,
} from '@/lib/storage/indexed-db';
import type { ReviewEvent } from '@/shared/learning/events';

const ANA = 7;
const BETO = 12;

function event(n: number, patch: Partial<ReviewEvent> = {}): ReviewEvent {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    questionId: 'q101',
    correct: true,
    answeredAt: `2026-11-2${n % 10}T10:00:00.000Z`,
    source: 'review',
    ...patch,
  };
}

beforeEach(async () => {
  await clearLocalData();
});

describe('review events on the device', () => {
  it('keeps each student’s log apart', async () => {
    await appendReviewEvents(ANA, [event(1), event(2)]);
    await appendReviewEvents(BETO, [event(3)]);
    expect((await listReviewEvents(ANA)).map((e) => e.id)).toEqual([event(1).id, event(2).id]);
    expect((await listReviewEvents(BETO)).map((e) => e.id)).toEqual([event(3).id]);
  });

  it('is append-only: an id already stored is never overwritten', async () => {
    expect(await appendReviewEvents(ANA, [event(1, { correct: false })])).toBe(1);
    expect(await appendReviewEvents(ANA, [event(1, { correct: true }), event(2)])).toBe(1);
    const log = await listReviewEvents(ANA);
    expect(log).toHaveLength(2);
    expect(log[0]).toMatchObject({ id: event(1).id, correct: false });
  });

  it('lists oldest first and keeps what is pending until the server confirms it', async () => {
    await appendReviewEvents(ANA, [event(3), event(1), event(2)]);
    expect((await pendingReviewEvents(ANA)).map((e) => e.id)).toEqual([event(1).id, event(2).id, event(3).id]);
    await markReviewEventsSynced(ANA, [event(1).id, event(3).id, 'not-there'], '2026-11-24T12:00:00.000Z');
    expect((await pendingReviewEvents(ANA)).map((e) => e.id)).toEqual([event(2).id]);
    expect((await listReviewEvents(ANA))[0].syncedAt).toBe('2026-11-24T12:00:00.000Z');
    // Another student's ids are not theirs to mark.
    await markReviewEventsSynced(BETO, [event(2).id], '2026-11-24T12:00:00.000Z');
    expect(await pendingReviewEvents(ANA)).toHaveLength(1);
  });

  it('stores the server’s events as synced and leaves the device’s own copies as they are', async () => {
    await appendReviewEvents(ANA, [event(1)]);
    const added = await storeRemoteReviewEvents(ANA, [event(1, { correct: false }), event(2, { source: 'review' })], '2026-11-24T12:00:00.000Z');
    expect(added).toBe(1);
    const log = await listReviewEvents(ANA);
    expect(log.map((e) => [e.id, e.correct, e.syncedAt ?? null])).toEqual([
      [event(1).id, true, null],
      [event(2).id, true, '2026-11-24T12:00:00.000Z'],
    ]);
    expect((await pendingReviewEvents(ANA)).map((e) => e.id)).toEqual([event(1).id]);
  });
});
