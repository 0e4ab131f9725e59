/**
 * /admin/estudiantes: every student with their access, last activity, attempts, best score and
 * readiness; searched, filtered by group, sorted and paged by the server (50 a page), that state
 * kept in the URL (shared/roster-search.ts); 'Nuevo estudiante', each row's actions (access, edit,
 * delete), and the list (as filtered) as CSV.
 */
import { Button, Flex, IconButton, Portal, Text } from '@chakra-ui/react';
import { Badge } from '../../components/chakra/badge';
import { Menu } from '../../components/chakra/menu';
import { Table } from '../../components/chakra/table';
import { Link as RouterLink } from '@tanstack/react-router';
import { Download, FileUp, MoreHorizontal, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTypingPause } from './use-typing-pause';
import { notify } from '../../components/ui/notify';
import type { SortDir, StudentRow, StudentSort } from './admin-api';
import { ScreenHeader } from './console-layout';
import { ActionsHeader, EmailUnderName, Empty, LoadError, Loading, Pager, SearchField, SortHeader, StudentLink, TableFrame, errorText, saveFile, useAdmin } from './console-parts';
import { consoleKeys, useConsoleQuery, useRefresh } from './console-queries';
import { accessActionLabel, accessLabel, accessPalette, momentText, readinessText, rosterCountText } from './format';
import { GroupSelect, groupFilterOf } from './group-select';
import type { RosterSearch } from '../../shared/roster-search';
import { AccessDialog, DeleteStudentDialog, EditStudentDialog, NewStudentDialog, RevokeDialog } from './student-dialogs';

/** Figures read best largest first; words from A. */
const FIRST_DIR: Partial<Record<StudentSort, SortDir>> = { lastActivity: 'desc', attempts: 'desc', bestScore: 'desc', readiness: 'desc', access: 'desc' };

type RowAction = 'access' | 'revoke' | 'edit' | 'delete';
type Dialog = { kind: 'new' } | { kind: RowAction; student: StudentRow } | null;

export function AccessBadge({ access }: { access: StudentRow['access'] }) {
  return (
    <Badge colorPalette={accessPalette(access)} variant="subtle" whiteSpace="nowrap">
      {accessLabel(access)}
    </Badge>
  );
}

/** A row's actions: the access (grant, extend, revoke), correcting the name or email, deleting. */
export function StudentActions({ student, onAction }: { student: StudentRow; onAction: (kind: RowAction, student: StudentRow) => void }) {
  return (
    // Mounted when opened: a closed menu's positioner, placed beside a row scrolled out of view,
    // would widen the page on a tablet.
    <Menu.Root lazyMount unmountOnExit positioning={{ placement: 'bottom-end' }} onSelect={(d) => onAction(d.value as RowAction, student)}>
      <Menu.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label={`Acciones para ${student.name}`}>
          <MoreHorizontal aria-hidden />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="access">{accessActionLabel(student.access)}</Menu.Item>
            {student.access.status === 'active' && (
              // red.fg, not fg.error (red.500): readable on the menu's white (4.5:1).
              <Menu.Item value="revoke" color="red.fg">
                Revocar acceso
              </Menu.Item>
            )}
            <Menu.Item value="edit">Editar datos</Menu.Item>
            <Menu.Item value="delete" color="red.fg">
              Eliminar estudiante
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/**
 * On a tablet (issue 32 §8) the list keeps what an operator acts on (name, access, attempts, best
 * score, readiness, the row's menu) and drops what the student's page shows anyway: the email moves
 * under the name below 2xl, the last activity shows from lg.
 */
const NARROW_COLUMNS = {
  '& [data-wide="lg"]': { display: { base: 'none', lg: 'table-cell' } },
  '& [data-wide="2xl"]': { display: { base: 'none', '2xl': 'table-cell' } },
  '& [data-under-name]': { display: { base: 'block', '2xl': 'none' } },
} as const;

export function StudentsPage({ search, onSearch }: { search: RosterSearch; onSearch: (next: RosterSearch) => void }) {
  const admin = useAdmin();
  const q = search.q ?? '';
  const groupValue = search.grupo === undefined ? '' : String(search.grupo);
  const group = groupFilterOf(groupValue);
  const sort: StudentSort = search.orden ?? 'name';
  const dir: SortDir = search.dir ?? 'asc';
  const page = search.pagina ?? 1;
  const [typed, setTyped] = useState(q);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [downloading, setDownloading] = useState(false);
  /** A change of the list's state: any change but the page's starts again from the first page. */
  const change = (next: RosterSearch) => onSearch({ ...search, pagina: undefined, ...next });

  // Back, Forward or a link changed the URL's search: the field follows.
  useEffect(() => {
    setTyped((current) => (current.trim() === q ? current : q));
  }, [q]);

  // The search runs once typing pauses (only typing starts the timer; the URL's changes are followed above).
  useTypingPause(typed, (text) => {
    if (text !== q) change({ q: text || undefined });
  });

  const load = useConsoleQuery(consoleKeys.students.page({ q, sort, dir, page, group }), () => admin.students({ q, sort, dir, page, group }));
  const refresh = useRefresh();
  const reload = () => void refresh(consoleKeys.students.all);

  const onSort = (column: StudentSort, next: SortDir) => change({ orden: column, dir: next });

  async function downloadCsv() {
    setDownloading(true);
    try {
      const csv = await admin.studentsCsv({ q, sort, dir, group });
      saveFile(csv.blob, csv.name);
    } catch (error) {
      notify({ type: 'error', title: 'No se pudo descargar el CSV', description: errorText(error) });
    } finally {
      setDownloading(false);
    }
  }

  const closeAndReload = () => {
    setDialog(null);
    reload();
  };

  return (
    <>
      <ScreenHeader
        title="Estudiantes"
        description="Quién tiene acceso al curso, cómo avanza y hasta cuándo puede estudiar."
        actions={
          <>
            <Button variant="outline" onClick={() => void downloadCsv()} loading={downloading} loadingText="Descargando...">
              <Download aria-hidden />
              Descargar CSV
            </Button>
            <Button variant="outline" asChild>
              <RouterLink to="/admin/estudiantes/importar">
                <FileUp aria-hidden />
                Importar estudiantes
              </RouterLink>
            </Button>
            <Button onClick={() => setDialog({ kind: 'new' })}>
              <Plus aria-hidden />
              Nuevo estudiante
            </Button>
          </>
        }
      />

      <Flex gap="4" wrap="wrap" alignItems="flex-end" marginBottom="4">
        <SearchField label="Buscar por nombre o correo" value={typed} onChange={setTyped} />
        <GroupSelect
          label="Grupo"
          value={groupValue}
          withoutGroup
          noneLabel="Todos los grupos"
          onChange={(value) => change({ grupo: groupFilterOf(value) })}
        />
      </Flex>

      {load.isPending && <Loading label="Cargando estudiantes..." />}
      {load.isError && <LoadError message={errorText(load.error)} onRetry={() => void load.refetch()} />}
      {load.isSuccess && load.data.total === 0 && (
        <Empty>
          {q ? `Ningún estudiante coincide con «${q}».` : group !== undefined ? 'Ningún estudiante en este grupo.' : 'Aún no hay estudiantes. Crea el primero con «Nuevo estudiante».'}
        </Empty>
      )}
      {load.isSuccess && load.data.total > 0 && (
        <>
          <Text fontSize="sm" color="fg.muted" marginBottom="2" role="status">
            {rosterCountText(load.data.total, q)}
          </Text>
          <TableFrame label="Lista de estudiantes">
            <Table.Root size="sm" native opacity={load.isFetching ? 0.6 : 1} aria-busy={load.isFetching} css={NARROW_COLUMNS}>
              <thead>
                <tr>
                  <SortHeader label="Nombre" column="name" sort={sort} dir={dir} onSort={onSort} />
                  <SortHeader label="Correo" column="email" sort={sort} dir={dir} onSort={onSort} wide="2xl" />
                  <SortHeader label="Acceso" column="access" sort={sort} dir={dir} onSort={onSort} firstDir={FIRST_DIR.access} />
                  <SortHeader label="Última actividad" column="lastActivity" sort={sort} dir={dir} onSort={onSort} firstDir={FIRST_DIR.lastActivity} wide="lg" />
                  <SortHeader label="Intentos" column="attempts" sort={sort} dir={dir} onSort={onSort} numeric firstDir={FIRST_DIR.attempts} />
                  <SortHeader label="Mejor nota" column="bestScore" sort={sort} dir={dir} onSort={onSort} numeric firstDir={FIRST_DIR.bestScore} />
                  <SortHeader label="Preparación" column="readiness" sort={sort} dir={dir} onSort={onSort} numeric firstDir={FIRST_DIR.readiness} />
                  <ActionsHeader />
                </tr>
              </thead>
              <tbody>
                {load.data.students.map((s) => (
                  <tr key={s.id}>
                    <th scope="row" style={{ textAlign: 'start' }}>
                      <StudentLink id={s.id} name={s.name} />
                      {/* Where the email has no column of its own (a tablet), it goes under the name. */}
                      <EmailUnderName data-under-name email={s.email} />
                      {s.group && (
                        <Text fontSize="xs" color="fg.muted" fontWeight="normal">
                          Grupo: {s.group.name}
                        </Text>
                      )}
                    </th>
                    <td data-wide="2xl" style={{ whiteSpace: 'nowrap' }}>
                      {s.email}
                    </td>
                    <td>
                      <AccessBadge access={s.access} />
                    </td>
                    <td data-wide="lg" style={{ whiteSpace: 'nowrap' }}>
                      {momentText(s.lastActivityAt)}
                    </td>
                    <td style={{ textAlign: 'end' }}>{s.attempts}</td>
                    <td style={{ textAlign: 'end' }}>{s.bestScore === null ? '—' : `${s.bestScore}%`}</td>
                    <td style={{ textAlign: 'end', whiteSpace: 'nowrap' }}>{readinessText(s.readiness)}</td>
                    <td>
                      <StudentActions student={s} onAction={(kind, student) => setDialog({ kind, student })} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table.Root>
          </TableFrame>
          <Pager page={load.data.page} pageSize={load.data.pageSize} total={load.data.total} onPage={(next) => onSearch({ ...search, pagina: next > 1 ? next : undefined })} label="Páginas de estudiantes" />
        </>
      )}

      {dialog?.kind === 'new' && <NewStudentDialog onClose={closeAndReload} onCreated={() => reload()} />}
      {dialog?.kind === 'access' && <AccessDialog student={dialog.student} onClose={() => setDialog(null)} onSaved={closeAndReload} />}
      {dialog?.kind === 'revoke' && <RevokeDialog student={dialog.student} onClose={() => setDialog(null)} onRevoked={closeAndReload} />}
      {dialog?.kind === 'edit' && <EditStudentDialog student={dialog.student} onClose={() => setDialog(null)} onSaved={closeAndReload} />}
      {dialog?.kind === 'delete' && <DeleteStudentDialog student={dialog.student} onClose={() => setDialog(null)} onDeleted={closeAndReload} />}
    </>
  );
}
