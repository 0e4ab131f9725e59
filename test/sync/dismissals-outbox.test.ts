/**
 * Closing an academy notice as a kind of the one outbox engine (issue 52 §1: sync/outbox.machine.ts
 * 'dismissals', no outbox inside the banner), against a mocked API (msw) that answers as the server
 * does (204, 404 for a withdrawn notice): saved on the device first and hidden at once, sent with the
 * student's token, kept until the server confirms it, and never lost to a failure or to being offline.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SyncStudent } from '@/sync/outbox.machine';
import { closedNotices, deviceNotices, dismissNotice, keepServerNotices, pendingDismissals } from '@/sync/notice-dismissals';
import type { Announcement } from '@/shared/announcements';
import { ANA, ORIGIN, stubDevice, testApi, testOutbox, type TestOutbox } from './support';

/** The notices the server still has (a dismiss of another answers 404). */
let live = new Set<number>();
let failure: (() => Response) | null = null;
const received: { path: string; authorization: string | null }[] = [];

const server = setupServer(
  http.post(`${ORIGIN}/api/announcements/:id/dismiss`, ({ request, params }) => {
    received.push({ path: new URL(request.url).pathname, authorization: request.headers.get('authorization') });
    if (failure) return failure();
    return live.has(Number(params.id)) ? new HttpResponse(null, { status: 204 }) : HttpResponse.json({ error: 'El aviso no existe.' }, { status: 404 });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const store = new Map<string, string>();
const signedIn: SyncStudent = ANA;
const started: TestOutbox[] = [];
const STUDENT = ANA.studentId;
const notice = (id: number): Announcement => ({ id, createdAt: '2026-11-28T15:00:00Z', body: `Aviso ${id}` });

beforeEach(() => {
  live = new Set([1, 2]);
  failure = null;
  received.length = 0;
  store.clear();
  stubDevice(store);
});

afterEach(() => {
  for (const outbox of started.splice(0)) outbox.stop();
  vi.unstubAllGlobals();
});

function outbox(isOnline: () => boolean = () => true) {
  const sync = testOutbox('dismissals', { api: testApi(), currentStudent: () => signedIn, isOnline });
  started.push(sync);
  return sync;
}

describe('closing a notice, sent by the engine', () => {
  it('hides it at once, sends it with the student’s token and keeps it closed once the server confirmed it', async () => {
    keepServerNotices(STUDENT, [notice(1), notice(2)]);
    dismissNotice(STUDENT, 1);
    expect(closedNotices(STUDENT)).toEqual([1]);
    expect(pendingDismissals(STUDENT).map((item) => item.notice)).toEqual([1]);
    const state = await outbox().syncNow();
    expect(received).toEqual([{ path: '/api/announcements/1/dismiss', authorization: 'Bearer tok-ana' }]);
    expect(pendingDismissals(STUDENT)).toEqual([]);
    expect(state).toMatchObject({ status: 'idle', pending: 0 });
    // The server now leaves it out of its list: nothing of it is needed on the device.
    keepServerNotices(STUDENT, [notice(2)]);
    expect(closedNotices(STUDENT)).toEqual([]);
    expect(deviceNotices(STUDENT).map((n) => n.id)).toEqual([2]);
  });

  it('a notice withdrawn meanwhile (404) leaves nothing to send', async () => {
    keepServerNotices(STUDENT, [notice(3)]);
    dismissNotice(STUDENT, 3);
    await outbox().syncNow();
    expect(received.map((r) => r.path)).toEqual(['/api/announcements/3/dismiss']);
    expect(pendingDismissals(STUDENT)).toEqual([]);
  });

  it('offline or on a server error, the close stays on the device, closed, and is sent on a later round', async () => {
    keepServerNotices(STUDENT, [notice(1), notice(2)]);
    dismissNotice(STUDENT, 2);
    let online = false;
    const sync = outbox(() => online);
    expect(await sync.syncNow()).toMatchObject({ status: 'offline', pending: 1 });
    expect(received).toEqual([]);
    online = true;
    failure = () => new HttpResponse(null, { status: 500 });
    expect(await sync.syncNow()).toMatchObject({ status: 'error', pending: 1 });
    // The server's list still has it (the close did not reach it): it stays hidden here.
    keepServerNotices(STUDENT, [notice(1), notice(2)]);
    expect(closedNotices(STUDENT)).toEqual([2]);
    failure = null;
    expect(await sync.syncNow()).toMatchObject({ status: 'idle', pending: 0 });
    expect(pendingDismissals(STUDENT)).toEqual([]);
  });
});
