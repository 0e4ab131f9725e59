/**
 * How a writer tells its outbox that it saved something (submitting an exam, a Repaso answer, the
 * report dialog, the exam date, the reminder settings, how the real exam went, a notice closed): `nudge('attempts')` after the item is on the
 * device. A screen that shows a setting nudges its kind when it opens, so the server's copy is read
 * (another device's change, the group's exam date). The signed-in student's
 * outboxes (sync/outboxes.ts) listen while they run; with none running the item simply waits on the
 * device for the next round. Its own module, so a writer (and the first page) loads this and not the
 * engine.
 */
/** What the device sends (sync/outbox.machine.ts declares each: its storage, its API call, its texts). */
export const OUTBOX_KINDS = ['attempts', 'reviews', 'reports', 'settings', 'reminders', 'outcomes', 'dismissals'] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

const listeners = new Set<(kind: OutboxKind) => void>();

export function nudge(kind: OutboxKind): void {
  listeners.forEach((listener) => listener(kind));
}

/** Listens to the writers' nudges; returns how to stop. */
export function onNudge(listener: (kind: OutboxKind) => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
