/**
 * /admin/codigos: access codes (issue 36 §5). The operator makes a batch of single-use codes (how
 * many, how many days of access each gives, the last day they can be redeemed) to sell seats, and
 * reads every code with its state: free, used by whom, or expired. Students redeem them at /activar.
 * A batch may be for a group (issue 36 §2): whoever redeems one of its codes joins that group.
 * A batch can be copied, downloaded as CSV and printed to hand out, and a code nobody used can be
 * voided (issue 54 §11): a new batch opens filtered to itself, so those actions are at hand at once.
 */
import { Box, Button, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { Copy, Download, Plus, Printer } from 'lucide-react';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { Badge } from '../../components/chakra/badge';
import { Field } from '../../components/chakra/field';
import { notify } from '../../components/ui/notify';
import { formatCode } from '../../shared/access-codes';
import { limaDate } from '../../shared/course-access';
import { countOf } from '../../shared/spanish-format';
import type { CodeBatchList, CodeRow, CodeState } from './admin-api';
import { ScreenHeader } from './console-layout';
import { GroupSelect } from './group-select';
import { ActionsHeader, ConfirmInPlace, FormCard, PagedTable, errorText, saveFile, useAdmin, useSubmission } from './console-parts';
import { consoleKeys, useConsoleQuery, useRefresh } from './console-queries';
import { momentText, shortDate } from './format';

const STATES: { value: CodeState | undefined; label: string }[] = [
  { value: undefined, label: 'Todos' },
  { value: 'free', label: 'Libres' },
  { value: 'used', label: 'Usados' },
  { value: 'expired', label: 'Vencidos' },
  { value: 'voided', label: 'Anulados' },
];

const STATE_BADGE: Record<CodeState, { label: string; palette: 'green' | 'gray' | 'red' | 'orange' }> = {
  free: { label: 'Libre', palette: 'green' },
  used: { label: 'Usado', palette: 'gray' },
  expired: { label: 'Vencido', palette: 'red' },
  voided: { label: 'Anulado', palette: 'orange' },
};

function inDays(days: number): string {
  return limaDate(Date.now() + days * 24 * 60 * 60 * 1000);
}

function NewBatchForm({ onCreated }: { onCreated: (batchId: number) => void }) {
  const admin = useAdmin();
  const [count, setCount] = useState('10');
  const [days, setDays] = useState('90');
  const [expiresOn, setExpiresOn] = useState(inDays(30));
  const [group, setGroup] = useState('');

  const { submit, saving, error } = useSubmission(async () => {
    const made = await admin.createCodes({
      count: Number(count),
      days: Number(days),
      expiresOn,
      groupId: group ? Number(group) : null,
    });
    notify({
      type: 'success',
      title: `Se crearon ${made.codes.length} códigos`,
      description: `Cada uno da ${made.days} días de acceso.`,
    });
    onCreated(made.batchId);
  });

  return (
    <FormCard title="Nuevo lote de códigos" onSubmit={submit} error={error}>
      <Flex gap="4" wrap="wrap" alignItems="flex-end">
        <Field.Root width="auto">
          <Field.Label>Cantidad</Field.Label>
          <Input type="number" min={1} max={500} value={count} onChange={(e) => setCount(e.target.value)} width="28" />
        </Field.Root>
        <Field.Root width="auto">
          <Field.Label>Días de acceso</Field.Label>
          <Input type="number" min={1} max={3650} value={days} onChange={(e) => setDays(e.target.value)} width="32" />
        </Field.Root>
        <Field.Root width="auto">
          <Field.Label>Se pueden canjear hasta</Field.Label>
          <Input type="date" min={limaDate(Date.now())} value={expiresOn} onChange={(e) => setExpiresOn(e.target.value)} width="44" />
        </Field.Root>
        <GroupSelect label="Grupo" value={group} onChange={setGroup} noneLabel="Sin grupo" maxWidth="56" />
        <Button type="submit" loading={saving} loadingText="Creando...">
          <Plus aria-hidden />
          Crear códigos
        </Button>
      </Flex>
    </FormCard>
  );
}

function UsedBy({ row }: { row: CodeRow }) {
  if (!row.usedBy)
    return (
      <Text as="span" color="fg.muted">
        —
      </Text>
    );
  return (
    <>
      <Text as="span" fontWeight="semibold">
        {row.usedBy.name}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {row.usedBy.email} · {momentText(row.usedAt)}
      </Text>
    </>
  );
}

/**
 * The printed sheet of a batch: drawn into <body> and shown by the print style alone, so the browser's
 * print dialog prints the codes and nothing of the console around them.
 */
function PrintSheet({ batch }: { batch: CodeBatchList }) {
  return createPortal(
    <div className="codes-print-sheet">
      <style>{'@media screen { .codes-print-sheet { display: none; } } @media print { body > *:not(.codes-print-sheet) { display: none !important; } .codes-print-sheet { color: #000; background: #fff; font: 12pt system-ui, sans-serif; padding: 12mm; } .codes-print-sheet h1 { font-size: 18pt; font-weight: 700; margin-bottom: 6pt; } .codes-print-sheet ol { list-style: decimal; padding-left: 24pt; margin-top: 12pt; } .codes-print-sheet li { font: 600 14pt ui-monospace, monospace; padding: 6pt 0; border-bottom: 1px dashed #888; break-inside: avoid; } }'}</style>
      <h1>Naturalización Perú — códigos de acceso</h1>
      <p>
        Lote n.° {batch.batchId} · {batch.days} días de acceso · canjear hasta el {shortDate(batch.expiresOn)}
        {batch.group ? ` · grupo ${batch.group.name}` : ''}. Canjéalo en la app: «¿Tienes un código de acceso?».
      </p>
      <ol>
        {batch.codes
          .filter((row) => row.state === 'free')
          .map((row) => (
            <li key={row.code}>{formatCode(row.code)}</li>
          ))}
      </ol>
    </div>,
    document.body,
  );
}

/** The batch the list is filtered to, with what an operator does with a batch: copy, download, print. */
function BatchBar({ batchId, onClear }: { batchId: number; onClear: () => void }) {
  const admin = useAdmin();
  const load = useConsoleQuery(consoleKeys.codes.batch(batchId), () => admin.codeBatch(batchId));
  const [downloading, setDownloading] = useState(false);
  const free = load.data?.codes.filter((row) => row.state === 'free') ?? [];

  async function copy() {
    try {
      await navigator.clipboard.writeText(free.map((row) => formatCode(row.code)).join('\n'));
      notify({ type: 'success', title: `Se copiaron ${countOf(free.length, 'código libre', 'códigos libres')}` });
    } catch {
      notify({ type: 'error', title: 'No se pudieron copiar los códigos', description: 'El navegador no dio acceso al portapapeles: descarga el CSV.' });
    }
  }
  async function download() {
    setDownloading(true);
    try {
      saveFile(await admin.codeBatchCsv(batchId), `codigos-lote-${batchId}.csv`);
    } catch (error) {
      notify({ type: 'error', title: 'No se pudo descargar el CSV', description: errorText(error) });
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Box borderWidth="1px" borderRadius="md" padding="3" marginBottom="3" role="region" aria-label={`Lote n.° ${batchId}`}>
      <Flex gap="3" wrap="wrap" alignItems="center" justifyContent="space-between">
        <Stack gap="0">
          <Text fontWeight="semibold">Lote n.° {batchId}</Text>
          {load.data && (
            <Text fontSize="sm" color="fg.muted">
              {countOf(load.data.codes.length, 'código', 'códigos')} · {countOf(free.length, 'libre', 'libres')} · {load.data.days} días de acceso · canjear hasta el{' '}
              {shortDate(load.data.expiresOn)}
              {load.data.group ? ` · grupo ${load.data.group.name}` : ''}
            </Text>
          )}
          {load.isError && <Text fontSize="sm" color="fg.error">{errorText(load.error)}</Text>}
        </Stack>
        <Flex gap="2" wrap="wrap">
          <Button size="sm" variant="outline" onClick={() => void copy()} disabled={free.length === 0}>
            <Copy aria-hidden />
            Copiar códigos
          </Button>
          <Button size="sm" variant="outline" onClick={() => void download()} loading={downloading} loadingText="Descargando...">
            <Download aria-hidden />
            Descargar CSV
          </Button>
          <Button size="sm" variant="outline" onClick={() => window.print()} disabled={free.length === 0}>
            <Printer aria-hidden />
            Imprimir
          </Button>
          <Button size="sm" variant="ghost" onClick={onClear}>
            Ver todos los lotes
          </Button>
        </Flex>
      </Flex>
      {load.data && <PrintSheet batch={load.data} />}
    </Box>
  );
}

export function CodesPage() {
  const admin = useAdmin();
  const [page, setPage] = useState(1);
  const [state, setState] = useState<CodeState | undefined>(undefined);
  const [batch, setBatch] = useState<number | undefined>(undefined);
  const load = useConsoleQuery(consoleKeys.codes.page({ page, state, batch }), () => admin.codes({ page, state, batch }));
  const refresh = useRefresh();
  return (
    <>
      <ScreenHeader
        title="Códigos de acceso"
        description="Códigos de un solo uso para vender cupos: quien lo canjea en /activar crea su cuenta y recibe el curso por los días del código."
      />
      <NewBatchForm
        onCreated={(batchId) => {
          setPage(1);
          setState(undefined);
          setBatch(batchId);
          void refresh(consoleKeys.codes.all);
        }}
      />
      {batch !== undefined && (
        <BatchBar
          batchId={batch}
          onClear={() => {
            setBatch(undefined);
            setPage(1);
          }}
        />
      )}
      <Flex gap="2" marginBottom="3" wrap="wrap" role="group" aria-label="Mostrar códigos">
        {STATES.map((option) => (
          <Button
            key={option.label}
            size="sm"
            variant={state === option.value ? 'solid' : 'outline'}
            aria-pressed={state === option.value}
            onClick={() => {
              setState(option.value);
              setPage(1);
            }}
          >
            {option.label}
          </Button>
        ))}
      </Flex>
      <PagedTable
        load={load}
        loading="Cargando códigos..."
        empty={state ? 'Ningún código en este estado.' : 'Aún no hay códigos: crea el primer lote arriba.'}
        table={{ label: 'Códigos de acceso', columns: ['Código', 'Estado', 'Acceso', 'Canjear hasta', 'Grupo', 'Usado por', 'Lote', <ActionsHeader key="actions" />], pager: 'Páginas de códigos' }}
        onPage={setPage}
        stacked
        rows={(data) =>
          data.codes.map((row) => (
            <tr key={row.code}>
              <td>
                <Text as="span" fontFamily="mono" fontWeight="semibold" whiteSpace="nowrap">
                  {formatCode(row.code)}
                </Text>
              </td>
              <td>
                <Badge colorPalette={STATE_BADGE[row.state].palette}>{STATE_BADGE[row.state].label}</Badge>
              </td>
              <td>{row.days} días</td>
              <td>{shortDate(row.expiresOn)}</td>
              <td>{row.group?.name ?? '—'}</td>
              <td>
                <UsedBy row={row} />
              </td>
              <td>
                <Button
                  size="xs"
                  variant="plain"
                  textDecoration="underline"
                  paddingInline="0"
                  aria-pressed={batch === row.batchId}
                  aria-label={`Ver el lote n.° ${row.batchId}`}
                  onClick={() => {
                    setBatch(row.batchId);
                    setPage(1);
                  }}
                >
                  n.° {row.batchId}
                </Button>
              </td>
              <td>
                {row.state === 'free' && (
                  <ConfirmInPlace
                    texts={{ action: 'Anular', actionLabel: `Anular el código ${formatCode(row.code)}`, group: `Confirmar la anulación de ${formatCode(row.code)}`, question: '¿Nadie podrá canjearlo?', confirm: 'Sí, anular', confirming: 'Anulando...' }}
                    change={() => admin.voidCode(row.code)}
                    toasts={{ done: { title: 'Código anulado', description: `${formatCode(row.code)} ya no se puede canjear.` }, failure: 'No se pudo anular el código' }}
                    onDone={() => void refresh(consoleKeys.codes.all)}
                  />
                )}
              </td>
            </tr>
          ))
        }
      />
    </>
  );
}
