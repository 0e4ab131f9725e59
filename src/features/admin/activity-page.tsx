/**
 * /admin/actividad: every change an operator made (who, what, on whom, when), newest first; filtered
 * by action and searched by the operator's or the student's name or email, on the server (issue 54 §10).
 */
import { Flex, Text } from '@chakra-ui/react';
import { Field } from '../../components/chakra/field';
import { NativeSelect } from '../../components/chakra/native-select';
import { useState } from 'react';
import { useTypingPause } from './use-typing-pause';
import { formatDateTime } from '../../shared/spanish-format';
import type { ActivityAction, Person } from './admin-api';
import { ScreenHeader } from './console-layout';
import { PagedTable, SearchField, StudentLink, useAdmin } from './console-parts';
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
        <SearchField label="Buscar por operador o estudiante (nombre o correo)" value={typed} onChange={setTyped} />
      </Flex>
      {load.isSuccess && filtered && load.data.total > 0 && (
        <Text fontSize="sm" color="fg.muted" marginBottom="2" role="status">
          {load.data.total === 1 ? '1 cambio coincide' : `${load.data.total} cambios coinciden`}
        </Text>
      )}
      <PagedTable
        load={load}
        loading="Cargando actividad..."
        empty={filtered ? 'Ningún cambio coincide con el filtro.' : 'Aún no hay actividad: aquí aparecerá cada cambio hecho desde la consola.'}
        table={{ label: 'Registro de actividad', columns: ['Fecha', 'Operador', 'Acción', 'Estudiante'], pager: 'Páginas de actividad' }}
        onPage={setPage}
        rows={(data) =>
          data.entries.map((entry) => (
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
          ))
        }
      />
    </>
  );
}
