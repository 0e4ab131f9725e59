/**
 * The academy's corrections on the device (issue 48, step 2): deltas fold into one overlay kept in
 * IndexedDB (the newest version of each item), laid over the bundled study pages and questions; an
 * exam run keeps the corrections it began with while a new run takes the newest.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { fieldsOf, overlaidPage, type ContentDelta, type QuestionChange } from '@/content/content-versions';
import { findExam } from '@/content/exams';
import { findQuestion } from '@/content/question-bank';
import type { StudyPageBody } from '@/content/types';
import { activeOverlaid, publishOverlay, readyOverlay } from '@/lib/content/content-overlay';
import * as storage from '@/lib/storage/indexed-db';
import { attemptBody } from '@/shared/attempt';
import { buildAttempt, loadExamRun } from '@/machines/exam-run.machine';

const ANA = 7;
const BETO = 12;

const first = findExam('principal-01')!.questionIds[0];
const change = (version: number, text: string, extra: Partial<QuestionChange> = {}): QuestionChange => ({
  id: first,
  version,
  retired: false,
  ...fieldsOf(findQuestion(first)!),
  text,
  ...extra,
});
const delta = (version: number, questions: QuestionChange[], sections: ContentDelta['sections'] = []): ContentDelta => ({ version, questions, sections });

afterEach(async () => {
  await storage.clearLocalData();
  publishOverlay({ version: 0, questions: {}, sections: {} });
});

describe('the overlay store', () => {
  it('keeps the newest version of each item across deltas, and the highest content version', async () => {
    expect(await storage.loadContentOverlay()).toEqual({ version: 0, questions: {}, sections: {} });
    await storage.storeContentDelta(delta(1400, [change(2, 'Texto v2')]));
    // A late or repeated delta never takes an item back to an older version.
    const kept = await storage.storeContentDelta(delta(1401, [change(3, 'Texto v3')]));
    await storage.storeContentDelta(delta(1399, [change(2, 'Texto v2')]));
    const stored = await storage.loadContentOverlay();
    expect(stored).toEqual(kept);
    expect(stored.version).toBe(1401);
    expect(stored.questions[first].text).toBe('Texto v3');
  });

  it('lays a section over the bundled page and leaves the rest as bundled', () => {
    const page: StudyPageBody = {
      intro: 'i',
      blocks: [
        { kind: 'text', id: 'uno', paragraphs: ['viejo'] },
        { kind: 'text', id: 'dos', paragraphs: ['igual'] },
      ],
      closing: { title: 't', text: 'x' },
      sources: [],
      reviewedAt: '2026-11-01',
    };
    const overlay = { version: 9, questions: {}, sections: { 'material/x#uno': { path: 'material/x', anchor: 'uno', version: 2, block: { kind: 'text' as const, id: 'uno', paragraphs: ['nuevo'], checkedAt: '2026-12-01' } } } };
    expect(overlaidPage('material/x', page, overlay).blocks).toEqual([{ kind: 'text', id: 'uno', paragraphs: ['nuevo'], checkedAt: '2026-12-01' }, page.blocks[1]]);
    expect(overlaidPage('material/otra', page, overlay)).toBe(page);
  });

  it('leaves questions the academy retired out of Repaso', async () => {
    publishOverlay(await storage.storeContentDelta(delta(5, [change(2, 'x', { retired: true })])));
    const bank = [findQuestion(first)!, findQuestion('q102')!];
    expect(activeOverlaid(bank).map((q) => q.id)).toEqual(['q102']);
  });
});

describe('exam runs', () => {
  it('a new run takes the corrections published now; a run in progress keeps the ones it began with', async () => {
    publishOverlay(await storage.storeContentDelta(delta(10, [change(2, 'Texto corregido v2')])));
    await readyOverlay();
    const started = (await loadExamRun(ANA, 'principal-01'))!;
    expect(started.questions[0].text).toBe('Texto corregido v2');
    await storage.saveRun(ANA, {
      examId: 'principal-01',
      attemptId: 'run-ana',
      startedAt: 1,
      deadline: Date.now() + 3_600_000,
      current: 0,
      answers: {},
      ...{ flagged: [], questionIds: started.questions.map((q) => q.id), overlaid: started.overlaid },
    });
    // The academy publishes again while Ana's exam is open.
    publishOverlay(await storage.storeContentDelta(delta(11, [change(3, 'Texto corregido v3')])));
    const resumed = (await loadExamRun(ANA, 'principal-01'))!;
    expect(resumed.saved?.attemptId).toBe('run-ana');
    expect(resumed.questions[0].text).toBe('Texto corregido v2');
    // Beto, on the same phone, starts afresh: the newest.
    expect((await loadExamRun(BETO, 'principal-01'))!.questions[0].text).toBe('Texto corregido v3');
  });

  it('a run keeps the content version it began with, and its attempt sends it for the server to score as of it', async () => {
    publishOverlay(await storage.storeContentDelta(delta(20, [change(2, 'Texto v2')])));
    await readyOverlay();
    const started = (await loadExamRun(ANA, 'principal-01'))!;
    expect(started.contentVersion).toBe(20);
    await storage.saveRun(ANA, {
      examId: 'principal-01',
      attemptId: 'run-version',
      startedAt: 1,
      deadline: Date.now() + 3_600_000,
      current: 0,
      answers: {},
      ...{ flagged: [], questionIds: started.questions.map((q) => q.id), overlaid: started.overlaid, contentVersion: started.contentVersion },
    });
    publishOverlay(await storage.storeContentDelta(delta(21, [change(3, 'Texto v3')])));
    const resumed = (await loadExamRun(ANA, 'principal-01'))!;
    expect(resumed.contentVersion).toBe(20);
    const input = { studentId: ANA, examId: 'principal-01', attemptId: 'run-version', startedAt: 1, deadline: 2, questions: resumed.questions, answers: {} };
    expect(attemptBody(buildAttempt({ ...input, contentVersion: resumed.contentVersion }, 2)).contentVersion).toBe(20);
    // A device that never pulled a correction sends none: the server scores with the bundle.
    expect('contentVersion' in attemptBody(buildAttempt({ ...input, contentVersion: 0 }, 2))).toBe(false);
  });
});
