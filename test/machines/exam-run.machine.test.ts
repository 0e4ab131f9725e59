/**
 * The exam run machine with an injected clock, its own small exam (through a provided `loadRun`)
 * and the real device storage (fake-indexeddb), so a "reload" is a new actor over the same storage.
 * Runs belong to a student (input `studentId`): a second student on the same phone starts afresh.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor, type Actor } from 'xstate';
import { earlierExamSets } from '@/content/exam-history';
import { findExam, type Exam } from '@/content/exams';
import type { Question } from '@/content/types';
import { claimRun, runLockName, type Ownership, answeredCount, createExamRunMachine, flaggedIndexes, incompleteIndexes, loadExamRun, currentQuestion, isAnswered, isLowTime, remainingSeconds, required, type ExamRunMachine, type LoadedRun } from '@/machines/exam-run.machine';
import * as storage from '@/lib/storage/indexed-db';
import type { SavedRun } from '@/shared/attempt';

const T0 = Date.parse('2026-11-22T15:00:00.000Z');
const MINUTE = 60_000;

function question(id: string, correct: number[], options = ['Uno', 'Dos', 'Tres', 'Cuatro']): Question {
  return {
    id,
    topic: 1,
    text: `Pregunta ${id}`,
    options,
    correct,
    points: 2,
    explanation: 'Porque sí.',
    source: { path: 'material/imperio-incaico', anchor: 'resumen' },
  };
}

const questions: Question[] = [
  question('q901', [1]),
  question('q902', [0, 2]),
  question('q903', [0, 1, 3], ['A', 'B', 'C', 'D', 'E']),
  question('q904', [3]),
];

function testExam(id: string, number: number): Exam {
  const series = id.startsWith('complementario') ? 'complementario' : 'principal';
  return {
    id,
    series,
    number,
    title: `Examen de prueba ${number}`,
    description: 'Temas: El Imperio Incaico.',
    totalPoints: 20,
    passingScore: 12,
    timeLimit: 30,
    questionIds: questions.map((q) => q.id),
  };
}

/** A simulacro's id names its questions (content/simulacro.ts); the test gives it its own four. */
const SIMULACRO_ID = 'simulacro-1-2-3-4-5-6-7-8-9-a';
const testExams = [testExam('principal-05', 5), testExam('complementario-03', 3), { ...testExam(SIMULACRO_ID, 1), series: 'simulacro' as const }];

/** The student taking the exams, and another one sharing the phone. */
const ANA = 7;
const BETO = 12;

/** The test's loadRun: its own exams (resolving 'complementario-3'), the student's saved run from real storage. */
const loadRun = fromPromise<LoadedRun | null, { studentId: number; examId: string; questionIds: string[] }>(async ({ input }) => {
  const exam = testExams.find((e) => e.id === input.examId || e.id === input.examId.replace(/-(\d)$/, '-0$1'));
  if (!exam) return null;
  return { exam, questions, saved: (await storage.loadRun(input.studentId, exam.id)) ?? null };
});

/** Ticks are sent by the test, after moving the clock. */
const silentTicker = fromCallback(() => () => {});

let now = T0;
const clock = () => now;
const actors: Actor<ExamRunMachine>[] = [];

function machine(options: { realTicker?: boolean; attemptStored?: () => void } = {}) {
  return createExamRunMachine({ clock }).provide({
    actors: options.realTicker ? { loadRun } : { loadRun, ticker: silentTicker },
    ...(options.attemptStored && { actions: { attemptStored: options.attemptStored } }),
  });
}

async function open(examId = 'principal-05', options: { realTicker?: boolean; studentId?: number; attemptStored?: () => void } = {}) {
  const actor = createActor(machine(options), { input: { studentId: options.studentId ?? ANA, examId } });
  actors.push(actor);
  actor.start();
  await waitFor(actor, (s) => !s.matches('loading'));
  return actor;
}

function send(actor: Actor<ExamRunMachine>, ...events: Parameters<Actor<ExamRunMachine>['send']>[0][]) {
  for (const event of events) actor.send(event);
  return actor.getSnapshot();
}

beforeEach(async () => {
  now = T0;
  await storage.clearLocalData();
});

afterEach(() => {
  for (const actor of actors.splice(0)) actor.stop();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('starting', () => {
  it('starts at question 1 with 30 minutes, a new attempt id, and saves the run at once', async () => {
    const actor = await open();
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ running: 'answering' })).toBe(true);
    expect(currentQuestion(snapshot)?.id).toBe('q901');
    expect(remainingSeconds(snapshot)).toBe(1800);
    expect(isLowTime(snapshot)).toBe(false);
    expect(answeredCount(snapshot)).toBe(0);
    expect(snapshot.context.attemptId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(await storage.loadRun(ANA, 'principal-05')).toEqual({
      examId: 'principal-05',
      attemptId: snapshot.context.attemptId,
      startedAt: T0,
      deadline: T0 + 30 * MINUTE,
      current: 0,
      answers: {},
      flagged: [],
      questionIds: ['q901', 'q902', 'q903', 'q904'],
    });
  });

  it('an unknown exam id ends in notFound', async () => {
    const actor = await open('principal-99');
    expect(actor.getSnapshot().matches('notFound')).toBe(true);
    expect(actor.getSnapshot().status).toBe('done');
  });
});

describe('the clock', () => {
  it('counts down from the clock on each tick and turns low under 300 s', async () => {
    const actor = await open();
    now = T0 + (1800 - 300) * 1000;
    let snapshot = send(actor, { type: 'TICK' });
    expect(remainingSeconds(snapshot)).toBe(300);
    expect(isLowTime(snapshot)).toBe(false);
    now += 1000;
    snapshot = send(actor, { type: 'TICK' });
    expect(remainingSeconds(snapshot)).toBe(299);
    expect(isLowTime(snapshot)).toBe(true);
    expect(snapshot.matches('running')).toBe(true);
  });

  it('submits by itself when 30 minutes have passed', async () => {
    const actor = await open();
    send(actor, { type: 'SELECT', optionId: 'b' });
    now = T0 + 30 * MINUTE - 1000;
    expect(send(actor, { type: 'TICK' }).matches('running')).toBe(true);
    now = T0 + 30 * MINUTE;
    send(actor, { type: 'TICK' });
    const snapshot = await waitFor(actor, (s) => s.matches('submitted'));
    expect(snapshot.context.attempt).toMatchObject({
      examId: 'principal-05',
      id: snapshot.context.attemptId,
      startedAt: new Date(T0).toISOString(),
      finishedAt: new Date(T0 + 30 * MINUTE).toISOString(),
      correct: 1,
      total: 4,
      score: 25,
    });
    expect(await storage.getAttempt(ANA, snapshot.context.attemptId)).toEqual(snapshot.context.attempt);
    expect(await storage.loadRun(ANA, 'principal-05')).toBeUndefined();
  });

  it('ticks every second with the default ticker', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const actor = await open('principal-05', { realTicker: true });
    now = T0 + 90_000;
    vi.advanceTimersByTime(999);
    expect(remainingSeconds(actor.getSnapshot())).toBe(1800);
    vi.advanceTimersByTime(1);
    expect(remainingSeconds(actor.getSnapshot())).toBe(1710);
  });
});

describe('selecting', () => {
  it('a single-answer question keeps only the last choice', async () => {
    const actor = await open();
    expect(required(questions[0])).toBe(1);
    send(actor, { type: 'SELECT', optionId: 'a' }, { type: 'SELECT', optionId: 'c' });
    const snapshot = send(actor, { type: 'SELECT', optionId: 'c' });
    expect(snapshot.context.answers).toEqual({ q901: ['c'] });
    expect(isAnswered(snapshot, 'q901')).toBe(true);
    expect(answeredCount(snapshot)).toBe(1);
  });

  it('ignores options the question does not have', async () => {
    const actor = await open();
    expect(send(actor, { type: 'SELECT', optionId: 'e' }, { type: 'SELECT', optionId: 'zz' }).context.answers).toEqual({});
  });

  it('a several-answer question toggles up to the number of correct answers', async () => {
    const actor = await open();
    send(actor, { type: 'GOTO', index: 2 });
    expect(required(currentQuestion(actor.getSnapshot())!)).toBe(3);
    // Two of the three it needs: incomplete, not answered (issue 50 §9).
    let snapshot = send(actor, { type: 'SELECT', optionId: 'a' }, { type: 'SELECT', optionId: 'b' });
    expect(isAnswered(snapshot, 'q903')).toBe(false);
    expect(answeredCount(snapshot)).toBe(0);
    snapshot = send(actor, { type: 'SELECT', optionId: 'c' });
    expect(snapshot.context.answers.q903).toEqual(['a', 'b', 'c']);
    expect(isAnswered(snapshot, 'q903')).toBe(true);
    expect(answeredCount(snapshot)).toBe(1);
    expect(snapshot.context.notice).toBeNull();
    snapshot = send(actor, { type: 'SELECT', optionId: 'c' });
    expect(snapshot.context.answers.q903).toEqual(['a', 'b']);
    snapshot = send(actor, { type: 'SELECT', optionId: 'e' });
    expect(snapshot.context.answers.q903).toEqual(['a', 'b', 'e']);
    snapshot = send(actor, { type: 'SELECT', optionId: 'a' }, { type: 'SELECT', optionId: 'b' }, { type: 'SELECT', optionId: 'e' });
    expect(snapshot.context.answers.q903).toBeUndefined();
    expect(isAnswered(snapshot, 'q903')).toBe(false);
  });

  it('a full several-answer question refuses a further option, drops nothing, and says why', async () => {
    const actor = await open();
    send(actor, { type: 'GOTO', index: 2 }, { type: 'SELECT', optionId: 'a' }, { type: 'SELECT', optionId: 'b' }, { type: 'SELECT', optionId: 'c' });
    await storage.loadRun(ANA, 'principal-05');
    let snapshot = send(actor, { type: 'SELECT', optionId: 'e' });
    expect(snapshot.context.answers.q903).toEqual(['a', 'b', 'c']);
    expect(snapshot.context.notice).toBe('Ya elegiste 3 opciones. Quita una para cambiarla.');
    expect((await storage.loadRun(ANA, 'principal-05'))?.answers.q903).toEqual(['a', 'b', 'c']);
    // Removing one is allowed and clears the notice; then the other option can be chosen.
    snapshot = send(actor, { type: 'SELECT', optionId: 'a' });
    expect(snapshot.context.notice).toBeNull();
    snapshot = send(actor, { type: 'SELECT', optionId: 'e' });
    expect(snapshot.context.answers.q903).toEqual(['b', 'c', 'e']);
    // The two-answer question counts its own number; moving on clears the notice.
    snapshot = send(actor, { type: 'PREV' }, { type: 'SELECT', optionId: 'a' }, { type: 'SELECT', optionId: 'b' }, { type: 'SELECT', optionId: 'd' });
    expect(snapshot.context.answers.q902).toEqual(['a', 'b']);
    expect(snapshot.context.notice).toBe('Ya elegiste 2 opciones. Quita una para cambiarla.');
    expect(send(actor, { type: 'NEXT' }).context.notice).toBeNull();
  });
});

describe('moving with a half-answered several-answer question', () => {
  it('moves freely (Siguiente, a numbered jump, Finalizar); the question is listed as incomplete', async () => {
    const actor = await open();
    send(actor, { type: 'SELECT', optionId: 'b' }, { type: 'NEXT' }, { type: 'SELECT', optionId: 'a' });
    expect(incompleteIndexes(actor.getSnapshot())).toEqual([1]);

    let snapshot = send(actor, { type: 'NEXT' });
    expect(snapshot.context.current).toBe(2);
    snapshot = send(actor, { type: 'PREV' }, { type: 'GOTO', index: 3 });
    expect(snapshot.context.current).toBe(3);
    snapshot = send(actor, { type: 'GOTO', index: 1 }, { type: 'FINISH' });
    expect(snapshot.matches({ running: 'confirmingFinish' })).toBe(true);
    // Back from the finish dialog to complete it.
    snapshot = send(actor, { type: 'REVIEW', index: 1 }, { type: 'SELECT', optionId: 'c' });
    expect(incompleteIndexes(snapshot)).toEqual([]);
    expect(snapshot.context.answers[questions[1].id]).toEqual(['a', 'c']);
  });

  it('an incomplete question counts as incorrect', async () => {
    const actor = await open();
    // q901 right ('b'); q902 wants 'a' and 'c' and gets only 'a'.
    send(actor, { type: 'SELECT', optionId: 'b' }, { type: 'NEXT' }, { type: 'SELECT', optionId: 'a' }, { type: 'FINISH' }, { type: 'CONFIRM_FINISH' });
    const done = await waitFor(actor, (s) => s.matches('submitted'));
    expect(done.context.attempt?.answers[1].selectedOptions).toEqual(['a']);
    expect(done.context.attempt?.correct).toBe(1);
  });

  it('ignores moves past either end or to the same question', async () => {
    const actor = await open();
    expect(send(actor, { type: 'PREV' }).context.current).toBe(0);
    expect(send(actor, { type: 'GOTO', index: 9 }).context.current).toBe(0);
    expect(send(actor, { type: 'GOTO', index: -1 }).context.current).toBe(0);
    expect(send(actor, { type: 'GOTO', index: 3 }, { type: 'NEXT' }).context.current).toBe(3);
  });
});

describe('finishing', () => {
  it('Finalizar does nothing while no question is answered', async () => {
    const actor = await open();
    const snapshot = send(actor, { type: 'FINISH' });
    expect(snapshot.matches({ running: 'answering' })).toBe(true);
  });

  it('asks for confirmation, can continue, and stores the scored attempt', async () => {
    const actor = await open();
    send(actor, { type: 'SELECT', optionId: 'b' }, { type: 'GOTO', index: 1 });
    send(actor, { type: 'SELECT', optionId: 'c' }, { type: 'SELECT', optionId: 'a' }, { type: 'NEXT' }, { type: 'NEXT' });
    send(actor, { type: 'SELECT', optionId: 'a' });
    expect(send(actor, { type: 'FINISH' }).matches({ running: 'confirmingFinish' })).toBe(true);
    expect(send(actor, { type: 'CONTINUE' }).matches({ running: 'answering' })).toBe(true);
    now = T0 + 12 * MINUTE;
    send(actor, { type: 'FINISH' }, { type: 'CONFIRM_FINISH' });
    const snapshot = await waitFor(actor, (s) => s.matches('submitted'));
    expect(snapshot.context.attempt).toMatchObject({
      finishedAt: new Date(T0 + 12 * MINUTE).toISOString(),
      answers: [
        { questionId: 'q901', selectedOptions: ['b'] },
        { questionId: 'q902', selectedOptions: ['a', 'c'] },
        { questionId: 'q903', selectedOptions: [] },
        { questionId: 'q904', selectedOptions: ['a'] },
      ],
      correct: 2,
      total: 4,
      score: 50,
    });
    expect(snapshot.context.attempt?.syncedAt).toBeUndefined();
    expect((await storage.pendingAttempts(ANA)).map((a) => a.id)).toEqual([snapshot.context.attemptId]);
    expect(await storage.loadRun(ANA, 'principal-05')).toBeUndefined();
  });

  it('keeps the run and offers a retry when the device is full', async () => {
    const actor = await open();
    send(actor, { type: 'SELECT', optionId: 'b' });
    await storage.loadRun(ANA, 'principal-05');
    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('Quota exceeded.', 'QuotaExceededError');
    });
    send(actor, { type: 'FINISH' }, { type: 'CONFIRM_FINISH' });
    let snapshot = await waitFor(actor, (s) => !s.matches('submitting'));
    expect(snapshot.matches('saveFailed')).toBe(true);
    expect(snapshot.context.error).toBe(storage.STORAGE_FULL_MESSAGE);
    expect((await storage.loadRun(ANA, 'principal-05'))?.answers).toEqual({ q901: ['b'] });

    put.mockRestore();
    send(actor, { type: 'RETRY' });
    snapshot = await waitFor(actor, (s) => s.matches('submitted'));
    expect(await storage.getAttempt(ANA, snapshot.context.attemptId)).toMatchObject({ correct: 1 });
  });

  it('tells its creator once the attempt is stored on the device, not before and not when storing failed (issue 52 §2: the page nudges the outbox)', async () => {
    const stored = vi.fn();
    const actor = await open('principal-05', { attemptStored: () => stored(storage.pendingAttempts(ANA)) });
    send(actor, { type: 'SELECT', optionId: 'b' });
    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('Quota exceeded.', 'QuotaExceededError');
    });
    send(actor, { type: 'FINISH' }, { type: 'CONFIRM_FINISH' });
    expect((await waitFor(actor, (s) => !s.matches('submitting'))).matches('saveFailed')).toBe(true);
    expect(stored).not.toHaveBeenCalled();
    put.mockRestore();
    send(actor, { type: 'RETRY' });
    const snapshot = await waitFor(actor, (s) => s.matches('submitted'));
    expect(stored).toHaveBeenCalledTimes(1);
    // When told, the attempt was already waiting on the device for the outbox.
    expect((await stored.mock.calls[0][0]).map((a: { id: string }) => a.id)).toEqual([snapshot.context.attemptId]);
  });
});

describe('a reload', () => {
  it('before the deadline resumes with the same answers, question, attempt and deadline', async () => {
    const first = await open();
    send(first, { type: 'SELECT', optionId: 'd' }, { type: 'NEXT' }, { type: 'NEXT' });
    expect((await storage.loadRun(ANA, 'principal-05'))?.current).toBe(2);
    // The last change is a selection: selections are saved as well as moves.
    send(first, { type: 'PREV' }, { type: 'SELECT', optionId: 'c' }, { type: 'SELECT', optionId: 'a' });
    const before = first.getSnapshot().context;
    await storage.loadRun(ANA, 'principal-05');
    first.stop();

    now = T0 + 10 * MINUTE;
    const second = await open();
    const snapshot = second.getSnapshot();
    expect(snapshot.matches({ running: 'answering' })).toBe(true);
    expect(snapshot.context.answers).toEqual({ q901: ['d'], q902: ['c', 'a'] });
    expect(snapshot.context.current).toBe(1);
    expect(snapshot.context.attemptId).toBe(before.attemptId);
    expect(snapshot.context.deadline).toBe(T0 + 30 * MINUTE);
    expect(remainingSeconds(snapshot)).toBe(20 * 60);
  });

  it('after the deadline submits the saved answers, finished at the deadline', async () => {
    const first = await open();
    send(first, { type: 'SELECT', optionId: 'b' }, { type: 'NEXT' });
    const { attemptId } = first.getSnapshot().context;
    await storage.loadRun(ANA, 'principal-05');
    first.stop();

    now = T0 + 45 * MINUTE;
    const second = await open();
    const snapshot = await waitFor(second, (s) => s.matches('submitted'));
    expect(snapshot.context.attempt).toMatchObject({
      id: attemptId,
      finishedAt: new Date(T0 + 30 * MINUTE).toISOString(),
      correct: 1,
      score: 25,
    });
    expect(await storage.loadRun(ANA, 'principal-05')).toBeUndefined();
  });
});

describe('leaving', () => {
  it('asks first; Salir sin Guardar deletes the run and leads to the principal list', async () => {
    const actor = await open();
    send(actor, { type: 'SELECT', optionId: 'b' });
    expect(send(actor, { type: 'EXIT' }).matches({ running: 'confirmingExit' })).toBe(true);
    expect(send(actor, { type: 'STAY' }).matches({ running: 'answering' })).toBe(true);
    const snapshot = send(actor, { type: 'EXIT' }, { type: 'LEAVE' });
    expect(snapshot.matches('exited')).toBe(true);
    expect(snapshot.context.exitTo).toBe('principales');
    expect(await storage.loadRun(ANA, 'principal-05')).toBeUndefined();
    expect(await storage.listAttempts(ANA)).toEqual([]);
  });

  it('a complementary exam (even by its short id) leads back to the complementary list', async () => {
    const actor = await open('complementario-3');
    expect(actor.getSnapshot().context.examId).toBe('complementario-03');
    const snapshot = send(actor, { type: 'EXIT' }, { type: 'LEAVE' });
    expect(snapshot.context.exitTo).toBe('complementarios');
  });

  it('a simulacro, and its mistakes exam, lead back to the simulacro list, not the principal one (issue 50 §6)', async () => {
    expect(send(await open(SIMULACRO_ID), { type: 'EXIT' }, { type: 'SUSPEND' }).context.exitTo).toBe('simulacro');
    expect(send(await open(SIMULACRO_ID), { type: 'EXIT' }, { type: 'LEAVE' }).context.exitTo).toBe('simulacro');
    expect(createActor(machine(), { input: { studentId: ANA, examId: `errores-${SIMULACRO_ID}` } }).getSnapshot().context.exitTo).toBe('simulacro');
  });

  it("'Salir y continuar después' keeps the run, its answers and its deadline", async () => {
    const actor = await open();
    send(actor, { type: 'SELECT', optionId: 'b' });
    const snapshot = send(actor, { type: 'EXIT' }, { type: 'SUSPEND' });
    expect(snapshot.matches('exited')).toBe(true);
    await vi.waitFor(async () => expect(await storage.loadRun(ANA, 'principal-05')).toMatchObject({ answers: { q901: ['b'] }, deadline: T0 + 30 * MINUTE }));
    expect(await storage.listAttempts(ANA)).toEqual([]);
  });
});

describe('a run read ahead by the route loader (input.preloaded)', () => {
  it('starts on the first question at once: the first snapshot is already running', () => {
    const actor = createActor(machine(), { input: { studentId: ANA, examId: 'principal-05', preloaded: { exam: testExams[0], questions, saved: null } } });
    actors.push(actor);
    const first = actor.getSnapshot();
    expect(first.matches('running')).toBe(true);
    expect(first.context).toMatchObject({ examId: 'principal-05', current: 0, answers: {}, startedAt: T0, deadline: T0 + 30 * 60_000, preloaded: undefined });
  });

  it('resumes the saved run it was given', () => {
    const saved = { examId: 'principal-05', attemptId: 'run-1', startedAt: T0 - 60_000, deadline: T0 + 29 * 60_000, current: 2, answers: { q901: ['b'] } };
    const actor = createActor(machine(), { input: { studentId: ANA, examId: 'principal-05', preloaded: { exam: testExams[0], questions, saved } } });
    actors.push(actor);
    expect(actor.getSnapshot().context).toMatchObject({ attemptId: 'run-1', current: 2, answers: { q901: ['b'] }, deadline: T0 + 29 * 60_000 });
  });

  it('an exam the loader did not find is not found, without loading again', () => {
    const actor = createActor(machine(), { input: { studentId: ANA, examId: 'principal-99', preloaded: null } });
    actors.push(actor);
    expect(actor.getSnapshot().matches('notFound')).toBe(true);
  });
});

describe('a phone shared by two students', () => {
  it("another student opening the same exam starts afresh; the first still resumes theirs", async () => {
    const anas = await open();
    send(anas, { type: 'SELECT', optionId: 'b' }, { type: 'NEXT' });
    const { attemptId } = anas.getSnapshot().context;
    await storage.loadRun(ANA, 'principal-05');
    anas.stop();

    const betos = await open('principal-05', { studentId: BETO });
    expect(betos.getSnapshot().context).toMatchObject({ current: 0, answers: {} });
    expect(betos.getSnapshot().context.attemptId).not.toBe(attemptId);
    send(betos, { type: 'SELECT', optionId: 'd' });
    send(betos, { type: 'FINISH' }, { type: 'CONFIRM_FINISH' });
    const finished = await waitFor(betos, (s) => s.matches('submitted'));

    // Beto's attempt is his alone, and finishing his run left Ana's where it was.
    expect((await storage.pendingAttempts(BETO)).map((a) => a.id)).toEqual([finished.context.attemptId]);
    expect(await storage.pendingAttempts(ANA)).toEqual([]);
    expect(await storage.loadRun(BETO, 'principal-05')).toBeUndefined();
    const again = await open();
    expect(again.getSnapshot().context).toMatchObject({ attemptId, current: 1, answers: { q901: ['b'] } });
  });

  it("a mistakes exam resumes only its own set of questions; a take-over reads the set from the run", async () => {
    const source = findExam('principal-01')!;
    const [a, b, c] = source.questionIds;
    const first = (await loadExamRun(ANA, 'errores-principal-01', [a, b]))!;
    expect(first.exam.questionIds).toEqual([a, b]);
    const actor = createActor(createExamRunMachine({ clock }).provide({ actors: { ticker: silentTicker } }), {
      input: { studentId: ANA, examId: first.exam.id, preloaded: first },
    });
    actors.push(actor);
    actor.start();
    send(actor, { type: 'SELECT', optionId: 'a' });
    const { attemptId } = actor.getSnapshot().context;
    await expect.poll(async () => (await storage.loadRun(ANA, first.exam.id))?.attemptId).toBe(attemptId);
    actor.stop();
    // The same mistakes again (a reload): the run resumes.
    expect((await loadExamRun(ANA, 'errores-principal-01', [a, b]))?.saved?.attemptId).toBe(attemptId);
    // Another tab handing the run over knows no question ids: the saved run names them.
    const handedOver = (await loadExamRun(ANA, 'errores-principal-01'))!;
    expect(handedOver.exam.questionIds).toEqual([a, b]);
    expect(handedOver.saved?.attemptId).toBe(attemptId);
    // A later result's mistakes are another exam: it starts afresh, with its own questions and time.
    const later = (await loadExamRun(ANA, 'errores-principal-01', [c]))!;
    expect(later.exam.questionIds).toEqual([c]);
    expect(later.saved).toBeNull();
  });

  it("the route loader's read (loadExamRun) finds only the student's own run", async () => {
    const saved = { examId: 'principal-01', attemptId: 'run-ana', startedAt: T0, deadline: T0 + 30 * MINUTE, current: 4, answers: {} };
    await storage.saveRun(ANA, saved);
    expect((await loadExamRun(ANA, 'principal-01'))?.saved).toEqual(saved);
    expect((await loadExamRun(BETO, 'principal-01'))?.saved).toBeNull();
  });
});

describe('a rebuild of the exams while a run is open (content/exam-history.ts)', () => {
  const [examId, lists] = Object.entries(earlierExamSets)[0] ?? [];

  it('a run begun on the earlier version resumes with its questions, whether it kept their ids or only its answers', async () => {
    expect(examId, 'the last rebuild kept the lists it replaced').toBeDefined();
    const earlier = [...lists!.at(-1)!];
    const current = findExam(examId!)!.questionIds;
    const answered = earlier.find((id) => !current.includes(id))!;
    const run = { examId: examId!, attemptId: 'run-before', startedAt: T0, deadline: T0 + 30 * MINUTE, current: 3, answers: { [answered]: ['a'] } };

    // Saved before runs kept their question ids: the answers tell which version it was.
    await storage.saveRun(ANA, run);
    const legacy = await loadExamRun(ANA, examId!);
    expect(legacy?.questions.map((q) => q.id)).toEqual(earlier);
    expect(legacy?.exam.questionIds).toEqual(earlier);

    // Saved with them: exactly those, answered or not.
    await storage.saveRun(ANA, { ...run, answers: {}, questionIds: earlier, flagged: [] } as SavedRun);
    expect((await loadExamRun(ANA, examId!))?.questions.map((q) => q.id)).toEqual(earlier);

    // A new run, or one with nothing of the old version in it, takes today's questions.
    await storage.saveRun(ANA, { ...run, answers: {} });
    expect((await loadExamRun(ANA, examId!))?.questions.map((q) => q.id)).toEqual(current);
    expect((await loadExamRun(BETO, examId!))?.questions.map((q) => q.id)).toEqual(current);
  });
});

describe('flagging questions for review', () => {
  it('toggles the question on screen, keeps the flags in exam order and saves them with the run', async () => {
    const actor = await open();
    let snapshot = send(actor, { type: 'GOTO', index: 3 }, { type: 'TOGGLE_FLAG' }, { type: 'GOTO', index: 1 }, { type: 'TOGGLE_FLAG' });
    expect(snapshot.context.flagged).toEqual(['q902', 'q904']);
    expect(flaggedIndexes(snapshot)).toEqual([1, 3]);
    expect((await storage.loadRun(ANA, 'principal-05')) as unknown).toMatchObject({ flagged: ['q902', 'q904'] });

    snapshot = send(actor, { type: 'TOGGLE_FLAG' });
    expect(flaggedIndexes(snapshot)).toEqual([3]);
    await storage.loadRun(ANA, 'principal-05');
    actor.stop();

    // A reload resumes the flags with the answers.
    const again = await open();
    expect(again.getSnapshot().context.flagged).toEqual(['q904']);
  });

  it('a run saved before flags existed resumes with none', async () => {
    await storage.saveRun(ANA, { examId: 'principal-05', attemptId: 'run-old', startedAt: T0, deadline: T0 + 30 * MINUTE, current: 1, answers: { q901: ['b'] } });
    const actor = await open();
    expect(actor.getSnapshot().context).toMatchObject({ attemptId: 'run-old', flagged: [] });
  });

  it('the finish dialog leads back to a flagged question; the attempt carries no flags', async () => {
    const actor = await open();
    send(actor, { type: 'SELECT', optionId: 'b' }, { type: 'GOTO', index: 2 }, { type: 'TOGGLE_FLAG' }, { type: 'GOTO', index: 3 }, { type: 'SELECT', optionId: 'a' });
    expect(send(actor, { type: 'FINISH' }).matches({ running: 'confirmingFinish' })).toBe(true);
    let snapshot = send(actor, { type: 'REVIEW', index: 2 });
    expect(snapshot.matches({ running: 'answering' })).toBe(true);
    expect(snapshot.context.current).toBe(2);
    expect((await storage.loadRun(ANA, 'principal-05'))?.current).toBe(2);

    send(actor, { type: 'FINISH' }, { type: 'CONFIRM_FINISH' });
    snapshot = await waitFor(actor, (s) => s.matches('submitted'));
    expect(Object.keys(snapshot.context.attempt!).sort()).toEqual(['answers', 'correct', 'examId', 'finishedAt', 'id', 'score', 'startedAt', 'total']);
  });
});

/**
 * Web Locks as two tabs see them: one set of held locks, a LockManager per tab. Only what the app
 * asks for: `ifAvailable` (granted or null at once) and `steal` (the holder's request rejects with
 * an AbortError, as the spec says).
 */
function lockRegistry() {
  const held = new Map<string, (error: DOMException) => void>();
  const tab = (): LockManager => {
    const request = async (name: string, options: LockOptions, callback: (lock: Lock | null) => unknown) => {
      const holder = held.get(name);
      if (holder && options.steal) {
        held.delete(name);
        holder(new DOMException('The lock was stolen.', 'AbortError'));
      } else if (holder && options.ifAvailable) {
        return callback(null);
      } else if (holder) {
        throw new Error('this fake does not queue requests');
      }
      let withdraw: (error: DOMException) => void = () => undefined;
      const withdrawn = new Promise<never>((_, reject) => {
        withdraw = reject;
      });
      held.set(name, withdraw);
      try {
        return await Promise.race([Promise.resolve(callback({ name, mode: 'exclusive' } as Lock)), withdrawn]);
      } finally {
        if (held.get(name) === withdraw) held.delete(name);
      }
    };
    return { request, query: async () => ({ held: [], pending: [] }) } as unknown as LockManager;
  };
  return { tab, isHeld: (name: string) => held.has(name) };
}

/** The exam machine of a tab whose Web Locks are `locks`. */
function tabMachine(locks: LockManager) {
  const ownership = fromCallback<{ type: 'TAKE_OVER' }, { name: string }>(({ input, sendBack, receive }) => {
    const claim = claimRun(input.name, (o) => sendBack({ type: o === 'owned' ? 'OWNED' : 'TAKEN' }), locks);
    receive(() => claim.takeOver());
    return () => claim.release();
  });
  return createExamRunMachine({ clock }).provide({ actors: { loadRun, ticker: silentTicker, ownership } });
}

function startTab(locks: LockManager) {
  const actor = createActor(tabMachine(locks), { input: { studentId: ANA, examId: 'principal-05' } });
  actors.push(actor);
  actor.start();
  return actor;
}

describe('the same exam in two tabs', () => {
  it('the second tab is told the run is open elsewhere and writes nothing; Continuar aquí takes it over', async () => {
    const locks = lockRegistry();
    const first = startTab(locks.tab());
    await waitFor(first, (s) => s.matches({ running: 'answering' }));
    send(first, { type: 'SELECT', optionId: 'b' });

    const second = startTab(locks.tab());
    await waitFor(second, (s) => s.matches({ running: 'elsewhere' }));
    // Nothing the second tab is sent changes the run, nor does its clock submit it.
    let snapshot = send(second, { type: 'SELECT', optionId: 'c' }, { type: 'TOGGLE_FLAG' }, { type: 'EXIT' }, { type: 'LEAVE' });
    expect(snapshot.context.flagged).toEqual([]);
    now = T0 + 31 * MINUTE;
    snapshot = send(second, { type: 'TICK' });
    expect(snapshot.matches({ running: 'elsewhere' })).toBe(true);
    now = T0 + MINUTE;

    // The first tab carries on; the second takes over from what the first saved last.
    send(first, { type: 'NEXT' }, { type: 'SELECT', optionId: 'a' });
    await storage.loadRun(ANA, 'principal-05');
    send(second, { type: 'TAKE_OVER' });
    snapshot = await waitFor(second, (s) => s.matches({ running: 'answering' }));
    expect(snapshot.context).toMatchObject({ current: 1, answers: { q901: ['b'], q902: ['a'] }, attemptId: first.getSnapshot().context.attemptId });
    const firstNow = await waitFor(first, (s) => s.matches({ running: 'elsewhere' }));
    expect(firstNow.context.answers).toEqual({ q901: ['b'], q902: ['a'] });

    // The first tab has stopped writing: its taps change nothing, the second's are saved.
    send(first, { type: 'SELECT', optionId: 'c' }, { type: 'NEXT' });
    send(second, { type: 'SELECT', optionId: 'c' });
    expect((await storage.loadRun(ANA, 'principal-05'))?.answers).toEqual({ q901: ['b'], q902: ['a', 'c'] });

    // And it can take the run back the same way.
    send(first, { type: 'TAKE_OVER' });
    expect((await waitFor(first, (s) => s.matches({ running: 'answering' }))).context.answers).toEqual({ q901: ['b'], q902: ['a', 'c'] });
    await waitFor(second, (s) => s.matches({ running: 'elsewhere' }));
  });

  it('takes answers while the tab is still asking, and writes them only once the run is its own', async () => {
    let report: (type: 'OWNED' | 'TAKEN') => void = () => undefined;
    const ownership = fromCallback<{ type: 'TAKE_OVER' }, { name: string }>(({ sendBack }) => {
      report = (type) => sendBack({ type });
    });
    const asking = createExamRunMachine({ clock }).provide({ actors: { loadRun, ticker: silentTicker, ownership } });
    const actor = createActor(asking, { input: { studentId: ANA, examId: 'principal-05' } });
    actors.push(actor);
    actor.start();
    await waitFor(actor, (s) => s.matches({ running: 'answering' }));
    expect(send(actor, { type: 'SELECT', optionId: 'b' }).context.answers).toEqual({ q901: ['b'] });
    expect(await storage.loadRun(ANA, 'principal-05')).toBeUndefined();
    report('OWNED');
    expect((await storage.loadRun(ANA, 'principal-05'))?.answers).toEqual({ q901: ['b'] });
  });

  it('leaving the exam lets the run go: the next tab to open it owns it', async () => {
    const locks = lockRegistry();
    const first = startTab(locks.tab());
    await waitFor(first, (s) => s.matches({ running: 'answering' }));
    expect(locks.isHeld(runLockName(ANA, 'principal-05'))).toBe(true);
    send(first, { type: 'EXIT' }, { type: 'LEAVE' });
    await vi.waitFor(() => expect(locks.isHeld(runLockName(ANA, 'principal-05'))).toBe(false));
    const second = startTab(locks.tab());
    await waitFor(second, (s) => s.matches({ running: 'answering' }));
  });

  it('a tab claiming its own run twice (React StrictMode) still owns it', async () => {
    const locks = lockRegistry();
    const tab = locks.tab();
    const name = runLockName(ANA, 'principal-07');
    const heard: Ownership[] = [];
    claimRun(name, (o) => heard.push(o), tab).release();
    const claim = claimRun(name, (o) => heard.push(o), tab);
    await vi.waitFor(() => expect(heard).toEqual(['owned']));
    // Another tab, meanwhile, is told it is taken.
    const other: Ownership[] = [];
    claimRun(name, (o) => other.push(o), locks.tab());
    await vi.waitFor(() => expect(other).toEqual(['elsewhere']));
    claim.release();
  });

  it('without Web Locks every tab simply owns its run', () => {
    const heard: Ownership[] = [];
    claimRun('x', (o) => heard.push(o), null);
    expect(heard).toEqual(['owned']);
  });
});

describe('runs whose time ran out while the app was closed (issue 32 §7)', () => {
  it('are stored as attempts finished at their deadline, the same way the exam screen stores one, and their runs go; a run still in time stays', async () => {
    const { submitExpiredRuns } = await import('@/machines/expired-runs');
    const expired = findExam('principal-01')!;
    const running = findExam('principal-02')!;
    const first = expired.questionIds[0];
    const deadline = T0 + 30 * MINUTE;
    await storage.saveRun(ANA, { examId: expired.id, attemptId: '00000000-0000-4000-8000-000000000001', startedAt: T0, deadline, current: 0, answers: { [first]: ['a'] } });
    await storage.saveRun(ANA, { examId: running.id, attemptId: '00000000-0000-4000-8000-000000000002', startedAt: T0 + 20 * MINUTE, deadline: T0 + 50 * MINUTE, current: 0, answers: {} });

    expect(await submitExpiredRuns(ANA, T0 + 40 * MINUTE)).toBe(1);
    const [attempt] = await storage.pendingAttempts(ANA);
    expect(attempt).toMatchObject({ id: '00000000-0000-4000-8000-000000000001', examId: expired.id, finishedAt: new Date(deadline).toISOString(), total: expired.questionIds.length });
    expect(attempt.answers.find((a) => a.questionId === first)?.selectedOptions).toEqual(['a']);
    expect(await storage.loadRun(ANA, expired.id)).toBeUndefined();
    expect(await storage.loadRun(ANA, running.id)).toMatchObject({ attemptId: '00000000-0000-4000-8000-000000000002' });
  });
});
