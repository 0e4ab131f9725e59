/**
 * The app's pieces, which src/main.tsx puts together one step at a time: the services and the
 * session, Chakra's system, the router, the page's route code, then React on the page (src/start.tsx).
 */
import { createActor, fromPromise } from 'xstate';
import { createApiClient } from './lib/api/api-client';
import type { SyncStudent } from './sync/attempt-sync';
import { lazyAttemptSync } from './sync/attempt-sync-lazy';
import { REPORT_SAVED_EVENT, isOperator, localStore, studentIdOf } from './lib/storage/local-store';
import { registerServiceWorker } from './lib/browser/pwa';
import { sessionMachine } from './machines/session.machine';
import { createAppRouter, preloadRouteComponents } from './router';
import { start } from './start';
import { followColorMode } from './theme/color-mode';

export { createAppRouter, followColorMode, preloadRouteComponents, registerServiceWorker, start };
export { appSystem } from './theme/system';

/** Whether the session is an operator's (the console's code is theirs alone). */
export function isOperatorSession(services: ReturnType<typeof createServices>): boolean {
  return isOperator(services.session.getSnapshot().context.user);
}

export function createServices() {
  const session = createActor(
    sessionMachine.provide({
      actors: {
        login: fromPromise(({ input }) => api.login(input.email, input.password)),
        logout: fromPromise(async () => {
          await api.logout().catch(() => undefined);
        }),
      },
    }),
    { input: { store: localStore } },
  );
  const api = createApiClient({
    getToken: () => session.getSnapshot().context.token,
    onUnauthorized: (reason) => session.send({ type: 'UNAUTHORIZED', reason }),
  });
  session.start();

  // The student whose outbox may be sent, with their token. A session kept with an expired token
  // (offline) counts: its round gets a 401 and the app asks for sign-in.
  const currentStudent = (): SyncStudent | null => {
    const { token, user } = session.getSnapshot().context;
    const studentId = studentIdOf(user);
    // An operator has no outbox: the console is online-only.
    return token && studentId !== null && !isOperator(user) ? { studentId, token } : null;
  };
  // IndexedDB code loads on first use, off the critical path of the first screen.
  const storage = () => import('./lib/storage/indexed-db');
  const sync = lazyAttemptSync({
    currentStudent,
    pendingAttempts: async (studentId) => (await storage()).pendingAttempts(studentId),
    markAttemptSynced: async (studentId, id, at) => (await storage()).markAttemptSynced(studentId, id, at),
    postAttempt: (body, token) => api.postAttempt(body, token),
  });

  // The outbox follows the session: it sends the signed-in student's attempts (from when the page
  // has loaded; this module loads after the first paint, main.tsx, often after the load event),
  // stops at sign-out, and starts over when another student, or the same one with a new token,
  // signs in. Attempts of a student who signed out stay on the device until they sign in again.
  // The review-events outbox (sync/review-sync.ts) follows the session alike; its code (IndexedDB
  // included) loads only once a student is signed in, never with /login.
  const reviews = (run: (m: typeof import('./sync/review-sync')) => void) => void import('./sync/review-sync').then(run);
  // So does the error-reports outbox (sync/report-sync.ts, 'Reportar un error' on the result review),
  // loaded only when there is a report to send: one waiting on the device, or one just saved.
  const reports = (run: (m: typeof import('./sync/report-sync')) => void) => void import('./sync/report-sync').then(run);
  let reportsOn = false;
  const startReports = () => {
    if (!currentStudent()) return;
    reportsOn = true;
    reports((m) => m.startReportSync({ currentStudent, api }));
  };
  window.addEventListener(REPORT_SAVED_EVENT, startReports);
  const keyOf = (student: SyncStudent | null) => (student ? `${student.studentId} ${student.token}` : null);
  let following: string | null = null;
  const followSession = (signingIn: boolean) => {
    const student = currentStudent();
    if (keyOf(student) === following) return;
    following = keyOf(student);
    if (!student) {
      sync.stop();
      reviews((m) => m.stopReviewSync());
      if (reportsOn) reports((m) => m.stopReportSync());
      reportsOn = false;
      return;
    }
    // After a sign-in: ask the browser to keep our storage.
    if (signingIn) void navigator.storage?.persist?.().catch(() => false);
    // (The attempts outbox grades a run whose time ran out while the app was closed, and sends it.)
    sync.start();
    reviews((m) => m.startReviewSync({ currentStudent, api }));
    if (localStore.hasPendingReports(student.studentId)) startReports();
  };
  const followFromNowOn = () => {
    followSession(false);
    session.subscribe(() => followSession(true));
  };
  if (document.readyState === 'complete') followFromNowOn();
  else window.addEventListener('load', followFromNowOn, { once: true });
  return { session, api, sync };
}
