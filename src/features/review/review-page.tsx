/**
 * 'Repaso': the questions due today (or one topic's, 'Estudiar un tema'), one at a time, untimed,
 * with feedback right after 'Comprobar'. Each answer is appended to the device's review log first
 * (lib/learning/learning-store.ts recordReview), then the session's queue moves on: a right answer leaves it (the
 * memory model moves the question days ahead), a wrong one goes to the end and comes back.
 * The feedback is painted with the answer and settles in motion (components/ui/motion.tsx).
 */
import { Box, Button, Flex, Heading, Link, Stack, Text, chakra } from '@chakra-ui/react';
import { Alert } from '../../components/chakra/alert';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { m, type MotionProps } from 'framer-motion';
import { CheckCircle2, XCircle } from 'lucide-react';
import { memo, useEffect, useId, useMemo, useRef, useState, type FormEvent, type Ref } from 'react';
import { flushSync } from 'react-dom';
import { COURSE_ROOT, topics } from '../../content/course';
import { questionText } from '../../content/plain-text';
import { activeQuestions, findQuestion } from '../../content/question-bank';
import type { Question, TopicId } from '../../content/types';
import { ListenButton } from '../../components/ui/listen-button';
import { Motion } from '../../components/ui/motion';
import { afterNextPaint } from '../../lib/browser/yield-to-main';
import { recordReview, useLearning, type LearningData, type LearningDeps } from '../../lib/learning/learning-store';
import type { StudentId } from '../../lib/storage/local-store';
import type { Attempt } from '../../shared/attempt';
import { isCorrect, optionId, optionIndex } from '../../shared/scoring';
import { countOf } from '../../shared/spanish-format';
import { localDayNumber } from '../../shared/learning/local-days';
import { LearningStatus } from '../../components/ui/learning-status';
import { OPTION_INPUT, OPTION_ROW } from '../../components/ui/option-row';

// Retired questions (content/types.ts) are never due and never studied; old answers still name them.
const bank = () => Promise.resolve(activeQuestions);

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
  const questions = activeQuestions.filter((q) => q.topic === topic);
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

interface Feedback {
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
  text: string;
  multiple: boolean;
  name: string;
  checked: boolean;
  /** After 'Comprobar': a right option, or the student's wrong pick. */
  right: boolean;
  wrongPick: boolean;
  answered: boolean;
  onToggle: () => void;
}

function OptionRow({ id, text, multiple, name, checked, right, wrongPick, answered, onToggle }: OptionRowProps) {
  return (
    <Box
      as="label"
      {...OPTION_ROW}
      cursor={answered ? 'default' : 'pointer'}
      borderColor={right ? 'green.solid' : wrongPick ? 'red.solid' : checked ? 'colorPalette.solid' : 'border'}
      bg={right ? 'green.subtle' : wrongPick ? 'red.subtle' : checked ? 'colorPalette.subtle' : 'bg'}
      _hover={answered ? undefined : { borderColor: 'colorPalette.muted' }}
    >
      <input
        type={multiple ? 'checkbox' : 'radio'}
        name={name}
        value={id}
        checked={checked}
        disabled={answered}
        onChange={onToggle}
        style={OPTION_INPUT}
      />
      <Text as="span" fontWeight="bold" color="fg.muted" aria-hidden>
        {id.toUpperCase()}.
      </Text>
      <Text as="span" flex="1">
        {text}
      </Text>
      {right && <CheckCircle2 size={18} aria-label="Respuesta correcta" color="var(--chakra-colors-green-fg)" />}
      {wrongPick && <XCircle size={18} aria-label="Tu respuesta, incorrecta" color="var(--chakra-colors-red-fg)" />}
    </Box>
  );
}

/** The result of an answer. `ahead`: drawn without its words, only for its styles (DrawFeedbackAhead). */
function FeedbackPanel({ ref, question, feedback, onNext, returns = null, ahead = false }: { ref?: Ref<HTMLDivElement>; question: Question; feedback: Feedback; onNext: () => void; returns?: string | null; ahead?: boolean }) {
  const correctIds = question.correct.map(optionId);
  const say = (words: string) => (ahead ? '' : words);
  return (
    <Stack asChild ref={ref} tabIndex={-1} outline="none" gap="3" marginTop="2" role="group" aria-label="Resultado de tu respuesta">
      <m.div {...FEEDBACK_IN}>
        <Flex alignItems="center" gap="2" color={feedback.correct ? 'green.fg' : 'red.fg'} role="status">
          <m.span {...(feedback.correct ? RIGHT_MARK : WRONG_MARK)} style={{ display: 'inline-flex' }}>
            {feedback.correct ? <CheckCircle2 size={22} aria-hidden /> : <XCircle size={22} aria-hidden />}
          </m.span>
          <Text fontSize="lg" fontWeight="bold">
            {say(feedback.correct ? '¡Correcto!' : 'Incorrecto')}
          </Text>
        </Flex>
        {!feedback.correct && (
          <Text>
            <Text as="span" fontWeight="semibold">
              {say('Respuesta correcta: ')}
            </Text>
            {say(optionsText(question, correctIds))}
          </Text>
        )}
        <Alert.Root status="info" size="sm" variant="subtle">
          <Alert.Description>{say(question.explanation)}</Alert.Description>
        </Alert.Root>
        <Text fontSize="sm" color="fg.muted" minHeight="5" data-testid="returns">
          {say(returns ?? '')}
        </Text>
        {feedback.error && (
          <Alert.Root status="error" size="sm" role="alert">
            <Alert.Description>{feedback.error}</Alert.Description>
          </Alert.Root>
        )}
        <Flex gap="3" alignItems="center" justifyContent="space-between" wrap="wrap">
          <Link href={studyHref(question)} color="colorPalette.fg" fontWeight="semibold">
            {say('Repasar en el material')}
            <Text as="span" srOnly>
              {say(`: Tema ${question.topic}, ${topicTitle(question.topic)}`)}
            </Text>
          </Link>
          <Button type="button" onClick={onNext} disabled={feedback.error !== null}>
            {say('Siguiente')}
          </Button>
        </Flex>
      </m.div>
    </Stack>
  );
}

/**
 * The first answer's feedback drawn once ahead, out of sight, while the student reads the question:
 * its styles (a chosen option, a right and a wrong answer, the explanation) are added to the page's stylesheet then,
 * instead of on the 'Comprobar' tap, where adding them makes the browser restyle and lay out the
 * whole page before it can show the result. Hidden from everyone (`hidden`), and removed again.
 */
function DrawFeedbackAhead({ question }: { question: Question }) {
  const [phase, setPhase] = useState<'waiting' | 'drawing' | 'done'>('waiting');
  useEffect(() => {
    if (phase === 'waiting') return whenIdle(() => setPhase('drawing'));
    if (phase === 'drawing') setPhase('done');
  }, [phase]);
  if (phase !== 'drawing') return null;
  const [first = 'a', second = 'b'] = question.options.map((_, i) => optionId(i));
  const row = { text: '', multiple: false, name: 'ahead', answered: true, onToggle: () => {} };
  return (
    <div hidden>
      <OptionRow {...row} id={first} checked right wrongPick={false} />
      <OptionRow {...row} id={second} checked right={false} wrongPick />
      <OptionRow {...row} id={second} checked={false} right={false} wrongPick={false} />
      <OptionRow {...row} id={first} checked right={false} wrongPick={false} answered={false} />
      <FeedbackPanel ahead question={question} feedback={{ correct: true, error: null }} onNext={() => {}} />
      <FeedbackPanel ahead question={question} feedback={{ correct: false, error: null }} onNext={() => {}} />
    </div>
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

/** Runs `fn` when the browser is idle (soon, where it cannot tell); returns the cancel. */
function whenIdle(fn: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(fn, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(fn, 200);
  return () => clearTimeout(id);
}

function QuestionCard(props: { question: Question; position: number; left: number; returns: string | null; onAnswered: (correct: boolean) => Promise<string | null>; onNext: () => void }) {
  const { question, position, left, returns, onAnswered, onNext } = props;
  const needed = question.correct.length;
  const [selected, setSelected] = useState<string[]>([]);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [hint, setHint] = useState<string | null>(null);
  const feedbackRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const hintId = useId();
  const correctIds = question.correct.map(optionId);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  useEffect(() => {
    if (feedback) feedbackRef.current?.focus();
  }, [feedback]);

  const toggle = (id: string) => {
    setHint(null);
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
  };

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
      <Box as="fieldset" minWidth="0" aria-describedby={hint ? hintId : undefined}>
        <Box as="legend" srOnly>
          Pregunta de repaso {position}
        </Box>
        <Flex alignItems="flex-start" justifyContent="space-between" gap="3" marginBottom="1">
          <Text fontSize="sm" color="fg.muted">
            Tema {question.topic}: {topicTitle(question.topic)} · {countOf(left, 'pregunta pendiente', 'preguntas pendientes')}
          </Text>
          <ListenButton about="la pregunta" text={() => questionText(question, feedback ? { selected: selected.map(optionIndex) } : undefined)} />
        </Flex>
        <Heading as="h2" size="lg" tabIndex={-1} ref={headingRef} outline="none" marginBottom="2">
          {question.text}
        </Heading>
        {needed > 1 && (
          <Text fontSize="sm" color="colorPalette.fg" fontWeight="semibold" marginBottom="3">
            Selecciona {needed} opciones ({selected.length} de {needed} seleccionadas)
          </Text>
        )}
        <Stack gap="2" marginTop="3">
          {question.options.map((text, position) => {
            const id = optionId(position);
            const checked = selected.includes(id);
            const right = feedback !== null && correctIds.includes(id);
            const wrongPick = feedback !== null && checked && !correctIds.includes(id);
            return (
              <OptionRow key={id} id={id} text={text} multiple={needed > 1} name={`repaso-${question.id}`} checked={checked} right={right} wrongPick={wrongPick} answered={feedback !== null} onToggle={() => toggle(id)} />
            );
          })}
        </Stack>
        <Text id={hintId} aria-live="polite" fontSize="sm" fontWeight="semibold" color="orange.fg" minHeight="5" marginTop="2">
          {hint}
        </Text>
      </Box>

      {!feedback && (
        <Flex justifyContent="flex-end" marginTop="2">
          <Button type="submit">Comprobar</Button>
        </Flex>
      )}

      {feedback && <FeedbackPanel ref={feedbackRef} question={question} feedback={feedback} onNext={onNext} returns={returns} />}
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
  return activeQuestions.filter((q) => !data.memory.has(q.id)).slice(0, share).map((q) => q.id);
}

function Empty({ finished, newCount, onNew }: { finished: boolean; newCount: number; onNew: () => void }) {
  return (
    <Stack gap="3" bg="bg" borderWidth="1px" rounded="xl" padding={{ base: '4', md: '6' }} alignItems="flex-start">
      {finished && (
        <Heading as="h2" size="md">
          ¡Repaso terminado!
        </Heading>
      )}
      <Text>No tienes preguntas para repasar hoy.</Text>
      <Text fontSize="sm" color="fg.muted">
        Las preguntas que falles en un examen o en el repaso vuelven aquí justo antes de que las olvides.
      </Text>
      {newCount > 0 && <Text>Tu meta de hoy incluye {countOf(newCount, 'pregunta nueva', 'preguntas nuevas')}.</Text>}
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

export function ReviewPage({ studentId, topic, remote }: { studentId: StudentId; topic?: number; remote?: () => Promise<Attempt[]> }) {
  const deps = useMemo<LearningDeps>(() => ({ bank, remoteAttempts: remote }), [remote]);
  const learning = useLearning(studentId, deps);
  const data = learning.status === 'ready' ? learning.data : null;
  const initial = useMemo(() => (data ? (topic ? topicQueue(data, topic) : data.due) : null), [data, topic]);
  /**
   * The session's own queue, taken from the store's data at the first answer: after that the
   * store's recomputations (this answer, a sync) must not reshuffle the questions under the student.
   * Until then it follows the store (the server's history may arrive after the device's).
   */
  const [session, setSession] = useState<{ queue: string[]; answered: number } | null>(null);
  /** The question on screen while its feedback is read: the queue has moved on already. */
  const [pinned, setPinned] = useState<string | null>(null);
  /** When the pinned question was answered (epoch ms): its feedback says when it comes back. */
  const [answeredAt, setAnsweredAt] = useState(0);
  const [step, setStep] = useState(1);
  const queue = session?.queue ?? initial;
  const currentId = pinned ?? queue?.[0];
  const question = currentId ? findQuestion(currentId) : undefined;

  /** The step on screen now (an answer's page update, made after its paint, is for its own step only). */
  const stepNow = useRef(1);

  const answered = async (correct: boolean): Promise<string | null> => {
    if (!currentId || !queue) return null;
    const base = session ?? { queue, answered: 0 };
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
      await recordReview(studentId, { id: crypto.randomUUID(), questionId: currentId, correct, answeredAt: new Date(at).toISOString(), source: 'review' });
    } catch (error) {
      return error instanceof Error && error.name === 'StorageFullError' ? error.message : 'No se pudo guardar tu respuesta en este dispositivo. Inténtalo de nuevo.';
    } finally {
      await pinnedAfterPaint;
    }
    setSession((s) => {
      const { queue: [head, ...rest], answered: count } = s ?? base;
      // Right: out of today's queue. Wrong: to the end, it comes back later in the session.
      return { answered: count + 1, queue: correct ? rest : [...rest, head] };
    });
    return null;
  };

  const next = () => {
    stepNow.current += 1;
    setPinned(null);
    setStep((n) => n + 1);
  };

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
              {data ? `Para hoy: ${countOf(data.due.length, 'pregunta', 'preguntas')}.` : 'Las preguntas que te tocan hoy, sin tiempo y con la respuesta al instante.'}
            </Text>
          )}
        </Stack>

        <LearningStatus learning={learning} loadingText="Cargando tu repaso..." />

        {question && <DrawFeedbackAhead question={question} />}
        {question && queue && (
          <QuestionCard
            key={`${question.id}-${step}`}
            question={question}
            position={step}
            left={queue.length}
            returns={data && pinned ? returnsText(data, pinned, answeredAt) : null}
            onAnswered={answered}
            onNext={next}
          />
        )}
        {data && queue && !question && (
          <Empty
            finished={(session?.answered ?? 0) > 0}
            newCount={topic ? 0 : newQuestionsToday(data).length}
            onNew={() => setSession((s) => ({ answered: s?.answered ?? 0, queue: newQuestionsToday(data) }))}
          />
        )}

        <TopicPicker current={topic as TopicId | undefined} />
      </Stack>
    </Motion>
  );
}
