import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ExamListPage } from '@/features/exams/exam-list-page';
import type { Attempt } from '@/shared/attempt';
import { requireStudentId } from '@/routes/-guards';
import { PageContentReady } from '@/lib/hooks/use-hydrated';

export const Route = createFileRoute('/_app/courses/examen-de-naturalizacion/examenes/principales')({
  beforeLoad: ({ context }) => requireStudentId(context),
  component: function PrincipalesRoute() {
    const { api, studentId } = Route.useRouteContext();
    // The server's history too, so a student on a new phone sees their progress.
    const remote = useCallback(() => api.listAttempts<Attempt>(), [api]);
    return (
      <>
        <ExamListPage series="principal" studentId={studentId} remote={remote} />
        <PageContentReady />
      </>
    );
  },
});
