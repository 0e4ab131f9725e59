// @vitest-environment jsdom
/**
 * 'Cambiar Contraseña' as the student meets it (issue 50 §13): a message about empty fields goes
 * once the fields are typed into, and a confirmation that differs is said as soon as it is typed
 * out, before sending. Nothing here reaches the API.
 */
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChangePasswordDialog } from '@/features/account/change-password-dialog';
import type { ApiClient } from '@/lib/api/api-client';
import { renderInRouter } from '../../support/render-in-router';

afterEach(cleanup);

function api(): ApiClient {
  return { changePassword: vi.fn(() => Promise.reject(new Error('not called in these tests'))) } as unknown as ApiClient;
}

describe('Cambiar Contraseña', () => {
  it("'Todos los campos son obligatorios' goes once the fields are filled; differing passwords are named", async () => {
    const user = userEvent.setup();
    const client = api();
    await renderInRouter(<ChangePasswordDialog api={client} onClose={() => {}} onTokenRefreshed={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar Contraseña' }, { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: 'Cambiar Contraseña' }));
    expect(screen.getByText('Todos los campos son obligatorios')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Contraseña Actual'), 'Actual2026!');
    expect(screen.queryByText('Todos los campos son obligatorios')).toBeNull();
    await user.type(screen.getByLabelText('Nueva Contraseña'), 'Nueva2026!');
    await user.type(screen.getByLabelText('Confirmar Nueva Contraseña'), 'Nueva2026?');
    // Said under the confirmation while typing, before any sending.
    expect(screen.getByText('La nueva contraseña y la confirmación no coinciden')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirmar Nueva Contraseña')).toHaveAttribute('aria-invalid', 'true');
    await user.clear(screen.getByLabelText('Confirmar Nueva Contraseña'));
    await user.type(screen.getByLabelText('Confirmar Nueva Contraseña'), 'Nueva2026!');
    expect(screen.queryByText('La nueva contraseña y la confirmación no coinciden')).toBeNull();
    expect(client.changePassword).not.toHaveBeenCalled();
    expect(dialog).toBeInTheDocument();
  });
});
