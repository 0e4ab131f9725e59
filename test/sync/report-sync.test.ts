/**
 * The error-reports outbox (issue 20) against a mocked API (msw): the reports kind (sync/outbox.machine.ts)
 * over the reports store. A report written offline stays on the device, goes once
 * with its author's token when the network returns, is not sent again after the server confirmed
 * it, and never goes as another student. A 403 'access-ended' to an outbox is remembered for the
 * course area.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { localStore } from '@/lib/storage/local-store';
import { clearLocalData, listReports, pendingAttempts, pendingReports, saveAttempt, saveReport } from '@/lib/storage/indexed-db';
import { REPORT_MAX_LENGTH, reportProblem, type Report } from '@/shared/report';
import type { SyncStudent } from '@/sync/outbox.machine';
import { ANA, BETO, ORIGIN, stubDevice, testApi, testOutbox, type TestOutbox } from './support';

const received: { body: Record<string, unknown>; authorization: string | null }[] = [];
let answer: () => Response = () => HttpResponse.json({}, { status: 201 });
let attemptAnswer: () => Response = () => HttpResponse.json({}, { status: 201 });

const server = setupServer(
  http.post(`${ORIGIN}/api/reports`, async ({ request }) => {
    received.push({ body: (await request.json()) as Record<string, unknown>, authorization: request.headers.get('authorization') });
    return answer();
  }),
  http.post(`${ORIGIN}/api/attempts`, () => attemptAnswer()),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let signedIn: SyncStudent | null = ANA;
let online = true;
const store = new Map<string, string>();
const started: TestOutbox[] = [];

beforeEach(async () => {
  received.length = 0;
  answer = () => HttpResponse.json({}, { status: 201 });
  attemptAnswer = () => HttpResponse.json({}, { status: 201 });
  signedIn = ANA;
  online = true;
  store.clear();
  await clearLocalData();
  stubDevice(store);
});

afterEach(() => {
  for (const outbox of started.splice(0)) outbox.stop();
  vi.unstubAllGlobals();
});

const api = testApi();

function makeOutbox() {
  const outbox = testOutbox('reports', { api, currentStudent: () => signedIn, isOnline: () => online });
  started.push(outbox);
  return outbox;
}

function report(id: string, text = 'La respuesta correcta no es la que dice.'): Report {
  return { id, questionId: 'q101', examId: 'principal-01', attemptId: '11111111-1111-4111-8111-111111111111', text, createdAt: '2026-11-22T12:00:00.000Z' };
}

describe('reports outbox', () => {
  it('keeps a report written offline and sends it once, with its author token, when the network returns', async () => {
    await saveReport(ANA.studentId, report('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'));
    online = false;
    const outbox = makeOutbox();
    expect((await outbox.syncNow()).status).toBe('offline');
    expect(received).toEqual([]);
    online = true;
    await outbox.syncNow();
    await outbox.syncNow();
    expect(received).toHaveLength(1);
    expect(received[0]).toEqual({
      body: { id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', questionId: 'q101', examId: 'principal-01', attemptId: '11111111-1111-4111-8111-111111111111', text: 'La respuesta correcta no es la que dice.' },
      authorization: 'Bearer tok-ana',
    });
    expect(await pendingReports(ANA.studentId)).toEqual([]);
    expect((await listReports(ANA.studentId))[0].syncedAt).toBeDefined();
  });

  it("sends only the signed-in student's reports", async () => {
    await saveReport(ANA.studentId, report('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaa1'));
    await saveReport(BETO.studentId, report('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbb1'));
    signedIn = BETO;
    await makeOutbox().syncNow();
    expect(received.map((r) => [r.body.id, r.authorization])).toEqual([['bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbb1', 'Bearer tok-beto']]);
    expect((await pendingReports(ANA.studentId)).map((r) => r.id)).toEqual(['aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaa1']);
  });

  it('keeps a report the server refused, and says so in words about reports', async () => {
    answer = () => HttpResponse.json({ message: 'Sesión inválida o expirada.' }, { status: 401 });
    await saveReport(ANA.studentId, report('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaa2'));
    const state = await makeOutbox().syncNow();
    expect(state.status).toBe('needsSignIn');
    expect(state.message).toContain('reporte');
    expect(await pendingReports(ANA.studentId)).toHaveLength(1);
  });
});

describe('a 403 access-ended', () => {
  it("is remembered for the course area, with the access's last day, and the attempt stays on the device", async () => {
    attemptAnswer = () =>
      HttpResponse.json({ message: 'Tu acceso a este curso venció el 31 de diciembre de 2026. Escribe a la academia para renovarlo.', code: 'access-ended', endsAt: '2026-12-31' }, { status: 403 });
    await saveAttempt(ANA.studentId, { id: '33333333-3333-4333-8333-333333333333', examId: 'principal-01', startedAt: '2027-01-02T10:00:00.000Z', finishedAt: '2027-01-02T10:20:00.000Z', answers: [], score: 0, correct: 0, total: 10 });
    const sync = testOutbox('attempts', { api, currentStudent: () => signedIn });
    started.push(sync);
    const state = await sync.syncNow();
    expect(state.message).toMatch(/^Tu acceso a este curso venció el 31 de diciembre de 2026\./);
    expect(localStore.getAccessEnded(ANA.studentId)).toBe('2026-12-31');
    expect(await pendingAttempts(ANA.studentId)).toHaveLength(1);
  });
});

describe('reportProblem', () => {
  it('asks for a text, up to the limit', () => {
    expect(reportProblem('   ')).toBe('Escribe qué está mal en esta pregunta.');
    expect(reportProblem('x'.repeat(REPORT_MAX_LENGTH))).toBeNull();
    expect(reportProblem('x'.repeat(REPORT_MAX_LENGTH + 1))).toBe('El reporte puede tener hasta 1000 caracteres.');
  });
});
