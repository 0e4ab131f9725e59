import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
// Already loaded with the course area (its layout route imports the index), so this adds no code to any entry.
import { topics } from '@/content/course';
import { ReviewPage } from '@/features/review/review-page';
import type { Attempt } from '@/shared/attempt';
import { requireStudentId } from '../../../-guards';

/** 'Repaso': today's due questions, or one topic's with ?tema=N ('Estudiar un tema'). */
export const Route = createFileRoute('/_app/courses/examen-de-naturalizacion/repaso')({
  beforeLoad: ({ context }) => requireStudentId(context),
  validateSearch: (search: Record<string, unknown>): { tema?: number } => {
    const tema = Number(search.tema);
    // Any topic of the balotario's list (its length is not fixed: issue 51 added 'Actualidad').
    return { tema: topics.some((t) => t.id === tema) ? tema : undefined };
  },
  component: function RepasoRoute() {
    const { api, studentId, sync } = Route.useRouteContext();
    const { tema } = Route.useSearch();
    const remote = useCallback(() => api.listAttempts<Attempt>(), [api]);
    return <ReviewPage key={tema ?? 'hoy'} studentId={studentId} topic={tema} remote={remote} reports={sync.reports} />;
  },
});
