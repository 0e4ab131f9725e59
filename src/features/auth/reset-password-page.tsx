/**
 * '/reset-password?token=…' (issue 19): the page a mailed link opens. The new password follows the
 * change-password dialog's rules, list and messages (components/ui/new-password-fields.tsx); once
 * saved, the student signs in with it. A used, expired or unknown link says so and leads back to
 * /forgot-password: as the page opens (issue 32), not after the new password was typed twice; offline
 * or when the check fails otherwise, the form stays and saving says what went wrong.
 */
import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { NewPasswordFields, alertFor } from '../../components/ui/new-password-fields';
import StatusAlert from '../../components/ui/status-alert';
import { ApiError, OfflineError } from '../../lib/api/api-client';
import { checkResetLink, resetPassword } from '../../lib/api/password-link-client';
import { useHydrated } from '../../lib/hooks/use-hydrated';
import { INVALID_LINK_MESSAGE } from '../../shared/password-link-texts';
import { newPasswordProblem } from '../../shared/password-rules';
import { AuthCard } from './auth-card';

type Phase = 'form' | 'saving' | 'invalid';

export function ResetPasswordPage(props: { token?: string; onPasswordSet: () => void }) {
  const { token, onPasswordSet } = props;
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  // A link without a token cannot work: said at once rather than after the student typed twice.
  const [phase, setPhase] = useState<Phase>(token ? 'form' : 'invalid');
  const hydrated = useHydrated();

  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    checkResetLink(token).catch((e: unknown) => {
      if (!cancelled && e instanceof ApiError && e.message === INVALID_LINK_MESSAGE) setPhase('invalid');
    });
    return () => {
      cancelled = true;
    };
  }, [token]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const problem = newPasswordProblem({ newPassword: password, confirmPassword: confirm });
    if (problem) {
      setError(alertFor(problem, { newPassword: password, confirmPassword: confirm }));
      return;
    }
    setError(null);
    setPhase('saving');
    try {
      await resetPassword({ token: token ?? '', newPassword: password, confirmPassword: confirm });
      onPasswordSet();
    } catch (e) {
      if (e instanceof ApiError && e.message === INVALID_LINK_MESSAGE) {
        setPhase('invalid');
        return;
      }
      setPhase('form');
      setError(e instanceof ApiError || e instanceof OfflineError ? e.message : 'No se pudo guardar la contraseña. Inténtalo de nuevo.');
    }
  }

  return (
    <AuthCard title="Crea una nueva contraseña">
      {phase === 'invalid' ? (
        <Stack gap="4">
          <StatusAlert status="error" role="alert" title={INVALID_LINK_MESSAGE} />
          <Button asChild size="lg">
            <RouterLink to="/forgot-password">Solicitar un nuevo enlace</RouterLink>
          </Button>
        </Stack>
      ) : (
        <form onSubmit={submit} method="post" noValidate>
          <Stack gap="4">
            <Text color="fg.muted">Elige la contraseña con la que iniciarás sesión desde ahora.</Text>
            {error && <StatusAlert status="error" role="alert" title={error} />}
            <NewPasswordFields password={password} confirm={confirm} onPasswordChange={setPassword} onConfirmChange={setConfirm} readOnly={!hydrated} />
            <Button type="submit" size="lg" disabled={!hydrated || phase === 'saving'} loading={phase === 'saving'} loadingText="Guardando...">
              Guardar contraseña
            </Button>
          </Stack>
        </form>
      )}
      <Link asChild color="colorPalette.fg" fontWeight="semibold" alignSelf="center" fontSize="sm">
        <RouterLink to="/login">Volver a iniciar sesión</RouterLink>
      </Link>
    </AuthCard>
  );
}
