/**
 * '/activar' (issue 36 §5): a new student signs up with the access code the academy sold them,
 * their name, email and a password (the change-password dialog's rules, list and messages), gets
 * the course for the code's days and is signed in to Mis Cursos. It needs a connection and says so
 * as soon as the device is offline; nothing is queued. A signed-in student redeems a code here to
 * extend their access.
 */
import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { FormField } from '../../components/ui/form-field';
import { EmailField, TextInput } from '../../components/ui/sign-in-inputs';
import { NewPasswordFields, alertFor } from '../../components/ui/new-password-fields';
import StatusAlert from '../../components/ui/status-alert';
import { ApiError, OfflineError, type ApiClient } from '../../lib/api/api-client';
import { AccessCodeField, useRedeemCode } from '../../components/ui/redeem-code';
import { isOperator, studentIdOf, type StudentId } from '../../lib/storage/local-store';
import { activateWithCode } from '../../lib/api/password-link-client';
import { useHydrated, useOnline } from '../../lib/hooks/use-hydrated';
import type { SessionMachine } from '../../machines/session.machine';
import { CODE_INVALID, CODE_REQUIRED, NAME_REQUIRED, NEEDS_CONNECTION, normalizeCode } from '../../shared/access-codes';
import { formatLongDate } from '../../shared/spanish-format';
import { emailProblem } from '../../shared/login-rules';
import { newPasswordProblem } from '../../shared/password-rules';
import { AuthCard } from './auth-card';

interface Problems {
  code?: string;
  name?: string;
  email?: string;
}

export function ActivatePage(props: { session: ActorRefFrom<SessionMachine>; api: ApiClient }) {
  const student = useSelector(props.session, (s) => s.matches('signedIn') && !isOperator(s.context.user));
  const studentId = useSelector(props.session, (s) => studentIdOf(s.context.user));
  return student ? <RedeemForm api={props.api} studentId={studentId} /> : <SignUpForm session={props.session} />;
}

/** A signed-in student's code: their access grows by its days. */
function RedeemForm({ api, studentId }: { api: ApiClient; studentId: StudentId | null }) {
  const hydrated = useHydrated();
  const offline = useOffline();
  const { code, setCode, problem, error, endsAt, saving, submit } = useRedeemCode(api, studentId);

  return (
    <AuthCard title="Canjea un código de acceso">
      {endsAt ? (
        <Stack gap="4">
          <StatusAlert status="success" role="status" title={`Listo: tu acceso al curso llega ahora hasta el ${formatLongDate(endsAt)}.`} />
          <Button asChild size="lg">
            <RouterLink to="/home">Ir a Mis Cursos</RouterLink>
          </Button>
        </Stack>
      ) : (
        <form onSubmit={submit} method="post" noValidate>
          <Stack gap="4">
            <Text color="fg.muted">Escribe el código que te dio la academia: tu acceso al curso se extiende por los días del código.</Text>
            {offline && <StatusAlert status="warning" role="status" title={NEEDS_CONNECTION} />}
            {error && <StatusAlert status="error" role="alert" title={error} />}
            <AccessCodeField value={code} onChange={setCode} error={problem} readOnly={!hydrated} />
            <Button type="submit" size="lg" disabled={!hydrated || saving} loading={saving} loadingText="Canjeando...">
              Canjear código
            </Button>
          </Stack>
        </form>
      )}
      {!endsAt && (
        <Link asChild color="colorPalette.fg" fontWeight="semibold" alignSelf="center" fontSize="sm">
          <RouterLink to="/home">Volver a Mis Cursos</RouterLink>
        </Link>
      )}
    </AuthCard>
  );
}

function useOffline(): boolean {
  return !useOnline();
}

function SignUpForm(props: { session: ActorRefFrom<SessionMachine> }) {
  const { session } = props;
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const offline = useOffline();
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // The email has an account: the code is redeemed from it, after signing in.
  const [taken, setTaken] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setTaken(false);
    const found: Problems = {
      code: !code.trim() ? CODE_REQUIRED : normalizeCode(code) ? undefined : CODE_INVALID,
      name: name.trim() ? undefined : NAME_REQUIRED,
      email: emailProblem(email),
    };
    setProblems(found);
    const passwordProblem = newPasswordProblem({ newPassword: password, confirmPassword: confirm });
    setError(alertFor(passwordProblem, { newPassword: password, confirmPassword: confirm }));
    if (found.code || found.name || found.email || passwordProblem) return;
    if (!navigator.onLine) {
      setError(NEEDS_CONNECTION);
      return;
    }
    setSaving(true);
    try {
      await activateWithCode({ code, name, email, newPassword: password, confirmPassword: confirm });
    } catch (e) {
      setSaving(false);
      setTaken(e instanceof ApiError && e.status === 409);
      setError(e instanceof ApiError || e instanceof OfflineError ? e.message : 'No se pudo activar el código. Inténtalo de nuevo.');
      return;
    }
    // The account exists: the student signs in with what they just chose and lands in Mis Cursos.
    const subscription = session.subscribe((snapshot) => {
      if (snapshot.matches('signedIn') && snapshot.context.user) {
        subscription.unsubscribe();
        void navigate({ to: '/home' });
      } else if (snapshot.matches('signedOut') && snapshot.context.error) {
        subscription.unsubscribe();
        void navigate({ to: '/login' });
      }
    });
    session.send({ type: 'LOGIN', email, password, remember: true });
  }

  return (
    <AuthCard title="Activa tu código de acceso">
      <form onSubmit={submit} method="post" noValidate>
        <Stack gap="4">
          <Text color="fg.muted">Escribe el código que te dio la academia y crea tu cuenta: tendrás el curso desde hoy por los días del código.</Text>
          {offline && <StatusAlert status="warning" role="status" title={NEEDS_CONNECTION} />}
          {error && <StatusAlert status="error" role="alert" title={error} />}
          {taken && (
            <Button asChild variant="outline">
              <RouterLink to="/login">Iniciar sesión para canjear el código</RouterLink>
            </Button>
          )}
          <AccessCodeField value={code} onChange={setCode} error={problems.code} readOnly={!hydrated} />
          <FormField
            label="Nombre completo"
            error={problems.name}
            control={<TextInput value={name} onChange={(e) => setName(e.target.value)} readOnly={!hydrated} autoComplete="name" name="name" />}
          />
          <EmailField value={email} onChange={setEmail} error={problems.email} readOnly={!hydrated} />
          <NewPasswordFields password={password} confirm={confirm} onPasswordChange={setPassword} onConfirmChange={setConfirm} readOnly={!hydrated} />
          <Button type="submit" size="lg" disabled={!hydrated || saving} loading={saving} loadingText="Activando...">
            Activar y entrar
          </Button>
        </Stack>
      </form>
      <Link asChild color="colorPalette.fg" fontWeight="semibold" alignSelf="center" fontSize="sm">
        <RouterLink to="/login">¿Ya tienes cuenta? Inicia sesión</RouterLink>
      </Link>
    </AuthCard>
  );
}
