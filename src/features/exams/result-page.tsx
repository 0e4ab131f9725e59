/**
 * 'resultado/{id}': the stored attempt (so it survives a reload), its score and badge, the weak topics
 * with links to their study sections, and a per-question review (spec §2 'Result screen').
 */
import { Alert, Badge, Box, Button, Flex, Heading, Link, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import '../../theme/recipes/alert';
import '../../theme/recipes/badge';
import { Link as RouterLink } from '@tanstack/react-router';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { COURSE_ROOT, topics } from '../../content/course';
import { SERIES_LIST, nextExam } from '../../content/exams';
import { examTitle, isMistakesExam, mistakesExamId, sourceExamOf } from '../../content/exam-catalog';
import { questionText } from '../../content/plain-text';
import { activeQuestions, findQuestion } from '../../content/question-bank';
import { refreshLearning } from '../../lib/learning';
import type { Question, TopicId } from '../../content/types';
import type { StudentId } from '../../lib/local-store';
import { getAttempt, listAttempts } from '../../lib/storage';
import type { Attempt } from '../../shared/attempt';
import { FAIL_MESSAGE, PASS_PERCENT, badgeFor, isCorrect, optionIndex } from '../../shared/scoring';
import { FigureStat } from '../../components/ui/figure-stat';
import { ListenButton } from '../../components/ui/listen-button';
import { TONE_PALETTE } from './exam-list-page';
import { formatDateTime, formatDuration } from './format';

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
  const server = remote ? await remote().catch(() => [] as Attempt[]) : [];
  const mine = server.filter((a) => a.examId === id);
  return attemptId ? mine.find((a) => a.id === attemptId) : mine[0];
}

function studyHref(q: Question): string {
  return `${COURSE_ROOT}/${q.source.path}#${q.source.anchor}`;
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

const reviewAnchor = (question: Question) => `revision-${question.id}`;

function optionsText(q: Question, ids: readonly string[]): string {
  if (!ids.length) return 'Sin responder';
  return ids.map((id) => q.options[optionIndex(id)] ?? id).join(' · ');
}

export function ResultPage(props: { studentId: StudentId; examId: string; attemptId?: string; remote?: () => Promise<Attempt[]> }) {
  const { studentId, examId, attemptId, remote } = props;
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    let cancelled = false;
    void findAttempt(studentId, examId, attemptId, remote).then((attempt) => {
      if (!cancelled) setState(attempt ? { status: 'found', attempt } : { status: 'missing' });
    });
    return () => {
      cancelled = true;
    };
  }, [studentId, examId, attemptId, remote]);

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
  const reviewed = attempt.answers.map((a) => ({ answer: a, question: findQuestion(a.questionId) })).filter((r): r is { answer: typeof r.answer; question: Question } => !!r.question);
  const percent = attempt.score;
  const passed = percent >= PASS_PERCENT;
  const badge = badgeFor(percent);
  const wrong = reviewed.filter((r) => !isCorrect(r.question, r.answer.selectedOptions));
  const unanswered = reviewed.filter((r) => r.answer.selectedOptions.length === 0).length;
  const points = reviewed.reduce((sum, r) => sum + (isCorrect(r.question, r.answer.selectedOptions) ? r.question.points : 0), 0);
  const maxPoints = reviewed.reduce((sum, r) => sum + r.question.points, 0);
  const weakTopics = [...new Set(wrong.map((r) => r.question.topic))];
  const next = mistakes ? undefined : nextExam(exam.id);
  // 'Repetir solo mis errores': what this attempt got wrong or left unanswered, as a timed exam.
  const retake = wrong.map((r) => r.question.id).join(',');
  const seconds = (Date.parse(attempt.finishedAt) - Date.parse(attempt.startedAt)) / 1000;

  return (
    <Stack gap="6" maxWidth="4xl" marginInline="auto">
      <Stack as="header" gap="3" alignItems="center" textAlign="center" bg="bg" borderWidth="1px" rounded="2xl" padding="6">
        <Text color="fg.muted">{examTitle(attempt.examId)}</Text>
        <Flex alignItems="baseline" justifyContent="center" gap="3" wrap="wrap">
          <Heading as="h1" size="4xl" data-testid="score">
            {percent}%
          </Heading>
          <Text as="span" fontSize="lg" fontWeight="semibold" color="fg.muted" data-testid="points">
            {points} de {maxPoints} puntos
          </Text>
        </Flex>
        <Badge size="lg" colorPalette={TONE_PALETTE[badge.tone]}>
          {badge.label}
        </Badge>
        <Text fontWeight="semibold">{passed ? '¡Felicitaciones! Aprobaste este examen.' : FAIL_MESSAGE}</Text>
        {/* Two by two on a phone, one row from sm: every label fits on one line, so the values line up. */}
        <SimpleGrid as="dl" columns={{ base: 2, sm: 4 }} gap="4" width="full" maxWidth="xl" alignItems="start">
          {[
            ['Correctas', String(attempt.correct)],
            ['Incorrectas', String(attempt.total - attempt.correct - unanswered)],
            ['Sin responder', String(unanswered)],
            ['Tiempo usado', formatDuration(seconds)],
          ].map(([label, value]) => (
            <FigureStat key={label} label={label} value={value} valueSize="xl" whiteSpace="nowrap" />
          ))}
        </SimpleGrid>
      </Stack>

      <Flex gap="3" wrap="wrap" justifyContent="center">
        <Button asChild>
          <RouterLink to="/courses/examen-de-naturalizacion/evaluacion/$evaluationId" params={{ evaluationId: exam.id }}>
            Repetir Examen
          </RouterLink>
        </Button>
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
          <Button asChild colorPalette="green">
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
          <Box as="dd">{mistakes ? 'Repaso de errores' : exam.series === 'principal' ? 'Examen principal' : 'Examen complementario'}</Box>
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

      <Box as="section" aria-labelledby="revision">
        <Heading as="h2" size="lg" id="revision" marginBottom="3">
          Revisión de respuestas
        </Heading>
        <Stack as="ol" listStyle="none" gap="3">
          {reviewed.map(({ question, answer }, i) => {
            const ok = isCorrect(question, answer.selectedOptions);
            const correctIds = question.correct.map((c) => String.fromCharCode(97 + c));
            return (
              <Box as="li" key={question.id} id={reviewAnchor(question)} scrollMarginTop="20" bg="bg" borderWidth="1px" borderStartWidth="4px" borderStartColor={ok ? 'green.solid' : 'red.solid'} rounded="lg" padding="4">
                <Stack gap="2">
                  <Flex gap="2" alignItems="flex-start">
                    <Box color={ok ? 'green.fg' : 'red.fg'} flexShrink={0} marginTop="0.5">
                      {ok ? <CheckCircle2 size={18} aria-label="Correcta" /> : <XCircle size={18} aria-label="Incorrecta" />}
                    </Box>
                    <Text fontWeight="semibold" flex="1">
                      {i + 1}. {question.text}
                    </Text>
                    <ListenButton about={`la pregunta ${i + 1}`} text={() => questionText(question, { selected: answer.selectedOptions.map(optionIndex) })} />
                  </Flex>
                  <Text fontSize="sm">
                    <Text as="span" fontWeight="semibold">Tu respuesta: </Text>
                    {optionsText(question, answer.selectedOptions)}
                  </Text>
                  {!ok && (
                    <Text fontSize="sm">
                      <Text as="span" fontWeight="semibold">Respuesta correcta: </Text>
                      {optionsText(question, correctIds)}
                    </Text>
                  )}
                  <Alert.Root status="info" size="sm" variant="subtle">
                    <Alert.Description>{question.explanation}</Alert.Description>
                  </Alert.Root>
                  <Link href={studyHref(question)} onClick={() => rememberReviewPlace(reviewAnchor(question))} fontSize="sm" color="colorPalette.fg" fontWeight="semibold" alignSelf="flex-start">
                    Repasar en el material
                    <Text as="span" srOnly>
                      {`: Tema ${question.topic}, ${topics.find((t) => t.id === question.topic)?.title ?? ''}`}
                    </Text>
                  </Link>
                </Stack>
              </Box>
            );
          })}
        </Stack>
      </Box>
    </Stack>
  );
}
