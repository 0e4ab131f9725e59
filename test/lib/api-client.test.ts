/**
 * The API client's error catalogue (spec §8) against msw: the client builds '/api/...' URLs, so the
 * test passes a fetch that prefixes http://localhost and lets msw answer.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_BASE, ApiError, createApiClient, MAX_ATTEMPT_PAGES, OfflineError, type Course } from '@/lib/api/api-client';

const ORIGIN = 'http://localhost';
const url = (path: string) => `${ORIGIN}${API_BASE}${path}`;

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function client(token: string | null = 'tok-123') {
  const onUnauthorized = vi.fn();
  const fetchSpy = vi.fn((input: RequestInfo | URL, init?: RequestInit) => fetch(`${ORIGIN}${String(input)}`, init));
  const api = createApiClient({ fetch: fetchSpy, getToken: () => token, onUnauthorized });
  return { api, onUnauthorized, fetchSpy };
}

/** Resolves to the rejection of `promise` (fails the test if it resolves). */
async function rejectionOf(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the call to fail');
}

const COURSE: Course = {
  id: 1,
  name: 'Examen de Naturalización',
  description: 'Preparación',
  duration: '30 horas',
  thumbnail_url: null,
  permalink: '/courses/examen-de-naturalizacion',
  productDetails: { slug: 'examen-de-naturalizacion' },
};

describe('login', () => {
  it('posts the credentials as JSON and returns user and token', async () => {
    let received: unknown;
    let contentType: string | null = null;
    server.use(
      http.post(url('/auth/login'), async ({ request }) => {
        received = await request.json();
        contentType = request.headers.get('content-type');
        return HttpResponse.json({ user: { id: 1, name: 'Estudiante Demo', email: 'e@a.pe' }, access_token: 'nuevo' });
      }),
    );
    const result = await client(null).api.login('e@a.pe', 'Peru2026!');
    expect(received).toEqual({ email: 'e@a.pe', password: 'Peru2026!' });
    expect(contentType).toBe('application/json');
    expect(result).toEqual({ user: { id: 1, name: 'Estudiante Demo', email: 'e@a.pe' }, access_token: 'nuevo' });
  });

  it("401 → 'Credenciales incorrectas', whatever the body says, without signing anyone out", async () => {
    server.use(http.post(url('/auth/login'), () => HttpResponse.json({ message: 'otra cosa' }, { status: 401 })));
    const { api, onUnauthorized } = client(null);
    const error = await rejectionOf(api.login('e@a.pe', 'mal'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Credenciales incorrectas');
    expect((error as ApiError).status).toBe(401);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('500 with a JSON message → that message', async () => {
    server.use(http.post(url('/auth/login'), () => HttpResponse.json({ message: 'Base de datos caída' }, { status: 500 })));
    const error = await rejectionOf(client(null).api.login('e@a.pe', 'x'));
    expect(error.message).toBe('Base de datos caída');
    expect((error as ApiError).status).toBe(500);
  });

  it("429 with a JSON message → that message", async () => {
    server.use(
      http.post(url('/auth/login'), () =>
        HttpResponse.json({ message: 'Demasiados intentos. Inténtalo de nuevo en unos minutos.' }, { status: 429 }),
      ),
    );
    const error = await rejectionOf(client(null).api.login('e@a.pe', 'x'));
    expect(error.message).toBe('Demasiados intentos. Inténtalo de nuevo en unos minutos.');
  });

  it.each([
    ['no message', {}],
    ['an empty message', { message: '' }],
    ['a message that is not text', { message: 42 }],
  ])("500 with %s → 'Error al iniciar sesión'", async (_label, body) => {
    server.use(http.post(url('/auth/login'), () => HttpResponse.json(body, { status: 500 })));
    const error = await rejectionOf(client(null).api.login('e@a.pe', 'x'));
    expect(error.message).toBe('Error al iniciar sesión');
  });

  it("a body that is not JSON → 'Error {status}: {body}'", async () => {
    server.use(http.post(url('/auth/login'), () => HttpResponse.text('Bad Gateway', { status: 502 })));
    const error = await rejectionOf(client(null).api.login('e@a.pe', 'x'));
    expect(error.message).toBe('Error 502: Bad Gateway');
    expect((error as ApiError).status).toBe(502);
  });

  it('a network failure → OfflineError saying a connection is needed', async () => {
    let calls = 0;
    server.use(
      http.post(url('/auth/login'), () => {
        calls++;
        return HttpResponse.error();
      }),
    );
    const error = await rejectionOf(client(null).api.login('e@a.pe', 'x'));
    expect(calls).toBe(1);
    expect(error).toBeInstanceOf(OfflineError);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error.message).toBe('Necesitas conexión a internet para iniciar sesión.');
  });
});

describe('changePassword', () => {
  const input = { currentPassword: 'Peru2026!', newPassword: 'Lima1535&', confirmPassword: 'Lima1535&' };

  it('sends the three fields with the Bearer token and returns the fresh token', async () => {
    let received: unknown;
    let auth: string | null = null;
    server.use(
      http.post(url('/auth/change-password'), async ({ request }) => {
        received = await request.json();
        auth = request.headers.get('authorization');
        return HttpResponse.json({ success: true, message: 'ok', access_token: 'fresco' });
      }),
    );
    const result = await client('tok-123').api.changePassword(input);
    expect(received).toEqual(input);
    expect(auth).toBe('Bearer tok-123');
    expect(result.access_token).toBe('fresco');
  });

  it("401 → calls onUnauthorized and throws 'Sesión inválida o expirada.'", async () => {
    server.use(http.post(url('/auth/change-password'), () => HttpResponse.json({ message: 'Token revocado' }, { status: 401 })));
    const { api, onUnauthorized } = client();
    const error = await rejectionOf(api.changePassword(input));
    expect(error.message).toBe('Sesión inválida o expirada.');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('400 → the server message', async () => {
    server.use(
      http.post(url('/auth/change-password'), () =>
        HttpResponse.json({ success: false, message: 'La contraseña debe contener al menos un número' }, { status: 400 }),
      ),
    );
    const { api, onUnauthorized } = client();
    const error = await rejectionOf(api.changePassword(input));
    expect(error.message).toBe('La contraseña debe contener al menos un número');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("400 without a message → 'Contraseña actual incorrecta'", async () => {
    server.use(http.post(url('/auth/change-password'), () => HttpResponse.json({ success: false }, { status: 400 })));
    const error = await rejectionOf(client().api.changePassword(input));
    expect(error.message).toBe('Contraseña actual incorrecta');
  });

  it('another status → the server message', async () => {
    server.use(http.post(url('/auth/change-password'), () => HttpResponse.json({ message: 'Mantenimiento' }, { status: 503 })));
    const error = await rejectionOf(client().api.changePassword(input));
    expect(error.message).toBe('Mantenimiento');
    expect((error as ApiError).status).toBe(503);
  });

  it.each([
    ['a JSON body without message', () => HttpResponse.json({}, { status: 500 })],
    ['a body that is not JSON', () => HttpResponse.text('Internal Server Error', { status: 500 })],
    ['a 200 without the success flag', () => HttpResponse.json({ success: false })],
  ])("%s → 'Error al cambiar la contraseña'", async (_label, answer) => {
    server.use(http.post(url('/auth/change-password'), answer));
    const error = await rejectionOf(client().api.changePassword(input));
    expect(error.message).toBe('Error al cambiar la contraseña');
  });

  it('a network failure → OfflineError saying a connection is needed', async () => {
    server.use(http.post(url('/auth/change-password'), () => HttpResponse.error()));
    const error = await rejectionOf(client().api.changePassword(input));
    expect(error).toBeInstanceOf(OfflineError);
    expect(error.message).toBe('Necesitas conexión a internet para cambiar tu contraseña.');
  });
});

describe('myCourses', () => {
  it.each([
    ['a bare array', [COURSE]],
    ['an object with courses', { courses: [COURSE] }],
    ['an object with data', { data: [COURSE] }],
  ])('reads %s', async (_label, body) => {
    server.use(http.get(url('/auth/me/courses'), () => HttpResponse.json(body)));
    await expect(client().api.myCourses()).resolves.toEqual({ courses: [COURSE] });
  });

  it.each([
    ['an object with another key', { items: [COURSE] }],
    ['courses that is not an array', { courses: 'ninguno' }],
    ['a string', 'cursos'],
    ['null', null],
  ])('gives null for %s', async (_label, body) => {
    server.use(http.get(url('/auth/me/courses'), () => HttpResponse.json(body)));
    await expect(client().api.myCourses()).resolves.toEqual({ courses: null });
  });

  it('401 → calls onUnauthorized and returns an empty list', async () => {
    server.use(http.get(url('/auth/me/courses'), () => HttpResponse.json({ message: 'Token expirado' }, { status: 401 })));
    const { api, onUnauthorized } = client();
    await expect(api.myCourses()).resolves.toEqual({ courses: [] });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith(undefined);
  });

  it("401 with the reason 'password_changed' → passes it on, so the login screen can say why (issue 17, item 5)", async () => {
    server.use(
      http.get(url('/auth/me/courses'), () => HttpResponse.json({ message: 'Sesión inválida o expirada.', reason: 'password_changed' }, { status: 401 })),
      http.post(url('/auth/change-password'), () => HttpResponse.json({ message: 'Sesión inválida o expirada.', reason: 'password_changed' }, { status: 401 })),
    );
    const { api, onUnauthorized } = client();
    await expect(api.myCourses()).resolves.toEqual({ courses: [] });
    expect(onUnauthorized).toHaveBeenLastCalledWith('password_changed');
    await expect(api.changePassword({ currentPassword: 'a', newPassword: 'b', confirmPassword: 'b' })).rejects.toThrow('Sesión inválida o expirada.');
    expect(onUnauthorized).toHaveBeenLastCalledWith('password_changed');
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('401 with a reason the client does not know, or no JSON body → no reason', async () => {
    const { api, onUnauthorized } = client();
    server.use(http.get(url('/auth/me/courses'), () => HttpResponse.json({ message: 'x', reason: 'otra' }, { status: 401 })));
    await api.myCourses();
    expect(onUnauthorized).toHaveBeenLastCalledWith(undefined);
    server.use(http.get(url('/auth/me/courses'), () => new HttpResponse('Unauthorized', { status: 401 })));
    await api.myCourses();
    expect(onUnauthorized).toHaveBeenLastCalledWith(undefined);
  });

  it("another failure → the server message, or 'Error al obtener los cursos del usuario'", async () => {
    server.use(http.get(url('/auth/me/courses'), () => HttpResponse.json({ message: 'Servicio no disponible' }, { status: 503 })));
    expect((await rejectionOf(client().api.myCourses())).message).toBe('Servicio no disponible');

    server.use(http.get(url('/auth/me/courses'), () => HttpResponse.text('oops', { status: 500 })));
    const { api, onUnauthorized } = client();
    const error = await rejectionOf(api.myCourses());
    expect(error.message).toBe('Error al obtener los cursos del usuario');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('Authorization header', () => {
  function recordAuthorization() {
    const seen: (string | null)[] = [];
    server.use(
      http.get(url('/auth/me/courses'), ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json([]);
      }),
    );
    return seen;
  }

  it('is sent as Bearer when a token exists', async () => {
    const seen = recordAuthorization();
    await client('tok-abc').api.myCourses();
    expect(seen).toEqual(['Bearer tok-abc']);
  });

  it('is not sent when there is no token', async () => {
    const seen = recordAuthorization();
    await client(null).api.myCourses();
    expect(seen).toEqual([null]);
  });

  it('reads the token at call time', async () => {
    const seen = recordAuthorization();
    let token: string | null = null;
    const api = createApiClient({ fetch: (input, init) => fetch(`${ORIGIN}${String(input)}`, init), getToken: () => token });
    await api.myCourses();
    token = 'despues';
    await api.myCourses();
    expect(seen).toEqual([null, 'Bearer despues']);
  });

  it('calls only under the API base path', async () => {
    const seen = recordAuthorization();
    const { api, fetchSpy } = client();
    await api.myCourses();
    expect(seen).toHaveLength(1);
    expect(fetchSpy).toHaveBeenCalledWith('/api/auth/me/courses', expect.objectContaining({ method: 'GET' }));
  });
});

describe('postAttempt', () => {
  const body = { id: '11111111-1111-4111-8111-111111111111', examId: 'principal-01' };

  it("sends the attempt with the token it is given, not the session's", async () => {
    let auth: string | null = null;
    let received: unknown;
    server.use(
      http.post(url('/attempts'), async ({ request }) => {
        auth = request.headers.get('authorization');
        received = await request.json();
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    await expect(client('tok-de-otra-persona').api.postAttempt(body, 'tok-de-quien-lo-rindio')).resolves.toEqual({ status: 201, message: undefined, retryAfter: null });
    expect(auth).toBe('Bearer tok-de-quien-lo-rindio');
    expect(received).toEqual(body);
  });

  it("a 429 returns its Retry-After and the server's message", async () => {
    server.use(
      http.post(url('/attempts'), () =>
        HttpResponse.json({ message: 'Alcanzaste el límite diario.' }, { status: 429, headers: { 'Retry-After': '5400' } }),
      ),
    );
    await expect(client().api.postAttempt(body, 'tok')).resolves.toEqual({ status: 429, message: 'Alcanzaste el límite diario.', retryAfter: '5400' });
  });
});

describe('listAttempts', () => {
  const attempt = (n: number) => ({ id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`, examId: 'principal-01', score: n });

  it('follows `next` page after page (the cursor URL-encoded) and returns them all, newest first', async () => {
    const cursor = 'MjAyNi0xMS0yMlQxMjowMDowMC4wMDBa|0000 0003/+=';
    const asked: (string | null)[] = [];
    const auth: (string | null)[] = [];
    server.use(
      http.get(url('/attempts'), ({ request }) => {
        const search = new URL(request.url).search;
        asked.push(search || null);
        auth.push(request.headers.get('authorization'));
        const at = new URL(request.url).searchParams.get('cursor');
        if (at === null) return HttpResponse.json({ attempts: [attempt(5), attempt(4), attempt(3)], next: cursor });
        if (at === cursor) return HttpResponse.json({ attempts: [attempt(2), attempt(1)], next: null });
        return HttpResponse.json({ message: 'Cursor inválido.' }, { status: 400 });
      }),
    );
    const all = await client('tok-123').api.listAttempts<{ id: string; score: number }>();
    expect(all.map((a) => a.score)).toEqual([5, 4, 3, 2, 1]);
    expect(asked).toEqual([null, `?cursor=${encodeURIComponent(cursor)}`]);
    expect(auth).toEqual(['Bearer tok-123', 'Bearer tok-123']);
  });

  it('stops after MAX_ATTEMPT_PAGES pages when the server keeps answering `next`', async () => {
    let calls = 0;
    server.use(
      http.get(url('/attempts'), () => {
        calls += 1;
        return HttpResponse.json({ attempts: [attempt(calls)], next: `pagina-${calls}` });
      }),
    );
    expect(await client().api.listAttempts()).toHaveLength(MAX_ATTEMPT_PAGES);
    expect(calls).toBe(MAX_ATTEMPT_PAGES);
  });

  it('a failing page fails the whole list; 401 says the session is over', async () => {
    server.use(
      http.get(url('/attempts'), ({ request }) =>
        new URL(request.url).searchParams.has('cursor')
          ? HttpResponse.json({ message: 'Servicio no disponible' }, { status: 503 })
          : HttpResponse.json({ attempts: [attempt(1)], next: 'siguiente' }),
      ),
    );
    const error = await rejectionOf(client().api.listAttempts());
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Servicio no disponible');

    server.use(http.get(url('/attempts'), () => HttpResponse.json({ message: 'Token expirado' }, { status: 401 })));
    expect((await rejectionOf(client().api.listAttempts())).message).toBe('Sesión inválida o expirada.');

    server.use(http.get(url('/attempts'), () => HttpResponse.json({ attempts: 'ninguno', next: null })));
    expect((await rejectionOf(client().api.listAttempts())).message).toBe('Error al obtener tus resultados');
  });
});
