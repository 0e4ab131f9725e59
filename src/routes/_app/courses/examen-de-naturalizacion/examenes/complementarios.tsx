import { createFileRoute } from '@tanstack/react-router';
import { ExamListPage } from '../../../../../features/exams/exam-list-page';

export const Route = createFileRoute('/_app/courses/examen-de-naturalizacion/examenes/complementarios')({
  component: function ComplementariosRoute() {
    return <ExamListPage series="complementario" />;
  },
});
