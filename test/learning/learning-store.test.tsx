// @vitest-environment jsdom
/**
 * The learning store on TanStack Query (issue 37 §3): the figures every learning screen shows are one
 * query per student on the learning client. What the screens rely on: the first figures wait for the
 * server's history (a new device never shows a false 0), offline they come from the device alone,
 * a Repaso answer is folded in without replaying the log, only the latest refresh publishes, news from
 * the server refreshes only what is shown, and the server's history is fetched once for every reader.
 * The sidebar's count (useDueToday, issue 52 §1) is the one a learning screen computed on this device,
 * else the one kept today, else the server's (GET /api/progress/due, asked only then and online, kept
 * for offline reloads), and nothing of it is drawn before React has adopted a prerendered page.
 * How the figures are computed (the deps the latest screen gave) is the key's default query function
 * (TanStack's setQueryDefaults): every observer and every refresh without deps runs it, and no query
 * warns of a missing function.
 */
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { activeQuestions } from '@/content/question-bank';
import type { Attempt } from '@/shared/attempt';
import { saveAttempt } from '@/lib/storage/indexed-db';
import { localStore, type StudentId } from '@/lib/storage/local-store';
import { studentClient, studentKeys } from '@/lib/api/student-query-client';
import type { ApiClient, RawResponse } from '@/lib/api/api-client';
import {
  localDay,
  recordReview,
  refreshLearning,
  refreshShownLearning,
  useDueToday,
  useLearning,
  type LearningData,
  type LearningDeps,
} from '@/learning/learning-store';

let nextStudent = 9000;
let student: StudentId;
beforeEach(() => {
  student = nextStudent++ as StudentId;
});
afterEach(() => {
  cleanup();
  studentClient.clear();
  drawn.length = 0;
  vi.restoreAllMocks();
});
// The model and the device's storage load on first use: loaded before, so the first figures' timing
// depends only on the server's answer.
beforeAll(async () => {
  await Promise.all([import('@/learning/learning-model'), import('@/lib/storage/indexed-db')]);
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

function Sidebar({ id, api }: { id: StudentId; api: Pick<ApiClient, 'request'> | null }) {
  const due = useDueToday(id, api);
  return <p>{due === null ? 'sin cuenta' : `${due} para hoy`}</p>;
}

/** A server whose GET /api/progress/due answers `count` (changed with `answer.count = n`), after `answer.held` when set. */
function serverWithDue(count: number) {
  const answer: { count: number; held?: Promise<void> } = { count };
  const request = vi.fn(async (method: string, path: string): Promise<RawResponse> => {
    await answer.held;
    const json = method === 'GET' && path === '/progress/due' ? { dueToday: answer.count } : { message: 'No encontrado' };
    return { status: 'dueToday' in json ? 200 : 404, ok: 'dueToday' in json, headers: new Headers(), json, text: JSON.stringify(json) };
  });
  return { api: { request }, request, answer };
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
});

describe("the sidebar's count (useDueToday)", () => {
  it("on a second device (no figures, no count kept today) shows the server's count and keeps it for offline reloads", async () => {
    const server = serverWithDue(5);
    render(<Sidebar id={student} api={server.api} />);
    expect(await screen.findByText('5 para hoy')).toBeTruthy();
    expect(server.request).toHaveBeenCalledTimes(1);
    expect(server.request).toHaveBeenCalledWith('GET', '/progress/due');
    expect(localStore.getDueToday(student, localDay())).toBe(5);
    // The model, the bank and the device's log were not needed for it.
    expect(dataOf(student)).toBeUndefined();
  });

  it('shows the count kept today without asking the server', async () => {
    localStore.setDueToday(student, localDay(), 7);
    const server = serverWithDue(5);
    render(<Sidebar id={student} api={server.api} />);
    expect(screen.getByText('7 para hoy')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('7 para hoy')).toBeTruthy();
    expect(server.request).not.toHaveBeenCalled();
  });

  it("shows the count a learning screen computed on this device (answers not yet synced included) before the kept and the server's", async () => {
    const question = activeQuestions[3];
    await refreshLearning(student, { bank });
    await recordReview(student, { id: crypto.randomUUID(), questionId: question.id, correct: false, answeredAt: new Date(Date.now() - 86_400_000).toISOString(), source: 'review' });
    const due = dataOf(student)!.due.length;
    expect(due).toBeGreaterThan(0);
    localStore.setDueToday(student, localDay(), due + 10);
    const server = serverWithDue(due + 20);
    render(<Sidebar id={student} api={server.api} />);
    expect(screen.getByText(`${due} para hoy`)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.request).not.toHaveBeenCalled();
  });

  it("a learning screen's count takes over from the server's, and the server's late answer does not overwrite what the screen kept", async () => {
    const server = serverWithDue(40);
    let release: () => void = () => undefined;
    server.answer.held = new Promise<void>((resolve) => (release = resolve));
    render(<Sidebar id={student} api={server.api} />);
    await waitFor(() => expect(server.request).toHaveBeenCalledTimes(1));
    // A learning screen computes the figures while the server's answer is on its way.
    await refreshLearning(student, { bank });
    const due = dataOf(student)!.due.length;
    expect(await screen.findByText(`${due} para hoy`)).toBeTruthy();
    act(() => release());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText(`${due} para hoy`)).toBeTruthy();
    expect(localStore.getDueToday(student, localDay())).toBe(due);
  });

  it("offline does not ask the server (the reload shows what was kept), and asks once back online", async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const server = serverWithDue(3);
    render(<Sidebar id={student} api={server.api} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('sin cuenta')).toBeTruthy();
    expect(server.request).not.toHaveBeenCalled();
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('3 para hoy')).toBeTruthy();
    expect(server.request).toHaveBeenCalledTimes(1);
  });

  it("reads the server's count again when the server brings news (another device answered)", async () => {
    const server = serverWithDue(5);
    render(<Sidebar id={student} api={server.api} />);
    expect(await screen.findByText('5 para hoy')).toBeTruthy();
    server.answer.count = 4;
    refreshShownLearning(student);
    expect(await screen.findByText('4 para hoy')).toBeTruthy();
    expect(localStore.getDueToday(student, localDay())).toBe(4);
    expect(server.request).toHaveBeenCalledTimes(2);
  });

  it('observes the figures with their query function: a refresh without deps still recomputes them beside the sidebar, and no query warns of a missing one', async () => {
    const errors = vi.spyOn(console, 'error');
    const bankCalls = vi.fn(bank);
    // A learning screen and the course sidebar observe the figures; the sidebar, drawn last, sets the
    // query's options last (what a refresh without deps runs with).
    render(
      <>
        <Figures id={student} deps={{ bank: bankCalls }} />
        <Sidebar id={student} api={null} />
      </>,
    );
    await screen.findByText(/intentos/);
    await screen.findByText(/para hoy/);
    // The server's history arrives, or an answer cannot be folded in: the figures are redone without deps.
    await saveAttempt(student, attemptOf('despues', 0));
    await act(() => refreshLearning(student));
    expect(dataOf(student)?.attempts.map((a) => a.id)).toEqual(['despues']);
    expect(await screen.findByText('1 intentos, 1 respuestas')).toBeTruthy();
    expect(bankCalls).toHaveBeenCalledTimes(2);
    expect(errors.mock.calls.map((call) => String(call[0])).filter((text) => /queryFn/.test(text))).toEqual([]);
  });

  it("a refresh without deps computes with the latest deps a screen gave (the key's default query function)", async () => {
    const first = vi.fn(bank);
    const latest = vi.fn(bank);
    await refreshLearning(student, { bank: first });
    render(<Sidebar id={student} api={null} />);
    await screen.findByText(/para hoy/);
    // Another screen (a result page) refreshes with deps of its own; then a refresh comes without deps.
    await act(() => refreshLearning(student, { bank: latest }));
    await saveAttempt(student, attemptOf('sin-deps', 0));
    await act(() => refreshLearning(student));
    expect(dataOf(student)?.attempts.map((a) => a.id)).toEqual(['sin-deps']);
    expect(latest).toHaveBeenCalledTimes(2);
    expect(first).toHaveBeenCalledTimes(1);
    expect(studentClient.getQueryDefaults(studentKeys.learning(student)).queryFn).toBeTypeOf('function');
  });

  it("a study page opened first (no screen computed the figures): the sidebar runs nothing and a refresh without deps does nothing", async () => {
    const errors = vi.spyOn(console, 'error');
    render(<Sidebar id={student} api={null} />);
    await act(() => refreshLearning(student));
    expect(dataOf(student)).toBeUndefined();
    expect(screen.getByText('sin cuenta')).toBeTruthy();
    expect(errors.mock.calls.map((call) => String(call[0])).filter((text) => /queryFn/.test(text))).toEqual([]);
  });

  it('no student (read-only mode): nothing is asked and no query warns of a missing function', async () => {
    const errors = vi.spyOn(console, 'error');
    function NoStudent() {
      const learning = useLearning(null, { bank });
      const due = useDueToday(null, null);
      return <p>{`${learning.status}, ${due === null ? 'sin cuenta' : due}`}</p>;
    }
    render(<NoStudent />);
    expect(screen.getByText('loading, sin cuenta')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(errors.mock.calls.map((call) => String(call[0])).filter((text) => /queryFn/.test(text))).toEqual([]);
  });

  it('draws nothing of it in the prerendered page, which React adopts unchanged; then the server is asked', async () => {
    const server = serverWithDue(6);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Sidebar id={student} api={server.api} />);
    expect(container.textContent).toBe('sin cuenta');
    document.body.append(container);
    const recovered: unknown[] = [];
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Sidebar id={student} api={server.api} />, { onRecoverableError: (error) => void recovered.push(error) });
    });
    await waitFor(() => expect(container.textContent).toBe('6 para hoy'));
    expect(recovered).toEqual([]);
    expect(server.request).toHaveBeenCalledTimes(1);
    act(() => root?.unmount());
    container.remove();
  });
});
