/**
 * The app's pieces, which src/main.tsx puts together one step at a time: the services and the
 * session, Chakra's system, the router, the page's route code, then React on the page (src/start.tsx).
 */
import { createActor, fromPromise } from 'xstate';
import { createApiClient } from './lib/api/api-client';
import { isOperator, localStore, studentIdOf } from './lib/storage/local-store';
import { registerServiceWorker } from './lib/browser/pwa';
import { sessionMachine } from './machines/session.machine';
import type { SyncStudent } from './sync/outbox.machine';
import { createOutboxes } from './sync/outboxes';
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

  // The student whose outboxes may be sent, with their token. A session kept with an expired token
  // (offline) counts: its round gets a 401 and the app asks for sign-in.
  const currentStudent = (): SyncStudent | null => {
    const { token, user } = session.getSnapshot().context;
    const studentId = studentIdOf(user);
    // An operator has no outbox: the console is online-only.
    return token && studentId !== null && !isOperator(user) ? { studentId, token } : null;
  };
  // IndexedDB code loads with the first round, off the critical path of the first screen.
  const storage = () => import('./lib/storage/indexed-db');
  const sync = createOutboxes({
    api,
    storage,
    currentStudent,
    gradeExpired: async (studentId) => (await storage()).gradeExpiredRuns(studentId, () => import('./machines/expired-runs')),
    // Another device's answers change every learning screen of the student on this one.
    onPulled: (studentId) => void import('./learning/learning-store').then((m) => m.refreshShownLearning(studentId)),
    onRegraded: (studentId, regraded) => import('./learning/learning-store').then((m) => m.rescoreRemoteAttempts(studentId, regraded)),
  });

  // The outboxes follow the session from followSession() on (main.tsx: once the app has drawn the
  // page): they send the signed-in student's items, stop at sign-out, and start over when another
  // student, or the same one with a new token, signs in.
  const followStudent = (signingIn: boolean) => {
    const student = currentStudent();
    // After a sign-in: ask the browser to keep our storage.
    if (signingIn && student) void navigator.storage?.persist?.().catch(() => false);
    void sync.follow(student);
  };
  const followSession = () => {
    followStudent(false);
    session.subscribe(() => followStudent(true));
  };
  return { session, api, sync, followSession };
}
