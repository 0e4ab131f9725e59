import { createFileRoute } from '@tanstack/react-router';
import { ExamResultsPage } from '../../features/admin/exam-results/exam-results-page';

export const Route = createFileRoute('/admin/resultados')({
  component: ExamResultsPage,
});
