/** /admin/actividad: every change an operator made (who, what, on whom, when), newest first. */
import { Text } from '@chakra-ui/react';
import { Table } from '../../components/chakra/table';
import { useCallback, useState } from 'react';
import { formatDateTime } from '../../shared/spanish-format';
import type { Person } from './admin-api';
import { ScreenHeader } from './console-layout';
import { Empty, LoadError, Loading, Pager, StudentLink, TableFrame, useAdmin, useLoad } from './console-parts';
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
  const read = useCallback(() => admin.activity(page), [admin, page]);
  const { load, refreshing, reload } = useLoad(read);
  return (
    <>
      <ScreenHeader title="Actividad" description="Cada cambio hecho desde la consola: quién, qué, a quién y cuándo. Lo más reciente primero." />
      {load.status === 'loading' && <Loading label="Cargando actividad..." />}
      {load.status === 'error' && <LoadError message={load.message} onRetry={reload} />}
      {load.status === 'ready' && load.data.total === 0 && <Empty>Aún no hay actividad: aquí aparecerá cada cambio hecho desde la consola.</Empty>}
      {load.status === 'ready' && load.data.total > 0 && (
        <>
          <TableFrame label="Registro de actividad">
            <Table.Root size="sm" native opacity={refreshing ? 0.6 : 1} aria-busy={refreshing}>
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
