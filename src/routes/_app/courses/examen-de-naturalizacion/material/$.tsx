import { createFileRoute } from '@tanstack/react-router';
import { StudyPage } from '@/features/study/study-page';
import { StudyPending, loadStudyPage } from '@/features/study/study-route';
import { PageContentReady } from '@/lib/hooks/use-hydrated';

/** Every study page under material/ (the course index decides which exist). */
export const Route = createFileRoute('/_app/courses/examen-de-naturalizacion/material/$')({
  loader: ({ params }) => loadStudyPage(`material/${params._splat ?? ''}`.replace(/\/$/, '')),
  pendingComponent: StudyPending,
  component: function MaterialRoute() {
    const { meta, body } = Route.useLoaderData();
    return (
      <>
        <StudyPage meta={meta} body={body} />
        <PageContentReady />
      </>
    );
  },
});
