import { createFileRoute } from '@tanstack/react-router';
import { ExamPage } from '@/features/exams/exam-page';
import { loadExamRun } from '@/machines/exam-run.machine';
import { requireStudentId } from '@/routes/-guards';
import { PageContentReady } from '@/lib/hooks/use-hydrated';
import { lazyWhenReachable } from '@/lib/browser/import-when-reachable';

/** An operator's read-only preview (issue 32), console code: it loads only for an operator, is never precached, and adds no preload list to a student's exam. */
const previewModule = () => import('@/features/admin/exam-preview');
const ExamPreview = lazyWhenReachable(() => previewModule().then((m) => ({ default: m.ExamPreview })));

interface EvaluationSearch {
  /** 'Repetir solo mis errores': the questions of the mistakes exam, comma-separated. */
  preguntas?: string;
}

export const Route = createFileRoute('/_app/courses/examen-de-naturalizacion/evaluacion/$evaluationId')({
  validateSearch: (search: Record<string, unknown>): EvaluationSearch => ({
    preguntas: typeof search.preguntas === 'string' && /^q\d+(,q\d+)*$/.test(search.preguntas) ? search.preguntas : undefined,
  }),
  loaderDeps: ({ search }) => ({ preguntas: search.preguntas }),
  // An operator previews the exam (issue 32): read-only, nothing recorded; anyone else needs a student.
  beforeLoad: ({ context }) => (context.operator ? { preview: true as const } : { ...requireStudentId(context), preview: false as const }),
  // The exam and the student's saved run are read before the screen shows, so it opens on the
  // question. Never from an earlier read: the saved run changes with every answer.
  loader: async ({ params, context, deps }) =>
    context.preview || context.studentId === null
      ? { preview: await (await previewModule()).loadExamPreview(params.evaluationId) }
      : { run: await loadExamRun(context.studentId, params.evaluationId, deps.preguntas?.split(',')) },
  staleTime: 0,
  preloadStaleTime: 0,
  gcTime: 0,
  component: function EvaluationRoute() {
    const { evaluationId } = Route.useParams();
    const { studentId } = Route.useRouteContext();
    const loaded = Route.useLoaderData();
    if ('preview' in loaded || studentId === null) {
      return (
        <>
          <ExamPreview preview={'preview' in loaded ? (loaded.preview ?? null) : null} />
          <PageContentReady />
        </>
      );
    }
    // A new key per exam (and student): a fresh run (machine) when moving from one exam to the next.
    return (
      <>
        <ExamPage key={`${studentId}/${evaluationId}`} studentId={studentId} examId={evaluationId} preloaded={loaded.run} />
        <PageContentReady />
      </>
    );
  },
});
