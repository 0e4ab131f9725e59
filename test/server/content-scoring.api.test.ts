/**
 * Scores by content version (issue 48 §4): an attempt names the content version its run began with,
 * and the server scores it, and derives its events, with each question as the device had it then (the
 * newest correction published at or before that version; the bundled question when none), not with
 * the bundled key, so the device and the server agree after a key is changed from the console.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resultRows } from '../../server/db/client';
import { fieldsOf } from '../../src/content/content-versions';
import { findQuestion } from '../../src/content/question-bank';
import type { Question } from '../../src/content/types';
import { PRINCIPAL_01, PRINCIPAL_01_QUESTIONS, rightAnswer, signInOperator } from './support/console';
import { setUpTestApp, type TestApp } from './support/test-app';

// The first content request seeds the whole baseline: slow on a busy shared host.
vi.setConfig({ hookTimeout: 240_000, testTimeout: 120_000 });

let t: TestApp;
setUpTestApp((app) => (t = app), { failOnServerErrors: true });

const NOW = Date.parse('2026-12-01T15:00:00Z');
beforeEach(() => {
  t.clock.now = NOW;
});

const letter = (index: number) => String.fromCharCode(97 + index);
/** A single-answer question of the exam. */
const first: Question = PRINCIPAL_01_QUESTIONS.find((q) => q.correct.length === 1)!;
const other: Question = PRINCIPAL_01_QUESTIONS.find((q) => q.id !== first.id)!;
const others = first.options.map((_, i) => i).filter((i) => !first.correct.includes(i));

/** Publishes `correct` as the first question's key; answers the content version of the publish. */
async function publishKey(operator: string, baseVersion: number, correct: number[]): Promise<number> {
  const question = { ...fieldsOf(findQuestion(first.id)!), correct };
  const res = await t.call('POST', `/api/admin/content/questions/${first.id}/publish`, { token: operator, json: { baseVersion, question, note: 'Cambia la clave.' } });
  expect(res.status, res.text).toBe(201);
  return (res.body as { version: { contentVersion: number } }).version.contentVersion;
}

/** An attempt at principal-01, every question right by the bundle except `first`, answered `firstChoice`. */
function attempt(firstChoice: number, contentVersion?: number) {
  return {
    id: randomUUID(),
    examId: PRINCIPAL_01.id,
    startedAt: new Date(NOW - 30 * 60_000).toISOString(),
    finishedAt: new Date(NOW - 10 * 60_000).toISOString(),
    answers: PRINCIPAL_01_QUESTIONS.map((q) => ({ questionId: q.id, selectedOptions: q.id === first.id ? [letter(firstChoice)] : rightAnswer(q) })),
    ...(contentVersion === undefined ? {} : { contentVersion }),
  };
}

describe('an attempt scored as of its content version', () => {
  it('takes the key published at or before the version the run began with, the bundled one before any, and records the versions', async () => {
    const operator = await signInOperator(t);
    const student = await t.login();
    const v2 = await publishKey(operator, 1, [others[0]]);
    const v3 = await publishKey(operator, 2, [others[1]]);
    const total = PRINCIPAL_01_QUESTIONS.length;

    const send = async (body: ReturnType<typeof attempt>) => {
      const res = await t.call('POST', '/api/attempts', { token: student, json: body });
      expect(res.status, res.text).toBe(201);
      return res.body as { correct: number };
    };
    // Begun at v2: the key of version 2 is right, whatever was published after.
    const atV2 = attempt(others[0], v2);
    expect((await send(atV2)).correct).toBe(total);
    // Begun at v3 with the same choice: wrong now.
    expect((await send(attempt(others[0], v3))).correct).toBe(total - 1);
    // Begun before any correction (or by a device that sends no version): the bundled key.
    expect((await send(attempt(first.correct[0], v2 - 1))).correct).toBe(total);
    expect((await send(attempt(first.correct[0]))).correct).toBe(total);

    // The events agree with the score: the first question's answer at v2 is a right answer.
    const [event] = resultRows<{ correct: boolean; question_version: number | null }>(
      await t.database.db.execute(sql`SELECT correct, question_version FROM review_events WHERE attempt_id = ${atV2.id} AND question_id = ${first.id}`),
    );
    expect(event.correct).toBe(true);
    // Each event records the version it was given on (issue 48 §4).
    expect(event.question_version).toBe(2);
    const [otherEvent] = resultRows<{ question_version: number | null }>(
      await t.database.db.execute(sql`SELECT question_version FROM review_events WHERE attempt_id = ${atV2.id} AND question_id = ${other.id}`),
    );
    expect(otherEvent.question_version).toBe(1);
    const [row] = resultRows<{ question_versions: Record<string, number> | null }>(await t.database.db.execute(sql`SELECT question_versions FROM attempts WHERE id = ${atV2.id}`));
    expect(row.question_versions?.[first.id]).toBe(2);
    expect(row.question_versions?.[other.id]).toBe(1);
  });

  it('checks the options against the question as of that version', async () => {
    const operator = await signInOperator(t);
    const student = await t.login();
    const fields = fieldsOf(findQuestion(first.id)!);
    const question = { ...fields, options: [...fields.options, 'Ninguna de las anteriores'], correct: [fields.options.length] };
    const res = await t.call('POST', `/api/admin/content/questions/${first.id}/publish`, { token: operator, json: { baseVersion: 1, question, note: 'Nueva opción.' } });
    expect(res.status, res.text).toBe(201);
    const version = (res.body as { version: { contentVersion: number } }).version.contentVersion;
    const body = attempt(fields.options.length, version);
    const answer = await t.call('POST', '/api/attempts', { token: student, json: body });
    expect(answer.status, answer.text).toBe(201);
    expect((answer.body as { correct: number }).correct).toBe(PRINCIPAL_01_QUESTIONS.length);
    // Without the version, the bundled question has no such option.
    expect((await t.call('POST', '/api/attempts', { token: student, json: attempt(fields.options.length) })).status).toBe(400);
  });
});
