/**
 * The student's attempts history as the device reads it: one query of the server's history per app
 * session (GET /api/attempts, shared by the exam lists, a result and the learning figures, so it is
 * fetched once) and the device's own attempts (IndexedDB), merged by one function
 * (mergeAttemptLists, here rather than in shared/attempt.ts: there it split that module into one more
 * chunk named in the route map /login downloads, over its 170 KB budget).
 */
import { useQuery } from '@tanstack/react-query';
import type { Attempt } from '../../shared/attempt';
import { studentClient, studentKeys } from '../api/student-query-client';
import type { StudentId } from '../storage/local-store';

/** Reads the server's history (api.listAttempts). */
export type RemoteAttempts = () => Promise<Attempt[]>;

/** The server's history: fetched once per app session and student; a failed fetch is tried again by the next reader. */
export function remoteAttemptsQuery(studentId: StudentId, read: RemoteAttempts) {
  return { queryKey: studentKeys.remoteAttempts(studentId), queryFn: () => read() };
}

/** The server's history once fetched (undefined while unknown: never fetched, or the fetch failed). */
export function knownRemoteAttempts(studentId: StudentId): Attempt[] | undefined {
  return studentClient.getQueryData<Attempt[]>(studentKeys.remoteAttempts(studentId));
}

/** The server's history, fetched unless known (joining a fetch on its way); [] when it cannot be read. */
export async function remoteAttempts(studentId: StudentId, read: RemoteAttempts | undefined): Promise<Attempt[]> {
  if (!read) return [];
  return studentClient.fetchQuery(remoteAttemptsQuery(studentId, read)).catch(() => knownRemoteAttempts(studentId) ?? []);
}

/** Every known attempt of the student, the device's and the server's (a result page looks one up here). */
export async function allAttempts(studentId: StudentId, read?: RemoteAttempts): Promise<Attempt[]> {
  const { listAttempts } = await import('../storage/indexed-db');
  const [local, remote] = await Promise.all([listAttempts(studentId).catch(() => [] as Attempt[]), remoteAttempts(studentId, read)]);
  return mergeAttemptLists(local, remote);
}

/**
 * The exam lists' attempts: the device's at once, merged with the server's history when a reader is
 * given (`loading` until it answered or failed). `refresh`: a change reads the device again (an
 * attempt was graded meanwhile).
 */
export function useAttempts(studentId: StudentId, read?: RemoteAttempts, refresh = 0): { attempts: Attempt[]; loading: boolean } {
  const local = useQuery(
    {
      queryKey: studentKeys.attempts(studentId, refresh),
      queryFn: async () => (await import('../storage/indexed-db')).listAttempts(studentId).catch(() => [] as Attempt[]),
      // The device's attempts are read on every opening (an exam finished meanwhile).
      refetchOnMount: 'always',
    },
    studentClient,
  );
  const remote = useQuery(read ? remoteAttemptsQuery(studentId, read) : { queryKey: studentKeys.remoteAttempts(studentId), enabled: false }, studentClient);
  if (local.data === undefined) return { attempts: [], loading: true };
  return { attempts: mergeAttemptLists(local.data, remote.data ?? []), loading: !!read && remote.isPending && !remote.isError };
}

function finishedTime(attempt: Attempt): number {
  const ms = Date.parse(attempt.finishedAt);
  return Number.isNaN(ms) ? 0 : ms;
}

/**
 * The device's and the server's attempts by id (the device's copy wins: it knows its sync state),
 * newest first. The one merge of the attempts history (the exam lists, a result, the learning figures).
 */
export function mergeAttemptLists(local: readonly Attempt[], remote: readonly Attempt[]): Attempt[] {
  const byId = new Map<string, Attempt>();
  for (const a of remote) byId.set(a.id, a);
  for (const a of local) byId.set(a.id, a);
  return [...byId.values()].sort((a, b) => finishedTime(b) - finishedTime(a) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
