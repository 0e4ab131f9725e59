/** 'Acceso al Sistema': the sign-in form (spec §2 Login, §5 Login, §8 Login). */
import { Box, Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { Suspense, useEffect, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { FormField } from '../../components/ui/form-field';
import { Logo } from '../../components/ui/logo';
import { EmailField, PasswordInput } from '../../components/ui/sign-in-inputs';
import { PageContentReady, useOnline, useTypedBeforeHydration } from '../../lib/hooks/use-hydrated';
import { notify } from '../../components/ui/notify';
import type { ApiClient } from '../../lib/api/api-client';
import { isOperator, landingOf, localStore } from '../../lib/storage/local-store';
import type { SessionMachine } from '../../machines/session.machine';
import { loginProblems } from '../../shared/login-rules';
import { lazyWhenReachable } from '../../lib/browser/import-when-reachable';

export const LOGIN_REDIRECT_DELAY_MS = 1000;

// Most visits never show one: the alert (and its messages) is downloaded when there is something to say.
const LoginNotice = lazyWhenReachable(() => import('./login-notice'));

export function LoginPage(props: { session: ActorRefFrom<SessionMachine>; api: ApiClient; error?: string; redirectTo?: string }) {
  const { session, api, error, redirectTo } = props;
  const navigate = useNavigate();
  const submitting = useSelector(session, (s) => s.matches('signingIn'));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // Checked by default (DECISIONS): unticked, the session ends with the browser.
  const [rememberMe, setRememberMe] = useState(true);
  const [problems, setProblems] = useState<{ email?: string; password?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  // The address's ?error= says why the student is here; once they try to sign in it is old news.
  const [submitted, setSubmitted] = useState(false);
  // Online while prerendered and hydrating, like the HTML; the device's state right after.
  const offline = !useOnline();
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  // The prerendered form takes typing before the app runs; React adopts what was typed. A tap on
  // 'Iniciar Sesión' meanwhile is held and replayed once the app has the form (src/start.tsx), so the
  // form is never sent by the browser itself.
  useTypedBeforeHydration(emailRef, setEmail);
  useTypedBeforeHydration(passwordRef, setPassword);
  /** True between this form's LOGIN and the session's answer to it. */
  const pending = useRef(false);

  // A stored session whose course call still works goes straight to 'Mis Cursos' (the console, for an operator).
  useEffect(() => {
    if (!localStore.getToken() || !session.getSnapshot().matches('signedIn')) return;
    let cancelled = false;
    // An operator has no courses: the console finds out itself whether the token still works.
    const check = isOperator(session.getSnapshot().context.user) ? Promise.resolve() : api.myCourses();
    check
      .then(() => {
        const snapshot = session.getSnapshot();
        if (!cancelled && snapshot.matches('signedIn')) void navigate({ to: landingOf(snapshot.context.user) });
      })
      .catch(() => {
        if (!cancelled) session.send({ type: 'SESSION_INVALID' });
      });
    return () => {
      cancelled = true;
    };
  }, [api, navigate, session]);

  useEffect(() => {
    const subscription = session.subscribe((snapshot) => {
      if (snapshot.matches('signedIn') && snapshot.context.user && pending.current) {
        pending.current = false;
        notify({ type: 'success', title: 'Inicio de sesión exitoso', description: `Te damos la bienvenida, ${snapshot.context.user.name}` });
        const to = landingOf(snapshot.context.user, redirectTo);
        setTimeout(() => void navigate({ to }), LOGIN_REDIRECT_DELAY_MS);
      } else if (snapshot.matches('signedOut') && snapshot.context.error && pending.current) {
        pending.current = false;
        // Said once, on the card by the form (role=alert): a toast too would say it twice.
        setFormError(snapshot.context.error);
        // The focus stays where the student retypes (issue 50 §13): the password, selected.
        passwordRef.current?.focus();
        passwordRef.current?.select();
      }
    });
    return () => subscription.unsubscribe();
  }, [navigate, session, redirectTo]);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = loginProblems({ email, password });
    setProblems(found);
    setFormError(null);
    setSubmitted(true);
    if (found.email || found.password) {
      if (found.email) emailRef.current?.focus();
      else passwordRef.current?.focus();
      return;
    }
    pending.current = true;
    session.send({ type: 'LOGIN', email: email.trim(), password, remember: rememberMe });
  }

  const queryError = submitted ? undefined : error;

  return (
    <Box as="main" minHeight="100dvh" display="flex" alignItems="center" justifyContent="center" padding="4">
      <Box width="full" maxWidth="md" bg="bg" borderWidth="1px" rounded="2xl" shadow="md" padding={{ base: '6', md: '8' }}>
        <Stack gap="6">
          <Stack gap="3" alignItems="center" textAlign="center">
            <Logo size={16} />
            <Heading as="h1" size="2xl">
              Acceso al Sistema
            </Heading>
            <Text color="fg.muted">Naturalización Perú - Academia</Text>
          </Stack>

          <Suspense fallback={null}>{(offline || formError || queryError) && <LoginNotice offline={offline} formError={formError} error={queryError} />}</Suspense>

          <form onSubmit={submit} method="post" noValidate>
            <Stack gap="4">
              <EmailField
                inputRef={emailRef}
                value={email}
                error={problems.email}
                onChange={(value) => {
                  setEmail(value);
                  setProblems((p) => ({ ...p, email: undefined }));
                }}
              />
              <FormField
                label="Contraseña"
                error={problems.password}
                control={
                  <PasswordInput
                    ref={passwordRef}
                    name="password"
                    autoComplete="current-password"
                    value={password}
                    onChange={(e) => {
                      setPassword(e.target.value);
                      setProblems((p) => ({ ...p, password: undefined }));
                    }}
                  />
                }
              />
              <Stack gap="1">
                <Box as="label" display="flex" alignItems="center" gap="2" cursor="pointer" alignSelf="flex-start">
                  <input
                    type="checkbox"
                    name="rememberMe"
                    aria-describedby="remember-help"
                    checked={rememberMe}
                    onChange={(e) => setRememberMe(e.target.checked)}
                    style={{ width: '1.1rem', height: '1.1rem', accentColor: 'var(--chakra-colors-red-600)' }}
                  />
                  <Text as="span">Recordarme</Text>
                </Box>
                <Text id="remember-help" fontSize="sm" color="fg.muted">
                  Desmárcalo en un dispositivo compartido: la sesión se cerrará al cerrar el navegador.
                </Text>
              </Stack>
              <Button type="submit" size="lg" disabled={submitting} loading={submitting} loadingText="Iniciando sesión...">
                Iniciar Sesión
              </Button>
            </Stack>
          </form>

          {/* The academy's contact (when configured) is on /forgot-password, one tap away: here its request would load with every sign-in. */}
          <Stack gap="1" textAlign="center" fontSize="sm">
            <Text fontWeight="semibold">¿Necesitas ayuda?</Text>
            <Link asChild color="colorPalette.fg" justifyContent="center">
              <RouterLink to="/forgot-password">Olvidé mi contraseña</RouterLink>
            </Link>
            {/* A person who just paid gets a code: it creates their account (or extends it) at /activar. */}
            <Link asChild color="colorPalette.fg" justifyContent="center">
              <RouterLink to="/activar">¿Tienes un código de acceso?</RouterLink>
            </Link>
          </Stack>
        </Stack>
      </Box>
      {/* The page's taps held before the app took over wait for this form, not for the root (src/start.tsx). */}
      <PageContentReady />
    </Box>
  );
}
