/**
 * The exam date (issue 30) and the reminder settings (issue 35) as kinds of the one outbox engine
 * (sync/outbox.machine.ts 'settings' and 'reminders'), against a mocked API (msw) that keeps the newest as the
 * server does: saved on the device first and sent by the engine with the student's token; a device that
 * never set them takes the server's; the one set last wins both ways; a failure backs off, a 429 waits
 * for its Retry-After, a 401 asks for sign-in, and the pending value is never lost. The machines'
 * delays run on an injected clock whose timers the tests fire by hand.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { localStore } from '@/lib/storage/local-store';
import type { ReminderSettings } from '@/shared/reminders';
import { newerSettings, type StudySettings } from '@/shared/study-settings';
import type { SyncStudent } from '@/sync/outbox.machine';
import { deviceReminders, pendingReminders, saveReminders, subscribeReminders } from '@/sync/reminder-settings';
import { deviceSettings, examDateOf, saveExamDate } from '@/sync/study-settings-sync';
import { ANA, ORIGIN, stubDevice, testApi, testOutbox, type TestOutbox, type Timer } from './support';

/** The server's copy, kept with the route's rule (the newest wins). */
let stored: StudySettings | null = null;
let storedReminders: ReminderSettings | null = null;
let group: string | null = null;
/** Overrides every answer while set (a failure, a 429, a 401). */
let failure: (() => Response) | null = null;
const received: { method: string; path: string; body: unknown; authorization: string | null }[] = [];

const newest = <T extends { updatedAt: string }>(current: T | null, sent: T): T => (current && Date.parse(current.updatedAt) >= Date.parse(sent.updatedAt) ? current : sent);

const server = setupServer(
  http.all(`${ORIGIN}/api/settings*`, async ({ request }) => {
    const path = new URL(request.url).pathname;
    const body = request.method === 'PUT' ? await request.json() : undefined;
    received.push({ method: request.method, path, body, authorization: request.headers.get('authorization') });
    if (failure) return failure();
    if (request.method === 'GET') return HttpResponse.json({ settings: stored, reminders: storedReminders, groupExamDate: group });
    if (path === '/api/settings/reminders') {
      storedReminders = newest(storedReminders, body as ReminderSettings);
      return HttpResponse.json({ reminders: storedReminders });
    }
    stored = stored ? newerSettings(stored, body as StudySettings) : (body as StudySettings);
    return HttpResponse.json({ settings: stored, groupExamDate: group });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const store = new Map<string, string>();
let signedIn: SyncStudent | null = ANA;
let clock = Date.parse('2026-11-27T12:00:00.000Z');
const started: TestOutbox[] = [];
const api = testApi();
const STUDENT = ANA.studentId;

beforeEach(() => {
  stored = null;
  storedReminders = null;
  group = null;
  failure = null;
  received.length = 0;
  signedIn = ANA;
  clock = Date.parse('2026-11-27T12:00:00.000Z');
  store.clear();
  stubDevice(store);
});

afterEach(() => {
  for (const outbox of started.splice(0)) outbox.stop();
  vi.unstubAllGlobals();
});

function outbox(kind: 'settings' | 'reminders', timers: Timer[] = [], onPulled?: () => void) {
  const sync = testOutbox(kind, { api, currentStudent: () => signedIn, now: () => clock, timers, onPulled });
  started.push(sync);
  return sync;
}

const puts = () => received.filter((r) => r.method === 'PUT');
const gets = () => received.filter((r) => r.method === 'GET');

describe('the exam date, sent by the engine', () => {
  it('sends a date set on this device with the student’s token, and keeps it as sent', async () => {
    saveExamDate(STUDENT, '2026-12-07', new Date('2026-11-27T15:00:00Z'));
    expect(deviceSettings(STUDENT)?.pending).toBe(true);
    const state = await outbox('settings').syncNow();
    expect(puts()).toEqual([{ method: 'PUT', path: '/api/settings', body: { examDate: '2026-12-07', updatedAt: '2026-11-27T15:00:00.000Z' }, authorization: 'Bearer tok-ana' }]);
    expect(stored).toEqual({ examDate: '2026-12-07', updatedAt: '2026-11-27T15:00:00.000Z' });
    expect(deviceSettings(STUDENT)).toMatchObject({ examDate: '2026-12-07', pending: false });
    expect(state).toMatchObject({ status: 'idle', pending: 0 });
  });

  it('a device that never set it takes the server’s when its outbox starts, and tells the learning screens', async () => {
    stored = { examDate: '2026-12-20', updatedAt: '2026-11-27T15:00:00.000Z' };
    const onPulled = vi.fn();
    await outbox('settings', [], onPulled).syncNow();
    expect(localStore.getExamDate(STUDENT)).toBe('2026-12-20');
    expect(onPulled).toHaveBeenCalled();
    expect(puts()).toEqual([]);
  });

  it('the newest wins both ways: an older pending date gives way to the server’s, a newer one replaces it', async () => {
    stored = { examDate: '2026-12-20', updatedAt: '2026-11-27T16:00:00.000Z' };
    saveExamDate(STUDENT, '2026-12-07', new Date('2026-11-27T15:00:00Z'));
    const sync = outbox('settings');
    await sync.syncNow();
    expect(localStore.getExamDate(STUDENT)).toBe('2026-12-20');
    expect(deviceSettings(STUDENT)?.pending).toBe(false);
    expect(stored?.examDate).toBe('2026-12-20');

    saveExamDate(STUDENT, '2027-01-10', new Date('2026-11-27T17:00:00Z'));
    await sync.syncNow();
    expect(stored).toEqual({ examDate: '2027-01-10', updatedAt: '2026-11-27T17:00:00.000Z' });
    expect(deviceSettings(STUDENT)).toMatchObject({ examDate: '2027-01-10', pending: false });
  });

  it('a failure keeps the pending date and backs off (5 s, then 10 s); the retry sends it', async () => {
    failure = () => HttpResponse.error();
    saveExamDate(STUDENT, null, new Date('2026-11-27T15:00:00Z'));
    const timers: Timer[] = [];
    const sync = outbox('settings', timers);
    const state = await sync.syncNow();
    expect(state).toMatchObject({ status: 'offline', pending: 1 });
    expect(deviceSettings(STUDENT)?.pending).toBe(true);
    expect(timers.map((t) => t.ms)).toEqual([5000]);

    timers[0].fn();
    await vi.waitFor(() => expect(timers).toHaveLength(2));
    expect(timers[1].ms).toBe(10_000);
    expect(puts()).toHaveLength(2);

    failure = null;
    timers[1].fn();
    await vi.waitFor(() => expect(deviceSettings(STUDENT)?.pending).toBe(false));
    expect(stored).toEqual({ examDate: null, updatedAt: '2026-11-27T15:00:00.000Z' });
    expect(sync.getState()).toMatchObject({ status: 'idle', pending: 0 });
  });

  it('a 429 waits for its Retry-After: nothing is sent before it, the date goes after', async () => {
    failure = () => HttpResponse.json({ message: 'Demasiadas solicitudes.' }, { status: 429, headers: { 'Retry-After': '600' } });
    saveExamDate(STUDENT, '2026-12-07', new Date('2026-11-27T15:00:00Z'));
    const timers: Timer[] = [];
    const sync = outbox('settings', timers);
    await sync.syncNow();
    expect(timers.map((t) => t.ms)).toEqual([600_000]);
    failure = null;

    // 'Sincronizar ahora' and a new date before the time has come send nothing.
    await sync.syncNow();
    saveExamDate(STUDENT, '2026-12-08', new Date('2026-11-27T15:01:00Z'));
    expect(puts()).toHaveLength(1);
    expect(deviceSettings(STUDENT)?.pending).toBe(true);

    clock += 600_000;
    timers.at(-1)!.fn();
    await vi.waitFor(() => expect(deviceSettings(STUDENT)?.pending).toBe(false));
    expect(puts()).toHaveLength(2);
    expect(stored).toEqual({ examDate: '2026-12-08', updatedAt: '2026-11-27T15:01:00.000Z' });
  });

  it('a 401 keeps the pending date and asks for sign-in', async () => {
    failure = () => HttpResponse.json({ message: 'Sesión inválida o expirada.' }, { status: 401 });
    saveExamDate(STUDENT, '2026-12-07', new Date('2026-11-27T15:00:00Z'));
    const state = await outbox('settings').syncNow();
    expect(state.status).toBe('needsSignIn');
    expect(state.message).toMatch(/Inicia sesión para enviar tu fecha de examen/);
    expect(deviceSettings(STUDENT)).toMatchObject({ examDate: '2026-12-07', pending: true });
  });

  it('a date set while its PUT is on its way stays pending and goes in the next round', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    failure = null;
    server.use(
      http.put(`${ORIGIN}/api/settings`, async ({ request }) => {
        const body = (await request.json()) as StudySettings;
        received.push({ method: 'PUT', path: '/api/settings', body, authorization: null });
        await held;
        stored = stored ? newerSettings(stored, body) : body;
        return HttpResponse.json({ settings: stored, groupExamDate: null });
      }, { once: true }),
    );
    saveExamDate(STUDENT, '2026-12-07', new Date('2026-11-27T15:00:00Z'));
    const sync = outbox('settings');
    const first = sync.syncNow();
    await vi.waitFor(() => expect(puts()).toHaveLength(1));
    saveExamDate(STUDENT, '2026-12-09', new Date('2026-11-27T15:02:00Z'));
    release();
    await first;
    await vi.waitFor(() => expect(stored).toEqual({ examDate: '2026-12-09', updatedAt: '2026-11-27T15:02:00.000Z' }));
    await vi.waitFor(() => expect(deviceSettings(STUDENT)).toMatchObject({ examDate: '2026-12-09', pending: false }));
  });

  it('reads the server’s copy when asked (a start, a nudge), not on every interval round', async () => {
    const timers: Timer[] = [];
    await outbox('settings', timers).syncNow();
    const read = gets().length;
    expect(read).toBeGreaterThan(0);
    // The interval's round: nothing pending, nobody asked.
    timers.at(-1)!.fn();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(gets()).toHaveLength(read);
  });

  it("uses the group's exam date while the student has none of their own, also offline, and their own once they set it (issue 36 §2)", async () => {
    group = '2026-12-18';
    const sync = outbox('settings');
    await sync.syncNow();
    expect(examDateOf(STUDENT)).toBe('2026-12-18');
    expect(localStore.getExamDate(STUDENT)).toBeNull();
    // Offline: the device keeps the group's date.
    failure = () => HttpResponse.error();
    await sync.syncNow();
    expect(examDateOf(STUDENT)).toBe('2026-12-18');
    failure = null;
    // The student's own date wins over the group's.
    saveExamDate(STUDENT, '2027-01-10', new Date('2026-11-27T15:00:00Z'));
    await sync.syncNow();
    expect(examDateOf(STUDENT)).toBe('2027-01-10');
    // The group's date removed: a student without their own has none.
    saveExamDate(STUDENT, null, new Date('2026-11-27T16:00:00Z'));
    group = null;
    await sync.syncNow();
    expect(examDateOf(STUDENT)).toBeNull();
  });
});

describe('the reminder settings, sent by the engine', () => {
  const change = { enabled: true, time: '19:30', quietHours: { from: '22:00', to: '07:00' }, streak: true };

  it('a change saved on the device is sent with the student’s token and kept as sent', async () => {
    saveReminders(STUDENT, change, new Date('2026-11-27T15:00:00Z'));
    expect(pendingReminders(STUDENT)).not.toBeNull();
    await outbox('reminders').syncNow();
    expect(puts()).toEqual([{ method: 'PUT', path: '/api/settings/reminders', body: { ...change, updatedAt: '2026-11-27T15:00:00.000Z' }, authorization: 'Bearer tok-ana' }]);
    expect(pendingReminders(STUDENT)).toBeNull();
    expect(deviceReminders(STUDENT)).toMatchObject(change);
  });

  it('the newest wins both ways, and the screens that follow them hear of another device’s change', async () => {
    storedReminders = { ...change, streak: false, updatedAt: '2026-11-27T16:00:00.000Z' };
    saveReminders(STUDENT, change, new Date('2026-11-27T15:00:00Z'));
    const heard = vi.fn();
    const unsubscribe = subscribeReminders(heard);
    const sync = outbox('reminders');
    await sync.syncNow();
    unsubscribe();
    expect(deviceReminders(STUDENT).streak).toBe(false);
    expect(pendingReminders(STUDENT)).toBeNull();
    expect(heard).toHaveBeenCalled();

    saveReminders(STUDENT, { ...change, time: '08:00' }, new Date('2026-11-27T17:00:00Z'));
    await sync.syncNow();
    expect(storedReminders).toMatchObject({ time: '08:00', updatedAt: '2026-11-27T17:00:00.000Z' });
    expect(deviceReminders(STUDENT).time).toBe('08:00');
  });

  it('a device that never set them takes the server’s; a failure backs off and keeps a pending change', async () => {
    storedReminders = { ...change, updatedAt: '2026-11-27T16:00:00.000Z' };
    const timers: Timer[] = [];
    const sync = outbox('reminders', timers);
    await sync.syncNow();
    expect(deviceReminders(STUDENT)).toMatchObject(change);

    failure = () => HttpResponse.json({ message: 'boom' }, { status: 503 });
    saveReminders(STUDENT, { ...change, enabled: false }, new Date('2026-11-27T17:00:00Z'));
    await sync.syncNow();
    expect(pendingReminders(STUDENT)).toMatchObject({ enabled: false });
    expect(timers.at(-1)?.ms).toBe(5000);
    failure = null;
    timers.at(-1)!.fn();
    await vi.waitFor(() => expect(pendingReminders(STUDENT)).toBeNull());
    expect(storedReminders).toMatchObject({ enabled: false });
  });
});
