/**
 * The signed-in student's server state on the device, through TanStack Query (the pattern the
 * console uses, issue 37): one client for the app session, the keys in one place. Every student
 * read is one of its queries: the learning figures and the attempts history (learning/), the
 * course list (features/courses/course-access.ts), the academy's notices (features/courses/announcements-banner.tsx); the hooks are given the client (no provider).
 */
import { QueryClient } from '@tanstack/react-query';
import type { StudentId } from '../storage/local-store';

/**
 * Offline first: the learning figures come from IndexedDB, so queries run without a network
 * (`networkMode: 'always'`; Query's default pauses them offline) and a read that needs the server
 * fails at once offline, for the screen to fall back on what the device kept. Nothing retries by
 * itself or refetches on focus or reconnection unless a query asks, and what was read is kept for the
 * app session: screens ask for a refresh themselves (on opening, after an answer, when an outbox
 * brought news).
 */
export function createStudentQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        networkMode: 'always',
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchOnMount: false,
        staleTime: Infinity,
        gcTime: Infinity,
      },
    },
  });
}

export const studentClient = createStudentQueryClient();

/** Every query key of the student's server state, per student. */
export const studentKeys = {
  student: (studentId: StudentId) => ['student', studentId] as const,
  /** The learning figures (LearningData), derived on the device. */
  learning: (studentId: StudentId) => ['student', studentId, 'learning'] as const,
  /** The server's attempts history: fetched once per app session; a failed fetch is tried again. */
  remoteAttempts: (studentId: StudentId) => ['student', studentId, 'remote-attempts'] as const,
  /** The server's attempts merged with the device's (the exam lists); `refresh` grows when the device graded one. */
  attempts: (studentId: StudentId, refresh: number) => ['student', studentId, 'attempts', refresh] as const,
  /** The academy's notices (GET /api/announcements; the device's copy while offline). */
  notices: (studentId: StudentId) => ['student', studentId, 'notices'] as const,
  /** 'Mis Cursos': the student's courses, with their access. */
  courses: (studentId: StudentId) => ['student', studentId, 'courses'] as const,
};
