/**
 * /admin/codigos: access codes (issue 36 §5). The operator makes a batch of single-use codes (how
 * many, how many days of access each gives, the last day they can be redeemed) to sell seats, and
 * reads every code with its state: free, used by whom, or expired. Students redeem them at /activar.
 * A batch may be for a group (issue 36 §2): whoever redeems one of its codes joins that group.
 */
import { Button, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../components/chakra/badge';
import { Field } from '../../components/chakra/field';
import { Table } from '../../components/chakra/table';
import { notify } from '../../components/ui/notify';
import { formatCode } from '../../shared/access-codes';
import { limaDate } from '../../shared/course-access';
import type { CodeRow, CodeState } from './admin-api';
import { ScreenHeader } from './console-layout';
import { GroupSelect } from './group-select';
import { Empty, FormCard, LoadError, Loading, Pager, TableFrame, errorText, useAdmin, useSubmission } from './console-parts';
import { consoleKeys, useConsoleQuery, useRefresh } from './console-queries';
import { momentText, shortDate } from './format';

const STATES: { value: CodeState | undefined; label: string }[] = [
  { value: undefined, label: 'Todos' },
  { value: 'free', label: 'Libres' },
  { value: 'used', label: 'Usados' },
  { value: 'expired', label: 'Vencidos' },
];

const STATE_BADGE: Record<CodeState, { label: string; palette: 'green' | 'gray' | 'red' }> = {
  free: { label: 'Libre', palette: 'green' },
  used: { label: 'Usado', palette: 'gray' },
  expired: { label: 'Vencido', palette: 'red' },
};

function inDays(days: number): string {
  return limaDate(Date.now() + days * 24 * 60 * 60 * 1000);
}

function NewBatchForm({ onCreated }: { onCreated: () => void }) {
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
    onCreated();
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

export function CodesPage() {
  const admin = useAdmin();
  const [page, setPage] = useState(1);
  const [state, setState] = useState<CodeState | undefined>(undefined);
  const load = useConsoleQuery(consoleKeys.codes.page({ page, state }), () => admin.codes({ page, state }));
  const refresh = useRefresh();
  return (
    <>
      <ScreenHeader
        title="Códigos de acceso"
        description="Códigos de un solo uso para vender cupos: quien lo canjea en /activar crea su cuenta y recibe el curso por los días del código."
      />
      <NewBatchForm
        onCreated={() => {
          setPage(1);
          void refresh(consoleKeys.codes.all);
        }}
      />
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
      {load.isPending && <Loading label="Cargando códigos..." />}
      {load.isError && <LoadError message={errorText(load.error)} onRetry={() => void load.refetch()} />}
      {load.isSuccess && load.data.total === 0 && (
        <Empty>{state ? 'Ningún código en este estado.' : 'Aún no hay códigos: crea el primer lote arriba.'}</Empty>
      )}
      {load.isSuccess && load.data.total > 0 && (
        <Stack gap="3">
          <TableFrame label="Códigos de acceso">
            <Table.Root size="sm" native opacity={load.isFetching ? 0.6 : 1} aria-busy={load.isFetching}>
              <thead>
                <tr>
                  <th scope="col">Código</th>
                  <th scope="col">Estado</th>
                  <th scope="col">Acceso</th>
                  <th scope="col">Canjear hasta</th>
                  <th scope="col">Grupo</th>
                  <th scope="col">Usado por</th>
                </tr>
              </thead>
              <tbody>
                {load.data.codes.map((row) => (
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
                  </tr>
                ))}
              </tbody>
            </Table.Root>
          </TableFrame>
          <Pager page={load.data.page} pageSize={load.data.pageSize} total={load.data.total} onPage={setPage} label="Páginas de códigos" />
        </Stack>
      )}
    </>
  );
}
