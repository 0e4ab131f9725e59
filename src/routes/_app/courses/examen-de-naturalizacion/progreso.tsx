import { Text } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import { Suspense, useCallback } from 'react';
import { ProgressPage } from '@/features/progress/progress-page';
import type { Attempt } from '@/shared/attempt';
import { requireStudentId } from '../../../-guards';
import { lazyWhenReachable } from '@/lib/browser/import-when-reachable';

const RemindersPanel = lazyWhenReachable(() => import('@/features/account/reminders-panel').then((m) => ({ default: m.RemindersPanel })));

/** 'Mi progreso': mastery per topic, readiness, the exam date and every attempt. */
export const Route = createFileRoute('/_app/courses/examen-de-naturalizacion/progreso')({
  beforeLoad: ({ context }) => requireStudentId(context),
  component: function ProgresoRoute() {
    const { api, studentId } = Route.useRouteContext();
    const remote = useCallback(() => api.listAttempts<Attempt>(), [api]);
    const reminders = (
      <Suspense fallback={<Text color="fg.muted">Cargando los recordatorios...</Text>}>
        <RemindersPanel studentId={studentId} request={api.request} />
      </Suspense>
    );
    return <ProgressPage studentId={studentId} remote={remote} reminders={reminders} />;
  },
});
