import { createFileRoute } from '@tanstack/react-router';
import { QuestionsPage } from '../../../features/admin/questions-page';

export const Route = createFileRoute('/admin/preguntas/')({
  component: QuestionsPage,
});
