/**
 * The session machine with a fake store, provided login/logout actors and an injected clock: every
 * transition (spec §4 'Session', §5 'Token check').
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { LoginResult } from '@/lib/api/api-client';
import type { StoredUser } from '@/lib/storage/local-store';
import { sessionMachine, type SessionStore } from '@/machines/session.machine';

// A clock far from the real one: a machine that read Date.now() instead would get every check wrong.
const NOW = Date.parse('2001-03-10T10:00:00.000Z');
const NOW_S = NOW / 1000;

function token(payload: unknown): string {
  const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}.firma`;
}

const VALID = token({ sub: '1', exp: NOW_S + 3600 });
const EXPIRED = token({ sub: '1', exp: NOW_S - 1 });
const UNDECODABLE = 'esto-no-es-un-jwt';
const USER: StoredUser = { id: 1, name: 'Estudiante Demo', email: 'estudiante@academia.pe' };

function fakeStore(initial: { token: string | null; user: StoredUser | null }) {
  const saved = { ...initial };
  const store = {
    getToken: () => saved.token,
    getUser: () => saved.user,
    setSession: vi.fn((t: string, u: StoredUser, _remember: boolean) => {
      saved.token = t;
      saved.user = u;
    }),
    setToken: vi.fn((t: string) => {
      saved.token = t;
    }),
    clearSession: vi.fn(() => {
      saved.token = null;
      saved.user = null;
    }),
  } satisfies SessionStore;
  return { store, saved };
}

/** A promise the test settles by hand, so in-between states can be observed. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function start(options: {
  token?: string | null;
  user?: StoredUser | null;
  now?: number;
  login?: (input: { email: string; password: string }) => Promise<LoginResult>;
  logout?: (input: { token: string | null }) => Promise<void>;
}) {
  const { store, saved } = fakeStore({ token: options.token ?? null, user: options.user ?? null });
  const login = vi.fn(options.login ?? (async () => Promise.reject(new Error('login not expected'))));
  const logout = vi.fn(options.logout ?? (async () => undefined));
  const machine = sessionMachine.provide({
    actors: {
      login: fromPromise<LoginResult, { email: string; password: string }>(({ input }) => login(input)),
      logout: fromPromise<void, { token: string | null }>(({ input }) => logout(input)),
    },
  });
  const actor = createActor(machine, { input: { store, now: () => options.now ?? NOW } });
  actor.start();
  return { actor, store, saved, login, logout };
}

const NEW_TOKEN = token({ sub: '1', exp: NOW_S + 7200 });
const LOGIN_RESULT: LoginResult = {
  user: { id: 1, name: 'Estudiante Demo', email: 'estudiante@academia.pe' },
  access_token: NEW_TOKEN,
};

describe('checking', () => {
  it('goes to signedIn with a valid stored token, keeping token and user', () => {
    const { actor } = start({ token: VALID, user: USER });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('signedIn');
    expect(snapshot.context.token).toBe(VALID);
    expect(snapshot.context.user).toEqual(USER);
  });

  it.each([
    ['no token', null],
    ['an expired token', EXPIRED],
    ['an undecodable token', UNDECODABLE],
    ['a token without exp', token({ sub: '1' })],
  ])('goes to signedOut with %s', (_label, stored) => {
    const { actor } = start({ token: stored, user: USER });
    expect(actor.getSnapshot().value).toBe('signedOut');
  });

  it('judges expiry by the injected clock', () => {
    const exp = NOW_S + 60;
    expect(start({ token: token({ exp }), now: exp * 1000 - 1 }).actor.getSnapshot().value).toBe('signedIn');
    expect(start({ token: token({ exp }), now: exp * 1000 }).actor.getSnapshot().value).toBe('signedOut');
  });
});

describe('signing in', () => {
  it('LOGIN → signingIn → signedIn, storing the token and the user', async () => {
    const pending = deferred<LoginResult>();
    const { actor, store, saved, login } = start({ login: () => pending.promise });

    actor.send({ type: 'LOGIN', email: 'estudiante@academia.pe', password: 'Peru2026!' });
    expect(actor.getSnapshot().value).toBe('signingIn');
    expect(login).toHaveBeenCalledWith({ email: 'estudiante@academia.pe', password: 'Peru2026!' });
    expect(store.setSession).not.toHaveBeenCalled();

    pending.resolve(LOGIN_RESULT);
    const snapshot = await waitFor(actor, (s) => s.matches('signedIn'));
    expect(snapshot.context).toMatchObject({ token: NEW_TOKEN, user: USER, error: null });
    expect(store.setSession).toHaveBeenCalledWith(NEW_TOKEN, USER, true);
    expect(saved).toEqual({ token: NEW_TOKEN, user: USER });
  });

  it("'Recordarme' unticked: the session is stored to end with the browser (issue 17, item 6)", async () => {
    const { actor, store } = start({ login: async () => LOGIN_RESULT });
    actor.send({ type: 'LOGIN', email: 'estudiante@academia.pe', password: 'Peru2026!', remember: false });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(store.setSession).toHaveBeenCalledWith(NEW_TOKEN, USER, false);
  });

  it("'Recordarme' ticked, or not said: the session is kept on the device", async () => {
    for (const remember of [true, undefined]) {
      const { actor, store } = start({ login: async () => LOGIN_RESULT });
      actor.send({ type: 'LOGIN', email: 'estudiante@academia.pe', password: 'Peru2026!', remember });
      await waitFor(actor, (s) => s.matches('signedIn'));
      expect(store.setSession, String(remember)).toHaveBeenCalledWith(NEW_TOKEN, USER, true);
    }
  });

  it('each sign-in uses its own choice: unticked after a failed ticked one', async () => {
    let attempt = 0;
    const { actor, store } = start({ login: async () => (++attempt === 1 ? Promise.reject(new Error('Credenciales incorrectas')) : LOGIN_RESULT) });
    actor.send({ type: 'LOGIN', email: 'a@b.pe', password: 'mal', remember: true });
    await waitFor(actor, (s) => s.context.error !== null);
    actor.send({ type: 'LOGIN', email: 'a@b.pe', password: 'Peru2026!', remember: false });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(store.setSession).toHaveBeenCalledExactlyOnceWith(NEW_TOKEN, USER, false);
  });

  it('stores only id, name and email of the user the server sends', async () => {
    const { actor, store } = start({
      login: async () => ({ ...LOGIN_RESULT, user: { ...LOGIN_RESULT.user, avatar: 'x.png', role: 'admin' } as unknown as StoredUser }),
    });
    actor.send({ type: 'LOGIN', email: 'estudiante@academia.pe', password: 'Peru2026!' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(store.setSession).toHaveBeenCalledWith(NEW_TOKEN, USER, true);
  });

  it("keeps an operator's role, so the app opens the console for them (issue 20)", async () => {
    const { actor, store } = start({ login: async () => ({ ...LOGIN_RESULT, user: { ...LOGIN_RESULT.user, role: 'operator' } }) });
    actor.send({ type: 'LOGIN', email: 'estudiante@academia.pe', password: 'Peru2026!' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(store.setSession).toHaveBeenCalledWith(NEW_TOKEN, { ...USER, role: 'operator' }, true);
  });

  it('a failed login goes back to signedOut with the error message, storing nothing', async () => {
    const { actor, store } = start({
      login: async () => {
        throw new Error('Credenciales incorrectas');
      },
    });
    actor.send({ type: 'LOGIN', email: 'estudiante@academia.pe', password: 'mal' });
    const snapshot = await waitFor(actor, (s) => s.matches('signedOut') && s.context.error !== null);
    expect(snapshot.context.error).toBe('Credenciales incorrectas');
    expect(snapshot.context.token).toBeNull();
    expect(store.setSession).not.toHaveBeenCalled();
  });

  it('a failure that is not an Error gives the generic sign-in message', async () => {
    const { actor } = start({ login: () => Promise.reject('boom') });
    actor.send({ type: 'LOGIN', email: 'a@b.pe', password: 'x' });
    const snapshot = await waitFor(actor, (s) => s.matches('signedOut') && s.context.error !== null);
    expect(snapshot.context.error).toBe('Error al iniciar sesión');
  });

  it('a new LOGIN clears the previous error', async () => {
    let attempt = 0;
    const second = deferred<LoginResult>();
    const { actor } = start({
      login: () => (++attempt === 1 ? Promise.reject(new Error('Credenciales incorrectas')) : second.promise),
    });
    actor.send({ type: 'LOGIN', email: 'a@b.pe', password: 'mal' });
    await waitFor(actor, (s) => s.context.error === 'Credenciales incorrectas');

    actor.send({ type: 'LOGIN', email: 'a@b.pe', password: 'Peru2026!' });
    expect(actor.getSnapshot().value).toBe('signingIn');
    expect(actor.getSnapshot().context.error).toBeNull();
    second.resolve(LOGIN_RESULT);
    await waitFor(actor, (s) => s.matches('signedIn'));
  });
});

describe('signing out', () => {
  it('LOGOUT → signingOut → signedOut, calling logout with the token and clearing the store', async () => {
    const pending = deferred<void>();
    const { actor, store, saved, logout } = start({ token: VALID, user: USER, logout: () => pending.promise });

    actor.send({ type: 'LOGOUT' });
    expect(actor.getSnapshot().value).toBe('signingOut');
    expect(logout).toHaveBeenCalledWith({ token: VALID });
    expect(store.clearSession).not.toHaveBeenCalled();

    pending.resolve();
    const snapshot = await waitFor(actor, (s) => s.matches('signedOut'));
    expect(snapshot.context).toMatchObject({ token: null, user: null });
    expect(store.clearSession).toHaveBeenCalledTimes(1);
    expect(saved).toEqual({ token: null, user: null });
  });

  it('clears the session even when the logout call fails', async () => {
    const { actor, store, saved } = start({
      token: VALID,
      user: USER,
      logout: async () => {
        throw new Error('sin conexión');
      },
    });
    actor.send({ type: 'LOGOUT' });
    const snapshot = await waitFor(actor, (s) => s.matches('signedOut'));
    expect(snapshot.context).toMatchObject({ token: null, user: null });
    expect(store.clearSession).toHaveBeenCalledTimes(1);
    expect(saved).toEqual({ token: null, user: null });
  });
});

describe('signed in', () => {
  it('TOKEN_REFRESHED stores the new token and stays signed in', () => {
    const { actor, store, saved } = start({ token: VALID, user: USER });
    actor.send({ type: 'TOKEN_REFRESHED', token: NEW_TOKEN });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('signedIn');
    expect(snapshot.context.token).toBe(NEW_TOKEN);
    expect(snapshot.context.user).toEqual(USER);
    expect(store.setToken).toHaveBeenCalledWith(NEW_TOKEN);
    expect(saved).toEqual({ token: NEW_TOKEN, user: USER });
  });

  it.each(['UNAUTHORIZED', 'SESSION_INVALID'] as const)('%s clears the session and signs out', (type) => {
    const { actor, store, saved, logout } = start({ token: VALID, user: USER });
    actor.send({ type });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('signedOut');
    expect(snapshot.context).toMatchObject({ token: null, user: null });
    expect(store.clearSession).toHaveBeenCalledTimes(1);
    expect(saved).toEqual({ token: null, user: null });
    // The server already said the token is no good: no logout call.
    expect(logout).not.toHaveBeenCalled();
  });
});

describe('why the session ended', () => {
  it("UNAUTHORIZED with the reason 'password_changed' keeps it for the login screen (issue 17, item 5)", () => {
    const { actor } = start({ token: VALID, user: USER });
    expect(actor.getSnapshot().context.endedBy).toBeNull();
    actor.send({ type: 'UNAUTHORIZED', reason: 'password_changed' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.endedBy).toBe('password_changed');
  });

  it('UNAUTHORIZED without a reason, logout and SESSION_INVALID give none', async () => {
    for (const type of ['UNAUTHORIZED', 'SESSION_INVALID', 'LOGOUT'] as const) {
      const { actor } = start({ token: VALID, user: USER });
      actor.send({ type });
      const snapshot = await waitFor(actor, (s) => s.matches('signedOut'));
      expect(snapshot.context.endedBy, type).toBeNull();
    }
  });

  it('the next sign-in forgets it', async () => {
    const { actor } = start({ token: VALID, user: USER, login: async () => LOGIN_RESULT });
    actor.send({ type: 'UNAUTHORIZED', reason: 'password_changed' });
    actor.send({ type: 'LOGIN', email: 'estudiante@academia.pe', password: 'Nueva2027$' });
    expect(actor.getSnapshot().context.endedBy).toBeNull();
    await waitFor(actor, (s) => s.matches('signedIn'));
  });
});

describe('signed out', () => {
  it.each([
    ['an expired', EXPIRED],
    ['an undecodable', UNDECODABLE],
  ])('SESSION_INVALID removes %s stored token and the user', (_label, stored) => {
    const { actor, store, saved } = start({ token: stored, user: USER });
    expect(actor.getSnapshot().context.token).toBe(stored);

    actor.send({ type: 'SESSION_INVALID' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('signedOut');
    expect(snapshot.context).toMatchObject({ token: null, user: null });
    expect(store.clearSession).toHaveBeenCalledTimes(1);
    expect(saved).toEqual({ token: null, user: null });
  });

  it('ignores LOGOUT and TOKEN_REFRESHED', () => {
    const { actor, store, logout } = start({ token: null });
    actor.send({ type: 'LOGOUT' });
    actor.send({ type: 'TOKEN_REFRESHED', token: NEW_TOKEN });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.token).toBeNull();
    expect(logout).not.toHaveBeenCalled();
    expect(store.setToken).not.toHaveBeenCalled();
  });
});
