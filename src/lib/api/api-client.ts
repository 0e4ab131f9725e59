/**
 * The one way the PWA talks to its API: JSON over fetch with the Bearer token, and the spec's error
 * catalogue (§8) turned into Spanish messages. It never sends the token anywhere but API_BASE.
 */
import type { ReviewEvent } from '../../shared/learning/events';
import type { StoredUser } from '../storage/local-store';
import { unauthorizedReasonOf, type UnauthorizedReason } from '../../shared/token';

export const API_BASE = `${(import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/$/, '')}/api`;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The refusal's body, for callers that read more than its message (the content editor's problems, a 409's current version). */
    readonly body?: unknown,
  ) {
    super(message);
  }
}

/** The request never reached the server (no network). */
export class OfflineError extends Error {}

export interface Course {
  id: number | string;
  name: string;
  description?: string;
  duration?: string;
  thumbnail_url?: string | null;
  permalink?: string | null;
  productDetails?: { slug?: string };
  /** The last day of access (Lima, inclusive), or null/absent for access without an end (issue 20). */
  accessEndsAt?: string | null;
  /** The server's verdict: the access ended (after accessEndsAt). */
  accessEnded?: boolean;
}

export interface LoginResult {
  user: StoredUser;
  access_token: string;
}

type Fetch = typeof fetch;

export interface RawResponse {
  status: number;
  ok: boolean;
  headers: Headers;
  /** Parsed JSON body, or undefined when the body is not JSON. */
  json: unknown;
  text: string;
}

/** What the server answered to one item of an outbox (sync/outbox.machine.ts reads it). */
export interface PostAttemptAnswer {
  status: number;
  message?: string;
  /** The Retry-After header of a 429 (seconds): no attempt is sent before it has passed. */
  retryAfter: string | null;
  /** A 403's reason: 'access-ended' when the course access ended (its last day in `endsAt`). */
  code?: string;
  endsAt?: string;
}

/** An outbox item's answer from the raw response. */
export function postAnswer(res: RawResponse): PostAttemptAnswer {
  const body = res.json as { code?: unknown; endsAt?: unknown } | undefined;
  return {
    status: res.status,
    message: messageOf(res.json),
    retryAfter: res.headers.get('Retry-After'),
    code: typeof body?.code === 'string' ? body.code : undefined,
    endsAt: typeof body?.endsAt === 'string' ? body.endsAt : undefined,
  };
}


/**
 * GET /api/attempts answers the history newest first, up to 100 a page: 50 pages are 5,000 attempts,
 * years of practice. The cap keeps a server that kept answering `next` from holding the list forever.
 */
export const MAX_ATTEMPT_PAGES = 50;

export function messageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message) {
    return body.message;
  }
  return undefined;
}


/** Accepts a bare array or an object whose `courses` or `data` holds it (spec §3). */
export function extractCourses(body: unknown): Course[] | null {
  if (Array.isArray(body)) return body as Course[];
  if (body && typeof body === 'object') {
    const record = body as { courses?: unknown; data?: unknown };
    if (Array.isArray(record.courses)) return record.courses as Course[];
    if (Array.isArray(record.data)) return record.data as Course[];
  }
  return null;
}

export function createApiClient(options: { fetch?: Fetch; getToken: () => string | null; onUnauthorized?: (reason?: UnauthorizedReason) => void }) {
  const doFetch: Fetch = options.fetch ?? ((...args) => fetch(...args));

  /** `token`: sent instead of the session's token of the moment. */
  async function request(method: string, path: string, body?: unknown, offlineMessage?: string, token = options.getToken()): Promise<RawResponse> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    let response: Response;
    try {
      response = await doFetch(`${API_BASE}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      throw new OfflineError(offlineMessage ?? 'No hay conexión con el servidor. Revisa tu conexión a internet.');
    }
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.status, ok: response.ok, headers: response.headers, json, text };
  }

  /** A paged read (`{ <key>: [...], next }`) followed to its last page, at most `maxPages`. */
  async function allPages<T>(path: string, key: string, maxPages: number, failure: string, token?: string): Promise<T[]> {
    const all: T[] = [];
    let next: unknown = null;
    for (let page = 0; page < maxPages; page++) {
      const res = await request('GET', typeof next === 'string' ? `${path}?cursor=${encodeURIComponent(next)}` : path, undefined, undefined, token);
      if (res.status === 401) throw new ApiError(401, 'Sesión inválida o expirada.');
      const body = res.json as Record<string, unknown> | undefined;
      const items = body?.[key];
      if (!res.ok || !Array.isArray(items)) throw new ApiError(res.status, messageOf(res.json) ?? failure);
      all.push(...(items as T[]));
      next = body?.next;
      if (typeof next !== 'string' || !next) break;
    }
    return all;
  }

  return {
    async login(email: string, password: string): Promise<LoginResult> {
      const res = await request('POST', '/auth/login', { email, password }, 'Necesitas conexión a internet para iniciar sesión.');
      if (res.ok) return res.json as LoginResult;
      if (res.status === 401) throw new ApiError(401, 'Credenciales incorrectas');
      if (res.json === undefined) throw new ApiError(res.status, `Error ${res.status}: ${res.text}`);
      throw new ApiError(res.status, messageOf(res.json) ?? 'Error al iniciar sesión');
    },

    async changePassword(input: { currentPassword: string; newPassword: string; confirmPassword: string }): Promise<{ access_token?: string; message?: string }> {
      const res = await request('POST', '/auth/change-password', input, 'Necesitas conexión a internet para cambiar tu contraseña.');
      if (res.ok && (res.json as { success?: boolean })?.success) return res.json as { access_token?: string };
      if (res.status === 401) {
        options.onUnauthorized?.(unauthorizedReasonOf(res.json));
        throw new ApiError(401, 'Sesión inválida o expirada.');
      }
      if (res.status === 400) throw new ApiError(400, messageOf(res.json) ?? 'Contraseña actual incorrecta');
      throw new ApiError(res.status, messageOf(res.json) ?? 'Error al cambiar la contraseña');
    },

    /** The student's courses; `null` body shape problems are reported to the caller as such. */
    async myCourses(): Promise<{ courses: Course[] | null }> {
      const res = await request('GET', '/auth/me/courses');
      if (res.status === 401) {
        options.onUnauthorized?.(unauthorizedReasonOf(res.json));
        return { courses: [] };
      }
      if (!res.ok) throw new ApiError(res.status, messageOf(res.json) ?? 'Error al obtener los cursos del usuario');
      return { courses: extractCourses(res.json) };
    },

    async logout(): Promise<void> {
      await request('POST', '/auth/logout');
    },

    /**
     * Sends one finished attempt with the token of the student who made it. The server answers 201
     * (new), 200 (replay), 422 (conflict), 403 (not enrolled) or 429 (too many today, Retry-After).
     */
    async postAttempt(body: unknown, token: string): Promise<PostAttemptAnswer> {
      return postAnswer(await request('POST', '/attempts', body, undefined, token));
    },

    /** The student's attempts stored on the server, newest first: every page, up to MAX_ATTEMPT_PAGES. */
    listAttempts: <T>(): Promise<T[]> => allPages<T>('/attempts', 'attempts', MAX_ATTEMPT_PAGES, 'Error al obtener tus resultados'),

    /**
     * Sends review events (at most 80 a request) with the token of the student who answered them.
     * The server answers 200 `{ stored, duplicates }` (a replay is a 200 too), 403 (not enrolled) or
     * 429 (too many today, Retry-After).
     */
    async postReviewEvents(events: readonly ReviewEvent[], token: string): Promise<PostAttemptAnswer> {
      return postAnswer(await request('POST', '/progress/events', { events }, undefined, token));
    },


    /**
     * Any other call (the console's, a report): the raw answer, for its caller to read. A 401 is
     * left to the caller too (an outbox waits for sign-in; the console ends the session).
     */
    request: (method: string, path: string, body?: unknown, token?: string): Promise<RawResponse> => request(method, path, body, undefined, token),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

