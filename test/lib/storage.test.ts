/** The device store: runs in progress, finished attempts (outbox) and the quota error. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearLocalData,
  deleteRun,
  getAttempt,
  listAttempts,
  loadRun,
  markAttemptSynced,
  pendingAttempts,
  saveAttempt,
  saveRun,
  StorageFullError,
} from '@/lib/storage';
import type { Attempt, SavedRun } from '@/shared/attempt';

function attempt(id: string, finishedAt: string, examId = 'principal-01'): Attempt {
  return {
    id,
    examId,
    startedAt: new Date(Date.parse(finishedAt) - 600_000).toISOString(),
    finishedAt,
    answers: [{ questionId: 'q101', selectedOptions: ['a'] }],
    score: 10,
    correct: 1,
    total: 10,
  };
}

const run: SavedRun = {
  examId: 'principal-02',
  attemptId: 'c6f1c1d4-8d5e-4c3c-9d6a-2f1e4b7a9c10',
  startedAt: 1_700_000_000_000,
  deadline: 1_700_001_800_000,
  current: 3,
  answers: { q101: ['b'], q205: ['a', 'c'] },
};

function quotaExceeded() {
  return vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  });
}

beforeEach(() => clearLocalData());
afterEach(() => vi.restoreAllMocks());

describe('exam runs in progress', () => {
  it('round-trips a run by exam id and deletes it', async () => {
    await saveRun(run);
    expect(await loadRun('principal-02')).toEqual(run);
    expect(await loadRun('principal-03')).toBeUndefined();
    await deleteRun('principal-02');
    expect(await loadRun('principal-02')).toBeUndefined();
  });

  it('keeps one run per exam: saving again replaces it', async () => {
    await saveRun(run);
    await saveRun({ ...run, current: 7 });
    expect((await loadRun('principal-02'))?.current).toBe(7);
  });
});

describe('finished attempts', () => {
  it('round-trips an attempt by id', async () => {
    const a = attempt('a1', '2026-11-20T10:00:00.000Z');
    await saveAttempt(a);
    expect(await getAttempt('a1')).toEqual(a);
    expect(await getAttempt('nope')).toBeUndefined();
  });

  it('lists attempts newest first', async () => {
    await saveAttempt(attempt('middle', '2026-11-20T10:00:00.000Z'));
    await saveAttempt(attempt('oldest', '2026-11-19T10:00:00.000Z'));
    await saveAttempt(attempt('newest', '2026-11-21T09:00:00.000Z'));
    expect((await listAttempts()).map((a) => a.id)).toEqual(['newest', 'middle', 'oldest']);
  });

  it('keeps attempts pending until the server confirms them, oldest first', async () => {
    await saveAttempt(attempt('second', '2026-11-20T10:00:00.000Z'));
    await saveAttempt(attempt('first', '2026-11-19T10:00:00.000Z'));
    await saveAttempt(attempt('third', '2026-11-21T10:00:00.000Z'));
    expect((await pendingAttempts()).map((a) => a.id)).toEqual(['first', 'second', 'third']);

    await markAttemptSynced('second', '2026-11-22T08:00:00.000Z');
    expect((await pendingAttempts()).map((a) => a.id)).toEqual(['first', 'third']);
    expect((await getAttempt('second'))?.syncedAt).toBe('2026-11-22T08:00:00.000Z');
    expect(await listAttempts()).toHaveLength(3);

    await markAttemptSynced('unknown', '2026-11-22T08:00:00.000Z');
    expect(await getAttempt('unknown')).toBeUndefined();
  });
});

describe('a full device', () => {
  it('turns a quota error into a StorageFullError and loses nothing already saved', async () => {
    const saved = attempt('kept', '2026-11-20T10:00:00.000Z');
    await saveAttempt(saved);
    await saveRun(run);

    const put = quotaExceeded();
    const failure = saveAttempt(attempt('new', '2026-11-21T10:00:00.000Z'));
    await expect(failure).rejects.toBeInstanceOf(StorageFullError);
    await expect(failure).rejects.toThrow(
      'No hay espacio suficiente en el dispositivo para guardar tu progreso. Libera espacio e inténtalo de nuevo.',
    );
    await expect(saveRun({ ...run, current: 9 })).rejects.toBeInstanceOf(StorageFullError);
    await expect(markAttemptSynced('kept', '2026-11-22T08:00:00.000Z')).rejects.toBeInstanceOf(StorageFullError);
    put.mockRestore();

    expect(await listAttempts()).toEqual([saved]);
    expect(await loadRun('principal-02')).toEqual(run);
  });

  it('passes other errors through unchanged', async () => {
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('Read only.', 'ReadOnlyError');
    });
    const failure = saveAttempt(attempt('x', '2026-11-21T10:00:00.000Z'));
    await expect(failure).rejects.not.toBeInstanceOf(StorageFullError);
    await expect(failure).rejects.toMatchObject({ name: 'ReadOnlyError' });
  });
});
