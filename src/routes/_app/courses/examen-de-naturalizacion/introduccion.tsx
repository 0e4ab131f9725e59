import { createFileRoute } from '@tanstack/react-router';
import { StudyPage } from '@/features/study/study-page';
import { StudyPending, loadStudyPage } from '@/features/study/study-route';
import { PageContentReady } from '@/lib/hooks/use-hydrated';

export const Route = createFileRoute('/_app/courses/examen-de-naturalizacion/introduccion')({
  loader: () => loadStudyPage('introduccion'),
  pendingComponent: StudyPending,
  component: function IntroduccionRoute() {
    const { meta, body } = Route.useLoaderData();
    return (
      <>
        <StudyPage meta={meta} body={body} />
        <PageContentReady />
      </>
    );
  },
});
