/**
 * The student's session: signed out, checking, signing in, signed in, signing out. It is handed to
 * the router as context, so route guards read one source of truth. Storage, the network and the clock
 * are passed in (input and actors), so tests can swap every effect.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { LoginResult } from '../lib/api/api-client';
import type { UnauthorizedReason } from '../shared/token';
import type { StoredUser } from '../lib/storage/local-store';
import { checkToken } from '../shared/token';

export interface SessionStore {
  getToken: () => string | null;
  getUser: () => StoredUser | null;
  /** `remember` false: the session ends with the browser ('Recordarme' unticked). */
  setSession: (token: string, user: StoredUser, remember: boolean) => void;
  setToken: (token: string) => void;
  clearSession: () => void;
}

export interface SessionInput {
  store: SessionStore;
  now?: () => number;
}

export interface SessionContext {
  store: SessionStore;
  now: () => number;
  token: string | null;
  user: StoredUser | null;
  /** Last sign-in error, shown on the login form. */
  error: string | null;
  /** 'Recordarme' of the sign-in under way. */
  remember: boolean;
  /** Why the server ended the session, when the login screen should tell the student. */
  endedBy: UnauthorizedReason | null;
}

export type SessionEvent =
  | { type: 'LOGIN'; email: string; password: string; remember?: boolean }
  | { type: 'LOGOUT' }
  | { type: 'TOKEN_REFRESHED'; token: string }
  | { type: 'SESSION_INVALID' }
  | { type: 'UNAUTHORIZED'; reason?: UnauthorizedReason };

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    login: fromPromise<LoginResult, { email: string; password: string }>(async () => {
      throw new Error('login actor not provided');
    }),
    logout: fromPromise<void, { token: string | null }>(async () => {}),
  },
  guards: {
    hasValidToken: ({ context }) => checkToken(context.token, context.now()).ok,
  },
  actions: {
    clearSession: assign(({ context }) => {
      context.store.clearSession();
      return { token: null, user: null };
    }),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    store: input.store,
    now: input.now ?? Date.now,
    token: input.store.getToken(),
    user: input.store.getUser(),
    error: null,
    remember: true,
    endedBy: null,
  }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'hasValidToken', target: 'signedIn' }, { target: 'signedOut' }],
    },
    signedOut: {
      on: {
        LOGIN: { target: 'signingIn', actions: assign({ error: null, endedBy: null, remember: ({ event }) => event.remember ?? true }) },
        // A stored token that failed the check (expired, undecodable) is removed when a guard says so.
        SESSION_INVALID: { actions: 'clearSession' },
      },
    },
    signingIn: {
      invoke: {
        src: 'login',
        input: ({ event }) => (event.type === 'LOGIN' ? { email: event.email, password: event.password } : { email: '', password: '' }),
        onDone: {
          target: 'signedIn',
          actions: assign(({ context, event }) => {
            const { id, name, email, role } = event.output.user;
            // A student's stored user stays as it always was; an operator's says so (the console).
            const user: StoredUser = role === 'operator' ? { id, name, email, role } : { id, name, email };
            context.store.setSession(event.output.access_token, user, context.remember);
            return { token: event.output.access_token, user, error: null };
          }),
        },
        onError: {
          target: 'signedOut',
          actions: assign({ error: ({ event }) => (event.error instanceof Error ? event.error.message : 'Error al iniciar sesión') }),
        },
      },
    },
    signedIn: {
      on: {
        LOGOUT: 'signingOut',
        TOKEN_REFRESHED: {
          actions: assign(({ context, event }) => {
            context.store.setToken(event.token);
            return { token: event.token };
          }),
        },
        SESSION_INVALID: { target: 'signedOut', actions: 'clearSession' },
        UNAUTHORIZED: { target: 'signedOut', actions: ['clearSession', assign({ endedBy: ({ event }) => event.reason ?? null })] },
      },
    },
    signingOut: {
      invoke: {
        src: 'logout',
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: 'signedOut', actions: 'clearSession' },
        onError: { target: 'signedOut', actions: 'clearSession' },
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;
