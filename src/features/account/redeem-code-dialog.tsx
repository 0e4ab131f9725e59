/**
 * 'Canjear código' (issue 50 §1): a signed-in student redeems the access code the academy sold them
 * without leaving the screen they are on, from the user menu or Mis Cursos. The course list is read
 * again as soon as the code is taken (components/ui/redeem-code.tsx), so Mis Cursos under the dialog
 * shows the course. Needs a connection and says so; nothing is queued. Mounted only while open.
 */
import { Button, Stack, Text } from '@chakra-ui/react';
import { CancelAndAction, DialogFrame } from '../../components/ui/dialog-frame';
import { AccessCodeField, useRedeemCode } from '../../components/ui/redeem-code';
import StatusAlert from '../../components/ui/status-alert';
import type { ApiClient } from '../../lib/api/api-client';
import { useOnline } from '../../lib/hooks/use-hydrated';
import type { StudentId } from '../../lib/storage/local-store';
import { NEEDS_CONNECTION } from '../../shared/access-codes';
import { formatLongDate } from '../../shared/spanish-format';

export function RedeemCodeDialog(props: { api: ApiClient; studentId: StudentId; onClose: () => void }) {
  const { api, studentId, onClose } = props;
  const online = useOnline();
  const { code, setCode, problem, error, endsAt, saving, submit } = useRedeemCode(api, studentId);

  return (
    <DialogFrame
      title="Canjear código"
      onClose={onClose}
      busy={saving}
      onSubmit={submit}
      body={
        endsAt ? (
          <StatusAlert status="success" role="status" title={`¡Código canjeado! Tu acceso al curso llega ahora hasta el ${formatLongDate(endsAt)}.`} />
        ) : (
          <Stack gap="4">
            <Text color="fg.muted">Escribe el código que te dio la academia: tendrás el curso, o tu acceso se extenderá, por los días del código.</Text>
            {!online && <StatusAlert status="warning" role="status" title={NEEDS_CONNECTION} />}
            {error && <StatusAlert status="error" role="alert" title={error} />}
            <AccessCodeField value={code} onChange={setCode} error={problem} />
          </Stack>
        )
      }
      footer={
        endsAt ? (
          <Button type="button" onClick={onClose}>
            Listo
          </Button>
        ) : (
          <CancelAndAction onCancel={onClose} busy={saving} action="Canjear código" loadingText="Canjeando..." />
        )
      }
    />
  );
}
