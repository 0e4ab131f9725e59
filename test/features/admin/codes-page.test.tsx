// @vitest-environment jsdom
/**
 * 'Códigos' (issue 54 §11): a batch opened from its row can be copied (its free codes, formatted, one a
 * line), printed (a sheet of its free codes and nothing else) and downloaded; a free code is voided
 * after a confirmation in place, and only free codes offer it.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminApi, CodeBatchList, CodePage, CodeRow } from '@/features/admin/admin-api';
import { CodesPage } from '@/features/admin/codes-page';
import { Console } from '../../support/console';

const notices = vi.hoisted(() => [] as unknown[]);
vi.mock('@/components/ui/notify', () => ({ notify: (notice: unknown) => notices.push(notice) }));

afterEach(() => {
  cleanup();
  notices.length = 0;
  vi.restoreAllMocks();
});

const FREE = 'ABCDEFGHJKMNPQRS';
const USED = '0123456789ABCDEF';
const row = (code: string, state: CodeRow['state']): CodeRow => ({
  code,
  batchId: 3,
  createdAt: '2026-03-15T17:00:00.000Z',
  days: 30,
  expiresOn: '2026-03-31',
  state,
  group: null,
  usedAt: state === 'used' ? '2026-03-15T18:00:00.000Z' : null,
  usedBy: state === 'used' ? { id: 9, name: 'Rosa Pérez', email: 'rosa@correo.pe' } : null,
});

function fakeAdmin() {
  const page: CodePage = { codes: [row(FREE, 'free'), row(USED, 'used')], total: 2, page: 1, pageSize: 50 };
  const batch: CodeBatchList = { batchId: 3, createdAt: page.codes[0].createdAt, days: 30, expiresOn: '2026-03-31', group: null, codes: [{ code: FREE, state: 'free' }, { code: USED, state: 'used' }] };
  return {
    codes: vi.fn(async () => page),
    codeBatch: vi.fn(async () => batch),
    codeBatchCsv: vi.fn(async () => new Blob(['x'])),
    voidCode: vi.fn(async () => ({ code: row(FREE, 'voided') })),
    groupOptions: vi.fn(async () => ({ groups: [] })),
  };
}

describe('the codes page', () => {
  it('copies and prints a batch’s free codes, and voids a free code after asking', async () => {
    const admin = fakeAdmin();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    render(
      <Console admin={admin as unknown as AdminApi}>
        <CodesPage />
      </Console>,
    );
    await userEvent.click((await screen.findAllByRole('button', { name: 'Ver el lote n.° 3' }, { timeout: 10_000 }))[0]);
    const bar = await screen.findByRole('region', { name: 'Lote n.° 3' });
    await waitFor(() => expect(within(bar).getByText(/2 códigos · 1 libre · 30 días de acceso/)).toBeTruthy());
    expect(admin.codes).toHaveBeenLastCalledWith({ page: 1, state: undefined, batch: 3 });

    await userEvent.click(within(bar).getByRole('button', { name: 'Copiar códigos' }));
    expect(writeText).toHaveBeenCalledWith('ABCD-EFGH-JKMN-PQRS');

    await userEvent.click(within(bar).getByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalledTimes(1);
    const sheet = document.body.querySelector('.codes-print-sheet')!;
    expect(sheet.parentElement).toBe(document.body);
    expect([...sheet.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['ABCD-EFGH-JKMN-PQRS']);

    // Only the free code can be voided, and only after a second click.
    expect(screen.queryByRole('button', { name: 'Anular el código 0123-4567-89AB-CDEF' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Anular el código ABCD-EFGH-JKMN-PQRS' }));
    expect(admin.voidCode).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Sí, anular' }));
    await waitFor(() => expect(admin.voidCode).toHaveBeenCalledWith(FREE));
    expect(notices).toContainEqual(expect.objectContaining({ type: 'success', title: 'Código anulado' }));
  });
});
