// @vitest-environment jsdom
/**
 * 'Preparación' on Mi progreso (issue 50 §3): a brand-new student gets no number (the model's
 * 'anything from 4 % to 95 %' reads as a verdict) but what it takes to get one; from one exam's
 * worth of answered questions on, the expected score and its range.
 */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { examQuestionPool } from '@/content/exam-pool';
import { activeQuestions } from '@/content/question-bank';
import { Readiness } from '@/features/progress/progress-page';
import { deriveLearning } from '@/learning/learning-model';
import type { ReviewEvent } from '@/shared/learning/events';
import { renderInRouter } from '../../support/render-in-router';
import { event } from '../../shared/learning/helpers';

const LIMA = 'America/Lima';
const NOW = Date.parse('2026-03-05T20:00:00-05:00');

afterEach(cleanup);

function answers(count: number): ReviewEvent[] {
  return examQuestionPool()
    .slice(0, count)
    .map((q, i) => event(q.id, i % 3 !== 0, NOW - (count - i) * 60_000, 'exam'));
}

async function renderReadiness(events: ReviewEvent[]) {
  const data = deriveLearning({ attempts: [], reviewEvents: events, questions: activeQuestions, now: NOW, timeZone: LIMA });
  await renderInRouter(<Readiness data={data} />);
}

describe('Preparación', () => {
  it('a new student: no percentage, but how many answers it takes and a way to start', async () => {
    await renderReadiness([]);
    expect(screen.getByTestId('readiness').textContent).toBe('Todavía no hay suficientes respuestas para estimar tu preparación.');
    expect(screen.getByTestId('readiness-pending').textContent).toBe('La estimamos a partir de 10 preguntas respondidas (un examen completo o un repaso).');
    expect(screen.queryByText(/%/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Hacer un examen' }).getAttribute('href')).toBe('/courses/examen-de-naturalizacion/examenes/principales');
  });

  it('a few answers: how many are left', async () => {
    await renderReadiness(answers(3));
    expect(screen.getByTestId('readiness-pending').textContent).toBe('Llevas 3 de 10: faltan 7 preguntas para ver tu puntaje esperado.');
    expect(screen.queryByText(/%/)).toBeNull();
  });

  it('one exam’s worth of answered questions: the expected score and its range', async () => {
    await renderReadiness(answers(10));
    expect(screen.getByTestId('readiness').textContent).toMatch(/^Tu puntaje esperado en un examen como los nuestros: \d+\u00a0% \(entre \d+\u00a0% y \d+\u00a0%\)$/);
    expect(screen.queryByTestId('readiness-pending')).toBeNull();
  });

  it('issue 50 §12: the answers it is based on and the topic table’s sum agree, or the text says why they differ', async () => {
    await renderReadiness(answers(12));
    expect(screen.getByTestId('readiness-basis').textContent).toBe('Se basa en 12 preguntas respondidas; las respuestas más recientes pesan más.');
    cleanup();
    // Two more answered in Repaso, of questions no exam asks: the table counts 14, readiness 12.
    const pool = new Set(examQuestionPool().map((q) => q.id));
    const practice = activeQuestions.filter((q) => !pool.has(q.id)).slice(0, 2);
    expect(practice).toHaveLength(2);
    await renderReadiness([...answers(12), ...practice.map((q, i) => event(q.id, true, NOW - 30_000 + i * 1000))]);
    expect(screen.getByTestId('readiness-basis').textContent).toBe(
      'Se basa en 12 preguntas respondidas de las que salen en nuestros exámenes; «Dominio por tema» cuenta las 14 que respondiste, también las de repaso que no salen en ellos. Las respuestas más recientes pesan más.',
    );
  });
});
