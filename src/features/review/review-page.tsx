/**
 * 'Repaso': the questions due today (or one topic's, 'Estudiar un tema'), one at a time, untimed,
 * with feedback right after 'Comprobar'. Each answer is appended to the device's review log first
 * (learning/learning-store.ts recordReview), then the session's queue moves on: a right answer leaves it (the
 * memory model moves the question days ahead), a wrong one goes to the end and comes back.
 * The feedback is painted with the answer and settles in motion (components/ui/motion.tsx).
 */
import { Box, Button, Flex, Heading, Link, Stack, Text, chakra } from '@chakra-ui/react';
import { Alert } from '../../components/chakra/alert';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { m, type MotionProps } from 'framer-motion';
import { CheckCircle2, XCircle } from 'lucide-react';
import { createContext, memo, useCallback, useContext, useDeferredValue, useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode, type Ref } from 'react';
import { flushSync } from 'react-dom';
import { COURSE_ROOT, topics } from '../../content/course';
import { questionText } from '../../content/plain-text';
import { findQuestion, questionBank } from '../../content/question-bank';
import { activeOverlaid, overlaidQuestion, questionVersionOf, readyOverlay, useContentOverlay } from '../../lib/content/content-overlay';
import type { Question, TopicId } from '../../content/types';
import { ListenButton } from '../../components/ui/listen-button';
import { ReportError } from '../../components/ui/report-error';
import { Motion } from '../../components/ui/motion';
import { afterNextPaint } from '../../lib/browser/yield-to-main';
import { recordReview, useLearning, type LearningData, type LearningDeps } from '../../learning/learning-store';
import { goalInWords } from '../../learning/learning-model';
import type { StudentId } from '../../lib/storage/local-store';
import type { Attempt } from '../../shared/attempt';
import { optionOrder } from '../../shared/option-order';
import type { OutboxView } from '../../sync/outboxes';
import { isCorrect, optionId, optionIndex } from '../../shared/scoring';
import { countOf } from '../../shared/spanish-format';
import { localDayNumber } from '../../shared/learning/local-days';
import { LearningStatus } from '../../components/ui/learning-status';
import { OPTION_INPUT, OPTION_ROW } from '../../components/ui/option-row';

// Retired questions (content/types.ts, or retired by the academy since) are never due and never
// studied; old answers still name them. The academy's published corrections are laid over the bank.
const bank = () => readyOverlay().then((overlay) => activeOverlaid(questionBank, overlay));

function studyHref(q: Question): string {
  return `${COURSE_ROOT}/${q.source.path}#${q.source.anchor}`;
}

function topicTitle(topic: number): string {
  return topics.find((t) => t.id === topic)?.title ?? '';
}

/**
 * A topic's questions for 'Estudiar un tema': the due ones first (most overdue first), then the
 * never answered (bank order), then the rest by when they are due.
 */
function topicQueue(data: LearningData, topic: number): string[] {
  const questions = activeOverlaid(questionBank).filter((q) => q.topic === topic);
  const dueAt = (id: string) => data.memory.get(id)?.due.getTime();
  const due = new Set(data.due);
  const first = data.due.filter((id) => questions.some((q) => q.id === id));
  const unseen = questions.filter((q) => dueAt(q.id) === undefined).map((q) => q.id);
  const rest = questions
    .filter((q) => dueAt(q.id) !== undefined && !due.has(q.id))
    .sort((a, b) => (dueAt(a.id) ?? 0) - (dueAt(b.id) ?? 0))
    .map((q) => q.id);
  return [...first, ...unseen, ...rest];
}

interface Checked {
  correct: boolean;
  /** The answer's write failed: it was not counted. */
  error: string | null;
}

/**
 * The feedback's entrance: drawn on the same frame as the answer, already legible (never hidden),
 * it rises into place; a right answer's mark pops, a wrong one's shakes once.
 */
const FEEDBACK_IN: MotionProps = { initial: { opacity: 0.6, y: 8 }, animate: { opacity: 1, y: 0 }, transition: { duration: 0.18, ease: 'easeOut' } };
const RIGHT_MARK: MotionProps = { initial: { scale: 0.6 }, animate: { scale: 1 }, transition: { type: 'spring', stiffness: 500, damping: 15 } };
const WRONG_MARK: MotionProps = { animate: { x: [0, -5, 5, -3, 3, 0] }, transition: { duration: 0.35, ease: 'easeInOut' } };

function optionsText(q: Question, ids: readonly string[]): string {
  return ids.map((id) => q.options[id.charCodeAt(0) - 97]).filter(Boolean).join('; ');
}

interface OptionRowProps {
  id: string;
  /** The letter shown: the option's place on screen (the options are shuffled). */
  letter: string;
  text: string;
  multiple: boolean;
  name: string;
  checked: boolean;
  /** A right option: drawn as one once the answer is checked. */
  correct: boolean;
  onToggle: (id: string) => void;
}

/**
 * An option's look before and after 'Comprobar', from its attributes and its fieldset: checking an
 * answer disables the fieldset (and with it every input) and redraws no row, so the tap that shows
 * the feedback renders only the feedback. The marks are in the row from the start, shown (and
 * exposed to screen readers) only once the fieldset is disabled.
 */
const OPTION_STATES = {
  cursor: 'pointer',
  borderColor: 'border',
  bg: 'bg',
  '&[data-checked]': { borderColor: 'colorPalette.solid', bg: 'colorPalette.subtle' },
  '&:hover': { borderColor: 'colorPalette.muted' },
  '& [data-mark]': { display: 'none' },
  'fieldset:disabled &': { cursor: 'default', borderColor: 'border', bg: 'bg' },
  'fieldset:disabled &[data-correct]': { borderColor: 'green.solid', bg: 'green.subtle' },
  'fieldset:disabled &[data-checked]:not([data-correct])': { borderColor: 'red.solid', bg: 'red.subtle' },
  'fieldset:disabled & [data-mark]': { display: 'inline-block' },
} as const;

const OptionRow = memo(function OptionRow({ id, letter, text, multiple, name, checked, correct, onToggle }: OptionRowProps) {
  return (
    <Box as="label" {...OPTION_ROW} css={OPTION_STATES} data-checked={checked || undefined} data-correct={correct || undefined}>
      <input type={multiple ? 'checkbox' : 'radio'} name={name} value={id} checked={checked} onChange={() => onToggle(id)} style={OPTION_INPUT} />
      <Text as="span" fontWeight="bold" color="fg.muted" aria-hidden>
        {letter}.
      </Text>
      <Text as="span" flex="1">
        {text}
      </Text>
      {correct && <CheckCircle2 data-mark size={18} aria-label="Respuesta correcta" color="var(--chakra-colors-green-fg)" />}
      {checked && !correct && <XCircle data-mark size={18} aria-label="Tu respuesta, incorrecta" color="var(--chakra-colors-red-fg)" />}
    </Box>
  );
});

/** Whether the feedback shown has begun to move (right after its first paint): its mark moves then. */
const Moving = createContext(true);

/** A right answer's mark pops, a wrong one's shakes once, when the feedback moves. */
function Mark({ correct }: { correct: boolean }) {
  const moving = useContext(Moving);
  const motion = correct ? RIGHT_MARK : WRONG_MARK;
  return (
    <m.span {...motion} animate={moving ? motion.animate : (motion.initial ?? { x: 0 })} style={{ display: 'inline-flex' }}>
      {correct ? <CheckCircle2 size={22} aria-hidden /> : <XCircle size={22} aria-hidden />}
    </m.span>
  );
}

/** The verdict's colour, one style for both (preparing the other verdict adds no style rule). */
const VERDICT_COLOR = { color: 'red.fg', '&[data-correct]': { color: 'green.fg' } } as const;

/** The result of an answer, inside Feedback. */
const FeedbackPanel = memo(function FeedbackPanel({ question, correct, error, onNext, returns }: FeedbackProps) {
  const correctIds = question.correct.map(optionId);
  return (
    <Stack gap="3">
      <Flex alignItems="center" gap="2" css={VERDICT_COLOR} data-correct={correct || undefined} role="status">
        <Mark correct={correct} />
        <Text fontSize="lg" fontWeight="bold">
          {correct ? '¡Correcto!' : 'Incorrecto'}
        </Text>
      </Flex>
      {!correct && (
        <Text>
          <Text as="span" fontWeight="semibold">
            Respuesta correcta:{' '}
          </Text>
          {optionsText(question, correctIds)}
        </Text>
      )}
      <Alert.Root status="info" size="sm" variant="subtle">
        <Alert.Description>{question.explanation}</Alert.Description>
      </Alert.Root>
      <Text fontSize="sm" color="fg.muted" minHeight="5" data-testid="returns">
        {returns ?? ''}
      </Text>
      {error && (
        <Alert.Root status="error" size="sm" role="alert">
          <Alert.Description>{error}</Alert.Description>
        </Alert.Root>
      )}
      <Flex gap="3" alignItems="center" justifyContent="space-between" wrap="wrap">
        <Link href={studyHref(question)} color="colorPalette.fg" fontWeight="semibold">
          Repasar en el material
          <Text as="span" srOnly>
            : Tema {question.topic}, {topicTitle(question.topic)}
          </Text>
        </Link>
        <Button type="button" onClick={onNext} disabled={error !== null}>
          Siguiente
        </Button>
      </Flex>
    </Stack>
  );
});

interface FeedbackProps {
  question: Question;
  correct: boolean;
  error: string | null;
  onNext: () => void;
  /** When the question comes back ('Vuelve a tu repaso mañana.'), once known. */
  returns: string | null;
}

/**
 * The feedback of an answer. It is prepared, hidden, while the student reads the question and
 * chooses (deferred renders, QuestionCard), so that 'Comprobar' only shows it: the tap renders almost
 * nothing and the feedback is painted on the next frame, in its first pose. It moves after that
 * paint (starting an animation costs the tap tens of milliseconds on a phone): it rises into place.
 */
function Feedback({ ref, shown, moving, ...panel }: FeedbackProps & { ref: Ref<HTMLDivElement>; shown: boolean; moving: boolean }) {
  return (
    <m.div
      ref={ref}
      hidden={!shown}
      tabIndex={-1}
      role="group"
      aria-label="Resultado de tu respuesta"
      style={{ outline: 'none', marginTop: 'var(--chakra-spacing-2)' }}
      initial={FEEDBACK_IN.initial}
      animate={moving ? FEEDBACK_IN.animate : FEEDBACK_IN.initial}
      transition={FEEDBACK_IN.transition}
    >
      <Moving.Provider value={moving}>
        <FeedbackPanel {...panel} />
      </Moving.Provider>
    </m.div>
  );
}

/**
 * When the question just answered comes back ('Vuelve a tu repaso mañana.'), in the student's local
 * days, once the answer is in the figures (its memory's last review is that answer); null until then.
 * With an exam date the schedule never goes past it (issue 30), and the words say so.
 */
export function returnsText(data: LearningData, questionId: string, answeredAt: number): string | null {
  const memory = data.memory.get(questionId);
  if (!memory || memory.lastReview.getTime() < answeredAt) return null;
  const today = localDayNumber(data.now, data.timeZone);
  const day = localDayNumber(memory.due.getTime(), data.timeZone);
  if (day <= today) return 'Vuelve a tu repaso hoy.';
  if (day === today + 1) return 'Vuelve a tu repaso mañana.';
  const date = new Intl.DateTimeFormat('es-PE', { day: 'numeric', month: 'long', timeZone: data.timeZone }).format(memory.due);
  return data.examDate && data.daysLeft !== null && data.daysLeft > 0 ? `Vuelve a tu repaso el ${date}, antes de tu examen.` : `Vuelve a tu repaso el ${date}.`;
}

/** The question above its options; drawn again only when what it shows changes (not on 'Comprobar'). */
const QuestionHead = memo(function QuestionHead({ question, left, chosen, spoken, ref }: { question: Question; left: number; chosen: number; spoken: () => string; ref: Ref<HTMLHeadingElement> }) {
  const needed = question.correct.length;
  return (
    <>
      <Flex alignItems="flex-start" justifyContent="space-between" gap="3" marginBottom="1">
        <Text fontSize="sm" color="fg.muted">
          Tema {question.topic}: {topicTitle(question.topic)} · {countOf(left, 'pregunta pendiente', 'preguntas pendientes')}
        </Text>
        <ListenButton about="la pregunta" text={spoken} />
      </Flex>
      <Heading as="h2" size="lg" tabIndex={-1} ref={ref} outline="none" marginBottom="2">
        {question.text}
      </Heading>
      {needed > 1 && (
        <Text fontSize="sm" color="colorPalette.fg" fontWeight="semibold" marginBottom="3">
          Selecciona {needed} opciones ({chosen} de {needed} seleccionadas)
        </Text>
      )}
    </>
  );
});

function QuestionCard(props: {
  question: Question;
  position: number;
  left: number;
  returns: string | null;
  /** This presentation of the question: its options' order comes from it, shuffled like an exam's (shared/option-order). */
  presentation: string;
  report: ReactNode;
  /** The student has ticked an option of this question: from now on it stays on screen (ReviewPage). */
  onTouched: (questionId: string) => void;
  onAnswered: (correct: boolean) => Promise<string | null>;
  onNext: () => void;
}) {
  const { question, position, left, returns, presentation, report, onTouched, onAnswered, onNext } = props;
  const order = useMemo(() => optionOrder(presentation, question.id, question.options), [presentation, question]);
  const needed = question.correct.length;
  const [selected, setSelected] = useState<string[]>([]);
  const [feedback, setFeedback] = useState<Checked | null>(null);
  const [hint, setHint] = useState<string | null>(null);
  const [moving, setMoving] = useState(false);
  const feedbackRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const hintId = useId();
  // The choice as it settles, in a render of its own after the question is drawn: its feedback is
  // prepared (Feedback) as a wrong answer's (which draws every style either needs) until the choice
  // is complete, then as that choice's.
  const settled = useDeferredValue<string[] | null>(selected, null);
  const outcome = feedback ? feedback.correct : settled === null ? null : settled.length === needed && isCorrect(question, settled);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  useEffect(() => {
    // After the feedback's first paint: its motion, and the focus (moving it lays out the page).
    if (!feedback) return;
    void afterNextPaint().then(() => {
      setMoving(true);
      feedbackRef.current?.focus();
    });
  }, [feedback]);

  /** What 'Escuchar' reads: the question, and once checked, the answer too (read when tapped). */
  const answer = useRef<{ selected: string[]; checked: boolean }>({ selected, checked: false });
  answer.current = { selected, checked: feedback !== null };
  const spoken = useCallback(() => questionText(question, answer.current.checked ? { selected: answer.current.selected.map(optionIndex) } : undefined), [question]);

  const toggle = useCallback(
    (id: string) => {
      setHint(null);
      onTouched(question.id);
      if (needed === 1) {
        setSelected([id]);
        return;
      }
      setSelected((prev) => {
        if (prev.includes(id)) return prev.filter((x) => x !== id);
        if (prev.length >= needed) {
          setHint(`Ya elegiste ${needed} opciones: quita una para cambiarla.`);
          return prev;
        }
        return [...prev, id];
      });
    },
    [needed, onTouched, question.id],
  );

  const check = (e: FormEvent) => {
    e.preventDefault();
    if (feedback) return;
    if (selected.length !== needed) {
      setHint(needed === 1 ? 'Elige una opción antes de comprobar.' : `Selecciona ${needed} opciones antes de comprobar (tienes ${selected.length}).`);
      return;
    }
    const correct = isCorrect(question, selected);
    setFeedback({ correct, error: null });
    void onAnswered(correct).then((error) => error && setFeedback({ correct, error }));
  };

  return (
    <Box as="form" onSubmit={check} bg="bg" borderWidth="1px" rounded="xl" padding={{ base: '4', md: '6' }}>
      <QuestionHead question={question} left={left} chosen={selected.length} spoken={spoken} ref={headingRef} />
      <chakra.fieldset minWidth="0" disabled={feedback !== null} aria-describedby={hint ? hintId : undefined}>
        <Box as="legend" srOnly>
          Pregunta de repaso {position}
        </Box>
        <Stack gap="2" marginTop="3">
          {order.map((index, position) => {
            const text = question.options[index];
            // The option's own id (its place in the bank) is what is recorded; the letter is its place here.
            const id = optionId(index);
            const letter = optionId(position).toUpperCase();
            return (
              <OptionRow key={id} id={id} letter={letter} text={text} multiple={needed > 1} name={`repaso-${question.id}`} checked={selected.includes(id)} correct={question.correct.includes(index)} onToggle={toggle} />
            );
          })}
        </Stack>
      </chakra.fieldset>
      <Text id={hintId} aria-live="polite" fontSize="sm" fontWeight="semibold" color="orange.fg" minHeight="5" marginTop="2">
        {hint}
      </Text>

      {!feedback && (
        <Flex justifyContent="flex-end" marginTop="2">
          <Button type="submit">Comprobar</Button>
        </Flex>
      )}

      {outcome !== null && <Feedback ref={feedbackRef} shown={feedback !== null} moving={moving} question={question} correct={outcome} error={feedback?.error ?? null} onNext={onNext} returns={returns} />}
      {/* Prepared with the feedback (its styles too), shown with it. */}
      {outcome !== null && (
        <Box marginTop="3" hidden={feedback === null}>
          {report}
        </Box>
      )}
    </Box>
  );
}

/** 'Estudiar un tema': a Repaso of one topic's questions, due or not. Kept as drawn while a question is answered. */
const TopicPicker = memo(function TopicPicker({ current }: { current?: number }) {
  const navigate = useNavigate();
  const [topic, setTopic] = useState<string>(String(current ?? topics[0].id));
  const selectId = useId();
  return (
    <Box as="section" id="estudiar-un-tema" aria-labelledby={`${selectId}-title`} bg="bg" borderWidth="1px" rounded="xl" padding={{ base: '4', md: '5' }} scrollMarginTop="20">
      <Heading as="h2" size="md" id={`${selectId}-title`} marginBottom="1">
        Estudiar un tema
      </Heading>
      <Text fontSize="sm" color="fg.muted" marginBottom="3">
        Repasa todas las preguntas de un tema, aunque hoy no te toque ninguna.
      </Text>
      <Box
        as="form"
        display="flex"
        gap="3"
        flexDirection={{ base: 'column', sm: 'row' }}
        alignItems={{ base: 'stretch', sm: 'flex-end' }}
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          void navigate({ to: '/courses/examen-de-naturalizacion/repaso', search: { tema: Number(topic) } });
        }}
      >
        <Stack gap="1" flex="1" minWidth="0">
          <chakra.label htmlFor={selectId} fontSize="sm" fontWeight="semibold">
            Tema
          </chakra.label>
          <chakra.select
            id={selectId}
            value={topic}
            onChange={(e) => setTopic(e.target.value)}
            height="10"
            paddingInline="3"
            rounded="md"
            borderWidth="1px"
            bg="bg"
            color="fg"
            width="full"
            maxWidth="full"
            textOverflow="ellipsis"
          >
            {topics.map((t) => (
              <option key={t.id} value={t.id}>
                {t.id}. {t.title}
              </option>
            ))}
          </chakra.select>
        </Stack>
        <Button type="submit" variant="outline">
          Estudiar este tema
        </Button>
      </Box>
    </Box>
  );
});

/**
 * Today's new questions (issue 30: the daily goal is what Repaso serves): the goal's share of the
 * never answered, in bank order, offered once the due ones are done.
 */
function newQuestionsToday(data: LearningData): string[] {
  const share = Math.max(0, data.goal - data.due.length);
  return activeOverlaid(questionBank).filter((q) => !data.memory.has(q.id)).slice(0, share).map((q) => q.id);
}

/** Questions that come back tomorrow (the student's next local day): the finished Repaso's 'Mañana: N'. */
export function dueTomorrow(data: LearningData): number {
  const tomorrow = localDayNumber(data.now, data.timeZone) + 1;
  let count = 0;
  for (const memory of data.memory.values()) if (localDayNumber(memory.due.getTime(), data.timeZone) === tomorrow) count += 1;
  return count;
}

/** What this Repaso session did: the questions answered and how many of them were right the first time. */
interface SessionTally {
  seen: string[];
  firstTry: number;
}

/** 'todas acertadas a la primera', '2 acertadas a la primera', 'ninguna acertada a la primera'. */
function firstTryInWords({ seen, firstTry }: SessionTally): string {
  if (firstTry === seen.length) return seen.length === 1 ? 'la acertaste a la primera' : 'todas acertadas a la primera';
  if (firstTry === 0) return 'ninguna acertada a la primera';
  return `${firstTry} ${firstTry === 1 ? 'acertada' : 'acertadas'} a la primera`;
}

function Empty({ finished, tomorrow, newCount, onNew }: { finished: SessionTally | null; tomorrow: number; newCount: number; onNew: () => void }) {
  return (
    <Stack gap="3" bg="bg" borderWidth="1px" rounded="xl" padding={{ base: '4', md: '6' }} alignItems="flex-start">
      {finished && (
        <>
          <Heading as="h2" size="md">
            ¡Repaso terminado!
          </Heading>
          <Text data-testid="repaso-done">
            Repasaste {countOf(finished.seen.length, 'pregunta', 'preguntas')}: {firstTryInWords(finished)}.
          </Text>
          <Text fontWeight="semibold" data-testid="repaso-tomorrow">
            {tomorrow > 0 ? `Mañana: ${countOf(tomorrow, 'pregunta', 'preguntas')} para repasar.` : 'Mañana: nada para repasar por ahora.'}
          </Text>
        </>
      )}
      {newCount > 0 ? (
        <Text>Hoy no hay preguntas para repasar: te {newCount === 1 ? 'queda' : 'quedan'} {countOf(newCount, 'pregunta nueva', 'preguntas nuevas')} de tu meta.</Text>
      ) : (
        <Text>No tienes preguntas para repasar hoy.</Text>
      )}
      <Text fontSize="sm" color="fg.muted">
        Las preguntas que falles en un examen o en el repaso vuelven aquí justo antes de que las olvides.
      </Text>
      <Flex gap="3" wrap="wrap">
        {newCount > 0 && <Button onClick={onNew}>Seguir con preguntas nuevas</Button>}
        <Button asChild variant={newCount > 0 ? 'outline' : 'solid'}>
          <RouterLink to="/courses/examen-de-naturalizacion/examenes/principales">Hacer un examen</RouterLink>
        </Button>
        <Button asChild variant="outline">
          <a href="#estudiar-un-tema">Estudiar un tema</a>
        </Button>
      </Flex>
    </Stack>
  );
}

/** `reports`: the reports outbox, which 'Reportar un error' under an answered question follows. */
export function ReviewPage({ studentId, topic, remote, reports }: { studentId: StudentId; topic?: number; remote?: () => Promise<Attempt[]>; reports: OutboxView }) {
  const deps = useMemo<LearningDeps>(() => ({ bank, remoteAttempts: remote }), [remote]);
  const learning = useLearning(studentId, deps);
  const data = learning.status === 'ready' ? learning.data : null;
  const initial = useMemo(() => (data ? (topic ? topicQueue(data, topic) : data.due) : null), [data, topic]);
  /**
   * The session's own queue, taken from the store's data at the first answer: after that the
   * store's recomputations (this answer, a sync) must not reshuffle the questions under the student.
   * Until then it follows the store (the server's history may arrive after the device's), except
   * for the question the student has begun to answer (`held`): a pulled history that reorders the
   * queue must not swap it, and the option ticked with it, for another.
   */
  const [session, setSession] = useState<({ queue: string[]; answered: number } & SessionTally) | null>(null);
  const [held, setHeld] = useState<string | null>(null);
  const hold = useCallback((questionId: string) => setHeld((h) => h ?? questionId), []);
  const followed = useMemo(() => (held && initial ? [held, ...initial.filter((id) => id !== held)] : initial), [held, initial]);
  /** This visit's seed: each question shown gets its own order of options from it and its step. */
  const [visit] = useState(() => crypto.randomUUID());
  /** The question on screen while its feedback is read: the queue has moved on already. */
  const [pinned, setPinned] = useState<string | null>(null);
  /** When the pinned question was answered (epoch ms): its feedback says when it comes back. */
  const [answeredAt, setAnsweredAt] = useState(0);
  const [step, setStep] = useState(1);
  const queue = session?.queue ?? followed;
  const currentId = pinned ?? queue?.[0];
  const overlay = useContentOverlay();
  const bundled = currentId ? findQuestion(currentId) : undefined;
  const question = useMemo(() => bundled && overlaidQuestion(bundled, overlay), [bundled, overlay]);
  /** The version on screen, which its answer records (issue 48). */
  const shownVersion = currentId ? questionVersionOf(currentId, overlay) : undefined;

  /** The step on screen now (an answer's page update, made after its paint, is for its own step only). */
  const stepNow = useRef(1);

  const answered = async (correct: boolean): Promise<string | null> => {
    if (!currentId || !queue) return null;
    const base = session ?? { queue, answered: 0, seen: [], firstTry: 0 };
    const at = Date.now();
    const shown = stepNow.current;
    // The feedback is painted first (QuestionCard's own state); the page around it follows right
    // after, before the answer reaches the figures: the question stays on screen (pinned) while the
    // queue moves on, and the store's recomputation cannot reshuffle the session's queue.
    const pinnedAfterPaint = afterNextPaint().then(() => {
      if (stepNow.current !== shown) return;
      flushSync(() => {
        setPinned(currentId);
        setSession((s) => s ?? base);
        setAnsweredAt(at);
      });
    });
    try {
      // Stored first: the queue moves only once the answer is safe on the device.
      await recordReview(studentId, { id: crypto.randomUUID(), questionId: currentId, correct, answeredAt: new Date(at).toISOString(), source: 'review', questionVersion: shownVersion });
    } catch (error) {
      return error instanceof Error && error.name === 'StorageFullError' ? error.message : 'No se pudo guardar tu respuesta en este dispositivo. Inténtalo de nuevo.';
    } finally {
      await pinnedAfterPaint;
    }
    setSession((s) => {
      const { queue: [head, ...rest], answered: count, seen, firstTry } = s ?? base;
      const first = !seen.includes(head);
      // Right: out of today's queue. Wrong: to the end, it comes back later in the session.
      return { answered: count + 1, queue: correct ? rest : [...rest, head], seen: first ? [...seen, head] : seen, firstTry: firstTry + (first && correct ? 1 : 0) };
    });
    return null;
  };

  const next = useCallback(() => {
    stepNow.current += 1;
    setPinned(null);
    setStep((n) => n + 1);
  }, []);

  return (
    <Motion>
      <Stack gap="5" maxWidth="3xl" marginInline="auto">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            Repaso
          </Heading>
          {topic ? (
            <Text color="fg.muted">
              Tema {topic}: {topicTitle(topic)}.{' '}
              <Link asChild color="colorPalette.fg" fontWeight="semibold">
                <RouterLink to="/courses/examen-de-naturalizacion/repaso">Volver al repaso de hoy</RouterLink>
              </Link>
            </Text>
          ) : (
            <Text color="fg.muted" data-testid="repaso-summary">
              {data ? `Para hoy: ${goalInWords({ due: data.due.length, goal: data.goal })}.` : 'Las preguntas que te tocan hoy, sin tiempo y con la respuesta al instante.'}
            </Text>
          )}
        </Stack>

        <LearningStatus learning={learning} loadingText="Cargando tu repaso..." />

        {question && queue && (
          <QuestionCard
            key={`${question.id}-${step}`}
            question={question}
            position={step}
            left={queue.length}
            returns={data && pinned ? returnsText(data, pinned, answeredAt) : null}
            presentation={`${visit}:${step}`}
            report={<ReportError studentId={studentId} question={question} position={step} outbox={reports} />}
            onTouched={hold}
            onAnswered={answered}
            onNext={next}
          />
        )}
        {data && queue && !question && (
          <Empty
            finished={session && session.answered > 0 ? session : null}
            tomorrow={dueTomorrow(data)}
            newCount={topic ? 0 : newQuestionsToday(data).length}
            onNew={() => setSession((s) => ({ answered: 0, seen: [], firstTry: 0, ...s, queue: newQuestionsToday(data) }))}
          />
        )}

        <TopicPicker current={topic as TopicId | undefined} />
      </Stack>
    </Motion>
  );
}
