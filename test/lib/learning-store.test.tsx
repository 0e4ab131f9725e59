// @vitest-environment jsdom
/**
 * The learning store on TanStack Query (issue 37 §3): the figures every learning screen shows are one
 * query per student on the learning client. What the screens rely on: the first figures wait for the
 * server's history (a new device never shows a false 0), offline they come from the device alone,
 * a Repaso answer is folded in without replaying the log, only the latest refresh publishes, news from
 * the server refreshes only what is shown, the count asked with deps computes itself (no learning
 * screen opened first), and the server's history is fetched once for every reader.
 */
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { activeQuestions } from '@/content/question-bank';
import type { Attempt } from '@/shared/attempt';
import { saveAttempt } from '@/lib/storage/indexed-db';
import { localStore, type StudentId } from '@/lib/storage/local-store';
import { studentClient, studentKeys } from '@/lib/api/student-query-client';
import {
  localDay,
  recordReview,
  refreshLearning,
  refreshShownLearning,
  useDueToday,
  useLearning,
  type LearningData,
  type LearningDeps,
} from '@/lib/learning/learning-store';

let nextStudent = 9000;
let student: StudentId;
beforeEach(() => {
  student = nextStudent++ as StudentId;
});
afterEach(() => {
  cleanup();
  studentClient.clear();
  drawn.length = 0;
});
// The model and the device's storage load on first use: loaded before, so the first figures' timing
// depends only on the server's answer.
beforeAll(async () => {
  await Promise.all([import('@/lib/learning/learning-model'), import('@/lib/storage/indexed-db')]);
});

const bank = async () => activeQuestions;
const dataOf = (id: StudentId) => studentClient.getQueryData<LearningData>(studentKeys.learning(id));

/** An attempt of the first exam question, answered right, finished `daysAgo` days ago. */
function attemptOf(id: string, daysAgo: number): Attempt {
  const at = new Date(Date.now() - daysAgo * 86_400_000).toISOString();
  const question = activeQuestions[0];
  return { id, examId: 'principal-01', startedAt: at, finishedAt: at, answers: [{ questionId: question.id, selectedOptions: question.correct.map((i) => 'abcdef'[i]) }], score: 100, correct: 1, total: 1 } as unknown as Attempt;
}

/** Every text the figures were drawn with, in order. */
const drawn: string[] = [];
function Figures({ id, deps }: { id: StudentId; deps: LearningDeps }) {
  const learning = useLearning(id, deps);
  const text = learning.status !== 'ready' ? learning.status : `${learning.data.attempts.length} intentos, ${learning.data.events.length} respuestas`;
  drawn.push(text);
  return <p>{text}</p>;
}

function Sidebar({ id, deps = { bank } }: { id: StudentId; deps?: LearningDeps }) {
  const due = useDueToday(id, deps);
  return <p>{due === null ? 'sin cuenta' : `${due} para hoy`}</p>;
}

describe('the learning store', () => {
  it("waits for the server's history before its first figures", async () => {
    let answer: (attempts: Attempt[]) => void = () => undefined;
    const remoteAttempts = vi.fn(() => new Promise<Attempt[]>((resolve) => (answer = resolve)));
    const deps: LearningDeps = { bank, remoteAttempts };
    render(<Figures id={student} deps={deps} />);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByText('loading')).toBeTruthy();
    act(() => answer([attemptOf('remoto-1', 3)]));
    expect(await screen.findByText('1 intentos, 1 respuestas')).toBeTruthy();
    expect(drawn.filter((text) => text !== 'loading')).toEqual(['1 intentos, 1 respuestas']);
    expect(remoteAttempts).toHaveBeenCalledTimes(1);
  });

  it("offline, computes from the device alone and asks for the server's history again on the next refresh", async () => {
    await saveAttempt(student, attemptOf('local-1', 2));
    const remoteAttempts = vi.fn(async (): Promise<Attempt[]> => Promise.reject(new Error('sin conexión')));
    const deps: LearningDeps = { bank, remoteAttempts };
    await refreshLearning(student, deps);
    expect(dataOf(student)?.attempts.map((a) => a.id)).toEqual(['local-1']);
    remoteAttempts.mockResolvedValueOnce([attemptOf('remoto-1', 5)]);
    await refreshLearning(student);
    // The history arrives after these figures; they are redone with it.
    await waitFor(() => expect(dataOf(student)?.attempts.map((a) => a.id).sort()).toEqual(['local-1', 'remoto-1']));
    expect(remoteAttempts).toHaveBeenCalledTimes(2);
  });

  it('folds a Repaso answer into the figures without replaying the log, and keeps the count for the sidebar', async () => {
    const bankCalls = vi.fn(bank);
    await refreshLearning(student, { bank: bankCalls });
    const before = dataOf(student)!;
    const question = activeQuestions[1];
    await recordReview(student, { id: crypto.randomUUID(), questionId: question.id, correct: true, answeredAt: new Date().toISOString(), source: 'review' });
    const after = dataOf(student)!;
    expect(after.events.length).toBe(before.events.length + 1);
    expect(after.memory.has(question.id)).toBe(true);
    expect(bankCalls).toHaveBeenCalledTimes(1);
    expect(localStore.getDueToday(student, localDay())).toBe(after.due.length);
  });

  it('publishes only the latest refresh', async () => {
    await refreshLearning(student, { bank });
    let releaseOld: () => void = () => undefined;
    const slowBank = () => new Promise<typeof activeQuestions>((resolve) => (releaseOld = () => resolve(activeQuestions)));
    await saveAttempt(student, attemptOf('viejo', 1));
    const old = refreshLearning(student, { bank: slowBank });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await saveAttempt(student, attemptOf('nuevo', 0));
    await refreshLearning(student, { bank });
    expect(dataOf(student)?.attempts.map((a) => a.id).sort()).toEqual(['nuevo', 'viejo']);
    releaseOld();
    await old;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(dataOf(student)?.attempts.map((a) => a.id).sort()).toEqual(['nuevo', 'viejo']);
  });

  it("refreshes on the server's news only what a screen shows", async () => {
    const bankCalls = vi.fn(bank);
    await refreshLearning(student, { bank: bankCalls });
    refreshShownLearning(student);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bankCalls).toHaveBeenCalledTimes(1);

    render(<Figures id={student} deps={{ bank: bankCalls }} />);
    await screen.findByText(/intentos/);
    const shown = bankCalls.mock.calls.length;
    await saveAttempt(student, attemptOf('otro-dispositivo', 0));
    refreshShownLearning(student);
    expect(await screen.findByText('1 intentos, 1 respuestas')).toBeTruthy();
    expect(bankCalls.mock.calls.length).toBe(shown + 1);
  });

  it("refreshes on the server's news the count a sidebar shows, with no learning screen open", async () => {
    const bankCalls = vi.fn(bank);
    await refreshLearning(student, { bank: bankCalls });
    render(<Sidebar id={student} deps={{ bank: bankCalls }} />);
    expect(await screen.findByText(`${dataOf(student)!.due.length} para hoy`)).toBeTruthy();
    // Another device answered the question due first, right: it leaves today's queue.
    const [first] = dataOf(student)!.due;
    const before = dataOf(student)!.due.length;
    const { appendReviewEvents } = await import('@/lib/storage/indexed-db');
    await appendReviewEvents(student, [{ id: crypto.randomUUID(), questionId: first ?? activeQuestions[0].id, correct: true, answeredAt: new Date().toISOString(), source: 'review' }]);
    refreshShownLearning(student);
    await waitFor(() => expect(bankCalls).toHaveBeenCalledTimes(2));
    if (first) expect(await screen.findByText(`${before - 1} para hoy`)).toBeTruthy();
  });

  it("the count asked with deps computes itself on a device where no learning screen opened: the kept count first, then the live one", async () => {
    // Another device answered a question yesterday, wrong: due today. This device has that answer in its log only.
    const question = activeQuestions[2];
    const { appendReviewEvents } = await import('@/lib/storage/indexed-db');
    await appendReviewEvents(student, [{ id: crypto.randomUUID(), questionId: question.id, correct: false, answeredAt: new Date(Date.now() - 86_400_000).toISOString(), source: 'review' }]);
    localStore.setDueToday(student, localDay(), 7);
    const remoteAttempts = vi.fn(async () => [attemptOf('remoto-1', 3)]);
    render(<Sidebar id={student} deps={{ bank, remoteAttempts }} />);
    expect(screen.getByText('7 para hoy')).toBeTruthy();
    // No learning screen was opened: the count's own query computed the figures.
    await waitFor(() => expect(dataOf(student)).toBeDefined());
    const due = dataOf(student)!.due;
    expect(due).toContain(question.id);
    expect(await screen.findByText(`${due.length} para hoy`)).toBeTruthy();
    expect(localStore.getDueToday(student, localDay())).toBe(due.length);
    // A learning screen opened next reads the same history: fetched once for both.
    render(<Figures id={student} deps={{ bank, remoteAttempts }} />);
    expect(await screen.findByText(/^1 intentos/)).toBeTruthy();
    expect(remoteAttempts).toHaveBeenCalledTimes(1);
  });
});
