/**
 * Does the signed-in student own the naturalization course? Decided from their course list, fetched
 * at most once per student per app session and remembered (as theirs) for offline use; with no list
 * known at all (first visit offline) access is granted, since the token was valid and the material
 * ships with the app.
 */
import type { ApiClient, Course } from '../../lib/api-client';
import { localStore, type StudentId } from '../../lib/local-store';
import { courseHref, NATURALIZATION_PATH } from './course-link';

const FETCH_TIMEOUT_MS = 4000;
/** Whose list was fetched in this app session: another student signing in fetches theirs. */
let checkedFor: StudentId | null = null;

export function ownsNaturalizationCourse(courses: Course[]): boolean {
  return courses.some((c) => courseHref(c) === NATURALIZATION_PATH);
}

export async function checkCourseAccess(api: ApiClient, studentId: StudentId): Promise<'granted' | 'denied'> {
  if (checkedFor !== studentId && navigator.onLine) {
    try {
      const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), FETCH_TIMEOUT_MS));
      const { courses } = await Promise.race([api.myCourses(), timeout]);
      if (courses) {
        localStore.setLastCourses(studentId, courses);
        checkedFor = studentId;
      }
    } catch {
      // Offline or slow: fall back to the last list we received.
    }
  }
  const last = localStore.getLastCourses<Course>(studentId);
  if (!last) return 'granted';
  return ownsNaturalizationCourse(last) ? 'granted' : 'denied';
}

/** Forget the cached decision: the next check asks the server again. */
export function resetCourseAccess(): void {
  checkedFor = null;
}
