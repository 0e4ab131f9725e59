/**
 * '¿Cómo te fue en el examen?' on Mi progreso (issue 49 §4): from the exam date on (the student's own,
 * else their group's) the student can say how the real exam went, once, offline like every write
 * (sync/exam-outcome-sync.ts). Answering is optional. After answering, the readiness the server kept
 * for the morning of the exam, in the model's words: an estimate with its range, never a promise.
 */
import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import type { StudentId } from '../../lib/storage/local-store';
import { OUTCOME_LABELS, OUTCOME_RESULTS } from '../../shared/exam-outcomes';
import { localDate } from '../../shared/learning/local-days';
import { formatLongDate, percent } from '../../shared/spanish-format';
import { deviceOutcomes, saveOutcome, subscribeOutcomes } from '../../sync/exam-outcome-sync';

const CARD = { bg: 'bg', borderWidth: '1px', rounded: 'xl', padding: { base: '4', md: '5' } } as const;

/** The card, or nothing before the exam date (or without one). */
export function ExamOutcomeCard({ studentId, examDate, now }: { studentId: StudentId; examDate: string | null; now: number }) {
  // The device's copy, as a string: a stable snapshot for useSyncExternalStore.
  const saved = useSyncExternalStore(subscribeOutcomes, () => JSON.stringify(deviceOutcomes(studentId)));
  if (!examDate || examDate > localDate(now)) return null;
  const outcome = (JSON.parse(saved) as ReturnType<typeof deviceOutcomes>).find((o) => o.examDate === examDate) ?? null;
  return (
    <Box as="section" aria-labelledby="resultado-examen" css={CARD}>
      <Heading as="h2" size="md" id="resultado-examen" marginBottom="2">
        ¿Cómo te fue en el examen?
      </Heading>
      {outcome === null ? (
        <>
          <Text>
            Tu examen era el {formatLongDate(examDate)}. Si quieres, cuéntanos cómo te fue: así la academia comprueba si la preparación que te mostramos acierta.
          </Text>
          <Flex gap="2" wrap="wrap" marginTop="3" role="group" aria-label="Cómo te fue en el examen">
            {OUTCOME_RESULTS.map((result) => (
              <Button key={result} size="sm" variant={result === 'not-yet' ? 'outline' : 'solid'} onClick={() => saveOutcome(studentId, examDate, result)}>
                {OUTCOME_LABELS[result]}
              </Button>
            ))}
          </Flex>
          <Text fontSize="sm" color="fg.muted" marginTop="2">
            Solo se responde una vez por fecha de examen.
          </Text>
        </>
      ) : (
        <>
          <Text fontWeight="semibold" data-testid="outcome-answer">
            Respondiste: {OUTCOME_LABELS[outcome.result]}.
          </Text>
          {outcome.pending && (
            <Text fontSize="sm" color="fg.muted" marginTop="1">
              Tu respuesta está guardada en este dispositivo y se enviará cuando haya conexión.
            </Text>
          )}
          {outcome.readiness && (
            <Text marginTop="2" data-testid="outcome-readiness">
              La mañana del examen, tu puntaje esperado en un examen como los nuestros era {percent(outcome.readiness.expected)} (entre {percent(outcome.readiness.low)} y{' '}
              {percent(outcome.readiness.high)}).
            </Text>
          )}
          <Text fontSize="sm" color="fg.muted" marginTop="2">
            La preparación es una estimación a partir de tus respuestas, no una promesa de aprobar. Con las respuestas de muchos estudiantes la academia mide cuánto acierta.
          </Text>
        </>
      )}
    </Box>
  );
}
