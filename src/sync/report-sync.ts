/**
 * The app's one error-reports outbox ('Reportar un error' on the result review, issue 20): the
 * attempts outbox's machinery (createOutbox in sync/attempt-sync.ts) over the reports store of
 * lib/storage/indexed-db.ts, posting each report once to POST /api/reports with its author's token. app-main.tsx
 * starts it when a report waits on the device (localStore.hasPendingReports) or one was just saved
 * (REPORT_SAVED_EVENT), and stops it at sign-out; the review reads its state to say whether the
 * report reached the academy.
 */
import type { ApiClient } from '../lib/api/api-client';
import { postAnswer } from '../lib/api/api-client';
import { createOutbox, type Outbox, type SyncState, type SyncStudent } from './attempt-sync';
import { localStore } from '../lib/storage/local-store';
import { reportBody, type Report } from '../shared/report';

const NOBODY: SyncState = { status: 'idle', pending: 0, lastSyncAt: null, message: null };

let active: Outbox | null = null;
const listeners = new Set<() => void>();

/** Starts (or restarts, for a new student or token) the reports outbox. */
export function startReportSync(options: { currentStudent: () => SyncStudent | null; api: Pick<ApiClient, 'request'> }): void {
  if (!active) {
    // IndexedDB code loads with the first round, like the other outboxes'.
    const storage = () => import('../lib/storage/indexed-db');
    active = createOutbox<Report>('reports', {
      currentStudent: options.currentStudent,
      pending: async (studentId) => (await storage()).pendingReports(studentId),
      async markSynced(studentId, id, at) {
        const { markReportSynced, pendingReports } = await storage();
        await markReportSynced(studentId, id, at);
        // Nothing left to send: the next visit need not load this outbox.
        if ((await pendingReports(studentId)).length === 0) localStore.setPendingReports(studentId, false);
      },
      post: async (report, token) => postAnswer(await options.api.request('POST', '/reports', reportBody(report), token)),
    });
    active.subscribe(() => listeners.forEach((l) => l()));
  }
  active.start();
}

export function stopReportSync(): void {
  active?.stop();
}

export const getReportSyncState = (): SyncState => active?.getState() ?? NOBODY;

export function subscribeReportSync(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
