/** 'Recordatorios' from the user menu: the reminders panel in a dialog (loaded when first opened). */
import { Button, Portal } from '@chakra-ui/react';
import { Dialog } from '../../components/chakra/dialog';
import type { RawResponse } from '../../lib/api/api-client';
import type { StudentId } from '../../lib/storage/local-store';
import { RemindersPanel } from './reminders-panel';

export function RemindersDialog({ studentId, request, onClose }: { studentId: StudentId; request: (method: string, path: string, body?: unknown) => Promise<RawResponse>; onClose: () => void }) {
  return (
    <Dialog.Root open onOpenChange={(d) => !d.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner padding="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Recordatorios</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <RemindersPanel studentId={studentId} request={request} />
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Cerrar
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
