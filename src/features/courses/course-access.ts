/**
 * Does the signed-in student own the naturalization course? Decided from the course list, fetched at
 * most once per app session and remembered for offline use; with no list known at all (first visit
 * offline) access is granted, since the token was valid and the material ships with the app.
 */
import type { ApiClient, Course } from '../../lib/api-client';
import { localStore } from '../../lib/local-store';
import { courseHref, NATURALIZATION_PATH } from './course-link';

const FETCH_TIMEOUT_MS = 4000;
let checkedThisSession = false;

export function ownsNaturalizationCourse(courses: Course[]): boolean {
  return courses.some((c) => courseHref(c) === NATURALIZATION_PATH);
}

export async function checkCourseAccess(api: ApiClient): Promise<'granted' | 'denied'> {
  if (!checkedThisSession && navigator.onLine) {
    try {
      const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), FETCH_TIMEOUT_MS));
      const { courses } = await Promise.race([api.myCourses(), timeout]);
      if (courses) {
        localStore.setLastCourses(courses);
        checkedThisSession = true;
      }
    } catch {
      // Offline or slow: fall back to the last list we received.
    }
  }
  const last = localStore.getLastCourses<Course>();
  if (!last) return 'granted';
  return ownsNaturalizationCourse(last) ? 'granted' : 'denied';
}

/** Forget the cached decision (sign-out, another student on this device). */
export function resetCourseAccess(): void {
  checkedThisSession = false;
}
