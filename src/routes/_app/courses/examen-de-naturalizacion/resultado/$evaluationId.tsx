import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ResultPage } from '@/features/exams/result-page';
import type { Attempt } from '@/shared/attempt';
import { requireStudentId } from '@/routes/-guards';

export const Route = createFileRoute('/_app/courses/examen-de-naturalizacion/resultado/$evaluationId')({
  beforeLoad: ({ context }) => requireStudentId(context),
  validateSearch: (search: Record<string, unknown>): { intento?: string } => ({
    intento: typeof search.intento === 'string' ? search.intento : undefined,
  }),
  component: function ResultRoute() {
    const { evaluationId } = Route.useParams();
    const { intento } = Route.useSearch();
    const { api, sync, studentId } = Route.useRouteContext();
    const remote = useCallback(() => api.listAttempts<Attempt>(), [api]);
    return <ResultPage studentId={studentId} examId={evaluationId} attemptId={intento} remote={remote} reports={sync.reports} />;
  },
});
