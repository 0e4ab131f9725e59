import { createFileRoute } from '@tanstack/react-router';
import { ExamPage } from '../../../../../features/exams/exam-page';

export const Route = createFileRoute('/_app/courses/examen-de-naturalizacion/evaluacion/$evaluationId')({
  component: function EvaluationRoute() {
    const { evaluationId } = Route.useParams();
    const { sync } = Route.useRouteContext();
    // A new key per exam: a fresh run (machine) when moving from one exam to the next.
    return <ExamPage key={evaluationId} examId={evaluationId} onSubmitted={() => void sync.syncNow()} />;
  },
});
