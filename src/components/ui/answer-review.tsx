/**
 * How an attempt reads after the exam: the score with its badge and figures, and each question
 * with the answer given, the right one and its explanation. The student's result page and the
 * console's view of a student's attempt (the same review, as the student saw it) both draw it.
 */
import { Box, Flex, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Alert } from '../chakra/alert';
import { Badge } from '../chakra/badge';
import { AlarmClock, CheckCircle2, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { COURSE_ROOT, topics } from '../../content/course';
import { questionText } from '../../content/plain-text';
import { findQuestion } from '../../content/question-bank';
import type { Question } from '../../content/types';
import type { AttemptAnswer } from '../../shared/attempt';
import { optionOrder } from '../../shared/option-order';
import { FAIL_MESSAGE, PASS_PERCENT, badgeFor, isCorrect, optionIndex } from '../../shared/scoring';
import { countOf, formatDuration } from '../../shared/spanish-format';
import { FigureStat } from './figure-stat';
import { ListenButton } from './listen-button';

export interface ReviewedAnswer {
  answer: AttemptAnswer;
  question: Question;
}

/** The attempt's answers whose questions the bank knows, in exam order. */
export function reviewedAnswers(answers: readonly AttemptAnswer[]): ReviewedAnswer[] {
  return answers.map((answer) => ({ answer, question: findQuestion(answer.questionId) })).filter((r): r is ReviewedAnswer => !!r.question);
}

export function studyHref(q: Question): string {
  return `${COURSE_ROOT}/${q.source.path}#${q.source.anchor}`;
}

export const reviewAnchor = (question: Question) => `revision-${question.id}`;

/** The options' texts in the order the attempt showed them (shared/option-order). */
function optionsText(q: Question, ids: readonly string[], attemptId: string): string {
  if (!ids.length) return 'Sin responder';
  const shown = optionOrder(attemptId, q.id, q.options);
  const place = (id: string) => shown.indexOf(optionIndex(id));
  return [...ids].sort((a, b) => place(a) - place(b)).map((id) => q.options[optionIndex(id)] ?? id).join(' · ');
}

/** The result's header: percent, points, badge, pass or fail, and the four figures. */
export function AttemptSummary(props: {
  title: string;
  score: number;
  correct: number;
  total: number;
  startedAt: string;
  finishedAt: string;
  reviewed: readonly ReviewedAnswer[];
  /** The exam was handed in by the clock, not by the student: said first. */
  timedOut?: boolean;
}) {
  const { title, score, correct, total, reviewed } = props;
  const passed = score >= PASS_PERCENT;
  const badge = badgeFor(score);
  const unanswered = reviewed.filter((r) => r.answer.selectedOptions.length === 0).length;
  const points = reviewed.reduce((sum, r) => sum + (isCorrect(r.question, r.answer.selectedOptions) ? r.question.points : 0), 0);
  const maxPoints = reviewed.reduce((sum, r) => sum + r.question.points, 0);
  const seconds = (Date.parse(props.finishedAt) - Date.parse(props.startedAt)) / 1000;
  return (
    <Stack as="header" gap="3" alignItems="center" textAlign="center" bg="bg" borderWidth="1px" rounded="2xl" padding="6">
      <Text color="fg.muted">{title}</Text>
      {props.timedOut && (
        <Alert.Root status="warning" width="auto" textAlign="start" data-testid="timed-out">
          <Alert.Indicator>
            <AlarmClock size={20} aria-hidden />
          </Alert.Indicator>
          <Alert.Content>
            <Alert.Title>Se acabó el tiempo</Alert.Title>
            <Alert.Description>
              El examen se entregó solo al llegar a 00:00
              {unanswered > 0 ? `, con ${countOf(unanswered, 'pregunta', 'preguntas')} sin responder (cuentan como incorrectas).` : '.'}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <Flex alignItems="baseline" justifyContent="center" gap="3" wrap="wrap">
        <Heading as="h1" size="4xl" data-testid="score">
          {score}%
        </Heading>
        <Text as="span" fontSize="lg" fontWeight="semibold" color="fg.muted" data-testid="points">
          {points} de {maxPoints} puntos
        </Text>
      </Flex>
      <Badge size="lg" colorPalette={badge.tone}>
        {badge.label}
      </Badge>
      <Text fontWeight="semibold">{passed ? '¡Felicitaciones! Aprobaste este examen.' : FAIL_MESSAGE}</Text>
      {/* Two by two on a phone, one row from sm: every label fits on one line, so the values line up. */}
      <SimpleGrid as="dl" columns={{ base: 2, sm: 4 }} gap="4" width="full" maxWidth="xl" alignItems="start">
        {[
          ['Correctas', String(correct)],
          ['Incorrectas', String(total - correct - unanswered)],
          ['Sin responder', String(unanswered)],
          ['Tiempo usado', formatDuration(seconds)],
        ].map(([label, value]) => (
          <FigureStat key={label} label={label} value={value} valueSize="xl" whiteSpace="nowrap" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * 'Revisión de respuestas': every question, marked right or wrong. `onStudyLink` runs before the
 * study link opens; `actions` adds a question's own controls (the student's 'Reportar un error').
 */
export function AnswerReview(props: {
  reviewed: readonly ReviewedAnswer[];
  /** The attempt reviewed: its options' order. */
  attemptId: string;
  onStudyLink?: (question: Question) => void;
  actions?: (question: Question, position: number) => ReactNode;
}) {
  const { reviewed, attemptId, onStudyLink, actions } = props;
  return (
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
                  {optionsText(question, answer.selectedOptions, attemptId)}
                </Text>
                {!ok && (
                  <Text fontSize="sm">
                    <Text as="span" fontWeight="semibold">Respuesta correcta: </Text>
                    {optionsText(question, correctIds, attemptId)}
                  </Text>
                )}
                <Alert.Root status="info" size="sm" variant="subtle">
                  <Alert.Description>{question.explanation}</Alert.Description>
                </Alert.Root>
                <Flex gap="3" alignItems="center" justifyContent="space-between" wrap="wrap">
                  <Link href={studyHref(question)} onClick={() => onStudyLink?.(question)} fontSize="sm" color="colorPalette.fg" fontWeight="semibold">
                    Repasar en el material
                    <Text as="span" srOnly>
                      {`: Tema ${question.topic}, ${topics.find((t) => t.id === question.topic)?.title ?? ''}`}
                    </Text>
                  </Link>
                  {actions?.(question, i + 1)}
                </Flex>
              </Stack>
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}
