// @vitest-environment jsdom
/**
 * A simulacro's result (issue 50 §6): 'Resultado por materia' says correct of asked for every subject
 * of SIMULACRO_SUBJECTS in words (a table, 'Repasar' under the pass mark), and 'Repetir Examen' draws
 * a new simulacro with none of its questions; a published exam keeps its own 'Repetir Examen' and has
 * no breakdown. The attempt is stored on the device (fake-indexeddb).
 */
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { findExam } from '@/content/exam-catalog';
import { findQuestion } from '@/content/question-bank';
import { SIMULACRO_SUBJECTS, isSimulacroId } from '@/content/simulacro';
import { drawSimulacro } from '@/content/simulacro-draw';
import { ResultPage } from '@/features/exams/result-page';
import { clearLocalData, saveAttempt } from '@/lib/storage/indexed-db';
import type { Attempt } from '@/shared/attempt';
import { optionId } from '@/shared/scoring';
import type { OutboxState } from '@/sync/outbox.machine';
import type { OutboxView } from '@/sync/outboxes';
import { renderInRouter } from '../../support/render-in-router';

const ANA = 7;
const idle = { status: 'idle', pending: 0 } as unknown as OutboxState;
const reports: OutboxView = { getState: () => idle, subscribe: () => () => {} };

afterEach(cleanup);
beforeAll(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
beforeEach(async () => {
  await clearLocalData();
});

const subjectOf = (topic: number) => SIMULACRO_SUBJECTS.find((s) => s.topics.some((t) => t === topic))!.subject;

/** An attempt of `examId` answering right the questions `right` picks, wrong the others (the first one left blank). */
function attemptOf(examId: string, right: (index: number) => boolean): Attempt {
  const questions = findExam(examId)!.questionIds.map((id) => findQuestion(id)!);
  const answers = questions.map((q, i) => ({
    questionId: q.id,
    selectedOptions: right(i) ? q.correct.map(optionId) : i === 0 ? [] : [optionId(q.options.findIndex((_, o) => !q.correct.includes(o)))],
  }));
  const correct = questions.filter((_, i) => right(i)).length;
  const finishedAt = new Date(Date.now() - 60_000).toISOString();
  return { id: crypto.randomUUID(), examId, startedAt: new Date(Date.now() - 600_000).toISOString(), finishedAt, answers, score: correct * 10, correct, total: questions.length };
}

async function renderResult(attempt: Attempt) {
  await saveAttempt(ANA, attempt);
  const rendered = await renderInRouter(<ResultPage studentId={ANA} examId={attempt.examId} attemptId={attempt.id} reports={reports} />);
  await screen.findByTestId('score');
  return rendered;
}

describe("a simulacro's result", () => {
  it("has 'Resultado por materia': correct of asked in each of the law's subjects, in words", async () => {
    const examId = drawSimulacro(() => 0.42);
    // Right: the even positions.
    const attempt = attemptOf(examId, (i) => i % 2 === 0);
    await renderResult(attempt);
    const table = within(screen.getByRole('region', { name: 'Resultado por materia' })).getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Materia', 'Correctas', 'Acierto']);

    const questions = findExam(examId)!.questionIds.map((id) => findQuestion(id)!);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(SIMULACRO_SUBJECTS.length);
    SIMULACRO_SUBJECTS.forEach((s, r) => {
      const asked = questions.map((q, i) => ({ q, i })).filter(({ q }) => subjectOf(q.topic) === s.subject);
      const correct = asked.filter(({ i }) => i % 2 === 0).length;
      const share = Math.round((correct / asked.length) * 100);
      const cells = within(rows[r]);
      expect(cells.getByRole('rowheader')).toHaveTextContent(s.subject);
      expect(rows[r]).toHaveTextContent(`${correct} de ${asked.length}`);
      // percent(): a no-break space before the sign.
      expect(rows[r].textContent).toContain(`${share}\u00a0%`);
      // Under the pass mark said in text, not by colour only.
      expect(cells.queryByText('Repasar') !== null, s.subject).toBe(share < 60);
    });
  });

  it("'Repetir Examen' draws a new simulacro that asks none of these questions", async () => {
    const user = userEvent.setup();
    const examId = drawSimulacro(() => 0.7);
    const { router } = await renderResult(attemptOf(examId, () => true));
    await user.click(screen.getByRole('button', { name: 'Repetir Examen' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toMatch(/^\/courses\/examen-de-naturalizacion\/evaluacion\/simulacro-/));
    const next = router.state.location.pathname.split('/').pop()!;
    expect(isSimulacroId(next)).toBe(true);
    const before = findExam(examId)!.questionIds;
    expect(findExam(next)!.questionIds.filter((q) => before.includes(q))).toEqual([]);
  });
});

describe("a published exam's result", () => {
  it("repeats the same exam and has no breakdown by subject", async () => {
    await renderResult(attemptOf('principal-04', (i) => i > 2));
    expect(screen.getByRole('link', { name: 'Repetir Examen' })).toHaveAttribute('href', '/courses/examen-de-naturalizacion/evaluacion/principal-04');
    expect(screen.queryByRole('region', { name: 'Resultado por materia' })).toBeNull();
  });

  it("writes its 'Fecha' the one way the app writes a moment, as Mi progreso lists it (never Intl's 'a las')", async () => {
    const attempt = { ...attemptOf('principal-02', () => true), finishedAt: new Date(2026, 10, 24, 16, 42).toISOString() };
    await renderResult(attempt);
    const details = screen.getByRole('region', { name: 'Detalles' });
    expect(within(details).getByText('Fecha').nextElementSibling).toHaveTextContent(/^24 de noviembre de 2026, 4:42 p\. m\.$/);
  });
});
