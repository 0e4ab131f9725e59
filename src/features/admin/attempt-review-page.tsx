/** A student's attempt in the console, reviewed as the student saw it on their result page. */
import { Stack, Text } from '@chakra-ui/react';
import { AnswerReview, AttemptSummary, reviewedAnswers } from '../../components/ui/answer-review';
import { formatDateTime } from '../../shared/spanish-format';
import { LoadError, Loading, errorText, useAdmin } from './console-parts';
import { consoleKeys, useConsoleQuery } from './console-queries';
import { BackTo } from './console-layout';

export function AttemptReviewPage({ studentId, attemptId }: { studentId: number; attemptId: string }) {
  const admin = useAdmin();
  const load = useConsoleQuery(consoleKeys.student(studentId), () => admin.student(studentId));
  const back = <BackTo studentId={studentId} label={load.isSuccess ? load.data.student.name : 'Estudiante'} />;

  if (load.isPending) return <Loading label="Cargando intento..." />;
  if (load.isError) {
    return (
      <>
        {back}
        <LoadError message={errorText(load.error)} onRetry={() => void load.refetch()} />
      </>
    );
  }
  const attempt = load.data.attempts.find((a) => a.id === attemptId);
  if (!attempt) {
    return (
      <>
        {back}
        <Text>Este intento no existe o ya no está disponible.</Text>
      </>
    );
  }
  const reviewed = reviewedAnswers(attempt.answers);
  return (
    <Stack gap="6" maxWidth="4xl" marginInline="auto">
      <div>
        {back}
        <Text color="fg.muted" fontSize="sm">
          {/* The time ends in 'p. m.': a sentence after it starts on its own, not after a second period. */}
          Intento de {load.data.student.name}, terminado el {formatDateTime(attempt.finishedAt)} · Así vio su revisión.
        </Text>
      </div>
      <AttemptSummary title={attempt.examTitle} score={attempt.score} correct={attempt.correct} total={attempt.total} startedAt={attempt.startedAt} finishedAt={attempt.finishedAt} reviewed={reviewed} />
      <AnswerReview reviewed={reviewed} attemptId={attempt.id} />
    </Stack>
  );
}
