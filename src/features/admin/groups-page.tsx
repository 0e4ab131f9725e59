/**
 * /admin/grupos: groups ('Grupos', issue 36 §2). The operator creates a group (a unique name and an
 * optional exam date, which its members get as their 'Fecha de mi examen' unless they set their own)
 * and reads every group with its date and how many students are in it; each name opens the group's
 * page (group-page.tsx), where it is renamed, dated, filled and deleted.
 */
import { Button, Flex, Input } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Field } from '../../components/chakra/field';
import { notify } from '../../components/ui/notify';
import { GROUP_NAME_MAX } from '../../shared/groups';
import { countOf } from '../../shared/spanish-format';
import { ScreenHeader } from './console-layout';
import { FormCard, LinkText, PagedTable, useAdmin, useSubmission } from './console-parts';
import { consoleKeys, useConsoleQuery, useRefresh } from './console-queries';
import { formatLongDate } from '../../shared/spanish-format';

function NewGroupForm({ onCreated }: { onCreated: () => void }) {
  const admin = useAdmin();
  const [name, setName] = useState('');
  const [examDate, setExamDate] = useState('');

  const { submit, saving, error } = useSubmission(async () => {
    if (!name.trim()) return 'Escribe el nombre del grupo.';
    const { group } = await admin.createGroup({ name, examDate: examDate || null });
    notify({ type: 'success', title: 'Grupo creado', description: `«${group.name}» está listo: añade a sus estudiantes desde su página.` });
    setName('');
    setExamDate('');
    onCreated();
  });

  return (
    <FormCard title="Nuevo grupo" onSubmit={submit} error={error}>
      <Flex gap="4" wrap="wrap" alignItems="flex-end">
        <Field.Root width="auto" flex="1" minWidth="60" invalid={!!error}>
          <Field.Label>Nombre del grupo</Field.Label>
          <Input value={name} maxLength={GROUP_NAME_MAX} onChange={(e) => setName(e.target.value)} placeholder="Examen de diciembre 2026" bg="bg" />
        </Field.Root>
        <Field.Root width="auto">
          <Field.Label>Fecha del examen (opcional)</Field.Label>
          <Input type="date" value={examDate} onChange={(e) => setExamDate(e.target.value)} width="44" bg="bg" />
        </Field.Root>
        <Button type="submit" loading={saving} loadingText="Creando...">
          <Plus aria-hidden />
          Crear grupo
        </Button>
      </Flex>
    </FormCard>
  );
}

export function GroupsPage() {
  const admin = useAdmin();
  const [page, setPage] = useState(1);
  const load = useConsoleQuery(consoleKeys.groups.page(page), () => admin.groups(page));
  const refresh = useRefresh();
  return (
    <>
      <ScreenHeader
        title="Grupos"
        description="Prepara a cada promoción para su examen: sus estudiantes reciben la fecha del grupo como «Fecha de mi examen», salvo que elijan la suya."
      />
      <NewGroupForm
        onCreated={() => {
          setPage(1);
          void refresh(consoleKeys.groups.all);
        }}
      />
      <PagedTable
        load={load}
        loading="Cargando grupos..."
        empty="Aún no hay grupos: crea el primero arriba."
        table={{ label: 'Lista de grupos', columns: ['Grupo', 'Fecha del examen', { label: 'Estudiantes', align: 'end' }], pager: 'Páginas de grupos' }}
        onPage={setPage}
        stacked
        rows={(data) =>
          data.groups.map((g) => (
            <tr key={g.id}>
              <th scope="row">
                <RouterLink to="/admin/grupos/$groupId" params={{ groupId: String(g.id) }}>
                  <LinkText>
                    {g.name}
                  </LinkText>
                </RouterLink>
              </th>
              <td>{g.examDate ? formatLongDate(g.examDate) : 'Sin fecha'}</td>
              <td style={{ textAlign: 'end', whiteSpace: 'nowrap' }}>{countOf(g.members, 'estudiante', 'estudiantes')}</td>
            </tr>
          ))
        }
      />
    </>
  );
}
