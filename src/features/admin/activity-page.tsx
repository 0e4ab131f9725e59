/** /admin/actividad: every change an operator made (who, what, on whom, when), newest first. */
import { Text } from '@chakra-ui/react';
import { Table } from '../../components/chakra/table';
import { useState } from 'react';
import { formatDateTime } from '../../shared/spanish-format';
import type { Person } from './admin-api';
import { ScreenHeader } from './console-layout';
import { Empty, LoadError, Loading, Pager, StudentLink, TableFrame, errorText, useAdmin } from './console-parts';
import { consoleKeys, useConsoleQuery } from './console-queries';
import { actionText } from './format';

function PersonCell({ person, link }: { person: Person | null; link?: boolean }) {
  if (!person) return <Text as="span" color="fg.muted">—</Text>;
  const name = link ? (
    <StudentLink id={person.id} name={person.name} />
  ) : (
    <Text as="span" fontWeight="semibold">
      {person.name}
    </Text>
  );
  return (
    <>
      {name}
      <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
        {person.email}
      </Text>
    </>
  );
}

export function ActivityPage() {
  const admin = useAdmin();
  const [page, setPage] = useState(1);
  const load = useConsoleQuery(consoleKeys.activity(page), () => admin.activity(page));
  return (
    <>
      <ScreenHeader title="Actividad" description="Cada cambio hecho desde la consola: quién, qué, a quién y cuándo. Lo más reciente primero." />
      {load.isPending && <Loading label="Cargando actividad..." />}
      {load.isError && <LoadError message={errorText(load.error)} onRetry={() => void load.refetch()} />}
      {load.isSuccess && load.data.total === 0 && <Empty>Aún no hay actividad: aquí aparecerá cada cambio hecho desde la consola.</Empty>}
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
                    <td style={{ minWidth: '9rem' }}>{formatDateTime(entry.at)}</td>
                    <td>
                      <PersonCell person={entry.operator} />
                    </td>
                    <td style={{ minWidth: '16rem' }}>{actionText(entry)}</td>
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
