// @vitest-environment jsdom
/**
 * The simulacro list is where leaving a simulacro leads (issue 50 §6): a simulacro left for later
 * shows first, with its answers so far, the time left and 'Continuar simulacro' (no new one while it
 * is open); without one (after 'Salir sin Guardar'), 'Empezar simulacro'. Real device storage
 * (fake-indexeddb), the clock fixed.
 */
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { drawSimulacro } from '@/content/simulacro-draw';
import { SimulacroPage } from '@/features/exams/simulacro-page';
import { clearLocalData, saveRun } from '@/lib/storage/indexed-db';
import type { SavedRun } from '@/shared/attempt';
import { renderInRouter } from '../../support/render-in-router';

const NOW = Date.parse('2026-11-29T15:00:00.000Z');
const ANA = 7;
const BETO = 12;

beforeAll(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  await clearLocalData();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

async function renderList(studentId: number) {
  await renderInRouter(<SimulacroPage studentId={studentId} />);
  await screen.findByRole('heading', { level: 1, name: 'Simulacro oficial' });
}

describe('the simulacro list', () => {
  it("shows a simulacro left for later first: its answers, the time left, 'Continuar simulacro'", async () => {
    const examId = drawSimulacro(() => 0.3);
    const run: SavedRun = { examId, attemptId: 'run-1', startedAt: NOW - 120_000, deadline: NOW + (27 * 60 + 58) * 1000, current: 2, answers: { q601: ['a'], q607: ['b'], q619: [] } };
    await saveRun(ANA, run);
    await renderList(ANA);
    const open = within(await screen.findByRole('region', { name: 'Simulacro en curso' }));
    expect(open.getByText('En curso · quedan 27:58')).toBeVisible();
    expect(open.getByText('2 de 10 preguntas respondidas')).toBeVisible();
    expect(open.getByRole('link', { name: 'Continuar simulacro' })).toHaveAttribute('href', `/courses/examen-de-naturalizacion/evaluacion/${examId}`);
    // Before the format and the figures: the first thing seen on coming back.
    const panel = screen.getByRole('region', { name: 'Formato del simulacro' });
    expect(screen.getByRole('region', { name: 'Simulacro en curso' }).compareDocumentPosition(panel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('button', { name: /simulacro/ })).toBeNull();
  });

  it("without one (or another student's on the phone), offers 'Empezar simulacro'", async () => {
    await saveRun(BETO, { examId: drawSimulacro(() => 0.5), attemptId: 'run-2', startedAt: NOW, deadline: NOW + 1_800_000, current: 0, answers: {} });
    await renderList(ANA);
    expect(await screen.findByRole('button', { name: 'Empezar simulacro' })).toBeVisible();
    // The device's runs are read after the first render: give them the time to show (they must not).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('region', { name: 'Simulacro en curso' })).toBeNull();
    expect(screen.queryByText(/En curso/)).toBeNull();
  });
});
