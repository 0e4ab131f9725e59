import { createFileRoute } from '@tanstack/react-router';
import { StudentPage } from '../../../features/admin/student-page';

export const Route = createFileRoute('/admin/estudiantes/$studentId')({
  // ?intento=<id> opens that attempt's review, as the student saw it.
  validateSearch: (search: Record<string, unknown>): { intento?: string } => ({ intento: typeof search.intento === 'string' ? search.intento : undefined }),
  component: function StudentRoute() {
    const { studentId } = Route.useParams();
    const { intento } = Route.useSearch();
    return <StudentPage studentId={Number(studentId)} attemptId={intento} />;
  },
});
