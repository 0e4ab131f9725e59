/**
 * The exam's two confirmations: finish (unanswered count as incorrect; the questions flagged for
 * review, each a way back to it) and exit (progress is lost).
 */
import { Button, Flex, Portal, Stack, Text } from '@chakra-ui/react';
import { Dialog } from '../../components/chakra/dialog';
import { countOf } from '../../shared/spanish-format';

const EXIT_WARNING =
  'Si sales ahora, perderás todo el progreso del examen actual. Las respuestas no se guardarán y tendrás que comenzar de nuevo.';

export type DialogEvent = 'CONTINUE' | 'CONFIRM_FINISH' | 'STAY' | 'LEAVE';

export function ExamDialogs(props: {
  confirmingFinish: boolean;
  confirmingExit: boolean;
  unanswered: number;
  /** Positions (0-based) of the questions flagged for review. */
  flagged: readonly number[];
  send: (type: DialogEvent) => void;
  /** Back to the question at this position instead of finishing. */
  review: (index: number) => void;
}) {
  const { confirmingFinish, confirmingExit, unanswered, flagged, send, review } = props;
  return (
    <>
      <Dialog.Root role="alertdialog" open={confirmingFinish} onOpenChange={(d) => !d.open && send('CONTINUE')} placement="center">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner padding="4">
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>¿Finalizar el examen?</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  <Text>
                    {unanswered > 0
                      ? `Tienes ${countOf(unanswered, 'pregunta', 'preguntas')} sin responder. Las preguntas sin responder se marcarán como incorrectas.`
                      : 'Respondiste todas las preguntas. Ya no podrás cambiar tus respuestas.'}
                  </Text>
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
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => send('CONTINUE')}>
                  Continuar
                </Button>
                <Button onClick={() => send('CONFIRM_FINISH')}>Finalizar</Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>

      <Dialog.Root role="alertdialog" open={confirmingExit} onOpenChange={(d) => !d.open && send('STAY')} placement="center">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner padding="4">
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>¿Salir del examen?</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text>{EXIT_WARNING}</Text>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => send('STAY')}>
                  Continuar Examen
                </Button>
                <Button colorPalette="red" onClick={() => send('LEAVE')}>
                  Salir sin Guardar
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
