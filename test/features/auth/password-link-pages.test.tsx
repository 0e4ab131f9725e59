// @vitest-environment jsdom
/**
 * The forgot-password and reset-link screens as the student sees them (issue 19), against msw: the
 * login form's email rule, the fixed answer, offline saying a connection is needed without sending
 * anything, the change-password rules before any request, a used link leading back to asking.
 */
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ForgotPasswordPage } from '@/features/auth/forgot-password-page';
import { ResetPasswordPage } from '@/features/auth/reset-password-page';
import { API_BASE } from '@/lib/api/api-client';
import { renderInRouter } from '../../support/render-in-router';

const ORIGIN = 'http://localhost';
const ANSWER = 'Si el correo está registrado, te enviamos un enlace para crear una nueva contraseña. Revisa tu bandeja de entrada y la carpeta de spam.';
const INVALID_LINK = 'El enlace no es válido o ya venció. Solicita uno nuevo.';

const server = setupServer();
const requests: { path: string; body: unknown }[] = [];

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  // The pages call '/api/…' as the browser would; Node's fetch needs the origin.
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => realFetch(new URL(input, ORIGIN), init));
});
afterAll(() => {
  server.close();
  vi.unstubAllGlobals();
});
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  requests.length = 0;
  // The academy's contact, which /forgot-password asks for (issue 32): none configured here.
  server.use(http.get(`${ORIGIN}${API_BASE}/academy`, () => HttpResponse.json({ email: null, whatsapp: null })));
  server.events.on('request:start', async ({ request }) => {
    // What the pages send: their POSTs (the contact's GET has no body).
    if (request.method === 'POST') requests.push({ path: new URL(request.url).pathname, body: await request.clone().json() });
  });
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});

function answer(path: string, status: number, body: Record<string, string | boolean>) {
  server.use(http.post(`${ORIGIN}${API_BASE}${path}`, () => HttpResponse.json(body, { status })));
}

async function renderPage(element: React.ReactNode) {
  await renderInRouter(element);
  await screen.findByRole('heading', { level: 1 });
}

describe('/forgot-password', () => {
  it('checks the email as the login form does, and sends nothing until it is valid', async () => {
    const user = userEvent.setup();
    await renderPage(<ForgotPasswordPage />);
    const send = screen.getByRole('button', { name: 'Enviar enlace' });
    await vi.waitFor(() => expect(send).toBeEnabled());
    await user.click(send);
    expect(await screen.findByText('El correo electrónico es requerido')).toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico')).toHaveFocus();
    await user.type(screen.getByLabelText('Correo electrónico'), 'no-es-correo');
    expect(screen.queryByText('El correo electrónico es requerido')).not.toBeInTheDocument();
    await user.click(send);
    expect(await screen.findByText('Ingresa un correo electrónico válido')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('sends the trimmed email and shows the fixed answer, which takes the focus', async () => {
    const user = userEvent.setup();
    answer('/auth/forgot-password', 202, { message: ANSWER });
    await renderPage(<ForgotPasswordPage />);
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Enviar enlace' })).toBeEnabled());
    await user.type(screen.getByLabelText('Correo electrónico'), '  ana@academia.pe ');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(ANSWER);
    expect(requests).toEqual([{ path: '/api/auth/forgot-password', body: { email: 'ana@academia.pe' } }]);
    expect(status.parentElement).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toHaveAttribute('href', '/login');
    // Asking again brings the form back.
    await user.click(screen.getByRole('button', { name: 'Pedir otro enlace' }));
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('ana@academia.pe');
  });

  it('offline, says a connection is needed and sends nothing', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await renderPage(<ForgotPasswordPage />);
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Enviar enlace' })).toBeEnabled());
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@academia.pe');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Necesitas conexión a internet para solicitar el enlace.');
    expect(requests).toEqual([]);
  });

  it('offline, says so as soon as the page opens, before anything is typed (issue 32)', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await renderPage(<ForgotPasswordPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Necesitas conexión a internet para solicitar el enlace.');
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('');
    expect(requests).toEqual([]);
  });

  it('a refused request shows the server’s message and keeps the form', async () => {
    const user = userEvent.setup();
    answer('/auth/forgot-password', 429, { message: 'Demasiados intentos. Inténtalo de nuevo en unos minutos.' });
    await renderPage(<ForgotPasswordPage />);
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Enviar enlace' })).toBeEnabled());
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@academia.pe');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Demasiados intentos. Inténtalo de nuevo en unos minutos.');
    expect(screen.getByRole('button', { name: 'Enviar enlace' })).toBeEnabled();
  });
});

describe('/reset-password', () => {
  // The page asks whether its link can be used as it opens: usable unless a test says otherwise.
  beforeEach(() => answer('/auth/reset-link', 200, { usable: true }));
  const saved = () => requests.filter((r) => r.path !== '/api/auth/reset-link');

  async function fill(user: ReturnType<typeof userEvent.setup>, password: string, confirm: string) {
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Guardar contraseña' })).toBeEnabled());
    await user.clear(screen.getByLabelText('Nueva Contraseña'));
    if (password) await user.type(screen.getByLabelText('Nueva Contraseña'), password);
    await user.clear(screen.getByLabelText('Confirmar Nueva Contraseña'));
    if (confirm) await user.type(screen.getByLabelText('Confirmar Nueva Contraseña'), confirm);
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
  }

  it('applies the change-password rules, list and messages before sending anything', async () => {
    const user = userEvent.setup();
    await renderPage(<ResetPasswordPage token="abc" onPasswordSet={() => undefined} />);
    await fill(user, '', '');
    expect(await screen.findByRole('alert')).toHaveTextContent('Todos los campos son obligatorios');
    await fill(user, 'corta1!', 'corta1!');
    expect(await screen.findByRole('alert')).toHaveTextContent('La contraseña debe tener al menos 8 caracteres');
    // A typed-out confirmation that differs is said once, under its field, not again in the alert.
    await fill(user, 'Valida2026!', 'Valida2026?');
    expect(await screen.findAllByText('La nueva contraseña y la confirmación no coinciden')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    // A shorter one is not flagged while typing, so sending says it above the form.
    await fill(user, 'Valida2026!', 'Valida');
    expect(await screen.findByRole('alert')).toHaveTextContent('La nueva contraseña y la confirmación no coinciden');
    await user.click(screen.getByRole('button', { name: 'Ver requisitos' }));
    const rules = screen.getByRole('list', { name: 'Requisitos de la contraseña' });
    expect(rules.querySelectorAll('li')).toHaveLength(6);
    expect(rules).toHaveTextContent('Al menos 8 caracteres');
    expect(saved()).toEqual([]);
  });

  it('sends the token with the new password, then hands over (to /login)', async () => {
    const user = userEvent.setup();
    const onPasswordSet = vi.fn();
    answer('/auth/reset-password', 200, { success: true, message: 'Tu contraseña fue actualizada. Inicia sesión.' });
    await renderPage(<ResetPasswordPage token="tok_en-1" onPasswordSet={onPasswordSet} />);
    await fill(user, 'Valida2026!', 'Valida2026!');
    await vi.waitFor(() => expect(onPasswordSet).toHaveBeenCalledTimes(1));
    expect(saved()).toEqual([{ path: '/api/auth/reset-password', body: { token: 'tok_en-1', newPassword: 'Valida2026!', confirmPassword: 'Valida2026!' } }]);
  });

  it('a used or expired link says so and links to /forgot-password', async () => {
    const user = userEvent.setup();
    const onPasswordSet = vi.fn();
    answer('/auth/reset-password', 400, { message: INVALID_LINK });
    await renderPage(<ResetPasswordPage token="usado" onPasswordSet={onPasswordSet} />);
    await fill(user, 'Valida2026!', 'Valida2026!');
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_LINK);
    expect(screen.getByRole('link', { name: 'Solicitar un nuevo enlace' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText('Nueva Contraseña')).not.toBeInTheDocument();
    expect(onPasswordSet).not.toHaveBeenCalled();
  });

  it('a used link says so as the page opens, before a password is typed (issue 32)', async () => {
    answer('/auth/reset-link', 400, { message: INVALID_LINK });
    await renderPage(<ResetPasswordPage token="usado" onPasswordSet={() => undefined} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_LINK);
    expect(screen.getByRole('link', { name: 'Solicitar un nuevo enlace' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText('Nueva Contraseña')).not.toBeInTheDocument();
    expect(requests).toEqual([{ path: '/api/auth/reset-link', body: { token: 'usado' } }]);
  });

  it('a link the page cannot check (offline) keeps the form', async () => {
    server.use(http.post(`${ORIGIN}${API_BASE}/auth/reset-link`, () => HttpResponse.error()));
    await renderPage(<ResetPasswordPage token="abc" onPasswordSet={() => undefined} />);
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Guardar contraseña' })).toBeEnabled());
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByLabelText('Nueva Contraseña')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a link without a token says so at once', async () => {
    await renderPage(<ResetPasswordPage onPasswordSet={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID_LINK);
    expect(screen.getByRole('link', { name: 'Solicitar un nuevo enlace' })).toHaveAttribute('href', '/forgot-password');
  });

  it('offline, says a connection is needed and keeps what was typed', async () => {
    const user = userEvent.setup();
    server.use(http.post(`${ORIGIN}${API_BASE}/auth/reset-password`, () => HttpResponse.error()));
    await renderPage(<ResetPasswordPage token="abc" onPasswordSet={() => undefined} />);
    await fill(user, 'Valida2026!', 'Valida2026!');
    expect(await screen.findByRole('alert')).toHaveTextContent('Necesitas conexión a internet para guardar tu nueva contraseña.');
    expect(screen.getByLabelText('Nueva Contraseña')).toHaveValue('Valida2026!');
  });
});
