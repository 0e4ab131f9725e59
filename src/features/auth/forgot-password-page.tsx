/**
 * '/forgot-password' (issue 19): asks for a one-time link by mail. The answer is the same whether or
 * not the email is registered; offline the page says a connection is needed (as soon as it is offline,
 * not after the student typed and sent) and sends nothing.
 */
import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import AcademyContact from '../../components/ui/academy-contact';
import { EmailField } from '../../components/ui/sign-in-inputs';
import StatusAlert from '../../components/ui/status-alert';
import { ApiError, OfflineError } from '../../lib/api/api-client';
import { requestPasswordLink } from '../../lib/api/password-link-client';
import { PageContentReady, useOnline, useTypedBeforeHydration } from '../../lib/hooks/use-hydrated';
import { emailProblem } from '../../shared/login-rules';
import { FORGOT_PASSWORD_ANSWER } from '../../shared/password-link-texts';
import { AuthCard } from './auth-card';

export const OFFLINE_FORGOT_TEXT = 'Necesitas conexión a internet para solicitar el enlace.';

type Phase = 'form' | 'sending' | 'sent';

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>('form');
  const online = useOnline();
  const emailRef = useRef<HTMLInputElement>(null);
  // Typed before the app took over the prerendered page: kept (a tap on 'Enviar enlace' meanwhile waits for the app, src/start.tsx).
  useTypedBeforeHydration(emailRef, setEmail);
  const answerRef = useRef<HTMLDivElement>(null);

  // The form the keyboard was in is gone: the answer takes the focus (and is read out).
  useEffect(() => {
    if (phase === 'sent') answerRef.current?.focus();
  }, [phase]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = emailProblem(email);
    setProblem(found);
    setError(null);
    if (found) {
      emailRef.current?.focus();
      return;
    }
    // Nothing is queued: offline, the notice above the field already says why nothing is sent.
    if (!navigator.onLine) return;
    setPhase('sending');
    try {
      await requestPasswordLink(email.trim());
      setPhase('sent');
    } catch (e) {
      setPhase('form');
      setError(e instanceof ApiError || e instanceof OfflineError ? e.message : 'No se pudo solicitar el enlace. Inténtalo de nuevo.');
    }
  }

  return (
    <AuthCard title="Olvidé mi contraseña">
      {phase === 'sent' ? (
        <Stack gap="4" ref={answerRef} tabIndex={-1} outline="none">
          <StatusAlert status="success" role="status" title={FORGOT_PASSWORD_ANSWER} />
          <Text color="fg.muted" fontSize="sm">
            El enlace vale 1 hora y se puede usar una sola vez. Si no llega en unos minutos, puedes pedir otro.
          </Text>
          <Button type="button" variant="outline" onClick={() => setPhase('form')}>
            Pedir otro enlace
          </Button>
        </Stack>
      ) : (
        <form onSubmit={submit} method="post" noValidate>
          <Stack gap="4">
            <Text color="fg.muted">Escribe el correo con el que inicias sesión y te enviaremos un enlace para crear una nueva contraseña.</Text>
            {/* Offline is said as soon as it is so, not after the email was typed and sent. */}
            {!online ? <StatusAlert status="warning" role="alert" title={OFFLINE_FORGOT_TEXT} /> : error && <StatusAlert status="error" role="alert" title={error} />}
            <EmailField
              inputRef={emailRef}
              value={email}
              error={problem}
              onChange={(value) => {
                setEmail(value);
                setProblem(undefined);
              }}
            />
            <Button type="submit" size="lg" disabled={phase === 'sending'} loading={phase === 'sending'} loadingText="Enviando...">
              Enviar enlace
            </Button>
          </Stack>
        </form>
      )}
      <AcademyContact lead="¿No puedes entrar? Escribe a la academia:" />
      <Link asChild color="colorPalette.fg" fontWeight="semibold" alignSelf="center" fontSize="sm">
        <RouterLink to="/login">Volver a iniciar sesión</RouterLink>
      </Link>
      {/* The page's taps held before the app took over wait for this form, not for the root (src/start.tsx). */}
      <PageContentReady />
    </AuthCard>
  );
}
