/**
 * The course area's access decision (issue 20): the server's word about an end date, kept for
 * offline use. The device's clock alone never ends an access; a course the list says ended, or a
 * 403 'access-ended' to an outbox, does — until a fresh list says the access was renewed.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient, Course } from '@/lib/api/api-client';
import { checkCourseAccess, resetCourseAccess } from '@/features/courses/course-access';
import { localStore } from '@/lib/storage/local-store';

const STUDENT = 7;
const course = (extra: Partial<Course>): Course => ({ id: 1, name: 'Examen de Naturalización', productDetails: { slug: 'examen-de-naturalizacion' }, ...extra });
const store = new Map<string, string>();
let online = true;

function apiAnswering(courses: Course[] | Error): ApiClient {
  return { myCourses: async () => (courses instanceof Error ? Promise.reject(courses) : { courses }) } as unknown as ApiClient;
}

beforeEach(() => {
  store.clear();
  online = true;
  resetCourseAccess();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  });
  vi.stubGlobal('navigator', { get onLine() { return online; } });
});
afterEach(() => vi.unstubAllGlobals());

describe('checkCourseAccess', () => {
  it('grants an access whose end date has not come, and says when the server says it ended', async () => {
    expect(await checkCourseAccess(apiAnswering([course({ accessEndsAt: '2026-12-31', accessEnded: false })]), STUDENT)).toEqual({ status: 'granted' });
    resetCourseAccess();
    expect(await checkCourseAccess(apiAnswering([course({ accessEndsAt: '2026-12-31', accessEnded: true })]), STUDENT)).toEqual({ status: 'ended', endsAt: '2026-12-31' });
  });

  it('offline, keeps the last verdict it learned (the material stays readable until the app learns otherwise)', async () => {
    await checkCourseAccess(apiAnswering([course({ accessEndsAt: '2020-01-01', accessEnded: false })]), STUDENT);
    resetCourseAccess();
    online = false;
    expect(await checkCourseAccess(apiAnswering(new Error('offline')), STUDENT)).toEqual({ status: 'granted' });
  });

  it("follows an outbox's 403 'access-ended' until a fresh list says the access was renewed", async () => {
    await checkCourseAccess(apiAnswering([course({ accessEndsAt: '2026-12-31', accessEnded: false })]), STUDENT);
    localStore.setAccessEnded(STUDENT, '2026-12-31');
    expect(await checkCourseAccess(apiAnswering(new Error('not asked')), STUDENT)).toEqual({ status: 'ended', endsAt: '2026-12-31' });
    resetCourseAccess();
    expect(await checkCourseAccess(apiAnswering([course({ accessEndsAt: '2027-12-31', accessEnded: false })]), STUDENT)).toEqual({ status: 'granted' });
    expect(localStore.getAccessEnded(STUDENT)).toBeNull();
  });

  it('denies a student whose list lacks the course', async () => {
    expect(await checkCourseAccess(apiAnswering([]), STUDENT)).toEqual({ status: 'denied' });
  });

  it('asks the server at most every 5 minutes for a student, and at once for another', async () => {
    const myCourses = vi.fn(async () => ({ courses: [course({ accessEndsAt: null, accessEnded: false })] }));
    const api = { myCourses } as unknown as ApiClient;
    const start = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(start);
    await checkCourseAccess(api, STUDENT);
    clock.mockReturnValue(start + 4 * 60_000);
    await checkCourseAccess(api, STUDENT);
    expect(myCourses).toHaveBeenCalledTimes(1);
    await checkCourseAccess(api, STUDENT + 1);
    expect(myCourses).toHaveBeenCalledTimes(2);
    clock.mockReturnValue(start + 6 * 60_000);
    await checkCourseAccess(api, STUDENT);
    expect(myCourses).toHaveBeenCalledTimes(3);
    clock.mockRestore();
  });
});
