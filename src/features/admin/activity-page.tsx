/**
 * /admin/actividad: every change an operator made (who, what, on whom, when), newest first; filtered
 * by action and searched by the operator's or the student's name or email, on the server (issue 54 §10).
 */
import { Box, Flex, Input, Text } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { Field } from '../../components/chakra/field';
import { NativeSelect } from '../../components/chakra/native-select';
import { Table } from '../../components/chakra/table';
import { useState } from 'react';
import { useTypingPause } from './use-typing-pause';
import { formatDateTime } from '../../shared/spanish-format';
import type { ActivityAction, Person } from './admin-api';
import { ScreenHeader } from './console-layout';
import { Empty, LoadError, Loading, Pager, StudentLink, TableFrame, errorText, useAdmin } from './console-parts';
import { consoleKeys, useConsoleQuery } from './console-queries';
import { ACTION_LABELS, actionText } from './format';

const ACTIONS = Object.keys(ACTION_LABELS) as ActivityAction[];

function PersonCell({ person, link }: { person: Person | null; link?: boolean }) {
  if (!person) return <Text as="span" color="fg.muted">—</Text>;
  // A deleted student has no email and no page left (issue 54 §3).
  const name = link && person.email ? (
    <StudentLink id={person.id} name={person.name} />
  ) : (
    <Text as="span" fontWeight="semibold">
      {person.name}
    </Text>
  );
  return (
    <>
      {name}
      {/* Broken anywhere rather than widening the table past a tablet's width (issue 54 §9). */}
      <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
        {person.email}
      </Text>
    </>
  );
}

export function ActivityPage() {
  const admin = useAdmin();
  const [page, setPage] = useState(1);
  const [action, setAction] = useState<ActivityAction | undefined>(undefined);
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  // The search runs once typing pauses.
  useTypingPause(typed, (text) => {
    setQ(text);
    setPage(1);
  });
  const params = { page, action, q: q || undefined };
  const load = useConsoleQuery(consoleKeys.activity(params), () => admin.activity(params));
  const filtered = action !== undefined || q !== '';
  return (
    <>
      <ScreenHeader title="Actividad" description="Cada cambio hecho desde la consola: quién, qué, a quién y cuándo. Lo más reciente primero." />
      <Flex gap="4" wrap="wrap" alignItems="flex-end" marginBottom="4">
        <Field.Root maxWidth="xs">
          <Field.Label>Acción</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={action ?? ''}
              bg="bg"
              onChange={(e) => {
                const value = e.currentTarget.value;
                setAction(ACTIONS.find((a) => a === value));
                setPage(1);
              }}
            >
              <option value="">Todas las acciones</option>
              {ACTIONS.map((a) => (
                <option key={a} value={a}>
                  {ACTION_LABELS[a]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root maxWidth="md">
          <Field.Label>Buscar por operador o estudiante (nombre o correo)</Field.Label>
          <Box position="relative" width="full">
            <Box position="absolute" insetStart="3" top="50%" transform="translateY(-50%)" color="fg.muted" pointerEvents="none">
              <Search size={16} aria-hidden />
            </Box>
            <Input type="search" value={typed} onChange={(e) => setTyped(e.target.value)} paddingStart="9" bg="bg" />
          </Box>
        </Field.Root>
      </Flex>
      {load.isSuccess && filtered && load.data.total > 0 && (
        <Text fontSize="sm" color="fg.muted" marginBottom="2" role="status">
          {load.data.total === 1 ? '1 cambio coincide' : `${load.data.total} cambios coinciden`}
        </Text>
      )}
      {load.isPending && <Loading label="Cargando actividad..." />}
      {load.isError && <LoadError message={errorText(load.error)} onRetry={() => void load.refetch()} />}
      {load.isSuccess && load.data.total === 0 && (
        <Empty>{filtered ? 'Ningún cambio coincide con el filtro.' : 'Aún no hay actividad: aquí aparecerá cada cambio hecho desde la consola.'}</Empty>
      )}
      {load.isSuccess && load.data.total > 0 && (
        <>
          <TableFrame label="Registro de actividad">
            <Table.Root size="sm" native opacity={load.isFetching ? 0.6 : 1} aria-busy={load.isFetching}>
              <thead>
                <tr>
                  <th scope="col">Fecha</th>
                  <th scope="col">Operador</th>
                  <th scope="col">Acción</th>
                  <th scope="col">Estudiante</th>
                </tr>
              </thead>
              <tbody>
                {load.data.entries.map((entry) => (
                  <tr key={entry.id}>
                    <td style={{ minWidth: '8rem' }}>{formatDateTime(entry.at)}</td>
                    <td>
                      <PersonCell person={entry.operator} />
                    </td>
                    <td style={{ minWidth: '12rem' }}>{actionText(entry)}</td>
                    <td>
                      <PersonCell person={entry.target} link />
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table.Root>
          </TableFrame>
          <Pager page={load.data.page} pageSize={load.data.pageSize} total={load.data.total} onPage={setPage} label="Páginas de actividad" />
        </>
      )}
    </>
  );
}
