/**
 * The exam's two confirmations: finish (unanswered and incomplete questions count as incorrect; the
 * questions flagged for review or left incomplete, each a way back to it) and exit (keep the run for
 * later, its clock running as in the real exam, or discard it).
 */
import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { CancelAndAction, DialogFrame } from '../../components/ui/dialog-frame';
import { countOf } from '../../shared/spanish-format';

const listOf = (items: string[]) => new Intl.ListFormat('es-PE', { type: 'conjunction' }).format(items);

const EXIT_KEEP =
  'Tus respuestas quedan guardadas en este dispositivo: puedes continuar después desde la lista de exámenes. El tiempo sigue corriendo mientras estás fuera, como en el examen real.';
const EXIT_DISCARD = 'Si sales sin guardar, perderás todo el progreso del examen actual y tendrás que comenzar de nuevo.';

export type DialogEvent = 'CONTINUE' | 'CONFIRM_FINISH' | 'STAY' | 'LEAVE' | 'SUSPEND';

/** What finishing now means: the unanswered questions, and a way back to each incomplete or flagged one. */
function FinishSummary(props: { unanswered: number; flagged: readonly number[]; incomplete: readonly number[]; review: (index: number) => void }) {
  const { unanswered, flagged, incomplete, review } = props;
  return (
    <Stack gap="3">
      <Text>
        {unanswered > 0
          ? `Tienes ${countOf(unanswered, 'pregunta', 'preguntas')} sin responder. Las preguntas sin responder se marcarán como incorrectas.`
          : 'Respondiste todas las preguntas. Ya no podrás cambiar tus respuestas.'}
      </Text>
      {incomplete.length > 0 && (
        <>
          <Text fontWeight="semibold">
            {incomplete.length === 1
              ? `La pregunta ${incomplete[0] + 1} está incompleta: le faltan opciones por elegir y contará como incorrecta.`
              : `Las preguntas ${listOf(incomplete.map((i) => String(i + 1)))} están incompletas: les faltan opciones por elegir y contarán como incorrectas.`}
          </Text>
          <Flex gap="2" wrap="wrap">
            {incomplete.map((index) => (
              <Button key={index} size="sm" variant="subtle" colorPalette="orange" onClick={() => review(index)}>
                Completar la pregunta {index + 1}
              </Button>
            ))}
          </Flex>
        </>
      )}
      {flagged.length > 0 && (
        <>
          <Text fontWeight="semibold">Marcaste {countOf(flagged.length, 'pregunta', 'preguntas')} para revisar.</Text>
          <Flex gap="2" wrap="wrap">
            {flagged.map((index) => (
              <Button key={index} size="sm" variant="subtle" colorPalette="orange" onClick={() => review(index)}>
                Ir a la pregunta {index + 1}
              </Button>
            ))}
          </Flex>
        </>
      )}
    </Stack>
  );
}

export function ExamDialogs(props: {
  confirmingFinish: boolean;
  confirmingExit: boolean;
  unanswered: number;
  /** Positions (0-based) of the questions flagged for review. */
  flagged: readonly number[];
  /** Positions (0-based) of the several-answer questions with too few selections. */
  incomplete: readonly number[];
  send: (type: DialogEvent) => void;
  /** Back to the question at this position instead of finishing. */
  review: (index: number) => void;
}) {
  const { confirmingFinish, confirmingExit, unanswered, flagged, incomplete, send, review } = props;
  return (
    <>
      <DialogFrame
        role="alertdialog"
        title="¿Finalizar el examen?"
        open={confirmingFinish}
        onClose={() => send('CONTINUE')}
        body={<FinishSummary unanswered={unanswered} flagged={flagged} incomplete={incomplete} review={review} />}
        footer={<CancelAndAction cancel="Continuar" onCancel={() => send('CONTINUE')} action="Finalizar" onAction={() => send('CONFIRM_FINISH')} />}
      />

      <DialogFrame
        role="alertdialog"
        title="¿Salir del examen?"
        open={confirmingExit}
        onClose={() => send('STAY')}
        body={
          <Stack gap="2">
            <Text>{EXIT_KEEP}</Text>
            <Text>{EXIT_DISCARD}</Text>
          </Stack>
        }
        wrapFooter
        footer={
          <>
            <Button variant="outline" onClick={() => send('STAY')}>
              Continuar Examen
            </Button>
            <Button variant="outline" colorPalette="red" onClick={() => send('LEAVE')}>
              Salir sin Guardar
            </Button>
            <Button onClick={() => send('SUSPEND')}>Salir y continuar después</Button>
          </>
        }
      />
    </>
  );
}
