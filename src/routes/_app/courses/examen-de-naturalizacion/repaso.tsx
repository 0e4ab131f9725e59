import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { topics } from '@/content/course';
import { ReviewPage } from '@/features/review/review-page';
import type { Attempt } from '@/shared/attempt';
import { requireStudentId } from '../../../-guards';

/** 'Repaso': today's due questions, or one topic's with ?tema=N ('Estudiar un tema'). */
export const Route = createFileRoute('/_app/courses/examen-de-naturalizacion/repaso')({
  beforeLoad: ({ context }) => requireStudentId(context),
  // A positive whole number here; whether it names a balotario topic is read in the (split) component,
  // so the course index stays out of the route map that /login loads.
  validateSearch: (search: Record<string, unknown>): { tema?: number } => {
    const tema = Number(search.tema);
    return { tema: Number.isInteger(tema) && tema >= 1 ? tema : undefined };
  },
  component: function RepasoRoute() {
    const { api, studentId, sync } = Route.useRouteContext();
    const { tema: asked } = Route.useSearch();
    // Any topic of the balotario's list (its length is not fixed: issue 51 added 'Actualidad').
    const tema = topics.some((t) => t.id === asked) ? asked : undefined;
    const remote = useCallback(() => api.listAttempts<Attempt>(), [api]);
    return <ReviewPage key={tema ?? 'hoy'} studentId={studentId} topic={tema} remote={remote} reports={sync.reports} />;
  },
});
