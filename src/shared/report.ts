/**
 * A student's report of an error in a question (issue 20): written on the device first and sent
 * once through the reports outbox (sync/outbox.machine.ts), POST /api/reports, idempotent on its
 * device-made id. Shared by the PWA (the form's rules) and its tests.
 */

/** The longest report the academy takes. */
export const REPORT_MAX_LENGTH = 1000;

export interface Report {
  /** UUID made on the device. */
  id: string;
  questionId: string;
  /** The exam and attempt under whose review the student wrote it. */
  examId?: string;
  attemptId?: string;
  text: string;
  /** ISO timestamp of when the student wrote it. */
  createdAt: string;
  /** Set only once the server has confirmed it stored the report (outbox). */
  syncedAt?: string;
  /** What the academy did (GET /api/reports, issue 48 §5): resolved, with its note ('Corregido: …'). */
  resolution?: ReportResolution;
}

export interface ReportResolution {
  at: string;
  note: string | null;
}

/** One of the student's reports as GET /api/reports lists it. */
export interface ServerReport {
  id: string;
  questionId: string;
  examId: string | null;
  attemptId: string | null;
  text: string;
  at: string;
  status: 'open' | 'resolved';
  resolvedAt: string | null;
  note: string | null;
}

/** The line under a question for the student's resolved report; null while none is resolved. */
export function resolutionText(reports: readonly Pick<Report, 'resolution'>[]): string | null {
  const resolved = reports
    .map((r) => r.resolution)
    .filter((r): r is ReportResolution => r !== undefined)
    .sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
  const newest = resolved[0];
  if (!newest) return null;
  return newest.note ? `Corregido: ${newest.note}` : 'La academia revisó tu reporte.';
}

/** Body of POST /api/reports. */
export function reportBody(report: Report): Pick<Report, 'id' | 'questionId' | 'examId' | 'attemptId' | 'text'> {
  const { id, questionId, examId, attemptId, text } = report;
  return { id, questionId, examId, attemptId, text };
}

/** Why a report's text cannot be sent as it is, or null when it can. */
export function reportProblem(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return 'Escribe qué está mal en esta pregunta.';
  if (trimmed.length > REPORT_MAX_LENGTH) return `El reporte puede tener hasta ${REPORT_MAX_LENGTH} caracteres.`;
  return null;
}

/**
 * The device's reports that the server's list changes: a resolved report gains its resolution (one
 * written on another device is kept too, as sent), so 'Corregido: …' shows on every device.
 */
export function resolvedReports(local: readonly Report[], remote: readonly ServerReport[]): Report[] {
  const held = new Map(local.map((r) => [r.id, r]));
  const changed: Report[] = [];
  for (const report of remote) {
    if (report.status !== 'resolved' || !report.resolvedAt) continue;
    const mine = held.get(report.id);
    if (mine?.resolution?.at === report.resolvedAt && mine.resolution.note === report.note) continue;
    const base: Report = mine ?? {
      id: report.id,
      questionId: report.questionId,
      ...(report.examId ? { examId: report.examId } : {}),
      ...(report.attemptId ? { attemptId: report.attemptId } : {}),
      text: report.text,
      createdAt: report.at,
      syncedAt: report.at,
    };
    changed.push({ ...base, resolution: { at: report.resolvedAt, note: report.note } });
  }
  return changed;
}
