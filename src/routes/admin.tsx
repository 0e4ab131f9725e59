/**
 * The console (/admin), operators only: the guard refuses anyone else before the router loads any
 * of the console's code (its screens are their own chunks, kept out of the precache: vite.config.ts).
 */
import { Outlet, createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { useCallback } from 'react';
import { Forbidden } from '../components/ui/forbidden';
import { AppHeader } from '../features/account/app-header';
import { ConsoleLayout } from '../features/admin/console-layout';
import { ForbiddenError } from './-console-guard';
import { useLoginOnSessionEnd } from '../machines/use-session-end';
import { RouteTitle } from './-lazy-route-title';

function ConsoleError({ error }: ErrorComponentProps) {
  if (error instanceof ForbiddenError) return <Forbidden />;
  return <Forbidden title="Algo salió mal" message="La consola no pudo mostrar esta página. Vuelve a intentarlo." back={{ to: '/admin', label: 'Volver a la consola' }} />;
}

export const Route = createFileRoute('/admin')({
  beforeLoad: ({ context, location }) => import('./-console-guard').then((m) => m.requireOperator(context, location)),
  errorComponent: ConsoleError,
  component: function AdminLayout() {
    const { session, api } = Route.useRouteContext();
    useLoginOnSessionEnd(session);
    const onUnauthorized = useCallback(() => session.send({ type: 'UNAUTHORIZED' }), [session]);
    return (
      <ConsoleLayout api={api} onUnauthorized={onUnauthorized} header={<AppHeader session={session} api={api} home={{ to: '/admin', label: 'Naturalización Perú — ir a la consola' }} />}>
        <RouteTitle />
        <Outlet />
      </ConsoleLayout>
    );
  },
});
