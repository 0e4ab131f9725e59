/** The exam screen: one run of the exam-run machine, drawn (spec §2 'Exam screen', §4, §5). */
import { Alert, Badge, Box, Button, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import '../../theme/recipes/alert';
import '../../theme/recipes/badge';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { Clock, LogOut } from 'lucide-react';
import { Suspense, lazy, memo, useEffect, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  answeredCount,
  currentQuestion,
  examRunMachine,
  isLowTime,
  type LoadedRun,
  remainingSeconds,
  required,
} from '../../machines/exam-run.machine';
import type { Question } from '../../content/types';
import type { StudentId } from '../../lib/local-store';
import { optionId } from '../../shared/scoring';
import { announcementFor, formatClock } from './format';

// The confirmation dialogs load when first needed, off the exam screen's first load.
const ExamDialogs = lazy(() => import('./exam-dialogs').then((m) => ({ default: m.ExamDialogs })));

function useCountdownAnnouncement(seconds: number, active: boolean): string {
  const [message, setMessage] = useState('');
  const last = useRef<string | null>(null);
  const next = active ? announcementFor(seconds) : null;
  useEffect(() => {
    if (next && next !== last.current) {
      last.current = next;
      setMessage(next);
    }
  }, [next]);
  return message;
}

export function NotFoundExam() {
  const router = useRouter();
  const navigate = useNavigate();
  return (
    <Stack gap="4" alignItems="center" textAlign="center" paddingBlock="10">
      <Heading as="h1" size="2xl">
        Examen no encontrado
      </Heading>
      <Text color="fg.muted">El examen que buscas no existe o ya no está disponible.</Text>
      <Button
        onClick={() => {
          if (window.history.length > 1) router.history.back();
          else void navigate({ to: '/courses/examen-de-naturalizacion/examenes/principales' });
        }}
      >
        Regresar
      </Button>
    </Stack>
  );
}

const NONE: readonly string[] = [];

type Send = ActorRefFrom<typeof examRunMachine>['send'];

/**
 * The question with its options, and the question navigator, are memoized: the clock's tick every
 * second redraws the header only, and a tap on an option or 'Siguiente' redraws what changed (the
 * tap-to-next-paint budget at 4x throttle, BENCHMARKS.md section 4).
 */
const QuestionCard = memo(function QuestionCard(props: {
  index: number;
  question: Question;
  selected: readonly string[];
  send: Send;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
}) {
  const { index, question, selected, send, headingRef } = props;
  const needed = required(question);
  return (
    <Box as="fieldset" bg="bg" borderWidth="1px" rounded="xl" padding={{ base: '4', md: '6' }} minWidth="0">
      <Box as="legend" srOnly>
        Pregunta {index + 1}
      </Box>
      <Heading as="h2" size="lg" tabIndex={-1} ref={headingRef} outline="none" marginBottom="2">
        {question.text}
      </Heading>
      {needed > 1 && (
        <Text fontSize="sm" color="colorPalette.fg" fontWeight="semibold" marginBottom="3">
          Selecciona {needed} ({selected.length} de {needed} seleccionadas)
        </Text>
      )}
      <Stack gap="2" marginTop="3">
        {question.options.map((text, position) => {
          const id = optionId(position);
          const checked = selected.includes(id);
          return (
            <Box
              as="label"
              // By position: 'Siguiente' reuses the option rows and changes their text, instead of
              // building new ones (the tap-to-next-paint budget).
              key={id}
              display="flex"
              gap="3"
              alignItems="center"
              padding="3"
              rounded="lg"
              borderWidth="2px"
              cursor="pointer"
              borderColor={checked ? 'colorPalette.solid' : 'border'}
              bg={checked ? 'colorPalette.subtle' : 'bg'}
              _hover={{ borderColor: 'colorPalette.muted' }}
              _focusWithin={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
            >
              <input
                type={needed > 1 ? 'checkbox' : 'radio'}
                name={`pregunta-${question.id}`}
                value={id}
                checked={checked}
                onChange={() => send({ type: 'SELECT', optionId: id })}
                style={{ width: '1.15rem', height: '1.15rem', accentColor: 'var(--chakra-colors-red-600)', flexShrink: 0 }}
              />
              <Text as="span" fontWeight="bold" color="fg.muted" aria-hidden>
                {id.toUpperCase()}.
              </Text>
              <Text as="span">{text}</Text>
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
});

const QuestionNavigator = memo(function QuestionNavigator(props: {
  questions: readonly Question[];
  answers: Readonly<Record<string, readonly string[]>>;
  current: number;
  send: Send;
}) {
  const { questions, answers, current, send } = props;
  return (
    <Flex as="nav" aria-label="Preguntas del examen" wrap="wrap" gap="2" justifyContent="center">
      {questions.map((q, i) => (
        <QuestionStep key={q.id} index={i} done={(answers[q.id]?.length ?? 0) > 0} here={i === current} send={send} />
      ))}
    </Flex>
  );
});

/** One navigator button; moving on redraws the two whose state changed, not all ten. */
const QuestionStep = memo(function QuestionStep(props: { index: number; done: boolean; here: boolean; send: Send }) {
  const { index, done, here, send } = props;
  return (
    <Button
      size="sm"
      minWidth="10"
      variant={here ? 'solid' : done ? 'subtle' : 'outline'}
      colorPalette={here ? 'red' : done ? 'green' : 'gray'}
      aria-current={here ? 'step' : undefined}
      aria-label={`Pregunta ${index + 1}${done ? ', respondida' : ', sin responder'}`}
      onClick={() => send({ type: 'GOTO', index })}
    >
      {index + 1}
    </Button>
  );
});

export function ExamPage(props: { studentId: StudentId; examId: string; preloaded?: LoadedRun | null; onSubmitted?: () => void }) {
  const { studentId, examId, preloaded, onSubmitted } = props;
  const navigate = useNavigate();
  const [snapshot, send] = useMachine(examRunMachine, { input: { studentId, examId, preloaded } });
  const { context } = snapshot;
  const running = snapshot.matches('running');
  const seconds = remainingSeconds(snapshot);
  const announcement = useCountdownAnnouncement(seconds, running);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (snapshot.matches('submitted') && context.attempt) {
      onSubmitted?.();
      void navigate({
        to: '/courses/examen-de-naturalizacion/resultado/$evaluationId',
        params: { evaluationId: context.exam?.id ?? examId },
        search: { intento: context.attempt.id },
        replace: true,
      });
    }
    if (snapshot.matches('exited')) {
      void navigate({ to: `/courses/examen-de-naturalizacion/examenes/${context.exitTo}` });
    }
  }, [snapshot, context.attempt, context.exam, context.exitTo, examId, navigate, onSubmitted]);

  // Moving to another question puts focus on it, so keyboard and screen-reader users follow. A ref,
  // not state: a tap's effects run before the next paint, and a state update here would render the
  // whole screen a second time on every 'Siguiente'. The focus itself (a forced style and layout)
  // waits until the new question is painted.
  const current = context.current;
  const lastCurrent = useRef(current);
  useEffect(() => {
    if (lastCurrent.current === current) return;
    lastCurrent.current = current;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => headingRef.current?.focus());
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [current]);

  if (snapshot.matches('notFound')) return <NotFoundExam />;
  if (snapshot.matches('loading') || snapshot.matches('starting') || (!context.exam && !snapshot.matches('saveFailed'))) {
    return (
      <Stack direction="row" gap="3" alignItems="center" role="status" padding="4">
        <Spinner size="sm" />
        <Text>Cargando preguntas...</Text>
      </Stack>
    );
  }
  if (snapshot.matches('submitting') || snapshot.matches('submitted')) {
    return (
      <Stack direction="row" gap="3" alignItems="center" role="status" padding="4">
        <Spinner size="sm" />
        <Text>Calculando tu resultado...</Text>
      </Stack>
    );
  }
  if (snapshot.matches('saveFailed')) {
    return (
      <Stack gap="4" maxWidth="xl" marginInline="auto" paddingBlock="8">
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>No se pudo guardar el resultado</Alert.Title>
            <Alert.Description>{context.error}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <Text>Tus respuestas siguen guardadas en este dispositivo.</Text>
        <Button alignSelf="flex-start" onClick={() => send({ type: 'RETRY' })}>
          Reintentar
        </Button>
      </Stack>
    );
  }

  const exam = context.exam!;
  const question = currentQuestion(snapshot)!;
  const total = context.questions.length;
  const selected = context.answers[question.id] ?? NONE;
  const answered = answeredCount(snapshot);
  const low = isLowTime(snapshot);
  const isLast = context.current === total - 1;
  const unanswered = total - answered;
  const confirmingFinish = snapshot.matches({ running: 'confirmingFinish' });
  const confirmingExit = snapshot.matches({ running: 'confirmingExit' });

  return (
    <Stack gap="5" maxWidth="3xl" marginInline="auto">
      <Box aria-live="polite" srOnly>
        {announcement}
      </Box>
      <Flex as="header" wrap="wrap" gap="3" alignItems="center" justifyContent="space-between" bg="bg" borderWidth="1px" rounded="xl" padding="4">
        <Stack gap="1">
          <Heading as="h1" size="lg">
            {exam.title}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            Pregunta {context.current + 1} de {total}
          </Text>
        </Stack>
        <Flex gap="2" alignItems="center" wrap="wrap">
          <Flex
            alignItems="center"
            gap="1"
            fontWeight="bold"
            fontVariantNumeric="tabular-nums"
            color={low ? 'red.fg' : 'fg'}
            bg={low ? 'red.subtle' : 'bg.muted'}
            paddingInline="3"
            paddingBlock="1"
            rounded="md"
            data-low-time={low || undefined}
          >
            <Clock size={16} aria-hidden />
            <Text as="span" aria-label={`Tiempo restante ${formatClock(seconds)}`} role="timer">
              {formatClock(seconds)}
            </Text>
          </Flex>
          <Badge colorPalette="blue" size="lg">
            {answered}/{total} respondidas
          </Badge>
          <Button variant="outline" size="sm" onClick={() => send({ type: 'EXIT' })}>
            <LogOut size={16} aria-hidden />
            Salir
          </Button>
        </Flex>
      </Flex>

      {context.alert && (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{context.alert}</Alert.Description>
          </Alert.Content>
          <Button size="xs" variant="outline" onClick={() => send({ type: 'DISMISS_ALERT' })}>
            Entendido
          </Button>
        </Alert.Root>
      )}

      <QuestionCard index={context.current} question={question} selected={selected} send={send} headingRef={headingRef} />

      <Stack gap="3">
        <QuestionNavigator questions={context.questions} answers={context.answers} current={context.current} send={send} />
        <Flex justifyContent="space-between" gap="3">
          <Button variant="outline" onClick={() => send({ type: 'PREV' })} disabled={context.current === 0}>
            Anterior
          </Button>
          {isLast ? (
            <Button onClick={() => send({ type: 'FINISH' })} disabled={answered === 0}>
              Finalizar Examen
            </Button>
          ) : (
            <Button onClick={() => send({ type: 'NEXT' })}>Siguiente</Button>
          )}
        </Flex>
      </Stack>

      {(confirmingFinish || confirmingExit) && (
        <Suspense fallback={null}>
          <ExamDialogs
            confirmingFinish={confirmingFinish}
            confirmingExit={confirmingExit}
            unanswered={unanswered}
            send={(type) => send({ type })}
          />
        </Suspense>
      )}
    </Stack>
  );
}
