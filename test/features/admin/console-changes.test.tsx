// @vitest-environment jsdom
/**
 * The console's changes go through TanStack Query's mutations (issue 37 §3), like its reads: busy
 * while on their way, a failure shown where the operator acted (in the dialog or form, or in a toast
 * for a change made from a button), and nothing lost for a second try.
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-client';
import type { AdminApi, StudentRow } from '@/features/admin/admin-api';
import { failureToast, useSubmission } from '@/features/admin/console-parts';
import { RevokeDialog } from '@/features/admin/student-dialogs';
import { Console } from '../../support/console';

const notices = vi.hoisted(() => [] as unknown[]);
vi.mock('@/components/ui/notify', () => ({ notify: (notice: unknown) => notices.push(notice) }));

afterEach(() => {
  cleanup();
  notices.length = 0;
});

const ana = { id: 7, name: 'Ana Quispe', email: 'ana@correo.pe', access: { status: 'active', endsAt: null } } as unknown as StudentRow;

describe('console changes', () => {
  it('a refused revocation stays in its dialog with the reason, and a second try goes through', async () => {
    let answer: Promise<StudentRow> = Promise.reject(new ApiError(409, 'El estudiante ya no tiene acceso.'));
    answer.catch(() => undefined);
    const admin = { revokeAccess: vi.fn(() => answer) } as unknown as AdminApi;
    const onRevoked = vi.fn();
    render(
      <Console admin={admin}>
        <RevokeDialog student={ana} onClose={() => undefined} onRevoked={onRevoked} />
      </Console>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Revocar acceso' }));
    expect(await screen.findByText('El estudiante ya no tiene acceso.')).toBeTruthy();
    expect(onRevoked).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Cancelar' }).hasAttribute('disabled')).toBe(false);

    answer = Promise.resolve({ ...ana, access: { status: 'revoked' } } as unknown as StudentRow);
    await userEvent.click(screen.getByRole('button', { name: 'Revocar acceso' }));
    await waitFor(() => expect(onRevoked).toHaveBeenCalledTimes(1));
    expect(admin.revokeAccess).toHaveBeenCalledTimes(2);
    expect(notices).toEqual([expect.objectContaining({ type: 'success', title: 'Acceso revocado' })]);
  });

  it("a form's submission shows the input it refused, then the server's refusal, and is busy meanwhile", async () => {
    let release: () => void = () => undefined;
    const work = vi.fn(async (name: string) => {
      if (!name) return 'Escribe un nombre.';
      await new Promise<void>((resolve) => (release = resolve));
      throw new ApiError(409, 'Ya existe un grupo con ese nombre.');
    });
    function Form() {
      const [name, setName] = useState('');
      const { submit, saving, error } = useSubmission(() => work(name));
      return (
        <form onSubmit={submit}>
          <input aria-label="Nombre" value={name} onChange={(e) => setName(e.target.value)} />
          <button type="submit" disabled={saving}>
            {saving ? 'Creando...' : 'Crear'}
          </button>
          {error && <p role="alert">{error}</p>}
        </form>
      );
    }
    render(
      <Console admin={{} as AdminApi}>
        <Form />
      </Console>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Crear' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Escribe un nombre.');

    await userEvent.type(screen.getByLabelText('Nombre'), 'Turno noche');
    await userEvent.click(screen.getByRole('button', { name: 'Crear' }));
    expect(await screen.findByRole('button', { name: 'Creando...' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    release();
    expect(await screen.findByText('Ya existe un grupo con ese nombre.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Crear' }).hasAttribute('disabled')).toBe(false);
    expect(work).toHaveBeenLastCalledWith('Turno noche');
  });

  it("a button's failed change is told in a toast with the server's reason", () => {
    failureToast('No se pudo eliminar el grupo')(new ApiError(404, 'El grupo ya no existe.'));
    expect(notices).toEqual([{ type: 'error', title: 'No se pudo eliminar el grupo', description: 'El grupo ya no existe.' }]);
  });
});
