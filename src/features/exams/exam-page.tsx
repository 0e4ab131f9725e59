/**
 * The exam screen: one run of the exam-run machine, drawn (spec §2 'Exam screen', §4, §5). While the
 * run is on, leaving the screen by any in-app way (a link, the logo, the browser's back) asks first,
 * with the same dialog as 'Salir': the clock keeps running whether or not the student is looking.
 */
import { Box, Button, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { Alert } from '../../components/chakra/alert';
import { Badge } from '../../components/chakra/badge';
import { useBlocker, useNavigate, useRouter, type ShouldBlockFn } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { AlarmClock, Clock, Flag, LogOut } from 'lucide-react';
import { Suspense, memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { waitFor, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import {
  answeredCount,
  currentQuestion,
  examRunMachine,
  flaggedIndexes,
  incompleteIndexes,
  isIncomplete,
  isLowTime,
  type ExamRunContext,
  type LoadedRun,
  remainingSeconds,
  required,
} from '../../machines/exam-run.machine';
import type { Question } from '../../content/types';
import type { StudentId } from '../../lib/storage/local-store';
import { optionOrder } from '../../shared/option-order';
import { optionId } from '../../shared/scoring';
import { announcementFor, formatClock, visibleWarningFor } from './format';
import { OPTION_INPUT, OPTION_ROW } from '../../components/ui/option-row';
import { lazyWhenReachable } from '../../lib/browser/import-when-reachable';
import { useHydrated } from '../../lib/hooks/use-hydrated';
import { nudge } from '../../sync/nudge';
import { LoadingText, StatePlaceholder, busyProps } from '../../components/ui/state-placeholder';

// The confirmation dialogs load when first needed, off the exam screen's first load.
const ExamDialogs = lazyWhenReachable(() => import('./exam-dialogs').then((m) => ({ default: m.ExamDialogs })));

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

/** The exam machine as this page runs it: a stored attempt is sent by the attempts outbox now (or when the network returns). */
const examRun = examRunMachine.provide({ actions: { attemptStored: () => nudge('attempts') } });

type ExamRunRef = ActorRefFrom<typeof examRunMachine>;
type ExamRunSnapshot = SnapshotFrom<typeof examRunMachine>;
type Send = ExamRunRef['send'];

/**
 * Equal but for the clock: the screen redraws when the run changes, not on every tick (only the
 * Countdown follows the clock). assign() keeps the references of what it does not change.
 */
function sameButTheClock(a: ExamRunSnapshot, b: ExamRunSnapshot): boolean {
  if (a === b) return true;
  if (a.status !== b.status || JSON.stringify(a.value) !== JSON.stringify(b.value)) return false;
  return (Object.keys(a.context) as (keyof ExamRunContext)[]).every((key) => key === 'now' || a.context[key] === b.context[key]);
}

/** The app header (Chakra '16', sticky at the top) plus the exam's own sticky header: what scrolling must clear. */
const STICKY_CLEARANCE = '11rem';

/** While the run is this tab's and on screen: leaving it is asked about (keep it for later, or discard it). */
function isLeavable(snapshot: ExamRunSnapshot): boolean {
  return (
    snapshot.matches({ running: 'answering' }) ||
    snapshot.matches({ running: 'confirmingFinish' }) ||
    snapshot.matches({ running: 'confirmingExit' })
  );
}

/**
 * Asks before any in-app navigation (links, the logo, the browser's back and forward) leaves a run in
 * progress, as 'Salir' does: the exit dialog opens, and the navigation goes on after 'Salir y
 * continuar después' (the run stays, its clock running) or 'Salir sin Guardar' (the run is discarded).
 * A reload or a closed tab is not asked about: the run is saved on the device and resumes.
 * `leftByNavigation` tells the page not to lead to the exam list itself once the run has exited.
 */
function useLeaveConfirmation(actor: ExamRunRef, leftByNavigation: React.RefObject<boolean>) {
  const router = useRouter();
  const shouldBlockFn = useCallback<ShouldBlockFn>(
    ({ action, next }) => {
      const snapshot = actor.getSnapshot();
      if (!isLeavable(snapshot)) return false;
      if (!snapshot.matches({ running: 'confirmingExit' })) actor.send({ type: 'EXIT' });
      leftByNavigation.current = true;
      const stays = waitFor(actor, (s) => !s.matches({ running: 'confirmingExit' }))
        .catch(() => null)
        // Still on the exam ('Continuar Examen', or the clock ran out and the result is on its way): stay.
        .then((settled) => settled !== null && !settled.matches('exited'))
        .then((stay) => {
          if (stay) leftByNavigation.current = false;
          return stay;
        });
      if (action === 'PUSH' || action === 'REPLACE') return stays;
      // The browser's back or forward has already moved the address bar: blocked at once, the history
      // puts the exam's address back while the dialog asks (issue 50 §10), and once the student chose
      // to leave the same step is taken again (the run has exited, so nothing blocks it).
      void stays.then((stay) => {
        if (stay) return;
        if (action === 'BACK') router.history.back();
        else if (action === 'FORWARD') router.history.forward();
        else router.history.push(next.pathname);
      });
      return true;
    },
    [actor, leftByNavigation, router],
  );
  useBlocker({ shouldBlockFn, enableBeforeUnload: false });
}

/**
 * The question with its options, and the question navigator, are memoized: the clock's tick every
 * second redraws the header only, and a tap on an option or 'Siguiente' redraws what changed (the
 * tap-to-next-paint budget at 4x throttle, BENCHMARKS.md section 4).
 */
const QuestionCard = memo(function QuestionCard(props: {
  index: number;
  question: Question;
  /** The attempt's id: the options' order on screen comes from it (shared/option-order). */
  attemptId: string;
  selected: readonly string[];
  flagged: boolean;
  /** Why the last tap changed nothing (all selections made), or null. */
  notice: string | null;
  send: Send;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
}) {
  const { index, question, attemptId, selected, flagged, notice, send, headingRef } = props;
  const needed = required(question);
  // Drawn only once the run is known (never prerendered: ExamScreen's placeholder stands for it), so
  // the options show in this attempt's order from their first paint.
  const order = useMemo(() => optionOrder(attemptId, question.id, question.options), [attemptId, question]);
  return (
    <Box as="fieldset" bg="bg" borderWidth="1px" rounded="xl" padding={{ base: '4', md: '6' }} minWidth="0">
      <Box as="legend" srOnly>
        Pregunta {index + 1}
      </Box>
      <Heading as="h2" size="lg" tabIndex={-1} ref={headingRef} outline="none" marginBottom="2" scrollMarginTop={STICKY_CLEARANCE}>
        {question.text}
      </Heading>
      {needed > 1 && (
        // The one place that says how many to choose (the bank's texts no longer carry '(Selecciona N)').
        <Text fontSize="sm" color="colorPalette.fg" fontWeight="semibold" marginBottom="3">
          Selecciona {needed} opciones ({selected.length} de {needed} seleccionadas)
        </Text>
      )}
      <Stack gap="2" marginTop="3">
        {order.map((bankPosition, position) => {
          // The option's own id (its place in the bank) is what is stored; the letter is its place here.
          const id = optionId(bankPosition);
          const checked = selected.includes(id);
          return (
            <Box
              as="label"
              // By the option's place in the bank: 'Siguiente' still reuses the option rows (the
              // tap-to-next-paint budget).
              key={bankPosition}
              {...OPTION_ROW}
              cursor="pointer"
              borderColor={checked ? 'colorPalette.solid' : 'border'}
              bg={checked ? 'colorPalette.subtle' : 'bg'}
              _hover={{ borderColor: 'colorPalette.muted' }}
            >
              <input
                type={needed > 1 ? 'checkbox' : 'radio'}
                name={`pregunta-${question.id}`}
                value={id}
                checked={checked}
                onChange={() => send({ type: 'SELECT', optionId: id })}
                style={{ ...OPTION_INPUT, scrollMarginTop: STICKY_CLEARANCE }}
              />
              <Text as="span" fontWeight="bold" color="fg.muted" aria-hidden>
                {optionId(position).toUpperCase()}.
              </Text>
              <Text as="span">{question.options[bankPosition]}</Text>
            </Box>
          );
        })}
      </Stack>
      <Flex marginTop="3" gap="3" alignItems="center" justifyContent="space-between" wrap="wrap">
        {/* Always in the page (empty when there is nothing to say), so screen readers announce the notice. */}
        <Text aria-live="polite" fontSize="sm" fontWeight="semibold" color="orange.fg" flex="1" minWidth="12rem">
          {needed > 1 ? notice : null}
        </Text>
        <FlagToggle flagged={flagged} send={send} />
      </Flex>
    </Box>
  );
});

/** 'Marcar para revisar': a toggle (aria-pressed); 'Siguiente' to another unflagged question skips it. */
const FlagToggle = memo(function FlagToggle({ flagged, send }: { flagged: boolean; send: Send }) {
  return (
    <Button
      size="sm"
      variant={flagged ? 'subtle' : 'ghost'}
      colorPalette={flagged ? 'orange' : 'gray'}
      aria-pressed={flagged}
      marginStart="auto"
      onClick={() => send({ type: 'TOGGLE_FLAG' })}
    >
      <Flag size={16} aria-hidden fill={flagged ? 'currentColor' : 'none'} />
      Marcar para revisar
    </Button>
  );
});

const QuestionNavigator = memo(function QuestionNavigator(props: {
  questions: readonly Question[];
  answers: Readonly<Record<string, readonly string[]>>;
  flagged: readonly string[];
  current: number;
  send: Send;
}) {
  const { questions, answers, flagged, current, send } = props;
  return (
    <Flex as="nav" aria-label="Preguntas del examen" wrap="wrap" gap="2" justifyContent="center">
      {questions.map((q, i) => (
        <QuestionStep
          key={q.id}
          index={i}
          done={(answers[q.id]?.length ?? 0) > 0}
          incomplete={isIncomplete(q, answers[q.id])}
          marked={flagged.includes(q.id)}
          here={i === current}
          send={send}
        />
      ))}
    </Flex>
  );
});

/** One navigator button; moving on redraws the two whose state changed, not all ten. */
const QuestionStep = memo(function QuestionStep(props: { index: number; done: boolean; incomplete: boolean; marked: boolean; here: boolean; send: Send }) {
  const { index, done, incomplete, marked, here, send } = props;
  const state = incomplete ? ', incompleta' : done ? ', respondida' : ', sin responder';
  return (
    <Button
      size="sm"
      minWidth="10"
      gap="1"
      variant={here ? 'solid' : done ? 'subtle' : 'outline'}
      colorPalette={here ? 'red' : incomplete ? 'orange' : done ? 'green' : 'gray'}
      // An incomplete question reads as one at a glance too: a dashed orange edge.
      borderStyle={incomplete ? 'dashed' : undefined}
      borderColor={incomplete && !here ? 'orange.solid' : undefined}
      aria-current={here ? 'step' : undefined}
      aria-label={`Pregunta ${index + 1}${state}${marked ? ', marcada' : ''}`}
      onClick={() => send({ type: 'GOTO', index })}
    >
      {index + 1}
      {incomplete && (
        <Box as="span" aria-hidden fontWeight="bold" color={here ? 'currentColor' : 'orange.fg'}>
          !
        </Box>
      )}
      {marked && (
        // On the current (red) button the flag takes the button's text colour, elsewhere orange.
        <Box as="span" data-flag-mark display="inline-flex" color={here ? 'currentColor' : 'orange.fg'}>
          <Flag size={12} fill="currentColor" aria-hidden />
        </Box>
      )}
    </Button>
  );
});

/**
 * Minutes left, read aloud at 10, 5 and 1; the 5- and 1-minute ones are also shown under the clock
 * while their minute lasts (in the sticky header: in sight, over no question).
 */
const TimeWarning = memo(function TimeWarning({ actor }: { actor: ExamRunRef }) {
  const seconds = useSelector(actor, remainingSeconds);
  const announcement = useCountdownAnnouncement(seconds, useSelector(actor, isLeavable));
  const shown = visibleWarningFor(seconds) !== null && announcement !== '';
  return (
    <Flex
      aria-live="polite"
      srOnly={!shown}
      alignItems="center"
      gap="2"
      marginTop="2"
      paddingInline="2"
      paddingBlock="1"
      rounded="md"
      bg="red.subtle"
      color="red.fg"
      fontSize="sm"
      fontWeight="semibold"
    >
      {shown && <AlarmClock size={16} aria-hidden />}
      {announcement}
    </Flex>
  );
});

/** The clock, the one part of the screen that redraws every second. */
const Countdown = memo(function Countdown({ actor }: { actor: ExamRunRef }) {
  const seconds = useSelector(actor, remainingSeconds);
  const low = useSelector(actor, isLowTime);
  return (
    <>
      <Flex
        alignItems="center"
        gap="1"
        fontWeight="bold"
        fontVariantNumeric="tabular-nums"
        whiteSpace="nowrap"
        color={low ? 'red.fg' : 'fg'}
        bg={low ? 'red.subtle' : 'bg.muted'}
        paddingInline="2"
        paddingBlock="0.5"
        rounded="md"
        data-low-time={low || undefined}
      >
        <Clock size={16} aria-hidden />
        <Text as="span" aria-label={`Tiempo restante ${formatClock(seconds)}`} role="timer">
          {formatClock(seconds)}
        </Text>
      </Flex>
    </>
  );
});

export function ExamPage(props: { studentId: StudentId; examId: string; preloaded?: LoadedRun | null }) {
  const { studentId, examId, preloaded } = props;
  const navigate = useNavigate();
  const actor = useActorRef(examRun, { input: { studentId, examId, preloaded } });
  const snapshot = useSelector(actor, (s) => s, sameButTheClock);
  const send = actor.send;
  const { context } = snapshot;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const leftByNavigation = useRef(false);
  useLeaveConfirmation(actor, leftByNavigation);
  // Until React has adopted the page, the run drawn is not known to be the student's: the prerender
  // has none (a new run's 30:00 and question 1), and a resumed run is elsewhere (issue 50 §2). What
  // depends on the run stays a placeholder until then; the page's frame is the same for everyone.
  const known = useHydrated();

  useEffect(() => {
    if (snapshot.matches('submitted') && context.attempt) {
      void navigate({
        to: '/courses/examen-de-naturalizacion/resultado/$evaluationId',
        params: { evaluationId: context.exam?.id ?? examId },
        search: { intento: context.attempt.id },
        replace: true,
      });
    }
    // Left through a link or the browser's back: that navigation goes on by itself.
    if (snapshot.matches('exited') && !leftByNavigation.current) {
      void navigate({ to: `/courses/examen-de-naturalizacion/examenes/${context.exitTo}` });
    }
  }, [snapshot, context.attempt, context.exam, context.exitTo, examId, navigate]);

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
  if (!known && context.exam) return <ExamScreen title={context.exam.title} onExit={() => send({ type: 'EXIT' })} />;
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
  if (snapshot.matches({ running: 'elsewhere' }) || snapshot.matches({ running: 'takingOver' }) || snapshot.matches({ running: 'reloading' })) {
    return <OpenElsewhere title={exam.title} takingOver={!snapshot.matches({ running: 'elsewhere' })} onTakeOver={() => send({ type: 'TAKE_OVER' })} />;
  }
  const question = currentQuestion(snapshot)!;
  const total = context.questions.length;
  const selected = context.answers[question.id] ?? NONE;
  const answered = answeredCount(snapshot);
  const isLast = context.current === total - 1;
  const incomplete = incompleteIndexes(snapshot);
  // Sin responder: neither answered nor begun (an incomplete question is named apart in the dialog).
  const unanswered = total - answered - incomplete.length;
  const confirmingFinish = snapshot.matches({ running: 'confirmingFinish' });
  const confirmingExit = snapshot.matches({ running: 'confirmingExit' });
  const flaggedQuestions = flaggedIndexes(snapshot);

  return (
    <ExamScreen
      title={exam.title}
      onExit={() => send({ type: 'EXIT' })}
      clock={<Countdown actor={actor} />}
      position={`Pregunta ${context.current + 1} de ${total}`}
      answered={`${answered}/${total} respondidas`}
      warning={<TimeWarning actor={actor} />}
    >
      <QuestionCard
        index={context.current}
        question={question}
        attemptId={context.attemptId}
        selected={selected}
        flagged={context.flagged.includes(question.id)}
        notice={context.notice}
        send={send}
        headingRef={headingRef}
      />

      {/* The buttons first: on a phone 'Siguiente' is then in reach without scrolling. */}
      <Stack gap="4">
        <Flex justifyContent="space-between" gap="3">
          <Button variant="outline" onClick={() => send({ type: 'PREV' })} disabled={context.current === 0}>
            Anterior
          </Button>
          {isLast ? (
            <Button onClick={() => send({ type: 'FINISH' })} disabled={answered === 0 && incomplete.length === 0}>
              Finalizar Examen
            </Button>
          ) : (
            <Button onClick={() => send({ type: 'NEXT' })}>Siguiente</Button>
          )}
        </Flex>
        <QuestionNavigator questions={context.questions} answers={context.answers} flagged={context.flagged} current={context.current} send={send} />
      </Stack>

      {(confirmingFinish || confirmingExit) && (
        <Suspense fallback={null}>
          <ExamDialogs
            confirmingFinish={confirmingFinish}
            confirmingExit={confirmingExit}
            unanswered={unanswered}
            flagged={flaggedQuestions}
            incomplete={incomplete}
            send={(type) => send({ type })}
            review={(index) => send({ type: 'REVIEW', index })}
          />
        </Suspense>
      )}
    </ExamScreen>
  );
}

/**
 * The exam screen's frame: the sticky header (title, clock, where the student is, 'Salir') and the
 * run below it. Without the run's parts (the prerendered page, and the render that adopts it) the
 * clock, the position and the count are placeholders and a placeholder card stands for the question:
 * the prerender is drawn for every student, and a student resuming a run is not on question 1.
 */
function ExamScreen(props: {
  title: string;
  onExit: () => void;
  clock?: React.ReactNode;
  position?: string;
  answered?: string;
  warning?: React.ReactNode;
  children?: React.ReactNode;
}) {
  const { title, onExit, clock, position, answered, warning, children } = props;
  const known = children !== undefined;
  return (
    <Stack gap={{ base: '3', md: '5' }} maxWidth="3xl" marginInline="auto" {...busyProps(!known)}>
      {/*
        Sticky under the app header, so the clock and the count stay in sight while a long question
        scrolls; on a phone in two short rows, so the options and 'Siguiente' fit below it.
      */}
      <Box
        as="header"
        position="sticky"
        top="16"
        zIndex="docked"
        bg="bg"
        borderWidth="1px"
        rounded="xl"
        boxShadow="xs"
        paddingBlock={{ base: '2', md: '3' }}
        paddingInline={{ base: '3', md: '4' }}
      >
        <Flex alignItems="center" gap="3">
          <Heading as="h1" size={{ base: 'md', md: 'lg' }} flex="1" minWidth="0">
            {title}
          </Heading>
          {clock ?? <StatePlaceholder width="4.75rem" height="7" rounded="md" />}
        </Flex>
        <Flex alignItems="center" columnGap="2" rowGap="1" marginTop={{ base: '1.5', md: '2' }} wrap="wrap" whiteSpace="nowrap">
          <Text color="fg.muted" fontSize="sm" marginEnd="auto">
            {position ?? (
              <>
                <StatePlaceholder width="7.5rem" />
                <LoadingText />
              </>
            )}
          </Text>
          {answered !== undefined ? (
            <Badge colorPalette="blue" size={{ base: 'sm', md: 'lg' }}>
              {answered}
            </Badge>
          ) : (
            <StatePlaceholder width="7rem" height="6" rounded="l2" />
          )}
          <Button variant="outline" size={{ base: 'xs', md: 'sm' }} onClick={onExit}>
            <LogOut size={16} aria-hidden />
            Salir
          </Button>
        </Flex>
        {warning}
      </Box>
      {children ?? <QuestionPlaceholder />}
    </Stack>
  );
}

/** Where the question goes until the run is known: the card's frame with grey lines for its text and options. */
function QuestionPlaceholder() {
  return (
    <Box bg="bg" borderWidth="1px" rounded="xl" padding={{ base: '4', md: '6' }} minWidth="0" data-testid="question-placeholder">
      <Stack gap="2">
        <StatePlaceholder width="full" height="5" />
        <StatePlaceholder width="60%" height="5" />
      </Stack>
      <Stack gap="2" marginTop="5">
        {[0, 1, 2, 3].map((row) => (
          <StatePlaceholder key={row} display="block" width="full" height="12" rounded="lg" />
        ))}
      </Stack>
    </Box>
  );
}

/** Another tab holds this run: say so, and offer to continue here (that tab then stops). */
function OpenElsewhere(props: { title: string; takingOver: boolean; onTakeOver: () => void }) {
  const { title, takingOver, onTakeOver } = props;
  return (
    <Stack gap="4" maxWidth="xl" marginInline="auto" paddingBlock="6">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <Alert.Root status="info" role="status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Este examen está abierto en otra pestaña.</Alert.Title>
          <Alert.Description>Si continúas aquí, la otra pestaña dejará de guardar tus respuestas. El tiempo sigue corriendo.</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Button alignSelf="flex-start" loading={takingOver} onClick={onTakeOver}>
        Continuar aquí
      </Button>
    </Stack>
  );
}
