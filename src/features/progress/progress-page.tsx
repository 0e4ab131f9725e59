/**
 * 'Mi progreso': where the student stands, from the whole review log (every attempt and Repaso
 * answer, learning/learning-store.ts): readiness with its honest range, mastery of each topic of the balotario, the
 * three weakest with where to study them, the exam date behind today's goal, the study streak (when
 * the student turned it on) and every attempt.
 */
import { Box, Button, Flex, Heading, Link, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { Table } from '../../components/chakra/table';
import { Link as RouterLink } from '@tanstack/react-router';
import { Suspense, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { COURSE_ROOT, pagesOfTopic, topics } from '../../content/course';
import { examTitle } from '../../content/exam-catalog';
import { examQuestionPool } from '../../content/exam-pool';
import { activeQuestions } from '../../content/question-bank';
import type { TopicId } from '../../content/types';
import { setExamDate, useLearning, type LearningData, type LearningDeps } from '../../learning/learning-store';
import { goalInWords } from '../../learning/learning-model';
import type { StudentId } from '../../lib/storage/local-store';
import { useStreakOn } from '../../sync/reminder-settings';
import { nudge } from '../../sync/nudge';
import { deviceSettings, groupExamDate } from '../../sync/study-settings-sync';
import type { Attempt } from '../../shared/attempt';
import { EARLY_MAX_WIDTH, READINESS_MIN_ANSWERS, readiness, topicMastery, weakestTopics, type TopicMastery } from '../../shared/learning/readiness';
import { PASS_PERCENT } from '../../shared/scoring';
import { countOf, formatDateTime, percent } from '../../shared/spanish-format';
import { LearningStatus } from '../../components/ui/learning-status';
import { ExamOutcomeCard } from './exam-outcome-card';
import { lazyWhenReachable } from '../../lib/browser/import-when-reachable';

// The study streak and its calendar load only for a student who turned them on (issue 35).
const StudyStreak = lazyWhenReachable(() => import('./study-streak').then((m) => ({ default: m.StudyStreak })));

// Questions in use only: a retired one (content/types.ts) counts toward no topic.
const bank = () => Promise.resolve(activeQuestions);
const TOPIC_IDS: readonly TopicId[] = topics.map((t) => t.id);
const ACTIVE_IDS: ReadonlySet<string> = new Set(activeQuestions.map((q) => q.id));

const CARD = { bg: 'bg', borderWidth: '1px', rounded: 'xl', padding: { base: '4', md: '5' } } as const;

function sharePercent(value: number): string {
  return percent(Math.round(value * 100));
}

export function Readiness({ data }: { data: LearningData }) {
  const figure = useMemo(() => readiness(data.events, examQuestionPool(), data.now, { topics: TOPIC_IDS }), [data]);
  // The topic table counts every question in use the student answered; readiness only the exams' (issue 50 §12).
  const answeredAll = useMemo(() => new Set(data.events.map((e) => e.questionId).filter((id) => ACTIVE_IDS.has(id))).size, [data.events]);
  if (figure.answeredQuestions < READINESS_MIN_ANSWERS) return <ReadinessPending answered={figure.answeredQuestions} />;
  return (
    <Box as="section" aria-labelledby="preparacion" css={CARD}>
      <Heading as="h2" size="md" id="preparacion" marginBottom="2">
        Preparación
      </Heading>
      <Text fontSize="xl" fontWeight="bold" data-testid="readiness">
        Tu puntaje esperado en un examen como los nuestros: {percent(figure.expected)} (entre {percent(figure.low)} y {percent(figure.high)})
      </Text>
      <Text marginTop="1" fontWeight="semibold" data-testid="readiness-pass">
        {figure.low >= PASS_PERCENT
          ? `Por encima del ${percent(PASS_PERCENT)} que se pide para aprobar.`
          : figure.high < PASS_PERCENT
            ? `Por debajo del ${percent(PASS_PERCENT)} que se pide para aprobar.`
            : `Todavía no se sabe si estás por encima o por debajo del ${percent(PASS_PERCENT)} que se pide: el rango lo incluye.`}
      </Text>
      {figure.early && (
        <Text marginTop="1" fontWeight="semibold" color="orange.fg">
          Es una estimación temprana (el rango mide más de {EARLY_MAX_WIDTH} puntos): con más exámenes y repasos se hará más estrecho.
        </Text>
      )}
      <Text fontSize="sm" color="fg.muted" marginTop="2">
        Es el promedio que esperamos si dieras muchos exámenes de 10 preguntas como los de la academia, y el rango es donde
        creemos que está ese promedio. No es la nota de tu próximo examen: con solo 10 preguntas, la suerte la mueve unos 15
        puntos arriba o abajo.{' '}
        <span data-testid="readiness-basis">
          {answeredAll > figure.answeredQuestions
            ? `Se basa en ${countOf(figure.answeredQuestions, 'pregunta respondida', 'preguntas respondidas')} de las que salen en nuestros exámenes; «Dominio por tema» cuenta las ${answeredAll} que respondiste, también las de repaso que no salen en ellos. Las respuestas más recientes pesan más.`
            : `Se basa en ${countOf(figure.answeredQuestions, 'pregunta respondida', 'preguntas respondidas')}; las respuestas más recientes pesan más.`}
        </span>
      </Text>
    </Box>
  );
}

/** Too few answers for a number: what it takes, instead of a range that says nothing (issue 50 §3). */
function ReadinessPending({ answered }: { answered: number }) {
  const left = READINESS_MIN_ANSWERS - answered;
  return (
    <Box as="section" aria-labelledby="preparacion" css={CARD}>
      <Heading as="h2" size="md" id="preparacion" marginBottom="2">
        Preparación
      </Heading>
      <Text fontSize="lg" fontWeight="bold" data-testid="readiness">
        Todavía no hay suficientes respuestas para estimar tu preparación.
      </Text>
      <Text marginTop="1" data-testid="readiness-pending">
        {answered === 0
          ? `La estimamos a partir de ${countOf(READINESS_MIN_ANSWERS, 'pregunta respondida', 'preguntas respondidas')} (un examen completo o un repaso).`
          : `Llevas ${answered} de ${READINESS_MIN_ANSWERS}: ${left === 1 ? 'falta 1 pregunta' : `faltan ${left} preguntas`} para ver tu puntaje esperado.`}
      </Text>
      <Box marginTop="3">
        <Button asChild size="sm">
          <RouterLink to="/courses/examen-de-naturalizacion/examenes/principales">Hacer un examen</RouterLink>
        </Button>
      </Box>
    </Box>
  );
}

function ExamDate({ studentId, data }: { studentId: StudentId; data: LearningData }) {
  const inputId = useId();
  const [value, setValue] = useState(data.examDate ?? '');
  const save = (next: string) => {
    setValue(next);
    void setExamDate(studentId, /^\d{4}-\d{2}-\d{2}$/.test(next) ? next : null);
  };
  // The group's date (issue 36 §2) while the student has not chosen one of their own.
  const group = groupExamDate(studentId);
  const fromGroup = group !== null && value === group && !deviceSettings(studentId)?.examDate;
  return (
    <Box as="section" aria-labelledby={`${inputId}-title`} css={CARD}>
      <Heading as="h2" size="md" id={`${inputId}-title`} marginBottom="2">
        Mi plan
      </Heading>
      <Stack gap="3">
        <Flex gap="3" alignItems="flex-end" wrap="wrap">
          <Stack gap="1">
            <chakra.label htmlFor={inputId} fontSize="sm" fontWeight="semibold">
              Fecha de mi examen
            </chakra.label>
            <chakra.input
              id={inputId}
              type="date"
              value={value}
              onChange={(e) => save(e.target.value)}
              height="10"
              paddingInline="3"
              rounded="md"
              borderWidth="1px"
              bg="bg"
              color="fg"
              css={{ colorScheme: 'light dark' }}
            />
          </Stack>
          {value && !fromGroup && (
            <Button variant="ghost" size="sm" onClick={() => save('')}>
              Quitar fecha
            </Button>
          )}
        </Flex>
        {fromGroup && <Text fontSize="sm">Es la fecha de examen de tu grupo en la academia. Si eliges otra, se usará la tuya.</Text>}
        <Box aria-live="polite">
          {data.daysLeft !== null && data.daysLeft > 0 && <Text fontWeight="semibold">Faltan {countOf(data.daysLeft, 'día', 'días')} para tu examen</Text>}
          {data.daysLeft === 0 && <Text fontWeight="semibold">Tu examen es hoy. ¡Mucha suerte!</Text>}
          <Text data-testid="goal-today">Meta de hoy: {goalInWords({ due: data.due.length, goal: data.goal })}</Text>
        </Box>
        <Box>
          <Button asChild size="sm">
            <RouterLink to="/courses/examen-de-naturalizacion/repaso">Ir al repaso</RouterLink>
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

function Weakest({ mastery }: { mastery: TopicMastery<TopicId>[] }) {
  const weakest = weakestTopics(mastery, 3);
  return (
    <Box as="section" aria-labelledby="reforzar" css={CARD}>
      <Heading as="h2" size="md" id="reforzar" marginBottom="2">
        Temas para reforzar
      </Heading>
      {weakest.length === 0 ? (
        <Text>Aún no hay datos: haz un examen o un repaso y aquí verás tus temas más débiles.</Text>
      ) : (
        <Stack as="ol" gap="3" listStyle="none">
          {weakest.map((m) => {
            const page = pagesOfTopic(m.topic)[0];
            const title = topics.find((t) => t.id === m.topic)?.title ?? '';
            return (
              <Box as="li" key={m.topic} borderStartWidth="4px" borderStartColor="orange.solid" paddingStart="3">
                <Text fontWeight="semibold">
                  Tema {m.topic}: {title} · {sharePercent(m.mastery)}
                </Text>
                <Flex gap="4" wrap="wrap" fontSize="sm">
                  {page && (
                    <Link href={`${COURSE_ROOT}/${page.path}`} color="colorPalette.fg" fontWeight="semibold">
                      Estudiar el material
                      <Text as="span" srOnly>{`: tema ${m.topic}`}</Text>
                    </Link>
                  )}
                  <Link asChild color="colorPalette.fg" fontWeight="semibold">
                    <RouterLink to="/courses/examen-de-naturalizacion/repaso" search={{ tema: m.topic }}>
                      Estudiar un tema
                      <Text as="span" srOnly>{`: repaso del tema ${m.topic}`}</Text>
                    </RouterLink>
                  </Link>
                </Flex>
              </Box>
            );
          })}
        </Stack>
      )}
    </Box>
  );
}

function MasteryTable({ mastery }: { mastery: TopicMastery<TopicId>[] }) {
  return (
    <Box as="section" aria-labelledby="dominio" css={CARD}>
      <Heading as="h2" size="md" id="dominio" marginBottom="1">
        Dominio por tema
      </Heading>
      <Text fontSize="sm" color="fg.muted" marginBottom="3">
        La probabilidad de acertar hoy una pregunta del tema, según todas tus respuestas y lo que ya pudiste olvidar.
      </Text>
      <Box overflowX="auto" position="relative">
        <Table.Root size="sm" native>
          <thead>
            <tr>
              <th scope="col">Tema</th>
              <th scope="col">Dominio</th>
              <th scope="col">Respondidas</th>
            </tr>
          </thead>
          <tbody>
            {mastery.map((m) => (
              <tr key={m.topic} data-testid="topic-row">
                <th scope="row" style={{ fontWeight: 'normal', textAlign: 'start' }}>
                  {m.topic}. {topics.find((t) => t.id === m.topic)?.title}
                </th>
                <td>
                  {m.answered === 0 ? (
                    <Text as="span" color="fg.muted">
                      Sin datos
                    </Text>
                  ) : (
                    <Flex alignItems="center" gap="2" minWidth={{ sm: '8rem' }}>
                      <Box flex="1" height="2" rounded="full" bg="bg.muted" overflow="hidden" aria-hidden hideBelow="sm">
                        <Box height="full" width={`${Math.round(m.mastery * 100)}%`} bg={m.mastery >= PASS_PERCENT / 100 ? 'green.solid' : 'orange.solid'} />
                      </Box>
                      <Text as="span" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                        {sharePercent(m.mastery)}
                      </Text>
                    </Flex>
                  )}
                </td>
                <td style={{ whiteSpace: 'nowrap' }}>
                  {m.answered} de {m.questions}
                </td>
              </tr>
            ))}
          </tbody>
        </Table.Root>
      </Box>
    </Box>
  );
}

/** Scores over time: a picture only (aria-hidden); the history table below says the same in words. */
function ScoreChart({ attempts }: { attempts: Attempt[] }) {
  const points = [...attempts].reverse();
  const width = 600;
  const height = 180;
  const pad = { left: 40, right: 12, top: 12, bottom: 12 };
  const x = (i: number) => (points.length === 1 ? (width + pad.left - pad.right) / 2 : pad.left + (i * (width - pad.left - pad.right)) / (points.length - 1));
  const y = (score: number) => pad.top + ((100 - score) * (height - pad.top - pad.bottom)) / 100;
  return (
    <chakra.svg viewBox={`0 0 ${width} ${height}`} width="full" maxWidth="40rem" height="auto" aria-hidden="true" focusable="false" color="colorPalette.solid" data-testid="score-chart">
      {[0, PASS_PERCENT, 100].map((v) => (
        <g key={v}>
          <line x1={pad.left} x2={width - pad.right} y1={y(v)} y2={y(v)} stroke="var(--chakra-colors-border)" strokeDasharray={v === PASS_PERCENT ? '6 4' : undefined} />
          <text x={pad.left - 6} y={y(v) + 5} textAnchor="end" fontSize="15" fill="var(--chakra-colors-fg-muted)">
            {v}
          </text>
        </g>
      ))}
      {points.length > 1 && <polyline fill="none" stroke="currentColor" strokeWidth="2.5" points={points.map((a, i) => `${x(i)},${y(a.score)}`).join(' ')} />}
      {points.map((a, i) => (
        <circle key={a.id} cx={x(i)} cy={y(a.score)} r="4.5" fill={a.score >= PASS_PERCENT ? 'var(--chakra-colors-green-solid)' : 'var(--chakra-colors-red-solid)'} stroke="var(--chakra-colors-bg)" strokeWidth="1.5" />
      ))}
    </chakra.svg>
  );
}

function History({ attempts }: { attempts: Attempt[] }) {
  return (
    <Box as="section" aria-labelledby="historial" css={CARD}>
      <Heading as="h2" size="md" id="historial" marginBottom="3">
        Historial de intentos
      </Heading>
      {attempts.length === 0 ? (
        <Stack gap="3" alignItems="flex-start">
          <Text>Aún no has terminado ningún examen.</Text>
          <Button asChild size="sm">
            <RouterLink to="/courses/examen-de-naturalizacion/examenes/principales">Hacer un examen</RouterLink>
          </Button>
        </Stack>
      ) : (
        <Stack gap="4">
          <ScoreChart attempts={attempts} />
          {/* On a phone the date goes under the exam's name: four columns were 30 px wider than the screen. */}
          <Box overflowX="auto" position="relative">
            <Table.Root size="sm" native css={{ '& [data-date-column]': { display: { base: 'none', md: 'table-cell' } } }}>
              <Table.Caption captionSide="top" textAlign="start" color="fg.muted" marginBottom="2">
                {countOf(attempts.length, 'intento', 'intentos')}, del más reciente al más antiguo; abre uno para ver su revisión. La nota mínima es {percent(PASS_PERCENT)}.
              </Table.Caption>
              <thead>
                <tr>
                  <th scope="col" data-date-column="">
                    Fecha
                  </th>
                  <th scope="col">Examen</th>
                  <th scope="col">Nota</th>
                  <th scope="col">Resultado</th>
                </tr>
              </thead>
              <tbody>
                {attempts.map((a) => {
                  const passed = a.score >= PASS_PERCENT;
                  return (
                    <tr key={a.id} data-testid="attempt-row">
                      <td data-date-column="">{formatDateTime(a.finishedAt)}</td>
                      <td>
                        {/* The exam opens its full review (the result page of that attempt). */}
                        <Link asChild color="colorPalette.fg" fontWeight="semibold">
                          <RouterLink to="/courses/examen-de-naturalizacion/resultado/$evaluationId" params={{ evaluationId: a.examId }} search={{ intento: a.id }}>
                            {examTitle(a.examId)}
                            <Text as="span" srOnly>{` del ${formatDateTime(a.finishedAt)}: ver la revisión`}</Text>
                          </RouterLink>
                        </Link>
                        <Text fontSize="xs" color="fg.muted" hideFrom="md" aria-hidden>
                          {formatDateTime(a.finishedAt)}
                        </Text>
                      </td>
                      <td style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{percent(a.score)}</td>
                      <td>
                        <Text as="span" color={passed ? 'green.fg' : 'red.fg'} fontWeight="semibold" whiteSpace="nowrap">
                          {passed ? 'Aprobado' : 'No aprobado'}
                        </Text>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </Table.Root>
          </Box>
        </Stack>
      )}
    </Box>
  );
}

export function ProgressPage({
  studentId,
  remote,
  reminders,
}: {
  studentId: StudentId;
  remote?: () => Promise<Attempt[]>;
  /** The 'Recordatorios' panel (the route passes it: it belongs to the account feature). */
  reminders?: ReactNode;
}) {
  const deps = useMemo<LearningDeps>(() => ({ bank, remoteAttempts: remote }), [remote]);
  const learning = useLearning(studentId, deps);
  // The page shows the exam date: the server's copy is read (another device's, the group's).
  // …and how the real exam went, when another device answered it.
  useEffect(() => {
    nudge('settings');
    nudge('outcomes');
  }, []);
  const streakOn = useStreakOn(studentId);
  const data = learning.status === 'ready' ? learning.data : null;
  const mastery = useMemo(() => (data ? topicMastery(data.events, activeQuestions, data.now, { topics: TOPIC_IDS, memory: data.memory }) : []), [data]);

  return (
    <Stack gap="5" maxWidth="5xl" marginInline="auto">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Mi progreso
        </Heading>
        <Text color="fg.muted">Todo lo que respondiste, en exámenes y en el repaso, en este y en tus otros dispositivos.</Text>
      </Stack>
      <LearningStatus learning={learning} loadingText="Cargando tu progreso..." />
      {data && (
        <>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <Readiness data={data} />
            <ExamDate studentId={studentId} data={data} />
          </SimpleGrid>
          <ExamOutcomeCard studentId={studentId} examDate={data.examDate} now={data.now} />
          {streakOn && (
            <Suspense fallback={<Text color="fg.muted">Cargando tu racha de estudio...</Text>}>
              <StudyStreak data={data} />
            </Suspense>
          )}
          {reminders && (
            <Box as="section" aria-labelledby="recordatorios" css={CARD}>
              <Heading as="h2" size="md" id="recordatorios" marginBottom="2">
                Recordatorios
              </Heading>
              {reminders}
            </Box>
          )}
          <Weakest mastery={mastery} />
          <MasteryTable mastery={mastery} />
          <History attempts={data.attempts} />
        </>
      )}
    </Stack>
  );
}
