// @vitest-environment jsdom
/**
 * Repaso as the student sees it: the questions an exam got wrong are today's queue; 'Comprobar'
 * tells right or wrong with the explanation and the study link; the answer is stored on the device
 * first; a right answer leaves the queue, a wrong one comes back; with nothing due, the empty state.
 */
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { activeQuestions, questionBank } from '@/content/question-bank';
import { ReviewPage } from '@/features/review/review-page';
import { clearLocalData, listReviewEvents, saveAttempt } from '@/lib/storage/indexed-db';
import type { Attempt } from '@/shared/attempt';
import { optionOrder } from '@/shared/option-order';
import { optionId } from '@/shared/scoring';
import type { OutboxState } from '@/sync/outbox.machine';
import type { OutboxView } from '@/sync/outboxes';
import { appendReviewEvents, listReports } from '@/lib/storage/indexed-db';
import { refreshLearning } from '@/learning/learning-store';
import { renderInRouter } from '../../support/render-in-router';
import { EMPTY_OVERLAY, fieldsOf } from '@/content/content-versions';
import { publishOverlay } from '@/lib/content/content-overlay';

afterEach(cleanup);
beforeAll(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
beforeEach(async () => {
  await clearLocalData();
});

// Questions in use: Repaso never shows a retired one.
const single = activeQuestions.filter((q) => q.correct.length === 1);
const [a, b] = single;
const multi = activeQuestions.find((q) => q.correct.length > 1)!;

function wrongOf(q: (typeof questionBank)[number]): number {
  return q.options.map((_, i) => i).find((i) => !q.correct.includes(i))!;
}

function attemptWith(answers: Attempt['answers']): Attempt {
  const finishedAt = new Date(Date.now() - 5 * 60_000).toISOString();
  return { id: crypto.randomUUID(), examId: 'principal-01', startedAt: finishedAt, finishedAt, answers, score: 0, correct: 0, total: answers.length };
}

/** The reports outbox as the route passes it: idle here (a report is only saved on the device). */
const idle = { status: 'idle', pending: 0 } as unknown as OutboxState;
const reports: OutboxView = { getState: () => idle, subscribe: () => () => {} };

async function renderReview(studentId: number, topic?: number) {
  await renderInRouter(<ReviewPage studentId={studentId} topic={topic} reports={reports} />);
  await screen.findByRole('heading', { level: 1, name: 'Repaso' });
}

describe('Repaso', () => {
  it('shows what an exam got wrong; a right answer leaves, a wrong one comes back', async () => {
    const user = userEvent.setup();
    await saveAttempt(1, attemptWith([
      { questionId: a.id, selectedOptions: [optionId(wrongOf(a))] },
      // A wrong answer, not a blank: a blank is no answer and comes to Repaso as a new question (issue 30).
      { questionId: b.id, selectedOptions: [optionId(wrongOf(b))] },
    ]));
    await renderReview(1);
    // Today's goal names its two parts (issue 50 §4): the two answered today leave 8 of the day's 10 new.
    expect(await screen.findByText('Para hoy: 2 preguntas para repasar y 8 nuevas.')).toBeInTheDocument();

    // Most overdue first: both finished at once, so by id.
    const [first, second] = [a, b].sort((x, y) => (x.id < y.id ? -1 : 1));
    expect(await screen.findByRole('heading', { level: 2, name: first.text })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: new RegExp(escape(first.options[first.correct[0]])) }));
    await user.click(screen.getByRole('button', { name: 'Comprobar' }));
    expect(screen.getByText('¡Correcto!')).toBeInTheDocument();
    expect(screen.getByText(first.explanation)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Repasar en el material/ })).toHaveAttribute('href', `/courses/examen-de-naturalizacion/${first.source.path}#${first.source.anchor}`);
    // Stored first, as a Repaso event.
    await vi.waitFor(async () => expect(await listReviewEvents(1)).toHaveLength(1));
    expect((await listReviewEvents(1))[0]).toMatchObject({ questionId: first.id, correct: true, source: 'review' });
    expect(await screen.findByText('Para hoy: 1 pregunta para repasar y 8 nuevas.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByRole('heading', { level: 2, name: second.text })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: new RegExp(escape(second.options[wrongOf(second)])) }));
    await user.click(screen.getByRole('button', { name: 'Comprobar' }));
    expect(screen.getByText('Incorrecto')).toBeInTheDocument();
    expect(screen.getByText(/Respuesta correcta:/).parentElement).toHaveTextContent(second.options[second.correct[0]]);
    await vi.waitFor(async () => expect(await listReviewEvents(1)).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    // The wrong one comes back.
    expect(await screen.findByRole('heading', { level: 2, name: second.text })).toBeInTheDocument();
  });

  it('each answer records the version of the question it was given on: the academy\'s correction, else the baseline (issue 48)', async () => {
    const user = userEvent.setup();
    const [edited, plain] = [a, b].sort((x, y) => (x.id < y.id ? -1 : 1));
    const corrected = `${edited.text} (corregida)`;
    publishOverlay({ ...EMPTY_OVERLAY, version: 9, questions: { [edited.id]: { ...fieldsOf(edited), text: corrected, id: edited.id, version: 3, retired: false } } });
    try {
      await saveAttempt(2, attemptWith([
        { questionId: edited.id, selectedOptions: [optionId(wrongOf(edited))] },
        { questionId: plain.id, selectedOptions: [optionId(wrongOf(plain))] },
      ]));
      await renderReview(2);
      expect(await screen.findByRole('heading', { level: 2, name: corrected })).toBeInTheDocument();
      await user.click(screen.getByRole('radio', { name: new RegExp(escape(edited.options[edited.correct[0]])) }));
      await user.click(screen.getByRole('button', { name: 'Comprobar' }));
      await vi.waitFor(async () => expect(await listReviewEvents(2)).toHaveLength(1));
      expect((await listReviewEvents(2))[0]).toMatchObject({ questionId: edited.id, correct: true, source: 'review', questionVersion: 3 });
      await user.click(screen.getByRole('button', { name: 'Siguiente' }));
      expect(await screen.findByRole('heading', { level: 2, name: plain.text })).toBeInTheDocument();
      await user.click(screen.getByRole('radio', { name: new RegExp(escape(plain.options[plain.correct[0]])) }));
      await user.click(screen.getByRole('button', { name: 'Comprobar' }));
      await vi.waitFor(async () => expect(await listReviewEvents(2)).toHaveLength(2));
      expect((await listReviewEvents(2)).find((e) => e.questionId === plain.id)).toMatchObject({ questionVersion: 1 });
    } finally {
      publishOverlay(EMPTY_OVERLAY);
    }
  });

  it('a several-answer question asks for as many options as it needs', async () => {
    const user = userEvent.setup();
    await saveAttempt(2, attemptWith([{ questionId: multi.id, selectedOptions: [optionId(multi.options.findIndex((_, k) => !multi.correct.includes(k)))] }]));
    await renderReview(2);
    expect(await screen.findByText(`Selecciona ${multi.correct.length} opciones (0 de ${multi.correct.length} seleccionadas)`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Comprobar' }));
    expect(screen.getByText(`Selecciona ${multi.correct.length} opciones antes de comprobar (tienes 0).`)).toBeInTheDocument();
    for (const k of multi.correct) await user.click(screen.getByRole('checkbox', { name: new RegExp(escape(multi.options[k])) }));
    await user.click(screen.getByRole('button', { name: 'Comprobar' }));
    expect(screen.getByText('¡Correcto!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Hoy no hay preguntas para repasar: te quedan 9 preguntas nuevas de tu meta.')).toBeInTheDocument();
  });

  it('with nothing due: the empty state, the exams and Estudiar un tema', async () => {
    await renderReview(3);
    // A new student: nothing to review, and the day's goal is new questions, in the same words above and below (issue 50 §4).
    expect(await screen.findByText('Para hoy: 10 preguntas nuevas.')).toBeInTheDocument();
    expect(screen.getByText('Hoy no hay preguntas para repasar: te quedan 10 preguntas nuevas de tu meta.')).toBeInTheDocument();
    expect(screen.queryByText('No tienes preguntas para repasar hoy.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Seguir con preguntas nuevas' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hacer un examen' })).toHaveAttribute('href', '/courses/examen-de-naturalizacion/examenes/principales');
    expect(screen.getByRole('link', { name: 'Estudiar un tema' })).toHaveAttribute('href', '#estudiar-un-tema');
    const picker = screen.getByRole('region', { name: 'Estudiar un tema' });
    // Every balotario topic, the current-affairs one (21, issue 51) last.
    expect(within(picker).getAllByRole('option')).toHaveLength(21);
    expect(within(picker).getAllByRole('option').at(-1)).toHaveTextContent('Actualidad (2024–2026)');
  });

  it('Estudiar un tema starts a Repaso of that topic even when none is due', async () => {
    await renderReview(4, 6);
    const first = questionBank.find((q) => q.topic === 6)!;
    expect(await screen.findByRole('heading', { level: 2, name: first.text })).toBeInTheDocument();
    expect(screen.getAllByText(/^Tema 6: /).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Volver al repaso de hoy' })).toBeInTheDocument();
  });
});

describe('Repaso, round 3 (issue 50 §7)', () => {
  it('shuffles the options like an exam, the same order for the whole presentation of a question', async () => {
    const user = userEvent.setup();
    // A question whose order under this visit's seed is not the bank's (checked below, so the test can fail).
    const visit = '6f1c2d3e-4a5b-4c6d-8e7f-8091a2b3c4d5';
    const q = single.find((x) => x.options.length >= 3 && optionOrder(`${visit}:1`, x.id, x.options).some((k, i) => k !== i))!;
    await saveAttempt(5, attemptWith([{ questionId: q.id, selectedOptions: [optionId(wrongOf(q))] }]));
    vi.spyOn(crypto, 'randomUUID').mockReturnValueOnce(visit);
    await renderReview(5);
    expect(await screen.findByRole('heading', { level: 2, name: q.text })).toBeInTheDocument();
    const expected = optionOrder(`${visit}:1`, q.id, q.options).map((k) => q.options[k]);
    expect(expected).not.toEqual(q.options);
    const shown = () => screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent ?? '');
    expect(shown().map((text) => expected.findIndex((o) => text.includes(o)))).toEqual(expected.map((_, i) => i));
    // Choosing and checking keeps the order.
    await user.click(screen.getByRole('radio', { name: new RegExp(escape(q.options[q.correct[0]])) }));
    await user.click(screen.getByRole('button', { name: 'Comprobar' }));
    expect(shown().map((text) => expected.findIndex((o) => text.includes(o)))).toEqual(expected.map((_, i) => i));
  });

  it("offers 'Reportar un error' under an answered question, saved on the device without an exam", async () => {
    const user = userEvent.setup();
    await saveAttempt(6, attemptWith([{ questionId: a.id, selectedOptions: [optionId(wrongOf(a))] }]));
    await renderReview(6);
    expect(await screen.findByRole('heading', { level: 2, name: a.text })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reportar un error/ })).toBeNull();
    await user.click(screen.getByRole('radio', { name: new RegExp(escape(a.options[a.correct[0]])) }));
    await user.click(screen.getByRole('button', { name: 'Comprobar' }));
    await user.click(await screen.findByRole('button', { name: /Reportar un error/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Reportar un error' }, { timeout: 15_000 });
    await user.type(within(dialog).getByRole('textbox'), 'La explicación no coincide con el material.');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar reporte' }));
    await vi.waitFor(async () => expect(await listReports(6)).toHaveLength(1));
    expect((await listReports(6))[0]).toMatchObject({ questionId: a.id, text: 'La explicación no coincide con el material.', examId: undefined, attemptId: undefined });
  });

  it("'¡Repaso terminado!' sums up the session and says how many come back tomorrow", async () => {
    const user = userEvent.setup();
    await saveAttempt(7, attemptWith([
      { questionId: a.id, selectedOptions: [optionId(wrongOf(a))] },
      { questionId: b.id, selectedOptions: [optionId(wrongOf(b))] },
    ]));
    await renderReview(7);
    const [first, second] = [a, b].sort((x, y) => (x.id < y.id ? -1 : 1));
    // The first right; the second wrong, then right when it comes back.
    expect(await screen.findByRole('heading', { level: 2, name: first.text })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: new RegExp(escape(first.options[first.correct[0]])) }));
    await user.click(screen.getByRole('button', { name: 'Comprobar' }));
    await user.click(await screen.findByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByRole('heading', { level: 2, name: second.text })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: new RegExp(escape(second.options[wrongOf(second)])) }));
    await user.click(screen.getByRole('button', { name: 'Comprobar' }));
    await user.click(await screen.findByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByRole('heading', { level: 2, name: second.text })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: new RegExp(escape(second.options[second.correct[0]])) }));
    await user.click(screen.getByRole('button', { name: 'Comprobar' }));
    await vi.waitFor(async () => expect(await listReviewEvents(7)).toHaveLength(3));
    await user.click(await screen.findByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByRole('heading', { level: 2, name: '¡Repaso terminado!' })).toBeInTheDocument();
    expect(screen.getByTestId('repaso-done').textContent).toBe('Repasaste 2 preguntas: 1 acertada a la primera.');
    // Both were answered right last: their next review is at least a day away; 'mañana' counts those due tomorrow.
    expect(screen.getByTestId('repaso-tomorrow').textContent).toMatch(/^Mañana: (\d+ preguntas? para repasar|nada para repasar por ahora)\.$/);
  });
});

describe('Estudiar un tema on a device whose history arrives later', () => {
  // Topic 6 on a device that knows nothing yet: its questions in bank order. Then the history
  // arrives (another device's wrong answer to the last one, pulled), which puts that one first.
  const topic6 = activeQuestions.filter((q) => q.topic === 6 && q.correct.length === 1);
  const [shown, pulled] = [topic6[0], topic6.at(-1)!];

  async function historyArrives(studentId: number) {
    const answeredAt = new Date(Date.now() - 5 * 60_000).toISOString();
    await appendReviewEvents(studentId, [{ id: crypto.randomUUID(), questionId: pulled.id, correct: false, answeredAt, source: 'review' }]);
    await refreshLearning(studentId);
  }

  it('the question follows the figures until the student begins to answer it', async () => {
    await renderReview(8, 6);
    expect(await screen.findByRole('heading', { level: 2, name: shown.text })).toBeInTheDocument();
    await historyArrives(8);
    expect(await screen.findByRole('heading', { level: 2, name: pulled.text })).toBeInTheDocument();
  });

  it('once an option is ticked, the question and the tick stay; the rest of the queue follows the history', async () => {
    const user = userEvent.setup();
    await renderReview(9, 6);
    expect(await screen.findByRole('heading', { level: 2, name: shown.text })).toBeInTheDocument();
    const right = new RegExp(escape(shown.options[shown.correct[0]]));
    await user.click(screen.getByRole('radio', { name: right }));
    await historyArrives(9);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByRole('heading', { level: 2, name: shown.text })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: right })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Comprobar' }));
    expect(screen.getByText('¡Correcto!')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Siguiente' }));
    // Next: the question the history made due, not the bank's second.
    expect(await screen.findByRole('heading', { level: 2, name: pulled.text })).toBeInTheDocument();
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
