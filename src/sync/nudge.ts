/**
 * How a writer tells its outbox that it saved something (submitting an exam, a Repaso answer, the
 * report dialog): `nudge('attempts')` after the item is on the device. The signed-in student's
 * outboxes (sync/outboxes.ts) listen while they run; with none running the item simply waits on the
 * device for the next round. Its own module, so a writer (and the first page) loads this and not the
 * engine.
 */
/** What the device sends (sync/kinds.ts declares each: its storage, its API call, its texts). */
export const OUTBOX_KINDS = ['attempts', 'reviews', 'reports'] as const;
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
