import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { SimulacroPage } from '@/features/exams/simulacro-page';
import type { Attempt } from '@/shared/attempt';
import { requireStudentId } from '@/routes/-guards';
import { PageContentReady } from '@/lib/hooks/use-hydrated';

export const Route = createFileRoute('/_app/courses/examen-de-naturalizacion/examenes/simulacro')({
  beforeLoad: ({ context }) => requireStudentId(context),
  component: function SimulacroRoute() {
    const { api, studentId } = Route.useRouteContext();
    // The server's history too, so a student on a new phone sees their simulacros.
    const remote = useCallback(() => api.listAttempts<Attempt>(), [api]);
    return (
      <>
        <SimulacroPage studentId={studentId} remote={remote} />
        <PageContentReady />
      </>
    );
  },
});
