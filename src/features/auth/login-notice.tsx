/**
 * The one alert the sign-in screen shows at a time, downloaded only when there is something to say
 * (login-page.tsx loads it lazily): offline, that a connection is needed, with the way to the
 * material saved on the device; else the last sign-in error; else the message the `?error=` of the
 * address stands for (spec §2 Login, issue 17), or, after a password set through a mailed link,
 * `?error=password_updated`'s confirmation (issue 19).
 */
import { Link } from '@chakra-ui/react';
import { Alert } from '../../components/chakra/alert';
import { Link as RouterLink } from '@tanstack/react-router';
import StatusAlert from '../../components/ui/status-alert';
import { PASSWORD_UPDATED_MESSAGE } from '../../shared/password-link-texts';

export const QUERY_MESSAGES: Record<string, string> = {
  credentials: 'Credenciales incorrectas. Por favor, inténtalo de nuevo.',
  expired: 'La sesión ha expirado. Por favor, inicia sesión nuevamente.',
  invalid: 'Tu sesión no es válida. Por favor, inicia sesión nuevamente.',
  unauthorized: 'No tienes permisos para acceder a esa página.',
  password_changed: 'Tu contraseña cambió en otro dispositivo. Inicia sesión con la nueva.',
  password_updated: PASSWORD_UPDATED_MESSAGE,
};

const QUERY_STATUS: Record<string, 'warning' | 'success'> = { unauthorized: 'warning', password_updated: 'success' };

export const OFFLINE_LOGIN_TEXT = 'Necesitas conexión a internet para iniciar sesión.';

export default function LoginNotice(props: { offline: boolean; formError: string | null; error?: string }) {
  const { offline, formError, error } = props;
  if (offline) {
    // The service worker keeps every study page: they open without a session (read-only mode).
    return (
      <Alert.Root status="info" role="status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{OFFLINE_LOGIN_TEXT}</Alert.Title>
          <Alert.Description>
            <Link asChild variant="underline">
              <RouterLink to="/courses/examen-de-naturalizacion/introduccion">Ver material guardado</RouterLink>
            </Link>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  if (formError) return <StatusAlert status="error" role="alert" title={formError} />;
  // Any other value shows nothing (also one that names an Object.prototype member).
  const message = error && Object.hasOwn(QUERY_MESSAGES, error) ? QUERY_MESSAGES[error] : undefined;
  return message ? <StatusAlert status={QUERY_STATUS[error!] ?? 'error'} role={error === 'password_updated' ? 'status' : undefined} title={message} /> : null;
}
