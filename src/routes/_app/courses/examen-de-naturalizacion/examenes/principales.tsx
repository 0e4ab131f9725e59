import { createFileRoute } from '@tanstack/react-router';
import { ExamListPage } from '../../../../../features/exams/exam-list-page';

export const Route = createFileRoute('/_app/courses/examen-de-naturalizacion/examenes/principales')({
  component: function PrincipalesRoute() {
    return <ExamListPage series="principal" />;
  },
});
