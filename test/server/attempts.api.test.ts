/**
 * POST/GET /api/attempts (issue 6 'Attempts reach the server exactly once'): the server rescores from
 * the bank, stores each (student, attempt id) once, tells a replay (200) from a conflicting reuse
 * (422), keeps students apart and answers bad bodies with 400, never 500.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { resultRows } from '../../server/db/client';
import { answerLogRepository } from '../../server/repositories/answer-log.repository';
import { examVersions, findExam, QUESTIONS_PER_EXAM, questionsOf } from '../../src/content/exams';
import { earlierExamSets } from '../../src/content/exam-history';
import { findQuestion, questionBank } from '../../src/content/question-bank';
import { drawSimulacro } from '../../src/content/simulacro-draw';
import type { Question } from '../../src/content/types';
import { type ApiAnswer, type TestApp, setUpTestApp } from './support/test-app';

interface Answer {
  questionId: string;
  selectedOptions: string[];
}

interface AttemptJson {
  id: string;
  examId: string;
  startedAt: string;
  finishedAt: string;
  answers: Answer[];
  score: number;
  correct: number;
  total: number;
  receivedAt: string;
}

const MINUTE = 60_000;

let t: TestApp;
let token: string;

setUpTestApp((app) => (t = app), { failOnServerErrors: true });

beforeEach(async () => {
  token = await t.login();
});

/** Option letter of an option index, written out here rather than taken from the app's scoring. */
const letter = (index: number) => String.fromCharCode('a'.charCodeAt(0) + index);

const rightAnswer = (q: Question) => q.correct.map(letter);

/** A wrong choice: the first option that is not correct. */
function wrongAnswer(q: Question): string[] {
  const index = q.options.findIndex((_, i) => !q.correct.includes(i));
  return [letter(index)];
}

const principal = findExam('principal-01')!;
const principalQuestions = questionsOf(principal);

/** Part of the correct set of a several-answer question: wrong under the exact-set rule. */
const partialAnswer = (q: Question) => q.correct.slice(0, -1).map(letter);

/** One entry per question of the exam (the device sends unanswered ones with no selection). */
const answersTo = (questions: readonly Question[], choose: (q: Question, i: number) => string[]): Answer[] =>
  questions.map((q, i) => ({ questionId: q.id, selectedOptions: choose(q, i) }));

const unanswered = (questions: readonly Question[] = principalQuestions) => answersTo(questions, () => []);

/**
 * A finished attempt at principal-01: of the first seven questions, several-answer ones answered in
 * part (wrong), the other first five right and the next two wrong; the last three left unanswered.
 */
function attemptBody(overrides: Partial<Record<string, unknown>> = {}) {
  const answers = answersTo(principalQuestions, (q, i) =>
    i >= 7 ? [] : q.correct.length > 1 ? partialAnswer(q) : i < 5 ? rightAnswer(q) : wrongAnswer(q),
  );
  return {
    id: randomUUID(),
    examId: principal.id,
    startedAt: '2026-03-01T10:00:00.000Z',
    finishedAt: '2026-03-01T10:21:30.000Z',
    answers,
    ...overrides,
  };
}

/** The score the rules give (exact set of correct options; unanswered is wrong), computed here. */
function expectedScore(questions: readonly Question[], answers: readonly Answer[]) {
  let correct = 0;
  for (const q of questions) {
    const chosen = answers.find((a) => a.questionId === q.id)?.selectedOptions ?? [];
    const expected = q.correct.map(letter);
    const same = chosen.length === expected.length && expected.every((l) => chosen.includes(l));
    if (same) correct += 1;
  }
  return { correct, total: questions.length, score: Math.round((correct / questions.length) * 100) };
}

const post = (body: unknown, as = token) => t.call('POST', '/api/attempts', { token: as, json: body });
/** The first page, which in these tests is every attempt (fewer than a page). */
const list = async (as = token) => {
  const res = await t.call('GET', '/api/attempts', { token: as });
  expect(res.status).toBe(200);
  const page = res.body as { attempts: AttemptJson[]; next: string | null };
  expect(page.next).toBeNull();
  return page.attempts;
};

async function rowCount(): Promise<number> {
  const rows = resultRows<{ n: number }>(await t.database.db.execute(sql`SELECT count(*)::int AS n FROM attempts`));
  return Number(rows[0].n);
}

function expectBadRequest(res: ApiAnswer, message?: string | RegExp) {
  expect(res.status, res.text).toBe(400);
  const body = res.body as { message?: unknown };
  expect(typeof body.message).toBe('string');
  expect((body.message as string).length).toBeGreaterThan(0);
  if (typeof message === 'string') expect(body.message).toBe(message);
  else if (message) expect(body.message).toMatch(message);
  expect(res.text).not.toMatch(/\bat .+:\d+|\.ts\b|node_modules|ZodError|TypeError|"stack"|insert into/i);
}

describe('POST /api/attempts', () => {
  it('stores a first arrival: 201 with the score the server computed from the bank', async () => {
    const body = attemptBody();
    const expected = expectedScore(principalQuestions, body.answers);
    // The fixture really mixes right answers, wrong ones and a partly answered several-answer question.
    expect(expected.correct).toBeGreaterThan(0);
    expect(expected.correct).toBeLessThan(8);
    expect(principalQuestions.some((q) => q.correct.length > 1)).toBe(true);
    expect(expected.total).toBe(principalQuestions.length);

    const res = await post({ ...body, score: 100, correct: 10, total: 10 });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toEqual({
      id: body.id,
      examId: 'principal-01',
      startedAt: body.startedAt,
      finishedAt: body.finishedAt,
      answers: body.answers,
      score: expected.score,
      correct: expected.correct,
      total: expected.total,
      receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(await list()).toEqual([res.body]);
  });

  it('scores every exam of both series from the bank', async () => {
    for (const exam of [findExam('principal-12')!, findExam('complementario-01')!, findExam('complementario-12')!]) {
      const questions = questionsOf(exam);
      const answers = questions.map((q, i) => ({ questionId: q.id, selectedOptions: i % 3 === 0 ? wrongAnswer(q) : rightAnswer(q) }));
      const res = await post(attemptBody({ examId: exam.id, answers }));
      expect(res.status, res.text).toBe(201);
      expect(res.body).toMatchObject(expectedScore(questions, answers));
    }
    const allRight = principalQuestions.map((q) => ({ questionId: q.id, selectedOptions: rightAnswer(q) }));
    expect((await post(attemptBody({ answers: allRight }))).body).toMatchObject({ score: 100, correct: 10, total: 10 });
    expect((await post(attemptBody({ answers: unanswered() }))).body).toMatchObject({ score: 0, correct: 0, total: 10 });
  });

  it('rejects an attempt that answers bank questions of another exam (no 100 % for chosen questions)', async () => {
    // Bank questions, but not the ones principal-01 has (exams are frozen in exam-sets.ts).
    const others = questionBank.filter((q) => !principal.questionIds.includes(q.id)).slice(0, QUESTIONS_PER_EXAM);
    const answers = answersTo(others, (q) => rightAnswer(q));
    expectBadRequest(await post(attemptBody({ answers })), `La pregunta ${others[0].id} no pertenece a este examen.`);
  });

  it('takes an attempt at an earlier version of an exam (begun before a rebuild), scored from the bank; never a mix of versions', async () => {
    const [examId, lists] = Object.entries(earlierExamSets)[0];
    const earlier = lists[lists.length - 1].map((id) => findQuestion(id)!);
    const current = questionsOf(findExam(examId)!);
    expect(earlier.map((q) => q.id)).not.toEqual(current.map((q) => q.id));
    const answers = answersTo(earlier, (q, i) => (i % 2 === 0 ? rightAnswer(q) : wrongAnswer(q)));
    const res = await post(attemptBody({ examId, answers }));
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject(expectedScore(earlier, answers));
    // Half of one version and half of the other is no exam anyone was given.
    const stranger = current.find((q) => !earlier.some((e) => e.id === q.id))!;
    const mixed = answers.map((a, i) => (i === 0 ? { questionId: stranger.id, selectedOptions: rightAnswer(stranger) } : a));
    expectBadRequest(await post(attemptBody({ examId, answers: mixed })), /^La pregunta q\d+ no pertenece a este examen\.$/);
    // 'Repetir solo mis errores' from that earlier attempt.
    const retake = await post(attemptBody({ examId: `errores-${examId}`, answers: answersTo(earlier.slice(2, 4), rightAnswer) }));
    expect(retake.status, retake.text).toBe(201);
    expect(retake.body).toMatchObject({ correct: 2, total: 2, score: 100 });
  });

  it('answers a replay of the same id and content with 200 and the same attempt, without a new row', async () => {
    const body = attemptBody();
    const first = await post(body);
    expect(first.status).toBe(201);
    const again = await post(body);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await list()).toHaveLength(1);
    expect(await rowCount()).toBe(1);
  });

  it('treats the same content written differently as a replay (answer order, option order, time zone)', async () => {
    const body = attemptBody();
    expect((await post(body)).status).toBe(201);
    const reordered = {
      ...body,
      startedAt: '2026-03-01T05:00:00-05:00',
      answers: [...body.answers].reverse().map((a) => ({ ...a, selectedOptions: [...a.selectedOptions].reverse() })),
    };
    const res = await post(reordered);
    expect(res.status).toBe(200);
    expect((res.body as AttemptJson).startedAt).toBe(body.startedAt);
    expect(await rowCount()).toBe(1);
  });

  it('answers the same id with different content with 422 and keeps the stored attempt', async () => {
    const body = attemptBody();
    const first = await post(body);
    expect(first.status).toBe(201);
    // The last question was left unanswered; the first one was answered.
    const last = principalQuestions[QUESTIONS_PER_EXAM - 1];
    expect(body.answers.at(-1)).toEqual({ questionId: last.id, selectedOptions: [] });
    expect(body.answers[0].selectedOptions).not.toEqual([]);
    const principal02 = questionsOf(findExam('principal-02')!);
    const changes = [
      { answers: body.answers.map((a) => (a.questionId === last.id ? { ...a, selectedOptions: rightAnswer(last) } : a)) },
      { answers: body.answers.map((a, i) => (i === 0 ? { ...a, selectedOptions: [] } : a)) },
      { finishedAt: '2026-03-01T10:25:00.000Z' },
      { startedAt: '2026-03-01T09:59:59.000Z' },
      { examId: 'principal-02', answers: answersTo(principal02, rightAnswer) },
    ];
    for (const change of changes) {
      const res = await post({ ...body, ...change });
      expect(res.status, JSON.stringify(change)).toBe(422);
      expect((res.body as { message: string }).message).toMatch(/\S/);
    }
    expect(await list()).toEqual([first.body]);
  });

  it('stores 50 concurrent posts of the same attempt exactly once', async () => {
    const body = attemptBody();
    const answers = await Promise.all(Array.from({ length: 50 }, () => post(body)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(49);
    const created = answers.find((a) => a.status === 201)!.body;
    for (const a of answers) expect(a.body).toEqual(created);
    expect(await list()).toHaveLength(1);
    expect(await rowCount()).toBe(1);
  });

  it('keeps students apart: another student neither sees these attempts nor collides with their ids', async () => {
    const other = await t.createStudent({ enrolled: true });
    const otherToken = await t.login(other.email, other.password);
    const body = attemptBody();
    const mine = await post(body);
    expect(mine.status).toBe(201);

    expect(await list(otherToken)).toEqual([]);

    // The same id under another student is a different attempt: stored for them, 201, even with other content.
    const theirs = await post({ ...body, answers: unanswered() }, otherToken);
    expect(theirs.status).toBe(201);
    expect(theirs.body).toMatchObject({ id: body.id, score: 0 });
    expect((await post({ ...body, answers: unanswered() }, otherToken)).status).toBe(200);

    expect(await list()).toEqual([mine.body]);
    expect(await list(otherToken)).toEqual([theirs.body]);
    expect(await rowCount()).toBe(2);
  });

  describe('bad bodies → 400 with a message, never 500', () => {
    it('malformed JSON and bodies that are not an attempt', async () => {
      expectBadRequest(await t.call('POST', '/api/attempts', { token, raw: '{"id":' }), 'El cuerpo de la solicitud no es un JSON válido.');
      expectBadRequest(await t.call('POST', '/api/attempts', { token, raw: '' }), 'El cuerpo de la solicitud no es un JSON válido.');
      for (const raw of ['null', '[]', '"intento"', '7']) expectBadRequest(await t.call('POST', '/api/attempts', { token, raw }));
      expectBadRequest(await post({}));
      const { answers: _answers, ...withoutAnswers } = attemptBody();
      expectBadRequest(await post(withoutAnswers));
      expectBadRequest(await post(attemptBody({ answers: 'todas' })));
      expectBadRequest(await post(attemptBody({ answers: [{ questionId: principalQuestions[0].id, selectedOptions: 'a' }] })));
      expectBadRequest(await post(attemptBody({ answers: [{ questionId: principalQuestions[0].id }] })));
      expectBadRequest(await post(attemptBody({ answers: [null] })));
      expect(await rowCount()).toBe(0);
    });

    it('an id that is not a UUID', async () => {
      for (const id of ['abc', '', 42, null, '123e4567-e89b-12d3-a456-42661417400', 'zzze4567-e89b-12d3-a456-426614174000']) {
        expectBadRequest(await post(attemptBody({ id })), 'El identificador del intento no es válido.');
      }
    });

    it('an unknown exam', async () => {
      for (const examId of ['principal-13', 'complementario-00', 'principal-99', 'final-01', 'principal-1', '', 7]) {
        expectBadRequest(await post(attemptBody({ examId })));
      }
      expectBadRequest(await post(attemptBody({ examId: 'principal-13' })), 'El examen indicado no existe.');
    });

    it('a question that is not in the bank', async () => {
      const body = attemptBody();
      for (const questionId of ['q999999', 'q0']) {
        const answers = body.answers.map((a, i) => (i === 3 ? { questionId, selectedOptions: ['a'] } : a));
        expectBadRequest(await post({ ...body, answers }), `La pregunta ${questionId} no pertenece a este examen.`);
      }
      for (const questionId of ['101', 'Q101', 'q', 'pregunta-1']) {
        const answers = body.answers.map((a, i) => (i === 3 ? { questionId, selectedOptions: [] } : a));
        expectBadRequest(await post({ ...body, answers }));
      }
    });

    it('fewer or more answers than the exam has questions', async () => {
      const body = attemptBody();
      const message = `Un intento debe incluir las ${QUESTIONS_PER_EXAM} preguntas del examen.`;
      expectBadRequest(await post({ ...body, answers: body.answers.slice(1) }), message);
      expectBadRequest(await post({ ...body, answers: [] }), message);
      const extra = questionBank.find((q) => !principal.questionIds.includes(q.id))!;
      expectBadRequest(await post({ ...body, answers: [...body.answers, { questionId: extra.id, selectedOptions: [] }] }), message);
    });

    it('the same question twice', async () => {
      const body = attemptBody();
      const first = body.answers[0];
      const answers = body.answers.map((a, i) => (i === 5 ? { questionId: first.questionId, selectedOptions: [] } : a));
      expectBadRequest(await post({ ...body, answers }), `La pregunta ${first.questionId} está repetida.`);
    });

    it('an option letter the question does not have', async () => {
      const body = attemptBody();
      const q = principalQuestions[1];
      const withOption = (option: string) => ({
        ...body,
        answers: body.answers.map((a) => (a.questionId === q.id ? { ...a, selectedOptions: [option] } : a)),
      });
      const beyond = letter(q.options.length);
      expectBadRequest(await post(withOption(beyond)), `La opción '${beyond}' no existe en la pregunta ${q.id}.`);
      for (const option of ['z', 'A', '1', 'ab', '', 'á']) expectBadRequest(await post(withOption(option)));
    });

    it('finishedAt before startedAt, and dates that are not ISO timestamps', async () => {
      expectBadRequest(
        await post(attemptBody({ startedAt: '2026-03-01T10:00:00.000Z', finishedAt: '2026-03-01T09:59:59.999Z' })),
        'La hora de fin no puede ser anterior a la de inicio.',
      );
      // The same instant in two time zones is not "before".
      expect((await post(attemptBody({ startedAt: '2026-03-01T10:00:00Z', finishedAt: '2026-03-01T05:00:00-05:00' }))).status).toBe(201);
      for (const startedAt of ['ayer', '2026-03-01', '2026-03-01T10:00:00', '2026-02-30T10:00:00Z', '2026-03-01 10:00:00Z', 1772359200000]) {
        expectBadRequest(await post(attemptBody({ startedAt })), 'La fecha de inicio no es válida.');
      }
      expectBadRequest(await post(attemptBody({ finishedAt: 'luego' })), 'La fecha de fin no es válida.');
    });

    it('timestamps from a wildly wrong clock (outside what the database stores faithfully)', async () => {
      const cases: [string, string][] = [
        ['0000-01-01T00:00:00Z', '0000-01-01T00:20:00Z'],
        ['0001-01-01T00:00:00Z', '0001-01-01T00:20:00Z'],
        ['2026-03-01T10:00:00Z', '9999-12-31T23:30:00-05:00'],
      ];
      for (const [startedAt, finishedAt] of cases) {
        expectBadRequest(await post(attemptBody({ startedAt, finishedAt })), /fechas? .*no (es|son) válidas?/);
      }
      expect(await rowCount()).toBe(0);
    });

    it('a body over 16 KB → 413', async () => {
      const q = principalQuestions[0];
      const answers = Array.from({ length: 100 }, () => ({ questionId: `${q.id}${'0'.repeat(200)}`, selectedOptions: ['a'] }));
      const res = await post(attemptBody({ answers }));
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ message: 'La solicitud es demasiado grande.' });
    });
  });

  it('needs a token: 401 without one, for POST and GET', async () => {
    const noToken = await t.call('POST', '/api/attempts', { json: attemptBody() });
    expect(noToken.status).toBe(401);
    expect((noToken.body as { message: string }).message).toMatch(/\S/);
    expect((await t.call('GET', '/api/attempts')).status).toBe(401);
    expect(await rowCount()).toBe(0);
  });
});

describe('GET /api/attempts', () => {
  it("lists the student's attempts newest first", async () => {
    const older = attemptBody({ startedAt: '2026-02-01T10:00:00.000Z', finishedAt: '2026-02-01T10:20:00.000Z' });
    const newest = attemptBody({ startedAt: '2026-03-05T10:00:00.000Z', finishedAt: '2026-03-05T10:20:00.000Z' });
    const middle = attemptBody({ startedAt: '2026-02-15T10:00:00.000Z', finishedAt: '2026-02-15T10:20:00.000Z' });
    for (const body of [older, newest, middle]) expect((await post(body)).status).toBe(201);
    expect((await list()).map((a) => a.id)).toEqual([newest.id, middle.id, older.id]);
  });

  it('is an empty array for a student without attempts', async () => {
    expect(await list()).toEqual([]);
  });
});

describe('POST /api/attempts: only what a student could have done (issue 16, items 10 and 11)', () => {
  it('a student not enrolled in the course → 403, nothing stored', async () => {
    const outsider = await t.createStudent({ enrolled: false });
    const res = await post(attemptBody(), await t.login(outsider.email, outsider.password));
    expect(res.status, res.text).toBe(403);
    expect(res.body).toEqual({ message: 'No tienes acceso a este curso.' });
    expect(await rowCount()).toBe(0);
  });

  it('finishedAt beyond a few minutes in the future → 400; within the clock skew it is taken', async () => {
    const at = (ms: number) => new Date(t.clock.now + ms).toISOString();
    const future = await post(attemptBody({ startedAt: at(-10 * MINUTE), finishedAt: at(10 * MINUTE) }));
    expectBadRequest(future, /en el futuro/);
    const skewed = await post(attemptBody({ startedAt: at(-10 * MINUTE), finishedAt: at(3 * MINUTE) }));
    expect(skewed.status, skewed.text).toBe(201);
    expect(await rowCount()).toBe(1);
  });

  it('at most 200 new attempts per student per day: the 201st → 429 with Retry-After; replays still answer', async () => {
    const bodies = Array.from({ length: 200 }, () => attemptBody());
    for (const body of bodies) expect((await post(body)).status).toBe(201);
    const over = await post(attemptBody());
    expect(over.status, over.text).toBe(429);
    const retryAfter = Number(over.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    expect((over.body as { message: string }).message).toMatch(/se enviarán más tarde/);
    // A replay of one already stored is not a new attempt: still 200.
    expect((await post(bodies[0])).status).toBe(200);
    // Another student has a day of their own.
    const other = await t.createStudent({ enrolled: true });
    expect((await post(attemptBody(), await t.login(other.email, other.password))).status).toBe(201);
    t.clock.advance(24 * 3600 * 1000);
    expect((await post(attemptBody(), await t.login())).status).toBe(201);
    expect(await rowCount()).toBe(202);
  }, 60_000);
});

describe('GET /api/attempts pages (issue 16, item 12)', () => {
  interface Page {
    attempts: AttemptJson[];
    next: string | null;
  }

  /** Stores attempts straight through the repository: 250 posts would be over the daily limit. */
  async function store(count: number, finishedAt: (i: number) => string): Promise<string[]> {
    const repo = answerLogRepository(t.database.db);
    const studentId = (await t.students.findByEmail('estudiante@academia.pe'))!.id;
    const ids: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const body = attemptBody();
      await repo.ingestAttempt({ ...body, studentId, finishedAt: finishedAt(i), score: 0, correct: 0, total: 10, contentHash: `h${i}` }, Date.now());
      ids.push(body.id);
    }
    return ids;
  }

  async function page(cursor?: string, headers?: Record<string, string>): Promise<{ res: ApiAnswer; body: Page }> {
    const url = cursor === undefined ? '/api/attempts' : `/api/attempts?cursor=${encodeURIComponent(cursor)}`;
    const res = await t.call('GET', url, { token, headers });
    expect(res.status, res.text).toBe(200);
    return { res, body: res.body as Page };
  }

  it('answers at most 100 per page, newest first, with a cursor to the next page until null', async () => {
    // Ten attempts share each finishing time, so pages also split between equal times.
    await store(250, (i) => new Date(Date.UTC(2026, 0, 1) + Math.floor(i / 10) * MINUTE).toISOString());
    const seen: AttemptJson[] = [];
    let cursor: string | undefined;
    const sizes: number[] = [];
    for (let n = 0; n < 5; n += 1) {
      const { body } = await page(cursor);
      sizes.push(body.attempts.length);
      seen.push(...body.attempts);
      if (!body.next) break;
      cursor = body.next;
    }
    expect(sizes).toEqual([100, 100, 50]);
    expect(new Set(seen.map((a) => a.id)).size).toBe(250);
    const times = seen.map((a) => Date.parse(a.finishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  }, 60_000);

  it('is gzip-compressed when the client accepts it', async () => {
    await store(100, (i) => new Date(Date.UTC(2026, 0, 1) + i * MINUTE).toISOString());
    const res = await t.app.request('/api/attempts', { headers: { Authorization: `Bearer ${token}`, 'Accept-Encoding': 'gzip, br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const text = await new Response(res.body!.pipeThrough(new DecompressionStream('gzip'))).text();
    expect((JSON.parse(text) as Page).attempts).toHaveLength(100);
  });

  it('a cursor that is not one of ours → 400 in Spanish, never 500', async () => {
    for (const cursor of ['x', '', 'W10', Buffer.from('["2026-01-01T00:00:00.000Z","\u0000"]').toString('base64url'), Buffer.from('["nunca","00000000-0000-0000-0000-000000000000"]').toString('base64url')]) {
      const res = await t.call('GET', `/api/attempts?cursor=${encodeURIComponent(cursor)}`, { token });
      expectBadRequest(res, 'El parámetro cursor no es válido. Vuelve a pedir la primera página.');
    }
  });
});

describe('characters PostgreSQL rejects (issue 16, item 13)', () => {
  it('a NUL byte or a lone surrogate in any field → 400 in Spanish, nothing logged', async () => {
    const nul = String.fromCharCode(0);
    const lone = String.fromCharCode(0xd800);
    for (const raw of [
      JSON.stringify(attemptBody({ id: `${randomUUID()}${nul}` })),
      JSON.stringify(attemptBody({ extra: `a${nul}b` })),
      JSON.stringify(attemptBody()).replace('"answers"', '"x\\u0000":1,"answers"'),
      JSON.stringify(attemptBody({ examId: `principal-01${lone}` })),
    ]) {
      expectBadRequest(await t.call('POST', '/api/attempts', { token, raw }), 'Los datos enviados contienen caracteres no permitidos.');
    }
    for (const json of [
      { email: `estudiante@academia.pe${nul}`, password: 'Peru2026!' },
      { email: 'estudiante@academia.pe', password: `Peru2026!${nul}` },
    ]) {
      expectBadRequest(await t.call('POST', '/api/auth/login', { json }), 'Los datos enviados contienen caracteres no permitidos.');
    }
    expect(await rowCount()).toBe(0);
  });
});

describe("'Repetir solo mis errores' attempts (issue 18, item 4)", () => {
  const mistakesBody = (questions: readonly Question[], overrides: Partial<Record<string, unknown>> = {}) =>
    attemptBody({ examId: 'errores-principal-01', answers: answersTo(questions, rightAnswer), ...overrides });

  it('takes some of the source exam’s questions, scored from the bank, under its own exam id', async () => {
    const missed = principalQuestions.slice(5, 8);
    const res = await post(mistakesBody(missed));
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ examId: 'errores-principal-01', correct: 3, total: 3, score: 100 });
    expect((await list()).map((a) => a.examId)).toEqual(['errores-principal-01']);
  });

  it('refuses questions of another exam, none at all, repeats, and unknown source exams', async () => {
    // Of another exam: in no version of principal-01 (an earlier version's question is still its own).
    const other = questionsOf(findExam('principal-02')!).find((q) => !examVersions('principal-01').flat().includes(q.id))!;
    expectBadRequest(await post(mistakesBody([principalQuestions[0], other])), `La pregunta ${other.id} no pertenece a este examen.`);
    expectBadRequest(await post(mistakesBody([])), /entre 1 y 10 preguntas/);
    expectBadRequest(await post(mistakesBody([principalQuestions[0], principalQuestions[0]])), /repetida/);
    expectBadRequest(await post(mistakesBody([principalQuestions[0]], { examId: 'errores-principal-99' })), 'El examen indicado no existe.');
    expectBadRequest(await post(mistakesBody([principalQuestions[0]], { examId: 'errores-errores-principal-01' })));
    expect(await rowCount()).toBe(0);
  });
});

describe("'Simulacro oficial' attempts (issue 34)", () => {
  it('takes a drawn simulacro under its id, scored from the bank; refuses questions it does not name', async () => {
    const id = drawSimulacro();
    const questions = questionsOf(findExam(id)!);
    const res = await post(attemptBody({ examId: id, answers: answersTo(questions, rightAnswer) }));
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ examId: id, correct: 10, total: 10, score: 100 });
    expect((await list()).map((a) => a.examId)).toEqual([id]);
    // It counts in the learning loop like every exam: its answers are events of the answer log.
    const pulled = await t.call('GET', '/api/progress/events?since=0', { token: await t.login() });
    const events = (pulled.body as { events: { questionId: string; source: string; correct: boolean }[] }).events;
    expect(events.map((e) => e.questionId).sort()).toEqual(questions.map((q) => q.id).sort());
    expect(events.every((e) => e.source === 'exam' && e.correct)).toBe(true);
    const stranger = principalQuestions.find((q) => !questions.includes(q))!;
    expectBadRequest(await post(attemptBody({ examId: id, answers: answersTo([...questions.slice(1), stranger], rightAnswer) })), `La pregunta ${stranger.id} no pertenece a este examen.`);
  });
});
