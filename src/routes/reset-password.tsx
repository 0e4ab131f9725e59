import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ResetPasswordPage } from '../features/auth/reset-password-page';

interface ResetPasswordSearch {
  token?: string;
}

export const Route = createFileRoute('/reset-password')({
  validateSearch: (search: Record<string, unknown>): ResetPasswordSearch => ({
    token: typeof search.token === 'string' && search.token ? search.token : undefined,
  }),
  component: function ResetPasswordRoute() {
    const { session } = Route.useRouteContext();
    const { token } = Route.useSearch();
    const navigate = useNavigate();
    return (
      <ResetPasswordPage
        token={token}
        onPasswordSet={() => {
          // Every session of the student was revoked: one kept on this device is over too.
          session.send({ type: 'SESSION_INVALID' });
          void navigate({ to: '/login', search: { error: 'password_updated' }, replace: true });
        }}
      />
    );
  },
});
