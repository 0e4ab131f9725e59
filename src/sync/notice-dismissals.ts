/**
 * The academy's notices on the device (issue 36 §3) and the ones the student closed: a close is a
 * student write, so it is saved here first ('pending') and sent by the 'dismissals' kind
 * (sync/outbox.machine.ts: POST /api/announcements/:id/dismiss, idempotent on the server, so a resend after a
 * lost answer counts once), never by the banner itself. The notices the server last answered are kept
 * beside the closes, so offline they still show and a closed one stays closed.
 */
import type { Announcement } from '../shared/announcements';
import { readJson, write, type StudentId } from '../lib/storage/local-store';
import { nudge } from './nudge';

interface Kept {
  notices: Announcement[];
  /** Closed on this device (hidden at once). */
  closed: number[];
  /** Closed, and not yet confirmed by the server. */
  pending: number[];
}

/** The student's notices on this device (a localStorage key of theirs; see lib/storage/local-store.ts). */
const keyOf = (studentId: StudentId) => `announcements:${studentId}`;

function keptOf(studentId: StudentId): Kept {
  const saved = readJson<Partial<Kept>>(keyOf(studentId));
  const ids = (value: unknown) => (Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : []);
  return { notices: Array.isArray(saved?.notices) ? saved.notices : [], closed: ids(saved?.closed), pending: ids(saved?.pending) };
}

const listeners = new Set<() => void>();
/** Grows with every change: a snapshot for useSyncExternalStore. */
let version = 0;

function keep(studentId: StudentId, kept: Kept): void {
  write(keyOf(studentId), JSON.stringify(kept));
  version += 1;
  listeners.forEach((listener) => listener());
}

/** Follows the device's closes (one here, one confirmed, the server's list kept); `noticesVersion` is the snapshot. */
export function subscribeNotices(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export const noticesVersion = (): number => version;

/** The notices the server last answered, as the device keeps them (offline, what the banner starts from). */
export function deviceNotices(studentId: StudentId): Announcement[] {
  return keptOf(studentId).notices;
}

/** The notices the student closed on this device (hidden whatever the server's list says). */
export function closedNotices(studentId: StudentId): number[] {
  return keptOf(studentId).closed;
}

/**
 * Keeps the server's list (GET /api/announcements). The server leaves out what it knows was closed:
 * the device keeps only the closes it may still need (a notice listed, or a close not yet sent).
 */
export function keepServerNotices(studentId: StudentId, notices: Announcement[]): void {
  const latest = keptOf(studentId);
  const ids = new Set(notices.map((notice) => notice.id));
  keep(studentId, { notices, closed: latest.closed.filter((id) => ids.has(id) || latest.pending.includes(id)), pending: latest.pending });
}

/** 'Cerrar el aviso': hidden at once, saved to be sent, and its outbox nudged. */
export function dismissNotice(studentId: StudentId, id: number): void {
  const latest = keptOf(studentId);
  if (latest.closed.includes(id)) return;
  keep(studentId, { ...latest, closed: [...latest.closed, id], pending: [...latest.pending, id] });
  nudge('dismissals');
}

/** The closes the server has not confirmed, oldest first (outbox items: the id is the notice's). */
export function pendingDismissals(studentId: StudentId): { id: string; notice: number }[] {
  return keptOf(studentId).pending.map((notice) => ({ id: String(notice), notice }));
}

/** The server has this close (or the notice is gone from it): nothing left to send. */
export function markDismissalSent(studentId: StudentId, notice: number): void {
  const latest = keptOf(studentId);
  keep(studentId, { ...latest, pending: latest.pending.filter((id) => id !== notice) });
}
