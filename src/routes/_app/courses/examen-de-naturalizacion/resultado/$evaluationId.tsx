import { createFileRoute } from '@tanstack/react-router';
import { ResultPage } from '../../../../../features/exams/result-page';

export const Route = createFileRoute('/_app/courses/examen-de-naturalizacion/resultado/$evaluationId')({
  validateSearch: (search: Record<string, unknown>): { intento?: string } => ({
    intento: typeof search.intento === 'string' ? search.intento : undefined,
  }),
  component: function ResultRoute() {
    const { evaluationId } = Route.useParams();
    const { intento } = Route.useSearch();
    return <ResultPage examId={evaluationId} attemptId={intento} />;
  },
});
