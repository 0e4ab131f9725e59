/**
 * The calls made without a session: the password-link flow (issue 19) and signing up with an access
 * code at /activar (issue 36), apart from lib/api/api-client.ts so that only those screens download
 * them, never the sign-in page. All need the network: offline they throw OfflineError with a message
 * saying so, and nothing is queued.
 */
import { NEEDS_CONNECTION } from '../../shared/access-codes';
import { API_BASE, ApiError, OfflineError } from './api-client';

async function post(path: string, body: unknown, offlineMessage: string, failure: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  } catch {
    throw new OfflineError(offlineMessage);
  }
  let message: string | undefined;
  try {
    const json = (await response.json()) as { message?: unknown };
    if (typeof json?.message === 'string' && json.message) message = json.message;
  } catch {
    // not JSON (a proxy's error page): the generic message below
  }
  if (!response.ok) throw new ApiError(response.status, message ?? failure);
  return message ?? '';
}

/** Asks for a link by mail; resolves with the server's answer, the same for every email. */
export function requestPasswordLink(email: string): Promise<string> {
  return post('/auth/forgot-password', { email }, 'Necesitas conexión a internet para solicitar el enlace.', 'No se pudo solicitar el enlace. Inténtalo de nuevo.');
}

/** Whether a link can still be used, asked as its page opens; a used, expired or unknown link is an ApiError 400. */
export function checkResetLink(token: string): Promise<string> {
  return post('/auth/reset-link', { token }, 'Necesitas conexión a internet para comprobar el enlace.', 'No se pudo comprobar el enlace.');
}

/** Sets the new password through a link's token; a used, expired or unknown link is an ApiError 400. */
export function resetPassword(input: { token: string; newPassword: string; confirmPassword: string }): Promise<string> {
  return post('/auth/reset-password', input, 'Necesitas conexión a internet para guardar tu nueva contraseña.', 'No se pudo guardar la contraseña. Inténtalo de nuevo.');
}

/** Creates the account with an access code; a used, expired or unknown code is an ApiError with the reason in Spanish. */
export function activateWithCode(input: { code: string; name: string; email: string; newPassword: string; confirmPassword: string }): Promise<string> {
  return post('/codes/activate', input, NEEDS_CONNECTION, 'No se pudo activar el código. Inténtalo de nuevo.');
}
