// @vitest-environment jsdom
/**
 * The exam list's cards remember an exam left half done on this device (issue 17 §3): 'En curso ·
 * quedan mm:ss' and 'Continuar Examen' instead of 'Comenzar Examen'; a run whose time ran out offers
 * its result (opening it submits the saved answers); another student's run is not theirs to see.
 * Real device storage (fake-indexeddb), the clock fixed; the cards' links render inside a small router.
 */
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExamListPage } from '@/features/exams/exam-list-page';
import { localStore } from '@/lib/storage/local-store';
import { clearLocalData, listAttempts, loadRun, saveRun } from '@/lib/storage/indexed-db';
import type { Attempt, SavedRun } from '@/shared/attempt';
import { renderInRouter } from '../../support/render-in-router';

const NOW = Date.parse('2026-11-22T15:00:00.000Z');
const ANA = 7;
const BETO = 12;

function run(examId: string, secondsLeft: number): SavedRun {
  return { examId, attemptId: `run-${examId}`, startedAt: NOW - 600_000, deadline: NOW + secondsLeft * 1000, current: 3, answers: { q101: ['a'] } };
}

async function renderList(studentId: number) {
  await renderInRouter(<ExamListPage series="principal" studentId={studentId} />);
  await screen.findByRole('heading', { name: 'Exámenes Principales' });
}

/** The card (list item) whose heading is the exam's title. */
function card(title: string) {
  return within(screen.getByRole('heading', { name: title }).closest('li')!);
}

beforeAll(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  localStore.setDisclaimerSeen();
  await clearLocalData();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('an exam left half done', () => {
  it("shows on its card as 'En curso · quedan mm:ss' with 'Continuar Examen'", async () => {
    await saveRun(ANA, run('principal-02', 12 * 60 + 5));
    await renderList(ANA);
    const second = card('Examen Principal 2');
    expect(await second.findByText('En curso · quedan 12:05')).toBeVisible();
    // Never 'not taken yet' next to 'En curso' (issue 32 §7).
    expect(second.queryByText('Aún no lo has rendido')).toBeNull();
    const link = second.getByRole('link', { name: 'Continuar Examen' });
    expect(link).toHaveAttribute('href', '/courses/examen-de-naturalizacion/evaluacion/principal-02');
    expect(second.queryByRole('link', { name: 'Comenzar Examen' })).toBeNull();
    // The other eleven are still to begin.
    expect(screen.getAllByRole('link', { name: 'Comenzar Examen' })).toHaveLength(11);
    expect(card('Examen Principal 1').queryByText(/En curso/)).toBeNull();
  });

  it('past its deadline is graded without being opened (issue 32 §7): stored for the outbox, the card shows its result', async () => {
    const expired = run('principal-03', -90);
    await saveRun(ANA, expired);
    await renderList(ANA);
    const third = card('Examen Principal 3');
    expect(screen.queryByText(/En curso/)).toBeNull();
    expect(await third.findByText(/^Último resultado: \d+%$/, {}, { timeout: 5000 })).toBeVisible();
    expect(third.queryByText(/Se acabó el tiempo/)).toBeNull();
    expect(third.queryByText('Aún no lo has rendido')).toBeNull();
    expect(await loadRun(ANA, 'principal-03')).toBeUndefined();
    const [attempt] = await listAttempts(ANA);
    // Finished at its deadline, not synced yet: the outbox sends it.
    expect(attempt).toMatchObject({ id: expired.attemptId, examId: 'principal-03', finishedAt: new Date(expired.deadline).toISOString() });
    expect(attempt.syncedAt).toBeUndefined();
  });

  it("is not shown to another student on the same phone", async () => {
    await saveRun(ANA, run('principal-02', 600));
    await renderList(BETO);
    // The list reads the device after its first render: wait for that read to have happened.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/En curso/)).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Comenzar Examen' })).toHaveLength(12);
  });
});

describe("on a second device, while the server's attempts are on their way (issue 50 §2)", () => {
  /** An attempt made on another device: only the server has it. */
  const elsewhere: Attempt = {
    id: 'attempt-from-laptop',
    examId: 'principal-01',
    startedAt: new Date(NOW - 86_400_000).toISOString(),
    finishedAt: new Date(NOW - 86_000_000).toISOString(),
    answers: [],
    score: 80,
    correct: 8,
    total: 10,
  };

  it("shows placeholders, not 'Completados 0', 'Aún no lo has rendido' or a 'Comenzar Examen' link, until they arrive", async () => {
    let answer!: (attempts: Attempt[]) => void;
    const remote = () => new Promise<Attempt[]>((resolve) => (answer = resolve));
    await renderInRouter(<ExamListPage series="principal" studentId={ANA} remote={remote} />);
    await screen.findByRole('heading', { name: 'Exámenes Principales' });
    // The device's own runs and attempts are read (nothing there) and the server is asked.
    await vi.waitFor(() => expect(answer).toBeDefined());
    await new Promise((resolve) => setTimeout(resolve, 50));

    const progress = screen.getByRole('region', { name: 'Tu progreso' });
    expect(progress).toHaveAttribute('aria-busy', 'true');
    expect(within(progress).getByText('Cargando…')).toBeInTheDocument();
    // No figure at all: the definitions hold placeholders.
    for (const value of progress.querySelectorAll('dd')) expect(value).toHaveTextContent(/^$/);
    expect(screen.queryByText('Aún no lo has rendido')).toBeNull();
    expect(screen.queryByRole('link', { name: /Examen$/ })).toBeNull();

    answer([elsewhere]);
    const first = card('Examen Principal 1');
    expect(await first.findByText('Último resultado: 80%')).toBeVisible();
    expect(first.getByRole('link', { name: 'Repetir Examen' })).toBeVisible();
    expect(progress).not.toHaveAttribute('aria-busy');
    // Completados 1, Aprobados 1, Promedio 80 %, Pendientes 11.
    expect([...progress.querySelectorAll('dd')].map((value) => value.textContent)).toEqual(['1', '1', '80%', '11']);
    expect(screen.getAllByRole('link', { name: 'Comenzar Examen' })).toHaveLength(11);
  });
});
