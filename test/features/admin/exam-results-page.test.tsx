// @vitest-environment jsdom
/**
 * 'Resultados del examen' (issue 49 §4): the table per readiness band for everyone and for each group,
 * with the predicted and observed pass rates, the Brier score, and whether a band has enough answers
 * to be a measure; downloadable as CSV with every group's rows.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExamResultsPage } from '@/features/admin/exam-results/exam-results-page';
import { outcomeTable, type OutcomeForTable } from '@/shared/exam-outcomes';
import { Console } from '../../support/console';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const LUNES = { id: 1, name: 'Lunes' };
const SABADO = { id: 2, name: 'Sábado' };
const o = (group: OutcomeForTable['group'], result: OutcomeForTable['result'], readiness: number, passProbability: number): OutcomeForTable => ({ group, result, readiness, passProbability });

/** The rows of the shown table as text: band, n, passed, predicted, observed, Brier, measure. */
const rows = () =>
  within(screen.getByRole('table')).getAllByRole('row').slice(1).map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));

describe('Resultados del examen', () => {
  it('shows everyone, then one group, and downloads every row as CSV', async () => {
    const table = outcomeTable([o(LUNES, 'passed', 80, 0.9), o(LUNES, 'failed', 65, 0.5), o(SABADO, 'passed', 35, 0.1), o(SABADO, 'not-yet', 70, 0.6)]);
    const admin = { examResults: vi.fn(async () => table) };
    render(
      <Console admin={admin}>
        <ExamResultsPage />
      </Console>,
    );
    await screen.findByRole('table', undefined, { timeout: 10_000 });
    expect(rows()).toEqual([
      ['Menos de 40', '1', '1', '10\u00a0%', '100\u00a0%', '0,810', 'Pocas respuestas'],
      ['40 a 59', '0', '0', '—', '—', '—', 'Sin respuestas'],
      ['60 a 74', '1', '0', '50\u00a0%', '0\u00a0%', '0,250', 'Pocas respuestas'],
      ['75 o más', '1', '1', '90\u00a0%', '100\u00a0%', '0,010', 'Pocas respuestas'],
      ['Todas', '3', '2', '50\u00a0%', '67\u00a0%', '0,357', 'Pocas respuestas'],
    ]);
    expect(screen.getByText(/no cuentan: 1 «Todavía no» y 0 sin preparación estimada/)).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Grupo'), 'Lunes');
    expect(rows().map((r) => r.slice(0, 3))).toEqual([
      ['Menos de 40', '0', '0'],
      ['40 a 59', '0', '0'],
      ['60 a 74', '1', '0'],
      ['75 o más', '1', '1'],
      ['Todas', '2', '1'],
    ]);

    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (saved.push(blob as Blob), 'blob:resultados'));
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Descargar CSV' }));
    // jsdom's Blob has no text(): read as the browser's FileReader would.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(saved[0]);
    });
    const csv = text.split('\r\n');
    expect(csv[0]).toBe('grupo,preparacion,n,aprobaron,tasa_predicha,tasa_observada,brier,respuestas_suficientes');
    expect(csv).toContain('Todos,Todas,3,2,0.5000,0.6667,0.3567,no');
    expect(csv).toContain('Sábado,Menos de 40,1,1,0.1000,1.0000,0.8100,no');
    expect(csv).toHaveLength(1 + 3 * 5);
  });

  it('says so while nobody has answered', async () => {
    render(
      <Console admin={{ examResults: vi.fn(async () => outcomeTable([])) }}>
        <ExamResultsPage />
      </Console>,
    );
    expect(await screen.findByText(/Todavía nadie dijo si aprobó o no el examen/, undefined, { timeout: 10_000 })).toBeTruthy();
  });
});
