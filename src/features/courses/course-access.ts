/**
 * Does the signed-in student own the naturalization course, and is their access still on? Decided
 * from their course list, fetched at most every few minutes per student and remembered (as theirs)
 * for offline use; with no list known at all (first visit offline) access is granted, since the
 * token was valid and the material ships with the app.
 *
 * An access with an end date (issue 20) ends when the server says so: in the course list
 * (`accessEnded`) or in a 403 'access-ended' to an outbox (kept in localStore.getAccessEnded). The
 * device's clock alone never ends it: study pages on the device stay readable offline until the app
 * is online and learns of it.
 */
import type { ApiClient, Course } from '../../lib/api/api-client';
import { studentClient, studentKeys } from '../../lib/api/student-query-client';
import { localStore, type StudentId } from '../../lib/storage/local-store';
import { courseHref, NATURALIZATION_PATH } from './course-link';

const FETCH_TIMEOUT_MS = 4000;
/** How long a fetched list is taken as current: an operator's change reaches the next visit after it. */
const FRESH_MS = 5 * 60 * 1000;

export type CourseAccess = { status: 'granted' } | { status: 'denied' } | { status: 'ended'; endsAt: string | null };

/** The server's answer had no course list in it. */
export class CourseListFormatError extends Error {}

/**
 * The student's course list as one query (Mis Cursos shows it, the course area decides access from
 * it): the server's list, kept on the device for offline use as it arrives.
 */
export function coursesQuery(api: ApiClient, studentId: StudentId) {
  return {
    queryKey: studentKeys.courses(studentId),
    queryFn: async (): Promise<Course[]> => {
      const { courses } = await api.myCourses();
      if (!courses) throw new CourseListFormatError();
      localStore.setLastCourses(studentId, courses);
      // The server's word is the latest: a renewed access clears an earlier refusal.
      if (naturalizationCourse(courses)?.accessEnded === false) localStore.setAccessEnded(studentId, null);
      return courses;
    },
  };
}

export function naturalizationCourse(courses: Course[]): Course | undefined {
  return courses.find((c) => courseHref(c) === NATURALIZATION_PATH);
}

export function ownsNaturalizationCourse(courses: Course[]): boolean {
  return naturalizationCourse(courses) !== undefined;
}

export async function checkCourseAccess(api: ApiClient, studentId: StudentId): Promise<CourseAccess> {
  if (navigator.onLine) {
    try {
      const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), FETCH_TIMEOUT_MS));
      // A list fetched in this app session less than FRESH_MS ago is taken as it is.
      await Promise.race([studentClient.fetchQuery({ ...coursesQuery(api, studentId), staleTime: FRESH_MS }), timeout]);
    } catch {
      // Offline or slow: fall back to the last list we received.
    }
  }
  const last = localStore.getLastCourses<Course>(studentId);
  if (!last) return { status: 'granted' };
  const course = naturalizationCourse(last);
  if (!course) return { status: 'denied' };
  if (course.accessEnded) return { status: 'ended', endsAt: course.accessEndsAt ?? null };
  // A refusal about an earlier end date (an attempt finished while the access had lapsed, sent after
  // it was renewed) says nothing about the access now.
  const refused = localStore.getAccessEnded(studentId);
  if (refused && !(course.accessEndsAt && course.accessEndsAt > refused)) return { status: 'ended', endsAt: refused };
  return { status: 'granted' };
}

/** Forget the fetched lists: the next check asks the server again. */
export function resetCourseAccess(): void {
  studentClient.removeQueries({ queryKey: ['student'], predicate: (query) => query.queryKey[2] === 'courses' });
}
