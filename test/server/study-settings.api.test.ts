/**
 * GET/PUT /api/settings (issue 30): the exam date is kept per student, the same on every device;
 * the setting made last wins whatever order the devices send in; students are kept apart; bad
 * bodies get 400.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, setUpTestApp } from './support/test-app';

let t: TestApp;
let token: string;

setUpTestApp((app) => (t = app), { failOnServerErrors: true });

beforeEach(async () => {
  token = await t.login();
});

const get = async (as = token) => {
  const res = await t.call('GET', '/api/settings', { token: as });
  expect(res.status).toBe(200);
  return (res.body as { settings: { examDate: string | null; updatedAt: string } | null }).settings;
};
const put = (json: unknown, as = token) => t.call('PUT', '/api/settings', { token: as, json });

describe('/api/settings', () => {
  it('starts empty, stores the exam date and gives it back to any device of the student', async () => {
    expect(await get()).toBeNull();
    const res = await put({ examDate: '2026-12-07', updatedAt: '2026-11-27T10:00:00-05:00' });
    expect(res.status).toBe(200);
    expect(await get()).toEqual({ examDate: '2026-12-07', updatedAt: '2026-11-27T15:00:00.000Z' });
    // Another sign-in (another device) reads the same.
    expect(await get(await t.login())).toEqual({ examDate: '2026-12-07', updatedAt: '2026-11-27T15:00:00.000Z' });
  });

  it('keeps the setting made last, whatever order the devices send in', async () => {
    await put({ examDate: '2026-12-20', updatedAt: '2026-11-27T12:00:00Z' });
    const older = await put({ examDate: '2026-12-07', updatedAt: '2026-11-27T11:00:00Z' });
    expect((older.body as { settings: unknown }).settings).toEqual({ examDate: '2026-12-20', updatedAt: '2026-11-27T12:00:00.000Z' });
    await put({ examDate: null, updatedAt: '2026-11-27T13:00:00Z' });
    expect(await get()).toEqual({ examDate: null, updatedAt: '2026-11-27T13:00:00.000Z' });
  });

  it('keeps students apart, and needs a sign-in', async () => {
    const other = await t.createStudent();
    await put({ examDate: '2026-12-07', updatedAt: '2026-11-27T12:00:00Z' });
    expect(await get(await t.login(other.email, other.password))).toBeNull();
    expect((await t.call('GET', '/api/settings')).status).toBe(401);
  });

  it('refuses what is not a date', async () => {
    for (const body of [{ examDate: '2026-02-30', updatedAt: '2026-11-27T12:00:00Z' }, { examDate: '2026-12-07', updatedAt: 'ayer' }, { examDate: 7 }]) {
      expect((await put(body)).status).toBe(400);
    }
  });
});
