/**
 * A student's study settings, synced across devices (issue 30): the exam date ('Fecha de mi examen',
 * a local date YYYY-MM-DD, or null) and when the student set it on a device. Whichever was set last
 * wins everywhere (`newerSettings`), so two devices that changed it offline agree once both synced.
 */
export interface StudySettings {
  examDate: string | null;
  /** When the student set it (ISO 8601). */
  updatedAt: string;
}

/** The one set last (`a` on a tie, or when `b` is missing). */
export function newerSettings(a: StudySettings, b: StudySettings | null | undefined): StudySettings {
  if (!b) return a;
  const ta = Date.parse(a.updatedAt);
  const tb = Date.parse(b.updatedAt);
  return Number.isFinite(tb) && (!Number.isFinite(ta) || tb > ta) ? b : a;
}
