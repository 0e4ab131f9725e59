import { createFileRoute } from '@tanstack/react-router';
import { ExamPage } from '../../../../../features/exams/exam-page';
import { loadExamRun } from '../../../../../machines/exam-run.machine';
import { requireStudentId } from '../../../../-guards';

export const Route = createFileRoute('/_app/courses/examen-de-naturalizacion/evaluacion/$evaluationId')({
  beforeLoad: ({ context }) => requireStudentId(context),
  // The exam and the student's saved run are read before the screen shows, so it opens on the
  // question. Never from an earlier read: the saved run changes with every answer.
  loader: ({ params, context }) => loadExamRun(context.studentId, params.evaluationId),
  staleTime: 0,
  preloadStaleTime: 0,
  gcTime: 0,
  component: function EvaluationRoute() {
    const { evaluationId } = Route.useParams();
    const { sync, studentId } = Route.useRouteContext();
    const preloaded = Route.useLoaderData();
    // A new key per exam (and student): a fresh run (machine) when moving from one exam to the next.
    return <ExamPage key={`${studentId}/${evaluationId}`} studentId={studentId} examId={evaluationId} preloaded={preloaded} onSubmitted={() => void sync.syncNow()} />;
  },
});
