/** 'Recordatorios' from the user menu: the reminders panel in a dialog (loaded when first opened). */
import { Button } from '@chakra-ui/react';
import { DialogFrame } from '../../components/ui/dialog-frame';
import type { RawResponse } from '../../lib/api/api-client';
import type { StudentId } from '../../lib/storage/local-store';
import { RemindersPanel } from './reminders-panel';

export function RemindersDialog({ studentId, request, onClose }: { studentId: StudentId; request: (method: string, path: string, body?: unknown) => Promise<RawResponse>; onClose: () => void }) {
  return (
    <DialogFrame
      title="Recordatorios"
      onClose={onClose}
      body={<RemindersPanel studentId={studentId} request={request} />}
      footer={
        <Button variant="outline" onClick={onClose}>
          Cerrar
        </Button>
      }
    />
  );
}
