/**
 * 'Importaciones anteriores' on the import page (issue 54 §2): every import is a batch on the
 * server, and an account waits for its way in until its welcome link went out or the operator saved
 * the file with its password. An import cut half-way (the page left, the connection lost, the
 * server restarted) shows here with the accounts still waiting, and the operator gives them new
 * passwords (a file to hand over) or, with mail, new welcome links, as often as needed.
 */
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Download, Mail } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../components/chakra/badge';
import { notify } from '../../components/ui/notify';
import type { ImportBatch, RecoveryScope } from './admin-api';
import { PagedTable, errorText, saveFile, useAdmin } from './console-parts';
import { consoleKeys, useConsoleQuery, useRefresh } from './console-queries';
import { momentText } from './format';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The file name a batch's passwords are saved under. */
export function passwordsFileName(batch: Pick<ImportBatch, 'id'>): string {
  return `contraseñas-importación-${batch.id}.csv`;
}

/**
 * Saves a file of generated passwords and tells the server it was saved: until then its accounts
 * count as waiting. A failure of that word leaves them waiting (the operator can make a new file).
 */
export async function savePasswords(admin: ReturnType<typeof useAdmin>, batchId: number, generation: number, csv: string): Promise<void> {
  saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), passwordsFileName({ id: batchId }));
  await admin.confirmHanded(batchId, generation);
}

export function ImportBatches() {
  const admin = useAdmin();
  const [page, setPage] = useState(1);
  const load = useConsoleQuery(consoleKeys.imports.batches(page), () => admin.importBatches(page));
  return (
    <Stack as="section" aria-labelledby="import-batches-title" gap="3">
      <Box>
        <Text as="h2" id="import-batches-title" fontWeight="bold" fontSize="lg">
          Importaciones anteriores
        </Text>
        <Text color="fg.muted" fontSize="sm">
          Si una importación se interrumpió o no descargaste sus contraseñas, sus cuentas esperan aquí sus datos de acceso: entrégaselos desde esta lista.
        </Text>
      </Box>
      <PagedTable
        load={load}
        loading="Cargando importaciones..."
        empty="Aún no hay importaciones."
        table={{ label: 'Importaciones anteriores', columns: ['Fecha', 'Archivo', 'Cuentas', 'Datos de acceso'], pager: 'Páginas de importaciones' }}
        onPage={setPage}
        stacked
        rows={(data) =>
          data.batches.map((batch) => (
            <BatchRow key={batch.id} batch={batch} mail={data.delivery === 'link'} />
          ))
        }
      />
    </Stack>
  );
}

function BatchRow({ batch, mail }: { batch: ImportBatch; mail: boolean }) {
  const admin = useAdmin();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const [confirmAll, setConfirmAll] = useState(false);
  const name = batch.fileName || `Importación n.° ${batch.id}`;
  const others = batch.unactivated - batch.pending;

  async function act(work: () => Promise<string>, failure: string) {
    setBusy(true);
    try {
      notify({ type: 'success', title: await work() });
    } catch (error) {
      notify({ type: 'error', title: failure, description: errorText(error) });
    } finally {
      setBusy(false);
      setConfirmAll(false);
      await refresh(consoleKeys.imports.all);
    }
  }

  const passwords = (scope: RecoveryScope) =>
    act(async () => {
      const issued = await admin.reissuePasswords(batch.id, scope);
      if (issued.passwordsCsv) await savePasswords(admin, batch.id, issued.generation, issued.passwordsCsv);
      return `Se descargaron las contraseñas nuevas de ${plural(issued.count, 'cuenta', 'cuentas')}: entrégalas a cada estudiante.`;
    }, 'No se pudieron generar las contraseñas');

  const links = () =>
    act(async () => {
      const resent = await admin.resendLinks(batch.id, 'pending');
      return resent.failed > 0
        ? `Se enviaron ${plural(resent.sent, 'enlace', 'enlaces')}; ${plural(resent.failed, 'no se pudo enviar', 'no se pudieron enviar')}.`
        : `Se ${resent.sent === 1 ? 'envió' : 'enviaron'} ${plural(resent.sent, 'enlace de bienvenida', 'enlaces de bienvenida')}.`;
    }, 'No se pudieron enviar los enlaces');

  return (
    <tr>
      <td>{momentText(batch.createdAt)}</td>
      <td>
        <Text minWidth="36" overflowWrap="anywhere">
          {name}
        </Text>
        {batch.operator && (
          <Text color="fg.muted" fontSize="xs">
            {batch.operator.name}
          </Text>
        )}
      </td>
      <td>{batch.students}</td>
      <td>
        <Stack gap="2" alignItems="flex-start">
          {batch.pending > 0 ? (
            <Badge colorPalette="orange">{plural(batch.pending, 'cuenta espera', 'cuentas esperan')} sus datos</Badge>
          ) : (
            <Badge colorPalette="green">Entregados</Badge>
          )}
          {batch.pending > 0 && (
            <Flex gap="2" wrap="wrap">
              {mail && (
                <Button size="sm" disabled={busy} onClick={() => void links()}>
                  <Mail aria-hidden />
                  Reenviar enlaces ({batch.pending})
                </Button>
              )}
              <Button size="sm" variant={mail ? 'outline' : 'solid'} disabled={busy} onClick={() => void passwords('pending')}>
                <Download aria-hidden />
                Descargar contraseñas ({batch.pending})
              </Button>
            </Flex>
          )}
          {others > 0 && !confirmAll && (
            <Button size="sm" variant="ghost" disabled={busy} onClick={() => setConfirmAll(true)}>
              Contraseñas nuevas para todas ({batch.unactivated})
            </Button>
          )}
          {confirmAll && (
            <Box role="group" aria-label="Confirmar contraseñas nuevas" borderWidth="1px" borderRadius="l2" padding="3" maxWidth="sm">
              <Text fontSize="sm" marginBottom="2">
                {plural(batch.unactivated, 'cuenta', 'cuentas')} de «{name}» que aún no crearon su propia contraseña recibirán una nueva: las contraseñas que entregaste antes
                dejarán de funcionar.
              </Text>
              <Flex gap="2" wrap="wrap">
                <Button size="sm" colorPalette="red" disabled={busy} onClick={() => void passwords('unactivated')}>
                  Generar y descargar
                </Button>
                <Button size="sm" variant="outline" disabled={busy} onClick={() => setConfirmAll(false)}>
                  Cancelar
                </Button>
              </Flex>
            </Box>
          )}
        </Stack>
      </td>
    </tr>
  );
}
