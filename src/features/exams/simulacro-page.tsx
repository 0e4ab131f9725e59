/**
 * 'examenes/simulacro': the 'Simulacro oficial' series (issue 34). Each start draws a fresh exam in the
 * real exam's known format (content/simulacro.ts) and opens it on the exam screen like any exam, so it
 * runs offline, is saved on the device and syncs once. The screen says, dated, which parts of the
 * format are known and which are the course's until Migraciones publishes its own.
 */
import { Box, Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { Clock, Hourglass, ListChecks, Target } from 'lucide-react';
import type { ReactNode } from 'react';
import type { SavedRun } from '../../shared/attempt';
import { Alert } from '../../components/chakra/alert';
import { FigureStat } from '../../components/ui/figure-stat';
import { SIMULACRO_CHECKED, SIMULACRO_MINUTES, SIMULACRO_PREFIX, SIMULACRO_QUESTIONS, SIMULACRO_SUBJECTS } from '../../content/simulacro';
import { drawSimulacroAfter } from '../../content/simulacro-draw';
import type { StudentId } from '../../lib/storage/local-store';
import { PASS_PERCENT } from '../../shared/scoring';
import { formatLongDate, percent } from '../../shared/spanish-format';
import { Panel } from './exam-list-page';
import { formatClock } from './format';
import { useAttempts, type RemoteAttempts } from '../../learning/learning-store';
import { runStatus, useSavedRuns, type RunStatus } from './use-saved-runs';
import { LoadingText, StatePlaceholder } from '../../components/ui/state-placeholder';

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box as="li" display="flex" gap="2" alignItems="center">
      {icon}
      <span>{children}</span>
    </Box>
  );
}

/** Questions of a saved run with an answer chosen. */
const answeredOf = (run: SavedRun) => Object.values(run.answers).filter((selected) => selected.length > 0).length;

/**
 * A simulacro the student left for later on this device ('Salir y continuar después' leads here):
 * how far it got, the time left (the clock keeps running), and the way back into it.
 */
function OpenRun({ run, status }: { run: SavedRun; status: RunStatus }) {
  const running = status.kind === 'running';
  return (
    <Box as="section" aria-label="Simulacro en curso" bg="bg" borderWidth="1px" borderStartWidth="4px" borderStartColor="orange.solid" rounded="xl" padding="4">
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" alignItems={{ sm: 'center' }} justifyContent="space-between">
        <Stack gap="1">
          <Heading as="h2" size="md">
            Simulacro en curso
          </Heading>
          <Text fontSize="sm" display="flex" gap="2" alignItems="center" fontWeight="semibold" color="orange.fg" css={{ '& svg': { flexShrink: 0 } }}>
            <Hourglass size={16} aria-hidden />
            {running ? `En curso · quedan ${formatClock(status.secondsLeft)}` : 'Se acabó el tiempo · se calificará al abrirlo'}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {answeredOf(run)} de {SIMULACRO_QUESTIONS} preguntas respondidas
          </Text>
        </Stack>
        <Button asChild flexShrink={0}>
          <RouterLink to="/courses/examen-de-naturalizacion/evaluacion/$evaluationId" params={{ evaluationId: run.examId }}>
            {running ? 'Continuar simulacro' : 'Ver resultado'}
          </RouterLink>
        </Button>
      </Stack>
    </Box>
  );
}

export function SimulacroPage(props: { studentId: StudentId; remote?: RemoteAttempts }) {
  const { studentId, remote } = props;
  const navigate = useNavigate();
  const { runs, readAt, graded } = useSavedRuns(studentId);
  const { attempts, loading } = useAttempts(studentId, remote, graded);
  // Until both are read, the figures and the button are placeholders: never 'Rendidos 0', nor
  // 'Empezar simulacro' over a simulacro in progress (issue 50 §2).
  const known = readAt > 0 && !loading;
  const figure = (value: string) => (known ? value : <StatePlaceholder width="2ch" height="0.9em" />);
  const mine = attempts.filter((a) => a.examId.startsWith(SIMULACRO_PREFIX));
  const passed = mine.filter((a) => a.score >= PASS_PERCENT).length;
  const average = mine.length === 0 ? null : Math.round(mine.reduce((sum, a) => sum + a.score, 0) / mine.length);
  // Left for later on this device, the oldest first (one normally; 'Repetir Examen' may start another).
  const open = Object.values(runs)
    .filter((run) => run.examId.startsWith(SIMULACRO_PREFIX))
    .sort((a, b) => a.startedAt - b.startedAt);

  // A new draw asks none of the last simulacro's questions.
  const start = () =>
    void navigate({ to: '/courses/examen-de-naturalizacion/evaluacion/$evaluationId', params: { evaluationId: drawSimulacroAfter(mine[0]?.examId ?? '') } });

  return (
    <Stack gap="6" maxWidth="6xl" marginInline="auto">
      <Stack gap="2">
        <Heading as="h1" size="3xl">
          Simulacro oficial
        </Heading>
        <Text maxWidth="3xl">
          Practica con el formato que se conoce del examen real: cada pregunta tiene una sola respuesta correcta entre 3 alternativas, y los
          temas siguen los que fija la Ley N.° 32421. Cada vez que empiezas, se sortea un simulacro nuevo.
        </Text>
      </Stack>

      {/* First thing seen on coming back from 'Salir y continuar después'. */}
      {open.map((run) => (
        <OpenRun key={run.examId} run={run} status={runStatus(run, readAt)} />
      ))}

      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Panel title="Formato del simulacro">
          <Stack as="ul" listStyle="none" gap="1" fontSize="sm" css={{ '& svg': { flexShrink: 0 } }}>
            <Line icon={<ListChecks size={16} aria-hidden />}>{SIMULACRO_QUESTIONS} preguntas de una sola respuesta, con 3 alternativas</Line>
            <Line icon={<Clock size={16} aria-hidden />}>{SIMULACRO_MINUTES} minutos; el tiempo sigue corriendo aunque cierres la aplicación</Line>
            <Line icon={<Target size={16} aria-hidden />}>Nota mínima: {percent(PASS_PERCENT)} (12 de 20 puntos)</Line>
          </Stack>
          <Text fontSize="sm" color="fg.muted" marginTop="3">
            Temas: {SIMULACRO_SUBJECTS.map((s) => `${s.subject.toLowerCase()} (${s.questions})`).join(', ')}.
          </Text>
        </Panel>
        <Panel title="Tus simulacros" busy={!known}>
          <SimpleGrid as="dl" columns={3} gap="3">
            <FigureStat textAlign="center" label="Rendidos" value={figure(String(mine.length))} />
            <FigureStat textAlign="center" label="Aprobados" value={figure(String(passed))} />
            <FigureStat textAlign="center" label="Promedio" value={figure(average === null ? '—' : percent(average))} />
          </SimpleGrid>
          {!known && <LoadingText />}
        </Panel>
      </SimpleGrid>

      <Alert.Root status="warning" variant="subtle" alignItems="flex-start">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title fontWeight="bold">Una aproximación al examen real</Alert.Title>
          <Alert.Description>
            <Text>
              Migraciones no publica el número de preguntas, el tiempo ni la nota mínima del examen oficial. Usamos los del curso (
              {SIMULACRO_QUESTIONS} preguntas, {SIMULACRO_MINUTES} minutos, {percent(PASS_PERCENT)}) hasta que los publique.
            </Text>
            <Text fontSize="sm" marginTop="1" fontWeight="medium">
              Verificado el <time dateTime={SIMULACRO_CHECKED}>{formatLongDate(SIMULACRO_CHECKED)}</time>.
            </Text>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>

      {!known ? (
        <StatePlaceholder width="10rem" height="10" rounded="l2" />
      ) : (
        open.length === 0 && (
          <Box>
            <Button onClick={start}>{mine.length > 0 ? 'Nuevo simulacro' : 'Empezar simulacro'}</Button>
          </Box>
        )
      )}
    </Stack>
  );
}
