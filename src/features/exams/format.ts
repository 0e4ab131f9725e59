/** The exam screens' clock and its warnings (dates and counts: shared/spanish-format.ts, one way app-wide). */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** Minutes-left milestones read aloud by screen readers (not every second). */
export const ANNOUNCE_AT_MINUTES = [10, 5, 1] as const;

/** Minutes-left milestones also shown on the screen, under the clock (the sighted student's warning). */
export const SHOWN_AT_MINUTES = [5, 1] as const;

/** The warning shown under the clock, while its minute lasts (5:00–4:01, 1:00–0:01). */
export function visibleWarningFor(remainingSeconds: number): string | null {
  const text = announcementFor(remainingSeconds);
  return text && SHOWN_AT_MINUTES.some((m) => remainingSeconds > m * 60 - 60 && remainingSeconds <= m * 60) ? text : null;
}

export function announcementFor(remainingSeconds: number): string | null {
  for (const m of ANNOUNCE_AT_MINUTES) {
    if (remainingSeconds <= m * 60 && remainingSeconds > m * 60 - 60) {
      return m === 1 ? 'Queda 1 minuto para terminar el examen.' : `Quedan ${m} minutos para terminar el examen.`;
    }
  }
  return null;
}
