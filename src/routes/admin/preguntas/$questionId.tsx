import { createFileRoute } from '@tanstack/react-router';
import { QuestionEditorPage } from '../../../features/admin/content-editor/question-editor-page';

export const Route = createFileRoute('/admin/preguntas/$questionId')({
  component: function QuestionEditorRoute() {
    const { questionId } = Route.useParams();
    return <QuestionEditorPage questionId={questionId} />;
  },
});
