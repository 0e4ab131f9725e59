/**
 * /admin/grupos/:id: one group ('Grupos', issue 36 §2). Its figures from the server's learning state
 * (how many studied in the last 7 days, the members' readiness distribution, the topics they are
 * weakest in), its members (taken out one by one), students added from a search (one, or the whole
 * page of a search's results at once, after a question that names who leaves which group), and the
 * group's name and exam date, changed or the group deleted after a confirmation.
 */
import { Box, Button, Flex, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { Trash2, UserPlus } from 'lucide-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTypingPause } from './use-typing-pause';
import { Field } from '../../components/chakra/field';
import { notify } from '../../components/ui/notify';
import { GROUP_NAME_MAX } from '../../shared/groups';
import type { GroupFiguresView, GroupSummary } from '../../shared/console-api';
import { countOf, formatLongDate, percent } from '../../shared/spanish-format';
import { BackTo, ScreenHeader } from './console-layout';
import { ActionsHeader, ConsoleTable, EmailUnderName, Empty, FormCard, LoadError, Loading, PagedTable, Pager, SearchField, StudentLink, errorText, failureToast, useAdmin, useSubmission } from './console-parts';
import { consoleKeys, useConsoleQuery, useRefresh } from './console-queries';
import { percentText, readinessText } from './format';
import type { StudentRow } from './admin-api';
import { ConfirmMoveDialog, moveNeedsConfirmation } from './move-dialog';

/** The weakest topics shown. */
const WEAK_TOPICS = 5;

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <Box bg="bg" borderWidth="1px" borderRadius="l3" padding="4">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="2xl" fontWeight="bold">
        {value}
      </Text>
      {detail && (
        <Text fontSize="sm" color="fg.muted">
          {detail}
        </Text>
      )}
    </Box>
  );
}

function Figures({ figures }: { figures: GroupFiguresView }) {
  const { members, activeLastWeek, readiness } = figures;
  const weakest = figures.topics.slice(0, WEAK_TOPICS);
  const share = members === 0 ? 0 : activeLastWeek / members;
  return (
    <Stack gap="4" marginBottom="6" as="section" aria-label="Cómo va el grupo">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Figure label="Estudiantes" value={String(members)} />
        <Figure
          label="Estudiaron en los últimos 7 días"
          value={members === 0 ? '—' : percentText(share)}
          detail={members === 0 ? 'El grupo aún no tiene estudiantes.' : `${activeLastWeek} de ${countOf(members, 'estudiante', 'estudiantes')}`}
        />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <ConsoleTable label="Preparación de los estudiantes" columns={['Rango', { label: 'Estudiantes', align: 'end' }]} caption="Preparación estimada">
          {[...readiness.bands].reverse().map((band) => (
            <tr key={band.from}>
              <th scope="row">
                {band.from}–{percent(band.to)}
              </th>
              <td style={{ textAlign: 'end' }} data-testid={`readiness-band-${band.from}`}>
                {band.students}
              </td>
            </tr>
          ))}
          <tr>
            <th scope="row">Sin datos (aún no responde)</th>
            <td style={{ textAlign: 'end' }}>{readiness.noData}</td>
          </tr>
        </ConsoleTable>
        <ConsoleTable label="Temas más débiles del grupo" columns={['Tema', { label: 'Dominio medio', align: 'end' }]} caption="Temas más débiles">
          {weakest.length === 0 && (
            <tr>
              <td colSpan={2}>
                <Text color="fg.muted">Sin datos: nadie del grupo ha respondido preguntas todavía.</Text>
              </td>
            </tr>
          )}
          {weakest.map((t) => (
            <tr key={t.topic}>
              <th scope="row">
                {t.title}
                <Text fontSize="xs" color="fg.muted" fontWeight="normal">
                  {countOf(t.students, 'estudiante respondió', 'estudiantes respondieron')}
                </Text>
              </th>
              <td style={{ textAlign: 'end', whiteSpace: 'nowrap' }}>{percentText(t.mastery)}</td>
            </tr>
          ))}
        </ConsoleTable>
      </SimpleGrid>
    </Stack>
  );
}

/** Name and exam date, saved together; the date can be cleared. */
function EditGroupForm({ group, onSaved }: { group: GroupSummary; onSaved: () => void }) {
  const admin = useAdmin();
  const [name, setName] = useState(group.name);
  const [examDate, setExamDate] = useState(group.examDate ?? '');
  useEffect(() => {
    setName(group.name);
    setExamDate(group.examDate ?? '');
  }, [group]);

  const { submit, saving, error } = useSubmission(async () => {
    await admin.updateGroup(group.id, { name, examDate: examDate || null });
    notify({ type: 'success', title: 'Grupo guardado', description: examDate ? `Examen el ${formatLongDate(examDate)}.` : 'Sin fecha de examen.' });
    onSaved();
  });

  return (
    <FormCard label="Datos del grupo" onSubmit={submit} error={error} marginBottom="6">
      <Flex gap="4" wrap="wrap" alignItems="flex-end">
        <Field.Root width="auto" flex="1" minWidth="60" invalid={!!error}>
          <Field.Label>Nombre del grupo</Field.Label>
          <Input value={name} maxLength={GROUP_NAME_MAX} onChange={(e) => setName(e.target.value)} bg="bg" />
        </Field.Root>
        <Field.Root width="auto">
          <Field.Label>Fecha del examen</Field.Label>
          <Input type="date" value={examDate} onChange={(e) => setExamDate(e.target.value)} width="44" bg="bg" />
        </Field.Root>
        {examDate && (
          <Button variant="outline" onClick={() => setExamDate('')}>
            Quitar fecha
          </Button>
        )}
        <Button type="submit" loading={saving} loadingText="Guardando...">
          Guardar
        </Button>
      </Flex>
      <Text fontSize="sm" color="fg.muted" marginTop="2">
        Sus estudiantes reciben esta fecha como «Fecha de mi examen», salvo quienes eligieron la suya.
      </Text>
    </FormCard>
  );
}

/** The members, read again whenever the group is (after a student was added or taken out). */
function Members({ group, onChanged }: { group: GroupSummary; onChanged: () => void }) {
  const admin = useAdmin();
  const [page, setPage] = useState(1);
  const load = useConsoleQuery(consoleKeys.students.page({ group: group.id, page }), () => admin.students({ group: group.id, page }));
  async function remove(studentId: number, name: string) {
    try {
      await admin.removeFromGroup(group.id, studentId);
      notify({ type: 'success', title: 'Estudiante quitado', description: `${name} ya no está en «${group.name}».` });
      onChanged();
    } catch (e) {
      notify({ type: 'error', title: 'No se pudo quitar', description: errorText(e) });
    }
  }
  return (
    <Box as="section" aria-labelledby="group-members" marginBottom="6">
      <Text as="h2" id="group-members" fontWeight="bold" fontSize="lg" marginBottom="2">
        Estudiantes del grupo
      </Text>
      <PagedTable
        load={load}
        loading="Cargando estudiantes..."
        empty="Aún no hay estudiantes en este grupo: añádelos abajo."
        table={{ label: 'Estudiantes del grupo', columns: ['Nombre', { label: 'Preparación', align: 'end' }, <ActionsHeader key="actions" />], pager: 'Páginas de estudiantes del grupo' }}
        onPage={setPage}
        rows={(data) =>
          data.students.map((s) => (
            <tr key={s.id}>
              <th scope="row">
                <StudentLink id={s.id} name={s.name} />
                <EmailUnderName email={s.email} />
              </th>
              <td style={{ textAlign: 'end', whiteSpace: 'nowrap' }}>{readinessText(s.readiness)}</td>
              <td style={{ textAlign: 'end' }}>
                <Button size="xs" variant="outline" onClick={() => void remove(s.id, s.name)} aria-label={`Quitar a ${s.name} del grupo`}>
                  Quitar
                </Button>
              </td>
            </tr>
          ))
        }
      />
    </Box>
  );
}

/** Students not in the group, searched; added one by one or the whole page of results at once. */
function AddMembers({ group, onAdded }: { group: GroupSummary; onAdded: () => void }) {
  const admin = useAdmin();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  useTypingPause(typed, (text) => {
    setQ(text);
    setPage(1);
  });
  // Read again whenever the group is (after a student was added or taken out), like the members.
  const load = useConsoleQuery(consoleKeys.students.outside(group.id, { q, page }), () =>
    admin.students({ q, page }).then((data) => ({ ...data, outside: data.students.filter((s) => s.group?.id !== group.id) })),
  );
  const outside = load.isSuccess ? load.data.outside : [];
  /** The students about to be added while the question is open. */
  const [asking, setAsking] = useState<StudentRow[] | null>(null);

  const add = useMutation({
    mutationFn: (students: StudentRow[]) => admin.addToGroup(group.id, students.map((s) => s.id)),
    onSuccess: ({ moved }) => {
      setAsking(null);
      notify({ type: 'success', title: 'Estudiantes añadidos', description: `${countOf(moved, 'estudiante añadido', 'estudiantes añadidos')} a «${group.name}».` });
      onAdded();
    },
    onError: failureToast('No se pudo añadir'),
  });
  const busy = add.isPending;
  /** Adds at once, or first asks when several move or anyone leaves another group. */
  const propose = (students: StudentRow[]) => (moveNeedsConfirmation(students, group.id) ? setAsking(students) : add.mutate(students));

  return (
    <Box as="section" aria-labelledby="group-add" marginBottom="6">
      <Text as="h2" id="group-add" fontWeight="bold" fontSize="lg" marginBottom="2">
        Añadir estudiantes
      </Text>
      <Flex gap="3" alignItems="flex-end" wrap="wrap" marginBottom="3">
        <SearchField label="Buscar estudiantes por nombre o correo" value={typed} onChange={setTyped} />
        {/* Only a search's results: an empty search would add whoever sorts first. */}
        {q && outside.length > 1 && (
          <Button variant="outline" onClick={() => propose(outside)} disabled={busy}>
            <UserPlus aria-hidden />
            Añadir los {outside.length} de esta lista
          </Button>
        )}
      </Flex>
      <Text fontSize="sm" color="fg.muted" marginBottom="2">
        Un estudiante está en un solo grupo: al añadirlo aquí deja el grupo en el que estaba.
      </Text>
      {load.isPending && <Loading label="Buscando estudiantes..." />}
      {load.isError && <LoadError message={errorText(load.error)} onRetry={() => void load.refetch()} />}
      {load.isSuccess && outside.length === 0 && <Empty>{q ? `Ningún estudiante fuera del grupo coincide con «${q}».` : 'Todos los estudiantes de esta página ya están en el grupo.'}</Empty>}
      {load.isSuccess && outside.length > 0 && (
        <>
          <ConsoleTable label="Estudiantes para añadir" columns={['Nombre', 'Grupo actual', <ActionsHeader key="actions" />]} refreshing={load.isFetching}>
            {outside.map((s) => (
              <tr key={s.id}>
                <th scope="row">
                  {s.name}
                  <EmailUnderName email={s.email} />
                </th>
                <td>{s.group?.name ?? 'Sin grupo'}</td>
                <td style={{ textAlign: 'end' }}>
                  <Button size="xs" onClick={() => propose([s])} disabled={busy} aria-label={`Añadir a ${s.name} al grupo`}>
                    Añadir
                  </Button>
                </td>
              </tr>
            ))}
          </ConsoleTable>
          <Pager page={load.data.page} pageSize={load.data.pageSize} total={load.data.total} onPage={setPage} label="Páginas de la búsqueda" />
        </>
      )}
      {asking && <ConfirmMoveDialog students={asking} group={group} busy={busy} onConfirm={() => add.mutate(asking)} onClose={() => setAsking(null)} />}
    </Box>
  );
}

/** 'Eliminar grupo', confirmed in place: its students stay, without a group. */
function DeleteGroup({ group }: { group: GroupSummary }) {
  const admin = useAdmin();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const remove = useMutation({
    mutationFn: () => admin.deleteGroup(group.id),
    onSuccess: () => {
      notify({ type: 'success', title: 'Grupo eliminado', description: `«${group.name}» ya no existe; sus estudiantes quedaron sin grupo.` });
      void navigate({ to: '/admin/grupos' });
    },
    onError: failureToast('No se pudo eliminar el grupo'),
  });
  if (!asking)
    return (
      <Button variant="outline" colorPalette="red" onClick={() => setAsking(true)}>
        <Trash2 aria-hidden />
        Eliminar grupo
      </Button>
    );
  return (
    <Flex gap="2" alignItems="center" wrap="wrap" role="group" aria-label="Confirmar eliminación">
      <Text as="span" fontSize="sm">
        ¿Eliminar «{group.name}»? Sus {countOf(group.members, 'estudiante queda', 'estudiantes quedan')} sin grupo y sus avisos se retiran.
      </Text>
      <Button size="sm" colorPalette="red" onClick={() => remove.mutate()} loading={remove.isPending} loadingText="Eliminando...">
        Sí, eliminar
      </Button>
      <Button size="sm" variant="ghost" onClick={() => setAsking(false)} disabled={remove.isPending}>
        Cancelar
      </Button>
    </Flex>
  );
}

export function GroupPage({ groupId }: { groupId: number }) {
  const admin = useAdmin();
  const load = useConsoleQuery(consoleKeys.groups.one(groupId), () => admin.group(groupId));
  const refresh = useRefresh();
  // A change to the group reads again its figures, its members and the searches for more.
  const reload = () => void refresh(consoleKeys.groups.all, consoleKeys.students.all);
  if (load.isPending) return <Loading label="Cargando el grupo..." />;
  if (load.isError) return <LoadError message={errorText(load.error)} onRetry={() => void load.refetch()} />;
  const { group, figures } = load.data;
  return (
    <>
      <ScreenHeader
        back={<BackTo groups label="Grupos" />}
        title={group.name}
        description={group.examDate ? `Examen el ${formatLongDate(group.examDate)}` : 'Sin fecha de examen'}
        actions={<DeleteGroup group={group} />}
      />
      <Figures figures={figures} />
      <EditGroupForm group={group} onSaved={reload} />
      <Members group={group} onChanged={reload} />
      <AddMembers group={group} onAdded={reload} />
    </>
  );
}
