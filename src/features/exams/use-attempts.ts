/**
 * The student's finished attempts: those they made on this device (IndexedDB, theirs only) merged
 * with the server's history when a fetcher is given, deduplicated by attempt id (the device's copy
 * wins: it knows sync state).
 */
import { useEffect, useState } from 'react';
import type { StudentId } from '../../lib/storage/local-store';
import { listAttempts } from '../../lib/storage/indexed-db';
import type { Attempt } from '../../shared/attempt';

export type RemoteAttempts = () => Promise<Attempt[]>;

export function mergeAttempts(local: readonly Attempt[], remote: readonly Attempt[]): Attempt[] {
  const byId = new Map<string, Attempt>();
  for (const a of remote) byId.set(a.id, a);
  for (const a of local) byId.set(a.id, a);
  return [...byId.values()].sort((a, b) => Date.parse(b.finishedAt) - Date.parse(a.finishedAt));
}

/** `refresh`: a change reads them again (an attempt was stored meanwhile). */
export function useAttempts(studentId: StudentId, remote?: RemoteAttempts, refresh = 0): { attempts: Attempt[]; loading: boolean } {
  const [state, setState] = useState<{ attempts: Attempt[]; loading: boolean }>({ attempts: [], loading: true });
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const local = await listAttempts(studentId).catch(() => [] as Attempt[]);
      if (!cancelled) setState({ attempts: local, loading: !!remote });
      if (!remote) return;
      const fromServer = await remote().catch(() => [] as Attempt[]);
      if (!cancelled) setState({ attempts: mergeAttempts(local, fromServer), loading: false });
    })();
    return () => {
      cancelled = true;
    };
  }, [studentId, remote, refresh]);
  return state;
}
