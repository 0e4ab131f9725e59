/**
 * 'resultado/{id}': the stored attempt (so it survives a reload), its score and badge, the weak topics
 * with links to their study sections, and a per-question review (spec §2 'Result screen').
 */
import { Box, Button, Flex, Heading, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { AnswerReview, AttemptSummary, reviewAnchor, reviewedAnswers, studyHref } from '../../components/ui/answer-review';
import { topics } from '../../content/course';
import { SERIES_LIST, nextExam } from '../../content/exams';
import { examTitle, isMistakesExam, mistakesExamId, ranOutOfTime, sourceExamOf, type ExamKind } from '../../content/exam-catalog';
import { activeQuestions } from '../../content/question-bank';
import { scoreBySubject } from '../../content/simulacro';
import { drawSimulacroAfter } from '../../content/simulacro-draw';
import { studentClient, studentKeys } from '../../lib/api/student-query-client';
import { refreshLearning, remoteAttempts } from '../../learning/learning-store';
import type { TopicId } from '../../content/types';
import type { StudentId } from '../../lib/storage/local-store';
import { getAttempt, listAttempts } from '../../lib/storage/indexed-db';
import type { Attempt } from '../../shared/attempt';
import { PASS_PERCENT, isCorrect } from '../../shared/scoring';
import { formatDateTime } from '../../shared/spanish-format';
import { ReportError } from '../../components/ui/report-error';
import { SubjectBreakdown } from './subject-breakdown';
import type { OutboxView } from '../../sync/outboxes';

const SERIES_LABEL: Record<ExamKind, string> = { principal: 'Examen principal', complementario: 'Examen complementario', simulacro: 'Simulacro oficial' };

type State = { status: 'loading' } | { status: 'missing' } | { status: 'found'; attempt: Attempt };

/** The student's attempt: from this device (theirs only), else from their history on the server. */
async function findAttempt(studentId: StudentId, examId: string, attemptId?: string, remote?: () => Promise<Attempt[]>): Promise<Attempt | undefined> {
  if (attemptId) {
    const local = await getAttempt(studentId, attemptId).catch(() => undefined);
    if (local) return local;
  }
  // A published exam by its canonical id ('principal-3' is principal-03); a mistakes exam as it is.
  const id = isMistakesExam(examId) ? examId : sourceExamOf(examId)?.id;
  const local = (await listAttempts(studentId).catch(() => [] as Attempt[])).filter((a) => a.examId === id);
  const byId = attemptId ? local.find((a) => a.id === attemptId) : local[0];
  if (byId) return byId;
  const server = await remoteAttempts(studentId, remote);
  const mine = server.filter((a) => a.examId === id);
  return attemptId ? mine.find((a) => a.id === attemptId) : mine[0];
}

/**
 * Where the student left the review for the material: a study page opens as a page of its own, and
 * coming back reloads this one, whose review is drawn only once the attempt is read (too late for
 * the browser's own scroll restoration).
 */
const REVIEW_RETURN_KEY = 'result-review-return';

function rememberReviewPlace(anchor: string) {
  try {
    sessionStorage.setItem(REVIEW_RETURN_KEY, JSON.stringify({ href: location.pathname + location.search, anchor }));
  } catch {
    // Without sessionStorage the student comes back to the top: nothing is lost.
  }
}

function returnToReviewPlace() {
  try {
    const saved = JSON.parse(sessionStorage.getItem(REVIEW_RETURN_KEY) ?? 'null') as { href?: string; anchor?: string } | null;
    if (!saved || saved.href !== location.pathname + location.search || !saved.anchor) return;
    sessionStorage.removeItem(REVIEW_RETURN_KEY);
    document.getElementById(saved.anchor)?.scrollIntoView({ block: 'start', behavior: 'instant' });
  } catch {
    // A malformed entry: stay at the top.
  }
}

export function ResultPage(props: { studentId: StudentId; examId: string; attemptId?: string; remote?: () => Promise<Attempt[]>; reports: OutboxView }) {
  const { studentId, examId, attemptId, remote, reports } = props;
  const navigate = useNavigate();
  const { data: read } = useQuery(
    {
      queryKey: [...studentKeys.student(studentId), 'result', examId, attemptId ?? null],
      queryFn: async () => (await findAttempt(studentId, examId, attemptId, remote)) ?? null,
      refetchOnMount: 'always',
    },
    studentClient,
  );
  const state: State = read === undefined ? { status: 'loading' } : read ? { status: 'found', attempt: read } : { status: 'missing' };

  const found = state.status === 'found';
  useEffect(() => {
    if (!found) return;
    returnToReviewPlace();
    // This attempt's misses are due today: every count (the sidebar's, Mis Cursos') follows.
    void refreshLearning(studentId, { bank: async () => activeQuestions, remoteAttempts: remote });
  }, [found, studentId, remote]);

  // A mistakes exam's result belongs to the exam it came from: its list, its 'Repetir Examen'.
  const exam = sourceExamOf(examId);
  const mistakes = isMistakesExam(examId);
  const listLink = `/courses/examen-de-naturalizacion/examenes/${SERIES_LIST[exam?.series ?? 'principal']}` as const;

  if (state.status === 'loading') {
    return (
      <Stack direction="row" gap="3" alignItems="center" role="status" padding="4">
        <Spinner size="sm" />
        <Text>Cargando tu resultado...</Text>
      </Stack>
    );
  }
  if (state.status === 'missing' || !exam) {
    return (
      <Stack gap="4" alignItems="center" textAlign="center" paddingBlock="10">
        <Heading as="h1" size="2xl">
          Sin resultado
        </Heading>
        <Text color="fg.muted">No encontramos un resultado de este examen en este dispositivo.</Text>
        <Button asChild>
          <RouterLink to={listLink}>Ver Todas las Evaluaciones</RouterLink>
        </Button>
      </Stack>
    );
  }

  const { attempt } = state;
  const reviewed = reviewedAnswers(attempt.answers);
  const passed = attempt.score >= PASS_PERCENT;
  const wrong = reviewed.filter((r) => !isCorrect(r.question, r.answer.selectedOptions));
  const maxPoints = reviewed.reduce((sum, r) => sum + r.question.points, 0);
  const weakTopics = [...new Set(wrong.map((r) => r.question.topic))];
  const next = mistakes ? undefined : nextExam(exam.id);
  // 'Repetir solo mis errores': what this attempt got wrong or left unanswered, as a timed exam.
  const retake = wrong.map((r) => r.question.id).join(',');
  const simulacro = exam.series === 'simulacro';
  const bySubject = simulacro ? scoreBySubject(reviewed.map((r) => ({ topic: r.question.topic, correct: isCorrect(r.question, r.answer.selectedOptions) }))) : [];

  return (
    <Stack gap="6" maxWidth="4xl" marginInline="auto">
      <AttemptSummary title={examTitle(attempt.examId)} score={attempt.score} correct={attempt.correct} total={attempt.total} startedAt={attempt.startedAt} finishedAt={attempt.finishedAt} reviewed={reviewed} timedOut={ranOutOfTime(attempt)} />

      <Flex gap="3" wrap="wrap" justifyContent="center">
        {simulacro ? (
          // A simulacro is drawn anew, none of this one's questions again (its id names them).
          <Button onClick={() => void navigate({ to: '/courses/examen-de-naturalizacion/evaluacion/$evaluationId', params: { evaluationId: drawSimulacroAfter(exam.id) } })}>
            Repetir Examen
          </Button>
        ) : (
          <Button asChild>
            <RouterLink to="/courses/examen-de-naturalizacion/evaluacion/$evaluationId" params={{ evaluationId: exam.id }}>
              Repetir Examen
            </RouterLink>
          </Button>
        )}
        {retake && (
          <Button asChild variant="subtle">
            <RouterLink
              to="/courses/examen-de-naturalizacion/evaluacion/$evaluationId"
              params={{ evaluationId: mistakesExamId(exam.id) }}
              search={{ preguntas: retake }}
            >
              Repetir solo mis errores
            </RouterLink>
          </Button>
        )}
        {passed && next && (
          // green.700 under white text (5:1); the palette's solid green is 3.3:1.
          <Button asChild colorPalette="green" bg="green.700" _hover={{ bg: 'green.800' }}>
            <RouterLink to="/courses/examen-de-naturalizacion/evaluacion/$evaluationId" params={{ evaluationId: next.id }}>
              Siguiente Evaluación
            </RouterLink>
          </Button>
        )}
        <Button asChild variant="outline">
          <RouterLink to={listLink}>Ver Todas las Evaluaciones</RouterLink>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to="/home">Ir al Inicio</RouterLink>
        </Button>
      </Flex>

      {bySubject.length > 0 && <SubjectBreakdown scores={bySubject} />}

      <Box as="section" aria-labelledby="recomendaciones" bg="bg" borderWidth="1px" rounded="xl" padding="5">
        <Heading as="h2" size="lg" id="recomendaciones" marginBottom="3">
          Recomendaciones
        </Heading>
        {weakTopics.length === 0 ? (
          <Text>Respondiste todo bien. Prueba otro examen para seguir repasando.</Text>
        ) : (
          <Stack gap="2">
            <Text>Repasa estos temas, donde tuviste errores:</Text>
            <Box as="ul" paddingStart="5" listStyleType="disc">
              {weakTopics.map((topic: TopicId) => {
                const first = wrong.find((r) => r.question.topic === topic)!.question;
                return (
                  <Box as="li" key={topic}>
                    <Link href={studyHref(first)} color="colorPalette.fg" textDecoration="underline">
                      Tema {topic}: {topics.find((t) => t.id === topic)?.title}
                    </Link>
                  </Box>
                );
              })}
            </Box>
          </Stack>
        )}
      </Box>

      <Box as="section" aria-labelledby="detalles" bg="bg" borderWidth="1px" rounded="xl" padding="5">
        <Heading as="h2" size="lg" id="detalles" marginBottom="3">
          Detalles
        </Heading>
        <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="1">
          <Box as="dt" fontWeight="semibold">Tipo</Box>
          <Box as="dd">{mistakes ? 'Repaso de errores' : SERIES_LABEL[exam.series]}</Box>
          <Box as="dt" fontWeight="semibold">Total de preguntas</Box>
          <Box as="dd">{attempt.total}</Box>
          <Box as="dt" fontWeight="semibold">Nota mínima</Box>
          <Box as="dd">
            {PASS_PERCENT}% ({Math.ceil((maxPoints * PASS_PERCENT) / 100)} de {maxPoints} puntos)
          </Box>
          <Box as="dt" fontWeight="semibold">Fecha</Box>
          <Box as="dd">{formatDateTime(attempt.finishedAt)}</Box>
        </Box>
      </Box>

      <AnswerReview
        reviewed={reviewed}
        attemptId={attempt.id}
        onStudyLink={(question) => rememberReviewPlace(reviewAnchor(question))}
        actions={(question, position) => <ReportError studentId={studentId} attempt={attempt} question={question} position={position} outbox={reports} />}
      />
    </Stack>
  );
}
