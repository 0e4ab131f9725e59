/**
 * POST/GET /api/progress/events (issue 18, item 7 'Review events reach the server exactly once and
 * come back to every device'): each (student, event id) is stored once whatever the replays, the
 * events come back in pages oldest first, students are kept apart, and bad bodies get 400, never 500.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../server/app';
import { resultRows } from '../../server/db/client';
import { answerLogRepository } from '../../server/repositories/answer-log.repository';
import { questionBank } from '../../src/content/question-bank';
import { EVENTS_PER_POST } from '../../src/shared/learning/events';
import { DEMO_STUDENT, type ApiAnswer, type TestApp, setUpTestApp } from './support/test-app';

interface EventJson {
  id: string;
  questionId: string;
  correct: boolean;
  answeredAt: string;
  source: 'exam' | 'review';
  attemptId?: string;
  questionVersion?: number;
}

interface Page {
  events: EventJson[];
  next: string | null;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const URL_EVENTS = '/api/progress/events';

let t: TestApp;
let token: string;

setUpTestApp((app) => (t = app), { failOnServerErrors: true });

beforeEach(async () => {
  token = await t.login();
});

/** An ISO time `ms` before the test clock's now, as toISOString() writes it. */
const ago = (ms: number) => new Date(t.clock.now - ms).toISOString();

let counter = 0;

/** A Repaso answer to a bank question, a few hours ago (each call a new question and time). */
function reviewEvent(overrides: Partial<Record<keyof EventJson, unknown>> = {}): EventJson {
  counter += 1;
  return {
    id: randomUUID(),
    questionId: questionBank[counter % questionBank.length].id,
    correct: counter % 3 !== 0,
    answeredAt: ago(3 * HOUR - counter * 1000),
    source: 'review',
    // A device of today records the version it showed (the bundled baseline here).
    questionVersion: 1,
    ...overrides,
  } as EventJson;
}

/** The answers of one exam attempt, as the device logs them when the attempt is finished. */
function examEvents(count: number): EventJson[] {
  const attemptId = randomUUID();
  return Array.from({ length: count }, (_, i) => reviewEvent({ source: 'exam', attemptId, questionId: questionBank[i].id }));
}

const post = (events: unknown, as = token) => t.call('POST', URL_EVENTS, { token: as, json: { events } });

async function page(cursor?: string, as = token): Promise<Page> {
  const url = cursor === undefined ? URL_EVENTS : `${URL_EVENTS}?cursor=${encodeURIComponent(cursor)}`;
  const res = await t.call('GET', url, { token: as });
  expect(res.status, res.text).toBe(200);
  return res.body as Page;
}

/** Every event of the student, following the cursor to the end. */
async function all(as = token): Promise<EventJson[]> {
  const events: EventJson[] = [];
  let cursor: string | undefined;
  for (let n = 0; n < 20; n += 1) {
    const body = await page(cursor, as);
    events.push(...body.events);
    if (body.next === null) return events;
    cursor = body.next;
  }
  throw new Error('the pages never ended');
}

/** Events sorted as the server answers them: oldest first, ties by id. */
const inServerOrder = (events: EventJson[]) =>
  [...events].sort((a, b) => Date.parse(a.answeredAt) - Date.parse(b.answeredAt) || (a.id < b.id ? -1 : 1));

async function rowCount(): Promise<number> {
  const rows = resultRows<{ n: number }>(await t.database.db.execute(sql`SELECT count(*)::int AS n FROM review_events`));
  return Number(rows[0].n);
}

function expectBadRequest(res: ApiAnswer, message?: string | RegExp) {
  expect(res.status, res.text).toBe(400);
  const body = res.body as { message?: unknown };
  expect(typeof body.message).toBe('string');
  expect((body.message as string).length).toBeGreaterThan(0);
  if (typeof message === 'string') expect(body.message).toBe(message);
  else if (message) expect(body.message).toMatch(message);
  // Spanish for people, nothing of the server's insides.
  expect(res.text).not.toMatch(/\bat .+:\d+|\.ts\b|node_modules|ZodError|TypeError|"stack"|insert into|expected|received|invalid/i);
}

describe('POST /api/progress/events', () => {
  it('stores a first arrival: 200 with how many were new, and GET gives them back in the same shape', async () => {
    const events = [...examEvents(10), reviewEvent(), reviewEvent({ correct: false })];
    const res = await post(events);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ stored: 12, duplicates: 0 });
    const back = await all();
    expect(back).toEqual(inServerOrder(events));
    // A Repaso answer comes back without attemptId (not null, not undefined in the JSON).
    const review = back.find((e) => e.source === 'review')!;
    expect(Object.keys(review).sort()).toEqual(['answeredAt', 'correct', 'id', 'questionId', 'questionVersion', 'source']);
    expect(await rowCount()).toBe(12);
  });

  it('skips an answer to a question this server does not know, and takes the rest of the batch', async () => {
    const known = reviewEvent();
    const res = await post([known, reviewEvent({ questionId: 'q999999' }), reviewEvent({ questionId: 'q0' })]);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ stored: 1, duplicates: 0, unknownQuestions: 2 });
    expect(await all()).toEqual([known]);
  });

  it('answers a replay with stored 0 and every event a duplicate; the first content is kept', async () => {
    const events = examEvents(10);
    expect((await post(events)).body).toEqual({ stored: 10, duplicates: 0 });
    const before = await all();

    const replay = await post(events);
    expect(replay.status, replay.text).toBe(200);
    expect(replay.body).toEqual({ stored: 0, duplicates: 10 });

    // The same ids with other content are still the same events: nothing changes.
    const changed = events.map((e) => ({ ...e, correct: !e.correct, answeredAt: ago(HOUR), source: 'review', attemptId: undefined }));
    expect((await post(changed)).body).toEqual({ stored: 0, duplicates: 10 });

    // A batch mixing stored and new events stores only the new ones.
    const fresh = [reviewEvent(), reviewEvent()];
    expect((await post([...events.slice(0, 3), ...fresh])).body).toEqual({ stored: 2, duplicates: 3 });

    expect(await all()).toEqual(inServerOrder([...before, ...fresh]));
    expect(await rowCount()).toBe(12);
  });

  it('tolerates the same id twice in one batch (also spelled in capitals): stored once, the first kept', async () => {
    const first = reviewEvent({ correct: true });
    const again = { ...first, correct: false };
    const capitals = { ...first, id: first.id.toUpperCase(), questionId: questionBank[0].id };
    const other = reviewEvent();
    const res = await post([first, again, other, capitals]);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ stored: 2, duplicates: 2 });
    expect(await all()).toEqual(inServerOrder([first, other]));
  });

  it('takes the UUID-shaped hashes the device derives from exams (no RFC version bits)', async () => {
    const hashed = 'f3a9c1d27b8e4f60a1b2c3d4e5f60718'.replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');
    const res = await post([reviewEvent({ id: hashed, source: 'exam', attemptId: '0123abcd-4567-89ab-cdef-0123456789ab' })]);
    expect(res.status, res.text).toBe(200);
    expect((await all())[0]).toMatchObject({ id: hashed, attemptId: '0123abcd-4567-89ab-cdef-0123456789ab' });
  });

  it('keeps the moment an answer was given, written in UTC', async () => {
    const res = await post([reviewEvent({ answeredAt: '2026-03-01T05:21:30.5-05:00' })]);
    expect(res.status, res.text).toBe(200);
    expect((await all())[0].answeredAt).toBe('2026-03-01T10:21:30.500Z');
  });

  it('stores 50 concurrent posts of the same batch exactly once', async () => {
    const events = examEvents(10);
    // Half of them send the batch in reverse: overlapping inserts in another order must not deadlock.
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => post(i % 2 === 0 ? events : [...events].reverse())));
    for (const a of answers) expect(a.status, a.text).toBe(200);
    const bodies = answers.map((a) => a.body as { stored: number; duplicates: number });
    expect(bodies.reduce((sum, b) => sum + b.stored, 0)).toBe(10);
    for (const b of bodies) expect(b.stored + b.duplicates).toBe(10);
    expect(await rowCount()).toBe(10);
    expect(await all()).toEqual(inServerOrder(events));
  });

  it('concurrent batches sharing ids in opposite orders never deadlock (PostgreSQL runs them in parallel)', async () => {
    const repo = answerLogRepository(t.database.db);
    const studentId = (await t.students.findByEmail(DEMO_STUDENT.email))!.id;
    for (let round = 0; round < 20; round += 1) {
      const events = Array.from({ length: 80 }, () => ({ ...reviewEvent(), attemptId: null }));
      const stored = await Promise.all(Array.from({ length: 10 }, (_, i) => repo.ingestEvents(studentId, i % 2 === 0 ? events : [...events].reverse(), Date.now())));
      expect(stored.flat()).toHaveLength(80);
    }
    expect(await rowCount()).toBe(1600);
  });

  it('keeps students apart: another student neither sees these events nor collides with their ids', async () => {
    const other = await t.createStudent({ enrolled: true });
    const otherToken = await t.login(other.email, other.password);
    const mine = examEvents(5);
    expect((await post(mine)).body).toEqual({ stored: 5, duplicates: 0 });
    expect(await all(otherToken)).toEqual([]);

    // The same ids under another student are other events: stored for them, with their content.
    const theirs = mine.map((e) => ({ ...e, correct: !e.correct }));
    expect((await post(theirs, otherToken)).body).toEqual({ stored: 5, duplicates: 0 });
    expect(await all()).toEqual(inServerOrder(mine));
    expect(await all(otherToken)).toEqual(inServerOrder(theirs));
    expect(await rowCount()).toBe(10);
  });

  it("comes back to every device: a second sign-in sees the first device's events, and sending them back changes nothing", async () => {
    const phone = examEvents(10);
    expect((await post(phone)).status).toBe(200);
    const laptop = await t.login();
    const seen = await all(laptop);
    expect(seen).toEqual(inServerOrder(phone));
    expect((await post(seen, laptop)).body).toEqual({ stored: 0, duplicates: 10 });
  });

  it('a student not enrolled in the course → 403, nothing stored', async () => {
    const outsider = await t.createStudent({ enrolled: false });
    const res = await post([reviewEvent()], await t.login(outsider.email, outsider.password));
    expect(res.status, res.text).toBe(403);
    expect(res.body).toEqual({ message: 'No tienes acceso a este curso.' });
    expect(await rowCount()).toBe(0);
  });

  it('needs a token: 401 without one or with a bad one, for POST and GET', async () => {
    for (const as of [undefined, 'x.y.z', `${token}x`]) {
      const postAnswer = await t.call('POST', URL_EVENTS, { token: as, json: { events: [reviewEvent()] } });
      expect(postAnswer.status).toBe(401);
      expect(postAnswer.body).toEqual({ message: 'Sesión inválida o expirada.' });
      expect((await t.call('GET', URL_EVENTS, { token: as })).status).toBe(401);
    }
    expect(await rowCount()).toBe(0);
  });

  describe('bad bodies → 400 in Spanish, never 500, nothing stored', () => {
    it('malformed JSON and bodies that are not a list of events', async () => {
      expectBadRequest(await t.call('POST', URL_EVENTS, { token, raw: '{"events":' }), 'El cuerpo de la solicitud no es un JSON válido.');
      expectBadRequest(await t.call('POST', URL_EVENTS, { token, raw: '' }), 'El cuerpo de la solicitud no es un JSON válido.');
      for (const raw of ['null', '[]', '"eventos"', '7']) {
        expectBadRequest(await t.call('POST', URL_EVENTS, { token, raw }), 'Los datos enviados no son válidos.');
      }
      for (const json of [{}, { events: null }, { events: 'todos' }, { events: { 0: reviewEvent() } }]) {
        expectBadRequest(await t.call('POST', URL_EVENTS, { token, json }), 'Falta la lista de respuestas a enviar.');
      }
      expectBadRequest(await post([]), 'Envía al menos una respuesta.');
      for (const item of [null, 7, 'q1', []]) expectBadRequest(await post([reviewEvent(), item]), 'Una de las respuestas enviadas no es válida.');
      expect(await rowCount()).toBe(0);
    });

    it('more than 80 events → 400; 80 of the largest events from an app before versions fit in the body limit, and 70 (what a device sends now) with their versions', async () => {
      expectBadRequest(await post(Array.from({ length: 81 }, () => reviewEvent())), 'Se pueden enviar como máximo 80 respuestas a la vez.');
      const small = Array.from({ length: 101 }, () => ({ id: randomUUID(), questionId: 'q1', correct: true, answeredAt: '2026-03-01T10:00:00Z', source: 'exam' }));
      expect(JSON.stringify({ events: small }).length).toBeLessThan(MAX_BODY_BYTES);
      expectBadRequest(await post(small), 'Se pueden enviar como máximo 80 respuestas a la vez.');

      const attemptId = randomUUID();
      const longest = questionBank.reduce((a, b) => (b.id.length > a.id.length ? b : a)).id;
      const largest = Array.from({ length: 80 }, (_, i) => ({
        id: randomUUID(),
        questionId: longest,
        correct: false,
        // Microseconds and an offset: the longest time a device may write.
        answeredAt: new Date(t.clock.now - DAY + i * 1000).toISOString().replace('Z', '123-05:00'),
        source: 'review',
        attemptId,
      }));
      expect(JSON.stringify({ events: largest }).length).toBeLessThan(MAX_BODY_BYTES);
      const res = await post(largest);
      expect(res.status, res.text).toBe(200);
      expect(res.body).toEqual({ stored: 80, duplicates: 0 });
      const versioned = largest.slice(0, EVENTS_PER_POST).map((event) => ({ ...event, id: randomUUID(), questionVersion: 1_000_000 }));
      expect(JSON.stringify({ events: versioned }).length).toBeLessThan(MAX_BODY_BYTES);
      const again = await post(versioned);
      expect(again.status, again.text).toBe(200);
    });

    it('an id or attemptId that is not a UUID', async () => {
      for (const id of ['abc', '', 42, null, undefined, '123e4567-e89b-12d3-a456-42661417400', 'zzze4567-e89b-12d3-a456-426614174000', '123e4567e89b12d3a456426614174000']) {
        expectBadRequest(await post([reviewEvent({ id })]), 'El identificador de una respuesta no es válido.');
      }
      for (const attemptId of ['abc', '', 42, null, 'intento-1']) {
        expectBadRequest(await post([reviewEvent({ source: 'exam', attemptId })]), 'El identificador del intento no es válido.');
      }
      expect(await rowCount()).toBe(0);
    });

    it('a question id that is not well formed', async () => {
      for (const questionId of ['101', 'Q1', 'q', 'pregunta-1', '', 7, null, undefined]) {
        expectBadRequest(await post([reviewEvent({ questionId })]), 'Identificador de pregunta no válido.');
      }
      expect(await rowCount()).toBe(0);
    });

    it('correct that is not true or false, and a source other than exam or review', async () => {
      for (const correct of ['true', 1, 0, null, undefined]) {
        expectBadRequest(await post([reviewEvent({ correct })]), 'Una de las respuestas no indica si fue correcta.');
      }
      for (const source of ['repaso', 'EXAM', '', null, undefined, 1]) {
        expectBadRequest(await post([reviewEvent({ source })]), 'El origen de una respuesta no es válido.');
      }
      expect(await rowCount()).toBe(0);
    });

    it('answeredAt that is not an ISO time with its offset, or from a wildly wrong clock', async () => {
      const message = 'La fecha de una respuesta no es válida.';
      for (const answeredAt of ['ayer', '2026-03-01', '2026-03-01T10:00:00', '2026-02-30T10:00:00Z', '2026-03-01 10:00:00Z', 1772359200000, null, undefined]) {
        expectBadRequest(await post([reviewEvent({ answeredAt })]), message);
      }
      for (const answeredAt of ['0000-01-01T00:00:00Z', '0001-01-01T00:00:00Z', '1999-12-31T23:59:59Z', '9999-12-31T23:30:00-05:00']) {
        expectBadRequest(await post([reviewEvent({ answeredAt })]), message);
      }
      expect(await rowCount()).toBe(0);
    });

    it('a NUL byte or a lone surrogate in any field → 400, nothing logged', async () => {
      const nul = String.fromCharCode(0);
      const lone = String.fromCharCode(0xd800);
      for (const raw of [
        JSON.stringify({ events: [reviewEvent({ id: `${randomUUID()}${nul}` })] }),
        JSON.stringify({ events: [reviewEvent({ questionId: `q1${nul}` })] }),
        JSON.stringify({ events: [{ ...reviewEvent(), extra: `a${nul}b` }] }),
        JSON.stringify({ events: [reviewEvent()] }).replace('"events"', '"x\\u0000":1,"events"'),
        JSON.stringify({ events: [reviewEvent({ source: `review${lone}` })] }),
      ]) {
        expectBadRequest(await t.call('POST', URL_EVENTS, { token, raw }), 'Los datos enviados contienen caracteres no permitidos.');
      }
      expect(await rowCount()).toBe(0);
    });

    it('one bad event refuses the whole batch', async () => {
      expectBadRequest(await post([...examEvents(5), reviewEvent({ correct: 'yes' })]));
      expect(await rowCount()).toBe(0);
    });
  });

  it('answeredAt beyond a few minutes in the future → 400; within the clock skew it is taken', async () => {
    const future = await post([reviewEvent(), reviewEvent({ answeredAt: new Date(t.clock.now + 10 * MINUTE).toISOString() })]);
    expectBadRequest(future, 'La fecha de una respuesta está en el futuro. Revisa la fecha y hora de tu dispositivo.');
    expect(await rowCount()).toBe(0);
    const skewed = await post([reviewEvent({ answeredAt: new Date(t.clock.now + 3 * MINUTE).toISOString() })]);
    expect(skewed.status, skewed.text).toBe(200);
    expect(await rowCount()).toBe(1);
  });

  it('at most 300 posts per student per day: the 301st → 429 with Retry-After; another student and the next day are free', async () => {
    for (let i = 0; i < 300; i += 1) {
      const res = await post([reviewEvent()]);
      expect(res.status, `post ${i + 1}: ${res.text}`).toBe(200);
    }
    const over = await post([reviewEvent()]);
    expect(over.status, over.text).toBe(429);
    const retryAfter = Number(over.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    expect((over.body as { message: string }).message).toMatch(/se enviarán más tarde/);
    expect(await rowCount()).toBe(300);

    // Reading is not limited.
    expect((await t.call('GET', URL_EVENTS, { token })).status).toBe(200);
    // Another student has a day of their own.
    const other = await t.createStudent({ enrolled: true });
    expect((await post([reviewEvent()], await t.login(other.email, other.password))).status).toBe(200);

    // A day later (the 1 h test token has expired by then: sign in again) it is taken again.
    t.clock.advance(DAY);
    expect((await post([reviewEvent()])).status).toBe(401);
    const res = await post([reviewEvent()], await t.login(DEMO_STUDENT.email, DEMO_STUDENT.password));
    expect(res.status, res.text).toBe(200);
    expect(await rowCount()).toBe(302);
  }, 120_000);
});

describe('GET /api/progress/events', () => {
  /** Stores events straight through the repository: 1,200 of them would take 15 posts of 80. */
  async function store(count: number, answeredAt: (i: number) => string): Promise<string[]> {
    const repo = answerLogRepository(t.database.db);
    const studentId = (await t.students.findByEmail(DEMO_STUDENT.email))!.id;
    const events = Array.from({ length: count }, (_, i) => ({ ...reviewEvent({ answeredAt: answeredAt(i) }), attemptId: null }));
    for (let i = 0; i < count; i += 400) {
      const stored = await repo.ingestEvents(studentId, events.slice(i, i + 400), Date.now());
      expect(stored).toHaveLength(Math.min(400, count - i));
    }
    return events.map((e) => e.id);
  }

  it('is an empty page for a student without events', async () => {
    expect(await page()).toEqual({ events: [], next: null });
  });

  it('answers at most 500 per page, oldest first, with a cursor to the next page until null', async () => {
    // Seven events share each time, so pages also split between equal times.
    const ids = await store(1200, (i) => new Date(Date.UTC(2026, 0, 1) + Math.floor(i / 7) * MINUTE).toISOString());
    const sizes: number[] = [];
    const seen: EventJson[] = [];
    let cursor: string | undefined;
    for (let n = 0; n < 5; n += 1) {
      const body = await page(cursor);
      sizes.push(body.events.length);
      seen.push(...body.events);
      if (body.next === null) break;
      cursor = body.next;
    }
    expect(sizes).toEqual([500, 500, 200]);
    expect(new Set(seen.map((e) => e.id)).size).toBe(1200);
    expect(new Set(seen.map((e) => e.id))).toEqual(new Set(ids));
    expect(seen).toEqual(inServerOrder(seen));
    const times = seen.map((e) => Date.parse(e.answeredAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  }, 60_000);

  it('a page stays right when events arrive between two reads', async () => {
    await store(501, (i) => new Date(Date.UTC(2026, 0, 1) + i * MINUTE).toISOString());
    const first = await page();
    expect(first.events).toHaveLength(500);
    // One older than the cursor (already behind it) and one newer (still ahead).
    expect((await post([reviewEvent({ answeredAt: '2025-12-31T00:00:00.000Z' }), reviewEvent({ answeredAt: ago(MINUTE) })])).status).toBe(200);
    const second = await page(first.next!);
    expect(second.events).toHaveLength(2);
    expect(second.next).toBeNull();
    expect(second.events[1].answeredAt).toBe(ago(MINUTE));
  }, 60_000);

  it('is gzip-compressed when the client accepts it', async () => {
    await store(500, (i) => new Date(Date.UTC(2026, 0, 1) + i * MINUTE).toISOString());
    const res = await t.app.request(URL_EVENTS, { headers: { Authorization: `Bearer ${token}`, 'Accept-Encoding': 'gzip, br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const text = await new Response(res.body!.pipeThrough(new DecompressionStream('gzip'))).text();
    expect((JSON.parse(text) as Page).events).toHaveLength(500);
  });

  it('a cursor that is not one of ours → 400 in Spanish, never 500', async () => {
    const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const cursor of [
      'x',
      '',
      'W10',
      cursorOf(['2026-01-01T00:00:00.000Z', '\u0000']),
      cursorOf(['nunca', '00000000-0000-0000-0000-000000000000']),
      cursorOf(['2026-02-30T00:00:00.000Z', '00000000-0000-0000-0000-000000000000']),
      cursorOf(['0000-01-01T00:00:00.000Z', '00000000-0000-0000-0000-000000000000']),
      cursorOf(['2026-01-01T00:00:00.000Z', '00000000-0000-0000-0000-000000000000', 1]),
      cursorOf({ answeredAt: '2026-01-01T00:00:00.000Z', id: '00000000-0000-0000-0000-000000000000' }),
    ]) {
      const res = await t.call('GET', `${URL_EVENTS}?cursor=${encodeURIComponent(cursor)}`, { token });
      expectBadRequest(res, 'El parámetro cursor no es válido. Vuelve a pedir la primera página.');
    }
  });
});

describe('/api/progress routing', () => {
  it('a method /api/progress/events does not take → 405 with Allow; other paths → 404', async () => {
    for (const [method, url] of [
      ['DELETE', URL_EVENTS],
      ['PUT', `${URL_EVENTS}/`],
      ['PATCH', URL_EVENTS],
    ]) {
      const res = await t.call(method, url, { token });
      expect(res.status, `${method} ${url}`).toBe(405);
      expect(res.body).toEqual({ message: 'Método no permitido para este recurso.' });
      expect(res.headers.get('allow')).toBe('POST, GET, HEAD');
    }
    for (const [method, url] of [
      ['GET', '/api/progress'],
      ['POST', '/api/progress'],
      ['GET', `${URL_EVENTS}/x`],
    ]) {
      const res = await t.call(method, url, { token });
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(res.body).toEqual({ message: 'Recurso no encontrado.' });
    }
  });
});

describe('the version of the question each Repaso answer was given on (issue 48)', () => {
  /** Publishes version `version` of `questionId` straight into the versions table (no console needed). */
  async function haveVersion(questionId: string, version: number) {
    await t.database.db.execute(sql`
      INSERT INTO content_versions (kind, item_key, version, content_version, state, origin, body, baseline_hash, created_at)
      VALUES ('question', ${questionId}, ${version}, (SELECT coalesce(max(content_version), 0) + 1 FROM content_versions), 'published', 'academy', '{}'::jsonb, 'test', now())`);
  }

  async function storedVersion(id: string) {
    const [row] = resultRows<{ question_version: number | null }>(await t.database.db.execute(sql`SELECT question_version FROM review_events WHERE id = ${id}::uuid`));
    return row?.question_version;
  }

  it('stores the version the device sends, the baseline for an event without one, and gives it back to every device', async () => {
    const edited = reviewEvent();
    await haveVersion(edited.questionId, 2);
    const onVersion = { ...edited, questionVersion: 2 };
    const older = reviewEvent({ questionId: questionBank[0].id, questionVersion: undefined });
    expect('questionVersion' in JSON.parse(JSON.stringify(older))).toBe(false);
    const res = await t.call('POST', URL_EVENTS, { token, json: { events: [onVersion, older] } });
    expect(res.status, res.text).toBe(200);
    expect(await storedVersion(onVersion.id)).toBe(2);
    // An app from before versions sends none: given on the bundled baseline, version 1.
    expect(await storedVersion(older.id)).toBe(1);
    const pulled = await t.call('GET', `${URL_EVENTS}?since=0`, { token });
    const events = (pulled.body as { events: EventJson[] }).events;
    expect(events.find((e) => e.id === onVersion.id)?.questionVersion).toBe(2);
    expect(events.find((e) => e.id === older.id)?.questionVersion).toBe(1);
  });

  it('a version the server never published for the question is recorded as unknown, and the batch is kept', async () => {
    const event = { ...reviewEvent(), questionVersion: 7 };
    const res = await t.call('POST', URL_EVENTS, { token, json: { events: [event] } });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ stored: 1, duplicates: 0 });
    expect(await storedVersion(event.id)).toBeNull();
  });

  it('a version that is not a positive whole number → 400', async () => {
    for (const questionVersion of [0, -1, 1.5, '2', null]) {
      const res = await t.call('POST', URL_EVENTS, { token, json: { events: [{ ...reviewEvent(), questionVersion }] } });
      expect(res.status, res.text).toBe(400);
      expect((res.body as { message: string }).message).toBe('La versión de una pregunta no es válida.');
    }
  });
});
