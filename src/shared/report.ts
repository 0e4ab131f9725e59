/**
 * A student's report of an error in a question (issue 20): written on the device first and sent
 * once through the reports outbox (sync/kinds.ts), POST /api/reports, idempotent on its
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
