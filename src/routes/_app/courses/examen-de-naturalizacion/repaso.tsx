import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ReviewPage } from '@/features/review/review-page';
import type { Attempt } from '@/shared/attempt';
import { requireStudentId } from '../../../-guards';

/** 'Repaso': today's due questions, or one topic's with ?tema=N ('Estudiar un tema'). */
export const Route = createFileRoute('/_app/courses/examen-de-naturalizacion/repaso')({
  beforeLoad: ({ context }) => requireStudentId(context),
  validateSearch: (search: Record<string, unknown>): { tema?: number } => {
    const tema = Number(search.tema);
    return { tema: Number.isInteger(tema) && tema >= 1 && tema <= 20 ? tema : undefined };
  },
  component: function RepasoRoute() {
    const { api, studentId, sync } = Route.useRouteContext();
    const { tema } = Route.useSearch();
    const remote = useCallback(() => api.listAttempts<Attempt>(), [api]);
    return <ReviewPage key={tema ?? 'hoy'} studentId={studentId} topic={tema} remote={remote} reports={sync.reports} />;
  },
});
