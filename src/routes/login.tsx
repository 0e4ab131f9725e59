import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../features/auth/login-page';

interface LoginSearch {
  error?: string;
  redirect?: string;
}

export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>): LoginSearch => ({
    error: typeof search.error === 'string' ? search.error : undefined,
    redirect: typeof search.redirect === 'string' && search.redirect.startsWith('/') ? search.redirect : undefined,
  }),
  component: function LoginRoute() {
    const { session, api } = Route.useRouteContext();
    const { error, redirect } = Route.useSearch();
    return <LoginPage session={session} api={api} error={error} redirectTo={redirect} />;
  },
});
