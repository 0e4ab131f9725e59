/**
 * The academy's FSRS parameter sets (issue 49 §5): fit-fsrs stores a fit as a version, activate-fsrs
 * and --activate put it in use, rollback-fsrs goes back to the set in use before (or the defaults);
 * the console's projection replays with the active set (at once after the command, and at a student's
 * next upload), and GET /api/settings delivers it to the devices.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FsrsCommandError, runFsrsCommand } from '../../server/cli/fsrs-parameters';
import { resultRows } from '../../server/db/client';
import { answerLogRepository } from '../../server/repositories/answer-log.repository';
import { fsrsParametersRepository } from '../../server/repositories/fsrs-parameters.repository';
import { activeQuestions } from '../../src/content/question-bank';
import type { ReviewEvent } from '../../src/shared/learning/events';
import { scheduleOf, type FsrsWeights } from '../../src/shared/learning/memory';
import { quickStudent } from './support/console';
import { simulatedLog } from './fsrs-simulated-log';
import { setUpTestApp, type TestApp } from './support/test-app';

vi.setConfig({ hookTimeout: 240_000, testTimeout: 180_000 });

let t: TestApp;
setUpTestApp((app) => (t = app), { failOnServerErrors: true });
/** After the simulated log's last answers (it starts 2026-01-01 and runs about 150 days). */
const NOW = Date.parse('2026-07-01T17:00:00.000Z');
beforeEach(() => {
  t.clock.now = NOW;
});

/** The simulated log stored as `students` students' review events; returns each student's events. */
async function storeLog(students: number, questions: number, reviews: number): Promise<Map<number, ReviewEvent[]>> {
  const log = simulatedLog({ students, questions, reviews, seed: 11 });
  const ids = new Map<number, number>();
  for (let s = 1; s <= students; s += 1) ids.set(s, (await quickStudent(t, `Simulado ${s}`, `simulado${s}@example.pe`)).id);
  const byStudent = new Map<number, ReviewEvent[]>();
  for (const a of log) {
    const id = ids.get(a.studentId)!;
    const event: ReviewEvent = { id: randomUUID(), questionId: activeQuestions[Number(a.questionId.slice(1))].id, correct: a.correct, answeredAt: new Date(a.answeredAt).toISOString(), source: 'review' };
    byStudent.set(id, [...(byStudent.get(id) ?? []), event]);
  }
  const answers = answerLogRepository(t.database.db);
  for (const [id, events] of byStudent) await answers.ingestEvents(id, events, NOW);
  return byStudent;
}

const dueTimesOf = async (studentId: number) =>
  resultRows<{ due_times: number[] }>(await t.database.db.execute(sql`SELECT due_times FROM student_learning WHERE student_id = ${studentId}`))[0].due_times;
/** The device's due times for the same log and weights, soonest first. */
const deviceDueTimes = (events: readonly ReviewEvent[], weights: FsrsWeights | null) =>
  [...scheduleOf(events, NOW, { knownQuestions: new Set(activeQuestions.map((q) => q.id)), weights }).values()].map((m) => m.due.getTime()).sort((a, b) => a - b);

describe('fit-fsrs, activate-fsrs and rollback-fsrs', () => {
  it('stores fits as versions, activates them, rolls back to the one before and then to the defaults', async () => {
    const byStudent = await storeLog(40, 15, 6);
    const [first, events] = [...byStudent][0];
    const defaultsDue = await dueTimesOf(first);
    expect(defaultsDue).toEqual(deviceDueTimes(events, null));
    const deps = { now: () => NOW, refresh: () => answerLogRepository(t.database.db).rebuild(NOW) };
    const sets = fsrsParametersRepository(t.database.db);

    await expect(runFsrsCommand(t.database.db, 'rollback-fsrs', {}, deps)).rejects.toBeInstanceOf(FsrsCommandError);
    const fitted = await runFsrsCommand(t.database.db, 'fit-fsrs', {}, deps);
    expect(fitted).toMatch(/Por defecto +\d\.\d{4} +\d\.\d{4}/);
    expect(fitted).toMatch(/Ajustados +\d\.\d{4} +\d\.\d{4}/);
    expect(fitted).toContain('Guardados como versión 1.');
    expect(await sets.active()).toBeNull();
    const [v1] = await sets.list();
    expect(v1.logLossAfter).toBeLessThan(v1.logLossBefore);
    // Stored, not yet in use: the console's figures are the defaults'.
    expect(await dueTimesOf(first)).toEqual(defaultsDue);

    expect(await runFsrsCommand(t.database.db, 'activate-fsrs', { version: '1' }, deps)).toContain('Versión 1 en uso');
    expect((await sets.active())?.weights).toEqual(v1.weights);
    const v1Due = await dueTimesOf(first);
    expect(v1Due).toEqual(deviceDueTimes(events, v1.weights));
    expect(v1Due).not.toEqual(defaultsDue);

    // A second fit activated at once, then rolled back: version 1 again, then the defaults.
    expect(await runFsrsCommand(t.database.db, 'fit-fsrs', { activate: true }, deps)).toContain('Versión 2 en uso');
    expect((await sets.active())?.version).toBe(2);
    expect(await runFsrsCommand(t.database.db, 'rollback-fsrs', {}, deps)).toBe('Versión 2 retirada; en uso la versión 1. Estado de aprendizaje recalculado para 41 cuentas.');
    expect((await sets.active())?.version).toBe(1);
    expect(await dueTimesOf(first)).toEqual(v1Due);
    expect(await runFsrsCommand(t.database.db, 'rollback-fsrs', {}, deps)).toContain('en uso los parámetros por defecto de FSRS');
    expect(await sets.active()).toBeNull();
    expect(await dueTimesOf(first)).toEqual(defaultsDue);
    expect(await runFsrsCommand(t.database.db, 'list-fsrs', {}, deps)).toMatch(/^ {2}v1\t.*\n {2}v2\t.*\(retirada\)$/);
    await expect(runFsrsCommand(t.database.db, 'activate-fsrs', { version: '9' }, deps)).rejects.toThrow('No existe la versión 9');
  });

  it("a student's next upload replays their state with the active set; GET /api/settings delivers it", async () => {
    const byStudent = await storeLog(40, 15, 6);
    const [first, events] = [...byStudent][0];
    // Activated without recomputing anything: the kept state was folded with the defaults.
    const deps = { now: () => NOW, refresh: async () => 0 };
    await runFsrsCommand(t.database.db, 'fit-fsrs', { activate: true }, deps);
    const active = (await fsrsParametersRepository(t.database.db).active())!;
    const token = await t.login();
    const answer = await t.call('GET', '/api/settings', { token });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ fsrsParameters: { version: 1, weights: active.weights } });

    const next: ReviewEvent = { id: randomUUID(), questionId: activeQuestions[20].id, correct: true, answeredAt: new Date(NOW - 60_000).toISOString(), source: 'review' };
    await answerLogRepository(t.database.db).ingestEvents(first, [next], NOW);
    expect(await dueTimesOf(first)).toEqual(deviceDueTimes([...events, next], active.weights));
  });

  it('refuses a log below the optimizer minimum and stores nothing', async () => {
    await storeLog(4, 3, 3);
    const deps = { now: () => NOW, refresh: async () => 0 };
    await expect(runFsrsCommand(t.database.db, 'fit-fsrs', { activate: true }, deps)).rejects.toThrow(/al menos 64/);
    expect(await fsrsParametersRepository(t.database.db).list()).toEqual([]);
    const answer = await t.call('GET', '/api/settings', { token: await t.login() });
    expect(answer.body).toMatchObject({ fsrsParameters: null });
  });
});
