/**
 * The device store: runs in progress, finished attempts (outbox) and the quota error, each kept per
 * student (a shared phone), and the data from before keys were per student.
 */
import { createStore, get, set } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearLocalData,
  deleteRun,
  getAttempt,
  listAttempts,
  listRuns,
  loadRun,
  markAttemptSynced,
  pendingAttempts,
  saveAttempt,
  saveRun,
  StorageFullError,
} from '@/lib/storage/indexed-db';
import type { Attempt, SavedRun } from '@/shared/attempt';

/** Two students sharing one phone. */
const ANA = 7;
const BETO = 12;

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
    await saveRun(ANA, run);
    expect(await loadRun(ANA, 'principal-02')).toEqual(run);
    expect(await loadRun(ANA, 'principal-03')).toBeUndefined();
    await deleteRun(ANA, 'principal-02');
    expect(await loadRun(ANA, 'principal-02')).toBeUndefined();
  });

  it('keeps one run per exam: saving again replaces it', async () => {
    await saveRun(ANA, run);
    await saveRun(ANA, { ...run, current: 7 });
    expect((await loadRun(ANA, 'principal-02'))?.current).toBe(7);
  });

  it("lists the student's readable runs only: not another student's, not an unreadable one", async () => {
    expect(await listRuns(ANA)).toEqual([]);
    const other = { ...run, examId: 'complementario-04', attemptId: 'e1c7a9b2-5d4f-4e8a-9b3c-7f6e5d4c3b2a' };
    await saveRun(ANA, run);
    await saveRun(ANA, other);
    await saveRun(BETO, { ...run, current: 0 });
    await set([ANA, 'principal-09'], { examId: 'principal-09', answers: 'broken' }, createStore('naturalizacion-peru-runs', 'runs'));
    expect((await listRuns(ANA)).sort((a, b) => a.examId.localeCompare(b.examId))).toEqual([other, run]);
    expect(await listRuns(BETO)).toEqual([{ ...run, current: 0 }]);
  });
});

describe('finished attempts', () => {
  it('round-trips an attempt by id', async () => {
    const a = attempt('a1', '2026-11-20T10:00:00.000Z');
    await saveAttempt(ANA, a);
    expect(await getAttempt(ANA, 'a1')).toEqual(a);
    expect(await getAttempt(ANA, 'nope')).toBeUndefined();
  });

  it('lists attempts newest first', async () => {
    await saveAttempt(ANA, attempt('middle', '2026-11-20T10:00:00.000Z'));
    await saveAttempt(ANA, attempt('oldest', '2026-11-19T10:00:00.000Z'));
    await saveAttempt(ANA, attempt('newest', '2026-11-21T09:00:00.000Z'));
    expect((await listAttempts(ANA)).map((a) => a.id)).toEqual(['newest', 'middle', 'oldest']);
  });

  it('keeps attempts pending until the server confirms them, oldest first', async () => {
    await saveAttempt(ANA, attempt('second', '2026-11-20T10:00:00.000Z'));
    await saveAttempt(ANA, attempt('first', '2026-11-19T10:00:00.000Z'));
    await saveAttempt(ANA, attempt('third', '2026-11-21T10:00:00.000Z'));
    expect((await pendingAttempts(ANA)).map((a) => a.id)).toEqual(['first', 'second', 'third']);

    await markAttemptSynced(ANA, 'second', '2026-11-22T08:00:00.000Z');
    expect((await pendingAttempts(ANA)).map((a) => a.id)).toEqual(['first', 'third']);
    expect((await getAttempt(ANA, 'second'))?.syncedAt).toBe('2026-11-22T08:00:00.000Z');
    expect(await listAttempts(ANA)).toHaveLength(3);

    await markAttemptSynced(ANA, 'unknown', '2026-11-22T08:00:00.000Z');
    expect(await getAttempt(ANA, 'unknown')).toBeUndefined();
  });
});

describe('a phone shared by two students', () => {
  it("keeps each student's attempts apart: listing, pending, reading and marking", async () => {
    const anas = attempt('ana-1', '2026-11-20T10:00:00.000Z');
    await saveAttempt(ANA, anas);
    await saveAttempt(BETO, attempt('beto-1', '2026-11-21T10:00:00.000Z'));
    await saveAttempt(BETO, attempt('beto-2', '2026-11-22T10:00:00.000Z'));

    expect((await listAttempts(ANA)).map((a) => a.id)).toEqual(['ana-1']);
    expect((await listAttempts(BETO)).map((a) => a.id)).toEqual(['beto-2', 'beto-1']);
    expect((await pendingAttempts(BETO)).map((a) => a.id)).toEqual(['beto-1', 'beto-2']);
    expect(await getAttempt(BETO, 'ana-1')).toBeUndefined();
    expect(await listAttempts(99)).toEqual([]);

    // Beto cannot mark Ana's attempt as sent: it stays in her outbox.
    await markAttemptSynced(BETO, 'ana-1', '2026-11-22T08:00:00.000Z');
    expect(await getAttempt(ANA, 'ana-1')).toEqual(anas);
    expect((await pendingAttempts(ANA)).map((a) => a.id)).toEqual(['ana-1']);
  });

  it('keeps the same attempt id of two students as two attempts', async () => {
    await saveAttempt(ANA, attempt('same', '2026-11-20T10:00:00.000Z', 'principal-01'));
    await saveAttempt(BETO, attempt('same', '2026-11-20T10:00:00.000Z', 'principal-09'));
    expect((await getAttempt(ANA, 'same'))?.examId).toBe('principal-01');
    expect((await getAttempt(BETO, 'same'))?.examId).toBe('principal-09');
  });

  it("keeps each student's run of the same exam apart: nobody resumes another's", async () => {
    await saveRun(ANA, run);
    expect(await loadRun(BETO, 'principal-02')).toBeUndefined();
    await saveRun(BETO, { ...run, attemptId: 'd0a6c6a2-3b1f-4f55-9a43-0c3c1f8f2b11', current: 0, answers: {} });
    expect(await loadRun(ANA, 'principal-02')).toEqual(run);
    await deleteRun(BETO, 'principal-02');
    expect(await loadRun(ANA, 'principal-02')).toEqual(run);
    expect(await loadRun(BETO, 'principal-02')).toBeUndefined();
  });
});

describe('data saved before it was kept per student', () => {
  /** Writes as the previous version did: keyed by the exam or attempt id alone. */
  async function saveLegacy(concern: 'runs' | 'attempts', key: string, value: unknown) {
    await set(key, value, createStore(`naturalizacion-peru-${concern}`, concern));
  }

  it('is adopted, once, by the first student asked about; a later student sees none of it', async () => {
    const old = attempt('legacy-1', '2026-11-18T10:00:00.000Z');
    await saveLegacy('attempts', old.id, old);
    await saveLegacy('runs', run.examId, run);

    expect((await pendingAttempts(ANA)).map((a) => a.id)).toEqual(['legacy-1']);
    expect(await loadRun(ANA, 'principal-02')).toEqual(run);
    expect(await listAttempts(BETO)).toEqual([]);
    expect(await loadRun(BETO, 'principal-02')).toBeUndefined();
    // Moved, not copied: nothing is left under the old keys.
    expect(await get(old.id, createStore('naturalizacion-peru-attempts', 'attempts'))).toBeUndefined();
    expect(await get(run.examId, createStore('naturalizacion-peru-runs', 'runs'))).toBeUndefined();
  });
});

describe('a full device', () => {
  it('turns a quota error into a StorageFullError and loses nothing already saved', async () => {
    const saved = attempt('kept', '2026-11-20T10:00:00.000Z');
    await saveAttempt(ANA, saved);
    await saveRun(ANA, run);

    const put = quotaExceeded();
    const failure = saveAttempt(ANA, attempt('new', '2026-11-21T10:00:00.000Z'));
    await expect(failure).rejects.toBeInstanceOf(StorageFullError);
    await expect(failure).rejects.toThrow(
      'No hay espacio suficiente en el dispositivo para guardar tu progreso. Libera espacio e inténtalo de nuevo.',
    );
    await expect(saveRun(ANA, { ...run, current: 9 })).rejects.toBeInstanceOf(StorageFullError);
    await expect(markAttemptSynced(ANA, 'kept', '2026-11-22T08:00:00.000Z')).rejects.toBeInstanceOf(StorageFullError);
    put.mockRestore();

    expect(await listAttempts(ANA)).toEqual([saved]);
    expect(await loadRun(ANA, 'principal-02')).toEqual(run);
  });

  it('passes other errors through unchanged', async () => {
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('Read only.', 'ReadOnlyError');
    });
    const failure = saveAttempt(ANA, attempt('x', '2026-11-21T10:00:00.000Z'));
    await expect(failure).rejects.not.toBeInstanceOf(StorageFullError);
    await expect(failure).rejects.toMatchObject({ name: 'ReadOnlyError' });
  });
});
