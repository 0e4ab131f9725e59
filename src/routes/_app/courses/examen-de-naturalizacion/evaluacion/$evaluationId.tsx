import { createFileRoute } from '@tanstack/react-router';
import { ExamPage } from '../../../../../features/exams/exam-page';
import { loadExamRun } from '../../../../../machines/exam-run.machine';
import { requireStudentId } from '../../../../-guards';
import { PageContentReady } from '../../../../../lib/page-content-ready';

interface EvaluationSearch {
  /** 'Repetir solo mis errores': the questions of the mistakes exam, comma-separated. */
  preguntas?: string;
}

export const Route = createFileRoute('/_app/courses/examen-de-naturalizacion/evaluacion/$evaluationId')({
  validateSearch: (search: Record<string, unknown>): EvaluationSearch => ({
    preguntas: typeof search.preguntas === 'string' && /^q\d+(,q\d+)*$/.test(search.preguntas) ? search.preguntas : undefined,
  }),
  loaderDeps: ({ search }) => ({ preguntas: search.preguntas }),
  beforeLoad: ({ context }) => requireStudentId(context),
  // The exam and the student's saved run are read before the screen shows, so it opens on the
  // question. Never from an earlier read: the saved run changes with every answer.
  loader: ({ params, context, deps }) => loadExamRun(context.studentId, params.evaluationId, deps.preguntas?.split(',')),
  staleTime: 0,
  preloadStaleTime: 0,
  gcTime: 0,
  component: function EvaluationRoute() {
    const { evaluationId } = Route.useParams();
    const { sync, studentId } = Route.useRouteContext();
    const preloaded = Route.useLoaderData();
    // A new key per exam (and student): a fresh run (machine) when moving from one exam to the next.
    return (
      <>
        <ExamPage key={`${studentId}/${evaluationId}`} studentId={studentId} examId={evaluationId} preloaded={preloaded} onSubmitted={() => void sync.syncNow()} />
        <PageContentReady />
      </>
    );
  },
});
