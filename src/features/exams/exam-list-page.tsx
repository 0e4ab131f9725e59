/**
 * 'examenes/principales' and 'examenes/complementarios': progress, format and the 12 exams, each card
 * with its last result and, when the student left it half done on this device, 'En curso'.
 */
import { Box, Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Badge } from '../../components/chakra/badge';
import { Link as RouterLink } from '@tanstack/react-router';
import { CheckCircle2, Clock, Hourglass, ListChecks, Target } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { topics } from '../../content/course';
import { examsOfSeries, type ExamSeries } from '../../content/exam-catalog';
import { CancelAndAction, DialogFrame } from '../../components/ui/dialog-frame';
import { FigureStat } from '../../components/ui/figure-stat';
import { localStore, type StudentId } from '../../lib/storage/local-store';
import { PASS_PERCENT, badgeFor } from '../../shared/scoring';
import { headingCss } from '../../theme/system';
import { formatClock } from './format';
import { summarizeProgress } from './progress';
import { useAttempts, type RemoteAttempts } from '../../learning/learning-store';
import { runStatus, useSavedRuns, type RunStatus } from './use-saved-runs';
import { useHydrated } from '../../lib/hooks/use-hydrated';
import { LoadingText, StatePlaceholder, busyProps } from '../../components/ui/state-placeholder';

const DISCLAIMER_REVIEWED = '22 de noviembre de 2026';

const SERIES_TEXT: Record<ExamSeries, { title: string; intro: string }> = {
  principal: {
    title: 'Exámenes Principales',
    intro: `Doce exámenes de práctica con el formato del curso: 10 preguntas de los ${topics.length} temas del balotario, 30 minutos y nota mínima de 60\u00a0%. Al terminar verás tus errores con la explicación y el enlace a la sección del material que los enseña.`,
  },
  complementario: {
    title: 'Exámenes Complementarios',
    intro: 'Doce exámenes más, con las preguntas en otro orden y combinación, para repasar hasta dominar todos los temas antes del examen real.',
  },
};

export const TONE_PALETTE = { green: 'green', blue: 'blue', yellow: 'yellow', red: 'red' } as const;

function DisclaimerDialog() {
  const [open, setOpen] = useState(() => !localStore.isDisclaimerSeen());
  // Opens once React has adopted the prerendered list (src/lib/hooks/use-hydrated.tsx).
  const hydrated = useHydrated();
  return (
    <DialogFrame
      title="Antes de empezar"
      open={open && hydrated}
      onClose={() => setOpen(false)}
      body={
        <Stack gap="3">
          <Text>
            Estos son exámenes de práctica de la academia Naturalización Perú. No son el examen oficial de la Superintendencia Nacional de
            Migraciones ni están elaborados o avalados por ella.
          </Text>
          <Text>
            Las preguntas del examen oficial pueden ser distintas en contenido, forma y número. Usa estos exámenes para estudiar y
            medir tu avance, no como una garantía del resultado.
          </Text>
          <Text>
            El contenido fue revisado el {DISCLAIMER_REVIEWED}. Los datos que cambian con el tiempo (autoridades, requisitos) deben
            verificarse en las fuentes oficiales enlazadas en el material.
          </Text>
        </Stack>
      }
      footer={
        <CancelAndAction
          cancel="Cerrar"
          onCancel={() => setOpen(false)}
          action="Entiendo y Acepto"
          onAction={() => {
            localStore.setDisclaimerSeen();
            setOpen(false);
          }}
        />
      }
    />
  );
}

/** A titled box of the exam screens' lists (also the simulacro's, simulacro-page.tsx). */
export function Panel({ title, busy = false, children }: { title: string; busy?: boolean; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title} bg="bg" borderWidth="1px" rounded="xl" padding="4" {...busyProps(busy)}>
      <Heading as="h2" size="md" marginBottom="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** A figure of the student's progress; `null` while it is not known yet (a placeholder, never a '0'). */
function Figure({ value, label }: { value: string | null; label: string }) {
  return <FigureStat textAlign="center" label={label} value={value ?? <StatePlaceholder width="2ch" height="0.9em" />} />;
}

/**
 * The exam cards' look, set once on their list: each card is plain markup (a dozen per page, no
 * styled component per heading and line), only the badge and the button are components.
 */
const EXAM_CARDS = {
  '& > li': { bg: 'bg', borderWidth: '1px', rounded: 'xl', padding: '4', display: 'flex', flexDirection: 'column', gap: '2', fontSize: 'sm' },
  '& h2': headingCss('md'),
  '& [data-muted]': { color: 'fg.muted' },
  '& [data-spacer]': { flex: '1' },
  '& [data-run]': { display: 'flex', alignItems: 'center', gap: '1.5', fontWeight: 'semibold', color: 'orange.fg' },
  '& [data-run] svg': { flexShrink: 0 },
} as const;

/** The card's button: where the student is with this exam. */
function actionLabel(run: RunStatus | null, completed: boolean): string {
  if (run?.kind === 'running') return 'Continuar Examen';
  if (run?.kind === 'timeUp') return 'Ver Resultado';
  return completed ? 'Repetir Examen' : 'Comenzar Examen';
}

export function ExamListPage(props: { series: ExamSeries; studentId: StudentId; remote?: RemoteAttempts; syncPanel?: ReactNode }) {
  const { series, studentId, remote, syncPanel } = props;
  const exams = examsOfSeries(series);
  const { runs, readAt, graded } = useSavedRuns(studentId);
  const { attempts, loading } = useAttempts(studentId, remote, graded);
  const { byExam, totals } = summarizeProgress(exams, attempts);
  const text = SERIES_TEXT[series];
  // The student's progress is known once the runs on this device and the attempts (the server's too,
  // on a second device) are read, and the page adopted (the disclaimer's state is this device's):
  // until then the figures, each card's state and its button are placeholders (issue 50 §2), so
  // neither 'Completados 0' nor 'Comenzar Examen' (before the disclaimer) shows for a moment.
  const known = useHydrated() && readAt > 0 && !loading;
  const figure = (value: number | string) => (known ? String(value) : null);

  return (
    <Stack gap="6" maxWidth="6xl" marginInline="auto">
      <DisclaimerDialog />
      <Stack gap="2">
        <Heading as="h1" size="3xl">
          {text.title}
        </Heading>
        <Text maxWidth="3xl">{text.intro}</Text>
      </Stack>

      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Panel title="Tu progreso" busy={!known}>
          {/* Four across only where the panel is wide enough for 'Completados' (half the page from md). */}
          <SimpleGrid as="dl" columns={{ base: 2, sm: 4, md: 2, xl: 4 }} gap="3">
            <Figure value={figure(totals.completed)} label="Completados" />
            <Figure value={figure(totals.passed)} label="Aprobados" />
            <Figure value={figure(totals.average === null ? '—' : `${totals.average}%`)} label="Promedio" />
            <Figure value={figure(totals.pending)} label="Pendientes" />
          </SimpleGrid>
          {!known && <LoadingText />}
        </Panel>
        <Panel title="Formato del examen">
          <Stack as="ul" listStyle="none" gap="1" fontSize="sm" css={{ '& svg': { flexShrink: 0 } }}>
            <Box as="li" display="flex" gap="2" alignItems="center">
              <ListChecks size={16} aria-hidden /> 10 preguntas de 2 puntos cada una (20 puntos)
            </Box>
            <Box as="li" display="flex" gap="2" alignItems="center">
              <Clock size={16} aria-hidden /> 30 minutos; el tiempo sigue corriendo aunque cierres la aplicación
            </Box>
            <Box as="li" display="flex" gap="2" alignItems="center">
              <Target size={16} aria-hidden /> Nota mínima: {PASS_PERCENT}% (12 de 20 puntos)
            </Box>
            <Box as="li" display="flex" gap="2" alignItems="center">
              <CheckCircle2 size={16} aria-hidden /> Algunas preguntas piden elegir varias respuestas
            </Box>
          </Stack>
        </Panel>
      </SimpleGrid>

      {syncPanel}

      <SimpleGrid as="ul" listStyle="none" columns={{ base: 1, md: 2, xl: 3 }} gap="4" css={EXAM_CARDS} {...busyProps(!known)}>
        {exams.map((exam) => {
          const progress = byExam[exam.id];
          const badge = progress.lastScore === null ? null : badgeFor(progress.lastScore);
          const saved = runs[exam.id];
          const run = saved ? runStatus(saved, readAt) : null;
          return (
            <li key={exam.id}>
              <h2>{exam.title}</h2>
              <p data-muted>{exam.description}</p>
              <p>30 minutos · 10 preguntas · Mínimo {PASS_PERCENT}%</p>
              {!known ? (
                <p>
                  <StatePlaceholder width="11rem" />
                </p>
              ) : progress.completed && progress.lastScore !== null && badge ? (
                <Stack direction="row" alignItems="center" gap="2" wrap="wrap">
                  <span>Último resultado: {progress.lastScore}%</span>
                  <Badge colorPalette={TONE_PALETTE[badge.tone]}>{badge.label}</Badge>
                  {progress.bestScore !== null && progress.attempts > 1 && <span data-muted>Mejor: {progress.bestScore}%</span>}
                </Stack>
              ) : run ? null : (
                // A run in progress says so below: never 'not taken yet' next to 'En curso'.
                <p data-muted>Aún no lo has rendido</p>
              )}
              {known && run && (
                <p data-run>
                  <Hourglass size={16} aria-hidden />
                  {run.kind === 'running'
                    ? `En curso · quedan ${formatClock(run.secondsLeft)}`
                    : 'Se acabó el tiempo · calificando…'}
                </p>
              )}
              <div data-spacer />
              {known ? (
                <Button asChild variant={progress.completed && !run ? 'outline' : 'solid'}>
                  <RouterLink to="/courses/examen-de-naturalizacion/evaluacion/$evaluationId" params={{ evaluationId: exam.id }}>
                    {actionLabel(run, progress.completed)}
                  </RouterLink>
                </Button>
              ) : (
                // Not a link yet: opened before the disclaimer's state is read, an exam would skip it.
                <StatePlaceholder display="block" width="full" height="10" rounded="l2" />
              )}
            </li>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
