/** 'Cambiar Contraseña' (spec §2, §5 order of checks, §8 errors). Mounted only while open, so each opening starts empty. */
import { Stack } from '@chakra-ui/react';
import { Alert } from '../../components/chakra/alert';
import { useEffect, useState } from 'react';
import { CancelAndAction, DialogFrame } from '../../components/ui/dialog-frame';
import { NewPasswordFields, alertFor } from '../../components/ui/new-password-fields';
import { FormField } from '../../components/ui/form-field';
import { PasswordInput } from '../../components/ui/sign-in-inputs';
import StatusAlert from '../../components/ui/status-alert';
import { ApiError, OfflineError, type ApiClient } from '../../lib/api/api-client';
import { changePasswordProblem } from '../../shared/password-rules';

export const SUCCESS_CLOSE_DELAY_MS = 2000;

type Phase = 'form' | 'submitting' | 'success';

export function ChangePasswordDialog(props: {
  onClose: () => void;
  api: ApiClient;
  onTokenRefreshed: (token: string) => void;
}) {
  const { onClose, api, onTokenRefreshed } = props;
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>('form');
  /** A field typed into: the last check's message is about what was there before (issue 50 §13). */
  const typed = (set: (value: string) => void) => (value: string) => {
    set(value);
    setError(null);
  };

  useEffect(() => {
    if (phase !== 'success') return;
    const timer = setTimeout(onClose, SUCCESS_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [phase, onClose]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const problem = changePasswordProblem({ currentPassword: current, newPassword: next, confirmPassword: confirm });
    if (problem) {
      setError(alertFor(problem, { newPassword: next, confirmPassword: confirm }));
      return;
    }
    setError(null);
    setPhase('submitting');
    try {
      const result = await api.changePassword({ currentPassword: current, newPassword: next, confirmPassword: confirm });
      if (result.access_token) onTokenRefreshed(result.access_token);
      setPhase('success');
    } catch (e) {
      setPhase('form');
      setError(e instanceof ApiError || e instanceof OfflineError ? e.message : 'Error al cambiar la contraseña');
    }
  }

  return (
    <DialogFrame
      title="Cambiar Contraseña"
      onClose={onClose}
      busy={phase === 'submitting'}
      onSubmit={submit}
      body={
        phase === 'success' ? (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>¡Contraseña cambiada exitosamente!</Alert.Title>
              <Alert.Description>Tu contraseña ha sido actualizada correctamente.</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : (
          <Stack gap="4">
            {error && <StatusAlert status="error" role="alert" title={error} />}
            <FormField label="Contraseña Actual" control={<PasswordInput autoComplete="current-password" value={current} onChange={(e) => typed(setCurrent)(e.target.value)} />} />
            <NewPasswordFields password={next} confirm={confirm} onPasswordChange={typed(setNext)} onConfirmChange={typed(setConfirm)} />
          </Stack>
        )
      }
      footer={phase !== 'success' && <CancelAndAction onCancel={onClose} busy={phase === 'submitting'} action="Cambiar Contraseña" loadingText="Cambiando..." />}
    />
  );
}
