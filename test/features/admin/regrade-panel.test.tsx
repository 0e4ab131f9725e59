// @vitest-environment jsdom
/**
 * 'Recalificar' on the question's editor page (issue 48 §4): the dry run's table (who, which attempt,
 * the version it used, old → new score), a required reason, and 'Aplicar' for the version shown.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminApi } from '@/features/admin/admin-api';
import { REGRADE_NOTE_REQUIRED, RegradePanel } from '@/features/admin/content-editor/regrade-panel';
import type { RegradeView } from '@/shared/content-api';
import { Console } from '../../support/console';

vi.mock('@/components/ui/notify', () => ({ notify: () => undefined }));

afterEach(cleanup);

const plan: RegradeView = {
  questionId: 'q7',
  version: 3,
  correct: [1],
  attempts: 2,
  students: 2,
  changedScores: 2,
  rows: [
    {
      attemptId: '8f0c2a52-0000-4000-8000-000000000001',
      examId: 'principal-01',
      finishedAt: '2026-11-20T15:00:00.000Z',
      student: { id: 5, name: 'Ana Quispe', email: 'ana@example.pe' },
      fromVersion: 1,
      selected: ['b'],
      wasRight: false,
      isRight: true,
      from: { score: 90, correct: 9 },
      to: { score: 100, correct: 10 },
      total: 10,
    },
    {
      attemptId: '8f0c2a52-0000-4000-8000-000000000002',
      examId: 'principal-01',
      finishedAt: '2026-11-21T15:00:00.000Z',
      student: { id: 6, name: 'Beto Ramos', email: 'beto@example.pe' },
      fromVersion: 2,
      selected: ['a'],
      wasRight: true,
      isRight: false,
      from: { score: 60, correct: 6 },
      to: { score: 50, correct: 5 },
      total: 10,
    },
  ],
};

describe('Recalificar', () => {
  it('lists each attempt with its student, the version it used and old → new score, and applies it for that version with a reason', async () => {
    const admin: Partial<AdminApi> = {
      regradePlan: vi.fn(async () => plan),
      applyRegrade: vi.fn(async () => plan),
    };
    render(
      <Console admin={admin}>
        <RegradePanel questionId="q7" version={3} lastNote={null} />
      </Console>,
    );
    expect(await screen.findByText('2 intentos de 2 estudiantes se calificaron con una clave anterior; 2 cambian de puntaje con la versión 3.')).toBeTruthy();
    const table = screen.getByRole('region', { name: 'Intentos que se recalificarían' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]).getByRole('rowheader').textContent).toContain('Ana Quispe');
    expect(rows[1].textContent).toContain('versión 1');
    expect(rows[1].textContent).toContain('B: incorrecta → correcta');
    expect(rows[1].textContent).toContain('90\u00a0% → 100\u00a0%');
    expect(rows[1].textContent).toContain('9 → 10 de 10');
    expect(rows[2].textContent).toContain('Beto Ramos');
    expect(rows[2].textContent).toContain('versión 2');
    expect(rows[2].textContent).toContain('60\u00a0% → 50\u00a0%');

    // No reason: nothing is sent.
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByText(REGRADE_NOTE_REQUIRED)).toBeTruthy();
    expect(admin.applyRegrade).not.toHaveBeenCalled();

    await userEvent.type(screen.getByRole('textbox', { name: /Por qué se recalifica/ }), 'La clave estaba mal.');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    await vi.waitFor(() => expect(admin.applyRegrade).toHaveBeenCalledWith('q7', { version: 3, note: 'La clave estaba mal.' }));
  });

  it('offers the publish note as the reason and says when nothing needs regrading', async () => {
    const admin: Partial<AdminApi> = { regradePlan: vi.fn(async () => ({ ...plan, attempts: 0, students: 0, changedScores: 0, rows: [] })) };
    render(
      <Console admin={admin}>
        <RegradePanel questionId="q7" version={3} lastNote="Cambia la clave." />
      </Console>,
    );
    expect(await screen.findByText('Ningún intento se calificó con una clave distinta de la versión 3.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Aplicar' })).toBeNull();
  });

  it('fills the reason with the last publish note', async () => {
    const admin: Partial<AdminApi> = { regradePlan: vi.fn(async () => plan), applyRegrade: vi.fn(async () => plan) };
    render(
      <Console admin={admin}>
        <RegradePanel questionId="q7" version={3} lastNote="Cambia la clave." />
      </Console>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Aplicar' }));
    await vi.waitFor(() => expect(admin.applyRegrade).toHaveBeenCalledWith('q7', { version: 3, note: 'Cambia la clave.' }));
  });
});
